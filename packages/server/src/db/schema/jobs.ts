import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** When each periodic job last ran (src/jobs/run-exclusive.ts): with several replicas, one run per period in all. */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true, mode: 'date' }).notNull(),
});
