import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { authSecrets } from '../../db/schema/auth';

/**
 * A secret generated on first start and kept in the database (never in the repository), shared by every replica:
 * whoever inserts first wins, the others read what it wrote.
 */
export async function storedSecret<T>(db: Database, name: string, create: () => T): Promise<T> {
  const read = async () => {
    const [row] = await db.select({ value: authSecrets.value }).from(authSecrets).where(eq(authSecrets.name, name));
    return row?.value as T | undefined;
  };
  const existing = await read();
  if (existing !== undefined) return existing;
  await db.insert(authSecrets).values({ name, value: create() }).onConflictDoNothing();
  const stored = await read();
  if (stored === undefined) throw new Error(`secret ${name} could not be stored`);
  return stored;
}
