// An Anki package (.apkg: decks; .colpkg: a whole collection) as an ImportedSource. Three layouts exist:
// - modern (Anki 2.1.50+): `collection.anki21b`, zstd-compressed SQLite in the new schema (notetypes, fields,
//   templates, decks tables), a `meta` file (PackageMetadata, version 3), a zstd-compressed protobuf media map and
//   every media file zstd-compressed; a stub `collection.anki2` asks older Ankis to update and is never read;
// - `collection.anki21` and `collection.anki2`: plain SQLite in the legacy schema (note types and decks as JSON in
//   the `col` row) with a JSON media map {"0": "a.jpg"}.
// The newest collection present is read. Media stay in the zip until the job reads them (one at a time).
import type { Grade } from '@memory/contracts';
import { IMPORT_LIMITS, ImportFileError, type ImportedMedia, type ImportedNote, type ImportedReview, type ImportedSource, type NoteType, type Skipped } from '../../model';
import { inMemoryReader } from '../../../../files/ranged-zip';
import type { ReusedBuffers } from '../../../../files/reused-buffers';
import { openZip, type ZipReader } from '../../safe-zip';
import { htmlToMarkdown } from '../../../../files/html-to-markdown';
import { classifyNoteType, type AnkiNoteTypeShape } from './note-types';
import { readMediaEntries, readNotetypeKind, readPackageVersion, readTemplateFormats, type MediaMapEntry } from './proto';
import { eachRow, loadSqlJs, rows, type Database } from './sqlite';
import { ZstdCorrupt, ZstdTooLarge, isZstd, zstdDecompress } from './zstd';

export interface ReadAnkiOptions {
  /** Read the review history (revlog) of each note. */
  reviews: boolean;
  /**
   * Hand the notes out in batches of NOTE_BATCH as they are read, instead of in the result (whose `notes` is then
   * empty): the reader process sends each batch on and keeps none (read-worker.ts).
   */
  onNotes?(batch: ImportedNote[]): void;
}

const NOTE_BATCH = 1000;

const COLLECTIONS = ['collection.anki21b', 'collection.anki21', 'collection.anki2'] as const;
const SQLITE_HEADER = 'SQLite format 3\0';
const FIELD_SEPARATOR = '\x1f';
const GRADES_BY_EASE: Record<number, Grade> = { 1: 'AGAIN', 2: 'HARD', 3: 'GOOD', 4: 'EASY' };
/** revlog.type of entries that are not reviews: 4 manual reschedule ("set due date", "forget"), 5 rescheduled. */
const NOT_REVIEWS = new Set([4, 5]);

interface AnkiNoteType extends AnkiNoteTypeShape {
  id: number;
}

const fail = (message: string, code: ImportFileError['code']) => new ImportFileError(message, code);

/** Which collection the package's zip holds, and whether it is modern (every file zstd-compressed). */
export async function openAnkiPackage(fileName: string, zip: ZipReader) {
  const collectionName = COLLECTIONS.find((name) => zip.entries.has(name));
  if (!collectionName) throw fail(`「${fileName}」不是 Anki 牌组：里面没有 collection 文件`, 'IMPORT_UNKNOWN_FORMAT');
  return { zip, collectionName, modern: (await packageVersion(zip, collectionName)) >= 3 };
}

/** The whole package in memory, in one call (tests, the reader bench); the server reads its stored package by range, its collection in a process of its own (read-off-thread.ts). */
export async function readAnkiPackage(fileName: string, bytes: Uint8Array, options: ReadAnkiOptions): Promise<ImportedSource> {
  const { zip, collectionName, modern } = await openAnkiPackage(fileName, inMemoryReader(openZip(fileName, bytes)));
  const notes = await readAnkiCollection({ fileName, collectionName, collection: await zip.read(collectionName) }, options);
  return { ...notes, media: await readAnkiMedia(fileName, zip, modern) };
}

export interface AnkiCollectionEntry {
  fileName: string;
  collectionName: (typeof COLLECTIONS)[number];
  /** The entry's bytes as the zip holds them (zstd-compressed in modern packages). */
  collection: Uint8Array;
}

/** The notes, note types and skips of a package's collection: the part that takes seconds of CPU. */
export async function readAnkiCollection(entry: AnkiCollectionEntry, options: ReadAnkiOptions): Promise<Omit<ImportedSource, 'media'>> {
  const { fileName, collectionName } = entry;
  let collection: Uint8Array | null = entry.collection;
  if (isZstd(collection)) collection = decompress(fileName, collectionName, collection, IMPORT_LIMITS.unzippedBytes);
  if (new TextDecoder().decode(collection.subarray(0, SQLITE_HEADER.length)) !== SQLITE_HEADER) {
    throw fail(`「${fileName}」不是 Anki 牌组：${collectionName} 不是 SQLite 数据库`, 'IMPORT_NOT_SQLITE');
  }

  const SQL = await loadSqlJs();
  let db: Database;
  try {
    db = new SQL.Database(collection);
  } catch {
    throw fail(`「${fileName}」不是 Anki 牌组：${collectionName} 无法打开`, 'IMPORT_NOT_SQLITE');
  }
  collection = null; // the database holds its own copy
  try {
    const tables = tableNames(fileName, collectionName, db);
    const schema = tables.has('notetypes') ? 'new' : 'legacy';
    const required = schema === 'new' ? ['notetypes', 'fields', 'templates', 'decks', 'notes', 'cards'] : ['col', 'notes', 'cards'];
    const missing = required.filter((table) => !tables.has(table));
    if (missing.length > 0) {
      throw fail(`「${fileName}」不是 Anki 牌组：数据库里缺少 ${missing.join('、')} 表`, 'IMPORT_BAD_SCHEMA');
    }
    try {
      return {
        kind: /\.colpkg$/i.test(fileName) ? 'colpkg' : 'apkg',
        target: 'JAR_ITEMS',
        ...readNotes(fileName, db, schema, options.reviews && tables.has('revlog'), options.onNotes),
      };
    } catch (error) {
      if (error instanceof ImportFileError) throw error;
      // A table with other columns than Anki's, JSON that does not parse, a corrupted page…
      const reason = error instanceof Error ? error.message : String(error);
      throw fail(`「${fileName}」的数据库结构不是 Anki 的，无法读取（${reason}）`, 'IMPORT_BAD_SCHEMA');
    }
  } finally {
    db.close();
  }
}

/** The package's version: its `meta` when present, else by the collection's name (anki21b implies the latest). */
async function packageVersion(zip: ZipReader, collectionName: string): Promise<number> {
  if (zip.entries.has('meta')) {
    try {
      const meta = await zip.read('meta');
      const version = readPackageVersion(isZstd(meta) ? zstdDecompress(meta, 1024) : meta);
      if (version > 0) return version;
    } catch {
      // an unreadable meta: decided by the collection's name below
    }
  }
  return collectionName === 'collection.anki21b' ? 3 : collectionName === 'collection.anki21' ? 2 : 1;
}

function decompress(fileName: string, entry: string, bytes: Uint8Array, limit: number, reuse?: ReusedBuffers): Uint8Array {
  try {
    return zstdDecompress(bytes, limit, reuse);
  } catch (error) {
    if (error instanceof ZstdTooLarge) throw fail(`「${fileName}」里的 ${entry} 解压后过大（疑似压缩炸弹），已拒绝导入`, 'IMPORT_ZIP_BOMB');
    if (error instanceof ZstdCorrupt) throw fail(`「${fileName}」里的 ${entry} 无法解压（zstd 数据已损坏），请重新导出后再试`, 'IMPORT_NOT_SQLITE');
    throw error;
  }
}

/**
 * The tables of the database. The new schema declares its names `COLLATE unicase`, a collation of Anki's that
 * sql.js cannot register: SQLite refuses every query on such a table ("no such collation sequence", or "no query
 * solution" for a WITHOUT ROWID table). Our in-memory copy is only read, so its schema text says NOCASE instead
 * (SQLite's writable_schema; the stored rows are untouched and no query of ours depends on the order).
 */
function tableNames(fileName: string, collectionName: string, db: Database): Set<string> {
  let schema: Record<string, unknown>[];
  try {
    schema = rows(db, "SELECT type, name, sql FROM sqlite_master WHERE type IN ('table', 'index')");
  } catch {
    throw fail(`「${fileName}」不是 Anki 牌组：${collectionName} 已损坏，无法读取`, 'IMPORT_NOT_SQLITE');
  }
  const unicase = schema.filter((row) => typeof row.sql === 'string' && /collate\s+"?unicase"?/i.test(row.sql));
  if (unicase.length > 0) {
    const [version] = rows(db, 'PRAGMA schema_version');
    db.run('PRAGMA writable_schema = ON');
    for (const row of unicase) {
      db.run('UPDATE sqlite_master SET sql = ? WHERE type = ? AND name = ?', [
        String(row.sql).replace(/collate\s+"?unicase"?/gi, 'COLLATE NOCASE'),
        String(row.type),
        String(row.name),
      ]);
    }
    db.run(`PRAGMA schema_version = ${Number(version?.schema_version ?? 0) + 1}`);
    db.run('PRAGMA writable_schema = RESET');
  }
  return new Set(schema.filter((row) => row.type === 'table').map((row) => String(row.name)));
}

function noteTypesOf(db: Database, schema: 'new' | 'legacy'): Map<number, AnkiNoteType> {
  const types = new Map<number, AnkiNoteType>();
  if (schema === 'new') {
    for (const row of rows(db, 'SELECT id, name, config FROM notetypes')) {
      const config = row.config instanceof Uint8Array ? row.config : new Uint8Array();
      types.set(Number(row.id), { id: Number(row.id), name: String(row.name), type: readNotetypeKind(config), fields: [], templates: [] });
    }
    const fields = rows(db, 'SELECT ntid, ord, name FROM fields').sort((a, b) => Number(a.ntid) - Number(b.ntid) || Number(a.ord) - Number(b.ord));
    for (const row of fields) types.get(Number(row.ntid))?.fields.push(String(row.name));
    const templates = rows(db, 'SELECT ntid, ord, config FROM templates').sort((a, b) => Number(a.ntid) - Number(b.ntid) || Number(a.ord) - Number(b.ord));
    for (const row of templates) {
      types.get(Number(row.ntid))?.templates.push(readTemplateFormats(row.config instanceof Uint8Array ? row.config : new Uint8Array()));
    }
    return types;
  }
  const [col] = rows(db, 'SELECT models FROM col LIMIT 1');
  const models = JSON.parse(String(col?.models ?? '{}')) as Record<string, LegacyModel>;
  for (const [key, model] of Object.entries(models)) {
    const id = Number(model.id ?? key);
    const byOrd = <T extends { ord?: number }>(list: T[] | undefined) => [...(list ?? [])].sort((a, b) => (a.ord ?? 0) - (b.ord ?? 0));
    types.set(id, {
      id,
      name: String(model.name ?? id),
      type: Number(model.type ?? 0),
      fields: byOrd(model.flds).map((field) => String(field.name ?? '')),
      templates: byOrd(model.tmpls).map((template) => ({ qfmt: String(template.qfmt ?? ''), afmt: String(template.afmt ?? '') })),
    });
  }
  return types;
}

interface LegacyModel {
  id?: number | string;
  name?: string;
  type?: number;
  flds?: Array<{ name?: string; ord?: number }>;
  tmpls?: Array<{ name?: string; ord?: number; qfmt?: string; afmt?: string }>;
}

/** Deck id → path: legacy names are `A::B`, the new schema separates levels with \x1f. */
function decksOf(db: Database, schema: 'new' | 'legacy'): Map<number, string[]> {
  const decks = new Map<number, string[]>();
  const path = (name: string, separator: string) => name.split(separator).map((level) => level.trim()).filter(Boolean);
  if (schema === 'new') {
    for (const row of rows(db, 'SELECT id, name FROM decks')) decks.set(Number(row.id), path(String(row.name), FIELD_SEPARATOR));
    return decks;
  }
  const [col] = rows(db, 'SELECT decks FROM col LIMIT 1');
  const legacy = JSON.parse(String(col?.decks ?? '{}')) as Record<string, { id?: number | string; name?: string }>;
  for (const [key, deck] of Object.entries(legacy)) decks.set(Number(deck.id ?? key), path(String(deck.name ?? ''), '::'));
  return decks;
}

function createdAt(noteId: number): Date | null {
  // Note ids are creation times in ms; a tool that numbered its notes 1, 2, 3 did not say when.
  return noteId > 946_684_800_000 && noteId < 32_503_680_000_000 ? new Date(noteId) : null;
}

function readNotes(
  fileName: string,
  db: Database,
  schema: 'new' | 'legacy',
  withReviews: boolean,
  onNotes?: (batch: ImportedNote[]) => void,
): Pick<ImportedSource, 'noteTypes' | 'notes' | 'skipped'> {
  const [count] = rows(db, 'SELECT count(*) AS n FROM notes');
  const total = Number(count?.n ?? 0);
  if (total > IMPORT_LIMITS.notes) {
    throw fail(`「${fileName}」有 ${total} 条笔记，超过一次导入 ${IMPORT_LIMITS.notes} 条的上限，请分牌组导出`, 'IMPORT_TOO_LARGE');
  }
  const types = noteTypesOf(db, schema);
  const decks = decksOf(db, schema);

  // Each note's first card (lowest ord): its deck, and the card whose history comes in. A card borrowed by a
  // filtered deck keeps its home deck in odid.
  const firstCards = new Map<number, { id: number; did: number; ord: number }>();
  eachRow(db, 'SELECT id, nid, did, ord, odid FROM cards', ([id, nid, did, ord, odid]) => {
    const card = { id: Number(id), did: Number(odid) || Number(did), ord: Number(ord) };
    const current = firstCards.get(Number(nid));
    if (!current || card.ord < current.ord) firstCards.set(Number(nid), card);
  });

  const reviews = new Map<number, ImportedReview[]>();
  if (withReviews) {
    const cards = new Set([...firstCards.values()].map((card) => card.id));
    eachRow(db, 'SELECT id, cid, ease, type FROM revlog ORDER BY id', ([id, cid, ease, type]) => {
      const grade = GRADES_BY_EASE[Number(ease)];
      if (!grade || NOT_REVIEWS.has(Number(type)) || !cards.has(Number(cid))) return;
      const list = reviews.get(Number(cid)) ?? [];
      list.push({ key: `anki:${String(id)}`, at: new Date(Number(id)), grade });
      reviews.set(Number(cid), list);
    });
  }

  // Note types by the names the notes carry (two legacy note types may share a name: the later gets its id too).
  const mapped = new Map<number, NoteType>();
  const names = new Set<string>();
  const noteTypeOf = (id: number): NoteType | null => {
    const known = mapped.get(id);
    if (known) return known;
    const shape = types.get(id);
    if (!shape) return null;
    const name = names.has(shape.name) ? `${shape.name} (${id})` : shape.name;
    names.add(name);
    const noteType = classifyNoteType(shape, name);
    mapped.set(id, noteType);
    return noteType;
  };

  let notes: ImportedNote[] = [];
  const skipped: Skipped[] = [];
  const used = new Set<NoteType>();
  eachRow(db, 'SELECT id, guid, mid, tags, flds FROM notes ORDER BY id', ([id, guid, mid, tags, flds]) => {
    const where = String(guid ?? id);
    const values = String(flds ?? '').split(FIELD_SEPARATOR);
    if (values.length > IMPORT_LIMITS.fieldsPerNote) {
      skipped.push({ where, reason: 'TOO_MANY_FIELDS', detail: `这条笔记有 ${values.length} 个字段，超过 ${IMPORT_LIMITS.fieldsPerNote} 个` });
      return;
    }
    const noteType = noteTypeOf(Number(mid));
    if (!noteType) {
      skipped.push({ where, reason: 'UNREADABLE', detail: '找不到这条笔记的笔记类型' });
      return;
    }
    used.add(noteType);
    const media = new Set<string>();
    const fields = values.map((value) => {
      const converted = htmlToMarkdown(value);
      for (const name of converted.media) media.add(name);
      return converted.markdown;
    });
    const card = firstCards.get(Number(id));
    notes.push({
      sourceId: where,
      noteType: noteType.name,
      fields,
      deck: card ? (decks.get(card.did) ?? []) : [],
      tags: String(tags ?? '').split(/\s+/).filter(Boolean),
      media: [...media],
      reviews: card ? (reviews.get(card.id) ?? []) : [],
      createdAt: createdAt(Number(id)),
    });
    if (onNotes && notes.length >= NOTE_BATCH) {
      onNotes(notes);
      notes = [];
    }
  });
  if (onNotes && notes.length > 0) onNotes(notes);
  return { noteTypes: [...used], notes: onNotes ? [] : notes, skipped };
}

/** A media name as a plain file name of the package (Anki's media folder is flat). */
const safeMediaName = (name: string) => name.length > 0 && name.length <= 255 && !/[/\\\0]/.test(name) && name !== '.' && name !== '..';

/** The package's media map: each file stays in the zip until the job reads it (one at a time). */
export async function readAnkiMedia(fileName: string, zip: ZipReader, modern: boolean): Promise<Map<string, ImportedMedia>> {
  const media = new Map<string, ImportedMedia>();
  if (!zip.entries.has('media')) return media;
  const raw = await zip.read('media');
  let entries: MediaMapEntry[];
  if (isZstd(raw)) {
    entries = readMediaEntries(decompress(fileName, 'media', raw, IMPORT_LIMITS.unzippedBytes));
  } else if (raw.length === 0) {
    entries = [];
  } else {
    // Legacy: {"0": "a.jpg", "1": "b.mp3"}. A modern package's map may also be stored uncompressed.
    const text = new TextDecoder().decode(raw).trim();
    if (text.startsWith('{')) {
      const map = JSON.parse(text) as Record<string, unknown>;
      entries = Object.entries(map).map(([zipName, name]) => ({ name: String(name), size: null, zipName }));
    } else {
      entries = readMediaEntries(raw);
    }
  }
  for (const entry of entries) {
    const zipEntry = zip.entries.get(entry.zipName);
    if (!zipEntry || !safeMediaName(entry.name) || media.has(entry.name)) continue;
    const { name, zipName } = entry;
    const size = entry.size ?? (modern ? null : zipEntry.size);
    media.set(name, {
      name,
      size,
      async read(reuse) {
        const stored = await zip.read(zipName, reuse);
        if (!modern) return stored;
        // Modern packages compress every file; a file the map says is smaller may not expand beyond its size.
        const data = isZstd(stored) ? decompress(fileName, name, stored, size ?? IMPORT_LIMITS.unzippedBytes, reuse) : stored;
        if (size !== null && data.length !== size) {
          throw fail(`「${fileName}」里的 ${name} 与声明的大小不符，已拒绝导入`, 'IMPORT_ZIP_BOMB');
        }
        return data;
      },
    });
  }
  return media;
}
