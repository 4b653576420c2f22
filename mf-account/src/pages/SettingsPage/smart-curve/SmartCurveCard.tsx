import { useState } from 'react';
import { App } from 'antd';
import {
  apiErrorMessage,
  useAdoptSmartCurveFitMutation,
  useGetSmartCurveStatusQuery,
  useOptimizeSmartCurveMutation,
  useRevertSmartCurveMutation,
} from '@memory/api';
import { ReschedulePreviewDialog, type SmartCurveChangeRequest } from './ReschedulePreviewDialog';
import { SmartCurveCardView } from './SmartCurveCardView';
import { smartCurveTexts } from './smartCurveTexts';

/** While a fit runs (a few seconds in the job queue), the status is asked again this often. */
const RUNNING_POLL_MS = 2_000;

/**
 * 设置 → 智能曲线参数 (issue 31): the server's status (GET /smart-curve/status), polled while a fit runs; 立即优化
 * queues one; 启用新参数 and 恢复默认参数 open the rescheduling preview and change only once it is confirmed.
 */
export function SmartCurveCard() {
  const { message } = App.useApp();
  const [polling, setPolling] = useState(false);
  const status = useGetSmartCurveStatusQuery(undefined, { pollingInterval: polling ? RUNNING_POLL_MS : 0, skipPollingIfUnfocused: true });
  const running = status.data?.running != null;
  if (running !== polling) setPolling(running);
  const [optimize, optimizing] = useOptimizeSmartCurveMutation();
  const [adopt, adopting] = useAdoptSmartCurveFitMutation();
  const [revert, reverting] = useRevertSmartCurveMutation();
  const [error, setError] = useState<string | null>(null);
  const [change, setChange] = useState<SmartCurveChangeRequest | null>(null);
  const [changeError, setChangeError] = useState<string | null>(null);

  const confirm = async (request: SmartCurveChangeRequest) => {
    setChangeError(null);
    try {
      const result = request.kind === 'adopt' ? await adopt({ fitId: request.fitId }).unwrap() : await revert().unwrap();
      setChange(null);
      void message.success(request.kind === 'adopt' ? smartCurveTexts.adopted(result.moved) : smartCurveTexts.reverted(result.moved));
    } catch (failed) {
      setChangeError(apiErrorMessage(failed, smartCurveTexts.actionFailed));
    }
  };

  return (
    <>
      <SmartCurveCardView
        status={status.data}
        loadError={status.error ? apiErrorMessage(status.error, smartCurveTexts.loadFailed) : undefined}
        onRetry={() => void status.refetch()}
        error={error}
        requesting={optimizing.isLoading}
        onOptimize={() => {
          setError(null);
          optimize()
            .unwrap()
            .catch((failed: unknown) => setError(apiErrorMessage(failed, smartCurveTexts.actionFailed)));
        }}
        onAdopt={(fitId) => setChange({ kind: 'adopt', fitId })}
        onRevert={() => setChange({ kind: 'revert' })}
      />
      {change ? (
        <ReschedulePreviewDialog
          request={change}
          confirming={adopting.isLoading || reverting.isLoading}
          error={changeError}
          onConfirm={() => void confirm(change)}
          onCancel={() => {
            setChange(null);
            setChangeError(null);
          }}
        />
      ) : null}
    </>
  );
}
