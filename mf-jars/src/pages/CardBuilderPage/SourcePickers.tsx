// The ways to bring material besides pasting it: the learner's memos, a file, a web page's HTML. Each asks the server
// to read it (`POST /api/card-builder/sources/…`) and hands the answer (a CardBuilderSource) to the form, which shows
// the text, editable, before anything is sent to the AI.
import { useMemo, useState } from 'react';
import { Alert, Button, Checkbox, Empty, Flex, Input, Typography } from 'antd';
import {
  CARD_BUILDER_FILE_EXTENSIONS,
  CARD_BUILDER_FILE_MAX_BYTES,
  CARD_BUILDER_HTML_MAX_LENGTH,
  CARD_BUILDER_MEMOS_MAX,
  CARD_BUILDER_SOURCE_MESSAGES,
  type CardBuilderSource,
} from '@memory/contracts';
import {
  apiErrorMessage,
  apiFieldErrors,
  useGetMemoPageQuery,
  useReadCardBuilderFileMutation,
  useReadCardBuilderMemosMutation,
  useReadCardBuilderWebPageMutation,
} from '@memory/api';
import { FileDropZone } from '../../jars/FileDropZone';
import { Loading } from '../../jars/LoadState';
import { formatCount } from './cardBuilderTexts';

interface PickerProps {
  onRead(source: CardBuilderSource): void;
}

const FILE_MAX_MB = CARD_BUILDER_FILE_MAX_BYTES / 1024 / 1024;
/** Memos listed at first, and added by 显示更多. */
const MEMO_PAGE = 30;

/** Each picker sits above the form's next field, spaced as a form item is. */
const PICKER_STYLE = { marginBottom: 24 } as const;

/** The server's refusal of the field, else its message, else the fallback (the network). */
const refusalOf = (error: unknown, field: string, fallback: string) => apiFieldErrors(error)[field] ?? apiErrorMessage(error, fallback);

function Refusal({ title, message }: { title: string; message: string | null }) {
  return message ? <Alert type="error" showIcon role="alert" title={title} description={message} /> : null;
}

/** A .txt / .md / .docx / .pdf: chosen or dropped, read by the server. */
export function FileSourcePicker({ onRead }: PickerProps) {
  const [read] = useReadCardBuilderFileMutation();
  const [reading, setReading] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const send = async (file: File) => {
    setRefusal(null);
    if (file.size > CARD_BUILDER_FILE_MAX_BYTES) {
      setRefusal(`「${file.name}」：${CARD_BUILDER_SOURCE_MESSAGES.fileTooLarge}`);
      return;
    }
    setReading(file.name);
    try {
      onRead(await read(file).unwrap());
    } catch (failed) {
      setRefusal(refusalOf(failed, 'file', `「${file.name}」没有上传成功，请检查网络后重试`));
    } finally {
      setReading(null);
    }
  };

  return (
    <Flex vertical gap={12} style={PICKER_STYLE}>
      <FileDropZone
        accept={CARD_BUILDER_FILE_EXTENSIONS.join(',')}
        busyWith={reading}
        busyText={(fileName) => `正在读取「${fileName}」…`}
        busyHint="PDF 页数多时需要几秒钟。"
        hint={`支持 .txt、.md、.docx、.pdf，不超过 ${FILE_MAX_MB} MB。PDF 需要带文字层（扫描版读不出文字）。读出的文字会先显示出来，可以修改后再制卡。`}
        onFile={(file) => void send(file)}
      />
      <Refusal title="没能读取这个文件" message={refusal} />
    </Flex>
  );
}

/** A web page's HTML, pasted: the server keeps its article (Readability). */
export function WebPageSourcePicker({ onRead }: PickerProps) {
  const [html, setHtml] = useState('');
  const [read, { isLoading }] = useReadCardBuilderWebPageMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const tooLong = html.length > CARD_BUILDER_HTML_MAX_LENGTH;

  const extract = async () => {
    setRefusal(null);
    try {
      onRead(await read(html).unwrap());
    } catch (failed) {
      setRefusal(refusalOf(failed, 'html', '没能提取正文，请检查网络后重试'));
    }
  };

  return (
    <Flex vertical gap={12} style={PICKER_STYLE}>
      <Typography.Text type="secondary">
        在网页上按 Ctrl+U（Mac：⌥⌘U）打开“网页源代码”，全选复制后粘贴到这里；系统会提取文章正文，去掉导航、广告和页脚。
      </Typography.Text>
      <Input.TextArea
        aria-label="网页 HTML"
        value={html}
        onChange={(event) => setHtml(event.target.value)}
        autoSize={{ minRows: 6, maxRows: 12 }}
        placeholder="<html>…</html>"
        style={{ fontFamily: 'var(--ant-font-family-code)' }}
        status={tooLong ? 'error' : undefined}
      />
      {tooLong ? <Typography.Text type="danger">{`HTML 超过 ${formatCount(CARD_BUILDER_HTML_MAX_LENGTH)} 字，请只复制文章所在的部分`}</Typography.Text> : null}
      <div>
        <Button onClick={() => void extract()} loading={isLoading} disabled={!html.trim() || tooLong}>
          提取正文
        </Button>
      </div>
      <Refusal title="没能提取正文" message={refusal} />
    </Flex>
  );
}

/** The learner's recent memos, filtered by a word, chosen with checkboxes. */
export function MemoSourcePicker({ onRead }: PickerProps) {
  const [size, setSize] = useState(MEMO_PAGE);
  const memos = useGetMemoPageQuery({ page: 1, size });
  const [read, { isLoading }] = useReadCardBuilderMemosMutation();
  const [filter, setFilter] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const shown = useMemo(() => {
    const word = filter.trim().toLowerCase();
    const entries = memos.data?.entries ?? [];
    return word ? entries.filter((memo) => memo.content.toLowerCase().includes(word) || memo.tags.some((tag) => tag.toLowerCase().includes(word))) : entries;
  }, [memos.data, filter]);
  const full = chosen.length >= CARD_BUILDER_MEMOS_MAX;

  const use = async () => {
    setRefusal(null);
    try {
      onRead(await read(chosen).unwrap());
    } catch (failed) {
      setRefusal(refusalOf(failed, 'memoIds', '没能读取这些 MEMO，请检查网络后重试'));
    }
  };

  if (memos.isLoading) return <Loading label="正在加载你的 MEMO" />;
  if (memos.isError) return <Alert type="error" showIcon style={PICKER_STYLE} title={apiErrorMessage(memos.error, 'MEMO 没有加载出来，请稍后重试')} />;
  if (!memos.data?.entries.length) return <Empty style={PICKER_STYLE} description="还没有 MEMO：先去写几条 MEMO，或者粘贴文字、上传文件来制卡" />;
  const more = (memos.data?.total ?? 0) > memos.data.entries.length;
  return (
    <Flex vertical gap={12} style={PICKER_STYLE}>
      <Input.Search aria-label="筛选 MEMO" placeholder="按文字或标签筛选最近的 MEMO" allowClear value={filter} onChange={(event) => setFilter(event.target.value)} />
      <Flex
        vertical
        component="ul"
        aria-label="我的 MEMO"
        style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 320, overflowY: 'auto', border: '1px solid var(--memory-color-border)', borderRadius: 8 }}
      >
        {shown.map((memo, index) => {
          const checked = chosen.includes(memo.id);
          return (
            <li key={memo.id} style={{ padding: '8px 12px', borderTop: index === 0 ? undefined : '1px solid var(--memory-color-border)' }}>
              <Checkbox
                checked={checked}
                disabled={!checked && full}
                onChange={(event) => setChosen((now) => (event.target.checked ? [...now, memo.id] : now.filter((id) => id !== memo.id)))}
              >
                <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
                  {memo.content}
                </Typography.Paragraph>
              </Checkbox>
            </li>
          );
        })}
        {shown.length === 0 ? (
          <li style={{ padding: 12 }}>
            <Typography.Text type="secondary">{`没有包含「${filter.trim()}」的 MEMO`}</Typography.Text>
          </li>
        ) : null}
      </Flex>
      <Flex gap={8} align="center" wrap justify="space-between">
        <Typography.Text type="secondary" aria-live="polite">
          {`已选 ${chosen.length} 条（最多 ${CARD_BUILDER_MEMOS_MAX} 条，每条一段）`}
        </Typography.Text>
        <Flex gap={8} wrap>
          {more ? (
            <Button onClick={() => setSize((now) => Math.min(100, now + MEMO_PAGE))} loading={memos.isFetching} disabled={size >= 100}>
              显示更多
            </Button>
          ) : null}
          <Button onClick={() => void use()} loading={isLoading} disabled={chosen.length === 0}>
            {`使用选中的 MEMO（${chosen.length}）`}
          </Button>
        </Flex>
      </Flex>
      <Refusal title="没能读取这些 MEMO" message={refusal} />
    </Flex>
  );
}
