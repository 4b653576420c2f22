import type { CurrentUser } from '@memory/contracts';
import { USERNAME_MAX_LENGTH } from '@memory/contracts';
import { now } from '../../clock';
import type { Database } from '../../db/database';
import { badField, conflict, notFound } from '../../http/errors';
import { trialAccount } from '../account/service';
import { findUserById, insertUserWithAccount, isUniqueViolation, isUsernameTakenByOther, updateUsername, type UserRow } from './queries';

export const USERNAME_MESSAGES = {
  blank: '用户名不能为空',
  tooLong: `用户名不能超过 ${USERNAME_MAX_LENGTH} 个字符`,
  invalidCharacters: '用户名不能包含换行或控制字符',
  taken: '该用户名已被占用',
} as const;

// Sign-in names are stricter (src/auth); a profile name may hold spaces or punctuation but no control characters.
const CONTROL_CHARACTERS = /\p{Cc}/u;

export interface UsersService {
  /** Creates the user (with a 7-day trial) the first time a `sub` calls the API. */
  ensureUser(sub: string, usernameClaim: string | undefined): Promise<void>;
  getCurrentUser(userId: string): Promise<CurrentUser>;
  changeUsername(userId: string, requested: string): Promise<CurrentUser>;
}

export function createUsersService(db: Database): UsersService {
  // Saves a query per request for callers already seen by this process; bounded so it cannot grow forever.
  const knownUsers = new Set<string>();
  const KNOWN_USERS_LIMIT = 10_000;

  async function ensureUser(sub: string, usernameClaim: string | undefined): Promise<void> {
    if (knownUsers.has(sub)) return;
    if (!(await findUserById(db, sub))) {
      const at = now();
      const claimed = usernameClaim ? normaliseUsername(usernameClaim) : '';
      const username = claimed && !usernameProblem(claimed) ? claimed : null;
      try {
        await insertUserWithAccount(db, { id: sub, username, at }, trialAccount(at));
      } catch (error) {
        // Someone already shows that name on their profile: start without one (shown as 未设置).
        if (!isUniqueViolation(error) || username === null) throw error;
        await insertUserWithAccount(db, { id: sub, username: null, at }, trialAccount(at));
      }
    }
    if (knownUsers.size >= KNOWN_USERS_LIMIT) knownUsers.clear();
    knownUsers.add(sub);
  }

  async function getCurrentUser(userId: string): Promise<CurrentUser> {
    const user = await findUserById(db, userId);
    if (!user) throw notFound('用户不存在');
    return toCurrentUser(user);
  }

  async function changeUsername(userId: string, requested: string): Promise<CurrentUser> {
    const username = normaliseUsername(requested);
    const problem = usernameProblem(username);
    if (problem) throw badField('username', problem);
    const user = await findUserById(db, userId);
    if (!user) throw notFound('用户不存在');
    if (user.username === username) return toCurrentUser(user);
    const takenMessage = { username: USERNAME_MESSAGES.taken };
    if (await isUsernameTakenByOther(db, username, userId)) throw conflict(USERNAME_MESSAGES.taken, takenMessage);
    if (!(await updateUsername(db, userId, username, now()))) throw conflict(USERNAME_MESSAGES.taken, takenMessage);
    return { ...toCurrentUser(user), username };
  }

  return { ensureUser, getCurrentUser, changeUsername };
}

export function normaliseUsername(username: string): string {
  return username.trim().normalize('NFC');
}

export function usernameProblem(username: string): string | null {
  const length = [...username].length;
  if (length === 0) return USERNAME_MESSAGES.blank;
  if (length > USERNAME_MAX_LENGTH) return USERNAME_MESSAGES.tooLong;
  if (CONTROL_CHARACTERS.test(username)) return USERNAME_MESSAGES.invalidCharacters;
  return null;
}

function toCurrentUser(user: UserRow): CurrentUser {
  // Avatars arrive with the attachments issue.
  return { id: user.id, username: user.username, avatarUrl: null };
}
