// Anki's review history (revlog) brought in as grades: a reviewed card enters its jar's schedule at once and
// continues where the learner was (智能曲线 replays the history with ts-fsrs); imported reviews are marked, come in
// once whatever imports them again, and stay out of the heat map and 真实记忆率.
import assert from 'node:assert/strict';
import { afterEach, it } from 'node:test';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { SYSTEM_CURVES, type ImportJob, type JarItem, type Post } from '@memory/contracts';
import { addDays } from '../../src/calendar';
import { reviews, reviewUnits } from '../../src/db/tables';
import { smartSchedule } from '../../src/domain/fsrs';
import { setClock } from '../helpers/clock';
import { progressOf, type Client } from '../helpers/jars';
import { memberClient } from '../helpers/plans';
import { meet } from '../helpers/reviews';
import { describeEachBackend, type SuiteContext } from '../helpers/suite';
import { writeAnki21bFixture, writeAnki2Fixture, type FixtureCollection } from './fixtures/anki-writers';

const TODAY = '2026-03-20';
const at = (beijing: string) => new Date(`${beijing}+08:00`).getTime();

/**
 * Three notes: 猫 learned on 03-01 (Again, then Good ten minutes later: one day, its first answer), reviewed 03-04
 * (Good) and 03-12 (Hard), with a manual reschedule in between that is no review; 狗 learned on 03-10 (Easy); 鸟 never
 * studied.
 */
function deck(): FixtureCollection {
  return {
    noteTypes: [{ id: 101, name: 'Basic', type: 0, fields: ['Front', 'Back'], templates: [{ name: 'Card 1', qfmt: '{{Front}}', afmt: '{{Back}}' }] }],
    decks: [{ id: 10, path: ['动物'] }],
    notes: [
      { id: 1_700_000_000_001, guid: 'h-cat', mid: 101, tags: [], fields: ['猫', 'cat'] },
      { id: 1_700_000_000_002, guid: 'h-dog', mid: 101, tags: [], fields: ['狗', 'dog'] },
      { id: 1_700_000_000_003, guid: 'h-bird', mid: 101, tags: [], fields: ['鸟', 'bird'] },
    ],
    cards: [
      { id: 1, nid: 1_700_000_000_001, did: 10, ord: 0 },
      { id: 2, nid: 1_700_000_000_002, did: 10, ord: 0 },
      { id: 3, nid: 1_700_000_000_003, did: 10, ord: 0 },
    ],
    revlog: [
      { id: at('2026-03-01T10:00:00'), cid: 1, ease: 1, type: 0 },
      { id: at('2026-03-01T10:10:00'), cid: 1, ease: 3, type: 0 },
      { id: at('2026-03-04T21:00:00'), cid: 1, ease: 3, type: 1 },
      { id: at('2026-03-08T08:00:00'), cid: 1, ease: 0, type: 4 },
      { id: at('2026-03-12T07:30:00'), cid: 1, ease: 2, type: 1 },
      { id: at('2026-03-10T23:30:00'), cid: 2, ease: 4, type: 0 },
    ],
    media: [],
  };
}

const CAT_HISTORY = [
  { day: '2026-03-01', grade: 'AGAIN' as const },
  { day: '2026-03-04', grade: 'GOOD' as const },
  { day: '2026-03-12', grade: 'HARD' as const },
];
const DOG_HISTORY = [{ day: '2026-03-10', grade: 'EASY' as const }];

const BOUNDARY = '----memory-history-test';

async function upload(client: Client, name: string, bytes: Uint8Array, fields: Record<string, string> = {}): Promise<string> {
  const parts: Buffer[] = Object.entries(fields).map(([key, value]) => Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`));
  parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`));
  parts.push(Buffer.from(bytes), Buffer.from(`\r\n--${BOUNDARY}--\r\n`));
  const response = await client.send({
    method: 'POST',
    url: '/api/imports',
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
  assert.equal(response.statusCode, 201, response.body);
  return response.json().id;
}

async function job(client: Client, id: string): Promise<ImportJob> {
  const response = await client.get(`/api/imports/${id}`);
  assert.equal(response.statusCode, 200, response.body);
  return response.json();
}

async function importDeck(client: Client, bytes: Uint8Array, body: object, fields: Record<string, string> = {}): Promise<ImportJob> {
  const id = await upload(client, '动物.apkg', bytes, fields);
  const committed = await client.put(`/api/imports/${id}/commit`, body);
  assert.equal(committed.statusCode, 200, committed.body);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const current = await job(client, id);
    if (current.status === 'DONE' || current.status === 'FAILED') {
      assert.equal(current.status, 'DONE', current.error ?? '');
      return current;
    }
    if (Date.now() > deadline) throw new Error(`import still ${current.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function pointsOf(client: Client, jarId: string): Promise<JarItem[]> {
  const response = await client.get(`/api/jars/${jarId}/items/page?page=1&size=100`);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().entries;
}

async function userIdOf(client: Client): Promise<string> {
  const response = await client.get('/api/users/me');
  assert.equal(response.statusCode, 200, response.body);
  return response.json().id;
}

/** The user's imported reviews, per unit in order: [unit, index, day, grade, key]. */
async function importedReviews(ctx: SuiteContext, userId: string) {
  return ctx.running.database.db
    .select({ unitId: reviews.unitId, index: reviews.reviewIndex, day: reviews.day, grade: reviews.grade, key: reviews.importedFrom, curveId: reviews.curveId })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), isNotNull(reviews.importedFrom)))
    .orderBy(asc(reviews.day), asc(reviews.reviewIndex));
}

async function unitOf(ctx: SuiteContext, itemId: string) {
  const [unit] = await ctx.running.database.db.select().from(reviewUnits).where(eq(reviewUnits.jarItemId, itemId));
  return unit;
}

async function feed(client: Client): Promise<Post[]> {
  const response = await client.put('/api/timeline/fetch?size=20');
  assert.equal(response.statusCode, 200, response.body);
  return response.json().entries;
}

describeEachBackend('imports: Anki review history as grades', (ctx) => {
  afterEach(() => setClock(ctx().app, null));

  it('a reviewed card continues on 智能曲线 where the learner was; the history is marked, counted once, and out of the heat map', async () => {
    await setClock(ctx().app, `${TODAY}T09:00:00`);
    const client = await memberClient(ctx(), 'history-smart');
    const userId = await userIdOf(client);
    const apkg = await writeAnki21bFixture(deck());

    // The preview tells there is a history (its raw revlog entries) before anything is written.
    const preview = await job(client, await upload(client, '动物.apkg', apkg));
    assert.equal(preview.preview.reviews, 5);

    const done = await importDeck(client, apkg, { reviewHistory: true });
    assert.deepEqual(done.report?.counts, { total: 3, new: 3, updated: 0, unchanged: 0, skipped: 0 });
    assert.equal(done.report?.reviews, 4, 'one review per card and day: 猫 3, 狗 1');
    assert.equal(done.report?.pointsWithHistory, 2);
    const jarId = done.report!.jars[0]!.id;
    const jar = (await client.get(`/api/jars/${jarId}`)).json();
    assert.equal(jar.settings.curveId, 'SMART', 'a jar made with a history goes on 智能曲线');
    assert.equal((await progressOf(client, jarId)).status, 'IN_PROGRESS', 'it runs: 开始 would start over');

    const [cat, dog, bird] = await pointsOf(client, jarId);
    assert.deepEqual([cat?.content, dog?.content, bird?.content], ['cat', 'dog', 'bird']);
    assert.deepEqual([cat?.introduced, dog?.introduced, bird?.introduced], [true, true, false]);

    // Written as grades, keyed by the revlog id of each day's first answer, on the jar's curve.
    const catUnit = (await unitOf(ctx(), cat!.id))!;
    const dogUnit = (await unitOf(ctx(), dog!.id))!;
    assert.deepEqual(
      (await importedReviews(ctx(), userId)).map((row) => [row.unitId === catUnit.id ? '猫' : '狗', row.index, row.day, row.grade, row.key, row.curveId]),
      [
        ['猫', 0, '2026-03-01', 'AGAIN', `anki:${at('2026-03-01T10:00:00')}`, 'SMART'],
        ['猫', 1, '2026-03-04', 'GOOD', `anki:${at('2026-03-04T21:00:00')}`, 'SMART'],
        ['狗', 0, '2026-03-10', 'EASY', `anki:${at('2026-03-10T23:30:00')}`, 'SMART'],
        ['猫', 2, '2026-03-12', 'HARD', `anki:${at('2026-03-12T07:30:00')}`, 'SMART'],
      ],
    );

    // Each unit is where ts-fsrs puts it after its history (the first answer graded too), not at a new card's start.
    const catPlan = smartSchedule(CAT_HISTORY, 90, TODAY);
    const dogPlan = smartSchedule(DOG_HISTORY, 90, TODAY);
    assert.deepEqual(
      [catUnit.nextReview, catUnit.enteredDay, catUnit.lastReviewDay, catUnit.dueDay, catUnit.fsrsFrom, catUnit.fsrsSteps],
      [3, '2026-03-01', '2026-03-12', catPlan.dueDay, 3, catPlan.steps],
    );
    assert.deepEqual([dogUnit.nextReview, dogUnit.dueDay, dogUnit.fsrsSteps], [1, dogPlan.dueDay, dogPlan.steps]);
    const learnedGood = smartSchedule([{ day: '2026-03-10', grade: 'GOOD' }], 90, TODAY);
    assert.ok(dogPlan.dueDay! > learnedGood.dueDay!, '狗 learned with 很熟 waits longer than a card learned with 记得');

    // Imported reviews are not activity here, nor this curve's retention.
    const activity: Array<{ date: string; count: number }> = (await client.get('/api/activities?start=2026-03-01')).json();
    assert.ok(activity.every((day) => day.count === 0), JSON.stringify(activity.filter((day) => day.count > 0)));
    assert.deepEqual((await client.get('/api/timeline/retention')).json().curves, []);

    // The same package again, history asked for: nothing new, no review written twice, the schedule untouched.
    const again = await importDeck(client, apkg, { reviewHistory: true });
    assert.deepEqual(again.report?.counts, { total: 3, new: 0, updated: 0, unchanged: 3, skipped: 0 });
    assert.deepEqual([again.report?.reviews, again.report?.pointsWithHistory], [0, 0]);
    assert.equal((await importedReviews(ctx(), userId)).length, 4);
    assert.deepEqual(await unitOf(ctx(), cat!.id), catUnit);

    // Into another jar of the learner's: the points come (a copy), but these reviews are in already.
    const other = (await client.post('/api/jars', { name: '副本' })).json();
    const copy = await importDeck(client, apkg, { reviewHistory: true }, { jarId: other.id });
    assert.deepEqual([copy.report?.counts.new, copy.report?.reviews, copy.report?.pointsWithHistory], [3, 0, 0]);
    assert.ok((await pointsOf(client, other.id)).every((point) => !point.introduced));
    assert.equal((await importedReviews(ctx(), userId)).length, 4);

    // The day 猫 is due it comes as a hidden review 3, and a grade continues from its history.
    const due = catPlan.dueDay!;
    await setClock(ctx().app, `${due}T09:00:00`);
    const posts = await feed(client);
    const catPost = posts.find((post) => post.itemId === cat!.id);
    assert.equal(catPost?.id, `${catUnit.id}.3`);
    assert.equal(catPost?.hidden, true);
    await meet(
      client,
      posts.filter((post) => !post.hidden),
    );
    assert.equal((await client.put(`/api/reviews/${catPost!.id}/reveal`)).statusCode, 200);
    const graded = await client.put(`/api/reviews/${catPost!.id}/grade`, { grade: 'GOOD' });
    assert.equal(graded.statusCode, 200, graded.body);
    assert.equal(graded.json().nextDueDay, smartSchedule([...CAT_HISTORY, { day: due, grade: 'GOOD' }], 90, due).dueDay);
    // That review is met here: it counts today.
    const todayActivity: Array<{ date: string; count: number }> = (await client.get(`/api/activities?start=${due}`)).json();
    assert.ok((todayActivity[0]?.count ?? 0) >= 1);
  });

  it('without asking, no history comes; asked on a later import of the same deck, its waiting points take it on their jar’s curve', async () => {
    await setClock(ctx().app, `${TODAY}T09:00:00`);
    const client = await memberClient(ctx(), 'history-later');
    const userId = await userIdOf(client);
    const apkg = await writeAnki2Fixture(deck());

    const plain = await importDeck(client, apkg, {});
    assert.deepEqual([plain.report?.reviews, plain.report?.pointsWithHistory], [0, 0]);
    const jarId = plain.report!.jars[0]!.id;
    assert.equal((await client.get(`/api/jars/${jarId}`)).json().settings.curveId, 'EBBINGHAUS', 'the learner’s default curve');
    assert.equal((await progressOf(client, jarId)).status, 'NOT_STARTED');
    assert.equal((await importedReviews(ctx(), userId)).length, 0);

    const later = await importDeck(client, apkg, { reviewHistory: true });
    assert.deepEqual(later.report?.counts, { total: 3, new: 0, updated: 0, unchanged: 3, skipped: 0 });
    assert.deepEqual([later.report?.reviews, later.report?.pointsWithHistory], [4, 2]);
    assert.equal((await progressOf(client, jarId)).status, 'IN_PROGRESS');

    // On a fixed curve the history counts as reviews done: 猫 had 3, so its review 3 is steps[2] days after the last.
    const steps = SYSTEM_CURVES.find((curve) => curve.id === 'EBBINGHAUS')!.steps;
    const [cat, dog, bird] = await pointsOf(client, jarId);
    const catUnit = (await unitOf(ctx(), cat!.id))!;
    assert.deepEqual([catUnit.curveId, catUnit.nextReview, catUnit.dueDay, catUnit.fsrsSteps], ['EBBINGHAUS', 3, addDays('2026-03-12', steps[2]!), null]);
    assert.equal((await unitOf(ctx(), dog!.id))?.dueDay, addDays('2026-03-10', steps[0]!));
    assert.equal(bird?.introduced, false);

    // The never-studied point comes as batch 1 from tomorrow, as points added to a running jar do.
    await setClock(ctx().app, `${addDays(TODAY, 1)}T09:00:00`);
    const batch = (await feed(client)).find((post) => post.type === 'BATCH_TRIGGER_JAR_ITEM_POST');
    assert.deepEqual(batch?.items?.map((item) => item.id), [bird!.id]);

    // Reviews already in: a third import writes none.
    const third = await importDeck(client, apkg, { reviewHistory: true });
    assert.deepEqual([third.report?.reviews, third.report?.pointsWithHistory], [0, 0]);
    const counted = await ctx().running.database.db.execute(sql`SELECT count(*)::integer AS count FROM reviews WHERE user_id = ${userId} AND imported_from IS NOT NULL`);
    assert.deepEqual((counted as unknown as { rows: Array<{ count: number }> }).rows, [{ count: 4 }]);
  });
});
