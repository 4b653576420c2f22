// The memo-tags kept locally (SPEC §9): tags this browser recorded, offered as suggestions with the server's.
import { STORAGE_KEYS } from '@memory/contracts';
import { readUserStored, writeUserStored } from '@memory/api';

/** Our choice: enough recent tags to suggest from without growing forever. */
const KEPT_TAGS = 50;

const isTagList = (value: unknown): value is string[] => Array.isArray(value) && value.every((tag) => typeof tag === 'string');

export function readLocalMemoTags(): string[] {
  return readUserStored(STORAGE_KEYS.memoTags, isTagList, []);
}

/** The latest used first. */
export function rememberMemoTags(tags: readonly string[]): void {
  const kept = readLocalMemoTags().filter((tag) => !tags.includes(tag));
  writeUserStored(STORAGE_KEYS.memoTags, [...tags, ...kept].slice(0, KEPT_TAGS));
}
