import { useState } from 'react';
import { Alert, App, Flex } from 'antd';
import { useNavigate } from 'react-router';
import type { JarItem } from '@memory/contracts';
import { apiErrorMessage, useGetJarItemQuery, useUpdateJarItemMutation } from '@memory/api';
import { PageFrame } from '@memory/design-system';
import { ItemForm, type ItemFormValues } from '../../jars/ItemForm';
import { LoadFailure, Loading } from '../../jars/LoadState';
import { useJarRoute } from '../../jars/useJarRoute';
import { jarPaths } from '../../paths';

/**
 * 编辑知识点: the point loads first (正面 and content); save stays disabled until one of them changes. 更新成功 / 更新失败. In a subscribed
 * jar the edit is the subscriber's own wording, kept by 同步 (ARCHITECTURE §4 Subscriptions), and the page says so.
 */
export function JarItemEditPage() {
  const { id, itemId, jar, error: jarError } = useJarRoute();
  const { data: item, error, isError } = useGetJarItemQuery({ jarId: id, itemId });
  let content;
  if (jarError) content = <LoadFailure error={jarError} />;
  else if (isError) content = <LoadFailure error={error} what="知识点" />;
  else if (!jar || !item) content = <Loading />;
  else content = <EditItem key={item.id} jarId={id} item={item} subscribed={jar.role !== 'CREATOR'} />;
  return <PageFrame title="编辑知识点">{content}</PageFrame>;
}

/** Said above a subscriber's edit: what happens to it when the creator changes the point. */
export const SUBSCRIBED_EDIT_NOTE = '这是订阅的知识罐：修改只改你自己的这一份，之后同步时会保留你的版本，不会被创建者的更新覆盖。';

function EditItem({ jarId, item, subscribed }: { jarId: string; item: JarItem; subscribed: boolean }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [updateItem, { isLoading }] = useUpdateJarItemMutation();
  const [failure, setFailure] = useState<unknown>(null);

  const save = async ({ content, front }: ItemFormValues) => {
    setFailure(null);
    try {
      // The 正面 is always sent: cleared in the form, it is cleared on the server (null).
      await updateItem({ jarId, itemId: item.id, content, front }).unwrap();
      message.success('更新成功');
      navigate(jarPaths.item(jarId, item.id));
    } catch (failed) {
      setFailure(failed);
    }
  };

  const form = (
    <ItemForm
      initialContent={item.content}
      initialFront={item.front}
      submitLabel="保存"
      submitting={isLoading}
      error={failure ? <Alert type="error" showIcon role="alert" title="更新失败" description={apiErrorMessage(failure, '请稍后重试')} /> : null}
      onSubmit={(values) => void save(values)}
      onCancel={() => navigate(jarPaths.item(jarId, item.id))}
    />
  );
  if (!subscribed) return form;
  return (
    <Flex vertical gap={12}>
      <Alert type="info" showIcon title={SUBSCRIBED_EDIT_NOTE} />
      {form}
    </Flex>
  );
}
