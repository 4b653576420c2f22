/**
 * Anki reader benchmark (not a test): a generated package of 20 000 notes (basic and cloze, a little HTML, tags,
 * nested decks, 3 reviews each) with 1 000 small images, read by readAnkiPackage; prints the time to read it, the
 * time to read every media file, and the peak RSS and heap seen while reading. One layout per run, so that the peaks
 * are the reader's own:
 *
 *   node --expose-gc --import tsx bench/anki-import.ts [anki21b|anki21|anki2]
 */
import { readAnkiPackage } from '../src/modules/imports/formats/anki';
import { generate, writerOf } from './anki-fixture';

const layout = process.argv[2] ?? 'anki21b';
const write = writerOf(layout);
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
for (const media of source.media.values()) mediaBytes += (await media.read()).length;
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
