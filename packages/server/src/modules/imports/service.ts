import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  IMPORT_LISTED_SKIPS_MAX,
  IMPORT_MESSAGES,
  SMART_CURVE_ID,
  type ImportCommitBody,
  type Jar,
  type ImportJob,
  type ImportKind,
  type ImportPreview,
  type ImportReport,
  type JarExportFormat,
} from '@memory/contracts';
import { now } from '../../clock';
import { ReusedBuffers } from '../../files/reused-buffers';
import type { Database } from '../../db/database';
import { AppError, badField, conflict, notFound } from '../../http/errors';
import type { JobQueue } from '../../jobs/queue';
import type { AccountService } from '../account/service';
import type { AttachmentsService, StoredFile } from '../attachments/service';
import type { JarsService } from '../jars/service';
import type { MemosService } from '../memos/service';
import { writeAnkiPackage, type AnkiExportDeck } from './formats/anki/write-anki';
import { writeAnkiCsv } from './formats/write-csv';
import { writeMarkdownCards } from './formats/write-markdown';
import { mappingError } from './mapping';
import { ImportFileError, type ImportedSource, type Skipped } from './model';
import { planImport, type ImportPlan, type PlanLookup, type PlannedCard } from './plan';
import { claimPreview, deleteImport, findImport, findOwnedImport, insertImport, runningImports, updateImport, type ImportRow } from './queries';
import { kindOf, readSource, type StoredUpload } from './read-source';

/** Where an uploaded file waits between its preview and its job (the blob store, so any replica can run the job). */
export interface ImportFiles {
  /** Streams the upload in as it arrives; past the limit it rejects with UploadTooLarge (413) and keeps nothing. */
  write(id: string, source: Readable): Promise<{ size: number }>;
  open(id: string): Promise<StoredUpload>;
  remove(id: string): Promise<void>;
}

/** An upload streamed into the store, not yet read: its preview makes it an import, or it is discarded. */
export interface StagedUpload {
  id: string;
  size: number;
}

export interface ImportsService {
  /** Streams an uploaded file into the store as it arrives (the first half of an upload). */
  stage(source: Readable): Promise<StagedUpload>;
  /** A staged file whose form failed after it (a bad field, the limit met). */
  discard(staged: StagedUpload): Promise<void>;
  /**
   * Reads the staged file and keeps it with its preview (PREVIEW); a file no reader takes is a 400 naming the
   * reason, and is removed from the store.
   */
  upload(userId: string, file: { fileName: string; staged: StagedUpload }, options: { kind?: ImportKind; jarId?: string }): Promise<{ id: string }>;
  get(userId: string, id: string): Promise<ImportJob>;
  /**
   * The preview again with the learner's choices (field mappings, one jar or one per deck): the file is read again
   * and the counts, skips and sample are what 导入 with these choices would do. The review history and the new jar's
   * name change nothing in it: they are only kept with the choices. Still PREVIEW.
   */
  repreview(userId: string, id: string, body: ImportCommitBody): Promise<ImportJob>;
  /** 导入: queues the job with the learner's choices (RUNNING). */
  commit(userId: string, id: string, body: ImportCommitBody): Promise<ImportJob>;
  /** A preview not wanted, or a finished import's record; a running one finishes first (409). */
  remove(userId: string, id: string): Promise<void>;
  /** At start-up: imports a stopped server left RUNNING start again (their writes are keyed, nothing doubles). */
  resumeInterrupted(): Promise<void>;
  /**
   * A deck in one of the formats the readers here read back (the exports module's 导出): an Anki package with its
   * files, or Anki's text file / an Obsidian SR note (text only; `media` is ignored). Each note's guid is read back
   * as its source id.
   */
  writeDeck(format: JarExportFormat, deck: ExportedDeck): Promise<Uint8Array>;
}

/** A deck to write; `media` are the note's files with their bytes (read by the caller, for .apkg only). */
export type ExportedDeck = AnkiExportDeck;

const IMPORT_QUEUE = 'imports';
/** Points are written in chunks, each its own transaction, so the progress bar moves and no transaction is huge. */
const CHUNK = 200;

/**
 * Gives the event loop a turn between steps of the job. On PGlite each statement runs on this thread and its promise
 * settles without one, so a job of thousands of statements would otherwise hold every other request until it ends.
 */
const letOthersRun = () => nextTurn();

const fileKey = (id: string) => `import-${id}`;

/**
 * Whether two sets of choices make the same preview: it depends on the deck mode and the mappings only, not on the
 * review history or the new jar's name (kept with the choices for a reload, applied at 导入).
 */
const samePreviewInputs = (a: ImportCommitBody, b: ImportCommitBody) =>
  JSON.stringify([a.deckMode, a.mappings]) === JSON.stringify([b.deckMode, b.mappings]);

export function createImportsService(
  db: Database,
  deps: {
    queue: JobQueue;
    files: ImportFiles;
    account: Pick<AccountService, 'isPremium'>;
    attachments: Pick<AttachmentsService, 'storeImportedFile' | 'removeFiles'>;
    jars: Pick<JarsService, 'create' | 'updateSettings' | 'importTarget' | 'jarHoldingSources' | 'importedPoints' | 'writeImportedPoints'>;
    memos: Pick<MemosService, 'importedSourceIds' | 'importMemo'>;
    /** PGlite: one process, so a RUNNING import found at start-up was interrupted for certain. */
    singleProcess: boolean;
    log?: (error: unknown) => void;
  },
): ImportsService {
  const { queue, files, jars, memos } = deps;

  function lookupFor(userId: string): PlanLookup {
    return {
      async jarHolding(sourceIds) {
        return jars.jarHoldingSources(userId, sourceIds);
      },
      async written(jarId, sourceIds) {
        if (jarId === null) {
          // Memos: an imported one is never rewritten (the learner may have edited it); seen once is 未变.
          const known = await memos.importedSourceIds(userId, sourceIds);
          return new Map([...known].map((id) => [id, { hash: null, current: null }] as const));
        }
        const points = await jars.importedPoints(userId, jarId, sourceIds);
        return new Map([...points].map(([sourceId, point]) => [sourceId, { hash: point.sourceHash, current: point.current }]));
      },
    };
  }

  async function read(kind: ImportKind, fileName: string, file: StoredUpload): Promise<ImportedSource> {
    try {
      return await readSource(kind, fileName, file);
    } catch (error) {
      if (error instanceof ImportFileError) throw badField('file', error.message);
      throw error;
    }
  }

  async function targetJar(userId: string, jarId: string | null | undefined) {
    if (!jarId) return null;
    const jar = await jars.importTarget(userId, jarId);
    return { id: jar.id, name: jar.name };
  }

  async function plan(row: Pick<ImportRow, 'userId' | 'kind' | 'fileName' | 'jarId'>, file: StoredUpload, body: ImportCommitBody): Promise<{ source: ImportedSource; plan: ImportPlan }> {
    const source = await read(row.kind, row.fileName, file);
    const jar = await targetJar(row.userId, row.jarId);
    return { source, plan: await planImport(source, { ...body, fileName: row.fileName, jar }, lookupFor(row.userId)) };
  }

  function toJob(row: ImportRow): ImportJob {
    return {
      id: row.id,
      fileName: row.fileName,
      status: row.status,
      progress: (row.progress as ImportJob['progress']) ?? null,
      preview: row.preview as ImportPreview,
      choices: (row.options as ImportCommitBody | null) ?? {},
      report: (row.report as ImportReport | null) ?? null,
      error: row.error,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function load(userId: string, id: string): Promise<ImportRow> {
    const row = await findOwnedImport(db, userId, id);
    if (!row) throw notFound(IMPORT_MESSAGES.notFound);
    return row;
  }

  async function progress(id: string, phase: string, done: number, total: number): Promise<void> {
    const percent = total === 0 ? 100 : Math.min(100, Math.floor((done * 100) / total));
    await updateImport(db, id, { progress: { phase, percent }, updatedAt: now() });
  }

  /**
   * A jar the import creates. One that brings a review history goes on 智能曲线: the curve that schedules by grades,
   * so each card's next review follows from how the learner answered it (a fixed curve would only count reviews).
   */
  async function newJar(userId: string, name: string, withHistory: boolean): Promise<Jar> {
    const jar = await jars.create(userId, { name });
    if (!withHistory) return jar;
    return jars.updateSettings(userId, jar.id, { ...jar.settings, curveId: SMART_CURVE_ID });
  }

  /** Each chosen mapping names a note type of the file and only fields it has. */
  function checkMappings(preview: ImportPreview, body: ImportCommitBody): void {
    for (const [index, mapping] of (body.mappings ?? []).entries()) {
      const type = preview.noteTypes.find((candidate) => candidate.name === mapping.noteType);
      if (!type) throw badField(`mappings/${index}/noteType`, IMPORT_MESSAGES.unknownNoteType(mapping.noteType));
      const bad = mappingError({ ...type, front: null, content: [] }, mapping);
      if (bad !== null) throw badField(`mappings/${index}`, IMPORT_MESSAGES.badField(type.name, bad));
    }
  }

  /**
   * What the job keeps of the read and the plan while it writes: the media (read when stored), the preview and the
   * cards to write, not the notes they were made from (20 000 notes' fields held for the whole write, otherwise).
   * With its history asked for, a card that is 未变 still comes: a point of an earlier import made without the
   * history (not yet introduced) takes it now; one that has a schedule keeps it (JarsService.writeImportedPoints).
   */
  async function planJob(row: ImportRow & { blobId: string }, options: ImportCommitBody) {
    const { source, plan: planned } = await plan(row, await files.open(row.blobId), options);
    const withHistory = options.reviewHistory === true && planned.preview.target === 'JAR_ITEMS';
    const hasHistory = (card: PlannedCard) => withHistory && card.reviews.length > 0;
    const toWrite = planned.groups.map((group) => ({ ...group, cards: group.cards.filter((card) => card.state !== 'unchanged' || hasHistory(card)) }));
    return { media: source.media, preview: planned.preview, skipped: planned.skipped, hasHistory, toWrite };
  }

  /** The job: stores the files the cards need, then writes jars and points (or memos) chunk by chunk. */
  async function run(row: ImportRow): Promise<ImportReport> {
    if (!row.blobId) throw new ImportFileError(IMPORT_MESSAGES.failed, 'IMPORT_BAD_SCHEMA');
    await progress(row.id, '读取文件', 0, 1);
    const job = await planJob({ ...row, blobId: row.blobId }, (row.options as ImportCommitBody | null) ?? {});
    const { media, preview, hasHistory, toWrite } = job;
    const skipped: Skipped[] = [...job.skipped];
    const needFiles = toWrite.flatMap((group) => group.cards.filter((card) => card.state !== 'unchanged' && card.files.length > 0));
    const total = toWrite.reduce((sum, group) => sum + group.cards.length, 0) + needFiles.length;
    let done = 0;

    // Each card gets its own copy of a file (a point's files go with it); a refused file is reported once. Each is
    // read into the same memory: it is written before the next is read.
    const stored = new Map<PlannedCard, StoredFile[]>();
    const reuse = new ReusedBuffers();
    const refused = new Set<string>();
    for (const card of needFiles) {
      const kept: StoredFile[] = [];
      for (const name of card.files) {
        if (refused.has(name)) continue;
        const file = media.get(name);
        if (!file) continue;
        await letOthersRun();
        const result = await deps.attachments.storeImportedFile(row.userId, name, await file.read(reuse));
        if ('file' in result) kept.push(result.file);
        else {
          refused.add(name);
          skipped.push({ where: name, reason: result.refused === 'OVER_QUOTA' ? 'OVER_QUOTA' : 'UNSUPPORTED_MEDIA', detail: result.detail });
        }
      }
      stored.set(card, kept);
      done += 1;
      if (done % 20 === 0) await progress(row.id, '保存媒体文件', done, total);
    }

    // A card of files alone whose files were all refused would arrive as an empty （音频）: it stays behind, said so.
    const emptied = new Set(needFiles.filter((card) => card.filesOnly && (stored.get(card)?.length ?? 0) === 0));
    for (const card of emptied) {
      skipped.push({ where: card.files.join('、').slice(0, 30), reason: 'EMPTY', detail: IMPORT_MESSAGES.filesOnlyRefused });
    }
    if (emptied.size > 0) {
      for (const group of toWrite) group.cards = group.cards.filter((card) => !emptied.has(card));
    }

    const report: ImportReport = {
      counts: { ...preview.counts, new: 0, updated: 0, skipped: preview.counts.skipped + emptied.size },
      skipped: [],
      jars: [],
      memos: 0,
      files: [...stored.values()].reduce((sum, list) => sum + list.length, 0),
      reviews: 0,
      pointsWithHistory: 0,
    };
    for (const group of toWrite) {
      if (preview.target === 'MEMOS') {
        for (const card of group.cards) {
          if (done % 20 === 0) await letOthersRun();
          const added = await memos.importMemo(row.userId, {
            sourceId: card.sourceId,
            content: card.content.trim() || '（图片）',
            tags: card.tags,
            createdAt: card.createdAt,
            files: stored.get(card) ?? [],
          });
          if (added) report.counts.new += 1;
          report.memos += added ? 1 : 0;
          done += 1;
          if (done % 20 === 0) await progress(row.id, '写入 MEMO', done, total);
        }
        continue;
      }
      const jar = group.jar ?? (await newJar(row.userId, group.name, group.cards.some(hasHistory)));
      report.jars.push({ id: jar.id, name: jar.name });
      // Each chunk leaves the list as it is written, so what is written is not kept to the end.
      while (group.cards.length > 0) {
        await letOthersRun();
        const chunk = group.cards.splice(0, CHUNK);
        const written = await jars.writeImportedPoints(
          row.userId,
          jar.id,
          chunk.map((card) => ({
            sourceId: card.sourceId,
            sourceHash: card.hash,
            front: card.front,
            content: card.content,
            tags: card.tags,
            files: stored.get(card) ?? (card.state === 'new' ? [] : null),
            changed: card.state !== 'unchanged',
            history: hasHistory(card) ? card.reviews : [],
          })),
        );
        report.counts.new += written.added;
        report.counts.updated += written.updated;
        report.reviews += written.reviews;
        report.pointsWithHistory += written.withHistory;
        done += chunk.length;
        await progress(row.id, '写入知识点', done, total);
      }
    }
    report.counts.unchanged = preview.counts.unchanged;
    report.skipped = skipped.slice(0, IMPORT_LISTED_SKIPS_MAX);
    return report;
  }

  async function runJob(importId: string, jobId: string): Promise<void> {
    const row = await findImport(db, importId);
    // A job superseded at a restart (a newer one runs the import) or an import deleted meanwhile does nothing.
    if (!row || row.status !== 'RUNNING' || row.jobId !== jobId) return;
    try {
      const report = await run(row);
      await updateImport(db, row.id, { status: 'DONE', report, progress: { phase: '完成', percent: 100 }, updatedAt: now() });
    } catch (error) {
      const message = error instanceof AppError || error instanceof ImportFileError ? error.message : IMPORT_MESSAGES.failed;
      if (!(error instanceof AppError || error instanceof ImportFileError)) deps.log?.(error);
      await updateImport(db, row.id, { status: 'FAILED', error: message, progress: null, updatedAt: now() });
    }
    if (row.blobId) {
      await files.remove(row.blobId).catch((error: unknown) => deps.log?.(error));
      await updateImport(db, row.id, { blobId: null });
    }
  }

  async function discard(staged: StagedUpload): Promise<void> {
    await files.remove(fileKey(staged.id)).catch((error: unknown) => deps.log?.(error));
  }

  queue.work<{ importId: string }>(IMPORT_QUEUE, (data, jobId) => runJob(data.importId, jobId));

  return {
    async stage(source) {
      const id = randomUUID();
      const { size } = await files.write(fileKey(id), source);
      return { id, size };
    },

    discard,

    async upload(userId, file, options) {
      const { id, size } = file.staged;
      try {
        let kind: ImportKind;
        try {
          kind = kindOf(file.fileName, options.kind);
        } catch (error) {
          if (error instanceof ImportFileError) throw badField('file', error.message);
          throw error;
        }
        const row = { userId, kind, fileName: file.fileName, jarId: options.jarId ?? null };
        const { source, plan: planned } = await plan(row, await files.open(fileKey(id)), {});
        if (source.target === 'JAR_ITEMS' && !(await deps.account.isPremium(userId))) {
          throw new AppError('PREMIUM_REQUIRED', IMPORT_MESSAGES.jarsNeedPremium);
        }
        const at = now();
        await insertImport(db, { ...row, id, sizeBytes: size, blobId: fileKey(id), status: 'PREVIEW', preview: planned.preview, createdAt: at, updatedAt: at });
        return { id };
      } catch (error) {
        // Nothing is kept of a file that did not make a preview.
        await discard(file.staged);
        throw error;
      }
    },

    async get(userId, id) {
      return toJob(await load(userId, id));
    },

    async repreview(userId, id, body) {
      const row = await load(userId, id);
      if (row.status !== 'PREVIEW' || !row.blobId) throw conflict(IMPORT_MESSAGES.notPreview);
      checkMappings(row.preview as ImportPreview, body);
      // The choices are kept with the preview they make, for a reload; a changed review history or jar name alone
      // (the preview does not depend on them) is kept without reading the file again.
      const before = row.options as ImportCommitBody | null;
      if (before && samePreviewInputs(before, body)) {
        await updateImport(db, row.id, { options: body, updatedAt: now() });
      } else {
        const { plan: planned } = await plan(row, await files.open(row.blobId), body);
        await updateImport(db, row.id, { preview: planned.preview, options: body, updatedAt: now() });
      }
      return toJob(await load(userId, id));
    },

    async commit(userId, id, body) {
      const row = await load(userId, id);
      if (row.status !== 'PREVIEW') throw conflict(IMPORT_MESSAGES.notPreview);
      checkMappings(row.preview as ImportPreview, body);
      const claimed = await claimPreview(db, userId, id, { options: body, progress: { phase: '排队中', percent: 0 }, updatedAt: now() });
      if (!claimed) throw conflict(IMPORT_MESSAGES.notPreview);
      // The job id is recorded before the job can run: a job that finds another id on its import does nothing.
      const jobId = randomUUID();
      await updateImport(db, id, { jobId });
      await queue.send(IMPORT_QUEUE, { importId: id }, { id: jobId });
      return toJob(await load(userId, id));
    },

    async remove(userId, id) {
      const row = await load(userId, id);
      if (row.status === 'RUNNING') throw conflict(IMPORT_MESSAGES.running);
      await deleteImport(db, id);
      if (row.blobId) await files.remove(row.blobId).catch((error: unknown) => deps.log?.(error));
    },

    async writeDeck(format, deck) {
      if (format === 'apkg') return writeAnkiPackage(deck);
      const text = { name: deck.name, notes: deck.notes.map(({ guid, front, content, tags }) => ({ guid, front, content, tags })) };
      return format === 'csv' ? writeAnkiCsv(text) : writeMarkdownCards(text);
    },

    async resumeInterrupted() {
      const interrupted = await runningImports(db);
      if (interrupted.length === 0) return;
      await queue.start();
      for (const row of interrupted) {
        // On PostgreSQL another replica may be running it: an active job is left to pg-boss, which gives it to
        // another runner once it expires (its runner died). One the queue no longer holds starts again.
        const state = !deps.singleProcess && row.jobId ? await queue.state(IMPORT_QUEUE, row.jobId) : null;
        if (state === 'created' || state === 'retry' || state === 'active') continue;
        const jobId = randomUUID();
        await updateImport(db, row.id, { jobId, progress: { phase: IMPORT_MESSAGES.restarted, percent: 0 }, updatedAt: now() });
        await queue.send(IMPORT_QUEUE, { importId: row.id }, { id: jobId });
      }
    },
  };
}
