import type { AttachmentUploadResponse, CurrentUser } from '@memory/contracts';
import { normaliseUsername, USERNAME_MESSAGES, usernameProblem } from '@memory/contracts';
import { now } from '../../clock';
import type { Database } from '../../db/database';
import { badField, conflict, notFound } from '../../http/errors';
import type { AccountService } from '../account/service';
import type { AttachmentsService } from '../attachments/service';
import {
  findUserById,
  insertUserUnlessExists,
  isUniqueViolation,
  isUsernameTakenByOther,
  updateAvatars,
  updateUsername,
  type UserRow,
} from './queries';

// One username rule (@memory/contracts' usernameProblem) for sign-up, a provider's username claim and 修改用户名.
export interface UsersService {
  /**
   * Creates the user (with a 7-day trial) the first time a `sub` calls the API. Returns undefined, at once, for a
   * caller this process has seen (every request's sign-in check: no promise); else a promise of the user.
   */
  ensureUser(sub: string, usernameClaim: string | undefined): Promise<void> | undefined;
  getCurrentUser(userId: string): Promise<CurrentUser>;
  changeUsername(userId: string, requested: string): Promise<CurrentUser>;
  /** PUT /users/me/avatar: a signed URL for a new avatar image; GET /users/me shows it once the file is there. */
  requestAvatarUpload(userId: string, contentType: string): Promise<AttachmentUploadResponse>;
}

/** The attachments calls avatars need (the admin CLI runs without them: no avatars there). */
export type AvatarFiles = Pick<AttachmentsService, 'requestAvatarUpload' | 'readUrls'>;

export function createUsersService(db: Database, deps: { account: Pick<AccountService, 'openTrial'>; avatars?: AvatarFiles }): UsersService {
  const { account, avatars } = deps;
  // Saves a query per request for callers already seen by this process; bounded so it cannot grow forever.
  const knownUsers = new Set<string>();
  const KNOWN_USERS_LIMIT = 10_000;

  function ensureUser(sub: string, usernameClaim: string | undefined): Promise<void> | undefined {
    return knownUsers.has(sub) ? undefined : createUnlessExists(sub, usernameClaim);
  }

  async function createUnlessExists(sub: string, usernameClaim: string | undefined): Promise<void> {
    if (!(await findUserById(db, sub))) {
      const at = now();
      const claimed = usernameClaim ? normaliseUsername(usernameClaim) : '';
      const username = claimed && !usernameProblem(claimed) ? claimed : null;
      // The user and their trial account, together.
      const insert = (name: string | null) =>
        db.transaction(async (tx) => {
          if (await insertUserUnlessExists(tx, { id: sub, username: name, at })) await account.openTrial(tx, sub, at);
        });
      try {
        await insert(username);
      } catch (error) {
        // Someone already shows that name on their profile: start without one (shown as 未设置).
        if (!isUniqueViolation(error) || username === null) throw error;
        await insert(null);
      }
    }
    if (knownUsers.size >= KNOWN_USERS_LIMIT) knownUsers.clear();
    knownUsers.add(sub);
  }

  /** The newest avatar whose upload finished: the pending one once it is there, else the one shown before. */
  async function avatarUrlOf(user: UserRow): Promise<string | null> {
    const ids = [user.pendingAvatarAttachmentId, user.avatarAttachmentId].filter((id): id is string => id !== null);
    if (!avatars || ids.length === 0) return null;
    const urls = await avatars.readUrls(ids);
    for (const id of ids) {
      const url = urls.get(id);
      if (url) return url;
    }
    return null;
  }

  async function getCurrentUser(userId: string): Promise<CurrentUser> {
    const user = await findUserById(db, userId);
    if (!user) throw notFound('用户不存在');
    return { ...toCurrentUser(user), avatarUrl: await avatarUrlOf(user) };
  }

  async function requestAvatarUpload(userId: string, contentType: string): Promise<AttachmentUploadResponse> {
    if (!avatars) throw new Error('avatars are not configured');
    const user = await findUserById(db, userId);
    if (!user) throw notFound('用户不存在');
    const upload = await avatars.requestAvatarUpload(userId, contentType);
    // A finished pending avatar becomes the shown one; the new request waits as pending until its file is there.
    const pending = user.pendingAvatarAttachmentId;
    const pendingDone = pending !== null && (await avatars.readUrls([pending])).has(pending);
    await updateAvatars(db, userId, { shown: pendingDone ? pending : user.avatarAttachmentId, pending: upload.data.id }, now());
    return upload;
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
    return { ...toCurrentUser(user), username, avatarUrl: await avatarUrlOf(user) };
  }

  return { ensureUser, getCurrentUser, changeUsername, requestAvatarUpload };
}

function toCurrentUser(user: UserRow): CurrentUser {
  return { id: user.id, username: user.username, avatarUrl: null };
}
