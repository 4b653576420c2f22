// Imports: /imports/**. An upload gives a preview (nothing written yet); 导入 (commit) runs a background job whose
// progress the page polls with GET /imports/{id} (`pollingInterval` in the hook call while RUNNING).
import type { ImportCommitBody, ImportJob, ImportKind } from '@memory/contracts';
import { api, LIST } from '../api';

const importPath = (id: string) => `/imports/${encodeURIComponent(id)}`;

export interface UploadImportArgs {
  file: Blob;
  /** The file's name as the server should read it (its extension says the format unless `kind` is given). */
  fileName?: string;
  kind?: ImportKind;
  /** Into this existing jar of the user's (a creator's jar). */
  jarId?: string;
}

/** A File's name (checked by shape: a File from another realm, a test's, is not `instanceof File` here). */
const nameOf = (file: Blob): string | undefined => ('name' in file && typeof file.name === 'string' && file.name ? file.name : undefined);

/** The multipart body POST /imports takes; fetchBaseQuery sends FormData as is (the browser sets the boundary). */
export function importFormData({ file, fileName, kind, jarId }: UploadImportArgs): FormData {
  const form = new FormData();
  if (kind) form.append('kind', kind);
  if (jarId) form.append('jarId', jarId);
  // The file goes last: the server reads the fields before it reaches the (possibly large) file part.
  form.append('file', file, fileName ?? nameOf(file) ?? 'import');
  return form;
}

function finishedTags(job: ImportJob) {
  if (job.preview.target === 'MEMOS') return [{ type: 'Memo' as const, id: LIST }, 'TrendSummary' as const];
  return [
    { type: 'Jar' as const, id: LIST },
    'TrendSummary' as const,
    ...(job.report?.jars ?? []).flatMap((jar) => [
      { type: 'Jar' as const, id: jar.id },
      { type: 'JarItem' as const, id: `${LIST}:${jar.id}` },
      { type: 'JarProgress' as const, id: jar.id },
    ]),
  ];
}

export const importsApi = api.injectEndpoints({
  endpoints: (build) => ({
    uploadImport: build.mutation<{ id: string }, UploadImportArgs>({
      query: (args) => ({ url: '/imports', method: 'POST', body: importFormData(args) }),
    }),
    getImport: build.query<ImportJob, string>({
      query: (id) => importPath(id),
      providesTags: (_result, _error, id) => [{ type: 'Import', id }],
      // A finished import changed other screens' data: the jar list and the jars it wrote into, or the memos.
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        const job = await queryFulfilled.then(({ data }) => data).catch(() => null);
        if (job?.status === 'DONE') dispatch(api.util.invalidateTags(finishedTags(job)));
      },
    }),
    /**
     * PUT /imports/{id}/preview: the preview again with the learner's choices (the body commit takes); the server
     * keeps it on the import, so it replaces the cached job. Nothing is written.
     */
    repreviewImport: build.mutation<ImportJob, ImportCommitBody & { id: string }>({
      query: ({ id, ...body }) => ({ url: `${importPath(id)}/preview`, method: 'PUT', body }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // Only over a preview: an answer arriving after 导入 put the RUNNING job here must not bring the preview back.
          dispatch(importsApi.util.updateQueryData('getImport', id, (cached) => (cached.status === 'PREVIEW' ? data : undefined)));
        } catch {
          // The page shows the refusal; the cached preview stays as it was.
        }
      },
    }),
    commitImport: build.mutation<ImportJob, ImportCommitBody & { id: string }>({
      query: ({ id, ...body }) => ({ url: `${importPath(id)}/commit`, method: 'PUT', body }),
      // The job answers RUNNING: the page shows it at once, and the poll takes over from there.
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(importsApi.util.updateQueryData('getImport', id, () => data));
        } catch {
          // The page shows the refusal; the cached preview stays as it was.
        }
      },
    }),
    deleteImport: build.mutation<void, string>({
      query: (id) => ({ url: importPath(id), method: 'DELETE' }),
    }),
  }),
});

export const { useUploadImportMutation, useGetImportQuery, useRepreviewImportMutation, useCommitImportMutation, useDeleteImportMutation } = importsApi;

