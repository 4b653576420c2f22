// MSW handlers for exports: GET /jars/{id}/export (a small file with the server's headers) and 下载我的数据
// (/account/export/**: RUNNING for `accountExportPolls` status reads, with rising progress, then DONE).
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { EXPORT_MESSAGES, JAR_EXPORT_FORMATS, JAR_MESSAGES, type AccountExportJob, type JarExportFormat } from '@memory/contracts';
import { badField, conflict, notFound } from './errors';
import type { FakeState } from './fakeData';

const API = '*/api';

const ok = (body: JsonBodyType, status = 200) => HttpResponse.json(body, { status });

/** The server's Content-Disposition (packages/server/src/http/content-disposition.ts), for the name the page saves. */
export function fakeDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** A zip with no entries (its end-of-central-directory record): what an empty export's bytes look like. */
const EMPTY_ZIP = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);

const CONTENT_TYPES: Readonly<Record<JarExportFormat, string>> = {
  apkg: 'application/octet-stream',
  csv: 'text/csv; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
};

export function buildExportHandlers(state: FakeState, newId: (prefix: string) => string) {
  const findExport = (id: unknown) => (state.accountExport?.job.id === id ? state.accountExport : null);

  return [
    http.get(`${API}/jars/:id/export`, ({ params, request }) => {
      const format = new URL(request.url).searchParams.get('format') as JarExportFormat | null;
      if (!format || !JAR_EXPORT_FORMATS.includes(format)) return badField('format', `format ${JAR_EXPORT_FORMATS.join(' / ')}`);
      const jar = state.jars.find((candidate) => candidate.id === params.id);
      if (!jar) return notFound(JAR_MESSAGES.notFound);
      state.jarExportRequests.push({ jarId: jar.id, format });
      const body = format === 'apkg' ? EMPTY_ZIP : new TextEncoder().encode(jar.items.map((item) => item.content).join('\n'));
      return new HttpResponse(body, {
        headers: { 'Content-Type': CONTENT_TYPES[format], 'Content-Disposition': fakeDisposition(`${jar.name}.${format}`) },
      });
    }),

    http.post(`${API}/account/export`, () => {
      if (state.accountExport?.job.status === 'RUNNING') return ok({ id: state.accountExport.job.id }, 201);
      const job: AccountExportJob = {
        id: newId('export'),
        status: 'RUNNING',
        progress: { phase: '排队中', percent: 0 },
        sizeBytes: null,
        error: null,
        createdAt: new Date().toISOString(),
      };
      state.accountExport = { job, pollsLeft: state.accountExportPolls };
      return ok({ id: job.id }, 201);
    }),

    // Before /account/export/:id, as the server matches its fixed path first.
    http.get(`${API}/account/export/latest`, () => ok(state.accountExport?.job ?? null)),

    http.get(`${API}/account/export/:id`, ({ params }) => {
      const found = findExport(params.id);
      if (!found) return notFound(EXPORT_MESSAGES.notFound);
      if (found.job.status === 'RUNNING') {
        if (found.pollsLeft <= 0) {
          found.job = { ...found.job, status: 'DONE', progress: { phase: '完成', percent: 100 }, sizeBytes: EMPTY_ZIP.length };
        } else {
          const percent = Math.min(99, (found.job.progress?.percent ?? 0) + 40);
          found.job = { ...found.job, progress: { phase: percent < 20 ? '整理数据' : '打包文件', percent } };
          found.pollsLeft -= 1;
        }
      }
      return ok(found.job);
    }),

    http.get(`${API}/account/export/:id/download`, ({ params }) => {
      const found = findExport(params.id);
      if (!found) return notFound(EXPORT_MESSAGES.notFound);
      if (found.job.status !== 'DONE') return conflict(EXPORT_MESSAGES.notReady);
      state.accountExportDownloads += 1;
      return new HttpResponse(EMPTY_ZIP, {
        headers: { 'Content-Type': 'application/zip', 'Content-Disposition': fakeDisposition('记忆仓库-我的数据-2026-11-23.zip') },
      });
    }),
  ];
}
