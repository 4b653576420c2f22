import { App, Button, Dropdown, Flex, Tooltip, Typography, type MenuProps } from 'antd';
import { DeleteOutlined, EditOutlined, ImportOutlined, MoreOutlined, PlusOutlined, SendOutlined, SettingOutlined, SyncOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { hrefTo, type Jar } from '@memory/contracts';
import { apiErrorMessage, useDeleteJarMutation, useGetJarProgressQuery, useReloadJarMutation } from '@memory/api';
import { PageFrame } from '@memory/design-system';
import { BlurhashImage } from '@memory/design-system/blurhash-image';
import { LoadFailure, Loading } from '../../jars/LoadState';
import { useJarRoute } from '../../jars/useJarRoute';
import { jarPaths, paths } from '../../paths';
import { JarItemList } from './JarItemList';
import { JarProgressPanel } from './JarProgressPanel';

/**
 * 知识罐详情: loads the jar first — a 404 shows the not-found view, other failures the server's text (SPEC §2) —
 * then title, progress with 开始 / 继续 / 暂停, description, the knowledge points, and the jar's menu.
 */
export function JarDetailPage() {
  const { jar, error } = useJarRoute();
  if (error) return <PageFrame title="知识罐详情"><LoadFailure error={error} /></PageFrame>;
  if (!jar) return <PageFrame title="知识罐详情"><Loading /></PageFrame>;
  return <JarDetail key={jar.id} jar={jar} />;
}

function JarDetail({ jar }: { jar: Jar }) {
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const { data: progress } = useGetJarProgressQuery(jar.id);
  const [deleteJar] = useDeleteJarMutation();
  const [reloadJar, reloading] = useReloadJarMutation();
  const creator = jar.role === 'CREATOR';

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
      const { sync: result } = await reloadJar(jar.id).unwrap();
      message.success(`同步完成：${result.message}`);
    } catch (failed) {
      message.error(apiErrorMessage(failed, '同步失败，请稍后重试'));
    }
  };

  const menu: MenuProps = {
    items: [
      { key: 'edit', icon: <EditOutlined />, label: '编辑', disabled: !creator },
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
        <JarProgressPanel jarId={jar.id} progress={progress} />
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
