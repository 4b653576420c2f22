import { useState } from 'react';
import { Alert, App, Button, Checkbox, Flex, Pagination, Select, Skeleton, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { IMPORT_MEMOS_MAX, PAGE_SIZES, type Jar } from '@memory/contracts';
import {
  apiErrorMessage,
  useGetMemoPageQuery,
  useGetMemoTagPageQuery,
  useGetTagMemoPageQuery,
  useImportItemsFromMemosMutation,
} from '@memory/api';
import { EmptyState, LoadError, PageFrame } from '@memory/design-system';
import { LoadFailure, Loading } from '../../jars/LoadState';
import { useJarRoute } from '../../jars/useJarRoute';
import { ItemMarkdown } from '../../jars/ItemMarkdown';
import { jarPaths } from '../../paths';

/** 从 MEMOS 添加: pick memos (5 per page, 全选 for the page, a tag filter with search) and 导入 them as knowledge points. */
export function AddItemsFromMemosPage() {
  const { jar, error } = useJarRoute();
  let content;
  if (error) content = <LoadFailure error={error} />;
  else if (!jar) content = <Loading />;
  else if (jar.role !== 'CREATOR') content = <Alert type="warning" showIcon title="订阅的知识罐不能添加知识点" />;
  else content = <MemoPicker jar={jar} />;
  return <PageFrame title="从 MEMOS 添加">{content}</PageFrame>;
}

function MemoPicker({ jar }: { jar: Jar }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const [tagId, setTagId] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const size = PAGE_SIZES.memoImport;
  const tags = useGetMemoTagPageQuery({ keyword: keyword.trim() || undefined, page: 1, size: PAGE_SIZES.tagSearch });
  const allMemos = useGetMemoPageQuery({ page, size }, { skip: !!tagId });
  const tagMemos = useGetTagMemoPageQuery({ tagId: tagId ?? '', page, size }, { skip: !tagId });
  const memos = tagId ? tagMemos : allMemos;
  const [importMemos, { isLoading: importing }] = useImportItemsFromMemosMutation();

  const entries = memos.data?.entries ?? [];
  const pageIds = entries.map((memo) => memo.id);
  const selectedOnPage = pageIds.filter((id) => selected.includes(id));
  const toggle = (id: string, on: boolean) => setSelected((all) => (on ? [...all, id] : all.filter((other) => other !== id)));
  const selectPage = (on: boolean) =>
    setSelected((all) => (on ? [...new Set([...all, ...pageIds])] : all.filter((id) => !pageIds.includes(id))));

  const submit = async () => {
    try {
      await importMemos({ jarId: jar.id, memoIds: selected }).unwrap();
      message.success(`已导入 ${selected.length} 条`);
      navigate(jarPaths.detail(jar.id));
    } catch (failed) {
      message.error(apiErrorMessage(failed, '导入失败，请稍后重试'));
    }
  };

  let list;
  if (memos.isError) {
    list = (
      <LoadError title="MEMOS 加载失败" error={memos.error} onRetry={() => void memos.refetch()} />
    );
  } else if (!memos.data) {
    list = <Skeleton active paragraph={{ rows: 5 }} />;
  } else if (entries.length === 0) {
    list = <EmptyState description={tagId ? '这个标签下没有 MEMO' : '还没有 MEMO'} />;
  } else {
    list = (
      <Flex vertical gap={8} role="group" aria-label="MEMOS">
        {entries.map((memo) => (
          <Checkbox key={memo.id} checked={selected.includes(memo.id)} onChange={(event) => toggle(memo.id, event.target.checked)} style={{ alignItems: 'flex-start' }}>
            <Flex vertical gap={4}>
              <ItemMarkdown previewLines={3}>{memo.content}</ItemMarkdown>
              {memo.tags.length > 0 ? (
                <Flex gap={4} wrap>
                  {memo.tags.map((tag) => (
                    <Tag key={tag}>{tag}</Tag>
                  ))}
                </Flex>
              ) : null}
            </Flex>
          </Checkbox>
        ))}
      </Flex>
    );
  }

  return (
    <Flex vertical gap={16} style={{ maxWidth: 760 }}>
      <Select
        allowClear
        showSearch={{ filterOption: false, onSearch: setKeyword }}
        placeholder="按标签筛选（输入搜索标签）"
        aria-label="按标签筛选"
        value={tagId}
        onChange={(next?: string) => {
          setTagId(next);
          setPage(1);
        }}
        loading={tags.isFetching}
        notFoundContent={tags.isFetching ? '搜索中…' : '没有匹配的标签'}
        options={(tags.data?.entries ?? []).map((tag) => ({ value: tag.id, label: `${tag.name}（${tag.memoCount}）` }))}
        style={{ maxWidth: 360 }}
      />
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Checkbox
          checked={pageIds.length > 0 && selectedOnPage.length === pageIds.length}
          indeterminate={selectedOnPage.length > 0 && selectedOnPage.length < pageIds.length}
          disabled={pageIds.length === 0}
          onChange={(event) => selectPage(event.target.checked)}
        >
          全选
        </Checkbox>
        <Typography.Text type="secondary">已选 {selected.length} 条</Typography.Text>
      </Flex>
      {list}
      {(memos.data?.total ?? 0) > size ? (
        <Flex justify="center">
          <Pagination current={page} pageSize={size} total={memos.data?.total ?? 0} showSizeChanger={false} onChange={setPage} />
        </Flex>
      ) : null}
      {selected.length > IMPORT_MEMOS_MAX ? <Alert type="warning" showIcon title={`一次最多导入 ${IMPORT_MEMOS_MAX} 条`} /> : null}
      <Flex gap={8}>
        <Button type="primary" loading={importing} disabled={selected.length === 0 || selected.length > IMPORT_MEMOS_MAX} onClick={() => void submit()}>
          导入
        </Button>
        <Button onClick={() => navigate(jarPaths.detail(jar.id))}>取消</Button>
      </Flex>
    </Flex>
  );
}
