// MSW handlers for the review side of the fake backend: today's feed, remaining counts, activity,
// memo-tag suggestions and the two-step attachment upload (signed URL, then PUT of the file body).
import { http, HttpResponse, type JsonBodyType } from 'msw';
import {
  AttachmentUploadBody,
  PAGE_SIZES,
  TimelineFetchBody,
  attachmentTypeOf,
  isPremium,
  ATTACHMENT_MESSAGES,
  PREMIUM_REQUIRED_MESSAGES,
  type MemoTag,
} from '@memory/contracts';
import { validate } from '@memory/contracts/validation';
import { badField, failure, refusal } from './errors';
import type { FakeState } from './fakeData';

const API = '*/api';
/** Where the fake hands out signed upload URLs; the PUT of the file lands here too. */
export const FAKE_UPLOAD_ORIGIN = 'https://uploads.fake.test';

const ok = (body: JsonBodyType, status = 200) => HttpResponse.json(body, { status });

/** Tags of the memos in the fake, with how many memos carry each one. */
function memoTagsOf(state: FakeState): MemoTag[] {
  const counts = new Map<string, number>();
  for (const memo of state.memos) for (const tag of memo.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts].map(([name, memoCount]) => ({ id: `tag-${name}`, name, memoCount }));
}

export function buildReviewHandlers(state: FakeState) {
  return [
    // Reading is not reviewing: a fetch answers the next unreviewed posts the screen does not hold, and writes nothing.
    http.put(`${API}/timeline/fetch`, async ({ request }) => {
      const size = Number(new URL(request.url).searchParams.get('size') ?? PAGE_SIZES.timeline) || PAGE_SIZES.timeline;
      const text = await request.text();
      let parsed: unknown;
      try {
        parsed = text ? JSON.parse(text) : {};
      } catch {
        parsed = undefined;
      }
      const body = validate(TimelineFetchBody, parsed);
      if (!body.ok) return failure(400, body.error);
      const held = body.value.held ?? [];
      state.fetchRequests.push({ size, held });
      const unheld = state.feed.filter((post) => !held.includes(post.id));
      const entries = unheld.slice(0, size);
      return ok({ entries, remaining: unheld.length - entries.length, today: state.today });
    }),
    http.get(`${API}/timeline/summary`, () => ok(state.summary)),
    http.get(`${API}/activities`, ({ request }) => {
      const start = new URL(request.url).searchParams.get('start') ?? '';
      state.activityRequests.push(start);
      return ok(state.activities.filter((entry) => entry.date >= start));
    }),
    http.get(`${API}/memo-tags/page`, ({ request }) => {
      const url = new URL(request.url);
      const keyword = url.searchParams.get('keyword') ?? '';
      const size = Number(url.searchParams.get('size') ?? PAGE_SIZES.tagSearch) || PAGE_SIZES.tagSearch;
      const matching = memoTagsOf(state).filter((tag) => tag.name.includes(keyword));
      return ok({ entries: matching.slice(0, size), total: matching.length, page: 1, size });
    }),

    http.put(`${API}/attachments`, async ({ request }) => {
      const body = validate(AttachmentUploadBody, await request.json().catch(() => undefined));
      if (!body.ok) return failure(400, body.error);
      // As the server checks: an unsupported type is refused before the membership is looked at.
      if (!attachmentTypeOf(body.value.contentType)) return badField('contentType', ATTACHMENT_MESSAGES.unsupportedType);
      if (!isPremium(state.account, new Date())) return refusal('PREMIUM_REQUIRED', PREMIUM_REQUIRED_MESSAGES.ATTACHMENTS);
      state.uploadRequests.push(body.value);
      return ok({ data: { id: body.value.id, signedUrl: `${FAKE_UPLOAD_ORIGIN}/${body.value.id}?signature=fake` } });
    }),
    http.put(`${FAKE_UPLOAD_ORIGIN}/:id`, async ({ request, params }) => {
      const bytes = (await request.arrayBuffer()).byteLength;
      state.uploadedFiles.push({ id: String(params.id), contentType: request.headers.get('Content-Type') ?? '', bytes });
      return new HttpResponse(null, { status: 200 });
    }),
  ];
}
