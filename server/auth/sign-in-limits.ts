import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { parse } from 'hono/utils/cookie';
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
 * Password guessing is limited by failures only, and never so that a stranger can lock the owner out
 * (docs/decisions/021):
 * - a device the account has signed in on before (a signed cookie, below) counts only its own failures
 *   (`perDevice`); nobody without that cookie can add to them;
 * - any other device is limited per account *and* address (`perAddress`, 8 in 15 minutes);
 * - failures from every unknown device are also counted per account (`account`, 100 an hour). Reaching that
 *   count no longer closes the account: it puts it "under attack", where an address may fail at most
 *   `perAddressUnderAttack` times an hour. The guesser's addresses are spent at once; an address that has not
 *   guessed (the owner on a new network) still signs in.
 */
export const SIGN_IN_FAILURES: {
  perAddress: RateLimitRule;
  perAddressUnderAttack: RateLimitRule;
  account: RateLimitRule;
  perDevice: RateLimitRule;
} = {
  perAddress: { name: 'sign-in-failures:account-ip', limit: 8, windowSeconds: 15 * MINUTE },
  perAddressUnderAttack: { name: 'sign-in-failures:account-ip-hour', limit: 3, windowSeconds: 60 * MINUTE },
  account: { name: 'sign-in-failures:account', limit: 100, windowSeconds: 60 * MINUTE },
  perDevice: { name: 'sign-in-failures:account-device', limit: 8, windowSeconds: 15 * MINUTE },
};

const perAddress = (email: string, ip: string) => `${email}\n${ip}`;
const perDevice = (email: string, device: string) => `${email}\ndevice:${device}`;

/**
 * Refuses (RATE_LIMITED, with the minutes to wait) while the attempt's own failure count is at its limit.
 * `device` is the id of a known device of this account (`knownDeviceId`), or null.
 */
export async function assertSignInAllowed(
  db: Database,
  email: string,
  ip: string,
  key: ErrorKey = 'rateLimit.signIn',
  device: string | null = null,
) {
  const refuseAt = async (rule: RateLimitRule, subject: string) => {
    const state = await checkRateLimit(db, rule, subject);
    if (!state.allowed) throw rateLimited(key, state.retryAfter);
  };
  if (device) return refuseAt(SIGN_IN_FAILURES.perDevice, perDevice(email, device));
  await refuseAt(SIGN_IN_FAILURES.perAddress, perAddress(email, ip));
  if (!(await checkRateLimit(db, SIGN_IN_FAILURES.account, email)).allowed)
    await refuseAt(SIGN_IN_FAILURES.perAddressUnderAttack, perAddress(email, ip));
}

/** A wrong password counts against the known device, or against the account from this address and the account. */
export async function recordSignInFailure(
  db: Database,
  email: string,
  ip: string,
  device: string | null = null,
) {
  if (device) {
    await hitRateLimit(db, SIGN_IN_FAILURES.perDevice, perDevice(email, device));
    return;
  }
  await hitRateLimit(db, SIGN_IN_FAILURES.perAddress, perAddress(email, ip));
  await hitRateLimit(db, SIGN_IN_FAILURES.perAddressUnderAttack, perAddress(email, ip));
  await hitRateLimit(db, SIGN_IN_FAILURES.account, email);
}

/** The owner got in: their address or device starts afresh (the account-wide count stays, as a guesser's would). */
export async function recordSignInSuccess(
  db: Database,
  email: string,
  ip: string,
  device: string | null = null,
) {
  if (device) await resetRateLimit(db, SIGN_IN_FAILURES.perDevice, perDevice(email, device));
  await resetRateLimit(db, SIGN_IN_FAILURES.perAddress, perAddress(email, ip));
  await resetRateLimit(db, SIGN_IN_FAILURES.perAddressUnderAttack, perAddress(email, ip));
}

// ── Known devices ────────────────────────────────────────────────────────────────────────────────────────

export const DEVICE_COOKIE = 'tiket.device';
const DEVICE_COOKIE_DAYS = 400;
/** Accounts one browser is remembered for (a shared family computer); the oldest is forgotten first. */
const DEVICE_ACCOUNTS = 5;

const deviceSignature = (secret: string, email: string, id: string) =>
  createHmac('sha256', secret).update(`sign-in-device|${email}|${id}`).digest('base64url');

/** The cookie's parts: a random device id and one signature per account, `id~sig~sig`. */
function deviceParts(cookieHeader: string | null | undefined): { id: string; signatures: string[] } | null {
  const value = parse(cookieHeader ?? '', DEVICE_COOKIE)[DEVICE_COOKIE];
  const [id, ...signatures] = (value ?? '').split('~');
  if (!id || !/^[A-Za-z0-9_-]{16,64}$/.test(id)) return null;
  return { id, signatures: signatures.slice(0, DEVICE_ACCOUNTS) };
}

/** The id of this browser when it has signed in to `email` before (its cookie carries our signature), else null. */
export function knownDeviceId(
  secret: string,
  cookieHeader: string | null | undefined,
  email: string,
): string | null {
  const parts = deviceParts(cookieHeader);
  if (!parts) return null;
  const expected = Buffer.from(deviceSignature(secret, email, parts.id));
  const known = parts.signatures.some((sig) => {
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return known ? parts.id : null;
}

/**
 * The Set-Cookie that makes this browser a known device of `email` (after a successful sign-in): its id is kept,
 * the account's signature joins the ones already there. httpOnly, SameSite=Lax, Secure in production.
 */
export function deviceCookie(
  secret: string,
  cookieHeader: string | null | undefined,
  email: string,
  secure: boolean,
): string {
  const parts = deviceParts(cookieHeader);
  const id = parts?.id ?? randomBytes(18).toString('base64url');
  const signature = deviceSignature(secret, email, id);
  const signatures = [signature, ...(parts?.signatures ?? []).filter((s) => s !== signature)].slice(
    0,
    DEVICE_ACCOUNTS,
  );
  return [
    `${DEVICE_COOKIE}=${[id, ...signatures].join('~')}`,
    `Max-Age=${DEVICE_COOKIE_DAYS * 24 * 60 * 60}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
