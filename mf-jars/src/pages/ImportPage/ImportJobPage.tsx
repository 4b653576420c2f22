import { useEffect, useState } from 'react';
import { App, Button, Card, Flex, Progress, Result, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { hrefTo, type ImportJob } from '@memory/contracts';
import { apiErrorMessage, isNotFound, useDeleteImportMutation, useGetImportQuery } from '@memory/api';
import { ButtonLink, LoadError, PageFrame } from '@memory/design-system';
import { Loading } from '../../jars/LoadState';
import { jarPaths, paths } from '../../paths';
import { ImportCounts, SkippedList, startAgainPath } from './ImportParts';
import { ImportPreviewView } from './ImportPreviewView';

/** How often a running import is asked for its progress. */
export const IMPORT_POLL_MS = 1000;

/**
 * One import, by the id in the URL (a reload or another tab finds it again): its preview with the choices and
 * 导入 / 取消, its progress while the job runs (polled), its report when done, or why it failed.
 */
export function ImportJobPage() {
  const { id = '' } = useParams();
  const [pollingInterval, setPollingInterval] = useState(0);
  const { data: job, error, isError, isFetching, refetch } = useGetImportQuery(id, { pollingInterval, skipPollingIfUnfocused: false });
  const running = job?.status === 'RUNNING';
  // Polled only while the job runs: a preview or a report does not change by itself.
  useEffect(() => setPollingInterval(running ? IMPORT_POLL_MS : 0), [running]);

  let content;
  if (isError && !job) {
    content = isNotFound(error) ? (
      <Result
        status="404"
        title="导入不存在或已删除"
        subTitle="这次导入找不到了：可能已经取消，或者链接不完整。"
        extra={[
          <ButtonLink key="again" type="primary" to={paths.import}>
            重新导入
          </ButtonLink>,
          <ButtonLink key="jars" to={paths.jars}>
            返回知识罐
          </ButtonLink>,
        ]}
      />
    ) : (
      <LoadError title="导入加载失败" error={error} retrying={isFetching} onRetry={() => void refetch()} />
    );
  } else if (!job) {
    content = <Loading />;
  } else if (job.status === 'PREVIEW') {
    content = <ImportPreviewView key={job.id} job={job} />;
  } else if (job.status === 'RUNNING') {
    content = <ImportRunning job={job} />;
  } else if (job.status === 'DONE') {
    content = <ImportDone job={job} />;
  } else {
    content = <ImportFailed job={job} />;
  }
  return <PageFrame title="导入">{content}</PageFrame>;
}

function ImportRunning({ job }: { job: ImportJob }) {
  const percent = job.progress?.percent ?? 0;
  const phase = job.progress?.phase ?? '排队中';
  return (
    <Card style={{ maxWidth: 640 }}>
      <Flex vertical gap={12}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          正在导入「{job.fileName}」
        </Typography.Title>
        <div role="status" aria-live="polite">
          <Typography.Text>
            {phase}：{percent}%
          </Typography.Text>
        </div>
        <Progress percent={percent} status="active" aria-label={`导入进度 ${percent}%`} />
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          导入在服务器上进行，离开或刷新这个页面都不会中断；回到这里就能看到进度和结果。
        </Typography.Paragraph>
      </Flex>
    </Card>
  );
}

function ImportDone({ job }: { job: ImportJob }) {
  const report = job.report;
  const memos = job.preview.target === 'MEMOS';
  if (!report) return <Result status="success" title="导入完成" />;
  const [onlyJar] = report.jars;
  const wrote = memos
    ? `新增 ${report.memos} 条 MEMO`
    : report.jars.length === 1 && onlyJar
      ? `导入到知识罐「${onlyJar.name}」`
      : `导入到 ${report.jars.length} 个知识罐`;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 760 }}>
      <Result
        status="success"
        title="导入完成"
        subTitle={`「${job.fileName}」：${wrote}${report.files > 0 ? `，保存了 ${report.files} 个媒体文件` : ''}${
          report.pointsWithHistory > 0 ? `，${report.pointsWithHistory} 个知识点带着 ${report.reviews} 条复习记录接着原来的进度复习` : ''
        }。`}
        style={{ paddingBlock: 16 }}
        extra={
          memos ? (
            <ButtonLink type="primary" to={hrefTo.memos}>
              查看 MEMOS
            </ButtonLink>
          ) : (
            report.jars.map((jar, index) => (
              <ButtonLink key={jar.id} type={index === 0 ? 'primary' : 'default'} to={jarPaths.detail(jar.id)}>
                打开知识罐「{jar.name}」
              </ButtonLink>
            ))
          )
        }
      />
      <ImportCounts counts={report.counts} label="导入结果" />
      <SkippedList skipped={report.skipped} total={report.counts.skipped} />
      <ButtonLink to={startAgainPath(job)} style={{ alignSelf: 'flex-start' }}>
        再导入一个文件
      </ButtonLink>
    </Flex>
  );
}

function ImportFailed({ job }: { job: ImportJob }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [remove, removing] = useDeleteImportMutation();
  const again = startAgainPath(job);
  // The failed record goes, then the upload page opens: trying again is a new upload of the file.
  const tryAgain = async () => {
    try {
      await remove(job.id).unwrap();
    } catch (failed) {
      if (!isNotFound(failed)) message.error(apiErrorMessage(failed, '删除失败'));
    }
    navigate(again);
  };
  return (
    <Result
      status="error"
      title="导入失败"
      subTitle={`「${job.fileName}」：${job.error ?? '导入失败，请稍后重试'}`}
      extra={
        <Button type="primary" loading={removing.isLoading} onClick={() => void tryAgain()}>
          重新导入
        </Button>
      }
    />
  );
}
