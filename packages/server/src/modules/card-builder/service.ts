// AI 制卡: a run takes the learner's material, cuts it into passages and asks the model for cards passage by
// passage; each card is read as soon as its line is complete, checked by the server (checks.ts) and kept in the
// inbox (card_proposals) until the learner accepts, edits or rejects it. Nothing is written to a jar before 接受.
//
// A run belongs to the request streaming it: when the page goes away the run stops after saving what it has
// (STOPPED), and 继续生成 asks again from the first passage not fully answered. 停止 (cancel) works from any
// replica: the loop reads the run's status before each passage, and the replica running it aborts at once.
import { randomUUID } from 'node:crypto';
import {
  AI_FATAL_MESSAGES,
  CARD_BUILDER_DAILY_CHARACTERS,
  CARD_BUILDER_KEEP_DAYS,
  CARD_BUILDER_MESSAGES,
  CARD_BUILDER_SOURCE_MAX_LENGTH,
  CARD_BUILDER_SOURCE_MESSAGES,
  CARD_BUILDER_TITLE_MAX_LENGTH,
  type AcceptCardProposalsBody,
  type AcceptCardProposalsResult,
  type CardBuilderRun,
  type CardBuilderRunSummary,
  type CardBuilderUsage,
  type CardFlag,
  type CardPassage,
  type CardProposal,
  type CardBuilderSource,
  type CreateCardBuilderRunBody,
  type EditCardProposalBody,
} from '@memory/contracts';
import { addDays } from '../../calendar';
import { now, today } from '../../clock';
import type { Database } from '../../db/database';
import { AppError, badField, conflict, notFound } from '../../http/errors';
import type { AccountService } from '../account/service';
import type { AiService } from '../ai/service';
import type { JarsService } from '../jars/service';
import type { MemosService } from '../memos/service';
import { checkCard, type CardText } from './checks';
import { splitPassages } from './passages';
import { cardBuilderMessages } from './prompts';
import { proposalsReader } from './proposals-reader';
import { cutToRunLimit, readSourceFile, SourceRefused, tidy } from './source-file';
import { readWebPage } from './source-web-page';
import {
  chargeUsage,
  claimRun,
  deleteExpiredRuns,
  deletePendingFrom,
  deleteRun,
  findOwnedProposal,
  findOwnedRun,
  insertProposal,
  insertRun,
  nextProposalPosition,
  proposalCounts,
  proposalsOf,
  runStatus,
  runsOf,
  updateProposal,
  updateRun,
  usageOn,
  type ProposalRow,
  type RunRow,
} from './queries';

/** How many runs the inbox lists (the newest; older ones expire within the week anyway). */
const LISTED_RUNS = 50;
/**
 * A RUNNING run not touched for this long belongs to a request that died with its replica: it reads as STOPPED and
 * may be resumed. Longer than one passage can take (the AI call's cap, AI_MAX_DURATION_MS, 5 minutes by default).
 */
const ABANDONED_AFTER_MS = 10 * 60 * 1000;
const TITLE_FROM_SOURCE_LENGTH = 30;

/** What the stream tells the page as the run goes. */
export interface RunListener {
  proposal(proposal: CardProposal): void;
  passage(index: number): void;
}

/** How a run's stream ended: its summary, and the failure to report (FAILED). */
export interface RunOutcome {
  run: CardBuilderRunSummary;
  failure: { code: keyof typeof AI_FATAL_MESSAGES; message: string; detail?: string } | null;
}

export interface CardBuilderService {
  usage(userId: string): Promise<CardBuilderUsage>;
  /** Checks the member, the material and the day's budget, charges it, and records the run (RUNNING). */
  start(userId: string, body: CreateCardBuilderRunBody): Promise<RunRow>;
  /** A STOPPED or FAILED run goes on (RUNNING again) from the first passage not fully answered. */
  resume(userId: string, runId: string): Promise<RunRow>;
  /** Asks the model passage by passage until the end, a cancel, or `signal` (the page left). */
  generate(run: RunRow, signal: AbortSignal, listener: RunListener): Promise<RunOutcome>;
  summary(run: RunRow): Promise<CardBuilderRunSummary>;
  /** The run with its source, passages and proposals (what the stream's first event carries). */
  detail(run: RunRow): Promise<CardBuilderRun>;
  list(userId: string): Promise<CardBuilderRunSummary[]>;
  get(userId: string, runId: string): Promise<CardBuilderRun>;
  cancel(userId: string, runId: string): Promise<CardBuilderRun>;
  /** Where accepted cards go (null: a new jar); the pending cards' 重复 is checked again against it. */
  setTarget(userId: string, runId: string, jarId: string | null): Promise<CardBuilderRun>;
  editProposal(userId: string, proposalId: string, body: EditCardProposalBody): Promise<CardProposal>;
  accept(userId: string, runId: string, body: AcceptCardProposalsBody): Promise<AcceptCardProposalsResult>;
  reject(userId: string, runId: string, proposalIds: readonly string[]): Promise<CardBuilderRun>;
  remove(userId: string, runId: string): Promise<void>;
  /** Deletes runs past their 7 days; answers how many. */
  sweep(): Promise<number>;
  /** The learner's own memos as material (another's, or a missing one: 404 naming `memoIds`). */
  memosSource(userId: string, memoIds: readonly string[]): Promise<CardBuilderSource>;
  /** An uploaded .txt / .md / .docx / .pdf as material (a file it cannot read: 400 naming `file`). */
  fileSource(userId: string, file: { fileName: string; bytes: Uint8Array }): Promise<CardBuilderSource>;
  /** A pasted web page's article as material (none found: 400 naming `html`). */
  webPageSource(userId: string, html: string): Promise<CardBuilderSource>;
}

export interface CardBuilderDeps {
  account: Pick<AccountService, 'requirePremium'>;
  jars: Pick<JarsService, 'create' | 'importTarget' | 'pointTexts' | 'addPoints'>;
  ai: Pick<AiService, 'writeCards' | 'cardsConfigured'>;
  memos: Pick<MemosService, 'get'>;
  /** Characters per user and day (default CARD_BUILDER_DAILY_CHARACTERS). */
  dailyCharacters?: number;
}

type Duplicate = CardProposal['duplicateOf'];

function passagesOf(run: RunRow): CardPassage[] {
  return run.passages as CardPassage[];
}

function passageText(run: RunRow, index: number): string {
  const passage = passagesOf(run)[index];
  return passage ? run.source.slice(passage.start, passage.end).trim() : '';
}

function toProposal(row: ProposalRow): CardProposal {
  return {
    id: row.id,
    passageIndex: row.passageIndex,
    front: row.front,
    content: row.content,
    flags: row.flags as CardFlag[],
    duplicateOf: (row.duplicateOf as Duplicate) ?? null,
    status: row.status,
    itemId: row.itemId,
  };
}

/** The next midnight in China, when the day's budget starts over. */
function nextChinaMidnight(): Date {
  return new Date(`${addDays(today(), 1)}T00:00:00+08:00`);
}

/** The text's first line, shortened: the title of a run (or a source) given none. */
function firstLineTitle(text: string): string {
  const firstLine = text.trim().split('\n')[0]?.replace(/^#+\s+/, '').trim() ?? '';
  const chars = [...firstLine];
  return chars.length > TITLE_FROM_SOURCE_LENGTH ? `${chars.slice(0, TITLE_FROM_SOURCE_LENGTH).join('')}…` : firstLine;
}

function titleOf(body: CreateCardBuilderRunBody, source: string): string {
  return body.title?.trim() || firstLineTitle(source) || 'AI 制卡';
}

function sourceOf(kind: CardBuilderSource['kind'], name: string, title: string, text: string, stoppedEarly = false): CardBuilderSource {
  const cut = cutToRunLimit(text);
  return { kind, name, title: title.slice(0, CARD_BUILDER_TITLE_MAX_LENGTH), text: cut, characters: text.length, truncated: stoppedEarly || cut.length < text.length };
}

export function createCardBuilderService(db: Database, deps: CardBuilderDeps): CardBuilderService {
  const dailyLimit = deps.dailyCharacters ?? CARD_BUILDER_DAILY_CHARACTERS;
  /** Runs this replica is generating: 停止 aborts the model's call at once. */
  const running = new Map<string, AbortController>();

  function abandoned(run: RunRow, at: Date): boolean {
    return run.status === 'RUNNING' && at.getTime() - run.updatedAt.getTime() > ABANDONED_AFTER_MS && !running.has(run.id);
  }

  async function loadRun(userId: string, runId: string): Promise<RunRow> {
    const run = await findOwnedRun(db, userId, runId, now());
    if (!run) throw notFound(CARD_BUILDER_MESSAGES.notFound);
    return run;
  }

  async function jarOf(userId: string, jarId: string | null): Promise<{ id: string; name: string } | null> {
    if (!jarId) return null;
    try {
      const jar = await deps.jars.importTarget(userId, jarId);
      return { id: jar.id, name: jar.name };
    } catch {
      return null; // deleted since (or no longer the learner's to write): the run goes to a new jar
    }
  }

  async function summaries(rows: RunRow[]): Promise<CardBuilderRunSummary[]> {
    const counts = await proposalCounts(
      db,
      rows.map((row) => row.id),
    );
    const at = now();
    // Runs share jars (a learner builds one jar over several runs): each jar is looked up once.
    const jars = new Map<string, Promise<{ id: string; name: string } | null>>();
    const jarOfRow = (row: RunRow) => {
      if (!row.jarId) return Promise.resolve(null);
      const known = jars.get(row.jarId) ?? jarOf(row.userId, row.jarId);
      jars.set(row.jarId, known);
      return known;
    };
    return Promise.all(
      rows.map(async (row) => {
        const of = (status: ProposalRow['status']) => counts.find((count) => count.runId === row.id && count.status === status)?.count ?? 0;
        return {
          id: row.id,
          title: row.title,
          status: abandoned(row, at) ? 'STOPPED' : row.status,
          jar: await jarOfRow(row),
          characters: row.source.length,
          passages: passagesOf(row).length,
          passagesDone: row.nextPassage,
          counts: { pending: of('PENDING'), accepted: of('ACCEPTED'), rejected: of('REJECTED') },
          error: row.error,
          sourceKind: row.sourceKind,
          sourceName: row.sourceName,
          createdAt: row.createdAt.toISOString(),
          expiresAt: row.expiresAt.toISOString(),
        };
      }),
    );
  }

  async function summary(run: RunRow): Promise<CardBuilderRunSummary> {
    const [one] = await summaries([run]);
    if (!one) throw new Error('unreachable');
    return one;
  }

  async function fullRun(run: RunRow): Promise<CardBuilderRun> {
    const [head, proposals] = await Promise.all([summary(run), proposalsOf(db, [run.id])]);
    return { ...head, source: run.source, passageList: passagesOf(run), proposals: proposals.map(toProposal), unreadable: run.unreadable };
  }

  async function jarPoints(userId: string, jarId: string | null): Promise<Array<CardText & { id: string }>> {
    if (!jarId) return [];
    return deps.jars.pointTexts(userId, jarId).catch(() => []);
  }

  /** 重复 and the rest, for a card among the run's other live (not rejected) proposals and the jar's points. */
  function check(card: CardText, passage: string, others: readonly ProposalRow[], points: ReadonlyArray<CardText & { id: string }>) {
    const checked = checkCard(card, { passage, others, points });
    let duplicateOf: Duplicate = null;
    if (checked.duplicateOf && 'proposal' in checked.duplicateOf) {
      const other = others[checked.duplicateOf.proposal];
      if (other) duplicateOf = { proposalId: other.id };
    } else if (checked.duplicateOf) {
      const { pointId } = checked.duplicateOf;
      duplicateOf = { pointId, content: points.find((point) => point.id === pointId)?.content ?? '' };
    }
    return { flags: checked.flags, duplicateOf };
  }

  /** Pending cards checked again: after an edit elsewhere, a rejection, or a new target jar. */
  async function recheckPending(run: RunRow): Promise<void> {
    const rows = await proposalsOf(db, [run.id]);
    const points = await jarPoints(run.userId, run.jarId);
    const before: ProposalRow[] = [];
    for (const row of rows) {
      if (row.status === 'REJECTED') continue;
      if (row.status === 'PENDING') {
        const { flags, duplicateOf } = check(row, passageText(run, row.passageIndex), before, points);
        if (JSON.stringify(flags) !== JSON.stringify(row.flags) || JSON.stringify(duplicateOf) !== JSON.stringify(row.duplicateOf ?? null)) {
          await updateProposal(db, row.id, { flags, duplicateOf, updatedAt: now() });
        }
      }
      before.push(row);
    }
  }

  /** Ends a run still RUNNING (a cancel already ended it otherwise). */
  async function finish(run: RunRow, changes: Partial<RunRow>): Promise<RunRow> {
    const current = await runStatus(db, run.id);
    if (current !== 'RUNNING') return (await findOwnedRun(db, run.userId, run.id, now())) ?? run;
    return updateRun(db, run.id, { ...changes, updatedAt: now() });
  }

  /**
   * Refused (409: the deployment's state, not the request) after the request's own checks and before anything is
   * kept or charged: a run without a model could only fail.
   */
  function requireModel(): void {
    if (!deps.ai.cardsConfigured) throw conflict(AI_FATAL_MESSAGES.AI_NOT_CONFIGURED);
  }

  return {
    async usage(userId) {
      return { used: await usageOn(db, userId, today()), limit: dailyLimit, resetsAt: nextChinaMidnight().toISOString(), aiConfigured: deps.ai.cardsConfigured };
    },

    async start(userId, body) {
      await deps.account.requirePremium(userId, CARD_BUILDER_MESSAGES.premiumRequired);
      const source = body.source.replace(/\r\n?/g, '\n');
      if (!source.trim()) throw badField('source', CARD_BUILDER_MESSAGES.sourceEmpty);
      if (source.length > CARD_BUILDER_SOURCE_MAX_LENGTH) throw badField('source', CARD_BUILDER_MESSAGES.sourceTooLong);
      const passages = splitPassages(source);
      if (passages.length === 0) throw badField('source', CARD_BUILDER_MESSAGES.noPassages);
      if (body.jarId) await deps.jars.importTarget(userId, body.jarId); // 404 / 403 for a jar not the learner's to fill
      requireModel();

      const day = today();
      const used = await usageOn(db, userId, day);
      if (used >= dailyLimit) throw new AppError('RATE_LIMITED', CARD_BUILDER_MESSAGES.overBudget(used, dailyLimit));
      if (source.length > dailyLimit - used || (await chargeUsage(db, userId, day, source.length, dailyLimit)) === null) {
        throw new AppError('RATE_LIMITED', CARD_BUILDER_MESSAGES.wouldExceedBudget(Math.max(0, dailyLimit - (await usageOn(db, userId, day)))));
      }
      const at = now();
      return insertRun(db, {
        id: randomUUID(),
        userId,
        title: titleOf(body, source),
        source,
        passages: passages.map(({ index, start, end }) => ({ index, start, end })),
        nextPassage: 0,
        status: 'RUNNING',
        jarId: body.jarId ?? null,
        sourceKind: body.sourceKind ?? 'TEXT',
        sourceName: body.sourceKind && body.sourceKind !== 'TEXT' ? body.sourceName?.trim() || null : null,
        createdAt: at,
        updatedAt: at,
        expiresAt: new Date(at.getTime() + CARD_BUILDER_KEEP_DAYS * 86_400_000),
      });
    },

    async resume(userId, runId) {
      await deps.account.requirePremium(userId, CARD_BUILDER_MESSAGES.premiumRequired);
      const run = await loadRun(userId, runId);
      requireModel();
      const at = now();
      const resumable = run.status === 'STOPPED' || run.status === 'FAILED' || abandoned(run, at);
      if (!resumable || !(await claimRun(db, run.id, abandoned(run, at) ? ['RUNNING'] : ['STOPPED', 'FAILED'], at))) {
        throw conflict(run.status === 'RUNNING' ? CARD_BUILDER_MESSAGES.running : CARD_BUILDER_MESSAGES.notStopped);
      }
      // The passage not finished is asked again: its unresolved cards go first, so none comes twice.
      await deletePendingFrom(db, run.id, run.nextPassage);
      return loadRun(userId, runId);
    },

    async generate(run, signal, listener) {
      const cancelled = new AbortController();
      running.set(run.id, cancelled);
      const stop = AbortSignal.any([signal, cancelled.signal]);
      let unreadable = run.unreadable;
      let index = run.nextPassage;
      try {
        const points = await jarPoints(run.userId, run.jarId);
        const live = (await proposalsOf(db, [run.id])).filter((row) => row.status !== 'REJECTED');
        let position = await nextProposalPosition(db, run.id);
        for (; index < passagesOf(run).length; index += 1) {
          if (stop.aborted || (await runStatus(db, run.id)) !== 'RUNNING') break;
          const passage = passageText(run, index);
          const reader = proposalsReader();
          const save = async (cards: CardText[]) => {
            for (const card of cards) {
              const { flags, duplicateOf } = check(card, passage, live, points);
              const at = now();
              const row = await insertProposal(db, {
                id: randomUUID(),
                runId: run.id,
                position,
                passageIndex: index,
                front: card.front,
                content: card.content,
                flags,
                duplicateOf,
                status: 'PENDING',
                itemId: null,
                createdAt: at,
                updatedAt: at,
              });
              position += 1;
              live.push(row);
              listener.proposal(toProposal(row));
            }
          };
          for await (const delta of deps.ai.writeCards(cardBuilderMessages(passage), stop)) await save(reader.feed(delta));
          await save(reader.finish());
          unreadable += reader.unreadable;
          await updateRun(db, run.id, { nextPassage: index + 1, unreadable, updatedAt: now() });
          listener.passage(index);
        }
        const status = cancelled.signal.aborted ? 'CANCELLED' : index >= passagesOf(run).length ? 'DONE' : signal.aborted ? 'STOPPED' : 'CANCELLED';
        return { run: await summary(await finish(run, { status, unreadable })), failure: null };
      } catch (error) {
        if (cancelled.signal.aborted) return { run: await summary(await finish(run, { status: 'CANCELLED', unreadable })), failure: null };
        if (signal.aborted) return { run: await summary(await finish(run, { status: 'STOPPED', unreadable })), failure: null };
        const code = (error as { code?: unknown }).code;
        const known = typeof code === 'string' && code in AI_FATAL_MESSAGES ? (code as keyof typeof AI_FATAL_MESSAGES) : 'AI_UPSTREAM_FAILED';
        const message = known === 'AI_NOT_CONFIGURED' ? AI_FATAL_MESSAGES.AI_NOT_CONFIGURED : CARD_BUILDER_MESSAGES.failed;
        const ended = await finish(run, { status: 'FAILED', error: message, unreadable });
        const detail = (error as { detail?: unknown }).detail;
        return { run: await summary(ended), failure: { code: known, message, ...(typeof detail === 'string' ? { detail } : { detail: String(error) }) } };
      } finally {
        running.delete(run.id);
      }
    },

    summary,
    detail: fullRun,

    async list(userId) {
      return summaries(await runsOf(db, userId, now(), LISTED_RUNS));
    },

    async get(userId, runId) {
      return fullRun(await loadRun(userId, runId));
    },

    async cancel(userId, runId) {
      const run = await loadRun(userId, runId);
      if (run.status === 'RUNNING' || run.status === 'STOPPED' || run.status === 'FAILED') {
        await updateRun(db, run.id, { status: 'CANCELLED', updatedAt: now() });
      }
      running.get(run.id)?.abort();
      return fullRun(await loadRun(userId, runId));
    },

    async setTarget(userId, runId, jarId) {
      const run = await loadRun(userId, runId);
      if (jarId) await deps.jars.importTarget(userId, jarId);
      const updated = await updateRun(db, run.id, { jarId, updatedAt: run.status === 'RUNNING' ? run.updatedAt : now() });
      await recheckPending(updated);
      return fullRun(updated);
    },

    async editProposal(userId, proposalId, body) {
      const found = await findOwnedProposal(db, userId, proposalId, now());
      if (!found) throw notFound(CARD_BUILDER_MESSAGES.proposalNotFound);
      if (found.proposal.status !== 'PENDING') throw conflict(CARD_BUILDER_MESSAGES.notPending);
      const front = body.front?.trim() ? body.front.trim() : null;
      const content = body.content.trim();
      const others = (await proposalsOf(db, [found.run.id])).filter((row) => row.status !== 'REJECTED' && row.position < found.proposal.position);
      const { flags, duplicateOf } = check({ front, content }, passageText(found.run, found.proposal.passageIndex), others, await jarPoints(userId, found.run.jarId));
      const row = await updateProposal(db, proposalId, { front, content, flags, duplicateOf, updatedAt: now() });
      // A later card that was 重复 of this one (or becomes so) is checked again.
      await recheckPending(found.run);
      return toProposal((await proposalsOf(db, [found.run.id])).find((candidate) => candidate.id === row.id) ?? row);
    },

    async accept(userId, runId, body) {
      const run = await loadRun(userId, runId);
      const wanted = new Set(body.proposalIds);
      const rows = (await proposalsOf(db, [run.id])).filter((row) => wanted.has(row.id));
      if (rows.length !== wanted.size) throw badField('proposalIds', CARD_BUILDER_MESSAGES.proposalNotFound);
      if (rows.some((row) => row.status !== 'PENDING')) throw badField('proposalIds', CARD_BUILDER_MESSAGES.notPending);

      let jar = body.newJarName ? null : await jarOf(userId, run.jarId);
      if (!jar && !body.newJarName) throw badField('newJarName', CARD_BUILDER_MESSAGES.jarMissing);
      if (!jar) {
        const created = await deps.jars.create(userId, { name: body.newJarName!.trim() });
        jar = { id: created.id, name: created.name };
        await updateRun(db, run.id, { jarId: jar.id, updatedAt: run.status === 'RUNNING' ? run.updatedAt : now() });
      }
      const itemIds = await deps.jars.addPoints(
        userId,
        jar.id,
        rows.map((row) => ({ front: row.front, content: row.content })),
      );
      const at = now();
      for (const [index, row] of rows.entries()) await updateProposal(db, row.id, { status: 'ACCEPTED', itemId: itemIds[index] ?? null, updatedAt: at });
      return { jar, accepted: rows.length };
    },

    async reject(userId, runId, proposalIds) {
      const run = await loadRun(userId, runId);
      const wanted = new Set(proposalIds);
      const rows = (await proposalsOf(db, [run.id])).filter((row) => wanted.has(row.id));
      if (rows.length !== wanted.size) throw badField('proposalIds', CARD_BUILDER_MESSAGES.proposalNotFound);
      if (rows.some((row) => row.status !== 'PENDING')) throw badField('proposalIds', CARD_BUILDER_MESSAGES.notPending);
      const at = now();
      for (const row of rows) await updateProposal(db, row.id, { status: 'REJECTED', updatedAt: at });
      // A card that was 重复 only because of a rejected one is not any more.
      await recheckPending(run);
      return fullRun(run);
    },

    async remove(userId, runId) {
      const run = await loadRun(userId, runId);
      running.get(run.id)?.abort();
      await deleteRun(db, run.id);
    },

    async sweep() {
      return deleteExpiredRuns(db, now());
    },

    async memosSource(userId, memoIds) {
      await deps.account.requirePremium(userId, CARD_BUILDER_MESSAGES.premiumRequired);
      const texts: string[] = [];
      for (const id of memoIds) {
        try {
          texts.push(tidy((await deps.memos.get(userId, id)).content));
        } catch (error) {
          if (error instanceof AppError && error.code === 'NOT_FOUND') {
            throw new AppError('NOT_FOUND', CARD_BUILDER_SOURCE_MESSAGES.memosNotFound, { memoIds: CARD_BUILDER_SOURCE_MESSAGES.memosNotFound });
          }
          throw error;
        }
      }
      // One memo, one paragraph at least: the passages never join two memos' halves.
      const text = texts.filter(Boolean).join('\n\n');
      if (!text) throw badField('memoIds', CARD_BUILDER_MESSAGES.noPassages);
      return sourceOf('MEMOS', `${memoIds.length} 条 MEMO`, firstLineTitle(text), text);
    },

    async fileSource(userId, file) {
      await deps.account.requirePremium(userId, CARD_BUILDER_MESSAGES.premiumRequired);
      try {
        const read = await readSourceFile(file.fileName, file.bytes);
        return sourceOf('FILE', file.fileName, read.title, read.text, read.stoppedEarly);
      } catch (error) {
        if (error instanceof SourceRefused) throw badField('file', error.message);
        throw error;
      }
    },

    async webPageSource(userId, html) {
      await deps.account.requirePremium(userId, CARD_BUILDER_MESSAGES.premiumRequired);
      try {
        const read = readWebPage(html);
        return sourceOf('WEB', read.title, read.title, read.text);
      } catch (error) {
        if (error instanceof SourceRefused) throw badField('html', error.message);
        throw error;
      }
    },
  };
}
