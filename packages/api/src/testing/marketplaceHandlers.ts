// MSW handlers for the marketplace (search, public jar, subscribe, star, my stars) and the creator's store (published
// jars, publish tasks). Bodies are checked against the contract schemas; messages are the contracts' own.
import { http, HttpResponse, type JsonBodyType } from 'msw';
import {
  MARKETPLACE_MESSAGES,
  PUBLISH_MAX_TAGS,
  PUBLISH_MESSAGES,
  PublishTaskBody,
  DEFAULT_CATEGORY_NAME,
  isPremium,
  NOT_FOUND_MESSAGES,
  type ApiError,
  type Page,
  type PublicJar,
  type PublicJarDetail,
  type PublishTask,
} from '@memory/contracts';
import { validate } from '@memory/contracts/validation';
import { failure } from './errors';
import type { FakeState } from './fakeData';
import { createFakeJar } from './jarHandlers';

const API = '*/api';
const ok = (body: JsonBodyType, status = 200) => HttpResponse.json(body, { status });
const NOT_FOUND: ApiError = { code: 'NOT_FOUND', message: MARKETPLACE_MESSAGES.jarNotFound };

/** A published jar in the fake: the public detail; `mine` says the signed-in fake user published it. */
export type FakePublicJar = PublicJarDetail;

export function createFakePublicJar(overrides: Partial<FakePublicJar> & { id: string; name: string }): FakePublicJar {
  return {
    description: '',
    type: 'FREE',
    price: 0,
    totalStars: 0,
    totalSubscribes: 0,
    totalItems: 0,
    cover: null,
    coverBlurHash: null,
    category: null,
    tags: [],
    subscribed: false,
    starred: false,
    preview: [],
    publishedAt: '2026-11-01T02:00:00.000Z',
    ...overrides,
  };
}

export function createFakePublishTask(overrides: Partial<PublishTask> & { id: string; jarId: string }): PublishTask {
  return {
    jarName: '知识罐',
    type: 'FREE',
    category: 'cat-other',
    categoryName: DEFAULT_CATEGORY_NAME,
    tags: [],
    status: 'PUBLISHING',
    reason: null,
    createdAt: '2026-11-20T02:00:00.000Z',
    ...overrides,
  };
}

function pageOf<T>(all: readonly T[], url: URL): Page<T> {
  const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
  const size = Math.max(1, Number(url.searchParams.get('size') ?? 10) || 10);
  return { entries: all.slice((page - 1) * size, page * size), total: all.length, page, size };
}

/** The card form of a published jar (no preview), as lists answer it. */
const toCard = ({ preview: _preview, publishedAt: _publishedAt, ...card }: FakePublicJar): PublicJar => ({ ...card, mine: card.mine ?? false });

export function buildMarketplaceHandlers(state: FakeState, newId: (prefix: string) => string) {
  const find = (id: unknown) => state.publicJars.find((jar) => jar.id === id);

  return [
    http.get(`${API}/public/jars/page`, ({ request }) => {
      const url = new URL(request.url);
      const keyword = url.searchParams.get('keyword')?.toLowerCase();
      const categoryId = url.searchParams.get('categoryId');
      const tag = url.searchParams.get('tag');
      const matches = state.publicJars.filter(
        (jar) =>
          (!keyword || jar.name.toLowerCase().includes(keyword) || jar.tags?.some((each) => each.toLowerCase().includes(keyword))) &&
          (!categoryId || jar.category?.id === categoryId) &&
          (!tag || jar.tags?.includes(tag)),
      );
      return ok(pageOf(matches.map(toCard), url));
    }),
    http.get(`${API}/public/jars/:id`, ({ params }) => {
      const jar = find(params.id);
      if (!jar) return failure(404, NOT_FOUND);
      return ok({ ...jar, mine: jar.mine ?? false });
    }),
    http.get(`${API}/public/jars/:id/tags`, ({ params }) => {
      const jar = find(params.id);
      return jar ? ok(jar.tags ?? []) : failure(404, NOT_FOUND);
    }),
    http.put(`${API}/marketplace/jars/:id/subscribe`, ({ params }) => {
      const jar = find(params.id);
      if (!jar) return failure(404, NOT_FOUND);
      if (jar.mine) return failure(409, { code: 'CONFLICT', message: MARKETPLACE_MESSAGES.ownJar });
      if (jar.subscribed) return failure(409, { code: 'CONFLICT', message: MARKETPLACE_MESSAGES.alreadySubscribed });
      jar.subscribed = true;
      jar.totalSubscribes += 1;
      const bought = createFakeJar(
        { id: newId('bought'), name: jar.name, description: jar.description, role: 'BUYER' },
        jar.preview.map((item) => item.content),
      );
      state.jars.unshift(bought);
      jar.subscribedJarId = bought.id;
      const { items: _items, progress: _progress, coverAttachmentId: _cover, ...body } = bought;
      return ok(body);
    }),
    http.put(`${API}/marketplace/jars/:id/star`, ({ params }) => {
      const jar = find(params.id);
      if (!jar) return failure(404, NOT_FOUND);
      if (!jar.starred) {
        jar.starred = true;
        jar.totalStars += 1;
        state.starredJarIds.unshift(jar.id);
      }
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete(`${API}/marketplace/jars/:id/star`, ({ params }) => {
      const jar = find(params.id);
      if (!jar) return failure(404, NOT_FOUND);
      if (jar.starred) {
        jar.starred = false;
        jar.totalStars -= 1;
        state.starredJarIds = state.starredJarIds.filter((id) => id !== jar.id);
      }
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${API}/users/me/stars/page`, ({ request }) => {
      const starred = state.starredJarIds.flatMap((id) => {
        const jar = find(id);
        return jar ? [toCard(jar)] : [];
      });
      return ok(pageOf(starred, new URL(request.url)));
    }),
  ];
}

export function buildStoreHandlers(state: FakeState, newId: (prefix: string) => string) {
  const findTask = (id: unknown) => state.publishTasks.find((task) => task.id === id);
  const inReview = (jarId: string, except?: string) => state.publishTasks.some((task) => task.jarId === jarId && task.status === 'PUBLISHING' && task.id !== except);

  return [
    http.get(`${API}/users/me/store/jars/page`, ({ request }) => {
      const url = new URL(request.url);
      const type = url.searchParams.get('type');
      const mine = state.publicJars.filter((jar) => jar.mine && (!type || jar.type === type));
      return ok(pageOf(mine.map(toCard), url));
    }),
    http.get(`${API}/users/me/store/jar-publish-tasks/page`, ({ request }) => {
      const url = new URL(request.url);
      const status = url.searchParams.get('status');
      const jarId = url.searchParams.get('jarId');
      return ok(pageOf(state.publishTasks.filter((task) => (!status || task.status === status) && (!jarId || task.jarId === jarId)), url));
    }),
    http.post(`${API}/users/me/store/jar-publish-tasks`, async ({ request }) => {
      const body = validate(PublishTaskBody, await request.json().catch(() => undefined));
      if (!body.ok) return failure(400, body.error);
      const { jarId, type, category, tags } = body.value;
      if (type !== 'FREE') return failure(400, { code: 'BAD_REQUEST', message: PUBLISH_MESSAGES.paidClosed, fields: { type: PUBLISH_MESSAGES.paidClosed } });
      const kept = [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))];
      if (kept.length > PUBLISH_MAX_TAGS) return failure(400, { code: 'BAD_REQUEST', message: PUBLISH_MESSAGES.tooManyTags, fields: { tags: PUBLISH_MESSAGES.tooManyTags } });
      const categoryRow = state.categories.find((each) => each.id === category);
      if (!categoryRow) return failure(400, { code: 'BAD_REQUEST', message: PUBLISH_MESSAGES.unknownCategory, fields: { category: PUBLISH_MESSAGES.unknownCategory } });
      if (!isPremium(state.account, new Date())) return failure(403, { code: 'PREMIUM_REQUIRED', message: PUBLISH_MESSAGES.premiumRequired });
      const jar = state.jars.find((each) => each.id === jarId);
      if (!jar) return failure(404, { code: 'NOT_FOUND', message: NOT_FOUND_MESSAGES.jar });
      if (jar.role !== 'CREATOR') return failure(403, { code: 'FORBIDDEN', message: PUBLISH_MESSAGES.notCreator });
      if (inReview(jarId)) return failure(409, { code: 'CONFLICT', message: PUBLISH_MESSAGES.inReview });
      // As the server: a published jar keeps its one 已发布 record, updated in place.
      const published = state.publishTasks.find((each) => each.jarId === jarId && each.status === 'PUBLISHED');
      if (published) {
        Object.assign(published, { type, category, categoryName: categoryRow.name, tags: kept, jarName: jar.name });
        return ok(published);
      }
      const task = createFakePublishTask({ id: newId('task'), jarId, jarName: jar.name, type, category, categoryName: categoryRow.name, tags: kept });
      state.publishTasks.unshift(task);
      return ok(task);
    }),
    http.put(`${API}/users/me/store/jar-publish-tasks/:id/cancel`, ({ params }) => {
      const task = findTask(params.id);
      if (!task) return failure(404, { code: 'NOT_FOUND', message: PUBLISH_MESSAGES.taskNotFound });
      if (task.status !== 'PUBLISHING') return failure(409, { code: 'CONFLICT', message: PUBLISH_MESSAGES.notCancellable });
      task.status = 'CANCELLED';
      return ok(task);
    }),
    http.put(`${API}/users/me/store/jar-publish-tasks/:id/republish`, ({ params }) => {
      const task = findTask(params.id);
      if (!task) return failure(404, { code: 'NOT_FOUND', message: PUBLISH_MESSAGES.taskNotFound });
      if (task.status !== 'REJECTED' && task.status !== 'CANCELLED') return failure(409, { code: 'CONFLICT', message: PUBLISH_MESSAGES.notRepublishable });
      if (state.publishTasks.some((each) => each.jarId === task.jarId && each.status === 'PUBLISHED')) {
        return failure(409, { code: 'CONFLICT', message: PUBLISH_MESSAGES.alreadyPublished });
      }
      if (inReview(task.jarId, task.id)) return failure(409, { code: 'CONFLICT', message: PUBLISH_MESSAGES.inReview });
      task.status = 'PUBLISHING';
      task.reason = null;
      return ok(task);
    }),
  ];
}
