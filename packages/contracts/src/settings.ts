// User settings: GET /api/settings/{name}, PUT /api/settings {name, value}.
import { Type, type Static } from '@sinclair/typebox';
import {
  HISTORY_COUNT_DEFAULT,
  HISTORY_COUNT_MAX,
  HISTORY_COUNT_MIN,
  HISTORY_COUNT_READ_MAX,
  HISTORY_COUNT_READ_MIN,
  SETTING_VALUE_MAX_LENGTH,
} from './limits';
import { THEME_MODES, type ThemeMode } from './runtime';
import { Nullable, StringEnum } from './schema-helpers';

/**
 * DEFAULT_CURVE holds a curve id; THEME_MODE one of light/dark/system; HISTORY_COUNT a number as text;
 * DESIRED_RETENTION 智能曲线's target in percent as text (grades.ts: 80–97, default 90).
 */
export const SETTING_NAMES = ['DEFAULT_CURVE', 'THEME_MODE', 'HISTORY_COUNT', 'DESIRED_RETENTION'] as const;
export type SettingName = (typeof SETTING_NAMES)[number];
export const SettingNameSchema = StringEnum(SETTING_NAMES);

export const SettingParams = Type.Object({ name: SettingNameSchema });
export type SettingParams = Static<typeof SettingParams>;

/** GET response: value is null when the user never set it. */
export const Setting = Type.Object({
  name: SettingNameSchema,
  value: Nullable(Type.String({ maxLength: SETTING_VALUE_MAX_LENGTH })),
});
export type Setting = Static<typeof Setting>;

/** PUT body. Values are strings on the wire; readers below give them their meaning. */
export const UpdateSettingBody = Type.Object({
  name: SettingNameSchema,
  value: Type.String({ maxLength: SETTING_VALUE_MAX_LENGTH }),
});
export type UpdateSettingBody = Static<typeof UpdateSettingBody>;

/** The history-count form rule (10–100, whole numbers). */
export function isValidHistoryCountInput(value: number): boolean {
  return Number.isInteger(value) && value >= HISTORY_COUNT_MIN && value <= HISTORY_COUNT_MAX;
}

/** Reading a stored history count: anything outside 1–100 (or not a number) falls back to 30 (SPEC §5). */
export function readHistoryCount(value: string | number | null | undefined): number {
  if (value === null || value === undefined || value === '') return HISTORY_COUNT_DEFAULT;
  const count = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(count)) return HISTORY_COUNT_DEFAULT;
  return count >= HISTORY_COUNT_READ_MIN && count <= HISTORY_COUNT_READ_MAX ? count : HISTORY_COUNT_DEFAULT;
}

/** Reading a stored theme mode: unknown values mean "follow the system". */
export function readThemeMode(value: string | null | undefined): ThemeMode {
  return (THEME_MODES as readonly string[]).includes(value ?? '') ? (value as ThemeMode) : 'system';
}
