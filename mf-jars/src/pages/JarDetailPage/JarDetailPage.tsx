import { useEffect, useState } from 'react';
import { Alert, App, Button, Dropdown, Flex, Tooltip, Typography, type MenuProps } from 'antd';
import { DeleteOutlined, EditOutlined, ImportOutlined, MoreOutlined, PlusOutlined, SendOutlined, SettingOutlined, SyncOutlined, ThunderboltOutlined, UploadOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { hrefTo, type Jar, type JarSyncResult } from '@memory/contracts';
import { apiErrorMessage, useDeleteJarMutation, useGetJarItemPageQuery, useGetJarProgressQuery, useReloadJarMutation } from '@memory/api';
import { ButtonLink, PageFrame, texts } from '@memory/design-system';
import { BlurhashImage } from '@memory/design-system/blurhash-image';
import { LoadFailure, Loading } from '../../jars/LoadState';
import { useJarRoute } from '../../jars/useJarRoute';
import { cardBuilderPaths, importPaths, jarPaths, paths } from '../../paths';
import { JarExportButton } from './JarExportButton';
import { JarItemList, useItemListPage } from './JarItemList';
import { JarProgressPanel } from './JarProgressPanel';

/**
 * 知识罐详情: loads the jar first — a 404 shows the not-found view, other failures the server's text (SPEC §2) —
 * then title, progress with 开始 / 继续 / 暂停, description, the knowledge points, and the jar's menu.
 */
export function JarDetailPage() {
  const { id, jar, error } = useJarRoute();
  useJarDetailRequestsAlongside(id);
  if (error) return <PageFrame title="知识罐详情"><LoadFailure error={error} /></PageFrame>;
  if (!jar) return <PageFrame title="知识罐详情"><Loading /></PageFrame>;
  return <JarDetail key={jar.id} jar={jar} />;
}

/**
 * The progress and the list's page are asked for beside the jar, not after it: the page waits one round trip for
 * all three instead of two in a row. JarDetail's own queries take the same cache entries. A jar that turns out not
 * to exist answers these with 404 too, which nothing shows: the jar's own failure is the page.
 */
function useJarDetailRequestsAlongside(jarId: string) {
  const { page, size } = useItemListPage();
  useGetJarProgressQuery(jarId, { skip: !jarId });
  useGetJarItemPageQuery({ jarId, page, size }, { skip: !jarId });
}

function JarDetail({ jar }: { jar: Jar }) {
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const { data: progress } = useGetJarProgressQuery(jar.id);
  const [deleteJar] = useDeleteJarMutation();
  const [reloadJar, reloading] = useReloadJarMutation();
  const [syncNote, setSyncNote] = useState<{ sync: JarSyncResult; percentBefore: number } | null>(null);
  const creator = jar.role === 'CREATOR';

  // The tab says which jar this is (the shell's title for the route is the generic 知识罐详情).
  useEffect(() => {
    document.title = `${jar.name} - ${texts.brand.name}`;
  }, [jar.name]);

  const confirmDelete = () =>
    modal.confirm({
      title: `删除「${jar.name}」？`,
      content: '删除后无法恢复，确定删除吗？',
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        try {
          await deleteJar(jar.id).unwrap();
          message.success('删除成功');
          navigate(paths.jars);
        } catch (failed) {
          message.error(apiErrorMessage(failed, '删除失败'));
        }
      },
    });

  const sync = async () => {
    try {
      const percentBefore = Math.round(progress?.percent ?? 0);
      const started = !!progress && progress.status !== 'NOT_STARTED';
      const { sync: result } = await reloadJar(jar.id).unwrap();
      message.success(`同步完成：${result.message}`);
      // Added or removed points change the total the percentage is of: say so, or the bar seems to go backwards.
      setSyncNote(started && (result.added > 0 || result.removed > 0) ? { sync: result, percentBefore } : null);
    } catch (failed) {
      message.error(apiErrorMessage(failed, '同步失败，请稍后重试'));
    }
  };

  const menu: MenuProps = {
    items: [
      { key: 'edit', icon: <EditOutlined />, label: '编辑' },
      { key: 'settings', icon: <SettingOutlined />, label: '设置' },
      { key: 'publish', icon: <SendOutlined />, label: creator ? '发布' : <Tooltip title="订阅的知识罐不能发布">发布</Tooltip>, disabled: !creator },
      { type: 'divider' },
      { key: 'delete', icon: <DeleteOutlined />, label: '删除', danger: true },
    ],
    onClick: ({ key }) => {
      if (key === 'edit') navigate(jarPaths.edit(jar.id));
      else if (key === 'settings') navigate(jarPaths.settings(jar.id));
      else if (key === 'publish') navigate(hrefTo.jarPublish(jar.id));
      else if (key === 'delete') confirmDelete();
    },
  };

  const addButtons = creator ? (
    <Flex gap={8} wrap>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(jarPaths.addItem(jar.id))}>
        添加知识点
      </Button>
      <Button icon={<ImportOutlined />} onClick={() => navigate(jarPaths.addFromMemos(jar.id))}>
        从 MEMOS 添加
      </Button>
      <ButtonLink icon={<UploadOutlined />} to={importPaths.start({ jarId: jar.id })}>
        导入
      </ButtonLink>
      <ButtonLink icon={<ThunderboltOutlined />} to={cardBuilderPaths.start(jar.id)}>
        AI 制卡
      </ButtonLink>
    </Flex>
  ) : null;

  return (
    <PageFrame
      title={jar.name}
      extra={
        <>
          {creator ? null : (
            <Button icon={<SyncOutlined />} loading={reloading.isLoading} onClick={() => void sync()}>
              同步
            </Button>
          )}
          <JarExportButton jar={jar} />
          <Dropdown menu={menu} trigger={['click']}>
            <Button icon={<MoreOutlined />} aria-label="更多操作">
              更多
            </Button>
          </Dropdown>
        </>
      }
    >
      <Flex vertical gap={16}>
        {jar.cover ? (
          <BlurhashImage src={jar.cover} blurHash={jar.coverBlurHash} alt={`${jar.name}的封面`} style={{ width: '100%', maxWidth: 480, aspectRatio: '16 / 9', borderRadius: 8 }} />
        ) : null}
        <JarProgressPanel jarId={jar.id} progress={progress} creator={creator} />
        {syncNote ? <SyncProgressNote note={syncNote} percentNow={Math.round(progress?.percent ?? 0)} onClose={() => setSyncNote(null)} /> : null}
        <Typography.Paragraph type={jar.description ? undefined : 'secondary'} style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
          {jar.description || '暂无简介'}
        </Typography.Paragraph>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            知识点
          </Typography.Title>
          {addButtons}
        </Flex>
        <JarItemList jarId={jar.id} progress={progress} />
      </Flex>
    </PageFrame>
  );
}

/** After a 同步 that added or removed points: why the percentage moved, and where the new points go. */
function SyncProgressNote({
  note,
  percentNow,
  onClose,
}: {
  note: { sync: JarSyncResult; percentBefore: number };
  percentNow: number;
  onClose: () => void;
}) {
  const { added, removed } = note.sync;
  const changes = [added > 0 ? `新增 ${added} 条` : '', removed > 0 ? `移除 ${removed} 条` : ''].filter(Boolean).join('，');
  const moved = percentNow !== note.percentBefore ? `（${note.percentBefore}% → ${percentNow}%）` : '';
  return (
    <Alert
      type="info"
      showIcon
      closable={{ 'aria-label': '关闭' }}
      onClose={onClose}
      title={`同步${changes}，进度按总数重新计算${moved}`}
      description={added > 0 ? '进度是已学的知识点占全部知识点的比例。新增的知识点排在最后，会在你之后的批次里出现，不会一下子涌进今天的复习。' : '进度是已学的知识点占全部知识点的比例。'}
    />
  );
}
