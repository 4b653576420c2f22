import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ApiError,
  AttachBody,
  Attachment,
  AttachmentDetailBody,
  AttachmentId,
  AttachmentUploadBody,
  AttachmentUploadResponse,
  DisattachBody,
} from '@memory/contracts';
import type { AttachmentsService } from './service';

const AttachmentParams = Type.Object({ id: AttachmentId });
const NoContent = { type: 'null' } as const;

/**
 * The signed-in attachment calls. The upload itself goes to the signed URL (blob-routes.ts):
 *   1. PUT /api/attachments {id, contentType}          → { data: { signedUrl, id } }   (premium; type checked)
 *   2. PUT <signedUrl> with the file body and the same Content-Type   (size checked while streaming)
 *   3. POST /api/memos {..., attachments: [{id, type, blurHash}]}    or POST /api/attachments {id, type, blurHash, memoId}
 */
export const attachmentsRoutes: FastifyPluginAsyncTypebox<{ attachments: AttachmentsService }> = async (app, { attachments }) => {
  app.put(
    '/attachments',
    {
      schema: {
        tags: ['attachments'],
        summary: '申请上传地址（会员；图片 ≤ 20MB，视频 ≤ 200MB），随后把文件 PUT 到 data.signedUrl',
        body: AttachmentUploadBody,
        response: { 200: AttachmentUploadResponse, 400: ApiError, 401: ApiError, 403: ApiError, 409: ApiError },
      },
    },
    (request) => attachments.requestUpload(request.userId, request.body),
  );

  app.put(
    '/attachments/detail',
    {
      schema: {
        tags: ['attachments'],
        summary: '附件详情 {ids}：自己已上传的附件及新的签名读取地址（他人的或不存在的不返回）',
        body: AttachmentDetailBody,
        response: { 200: Type.Array(Attachment), 400: ApiError, 401: ApiError },
      },
    },
    (request) => attachments.details(request.userId, request.body.ids),
  );

  app.post(
    '/attachments',
    {
      schema: {
        tags: ['attachments'],
        summary: '把已上传的附件挂到 MEMO 上 {id, type, blurHash?, memoId?}；也用来补写 blurHash',
        body: AttachBody,
        response: { 200: Attachment, 400: ApiError, 401: ApiError, 404: ApiError, 409: ApiError },
      },
    },
    (request) => attachments.attach(request.userId, request.body),
  );

  app.put(
    '/attachments/disattach',
    {
      schema: {
        tags: ['attachments'],
        summary: '从 MEMO 上取下附件 {id, memoId?}（文件保留，可再挂或删除）',
        body: DisattachBody,
        response: { 204: NoContent, 400: ApiError, 401: ApiError, 404: ApiError },
      },
    },
    async (request, reply) => {
      await attachments.disattach(request.userId, request.body);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/attachments/:id',
    {
      schema: {
        tags: ['attachments'],
        summary: '删除附件及其文件',
        params: AttachmentParams,
        response: { 204: NoContent, 401: ApiError, 404: ApiError },
      },
    },
    async (request, reply) => {
      await attachments.remove(request.userId, request.params.id);
      return reply.status(204).send();
    },
  );
};
