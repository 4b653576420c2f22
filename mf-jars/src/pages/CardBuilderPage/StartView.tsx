import { useRef, useState } from 'react';
import { Alert, Button, Card, Empty, Flex, Form, Input, Popconfirm, Segmented, Tag, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import {
  AI_NOT_CONFIGURED_MESSAGE,
  CARD_BUILDER_KEEP_DAYS,
  CARD_BUILDER_SOURCE_MAX_LENGTH,
  CARD_BUILDER_TITLE_MAX_LENGTH,
  hrefTo,
  type CardBuilderSource,
  type CardBuilderSourceKind,
} from '@memory/contracts';
import { apiErrorMessage, useDeleteCardBuilderRunMutation, useGetCardBuilderUsageQuery, useListCardBuilderRunsQuery } from '@memory/api';
import { AiStreamError } from '@memory/api/ai';
import { MemberLock } from '@memory/design-system';
import { Loading } from '../../jars/LoadState';
import { JarTargetSelect } from './JarTargetSelect';
import { FileSourcePicker, MemoSourcePicker, WebPageSourcePicker } from './SourcePickers';
import { formatCount, runProgressLine, RUN_STATUS_COLORS, RUN_STATUS_LABELS, shortDateTime, sourceLine, usageLine } from './cardBuilderTexts';
import type { CardBuilderStream } from './useCardBuilderStream';

interface SourceValues {
  title: string;
  source: string;
  jarId: string;
}

/** The material to make cards from, where they will go, and the inbox of earlier runs. */
export function StartView({ stream, presetJarId, onOpenRun }: { stream: CardBuilderStream; presetJarId?: string; onOpenRun(runId: string): void }) {
  return (
    <Flex vertical gap={24} style={{ maxWidth: 860 }}>
      <Typography.Paragraph style={{ margin: 0 }}>
        把一段学习材料交给 AI：它按段落出卡，一张卡片只考一个知识点。每张卡片都带着它的出处，并由系统检查
        <Typography.Text strong>答案泄露、多个知识点、无出处和重复</Typography.Text>
        。卡片先放进收件箱，你接受后才会写入知识罐；收件箱保留 {CARD_BUILDER_KEEP_DAYS} 天。
      </Typography.Paragraph>
      <SourceForm stream={stream} presetJarId={presetJarId} onOpenRun={onOpenRun} />
      <RunInbox onOpenRun={onOpenRun} />
    </Flex>
  );
}

const SOURCE_MODES: Array<{ value: CardBuilderSourceKind; label: string }> = [
  { value: 'TEXT', label: '粘贴文字' },
  { value: 'FILE', label: '上传文件' },
  { value: 'WEB', label: '网页' },
  { value: 'MEMOS', label: 'MEMO' },
];

/** 已从文件「讲义.docx」读出 12,345 字 (and, when cut, what was kept). */
function ReadSourceNote({ source, onReset }: { source: CardBuilderSource; onReset(): void }) {
  const count = formatCount(source.characters);
  const title =
    source.kind === 'MEMOS' ? `已读出 ${source.name}，共 ${count} 字` : `已从${source.kind === 'FILE' ? '文件' : '网页'}「${source.name}」读出 ${count} 字`;
  const description = source.truncated
    ? `超过一次制卡的上限 ${formatCount(CARD_BUILDER_SOURCE_MAX_LENGTH)} 字，下面只放了前 ${formatCount(source.text.length)} 字；其余部分可以删减后另外制卡。`
    : '下面是将要发给 AI 的文字，可以先删改再开始制卡。';
  return (
    <Alert
      type={source.truncated ? 'warning' : 'info'}
      showIcon
      style={{ marginBottom: 16 }}
      title={title}
      description={description}
      action={
        <Button size="small" onClick={onReset}>
          {source.kind === 'MEMOS' ? '重新选择' : '换一个'}
        </Button>
      }
    />
  );
}

function SourceForm({ stream, presetJarId, onOpenRun }: { stream: CardBuilderStream; presetJarId?: string; onOpenRun(runId: string): void }) {
  const [form] = Form.useForm<SourceValues>();
  const usage = useGetCardBuilderUsageQuery();
  const source = Form.useWatch('source', form) ?? '';
  const [starting, setStarting] = useState(false);
  const [mode, setMode] = useState<CardBuilderSourceKind>('TEXT');
  // What the server read for each way (a file, a page, memos), and each way's text while another is shown.
  const [read, setRead] = useState<Partial<Record<CardBuilderSourceKind, CardBuilderSource>>>({});
  const drafts = useRef<Partial<Record<CardBuilderSourceKind, string>>>({});
  const unconfigured = usage.data?.aiConfigured === false;
  const left = usage.data ? Math.max(0, usage.data.limit - usage.data.used) : CARD_BUILDER_SOURCE_MAX_LENGTH;
  const tooLong = source.length > CARD_BUILDER_SOURCE_MAX_LENGTH;
  const overBudget = source.length > left;
  const origin = mode === 'TEXT' ? undefined : read[mode];
  const showText = mode === 'TEXT' || Boolean(origin);

  const switchTo = (next: CardBuilderSourceKind) => {
    drafts.current[mode] = form.getFieldValue('source') ?? '';
    form.setFieldValue('source', drafts.current[next] ?? '');
    setMode(next);
  };
  const onRead = (answer: CardBuilderSource) => {
    setRead((now) => ({ ...now, [answer.kind]: answer }));
    form.setFieldValue('source', answer.text);
    const title = form.getFieldValue('title') as string | undefined;
    if (!title?.trim() || Object.values(read).some((earlier) => earlier?.title === title)) form.setFieldValue('title', answer.title);
  };
  const reset = () => {
    setRead(({ [mode]: _dropped, ...rest }) => rest);
    form.setFieldValue('source', '');
  };

  const submit = async (values: SourceValues) => {
    setStarting(true);
    try {
      await stream.start(
        {
          source: values.source,
          ...(values.title?.trim() ? { title: values.title.trim() } : {}),
          ...(values.jarId ? { jarId: values.jarId } : {}),
          ...(origin ? { sourceKind: origin.kind, sourceName: origin.name } : {}),
        },
        onOpenRun,
      );
    } finally {
      setStarting(false);
    }
  };

  const refusal = stream.error && !stream.streamingRunId ? stream.error : null;
  return (
    <Card title="材料" size="small">
      <Form form={form} layout="vertical" initialValues={{ title: '', source: '', jarId: presetJarId ?? '' }} onFinish={(values) => void submit(values)} requiredMark={false}>
        <Form.Item label="材料从哪里来">
          <Segmented aria-label="材料从哪里来" block options={SOURCE_MODES} value={mode} onChange={switchTo} />
        </Form.Item>
        {mode === 'FILE' && !origin ? <FileSourcePicker onRead={onRead} /> : null}
        {mode === 'WEB' && !origin ? <WebPageSourcePicker onRead={onRead} /> : null}
        {mode === 'MEMOS' && !origin ? <MemoSourcePicker onRead={onRead} /> : null}
        {origin ? <ReadSourceNote source={origin} onReset={reset} /> : null}
        <Form.Item name="title" label="标题（可选，默认取材料的第一行）" hidden={!showText}>
          <Input maxLength={CARD_BUILDER_TITLE_MAX_LENGTH} placeholder="例如：光合作用（第三章）" aria-label="标题" />
        </Form.Item>
        <Form.Item
          name="source"
          label={mode === 'TEXT' ? '粘贴材料' : '将要制卡的文字（可修改）'}
          hidden={!showText}
          rules={[
            { required: true, whitespace: true, message: mode === 'TEXT' ? '请粘贴要制卡的材料' : '材料不能为空' },
            { max: CARD_BUILDER_SOURCE_MAX_LENGTH, message: `材料不能超过 ${formatCount(CARD_BUILDER_SOURCE_MAX_LENGTH)} 字，请分几次制卡` },
          ]}
          extra={
            <Flex justify="space-between" wrap gap={8}>
              <span>{usageLine(usage.data)}</span>
              <span style={tooLong || overBudget ? { color: 'var(--ant-color-error)' } : undefined} aria-live="polite">
                {`${formatCount(source.length)} / ${formatCount(CARD_BUILDER_SOURCE_MAX_LENGTH)} 字`}
              </span>
            </Flex>
          }
        >
          <Input.TextArea
            aria-label={mode === 'TEXT' ? '粘贴材料' : '将要制卡的文字'}
            autoSize={{ minRows: 8, maxRows: 20 }}
            placeholder="一章课文、一篇文章或一段笔记。段落之间空一行，AI 会逐段出卡。"
          />
        </Form.Item>
        <Form.Item name="jarId" label="接受的卡片放入">
          <JarTargetSelect />
        </Form.Item>
        {/* Said before the learner pastes and waits: a run without a model could only fail. */}
        {unconfigured ? <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={AI_NOT_CONFIGURED_MESSAGE} description="配置好之前不能制卡；材料可以先准备好。" /> : null}
        {overBudget && !tooLong ? <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={`今天的制卡额度只剩 ${formatCount(left)} 字，请缩短材料或明天再来`} /> : null}
        {refusal ? (
          refusal instanceof AiStreamError && refusal.kind === 'premium-required' ? (
            <MemberLock title={refusal.message} description="升级会员后即可使用 AI 制卡" memberCardsPath={hrefTo.memberCards} />
          ) : (
            <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title="没能开始制卡" description={refusal.message} />
          )
        ) : null}
        <Button type="primary" htmlType="submit" loading={starting} disabled={unconfigured || !showText || !source.trim() || tooLong || overBudget}>
          开始制卡
        </Button>
      </Form>
    </Card>
  );
}

function RunInbox({ onOpenRun }: { onOpenRun(runId: string): void }) {
  const runs = useListCardBuilderRunsQuery();
  const [remove, removing] = useDeleteCardBuilderRunMutation();
  let body;
  if (runs.isLoading) body = <Loading label="正在加载收件箱" />;
  else if (runs.isError) body = <Alert type="error" showIcon title={apiErrorMessage(runs.error, '收件箱没有加载出来，请稍后重试')} />;
  else if (!runs.data?.length) body = <Empty description="还没有制卡记录：粘贴一段材料、上传文件或选几条 MEMO 开始吧" />;
  else
    body = (
      <Flex vertical component="ul" aria-label="制卡记录" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {runs.data.map((run, index) => (
          <Flex
            key={run.id}
            component="li"
            gap={12}
            align="center"
            justify="space-between"
            style={{ padding: '12px 0', borderTop: index === 0 ? undefined : '1px solid var(--memory-color-border)' }}
          >
            <Flex vertical gap={4} style={{ minWidth: 0 }}>
              <Flex gap={8} align="center" wrap>
                <Typography.Link onClick={() => onOpenRun(run.id)}>{run.title}</Typography.Link>
                <Tag color={RUN_STATUS_COLORS[run.status]}>{RUN_STATUS_LABELS[run.status]}</Tag>
              </Flex>
              <Typography.Text type="secondary">
                {[shortDateTime(run.createdAt), sourceLine(run), runProgressLine(run), run.jar ? `放入「${run.jar.name}」` : '']
                  .filter(Boolean)
                  .join(' · ')}
              </Typography.Text>
            </Flex>
            <Popconfirm
              title="删除这次制卡？"
              description="收件箱里还没处理的卡片会一起删除；已经接受的知识点不受影响。"
              okText="删除"
              okButtonProps={{ danger: true }}
              cancelText="取消"
              onConfirm={() => remove(run.id)}
            >
              <Button type="text" danger size="small" icon={<DeleteOutlined />} disabled={removing.isLoading} aria-label={`删除「${run.title}」`} />
            </Popconfirm>
          </Flex>
        ))}
      </Flex>
    );
  return (
    <Card title="收件箱" size="small">
      {body}
    </Card>
  );
}
