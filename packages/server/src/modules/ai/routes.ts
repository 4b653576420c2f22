import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AI_CHAT_HISTORY_MAX_MESSAGES,
  AI_CHAT_MESSAGE_MAX_LENGTH,
  AI_CONTENT_MAX_LENGTH,
  AI_PREMIUM_REQUIRED_MESSAGES,
  AI_PREMIUM_TYPES,
  AI_RATE_LIMITED_MESSAGE,
  AI_PROMPT_MAX_LENGTH,
  AiRequest,
  ApiError,
} from '@memory/contracts';
import { AppError, badField } from '../../http/errors';
import { disconnectSignal } from '../../http/event-stream';
import type { AccountService } from '../account/service';
import { openEventStream } from './event-stream';
import { AiFailure } from './failures';
import { subjectOf } from './prompts';
import type { AiCallLimiter } from '../../limits/ai-calls';
import type { AiService } from './service';

/**
 * The largest valid body (every text at its limit — the prompt, the content and a card's 正面, the history — 3 UTF-8
 * bytes a character) plus room for the JSON around it.
 */
export const AI_BODY_LIMIT_BYTES =
  3 * (AI_PROMPT_MAX_LENGTH + 2 * AI_CONTENT_MAX_LENGTH + AI_CHAT_HISTORY_MAX_MESSAGES * AI_CHAT_MESSAGE_MAX_LENGTH) + 16 * 1024;

export const AI_PAYLOAD_TOO_LARGE_MESSAGE = 'AI 请求内容过长';

interface AiRoutesOptions {
  ai: AiService;
  account: AccountService;
  /** Every AI call of a user counts here (AI 制卡's runs too): one limiter for the whole API. */
  limiter: AiCallLimiter;
}

export const aiRoutes: FastifyPluginAsyncTypebox<AiRoutesOptions> = async (app, { ai, account, limiter }) => {

  app.post(
    '/ai/stream',
    {
      bodyLimit: AI_BODY_LIMIT_BYTES,
      schema: {
        tags: ['ai'],
        summary: 'AI 流式回答（text/event-stream）：智能解释、对话、考考我、扩写',
        description:
          '200: `data: {"text","metadata":{"finishReason":null}}` per chunk, the last with finishReason "STOP"; ' +
          'any failure: `event: FatalError` with `{code, message}`, then the stream ends. Errors before the stream opens are JSON.',
        body: AiRequest,
        response: {
          200: { description: 'text/event-stream：见上', content: { 'text/event-stream': { schema: { type: 'string' } } } },
          400: ApiError,
          401: ApiError,
          403: ApiError,
          413: ApiError,
          429: ApiError,
        },
      },
      // Fastify's body-size refusal would otherwise become the API's generic 400.
      errorHandler(error, _request, reply) {
        if (error.statusCode === 413) {
          return reply.status(413).send({ code: 'PAYLOAD_TOO_LARGE', message: AI_PAYLOAD_TOO_LARGE_MESSAGE });
        }
        throw error; // the API's error handler
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (!subjectOf(body)) {
        if (body.type === 'explainer' || body.type === 'exam') throw badField('memoContent', '不能为空');
        throw badField('prompt', '不能为空');
      }
      const premiumMessage = AI_PREMIUM_TYPES.includes(body.type) ? AI_PREMIUM_REQUIRED_MESSAGES[body.type] : undefined;
      if (premiumMessage) await account.requirePremium(request.userId, premiumMessage);
      const quota = await limiter.take(request.userId);
      if (!quota.allowed) {
        reply.header('retry-after', String(quota.retryAfterSeconds));
        throw new AppError('RATE_LIMITED', AI_RATE_LIMITED_MESSAGE);
      }

      // The browser closing the connection (tab closed, component unmounted) cancels the upstream call.
      const disconnected = disconnectSignal(reply);
      const events = openEventStream(reply);
      try {
        for await (const text of ai.stream(body, disconnected)) {
          if (disconnected.aborted) break;
          events.chunk(text);
        }
        if (!disconnected.aborted) events.stop();
      } catch (error) {
        if (disconnected.aborted) return;
        const failure = error instanceof AiFailure ? error : new AiFailure('AI_UPSTREAM_FAILED', String(error));
        const log = failure.code === 'AI_NOT_CONFIGURED' ? request.log.debug : request.log.warn;
        log.call(request.log, { code: failure.code, detail: failure.detail, type: body.type }, 'AI stream failed');
        events.fatal(failure.toEvent());
      } finally {
        events.end();
      }
    },
  );
};
