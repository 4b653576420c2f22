import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { EXPORT_MESSAGES, type AccountExportJob, type JarExportFormat } from '@memory/contracts';
import { now, today } from '../../clock';
import type { Database } from '../../db/database';
import { conflict, notFound } from '../../http/errors';
import type { JobQueue } from '../../jobs/queue';
import type { AttachmentsService } from '../attachments/service';
import type { FsrsFitService } from '../fsrs-fit/service';
import type { ImportsService } from '../imports/service';
import type { JarsService } from '../jars/service';
import { accountDataJson, accountReadme, filePath } from './account-data';
import { deleteExports, exportsOfUser, findExport, findOwnedExport, insertExport, profileOf, runningExports, updateExport, type AccountExportRow } from './queries';
import { ZipStream } from './zip-stream';

/** A file to download: its name (the route sets Content-Disposition), type and bytes. */
export interface ExportFile {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

export interface ExportDownload {
  fileName: string;
  size: number;
  open(): Readable;
}

/** Where the zips are kept: the attachments' blob store (src/modules/attachments/blob-store.ts), so any replica serves them. */
export interface ZipStore {
  write(id: string, source: Readable, maxBytes: number): Promise<{ size: number }>;
  size(id: string): Promise<number | null>;
  read(id: string): Readable;
  remove(id: string): Promise<void>;
}

export interface ExportsService {
  /** 导出: the caller's jar (created or subscribed) as an Anki package, Anki's text file or an Obsidian SR note. */
  jarFile(userId: string, jarId: string, format: JarExportFormat): Promise<ExportFile>;
  /** 下载我的数据: starts the job (one at a time per user: a running one is answered again). */
  startAccountExport(userId: string): Promise<{ id: string }>;
  accountExport(userId: string, id: string): Promise<AccountExportJob>;
  /** The user's latest export (the only one kept), running, done or failed; null when there is none. */
  latestAccountExport(userId: string): Promise<AccountExportJob | null>;
  /** The zip of a DONE export; another user's → 404, not done → 409. */
  accountExportDownload(userId: string, id: string): Promise<ExportDownload>;
  /** At start-up: exports a stopped server left RUNNING start again (the zip is written anew). */
  resumeInterrupted(): Promise<void>;
}

const EXPORT_QUEUE = 'account-exports';
/** The zip's blob: nothing else in the store is named so (attachments are 21-character nanoids). */
const zipKey = (id: string) => `account-export-${id}`;
/** The blob store's write limit for a zip: the 4-GiB ZIP32 limit is what really bounds it (zip-stream.ts). */
const ZIP_MAX_BYTES = 0xffff_ffff;

const CONTENT_TYPES: Readonly<Record<JarExportFormat, string>> = {
  apkg: 'application/octet-stream',
  csv: 'text/csv; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
};
const EXTENSIONS: Readonly<Record<JarExportFormat, string>> = { apkg: 'apkg', csv: 'csv', md: 'md' };

async function bytesOf(source: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

export function createExportsService(
  db: Database,
  deps: {
    queue: JobQueue;
    blobs: ZipStore;
    jars: Pick<JarsService, 'exportDeck'>;
    imports: Pick<ImportsService, 'writeDeck'>;
    attachments: Pick<AttachmentsService, 'filesOfUser' | 'openFile'>;
    smartCurve: Pick<FsrsFitService, 'exportData'>;
    /** PGlite: one process, so a RUNNING export found at start-up was interrupted for certain. */
    singleProcess: boolean;
    log?: (error: unknown) => void;
  },
): ExportsService {
  const { queue, blobs } = deps;

  function toJob(row: AccountExportRow): AccountExportJob {
    return {
      id: row.id,
      status: row.status,
      progress: (row.progress as AccountExportJob['progress']) ?? null,
      sizeBytes: row.sizeBytes,
      error: row.error,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function load(userId: string, id: string): Promise<AccountExportRow> {
    const row = await findOwnedExport(db, userId, id);
    if (!row) throw notFound(EXPORT_MESSAGES.notFound);
    return row;
  }

  async function progress(id: string, phase: string, percent: number): Promise<void> {
    await updateExport(db, id, { progress: { phase, percent: Math.max(0, Math.min(99, Math.floor(percent))) }, updatedAt: now() });
  }

  /** Data first (a fifth of the bar, by section), then the files one at a time (the rest, by count). */
  async function writeZip(row: AccountExportRow): Promise<number> {
    const at = now();
    const files = await deps.attachments.filesOfUser(row.userId);
    const profile = await profileOf(db, row.userId);
    const zip = new ZipStream();
    const stored = blobs.write(zipKey(row.id), zip.output, ZIP_MAX_BYTES);
    // The store failing (disk full) stops the writer, which would otherwise wait for it forever.
    stored.catch((error: unknown) => zip.abort(error instanceof Error ? error : new Error(String(error))));
    try {
      await zip.addText('README.md', [accountReadme(at, profile?.username ?? null)]);
      const sections = ['user', 'curves', 'smartCurve', 'memos', 'jars', 'orders', 'reviews'];
      await zip.addText(
        'data.json',
        accountDataJson(db, row.userId, files, at, { smartCurve: (userId) => deps.smartCurve.exportData(userId) }, (section) => progress(row.id, '整理数据', (sections.indexOf(section) * 20) / sections.length)),
      );
      for (const [index, file] of files.entries()) {
        // A file whose bytes are gone from the store (a lost disk) is left out rather than failing the whole export.
        if ((await blobs.size(file.id)) === null) {
          deps.log?.(new Error(`account export ${row.id}: the bytes of file ${file.id} are missing`));
          continue;
        }
        await zip.addFile(filePath(file), deps.attachments.openFile(file.id));
        if (index % 10 === 0) await progress(row.id, '打包文件', 20 + (index * 80) / files.length);
      }
      zip.end();
    } catch (error) {
      zip.abort(error instanceof Error ? error : new Error(String(error)));
      await stored.catch(() => undefined);
      throw error;
    }
    return (await stored).size;
  }

  async function runJob(exportId: string, jobId: string): Promise<void> {
    const row = await findExport(db, exportId);
    // Superseded at a restart (a newer job runs it), or deleted meanwhile (a newer export): nothing to do.
    if (!row || row.status !== 'RUNNING' || row.jobId !== jobId) return;
    try {
      const size = await writeZip(row);
      await updateExport(db, row.id, { status: 'DONE', blobId: zipKey(row.id), sizeBytes: size, progress: { phase: '完成', percent: 100 }, updatedAt: now() });
    } catch (error) {
      deps.log?.(error);
      await blobs.remove(zipKey(row.id)).catch(() => undefined);
      await updateExport(db, row.id, { status: 'FAILED', error: EXPORT_MESSAGES.failed, progress: null, updatedAt: now() });
    }
  }

  queue.work<{ exportId: string }>(EXPORT_QUEUE, (data, jobId) => runJob(data.exportId, jobId));

  return {
    async jarFile(userId, jarId, format) {
      const deck = await deps.jars.exportDeck(userId, jarId);
      // Only an Anki package carries files; they are read one after another (the writer needs them all at once).
      const notes = [];
      for (const point of deck.points) {
        const media = [];
        if (format === 'apkg') {
          for (const file of point.files) {
            // A file whose bytes are gone from the store is left out: the deck is still worth having.
            const bytes = await bytesOf(deps.attachments.openFile(file.id)).catch((error: unknown) => {
              deps.log?.(error);
              return null;
            });
            if (bytes) media.push({ name: file.name, bytes });
          }
        }
        notes.push({ guid: point.id, front: point.front, content: point.content, tags: point.tags, media, createdAt: point.createdAt });
      }
      const bytes = await deps.imports.writeDeck(format, { name: deck.jar.name, notes });
      return { fileName: `${deck.jar.name}.${EXTENSIONS[format]}`, contentType: CONTENT_TYPES[format], bytes };
    },

    async startAccountExport(userId) {
      const earlier = await exportsOfUser(db, userId);
      const running = earlier.find((row) => row.status === 'RUNNING');
      if (running) return { id: running.id };
      // One export kept per user: the earlier zips go (they would only fill the store).
      await deleteExports(
        db,
        earlier.map((row) => row.id),
      );
      for (const row of earlier) if (row.blobId) await blobs.remove(row.blobId).catch((error: unknown) => deps.log?.(error));
      const id = randomUUID();
      const jobId = randomUUID();
      const at = now();
      // The job id is recorded before the job can run: a job that finds another id on its export does nothing.
      await insertExport(db, { id, userId, status: 'RUNNING', jobId, progress: { phase: '排队中', percent: 0 }, createdAt: at, updatedAt: at });
      try {
        await queue.send(EXPORT_QUEUE, { exportId: id }, { id: jobId });
      } catch (error) {
        await updateExport(db, id, { status: 'FAILED', error: EXPORT_MESSAGES.failed, progress: null, updatedAt: now() });
        throw error;
      }
      return { id };
    },

    async accountExport(userId, id) {
      return toJob(await load(userId, id));
    },

    async latestAccountExport(userId) {
      const [latest] = await exportsOfUser(db, userId);
      return latest ? toJob(latest) : null;
    },

    async accountExportDownload(userId, id) {
      const row = await load(userId, id);
      if (row.status !== 'DONE' || !row.blobId) throw conflict(EXPORT_MESSAGES.notReady);
      const blobId = row.blobId;
      const size = (await blobs.size(blobId)) ?? row.sizeBytes;
      if (size === null) throw notFound(EXPORT_MESSAGES.notFound);
      return { fileName: `记忆仓库-我的数据-${today()}.zip`, size, open: () => blobs.read(blobId) };
    },

    async resumeInterrupted() {
      const interrupted = await runningExports(db);
      if (interrupted.length === 0) return;
      await queue.start();
      for (const row of interrupted) {
        // On PostgreSQL another replica may be running it: a job the queue still holds is left to pg-boss.
        const state = !deps.singleProcess && row.jobId ? await queue.state(EXPORT_QUEUE, row.jobId) : null;
        if (state === 'created' || state === 'retry' || state === 'active') continue;
        const jobId = randomUUID();
        await updateExport(db, row.id, { jobId, progress: { phase: EXPORT_MESSAGES.restarted, percent: 0 }, updatedAt: now() });
        await queue.send(EXPORT_QUEUE, { exportId: row.id }, { id: jobId });
      }
    },
  };
}
