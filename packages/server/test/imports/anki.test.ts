// The Anki package reader (every layout, .apkg and .colpkg) and writer, on packages built in code: what comes in
// (fronts, clozes, tags, nested decks, media, review history, the default mappings), what is skipped, and the files
// refused as a whole.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BinaryWriter, WireType } from '@bufbuild/protobuf/wire';
import { unzipSync, zipSync } from 'fflate';
import { readAnkiPackage, writeAnkiPackage } from '../../src/modules/imports/formats/anki';
import { readAnkiCollection } from '../../src/modules/imports/formats/anki/read-anki';
import { readMediaEntries } from '../../src/modules/imports/formats/anki/proto';
import { loadSqlJs } from '../../src/modules/imports/formats/anki/sqlite';
import { ZstdCorrupt, ZstdTooLarge, zstdDecompress } from '../../src/modules/imports/formats/anki/zstd';
import { ImportFileError, IMPORT_LIMITS, type ImportedNote, type ImportedSource } from '../../src/modules/imports/model';
import {
  STUB_GUID,
  mediaEntries,
  newSchemaCollection,
  writeAnki21Fixture,
  writeAnki21bFixture,
  writeAnki2Fixture,
  zstd,
  type FixtureCollection,
} from './fixtures/anki-writers';

const T0 = Date.UTC(2025, 0, 10, 8, 0, 0);
const CAT_JPG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8, 0xff, 0xd9]);
const NEKO_MP3 = new Uint8Array([0x49, 0x44, 0x33, 9, 8, 7, 6, 5, 4, 3, 2, 1]);

function sample(): FixtureCollection {
  return {
    noteTypes: [
      { id: 101, name: '问答题', type: 0, fields: ['正面', '背面'], templates: [{ name: '卡片 1', qfmt: '{{正面}}', afmt: '{{FrontSide}}<hr id=answer>{{背面}}' }] },
      { id: 102, name: '填空题', type: 1, fields: ['文字', '背面额外'], templates: [{ name: '填空题', qfmt: '{{cloze:文字}}', afmt: '{{cloze:文字}}<br>{{背面额外}}' }] },
      {
        id: 103,
        name: '问答题（含反向卡片）',
        type: 0,
        fields: ['正面', '背面'],
        templates: [
          { name: '卡片 1', qfmt: '{{正面}}', afmt: '{{背面}}' },
          { name: '卡片 2', qfmt: '{{背面}}', afmt: '{{正面}}' },
        ],
      },
      { id: 104, name: '问答题（输入答案）', type: 0, fields: ['正面', '背面'], templates: [{ name: '卡片 1', qfmt: '{{正面}}\n{{type:背面}}', afmt: '{{背面}}' }] },
      { id: 105, name: 'Vocab 4', type: 0, fields: ['Word', 'Reading', 'Meaning', 'Example'], templates: [{ name: 'Card', qfmt: '{{Word}}', afmt: '{{Meaning}}' }] },
    ],
    decks: [
      { id: 10, path: ['日语'] },
      { id: 11, path: ['日语', 'N5'] },
      { id: 12, path: ['今日复习'] }, // a filtered deck
    ],
    notes: [
      { id: T0, guid: 'g-basic', mid: 101, tags: ['动物', 'N5'], fields: ['<b>猫</b>', 'ねこ<br><img src="cat.jpg">[sound:neko.mp3]'] },
      { id: T0 + 1, guid: 'g-cloze', mid: 102, tags: [], fields: ['{{c1::東京}}は{{c2::日本}}の首都', '地理'] },
      { id: T0 + 2, guid: 'g-reversed', mid: 103, tags: ['双向'], fields: ['dog', '狗'] },
      { id: T0 + 3, guid: 'g-typein', mid: 104, tags: [], fields: ['一', 'いち'] },
      { id: T0 + 4, guid: 'g-vocab', mid: 105, tags: [], fields: ['食べる', 'たべる', 'to eat', 'ご飯を食べる'] },
      { id: T0 + 5, guid: 'g-script', mid: 101, tags: [], fields: ['问<script>alert(1)</script>题', '<div onclick="x()">答<iframe src="https://evil.example"></iframe></div>'] },
    ],
    cards: [
      { id: 1, nid: T0, did: 11, ord: 0 },
      // The cloze note's second card comes first in the table and sits in another deck: its deck is c1's.
      { id: 2, nid: T0 + 1, did: 10, ord: 1 },
      { id: 3, nid: T0 + 1, did: 11, ord: 0 },
      // Borrowed by a filtered deck: its deck is its home deck.
      { id: 4, nid: T0 + 2, did: 12, ord: 0, odid: 11 },
      { id: 5, nid: T0 + 2, did: 10, ord: 1 },
      { id: 6, nid: T0 + 3, did: 10, ord: 0 },
      { id: 7, nid: T0 + 4, did: 10, ord: 0 },
      { id: 8, nid: T0 + 5, did: 10, ord: 0 },
    ],
    revlog: [
      { id: T0 + 86_400_000, cid: 1, ease: 3, type: 1 },
      { id: T0 + 2 * 86_400_000, cid: 1, ease: 0, type: 4 }, // a manual reschedule, not a review
      { id: T0 + 3 * 86_400_000, cid: 1, ease: 1, type: 1 },
      { id: T0 + 60_000, cid: 1, ease: 4, type: 0 }, // the oldest, stored last
      { id: T0 + 4 * 86_400_000, cid: 1, ease: 2, type: 5 }, // rescheduled: not a review either
      { id: T0 + 5 * 86_400_000, cid: 2, ease: 2, type: 1 }, // the cloze's c2 card: not the note's first card
      { id: T0 + 6 * 86_400_000, cid: 3, ease: 2, type: 2 },
    ],
    media: [
      { name: 'cat.jpg', bytes: CAT_JPG },
      { name: 'neko.mp3', bytes: NEKO_MP3 },
    ],
  };
}

const note = (source: ImportedSource, guid: string): ImportedNote => {
  const found = source.notes.find((candidate) => candidate.sourceId === guid);
  assert.ok(found, `note ${guid}`);
  return found;
};

async function rejects(promise: Promise<unknown>, code: ImportFileError['code'], message: RegExp): Promise<void> {
  await assert.rejects(promise, (error: unknown) => {
    assert.ok(error instanceof ImportFileError, `an ImportFileError, got ${String(error)}`);
    assert.equal(error.code, code);
    assert.match(error.message, message);
    return true;
  });
}

const layouts = [
  { layout: 'collection.anki2', write: writeAnki2Fixture },
  { layout: 'collection.anki21', write: writeAnki21Fixture },
  { layout: 'collection.anki21b', write: writeAnki21bFixture },
] as const;

for (const { layout, write } of layouts) {
  describe(`an .apkg with ${layout}`, () => {
    it('reads fronts, clozes, tags, nested decks, media and creation times', async () => {
      const source = await readAnkiPackage('日语.apkg', await write(sample()), { reviews: true });
      assert.equal(source.kind, 'apkg');
      assert.equal(source.target, 'JAR_ITEMS');
      assert.deepEqual(source.skipped, []);
      assert.deepEqual(
        source.notes.map((n) => n.sourceId),
        ['g-basic', 'g-cloze', 'g-reversed', 'g-typein', 'g-vocab', 'g-script'],
      );

      const basic = note(source, 'g-basic');
      assert.equal(basic.noteType, '问答题');
      assert.deepEqual(basic.fields, ['**猫**', 'ねこ']);
      assert.deepEqual(basic.tags, ['动物', 'N5']);
      assert.deepEqual(basic.deck, ['日语', 'N5']);
      assert.deepEqual(basic.media, ['cat.jpg', 'neko.mp3']);
      assert.equal(basic.createdAt?.getTime(), T0);

      const cloze = note(source, 'g-cloze');
      assert.deepEqual(cloze.fields, ['{{c1::東京}}は{{c2::日本}}の首都', '地理']);
      assert.deepEqual(cloze.deck, ['日语', 'N5'], 'the deck of the lowest ord card');
      assert.deepEqual(note(source, 'g-reversed').deck, ['日语', 'N5'], 'the home deck of a card in a filtered deck');
      assert.deepEqual(note(source, 'g-typein').deck, ['日语']);

      const cat = source.media.get('cat.jpg');
      const neko = source.media.get('neko.mp3');
      assert.ok(cat && neko);
      assert.deepEqual(await cat.read(), CAT_JPG);
      assert.deepEqual(await neko.read(), NEKO_MP3);
      assert.equal(cat.size, CAT_JPG.length);
      assert.equal(source.media.size, 2);
    });

    it('maps the note types by structure', async () => {
      const source = await readAnkiPackage('日语.apkg', await write(sample()), { reviews: false });
      const byName = new Map(source.noteTypes.map((type) => [type.name, type]));
      assert.deepEqual(byName.get('问答题'), { name: '问答题', fields: ['正面', '背面'], kind: 'BASIC', front: 0, content: [1] });
      assert.deepEqual(byName.get('填空题'), { name: '填空题', fields: ['文字', '背面额外'], kind: 'CLOZE', front: null, content: [0, 1] });
      assert.equal(byName.get('问答题（含反向卡片）')?.kind, 'BASIC_REVERSED');
      assert.equal(byName.get('问答题（输入答案）')?.kind, 'BASIC_TYPE_IN');
      assert.deepEqual(byName.get('Vocab 4'), {
        name: 'Vocab 4',
        fields: ['Word', 'Reading', 'Meaning', 'Example'],
        kind: 'OTHER',
        front: 0,
        content: [1, 2, 3],
      });
      assert.deepEqual(note(source, 'g-vocab').fields, ['食べる', 'たべる', 'to eat', 'ご飯を食べる']);
    });

    it('maps the review history of the first card, oldest first, without reschedules', async () => {
      const withReviews = await readAnkiPackage('日语.apkg', await write(sample()), { reviews: true });
      assert.deepEqual(
        note(withReviews, 'g-basic').reviews.map((review) => [review.at.getTime() - T0, review.grade]),
        [
          [60_000, 'EASY'],
          [86_400_000, 'GOOD'],
          [3 * 86_400_000, 'AGAIN'],
        ],
      );
      assert.deepEqual(
        note(withReviews, 'g-cloze').reviews.map((review) => review.grade),
        ['HARD'],
        "c1's history only",
      );
      const without = await readAnkiPackage('日语.apkg', await write(sample()), { reviews: false });
      assert.ok(without.notes.every((n) => n.reviews.length === 0));
    });

    it('keeps no raw HTML: scripts and frames go, tags give their text', async () => {
      const source = await readAnkiPackage('日语.apkg', await write(sample()), { reviews: false });
      const fields = note(source, 'g-script').fields;
      assert.deepEqual(fields, ['问题', '答']);
      for (const markdown of source.notes.flatMap((n) => n.fields)) {
        assert.doesNotMatch(markdown, /<\/?[a-z][^>]*>/i);
        assert.doesNotMatch(markdown, /alert\(1\)|evil\.example/);
      }
    });

    it(`skips a note of more than ${IMPORT_LIMITS.fieldsPerNote} fields and imports the others`, async () => {
      const collection = sample();
      const wide = Array.from({ length: 500 }, (_, index) => `字段${index}`);
      collection.noteTypes.push({ id: 106, name: 'Wide', type: 0, fields: wide, templates: [{ name: 'Card', qfmt: '{{字段0}}', afmt: '{{字段1}}' }] });
      collection.notes.push({ id: T0 + 6, guid: 'g-wide', mid: 106, tags: [], fields: wide });
      collection.cards.push({ id: 9, nid: T0 + 6, did: 10, ord: 0 });
      const source = await readAnkiPackage('wide.apkg', await write(collection), { reviews: false });
      assert.deepEqual(
        source.skipped.map((skip) => [skip.where, skip.reason]),
        [['g-wide', 'TOO_MANY_FIELDS']],
      );
      assert.match(source.skipped[0]?.detail ?? '', /500/);
      assert.equal(source.notes.length, 6);
      assert.ok(!source.noteTypes.some((type) => type.name === 'Wide'));
    });
  });
}

describe('a modern package', () => {
  it('reads a .colpkg as colpkg and never the stub collection.anki2', async () => {
    const source = await readAnkiPackage('全部.colpkg', await writeAnki21bFixture(sample()), { reviews: true });
    assert.equal(source.kind, 'colpkg');
    assert.equal(source.notes.length, 6);
    assert.ok(!source.notes.some((n) => n.sourceId === STUB_GUID));
    assert.deepEqual(note(source, 'g-basic').deck, ['日语', 'N5']);
  });

  it('leaves media compressed until read, and refuses a damaged one only then', async () => {
    const collection = sample();
    const zip = await writeAnki21bFixture(collection);
    // Rebuild the zip with media 0 replaced by a damaged zstd frame.
    const { unzipSync } = await import('fflate');
    const entries = unzipSync(zip);
    entries['0'] = new Uint8Array([0x28, 0xb5, 0x2f, 0xfd, 0x24, 14, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
    const source = await readAnkiPackage('坏图.apkg', zipSync(entries), { reviews: false });
    assert.equal(source.notes.length, 6);
    assert.equal(source.media.get('cat.jpg')?.size, CAT_JPG.length);
    await assert.rejects(async () => source.media.get('cat.jpg')?.read(), (error: unknown) => error instanceof ImportFileError && /坏图\.apkg/.test(error.message));
    assert.deepEqual(await source.media.get('neko.mp3')?.read(), NEKO_MP3);
  });
});

describe('notes handed out in batches (the reader thread sends each on and keeps none)', () => {
  it('every note comes once, in order, in batches of at most 1 000; the result holds none of them', async () => {
    const collection = sample();
    for (let index = 0; index < 2_500; index += 1) {
      collection.notes.push({ id: T0 + 100 + index, guid: `g-many-${index}`, mid: 101, tags: [], fields: [`问题 ${index}`, `答案 ${index}`] });
      collection.cards.push({ id: 100 + index, nid: T0 + 100 + index, did: 10, ord: 0 });
    }
    const entry = unzipSync(await writeAnki21Fixture(collection))['collection.anki21'];
    assert.ok(entry);
    const batches: ImportedNote[][] = [];
    const source = await readAnkiCollection(
      { fileName: '多.apkg', collectionName: 'collection.anki21', collection: entry },
      { reviews: false, onNotes: (batch) => batches.push(batch) },
    );
    assert.deepEqual(source.notes, []);
    assert.deepEqual(batches.map((batch) => batch.length), [1000, 1000, 506]);
    const all = batches.flat().map((note) => note.sourceId);
    assert.deepEqual(all, [...collection.notes].sort((a, b) => a.id - b.id).map((note) => note.guid));
  });
});

describe('the protobuf media map', () => {
  it('names each file by its position, or by legacy_zip_filename when set', () => {
    const map = mediaEntries([
      { name: 'a.jpg', bytes: CAT_JPG },
      { name: 'b.mp3', bytes: NEKO_MP3 },
    ]);
    const gap = new BinaryWriter().tag(1, WireType.LengthDelimited).fork().tag(1, WireType.LengthDelimited).string('c.png').tag(255, WireType.Varint).uint32(7).join().finish();
    const joined = new Uint8Array([...map, ...gap]);
    assert.deepEqual(readMediaEntries(joined), [
      { name: 'a.jpg', size: CAT_JPG.length, zipName: '0' },
      { name: 'b.mp3', size: NEKO_MP3.length, zipName: '1' },
      { name: 'c.png', size: null, zipName: '7' },
    ]);
  });
});

describe('writeAnkiPackage', () => {
  const points = [
    { guid: 'p-front', front: '**猫**是什么？', content: '一种动物，会说 *喵*', tags: ['动物', '日常 用语'], media: [{ name: 'cat.jpg', bytes: CAT_JPG }], createdAt: new Date(T0) },
    { guid: 'p-plain', front: null, content: '没有正面的知识点', tags: [], media: [{ name: 'neko.mp3', bytes: NEKO_MP3 }] },
    { guid: 'p-cloze', front: null, content: '{{c1::東京}}は{{c2::日本::国}}の首都', tags: ['地理'], media: [] },
    { guid: 'p-video', front: '看视频', content: '视频', tags: [], media: [{ name: 'clip.mp4', bytes: new Uint8Array([0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70]) }] },
  ];

  for (const layout of ['anki21', 'anki2'] as const) {
    it(`round-trips through readAnkiPackage (${layout})`, async () => {
      const bytes = await writeAnkiPackage({ name: '导出::子牌组', notes: points }, { layout });
      const source = await readAnkiPackage('导出.apkg', bytes, { reviews: true });
      assert.deepEqual(source.skipped, []);
      const types = new Map(source.noteTypes.map((type) => [type.name, type]));
      const back = points.map((point) => {
        const read = note(source, point.guid);
        const type = types.get(read.noteType);
        assert.ok(type);
        const front = type.front === null ? null : read.fields[type.front] || null;
        const content = type.content.map((index) => read.fields[index] ?? '').filter(Boolean).join('\n\n');
        return { guid: read.sourceId, front, content, tags: read.tags, deck: read.deck, media: read.media };
      });
      assert.deepEqual(back, [
        { guid: 'p-front', front: '**猫**是什么？', content: '一种动物，会说 *喵*', tags: ['动物', '日常_用语'], deck: ['导出', '子牌组'], media: ['cat.jpg'] },
        { guid: 'p-plain', front: null, content: '没有正面的知识点', tags: [], deck: ['导出', '子牌组'], media: ['neko.mp3'] },
        { guid: 'p-cloze', front: null, content: '{{c1::東京}}は{{c2::日本::国}}の首都', tags: ['地理'], deck: ['导出', '子牌组'], media: [] },
        { guid: 'p-video', front: '看视频', content: '视频', tags: [], deck: ['导出', '子牌组'], media: ['clip.mp4'] },
      ]);
      assert.equal(types.get('记忆仓库')?.kind, 'BASIC');
      assert.equal(types.get('记忆仓库填空')?.kind, 'CLOZE');
      assert.equal(note(source, 'p-front').createdAt?.getTime(), T0);
      for (const point of points) for (const file of point.media) assert.deepEqual(await source.media.get(file.name)?.read(), file.bytes);
    });
  }

  it('writes a legacy collection Anki accepts: ver 11, one card per note or per cloze number, media as Anki plays them', async () => {
    const bytes = await writeAnkiPackage({ name: '导出', notes: points });
    const { unzipSync } = await import('fflate');
    const entries = unzipSync(bytes);
    assert.deepEqual(Object.keys(entries).sort(), ['0', '1', '2', 'collection.anki21', 'media']);
    assert.deepEqual(JSON.parse(new TextDecoder().decode(entries.media)), { '0': 'cat.jpg', '1': 'neko.mp3', '2': 'clip.mp4' });
    const SQL = await loadSqlJs();
    const db = new SQL.Database(entries['collection.anki21']);
    try {
      const [col] = db.exec('SELECT ver, crt, models, decks, dconf, conf FROM col')[0]?.values ?? [];
      assert.ok(col);
      assert.equal(col[0], 11);
      const models = JSON.parse(String(col[2])) as Record<string, { name: string; type: number; flds: Array<{ name: string }>; tmpls: unknown[]; css: string; sortf: number }>;
      const own = Object.values(models).find((model) => model.name === '记忆仓库');
      const cloze = Object.values(models).find((model) => model.type === 1);
      assert.deepEqual(own?.flds.map((field) => field.name), ['正面', '内容']);
      assert.deepEqual(cloze?.flds.map((field) => field.name), ['内容', '正面']);
      const decks = Object.values(JSON.parse(String(col[3])) as Record<string, { name: string; conf: number }>).map((deck) => deck.name);
      assert.deepEqual(decks.sort(), ['Default', '导出']);
      assert.ok((JSON.parse(String(col[4])) as Record<string, unknown>)['1']);
      const cards = db.exec('SELECT n.guid, c.ord FROM cards c JOIN notes n ON n.id = c.nid ORDER BY n.guid, c.ord')[0]?.values;
      assert.deepEqual(cards, [
        ['p-cloze', 0],
        ['p-cloze', 1],
        ['p-front', 0],
        ['p-plain', 0],
        ['p-video', 0],
      ]);
      const fields = new Map((db.exec('SELECT guid, flds FROM notes')[0]?.values ?? []).map(([guid, flds]) => [String(guid), String(flds).split('\x1f')]));
      assert.deepEqual(fields.get('p-plain'), ['', '<p>没有正面的知识点</p>[sound:neko.mp3]']);
      assert.deepEqual(fields.get('p-front'), ['<p><strong>猫</strong>是什么？</p>', '<p>一种动物，会说 <em>喵</em></p><img src="cat.jpg">']);
      assert.deepEqual(fields.get('p-video'), ['<p>看视频</p>', '<p>视频</p>[sound:clip.mp4]']);
      assert.equal(fields.get('p-cloze')?.[0], '<p>{{c1::東京}}は{{c2::日本::国}}の首都</p>');
    } finally {
      db.close();
    }
  });

  it('puts a cloze point’s front into its own cloze note type, read back as the front', async () => {
    const bytes = await writeAnkiPackage({ name: 'x', notes: [{ guid: 'c', front: '地理', content: '{{c1::巴黎}}是法国首都', tags: [], media: [] }] });
    const source = await readAnkiPackage('x.apkg', bytes, { reviews: false });
    assert.deepEqual(note(source, 'c').fields, ['{{c1::巴黎}}是法国首都', '地理']);
    const type = source.noteTypes.find((candidate) => candidate.name === note(source, 'c').noteType);
    assert.deepEqual([type?.kind, type?.front, type?.content], ['CLOZE', 1, [0]]);
  });
});

describe('files refused as a whole', () => {
  it('refuses a file that is not a zip', async () => {
    await rejects(readAnkiPackage('笔记.apkg', new TextEncoder().encode('hello, not a zip'), { reviews: false }), 'IMPORT_NOT_ZIP', /「笔记\.apkg」/);
  });

  it('refuses a zip without a collection', async () => {
    const zip = zipSync({ 'readme.txt': new TextEncoder().encode('hi'), media: new TextEncoder().encode('{}') });
    await rejects(readAnkiPackage('x.apkg', zip, { reviews: false }), 'IMPORT_UNKNOWN_FORMAT', /「x\.apkg」不是 Anki 牌组：里面没有 collection 文件/);
  });

  it('refuses a collection that is not SQLite', async () => {
    const zip = zipSync({ 'collection.anki21': new TextEncoder().encode('SQLite? no, just text that is long enough to check'), media: new TextEncoder().encode('{}') });
    await rejects(readAnkiPackage('x.apkg', zip, { reviews: false }), 'IMPORT_NOT_SQLITE', /「x\.apkg」.*不是 SQLite/);
  });

  it('refuses a modern collection whose zstd frame does not decompress, or holds no SQLite', async () => {
    const damaged = new Uint8Array([0x28, 0xb5, 0x2f, 0xfd, 0x24, 40, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09]);
    await rejects(readAnkiPackage('x.apkg', await writeAnki21bFixture(sample(), { collection: damaged }), { reviews: false }), 'IMPORT_NOT_SQLITE', /「x\.apkg」.*无法解压/);
    const text = await zstd(new TextEncoder().encode('not a database at all'));
    await rejects(readAnkiPackage('x.apkg', await writeAnki21bFixture(sample(), { collection: text }), { reviews: false }), 'IMPORT_NOT_SQLITE', /不是 SQLite/);
  });

  it('refuses a SQLite file without the expected tables', async () => {
    const SQL = await loadSqlJs();
    const db = new SQL.Database();
    db.run('CREATE TABLE recipes (id integer primary key, name text); INSERT INTO recipes VALUES (1, \'面条\')');
    const zip = zipSync({ 'collection.anki21': db.export() });
    db.close();
    await rejects(readAnkiPackage('菜谱.apkg', zip, { reviews: false }), 'IMPORT_BAD_SCHEMA', /「菜谱\.apkg」.*缺少 col、notes、cards 表/);
    // A new-schema file that lost its notes table.
    const partial = new SQL.Database(await newSchemaCollection(sample()));
    partial.run('DROP TABLE notes');
    const modern = await writeAnki21bFixture(sample(), { collection: await zstd(partial.export()) });
    partial.close();
    await rejects(readAnkiPackage('y.apkg', modern, { reviews: false }), 'IMPORT_BAD_SCHEMA', /缺少 notes 表/);
  });

  it('refuses a zip entry whose path climbs out with ..', async () => {
    const legacy = await writeAnki21Fixture(sample());
    const { unzipSync } = await import('fflate');
    const entries = unzipSync(legacy);
    entries['../../etc/cron.d/evil'] = new TextEncoder().encode('* * * * * root rm -rf /');
    await rejects(readAnkiPackage('x.apkg', zipSync(entries), { reviews: false }), 'IMPORT_BAD_PATH', /「x\.apkg」.*路径不安全/);
  });

  it('refuses a zip bomb (a 50 MB entry of zeros)', async () => {
    const zip = zipSync({ 'collection.anki21': [new Uint8Array(50 * 1024 * 1024), { level: 9 }] });
    assert.ok(zip.length < 200 * 1024, `the bomb is small (${zip.length} bytes)`);
    await rejects(readAnkiPackage('bomb.apkg', zip, { reviews: false }), 'IMPORT_ZIP_BOMB', /「bomb\.apkg」/);
  });

  it('refuses a zstd frame that expands beyond its limit, claimed or produced', async () => {
    const zeros = await zstd(new Uint8Array(4 * 1024 * 1024), 19);
    assert.throws(() => zstdDecompress(zeros, 1024 * 1024), ZstdTooLarge);
    assert.equal(zstdDecompress(zeros, 4 * 1024 * 1024).length, 4 * 1024 * 1024);
  });

  it('decompresses a frame of many blocks, written in place or streamed, to the same bytes', async () => {
    // Runs of repeated words between random bytes: compressed, raw and RLE blocks, back-references across blocks.
    const original = new Uint8Array(700 * 1024);
    let seed = 7;
    for (let at = 0; at < original.length; at += 1) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      original[at] = at % 4096 < 2048 ? 'memory '.charCodeAt(at % 7) : at % 65536 < 8192 ? 0 : seed >>> 24;
    }
    for (const level of [1, 19]) {
      const frame = await zstd(original, level);
      assert.deepEqual(zstdDecompress(frame, original.length), original, `level ${level}`);
      // The same frame followed by an empty one is not decompressed in place, and reads the same.
      const twoFrames = new Uint8Array([...frame, ...(await zstd(new Uint8Array(0)))]);
      assert.deepEqual(zstdDecompress(twoFrames, original.length), original, `level ${level}, two frames`);
    }
  });

  it('refuses a frame whose blocks hold more than its header claims', async () => {
    const frame = await zstd(new Uint8Array(4 * 1024 * 1024), 19);
    // The 4-byte content size (FHD's top bits 10) rewritten to claim 1 KB: the blocks still expand to 4 MB.
    assert.equal(frame[4]! >> 6, 2, 'a 4-byte content size');
    const lying = frame.slice();
    const at = 5 + ((frame[4]! & 0x20) === 0 ? 1 : 0);
    new DataView(lying.buffer).setUint32(at, 1024, true);
    // Not read into a 1 KB buffer as if whole: refused (fzstd's window of the claimed size cannot take the blocks).
    assert.throws(() => zstdDecompress(lying, 1024 * 1024), (error) => error instanceof ZstdTooLarge || error instanceof ZstdCorrupt);
  });
});
