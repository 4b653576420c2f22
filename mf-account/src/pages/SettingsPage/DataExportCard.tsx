import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, Flex, Progress, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import {
  apiErrorMessage,
  useDownloadAccountExportMutation,
  useGetAccountExportQuery,
  useGetLatestAccountExportQuery,
  useStartAccountExportMutation,
} from '@memory/api';

/** How often the card asks how far the packing is. */
const POLL_MS = 1000;

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 / 1024 / 1024).toFixed(2)} GB`;
}

/**
 * 下载我的数据: everything of the account as one zip (README.md, data.json, the pictures and videos). 开始打包
 * starts the server's job; the card follows its progress, then offers 下载. Free for every plan. The server keeps
 * the latest export only, so 重新打包 replaces it; the card opens on that latest one, so a reload (or another tab)
 * finds an export still packing, or finished and ready to download.
 */
export function DataExportCard() {
  const { message } = App.useApp();
  const [exportId, setExportId] = useState<string | null>(null);
  const [start, starting] = useStartAccountExportMutation();
  const [download, downloading] = useDownloadAccountExportMutation();
  const [pollMs, setPollMs] = useState(POLL_MS);
  const { data: latest } = useGetLatestAccountExportQuery();
  // The one started here, else the latest the server kept.
  const shownId = exportId ?? latest?.id ?? null;
  const { data: job, error: loadError } = useGetAccountExportQuery(shownId ?? '', { skip: !shownId, pollingInterval: pollMs });
  // Polling stops once the export is DONE or FAILED (a new one starts it again).
  const finished = !!job && job.status !== 'RUNNING';
  useEffect(() => setPollMs(finished ? 0 : POLL_MS), [finished]);

  const begin = async () => {
    try {
      const { id } = await start().unwrap();
      setExportId(id);
    } catch (failed) {
      message.error(apiErrorMessage(failed, '无法开始打包，请稍后重试'));
    }
  };

  const save = async () => {
    if (!shownId) return;
    try {
      await download(shownId).unwrap();
    } catch (failed) {
      message.error(apiErrorMessage(failed, '下载失败，请稍后重试'));
    }
  };

  const running = !!shownId && (!job || job.status === 'RUNNING') && !loadError;
  return (
    <Card title="下载我的数据">
      <Flex vertical gap={12} align="flex-start">
        <Typography.Paragraph style={{ margin: 0 }}>
          把你的个人资料、设置、MEMO、知识罐和知识点、复习记录与评分、曲线、订单和订阅，连同上传的图片和视频，打包成一个 zip 文件（附中文说明）。数据较多时需要几分钟，打包期间可以离开本页。
        </Typography.Paragraph>
        {running ? (
          <div style={{ width: '100%', maxWidth: 480 }} aria-live="polite">
            <Typography.Text>正在打包{job?.progress ? `：${job.progress.phase}` : '…'}</Typography.Text>
            <Progress percent={job?.progress?.percent ?? 0} status="active" aria-label="打包进度" />
          </div>
        ) : null}
        {loadError ? <Alert type="error" showIcon title={apiErrorMessage(loadError, '无法读取打包进度，请稍后重试')} /> : null}
        {job?.status === 'FAILED' ? <Alert type="error" showIcon title={job.error ?? '打包失败，请稍后重试'} /> : null}
        {job?.status === 'DONE' ? (
          <Flex gap={8} wrap align="center">
            <Button type="primary" icon={<DownloadOutlined />} loading={downloading.isLoading} onClick={() => void save()}>
              下载
            </Button>
            <Typography.Text type="secondary">打包完成{job.sizeBytes !== null ? `（${formatSize(job.sizeBytes)}）` : ''}</Typography.Text>
          </Flex>
        ) : null}
        {running ? null : (
          <Button loading={starting.isLoading} onClick={() => void begin()}>
            {job || loadError ? '重新打包' : '开始打包'}
          </Button>
        )}
      </Flex>
    </Card>
  );
}
