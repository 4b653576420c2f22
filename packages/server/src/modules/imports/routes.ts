import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiError,
  IdParams,
  IMPORT_FILE_MAX_BYTES,
  IMPORT_KINDS,
  IMPORT_MESSAGES,
  ImportCommitBody,
  ImportCreated,
  ImportJob,
  StringEnum,
  type ImportKind,
} from '@memory/contracts';
import { badField } from '../../http/errors';
import type { ImportsService, StagedUpload } from './service';
import { oneFileForm, receiveMultipartFile } from '../../files/multipart-file';

const NoContent = { type: 'null' } as const;

/**
 * The multipart form, for the OpenAPI document. The handler reads and checks the parts itself (the file is streamed
 * into the blob store under the size limit), so this schema is never used to validate: see `documentedOnly`.
 */
const ImportUploadForm = Type.Object({
  file: Type.String({ format: 'binary', description: '要导入的文件：.apkg / .colpkg / .csv / .tsv / .txt / .md / flomo 导出的 .zip' }),
  kind: Type.Optional(StringEnum(IMPORT_KINDS, { description: '文件格式；省略时按扩展名判断' })),
  jarId: Type.Optional(Type.String({ description: '导入到这个自己创建的知识罐；省略时导入到新知识罐（或之前导入过这个牌组的知识罐）' })),
});
const documentedOnly = () => () => true;

/** The upload streams into the blob store as it arrives (never held whole); the multipart limit keeps it bounded. */
export const importsRoutes: FastifyPluginAsyncTypebox<{ imports: ImportsService }> = async (app, { imports }) => {
  await app.register(multipart, oneFileForm(IMPORT_FILE_MAX_BYTES, 4));

  app.post(
    '/imports',
    {
      schema: {
        tags: ['imports'],
        summary: '上传要导入的文件（multipart：file；可选 kind、jarId），读取后返回预览的编号',
        description:
          '支持 Anki 牌组（.apkg / .colpkg）、CSV / TSV（可含 Anki 的 #separator: 等文件头）、Obsidian 间隔重复格式的 Markdown、flomo 导出的 zip。' +
          '此时只读取并生成预览，不写入任何内容；`PUT /imports/{id}/commit` 才开始导入。',
        consumes: ['multipart/form-data'],
        body: ImportUploadForm,
        response: { 201: ImportCreated, 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 413: ApiError },
      },
      validatorCompiler: documentedOnly,
    },
    async (request, reply) => {
      const fields: { kind?: ImportKind; jarId?: string } = {};
      // Straight into the blob store as it arrives: a 96-MB package is never held in memory.
      const toStore = {
        receive: async (file: Readable) => {
          const staged = await imports.stage(file);
          return { value: staged, size: staged.size };
        },
        discard: (staged: StagedUpload) => imports.discard(staged),
      };
      const { fileName, value: staged } = await receiveMultipartFile(
        request,
        {
          maxBytes: IMPORT_FILE_MAX_BYTES,
          defaultName: 'import',
          messages: { missing: IMPORT_MESSAGES.fileMissing, tooLarge: IMPORT_MESSAGES.tooLarge(`${IMPORT_FILE_MAX_BYTES / 1024 / 1024} MB`) },
          onField(name, value) {
            if (name === 'kind') {
              if (!(IMPORT_KINDS as readonly string[]).includes(value)) throw badField('kind', `kind 只能是 ${IMPORT_KINDS.join('、')}`);
              fields.kind = value as ImportKind;
            } else if (name === 'jarId' && value.trim()) {
              fields.jarId = value.trim();
            }
          },
        },
        toStore,
      );
      return reply.status(201).send(await imports.upload(request.userId, { fileName, staged }, fields));
    },
  );

  app.get(
    '/imports/:id',
    {
      schema: {
        tags: ['imports'],
        summary: '导入的状态：PREVIEW（预览）、RUNNING（进度）、DONE（报告）、FAILED（原因）',
        params: IdParams,
        response: { 200: ImportJob, 401: ApiError, 404: ApiError },
      },
    },
    (request) => imports.get(request.userId, request.params.id),
  );

  app.put(
    '/imports/:id/preview',
    {
      schema: {
        tags: ['imports'],
        summary: '按新的选择（字段对应、每个牌组一个知识罐、知识罐名称）重新生成预览；仍不写入任何内容',
        description: '请求体与 commit 相同（reviewHistory 不影响预览）。返回更新后的导入（PREVIEW）：数量、跳过原因和示例都按这些选择计算。',
        params: IdParams,
        body: ImportCommitBody,
        response: { 200: ImportJob, 400: ApiError, 401: ApiError, 404: ApiError, 409: ApiError },
      },
    },
    (request) => imports.repreview(request.userId, request.params.id, request.body),
  );

  app.put(
    '/imports/:id/commit',
    {
      schema: {
        tags: ['imports'],
        summary: '开始导入（后台任务）；请求体可为 {}：按牌组名新建一个知识罐，自动映射字段',
        params: IdParams,
        body: ImportCommitBody,
        response: { 200: ImportJob, 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError },
      },
    },
    (request) => imports.commit(request.userId, request.params.id, request.body),
  );

  app.delete(
    '/imports/:id',
    {
      schema: {
        tags: ['imports'],
        summary: '删除预览或已结束的导入记录（进行中的导入不能删除）',
        params: IdParams,
        response: { 204: NoContent, 401: ApiError, 404: ApiError, 409: ApiError },
      },
    },
    async (request, reply) => {
      await imports.remove(request.userId, request.params.id);
      return reply.status(204).send();
    },
  );
};
