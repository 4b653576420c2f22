import assert from 'node:assert/strict';
import { it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { PublishTask } from '@memory/contracts';
import { createAccountService } from '../../src/modules/account/service';
import { createAttachmentsService } from '../../src/modules/attachments/service';
import { rejectTask } from '../../src/modules/store/moderation';
import { addItems, createJar } from '../helpers/jars';
import { approve, CODE, OTHER, submit } from '../helpers/marketplace';
import { memberClient } from '../helpers/plans';
import { describeEachBackend } from '../helpers/suite';
import { createMarketplaceService } from '../../src/modules/marketplace/service';
import { createStoreService } from '../../src/modules/store/service';
import { localBlobStore } from '../../src/modules/attachments/blob-store';
import { createUrlSigner } from '../../src/modules/attachments/signing';

describeEachBackend('store: publish tasks', (ctx) => {
  it('walks every transition: in review → cancelled → resubmitted → rejected with a reason → resubmitted → published', async () => {
    const creator = await memberClient(ctx(), 'pub-flow');
    const jar = await createJar(creator, { name: '发布流程罐' });
    await addItems(creator, jar.id, ['一']);
    const task = await submit(creator, { jarId: jar.id, category: CODE, tags: ['备考', ' 备考 ', '', 'Python'] });
    assert.equal(task.status, 'PUBLISHING');
    assert.deepEqual(task.tags, ['备考', 'Python'], 'blanks and duplicates are ignored');
    assert.equal(task.categoryName, '编程');
    assert.equal(task.jarName, '发布流程罐');

    // A second submission of the same jar while one is in review.
    const twice = await creator.post('/api/users/me/store/jar-publish-tasks', { jarId: jar.id, type: 'FREE', category: OTHER, tags: [] });
    assert.equal(twice.statusCode, 409, twice.body);

    const cancelled = await creator.put(`/api/users/me/store/jar-publish-tasks/${task.id}/cancel`);
    assert.equal(cancelled.json().status, 'CANCELLED');
    assert.equal((await creator.put(`/api/users/me/store/jar-publish-tasks/${task.id}/cancel`)).statusCode, 409);

    assert.equal((await creator.put(`/api/users/me/store/jar-publish-tasks/${task.id}/republish`)).json().status, 'PUBLISHING');
    await ctx().running.database.db.transaction((tx) => rejectTask(tx, task.id, '名称与内容不符'));
    const rejected = (await creator.get('/api/users/me/store/jar-publish-tasks/page?page=1&size=6')).json();
    assert.equal(rejected.total, 1);
    assert.deepEqual([rejected.entries[0].status, rejected.entries[0].reason], ['REJECTED', '名称与内容不符']);
    assert.equal((await creator.put(`/api/users/me/store/jar-publish-tasks/${task.id}/republish`)).json().reason, null);

    // Not in the marketplace until approved.
    assert.equal((await ctx().app.inject({ method: 'GET', url: `/api/public/jars/${jar.id}` })).statusCode, 404);
    await approve(ctx(), task.id);
    const page = (await creator.get('/api/users/me/store/jar-publish-tasks/page?page=1&size=6&status=PUBLISHED')).json();
    assert.deepEqual(page.entries.map((entry: PublishTask) => entry.status), ['PUBLISHED']);
    assert.equal((await creator.put(`/api/users/me/store/jar-publish-tasks/${task.id}/republish`)).statusCode, 409);

    const store = (await creator.get('/api/users/me/store/jars/page?page=1&size=6')).json();
    assert.equal(store.total, 1);
    assert.deepEqual([store.entries[0].name, store.entries[0].type, store.entries[0].totalItems], ['发布流程罐', 'FREE', 1]);
    assert.equal((await creator.get('/api/users/me/store/jars/page?page=1&size=6&type=PAID')).json().total, 0);
  });

  it('refuses a non-member, another user’s jar, a buyer’s copy, a paid type, 6 tags and an unknown category', async () => {
    const creator = await memberClient(ctx(), 'pub-rules');
    const jar = await createJar(creator, { name: '规则罐' });
    await addItems(creator, jar.id, ['一']);

    const stranger = await memberClient(ctx(), 'pub-stranger');
    const notMine = await stranger.post('/api/users/me/store/jar-publish-tasks', { jarId: jar.id, type: 'FREE', category: OTHER, tags: [] });
    assert.equal(notMine.statusCode, 403, notMine.body);

    const free = await ctx().as('pub-free-user');
    const notMember = await free.post('/api/users/me/store/jar-publish-tasks', { jarId: jar.id, type: 'FREE', category: OTHER, tags: [] });
    assert.equal(notMember.statusCode, 403, notMember.body);
    assert.equal(notMember.json().code, 'PREMIUM_REQUIRED');

    const task = await submit(creator, { jarId: jar.id });
    await approve(ctx(), task.id);
    const bought = await stranger.put(`/api/marketplace/jars/${jar.id}/subscribe`);
    assert.equal(bought.statusCode, 200, bought.body);
    const asBuyer = await stranger.post('/api/users/me/store/jar-publish-tasks', { jarId: bought.json().id, type: 'FREE', category: OTHER, tags: [] });
    assert.equal(asBuyer.statusCode, 403, asBuyer.body);

    const other = await createJar(creator, { name: '规则罐二' });
    const paid = await creator.post('/api/users/me/store/jar-publish-tasks', { jarId: other.id, type: 'PAID', category: OTHER, tags: [] });
    assert.equal(paid.statusCode, 400);
    assert.ok(paid.json().fields.type);
    const six = await creator.post('/api/users/me/store/jar-publish-tasks', { jarId: other.id, type: 'FREE', category: OTHER, tags: ['a', 'b', 'c', 'd', 'e', 'f'] });
    assert.equal(six.statusCode, 400);
    assert.match(six.json().fields.tags, /最多 5 个标签/);
    const fiveWithRepeats = await creator.post('/api/users/me/store/jar-publish-tasks', {
      jarId: other.id,
      type: 'FREE',
      category: OTHER,
      tags: ['a', 'b', 'a', 'c', 'd', 'e', 'b'],
    });
    assert.equal(fiveWithRepeats.statusCode, 201, fiveWithRepeats.body);
    const third = await createJar(creator, { name: '规则罐三' });
    const unknown = await creator.post('/api/users/me/store/jar-publish-tasks', { jarId: third.id, type: 'FREE', category: 'nope', tags: [] });
    assert.equal(unknown.statusCode, 400);
    assert.ok(unknown.json().fields.category);
    // Another user's task is not theirs to cancel.
    assert.equal((await stranger.put(`/api/users/me/store/jar-publish-tasks/${fiveWithRepeats.json().id}/cancel`)).statusCode, 404);
  });

  it('AUTO_APPROVE publishes a jar with items at once, and leaves an empty jar in review', async () => {
    const db = ctx().running.database.db;
    const account = createAccountService(db);
    const attachments = createAttachmentsService(db, {
      blobs: localBlobStore(ctx().storage.blobsDir),
      signer: createUrlSigner(Buffer.alloc(32, 1)),
      account,
      ownsMemo: async () => false,
    });
    const store = createStoreService(db, { account, marketplace: createMarketplaceService(db, { attachments }), autoApprove: true });
    const creator = await memberClient(ctx(), 'pub-auto');
    const full = await createJar(creator, { name: '自动通过' });
    await addItems(creator, full.id, ['一']);
    const empty = await createJar(creator, { name: '空罐' });
    assert.equal((await store.publish('pub-auto', { jarId: full.id, type: 'FREE', category: OTHER, tags: [] })).task.status, 'PUBLISHED');
    assert.equal((await store.publish('pub-auto', { jarId: empty.id, type: 'FREE', category: OTHER, tags: [] })).task.status, 'PUBLISHING');
  });

  it('publishing an already-published jar updates its one 已发布 record (category, tags, marketplace), never adds a second', async () => {
    const creator = await memberClient(ctx(), 'pub-update');
    const jar = await createJar(creator, { name: '更新发布罐' });
    await addItems(creator, jar.id, ['一']);
    const first = await submit(creator, { jarId: jar.id, category: CODE, tags: ['备考', 'Python'] });
    await approve(ctx(), first.id);

    const mine = (await creator.get(`/api/users/me/store/jar-publish-tasks/page?page=1&size=6&status=PUBLISHED&jarId=${jar.id}`)).json();
    assert.deepEqual(
      mine.entries.map((task: PublishTask) => [task.id, task.category, task.tags]),
      [[first.id, CODE, ['备考', 'Python']]],
      'the publish page can read the current record',
    );

    const again = await creator.post('/api/users/me/store/jar-publish-tasks', { jarId: jar.id, type: 'FREE', category: OTHER, tags: ['考研'] });
    assert.equal(again.statusCode, 200, again.body);
    assert.deepEqual([again.json().id, again.json().status, again.json().category, again.json().tags], [first.id, 'PUBLISHED', OTHER, ['考研']]);

    const tasks = (await creator.get('/api/users/me/store/jar-publish-tasks/page?page=1&size=6')).json();
    assert.equal(tasks.total, 1, 'one record for one jar');
    const tags = (await ctx().app.inject({ method: 'GET', url: `/api/public/jars/${jar.id}/tags` })).json();
    assert.deepEqual(tags, ['考研']);
    const byOldTag = (await ctx().app.inject({ method: 'GET', url: `/api/public/tags/${encodeURIComponent('备考')}/jars/page?page=1&size=5` })).json();
    assert.equal(byOldTag.entries.some((entry: { id: string }) => entry.id === jar.id), false);
    const byNewCategory = (await ctx().app.inject({ method: 'GET', url: `/api/public/categories/${OTHER}/jars/page?page=1&size=50` })).json();
    assert.equal(byNewCategory.entries.some((entry: { id: string }) => entry.id === jar.id), true);

    // An old cancelled task of a published jar cannot be resubmitted into a second 已发布 record either.
    const other = await createJar(creator, { name: '旧申请罐' });
    await addItems(creator, other.id, ['一']);
    const old = await submit(creator, { jarId: other.id });
    await creator.put(`/api/users/me/store/jar-publish-tasks/${old.id}/cancel`);
    await approve(ctx(), (await submit(creator, { jarId: other.id })).id);
    const resubmitted = await creator.put(`/api/users/me/store/jar-publish-tasks/${old.id}/republish`);
    assert.equal(resubmitted.statusCode, 409, resubmitted.body);
    assert.match(resubmitted.json().message, /已经发布/);
  });

  it('the database keeps one 已发布 record per jar: approving an older in-review task retires the record it replaces', async () => {
    const creator = await memberClient(ctx(), 'pub-one');
    const jar = await createJar(creator, { name: '唯一记录罐' });
    await addItems(creator, jar.id, ['一']);
    const first = await submit(creator, { jarId: jar.id });
    await approve(ctx(), first.id);
    const { db } = ctx().running.database;

    // A second PUBLISHED row for the jar is refused by the unique index itself.
    await assert.rejects(
      db.execute(sql`INSERT INTO publish_tasks (id, user_id, jar_id, type, category_id, tags, status, created_at, updated_at)
        SELECT ${'dup-' + first.id}, user_id, jar_id, type, category_id, tags, 'PUBLISHED', created_at, updated_at FROM publish_tasks WHERE id = ${first.id}`),
      (error: Error & { cause?: unknown }) => /publish_tasks_one_published_idx/.test(String(error.cause)),
    );

    // A task left in review by an earlier build while the jar was published: approving it keeps one 已发布 record.
    await db.execute(sql`INSERT INTO publish_tasks (id, user_id, jar_id, type, category_id, tags, status, created_at, updated_at)
      SELECT ${'stale-' + first.id}, user_id, jar_id, type, category_id, tags, 'PUBLISHING', created_at, updated_at FROM publish_tasks WHERE id = ${first.id}`);
    await approve(ctx(), `stale-${first.id}`);
    const tasks = (await creator.get(`/api/users/me/store/jar-publish-tasks/page?page=1&size=6&jarId=${jar.id}`)).json();
    assert.deepEqual(
      tasks.entries.map((task: PublishTask) => [task.id, task.status, task.reason]).sort(),
      [
        [first.id, 'CANCELLED', '已由更新的发布记录取代'],
        [`stale-${first.id}`, 'PUBLISHED', null],
      ].sort(),
    );
  });
});
