// MSW handler for POST /api/ai/stream: a scripted server-sent event stream in the wire format of
// @memory/contracts/ai (chunks until STOP, a FatalError event, or a JSON ApiError before the stream opens).
import { http, HttpResponse } from 'msw';
import {
  AI_FATAL_EVENT,
  AI_FATAL_MESSAGES,
  AI_PREMIUM_REQUIRED_MESSAGES,
  AI_PREMIUM_TYPES,
  AI_RATE_LIMITED_MESSAGE,
  AiRequest,
  FINISH_REASON_STOP,
  isPremium,
  PREMIUM_REQUIRED_MESSAGES,
  type AiFatalCode,
  type AiRequestType,
  type ApiError,
  type ExamQuestion,
  type StreamChunk,
} from '@memory/contracts';
import { validate } from '@memory/contracts/validation';
import type { FakeState } from './fakeData';

/** What one call to the fake answers. */
export type AiScript =
  /** These chunks, then STOP. */
  | { kind: 'stream'; chunks: string[] }
  /** These chunks (if any), then a FatalError event. */
  | { kind: 'fatal'; code: AiFatalCode; message?: string; chunks?: string[] }
  /** A JSON ApiError instead of a stream (403 PREMIUM_REQUIRED, 429 RATE_LIMITED, …). */
  | { kind: 'error'; status: number; error: ApiError }
  /** These chunks, then the stream ends without STOP (the client retries). */
  | { kind: 'drop'; chunks?: string[] }
  /** These chunks, then nothing until the client goes away. */
  | { kind: 'hang'; chunks?: string[] };

/** A fixed script, or one per call (`call` counts from 0) so a test can script a retry. */
export type AiScriptSource = AiScript | ((request: AiRequest, call: number) => AiScript);

export interface AiStreamHandlerOptions {
  /** Pause before each event, so Storybook shows the text streaming in. Default 0. */
  delayMs?: number;
  /** Sees every valid request body, in order. */
  onRequest?(request: AiRequest): void;
  /** Called when the client closes the stream before the fake finished it. */
  onCancel?(): void;
}

/** Splits text into small chunks, like a model's token stream. */
export function chunkText(text: string, size = 6): string[] {
  const characters = [...text];
  const chunks: string[] = [];
  for (let index = 0; index < characters.length; index += size) chunks.push(characters.slice(index, index + size).join(''));
  return chunks;
}

export const aiScripts = {
  text: (text: string): AiScript => ({ kind: 'stream', chunks: chunkText(text) }),
  chunks: (...chunks: string[]): AiScript => ({ kind: 'stream', chunks }),
  /** An exam answer: the question's JSON streamed in pieces. */
  exam: (question: ExamQuestion): AiScript => ({ kind: 'stream', chunks: chunkText(JSON.stringify(question), 16) }),
  /** The server's message for the code unless a test scripts another. */
  fatal: (code: AiFatalCode = 'AI_UPSTREAM_FAILED', message = AI_FATAL_MESSAGES[code], chunks: string[] = []): AiScript => ({
    kind: 'fatal',
    code,
    message,
    chunks,
  }),
  notConfigured: (): AiScript => ({ kind: 'fatal', code: 'AI_NOT_CONFIGURED', message: AI_FATAL_MESSAGES.AI_NOT_CONFIGURED }),
  premiumRequired: (type: AiRequestType = 'explainer'): AiScript => ({
    kind: 'error',
    status: 403,
    error: { code: 'PREMIUM_REQUIRED', message: AI_PREMIUM_REQUIRED_MESSAGES[type] ?? PREMIUM_REQUIRED_MESSAGES.AI_EXPLANATION },
  }),
  rateLimited: (): AiScript => ({
    kind: 'error',
    status: 429,
    error: { code: 'RATE_LIMITED', message: AI_RATE_LIMITED_MESSAGE },
  }),
  drop: (...chunks: string[]): AiScript => ({ kind: 'drop', chunks }),
  hang: (...chunks: string[]): AiScript => ({ kind: 'hang', chunks }),
};

export const SAMPLE_EXAM_QUESTION: ExamQuestion = {
  question: '光合作用主要在植物细胞的哪个结构中进行？',
  options: { A: '线粒体', B: '叶绿体', C: '细胞核', D: '液泡' },
  answer: 'B',
};

/** The default fake's answers, by request type: plausible text, no model. */
export function defaultAiScript(request: AiRequest): AiScript {
  const subject = (request.memoContent || request.prompt).trim().slice(0, 40) || '这条内容';
  switch (request.type) {
    case 'explainer':
      return aiScripts.text(
        `**含义**：${subject}\n\n**要点**\n- 抓住核心概念\n- 理解它和已有知识的联系\n\n**例子**：试着用自己的话举一个生活中的例子。\n\n**记忆技巧**：把关键词编成一句顺口溜。`,
      );
    case 'memoChat':
      return aiScripts.text(`关于「${subject}」：${request.prompt ? `你问的是「${request.prompt.slice(0, 40)}」。` : ''}这是一个示例回答。`);
    case 'exam':
      return aiScripts.exam(SAMPLE_EXAM_QUESTION);
    case 'expand':
      return aiScripts.text(`${request.prompt.trim()}\n\n补充说明：这是扩写后的内容，包含背景、要点和一个例子，帮助你更好地理解和记忆。`);
  }
}

const sse = (event: string | null, data: unknown) =>
  `${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`;
const chunkEvent = (text: string, finishReason: string | null = null) =>
  sse(null, { text, metadata: { finishReason } } satisfies StreamChunk);

/** The events a script sends, and whether the stream then stays open. */
function eventsOf(script: Exclude<AiScript, { kind: 'error' }>): { events: string[]; hang: boolean } {
  const chunks = (script.chunks ?? []).map((text) => chunkEvent(text));
  switch (script.kind) {
    case 'stream':
      return { events: [...chunks, chunkEvent('', FINISH_REASON_STOP)], hang: false };
    case 'fatal':
      return { events: [...chunks, sse(AI_FATAL_EVENT, { code: script.code, message: script.message ?? AI_FATAL_MESSAGES[script.code] })], hang: false };
    case 'drop':
      return { events: chunks, hang: false };
    case 'hang':
      return { events: chunks, hang: true };
  }
}

function eventStream(events: string[], hang: boolean, signal: AbortSignal, options: AiStreamHandlerOptions): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const delay = options.delayMs ?? 0;
  let index = 0;
  // Sent everything a finished script sends: a client closing the connection now is no cancel.
  let finished = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // MSW aborts the request's signal when the client aborts its fetch (the stream itself is not cancelled).
  signal.addEventListener(
    'abort',
    () => {
      clearTimeout(timer);
      if (!finished) options.onCancel?.();
    },
    { once: true },
  );
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (index >= events.length) {
        if (hang) return new Promise<void>(() => undefined); // never pulls again; only the client's abort ends it
        finished = true;
        controller.close();
        return;
      }
      if (delay > 0) await new Promise<void>((resolve) => (timer = setTimeout(resolve, delay)));
      if (signal.aborted) return;
      controller.enqueue(encoder.encode(events[index++]!));
      if (index === events.length && !hang) finished = true;
    },
  });
}

/** MSW handler for POST * /api/ai/stream following `script`. Put it before the default backend (server.use). */
export function aiStreamHandler(script: AiScriptSource, options: AiStreamHandlerOptions = {}) {
  let calls = 0;
  return http.post('*/api/ai/stream', async ({ request }) => {
    const body = validate(AiRequest, await request.json().catch(() => undefined));
    if (!body.ok) return HttpResponse.json(body.error, { status: 400 });
    options.onRequest?.(body.value);
    const chosen = typeof script === 'function' ? script(body.value, calls) : script;
    calls += 1;
    if (chosen.kind === 'error') return HttpResponse.json(chosen.error, { status: chosen.status });
    const { events, hang } = eventsOf(chosen);
    return new HttpResponse(eventStream(events, hang, request.signal, options), {
      headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' },
    });
  });
}

/** The default fake backend's AI: explainer and exam are for members, like the server (403 PREMIUM_REQUIRED). */
export function buildAiHandlers(state: FakeState, script: AiScriptSource = defaultAiScript, options: AiStreamHandlerOptions = {}) {
  return [
    aiStreamHandler((request, call) => {
      if (AI_PREMIUM_TYPES.includes(request.type) && !isPremium(state.account, new Date())) return aiScripts.premiumRequired(request.type);
      return typeof script === 'function' ? script(request, call) : script;
    }, options),
  ];
}
