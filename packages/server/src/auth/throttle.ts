import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { LimiterStore } from '../limits/store';
import { clientAddressKey } from '../limits/address';
import { normaliseUsername } from '@memory/contracts';

/**
 * Sign-in and sign-up abuse on the embedded provider (rate-limiter-flexible counters in the shared store, so
 * replicas and restarts see the same numbers).
 *
 * The design, and why an attacker cannot lock the real person out:
 * 1. Per address first. Failures are counted per (account, address) pair: from the 3rd consecutive failure the
 *    pair must wait 1, 2, 4 … 60 s before its next try (growing delays), and the 10th locks the pair for
 *    15 minutes. Someone guessing from their own address locks only themself out of that account; the owner,
 *    at another address, is untouched. A success clears the pair.
 * 2. Per address, over all accounts: 50 failures in an hour lock the address for an hour (one address spraying
 *    guesses over many names).
 * 3. Per account, over all addresses: a generous 200 failures a day mark the account as under attack (many
 *    addresses, each below the limits above). It is NOT locked — that would hand attackers a lock-out button.
 *    Instead, while it is under attack, each address gets one try at a time: any failure locks that pair for an
 *    hour at once. A clean address (no failure on this account) still gets its try, so the owner who types the
 *    right password signs in; a botnet gets about one guess per address per hour.
 * Unknown usernames are counted exactly like real ones (by the typed name), so the answers reveal nothing.
 *
 * Sign-up: 20 accounts created per address per hour (SIGNUPS_PER_HOUR), then a wait until the hour is over (mass
 * account creation). Only created accounts count: a person retrying a weak password or a taken name is not
 * locked out by their own typos, and a refused form creates nothing worth limiting. The e2e server raises it: its journeys sign up many people from 127.0.0.1.
 */
export const THROTTLE = {
  delayFromFailure: 3,
  maxDelaySeconds: 60,
  lockAfterFailures: 10,
  lockSeconds: 15 * 60,
  pairWindowSeconds: 24 * 60 * 60,
  addressFailures: 50,
  addressWindowSeconds: 60 * 60,
  addressLockSeconds: 60 * 60,
  accountFailures: 200,
  accountWindowSeconds: 24 * 60 * 60,
  underAttackLockSeconds: 60 * 60,
  signUpsPerAddress: 20,
  signUpWindowSeconds: 60 * 60,
  signUpLockSeconds: 60 * 60,
} as const;

export interface Refusal {
  /** whole seconds to wait: the Retry-After header */
  retryAfterSeconds: number;
  /** what the page says, in the product's words */
  message: string;
}

export interface AuthThrottle {
  /** Before a password is checked: a refusal (answer 429, check nothing), or null to go on. */
  beforeSignIn(username: string, address: string): Promise<Refusal | null>;
  /** After a wrong password: the wait this failure imposes on the next try, or null. */
  signInFailed(username: string, address: string): Promise<Refusal | null>;
  signInSucceeded(username: string, address: string): Promise<void>;
  /** Before a sign-up form is checked: a refusal when `address` has created its hour's accounts, else null. */
  beforeSignUp(address: string): Promise<Refusal | null>;
  /** Counts one account created from `address`: refused forms (weak password, taken name) never count. */
  signedUp(address: string): Promise<void>;
}

/** 1 s after the 3rd consecutive failure, doubling up to a minute; 0 before. */
export function delayAfterFailures(failures: number): number {
  if (failures < THROTTLE.delayFromFailure) return 0;
  return Math.min(2 ** (failures - THROTTLE.delayFromFailure), THROTTLE.maxDelaySeconds);
}

/** "8 秒" / "15 分钟" / "1 小时", rounded up: never promise a shorter wait than the real one. */
function describeWait(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, Math.ceil(seconds))} 秒`;
  if (seconds < 60 * 60) return `${Math.ceil(seconds / 60)} 分钟`;
  return `${Math.ceil(seconds / 3600)} 小时`;
}

export const THROTTLE_MESSAGES = {
  wait: (seconds: number) => `尝试过于频繁，请 ${describeWait(seconds)}后再试`,
  locked: (seconds: number) => `密码错误次数过多，为保护账号已暂时锁定，请 ${describeWait(seconds)}后再试`,
  address: (seconds: number) => `此网络的登录失败次数过多，请 ${describeWait(seconds)}后再试`,
  signUp: (seconds: number) => `注册尝试过于频繁，请 ${describeWait(seconds)}后再试`,
} as const;

/** Milliseconds `key` is still blocked on `limiter` (consumed past its points), else 0. */
async function blockedMs(limiter: RateLimiterAbstract, key: string): Promise<number> {
  const res = await limiter.get(key);
  return res && res.consumedPoints > limiter.points && res.msBeforeNext > 0 ? res.msBeforeNext : 0;
}

/** Counts one point; resolves with the state whether or not the limit was passed (the library rejects then). */
async function count(limiter: RateLimiterAbstract, key: string): Promise<RateLimiterRes> {
  try {
    return await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return rejection;
    throw rejection;
  }
}

const refusal = (ms: number, message: (seconds: number) => string): Refusal => {
  const retryAfterSeconds = Math.max(1, Math.ceil(ms / 1000));
  return { retryAfterSeconds, message: message(retryAfterSeconds) };
};

export function createAuthThrottle(store: LimiterStore, options: { signUpsPerHour?: number } = {}): AuthThrottle {
  const signUpsPerAddress = options.signUpsPerHour ?? THROTTLE.signUpsPerAddress;
  // Consecutive failures of a pair (cleared by a success), and the wait or lock it must sit out (a 1-point
  // limiter used only through block()).
  const pairFailures = store.limiter({ name: 'signin-pair-fails', points: 1_000_000, durationSeconds: THROTTLE.pairWindowSeconds });
  const pairWait = store.limiter({ name: 'signin-pair-wait', points: 1, durationSeconds: THROTTLE.pairWindowSeconds });
  const addressFailures = store.limiter({
    name: 'signin-address-fails',
    points: THROTTLE.addressFailures,
    durationSeconds: THROTTLE.addressWindowSeconds,
    blockSeconds: THROTTLE.addressLockSeconds,
  });
  const accountFailures = store.limiter({
    name: 'signin-account-fails',
    points: THROTTLE.accountFailures,
    durationSeconds: THROTTLE.accountWindowSeconds,
  });
  const signUps = store.limiter({
    name: 'signup-address',
    points: signUpsPerAddress,
    durationSeconds: THROTTLE.signUpWindowSeconds,
    blockSeconds: THROTTLE.signUpLockSeconds,
  });

  const accountKey = (username: string) => normaliseUsername(username).toLowerCase();
  const pairKey = (username: string, address: string) => `${accountKey(username)}|${clientAddressKey(address)}`;

  return {
    async beforeSignIn(username, address) {
      const addressBlocked = await blockedMs(addressFailures, clientAddressKey(address));
      if (addressBlocked) return refusal(addressBlocked, THROTTLE_MESSAGES.address);
      const pairBlocked = await blockedMs(pairWait, pairKey(username, address));
      if (!pairBlocked) return null;
      const failures = (await pairFailures.get(pairKey(username, address)))?.consumedPoints ?? 0;
      return refusal(pairBlocked, failures >= THROTTLE.lockAfterFailures ? THROTTLE_MESSAGES.locked : THROTTLE_MESSAGES.wait);
    },

    async signInFailed(username, address) {
      const pair = pairKey(username, address);
      const [failures, , account] = await Promise.all([
        count(pairFailures, pair),
        count(addressFailures, clientAddressKey(address)),
        count(accountFailures, accountKey(username)),
      ]);
      const underAttack = account.consumedPoints > THROTTLE.accountFailures;
      const n = failures.consumedPoints;
      let seconds = delayAfterFailures(n);
      let message: (seconds: number) => string = THROTTLE_MESSAGES.wait;
      if (n >= THROTTLE.lockAfterFailures) {
        seconds = THROTTLE.lockSeconds;
        message = THROTTLE_MESSAGES.locked;
      }
      if (underAttack && seconds < THROTTLE.underAttackLockSeconds) {
        seconds = THROTTLE.underAttackLockSeconds;
        message = THROTTLE_MESSAGES.locked;
      }
      if (seconds > 0) await pairWait.block(pair, seconds);
      // This very failure may have locked the whole address.
      const addressBlocked = await blockedMs(addressFailures, clientAddressKey(address));
      if (addressBlocked > seconds * 1000) return refusal(addressBlocked, THROTTLE_MESSAGES.address);
      return seconds > 0 ? refusal(seconds * 1000, message) : null;
    },

    async signInSucceeded(username, address) {
      const pair = pairKey(username, address);
      await Promise.all([pairFailures.delete(pair), pairWait.delete(pair)]);
    },

    async beforeSignUp(address) {
      const res = await signUps.get(clientAddressKey(address));
      // At the limit (or past it, when parallel forms slipped through together: then blocked for the lock time).
      return res && res.consumedPoints >= signUpsPerAddress && res.msBeforeNext > 0
        ? refusal(res.msBeforeNext, THROTTLE_MESSAGES.signUp)
        : null;
    },

    async signedUp(address) {
      await count(signUps, clientAddressKey(address));
    },
  };
}
