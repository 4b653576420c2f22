import type { Curve, Page } from '@memory/contracts';
import type { Database } from '../../db/database';
import { notFound } from '../../http/errors';
import { findVisibleCurve, pageVisibleCurves, type CurveRow } from './queries';

export const CURVE_MESSAGES = { notFound: '记忆曲线不存在' } as const;

export interface CurvesService {
  page(userId: string, page: number, size: number): Promise<Page<Curve>>;
  get(userId: string, id: string): Promise<Curve>;
  /** Whether the user may schedule with this curve (a system curve or one of their own). */
  isUsable(userId: string, id: string): Promise<boolean>;
}

export function createCurvesService(db: Database): CurvesService {
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
  };
}

function toCurve(row: CurveRow): Curve {
  return { id: row.id, name: row.name, description: row.description, steps: row.steps, system: row.userId === null };
}
