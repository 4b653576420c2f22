// A fake OpenAI-compatible chat-completions server for tests and e2e. Plain node:http, loopback only.
// Nothing here is product code: the real server talks to whatever AI_BASE_URL names.
//
// POST {url}/chat/completions answers by mode (PUT /__fake/mode {mode} or setMode):
//   stream          (default) the fixed reply below in several chunks, ~20 ms apart, then [DONE]
//   slow            the same reply in chunks every ~300 ms over ~3 s (hide / show a tab mid-stream)
//   fail-midstream  two chunks, then the socket is destroyed
//   hang            accepts the request and never answers
//   bad-json        exam: a reply that is not JSON (every time); other types: a malformed SSE data line
//   error-500       HTTP 500 with an OpenAI-style error body
// The reply depends on the request type, recognised by words of the server's system prompt
// (src/modules/ai/prompts.ts): 单选题 → exam, 扩写 → expand, 对话 → memoChat, 制作记忆卡片 → cards (AI 制卡,
// src/modules/card-builder/prompts.ts), anything else → explainer.
//
// Fixed replies (e2e asserts on them):
//   explainer  FAKE_EXPLAINER_REPLY, starts with "**含义**" and contains "温故而知新的解释"
//   memoChat   "（假 AI）你刚才说：「<the last user message>」。" + FAKE_CHAT_TAIL
//   expand     FAKE_EXPAND_REPLY, starts with "**扩写**"
//   exam       FAKE_EXAM_QUESTION (wrapped in a ```json fence, as real models often do); the answer is always B
//   cards      fakeCardsFor(passage): one JSON card per line, see there
//
// Control API on the same port: PUT /__fake/mode {mode} · GET /__fake/stats → {mode, requests, aborted}
// · POST /__fake/reset (mode stream, counters 0). `requests` counts chat-completions calls; `aborted` counts those
// whose client went away before the reply ended (fail-midstream's own disconnects are not counted).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_MODES = ['stream', 'slow', 'fail-midstream', 'hang', 'bad-json', 'error-500'] as const;
export type FakeMode = (typeof FAKE_MODES)[number];

export const FAKE_EXPLAINER_REPLY = [
  '**含义**：这是温故而知新的解释，由假 AI 生成。',
  '\n\n**要点**：\n- 复习旧知识\n- 从中获得新体会',
  '\n\n**例子**：考试前重读笔记，发现了以前没注意到的联系。',
  '\n\n**记忆技巧**：温故 = 复习，知新 = 新收获。',
].join('');

export const FAKE_CHAT_TAIL = '这是假 AI 的固定回答。';

export const FAKE_EXPAND_REPLY = '**扩写**：这是假 AI 扩写后的知识点，补充了背景、解释和例子。';

export const FAKE_EXAM_QUESTION = {
  question: '“温故而知新”出自哪部典籍？',
  options: { A: '《孟子》', B: '《论语》', C: '《大学》', D: '《中庸》' },
  answer: 'B',
} as const;

export const FAKE_EXAM_ANSWER = FAKE_EXAM_QUESTION.answer;

const STREAM_GAP_MS = 20;
const SLOW_GAP_MS = 300;
const SLOW_CHUNKS = 10;

export interface FakeOpenAi {
  /** Base URL including /v1, for AI_BASE_URL. */
  url: string;
  port: number;
  setMode(mode: FakeMode): void;
  requests(): number;
  aborted(): number;
  /** The JSON body of the last chat-completions call. */
  lastBody(): ChatCompletionBody | undefined;
  reset(): void;
  close(): Promise<void>;
}

export interface ChatCompletionBody {
  model?: string;
  stream?: boolean;
  messages?: Array<{ role: string; content: string }>;
}

export async function startFakeOpenAi(options: { port?: number; host?: string } = {}): Promise<FakeOpenAi> {
  let mode: FakeMode = 'stream';
  let requests = 0;
  let aborted = 0;
  let lastBody: ChatCompletionBody | undefined;

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: String(error) } }));
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = (req.url ?? '/').split('?')[0];
    const body = await readBody(req);
    if (path === '/__fake/mode' && req.method === 'PUT') {
      const requested = (parseJson(body) as { mode?: unknown } | undefined)?.mode;
      if (!FAKE_MODES.includes(requested as FakeMode)) return sendJson(res, 400, { error: `mode must be one of ${FAKE_MODES.join(', ')}` });
      mode = requested as FakeMode;
      return sendJson(res, 200, { mode });
    }
    if (path === '/__fake/stats' && req.method === 'GET') return sendJson(res, 200, { mode, requests, aborted });
    if (path === '/__fake/reset' && req.method === 'POST') {
      reset();
      return sendJson(res, 200, { mode, requests, aborted });
    }
    if (path === '/v1/chat/completions' && req.method === 'POST') {
      requests += 1;
      lastBody = parseJson(body) as ChatCompletionBody | undefined;
      return answer(mode, lastBody ?? {}, res);
    }
    return sendJson(res, 404, { error: { message: `no route ${req.method ?? ''} ${path ?? ''}` } });
  }

  async function answer(current: FakeMode, request: ChatCompletionBody, res: ServerResponse) {
    let selfDestroyed = false;
    res.on('close', () => {
      if (!res.writableFinished && !selfDestroyed) aborted += 1;
    });
    if (current === 'hang') return; // the response stays open until the client gives up
    if (current === 'error-500') return sendJson(res, 500, { error: { message: 'fake upstream failure', type: 'server_error' } });

    const kind = kindOf(request);
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const send = (content: string, finish: string | null = null) =>
      res.write(`data: ${JSON.stringify(completionChunk(request.model, content, finish))}\n\n`);

    if (current === 'bad-json' && kind !== 'exam') {
      send('开头');
      res.write('data: {"choices": [ this is not json\n\n');
      res.end();
      return;
    }
    const reply = current === 'bad-json' ? '好的，这是一道题：A 是正确答案（这不是 JSON）' : replyFor(kind, request);
    const pieces = split(reply, current === 'slow' ? SLOW_CHUNKS : 6);
    const gap = current === 'slow' ? SLOW_GAP_MS : STREAM_GAP_MS;
    for (const [index, piece] of pieces.entries()) {
      if (res.destroyed) return;
      if (current === 'fail-midstream' && index === 2) {
        selfDestroyed = true;
        res.socket?.destroy();
        return;
      }
      send(piece);
      await delay(gap);
    }
    if (res.destroyed) return;
    send('', 'stop');
    res.end('data: [DONE]\n\n');
  }

  function reset() {
    mode = 'stream';
    requests = 0;
    aborted = 0;
    lastBody = undefined;
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    port,
    setMode(next) {
      mode = next;
    },
    requests: () => requests,
    aborted: () => aborted,
    lastBody: () => lastBody,
    reset,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections(); // 'hang' keeps connections open forever otherwise
        server.close(() => resolve());
      }),
  };
}

type ReplyKind = 'exam' | 'expand' | 'memoChat' | 'explainer' | 'cards';

/** The card the fake adds to every passage that has a statement: a year the passage never names (→ 无出处). */
export const FAKE_INVENTED_ANSWER = '1999 年';

/**
 * AI 制卡's scripted answer for one passage (the user message after 材料：). Every sentence saying "X是Y" (或 为 /
 * 位于 / 出自 / 包括) becomes a question card {"front":"X是什么？","content":"Y"}; then, when there was one, the first
 * card again (→ 重复) and a card whose answer is a year the passage never names (→ 无出处). A "包括 A、B、C" sentence
 * gives a list answer (→ 多个知识点). Sentences of another shape give no card.
 */
export function fakeCardsFor(passage: string): string {
  const cards: Array<{ front: string | null; content: string }> = [];
  for (const sentence of passage.split(/[。！？!?\n]+/)) {
    const match = /^\s*(.{2,40}?)(是|为|位于|出自|包括)(.{1,80})$/.exec(sentence.trim());
    if (!match) continue;
    const [, subject, verb, rest] = match;
    const question = verb === '位于' ? `${subject}位于哪里？` : verb === '出自' ? `${subject}出自哪里？` : `${subject}${verb}什么？`;
    cards.push({ front: question, content: (rest ?? '').replace(/[，,；;]\s*$/, '').trim() });
  }
  const first = cards[0];
  if (first) {
    cards.push({ ...first });
    cards.push({ front: `${first.front?.replace(/(是什么|为什么|位于哪里|出自哪里|包括什么)？$/, '')}是哪一年提出的？`, content: FAKE_INVENTED_ANSWER });
  }
  return cards.map((card) => JSON.stringify(card)).join('\n');
}

function kindOf(request: ChatCompletionBody): ReplyKind {
  const system = request.messages?.find((message) => message.role === 'system')?.content ?? '';
  if (system.includes('制作记忆卡片')) return 'cards';
  if (system.includes('单选题')) return 'exam';
  if (system.includes('扩写')) return 'expand';
  if (system.includes('对话')) return 'memoChat';
  return 'explainer';
}

function replyFor(kind: ReplyKind, request: ChatCompletionBody): string {
  switch (kind) {
    case 'exam':
      return `\`\`\`json\n${JSON.stringify(FAKE_EXAM_QUESTION)}\n\`\`\``;
    case 'expand':
      return FAKE_EXPAND_REPLY;
    case 'memoChat': {
      const lastUser = [...(request.messages ?? [])].reverse().find((message) => message.role === 'user')?.content ?? '';
      return `（假 AI）你刚才说：「${lastUser}」。${FAKE_CHAT_TAIL}`;
    }
    case 'explainer':
      return FAKE_EXPLAINER_REPLY;
    case 'cards': {
      const material = [...(request.messages ?? [])].reverse().find((message) => message.role === 'user')?.content ?? '';
      return fakeCardsFor(material.replace(/^材料：\n/, ''));
    }
  }
}

function completionChunk(model: string | undefined, content: string, finish: string | null) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 0,
    model: model ?? 'fake-model',
    choices: [{ index: 0, delta: content ? { content } : {}, finish_reason: finish }],
  };
}

/** `count` nearly equal pieces (by code point, so no character is cut in half). */
function split(text: string, count: number): string[] {
  const chars = [...text];
  const size = Math.max(1, Math.ceil(chars.length / count));
  const pieces: string[] = [];
  for (let start = 0; start < chars.length; start += size) pieces.push(chars.slice(start, start + size).join(''));
  return pieces;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
