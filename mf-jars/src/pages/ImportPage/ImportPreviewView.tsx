import { useId, useState } from 'react';
import { Alert, App, Button, Card, Checkbox, Flex, Input, Radio, Select, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { JAR_NAME_MAX_LENGTH, type ImportCommitBody, type ImportFieldMapping, type ImportJob, type ImportPreview } from '@memory/contracts';
import { apiErrorMessage, importsApi, useAppDispatch, useCommitImportMutation, useDeleteImportMutation } from '@memory/api';
import { ImportCounts, SamplePoints, SkippedList, startAgainPath } from './ImportParts';
import { KIND_LABELS, NOTE_TYPE_KIND_LABELS, deckLabel, formatBytes } from './importTexts';

type NoteType = ImportPreview['noteTypes'][number];
type DeckMode = NonNullable<ImportCommitBody['deckMode']>;

const sameMapping = (a: ImportFieldMapping, b: ImportFieldMapping) =>
  a.front === b.front && a.rest === b.rest && a.content.length === b.content.length && a.content.every((field, index) => field === b.content[index]);

/**
 * The preview of an upload: what it would do with the default choices (the counts and the sample are the server's,
 * computed at upload), where it goes, and the choices a learner may change — the new jar's name, one jar or one
 * per deck, each note type's fields — which the server applies at 导入. 取消 deletes the upload.
 */
export function ImportPreviewView({ job }: { job: ImportJob }) {
  const { preview } = job;
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const [commit, committing] = useCommitImportMutation();
  const [remove] = useDeleteImportMutation();
  const [jarName, setJarName] = useState(preview.jarName);
  const [deckMode, setDeckMode] = useState<DeckMode>('ONE_JAR');
  const [mappings, setMappings] = useState<ImportFieldMapping[]>(() => preview.noteTypes.map((type) => type.mapping));
  const [failure, setFailure] = useState<unknown>(null);
  const dispatch = useAppDispatch();
  const jars = preview.target === 'JAR_ITEMS';
  // Offered when the file has a history; on unless the learner unticks it (their progress is what they bring).
  const [withHistory, setWithHistory] = useState(true);
  const historyOffered = jars && preview.reviews > 0;

  const changed = mappings.filter((mapping, index) => !sameMapping(mapping, preview.noteTypes[index]!.mapping));
  const emptyContent = mappings.some((mapping) => mapping.content.length === 0);
  const nameMissing = jars && !preview.jar && deckMode === 'ONE_JAR' && !jarName.trim();
  const nothingToWrite = preview.counts.new + preview.counts.updated === 0 && changed.length === 0 && !(historyOffered && withHistory);

  const start = async () => {
    setFailure(null);
    const body: ImportCommitBody = {};
    if (jars && preview.decks.length > 1) body.deckMode = deckMode;
    if (jars && !preview.jar && deckMode === 'ONE_JAR' && jarName.trim() !== preview.jarName) body.jarName = jarName.trim();
    if (changed.length > 0) body.mappings = changed;
    if (historyOffered && withHistory) body.reviewHistory = true;
    try {
      // Answered RUNNING: the page turns into the progress bar (the cache is updated by the mutation).
      await commit({ id: job.id, ...body }).unwrap();
    } catch (failed) {
      setFailure(failed);
      // 409: started meanwhile (another tab): read it again, and the page shows its progress instead.
      if ((failed as { status?: unknown }).status === 409) dispatch(importsApi.util.invalidateTags([{ type: 'Import', id: job.id }]));
    }
  };

  const cancel = () =>
    modal.confirm({
      title: '取消这次导入？',
      content: '上传的文件和预览会被删除，不会写入任何内容。',
      okText: '取消导入',
      okButtonProps: { danger: true },
      cancelText: '继续查看',
      onOk: async () => {
        try {
          await remove(job.id).unwrap();
          navigate(startAgainPath(job));
        } catch (failed) {
          setFailure(failed);
        }
      },
    });

  return (
    <Flex vertical gap={20} style={{ maxWidth: 820 }}>
      <Flex vertical gap={4}>
        <Typography.Text>
          「{job.fileName}」 · {KIND_LABELS[preview.kind]} · 共 {preview.counts.total} 条
        </Typography.Text>
        <Typography.Text type="secondary">预览不会写入任何内容，点「导入」后才开始。</Typography.Text>
      </Flex>

      <ImportCounts counts={preview.counts} label="预览" />
      {changed.length > 0 ? (
        <Alert
          type="info"
          showIcon
          title="字段对应已修改"
          description="上面的数量和下面的示例按默认的对应方式计算；导入时按你的选择转换，结果以导入完成后的报告为准。"
        />
      ) : null}

      <section aria-labelledby="import-target">
        <Typography.Title level={4} id="import-target" style={{ marginTop: 0 }}>
          导入到哪里
        </Typography.Title>
        {jars ? (
          <JarTarget preview={preview} jarName={jarName} onJarName={setJarName} deckMode={deckMode} onDeckMode={setDeckMode} />
        ) : (
          <Typography.Paragraph style={{ margin: 0 }}>导入为 MEMO：保留标签、图片和原来的时间，从今天起按默认的记忆曲线复习；之前导入过的不会重复。</Typography.Paragraph>
        )}
      </section>

      {jars && preview.noteTypes.length > 0 ? (
        <section aria-labelledby="import-note-types">
          <Typography.Title level={4} id="import-note-types" style={{ marginTop: 0 }}>
            笔记类型和字段
          </Typography.Title>
          <Typography.Paragraph type="secondary">每种笔记选择哪个字段做正面、哪些字段组成内容；其余字段可以追加在内容后面，或者丢弃。</Typography.Paragraph>
          <Flex vertical gap={12}>
            {preview.noteTypes.map((type, index) => (
              <NoteTypeMapping
                key={type.name}
                type={type}
                mapping={mappings[index]!}
                onChange={(next) => setMappings(mappings.map((mapping, at) => (at === index ? next : mapping)))}
              />
            ))}
          </Flex>
        </section>
      ) : null}

      <MediaAndReviews preview={preview} withHistory={withHistory} onWithHistory={historyOffered ? setWithHistory : null} />
      <SkippedList skipped={preview.skipped} total={preview.counts.skipped} />
      <SamplePoints sample={preview.sample} target={preview.target} />

      {failure ? <Alert type="error" showIcon role="alert" title="导入失败" description={apiErrorMessage(failure, '请稍后重试')} /> : null}
      {nothingToWrite ? <Alert type="info" showIcon title="没有新的或更新的内容" description="这个文件的内容都已经导入过，或者都被跳过了。" /> : null}
      <Flex gap={8} wrap>
        <Button type="primary" loading={committing.isLoading} disabled={emptyContent || nameMissing} onClick={() => void start()}>
          导入
        </Button>
        <Button onClick={cancel}>取消</Button>
      </Flex>
    </Flex>
  );
}

function JarTarget({
  preview,
  jarName,
  onJarName,
  deckMode,
  onDeckMode,
}: {
  preview: ImportPreview;
  jarName: string;
  onJarName(name: string): void;
  deckMode: DeckMode;
  onDeckMode(mode: DeckMode): void;
}) {
  const nameId = useId();
  const several = preview.decks.length > 1;
  const perDeck = several && deckMode === 'JAR_PER_DECK';
  return (
    <Flex vertical gap={12}>
      {several ? (
        <Radio.Group aria-label="牌组放进几个知识罐" value={deckMode} onChange={(event) => onDeckMode(event.target.value as DeckMode)}>
          <Flex vertical gap={4}>
            <Radio value="ONE_JAR">全部放进一个知识罐</Radio>
            <Radio value="JAR_PER_DECK">每个牌组一个知识罐（{preview.decks.length} 个）</Radio>
          </Flex>
        </Radio.Group>
      ) : null}
      {perDeck ? (
        <Typography.Paragraph style={{ margin: 0 }}>
          每个牌组导入到自己的知识罐：之前导入过的牌组更新原来的知识罐，其余的新建{preview.jar ? `（不再放进「${preview.jar.name}」）` : ''}。
        </Typography.Paragraph>
      ) : preview.jar ? (
        <Typography.Paragraph style={{ margin: 0 }}>
          <Typography.Text strong>更新知识罐「{preview.jar.name}」</Typography.Text>：新的知识点排在最后，之前导入过的按文件更新。
        </Typography.Paragraph>
      ) : (
        <Flex vertical gap={4}>
          <label htmlFor={nameId}>
            <Typography.Text strong>导入到新知识罐「{jarName.trim() || preview.jarName}」</Typography.Text>
            <Typography.Text type="secondary">，名称可以修改：</Typography.Text>
          </label>
          <Input
            id={nameId}
            value={jarName}
            maxLength={JAR_NAME_MAX_LENGTH}
            showCount
            status={jarName.trim() ? undefined : 'error'}
            onChange={(event) => onJarName(event.target.value)}
            style={{ maxWidth: 420 }}
          />
          {jarName.trim() ? null : <Typography.Text type="danger">请填写知识罐名称</Typography.Text>}
        </Flex>
      )}
      {preview.decks.length > 0 ? (
        <Flex gap={6} wrap aria-label="牌组和笔记数" role="list">
          {preview.decks.map((deck) => (
            <Tag key={deck.name} role="listitem">
              {deckLabel(deck.name)} · {deck.notes} 条
            </Tag>
          ))}
        </Flex>
      ) : null}
    </Flex>
  );
}

function NoteTypeMapping({ type, mapping, onChange }: { type: NoteType; mapping: ImportFieldMapping; onChange(next: ImportFieldMapping): void }) {
  const frontId = useId();
  const contentId = useId();
  const fields = type.fields.map((name, index) => ({ value: index, label: name || `第 ${index + 1} 个字段` }));
  const restCount = type.fields.length - (mapping.front === null ? 0 : 1) - mapping.content.length;
  const setFront = (front: number) => {
    const next = front < 0 ? null : front;
    // A field is either the 正面 or part of the content, not both.
    onChange({ ...mapping, front: next, content: mapping.content.filter((field) => field !== next) });
  };
  return (
    <Card size="small" title={`${type.name}（${NOTE_TYPE_KIND_LABELS[type.kind]}，${type.notes} 条）`}>
      <Flex gap={12} wrap align="flex-start">
        <Flex vertical gap={4} style={{ minWidth: 160, flex: '1 1 160px' }}>
          <label htmlFor={frontId}>正面</label>
          <Select id={frontId} value={mapping.front ?? -1} options={[{ value: -1, label: '无' }, ...fields]} onChange={setFront} />
        </Flex>
        <Flex vertical gap={4} style={{ minWidth: 200, flex: '2 1 200px' }}>
          <label htmlFor={contentId}>内容</label>
          <Select
            id={contentId}
            mode="multiple"
            value={mapping.content}
            options={fields.filter((field) => field.value !== mapping.front)}
            status={mapping.content.length === 0 ? 'error' : undefined}
            onChange={(content: number[]) => onChange({ ...mapping, content })}
          />
          {mapping.content.length === 0 ? <Typography.Text type="danger">请至少选择一个内容字段</Typography.Text> : null}
        </Flex>
        {/* Only when some field is neither the 正面 nor in the content: otherwise there is nothing to append. */}
        {restCount > 0 ? (
          <Flex vertical gap={4}>
            <span id={`${contentId}-rest`}>其余 {restCount} 个字段</span>
            <Radio.Group
              aria-labelledby={`${contentId}-rest`}
              optionType="button"
              value={mapping.rest}
              options={[
                { value: 'APPEND', label: '追加' },
                { value: 'DROP', label: '丢弃' },
              ]}
              onChange={(event) => onChange({ ...mapping, rest: event.target.value as ImportFieldMapping['rest'] })}
            />
          </Flex>
        ) : null}
      </Flex>
    </Card>
  );
}

function MediaAndReviews({
  preview,
  withHistory,
  onWithHistory,
}: {
  preview: ImportPreview;
  withHistory: boolean;
  /** null: the history cannot come (none, or memos). */
  onWithHistory: ((value: boolean) => void) | null;
}) {
  const { media, reviews } = preview;
  if (media.files + media.missing + media.unsupported === 0 && reviews === 0) return null;
  return (
    <section aria-labelledby="import-media">
      <Typography.Title level={4} id="import-media" style={{ marginTop: 0 }}>
        媒体文件和复习记录
      </Typography.Title>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {media.files > 0 ? (
          <li>
            图片和视频 {media.files} 个（{formatBytes(media.bytes)}），随{preview.target === 'MEMOS' ? ' MEMO ' : '知识点'}一起保存
          </li>
        ) : null}
        {media.missing > 0 ? <li>缺少 {media.missing} 个文件：文件里引用了，但压缩包里没有</li> : null}
        {media.unsupported > 0 ? <li>{media.unsupported} 个文件不是支持的图片或视频（如音频），不会导入</li> : null}
        {reviews > 0 && onWithHistory ? (
          <li>
            <Checkbox checked={withHistory} onChange={(event) => onWithHistory(event.target.checked)}>
              导入 {reviews} 条复习记录
            </Checkbox>
            <Typography.Text type="secondary">
              {withHistory
                ? '：复习过的知识点接着原来的进度复习（评分按 忘了 / 模糊 / 记得 / 很熟 记录，新建的知识罐使用智能曲线），没复习过的从明天起分批学习；导入的记录不计入活跃度和真实记忆率。'
                : '：不导入复习记录，知识点按知识罐的记忆曲线从头开始复习。'}
            </Typography.Text>
          </li>
        ) : reviews > 0 ? (
          <li>原来有 {reviews} 条复习记录：复习记录不导入，知识点按知识罐的记忆曲线重新安排复习</li>
        ) : null}
      </ul>
    </section>
  );
}
