// The routes only a test composition root adds to the API (testing/main.ts for the e2e server, test/helpers for
// the route tests): moving the clock, granting a membership, moderating a publish task, sweeping orders and sending due reminders now. They
// live outside src/, so the production build (dist/main.js) cannot contain them; buildApp refuses them unless
// NODE_ENV=test.
import type { TestRoutes } from '../../src/app';
import { testClockRoutes } from './clock';
import { testMembershipRoutes } from './membership';
import { testModerationRoutes } from './moderation';
import { ordersTestRoutes } from './order-sweep';
import { remindersTestRoutes } from './reminder-sweep';

export const testRoutes: TestRoutes = {
  async public(api, { sweeper, reminders }) {
    await api.register(testClockRoutes);
    await api.register(ordersTestRoutes, { sweeper });
    await api.register(remindersTestRoutes, { reminders });
  },
  async signedIn(api, { db }) {
    await api.register(testMembershipRoutes, { db });
    await api.register(testModerationRoutes, { db });
  },
};
