import type { Account, MembershipType } from '@memory/contracts';
import { now } from '../../clock';
import type { Database } from '../../db/database';
import { AppError } from '../../http/errors';
import { describeAccount, grantMembership, isPremium, trialAccount } from './membership';
import { findAccount, insertAccountUnlessExists } from './queries';

export interface AccountService {
  get(userId: string): Promise<Account>;
  isPremium(userId: string): Promise<boolean>;
  /** 403 PREMIUM_REQUIRED with `message` for trial, free and expired accounts (SPEC §6). */
  requirePremium(userId: string, message: string): Promise<void>;
  /** A new user's 7-day trial, inside the transaction that creates the user; an existing account stays as it is. */
  openTrial(tx: Database, userId: string, registeredAt: Date): Promise<void>;
  /** Adds `count` cards of `type` inside the caller's transaction (a payment applied by the orders module). */
  grantMembership(tx: Database, userId: string, type: MembershipType, count: number): Promise<void>;
}

export function createAccountService(db: Database): AccountService {
  return {
    async get(userId) {
      return describeAccount(await findAccount(db, userId), now());
    },
    async isPremium(userId) {
      return isPremium(await findAccount(db, userId));
    },
    async requirePremium(userId, message) {
      if (!isPremium(await findAccount(db, userId))) throw new AppError('PREMIUM_REQUIRED', message);
    },
    async openTrial(tx, userId, registeredAt) {
      await insertAccountUnlessExists(tx, { userId, ...trialAccount(registeredAt), updatedAt: registeredAt });
    },
    async grantMembership(tx, userId, type, count) {
      await grantMembership(tx, userId, type, count);
    },
  };
}
