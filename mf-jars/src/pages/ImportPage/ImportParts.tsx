// Pieces the preview and the report share: the four counts, the skipped list, and the sample points.
import { useState } from 'react';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { IMPORT_LISTED_SKIPS_MAX, IMPORT_SKIP_LABELS, hasCloze, type ImportJob, type ImportPreview } from '@memory/contracts';
import { ItemMarkdown } from '../../jars/ItemMarkdown';
import { importPaths } from '../../paths';

type Counts = ImportPreview['counts'];

/**
 * Where to upload again after a cancel, a failure or a finished import: the same jar (chosen, or the one an
 * earlier import filled), or MEMOS for a flomo export.
 */
export const startAgainPath = (job: ImportJob) =>
  importPaths.start(job.preview.target === 'MEMOS' ? { to: 'memos' } : { jarId: job.preview.jar?.id });
type Skip = ImportPreview['skipped'][number];

/**
 * 新增 / 更新 / 未变 / 跳过, each a number the eye finds at once. Cards and text rather than antd's Statistic: the
 * shell's shared antd provides a fixed list of components (shell/shared-provides.json), and this needs none new.
 */
export function ImportCounts({ counts, label }: { counts: Counts; label: string }) {
  const items = [
    { title: '新增', value: counts.new },
    { title: '更新', value: counts.updated },
    { title: '未变', value: counts.unchanged },
    { title: '跳过', value: counts.skipped },
  ];
  return (
    <Flex role="group" aria-label={label} gap={12} wrap>
      {items.map((item) => (
        <Card key={item.title} size="small" style={{ minWidth: 120, flex: '1 1 140px' }}>
          <Typography.Text type="secondary">{item.title}</Typography.Text>
          <div style={{ fontSize: 24, lineHeight: 1.3 }}>
            {item.value}
            <Typography.Text type="secondary" style={{ fontSize: 14, marginInlineStart: 4 }}>
              条
            </Typography.Text>
          </div>
        </Card>
      ))}
    </Flex>
  );
}

const FIRST_SKIPS = 5;

/**
 * The notes (and files) left out and why. The first few show; 展开 shows the rest the server listed (at most
 * IMPORT_LISTED_SKIPS_MAX: the count covers them all).
 */
export function SkippedList({ skipped, total }: { skipped: readonly Skip[]; total: number }) {
  const [open, setOpen] = useState(false);
  if (skipped.length === 0) return null;
  const shown = open ? skipped : skipped.slice(0, FIRST_SKIPS);
  return (
    <section aria-labelledby="import-skipped">
      <Typography.Title level={4} id="import-skipped" style={{ marginTop: 0 }}>
        跳过的内容
      </Typography.Title>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {shown.map((skip, index) => (
          <li key={`${skip.where}-${index}`} style={{ marginBottom: 4 }}>
            <Tag color={skip.reason === 'MISSING_MEDIA' || skip.reason === 'UNSUPPORTED_MEDIA' ? 'default' : 'warning'}>{IMPORT_SKIP_LABELS[skip.reason]}</Tag>
            <Typography.Text>{skip.detail}</Typography.Text>
            {skip.detail.includes(skip.where) ? null : <Typography.Text type="secondary">（{skip.where}）</Typography.Text>}
          </li>
        ))}
      </ul>
      {skipped.length > FIRST_SKIPS ? (
        <Button type="link" style={{ paddingInline: 0 }} aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? '收起' : `展开全部 ${skipped.length} 项`}
        </Button>
      ) : null}
      {total > skipped.length && skipped.length >= IMPORT_LISTED_SKIPS_MAX ? (
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          只列出前 {skipped.length} 项。
        </Typography.Paragraph>
      ) : null}
    </section>
  );
}

/** The first points (or memos) as they will look: the 正面 above the content, a cloze as a review shows it. */
export function SamplePoints({ sample, target }: { sample: ImportPreview['sample']; target: ImportPreview['target'] }) {
  if (sample.length === 0) return null;
  const what = target === 'MEMOS' ? 'MEMO' : '知识点';
  // A memo shows its tags; a knowledge point has none to show (the server keeps a note's tags, no page lists them).
  const tags = (point: ImportPreview['sample'][number]) => (target === 'MEMOS' ? point.tags : []);
  return (
    <section aria-labelledby="import-sample">
      <Typography.Title level={4} id="import-sample" style={{ marginTop: 0 }}>
        示例（前 {sample.length} 条{what}）
      </Typography.Title>
      <Flex vertical gap={12} component="ol" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {sample.map((point, index) => (
          <li key={index}>
            <Card size="small">
              {point.front ? (
                <div aria-label="正面" role="group" style={{ paddingBottom: 8, marginBottom: 8, borderBottom: '1px dashed var(--memory-color-border)' }}>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    正面
                  </Typography.Text>
                  <ItemMarkdown>{point.front}</ItemMarkdown>
                </div>
              ) : null}
              {hasCloze(point.content) ? (
                <Flex vertical gap={4}>
                  <div role="group" aria-label="复习时">
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      复习时
                    </Typography.Text>
                    <ItemMarkdown cloze="masked">{point.content}</ItemMarkdown>
                  </div>
                  <div role="group" aria-label="查看后">
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      查看后
                    </Typography.Text>
                    <ItemMarkdown cloze="filled">{point.content}</ItemMarkdown>
                  </div>
                </Flex>
              ) : (
                <div role="group" aria-label="内容">
                  <ItemMarkdown>{point.content}</ItemMarkdown>
                </div>
              )}
              {tags(point).length > 0 || point.media.length > 0 ? (
                <Flex gap={4} wrap style={{ marginTop: 8 }}>
                  {tags(point).map((tag) => (
                    <Tag key={`tag-${tag}`}>#{tag}</Tag>
                  ))}
                  {point.media.map((name) => (
                    <Tag key={`file-${name}`} color="blue">
                      附件：{name}
                    </Tag>
                  ))}
                </Flex>
              ) : null}
            </Card>
          </li>
        ))}
      </Flex>
    </section>
  );
}
