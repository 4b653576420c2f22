// The state of the in-memory fake backend. Plain data, so a test can seed it and then assert on it.
import {
  SYSTEM_CURVES,
  DEFAULT_CATEGORY_NAME,
  MEMBERSHIP_PLANS,
  PLAN_QUOTA_NAMES,
  orderTotalCents,
  type Account,
  type AccountExportJob,
  type JarExportFormat,
  type ActivityEntry,
  type AttachmentUploadBody,
  type Category,
  type CurrentUser,
  type Curve,
  type Memo,
  type Order,
  type Post,
  type PublishTask,
  type RetentionReport,
  type ReviewEvent,
  type Grade,
  type GradeSource,
  type ImportCommitBody,
  type ImportKind,
  type ImportPreview,
  type SettingName,
  type TrendSummary,
} from '@memory/contracts';
import type { FakeJar } from './jarHandlers';
import type { FakeReview } from './gradeHandlers';
import type { FakePublicJar } from './marketplaceHandlers';
import type { FakeImport } from './importHandlers';
import type { CardBuilderRun, ReminderSettings } from '@memory/contracts';
import { createFakeReminders } from './reminderHandlers';
import { createFakeSmartCurve, type FakeSmartCurve } from './smartCurveHandlers';

export interface FakeState {
  user: CurrentUser;
  account: Account;
  settings: Partial<Record<SettingName, string>>;
  /** 复习提醒 (reminderHandlers.ts). */
  reminders: ReminderSettings;
  /** 智能曲线's personal parameters and 数据趋势's calibration (smartCurveHandlers.ts). */
  smartCurve: FakeSmartCurve;
  memos: Memo[];
  /** System curves first, then the user's own. */
  curves: Curve[];
  categories: Category[];
  hotTags: string[];
  /** Usernames someone else already has: PUT /users/me/username answers 409. */
  takenUsernames: string[];
  /**
   * Today's unreviewed posts, in feed order. PUT /timeline/fetch only reads it (skipping the held ids); a post
   * leaves it when the learner meets it (a review event, or PUT /reviews/{id}/reveal or /grade).
   */
  feed: Post[];
  /** The day the fake's feed answers as today (YYYY-MM-DD). */
  today: string;
  /** Every PUT /timeline/fetch: the page size and the held ids it named. */
  fetchRequests: { size: number; held: string[] }[];
  /** One per met post (reveal and grade state); a test may seed earlier days'. */
  reviews: FakeReview[];
  /** Every review event recorded (not the duplicates, not a refused batch), in order. */
  reviewEvents: ReviewEvent[];
  /** Every grade accepted (PUT /grade, or a graded / quizzed event), in order. */
  gradeRequests: { reviewId: string; grade: Grade; source: GradeSource }[];
  /** What GET /timeline/retention answers; null: nothing graded and nothing due (30 days of 0 from `today`). */
  retention: RetentionReport | null;
  summary: TrendSummary;
  /** What GET /activities answers (entries on or after `start`), and every `start` asked for. */
  activities: ActivityEntry[];
  activityRequests: string[];
  /** Signed-URL requests and the file bodies PUT to those URLs. */
  uploadRequests: AttachmentUploadBody[];
  uploadedFiles: { id: string; contentType: string; bytes: number }[];
  /** The user's membership orders, newest first (GET /orders/page answers them in this order). */
  orders: Order[];
  /** Orders the fake payment provider reports as paid: the next PUT /orders/{id}/refresh finishes them. */
  providerPaidOrderIds: string[];
  /** The page PUT /orders/{id}/pay answers as data.redirectPage (the order id is appended). */
  cashierUrl: string;
  /** Jars of every role, newest first, with their items and progress. */
  jars: FakeJar[];
  /** Every GET /jars/{id}/export answered, in order. */
  jarExportRequests: { jarId: string; format: JarExportFormat }[];
  /** The user's 下载我的数据 export (one at a time, as on the server) and the status reads left before it is DONE. */
  accountExport: { job: AccountExportJob; pollsLeft: number } | null;
  /** How many status reads a new export stays RUNNING for (default 2). */
  accountExportPolls: number;
  /** Zips downloaded. */
  accountExportDownloads: number;
  /** Published jars in the marketplace (`mine` ones are the fake user's, in 商店); `starred` / `subscribed` are theirs. */
  publicJars: FakePublicJar[];
  /** 我的收藏, most recent first. */
  starredJarIds: string[];
  /** The fake user's publish tasks, newest first. */
  publishTasks: PublishTask[];
  /** AI 制卡's runs, newest first, with their cards (cardBuilderHandlers.ts). */
  cardBuilderRuns: CardBuilderRun[];
  /** Characters sent to AI 制卡 today. */
  cardBuilderUsed: number;
  /** Whether the deployment has an AI model for 制卡 (false: GET usage says so and a run is refused with 409, as the server does). */
  cardBuilderAiConfigured: boolean;
  /** The pause before each streamed card (0 in tests; stories show them arriving). */
  cardBuilderDelayMs: number;
  /** Imports of every status, newest first (GET /imports/{id} moves a RUNNING one on, see importRunPolls). */
  imports: FakeImport[];
  /** What the next upload previews; null: a sample for the file's kind (sampleImports.ts). */
  nextImportPreview: ImportPreview | null;
  /** How many GETs a committed import answers RUNNING before DONE (the last of them answers DONE). */
  importRunPolls: number;
  /** Every upload the fake took, every recomputed preview's and every commit's choices, in order. */
  importUploads: { fileName: string; kind: ImportKind; jarId: string | null; bytes: number }[];
  importPreviews: (ImportCommitBody & { id: string })[];
  importCommits: (ImportCommitBody & { id: string })[];
}

export function createFakeState(overrides: Partial<FakeState> = {}): FakeState {
  return {
    user: { id: 'user-1', username: null, avatarUrl: null },
    account: createTrialAccount(),
    settings: {},
    reminders: createFakeReminders(),
    smartCurve: createFakeSmartCurve(),
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
    today: '2026-11-23',
    fetchRequests: [],
    reviews: [],
    reviewEvents: [],
    gradeRequests: [],
    retention: null,
    summary: { todayLeft: 0, weekLeft: 0, monthLeft: 0, totalLeft: 0 },
    activities: [],
    activityRequests: [],
    uploadRequests: [],
    uploadedFiles: [],
    orders: [],
    providerPaidOrderIds: [],
    cashierUrl: 'https://cashier.example/pay?order=',
    jars: [],
    jarExportRequests: [],
    accountExport: null,
    accountExportPolls: 2,
    accountExportDownloads: 0,
    publicJars: [],
    starredJarIds: [],
    publishTasks: [],
    cardBuilderRuns: [],
    cardBuilderUsed: 0,
    cardBuilderAiConfigured: true,
    cardBuilderDelayMs: 0,
    imports: [],
    nextImportPreview: null,
    importRunPolls: 2,
    importUploads: [],
    importPreviews: [],
    importCommits: [],
    ...overrides,
  };
}

/** A trial running for another `days` days: the free plan, with the trial label (ARCHITECTURE §4). */
export function createTrialAccount(days = 7, now = new Date()): Account {
  return {
    type: 'TRAIL',
    expiredAt: new Date(now.getTime() + days * 86_400_000).toISOString(),
    expiredInDays: days,
    quotas: PLAN_QUOTA_NAMES.map((name) => ({ name, amount: 0 })),
  };
}

/** An ANNUAL membership running for another `days` days: premium features unlock (SPEC §6). */
export function createPremiumAccount(days = 300, now = new Date()): Account {
  return {
    type: 'ANNUAL',
    expiredAt: new Date(now.getTime() + days * 86_400_000).toISOString(),
    expiredInDays: days,
    quotas: PLAN_QUOTA_NAMES.map((name) => ({ name, amount: -1 })),
  };
}

/** An order as the server would hold it; `overrides` set the status, count, dates… */
export function createFakeOrder(overrides: Partial<Order> = {}): Order {
  const type = overrides.type ?? 'BIANNUAL';
  const plan = MEMBERSHIP_PLANS[type];
  const count = overrides.count ?? 1;
  return {
    id: 'order-1',
    name: plan.name,
    type,
    status: 'WAIT_PAY',
    price: plan.price,
    total: orderTotalCents(plan.price, count),
    count,
    createdAt: new Date().toISOString(),
    paidAt: null,
    ...overrides,
  };
}

/** An active memo of the learner's, with nothing but its text (stories and tests seed `state.memos` with them). */
export function createFakeMemo(id: string, content: string): Memo {
  return { id, content, aiExplained: null, tags: [], attachments: [], curveId: 'EBBINGHAUS', status: 'ACTIVE', createdAt: '2026-11-20T00:00:00.000Z' };
}
