import { createRequire } from 'node:module';
import type * as Core from '@zxcvbn-ts/core';
import type { ZxcvbnFactory, ZxcvbnResult } from '@zxcvbn-ts/core';
import type * as CommonLanguage from '@zxcvbn-ts/language-common';
import type * as English from '@zxcvbn-ts/language-en';

/**
 * How hard a new password is to guess, with zxcvbn-ts (the common-password lists, English words, keyboard walks,
 * repeats, sequences, dates). There is no Chinese dictionary package for it; pinyin words still count as brute
 * force, so `woaini1314`-style passwords pass only on length. The username is part of the check: a password
 * built from it is refused whatever its score.
 */

/** zxcvbn scores 0–4; 0 and 1 are guessed within about a million tries (a throttled online attack still gets there). */
const MIN_PASSWORD_SCORE = 2;

export const PASSWORD_POLICY_MESSAGES = {
  containsUsername: '密码不能包含用户名，请换一个与用户名无关的密码',
  common: '这是常见密码，很容易被猜到，请换一个',
  repeat: '密码由重复的字符组成（如 aaaa、abcabc），很容易被猜到，请换一个',
  sequence: '密码是连续的字符（如 1234、abcd），很容易被猜到，请换一个',
  keyboard: '密码是键盘上相邻的按键（如 qwerty、1qaz），很容易被猜到，请换一个',
  date: '密码像日期或年份，很容易被猜到，请换一个',
  weak: '密码太容易被猜到，请加长或混合几个不相关的词',
} as const;

let estimator: ZxcvbnFactory | undefined;

/**
 * Built on first use: loading the dictionaries takes about 0.2 s, which nobody should pay at start. They are required
 * here too, not imported with this module: imported, they were ≈ 11 MB of every idle server's heap (README, "Memory").
 */
function loadEstimator(): ZxcvbnFactory {
  if (estimator) return estimator;
  const load = createRequire(import.meta.url);
  const { ZxcvbnFactory: Factory } = load('@zxcvbn-ts/core') as typeof Core;
  const common = load('@zxcvbn-ts/language-common') as typeof CommonLanguage;
  const english = load('@zxcvbn-ts/language-en') as typeof English;
  estimator = new Factory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return estimator;
}

function strength(password: string, userInputs: string[]): ZxcvbnResult {
  return loadEstimator().check(password, userInputs);
}

/**
 * Loads the dictionaries soon, off the current request: called when a sign-in or sign-up page is shown, so the
 * person's first sign-up does not wait for them after pressing 注册 (they load while the form is being filled).
 */
export function warmPasswordPolicy(): void {
  if (estimator) return;
  setImmediate(() => {
    loadEstimator();
  });
}

/** Folded for comparison: case, width and the separators people put between parts. */
function fold(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/[\s_\-.]/g, '');
}

/**
 * Why `password` is too easy to guess for the account `username`, in the product's words; null when it is fine.
 * Length limits are checked before (credentials.passwordProblem).
 */
export function weakPasswordReason(password: string, username: string): string | null {
  const name = fold(username);
  const folded = fold(password);
  const reversed = [...folded].reverse().join('');
  // The whole name, and each word of it (a run of 4+ letters or Chinese characters: `zhangsan` of zhangsan_1990).
  const words = username.split(/[^\p{L}]+/u).filter((word) => [...word].length >= 4).map(fold);
  if ([name, ...words].some((part) => part && (folded.includes(part) || reversed.includes(part)))) {
    return PASSWORD_POLICY_MESSAGES.containsUsername;
  }

  const result = strength(password, name ? [name, username] : []);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  // The weakest part explains the score best: the match the attacker guesses first.
  const patterns = result.sequence.map((match) =>
    match.pattern === 'dictionary' ? `dictionary:${'dictionaryName' in match ? String(match.dictionaryName) : ''}` : match.pattern,
  );
  if (patterns.includes('dictionary:userInputs')) return PASSWORD_POLICY_MESSAGES.containsUsername;
  if (patterns.some((pattern) => pattern.startsWith('dictionary:passwords'))) return PASSWORD_POLICY_MESSAGES.common;
  if (patterns.includes('spatial')) return PASSWORD_POLICY_MESSAGES.keyboard;
  if (patterns.includes('sequence')) return PASSWORD_POLICY_MESSAGES.sequence;
  if (patterns.includes('repeat')) return PASSWORD_POLICY_MESSAGES.repeat;
  if (patterns.includes('date')) return PASSWORD_POLICY_MESSAGES.date;
  return PASSWORD_POLICY_MESSAGES.weak;
}
