import { useId, useState, type ReactNode } from 'react';
import { Alert, App, Button, Card, Checkbox, Flex, Input, Radio, Select, Spin, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { JAR_NAME_MAX_LENGTH, type ImportCommitBody, type ImportFieldMapping, type ImportJob, type ImportPreview } from '@memory/contracts';
import { apiErrorMessage, failureCause, importsApi, useAppDispatch, useCommitImportMutation, useDeleteImportMutation } from '@memory/api';
import { ImportCounts, SamplePoints, SkippedList, startAgainPath } from './ImportParts';
import { KIND_LABELS, NOTE_TYPE_KIND_LABELS, deckLabel, formatBytes } from './importTexts';
import { usePreviewFor, type PreviewChoices, type PreviewState } from './usePreviewFor';

type NoteType = ImportPreview['noteTypes'][number];
type DeckMode = NonNullable<ImportCommitBody['deckMode']>;

/**
 * The preview of an upload: what 导入 will do (the counts, skips and sample are the server's), where it goes, and the
 * choices a learner may change — the new jar's name, one jar or one per deck, each note type's fields. A change to
 * the fields or the decks has the server compute the preview again with it; 导入 sends every choice as shown, never
 * only those that differ from the preview's, since a recomputed preview already holds them. 取消 deletes the upload.
 */
export function ImportPreviewView({ job }: { job: ImportJob }) {
  const { preview } = job;
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const [commit, committing] = useCommitImportMutation();
  const [remove] = useDeleteImportMutation();
  // The name one new jar takes unless the learner gives one (kept with the choices, so a reload shows it).
  const defaultName = preview.jarName;
  const [jarName, setJarName] = useState(job.choices.jarName ?? defaultName);
  // As the stored preview was computed (its deck mode and each note type's mapping; the review history is the
  // server's `choices`): a reload shows the choices its counts are for.
  const [deckMode, setDeckMode] = useState<DeckMode>(preview.deckMode ?? 'ONE_JAR');
  const [mappings, setMappings] = useState<ImportFieldMapping[]>(() => preview.noteTypes.map((type) => type.mapping));
  const [failure, setFailure] = useState<unknown>(null);
  const dispatch = useAppDispatch();
  const jars = preview.target === 'JAR_ITEMS';
  // Offered when the file has a history; on unless the learner unticks it (their progress is what they bring).
  const [withHistory, setWithHistory] = useState(job.choices.reviewHistory ?? true);
  const historyOffered = jars && preview.reviews > 0;
  // The jar one jar for everything goes into: a preview of one jar per deck names none, so the last one-jar
  // preview's is kept for when the learner comes back to one jar.
  const [oneJar, setOneJar] = useState(preview.jar);

  const emptyContent = mappings.some((mapping) => mapping.content.length === 0);
  const several = jars && preview.decks.length > 1;
  // Note types without notes convert nothing: left out, the body stays within the server's limit on mappings.
  const ownName = jarName.trim();
  const choices: PreviewChoices = jars
    ? {
        ...(several ? { deckMode } : {}),
        mappings: mappings.filter((_mapping, index) => preview.noteTypes[index]!.notes > 0),
        ...(historyOffered ? { reviewHistory: withHistory } : {}),
        // Only a name of the learner's own, and a valid one: an empty box is said on the page, not sent.
        ...(ownName && ownName !== defaultName ? { jarName: ownName } : {}),
      }
    : {};
  const previewState = usePreviewFor(job.id, emptyContent ? null : choices, (answered, sent) => {
    if (sent.deckMode !== 'JAR_PER_DECK') setOneJar(answered.preview.jar);
  });
  const current = previewState.status === 'current';
  const nameMissing = jars && !oneJar && deckMode === 'ONE_JAR' && !ownName;
  const nothingToWrite = current && preview.counts.new + preview.counts.updated === 0 && !(historyOffered && withHistory);

  const start = async () => {
    setFailure(null);
    // The name goes with 导入 only where a new jar takes it: one jar for everything, not an existing one.
    const { jarName: _name, ...rest } = choices;
    const body: ImportCommitBody = jars && !oneJar && deckMode === 'ONE_JAR' ? { ...rest, jarName: ownName } : rest;
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
        <Typography.Text type="secondary">
          预览不会写入任何内容，点「导入」后才开始。{jars ? '数量和示例按下面的设置计算，修改字段或牌组的放法后会重新预览。' : null}
        </Typography.Text>
      </Flex>

      <Stale pending={previewState.status === 'pending'}>
        <ImportCounts counts={preview.counts} label="预览" />
      </Stale>
      <PreviewStatus state={previewState} />

      <section aria-labelledby="import-target">
        <Typography.Title level={4} id="import-target" style={{ marginTop: 0 }}>
          导入到哪里
        </Typography.Title>
        {jars ? (
          <JarTarget preview={preview} jar={oneJar} defaultName={defaultName} jarName={jarName} onJarName={setJarName} deckMode={deckMode} onDeckMode={setDeckMode} />
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
      <Stale pending={previewState.status === 'pending'}>
        <Flex vertical gap={20}>
          <SkippedList skipped={preview.skipped} total={preview.counts.skipped} />
          <SamplePoints sample={preview.sample} target={preview.target} />
        </Flex>
      </Stale>

      {failure ? <Alert type="error" showIcon role="alert" title="导入失败" description={apiErrorMessage(failure, '请稍后重试')} /> : null}
      {nothingToWrite ? <Alert type="info" showIcon title="没有新的或更新的内容" description="这个文件的内容都已经导入过，或者都被跳过了。" /> : null}
      <Flex gap={8} wrap>
        {/* Not while the preview is being recomputed: 导入 comes after the learner has seen what it will do. */}
        <Button
          type="primary"
          loading={committing.isLoading}
          disabled={emptyContent || nameMissing || previewState.status === 'pending'}
          onClick={() => void start()}
        >
          导入
        </Button>
        <Button onClick={cancel}>取消</Button>
      </Flex>
    </Flex>
  );
}

/** What the preview shows while it is being computed again: dimmed and busy, still readable. */
function Stale({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <div aria-busy={pending} style={{ opacity: pending ? 0.45 : 1, transition: 'opacity 0.2s' }}>
      {children}
    </div>
  );
}

/** Whether the counts and the sample follow the choices on the page: being recomputed, refused, or waiting for them. */
function PreviewStatus({ state }: { state: PreviewState }) {
  let content: ReactNode = null;
  if (state.status === 'pending') {
    content = (
      <Flex gap={8} align="center">
        <Spin size="small" />
        <Typography.Text>正在按新的设置重新预览…</Typography.Text>
      </Flex>
    );
  } else if (state.status === 'incomplete') {
    content = <Typography.Text type="secondary">每种笔记选好内容字段后，数量和示例会按新的设置重新计算。</Typography.Text>;
  }
  return (
    <>
      {/* Always there, so a screen reader hears the recompute start and end. */}
      <div role="status" aria-live="polite">
        {content}
      </div>
      {state.status === 'failed' ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title="重新预览失败"
          description={
            <>
              <div>{failureCause(state.error) ?? '服务器出错，请稍后重试'}</div>
              <Typography.Text type="secondary">上面的数量和下面的示例还是修改之前的；你的选择都保留着，导入时按这些选择进行。</Typography.Text>
            </>
          }
          action={
            <Button size="small" onClick={state.retry}>
              重试
            </Button>
          }
        />
      ) : null}
    </>
  );
}

function JarTarget({
  preview,
  jar,
  defaultName,
  jarName,
  onJarName,
  deckMode,
  onDeckMode,
}: {
  preview: ImportPreview;
  /** The jar one jar for everything goes into; null: a new one. */
  jar: ImportPreview['jar'];
  defaultName: string;
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
          每个牌组导入到自己的知识罐：之前导入过的牌组更新原来的知识罐，其余的新建{jar ? `（不再放进「${jar.name}」）` : ''}。
        </Typography.Paragraph>
      ) : jar ? (
        <Typography.Paragraph style={{ margin: 0 }}>
          <Typography.Text strong>更新知识罐「{jar.name}」</Typography.Text>：新的知识点排在最后，之前导入过的按文件更新。
        </Typography.Paragraph>
      ) : (
        <Flex vertical gap={4}>
          <label htmlFor={nameId}>
            <Typography.Text strong>导入到新知识罐「{jarName.trim() || defaultName}」</Typography.Text>
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
            图片、音频和视频 {media.files} 个（{formatBytes(media.bytes)}），随{preview.target === 'MEMOS' ? ' MEMO ' : '知识点'}一起保存
          </li>
        ) : null}
        {media.missing > 0 ? <li>缺少 {media.missing} 个文件：文件里引用了，但压缩包里没有</li> : null}
        {media.unsupported > 0 ? <li>{media.unsupported} 个文件不是支持的图片、音频或视频，不会导入</li> : null}
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
