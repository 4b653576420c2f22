// The state of the in-memory fake backend. Plain data, so a test can seed it and then assert on it.
import {
  SYSTEM_CURVES,
  DEFAULT_CATEGORY_NAME,
  type Account,
  type Category,
  type CurrentUser,
  type Curve,
  type Memo,
  type SettingName,
} from '@memory/contracts';

export interface FakeState {
  user: CurrentUser;
  account: Account;
  settings: Partial<Record<SettingName, string>>;
  memos: Memo[];
  /** System curves first, then the user's own. */
  curves: Curve[];
  categories: Category[];
  hotTags: string[];
  /** Usernames someone else already has: PUT /users/me/username answers 409. */
  takenUsernames: string[];
}

export function createFakeState(overrides: Partial<FakeState> = {}): FakeState {
  return {
    user: { id: 'user-1', username: null, avatarUrl: null },
    account: { type: 'TRAIL', expiredAt: null, expiredInDays: 7, quotas: [] },
    settings: {},
    memos: [],
    curves: SYSTEM_CURVES.map((curve) => ({ ...curve, steps: [...curve.steps] })),
    categories: [
      { id: 'cat-exam', name: '考试' },
      { id: 'cat-language', name: '语言' },
      { id: 'cat-other', name: DEFAULT_CATEGORY_NAME },
    ],
    hotTags: [],
    takenUsernames: [],
    ...overrides,
  };
}

/** An ANNUAL membership running for another `days` days: premium features unlock (SPEC §6). */
export function createPremiumAccount(days = 300, now = new Date()): Account {
  return { type: 'ANNUAL', expiredAt: new Date(now.getTime() + days * 86_400_000).toISOString(), expiredInDays: days, quotas: [] };
}
