// The username rule, one for every path that sets a name: sign-up on the sign-in pages, the first sight of a `sub`
// (the provider's username claim), and 修改用户名 in settings (SPEC §4: a changed, non-empty, trimmed value is saved).
import { USERNAME_MAX_LENGTH } from './limits';

export const USERNAME_MESSAGES = {
  blank: '用户名不能为空',
  tooLong: `用户名不能超过 ${USERNAME_MAX_LENGTH} 个字符`,
  invalidCharacters: '用户名不能包含换行或控制字符',
  taken: '该用户名已被占用',
} as const;

const CONTROL_CHARACTERS = /\p{Cc}/u;

/** Surrounding spaces are never meant to be part of a name; NFC so that one name has one spelling. */
export function normaliseUsername(username: string): string {
  return username.trim().normalize('NFC');
}

/** Length in characters as people count them (an emoji or a Chinese character is one), not UTF-16 units. */
export function usernameLength(username: string): number {
  return [...username].length;
}

/** The first rule a (normalised) username breaks, as the message to show, or null. */
export function usernameProblem(username: string): string | null {
  const length = usernameLength(username);
  if (length === 0) return USERNAME_MESSAGES.blank;
  if (length > USERNAME_MAX_LENGTH) return USERNAME_MESSAGES.tooLong;
  if (CONTROL_CHARACTERS.test(username)) return USERNAME_MESSAGES.invalidCharacters;
  return null;
}
