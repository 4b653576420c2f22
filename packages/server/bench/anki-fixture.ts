/**
 * The package both Anki benchmarks read: 20 000 notes (basic and cloze, a little HTML, tags, nested decks, 3 reviews
 * each) and 1 000 images. `imageBytes` sets each image's size: small ones time the reader, ≈ 100 KB ones (a ≈ 100 MB
 * package) time the import. Each image starts as a JPEG does, so it passes the upload check by its bytes.
 */
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { writeAnki21Fixture, writeAnki21bFixture, writeAnki2Fixture, type FixtureCollection } from '../test/imports/fixtures/anki-writers';

export const NOTES = 20_000;
export const IMAGES = 1_000;

const JPEG_START = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01];

function jpegOf(size: number): Uint8Array {
  const bytes = randomBytes(size);
  bytes.set(JPEG_START, 0);
  return bytes;
}

export function generate(imageBytes: (index: number) => number = (index) => 2_000 + (index % 7) * 500): FixtureCollection {
  const t0 = Date.UTC(2024, 0, 1);
  const collection: FixtureCollection = {
    noteTypes: [
      { id: 1, name: 'Basic', type: 0, fields: ['Front', 'Back'], templates: [{ name: 'Card 1', qfmt: '{{Front}}', afmt: '{{Back}}' }] },
      { id: 2, name: 'Cloze', type: 1, fields: ['Text', 'Back Extra'], templates: [{ name: 'Cloze', qfmt: '{{cloze:Text}}', afmt: '{{cloze:Text}}' }] },
    ],
    decks: [
      { id: 10, path: ['日语'] },
      { id: 11, path: ['日语', 'N5'] },
    ],
    notes: [],
    cards: [],
    revlog: [],
    media: Array.from({ length: IMAGES }, (_, index) => ({ name: `img${index}.jpg`, bytes: jpegOf(imageBytes(index)) })),
  };
  for (let index = 0; index < NOTES; index += 1) {
    const id = t0 + index;
    const image = index < IMAGES * 2 && index % 2 === 0 ? `<img src="img${index / 2}.jpg">` : '';
    const cloze = index % 3 === 0;
    collection.notes.push({
      id,
      guid: `g${index}`,
      mid: cloze ? 2 : 1,
      tags: ['tag' + (index % 50), 'N5'],
      fields: cloze
        ? [`第 ${index} 个：{{c1::東京}}は<b>日本</b>の{{c2::首都}}です`, '地理']
        : [`<div>单词 <b>${index}</b></div>`, `<div>意思 ${index}<br>例句：これは<i>ペン</i>です。</div>${image}`],
    });
    collection.cards.push({ id: index * 2 + 1, nid: id, did: index % 2 ? 10 : 11, ord: 0 });
    if (cloze) collection.cards.push({ id: index * 2 + 2, nid: id, did: 10, ord: 1 });
    for (let review = 0; review < 3; review += 1) {
      collection.revlog.push({ id: t0 + 86_400_000 * (review + 1) + index, cid: index * 2 + 1, ease: 1 + ((index + review) % 4), type: 1 });
    }
  }
  return collection;
}


export const ANKI_LAYOUTS = { anki21b: writeAnki21bFixture, anki21: writeAnki21Fixture, anki2: writeAnki2Fixture } as const;

export type AnkiLayout = keyof typeof ANKI_LAYOUTS;

export function writerOf(layout: string) {
  const write = ANKI_LAYOUTS[layout as AnkiLayout];
  if (!write) throw new Error(`unknown layout ${layout} (anki21b, anki21 or anki2)`);
  return write;
}

// As a script, writes a package to a file, so that a benchmark's own process never held the generator's garbage:
//   node --import tsx bench/anki-fixture.ts <layout> <image bytes> <file>
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [layout = 'anki21b', imageBytes = '100000', file] = process.argv.slice(2);
  if (!file) throw new Error('usage: anki-fixture.ts <layout> <image bytes> <file>');
  await writeFile(file, await writerOf(layout)(generate(() => Number(imageBytes))));
}
