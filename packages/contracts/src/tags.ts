// Tags on memos and publish tasks: at most 5, blanks and duplicates ignored (SPEC §5).
import { Type, type Static } from '@sinclair/typebox';
import { MAX_TAGS, TAG_MAX_LENGTH } from './limits';
import { Id, NonBlankText, PageQuery } from './schema-helpers';

export const TagName = NonBlankText(TAG_MAX_LENGTH);
export const TagList = (maxItems = MAX_TAGS) => Type.Array(TagName, { maxItems, uniqueItems: true });

/** A tag as listed by GET /api/memo-tags/page. */
export const MemoTag = Type.Object({ id: Id, name: Type.String(), memoCount: Type.Integer({ minimum: 0 }) });
export type MemoTag = Static<typeof MemoTag>;

export const TagPageQuery = Type.Composite([PageQuery, Type.Object({ keyword: Type.Optional(Type.String({ maxLength: TAG_MAX_LENGTH })) })]);
export type TagPageQuery = Static<typeof TagPageQuery>;

/** Trim, drop blanks and duplicates (first wins), keep at most `max`. */
export function normaliseTags(tags: readonly string[], max: number = MAX_TAGS): string[] {
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().slice(0, TAG_MAX_LENGTH);
    if (tag && !result.includes(tag)) result.push(tag);
    if (result.length === max) break;
  }
  return result;
}
