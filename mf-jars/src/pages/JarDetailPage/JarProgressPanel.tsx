import { App, Button, Card, Flex, Progress, Typography } from 'antd';
import { CaretRightOutlined, PauseOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { canPauseJar, canStartJar, PAGE_SIZES, type JarProgress } from '@memory/contracts';
import { apiErrorMessage, useGetJarItemPageQuery, usePauseJarMutation, useStartJarMutation } from '@memory/api';
import { progressStatusLabels } from '../../jars/progressLabels';
import { jarPaths } from '../../paths';

/**
 * The jar's progress bar with 开始 / 继续 / 暂停 (SPEC §2, §4): each asks first; the progress is re-read after
 * (the mutations invalidate it). 开始 on a jar with nothing to learn says so (and how to fill it) instead.
 */
export function JarProgressPanel({ jarId, progress, creator }: { jarId: string; progress: JarProgress | undefined; creator: boolean }) {
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const [startJar, starting] = useStartJarMutation();
  const [pauseJar, pausing] = usePauseJarMutation();
  // The list's own first page (same cache entry): enough to know whether anything can be started.
  const { data: firstItems } = useGetJarItemPageQuery({ jarId, page: 1, size: PAGE_SIZES.jarItems });
  const status = progress?.status ?? 'NOT_STARTED';
  const startLabel = status === 'PAUSED' ? '继续' : '开始';
  const nothingToLearn =
    !!firstItems &&
    firstItems.total <= firstItems.entries.length &&
    firstItems.entries.every((item) => item.status === 'CANCELLED' || item.removedByCreator);

  const explainEmpty = () =>
    creator
      ? modal.confirm({
          title: '这个知识罐还没有知识点',
          content: firstItems?.total
            ? '里面的知识点都已放弃，没有可以学习的内容。添加新的知识点后再开始。'
            : '开始后会每天按批次学习其中的知识点，所以要先有知识点。先添加一些知识点，再回来开始。',
          okText: '添加知识点',
          cancelText: '取消',
          onOk: () => navigate(jarPaths.addItem(jarId)),
        })
      : modal.info({
          title: '这个知识罐还没有知识点',
          content: '创建者还没有添加可以学习的知识点。之后点「同步」获取新的知识点，再开始。',
          okText: '知道了',
        });

  const confirmStart = () =>
    status !== 'PAUSED' && nothingToLearn
      ? explainEmpty()
      : modal.confirm({
          title: `${startLabel}这个知识罐？`,
          content:
            status === 'PAUSED'
              ? '继续后，知识点会按记忆曲线重新出现在每日复习中。'
              : status === 'FINISHED'
                ? '知识罐已完成，重新开始后会从第一批知识点再学一遍。'
                : '开始后，第一批知识点今天就会出现在 MEMOS 复习中。',
          okText: startLabel,
          cancelText: '取消',
          onOk: async () => {
            try {
              await startJar(jarId).unwrap();
              message.success(status === 'PAUSED' ? '已继续' : '已开始');
            } catch (failed) {
              message.error(apiErrorMessage(failed, `${startLabel}失败，请稍后重试`));
            }
          },
        });

  const confirmPause = () =>
    modal.confirm({
      title: '暂停这个知识罐？',
      content: '暂停期间不会出现新的复习，继续后从暂停处接着学。',
      okText: '暂停',
      cancelText: '取消',
      onOk: async () => {
        try {
          await pauseJar(jarId).unwrap();
          message.success('已暂停');
        } catch (failed) {
          message.error(apiErrorMessage(failed, '暂停失败，请稍后重试'));
        }
      },
    });

  return (
    <Card size="small">
      <Flex align="center" gap={16} wrap>
        <Flex vertical style={{ flex: '1 1 240px' }}>
          <Typography.Text type="secondary">学习进度 · {progress ? progressStatusLabels[status] : '加载中…'}</Typography.Text>
          <Progress percent={Math.round(progress?.percent ?? 0)} status={status === 'IN_PROGRESS' ? 'active' : 'normal'} aria-label="学习进度" />
        </Flex>
        {canPauseJar(status) ? (
          <Button icon={<PauseOutlined />} loading={pausing.isLoading} onClick={confirmPause} disabled={!progress}>
            暂停
          </Button>
        ) : null}
        {canStartJar(status) ? (
          <Button type="primary" icon={<CaretRightOutlined />} loading={starting.isLoading} onClick={confirmStart} disabled={!progress}>
            {startLabel}
          </Button>
        ) : null}
      </Flex>
    </Card>
  );
}
