import type { Database } from '../db/client';
import type { ErrorKey } from '../common/messages';
import {
  checkRateLimit,
  hitRateLimit,
  rateLimited,
  resetRateLimit,
  type RateLimitRule,
} from '../lib/rate-limit';

const MINUTE = 60;

/**
 * Password guessing is limited by failures only, per account *and* address, with a much slower limit per account
 * from everywhere. Counting every request per account let a stranger lock the owner out for 15 minutes with eight
 * wrong passwords (or eight requests refused for their origin) from anywhere; now the owner's own address stays
 * open until the account-wide limit, which is far beyond any real user and slows a distributed guesser to
 * 100 tries an hour.
 */
export const SIGN_IN_FAILURES: { perAddress: RateLimitRule; account: RateLimitRule } = {
  perAddress: { name: 'sign-in-failures:account-ip', limit: 8, windowSeconds: 15 * MINUTE },
  account: { name: 'sign-in-failures:account', limit: 100, windowSeconds: 60 * MINUTE },
};

const perAddress = (email: string, ip: string) => `${email}\n${ip}`;

/** Refuses (RATE_LIMITED, with the minutes to wait) while either failure count is at its limit. */
export async function assertSignInAllowed(
  db: Database,
  email: string,
  ip: string,
  key: ErrorKey = 'rateLimit.signIn',
) {
  for (const [rule, subject] of [
    [SIGN_IN_FAILURES.perAddress, perAddress(email, ip)],
    [SIGN_IN_FAILURES.account, email],
  ] as const) {
    const state = await checkRateLimit(db, rule, subject);
    if (!state.allowed) throw rateLimited(key, state.retryAfter);
  }
}

/** A wrong password counts against the account from this address and against the account. */
export async function recordSignInFailure(db: Database, email: string, ip: string) {
  await hitRateLimit(db, SIGN_IN_FAILURES.perAddress, perAddress(email, ip));
  await hitRateLimit(db, SIGN_IN_FAILURES.account, email);
}

/** The owner got in: their address starts afresh (the account-wide count stays, as a guesser's would). */
export async function recordSignInSuccess(db: Database, email: string, ip: string) {
  await resetRateLimit(db, SIGN_IN_FAILURES.perAddress, perAddress(email, ip));
}
