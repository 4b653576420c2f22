import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdoptFitBody,
  ApiError,
  CalibrationReport,
  FsrsFit,
  ReschedulePreview,
  ReschedulePreviewQuery,
  SmartCurveChange,
  SmartCurveFits,
  SmartCurveStatus,
} from '@memory/contracts';
import type { FsrsFitService } from './service';

/** 设置 → 智能曲线 (个性化参数) and 数据趋势's calibration, for the signed-in caller (README.md in this folder). */
export const fsrsFitRoutes: FastifyPluginAsyncTypebox<{ fsrsFit: FsrsFitService }> = async (app, { fsrsFit }) => {
  app.get(
    '/smart-curve/status',
    {
      schema: {
        tags: ['smart-curve'],
        summary: '智能曲线当前使用的参数（默认 / 个性化）、最近一次优化及其数据、正在进行的优化、可启用的优化、已计入的评分复习数与下次自动优化日',
        response: { 200: SmartCurveStatus, 401: ApiError },
      },
    },
    (request) => fsrsFit.status(request.userId),
  );

  app.get(
    '/smart-curve/fits',
    {
      schema: {
        tags: ['smart-curve'],
        summary: '最近 20 次参数优化（最新在前），每次都保留其评估数据与结论',
        response: { 200: SmartCurveFits, 401: ApiError },
      },
    },
    (request) => fsrsFit.fits(request.userId),
  );

  app.post(
    '/smart-curve/optimize',
    {
      schema: {
        tags: ['smart-curve'],
        summary: '立即优化：在后台拟合个性化参数（随时可请求；已有一次在排队或进行中 → 409）。结果见 status：更准才可启用',
        response: { 202: FsrsFit, 401: ApiError, 409: ApiError },
      },
    },
    async (request, reply) => reply.code(202).send(await fsrsFit.optimize(request.userId)),
  );

  app.get(
    '/smart-curve/reschedule-preview',
    {
      schema: {
        tags: ['smart-curve'],
        summary:
          '启用某次优化（?fitId）或恢复默认参数（不带 fitId）会怎样重新安排智能曲线：重放历史的条目数、改期的条目数、未来 30 天每天的复习量（前 / 后）。不写入任何数据；他人的优化 → 404，未更准的优化 → 409',
        querystring: ReschedulePreviewQuery,
        response: { 200: ReschedulePreview, 400: ApiError, 401: ApiError, 404: ApiError, 409: ApiError },
      },
    },
    (request) => fsrsFit.preview(request.userId, request.query.fitId),
  );

  app.post(
    '/smart-curve/adopt',
    {
      schema: {
        tags: ['smart-curve'],
        summary: '启用一次更准的优化：之后智能曲线按其参数安排，现有条目按新参数重放历史并分散改期（只改智能曲线）；他人的优化 → 404，未更准 → 409',
        body: AdoptFitBody,
        response: { 200: SmartCurveChange, 400: ApiError, 401: ApiError, 404: ApiError, 409: ApiError },
      },
    },
    (request) => fsrsFit.adopt(request.userId, request.body.fitId),
  );

  app.post(
    '/smart-curve/revert',
    {
      schema: {
        tags: ['smart-curve'],
        summary: '恢复默认参数：智能曲线回到 FSRS 默认参数，现有条目按默认参数重放历史并分散改期；已是默认参数时什么也不改',
        response: { 200: SmartCurveChange, 401: ApiError },
      },
    },
    (request) => fsrsFit.revert(request.userId),
  );

  app.get(
    '/smart-curve/calibration',
    {
      schema: {
        tags: ['smart-curve'],
        summary:
          '数据趋势：智能曲线的预测记忆率与实际记忆率（10 档，每档的复习数），个性化参数的误差降低；各曲线按 Anki 口径的真实记忆率（每条每天第一次复习计入，忘了为未记住，间隔 21 天以上为成熟）',
        response: { 200: CalibrationReport, 401: ApiError },
      },
    },
    (request) => fsrsFit.calibration(request.userId),
  );
};
