import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ApiError,
  CreateJarBody,
  EditJarBody,
  IdParams,
  ImportFromMemosBody,
  Jar,
  JarItem,
  JarItemBody,
  JarItemPage,
  JarItemParams,
  JarPage,
  JarPageQuery,
  JarProgress,
  JarReloadResult,
  JarSettingsBody,
  PageQuery,
} from '@memory/contracts';
import type { JarsService } from './service';

const NoContent = { type: 'null' } as const;
const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError };

/** SPEC §7 Jars. Another user's jar or item is a 404; a buyer's copy of the creator's items is read-only (403). */
export const jarsRoutes: FastifyPluginAsyncTypebox<{ jars: JarsService }> = async (app, { jars }) => {
  const tags = ['jars'];

  app.post(
    '/jars',
    { schema: { tags, summary: '创建知识罐（会员）', body: CreateJarBody, response: { 201: Jar, ...errors } } },
    async (request, reply) => reply.status(201).send(await jars.create(request.userId, request.body)),
  );

  app.get(
    '/jars/page',
    { schema: { tags, summary: '我的知识罐（role：CREATOR 我创建的 / BUYER 我订阅的，最新在前）', querystring: JarPageQuery, response: { 200: JarPage, ...errors } } },
    (request) => jars.page(request.userId, request.query),
  );

  app.get('/jars/:id', { schema: { tags, summary: '知识罐详情', params: IdParams, response: { 200: Jar, ...errors } } }, (request) =>
    jars.get(request.userId, request.params.id),
  );

  app.put(
    '/jars/:id/edit',
    { schema: { tags, summary: '编辑知识罐（名称、简介、封面）', params: IdParams, body: EditJarBody, response: { 200: Jar, ...errors } } },
    (request) => jars.edit(request.userId, request.params.id, request.body),
  );

  app.delete(
    '/jars/:id',
    { schema: { tags, summary: '删除知识罐（知识点、复习计划和帖子一并删除，无法恢复）', params: IdParams, response: { 204: NoContent, ...errors } } },
    async (request, reply) => {
      await jars.remove(request.userId, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/jars/:id/items/page',
    { schema: { tags, summary: '知识点列表（按罐内顺序）', params: IdParams, querystring: PageQuery, response: { 200: JarItemPage, ...errors } } },
    (request) => jars.itemPage(request.userId, request.params.id, request.query.page, request.query.size),
  );

  app.post(
    '/jars/:id/items',
    { schema: { tags, summary: '添加知识点（排在最后；可带正面，内容可含填空）', params: IdParams, body: JarItemBody, response: { 201: JarItem, ...errors } } },
    async (request, reply) => reply.status(201).send(await jars.addItem(request.userId, request.params.id, request.body)),
  );

  app.put(
    '/jars/:id/items/import-from-memos',
    {
      schema: {
        tags,
        summary: '从 MEMOS 导入：按给出的顺序把 MEMO 的内容和附件复制为新的知识点（MEMO 本身不变）',
        params: IdParams,
        body: ImportFromMemosBody,
        response: { 200: Type.Array(JarItem), ...errors },
      },
    },
    (request) => jars.importFromMemos(request.userId, request.params.id, request.body.memoIds),
  );

  app.get(
    '/jars/:id/items/:itemId',
    { schema: { tags, summary: '知识点详情', params: JarItemParams, response: { 200: JarItem, ...errors } } },
    (request) => jars.getItem(request.userId, request.params.id, request.params.itemId),
  );

  app.put(
    '/jars/:id/items/:itemId',
    { schema: { tags, summary: '编辑知识点（只改内容和正面，不改复习计划；不传 front 则正面不变）', params: JarItemParams, body: JarItemBody, response: { 200: JarItem, ...errors } } },
    (request) => jars.editItem(request.userId, request.params.id, request.params.itemId, request.body),
  );

  app.put(
    '/jars/:id/items/:itemId/cancel',
    { schema: { tags, summary: '放弃知识点（不再出现在复习中，列表里标为已放弃）', params: JarItemParams, response: { 200: JarItem, ...errors } } },
    (request) => jars.cancelItem(request.userId, request.params.id, request.params.itemId),
  );

  app.delete(
    '/jars/:id/items/:itemId',
    { schema: { tags, summary: '删除知识点（连同附件和复习计划）', params: JarItemParams, response: { 204: NoContent, ...errors } } },
    async (request, reply) => {
      await jars.removeItem(request.userId, request.params.id, request.params.itemId);
      return reply.status(204).send();
    },
  );

  app.put(
    '/jars/:id/settings',
    {
      schema: {
        tags,
        summary: '知识罐设置：每批数量、批次模式（SERIAL 舒缓 / INTERSECT 快速）、记忆曲线；从下一批起生效',
        params: IdParams,
        body: JarSettingsBody,
        response: { 200: Jar, ...errors },
      },
    },
    (request) => jars.updateSettings(request.userId, request.params.id, request.body),
  );

  app.get(
    '/jars/:id/progress',
    { schema: { tags, summary: '进度：状态、已引入的百分比、最后引入的知识点', params: IdParams, response: { 200: JarProgress, ...errors } } },
    (request) => jars.progress(request.userId, request.params.id),
  );

  app.put(
    '/jars/:id/start',
    { schema: { tags, summary: '开始 / 继续（暂停后）/ 重新开始（已完成后）', params: IdParams, response: { 200: JarProgress, ...errors } } },
    (request) => jars.start(request.userId, request.params.id),
  );

  app.put(
    '/jars/:id/pause',
    { schema: { tags, summary: '暂停（继续时所有待复习日期顺延暂停的天数）', params: IdParams, response: { 200: JarProgress, ...errors } } },
    (request) => jars.pause(request.userId, request.params.id),
  );

  app.put(
    '/jars/:id/reload',
    { schema: { tags, summary: '同步创建者的更新（仅订阅的知识罐）：新增、更新、移除的条数', params: IdParams, response: { 200: JarReloadResult, ...errors } } },
    (request) => jars.reload(request.userId, request.params.id),
  );
};
