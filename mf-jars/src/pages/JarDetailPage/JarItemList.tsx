import { Flex, Pagination, Skeleton, Tag, Typography } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { PAGE_SIZES, type JarProgress } from '@memory/contracts';
import { useGetJarItemPageQuery } from '@memory/api';
import { EmptyState, LoadError } from '@memory/design-system';
import { ItemMarkdown } from '../../jars/ItemMarkdown';
import { jarPaths } from '../../paths';

/**
 * How many items from the start are introduced: every item at or before `current`. When `current` is on this page
 * its position says it; otherwise the percent does (items before this page, or all of them).
 */
function introducedCount(progress: JarProgress | undefined, pageIds: string[], offset: number, total: number): number {
  if (!progress || progress.status === 'NOT_STARTED' || !progress.current) return progress?.status === 'FINISHED' ? total : 0;
  if (progress.status === 'FINISHED') return total;
  const onPage = pageIds.indexOf(progress.current);
  if (onPage >= 0) return offset + onPage + 1;
  return Math.round((progress.percent / 100) * total);
}

/** The page of points the list shows (?page in the URL, from 1) and its size: the list's query arguments. */
export function useItemListPage(): { page: number; size: number } {
  const [searchParams] = useSearchParams();
  return { page: Math.max(1, Number(searchParams.get('page')) || 1), size: PAGE_SIZES.jarItems };
}

/** The jar's knowledge points, 10 per page (?page in the URL), a tick on each one already introduced. */
export function JarItemList({ jarId, progress, emptyAction }: { jarId: string; progress: JarProgress | undefined; emptyAction?: React.ReactNode }) {
  const [, setSearchParams] = useSearchParams();
  const { page, size } = useItemListPage();
  const { data, error, isError, refetch } = useGetJarItemPageQuery({ jarId, page, size });

  if (isError) {
    return (
      <LoadError title="知识点加载失败" error={error} onRetry={() => void refetch()} />
    );
  }
  if (!data) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (data.total === 0) return <EmptyState description="这个知识罐还没有知识点">{emptyAction}</EmptyState>;

  const offset = (page - 1) * size;
  const introduced = introducedCount(progress, data.entries.map((item) => item.id), offset, data.total);

  return (
    <Flex vertical gap={12}>
      <ol aria-label="知识点" start={offset + 1} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {data.entries.map((item, index) => {
          // The server marks each introduced point; the position rule covers a server that does not.
          const done = item.introduced ?? offset + index < introduced;
          return (
            <li key={item.id} style={{ borderBottom: '1px solid var(--ant-color-split, rgba(5,5,5,0.06))' }}>
              <Link to={jarPaths.item(jarId, item.id)} style={{ display: 'flex', gap: 12, alignItems: 'flex-start', padding: '12px 4px', color: 'inherit' }}>
                <Typography.Text type="secondary" style={{ minWidth: 28 }}>
                  {offset + index + 1}.
                </Typography.Text>
                <div style={{ flex: 1, minWidth: 0 }}>
                  {item.front ? (
                    <div aria-label="正面" style={{ fontWeight: 500 }}>
                      <ItemMarkdown previewLines={1}>{item.front}</ItemMarkdown>
                    </div>
                  ) : null}
                  <ItemMarkdown previewLines={2} cloze="filled">
                    {item.content}
                  </ItemMarkdown>
                </div>
                {item.status === 'CANCELLED' ? <Tag>已放弃</Tag> : null}
                {done ? <CheckCircleFilled aria-label="已学" role="img" style={{ color: 'var(--ant-color-success, #52c41a)', marginTop: 4 }} /> : null}
              </Link>
            </li>
          );
        })}
      </ol>
      {data.total > size ? (
        <Flex justify="center">
          <Pagination
            current={page}
            pageSize={size}
            total={data.total}
            showSizeChanger={false}
            onChange={(next) => setSearchParams(next > 1 ? { page: String(next) } : {})}
          />
        </Flex>
      ) : null}
    </Flex>
  );
}
