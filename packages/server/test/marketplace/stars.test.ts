import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { PublicJar } from '@memory/contracts';
import { publishJar } from '../helpers/marketplace';
import { memberClient } from '../helpers/plans';
import { describeEachBackend, type SuiteContext } from '../helpers/suite';

async function totals(ctx: SuiteContext, jarId: string) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/public/jars/${jarId}` });
  assert.equal(response.statusCode, 200, response.body);
  const { totalStars, totalSubscribes } = response.json();
  return { totalStars, totalSubscribes };
}

describeEachBackend('marketplace: stars and subscription counts', (ctx) => {
  it('counts 20 concurrent stars and 20 concurrent subscriptions exactly, and repeats only once', async () => {
    const creator = await memberClient(ctx(), 'star-creator');
    const { jar } = await publishJar(ctx(), creator, '并发收藏罐', ['一']);
    const people = await Promise.all(Array.from({ length: 20 }, (_, index) => ctx().as(`star-fan-${index}`)));
    // Create the user rows first, so the race is between the stars themselves.
    await Promise.all(people.map((person) => person.get('/api/users/me')));

    const starred = await Promise.all(people.map((person) => person.put(`/api/marketplace/jars/${jar.id}/star`)));
    assert.deepEqual(new Set(starred.map((response) => response.statusCode)), new Set([204]));
    const subscribed = await Promise.all(people.map((person) => person.put(`/api/marketplace/jars/${jar.id}/subscribe`)));
    assert.deepEqual(new Set(subscribed.map((response) => response.statusCode)), new Set([200]));
    assert.deepEqual(await totals(ctx(), jar.id), { totalStars: 20, totalSubscribes: 20 });

    // One person, 20 times at once: still one star and one subscription.
    const [first] = people;
    assert.ok(first);
    const repeated = await Promise.all(Array.from({ length: 20 }, () => first.put(`/api/marketplace/jars/${jar.id}/subscribe`)));
    assert.equal(new Set(repeated.map((response) => response.json().id)).size, 1);
    await Promise.all(Array.from({ length: 20 }, () => first.put(`/api/marketplace/jars/${jar.id}/star`)));
    assert.deepEqual(await totals(ctx(), jar.id), { totalStars: 20, totalSubscribes: 20 });

    const unstarred = await Promise.all(people.slice(0, 10).map((person) => person.send({ method: 'DELETE', url: `/api/marketplace/jars/${jar.id}/star` })));
    assert.deepEqual(new Set(unstarred.map((response) => response.statusCode)), new Set([204]));
    assert.deepEqual(await totals(ctx(), jar.id), { totalStars: 10, totalSubscribes: 20 });
  });

  it('lists my stars newest first with paging, and marks starred and subscribed for a signed-in viewer', async () => {
    const creator = await memberClient(ctx(), 'star-creator-2');
    const a = await publishJar(ctx(), creator, '收藏甲', ['一']);
    const b = await publishJar(ctx(), creator, '收藏乙', ['一']);
    const c = await publishJar(ctx(), creator, '收藏丙', ['一']);
    const fan = await ctx().as('star-lister');
    for (const { jar } of [a, b, c]) assert.equal((await fan.put(`/api/marketplace/jars/${jar.id}/star`)).statusCode, 204);
    await fan.put(`/api/marketplace/jars/${b.jar.id}/subscribe`);

    const first = (await fan.get('/api/users/me/stars/page?page=1&size=2')).json();
    assert.deepEqual([first.total, first.entries.map((jar: PublicJar) => jar.name)], [3, ['收藏丙', '收藏乙']]);
    assert.deepEqual(first.entries.map((jar: PublicJar) => [jar.starred, jar.subscribed]), [[true, false], [true, true]]);
    const second = (await fan.get('/api/users/me/stars/page?page=2&size=2')).json();
    assert.deepEqual(second.entries.map((jar: PublicJar) => jar.name), ['收藏甲']);

    const seen = (await fan.get(`/api/public/jars/${b.jar.id}`)).json();
    assert.deepEqual([seen.starred, seen.subscribed], [true, true]);
    assert.equal((await fan.put('/api/marketplace/jars/not-published/star')).statusCode, 404);
    // Un-starring is as strict: a jar that is not published (unknown, or the creator's own unpublished one) is 404,
    // a published one never starred is a harmless 204.
    assert.equal((await fan.send({ method: 'DELETE', url: '/api/marketplace/jars/not-published/star' })).statusCode, 404);
    const draft = (await creator.post('/api/jars', { name: '未发布的罐' })).json();
    assert.equal((await fan.send({ method: 'DELETE', url: `/api/marketplace/jars/${draft.id}/star` })).statusCode, 404);
    assert.equal((await ctx().as('never-starred').then((other) => other.send({ method: 'DELETE', url: `/api/marketplace/jars/${a.jar.id}/star` }))).statusCode, 204);
    assert.equal((await ctx().app.inject({ method: 'PUT', url: `/api/marketplace/jars/${a.jar.id}/star` })).statusCode, 401);
  });

  it('tells a viewer which jar of theirs a subscription is (去学习), and the creator that the jar is theirs', async () => {
    const creator = await memberClient(ctx(), 'own-creator');
    const { jar } = await publishJar(ctx(), creator, '我的公开罐', ['一']);
    const buyer = await ctx().as('own-buyer');
    const bought = (await buyer.put(`/api/marketplace/jars/${jar.id}/subscribe`)).json();

    const seen = (await buyer.get(`/api/public/jars/${jar.id}`)).json();
    assert.deepEqual([seen.subscribed, seen.subscribedJarId, seen.mine], [true, bought.id, false]);
    const listed = (await buyer.get('/api/public/jars/page?page=1&size=5&keyword=我的公开罐')).json();
    assert.equal(listed.entries[0].subscribedJarId, bought.id);

    const own = (await creator.get(`/api/public/jars/${jar.id}`)).json();
    assert.deepEqual([own.mine, own.subscribed, own.subscribedJarId], [true, false, undefined]);
    const anonymous = (await ctx().app.inject({ method: 'GET', url: `/api/public/jars/${jar.id}` })).json();
    assert.deepEqual([anonymous.mine, anonymous.subscribedJarId], [undefined, undefined]);
  });
});
