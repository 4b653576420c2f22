import { REMINDER_TARGET_PATH, reminderMessage, type ReminderPushPayload } from '@memory/contracts';
import type { Database } from '../../db/database';
import { chinaMinuteOf, reminderDayOf, secondsUntilEndOfChinaDay } from './day-window';
import { reminderEmail, type Mailer } from './mail';
import type { PushSender } from './push';
import { claimDay, deleteSubscription, finishDay, mutedJarIds, subscriptionsOf, usersToRemind, type ReminderSettingsRow } from './queries';
import type { ReminderTokens } from './tokens';

export interface DispatchDependencies {
  /** The timeline's due-and-unreviewed count (its feed's rule), leaving out the muted jars. */
  dueCount(userId: string, day: string, excludedJarIds: readonly string[]): Promise<number>;
  push: PushSender;
  /** Absent when SMTP is not configured. */
  mailer?: Mailer;
  tokens: ReminderTokens;
  publicUrl: string;
  log(error: unknown, note: string): void;
}

export interface DispatchResult {
  /** Reminders sent (at least one channel reached the push service or the mail server). */
  sent: number;
  /** Days claimed with nothing due: no reminder. */
  nothingDue: number;
  /** Push subscriptions removed because their push service answered 404 or 410. */
  removedSubscriptions: number;
}

/**
 * One sweep at `at`: everyone whose reminder time has come today and who was not yet handled today gets the day's
 * reminder, if something is due and not yet reviewed. Safe to run on several replicas at once and as often as
 * wanted: each user's day is claimed by a row (reminders_sent's primary key) before anything is sent.
 */
export async function sendDueReminders(db: Database, deps: DispatchDependencies, at: Date): Promise<DispatchResult> {
  const day = reminderDayOf(at);
  const result: DispatchResult = { sent: 0, nothingDue: 0, removedSubscriptions: 0 };
  for (const person of await usersToRemind(db, day, chinaMinuteOf(at))) {
    if (!(await claimDay(db, person.userId, day, at))) continue; // another replica has it
    const dueCount = await deps.dueCount(person.userId, day, await mutedJarIds(db, person.userId));
    if (dueCount === 0) {
      await finishDay(db, person.userId, day, 'NOTHING_DUE', 0);
      result.nothingDue += 1;
      continue;
    }
    const outcome = await remindOne(db, deps, person, { day, dueCount, at });
    result.removedSubscriptions += outcome.removed;
    await finishDay(db, person.userId, day, 'SENT', dueCount);
    if (outcome.reached) result.sent += 1;
  }
  return result;
}

async function remindOne(
  db: Database,
  deps: DispatchDependencies,
  person: ReminderSettingsRow,
  { day, dueCount, at }: { day: string; dueCount: number; at: Date },
): Promise<{ reached: boolean; removed: number }> {
  let reached = false;
  let removed = 0;
  if (person.pushOn) {
    const payload: ReminderPushPayload = { title: '复习提醒', body: reminderMessage(dueCount), url: REMINDER_TARGET_PATH, dueCount, day };
    const ttl = secondsUntilEndOfChinaDay(at);
    for (const subscription of await subscriptionsOf(db, person.userId)) {
      try {
        if ((await deps.push.send(subscription, payload, ttl)) === 'gone') {
          await deleteSubscription(db, subscription.id);
          removed += 1;
        } else {
          reached = true;
        }
      } catch (error) {
        deps.log(error, 'reminder push failed');
      }
    }
  }
  if (person.emailOn && person.emailConfirmedAt && person.emailAddress && deps.mailer) {
    const address = person.emailAddress;
    try {
      const token = await deps.tokens.sign({ userId: person.userId, purpose: 'unsubscribe', address }, at);
      await deps.mailer.send(
        reminderEmail(address, dueCount, {
          open: new URL(REMINDER_TARGET_PATH, deps.publicUrl).href,
          unsubscribe: new URL(`/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`, deps.publicUrl).href,
        }),
      );
      reached = true;
    } catch (error) {
      deps.log(error, 'reminder email failed');
    }
  }
  return { reached, removed };
}
