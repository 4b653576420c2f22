/**
 * Anki reader benchmark (not a test): a generated package of 20 000 notes (basic and cloze, a little HTML, tags,
 * nested decks, 3 reviews each) with 1 000 small images, read by readAnkiPackage; prints the time to read it, the
 * time to read every media file, and the peak RSS and heap seen while reading. One layout per run, so that the peaks
 * are the reader's own:
 *
 *   node --expose-gc --import tsx bench/anki-import.ts [anki21b|anki21|anki2]
 */
import { randomBytes } from 'node:crypto';
import { readAnkiPackage } from '../src/modules/imports/formats/anki';
import { writeAnki21Fixture, writeAnki21bFixture, writeAnki2Fixture, type FixtureCollection } from '../test/imports/fixtures/anki-writers';

const NOTES = 20_000;
const IMAGES = 1_000;
const layout = process.argv[2] ?? 'anki21b';

function generate(): FixtureCollection {
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
    media: Array.from({ length: IMAGES }, (_, index) => ({ name: `img${index}.jpg`, bytes: randomBytes(2_000 + (index % 7) * 500) })),
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

const writers = { anki21b: writeAnki21bFixture, anki21: writeAnki21Fixture, anki2: writeAnki2Fixture } as const;
const write = writers[layout as keyof typeof writers];
if (!write) throw new Error(`unknown layout ${layout}`);
let bytes: Uint8Array | null = await write(generate());
const size = bytes.length;

globalThis.gc?.();
const base = process.memoryUsage();
let peakRss = base.rss;
let peakHeap = base.heapUsed;
const sampler = setInterval(() => {
  const usage = process.memoryUsage();
  peakRss = Math.max(peakRss, usage.rss);
  peakHeap = Math.max(peakHeap, usage.heapUsed);
}, 5);

const started = performance.now();
const source = await readAnkiPackage(`bench.${layout === 'anki21b' ? 'colpkg' : 'apkg'}`, bytes, { reviews: true });
const read = performance.now() - started;
bytes = null;
const mediaStarted = performance.now();
let mediaBytes = 0;
for (const media of source.media.values()) mediaBytes += media.read().length;
const mediaTime = performance.now() - mediaStarted;
clearInterval(sampler);
const usage = process.memoryUsage();
peakRss = Math.max(peakRss, usage.rss);
peakHeap = Math.max(peakHeap, usage.heapUsed);

const mb = (value: number) => `${(value / 1024 / 1024).toFixed(1)} MB`;
console.log(
  [
    `layout ${layout}: package ${mb(size)}, ${source.notes.length} notes, ${source.notes.reduce((sum, note) => sum + note.reviews.length, 0)} reviews, ${source.media.size} media`,
    `read: ${(read / 1000).toFixed(2)} s; every media read: ${(mediaTime / 1000).toFixed(2)} s (${mb(mediaBytes)})`,
    `before reading: rss ${mb(base.rss)}, heap ${mb(base.heapUsed)}; peak while reading: rss ${mb(peakRss)}, heap ${mb(peakHeap)} (sampled every 5 ms)`,
  ].join('\n'),
);
