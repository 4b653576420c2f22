// What every import reader produces, before anything is written: the source's notes, already converted to our
// Markdown, with their media named but not yet stored, and what was skipped with the reason. Readers are pure
// (bytes in, this out); the import job turns a source into preview, jars, points, memos and attachments.
import type { Grade, ImportKind as ContractsImportKind, IMPORT_SKIP_REASONS } from '@memory/contracts';
import type { ReusedBuffers } from '../../files/reused-buffers';

/** Which reader read the file. */
export type ImportKind = ContractsImportKind;

/** Why a note (or a media file) did not come in. Worded for the learner by the preview. */
// EMPTY: nothing left once converted; TOO_LONG: over the 2 048 limit; UNSUPPORTED_MEDIA: a file we cannot store;
// MISSING_MEDIA: named by a note, absent from the package; OVER_QUOTA: decided by the job; TOO_MANY_FIELDS: over
// IMPORT_LIMITS.fieldsPerNote; UNREADABLE: a row or note the reader could not make sense of.
export type SkipReason = (typeof IMPORT_SKIP_REASONS)[number];

export interface Skipped {
  /** The source's id of the note when it has one (GUID), else its position ("第 12 行"). */
  where: string;
  reason: SkipReason;
  /** A short Chinese detail for the preview, e.g. 「内容 3 120 字，超过 2 048 字」. */
  detail: string;
}

/** One review of the source's history (Anki's revlog), already on our grade scale. */
export interface ImportedReview {
  /** The source's id of the review (Anki's revlog id): an imported review comes in once, whatever imports it again. */
  key: string;
  at: Date;
  grade: Grade;
}

/**
 * One note of the source, as fields converted to Markdown. A note type says which field is the 正面 and which the
 * content; `mapNote` (mapping.ts) applies the chosen mapping, so a preview can show the default and the learner
 * may change it for note types we do not know.
 */
export interface ImportedNote {
  /** Stable across exports of the same source: Anki's GUID, CSV's `#guid column`, else a hash of the fields. */
  sourceId: string;
  /** The note type's name (Anki's notetype, or 'CSV' / 'Markdown' / 'flomo'). */
  noteType: string;
  /** Field values in the note type's order, converted to Markdown (cloze markup kept as {{cN::…}}). */
  fields: string[];
  /** The deck path, e.g. ['日语', 'N5'] for Anki's `日语::N5`; [] when the source has no decks. */
  deck: string[];
  tags: string[];
  /** Media file names the note refers to (images, [sound:…], video), in order of appearance, deduplicated. */
  media: string[];
  /** The source's review history, oldest first ([] when none or not asked for). */
  reviews: ImportedReview[];
  /** When the note was written (flomo's time, Anki's note id); null when unknown. */
  createdAt: Date | null;
}

/** A note type and its default mapping: which field is the 正面 (null: none) and which make the content. */
export interface NoteType {
  name: string;
  fields: string[];
  kind: 'BASIC' | 'BASIC_REVERSED' | 'BASIC_TYPE_IN' | 'CLOZE' | 'OTHER';
  front: number | null;
  content: number[];
}

/** A media file of the source, read only when the job stores it (a 100-MB package stays compressed until then). */
export interface ImportedMedia {
  name: string;
  /** The uncompressed size when known without reading it (for the quota in the preview). */
  size: number | null;
  /** Its bytes; with `reuse` (a loop storing one file at a time), possibly a view of that memory, valid until its next use. */
  read(reuse?: ReusedBuffers): Promise<Uint8Array>;
}

export interface ImportedSource {
  kind: ImportKind;
  noteTypes: NoteType[];
  notes: ImportedNote[];
  skipped: Skipped[];
  media: Map<string, ImportedMedia>;
  /** flomo and plain Markdown become memos; Anki, CSV and Obsidian SR cards become knowledge points. */
  target: 'JAR_ITEMS' | 'MEMOS';
}

/** A file the readers refuse as a whole: its Chinese message names the file and the reason. */
export class ImportFileError extends Error {
  constructor(
    message: string,
    readonly code:
      | 'IMPORT_TOO_LARGE'
      | 'IMPORT_NOT_ZIP'
      | 'IMPORT_ZIP_BOMB'
      | 'IMPORT_BAD_PATH'
      | 'IMPORT_NOT_SQLITE'
      | 'IMPORT_BAD_SCHEMA'
      | 'IMPORT_BAD_TEXT'
      | 'IMPORT_UNKNOWN_FORMAT',
  ) {
    super(message);
    this.name = 'ImportFileError';
  }
}

/** Upper bounds every reader keeps, so that memory stays bounded whatever the file claims. */
export const IMPORT_LIMITS = {
  /** The uploaded file. */
  fileBytes: 300 * 1024 * 1024,
  /** Everything inside a zip, uncompressed. */
  unzippedBytes: 1024 * 1024 * 1024,
  /** One entry's uncompressed size over its compressed size: beyond this it is a zip bomb, not a deck. */
  entryRatio: 200,
  /** Entries in a zip. */
  entries: 50_000,
  notes: 100_000,
  fieldsPerNote: 64,
} as const;
