import { Alert, Flex, Modal, Skeleton, Typography } from 'antd';
import { apiErrorMessage, useGetReschedulePreviewQuery } from '@memory/api';
import { ReschedulePreviewChart } from './ReschedulePreviewChart';
import { smartCurveTexts } from './smartCurveTexts';

/** What the dialog is asked to confirm: adopting a fit, or going back to the defaults. */
export type SmartCurveChangeRequest = { kind: 'adopt'; fitId: string } | { kind: 'revert' };

export interface ReschedulePreviewDialogProps {
  request: SmartCurveChangeRequest;
  /** The change is being saved. */
  confirming: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Before 智能曲线's parameters change, the learner sees what moves: how many units are rescheduled and the coming
 * 30 days' load before and after (GET /smart-curve/reschedule-preview, which writes nothing).
 */
export function ReschedulePreviewDialog({ request, confirming, error, onConfirm, onCancel }: ReschedulePreviewDialogProps) {
  const preview = useGetReschedulePreviewQuery(request.kind === 'adopt' ? { fitId: request.fitId } : {});
  const adopting = request.kind === 'adopt';
  return (
    <Modal
      open
      title={adopting ? smartCurveTexts.adoptTitle : smartCurveTexts.revertTitle}
      okText={adopting ? smartCurveTexts.confirmAdopt : smartCurveTexts.confirmRevert}
      cancelText="取消"
      okButtonProps={{ disabled: !preview.data, loading: confirming }}
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        {preview.isError ? (
          <Alert type="error" showIcon title={apiErrorMessage(preview.error, smartCurveTexts.previewFailed)} />
        ) : preview.data ? (
          <>
            <Typography.Paragraph style={{ margin: 0 }}>
              {preview.data.moved > 0 ? smartCurveTexts.previewMoved(preview.data.moved, preview.data.replayed) : smartCurveTexts.previewNothing}
            </Typography.Paragraph>
            <ReschedulePreviewChart forecast={preview.data.forecast} />
          </>
        ) : (
          <Flex vertical gap={8} aria-label={smartCurveTexts.previewLoading} role="status">
            <Skeleton active title={false} paragraph={{ rows: 3 }} />
          </Flex>
        )}
        {error ? <Alert type="error" showIcon title={error} /> : null}
      </Flex>
    </Modal>
  );
}
