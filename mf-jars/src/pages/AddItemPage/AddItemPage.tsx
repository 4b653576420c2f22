import { useState } from 'react';
import { Alert, App } from 'antd';
import { useNavigate } from 'react-router';
import type { Jar } from '@memory/contracts';
import { apiErrorMessage, useAddJarItemMutation } from '@memory/api';
import { PageFrame } from '@memory/design-system';
import { ItemForm, type ItemFormValues } from '../../jars/ItemForm';
import { LoadFailure, Loading } from '../../jars/LoadState';
import { useJarRoute } from '../../jars/useJarRoute';
import { jarPaths } from '../../paths';

/**
 * 添加知识点: an optional 正面 and the content (may hold clozes); the jar loads first; saved, the point is added at the end and the jar opens again; 保存并继续 adds it
 * and keeps the form open for the next. 添加失败 on failure.
 */
export function AddItemPage() {
  const { jar, error } = useJarRoute();
  let content;
  if (error) content = <LoadFailure error={error} />;
  else if (!jar) content = <Loading />;
  else if (jar.role !== 'CREATOR') content = <Alert type="warning" showIcon title="订阅的知识罐不能添加知识点" />;
  else content = <AddItem jar={jar} />;
  return <PageFrame title={jar ? `添加知识点 · ${jar.name}` : '添加知识点'}>{content}</PageFrame>;
}

function AddItem({ jar }: { jar: Jar }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [addItem, { isLoading }] = useAddJarItemMutation();
  const [failure, setFailure] = useState<unknown>(null);

  /** Adds the point; true once it is saved. 添加失败 (and the text kept) otherwise. */
  const add = async ({ content, front }: ItemFormValues): Promise<boolean> => {
    setFailure(null);
    try {
      await addItem({ jarId: jar.id, content, ...(front ? { front } : {}) }).unwrap();
      message.success('添加成功');
      return true;
    } catch (failed) {
      setFailure(failed);
      return false;
    }
  };

  const save = async (values: ItemFormValues) => {
    if (await add(values)) navigate(jarPaths.detail(jar.id));
  };

  return (
    <ItemForm
      submitLabel="保存"
      submitting={isLoading}
      error={failure ? <Alert type="error" showIcon role="alert" title="添加失败" description={apiErrorMessage(failure, '请稍后重试')} /> : null}
      onSubmit={(values) => void save(values)}
      // Several points in a row: the form stays, empty, ready for the next.
      onSubmitAndContinue={add}
      onCancel={() => navigate(jarPaths.detail(jar.id))}
    />
  );
}
