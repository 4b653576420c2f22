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
