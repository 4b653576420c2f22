import { Value } from '@sinclair/typebox/value';
import {
  CreateMemoBody,
  Curve,
  CurveBody,
  MEMO_MAX_LENGTH,
  PublishTaskBody,
  SYSTEM_CURVES,
  UpdateSettingBody,
  UpdateUsernameBody,
  CreateOrderBody,
  JarSettingsBody,
  ActivitiesQuery,
  TestClockBody,
} from '../src';
import { validate } from '../src/validation';

describe('memo schema', () => {
  it('accepts up to 2048 characters and rejects more', () => {
    expect(Value.Check(CreateMemoBody, { content: 'x'.repeat(MEMO_MAX_LENGTH) })).toBe(true);
    expect(Value.Check(CreateMemoBody, { content: 'x'.repeat(MEMO_MAX_LENGTH + 1) })).toBe(false);
  });
  it('rejects blank content', () => {
    expect(Value.Check(CreateMemoBody, { content: '   ' })).toBe(false);
  });
  it('allows at most five distinct tags', () => {
    expect(Value.Check(CreateMemoBody, { content: 'a', tags: ['1', '2', '3', '4', '5'] })).toBe(true);
    expect(Value.Check(CreateMemoBody, { content: 'a', tags: ['1', '2', '3', '4', '5', '6'] })).toBe(false);
  });
});

describe('validate', () => {
  it('names the offending field in the API error shape', () => {
    const result = validate(CreateMemoBody, { content: 'x'.repeat(3000), tags: [] });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('BAD_REQUEST');
      expect(Object.keys(result.error.fields ?? {})).toEqual(['content']);
    }
  });
  it('passes a valid body through', () => {
    expect(validate(UpdateUsernameBody, { username: '小明' })).toEqual({ ok: true, value: { username: '小明' } });
  });
});

describe('system curves', () => {
  const stepsOf = (id: string) => SYSTEM_CURVES.find((curve) => curve.id === id)?.steps;
  it('have the exact steps of the spec', () => {
    expect(stepsOf('EBBINGHAUS')).toEqual([1, 2, 3, 4, 4, 7, 14]);
    expect(stepsOf('PER_DAY_LAST_A_WEEK')).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(stepsOf('PER_DAY_LAST_A_MONTH')).toEqual(Array(32).fill(1));
    expect(stepsOf('PER_WEEK_LAST_THREE_WEEKS')).toEqual([7, 7, 7]);
  });
  it('are valid curves flagged as system', () => {
    for (const curve of SYSTEM_CURVES) {
      expect(Value.Check(Curve, curve)).toBe(true);
      expect(curve.system).toBe(true);
    }
  });
});

describe('other limits carried by schemas', () => {
  it('curve steps are at least one day and the name at most 40', () => {
    expect(Value.Check(CurveBody, { name: '我的曲线', steps: [1, 3] })).toBe(true);
    expect(Value.Check(CurveBody, { name: '我的曲线', steps: [0] })).toBe(false);
    expect(Value.Check(CurveBody, { name: '我的曲线', steps: [] })).toBe(false);
    expect(Value.Check(CurveBody, { name: 'x'.repeat(41), steps: [1] })).toBe(false);
  });
  it('settings accept only known names', () => {
    expect(Value.Check(UpdateSettingBody, { name: 'THEME_MODE', value: 'dark' })).toBe(true);
    expect(Value.Check(UpdateSettingBody, { name: 'FONT', value: 'big' })).toBe(false);
  });
  it('usernames must not be blank', () => {
    expect(Value.Check(UpdateUsernameBody, { username: ' ' })).toBe(false);
  });
  it('order quantity is 1 to 99', () => {
    expect(Value.Check(CreateOrderBody, { type: 'MONTHLY', count: 99 })).toBe(true);
    expect(Value.Check(CreateOrderBody, { type: 'MONTHLY', count: 100 })).toBe(false);
    expect(Value.Check(CreateOrderBody, { type: 'MONTHLY', count: 0 })).toBe(false);
  });
  it('publish tasks bound their raw tag list; five distinct tags are counted by the server after dropping duplicates', () => {
    const repeated = { jarId: 'j1', type: 'FREE', category: 'c1', tags: ['a', 'a', 'b', 'b', 'c', 'c'] };
    expect(Value.Check(PublishTaskBody, repeated)).toBe(true);
    const flood = { ...repeated, tags: Array.from({ length: 21 }, (_, i) => `t${i}`) };
    expect(Value.Check(PublishTaskBody, flood)).toBe(false);
  });
  it('jar settings need batch size, mode and curve', () => {
    expect(Value.Check(JarSettingsBody, { batchSize: 5, batchMode: 'SERIAL', curveId: 'EBBINGHAUS' })).toBe(true);
    expect(Value.Check(JarSettingsBody, { batchSize: 5, batchMode: 'SERIAL' })).toBe(false);
  });
});

describe('formats (checked as the server checks them, ajv-formats full mode)', () => {
  it('accepts only real calendar days', () => {
    expect(validate(ActivitiesQuery, { start: '2028-02-29' }).ok).toBe(true);
    expect(validate(ActivitiesQuery, { start: '2026-02-29' }).ok).toBe(false);
    expect(validate(ActivitiesQuery, { start: '2026-1-1' }).ok).toBe(false);
  });
  it('accepts RFC 3339 timestamps with a zone', () => {
    expect(validate(TestClockBody, { now: '2026-03-01T17:30:00.000Z' }).ok).toBe(true);
    expect(validate(TestClockBody, { now: '2026-03-01T17:30:00+08:00' }).ok).toBe(true);
    expect(validate(TestClockBody, { now: null }).ok).toBe(true);
    expect(validate(TestClockBody, { now: 'yesterday' }).ok).toBe(false);
  });
});
