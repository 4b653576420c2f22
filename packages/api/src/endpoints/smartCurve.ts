// 智能曲线's personal parameters (packages/server/src/modules/fsrs-fit): the status and fits, 立即优化, the preview of
// a rescheduling, adopt / revert, and 数据趋势's calibration report.
import type { AdoptFitBody, CalibrationReport, FsrsFit, ReschedulePreview, SmartCurveChange, SmartCurveStatus } from '@memory/contracts';
import { api } from '../api';

/** Adopting or reverting moves 智能曲线 units to other days: everything that counts due reviews asks again. */
const RESCHEDULED = ['SmartCurve', 'TrendSummary', 'Retention'] as const;

export const smartCurveApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSmartCurveStatus: build.query<SmartCurveStatus, void>({
      query: () => '/smart-curve/status',
      providesTags: ['SmartCurve'],
    }),
    /** 立即优化: the fit is queued (202); the status shows it running, then its decision. */
    optimizeSmartCurve: build.mutation<FsrsFit, void>({
      query: () => ({ url: '/smart-curve/optimize', method: 'POST' }),
      invalidatesTags: ['SmartCurve'],
    }),
    /** What adopting `fitId` (or, without it, going back to the defaults) would move; writes nothing. */
    getReschedulePreview: build.query<ReschedulePreview, { fitId?: string }>({
      query: ({ fitId }) => ({ url: '/smart-curve/reschedule-preview', params: fitId ? { fitId } : undefined }),
      // A preview is of this moment's schedule: asked afresh each time the dialog opens.
      keepUnusedDataFor: 0,
    }),
    adoptSmartCurveFit: build.mutation<SmartCurveChange, AdoptFitBody>({
      query: (body) => ({ url: '/smart-curve/adopt', method: 'POST', body }),
      invalidatesTags: [...RESCHEDULED],
    }),
    revertSmartCurve: build.mutation<SmartCurveChange, void>({
      query: () => ({ url: '/smart-curve/revert', method: 'POST' }),
      invalidatesTags: [...RESCHEDULED],
    }),
    getCalibration: build.query<CalibrationReport, void>({
      query: () => '/smart-curve/calibration',
      providesTags: ['SmartCurve'],
    }),
  }),
});

export const {
  useGetSmartCurveStatusQuery,
  useOptimizeSmartCurveMutation,
  useGetReschedulePreviewQuery,
  useAdoptSmartCurveFitMutation,
  useRevertSmartCurveMutation,
  useGetCalibrationQuery,
} = smartCurveApi;
