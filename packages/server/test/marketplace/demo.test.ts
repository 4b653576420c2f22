import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { PublicJar } from '@memory/contracts';
import { seedDemoUser } from '../../src/demo';
import { DEMO_SUBSCRIPTION } from '../../src/demo-marketplace';
import { OFFICIAL_JARS } from '../../src/demo-marketplace-data';
import { listUsers } from '../../src/modules/users/queries';
import { describeEachBackend } from '../helpers/suite';

describeEachBackend('demo marketplace', (ctx) => {
  it('publishes the official jars across the categories with real content, and subscribes the demo person to one', async () => {
    const { db } = ctx().running.database;
    assert.equal(await seedDemoUser(db), true);
    const all = (await ctx().app.inject({ method: 'GET', url: '/api/public/jars/page?page=1&size=50' })).json();
    assert.equal(all.total, OFFICIAL_JARS.length);
    assert.ok(OFFICIAL_JARS.length >= 12);
    assert.ok(new Set(all.entries.map((jar: PublicJar) => jar.category?.name)).size >= 7, 'spread across the categories');
    for (const jar of all.entries as PublicJar[]) assert.ok(jar.totalItems >= 15 && jar.totalItems <= 30, `${jar.name}: ${jar.totalItems}`);
    for (const official of OFFICIAL_JARS) assert.ok(official.tags.length <= 5 && new Set(official.items).size === official.items.length, official.name);

    const found = (await ctx().app.inject({ method: 'GET', url: `/api/public/jars/page?keyword=${encodeURIComponent('朝代')}&page=1&size=5` })).json();
    assert.deepEqual(found.entries.map((jar: PublicJar) => [jar.name, jar.totalSubscribes]), [[DEMO_SUBSCRIPTION, 1]]);
    const hot = (await ctx().app.inject({ method: 'GET', url: '/api/public/hot-tags?size=10' })).json();
    assert.equal(hot.length, 10);

    const demo = (await listUsers(db)).find((user) => user.username === 'demo');
    const client = await ctx().as(demo?.id ?? '');
    const subscribed = (await client.get('/api/jars/page?role=BUYER&page=1&size=18')).json();
    assert.deepEqual(subscribed.entries.map((jar: { name: string }) => jar.name), [DEMO_SUBSCRIPTION]);
    assert.deepEqual((await client.get(`/api/jars/${subscribed.entries[0].id}/progress`)).json().status, 'NOT_STARTED');
  });
});
