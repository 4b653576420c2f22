import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AccountExportCreated, AccountExportJob, ApiError, IdParams, JarExportQuery, Nullable } from '@memory/contracts';
import { attachmentDisposition } from '../../http/content-disposition';
import type { ExportsService } from './service';

const FileBody = (description: string, type: string) => ({ description, content: { [type]: { schema: { type: 'string', format: 'binary' } } } });

/**
 * 导出 and 下载我的数据. Free for every plan: it is the learner's own data. Downloads are answered with
 * `Content-Disposition: attachment` and a UTF-8 file name (the jar's name), never cached by a shared cache.
 */
export const exportsRoutes: FastifyPluginAsyncTypebox<{ exports: ExportsService }> = async (app, { exports }) => {
  app.get(
    '/jars/:id/export',
    {
      schema: {
        tags: ['exports'],
        summary: '导出知识罐：apkg（Anki 牌组，含图片和视频）、csv（Anki 可导入的文本文件）、md（Obsidian 间隔重复格式）',
        description:
          '自己创建的知识罐和订阅的知识罐都可导出；已放弃的知识点不导出。每个知识点的编号即 Anki 笔记的 GUID，' +
          '再次导入同一知识罐时据此识别，不会重复添加。',
        params: IdParams,
        querystring: JarExportQuery,
        response: {
          200: FileBody('导出的文件（Content-Disposition: attachment）', 'application/octet-stream'),
          400: ApiError,
          401: ApiError,
          404: ApiError,
        },
      },
    },
    async (request, reply) => {
      const file = await exports.jarFile(request.userId, request.params.id, request.query.format);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
    },
  );

  app.post(
    '/account/export',
    {
      schema: {
        tags: ['exports'],
        summary: '下载我的数据：开始打包（后台任务），返回导出编号；进行中的导出会直接返回它的编号',
        description: '压缩包含 README.md（说明）、data.json（全部数据）和 files/（全部图片和视频）。每位用户只保留最近一次导出。',
        response: { 201: AccountExportCreated, 401: ApiError },
      },
    },
    async (request, reply) => reply.status(201).send(await exports.startAccountExport(request.userId)),
  );

  // A fixed path, matched before /account/export/:id (find-my-way prefers a static segment to a parameter).
  app.get(
    '/account/export/latest',
    {
      schema: {
        tags: ['exports'],
        summary: '最近一次「下载我的数据」：进行中、已完成或失败；从未导出过时为 null',
        description: '每位用户只保留最近一次导出。设置页打开时据此显示打包进度或「下载」，刷新页面后也不会丢失。',
        response: { 200: Nullable(AccountExportJob), 401: ApiError },
      },
    },
    (request) => exports.latestAccountExport(request.userId),
  );

  app.get(
    '/account/export/:id',
    {
      schema: {
        tags: ['exports'],
        summary: '导出的状态：RUNNING（进度）、DONE（可下载）、FAILED（原因）',
        params: IdParams,
        response: { 200: AccountExportJob, 400: ApiError, 401: ApiError, 404: ApiError },
      },
    },
    (request) => exports.accountExport(request.userId, request.params.id),
  );

  app.get(
    '/account/export/:id/download',
    {
      schema: {
        tags: ['exports'],
        summary: '下载导出的压缩包（仅 DONE 状态）',
        params: IdParams,
        response: { 200: FileBody('zip 压缩包', 'application/zip'), 400: ApiError, 401: ApiError, 404: ApiError, 409: ApiError },
      },
    },
    async (request, reply) => {
      const download = await exports.accountExportDownload(request.userId, request.params.id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-length', download.size)
        .header('content-disposition', attachmentDisposition(download.fileName))
        .header('cache-control', 'private, no-store')
        .send(download.open());
    },
  );
};
