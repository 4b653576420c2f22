import assert from 'node:assert/strict';
import { afterEach, it } from 'node:test';
import type { ActivityEntry, Post, RetentionReport, TimelineFetchResponse } from '@memory/contracts';
import { addDays } from '../src/calendar';
import { seedDemoUser } from '../src/demo';
import { DEMO_HISTORY_DAYS, DEMO_MEMOS, replayDemoHistory, type DemoApi } from '../src/demo-history';
import { today } from '../src/clock';
import { listUsers } from '../src/modules/users/queries';
import { setClock } from './helpers/clock';
import { describeEachBackend } from './helpers/suite';

describeEachBackend('demo history', (ctx) => {
  afterEach(() => setClock(ctx().app, null));

  it('gives the demo person three weeks behind them, made by the API, and leaves today untouched for them', async () => {
    await setClock(ctx().app, '2026-09-22T10:00:00');
    const { db } = ctx().running.database;
    assert.equal(await seedDemoUser(db, { historyDays: DEMO_HISTORY_DAYS }), true);
    const demo = (await listUsers(db)).find((user) => user.username === 'demo');
    assert.ok(demo);
    const client = await ctx().as(demo.id, 'demo');
    const api: DemoApi = async (method, url, payload) => {
      const response = await (method === 'POST' ? client.post(url, payload) : client.put(url, payload));
      assert.ok(response.statusCode < 300, `${method} ${url}: ${response.statusCode} ${response.body}`);
      return response.json();
    };
    await replayDemoHistory(api);
    // The test's clock is back where the test put it.
    assert.equal(today(), '2026-09-22');

    const memos = (await client.get('/api/memos/page?page=1&size=50')).json();
    assert.equal(memos.total, DEMO_MEMOS.length);

    // Most days of the three weeks have reviews (a day may have nothing due); the two days off and today have none.
    const start = addDays('2026-09-22', -DEMO_HISTORY_DAYS);
    const activity: ActivityEntry[] = (await client.get(`/api/activities?start=${start}`)).json();
    const counts = new Map(activity.map((entry) => [entry.date, entry.count]));
    assert.ok(activity.filter((entry) => entry.count > 0).length >= 15, JSON.stringify([...counts]));
    for (const quiet of [16, 9, 0]) assert.equal(counts.get(addDays('2026-09-22', -quiet)), 0, `${quiet} days ago`);

    // Graded reviews on fixed curves and on 智能曲线, some forgotten: true retention has something true to say.
    const retention: RetentionReport = (await client.get('/api/timeline/retention')).json();
    const byCurve = new Map(retention.curves.map((curve) => [curve.curveId, curve.allTime]));
    for (const curveId of ['EBBINGHAUS', 'SMART']) {
      const counts = byCurve.get(curveId);
      assert.ok(counts && counts.graded > 0 && counts.recalled < counts.graded, `${curveId}: ${JSON.stringify(counts)}`);
    }

    // Today opens with hidden reviews of the jars and memos waiting, and the next batches.
    const page: TimelineFetchResponse = (await client.put('/api/timeline/fetch?size=50')).json();
    const types = new Set(page.entries.map((post: Post) => `${post.type}:${post.hidden}`));
    assert.ok(types.has('JAR_ITEM_POST:true'), [...types].join(' '));
    assert.ok(page.entries.some((post: Post) => post.type !== 'JAR_ITEM_POST' && post.type !== 'BATCH_TRIGGER_JAR_ITEM_POST'), [...types].join(' '));
  });
});
