import { isInAppPath } from '../src';

describe('isInAppPath (no open redirects)', () => {
  it.each(['/', '/home', '/home/jars/3?tab=items#top', '/home/new-memo?next=//evil.example'])('accepts the in-app path %s', (path) => {
    expect(isInAppPath(path)).toBe(true);
  });

  it.each([
    ['another host, protocol-relative', '//evil.example'],
    ['another host, backslash (browsers read /\\ as //)', '/\\evil.example'],
    ['an absolute URL', 'https://evil.example/home'],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', 'home'],
    ['empty', ''],
  ])('refuses %s', (_, path) => {
    expect(isInAppPath(path)).toBe(false);
  });

  it('refuses anything that is not a string', () => {
    for (const value of [null, undefined, 42, { from: '/home' }]) expect(isInAppPath(value)).toBe(false);
  });
});
