import { useState } from 'react';
import { Alert, App } from 'antd';
import { useNavigate } from 'react-router';
import { api, apiErrorMessage, isPremiumRequired, useAppDispatch, useCreateJarMutation } from '@memory/api';
import { PageFrame } from '@memory/design-system';
import { useCreateJarAccess } from '../../jars/access';
import { JarForm, type JarFormValues } from '../../jars/JarForm';
import { JarsLocked } from '../../jars/JarsLocked';
import { Loading } from '../../jars/LoadState';
import { jarPaths, paths } from '../../paths';

/** 创建知识罐: members only (a link to 会员卡 otherwise); saved, it opens the new jar. 创建失败 with the reason. */
export function CreateJarPage() {
  const access = useCreateJarAccess();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { message } = App.useApp();
  const [createJar, { isLoading }] = useCreateJarMutation();
  const [failure, setFailure] = useState<unknown>(null);

  const save = async ({ name, description, cover }: JarFormValues) => {
    setFailure(null);
    try {
      const jar = await createJar({
        name,
        description,
        coverAttachmentId: cover?.id ?? null,
        coverBlurHash: cover?.blurHash ?? null,
      }).unwrap();
      message.success('创建成功');
      navigate(jarPaths.detail(jar.id));
    } catch (failed) {
      setFailure(failed);
      if (isPremiumRequired(failed)) dispatch(api.util.invalidateTags(['Account']));
    }
  };

  let content;
  if (access === 'loading') content = <Loading />;
  else if (access === 'locked') content = <JarsLocked />;
  else
    content = (
      <JarForm
        submitLabel="创建"
        submitting={isLoading}
        error={
          failure ? (
            <Alert type="error" showIcon role="alert" title="创建失败" description={apiErrorMessage(failure, '请稍后重试')} style={{ marginBottom: 8 }} />
          ) : null
        }
        onSubmit={(values) => void save(values)}
        onCancel={() => navigate(paths.jars)}
      />
    );

  return <PageFrame title="创建知识罐">{content}</PageFrame>;
}
