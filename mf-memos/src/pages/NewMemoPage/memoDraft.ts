// The new-memo screen's state machine (SPEC §4): idle → saving → finished | failed. A recorded memo leaves the
// box empty (finished); editing resets finished and failed, so a memo can't be recorded twice by accident.
export type MemoDraftStatus = 'idle' | 'saving' | 'finished' | 'failed';

export interface MemoDraft {
  content: string;
  status: MemoDraftStatus;
  error: string | null;
}

export type MemoDraftEvent =
  | { type: 'edited'; content: string }
  | { type: 'saving' }
  | { type: 'saved' }
  | { type: 'failed'; error: string };

export const emptyMemoDraft: MemoDraft = { content: '', status: 'idle', error: null };

export function memoDraftReducer(draft: MemoDraft, event: MemoDraftEvent): MemoDraft {
  switch (event.type) {
    case 'edited':
      return { content: event.content, status: 'idle', error: null };
    case 'saving':
      return { ...draft, status: 'saving', error: null };
    case 'saved':
      return { content: '', status: 'finished', error: null };
    case 'failed':
      return { ...draft, status: 'failed', error: event.error };
  }
}

/** 记录 is offered only for non-blank text that is not being saved or already saved. */
export function canRecord(draft: MemoDraft): boolean {
  return draft.content.trim().length > 0 && draft.status !== 'saving' && draft.status !== 'finished';
}
