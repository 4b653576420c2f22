import { useState } from 'react';
import { App, Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import type { CurveBody } from '@memory/contracts';
import { api, isPremiumRequired, useAppDispatch, useCreateCurveMutation } from '@memory/api';
import { PageFrame } from '@memory/design-system';
import { CurveForm } from '../../curves/CurveForm';
import { CurveSubmitError } from '../../curves/CurveSubmitError';
import { CustomCurvesLocked } from '../../curves/CustomCurvesLocked';
import { emptyCurveFormValues } from '../../curves/curveFormValues';
import { useCustomCurvesAccess } from '../../curves/premium';
import { customCurvesListPath } from '../../paths';

/** 创建曲线: a member's own curve; trial and free accounts see it locked with a way to 会员卡. */
export function CreateCurvePage() {
  const access = useCustomCurvesAccess();
  const [createCurve, { isLoading: saving }] = useCreateCurveMutation();
  const [failure, setFailure] = useState<unknown>(null);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { message } = App.useApp();

  const save = async (body: CurveBody) => {
    setFailure(null);
    try {
      await createCurve(body).unwrap();
      message.success('创建成功');
      navigate(customCurvesListPath);
    } catch (error) {
      setFailure(error);
      // The membership ran out since the account was read: re-read it so the page shows the lock.
      if (isPremiumRequired(error)) dispatch(api.util.invalidateTags(['Account']));
    }
  };

  return (
    <PageFrame title="创建曲线">
      {access === 'loading' ? <Skeleton active paragraph={{ rows: 6 }} /> : null}
      {access === 'locked' ? <CustomCurvesLocked /> : null}
      {access === 'unlocked' ? (
        <CurveForm
          initialValues={emptyCurveFormValues}
          submitLabel="创建"
          submitting={saving}
          error={failure ? <CurveSubmitError error={failure} fallback="创建曲线失败" /> : null}
          onSubmit={(body) => void save(body)}
          onCancel={() => navigate(customCurvesListPath)}
        />
      ) : null}
    </PageFrame>
  );
}
