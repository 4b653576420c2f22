import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError, CreateMemoBody, EditMemoBody, IdParams, Memo, MemoPage, MemoTag, PageOf, PageQuery, TagPageQuery } from '@memory/contracts';
import type { MemosService } from './service';

export const memosRoutes: FastifyPluginAsyncTypebox<{ memos: MemosService }> = async (app, { memos }) => {
  app.post(
    '/memos',
    {
      schema: {
        tags: ['memos'],
        summary: '新建 MEMO',
        body: CreateMemoBody,
        response: { 201: Memo, 400: ApiError, 401: ApiError },
      },
    },
    async (request, reply) => reply.status(201).send(await memos.create(request.userId, request.body)),
  );

  // Registered before /memos/:id so "page" is never taken for an id.
  app.get(
    '/memos/page',
    {
      schema: {
        tags: ['memos'],
        summary: '我的 MEMO 列表（未放弃的，最新在前）',
        querystring: PageQuery,
        response: { 200: MemoPage, 400: ApiError, 401: ApiError },
      },
    },
    (request) => memos.page(request.userId, request.query.page, request.query.size),
  );

  app.get(
    '/memos/:id',
    { schema: { tags: ['memos'], summary: 'MEMO 详情', params: IdParams, response: { 200: Memo, 401: ApiError, 404: ApiError } } },
    (request) => memos.get(request.userId, request.params.id),
  );

  app.put(
    '/memos/:id/edit',
    {
      schema: {
        tags: ['memos'],
        summary: '编辑 MEMO（只改内容）',
        params: IdParams,
        body: EditMemoBody,
        response: { 200: Memo, 400: ApiError, 401: ApiError, 404: ApiError, 409: ApiError },
      },
    },
    (request) => memos.edit(request.userId, request.params.id, request.body.content),
  );

  app.put(
    '/memos/:id/cancel',
    {
      schema: {
        tags: ['memos'],
        summary: '放弃 MEMO（不可恢复）',
        params: IdParams,
        response: { 200: Memo, 401: ApiError, 404: ApiError },
      },
    },
    (request) => memos.cancel(request.userId, request.params.id),
  );

  app.get(
    '/memo-tags/page',
    {
      schema: {
        tags: ['memos'],
        summary: '我的标签（?keyword 模糊匹配，使用最多的在前）',
        querystring: TagPageQuery,
        response: { 200: PageOf(MemoTag), 400: ApiError, 401: ApiError },
      },
    },
    (request) => memos.tagPage(request.userId, request.query.keyword, request.query.page, request.query.size),
  );

  app.get(
    '/memo-tags/:id/memos/page',
    {
      schema: {
        tags: ['memos'],
        summary: '带某个标签的 MEMO（未放弃的，最新在前）',
        params: IdParams,
        querystring: PageQuery,
        response: { 200: MemoPage, 400: ApiError, 401: ApiError, 404: ApiError },
      },
    },
    (request) => memos.memosOfTag(request.userId, request.params.id, request.query.page, request.query.size),
  );
};
