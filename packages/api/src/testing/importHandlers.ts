// MSW handlers for imports: upload (multipart) → a preview, the preview recomputed with the learner's choices,
// commit → a job that runs over a few polls, then its report (jars created or filled, memos added), and delete;
// each choice sent is kept on the job (`choices`), as the server keeps it for a reload. The
// fake reads no file: what an upload previews is `state.nextImportPreview`, else a sample for the file's kind, and the
// choices are applied to that (`previewWithChoices`). Refusals are the server's (IMPORT_MESSAGES).
import { http, HttpResponse, type JsonBodyType } from 'msw';
import {
  IMPORT_FILE_MAX_BYTES,
  IMPORT_KINDS,
  IMPORT_KIND_BY_EXTENSION,
  IMPORT_MESSAGES,
  ImportCommitBody,
  JAR_MESSAGES,
  isPremium,
  type ImportFieldMapping,
  type ImportJob,
  type ImportPreview,
  type ImportReport,
} from '@memory/contracts';
import { validate } from '@memory/contracts/validation';
import { badField, conflict, failure, forbidden, notFound, refusal } from './errors';
import type { FakeState } from './fakeData';
import { createFakeJar } from './jarHandlers';
import { SAMPLE_IMPORT_NOTES, samplePreviewFor } from './sampleImports';

const API = '*/api';

/** A job as the fake keeps it: the wire shape, plus the upload's jar and preview, the commit's choices and the polls left. */
export interface FakeImport extends ImportJob {
  jarId?: string | null;
  /** The preview the upload made (the default choices), which a recomputed preview starts from; unset: `preview`. */
  uploaded?: ImportPreview;
  commit?: ImportCommitBody | null;
  /** GETs of a RUNNING job before it is DONE (state.importRunPolls at commit). */
  pollsLeft?: number;
}

const ok = (body: JsonBodyType, status = 200) => HttpResponse.json(body, { status });
const toJob = ({ jarId: _jarId, uploaded: _uploaded, commit: _commit, pollsLeft: _polls, ...job }: FakeImport): ImportJob => job;
const importNotFound = () => notFound(IMPORT_MESSAGES.notFound);
const tooLarge = () => {
  const message = IMPORT_MESSAGES.tooLarge(`${IMPORT_FILE_MAX_BYTES / 1024 / 1024} MB`);
  return refusal('PAYLOAD_TOO_LARGE', message, { file: message });
};

const sameMapping = (a: ImportFieldMapping, b: ImportFieldMapping) =>
  a.front === b.front && a.rest === b.rest && a.content.length === b.content.length && a.content.every((field, index) => field === b.content[index]);

/** A note's point under a mapping, as the server converts it: the 正面, the content fields, then the rest appended or dropped. */
function convertNote(fields: readonly string[], mapping: ImportFieldMapping): { front: string | null; content: string } {
  const front = mapping.front === null ? null : (fields[mapping.front] ?? '').trim() || null;
  const used = new Set([...(mapping.front === null ? [] : [mapping.front]), ...mapping.content]);
  const rest = mapping.rest === 'APPEND' ? fields.filter((_field, index) => !used.has(index)) : [];
  const content = [...mapping.content.map((index) => fields[index] ?? ''), ...rest]
    .map((field) => field.trim())
    .filter(Boolean)
    .join('\n\n');
  return { front, content };
}

/**
 * The upload's preview with the learner's choices, as the server plans them for PUT /imports/{id}/preview and for
 * the job: each note type takes its chosen mapping; a type whose mapping changed gives its points other text, so
 * those that were 未变 become 更新 (new ones stay new); the sample points whose notes the fake knows
 * (SAMPLE_IMPORT_NOTES) are converted again; one jar per deck leaves no single jar, and the first deck names it.
 */
export function previewWithChoices(uploaded: ImportPreview, body: ImportCommitBody): ImportPreview {
  const chosen = new Map((body.mappings ?? []).map((mapping) => [mapping.noteType, mapping] as const));
  const noteTypes = uploaded.noteTypes.map((type) => ({ ...type, mapping: chosen.get(type.name) ?? type.mapping }));
  const remapped = noteTypes.filter((type, index) => !sameMapping(type.mapping, uploaded.noteTypes[index]!.mapping));
  const moved = Math.min(uploaded.counts.unchanged, remapped.reduce((sum, type) => sum + type.notes, 0));
  const sample = uploaded.sample.map((point) => {
    for (const note of SAMPLE_IMPORT_NOTES) {
      const type = uploaded.noteTypes.find((candidate) => candidate.name === note.noteType);
      if (!type) continue;
      const before = convertNote(note.fields, type.mapping);
      if (before.front !== point.front || before.content !== point.content) continue;
      return { ...point, ...convertNote(note.fields, chosen.get(type.name) ?? type.mapping) };
    }
    return point;
  });
  const perDeck = body.deckMode === 'JAR_PER_DECK' && uploaded.target === 'JAR_ITEMS' && uploaded.decks.length > 1;
  return {
    ...uploaded,
    noteTypes,
    counts: { ...uploaded.counts, updated: uploaded.counts.updated + moved, unchanged: uploaded.counts.unchanged - moved },
    sample,
    ...(uploaded.target === 'JAR_ITEMS' ? { deckMode: body.deckMode === 'JAR_PER_DECK' ? ('JAR_PER_DECK' as const) : ('ONE_JAR' as const) } : {}),
    jar: perDeck ? null : uploaded.jar,
    // The default name of one new jar, in either deck mode (the learner's own is in the choices), as the server does.
    jarName: perDeck ? uploaded.jarName : (uploaded.jar?.name ?? uploaded.jarName),
  };
}

export function buildImportHandlers(state: FakeState, newId: (prefix: string) => string) {
  const findImport = (id: unknown) => state.imports.find((job) => job.id === id);

  /** The server's refusal of a mapping naming a note type the file lacks, or a field its note type lacks; else null. */
  const mappingRefusal = (job: FakeImport, mappings: readonly ImportFieldMapping[] = []) => {
    for (const [index, mapping] of mappings.entries()) {
      const type = job.preview.noteTypes.find((candidate) => candidate.name === mapping.noteType);
      if (!type) return badField(`mappings/${index}/noteType`, IMPORT_MESSAGES.unknownNoteType(mapping.noteType));
      const bad = [...(mapping.front === null ? [] : [mapping.front]), ...mapping.content].find((field) => field >= type.fields.length);
      if (bad !== undefined) return badField(`mappings/${index}`, IMPORT_MESSAGES.badField(type.name, bad));
    }
    return null;
  };

  /** The learner's choices for a preview or a commit, checked as the server checks them; else the refusal. */
  const choicesFor = async (id: unknown, request: Request) => {
    const job = findImport(id);
    if (!job) return importNotFound();
    const body = validate(ImportCommitBody, await request.json().catch(() => undefined));
    if (!body.ok) return failure(400, body.error);
    if (job.status !== 'PREVIEW') return conflict(IMPORT_MESSAGES.notPreview);
    return mappingRefusal(job, body.value.mappings) ?? { job, body };
  };

  /** The job's work, all at once when its last poll comes: jars created or filled, memos added. */
  const finish = (job: FakeImport): ImportReport => {
    const body = job.commit ?? {};
    // The job plans the file again with the choices committed, whatever preview was last shown.
    const preview = previewWithChoices(job.uploaded ?? job.preview, body);
    const sampleTexts = preview.sample.map((point) => point.content);
    // The history asked for comes as the preview counted it (the fake does not collapse one card's same-day answers).
    const history = body.reviewHistory === true && preview.target === 'JAR_ITEMS' ? preview.reviews : 0;
    const report: ImportReport = {
      counts: { ...preview.counts },
      skipped: preview.skipped,
      jars: [],
      memos: 0,
      files: preview.media.files,
      reviews: history,
      pointsWithHistory: history > 0 ? Math.min(preview.counts.total - preview.counts.skipped, history) : 0,
    };
    if (preview.target === 'MEMOS') {
      for (const point of preview.sample) {
        state.memos.unshift({
          id: newId('memo'),
          content: point.content,
          aiExplained: null,
          tags: point.tags,
          attachments: [],
          curveId: state.settings.DEFAULT_CURVE ?? 'EBBINGHAUS',
          status: 'ACTIVE',
          createdAt: new Date().toISOString(),
        });
      }
      report.memos = preview.counts.new;
      return report;
    }
    const existing = preview.jar ? state.jars.find((jar) => jar.id === preview.jar?.id) : undefined;
    if (existing && body.deckMode !== 'JAR_PER_DECK') {
      existing.items.push(...sampleTexts.map((content) => ({ id: newId('item'), front: null, content, attachments: [] })));
      report.jars = [{ id: existing.id, name: existing.name }];
      return report;
    }
    const names = body.deckMode === 'JAR_PER_DECK' ? preview.decks.map((deck) => deck.name.split('::').join(' / ')) : [body.jarName ?? preview.jarName];
    for (const name of names) {
      const jar = createFakeJar({ id: newId('jar'), name }, sampleTexts);
      state.jars.unshift(jar);
      report.jars.push({ id: jar.id, name: jar.name });
    }
    return report;
  };

  return [
    http.post(`${API}/imports`, async ({ request }) => {
      const form = await request.formData().catch(() => null);
      const file = form?.get('file');
      if (!form || !(file instanceof Blob) || file.size === 0) return badField('file', IMPORT_MESSAGES.fileMissing);
      if (file.size > IMPORT_FILE_MAX_BYTES) return tooLarge();
      const fileName = 'name' in file && typeof file.name === 'string' && file.name ? file.name : 'import';
      // The pages send a kind only from IMPORT_KINDS (?to=memos: flomo); anything else falls back to the extension here.
      const named = form.get('kind');
      const extension = /\.([^.]+)$/.exec(fileName.toLowerCase())?.[1] ?? '';
      const kind = IMPORT_KINDS.find((candidate) => candidate === named) ?? (Object.hasOwn(IMPORT_KIND_BY_EXTENSION, extension) ? IMPORT_KIND_BY_EXTENSION[extension] : undefined);
      if (!kind) return badField('file', IMPORT_MESSAGES.unknownFormat(fileName));
      const jarId = form.get('jarId');
      state.importUploads.push({ fileName, kind, jarId: typeof jarId === 'string' && jarId ? jarId : null, bytes: file.size });

      let preview = state.nextImportPreview ?? samplePreviewFor(kind, fileName);
      if (typeof jarId === 'string' && jarId) {
        const jar = state.jars.find((candidate) => candidate.id === jarId);
        if (!jar) return notFound(JAR_MESSAGES.notFound);
        if (jar.role !== 'CREATOR') return forbidden(JAR_MESSAGES.buyerReadOnly);
        preview = { ...preview, jar: { id: jar.id, name: jar.name }, jarName: jar.name };
      }
      if (preview.target === 'JAR_ITEMS' && !isPremium(state.account, new Date())) return refusal('PREMIUM_REQUIRED', IMPORT_MESSAGES.jarsNeedPremium);
      const job: FakeImport = {
        id: newId('import'),
        fileName,
        status: 'PREVIEW',
        progress: null,
        preview,
        choices: {},
        report: null,
        error: null,
        createdAt: new Date().toISOString(),
        jarId: typeof jarId === 'string' && jarId ? jarId : null,
      };
      state.imports.unshift(job);
      return ok({ id: job.id }, 201);
    }),
    http.get(`${API}/imports/:id`, ({ params }) => {
      const job = findImport(params.id);
      if (!job) return importNotFound();
      if (job.status === 'RUNNING') {
        const left = (job.pollsLeft ?? 1) - 1;
        job.pollsLeft = left;
        if (left > 0) {
          const phase = job.preview.target === 'MEMOS' ? '写入 MEMO' : '写入知识点';
          job.progress = { phase, percent: Math.min(99, (job.progress?.percent ?? 0) + 40) };
        } else {
          job.report = finish(job);
          job.status = 'DONE';
          job.progress = { phase: '完成', percent: 100 };
        }
      }
      return ok(toJob(job));
    }),
    // Nothing is written: the preview kept on the job is the upload's with these choices (the next one starts from the upload's again).
    http.put(`${API}/imports/:id/preview`, async ({ request, params }) => {
      const accepted = await choicesFor(params.id, request);
      if (accepted instanceof Response) return accepted;
      const { job, body } = accepted;
      state.importPreviews.push({ id: job.id, ...body.value });
      job.uploaded ??= job.preview;
      job.preview = previewWithChoices(job.uploaded, body.value);
      job.choices = body.value;
      return ok(toJob(job));
    }),
    http.put(`${API}/imports/:id/commit`, async ({ request, params }) => {
      const accepted = await choicesFor(params.id, request);
      if (accepted instanceof Response) return accepted;
      const { job, body } = accepted;
      state.importCommits.push({ id: job.id, ...body.value });
      job.commit = body.value;
      job.choices = body.value;
      job.status = 'RUNNING';
      job.progress = { phase: '排队中', percent: 0 };
      job.pollsLeft = state.importRunPolls;
      return ok(toJob(job));
    }),
    http.delete(`${API}/imports/:id`, ({ params }) => {
      const job = findImport(params.id);
      if (!job) return importNotFound();
      if (job.status === 'RUNNING') return conflict(IMPORT_MESSAGES.running);
      state.imports = state.imports.filter((candidate) => candidate !== job);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
