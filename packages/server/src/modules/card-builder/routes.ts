import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AcceptCardProposalsBody,
  AcceptCardProposalsResult,
  AI_FATAL_EVENT,
  AI_RATE_LIMITED_MESSAGE,
  ApiError,
  CARD_BUILDER_EVENTS,
  CARD_BUILDER_FILE_EXTENSIONS,
  CARD_BUILDER_FILE_MAX_BYTES,
  CARD_BUILDER_HTML_MAX_LENGTH,
  CARD_BUILDER_SOURCE_MESSAGES,
  CardBuilderMemosSourceBody,
  CardBuilderSource,
  CardBuilderWebPageSourceBody,
  CardBuilderRun,
  CardBuilderRunSummary,
  CardBuilderTargetBody,
  CardBuilderUsage,
  CardProposal,
  CreateCardBuilderRunBody,
  EditCardProposalBody,
  IdParams,
  RejectCardProposalsBody,
} from '@memory/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { now } from '../../clock';
import { AppError } from '../../http/errors';
import { oneFileForm, readMultipartFile } from '../../files/multipart-file';
import { disconnectSignal, openEventStream } from '../../http/event-stream';
import type { AiCallLimiter } from '../../limits/ai-calls';
import type { CardBuilderService } from './service';
import type { RunRow } from './queries';

const NoContent = { type: 'null' } as const;
const STREAM_DESCRIPTION =
  'text/event-stream：先 `event: run`（这次制卡：材料、段落和已有的卡片），然后每读到一张卡片一个 `event: proposal`（卡片及检查结果），' +
  '每问完一段材料一个 `event: passage`（{index}），最后 `event: end`（概要，含结束时的状态）；' +
  'AI 不可用时 `event: FatalError`（{code, message}），已生成的卡片都保留。页面离开时制卡停在当前段落，可继续生成。' +
  '流开始之前的错误是 JSON。';
const streamResponse = { description: STREAM_DESCRIPTION, content: { 'text/event-stream': { schema: { type: 'string' } } } };

/** The multipart form of `POST /card-builder/sources/file`, for the OpenAPI document (the handler reads the parts). */
const SourceFileForm = Type.Object({
  file: Type.String({
    format: 'binary',
    description: `材料文件：${CARD_BUILDER_FILE_EXTENSIONS.join(' / ')}，不超过 ${CARD_BUILDER_FILE_MAX_BYTES / 1024 / 1024} MB（按内容判断格式，不只看扩展名）`,
  }),
});
const documentedOnly = () => () => true;
const SOURCE_DESCRIPTION =
  '只读取材料，不开始制卡、不计入额度：返回的 text 由页面显示并可修改，再作为 `POST /card-builder/runs` 的 source（连同 sourceKind、sourceName）提交。' +
  '超过 50 000 字时 text 截到 50 000 字以内（truncated: true，characters 是读到的全部字数）。';

interface CardBuilderRoutesOptions {
  cardBuilder: CardBuilderService;
  /** A run (or 继续生成) is one AI call in the user's per-minute AI limit. */
  aiCalls: AiCallLimiter;
}

export const cardBuilderRoutes: FastifyPluginAsyncTypebox<CardBuilderRoutesOptions> = async (app, { cardBuilder, aiCalls }) => {
  /**
   * 429 before the run starts: over the AI call limit (Retry-After in seconds). Otherwise the call is counted, and
   * handed back when `open` refuses the run (a 4xx: too long, over the day's budget, not found): no model was asked.
   */
  async function withAiCall(request: FastifyRequest, reply: FastifyReply, open: () => Promise<RunRow>): Promise<RunRow> {
    const quota = await aiCalls.take(request.userId);
    if (!quota.allowed) {
      reply.header('retry-after', String(quota.retryAfterSeconds));
      throw new AppError('RATE_LIMITED', AI_RATE_LIMITED_MESSAGE);
    }
    try {
      return await open();
    } catch (error) {
      if (error instanceof AppError) await aiCalls.giveBack(request.userId);
      throw error;
    }
  }

  /** Streams the run until it ends or the page leaves (the run then stops where it is; 继续生成 goes on). */
  async function stream(request: FastifyRequest, reply: FastifyReply, run: RunRow): Promise<void> {
    const disconnected = disconnectSignal(reply);
    const events = openEventStream(reply);
    try {
      events.send(CARD_BUILDER_EVENTS.run, await cardBuilder.detail(run));
      const outcome = await cardBuilder.generate(run, disconnected, {
        proposal: (proposal) => events.send(CARD_BUILDER_EVENTS.proposal, proposal),
        passage: (index) => events.send(CARD_BUILDER_EVENTS.passage, { index }),
      });
      if (outcome.failure) {
        const { code, message, detail } = outcome.failure;
        const log = code === 'AI_NOT_CONFIGURED' ? request.log.debug : request.log.warn;
        log.call(request.log, { code, detail, runId: run.id }, 'card builder run failed');
        events.send(AI_FATAL_EVENT, { code, message });
      }
      events.send(CARD_BUILDER_EVENTS.end, outcome.run);
    } catch (error) {
      request.log.error({ err: error, runId: run.id }, 'card builder stream failed');
      events.send(AI_FATAL_EVENT, { code: 'AI_UPSTREAM_FAILED', message: '制卡中断了，已生成的卡片都保留着，请稍后继续生成' });
    } finally {
      events.end();
    }
  }

  await app.register(multipart, oneFileForm(CARD_BUILDER_FILE_MAX_BYTES, 2));

  app.post(
    '/card-builder/sources/file',
    {
      schema: {
        tags: ['card-builder'],
        summary: 'AI 制卡：上传 .txt / .md / .docx / .pdf（multipart：file），读出其中的文字作为材料',
        description:
          `${SOURCE_DESCRIPTION} PDF 只读文字层：扫描版（没有文字层）回答 400 并说明。读不了的文件（格式不符、已损坏、加密、旧版 .doc）回答 400，` +
          `超过 ${CARD_BUILDER_FILE_MAX_BYTES / 1024 / 1024} MB 回答 413，fields.file 说明原因。`,
        consumes: ['multipart/form-data'],
        body: SourceFileForm,
        response: { 200: CardBuilderSource, 400: ApiError, 401: ApiError, 403: ApiError, 413: ApiError },
      },
      validatorCompiler: documentedOnly,
    },
    async (request) => {
      const file = await readMultipartFile(request, {
        maxBytes: CARD_BUILDER_FILE_MAX_BYTES,
        defaultName: '材料',
        messages: { missing: CARD_BUILDER_SOURCE_MESSAGES.fileMissing, tooLarge: CARD_BUILDER_SOURCE_MESSAGES.fileTooLarge },
      });
      return cardBuilder.fileSource(request.userId, file);
    },
  );

  app.post(
    '/card-builder/sources/web-page',
    {
      // A whole page's source, in UTF-8 (a Chinese character is 3 bytes).
      bodyLimit: CARD_BUILDER_HTML_MAX_LENGTH * 3 + 1024,
      schema: {
        tags: ['card-builder'],
        summary: 'AI 制卡：粘贴网页的 HTML，用 Readability 提取正文（去掉导航、脚本、页脚等）作为材料',
        description: `${SOURCE_DESCRIPTION} 找不到正文时回答 400（fields.html）。`,
        body: CardBuilderWebPageSourceBody,
        response: { 200: CardBuilderSource, 400: ApiError, 401: ApiError, 403: ApiError, 413: ApiError },
      },
    },
    async (request) => cardBuilder.webPageSource(request.userId, request.body.html),
  );

  app.post(
    '/card-builder/sources/memos',
    {
      schema: {
        tags: ['card-builder'],
        summary: 'AI 制卡：选择自己的 MEMO（最多 50 条）作为材料，每条一段',
        description: `${SOURCE_DESCRIPTION} 不存在或不是自己的 MEMO 回答 404（fields.memoIds）。`,
        body: CardBuilderMemosSourceBody,
        response: { 200: CardBuilderSource, 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError },
      },
    },
    async (request) => cardBuilder.memosSource(request.userId, request.body.memoIds),
  );

  app.get(
    '/card-builder/usage',
    { schema: { tags: ['card-builder'], summary: 'AI 制卡：今天已用的字数、每日上限和重置时间', response: { 200: CardBuilderUsage, 401: ApiError } } },
    async (request) => cardBuilder.usage(request.userId),
  );

  app.post(
    '/card-builder/runs',
    {
      schema: {
        tags: ['card-builder'],
        summary: 'AI 制卡：提交材料，按段落生成卡片并以流返回（会员功能；计入 AI 调用频率和每日字数额度）',
        description: STREAM_DESCRIPTION,
        body: CreateCardBuilderRunBody,
        response: { 200: streamResponse, 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      try {
        const run = await withAiCall(request, reply, () => cardBuilder.start(request.userId, request.body));
        await stream(request, reply, run);
      } catch (error) {
        // Over the day's budget: Retry-After says when it starts over (the next midnight, China time).
        if (error instanceof AppError && error.code === 'RATE_LIMITED' && !reply.hasHeader('retry-after')) {
          const { resetsAt } = await cardBuilder.usage(request.userId);
          reply.header('retry-after', String(Math.max(1, Math.ceil((Date.parse(resetsAt) - now().getTime()) / 1000))));
          reply.header('x-ratelimit-reset', resetsAt);
        }
        throw error;
      }
    },
  );

  app.post(
    '/card-builder/runs/:id/continue',
    {
      schema: {
        tags: ['card-builder'],
        summary: 'AI 制卡：继续生成中途停下（或失败）的制卡，从第一段没有问完的材料开始',
        description: STREAM_DESCRIPTION,
        params: IdParams,
        response: { 200: streamResponse, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      const run = await withAiCall(request, reply, () => cardBuilder.resume(request.userId, request.params.id));
      await stream(request, reply, run);
    },
  );

  app.get(
    '/card-builder/runs',
    {
      schema: {
        tags: ['card-builder'],
        summary: 'AI 制卡：收件箱里的制卡记录（最近的在前，保留 7 天）',
        response: { 200: Type.Array(CardBuilderRunSummary), 401: ApiError },
      },
    },
    async (request) => cardBuilder.list(request.userId),
  );

  app.get(
    '/card-builder/runs/:id',
    {
      schema: {
        tags: ['card-builder'],
        summary: 'AI 制卡：一次制卡的材料、段落和全部卡片',
        params: IdParams,
        response: { 200: CardBuilderRun, 401: ApiError, 404: ApiError },
      },
    },
    async (request) => cardBuilder.get(request.userId, request.params.id),
  );

  app.post(
    '/card-builder/runs/:id/cancel',
    {
      schema: {
        tags: ['card-builder'],
        summary: 'AI 制卡：停止生成（已生成的卡片保留在收件箱）',
        params: IdParams,
        response: { 200: CardBuilderRun, 401: ApiError, 404: ApiError },
      },
    },
    async (request) => cardBuilder.cancel(request.userId, request.params.id),
  );

  app.put(
    '/card-builder/runs/:id/jar',
    {
      schema: {
        tags: ['card-builder'],
        summary: 'AI 制卡：选择接受的卡片放进哪个知识罐（null：新建），并按它重新检查重复',
        params: IdParams,
        body: CardBuilderTargetBody,
        response: { 200: CardBuilderRun, 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError },
      },
    },
    async (request) => cardBuilder.setTarget(request.userId, request.params.id, request.body.jarId),
  );

  app.put(
    '/card-builder/proposals/:id',
    {
      schema: {
        tags: ['card-builder'],
        summary: 'AI 制卡：修改一张还没处理的卡片（重新检查）',
        params: IdParams,
        body: EditCardProposalBody,
        response: { 200: CardProposal, 400: ApiError, 401: ApiError, 404: ApiError, 409: ApiError },
      },
    },
    async (request) => cardBuilder.editProposal(request.userId, request.params.id, request.body),
  );

  app.post(
    '/card-builder/runs/:id/accept',
    {
      schema: {
        tags: ['card-builder'],
        summary: 'AI 制卡：接受卡片，写入这次制卡的知识罐或新建的知识罐（newJarName）',
        params: IdParams,
        body: AcceptCardProposalsBody,
        response: { 200: AcceptCardProposalsResult, 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError },
      },
    },
    async (request) => cardBuilder.accept(request.userId, request.params.id, request.body),
  );

  app.post(
    '/card-builder/runs/:id/reject',
    {
      schema: {
        tags: ['card-builder'],
        summary: 'AI 制卡：拒绝卡片（不会写入知识罐）',
        params: IdParams,
        body: RejectCardProposalsBody,
        response: { 200: CardBuilderRun, 400: ApiError, 401: ApiError, 404: ApiError },
      },
    },
    async (request) => cardBuilder.reject(request.userId, request.params.id, request.body.proposalIds),
  );

  app.delete(
    '/card-builder/runs/:id',
    {
      schema: {
        tags: ['card-builder'],
        summary: 'AI 制卡：删除一次制卡和它收件箱里的卡片（已接受的知识点不受影响）',
        params: IdParams,
        response: { 204: NoContent, 401: ApiError, 404: ApiError },
      },
    },
    async (request, reply) => {
      await cardBuilder.remove(request.userId, request.params.id);
      return reply.status(204).send();
    },
  );
};
