// The state of the in-memory fake backend. Plain data, so a test can seed it and then assert on it.
import {
  SYSTEM_CURVES,
  DEFAULT_CATEGORY_NAME,
  type Account,
  type ActivityEntry,
  type AttachmentUploadBody,
  type Category,
  type CurrentUser,
  type Curve,
  type Memo,
  type Post,
  type SettingName,
  type TrendSummary,
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
  /** Today's review queue: PUT /timeline/fetch takes posts off the front into `delivered`. */
  feed: Post[];
  delivered: Post[];
  summary: TrendSummary;
  /** What GET /activities answers (entries on or after `start`), and every `start` asked for. */
  activities: ActivityEntry[];
  activityRequests: string[];
  /** Signed-URL requests and the file bodies PUT to those URLs. */
  uploadRequests: AttachmentUploadBody[];
  uploadedFiles: { id: string; contentType: string; bytes: number }[];
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
    feed: [],
    delivered: [],
    summary: { todayLeft: 0, weekLeft: 0, monthLeft: 0, totalLeft: 0 },
    activities: [],
    activityRequests: [],
    uploadRequests: [],
    uploadedFiles: [],
    ...overrides,
  };
}

/** An ANNUAL membership running for another `days` days: premium features unlock (SPEC §6). */
export function createPremiumAccount(days = 300, now = new Date()): Account {
  return { type: 'ANNUAL', expiredAt: new Date(now.getTime() + days * 86_400_000).toISOString(), expiredInDays: days, quotas: [] };
}
