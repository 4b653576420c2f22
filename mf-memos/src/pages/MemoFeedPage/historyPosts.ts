// 历史 MEMOS: the posts reviewed on recent days (met: seen, revealed, graded or answered with AI 考考我), kept in the
// browser (SPEC §9) per user, newest first and capped by the HISTORY_COUNT setting. Each entry remembers the day it
// was reviewed (the server's day, from the feed's answer), whether its hidden review was opened with 查看, so the
// history never shows the answer of a review that is still waiting for recall, and its grade, so a reload and
// 历史 MEMOS show it.
import { STORAGE_KEYS, type Grade, type GradeSource, type Post } from '@memory/contracts';
import { readUserStored, writeUserStored } from '@memory/api';

export interface HistoryEntry {
  post: Post;
  /** YYYY-MM-DD (Asia/Shanghai) of the delivery. */
  day: string;
  /** A hidden post opened with 查看 (or answered with AI 考考我). */
  revealed?: boolean;
  /** The grade the server accepted for this hidden review, and who gave it. */
  grade?: Grade;
  gradeSource?: GradeSource;
}

/** A history entry as 历史 MEMOS draws it: the post opened, and whether it was a hidden review (so gradable). */
export interface ShownHistoryEntry {
  post: Post;
  day: string;
  recall: boolean;
  grade: Grade | null;
  gradeSource: GradeSource | null;
}

const isEntryList = (value: unknown): value is HistoryEntry[] =>
  Array.isArray(value) &&
  value.every((entry) => {
    if (typeof entry !== 'object' || entry === null) return false;
    const { post, day } = entry as Partial<HistoryEntry>;
    return typeof day === 'string' && typeof post === 'object' && post !== null && 'id' in post && 'content' in post;
  });

const readAll = () => readUserStored(STORAGE_KEYS.historyPosts, isEntryList, []);
const writeAll = (entries: readonly HistoryEntry[]) => writeUserStored(STORAGE_KEYS.historyPosts, entries);

/** Two deliveries of the same memo or jar item (abandoning one abandons the unit). */
function isSameUnit(a: Post, b: Post): boolean {
  if (a.id === b.id) return true;
  if (a.memoId || b.memoId) return a.memoId === b.memoId;
  return a.itemId !== null && a.itemId === b.itemId;
}

/** The latest deliveries go first; a unit delivered again replaces its older copy (one entry a unit). */
export function mergeHistory(history: readonly HistoryEntry[], delivered: readonly Post[], day: string, cap: number): HistoryEntry[] {
  const fresh = delivered.map((post) => ({ post, day }));
  return [...fresh, ...history.filter((entry) => !delivered.some((post) => isSameUnit(post, entry.post)))].slice(0, cap);
}

export function readHistory(cap: number): HistoryEntry[] {
  return readAll().slice(0, cap);
}

/** The history count setting is known: keep no more than it allows. */
export function capHistory(cap: number): void {
  const history = readAll();
  if (history.length > cap) writeAll(history.slice(0, cap));
}

/** Posts the learner just met (a post already kept for that day keeps its entry, with its reveal and grade). */
export function rememberReviewedPosts(reviewed: readonly Post[], day: string, cap: number): void {
  const history = readAll();
  const fresh = reviewed.filter((post) => !history.some((entry) => entry.post.id === post.id && entry.day === day));
  if (fresh.length > 0) writeAll(mergeHistory(history, fresh, day, cap));
}

/**
 * What 历史 MEMOS may show today: never a unit that is in today's feed above (it shows there), earlier days in
 * full, and today's deliveries only once their answer is no secret (a first review, or a hidden one opened with
 * 查看). A hidden review of today that was not opened stays out of sight everywhere but its own card.
 */
export function visibleHistory(history: readonly HistoryEntry[], feed: readonly Post[], today: string | null): ShownHistoryEntry[] {
  return history
    .filter((entry) => !feed.some((post) => isSameUnit(post, entry.post)))
    .filter((entry) => today !== null && (entry.day < today || !entry.post.hidden || entry.revealed === true))
    .map((entry) => ({
      post: { ...entry.post, hidden: false },
      day: entry.day,
      recall: entry.post.hidden,
      grade: entry.grade ?? null,
      gradeSource: entry.gradeSource ?? null,
    }));
}

const updateUnit = (post: Post, change: (entry: HistoryEntry) => HistoryEntry) =>
  writeAll(readAll().map((entry) => (isSameUnit(entry.post, post) ? change(entry) : entry)));

/** 查看 on a hidden post: from now on the history may show it. */
export function markHistoryRevealed(post: Post): void {
  updateUnit(post, (entry) => (entry.post.id === post.id ? { ...entry, revealed: true } : entry));
}

/** A grade the server accepted: the entry is revealed (a QUIZ grade reveals too) and keeps the grade. */
export function recordHistoryGrade(post: Post, grade: Grade, gradeSource: GradeSource): void {
  updateUnit(post, (entry) => (entry.post.id === post.id ? { ...entry, revealed: true, grade, gradeSource } : entry));
}

/** A grade the server refused: the entry goes back to the grade it accepted before, or none. */
export function restoreHistoryGrade(reviewId: string, accepted: { grade: Grade; source: GradeSource } | null): void {
  writeAll(
    readAll().map((entry) =>
      entry.post.id === reviewId ? { ...entry, grade: accepted?.grade, gradeSource: accepted?.source } : entry,
    ),
  );
}

/** The kept grades by review id, to show them again after a reload. */
export function historyGrades(history: readonly HistoryEntry[]): Record<string, { grade: Grade; source: GradeSource }> {
  const grades: Record<string, { grade: Grade; source: GradeSource }> = {};
  for (const entry of history) if (entry.grade) grades[entry.post.id] = { grade: entry.grade, source: entry.gradeSource ?? 'SELF' };
  return grades;
}

/** 编辑: every kept copy of the memo or item shows the new text. */
export function editHistoryPost(post: Post, content: string): void {
  updateUnit(post, (entry) => ({ ...entry, post: { ...entry.post, content } }));
}

/** Drop every delivery of an abandoned post's memo or item from the history too, so it never shows again. */
export function forgetHistoryPost(abandoned: Post): void {
  writeAll(readAll().filter((entry) => !isSameUnit(entry.post, abandoned)));
}
