import { useMemo, useState } from 'react';
import { Alert, App, Button, Flex, Input, Progress, Segmented, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { JAR_NAME_MAX_LENGTH, type CardBuilderRun, type CardProposal } from '@memory/contracts';
import {
  apiErrorMessage,
  apiFieldErrors,
  useAcceptCardProposalsMutation,
  useCancelCardBuilderRunMutation,
  useEditCardProposalMutation,
  useGetCardBuilderRunQuery,
  useRejectCardProposalsMutation,
  useSetCardBuilderTargetMutation,
} from '@memory/api';
import { ButtonLink } from '@memory/design-system';
import { LoadFailure, Loading } from '../../jars/LoadState';
import { jarPaths } from '../../paths';
import { JarTargetSelect } from './JarTargetSelect';
import { ProposalCard } from './ProposalCard';
import { runProgressLine, RUN_STATUS_COLORS, RUN_STATUS_LABELS } from './cardBuilderTexts';
import type { CardBuilderStream } from './useCardBuilderStream';

type Filter = 'PENDING' | 'ALL';

/** One run's inbox: its progress, where accepted cards go, and every card with what to do with it. */
export function RunView({ runId, stream, onBack }: { runId: string; stream: CardBuilderStream; onBack(): void }) {
  const query = useGetCardBuilderRunQuery(runId);
  return (
    <Flex vertical gap={16} style={{ maxWidth: 860 }}>
      <Button type="link" icon={<ArrowLeftOutlined />} onClick={onBack} style={{ alignSelf: 'flex-start', paddingInline: 0 }}>
        返回收件箱
      </Button>
      {query.data ? <RunInbox run={query.data} stream={stream} /> : query.isError ? <LoadFailure error={query.error} what="制卡记录" /> : <Loading />}
    </Flex>
  );
}

function RunInbox({ run, stream }: { run: CardBuilderRun; stream: CardBuilderStream }) {
  const { message } = App.useApp();
  const [filter, setFilter] = useState<Filter>('PENDING');
  const [newJarName, setNewJarName] = useState(run.title.slice(0, JAR_NAME_MAX_LENGTH));
  const [failure, setFailure] = useState<string | null>(null);
  const [cancel, cancelling] = useCancelCardBuilderRunMutation();
  const [setTarget, targeting] = useSetCardBuilderTargetMutation();
  const [accept, accepting] = useAcceptCardProposalsMutation();
  const [reject, rejecting] = useRejectCardProposalsMutation();
  const [edit, editing] = useEditCardProposalMutation();
  const busy = accepting.isLoading || rejecting.isLoading || editing.isLoading;

  const streamingHere = stream.streamingRunId === run.id;
  const numbers = useMemo(() => new Map(run.proposals.map((proposal, index) => [proposal.id, index + 1])), [run.proposals]);
  const passageText = (index: number) => {
    const passage = run.passageList[index];
    return passage ? run.source.slice(passage.start, passage.end).trim() : '';
  };
  const pending = run.proposals.filter((proposal) => proposal.status === 'PENDING');
  const clean = pending.filter((proposal) => proposal.flags.length === 0);
  const shown = filter === 'PENDING' ? pending : run.proposals;

  const acceptCards = async (proposals: CardProposal[]) => {
    setFailure(null);
    if (!run.jar && !newJarName.trim()) {
      setFailure('请为新知识罐起个名字，或选择一个已有的知识罐');
      return false;
    }
    try {
      const result = await accept({ runId: run.id, proposalIds: proposals.map((proposal) => proposal.id), ...(run.jar ? {} : { newJarName: newJarName.trim() }) }).unwrap();
      void message.success(`已接受 ${result.accepted} 张卡片，放入「${result.jar.name}」`);
      return true;
    } catch (error) {
      setFailure(apiFieldErrors(error).newJarName ?? apiErrorMessage(error, '没能接受卡片，请稍后重试'));
      return false;
    }
  };
  const rejectCards = async (proposals: CardProposal[]) => {
    setFailure(null);
    await reject({ runId: run.id, proposalIds: proposals.map((proposal) => proposal.id) })
      .unwrap()
      .catch((error: unknown) => setFailure(apiErrorMessage(error, '没能拒绝卡片，请稍后重试')));
  };

  const percent = run.passages === 0 ? 100 : Math.round((run.passagesDone * 100) / run.passages);
  return (
    <Flex vertical gap={16}>
      <Flex vertical gap={4}>
        <Flex gap={8} align="center" wrap>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {run.title}
          </Typography.Title>
          <Tag color={RUN_STATUS_COLORS[run.status]}>{RUN_STATUS_LABELS[run.status]}</Tag>
        </Flex>
        <Typography.Text type="secondary">{runProgressLine(run)}</Typography.Text>
      </Flex>

      {run.status === 'RUNNING' ? (
        <Flex gap={12} align="center" wrap role="status">
          <Progress percent={percent} size="small" style={{ flex: 1, minWidth: 200, margin: 0 }} status="active" />
          <Typography.Text>{streamingHere ? `正在生成第 ${Math.min(run.passagesDone + 1, run.passages)} / ${run.passages} 段…` : '正在另一个页面生成…'}</Typography.Text>
          <Button
            icon={<PauseCircleOutlined />}
            loading={cancelling.isLoading}
            onClick={() => {
              stream.close();
              void cancel(run.id);
            }}
          >
            停止
          </Button>
        </Flex>
      ) : null}
      {run.status === 'STOPPED' || run.status === 'FAILED' ? (
        <Alert
          type={run.status === 'FAILED' ? 'error' : 'warning'}
          showIcon
          title={run.status === 'FAILED' ? (run.error ?? '生成失败') : `生成到第 ${run.passagesDone} / ${run.passages} 段时中断了（页面关闭或网络断开）`}
          description="已生成的卡片都保留着；继续生成会从没有完成的段落接着出卡，不再计入今天的额度。"
          action={
            <Button type="primary" icon={<PlayCircleOutlined />} onClick={() => void stream.resume(run.id)}>
              继续生成
            </Button>
          }
        />
      ) : null}
      {stream.error && !streamingHere && stream.error.message !== run.error ? (
        <Alert type="error" showIcon role="alert" title={stream.error.message} closable={{ onClose: stream.clearError }} />
      ) : null}

      <Flex gap={12} align="center" wrap>
        <Typography.Text>接受的卡片放入</Typography.Text>
        <JarTargetSelect value={run.jar?.id ?? ''} disabled={targeting.isLoading} onChange={(jarId) => void setTarget({ id: run.id, jarId: jarId || null })} />
        {run.jar ? (
          <ButtonLink type="link" to={jarPaths.detail(run.jar.id)}>
            查看知识罐
          </ButtonLink>
        ) : (
          <Input
            value={newJarName}
            onChange={(event) => setNewJarName(event.target.value)}
            maxLength={JAR_NAME_MAX_LENGTH}
            placeholder="新知识罐的名称"
            aria-label="新知识罐的名称"
            style={{ width: 240 }}
          />
        )}
      </Flex>

      <Flex gap={12} align="center" justify="space-between" wrap>
        <Segmented<Filter>
          value={filter}
          onChange={setFilter}
          options={[
            { value: 'PENDING', label: `待处理（${pending.length}）` },
            { value: 'ALL', label: `全部（${run.proposals.length}）` },
          ]}
        />
        <Button type="primary" disabled={clean.length === 0 || busy} loading={accepting.isLoading} onClick={() => void acceptCards(clean)}>
          接受全部无问题的卡片（{clean.length}）
        </Button>
      </Flex>
      {failure ? <Alert type="error" showIcon role="alert" title={failure} closable={{ onClose: () => setFailure(null) }} /> : null}
      {run.unreadable > 0 ? <Typography.Text type="secondary">AI 有 {run.unreadable} 行回答不是卡片格式，已略过。</Typography.Text> : null}

      {shown.length === 0 ? (
        <Typography.Text type="secondary" style={{ padding: '24px 0', textAlign: 'center' }}>
          {run.status === 'RUNNING' ? '卡片马上就来…' : filter === 'PENDING' && run.proposals.length > 0 ? '卡片都处理完了。' : '这份材料没有生成卡片。'}
        </Typography.Text>
      ) : (
        <Flex vertical gap={12} aria-live="polite">
          {shown.map((proposal) => (
            <ProposalCard
              key={proposal.id}
              proposal={proposal}
              number={numbers.get(proposal.id) ?? 0}
              passage={passageText(proposal.passageIndex)}
              numberOf={(id) => numbers.get(id)}
              jarId={run.jar?.id ?? null}
              busy={busy}
              onAccept={() => void acceptCards([proposal])}
              onReject={() => void rejectCards([proposal])}
              onEdit={async (values, andAccept) => {
                setFailure(null);
                try {
                  const saved = await edit({ runId: run.id, id: proposal.id, ...values }).unwrap();
                  return andAccept ? await acceptCards([saved]) : true;
                } catch (error) {
                  setFailure(apiErrorMessage(error, '没能保存修改，请稍后重试'));
                  return false;
                }
              }}
            />
          ))}
        </Flex>
      )}
    </Flex>
  );
}
