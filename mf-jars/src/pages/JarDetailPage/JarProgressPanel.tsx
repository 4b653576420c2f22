import { App, Button, Card, Flex, Progress, Typography } from 'antd';
import { CaretRightOutlined, PauseOutlined } from '@ant-design/icons';
import { canPauseJar, canStartJar, type JarProgress } from '@memory/contracts';
import { apiErrorMessage, usePauseJarMutation, useStartJarMutation } from '@memory/api';
import { progressStatusLabels } from '../../jars/progressLabels';

/**
 * The jar's progress bar with 开始 / 继续 / 暂停 (SPEC §2, §4): each asks first; the progress is re-read after
 * (the mutations invalidate it).
 */
export function JarProgressPanel({ jarId, progress }: { jarId: string; progress: JarProgress | undefined }) {
  const { modal, message } = App.useApp();
  const [startJar, starting] = useStartJarMutation();
  const [pauseJar, pausing] = usePauseJarMutation();
  const status = progress?.status ?? 'NOT_STARTED';
  const startLabel = status === 'PAUSED' ? '继续' : '开始';

  const confirmStart = () =>
    modal.confirm({
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
