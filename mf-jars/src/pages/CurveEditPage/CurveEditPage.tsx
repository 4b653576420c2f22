import { useState } from 'react';
import { App, Button, Flex, Result, Spin } from 'antd';
import { useNavigate, useParams } from 'react-router';
import type { Curve, CurveBody } from '@memory/contracts';
import { api, apiErrorMessage, isPremiumRequired, useAppDispatch, useGetCurveQuery, useUpdateCurveMutation } from '@memory/api';
import { PageFrame } from '@memory/design-system';
import { CurveForm } from '../../curves/CurveForm';
import { CurveSubmitError } from '../../curves/CurveSubmitError';
import { CustomCurvesLocked } from '../../curves/CustomCurvesLocked';
import { curveFormValuesOf } from '../../curves/curveFormValues';
import { useCustomCurvesAccess } from '../../curves/premium';
import { customCurvesListPath, paths } from '../../paths';

/**
 * 编辑曲线: loads the curve first; on failure shows the server's error text, or keeps spinning when there is
 * none (SPEC §2). System curves cannot be edited; custom ones only by members.
 */
export function CurveEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const backToList = (
    <Button key="back" onClick={() => navigate(paths.curves)}>
      返回记忆曲线
    </Button>
  );
  const { data: curve, error, isError } = useGetCurveQuery(id);
  const access = useCustomCurvesAccess();

  let content;
  if (isError) {
    const text = apiErrorMessage(error, '');
    content = text ? <Result status="error" title={text} extra={backToList} /> : <LoadingCurve />;
  } else if (!curve || access === 'loading') {
    content = <LoadingCurve />;
  } else if (curve.system) {
    content = <Result status="warning" title="系统曲线不能修改" extra={backToList} />;
  } else if (access === 'locked') {
    content = <CustomCurvesLocked />;
  } else {
    // Keyed by id so the form re-initialises when the route moves to another curve.
    content = <CurveEditor key={curve.id} curve={curve} />;
  }

  return <PageFrame title="编辑曲线">{content}</PageFrame>;
}

function LoadingCurve() {
  return (
    <Flex justify="center" style={{ padding: 48 }} data-testid="curve-loading">
      <Spin />
    </Flex>
  );
}

function CurveEditor({ curve }: { curve: Curve }) {
  const [updateCurve, { isLoading: saving }] = useUpdateCurveMutation();
  const [failure, setFailure] = useState<unknown>(null);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { message } = App.useApp();

  const save = async (body: CurveBody) => {
    setFailure(null);
    try {
      await updateCurve({ id: curve.id, ...body }).unwrap();
      message.success('更新成功');
      navigate(customCurvesListPath);
    } catch (failed) {
      setFailure(failed);
      if (isPremiumRequired(failed)) dispatch(api.util.invalidateTags(['Account']));
    }
  };

  return (
    <CurveForm
      initialValues={curveFormValuesOf(curve)}
      submitLabel="保存"
      submitting={saving}
      error={failure ? <CurveSubmitError error={failure} fallback="更新失败" /> : null}
      onSubmit={(body) => void save(body)}
      onCancel={() => navigate(customCurvesListPath)}
    />
  );
}
