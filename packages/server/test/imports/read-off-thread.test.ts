// The Anki reader in its own process (read-off-thread.ts): it gives what the reader gives in this process, a package
// refused there is refused with its own message, and a package that needs more than the process's memory ceiling is
// refused with the Chinese message naming the file, while this process goes on.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { IMPORT_MESSAGES } from '@memory/contracts';
import { inMemoryReader } from '../../src/files/ranged-zip';
import { readAnkiPackage } from '../../src/modules/imports/formats/anki';
import { ImportFileError } from '../../src/modules/imports/model';
import { readAnkiOffThread } from '../../src/modules/imports/read-off-thread';
import { openZip } from '../../src/modules/imports/safe-zip';
import { writeAnki21bFixture, type FixtureCollection } from './fixtures/anki-writers';

const T0 = Date.UTC(2025, 0, 10, 8, 0, 0);
const NAME = '日语.colpkg';

function deck(notes: number): FixtureCollection {
  return {
    noteTypes: [{ id: 101, name: '问答题', type: 0, fields: ['正面', '背面'], templates: [{ name: '卡片 1', qfmt: '{{正面}}', afmt: '{{背面}}' }] }],
    decks: [{ id: 10, path: ['日语', 'N5'] }],
    notes: Array.from({ length: notes }, (_, i) => ({ id: T0 + i, guid: `g${i}`, mid: 101, tags: ['n5'], fields: [`<b>単語 ${i}</b>`, `词 ${i}<br>例句`] })),
    cards: Array.from({ length: notes }, (_, i) => ({ id: i + 1, nid: T0 + i, did: 10, ord: 0 })),
    revlog: [{ id: T0 + 86_400_000, cid: 1, ease: 3, type: 1 }],
    media: [],
  };
}

const zipOf = (bytes: Uint8Array) => inMemoryReader(openZip(NAME, bytes));

async function refusal(promise: Promise<unknown>): Promise<ImportFileError> {
  const error = await promise.then(
    () => assert.fail('refused'),
    (caught: unknown) => caught,
  );
  assert.ok(error instanceof ImportFileError, `an ImportFileError, got ${String(error)}`);
  return error;
}

describe('the Anki reader in a process of its own', () => {
  it('reads what the reader reads in this process, notes, reviews and all', async () => {
    const bytes = await writeAnki21bFixture(deck(2500));
    const apart = await readAnkiOffThread(NAME, zipOf(bytes));
    const here = await readAnkiPackage(NAME, bytes, { reviews: true });
    assert.equal(apart.notes.length, 2500);
    assert.deepEqual(apart, here);
  });

  it('a refusal of the reader crosses with its message', async () => {
    const bytes = await writeAnki21bFixture(deck(1), { collection: new TextEncoder().encode('not zstd, not SQLite') });
    const error = await refusal(readAnkiOffThread(NAME, zipOf(bytes)));
    assert.match(error.message, new RegExp(`「${NAME}」`));
  });

  it('a package beyond the memory ceiling is refused in Chinese, naming the file, and this process goes on', async () => {
    const bytes = await writeAnki21bFixture(deck(2500));
    const error = await refusal(readAnkiOffThread(NAME, zipOf(bytes), 4));
    assert.equal(error.code, 'IMPORT_TOO_LARGE');
    assert.equal(error.message, IMPORT_MESSAGES.tooBigToRead(NAME));
    assert.equal((await readAnkiOffThread(NAME, zipOf(bytes))).notes.length, 2500);
  });
});
