// A jar's points as an Anki package (.apkg) in the legacy schema, which every Anki since 2.1 imports (the current
// importer upgrades it): a zip of `collection.anki21` (or `collection.anki2`), a JSON media map {"0": "a.jpg"} and
// the media files named 0, 1, 2…
//
// What was checked against anki's sources (ankitects/anki, rslib): the tables and columns are schema11.sql's
// (col, notes, cards, revlog, graves and their indexes); the `col` row's JSON is parsed on import by
// rslib/src/notetype/schema11.rs (NotetypeSchema11: id, name, type, mod, usn, sortf, did, tmpls, flds, css are
// required; fields need name, ord, sticky, rtl, font, size; templates name, ord, qfmt), rslib/src/decks/schema11.rs
// (id, name, usn, lrnToday/revToday/newToday/timeToday, collapsed, dyn, conf) and rslib/src/deckconfig/schema11.rs
// (id, mod, name, usn, maxTaken, autoplay, timer, new/rev/lapse with their required keys); `ver` 11 is the legacy
// schema the upgrade starts from. A cloze note type is `type` 1 with one card per cloze number (ord = number - 1).
import { createHash } from 'node:crypto';
import { clozesOf, hasCloze } from '@memory/contracts';
import { zipSync, type Zippable } from 'fflate';
import { markdownToHtml } from '../markdown-to-html';
import { OWN_CLOZE_NOTE_TYPE, OWN_NOTE_TYPE } from './note-types';
import { loadSqlJs } from './sqlite';

export interface AnkiExportNote {
  /** The point's id: the note's GUID, so that a second export updates the notes of the first. */
  guid: string;
  front: string | null;
  content: string;
  tags: string[];
  media: Array<{ name: string; bytes: Uint8Array }>;
  createdAt?: Date;
}

export interface AnkiExportDeck {
  /** The deck's name; `::` nests it (`日语::N5`). */
  name: string;
  notes: AnkiExportNote[];
}

export interface WriteAnkiOptions {
  /** `anki21` (default) or `anki2` (the name Anki 2.0 reads). */
  layout?: 'anki21' | 'anki2';
}

/** The legacy schema (version 11), as anki's rslib/src/storage/schema11.sql creates it. */
export const LEGACY_SCHEMA_SQL = `
CREATE TABLE col (id integer PRIMARY KEY, crt integer NOT NULL, mod integer NOT NULL, scm integer NOT NULL, ver integer NOT NULL,
  dty integer NOT NULL, usn integer NOT NULL, ls integer NOT NULL, conf text NOT NULL, models text NOT NULL, decks text NOT NULL,
  dconf text NOT NULL, tags text NOT NULL);
CREATE TABLE notes (id integer PRIMARY KEY, guid text NOT NULL, mid integer NOT NULL, mod integer NOT NULL, usn integer NOT NULL,
  tags text NOT NULL, flds text NOT NULL, sfld integer NOT NULL, csum integer NOT NULL, flags integer NOT NULL, data text NOT NULL);
CREATE TABLE cards (id integer PRIMARY KEY, nid integer NOT NULL, did integer NOT NULL, ord integer NOT NULL, mod integer NOT NULL,
  usn integer NOT NULL, type integer NOT NULL, queue integer NOT NULL, due integer NOT NULL, ivl integer NOT NULL, factor integer NOT NULL,
  reps integer NOT NULL, lapses integer NOT NULL, left integer NOT NULL, odue integer NOT NULL, odid integer NOT NULL,
  flags integer NOT NULL, data text NOT NULL);
CREATE TABLE revlog (id integer PRIMARY KEY, cid integer NOT NULL, usn integer NOT NULL, ease integer NOT NULL, ivl integer NOT NULL,
  lastIvl integer NOT NULL, factor integer NOT NULL, time integer NOT NULL, type integer NOT NULL);
CREATE TABLE graves (usn integer NOT NULL, oid integer NOT NULL, type integer NOT NULL);
CREATE INDEX ix_notes_usn ON notes (usn);
CREATE INDEX ix_cards_usn ON cards (usn);
CREATE INDEX ix_revlog_usn ON revlog (usn);
CREATE INDEX ix_cards_nid ON cards (nid);
CREATE INDEX ix_cards_sched ON cards (did, queue, due);
CREATE INDEX ix_revlog_cid ON revlog (cid);
CREATE INDEX ix_notes_csum ON notes (csum);
`;

const CSS = '.card {\n  font-family: arial;\n  font-size: 20px;\n  text-align: center;\n  color: black;\n  background-color: white;\n}\n';
const CLOZE_CSS = `${CSS}\n.cloze {\n  font-weight: bold;\n  color: blue;\n}\n`;
const LATEX_PRE =
  '\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage[utf8]{inputenc}\n\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n';
const LATEX_POST = '\\end{document}';

/** Stable ids for our two note types, so that a second export's notes join the first's note types. */
export const OWN_NOTE_TYPE_ID = 1_700_000_000_001;
export const CLOZE_NOTE_TYPE_ID = 1_700_000_000_002;
const DEFAULT_DECK_ID = 1;

export interface LegacyNoteTypeInput {
  id: number;
  name: string;
  /** 0 standard, 1 cloze. */
  type: number;
  fields: string[];
  templates: Array<{ name: string; qfmt: string; afmt: string }>;
  css?: string;
}

/** A note type as the `col.models` JSON of the legacy schema holds it. */
export function legacyNoteType(input: LegacyNoteTypeInput, deckId: number, modSeconds: number): Record<string, unknown> {
  return {
    id: input.id,
    name: input.name,
    type: input.type,
    mod: modSeconds,
    usn: -1,
    sortf: 0,
    did: deckId,
    tmpls: input.templates.map((template, ord) => ({ name: template.name, ord, qfmt: template.qfmt, afmt: template.afmt, bqfmt: '', bafmt: '', did: null, bfont: '', bsize: 0 })),
    flds: input.fields.map((name, ord) => ({ name, ord, sticky: false, rtl: false, font: 'Arial', size: 20, description: '', plainText: false, collapsed: false, excludeFromSearch: false })),
    css: input.css ?? CSS,
    latexPre: LATEX_PRE,
    latexPost: LATEX_POST,
    latexsvg: false,
    req: input.type === 1 ? [[0, 'any', [0]]] : input.templates.map((_template, ord) => [ord, 'any', input.fields.map((_field, index) => index)]),
    tags: [],
    vers: [],
  };
}

/** A deck as the `col.decks` JSON of the legacy schema holds it. */
export function legacyDeck(id: number, name: string, modSeconds: number): Record<string, unknown> {
  return {
    id,
    mod: modSeconds,
    name,
    usn: -1,
    lrnToday: [0, 0],
    revToday: [0, 0],
    newToday: [0, 0],
    timeToday: [0, 0],
    collapsed: false,
    browserCollapsed: false,
    desc: '',
    dyn: 0,
    conf: 1,
    extendNew: 0,
    extendRev: 0,
  };
}

function defaultDeckConfig(modSeconds: number): Record<string, unknown> {
  return {
    id: 1,
    mod: modSeconds,
    name: 'Default',
    usn: 0,
    maxTaken: 60,
    autoplay: true,
    timer: 0,
    replayq: true,
    dyn: false,
    new: { bury: false, delays: [1, 10], initialFactor: 2500, ints: [1, 4, 0], order: 1, perDay: 20 },
    rev: { bury: false, ease4: 1.3, ivlFct: 1, maxIvl: 36500, perDay: 200, hardFactor: 1.2 },
    lapse: { delays: [10], leechAction: 1, leechFails: 8, minInt: 1, mult: 0 },
  };
}

export interface LegacyCollectionInput {
  noteTypes: LegacyNoteTypeInput[];
  /** Deck ids and names (`A::B`); the Default deck (id 1) is added when absent. */
  decks: Array<{ id: number; name: string }>;
  notes: Array<{ id: number; guid: string; mid: number; tags: string[]; fields: string[]; mod?: number }>;
  /** `odid`: the home deck of a card borrowed by a filtered deck (`did`). */
  cards: Array<{ id: number; nid: number; did: number; ord: number; odid?: number }>;
  revlog?: Array<{ id: number; cid: number; ease: number; type: number }>;
  now?: Date;
}

/** Text of a field without its HTML, as Anki sorts and checksums it. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .trim();
}

/** Anki's duplicate check: the first 8 hex digits of the SHA-1 of the first field's text. */
function fieldChecksum(text: string): number {
  return Number.parseInt(createHash('sha1').update(text).digest('hex').slice(0, 8), 16);
}

/** A legacy-schema collection (SQLite bytes) holding the given note types, decks, notes, cards and reviews. */
export async function buildLegacyCollection(input: LegacyCollectionInput): Promise<Uint8Array> {
  const SQL = await loadSqlJs();
  const db = new SQL.Database();
  try {
    const now = input.now ?? new Date();
    const seconds = Math.floor(now.getTime() / 1000);
    const decks = [...input.decks];
    if (!decks.some((deck) => deck.id === DEFAULT_DECK_ID)) decks.unshift({ id: DEFAULT_DECK_ID, name: 'Default' });
    const firstDeck = input.decks[0]?.id ?? DEFAULT_DECK_ID;
    const models = Object.fromEntries(input.noteTypes.map((type) => [String(type.id), legacyNoteType(type, firstDeck, seconds)]));
    const deckJson = Object.fromEntries(decks.map((deck) => [String(deck.id), legacyDeck(deck.id, deck.name, seconds)]));
    const conf = {
      activeDecks: [firstDeck],
      curDeck: firstDeck,
      newSpread: 0,
      collapseTime: 1200,
      timeLim: 0,
      estTimes: true,
      dueCounts: true,
      curModel: input.noteTypes[0]?.id ?? null,
      nextPos: input.cards.length + 1,
      sortType: 'noteFld',
      sortBackwards: false,
      addToCur: true,
      schedVer: 2,
    };
    const dayStart = new Date(now);
    dayStart.setUTCHours(4, 0, 0, 0);
    db.run(LEGACY_SCHEMA_SQL);
    db.run('INSERT INTO col VALUES (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, ?)', [
      Math.floor(dayStart.getTime() / 1000),
      now.getTime(),
      now.getTime(),
      JSON.stringify(conf),
      JSON.stringify(models),
      JSON.stringify(deckJson),
      JSON.stringify({ '1': defaultDeckConfig(seconds) }),
      '{}',
    ]);
    db.run('BEGIN');
    const addNote = db.prepare('INSERT INTO notes VALUES (?, ?, ?, ?, -1, ?, ?, ?, ?, 0, ?)');
    for (const note of input.notes) {
      const sortField = plainText(note.fields[0] ?? '');
      const tags = note.tags.length > 0 ? ` ${note.tags.join(' ')} ` : '';
      addNote.run([note.id, note.guid, note.mid, note.mod ?? seconds, tags, note.fields.join('\x1f'), sortField, fieldChecksum(sortField), '']);
    }
    addNote.free();
    const addCard = db.prepare('INSERT INTO cards VALUES (?, ?, ?, ?, ?, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, ?, 0, ?)');
    input.cards.forEach((card, position) => addCard.run([card.id, card.nid, card.did, card.ord, seconds, position + 1, card.odid ?? 0, '']));
    addCard.free();
    const addReview = db.prepare('INSERT INTO revlog VALUES (?, ?, -1, ?, 1, 0, 2500, 6000, ?)');
    for (const review of input.revlog ?? []) addReview.run([review.id, review.cid, review.ease, review.type]);
    addReview.free();
    db.run('COMMIT');
    return db.export();
  } finally {
    db.close();
  }
}

const IMAGE = /\.(png|jpe?g|gif|webp|svg|bmp|avif|ico|tiff?)$/i;
const SOUND_OR_VIDEO = /\.(mp3|ogg|oga|opus|wav|m4a|aac|flac|mp4|m4v|webm|mov|mkv|ogv|avi|mpe?g|3gp)$/i;
/** Files already compressed are stored as they are (deflate would only cost time). */
const COMPRESSED = /\.(png|jpe?g|gif|webp|avif|mp3|ogg|oga|opus|m4a|aac|flac|mp4|m4v|webm|mov|mkv|ogv|avi|mpe?g|3gp|zip|gz)$/i;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The media of a note as Anki references them: images inline, audio and video as [sound:…] (Anki plays video so). */
function mediaHtml(media: AnkiExportNote['media']): string {
  return media
    .map(({ name }) => {
      if (IMAGE.test(name)) return `<img src="${escapeAttribute(name)}">`;
      if (SOUND_OR_VIDEO.test(name)) return `[sound:${name}]`;
      return '';
    })
    .join('');
}

/** The deck's points as an .apkg (zip bytes). */
export async function writeAnkiPackage(deck: AnkiExportDeck, options: WriteAnkiOptions = {}): Promise<Uint8Array> {
  const layout = options.layout ?? 'anki21';
  const now = new Date();
  const deckId = now.getTime();
  const ownType: LegacyNoteTypeInput = {
    id: OWN_NOTE_TYPE_ID,
    name: OWN_NOTE_TYPE.name,
    type: 0,
    fields: [...OWN_NOTE_TYPE.fields],
    // With a 正面 the card asks it and answers with 内容; without one it shows 内容 (the card still exists: Anki
    // generates a card whose question side renders something).
    templates: [
      {
        name: '卡片',
        qfmt: '{{#正面}}{{正面}}{{/正面}}{{^正面}}{{内容}}{{/正面}}',
        afmt: '{{#正面}}{{正面}}\n\n<hr id=answer>\n\n{{内容}}{{/正面}}{{^正面}}{{内容}}{{/正面}}',
      },
    ],
  };
  // A cloze point's 正面 is its question, shown above the masked text on both sides. Its own note type (not Anki's
  // stock Cloze, whose second field is only the back's extra) lets our reader give the 正面 back as the 正面.
  const clozeType: LegacyNoteTypeInput = {
    id: CLOZE_NOTE_TYPE_ID,
    name: OWN_CLOZE_NOTE_TYPE.name,
    type: 1,
    fields: [...OWN_CLOZE_NOTE_TYPE.fields],
    templates: [
      {
        name: '填空',
        qfmt: '{{#正面}}{{正面}}<br>\n{{/正面}}{{cloze:内容}}',
        afmt: '{{#正面}}{{正面}}<br>\n{{/正面}}{{cloze:内容}}',
      },
    ],
    css: CLOZE_CSS,
  };

  const notes: LegacyCollectionInput['notes'] = [];
  const cards: LegacyCollectionInput['cards'] = [];
  const files = new Map<string, Uint8Array>();
  const usedIds = new Set<number>();
  let highestId = 0;
  let cardId = now.getTime();
  for (const note of deck.notes) {
    // Note ids are creation times in ms, unique in the collection. Points made together share a time (an import
    // writes 200 at once): a taken one moves past the highest id so far, in one step rather than a search.
    let id = note.createdAt ? note.createdAt.getTime() : now.getTime();
    if (usedIds.has(id)) id = highestId + 1;
    usedIds.add(id);
    highestId = Math.max(highestId, id);
    const front = note.front?.trim() ? markdownToHtml(note.front) : '';
    const content = markdownToHtml(note.content) + mediaHtml(note.media);
    for (const file of note.media) if (!files.has(file.name)) files.set(file.name, file.bytes);
    const tags = note.tags.map((tag) => tag.trim().replace(/\s+/g, '_')).filter(Boolean);
    if (hasCloze(note.content)) {
      notes.push({ id, guid: note.guid, mid: CLOZE_NOTE_TYPE_ID, tags, fields: [content, front] });
      const numbers = [...new Set(clozesOf(note.content).map((cloze) => cloze.index))].filter((index) => index >= 1).sort((a, b) => a - b);
      for (const number of numbers) cards.push({ id: (cardId += 1), nid: id, did: deckId, ord: number - 1 });
    } else {
      notes.push({ id, guid: note.guid, mid: OWN_NOTE_TYPE_ID, tags, fields: [front, content] });
      cards.push({ id: (cardId += 1), nid: id, did: deckId, ord: 0 });
    }
  }

  const collection = await buildLegacyCollection({ noteTypes: [ownType, clozeType], decks: [{ id: deckId, name: deck.name }], notes, cards, now });
  const zip: Zippable = { [layout === 'anki2' ? 'collection.anki2' : 'collection.anki21']: [collection, { level: 6 }] };
  const map: Record<string, string> = {};
  [...files].forEach(([name, bytes], index) => {
    map[String(index)] = name;
    zip[String(index)] = [bytes, { level: COMPRESSED.test(name) ? 0 : 6 }];
  });
  zip.media = [new TextEncoder().encode(JSON.stringify(map)), { level: 6 }];
  return zipSync(zip);
}
