import { useState } from 'react';
import { Alert, Flex, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { IMPORT_FILE_MAX_BYTES, IMPORT_MESSAGES, hrefTo, type ImportKind } from '@memory/contracts';
import { apiErrorMessage, apiFieldErrors, isPremiumRequired, useGetJarQuery, useUploadImportMutation } from '@memory/api';
import { MemberLock, PageFrame } from '@memory/design-system';
import { useCreateJarAccess } from '../../jars/access';
import { FileDropZone } from '../../jars/FileDropZone';
import { LoadFailure, Loading } from '../../jars/LoadState';
import { importPaths } from '../../paths';
import { formatBytes } from './importTexts';

const MAX_SIZE = formatBytes(IMPORT_FILE_MAX_BYTES);
const JAR_EXTENSIONS = ['.apkg', '.colpkg', '.csv', '.tsv', '.txt', '.md'];
const FLOMO_EXTENSIONS = ['.zip'];

/**
 * 导入: what can be brought in, and a drop zone that uploads the chosen file at once. The server reads it into a
 * preview (nothing is written yet) and the page moves to that import's own URL. `?jarId=` imports into that jar of
 * mine; `?to=memos` takes a flomo export into MEMOS (open to everyone, where jars are for members).
 */
export function ImportPage() {
  const [searchParams] = useSearchParams();
  const jarId = searchParams.get('jarId') ?? undefined;
  const toMemos = searchParams.get('to') === 'memos';
  const jar = useGetJarQuery(jarId ?? '', { skip: !jarId });

  let content;
  if (jarId && jar.isError) content = <LoadFailure error={jar.error} />;
  else if (jarId && !jar.data) content = <Loading />;
  else if (jar.data && jar.data.role !== 'CREATOR') content = <Alert type="warning" showIcon title="订阅的知识罐不能导入知识点" />;
  else content = <ImportUpload jar={jar.data ? { id: jar.data.id, name: jar.data.name } : null} toMemos={toMemos} />;
  return <PageFrame title="导入">{content}</PageFrame>;
}

function ImportUpload({ jar, toMemos }: { jar: { id: string; name: string } | null; toMemos: boolean }) {
  const navigate = useNavigate();
  const access = useCreateJarAccess();
  const [upload] = useUploadImportMutation();
  const [uploading, setUploading] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<{ fileName: string; message: string; premium: boolean } | null>(null);

  const send = async (file: File) => {
    setRefusal(null);
    if (file.size > IMPORT_FILE_MAX_BYTES) {
      setRefusal({ fileName: file.name, message: IMPORT_MESSAGES.tooLarge(MAX_SIZE), premium: false });
      return;
    }
    setUploading(file.name);
    try {
      // The server infers the format from the extension; from 新建 MEMO's link only a flomo export is offered.
      const kind: ImportKind | undefined = toMemos ? 'flomo' : undefined;
      const { id } = await upload({ file, kind, jarId: jar?.id }).unwrap();
      navigate(importPaths.job(id));
    } catch (failed) {
      const message = apiFieldErrors(failed).file ?? apiErrorMessage(failed, '上传失败，请检查网络后重试');
      setRefusal({ fileName: file.name, message, premium: isPremiumRequired(failed) });
    } finally {
      setUploading(null);
    }
  };

  const jarsLocked = access === 'locked' && !toMemos;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 760 }}>
      <ImportIntro jar={jar} toMemos={toMemos} />
      {jarsLocked ? (
        <MemberLock
          title="导入到知识罐仅限会员使用"
          description="flomo 导出导入为 MEMO 对所有人开放；升级会员后即可把 Anki 牌组、CSV 和 Markdown 导入知识罐"
          memberCardsPath={hrefTo.memberCards}
        />
      ) : null}
      <FileDropZone
        // Into a chosen jar, a flomo export (memos) has no place: it is offered only without one. Without a membership
        // only the flomo export is open, so only it is offered.
        accept={(toMemos || jarsLocked ? FLOMO_EXTENSIONS : jar ? JAR_EXTENSIONS : [...JAR_EXTENSIONS, ...FLOMO_EXTENSIONS]).join(',')}
        // The zone says what is happening instead of its invitation: a big deck takes a while to read.
        busyWith={uploading}
        busyText={(fileName) => `正在上传并读取「${fileName}」…`}
        busyHint="大文件需要一些时间，请不要关闭页面。"
        hint={`${uploadable(toMemos, jarsLocked, jar !== null)}，不超过 ${MAX_SIZE}。上传后先预览，确认后才会写入。`}
        onFile={(file) => void send(file)}
      />
      {refusal ? (
        // The lock above already says how to become a member: a second one would say it twice.
        refusal.premium && !jarsLocked ? (
          <MemberLock title={refusal.message} description="升级会员后即可导入到知识罐" memberCardsPath={hrefTo.memberCards} />
        ) : (
          <Alert type="error" showIcon role="alert" title={`无法导入「${refusal.fileName}」`} description={refusal.message} />
        )
      ) : null}
    </Flex>
  );
}

/** The files the drop zone takes, as its hint names them. */
function uploadable(toMemos: boolean, jarsLocked: boolean, intoJar: boolean): string {
  if (toMemos) return 'flomo 导出的 zip';
  if (jarsLocked) return '现在可以上传 flomo 导出的 .zip（导入为 MEMO）';
  return intoJar ? '.apkg、.colpkg、.csv、.tsv、.txt 或 .md' : '.apkg、.colpkg、.csv、.tsv、.txt、.md 或 flomo 导出的 .zip';
}

/** What each format brings in, and where it goes. */
function ImportIntro({ jar, toMemos }: { jar: { id: string; name: string } | null; toMemos: boolean }) {
  if (toMemos) {
    return (
      <Typography.Paragraph style={{ margin: 0 }}>
        从 flomo 导入：在 flomo 中「导出全部（HTML）」得到一个 zip，上传到这里。每条 flomo 笔记成为一条 MEMO，保留标签、图片和原来的时间；同一份导出再导入一次不会重复。
      </Typography.Paragraph>
    );
  }
  return (
    <Flex vertical gap={4}>
      <Typography.Paragraph style={{ margin: 0 }}>
        {jar ? `导入到知识罐「${jar.name}」：新的笔记排在最后，之前导入过的会更新，不会重复。` : '把其他软件里的卡片导入知识罐，每条笔记成为一个知识点：'}
      </Typography.Paragraph>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        <li>
          <Typography.Text strong>Anki 牌组</Typography.Text>（.apkg / .colpkg）：问答、正反双向和填空笔记，子牌组，图片、音频（[sound:…]）和视频
        </li>
        <li>
          <Typography.Text strong>CSV / TSV</Typography.Text>（.csv / .tsv / .txt）：每行一条，逗号、分号或制表符分隔，可带列名或 Anki 导出的文件头（#separator: 等）；GBK 编码的表格也能读
        </li>
        <li>
          <Typography.Text strong>Obsidian 间隔重复笔记</Typography.Text>（.md）：<Typography.Text code>问题::答案</Typography.Text>、
          <Typography.Text code>?</Typography.Text> 分隔的多行卡片和 <Typography.Text code>==填空==</Typography.Text>
        </li>
        {jar ? null : (
          <li>
            <Typography.Text strong>flomo 导出</Typography.Text>（.zip）：导入为 MEMO，所有人都可以使用
          </li>
        )}
      </ul>
    </Flex>
  );
}
