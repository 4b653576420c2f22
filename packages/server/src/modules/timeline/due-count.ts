import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';

/**
 * How many posts today's feed still holds for the user: the feed's own rule (readFeedPage in queries.ts, ARCHITECTURE
 * §4) — a unit due on or before today is due and not yet reviewed, since a review met today moves it to a later
 * day — plus one introduction post per running jar whose next batch is due (the feed introduces it on its next
 * fetch). `excludedJarIds` leaves those jars' units and batches out (复习提醒's per-jar switch).
 * Used by the reminders (src/modules/reminders), once per user and day: it reads the feed index's range, no page.
 */
export async function dueAndUnreviewedCount(db: Database, userId: string, today: string, excludedJarIds: readonly string[]): Promise<number> {
  const excluded = sql`ARRAY[${sql.join(
    excludedJarIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::text[]`;
  const result = await db.execute(sql`
    SELECT
      (SELECT count(*) FROM review_units u
        WHERE u.user_id = ${userId} AND u.due_day IS NOT NULL AND u.due_day <= ${today}::date
          AND (u.jar_id IS NULL OR u.jar_id <> ALL(${excluded})))::integer
      + (SELECT count(*) FROM jars j
        WHERE j.user_id = ${userId} AND j.status = 'IN_PROGRESS' AND j.next_batch_day IS NOT NULL
          AND j.next_batch_day <= ${today}::date AND j.id <> ALL(${excluded}))::integer AS due`);
  return (result as unknown as { rows: Array<{ due: number }> }).rows[0]?.due ?? 0;
}
