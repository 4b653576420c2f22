import assert from 'node:assert/strict';
import { afterEach, it } from 'node:test';
import type { Post } from '@memory/contracts';
import { seedDemoUser } from '../src/demo';
import { DEMO_JARS } from '../src/demo-jars';
import { listUsers } from '../src/modules/users/queries';
import { setClock } from './helpers/clock';
import { drainFeed } from './helpers/jars';
import { describeEachBackend } from './helpers/suite';

describeEachBackend('demo jars', (ctx) => {
  afterEach(() => setClock(ctx().app, null));

  it('gives the demo account two started jars whose batch posts open the feed on day one, and a new batch the next day', async () => {
    await setClock(ctx().app, '2026-09-01T10:00:00');
    const { db } = ctx().running.database;
    assert.equal(await seedDemoUser(db), true);
    const demo = (await listUsers(db)).find((user) => user.username === 'demo'); // the official creator is a user too
    const client = await ctx().as(demo?.id ?? '');

    const jars = (await client.get('/api/jars/page?role=CREATOR&page=1&size=18')).json();
    assert.deepEqual(jars.entries.map((jar: { name: string }) => jar.name).sort(), ['唐诗名篇', '常用成语'].sort());
    for (const jar of jars.entries) {
      const progress = (await client.get(`/api/jars/${jar.id}/progress`)).json();
      assert.equal(progress.status, 'IN_PROGRESS');
      assert.ok(progress.percent > 0 && progress.percent < 100);
      assert.ok((await client.get(`/api/jars/${jar.id}/items/page?size=10`)).json().total >= 20);
    }

    const today = await drainFeed(client);
    assert.deepEqual(today.map((post: Post) => [post.type, post.hidden]), [
      ['BATCH_TRIGGER_JAR_ITEM_POST', false],
      ['BATCH_TRIGGER_JAR_ITEM_POST', false],
    ]);
    assert.match(today.map((post) => post.content).join('\n'), /床前明月光，疑是地上霜。/);
    assert.deepEqual(today.map((post) => post.items?.length).sort(), DEMO_JARS.map((jar) => jar.batchSize).sort());

    await setClock(ctx().app, '2026-09-02T10:00:00');
    const tomorrow = await drainFeed(client);
    assert.equal(tomorrow.filter((post) => post.type === 'JAR_ITEM_POST').length, 4 + 5);
    assert.equal(tomorrow.filter((post) => post.type === 'BATCH_TRIGGER_JAR_ITEM_POST').length, 2);
  });
});
