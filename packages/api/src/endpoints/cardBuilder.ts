// AI 制卡: /card-builder/**. A run streams its cards (the stream client is `streamCardBuilder` in '@memory/api/ai');
// everything else — the inbox, one run with its cards, edit, accept, reject, the target jar, cancel — is here. The
// page writes streamed cards into getCardBuilderRun's cache entry (`cardBuilderApi.util.updateQueryData`), so one
// copy of the run serves the stream and a reload alike.
import type {
  AcceptCardProposalsBody,
  AcceptCardProposalsResult,
  CardBuilderRun,
  CardBuilderRunSummary,
  CardBuilderSource,
  CardBuilderUsage,
  CardProposal,
  EditCardProposalBody,
} from '@memory/contracts';
import { api, LIST } from '../api';

const runPath = (id: string) => `/card-builder/runs/${encodeURIComponent(id)}`;

/** The multipart body POST /card-builder/sources/file takes (fetchBaseQuery sends FormData as is). */
function sourceFileForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}

export const cardBuilderApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCardBuilderUsage: build.query<CardBuilderUsage, void>({
      query: () => '/card-builder/usage',
      providesTags: ['CardBuilderUsage'],
    }),
    listCardBuilderRuns: build.query<CardBuilderRunSummary[], void>({
      query: () => '/card-builder/runs',
      providesTags: [{ type: 'CardBuilderRun', id: LIST }],
    }),
    getCardBuilderRun: build.query<CardBuilderRun, string>({
      query: (id) => runPath(id),
      providesTags: (_result, _error, id) => [{ type: 'CardBuilderRun', id }],
    }),
    cancelCardBuilderRun: build.mutation<CardBuilderRun, string>({
      query: (id) => ({ url: `${runPath(id)}/cancel`, method: 'POST' }),
      invalidatesTags: [{ type: 'CardBuilderRun', id: LIST }],
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const run = await queryFulfilled.then(({ data }) => data).catch(() => null);
        if (run) dispatch(cardBuilderApi.util.upsertQueryData('getCardBuilderRun', id, run));
      },
    }),
    setCardBuilderTarget: build.mutation<CardBuilderRun, { id: string; jarId: string | null }>({
      query: ({ id, jarId }) => ({ url: `${runPath(id)}/jar`, method: 'PUT', body: { jarId } }),
      invalidatesTags: [{ type: 'CardBuilderRun', id: LIST }],
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const run = await queryFulfilled.then(({ data }) => data).catch(() => null);
        if (run) dispatch(cardBuilderApi.util.upsertQueryData('getCardBuilderRun', id, run));
      },
    }),
    editCardProposal: build.mutation<CardProposal, EditCardProposalBody & { runId: string; id: string }>({
      query: ({ id, front, content }) => ({ url: `/card-builder/proposals/${encodeURIComponent(id)}`, method: 'PUT', body: { front, content } }),
      // The edit is shown at once; the run is read again because the server checks the other cards' 重复 against it.
      invalidatesTags: (_result, _error, { runId }) => [{ type: 'CardBuilderRun', id: runId }],
      async onQueryStarted({ runId }, { dispatch, queryFulfilled }) {
        const proposal = await queryFulfilled.then(({ data }) => data).catch(() => null);
        if (!proposal) return;
        dispatch(
          cardBuilderApi.util.updateQueryData('getCardBuilderRun', runId, (run) => {
            const index = run.proposals.findIndex((candidate) => candidate.id === proposal.id);
            if (index >= 0) run.proposals[index] = proposal;
          }),
        );
      },
    }),
    acceptCardProposals: build.mutation<AcceptCardProposalsResult, AcceptCardProposalsBody & { runId: string }>({
      query: ({ runId, ...body }) => ({ url: `${runPath(runId)}/accept`, method: 'POST', body }),
      // The run (statuses, its jar) and the jar that received the points.
      invalidatesTags: (result, _error, { runId }) => [
        { type: 'CardBuilderRun', id: runId },
        { type: 'CardBuilderRun', id: LIST },
        ...(result
          ? [
              { type: 'Jar' as const, id: LIST },
              { type: 'Jar' as const, id: result.jar.id },
              { type: 'JarItem' as const, id: `${LIST}:${result.jar.id}` },
              { type: 'JarProgress' as const, id: result.jar.id },
            ]
          : []),
      ],
    }),
    rejectCardProposals: build.mutation<CardBuilderRun, { runId: string; proposalIds: string[] }>({
      query: ({ runId, proposalIds }) => ({ url: `${runPath(runId)}/reject`, method: 'POST', body: { proposalIds } }),
      invalidatesTags: [{ type: 'CardBuilderRun', id: LIST }],
      async onQueryStarted({ runId }, { dispatch, queryFulfilled }) {
        const run = await queryFulfilled.then(({ data }) => data).catch(() => null);
        if (run) dispatch(cardBuilderApi.util.upsertQueryData('getCardBuilderRun', runId, run));
      },
    }),
    // Material read by the server (nothing charged, nothing stored): the page shows the text, editable, then sends it.
    readCardBuilderMemos: build.mutation<CardBuilderSource, string[]>({
      query: (memoIds) => ({ url: '/card-builder/sources/memos', method: 'POST', body: { memoIds } }),
    }),
    readCardBuilderFile: build.mutation<CardBuilderSource, File>({
      query: (file) => ({ url: '/card-builder/sources/file', method: 'POST', body: sourceFileForm(file) }),
    }),
    readCardBuilderWebPage: build.mutation<CardBuilderSource, string>({
      query: (html) => ({ url: '/card-builder/sources/web-page', method: 'POST', body: { html } }),
    }),
    deleteCardBuilderRun: build.mutation<void, string>({
      query: (id) => ({ url: runPath(id), method: 'DELETE' }),
      invalidatesTags: [{ type: 'CardBuilderRun', id: LIST }],
    }),
  }),
});

export const {
  useGetCardBuilderUsageQuery,
  useListCardBuilderRunsQuery,
  useGetCardBuilderRunQuery,
  useCancelCardBuilderRunMutation,
  useSetCardBuilderTargetMutation,
  useEditCardProposalMutation,
  useAcceptCardProposalsMutation,
  useRejectCardProposalsMutation,
  useDeleteCardBuilderRunMutation,
  useReadCardBuilderMemosMutation,
  useReadCardBuilderFileMutation,
  useReadCardBuilderWebPageMutation,
} = cardBuilderApi;
