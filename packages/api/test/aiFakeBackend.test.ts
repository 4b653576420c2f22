import { parseExamQuestion } from '@memory/contracts';
import { streamAi } from '../src/ai';
import { createPremiumAccount, SAMPLE_EXAM_QUESTION } from '../src/testing';
import { setupFakeApi } from '../src/testing/jest';

const fake = setupFakeApi();

describe('the default fake backend answers POST /ai/stream', () => {
  it('expands text for anyone', async () => {
    const text = await streamAi({ type: 'expand', prompt: '牛顿第一定律' }, { onText: () => undefined });
    expect(text).toMatch(/^牛顿第一定律\n\n补充说明/);
  });

  it('locks explainer and exam for a trial account, like the server', async () => {
    await expect(streamAi({ type: 'explainer', prompt: '', memoContent: '牛顿第一定律' }, { onText: () => undefined })).rejects.toMatchObject({
      kind: 'premium-required',
    });
  });

  it('streams a valid exam question to a member', async () => {
    fake.backend.state.account = createPremiumAccount();
    const text = await streamAi({ type: 'exam', prompt: '', memoContent: '光合作用' }, { onText: () => undefined });
    expect(parseExamQuestion(text)).toEqual(SAMPLE_EXAM_QUESTION);
  });

  it('answers a bad body with 400', async () => {
    const failure = streamAi({ type: 'unknown' as 'expand', prompt: '' }, { onText: () => undefined });
    await expect(failure).rejects.toMatchObject({ kind: 'fatal', code: 'BAD_REQUEST' });
  });
});
