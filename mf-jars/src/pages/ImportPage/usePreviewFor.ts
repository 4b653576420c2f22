// The preview kept in step with the learner's choices: after a change the server computes it again
// (PUT /imports/{id}/preview) and the cached job takes the answer, so the counts and the sample say what 导入 will do.
import { useEffect, useRef, useState } from 'react';
import type { ImportCommitBody, ImportJob } from '@memory/contracts';
import { importsApi, useAppDispatch, useRepreviewImportMutation } from '@memory/api';

/** How long the page waits after a change before asking: a learner picking several fields in a row asks once. */
export const REPREVIEW_DELAY_MS = 400;

/**
 * The choices sent for a preview: those it depends on (deck mode, mappings), and the review history and the new
 * jar's name, which change nothing in it but the server keeps with them, so a reload shows every choice as made.
 */
export type PreviewChoices = Pick<ImportCommitBody, 'deckMode' | 'mappings' | 'reviewHistory' | 'jarName'>;

/** What the preview is computed from: a change to anything else is only saved, the counts stay current. */
const previewInputs = (choices: string | null) => {
  if (choices === null) return null;
  const { deckMode, mappings } = JSON.parse(choices) as PreviewChoices;
  return JSON.stringify([deckMode, mappings]);
};

export type PreviewState =
  /** The preview on the page was computed with the choices on the page. */
  | { status: 'current' }
  /** Waiting a moment after a change, or asking. */
  | { status: 'pending' }
  /** The last choices were refused or could not be sent: the preview is still an earlier one's. */
  | { status: 'failed'; error: unknown; retry(): void }
  /** The choices cannot be sent yet (a note type without a content field). */
  | { status: 'incomplete' };

/**
 * Asks for the preview of `choices` (null: not sendable yet) whenever they differ from those the shown preview was
 * computed with; at first that is the preview the page opened with. One request at a time, the newest choices next,
 * so a slow answer never lands after a newer one. `onPreviewed` hears each answer with the choices it was computed for.
 */
export function usePreviewFor(jobId: string, choices: PreviewChoices | null, onPreviewed: (job: ImportJob, choices: PreviewChoices) => void): PreviewState {
  const [repreview] = useRepreviewImportMutation();
  const dispatch = useAppDispatch();
  // Compared by value: the page builds a new object on every render.
  const wanted = choices ? JSON.stringify(choices) : null;
  const [shown, setShown] = useState(wanted);
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState<{ key: string; error: unknown } | null>(null);
  const previewed = useRef(onPreviewed);
  useEffect(() => {
    previewed.current = onPreviewed;
  });

  useEffect(() => {
    if (wanted === null || wanted === shown || asking || failed?.key === wanted) return;
    const timer = setTimeout(() => {
      const sent = JSON.parse(wanted) as PreviewChoices;
      setAsking(true);
      repreview({ id: jobId, ...sent })
        .unwrap()
        .then(
          (job) => {
            setShown(wanted);
            setFailed(null);
            previewed.current(job, sent);
          },
          (error: unknown) => {
            setFailed({ key: wanted, error });
            // 409: started meanwhile (another tab): read it again, and the page shows its progress instead.
            if ((error as { status?: unknown }).status === 409) dispatch(importsApi.util.invalidateTags([{ type: 'Import', id: jobId }]));
          },
        )
        .finally(() => setAsking(false));
    }, REPREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [wanted, shown, asking, failed, jobId, repreview, dispatch]);

  if (wanted === null) return { status: 'incomplete' };
  if (failed?.key === wanted) return { status: 'failed', error: failed.error, retry: () => setFailed(null) };
  // Saving a history or name change (or waiting to) leaves the counts as they are: they stay current.
  return previewInputs(wanted) === previewInputs(shown) ? { status: 'current' } : { status: 'pending' };
}
