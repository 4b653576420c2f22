import {
  DEFAULT_CURVE_ID,
  HISTORY_COUNT_MAX,
  HISTORY_COUNT_MIN,
  THEME_MODES,
  DESIRED_RETENTION_MESSAGE,
  isValidDesiredRetention,
  isValidHistoryCountInput,
  NOT_FOUND_MESSAGES,
  type Setting,
  type SettingName,
} from '@memory/contracts';
import { now } from '../../clock';
import type { Database } from '../../db/database';
import { badField } from '../../http/errors';
import type { CurvesService } from '../curves/service';
import { findSettingValue, upsertSetting } from './queries';

const SETTING_MESSAGES = {
  unknownCurve: NOT_FOUND_MESSAGES.curve,
  themeMode: '外观只能是 浅色、深色 或 跟随系统',
  historyCount: `历史 MEMOS 缓存数量应为 ${HISTORY_COUNT_MIN} 到 ${HISTORY_COUNT_MAX} 之间的整数`,
} as const;

export interface SettingsService {
  /** The stored value, or null when the user never chose one (the client applies SPEC's defaults). */
  get(userId: string, name: SettingName): Promise<Setting>;
  set(userId: string, name: SettingName, value: string): Promise<Setting>;
  /** DEFAULT_CURVE when it still names a usable curve, else EBBINGHAUS (ARCHITECTURE §4). */
  defaultCurveId(userId: string): Promise<string>;
}

export function createSettingsService(db: Database, curves: CurvesService): SettingsService {
  /** Each setting's rule; a broken rule is a 400 on `value`. */
  const validators: Record<SettingName, (userId: string, value: string) => Promise<string | null>> = {
    DEFAULT_CURVE: async (userId, value) => ((await curves.isUsable(userId, value)) ? null : SETTING_MESSAGES.unknownCurve),
    THEME_MODE: async (_userId, value) => ((THEME_MODES as readonly string[]).includes(value) ? null : SETTING_MESSAGES.themeMode),
    HISTORY_COUNT: async (_userId, value) =>
      /^\d{1,3}$/.test(value) && isValidHistoryCountInput(Number(value)) ? null : SETTING_MESSAGES.historyCount,
    DESIRED_RETENTION: async (_userId, value) =>
      /^\d{1,3}$/.test(value) && isValidDesiredRetention(Number(value)) ? null : DESIRED_RETENTION_MESSAGE,
  };

  return {
    async get(userId, name) {
      const value = await findSettingValue(db, userId, name);
      // A default curve deleted since it was chosen no longer counts: null lets the client fall back to EBBINGHAUS.
      if (name === 'DEFAULT_CURVE' && value && !(await curves.isUsable(userId, value))) return { name, value: null };
      return { name, value };
    },
    async set(userId, name, value) {
      const problem = await validators[name](userId, value);
      if (problem) throw badField('value', problem);
      await upsertSetting(db, userId, name, value, now());
      return { name, value };
    },
    async defaultCurveId(userId) {
      const chosen = await findSettingValue(db, userId, 'DEFAULT_CURVE');
      return chosen && (await curves.isUsable(userId, chosen)) ? chosen : DEFAULT_CURVE_ID;
    },
  };
}
