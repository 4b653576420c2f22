// MSW handlers for AI 制卡 (/card-builder/**), the server's behaviour in small: a run streams its cards passage by
// passage (events as the server sends them, `state.cardBuilderDelayMs` apart), the inbox keeps them, and accept
// writes points into the fake's jars. The fake's "model" is `fakeProposalsFor`: every "X是Y" sentence becomes a
// question card, and each passage gets one card whose answer the passage lacks (flagged 无出处), so a page shows
// both kinds. Refusals use the server's own messages (CARD_BUILDER_MESSAGES). Sources in small: memos are the
// fake's own, a file is read as UTF-8 text whatever its kind (a .pdf named 扫描… is a scan with no text layer), and a
// web page loses its tags, scripts, navigation and footer (`fakeArticleOf`).
import { http, HttpResponse, type JsonBodyType } from 'msw';
import {
  AcceptCardProposalsBody,
  AI_NOT_CONFIGURED_MESSAGE,
  CARD_BUILDER_DAILY_CHARACTERS,
  CARD_BUILDER_EVENTS,
  CARD_BUILDER_KEEP_DAYS,
  CARD_BUILDER_FILE_EXTENSIONS,
  CARD_BUILDER_FILE_MAX_BYTES,
  CARD_BUILDER_MESSAGES,
  CARD_BUILDER_SOURCE_MAX_LENGTH,
  CARD_BUILDER_SOURCE_MESSAGES,
  CardBuilderMemosSourceBody,
  CardBuilderTargetBody,
  CardBuilderWebPageSourceBody,
  JAR_MESSAGES,
  CreateCardBuilderRunBody,
  EditCardProposalBody,
  RejectCardProposalsBody,
  isPremium,
  type CardBuilderRun,
  type CardBuilderRunSummary,
  type CardBuilderSource,
  type CardFlag,
  type CardPassage,
  type CardProposal,
} from '@memory/contracts';
import { validate } from '@memory/contracts/validation';
import { badField, conflict, failure, notFound, refusal } from './errors';
import type { FakeState } from './fakeData';
import { createFakeJar } from './jarHandlers';

const API = '*/api';
const ok = (body: JsonBodyType, status = 200) => HttpResponse.json(body, { status });
const runNotFound = () => notFound(CARD_BUILDER_MESSAGES.notFound);

/** Passages: the source's paragraphs (blank-line separated), as the server's are, with their offsets. */
export function fakePassagesOf(source: string): CardPassage[] {
  const passages: CardPassage[] = [];
  for (const match of source.matchAll(/[^\n]+(?:\n(?![ \t]*\n)[^\n]+)*/g)) {
    if (!match[0].trim()) continue;
    const start = match.index ?? 0;
    passages.push({ index: passages.length, start, end: start + match[0].length });
  }
  return passages;
}

/** The fake model's cards for one passage, with the flags the server would give them. */
export function fakeProposalsFor(passage: string): Array<{ front: string | null; content: string; flags: CardFlag[] }> {
  const cards: Array<{ front: string | null; content: string; flags: CardFlag[] }> = [];
  for (const sentence of passage.split(/[。！？!?\n]+/)) {
    const match = /^\s*(.{2,40}?)是(.{1,80})$/.exec(sentence.trim());
    if (match) cards.push({ front: `${match[1]}是什么？`, content: (match[2] ?? '').trim(), flags: [] });
  }
  if (cards[0]) cards.push({ front: `${cards[0].front?.replace(/是什么？$/, '')}是哪一年提出的？`, content: '1999 年', flags: ['UNSUPPORTED'] });
  return cards;
}

/** A web page's article, as the fake reads it: the page without its furniture and tags. */
function fakeArticleOf(html: string): { title: string; text: string } {
  const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1]?.trim() ?? /<h1[^>]*>([^<]*)<\/h1>/i.exec(html)?.[1]?.trim() ?? '';
  const text = html
    .replace(/<(script|style|nav|footer|aside|head)[\s\S]*?<\/\1>/gi, '')
    .replace(/<\/(p|h[1-6]|li|div|article)>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { title: title || text.split('\n')[0]!.slice(0, 30), text };
}

function sourceOf(kind: CardBuilderSource['kind'], name: string, title: string, text: string): CardBuilderSource {
  const cut = text.slice(0, CARD_BUILDER_SOURCE_MAX_LENGTH);
  return { kind, name, title, text: cut, characters: text.length, truncated: cut.length < text.length };
}

function summaryOf(run: CardBuilderRun): CardBuilderRunSummary {
  const { source: _source, passageList: _passages, proposals, unreadable: _unreadable, ...summary } = run;
  const count = (status: CardProposal['status']) => proposals.filter((proposal) => proposal.status === status).length;
  return { ...summary, counts: { pending: count('PENDING'), accepted: count('ACCEPTED'), rejected: count('REJECTED') } };
}

function withCounts(run: CardBuilderRun): CardBuilderRun {
  return { ...run, counts: summaryOf(run).counts };
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export function buildCardBuilderHandlers(state: FakeState, newId: (prefix: string) => string) {
  const findRun = (id: unknown) => state.cardBuilderRuns.find((run) => run.id === id);
  const premium = () => isPremium(state.account, new Date());

  /** Streams the run from its next passage: its events, paced by state.cardBuilderDelayMs. */
  function streamRun(run: CardBuilderRun, signal: AbortSignal): HttpResponse<ReadableStream<Uint8Array>> {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        const send = (event: string, data: unknown) => controller.enqueue(encoder.encode(sse(event, data)));
        send(CARD_BUILDER_EVENTS.run, withCounts(run));
        for (let index = run.passagesDone; index < run.passageList.length; index += 1) {
          const passage = run.passageList[index]!;
          for (const card of fakeProposalsFor(run.source.slice(passage.start, passage.end))) {
            await pause(state.cardBuilderDelayMs);
            if (signal.aborted || run.status !== 'RUNNING') break;
            const proposal: CardProposal = { id: newId('proposal'), passageIndex: index, duplicateOf: null, status: 'PENDING', itemId: null, ...card };
            run.proposals.push(proposal);
            send(CARD_BUILDER_EVENTS.proposal, proposal);
          }
          if (signal.aborted || run.status !== 'RUNNING') break;
          run.passagesDone = index + 1;
          send(CARD_BUILDER_EVENTS.passage, { index });
        }
        if (run.status === 'RUNNING') run.status = signal.aborted ? 'STOPPED' : 'DONE';
        if (!signal.aborted) {
          send(CARD_BUILDER_EVENTS.end, summaryOf(run));
          controller.close();
        }
      },
    });
    return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' } });
  }

  return [
    http.get(`${API}/card-builder/usage`, () =>
      ok({
        used: state.cardBuilderUsed,
        limit: CARD_BUILDER_DAILY_CHARACTERS,
        resetsAt: new Date(Date.now() + 3_600_000).toISOString(),
        aiConfigured: state.cardBuilderAiConfigured,
      }),
    ),
    http.post(`${API}/card-builder/runs`, async ({ request }) => {
      if (!premium()) return refusal('PREMIUM_REQUIRED', CARD_BUILDER_MESSAGES.premiumRequired);
      const body = validate(CreateCardBuilderRunBody, await request.json().catch(() => undefined));
      if (!body.ok) return failure(400, body.error);
      const { source, title, jarId, sourceKind, sourceName } = body.value;
      if (!source.trim()) return badField('source', CARD_BUILDER_MESSAGES.sourceEmpty);
      if (!state.cardBuilderAiConfigured) return conflict(AI_NOT_CONFIGURED_MESSAGE);
      const left = CARD_BUILDER_DAILY_CHARACTERS - state.cardBuilderUsed;
      if (source.length > left) return refusal('RATE_LIMITED', CARD_BUILDER_MESSAGES.wouldExceedBudget(left));
      const jar = jarId ? state.jars.find((candidate) => candidate.id === jarId && candidate.role === 'CREATOR') : undefined;
      if (jarId && !jar) return notFound(JAR_MESSAGES.notFound);
      state.cardBuilderUsed += source.length;
      const now = new Date();
      const passageList = fakePassagesOf(source);
      const run: CardBuilderRun = {
        id: newId('run'),
        title: title?.trim() || source.trim().split('\n')[0]!.slice(0, 30),
        status: 'RUNNING',
        jar: jar ? { id: jar.id, name: jar.name } : null,
        characters: source.length,
        passages: passageList.length,
        passagesDone: 0,
        counts: { pending: 0, accepted: 0, rejected: 0 },
        error: null,
        sourceKind: sourceKind ?? 'TEXT',
        sourceName: sourceKind && sourceKind !== 'TEXT' ? sourceName?.trim() || null : null,
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + CARD_BUILDER_KEEP_DAYS * 86_400_000).toISOString(),
        source,
        passageList,
        proposals: [],
        unreadable: 0,
      };
      state.cardBuilderRuns.unshift(run);
      return streamRun(run, request.signal);
    }),
    http.post(`${API}/card-builder/runs/:id/continue`, ({ params, request }) => {
      const run = findRun(params.id);
      if (!run) return runNotFound();
      if (run.status !== 'STOPPED' && run.status !== 'FAILED') return conflict(CARD_BUILDER_MESSAGES.notStopped);
      run.proposals = run.proposals.filter((proposal) => proposal.status !== 'PENDING' || proposal.passageIndex < run.passagesDone);
      run.status = 'RUNNING';
      return streamRun(run, request.signal);
    }),
    http.post(`${API}/card-builder/sources/memos`, async ({ request }) => {
      if (!premium()) return refusal('PREMIUM_REQUIRED', CARD_BUILDER_MESSAGES.premiumRequired);
      const body = validate(CardBuilderMemosSourceBody, await request.json().catch(() => undefined));
      if (!body.ok) return failure(400, body.error);
      const memos = body.value.memoIds.map((id) => state.memos.find((memo) => memo.id === id));
      if (memos.some((memo) => !memo)) {
        return refusal('NOT_FOUND', CARD_BUILDER_SOURCE_MESSAGES.memosNotFound, { memoIds: CARD_BUILDER_SOURCE_MESSAGES.memosNotFound });
      }
      const text = memos.map((memo) => memo!.content.trim()).join('\n\n');
      await pause(state.cardBuilderDelayMs);
      return ok(sourceOf('MEMOS', `${memos.length} 条 MEMO`, text.split('\n')[0]!.slice(0, 30), text));
    }),
    http.post(`${API}/card-builder/sources/file`, async ({ request }) => {
      if (!premium()) return refusal('PREMIUM_REQUIRED', CARD_BUILDER_MESSAGES.premiumRequired);
      const file = (await request.formData().catch(() => null))?.get('file');
      if (!file || typeof file === 'string') return badField('file', CARD_BUILDER_SOURCE_MESSAGES.fileMissing);
      if (file.size > CARD_BUILDER_FILE_MAX_BYTES) {
        return refusal('PAYLOAD_TOO_LARGE', CARD_BUILDER_SOURCE_MESSAGES.fileTooLarge, { file: CARD_BUILDER_SOURCE_MESSAGES.fileTooLarge });
      }
      const name = file.name;
      const extension = /\.[^.]+$/.exec(name.toLowerCase())?.[0] ?? '';
      if (!(CARD_BUILDER_FILE_EXTENSIONS as readonly string[]).includes(extension)) return badField('file', CARD_BUILDER_SOURCE_MESSAGES.unsupported(name));
      if (extension === '.pdf' && name.includes('扫描')) return badField('file', CARD_BUILDER_SOURCE_MESSAGES.scannedPdf(name));
      const text = (await file.text()).replace(/\r\n?/g, '\n').trim();
      if (!text) return badField('file', CARD_BUILDER_SOURCE_MESSAGES.empty(name));
      await pause(state.cardBuilderDelayMs);
      return ok(sourceOf('FILE', name, name.replace(/\.[^.]+$/, ''), text));
    }),
    http.post(`${API}/card-builder/sources/web-page`, async ({ request }) => {
      if (!premium()) return refusal('PREMIUM_REQUIRED', CARD_BUILDER_MESSAGES.premiumRequired);
      const body = validate(CardBuilderWebPageSourceBody, await request.json().catch(() => undefined));
      if (!body.ok) return failure(400, body.error);
      const { title, text } = fakeArticleOf(body.value.html);
      if (!text) return badField('html', CARD_BUILDER_SOURCE_MESSAGES.noArticle);
      await pause(state.cardBuilderDelayMs);
      return ok(sourceOf('WEB', title, title, text));
    }),
    http.get(`${API}/card-builder/runs`, () => ok(state.cardBuilderRuns.map(summaryOf))),
    http.get(`${API}/card-builder/runs/:id`, ({ params }) => {
      const run = findRun(params.id);
      return run ? ok(withCounts(run)) : runNotFound();
    }),
    http.post(`${API}/card-builder/runs/:id/cancel`, ({ params }) => {
      const run = findRun(params.id);
      if (!run) return runNotFound();
      if (run.status === 'RUNNING' || run.status === 'STOPPED' || run.status === 'FAILED') run.status = 'CANCELLED';
      return ok(withCounts(run));
    }),
    http.put(`${API}/card-builder/runs/:id/jar`, async ({ params, request }) => {
      const run = findRun(params.id);
      if (!run) return runNotFound();
      const body = validate(CardBuilderTargetBody, await request.json().catch(() => undefined));
      if (!body.ok) return failure(400, body.error);
      const jar = body.value.jarId ? state.jars.find((candidate) => candidate.id === body.value.jarId && candidate.role === 'CREATOR') : null;
      if (body.value.jarId && !jar) return notFound(JAR_MESSAGES.notFound);
      run.jar = jar ? { id: jar.id, name: jar.name } : null;
      return ok(withCounts(run));
    }),
    http.put(`${API}/card-builder/proposals/:id`, async ({ params, request }) => {
      const run = state.cardBuilderRuns.find((candidate) => candidate.proposals.some((proposal) => proposal.id === params.id));
      const proposal = run?.proposals.find((candidate) => candidate.id === params.id);
      if (!run || !proposal) return notFound(CARD_BUILDER_MESSAGES.proposalNotFound);
      if (proposal.status !== 'PENDING') return conflict(CARD_BUILDER_MESSAGES.notPending);
      const body = validate(EditCardProposalBody, await request.json().catch(() => undefined));
      if (!body.ok) return failure(400, body.error);
      const passage = run.passageList[proposal.passageIndex];
      const text = passage ? run.source.slice(passage.start, passage.end) : '';
      proposal.front = body.value.front?.trim() || null;
      proposal.content = body.value.content.trim();
      proposal.flags = text.includes(proposal.content) ? [] : ['UNSUPPORTED'];
      return ok(proposal);
    }),
    http.post(`${API}/card-builder/runs/:id/accept`, async ({ params, request }) => {
      const run = findRun(params.id);
      if (!run) return runNotFound();
      const body = validate(AcceptCardProposalsBody, await request.json().catch(() => undefined));
      if (!body.ok) return failure(400, body.error);
      const chosen = run.proposals.filter((proposal) => body.value.proposalIds.includes(proposal.id));
      if (chosen.length !== body.value.proposalIds.length) return badField('proposalIds', CARD_BUILDER_MESSAGES.proposalNotFound);
      if (chosen.some((proposal) => proposal.status !== 'PENDING')) return badField('proposalIds', CARD_BUILDER_MESSAGES.notPending);
      let jar = body.value.newJarName ? undefined : state.jars.find((candidate) => candidate.id === run.jar?.id);
      if (!jar && !body.value.newJarName) return badField('newJarName', CARD_BUILDER_MESSAGES.jarMissing);
      if (!jar) {
        jar = createFakeJar({ id: newId('jar'), name: body.value.newJarName!.trim() });
        state.jars.unshift(jar);
        run.jar = { id: jar.id, name: jar.name };
      }
      for (const proposal of chosen) {
        const item = { id: newId('item'), front: proposal.front, content: proposal.content, attachments: [] };
        jar.items.push(item);
        proposal.status = 'ACCEPTED';
        proposal.itemId = item.id;
      }
      return ok({ jar: { id: jar.id, name: jar.name }, accepted: chosen.length });
    }),
    http.post(`${API}/card-builder/runs/:id/reject`, async ({ params, request }) => {
      const run = findRun(params.id);
      if (!run) return runNotFound();
      const body = validate(RejectCardProposalsBody, await request.json().catch(() => undefined));
      if (!body.ok) return failure(400, body.error);
      const chosen = run.proposals.filter((proposal) => body.value.proposalIds.includes(proposal.id));
      if (chosen.length !== body.value.proposalIds.length) return badField('proposalIds', CARD_BUILDER_MESSAGES.proposalNotFound);
      if (chosen.some((proposal) => proposal.status !== 'PENDING')) return badField('proposalIds', CARD_BUILDER_MESSAGES.notPending);
      for (const proposal of chosen) proposal.status = 'REJECTED';
      return ok(withCounts(run));
    }),
    http.delete(`${API}/card-builder/runs/:id`, ({ params }) => {
      if (!findRun(params.id)) return runNotFound();
      state.cardBuilderRuns = state.cardBuilderRuns.filter((run) => run.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

/** A finished run of `source` as the fake would have made it: every card pending (stories and tests seed it). */
export function createFakeCardBuilderRun(source: string, overrides: Partial<CardBuilderRun> = {}): CardBuilderRun {
  const passageList = fakePassagesOf(source);
  const proposals: CardProposal[] = passageList.flatMap((passage) =>
    fakeProposalsFor(source.slice(passage.start, passage.end)).map((card, index) => ({
      id: `proposal-${passage.index + 1}-${index + 1}`,
      passageIndex: passage.index,
      duplicateOf: null,
      status: 'PENDING' as const,
      itemId: null,
      ...card,
    })),
  );
  const run: CardBuilderRun = {
    id: 'run-1',
    title: source.trim().split('\n')[0]!.slice(0, 30),
    status: 'DONE',
    jar: null,
    characters: source.length,
    passages: passageList.length,
    passagesDone: passageList.length,
    counts: { pending: proposals.length, accepted: 0, rejected: 0 },
    error: null,
    sourceKind: 'TEXT',
    sourceName: null,
    createdAt: '2026-11-28T01:30:00.000Z',
    expiresAt: '2026-12-05T01:30:00.000Z',
    source,
    passageList,
    proposals,
    unreadable: 0,
    ...overrides,
  };
  return withCounts(run);
}
