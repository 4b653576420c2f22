import assert from 'node:assert/strict';
import type { PublishTask } from '@memory/contracts';
import { approveTask } from '../../src/modules/store/moderation';
import { addItems, createJar, type Client } from './jars';
import type { SuiteContext } from './suite';

/** The seeded 其他 and 编程 categories (src/seed.ts). */
export const OTHER = 'category-8';
export const CODE = 'category-3';

export async function submit(client: Client, body: object): Promise<PublishTask> {
  const response = await client.post('/api/users/me/store/jar-publish-tasks', { type: 'FREE', category: OTHER, tags: [], ...body });
  assert.equal(response.statusCode, 201, response.body);
  return response.json();
}

/** The moderator's approval, as `admin approve-publish <task>` gives it. */
export async function approve(ctx: SuiteContext, taskId: string): Promise<void> {
  await ctx.running.database.db.transaction((tx) => approveTask(tx, taskId));
}

/** A member's jar with these items, published (approved) under `name`. */
export async function publishJar(
  ctx: SuiteContext,
  client: Client,
  name: string,
  items: readonly string[] = ['第一条'],
  extra: { category?: string; tags?: string[] } = {},
) {
  const jar = await createJar(client, { name });
  const created = await addItems(client, jar.id, items);
  const task = await submit(client, { jarId: jar.id, ...extra });
  await approve(ctx, task.id);
  return { jar, items: created, task };
}
