import { App, Button, Flex, Grid, Pagination, Skeleton, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useSearchParams } from 'react-router';
import { PAGE_SIZES, TIME_ZONE, hrefTo, type PublishStatus, type PublishTask } from '@memory/contracts';
import { apiErrorMessage, useCancelPublishTaskMutation, useGetPublishTaskPageQuery, useRepublishPublishTaskMutation } from '@memory/api';
import { ButtonLink, EmptyState, GreenTag, LoadError, PageFrame } from '@memory/design-system';
import { HashTag } from '@memory/design-system/public-jar-card';
import { marketplacePaths, paths } from '../../paths';

const SIZE = PAGE_SIZES.publishRecords;

// Preset colours whose text reads at 4.5:1 on their pale backgrounds (antd's success / error / processing do not).
const statusView: Record<PublishStatus, { label: string; color: string }> = {
  PUBLISHING: { label: '审核中', color: 'gold' },
  PUBLISHED: { label: '已发布', color: 'green' },
  REJECTED: { label: '已驳回', color: 'red' },
  CANCELLED: { label: '已取消', color: 'default' },
};

const publishedAt = new Intl.DateTimeFormat('zh-CN', { timeZone: TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });

/** 发布记录: every publish request, 6 per page, with what can be done in each state. */
export function PublishTasksPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error, isLoading, isFetching, refetch } = useGetPublishTaskPageQuery({ page, size: SIZE });
  const wide = Grid.useBreakpoint().md ?? false;
  const goTo = (next: number) => setParams(next > 1 ? { page: String(next) } : {});

  const content = () => {
    if (error) return <LoadError title="发布记录加载失败" error={error} onRetry={() => void refetch()} />;
    if (!isLoading && data && data.total === 0) {
      return (
        <EmptyState description="还没有发布过知识罐">
          <Flex vertical align="center" gap={8}>
            <Typography.Text type="secondary">在知识罐页面的「更多操作」中选择「发布」。</Typography.Text>
            <ButtonLink type="primary" to={hrefTo.jars}>
              去我的知识罐
            </ButtonLink>
          </Flex>
        </EmptyState>
      );
    }
    const tasks = data?.entries ?? [];
    return (
      <Flex vertical gap={16}>
        {isLoading ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : wide ? (
          <Table<PublishTask>
            aria-label="发布记录"
            rowKey="id"
            loading={isLoading || isFetching}
            dataSource={tasks}
            columns={columns}
            pagination={false}
          />
        ) : (
          <ul aria-label="发布记录" aria-busy={isFetching} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
            {tasks.map((task) => (
              <li key={task.id} style={{ borderBottom: '1px solid var(--ant-color-border-secondary)', paddingBottom: 12 }}>
                <Flex justify="space-between" align="flex-start" gap={12}>
                  <Flex vertical gap={4} style={{ minWidth: 0 }}>
                    <Typography.Text strong>{task.jarName}</Typography.Text>
                    <Flex gap={4} wrap>
                      <StatusTag task={task} />
                      <Tag variant="filled">{task.categoryName}</Tag>
                      {task.tags.map((tag) => (
                        <HashTag key={tag} tag={tag} />
                      ))}
                    </Flex>
                    <Typography.Text type="secondary">{publishedAt.format(new Date(task.createdAt))}</Typography.Text>
                    {task.status === 'REJECTED' && task.reason ? <Typography.Text type="danger">驳回原因：{task.reason}</Typography.Text> : null}
                  </Flex>
                  <div style={{ flex: 'none' }}>
                    <TaskActions task={task} />
                  </div>
                </Flex>
              </li>
            ))}
          </ul>
        )}
        <Pagination align="center" current={page} pageSize={SIZE} total={data?.total ?? 0} showSizeChanger={false} hideOnSinglePage onChange={goTo} />
      </Flex>
    );
  };

  return (
    <PageFrame title="发布记录" extra={<Link to={paths.store}>我发布的知识罐</Link>}>
      {content()}
    </PageFrame>
  );
}

const columns: ColumnsType<PublishTask> = [
  { title: '知识罐', dataIndex: 'jarName', ellipsis: true },
  { title: '类型', dataIndex: 'type', width: 72, render: (type: PublishTask['type']) => (type === 'FREE' ? '免费' : '付费') },
  { title: '分类', dataIndex: 'categoryName', width: 96 },
  {
    title: '标签',
    dataIndex: 'tags',
    render: (tags: string[]) =>
      tags.length === 0 ? (
        <Typography.Text type="secondary">无</Typography.Text>
      ) : (
        <Flex gap={4} wrap>
          {tags.map((tag) => (
            <HashTag key={tag} tag={tag} />
          ))}
        </Flex>
      ),
  },
  { title: '状态', dataIndex: 'status', width: 96, render: (_status, task) => <StatusTag task={task} /> },
  { title: '提交时间', dataIndex: 'createdAt', width: 150, render: (at: string) => publishedAt.format(new Date(at)) },
  { title: '操作', key: 'actions', width: 120, render: (_value, task) => <TaskActions task={task} /> },
];

/** The state; a rejection's reason in a tooltip that a keyboard reaches too (the tag is focusable). */
function StatusTag({ task }: { task: PublishTask }) {
  const view = statusView[task.status];
  if (task.status === 'PUBLISHED') return <GreenTag>{view.label}</GreenTag>;
  if (task.status !== 'REJECTED' || !task.reason) return <Tag color={view.color}>{view.label}</Tag>;
  return (
    <Tooltip title={`驳回原因：${task.reason}`} trigger={['hover', 'focus']}>
      <Tag color={view.color} tabIndex={0} aria-label={`${view.label}，驳回原因：${task.reason}`} style={{ cursor: 'help' }}>
        {view.label}
      </Tag>
    </Tooltip>
  );
}

/** 审核中 → 取消 (asked first); 已发布 → 查看; 已驳回 / 已取消 → 重新提交. */
function TaskActions({ task }: { task: PublishTask }) {
  const { message, modal } = App.useApp();
  const [cancel, cancelling] = useCancelPublishTaskMutation();
  const [republish, republishing] = useRepublishPublishTaskMutation();

  const confirmCancel = () =>
    modal.confirm({
      title: '取消发布申请？',
      content: `「${task.jarName}」将不会进入知识市场；之后可以重新提交。`,
      okText: '取消申请',
      cancelText: '再想想',
      onOk: async () => {
        try {
          await cancel(task.id).unwrap();
          message.success('已取消发布申请');
        } catch (error) {
          message.error(apiErrorMessage(error, '取消失败，请稍后重试'));
        }
      },
    });
  const resubmit = async () => {
    try {
      const next = await republish(task.id).unwrap();
      message.success(next.status === 'PUBLISHED' ? '发布成功，已上架知识市场' : '已重新提交，请等待审核');
    } catch (error) {
      message.error(apiErrorMessage(error, '重新提交失败，请稍后重试'));
    }
  };

  switch (task.status) {
    case 'PUBLISHING':
      return (
        <Button size="small" loading={cancelling.isLoading} onClick={confirmCancel}>
          取消
        </Button>
      );
    case 'PUBLISHED':
      return <Link to={marketplacePaths.publicJar(task.jarId)}>查看</Link>;
    default:
      return (
        <Button size="small" loading={republishing.isLoading} onClick={() => void resubmit()}>
          重新提交
        </Button>
      );
  }
}
