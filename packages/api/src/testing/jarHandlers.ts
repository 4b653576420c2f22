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
  ATTACHMENT_MESSAGES,
  isPremium,
  JAR_MESSAGES,
  normaliseFront,
  syncMessage,
  type Jar,
  type JarItem,
  type JarProgress,
  type JarRole,
  type Page,
} from '@memory/contracts';
import { validate, type TSchema } from '@memory/contracts/validation';
import { badField, conflict, failure, forbidden, notFound, refusal } from './errors';
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
const jarNotFound = () => notFound(JAR_MESSAGES.notFound);
const itemNotFound = () => notFound(JAR_MESSAGES.itemNotFound);
const buyerReadOnly = () => forbidden(JAR_MESSAGES.buyerReadOnly);

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
    items: itemTexts.map((content, index) => ({ id: `${overrides.id}-item-${index + 1}`, front: null, content, attachments: [] })),
    progress: { status: 'NOT_STARTED', percent: 0, current: null },
    ...overrides,
  };
}

export function buildJarHandlers(state: FakeState, newId: (prefix: string) => string) {
  const findJar = (id: unknown) => state.jars.find((jar) => jar.id === id);
  const findItem = (jar: FakeJar | undefined, itemId: unknown) => jar?.items.find((item) => item.id === itemId);
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
      if (!isPremium(state.account, new Date())) return refusal('PREMIUM_REQUIRED', JAR_MESSAGES.premiumRequired);
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
      return jar ? ok(toJar(jar)) : jarNotFound();
    }),
    http.put(`${API}/jars/:id/edit`, async ({ request, params }) => {
      const jar = findJar(params.id);
      if (!jar) return jarNotFound();
      // No role check, as the server: a subscriber may rename and describe their own copy.
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
      if (!jar) return jarNotFound();
      state.jars = state.jars.filter((candidate) => candidate !== jar);
      return new HttpResponse(null, { status: 204 });
    }),
    http.put(`${API}/jars/:id/settings`, async ({ request, params }) => {
      const jar = findJar(params.id);
      if (!jar) return jarNotFound();
      const body = await readBody(request, JarSettingsBody);
      if (!body.ok) return failure(400, body.error);
      if (!state.curves.some((curve) => curve.id === body.value.curveId)) return badField('curveId', JAR_MESSAGES.unknownCurve);
      jar.settings = body.value;
      return ok(toJar(jar));
    }),
    http.get(`${API}/jars/:id/progress`, ({ params }) => {
      const jar = findJar(params.id);
      return jar ? ok(jar.progress) : jarNotFound();
    }),
    http.put(`${API}/jars/:id/start`, ({ params }) => {
      const jar = findJar(params.id);
      if (!jar) return jarNotFound();
      if (jar.progress.status === 'IN_PROGRESS') return conflict(JAR_MESSAGES.alreadyRunning);
      if (jar.progress.status === 'PAUSED') {
        jar.progress = { ...jar.progress, status: 'IN_PROGRESS' };
        return ok(jar.progress);
      }
      // Not started, or finished: a new round needs a knowledge point that is not abandoned.
      if (!jar.items.some((item) => item.status !== 'CANCELLED')) return conflict(JAR_MESSAGES.emptyJar);
      jar.progress = { status: 'IN_PROGRESS', percent: 0, current: null };
      advance(jar);
      return ok(jar.progress);
    }),
    http.put(`${API}/jars/:id/pause`, ({ params }) => {
      const jar = findJar(params.id);
      if (!jar) return jarNotFound();
      if (jar.progress.status !== 'IN_PROGRESS') return conflict(JAR_MESSAGES.notRunning);
      jar.progress = { ...jar.progress, status: 'PAUSED' };
      return ok(jar.progress);
    }),
    http.put(`${API}/jars/:id/reload`, ({ params }) => {
      const jar = findJar(params.id);
      if (!jar) return jarNotFound();
      if (jar.role === 'CREATOR') return conflict(JAR_MESSAGES.creatorReload);
      // The fake creator never changes anything: an honest "nothing new" answer.
      const sync = { added: 0, updated: 0, removed: 0 };
      return ok({ ...toJar(jar), sync: { ...sync, message: syncMessage(sync) } });
    }),

    // Items
    http.get(`${API}/jars/:id/items/page`, ({ request, params }) => {
      const jar = findJar(params.id);
      return jar ? ok(pageOf(jar.items, new URL(request.url))) : jarNotFound();
    }),
    http.post(`${API}/jars/:id/items`, async ({ request, params }) => {
      const jar = findJar(params.id);
      if (!jar) return jarNotFound();
      if (jar.role !== 'CREATOR') return buyerReadOnly();
      const body = await readBody(request, JarItemBody);
      if (!body.ok) return failure(400, body.error);
      const item: JarItem = { id: newId('item'), front: normaliseFront(body.value.front), content: body.value.content, attachments: [] };
      jar.items.push(item);
      return ok(item, 201);
    }),
    http.put(`${API}/jars/:id/items/import-from-memos`, async ({ request, params }) => {
      const jar = findJar(params.id);
      if (!jar) return jarNotFound();
      if (jar.role !== 'CREATOR') return buyerReadOnly();
      const body = await readBody(request, ImportFromMemosBody);
      if (!body.ok) return failure(400, body.error);
      const memos = body.value.memoIds.map((id) => state.memos.find((memo) => memo.id === id));
      if (memos.some((memo) => !memo)) return notFound(JAR_MESSAGES.memoNotFound);
      const added = memos.flatMap((memo) => (memo ? [{ id: newId('item'), front: null, content: memo.content, attachments: [...memo.attachments] }] : []));
      jar.items.push(...added);
      return ok(added);
    }),
    http.get(`${API}/jars/:id/items/:itemId`, ({ params }) => {
      const jar = findJar(params.id);
      if (!jar) return jarNotFound();
      const item = findItem(jar, params.itemId);
      return item ? ok(item) : itemNotFound();
    }),
    // No role check, as the server: a subscriber's edit of their copy's text is theirs (同步 keeps it).
    http.put(`${API}/jars/:id/items/:itemId`, async ({ request, params }) => {
      const jar = findJar(params.id);
      if (!jar) return jarNotFound();
      const item = findItem(jar, params.itemId);
      if (!item) return itemNotFound();
      const body = await readBody(request, JarItemBody);
      if (!body.ok) return failure(400, body.error);
      item.content = body.value.content;
      // As the server: an omitted 正面 stays, a blank one is cleared.
      if (body.value.front !== undefined) item.front = normaliseFront(body.value.front);
      return ok(item);
    }),
    http.put(`${API}/jars/:id/items/:itemId/cancel`, ({ params }) => {
      const jar = findJar(params.id);
      if (!jar) return jarNotFound();
      const item = findItem(jar, params.itemId);
      if (!item) return itemNotFound();
      item.status = 'CANCELLED';
      return ok(item);
    }),
    http.delete(`${API}/jars/:id/items/:itemId`, ({ params }) => {
      const jar = findJar(params.id);
      if (!jar) return jarNotFound();
      if (jar.role !== 'CREATOR') return buyerReadOnly();
      const item = findItem(jar, params.itemId);
      if (!item) return itemNotFound();
      jar.items = jar.items.filter((candidate) => candidate !== item);
      return new HttpResponse(null, { status: 204 });
    }),

    // Attaching an uploaded file to a knowledge point, and taking it off again.
    http.post(`${API}/attachments`, async ({ request }) => {
      const body = await readBody(request, AttachBody);
      if (!body.ok) return failure(400, body.error);
      const item = findItem(findJar(body.value.jarId), body.value.itemId);
      if (!item) return notFound(ATTACHMENT_MESSAGES.itemNotFound);
      const attachment = { id: body.value.id, type: body.value.type, url: `${FAKE_UPLOAD_ORIGIN}/${body.value.id}`, blurHash: body.value.blurHash ?? null };
      item.attachments = [...(item.attachments ?? []), attachment];
      return ok(attachment, 201);
    }),
    http.put(`${API}/attachments/disattach`, async ({ request }) => {
      const body = await readBody(request, DisattachBody);
      if (!body.ok) return failure(400, body.error);
      const item = findItem(findJar(body.value.jarId), body.value.itemId);
      // As the server: taking a file off an item that is not there is "no such attachment".
      if (!item) return notFound(ATTACHMENT_MESSAGES.notFound);
      item.attachments = (item.attachments ?? []).filter((attachment) => attachment.id !== body.value.id);
      return new HttpResponse(null, { status: 204 });
    }),

    // The avatar: a signed URL for the image; once the file is PUT there, GET /users/me shows it.
    http.put(`${API}/users/me/avatar`, async ({ request }) => {
      const body = await readBody(request, AvatarUploadBody);
      if (!body.ok) return failure(400, body.error);
      if (attachmentTypeOf(body.value.contentType) !== 'IMAGE') return badField('contentType', ATTACHMENT_MESSAGES.avatarImageOnly);
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
