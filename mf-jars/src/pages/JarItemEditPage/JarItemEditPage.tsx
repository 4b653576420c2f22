import { useState } from 'react';
import { Alert, App } from 'antd';
import { useNavigate } from 'react-router';
import type { JarItem } from '@memory/contracts';
import { apiErrorMessage, useGetJarItemQuery, useUpdateJarItemMutation } from '@memory/api';
import { PageFrame } from '@memory/design-system';
import { ItemForm } from '../../jars/ItemForm';
import { LoadFailure, Loading } from '../../jars/LoadState';
import { useJarRoute } from '../../jars/useJarRoute';
import { jarPaths } from '../../paths';

/** 编辑知识点: the point loads first; save stays disabled until the text changes. 更新成功 / 更新失败. */
export function JarItemEditPage() {
  const { id, itemId, jar, error: jarError } = useJarRoute();
  const { data: item, error, isError } = useGetJarItemQuery({ jarId: id, itemId });
  let content;
  if (jarError) content = <LoadFailure error={jarError} />;
  else if (isError) content = <LoadFailure error={error} what="知识点" />;
  else if (!jar || !item) content = <Loading />;
  else if (jar.role !== 'CREATOR') content = <Alert type="warning" showIcon title="订阅的知识罐不能修改知识点" />;
  else content = <EditItem key={item.id} jarId={id} item={item} />;
  return <PageFrame title="编辑知识点">{content}</PageFrame>;
}

function EditItem({ jarId, item }: { jarId: string; item: JarItem }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [updateItem, { isLoading }] = useUpdateJarItemMutation();
  const [failure, setFailure] = useState<unknown>(null);

  const save = async (content: string) => {
    setFailure(null);
    try {
      await updateItem({ jarId, itemId: item.id, content }).unwrap();
      message.success('更新成功');
      navigate(jarPaths.item(jarId, item.id));
    } catch (failed) {
      setFailure(failed);
    }
  };

  return (
    <ItemForm
      initialContent={item.content}
      submitLabel="保存"
      submitting={isLoading}
      error={failure ? <Alert type="error" showIcon role="alert" title="更新失败" description={apiErrorMessage(failure, '请稍后重试')} /> : null}
      onSubmit={(content) => void save(content)}
      onCancel={() => navigate(jarPaths.item(jarId, item.id))}
    />
  );
}
