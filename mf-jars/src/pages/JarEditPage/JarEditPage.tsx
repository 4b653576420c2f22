import { useState } from 'react';
import { Alert, App } from 'antd';
import { useNavigate } from 'react-router';
import type { Jar } from '@memory/contracts';
import { apiErrorMessage, useEditJarMutation } from '@memory/api';
import { PageFrame } from '@memory/design-system';
import { JarForm, type JarFormValues } from '../../jars/JarForm';
import { LoadFailure, Loading } from '../../jars/LoadState';
import { useJarRoute } from '../../jars/useJarRoute';
import { jarPaths } from '../../paths';

/**
 * 编辑知识罐: the jar loads first (error text or not-found view on failure). A subscriber edits the name, description
 * and cover of their own copy: 同步 never touches them (ARCHITECTURE §4 Subscriptions copies them once).
 */
export const SUBSCRIBED_JAR_EDIT_NOTE = '这是订阅的知识罐：名称、简介和封面只改你自己的这一份，同步时不会被创建者的更新覆盖。';

export function JarEditPage() {
  const { jar, error } = useJarRoute();
  let content;
  if (error) content = <LoadFailure error={error} />;
  else if (!jar) content = <Loading />;
  else content = <JarEditor key={jar.id} jar={jar} />;
  return <PageFrame title="编辑知识罐">{content}</PageFrame>;
}

function JarEditor({ jar }: { jar: Jar }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [editJar, { isLoading }] = useEditJarMutation();
  const [failure, setFailure] = useState<unknown>(null);

  const save = async ({ name, description, cover }: JarFormValues) => {
    setFailure(null);
    try {
      const coverChanged = (cover?.url ?? null) !== jar.cover;
      await editJar({
        id: jar.id,
        name,
        description,
        ...(coverChanged ? { coverAttachmentId: cover?.id ?? null, coverBlurHash: cover?.blurHash ?? null } : {}),
      }).unwrap();
      message.success('更新成功');
      navigate(jarPaths.detail(jar.id));
    } catch (failed) {
      setFailure(failed);
    }
  };

  return (
    <>
      {jar.role === 'BUYER' ? <Alert type="info" showIcon title={SUBSCRIBED_JAR_EDIT_NOTE} style={{ marginBottom: 16 }} /> : null}
      <JarForm
      initialValues={{
        name: jar.name,
        description: jar.description,
        cover: jar.cover ? { id: 'current', url: jar.cover, blurHash: jar.coverBlurHash } : null,
      }}
      submitLabel="保存"
      submitting={isLoading}
      error={failure ? <Alert type="error" showIcon role="alert" title="更新失败" description={apiErrorMessage(failure, '请稍后重试')} style={{ marginBottom: 8 }} /> : null}
      onSubmit={(values) => void save(values)}
      onCancel={() => navigate(jarPaths.detail(jar.id))}
      />
    </>
  );
}
