// 新建 MEMO's draft in the browser, per user (STORAGE_KEYS.memoDraft, @memory/api's user storage): what was being
// written comes back after a reload, a visit elsewhere, the back button or a sign-out, and only for its own user.
import { MEMO_MAX_LENGTH, STORAGE_KEYS } from '@memory/contracts';
import { readUserStored, removeUserStored, writeUserStored } from '@memory/api';

export interface StoredMemoDraft {
  content: string;
  tags: string[];
  curveId: string | null;
}

const isStoredMemoDraft = (value: unknown): value is StoredMemoDraft => {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    typeof draft.content === 'string' &&
    draft.content.length <= MEMO_MAX_LENGTH &&
    Array.isArray(draft.tags) &&
    draft.tags.every((tag) => typeof tag === 'string') &&
    (draft.curveId === null || typeof draft.curveId === 'string')
  );
};

export function readStoredMemoDraft(): StoredMemoDraft | null {
  return readUserStored(STORAGE_KEYS.memoDraft, isStoredMemoDraft, null);
}

/** Keeps the draft; one with no text and no tags is none (a picked curve alone is not kept) and is removed. */
export function keepMemoDraft(draft: StoredMemoDraft): void {
  if (draft.content === '' && draft.tags.length === 0) removeUserStored(STORAGE_KEYS.memoDraft);
  else writeUserStored(STORAGE_KEYS.memoDraft, draft);
}

export function forgetMemoDraft(): void {
  removeUserStored(STORAGE_KEYS.memoDraft);
}
