// Sample imports for tests and stories: an Anki deck's preview (a cloze note type, a note type of its own, nested
// decks, skipped notes, media) and a flomo export's, and jobs in each state built from them.
import type { ImportKind, ImportPreview } from '@memory/contracts';
import type { FakeImport } from './importHandlers';

/** An Anki deck `日语` with two sub-decks, as the server previews it for a first import. */
export function sampleAnkiPreview(overrides: Partial<ImportPreview> = {}): ImportPreview {
  return {
    kind: 'apkg',
    target: 'JAR_ITEMS',
    noteTypes: [
      {
        name: '问答题',
        kind: 'BASIC',
        fields: ['正面', '背面'],
        notes: 120,
        mapping: { noteType: '问答题', front: 0, content: [1], rest: 'DROP' },
      },
      {
        name: '填空题',
        kind: 'CLOZE',
        fields: ['文字', '背面额外'],
        notes: 40,
        mapping: { noteType: '填空题', front: null, content: [0], rest: 'DROP' },
      },
      {
        name: '日语单词（发音）',
        kind: 'OTHER',
        fields: ['单词', '假名', '释义', '例句'],
        notes: 6,
        mapping: { noteType: '日语单词（发音）', front: 0, content: [2], rest: 'APPEND' },
      },
    ],
    decks: [
      { name: '日语::N5', notes: 100 },
      { name: '日语::N4', notes: 63 },
    ],
    deckMode: 'ONE_JAR',
    counts: { total: 166, new: 163, updated: 0, unchanged: 0, skipped: 3 },
    skipped: [
      { where: '1700000000001', reason: 'EMPTY', detail: '只有正面，没有内容' },
      { where: '長い文章', reason: 'TOO_LONG', detail: '2301 字，超过 2048 字的上限' },
      { where: 'ねこ', reason: 'DUPLICATE', detail: '与前面的笔记重复（1700000000042）' },
      { where: 'cat.aiff', reason: 'UNSUPPORTED_MEDIA', detail: '「cat.aiff」不是支持的图片、视频或音频，未导入' },
      { where: 'dog.png', reason: 'MISSING_MEDIA', detail: '文件「dog.png」不在压缩包里' },
    ],
    media: { files: 12, bytes: 3_460_000, missing: 1, unsupported: 1 },
    reviews: 1834,
    sample: [
      { front: '猫（ねこ）', content: 'cat，猫', tags: ['N5', '动物'], media: ['neko.jpg'] },
      { front: null, content: '{{c1::東京}}は日本の{{c2::首都::哪个词？}}です。', tags: ['N5'], media: [] },
      { front: '水（みず）', content: 'water，水', tags: ['N5'], media: [] },
      { front: '食べる', content: '吃\n\nたべる\n\n**例句**：ご飯を食べる。', tags: ['N4', '动词'], media: [] },
      { front: '行く', content: '去\n\nいく', tags: ['N4', '动词'], media: [] },
    ],
    jar: null,
    jarName: '日语',
    ...overrides,
  };
}

/** A flomo export (memos, for everyone): what the server previews from its HTML. */
export function sampleFlomoPreview(overrides: Partial<ImportPreview> = {}): ImportPreview {
  return {
    kind: 'flomo',
    target: 'MEMOS',
    noteTypes: [{ name: 'flomo', kind: 'BASIC', fields: ['内容'], notes: 42, mapping: { noteType: 'flomo', front: null, content: [0], rest: 'DROP' } }],
    decks: [{ name: 'flomo', notes: 42 }],
    counts: { total: 42, new: 42, updated: 0, unchanged: 0, skipped: 0 },
    skipped: [],
    media: { files: 3, bytes: 820_000, missing: 0, unsupported: 0 },
    reviews: 0,
    sample: [
      { front: null, content: '读书笔记：**刻意练习**需要及时的反馈。', tags: ['读书'], media: [] },
      { front: null, content: '今天学到的一个词：serendipity，意外发现美好事物的能力。', tags: ['英语'], media: ['photo.jpg'] },
    ],
    jar: null,
    jarName: 'flomo',
    ...overrides,
  };
}

/** A CSV's preview: one note type, one deck named after the file. */
export function sampleCsvPreview(fileName = '单词.csv', overrides: Partial<ImportPreview> = {}): ImportPreview {
  const name = fileName.replace(/\.[^.]+$/, '') || fileName;
  return sampleAnkiPreview({
    kind: 'csv',
    noteTypes: [{ name: 'CSV', kind: 'BASIC', fields: ['第 1 列', '第 2 列'], notes: 3, mapping: { noteType: 'CSV', front: 0, content: [1], rest: 'DROP' } }],
    decks: [{ name, notes: 3 }],
    counts: { total: 3, new: 3, updated: 0, unchanged: 0, skipped: 0 },
    skipped: [],
    media: { files: 0, bytes: 0, missing: 0, unsupported: 0 },
    reviews: 0,
    sample: [
      { front: 'apple', content: '苹果', tags: [], media: [] },
      { front: 'banana', content: '香蕉', tags: [], media: [] },
      { front: 'cherry', content: '樱桃', tags: [], media: [] },
    ],
    jarName: name,
    ...overrides,
  });
}

/**
 * The notes behind the samples' points, field by field as the file holds them: the fake finds the note a sample point
 * came from and converts it again with the learner's mapping (importHandlers.ts `previewWithChoices`).
 */
export const SAMPLE_IMPORT_NOTES: ReadonlyArray<{ noteType: string; fields: readonly string[] }> = [
  { noteType: '问答题', fields: ['猫（ねこ）', 'cat，猫'] },
  { noteType: '填空题', fields: ['{{c1::東京}}は日本の{{c2::首都::哪个词？}}です。', ''] },
  { noteType: '问答题', fields: ['水（みず）', 'water，水'] },
  { noteType: '日语单词（发音）', fields: ['食べる', 'たべる', '吃', '**例句**：ご飯を食べる。'] },
  { noteType: '日语单词（发音）', fields: ['行く', 'いく', '去', ''] },
  { noteType: 'CSV', fields: ['apple', '苹果'] },
  { noteType: 'CSV', fields: ['banana', '香蕉'] },
  { noteType: 'CSV', fields: ['cherry', '樱桃'] },
];

/** What the fake previews for an uploaded file of this kind. */
export function samplePreviewFor(kind: ImportKind, fileName: string): ImportPreview {
  if (kind === 'flomo') return sampleFlomoPreview();
  if (kind === 'csv' || kind === 'markdown') return sampleCsvPreview(fileName, { kind });
  return sampleAnkiPreview({ kind });
}

/** A job as the fake keeps it (a RUNNING one may say how many polls it has left); PREVIEW of the Anki sample unless told otherwise. */
export function createFakeImport(overrides: Partial<FakeImport> & { id: string }): FakeImport {
  return {
    fileName: '日语.apkg',
    status: 'PREVIEW',
    progress: null,
    preview: sampleAnkiPreview(),
    choices: {},
    report: null,
    error: null,
    createdAt: '2026-11-23T08:00:00.000Z',
    ...overrides,
  };
}
