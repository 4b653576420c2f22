import { useState } from 'react';
import { Button, Card, Flex, Form, Input, Popover, Tag, Tooltip, Typography } from 'antd';
import { CheckOutlined, CloseOutlined, EditOutlined, FileTextOutlined } from '@ant-design/icons';
import { CARD_FLAG_HINTS, CARD_FLAG_LABELS, JAR_ITEM_MAX_LENGTH, clozeMasked, hasCloze, type CardProposal } from '@memory/contracts';
import { ButtonLink } from '@memory/design-system';
import { jarPaths } from '../../paths';
import { PassageQuote } from './PassageQuote';

export interface ProposalCardProps {
  proposal: CardProposal;
  /** Its place in the run's list, 1-based (重复 names the other card by it). */
  number: number;
  passage: string;
  /** The other proposals' numbers, for 与第 3 张重复. */
  numberOf(proposalId: string): number | undefined;
  /** The jar accepted cards went into (its points link there). */
  jarId: string | null;
  busy: boolean;
  onAccept(): void;
  onReject(): void;
  /** Saves the edit; `accept` accepts it too. Resolves false when the server refused (the form stays open). */
  onEdit(values: { front: string | null; content: string }, accept: boolean): Promise<boolean>;
}

/** One proposed card: its two sides, the server's flags, its passage on hover or tap, and what to do with it. */
export function ProposalCard({ proposal, number, passage, numberOf, jarId, busy, onAccept, onReject, onEdit }: ProposalCardProps) {
  const [editing, setEditing] = useState(false);
  const pending = proposal.status === 'PENDING';
  const cloze = !proposal.front && hasCloze(proposal.content);
  const duplicate = proposal.duplicateOf;
  const duplicateNote = duplicate
    ? 'proposalId' in duplicate
      ? `与第 ${numberOf(duplicate.proposalId) ?? '?'} 张卡片重复`
      : `与知识罐里的「${duplicate.content.slice(0, 30)}」重复`
    : null;

  return (
    <Card
      size="small"
      data-testid="card-proposal"
      data-status={proposal.status}
      data-proposal-id={proposal.id}
      style={{ opacity: proposal.status === 'REJECTED' ? 0.55 : 1 }}
      title={
        <Flex gap={8} align="center" wrap>
          <Typography.Text type="secondary">#{number}</Typography.Text>
          {proposal.flags.map((flag) => (
            <Tooltip key={flag} title={CARD_FLAG_HINTS[flag]}>
              <Tag color="warning" style={{ marginInlineEnd: 0 }}>
                {CARD_FLAG_LABELS[flag]}
              </Tag>
            </Tooltip>
          ))}
          {proposal.status === 'ACCEPTED' ? <Tag color="success">已接受</Tag> : null}
          {proposal.status === 'REJECTED' ? <Tag>已拒绝</Tag> : null}
        </Flex>
      }
      extra={
        <Popover content={<PassageQuote passage={passage} content={proposal.content} index={proposal.passageIndex} />} trigger={['hover', 'click']} placement="bottomRight">
          <Button type="link" size="small" icon={<FileTextOutlined />} aria-label={`卡片 ${number} 的出处：第 ${proposal.passageIndex + 1} 段`}>
            出处
          </Button>
        </Popover>
      }
    >
      {editing ? (
        <ProposalEditForm
          proposal={proposal}
          busy={busy}
          onCancel={() => setEditing(false)}
          onSave={async (values, accept) => {
            if (await onEdit(values, accept)) setEditing(false);
          }}
        />
      ) : (
        <Flex vertical gap={8}>
          {proposal.front ? (
            <>
              <Typography.Text>
                <Typography.Text type="secondary">问：</Typography.Text>
                {proposal.front}
              </Typography.Text>
              <Typography.Text strong>
                <Typography.Text type="secondary">答：</Typography.Text>
                {proposal.content}
              </Typography.Text>
            </>
          ) : (
            <Typography.Text>
              <Typography.Text type="secondary">{cloze ? '填空：' : '内容：'}</Typography.Text>
              {cloze ? clozeMasked(proposal.content) : proposal.content}
              {cloze ? (
                <Typography.Text type="secondary" style={{ display: 'block' }}>
                  答案：{proposal.content.replace(/\{\{c\d+::(.*?)(?:::.*?)?\}\}/g, '$1')}
                </Typography.Text>
              ) : null}
            </Typography.Text>
          )}
          {duplicateNote ? <Typography.Text type="secondary">{duplicateNote}</Typography.Text> : null}
          {pending ? (
            <Flex gap={8} wrap>
              <Button type="primary" size="small" icon={<CheckOutlined />} disabled={busy} onClick={onAccept} aria-label={`接受卡片 ${number}`}>
                接受
              </Button>
              <Button size="small" icon={<EditOutlined />} disabled={busy} onClick={() => setEditing(true)} aria-label={`编辑卡片 ${number}`}>
                编辑
              </Button>
              <Button size="small" danger icon={<CloseOutlined />} disabled={busy} onClick={onReject} aria-label={`拒绝卡片 ${number}`}>
                拒绝
              </Button>
            </Flex>
          ) : null}
          {proposal.status === 'ACCEPTED' && proposal.itemId && jarId ? (
            <ButtonLink type="link" size="small" style={{ padding: 0, alignSelf: 'flex-start' }} to={jarPaths.item(jarId, proposal.itemId)}>
              查看知识点
            </ButtonLink>
          ) : null}
        </Flex>
      )}
    </Card>
  );
}

function ProposalEditForm({
  proposal,
  busy,
  onCancel,
  onSave,
}: {
  proposal: CardProposal;
  busy: boolean;
  onCancel(): void;
  onSave(values: { front: string | null; content: string }, accept: boolean): Promise<void>;
}) {
  const [form] = Form.useForm<{ front: string; content: string }>();
  const submit = async (accept: boolean) => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    await onSave({ front: values.front?.trim() ? values.front.trim() : null, content: values.content.trim() }, accept);
  };
  return (
    <Form form={form} layout="vertical" initialValues={{ front: proposal.front ?? '', content: proposal.content }} requiredMark={false}>
      <Form.Item name="front" label="正面（问题，填空卡留空）" style={{ marginBottom: 8 }}>
        <Input.TextArea aria-label="正面" autoSize={{ minRows: 1, maxRows: 4 }} maxLength={JAR_ITEM_MAX_LENGTH} />
      </Form.Item>
      <Form.Item
        name="content"
        label="内容（答案；填空用 {{c1::答案}} 标出）"
        rules={[{ required: true, whitespace: true, message: '请输入内容' }]}
        style={{ marginBottom: 8 }}
      >
        <Input.TextArea aria-label="内容" autoSize={{ minRows: 1, maxRows: 6 }} maxLength={JAR_ITEM_MAX_LENGTH} />
      </Form.Item>
      <Flex gap={8} wrap>
        <Button type="primary" size="small" loading={busy} onClick={() => void submit(true)}>
          保存并接受
        </Button>
        <Button size="small" disabled={busy} onClick={() => void submit(false)}>
          保存
        </Button>
        <Button size="small" type="text" disabled={busy} onClick={onCancel}>
          取消
        </Button>
      </Flex>
    </Form>
  );
}
