// What the curve cards' menu does: 设为默认 through the DEFAULT_CURVE setting, 编辑 opens the form, 删除 after a confirm.
import { App } from 'antd';
import { useNavigate } from 'react-router';
import type { Curve } from '@memory/contracts';
import { apiErrorMessage, useDeleteCurveMutation, useUpdateSettingMutation } from '@memory/api';
import { curveEditPath } from '../../paths';

export interface CurveActions {
  setDefault(curve: Curve): void;
  edit(curve: Curve): void;
  confirmDelete(curve: Curve): void;
}

export function useCurveActions(): CurveActions {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const [updateSetting] = useUpdateSettingMutation();
  const [deleteCurve] = useDeleteCurveMutation();

  return {
    setDefault(curve) {
      // The setting updates optimistically, so the 默认 badge moves at once and moves back on failure.
      updateSetting({ name: 'DEFAULT_CURVE', value: curve.id })
        .unwrap()
        .then(() => message.success(`已将「${curve.name}」设为默认`))
        .catch((error: unknown) => message.error(apiErrorMessage(error, '设置失败')));
    },
    edit(curve) {
      navigate(curveEditPath(curve.id));
    },
    confirmDelete(curve) {
      modal.confirm({
        title: `删除「${curve.name}」`,
        content: '删除后无法恢复，确定删除吗？',
        okText: '删除',
        okButtonProps: { danger: true },
        cancelText: '取消',
        // Returning the promise keeps the dialog open (loading) until the server answers.
        onOk: () =>
          deleteCurve(curve.id)
            .unwrap()
            .then(() => message.success('删除成功'))
            .catch((error: unknown) => message.error(apiErrorMessage(error, '删除失败'))),
      });
    },
  };
}
