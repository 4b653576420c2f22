import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiError, AttachmentId, SignedBlobQuery } from '@memory/contracts';
import type { AttachmentsService } from './service';

const BlobParams = Type.Object({ id: AttachmentId });

/**
 * /api/blobs/{id}?expires&signature — no bearer token: the signature is the permission (see signing.ts).
 * PUT streams the file body to the blob store without buffering it; GET serves it, with Range for video seeking.
 */
export const blobRoutes: FastifyPluginAsyncTypebox<{ attachments: AttachmentsService }> = async (app, { attachments }) => {
  // Any content type, handed over as the raw stream: the size limit is enforced while writing, not by a buffer.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.put(
    '/blobs/:id',
    {
      schema: {
        tags: ['attachments'],
        summary: '上传文件（签名地址；Content-Type 必须与申请时一致）',
        params: BlobParams,
        querystring: SignedBlobQuery,
        response: { 204: { type: 'null' }, 400: ApiError, 403: ApiError, 404: ApiError, 409: ApiError },
      },
    },
    async (request, reply) => {
      const declared = request.headers['content-length'];
      const length = declared !== undefined && /^\d+$/.test(declared) ? Number(declared) : undefined;
      const body = (request.body as Readable | undefined) ?? request.raw;
      try {
        await attachments.receiveUpload(request.params.id, request.query, {
          contentType: request.headers['content-type'],
          length,
          body,
        });
      } catch (error) {
        // The rest of a refused body is not read: close the connection after answering instead.
        if (!body.readableEnded) void reply.header('connection', 'close');
        throw error;
      }
      return reply.status(204).send();
    },
  );

  app.get(
    '/blobs/:id',
    {
      schema: {
        tags: ['attachments'],
        summary: '读取文件（签名地址，仅发给附件的主人；支持 Range）',
        params: BlobParams,
        querystring: SignedBlobQuery,
        // The body is the file itself (a stream: never serialized); errors are the usual ApiError.
        response: {
          200: { description: '文件内容（Content-Type 为上传时的类型）', content: { '*/*': { schema: { type: 'string', format: 'binary' } } } },
          206: { description: 'Range 请求的部分内容', content: { '*/*': { schema: { type: 'string', format: 'binary' } } } },
          400: ApiError,
          403: ApiError,
          404: ApiError,
          416: { description: 'Range 超出文件大小（Content-Range: bytes */size）', type: 'null' },
        },
      },
    },
    async (request, reply) => {
      const download = await attachments.openDownload(request.params.id, request.query);
      // An SVG opened on its own must not run script in our origin.
      void reply
        .header('content-type', download.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('cache-control', 'private, max-age=86400')
        .header('accept-ranges', 'bytes');
      const range = parseRange(request.headers.range, download.size);
      if (range === 'unsatisfiable') {
        return reply.status(416).header('content-range', `bytes */${download.size}`).send();
      }
      if (range) {
        return reply
          .status(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${download.size}`)
          .header('content-length', range.end - range.start + 1)
          .send(download.open(range));
      }
      return reply.header('content-length', download.size).send(download.open());
    },
  );
};

/** A single `bytes=start-end` range (what video elements send); anything else gets the whole file. */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, from = '', to = ''] = match;
  let start: number;
  let end: number;
  if (from === '') {
    // "bytes=-500": the last 500 bytes.
    start = Math.max(0, size - Number(to));
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}
