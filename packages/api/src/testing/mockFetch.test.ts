import { http, HttpResponse } from 'msw';
import { mockFetchWith } from './mockFetch';

const answer = (name: string) => [http.get('*/api/who', () => HttpResponse.json({ name }))];
const who = async () => ((await (await fetch('http://localhost/api/who')).json()) as { name: string }).name;

describe('mockFetchWith (Storybook stories answered in the page)', () => {
  it('answers from the newest mounted handlers, and from the last released ones until the next mount', async () => {
    const releaseFirst = mockFetchWith(answer('first'));
    expect(await who()).toBe('first');

    // Storybook switches stories: the old one unmounts, a late request of it still reaches its fake backend.
    releaseFirst();
    expect(await who()).toBe('first');

    const releaseSecond = mockFetchWith(answer('second'));
    expect(await who()).toBe('second');
    const releaseInner = mockFetchWith(answer('inner'));
    expect(await who()).toBe('inner');
    releaseInner();
    expect(await who()).toBe('second');
    releaseSecond();
    releaseSecond();
    expect(await who()).toBe('second');
  });
});
