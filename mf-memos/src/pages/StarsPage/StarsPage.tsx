import { App, Button, Skeleton } from 'antd';
import { StarFilled } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { PAGE_SIZES, type PublicJar } from '@memory/contracts';
import { apiErrorMessage, useGetMyStarsQuery, useUnstarJarMutation } from '@memory/api';
import { ButtonLink, EmptyState, LoadError, PageFrame } from '@memory/design-system';
import { PublicJarList } from '@memory/design-system/public-jar-card';
import { hrefTo } from '@memory/contracts';

/** SPEC §9 gives 我的收藏 no page size: 10, like our other lists. */
const SIZE = PAGE_SIZES.memos;

/** 我的收藏: the public jars I starred, most recent first; each leads to its page in 知识市场, 取消收藏 on the card. */
export function StarsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error, isLoading, isFetching, refetch } = useGetMyStarsQuery({ page, size: SIZE });

  const content = () => {
    if (error) {
      return (
        <LoadError title="我的收藏加载失败" error={error} onRetry={() => void refetch()} />
      );
    }
    if (isLoading || !data) return <Skeleton active paragraph={{ rows: 6 }} />;
    if (data.total === 0) {
      return (
        <EmptyState description="还没有收藏的知识罐">
          <ButtonLink type="primary" to={hrefTo.marketplace}>
            去知识市场看看
          </ButtonLink>
        </EmptyState>
      );
    }
    return (
      <PublicJarList
        label="我的收藏"
        jars={data.entries}
        total={data.total}
        page={page}
        size={SIZE}
        onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
        linkOf={(jar) => hrefTo.publicJar(jar.id)}
        actionsOf={(jar) => <UnstarButton jar={jar} />}
        busy={isFetching}
      />
    );
  };

  return <PageFrame title="我的收藏">{content()}</PageFrame>;
}

function UnstarButton({ jar }: { jar: PublicJar }) {
  const { message } = App.useApp();
  const [unstar, { isLoading }] = useUnstarJarMutation();
  const onClick = async () => {
    try {
      await unstar(jar.id).unwrap();
      message.success(`已取消收藏「${jar.name}」`);
    } catch (error) {
      message.error(apiErrorMessage(error, '取消收藏失败，请稍后重试'));
    }
  };
  return (
    <Button type="text" size="small" style={{ paddingInline: 0 }} icon={<StarFilled style={{ color: 'var(--ant-color-warning)' }} />} loading={isLoading} onClick={() => void onClick()} aria-label={`取消收藏「${jar.name}」`}>
      取消收藏
    </Button>
  );
}
