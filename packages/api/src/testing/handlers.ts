// MSW handlers: an in-memory fake of the API for users, settings, account, orders, memos, curves, jars, the marketplace,
// the store and imports.
// Shared by Jest tests and Storybook; bodies are checked against the same contract schemas the server uses.
import { http, HttpResponse, type JsonBodyType } from 'msw';
import {
  CreateMemoBody,
  CURVE_MESSAGES,
  CurveBody,
  DESIRED_RETENTION_MESSAGE,
  isValidDesiredRetention,
  EditMemoBody,
  UpdateSettingBody,
  UpdateUsernameBody,
  isPremium,
  normaliseUsername,
  NOT_FOUND_MESSAGES,
  PREMIUM_REQUIRED_MESSAGES,
  SettingParams,
  SIGN_IN_REQUIRED_MESSAGE,
  USERNAME_MESSAGES,
  usernameProblem,
  type Memo,
  type MemoListEntry,
  type Page,
} from '@memory/contracts';
import { validate, type TSchema } from '@memory/contracts/validation';
import { badField, conflict, failure, forbidden, notFound, refusal } from './errors';
import { createFakeState, type FakeState } from './fakeData';
import { buildReviewHandlers } from './reviewHandlers';
import { buildGradeHandlers } from './gradeHandlers';
import { buildJarHandlers, buildTagMemoHandlers } from './jarHandlers';
import { buildAiHandlers, type AiScriptSource } from './aiHandlers';
import { buildOrderHandlers } from './orderHandlers';
import { buildExportHandlers } from './exportHandlers';
import { buildReminderHandlers } from './reminderHandlers';
import { buildSmartCurveHandlers } from './smartCurveHandlers';
import { buildMarketplaceHandlers, buildStoreHandlers } from './marketplaceHandlers';
import { buildImportHandlers } from './importHandlers';
import { buildCardBuilderHandlers } from './cardBuilderHandlers';

/** Matches the API under any origin, so relative and absolute base URLs both hit the fake. */
const API = '*/api';

export interface FakeBackendOptions {
  state?: Partial<FakeState>;
  /** When set, every request must carry `Authorization: Bearer <token>`, else 401. */
  requiredToken?: string;
  /** What POST /ai/stream answers; default: plausible text per type (explainer and exam need a member account). */
  ai?: AiScriptSource;
  /** Pause before each AI event (Storybook, dev harnesses); default 0. */
  aiDelayMs?: number;
}

export interface FakeBackend {
  state: FakeState;
  handlers: ReturnType<typeof buildHandlers>;
}

export function createFakeBackend(options: FakeBackendOptions = {}): FakeBackend {
  const state = createFakeState(options.state);
  return { state, handlers: buildHandlers(state, options) };
}

const customCurvesLocked = () => refusal('PREMIUM_REQUIRED', PREMIUM_REQUIRED_MESSAGES.CUSTOM_CURVES);

function pageOf<T>(all: readonly T[], url: URL): Page<T> {
  const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
  const size = Math.max(1, Number(url.searchParams.get('size') ?? 10) || 10);
  return { entries: all.slice((page - 1) * size, page * size), total: all.length, page, size };
}

async function readBody<T extends TSchema>(request: Request, schema: T) {
  const body: unknown = await request.json().catch(() => undefined);
  return validate(schema, body);
}

const toListEntry = (memo: Memo): MemoListEntry => ({
  id: memo.id,
  content: memo.content,
  attachmentCount: memo.attachments.length,
  tags: memo.tags,
});

function buildHandlers(state: FakeState, { requiredToken, ai, aiDelayMs }: FakeBackendOptions) {
  let nextId = 1;
  const newId = (prefix: string) => `${prefix}-${nextId++}`;

  const ok = (body: JsonBodyType, status = 200) => HttpResponse.json(body, { status });

  return [
    // The bearer check runs first; returning nothing lets the request fall through to the real handler.
    http.all(`${API}/*`, ({ request }) => {
      if (requiredToken && request.headers.get('Authorization') !== `Bearer ${requiredToken}`) {
        return refusal('UNAUTHORIZED', SIGN_IN_REQUIRED_MESSAGE);
      }
      return undefined;
    }),

    // Users and account
    http.get(`${API}/users/me`, () => ok(state.user)),
    http.put(`${API}/users/me/username`, async ({ request }) => {
      const body = await readBody(request, UpdateUsernameBody);
      if (!body.ok) return failure(400, body.error);
      const username = normaliseUsername(body.value.username);
      const problem = usernameProblem(username);
      if (problem) return badField('username', problem);
      if (state.takenUsernames.includes(username)) return conflict(USERNAME_MESSAGES.taken, { username: USERNAME_MESSAGES.taken });
      state.user = { ...state.user, username };
      return ok(state.user);
    }),
    http.get(`${API}/users/me/account`, () => ok(state.account)),

    // Settings
    http.get(`${API}/settings/:name`, ({ params }) => {
      // As the server: an unknown name fails the route's params schema.
      const checked = validate(SettingParams, { name: String(params.name) });
      if (!checked.ok) return failure(400, checked.error);
      const { name } = checked.value;
      return ok({ name, value: state.settings[name] ?? null });
    }),
    http.put(`${API}/settings`, async ({ request }) => {
      const body = await readBody(request, UpdateSettingBody);
      if (!body.ok) return failure(400, body.error);
      // The one setting rule a page test exercises through the fake: 目标记忆率 (the server checks them all).
      if (body.value.name === 'DESIRED_RETENTION' && !(/^\d{1,3}$/.test(body.value.value) && isValidDesiredRetention(Number(body.value.value)))) {
        return badField('value', DESIRED_RETENTION_MESSAGE);
      }
      state.settings[body.value.name] = body.value.value;
      return ok(body.value);
    }),

    // Memos
    http.post(`${API}/memos`, async ({ request }) => {
      const body = await readBody(request, CreateMemoBody);
      if (!body.ok) return failure(400, body.error);
      const memo: Memo = {
        id: newId('memo'),
        content: body.value.content,
        aiExplained: body.value.aiExplained ?? null,
        tags: body.value.tags ?? [],
        attachments: (body.value.attachments ?? []).map((ref) => ({ id: ref.id, type: ref.type, url: `/files/${ref.id}`, blurHash: ref.blurHash ?? null })),
        curveId: body.value.curveId ?? state.settings.DEFAULT_CURVE ?? 'EBBINGHAUS',
        status: 'ACTIVE',
        createdAt: new Date().toISOString(),
      };
      state.memos.unshift(memo);
      return ok(memo, 201);
    }),
    http.get(
      `${API}/memos/page`,
      ({ request }) => ok(pageOf(state.memos.filter((memo) => memo.status === 'ACTIVE').map(toListEntry), new URL(request.url))),
    ),
    http.get(`${API}/memos/:id`, ({ params }) => {
      const memo = state.memos.find((candidate) => candidate.id === params.id);
      return memo ? ok(memo) : notFound(NOT_FOUND_MESSAGES.memo);
    }),
    http.put(`${API}/memos/:id/edit`, async ({ request, params }) => {
      const memo = state.memos.find((candidate) => candidate.id === params.id);
      if (!memo) return notFound(NOT_FOUND_MESSAGES.memo);
      const body = await readBody(request, EditMemoBody);
      if (!body.ok) return failure(400, body.error);
      memo.content = body.value.content;
      return ok(memo);
    }),
    http.put(`${API}/memos/:id/cancel`, ({ params }) => {
      const memo = state.memos.find((candidate) => candidate.id === params.id);
      if (!memo) return notFound(NOT_FOUND_MESSAGES.memo);
      memo.status = 'CANCELLED';
      return ok(memo);
    }),

    // Curves
    http.get(`${API}/curves/page`, ({ request }) => ok(pageOf(state.curves, new URL(request.url)))),
    http.get(`${API}/curves/:id`, ({ params }) => {
      const curve = state.curves.find((candidate) => candidate.id === params.id);
      return curve ? ok(curve) : notFound(CURVE_MESSAGES.notFound);
    }),
    http.post(`${API}/curves`, async ({ request }) => {
      if (!isPremium(state.account, new Date())) return customCurvesLocked();
      const body = await readBody(request, CurveBody);
      if (!body.ok) return failure(400, body.error);
      const curve = { id: newId('curve'), description: '', ...body.value, system: false, adaptive: false };
      state.curves.push(curve);
      return ok(curve, 201);
    }),
    http.put(`${API}/curves/:id`, async ({ request, params }) => {
      const curve = state.curves.find((candidate) => candidate.id === params.id);
      if (!curve) return notFound(CURVE_MESSAGES.notFound);
      if (curve.system) return forbidden(CURVE_MESSAGES.systemImmutable);
      if (!isPremium(state.account, new Date())) return customCurvesLocked();
      const body = await readBody(request, CurveBody);
      if (!body.ok) return failure(400, body.error);
      Object.assign(curve, body.value);
      return ok(curve);
    }),
    http.delete(`${API}/curves/:id`, ({ params }) => {
      const curve = state.curves.find((candidate) => candidate.id === params.id);
      if (!curve) return notFound(CURVE_MESSAGES.notFound);
      if (curve.system) return forbidden(CURVE_MESSAGES.systemImmutable);
      state.curves = state.curves.filter((candidate) => candidate !== curve);
      if (state.settings.DEFAULT_CURVE === curve.id) delete state.settings.DEFAULT_CURVE;
      return new HttpResponse(null, { status: 204 });
    }),

    ...buildReviewHandlers(state),
    ...buildGradeHandlers(state),
    ...buildOrderHandlers(state),
    ...buildExportHandlers(state, newId),
    ...buildReminderHandlers(state),
    ...buildSmartCurveHandlers(state),
    ...buildJarHandlers(state, newId),
    ...buildTagMemoHandlers(state),
    ...buildAiHandlers(state, ai, { delayMs: aiDelayMs }),
    ...buildMarketplaceHandlers(state, newId),
    ...buildStoreHandlers(state, newId),
    ...buildImportHandlers(state, newId),
    ...buildCardBuilderHandlers(state, newId),

    // Marketplace (public)
    http.get(`${API}/public/categories`, () => ok(state.categories)),
    http.get(`${API}/public/hot-tags`, ({ request }) => {
      const size = Number(new URL(request.url).searchParams.get('size') ?? 10) || 10;
      return ok(state.hotTags.slice(0, size));
    }),
  ];
}
