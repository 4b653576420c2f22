import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { userSettings } from '../../db/schema/settings';

export async function findSettingValue(db: Database, userId: string, name: string): Promise<string | null> {
  const [row] = await db
    .select({ value: userSettings.value })
    .from(userSettings)
    .where(and(eq(userSettings.userId, userId), eq(userSettings.name, name)))
    .limit(1);
  return row?.value ?? null;
}

export async function upsertSetting(db: Database, userId: string, name: string, value: string, at: Date): Promise<void> {
  await db
    .insert(userSettings)
    .values({ userId, name, value, updatedAt: at })
    .onConflictDoUpdate({ target: [userSettings.userId, userSettings.name], set: { value, updatedAt: at } });
}
