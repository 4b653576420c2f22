import { grantMembership } from '../../src/modules/account/membership';
import type { SuiteContext } from './suite';

/** A signed-in member (a running MONTHLY card from the server's "now"): premium features are open. */
export async function memberClient(ctx: SuiteContext, sub: string) {
  const client = await ctx.as(sub);
  await client.get('/api/users/me'); // the first call creates the user row
  await grantMembership(ctx.running.database.db, sub, 'MONTHLY');
  return client;
}
