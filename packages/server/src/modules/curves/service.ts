import { randomUUID } from 'node:crypto';
import { CURVE_MESSAGES, PREMIUM_REQUIRED_MESSAGES, SMART_CURVE_ID, type Curve, type CurveBody, type Page } from '@memory/contracts';
import { now } from '../../clock';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import type { AccountService } from '../account/service';
import { findVisibleCurve, insertCurve, markCurveDeleted, pageVisibleCurves, updateCustomCurve, type CurveRow, type CurveShown } from './queries';

export interface CurvesService {
  page(userId: string, page: number, size: number): Promise<Page<Curve>>;
  get(userId: string, id: string): Promise<Curve>;
  /** Whether the user may schedule with this curve (a system curve or one of their own). */
  isUsable(userId: string, id: string): Promise<boolean>;
  /** Custom curves are premium (ARCHITECTURE §4 Plans). */
  create(userId: string, body: CurveBody): Promise<Curve>;
  /** Own custom curves only; the new steps apply to reviews still to come of memos on the curve. */
  update(userId: string, id: string, body: CurveBody): Promise<Curve>;
  /** Allowed without premium, so a former member can still tidy up. */
  remove(userId: string, id: string): Promise<void>;
}

export function createCurvesService(db: Database, deps: { account: AccountService }): CurvesService {
  /** The user's own custom curve: another user's is a 404, a system curve a 403. */
  async function loadOwnCustom(userId: string, id: string): Promise<CurveRow> {
    const row = await findVisibleCurve(db, userId, id);
    if (!row) throw notFound(CURVE_MESSAGES.notFound);
    if (row.userId === null) throw new AppError('FORBIDDEN', CURVE_MESSAGES.systemImmutable);
    return row;
  }

  return {
    async page(userId, page, size) {
      const { entries, total } = await pageVisibleCurves(db, userId, page, size);
      return { entries: entries.map(toCurve), total, page, size };
    },
    async get(userId, id) {
      const row = await findVisibleCurve(db, userId, id);
      if (!row) throw notFound(CURVE_MESSAGES.notFound);
      return toCurve(row);
    },
    async isUsable(userId, id) {
      return (await findVisibleCurve(db, userId, id)) !== undefined;
    },
    async create(userId, body) {
      await deps.account.requirePremium(userId, PREMIUM_REQUIRED_MESSAGES.CUSTOM_CURVES);
      const row = await insertCurve(db, { id: randomUUID(), userId, ...fieldsOf(body), position: 0, createdAt: now() });
      return toCurve(row);
    },
    async update(userId, id, body) {
      await loadOwnCustom(userId, id);
      await deps.account.requirePremium(userId, PREMIUM_REQUIRED_MESSAGES.CUSTOM_CURVES);
      const row = await updateCustomCurve(db, userId, id, fieldsOf(body));
      if (!row) throw notFound(CURVE_MESSAGES.notFound);
      return toCurve(row);
    },
    async remove(userId, id) {
      await loadOwnCustom(userId, id);
      if (!(await markCurveDeleted(db, userId, id, now()))) throw notFound(CURVE_MESSAGES.notFound);
    },
  };
}

function fieldsOf(body: CurveBody): Pick<CurveRow, 'name' | 'description' | 'steps'> {
  return { name: body.name.trim(), description: (body.description ?? '').trim(), steps: [...body.steps] };
}

function toCurve(row: CurveShown): Curve {
  return { id: row.id, name: row.name, description: row.description, steps: row.steps, system: row.userId === null, adaptive: row.id === SMART_CURVE_ID };
}
