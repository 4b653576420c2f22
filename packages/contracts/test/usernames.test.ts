import { normaliseUsername, USERNAME_MAX_LENGTH, USERNAME_MESSAGES, usernameLength, usernameProblem } from '../src';

describe('the username rule (sign-up, provider claims and 修改用户名 alike)', () => {
  it('trims and normalises before checking', () => {
    expect(normaliseUsername('  爱丽丝 A  ')).toBe('爱丽丝 A');
    expect(normaliseUsername('e\u0301')).toBe('\u00e9');
  });

  it('counts characters as people do', () => {
    expect(usernameLength('记忆仓库')).toBe(4);
    expect(usernameLength('😀😀')).toBe(2);
  });

  it.each(['张', 'a-b c!', '记'.repeat(USERNAME_MAX_LENGTH), '😀'.repeat(USERNAME_MAX_LENGTH), 'demo_user'])('accepts %j', (name) => {
    expect(usernameProblem(name)).toBeNull();
  });

  it('refuses blank, over-long and control characters, saying which', () => {
    expect(usernameProblem('')).toBe(USERNAME_MESSAGES.blank);
    expect(usernameProblem('x'.repeat(USERNAME_MAX_LENGTH + 1))).toBe(USERNAME_MESSAGES.tooLong);
    expect(usernameProblem('line\nbreak')).toBe(USERNAME_MESSAGES.invalidCharacters);
    expect(usernameProblem('tab\tname')).toBe(USERNAME_MESSAGES.invalidCharacters);
  });
});
