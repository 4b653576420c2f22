import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { Post, ReviewEvent, ReviewEventsResponse, TimelineFetchResponse } from '@memory/contracts';
import type { SuiteContext } from './suite';

type Client = Awaited<ReturnType<SuiteContext['as']>>;

/** PUT /api/timeline/fetch, with the posts the screen already holds. */
export async function fetchPage(client: Client, size = 10, held: readonly string[] = []): Promise<TimelineFetchResponse> {
  const response = await client.put(`/api/timeline/fetch?size=${size}`, held.length > 0 ? { held } : undefined);
  assert.equal(response.statusCode, 200, response.body);
  return response.json();
}

/** An event with a fresh client id, as the browser makes them. */
export function event(reviewId: string, type: ReviewEvent['type'], grade?: ReviewEvent['grade']): ReviewEvent {
  return { id: randomUUID(), reviewId, type, ...(grade ? { grade } : {}) };
}

export async function report(client: Client, events: readonly ReviewEvent[]): Promise<ReviewEventsResponse> {
  const response = await client.post('/api/reviews/events', { events });
  assert.equal(response.statusCode, 200, response.body);
  return response.json();
}

/** What a learner does with each post on screen: a visible one is seen, a hidden one revealed (查看). */
export function meetingEvents(posts: readonly Post[]): ReviewEvent[] {
  return posts.map((post) => event(post.id, post.hidden ? 'revealed' : 'seen'));
}

/** Reports every post as met (seen / revealed). */
export async function meet(client: Client, posts: readonly Post[]): Promise<void> {
  if (posts.length > 0) await report(client, meetingEvents(posts));
}

/** Fetches today's feed page by page, meeting each post as a learner scrolling through would. */
export async function reviewFeed(client: Client, size = 10): Promise<Post[]> {
  const posts: Post[] = [];
  for (;;) {
    const page = await fetchPage(client, size);
    await meet(client, page.entries);
    posts.push(...page.entries);
    if (page.entries.length === 0 || page.remaining === 0) return posts;
  }
}
