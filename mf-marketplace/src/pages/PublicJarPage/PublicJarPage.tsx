import { App, Button, Flex, Result, Skeleton, Tag, Typography } from 'antd';
import { CheckOutlined, EditOutlined, SettingOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { clozeFilled, hrefTo, type PublicJarDetail } from '@memory/contracts';
import {
  apiErrorMessage,
  isNotFound,
  getAuthBridge,
  selectIsSignedIn,
  useGetPublicJarQuery,
  useStarJarMutation,
  useSubscribeJarMutation,
  useAppSelector,
  useUnstarJarMutation,
} from '@memory/api';
import { ButtonLink, LoadError, PageFrame } from '@memory/design-system';
import { JarCover } from '@memory/design-system/jar-cover';
import { HashTag, JarTypeTag, PublicJarCounts } from '@memory/design-system/public-jar-card';
import { marketplacePaths, paths } from '../../paths';

/**
 * 知识罐详情 in 知识市场 (readable signed out): cover, name, description, category and tags, counts, the first
 * knowledge points, 订阅 and 收藏. A signed-out visitor who presses either signs in and comes back here.
 */
export function PublicJarPage() {
  const { id = '' } = useParams();
  const { data: jar, error, isLoading, refetch } = useGetPublicJarQuery(id);

  if (isLoading) {
    return (
      <PageFrame title={<Skeleton.Input active size="small" />}>
        <Skeleton active avatar={{ shape: 'square', size: 160 }} paragraph={{ rows: 6 }} />
      </PageFrame>
    );
  }
  if (isNotFound(error)) {
    return (
      <Result
        status="404"
        title="知识罐不存在"
        subTitle="这个知识罐不存在，或者已从知识市场下架。"
        extra={
          <ButtonLink type="primary" to={paths.marketplace}>
            返回知识市场
          </ButtonLink>
        }
      />
    );
  }
  if (!jar) {
    return (
      <PageFrame title="知识罐详情">
        <LoadError title="知识罐加载失败" error={error} onRetry={() => void refetch()} />
      </PageFrame>
    );
  }
  return <PublicJarView jar={jar} />;
}

function PublicJarView({ jar }: { jar: PublicJarDetail }) {
  return (
    <PageFrame title={jar.name} extra={<JarActions jar={jar} />}>
      <Flex gap={24} wrap="wrap" align="flex-start">
        <div style={{ flex: '0 1 360px', minWidth: 240 }}>
          <JarCover name={jar.name} cover={jar.cover} coverBlurHash={jar.coverBlurHash} style={{ borderRadius: 8 }} />
        </div>
        <Flex vertical gap={12} style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Flex gap={4} wrap aria-label="分类和标签">
            <JarTypeTag type={jar.type} />
            {jar.category ? <Tag>{jar.category.name}</Tag> : null}
            {jar.tags?.map((tag) => (
              <Link key={tag} to={`${paths.marketplace}?tag=${encodeURIComponent(tag)}`}>
                <HashTag tag={tag} />
              </Link>
            ))}
          </Flex>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{jar.description || '暂无简介'}</Typography.Paragraph>
          <PublicJarCounts jar={jar} />
        </Flex>
      </Flex>
      <section aria-labelledby="public-jar-preview" style={{ marginTop: 24 }}>
        <Typography.Title level={4} id="public-jar-preview" style={{ fontSize: 16 }}>
          知识点预览
          <Typography.Text type="secondary" style={{ fontSize: 13, fontWeight: 'normal', marginInlineStart: 8 }}>
            {jar.preview.length < jar.totalItems ? `前 ${jar.preview.length} 个，共 ${jar.totalItems} 个；订阅后学习全部` : `共 ${jar.totalItems} 个`}
          </Typography.Text>
        </Typography.Title>
        {jar.preview.length === 0 ? (
          <Typography.Text type="secondary">这个知识罐还没有知识点</Typography.Text>
        ) : (
          <ol style={{ margin: 0, paddingInlineStart: 24, display: 'flex', flexDirection: 'column', gap: 8 }}>
            {jar.preview.map((item) => (
              <li key={item.id}>
                <Typography.Paragraph ellipsis={{ rows: 3, expandable: 'collapsible', symbol: (expanded) => (expanded ? '收起' : '展开') }} style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                  {/* A card reads as its 正面, then its answer (clozes filled): the markup is never shown raw. */}
                  {item.front ? `${item.front}\n` : ''}
                  {clozeFilled(item.content)}
                </Typography.Paragraph>
              </li>
            ))}
          </ol>
        )}
      </section>
    </PageFrame>
  );
}

/**
 * 订阅 / 已订阅 (then 去学习, to the viewer's own copy) and 收藏 / 已收藏; a signed-out visitor is sent to sign in and
 * brought back. The creator's own jar offers 编辑 / 管理 instead: one cannot subscribe to one's own jar.
 */
function JarActions({ jar }: { jar: PublicJarDetail }) {
  if (jar.mine) {
    return (
      <>
        <ButtonLink icon={<EditOutlined aria-hidden />} to={hrefTo.jarEdit(jar.id)}>
          编辑
        </ButtonLink>
        <ButtonLink type="primary" icon={<SettingOutlined aria-hidden />} to={hrefTo.jarDetail(jar.id)}>
          管理
        </ButtonLink>
      </>
    );
  }
  return <VisitorActions jar={jar} />;
}

function VisitorActions({ jar }: { jar: PublicJarDetail }) {
  const { message } = App.useApp();
  const signedIn = useAppSelector(selectIsSignedIn);
  const { pathname, search } = useLocation();
  const [boughtId, setBoughtId] = useState<string>();
  const [subscribe, subscribing] = useSubscribeJarMutation();
  const [star, starring] = useStarJarMutation();
  const [unstar, unstarring] = useUnstarJarMutation();

  const signInFirst = () => {
    void getAuthBridge()?.signIn(pathname + search);
  };
  const onSubscribe = async () => {
    if (!signedIn) return signInFirst();
    try {
      const bought = await subscribe(jar.id).unwrap();
      setBoughtId(bought.id);
      message.success('订阅成功，已加入「知识罐 · 我订阅的」，开始后它会按你的设置出现在每日复习中');
    } catch (failed) {
      message.error(apiErrorMessage(failed, '订阅失败，请稍后重试'));
    }
  };
  const onStar = async () => {
    if (!signedIn) return signInFirst();
    try {
      if (jar.starred) {
        await unstar(jar.id).unwrap();
        message.success('已取消收藏');
      } else {
        await star(jar.id).unwrap();
        message.success('已收藏，可在「我的收藏」中查看');
      }
    } catch (failed) {
      message.error(apiErrorMessage(failed, jar.starred ? '取消收藏失败，请稍后重试' : '收藏失败，请稍后重试'));
    }
  };

  return (
    <>
      <Button
        icon={jar.starred ? <StarFilled style={{ color: 'var(--ant-color-warning)' }} /> : <StarOutlined />}
        aria-pressed={jar.starred ?? false}
        aria-busy={starring.isLoading || unstarring.isLoading}
        loading={starring.isLoading || unstarring.isLoading}
        onClick={() => void onStar()}
      >
        {jar.starred ? '已收藏' : '收藏'}
      </Button>
      {jar.subscribed ? (
        <ButtonLink
          icon={<CheckOutlined aria-hidden />}
          to={(boughtId ?? jar.subscribedJarId) ? hrefTo.jarDetail((boughtId ?? jar.subscribedJarId)!) : marketplacePaths.subscribedJars}
        >
          已订阅 · 去学习
        </ButtonLink>
      ) : (
        <Button type="primary" loading={subscribing.isLoading} onClick={() => void onSubscribe()}>
          订阅
        </Button>
      )}
    </>
  );
}
