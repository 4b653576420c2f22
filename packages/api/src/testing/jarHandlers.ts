// MSW handlers for jars: the jar list by role, a jar, its items, settings, progress, start / pause / reload,
// import from memos, item attachments and the avatar upload. Bodies are checked against the contract schemas.
import { http, HttpResponse, type JsonBodyType } from 'msw';
import {
  AttachBody,
  AvatarUploadBody,
  CreateJarBody,
  DisattachBody,
  EditJarBody,
  ImportFromMemosBody,
  JarItemBody,
  JarSettingsBody,
  attachmentTypeOf,
  BUYER_READ_ONLY_MESSAGE,
  isPremium,
  NOT_FOUND_MESSAGES,
  PREMIUM_REQUIRED_MESSAGES,
  syncMessage,
  type ApiError,
  type Jar,
  type JarItem,
  type JarProgress,
  type JarRole,
  type Page,
} from '@memory/contracts';
import { validate, type TSchema } from '@memory/contracts/validation';
import type { FakeState } from './fakeData';
import { FAKE_UPLOAD_ORIGIN } from './reviewHandlers';

const API = '*/api';

/** A jar as the fake keeps it: the wire shape plus its items and progress. */
export interface FakeJar extends Jar {
  items: JarItem[];
  progress: JarProgress;
  coverAttachmentId: string | null;
}

const ok = (body: JsonBodyType, status = 200) => HttpResponse.json(body, { status });
const failure = (status: number, error: ApiError) => HttpResponse.json(error, { status });
const JAR_NOT_FOUND: ApiError = { code: 'NOT_FOUND', message: NOT_FOUND_MESSAGES.jar };
const ITEM_NOT_FOUND: ApiError = { code: 'NOT_FOUND', message: NOT_FOUND_MESSAGES.jarItem };
const BUYER_CANNOT_EDIT: ApiError = { code: 'FORBIDDEN', message: BUYER_READ_ONLY_MESSAGE };

async function readBody<T extends TSchema>(request: Request, schema: T) {
  return validate(schema, await request.json().catch(() => undefined));
}

function pageOf<T>(all: readonly T[], url: URL): Page<T> {
  const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
  const size = Math.max(1, Number(url.searchParams.get('size') ?? 10) || 10);
  return { entries: all.slice((page - 1) * size, page * size), total: all.length, page, size };
}

export const toJar = ({ items: _items, progress: _progress, coverAttachmentId: _cover, ...jar }: FakeJar): Jar => jar;

/** A jar for seeding: a creator's jar with these item texts, not started. */
export function createFakeJar(overrides: Partial<FakeJar> & { id: string; name: string }, itemTexts: string[] = []): FakeJar {
  return {
    description: '',
    cover: null,
    coverBlurHash: null,
    coverAttachmentId: null,
    role: 'CREATOR' as JarRole,
    settings: { batchSize: 5, batchMode: 'SERIAL', curveId: 'EBBINGHAUS' },
    items: itemTexts.map((content, index) => ({ id: `${overrides.id}-item-${index + 1}`, content, attachments: [] })),
    progress: { status: 'NOT_STARTED', percent: 0, current: null },
    ...overrides,
  };
}

export function buildJarHandlers(state: FakeState, newId: (prefix: string) => string) {
  const findJar = (id: unknown) => state.jars.find((jar) => jar.id === id);
  const coverUrl = (attachmentId: string | null | undefined) => (attachmentId ? `${FAKE_UPLOAD_ORIGIN}/${attachmentId}` : null);

  /** Introduces the next batch: progress moves to the batch's last item. */
  const advance = (jar: FakeJar) => {
    const at = jar.progress.current ? jar.items.findIndex((item) => item.id === jar.progress.current) : -1;
    const last = Math.min(jar.items.length - 1, at + jar.settings.batchSize);
    const current = last >= 0 ? (jar.items[last]?.id ?? null) : null;
    const percent = jar.items.length === 0 ? 100 : Math.round(((last + 1) / jar.items.length) * 100);
    jar.progress = { status: 'IN_PROGRESS', percent, current };
  };

  return [
    http.post(`${API}/jars`, async ({ request }) => {
      if (!isPremium(state.account, new Date())) return failure(403, { code: 'PREMIUM_REQUIRED', message: PREMIUM_REQUIRED_MESSAGES.CREATE_JARS });
      const body = await readBody(request, CreateJarBody);
      if (!body.ok) return failure(400, body.error);
      const { id, name, description = '', coverAttachmentId = null, coverBlurHash = null } = body.value;
      const jar = createFakeJar({
        id: id ?? newId('jar'),
        name: name.trim(),
        description,
        coverAttachmentId,
        cover: coverUrl(coverAttachmentId),
        coverBlurHash,
        settings: { batchSize: 5, batchMode: 'SERIAL', curveId: state.settings.DEFAULT_CURVE ?? 'EBBINGHAUS' },
      });
      state.jars.unshift(jar);
      return ok(toJar(jar), 201);
    }),
    http.get(`${API}/jars/page`, ({ request }) => {
      const url = new URL(request.url);
      const role = url.searchParams.get('role') ?? 'CREATOR';
      return ok(pageOf(state.jars.filter((jar) => jar.role === role).map(toJar), url));
    }),
    http.get(`${API}/jars/:id`, ({ params }) => {
      const jar = findJar(params.id);
      return jar ? ok(toJar(jar)) : failure(404, JAR_NOT_FOUND);
    }),
    http.put(`${API}/jars/:id/edit`, async ({ request, params }) => {
      const jar = findJar(params.id);
      if (!jar) return failure(404, JAR_NOT_FOUND);
      if (jar.role !== 'CREATOR') return failure(403, { code: 'FORBIDDEN', message: '订阅的知识罐不能修改' });
      const body = await readBody(request, EditJarBody);
      if (!body.ok) return failure(400, body.error);
      jar.name = body.value.name.trim();
      jar.description = body.value.description ?? '';
      if (body.value.coverAttachmentId !== undefined) {
        jar.coverAttachmentId = body.value.coverAttachmentId;
        jar.cover = coverUrl(body.value.coverAttachmentId);
        jar.coverBlurHash = body.value.coverBlurHash ?? null;
      }
      return ok(toJar(jar));
    }),
    http.delete(`${API}/jars/:id`, ({ params }) => {
      const jar = findJar(params.id);
      if (!jar) return failure(404, JAR_NOT_FOUND);
      state.jars = state.jars.filter((candidate) => candidate !== jar);
      return new HttpResponse(null, { status: 204 });
    }),
    http.put(`${API}/jars/:id/settings`, async ({ request, params }) => {
      const jar = findJar(params.id);
      if (!jar) return failure(404, JAR_NOT_FOUND);
      const body = await readBody(request, JarSettingsBody);
      if (!body.ok) return failure(400, body.error);
      if (!state.curves.some((curve) => curve.id === body.value.curveId)) {
        return failure(400, { code: 'BAD_REQUEST', message: NOT_FOUND_MESSAGES.curve, fields: { curveId: 'unknown curve' } });
      }
      jar.settings = body.value;
      return ok(toJar(jar));
    }),
    http.get(`${API}/jars/:id/progress`, ({ params }) => {
      const jar = findJar(params.id);
      return jar ? ok(jar.progress) : failure(404, JAR_NOT_FOUND);
    }),
    http.put(`${API}/jars/:id/start`, ({ params }) => {
      const jar = findJar(params.id);
      if (!jar) return failure(404, JAR_NOT_FOUND);
      if (jar.items.length === 0) return failure(409, { code: 'CONFLICT', message: '知识罐还没有知识点，先添加知识点再开始' });
      if (jar.progress.status === 'PAUSED') jar.progress = { ...jar.progress, status: 'IN_PROGRESS' };
      else if (jar.progress.status !== 'IN_PROGRESS') {
        jar.progress = { status: 'IN_PROGRESS', percent: 0, current: null };
        advance(jar);
      }
      return ok(jar.progress);
    }),
    http.put(`${API}/jars/:id/pause`, ({ params }) => {
      const jar = findJar(params.id);
      if (!jar) return failure(404, JAR_NOT_FOUND);
      if (jar.progress.status !== 'IN_PROGRESS') return failure(409, { code: 'CONFLICT', message: '知识罐未在进行中' });
      jar.progress = { ...jar.progress, status: 'PAUSED' };
      return ok(jar.progress);
    }),
    http.put(`${API}/jars/:id/reload`, ({ params }) => {
      const jar = findJar(params.id);
      if (!jar) return failure(404, JAR_NOT_FOUND);
      if (jar.role !== 'BUYER') return failure(409, { code: 'CONFLICT', message: '只有订阅的知识罐可以同步' });
      // The fake creator never changes anything: an honest "nothing new" answer.
      const sync = { added: 0, updated: 0, removed: 0 };
      return ok({ ...toJar(jar), sync: { ...sync, message: syncMessage(sync) } });
    }),

    // Items
    http.get(`${API}/jars/:id/items/page`, ({ request, params }) => {
      const jar = findJar(params.id);
      return jar ? ok(pageOf(jar.items, new URL(request.url))) : failure(404, JAR_NOT_FOUND);
    }),
    http.post(`${API}/jars/:id/items`, async ({ request, params }) => {
      const jar = findJar(params.id);
      if (!jar) return failure(404, JAR_NOT_FOUND);
      if (jar.role !== 'CREATOR') return failure(403, BUYER_CANNOT_EDIT);
      const body = await readBody(request, JarItemBody);
      if (!body.ok) return failure(400, body.error);
      const item: JarItem = { id: newId('item'), content: body.value.content, attachments: [] };
      jar.items.push(item);
      return ok(item, 201);
    }),
    http.put(`${API}/jars/:id/items/import-from-memos`, async ({ request, params }) => {
      const jar = findJar(params.id);
      if (!jar) return failure(404, JAR_NOT_FOUND);
      if (jar.role !== 'CREATOR') return failure(403, BUYER_CANNOT_EDIT);
      const body = await readBody(request, ImportFromMemosBody);
      if (!body.ok) return failure(400, body.error);
      const memos = body.value.memoIds.map((id) => state.memos.find((memo) => memo.id === id));
      if (memos.some((memo) => !memo)) return failure(404, { code: 'NOT_FOUND', message: NOT_FOUND_MESSAGES.memo });
      const added = memos.flatMap((memo) => (memo ? [{ id: newId('item'), content: memo.content, attachments: [...memo.attachments] }] : []));
      jar.items.push(...added);
      return ok(added);
    }),
    http.get(`${API}/jars/:id/items/:itemId`, ({ params }) => {
      const item = findJar(params.id)?.items.find((candidate) => candidate.id === params.itemId);
      return item ? ok(item) : failure(404, ITEM_NOT_FOUND);
    }),
    http.put(`${API}/jars/:id/items/:itemId`, async ({ request, params }) => {
      const jar = findJar(params.id);
      const item = jar?.items.find((candidate) => candidate.id === params.itemId);
      if (!jar || !item) return failure(404, ITEM_NOT_FOUND);
      if (jar.role !== 'CREATOR') return failure(403, BUYER_CANNOT_EDIT);
      const body = await readBody(request, JarItemBody);
      if (!body.ok) return failure(400, body.error);
      item.content = body.value.content;
      return ok(item);
    }),
    http.put(`${API}/jars/:id/items/:itemId/cancel`, ({ params }) => {
      const item = findJar(params.id)?.items.find((candidate) => candidate.id === params.itemId);
      if (!item) return failure(404, ITEM_NOT_FOUND);
      item.status = 'CANCELLED';
      return ok(item);
    }),
    http.delete(`${API}/jars/:id/items/:itemId`, ({ params }) => {
      const jar = findJar(params.id);
      const item = jar?.items.find((candidate) => candidate.id === params.itemId);
      if (!jar || !item) return failure(404, ITEM_NOT_FOUND);
      if (jar.role !== 'CREATOR') return failure(403, BUYER_CANNOT_EDIT);
      jar.items = jar.items.filter((candidate) => candidate !== item);
      return new HttpResponse(null, { status: 204 });
    }),

    // Attaching an uploaded file to a knowledge point, and taking it off again.
    http.post(`${API}/attachments`, async ({ request }) => {
      const body = await readBody(request, AttachBody);
      if (!body.ok) return failure(400, body.error);
      const item = findJar(body.value.jarId)?.items.find((candidate) => candidate.id === body.value.itemId);
      if (!item) return failure(404, ITEM_NOT_FOUND);
      const attachment = { id: body.value.id, type: body.value.type, url: `${FAKE_UPLOAD_ORIGIN}/${body.value.id}`, blurHash: body.value.blurHash ?? null };
      item.attachments = [...(item.attachments ?? []), attachment];
      return ok(attachment, 201);
    }),
    http.put(`${API}/attachments/disattach`, async ({ request }) => {
      const body = await readBody(request, DisattachBody);
      if (!body.ok) return failure(400, body.error);
      const item = findJar(body.value.jarId)?.items.find((candidate) => candidate.id === body.value.itemId);
      if (!item) return failure(404, ITEM_NOT_FOUND);
      item.attachments = (item.attachments ?? []).filter((attachment) => attachment.id !== body.value.id);
      return new HttpResponse(null, { status: 204 });
    }),

    // The avatar: a signed URL for the image; once the file is PUT there, GET /users/me shows it.
    http.put(`${API}/users/me/avatar`, async ({ request }) => {
      const body = await readBody(request, AvatarUploadBody);
      if (!body.ok) return failure(400, body.error);
      if (attachmentTypeOf(body.value.contentType) !== 'IMAGE') {
        return failure(400, { code: 'BAD_REQUEST', message: '头像只能是图片', fields: { contentType: 'image only' } });
      }
      const id = newId('avatar');
      state.user = { ...state.user, avatarUrl: `${FAKE_UPLOAD_ORIGIN}/${id}` };
      return ok({ data: { id, signedUrl: `${FAKE_UPLOAD_ORIGIN}/${id}?signature=fake` } });
    }),
  ];
}

/** GET /memo-tags/{tagId}/memos/page: the fake's tag ids are `tag-<name>` (see memo-tags/page). */
export function buildTagMemoHandlers(state: FakeState) {
  return [
    http.get(`${API}/memo-tags/:tagId/memos/page`, ({ request, params }) => {
      const name = String(params.tagId).replace(/^tag-/, '');
      const memos = state.memos
        .filter((memo) => memo.status === 'ACTIVE' && memo.tags.includes(name))
        .map((memo) => ({ id: memo.id, content: memo.content, attachmentCount: memo.attachments.length, tags: memo.tags }));
      return ok(pageOf(memos, new URL(request.url)));
    }),
  ];
}
