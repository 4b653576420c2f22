// The default mapping of an Anki note type, decided by its structure (Anki localises the stock names: 问答题, 填空题,
// Einfach…), except for our own export's note type, recognised by its name and fields.
import type { NoteType } from '../../model';

/** The note type of our own export (write-anki.ts): 正面 (may be empty) and 内容. */
export const OWN_NOTE_TYPE = { name: '记忆仓库', fields: ['正面', '内容'] } as const;
/** The cloze note type of our own export: 内容 with its {{cN::…}}, then the 正面 (may be empty). */
export const OWN_CLOZE_NOTE_TYPE = { name: '记忆仓库填空', fields: ['内容', '正面'] } as const;

export interface AnkiNoteTypeShape {
  name: string;
  /** Anki's kind: 1 is cloze. */
  type: number;
  fields: string[];
  templates: Array<{ qfmt: string; afmt: string }>;
}

const indices = (from: number, to: number) => Array.from({ length: Math.max(to - from, 0) }, (_, index) => from + index);

export function classifyNoteType(shape: AnkiNoteTypeShape, name = shape.name): NoteType {
  const { fields, templates } = shape;
  const count = fields.length;
  const base = { name, fields };
  if (shape.name === OWN_NOTE_TYPE.name && count === 2 && fields[0] === OWN_NOTE_TYPE.fields[0] && fields[1] === OWN_NOTE_TYPE.fields[1]) {
    return { ...base, kind: 'BASIC', front: 0, content: [1] };
  }
  if (shape.type === 1 && shape.name === OWN_CLOZE_NOTE_TYPE.name && count === 2 && fields[0] === OWN_CLOZE_NOTE_TYPE.fields[0] && fields[1] === OWN_CLOZE_NOTE_TYPE.fields[1]) {
    return { ...base, kind: 'CLOZE', front: 1, content: [0] };
  }
  if (count <= 1) {
    // One field (or none): it is all the content, whatever the templates.
    return { ...base, kind: shape.type === 1 ? 'CLOZE' : 'OTHER', front: null, content: indices(0, count) };
  }
  // Cloze: the text with its {{cN::…}} kept, then Back Extra.
  if (shape.type === 1) return { ...base, kind: 'CLOZE', front: null, content: [0, 1] };
  if (templates.some((template) => template.qfmt.includes('{{type:'))) {
    return { ...base, kind: 'BASIC_TYPE_IN', front: 0, content: indices(1, count) };
  }
  // Basic and reversed (2 fields), or with the optional reverse card (a third field that only switches it on).
  if (templates.length >= 2 && (count === 2 || count === 3)) return { ...base, kind: 'BASIC_REVERSED', front: 0, content: [1] };
  if (templates.length === 1 && count === 2) return { ...base, kind: 'BASIC', front: 0, content: [1] };
  return { ...base, kind: 'OTHER', front: 0, content: indices(1, count) };
}
