import { createAppStore, reviewsApi, timelineApi } from '../src';
import { REVIEW_MESSAGES, type Post } from '@memory/contracts';
import { setupFakeApi } from '../src/testing/jest';

const fake = setupFakeApi();

const post = (id: string, hidden: boolean): Post => ({
  id, type: 'MEMO_POST', memoId: id.split('.')[0]!, jarId: null, itemId: null, content: '内容', subContent: null, source: null, hidden, hasAttachments: false,
});

async function deliver(...posts: Post[]) {
  fake.backend.state.feed = posts;
  const store = createAppStore();
  await store.dispatch(timelineApi.endpoints.fetchTimeline.initiate({ size: 10 }));
  return store;
}

const event = (n: number, reviewId: string, type: 'seen' | 'revealed' | 'graded' | 'quizzed', grade?: 'AGAIN' | 'GOOD' | 'EASY') => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  reviewId,
  type,
  ...(grade ? { grade } : {}),
});

describe('the review record in the fake backend', () => {
  it('a fetch writes nothing and skips the held posts; `remaining` counts what is beyond the page and the held', async () => {
    const store = await deliver(post('m1.0', false), post('m2.1', true), post('m3.1', true));
    const again = await store.dispatch(timelineApi.endpoints.fetchTimeline.initiate({ size: 1, held: ['m1.0'] })).unwrap();
    expect(again.entries.map((entry) => entry.id)).toEqual(['m2.1']);
    expect(again.remaining).toBe(1);
    expect(fake.backend.state.feed).toHaveLength(3);
    expect(fake.backend.state.reviews).toEqual([]);
    expect(fake.backend.state.fetchRequests.at(-1)).toEqual({ size: 1, held: ['m1.0'] });
  });

  it('events review the posts they name (they leave the feed), and a replayed id is a duplicate that changes nothing', async () => {
    const store = await deliver(post('m1.0', false), post('m2.1', true), post('m3.1', true));
    const events = [event(1, 'm1.0', 'seen'), event(2, 'm2.1', 'revealed'), event(3, 'm2.1', 'graded', 'EASY'), event(4, 'm3.1', 'quizzed', 'AGAIN')];
    const first = await store.dispatch(reviewsApi.endpoints.recordReviewEvents.initiate({ events })).unwrap();
    expect(first.results.map((result) => result.status)).toEqual(['recorded', 'recorded', 'recorded', 'recorded']);
    expect(first.results[2]?.review).toMatchObject({ reviewId: 'm2.1', grade: 'EASY', source: 'SELF', nextDueDay: '2026-12-01' });
    expect(fake.backend.state.feed).toEqual([]);

    const replay = await store.dispatch(reviewsApi.endpoints.recordReviewEvents.initiate({ events: [events[2]!] })).unwrap();
    expect(replay.results).toEqual([expect.objectContaining({ id: events[2]!.id, status: 'duplicate' })]);
    expect(fake.backend.state.reviewEvents).toHaveLength(4);
    expect(fake.backend.state.gradeRequests).toEqual([
      { reviewId: 'm2.1', grade: 'EASY', source: 'SELF' },
      { reviewId: 'm3.1', grade: 'AGAIN', source: 'QUIZ' },
    ]);
    const next = await store.dispatch(timelineApi.endpoints.fetchTimeline.initiate({ size: 10 })).unwrap();
    expect(next).toMatchObject({ entries: [], remaining: 0 });
  });

  it('a batch with one refused event is a 4xx naming it and records nothing', async () => {
    const store = await deliver(post('m1.0', false), post('m2.1', true));
    const refusals = [
      [event(1, 'm2.1', 'seen'), REVIEW_MESSAGES.seenHidden],
      [event(2, 'm2.1', 'graded', 'GOOD'), REVIEW_MESSAGES.notRevealed],
      [event(3, 'm9.1', 'revealed'), REVIEW_MESSAGES.notDue],
      [event(4, 'm2.1', 'quizzed'), REVIEW_MESSAGES.gradeMissing],
    ] as const;
    for (const [refused, message] of refusals) {
      const answer = await store.dispatch(reviewsApi.endpoints.recordReviewEvents.initiate({ events: [event(9, 'm1.0', 'seen'), refused] }));
      expect(answer).toMatchObject({ error: { data: { message } } });
      expect(Object.keys((answer.error as { data: { fields: object } }).data.fields)[0]).toMatch(/^events\.1\./);
    }
    expect(fake.backend.state.feed).toHaveLength(2);
    expect(fake.backend.state.reviewEvents).toEqual([]);
  });
});

describe('grades in the fake backend (the contract rules)', () => {
  it('a SELF grade needs 查看 first; then it is recorded and can be changed the same day', async () => {
    const store = await deliver(post('m1.2', true));
    const early = await store.dispatch(reviewsApi.endpoints.gradeReview.initiate({ reviewId: 'm1.2', grade: 'GOOD' }));
    expect(early).toMatchObject({ error: { status: 400, data: { fields: { grade: REVIEW_MESSAGES.notRevealed } } } });

    await store.dispatch(reviewsApi.endpoints.revealReview.initiate('m1.2'));
    const graded = await store.dispatch(reviewsApi.endpoints.gradeReview.initiate({ reviewId: 'm1.2', grade: 'EASY' }));
    expect(graded.data).toMatchObject({ reviewId: 'm1.2', grade: 'EASY', source: 'SELF', revealed: true });
    const changed = await store.dispatch(reviewsApi.endpoints.gradeReview.initiate({ reviewId: 'm1.2', grade: 'HARD' }));
    expect(changed.data).toMatchObject({ grade: 'HARD' });
  });

  it('a QUIZ grade reveals; a first (not hidden) review and another day cannot be graded', async () => {
    const store = await deliver(post('m1.1', true), post('m2.0', false));
    const quiz = await store.dispatch(reviewsApi.endpoints.gradeReview.initiate({ reviewId: 'm1.1', grade: 'AGAIN', source: 'QUIZ' }));
    expect(quiz.data).toMatchObject({ grade: 'AGAIN', source: 'QUIZ', revealed: true });
    const open = await store.dispatch(reviewsApi.endpoints.gradeReview.initiate({ reviewId: 'm2.0', grade: 'GOOD', source: 'QUIZ' }));
    expect(open).toMatchObject({ error: { status: 400 } });

    fake.backend.state.today = '2026-11-24';
    const late = await store.dispatch(reviewsApi.endpoints.gradeReview.initiate({ reviewId: 'm1.1', grade: 'GOOD', source: 'QUIZ' }));
    expect(late).toMatchObject({ error: { status: 409 } });
  });

  it('a bad grade is a 400 naming the field', async () => {
    const store = await deliver(post('m1.1', true));
    const bad = await store.dispatch(reviewsApi.endpoints.gradeReview.initiate({ reviewId: 'm1.1', grade: 'SUPER' as never, source: 'QUIZ' }));
    expect(bad).toMatchObject({ error: { status: 400 } });
  });

  it('retention answers 30 days of forecast from today when nothing was graded', async () => {
    const result = await createAppStore().dispatch(reviewsApi.endpoints.getRetention.initiate());
    expect(result.data?.curves).toEqual([]);
    expect(result.data?.forecast).toHaveLength(30);
    expect(result.data?.forecast[0]).toEqual({ date: '2026-11-23', count: 0 });
  });
});
