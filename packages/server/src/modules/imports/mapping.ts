// A note of the source as the cards it makes, through its note type's mapping: which field is the 正面, which make
// the content, and whether the rest are appended or dropped. The default mapping comes with the note type; the
// learner may choose another for any note type in the preview.
import { createHash } from 'node:crypto';
import type { ImportFieldMapping } from '@memory/contracts';
import type { ImportedNote, ImportedReview, NoteType } from './model';

/** One knowledge point (or memo) to write, before its length and media are checked. */
export interface Card {
  sourceId: string;
  deck: string[];
  front: string | null;
  content: string;
  tags: string[];
  media: string[];
  reviews: ImportedReview[];
  createdAt: Date | null;
}

/** The suffix of the second card of a note that Anki shows both ways (Basic (and reversed), `:::` in Markdown). */
export const REVERSE_SUFFIX = '#reverse';

export function defaultMapping(type: NoteType): ImportFieldMapping {
  return { noteType: type.name, front: type.front, content: type.content, rest: type.kind === 'OTHER' ? 'APPEND' : 'DROP' };
}

/** The mapping checked against its note type; a field index the note type lacks is a mistake of the caller. */
export function mappingError(type: NoteType, mapping: ImportFieldMapping): number | null {
  const indexes = [...(mapping.front === null ? [] : [mapping.front]), ...mapping.content];
  return indexes.find((index) => index >= type.fields.length) ?? null;
}

const nonBlank = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

export function cardsOf(note: ImportedNote, type: NoteType, mapping: ImportFieldMapping): Card[] {
  const front = mapping.front === null ? null : (note.fields[mapping.front] ?? '').trim() || null;
  const used = new Set([...(mapping.front === null ? [] : [mapping.front]), ...mapping.content]);
  const rest = mapping.rest === 'APPEND' ? note.fields.filter((_field, index) => !used.has(index)) : [];
  const content = [...mapping.content.map((index) => note.fields[index]), ...rest].filter(nonBlank).map((field) => field.trim()).join('\n\n');
  const card: Card = {
    sourceId: note.sourceId,
    deck: note.deck,
    front,
    content,
    tags: note.tags,
    media: note.media,
    reviews: note.reviews,
    createdAt: note.createdAt,
  };
  // Both ways: the second card asks the content and answers the 正面 (its own review history starts here).
  if (type.kind === 'BASIC_REVERSED' && front && content) {
    return [card, { ...card, sourceId: `${note.sourceId}${REVERSE_SUFFIX}`, front: content, content: front, reviews: [] }];
  }
  return [card];
}

/** What an import wrote for a card: equal on the next import means 未变. */
export function cardHash(card: Pick<Card, 'front' | 'content' | 'tags' | 'media'>): string {
  return createHash('sha1').update(JSON.stringify([card.front, card.content, card.tags, card.media])).digest('base64url');
}
