import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { normaliseUsername, USERNAME_MESSAGES, usernameProblem } from '@memory/contracts';
import { credentials } from '../db/schema/auth';
import type { AuthDatabase } from './database';
import { hashPassword, needsRehash, verifyAgainstDecoy, verifyPassword } from './password';
import { weakPasswordReason } from './password-policy';

/**
 * Rules shown to people on the sign-up page; the messages are the product's wording. A new username follows the
 * one username rule of @memory/contracts (`usernameProblem`), the same as 修改用户名 in settings.
 */
export const PASSWORD_MIN = 8;
/** scrypt cost grows with input length; nobody types more than this. */
export const PASSWORD_MAX = 128;

export const CREDENTIAL_MESSAGES = {
  usernameTaken: USERNAME_MESSAGES.taken,
  wrongPassword: '用户名或密码错误',
  passwordTooShort: `密码至少 ${PASSWORD_MIN} 位`,
  passwordTooLong: `密码不能超过 ${PASSWORD_MAX} 位`,
  /** The sign-in form's prompt for an empty name. */
  usernameRequired: '请输入用户名',
} as const;

export type CredentialErrorCode = 'USERNAME_TAKEN' | 'USERNAME_INVALID' | 'PASSWORD_INVALID';

export class CredentialsError extends Error {
  constructor(
    readonly code: CredentialErrorCode,
    readonly field: 'username' | 'password',
    message: string,
  ) {
    super(message);
    this.name = 'CredentialsError';
  }
}

export interface Account {
  /** the `sub` of every token issued to this person */
  id: string;
  username: string;
}

export interface CredentialsInput {
  username: string;
  password: string;
}

/**
 * The first rule a new password breaks, or null: its length, then (given the username it is for) how easy it is
 * to guess — common passwords, keyboard walks, repeats, and anything built from the username (password-policy.ts).
 */
export function passwordProblem(password: string, username?: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return CREDENTIAL_MESSAGES.passwordTooShort;
  if (length > PASSWORD_MAX) return CREDENTIAL_MESSAGES.passwordTooLong;
  return username === undefined ? null : weakPasswordReason(password, username);
}

export interface CreateOptions {
  /**
   * Only for the demo account, whose password is published on purpose (printed at start, in the README):
   * skips the guessability check, never the length limits.
   */
  publishedPassword?: boolean;
}

/**
 * Every rule `input` breaks, by field (the username first normalised): what the sign-up page shows at once, so
 * nobody fixes one field only to be told about the next. Empty when it may be registered.
 */
export function credentialsProblems(input: CredentialsInput, options: CreateOptions = {}): Partial<Record<'username' | 'password', string>> {
  const username = normaliseUsername(input.username);
  const problems: Partial<Record<'username' | 'password', string>> = {};
  const badUsername = usernameProblem(username);
  if (badUsername) problems.username = badUsername;
  const badPassword = passwordProblem(input.password, options.publishedPassword ? undefined : username);
  if (badPassword) problems.password = badPassword;
  return problems;
}

/** Registers a new person. Throws CredentialsError naming the field for every rule the input breaks. */
export async function createCredentials(db: AuthDatabase, input: CredentialsInput, options: CreateOptions = {}): Promise<Account> {
  const problems = credentialsProblems(input, options);
  if (problems.username) throw new CredentialsError('USERNAME_INVALID', 'username', problems.username);
  if (problems.password) throw new CredentialsError('PASSWORD_INVALID', 'password', problems.password);
  return storeCredentials(db, input);
}

/**
 * Stores credentials that already passed `credentialsProblems` (the sign-up page checks them itself, to show
 * every problem at once, and the guessability check is too slow to run twice). Throws USERNAME_TAKEN.
 */
export async function storeCredentials(db: AuthDatabase, input: CredentialsInput): Promise<Account> {
  const account = { id: randomUUID(), username: normaliseUsername(input.username) };
  const passwordHash = await hashPassword(input.password);
  // The unique index decides races between two sign-ups of the same name; no row back means it was taken.
  const inserted = await db
    .insert(credentials)
    .values({ ...account, passwordHash })
    .onConflictDoNothing()
    .returning({ id: credentials.id });
  if (inserted.length === 0) {
    throw new CredentialsError('USERNAME_TAKEN', 'username', CREDENTIAL_MESSAGES.usernameTaken);
  }
  return account;
}

/** The account when username and password match, else null (never says which of the two was wrong). */
export async function verifyCredentials(db: AuthDatabase, input: CredentialsInput): Promise<Account | null> {
  const username = normaliseUsername(input.username);
  const row = username ? await findByUsername(db, username) : undefined;
  if (!row || [...input.password].length > PASSWORD_MAX) {
    return verifyAgainstDecoy(input.password.slice(0, PASSWORD_MAX)).then(() => null);
  }
  if (!(await verifyPassword(input.password, row.passwordHash))) return null;
  // Hashed with older parameters: stored again with today's, now that the password is at hand.
  if (needsRehash(row.passwordHash)) {
    await db.update(credentials).set({ passwordHash: await hashPassword(input.password) }).where(eq(credentials.id, row.id));
  }
  return { id: row.id, username: row.username };
}

export async function findAccountById(db: AuthDatabase, id: string): Promise<Account | undefined> {
  const [row] = await db
    .select({ id: credentials.id, username: credentials.username })
    .from(credentials)
    .where(eq(credentials.id, id))
    .limit(1);
  return row;
}

async function findByUsername(db: AuthDatabase, username: string) {
  const [row] = await db
    .select()
    .from(credentials)
    .where(sql`lower(${credentials.username}) = lower(${username})`)
    .limit(1);
  return row;
}
