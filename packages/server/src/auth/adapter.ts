import { and, eq, lt } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import { oidcPayloads } from '../db/schema/auth';
import type { AuthDatabase } from './database';

/**
 * oidc-provider's storage in PostgreSQL: sessions, grants, authorization codes, refresh tokens and interactions
 * survive a restart and are shared by every replica. One instance per model kind ("Session", "Grant" ...).
 */
export function createAdapterFactory(db: AuthDatabase): (kind: string) => Adapter {
  return (kind) => new DrizzleAdapter(db, kind);
}

class DrizzleAdapter implements Adapter {
  constructor(
    private readonly db: AuthDatabase,
    private readonly kind: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const row = {
      payload: payload as Record<string, unknown>,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
    };
    await this.db
      .insert(oidcPayloads)
      .values({ id, kind: this.kind, ...row })
      .onConflictDoUpdate({ target: [oidcPayloads.kind, oidcPayloads.id], set: { ...row, consumedAt: null } });
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcPayloads.id, id));
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcPayloads.uid, uid));
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcPayloads.userCode, userCode));
  }

  async consume(id: string): Promise<void> {
    await this.db
      .update(oidcPayloads)
      .set({ consumedAt: new Date() })
      .where(and(eq(oidcPayloads.kind, this.kind), eq(oidcPayloads.id, id)));
  }

  async destroy(id: string): Promise<void> {
    await this.db.delete(oidcPayloads).where(and(eq(oidcPayloads.kind, this.kind), eq(oidcPayloads.id, id)));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    // A grant's codes and tokens are stored under other kinds; revoking the grant removes them all.
    await this.db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
  }

  private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select()
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.kind, this.kind), condition))
      .limit(1);
    if (!row || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
  }
}

/** Expired artefacts are never read again (find ignores them); this keeps the table small. */
export async function deleteExpiredPayloads(db: AuthDatabase, now = new Date()): Promise<void> {
  await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, now));
}
