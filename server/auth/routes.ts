import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppServices, Env } from '../context';
import { eq } from 'drizzle-orm';
import { AppError } from '../lib/app-error';
import { errorText, type ErrorKey } from '../common/messages';
import type { Lang } from '../common/lang';
import { user } from '../db/schema/auth';
import { hasUnstorableText } from '../lib/json-body';
import { enforceRateLimit, type RateLimitRule } from '../lib/rate-limit';
import type { Database } from '../db/client';
import { guestHashForReading } from '../modules/accounts/guest-identity';
import { isAllowedProfileUrl } from '../modules/accounts/profile';
import { getSessionUser } from './session';
import {
  assertSignInAllowed,
  deviceCookie,
  knownDeviceId,
  recordSignInFailure,
  recordSignInSuccess,
} from './sign-in-limits';

const MINUTE = 60;
// Limits live in the database so they hold across every server process (issue: accounts, security). Sign-in
// has no per-account rule here: wrong passwords are counted after the fact (sign-in-limits.ts).
const LIMITS: Record<string, { ip: RateLimitRule; account?: RateLimitRule }> = {
  '/sign-in/email': {
    ip: { name: 'sign-in:ip', limit: 30, windowSeconds: 15 * MINUTE },
  },
  '/sign-up/email': {
    ip: { name: 'sign-up:ip', limit: 10, windowSeconds: 60 * MINUTE },
    account: { name: 'sign-up:account', limit: 5, windowSeconds: 60 * MINUTE },
  },
  '/token-sign-in': {
    ip: { name: 'token-sign-in:ip', limit: 30, windowSeconds: 15 * MINUTE },
    account: { name: 'token-sign-in:account', limit: 30, windowSeconds: 15 * MINUTE },
  },
  '/request-password-reset': {
    ip: { name: 'reset:ip', limit: 10, windowSeconds: 60 * MINUTE },
    account: { name: 'reset:account', limit: 3, windowSeconds: 60 * MINUTE },
  },
};

/** The longest address SMTP carries (RFC 5321); checked before an e-mail is used for anything. */
export const MAX_EMAIL_LENGTH = 254;

/**
 * Bodies better-auth hands to the database without looking at them: update-user takes any record, and a
 * `name` of null, or a `username` that is an array, fails the query. Refused here with the API's message instead.
 */
const BODIES: Record<string, z.ZodType> = {
  '/update-user': z.object({
    name: z.string().optional(),
    image: z.string().nullish(),
    username: z.string().nullish(),
  }),
};

/**
 * Moves a guest browser's reports to the account it signed in with (reports' own claimGuestReports, handed in
 * by server/app.ts: reports sits above auth).
 */
export type ClaimGuestReports = (db: Database, guestTokenHash: string, userId: string) => Promise<unknown>;

/** better-auth's endpoints under /api/auth, behind our limits. */
export function authRoutes(services: AppServices, claimGuestReports: ClaimGuestReports) {
  const app = new Hono<Env>();
  app.on(['GET', 'POST'], '/auth/*', async (c) => {
    const res = await guardedAuth(services, c);
    await claimGuestReportsOnSignIn(services, c.req.raw, res, claimGuestReports);
    return inCallersLanguage(res, c.var.ctx.lang);
  });
  return app;
}

/** better-auth's handler behind the limits, the body checks and readable refusals. */
async function guardedAuth(services: AppServices, c: Context<Env>): Promise<Response> {
  const endpoint = c.req.path.replace(/^\/api\/auth/, '');
  const rules = c.req.method === 'POST' ? LIMITS[endpoint] : undefined;
  // Any JSON may arrive, `null` and arrays too: better-auth refuses those, this must not crash on them.
  const body =
    c.req.method === 'POST'
      ? ((await c.req.raw
          .clone()
          .json()
          .catch(() => null)) as { email?: unknown } | null)
      : null;
  // better-auth would pass U+0000 or a lone surrogate on to PostgreSQL, which fails the query (an empty 500).
  if (hasUnstorableText(body)) throw new AppError('BAD_REQUEST', 'request.bad');
  const schema = c.req.method === 'POST' ? BODIES[endpoint] : undefined;
  if (schema && body && typeof body === 'object' && !schema.safeParse(body).success)
    throw new AppError('BAD_REQUEST', 'request.bad');
  // The account's picture (sign-up and update-user take one) is shown to people: an https address only.
  const image =
    endpoint === '/update-user' || endpoint === '/sign-up/email'
      ? (body as { image?: unknown } | null)?.image
      : undefined;
  if (typeof image === 'string' && image !== '' && !isAllowedProfileUrl(image, services.config.NODE_ENV))
    throw new AppError('BAD_REQUEST', 'profile.urlNotHttps');
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : null;
  if (email && email.length > MAX_EMAIL_LENGTH) throw new AppError('BAD_REQUEST', 'auth.emailTooLong');
  const ip = c.var.ctx.clientIp;
  const { AUTH_SECRET, NODE_ENV } = services.config;
  const cookies = c.req.header('cookie');
  // A browser this account signed in on before: no stranger can hold it back (docs/decisions/021), not even one
  // who uses up the sign-in requests of an address it shares.
  const device = endpoint === '/sign-in/email' && email ? knownDeviceId(AUTH_SECRET, cookies, email) : null;
  // Refusals carry the minutes to wait in their message.
  if (rules) {
    if (!device) await enforceRateLimit(services.db, rules.ip, ip, 'rateLimit.signIn');
    if (rules.account && email) await enforceRateLimit(services.db, rules.account, email, 'rateLimit.signIn');
  }
  // Signing up signs in at once, and from now on this browser is a known device of the account.
  const known = (res: Response) =>
    res.ok
      ? withHeader(res, 'set-cookie', deviceCookie(AUTH_SECRET, cookies, email!, NODE_ENV === 'production'))
      : res;
  if (endpoint === '/sign-up/email' && email)
    return known(await storageFailureAsUnavailable(services, email, await services.auth.handler(c.req.raw)));
  if (endpoint !== '/sign-in/email' || !email) return services.auth.handler(c.req.raw);

  await assertSignInAllowed(services.db, email, ip, 'rateLimit.signIn', device);
  const res = await services.auth.handler(c.req.raw);
  // Only a password that was really tried and wrong counts; a refused origin or a malformed body does not.
  if (res.status === 401) await recordSignInFailure(services.db, email, ip, device);
  else if (res.ok) await recordSignInSuccess(services.db, email, ip, device);
  return known(res);
}

/** The response with one more header (better-auth's responses may have immutable headers). */
function withHeader(res: Response, name: string, value: string): Response {
  const headers = new Headers(res.headers);
  headers.append(name, value);
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
}

/**
 * Whatever signs this browser in (a password, a new account, a confirmed e-mail, a one-time link) takes over
 * the reports it made as a guest: here, once, rather than on every later page.
 */
async function claimGuestReportsOnSignIn(
  services: AppServices,
  request: Request,
  res: Response,
  claimGuestReports: ClaimGuestReports,
) {
  const guest = guestHashForReading(request.headers.get('cookie'), services.config.AUTH_SECRET);
  if (!guest || res.status >= 400) return;
  const session = res.headers.getSetCookie().find((cookie) => /session_token=[^;]/.test(cookie));
  if (!session) return;
  const signedIn = await getSessionUser(services, new Headers({ cookie: session.split(';')[0] }));
  if (signedIn) await claimGuestReports(services.db, guest, signedIn.id);
}

/**
 * better-auth answers any failure to store a new user as FAILED_TO_CREATE_USER (422, the status of "already
 * registered", so the page said "Nalog već postoji" when the disk was full). Unless the address really is taken
 * now (a concurrent sign-up), that is the service failing: 503.
 */
async function storageFailureAsUnavailable(services: AppServices, email: string, res: Response) {
  if (res.status !== 422) return res;
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  if (body?.code !== 'FAILED_TO_CREATE_USER') return res;
  const [taken] = await services.db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  if (taken) return res;
  throw new AppError('UNAVAILABLE', 'request.unavailable', { retryAfter: 5 });
}

/** better-auth's error codes, as texts of our catalogue (its own messages are English). */
const BETTER_AUTH_ERRORS: Partial<Record<string, ErrorKey>> = {
  INVALID_EMAIL_OR_PASSWORD: 'auth.invalidCredentials',
  INVALID_PASSWORD: 'auth.wrongPassword',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'auth.wrongPassword',
  INVALID_EMAIL: 'auth.invalidEmail',
  PASSWORD_TOO_SHORT: 'auth.passwordTooShort',
  PASSWORD_TOO_LONG: 'auth.passwordTooLong',
  USER_ALREADY_EXISTS: 'auth.accountExists',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'auth.accountExists',
  INVALID_TOKEN: 'auth.linkInvalid',
  TOKEN_EXPIRED: 'auth.linkInvalid',
  EMAIL_NOT_VERIFIED: 'auth.emailNotVerified',
  SESSION_EXPIRED: 'auth.sessionExpired',
  SESSION_NOT_FRESH: 'auth.sessionExpired',
  EMAIL_CAN_NOT_BE_UPDATED: 'auth.emailCannotChange',
  CHANGE_EMAIL_DISABLED: 'auth.emailCannotChange',
  INVALID_ORIGIN: 'request.crossSite',
  MISSING_OR_NULL_ORIGIN: 'request.crossSite',
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: 'request.crossSite',
};

/** A refusal better-auth has no code of ours for, by its status. */
function keyOfStatus(status: number): ErrorKey {
  if (status === 401) return 'auth.signInRequired';
  if (status === 403) return 'auth.refused';
  if (status === 404) return 'request.apiNotFound';
  if (status === 429) return 'rateLimit.requests';
  return status >= 500 ? 'request.unexpected' : 'request.bad';
}

/**
 * Every refusal of /api/auth in the caller's language (rs/hr), from the catalogue: better-auth answers in
 * English ("Invalid email or password", "Password too short"), zod's issue lists ("[body.email] Invalid input")
 * and "Invalid JSON in request body" included, and our one-time link's plugin in Serbian. better-auth's `code`
 * is kept, only `message` changes.
 */
async function inCallersLanguage(res: Response, lang: Lang): Promise<Response> {
  if (res.status < 400 || !res.headers.get('content-type')?.includes('application/json')) return res;
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown; message?: unknown; error?: unknown } | null;
  // Our own refusals (AppError, rendered at the edge) already are in the caller's language.
  if (!body || typeof body !== 'object' || 'error' in body) return res;
  const key =
    (typeof body.code === 'string' ? BETTER_AUTH_ERRORS[body.code] : undefined) ??
    (body.message === errorText('rs', 'auth.signInLinkExpired') ? 'auth.signInLinkExpired' : undefined) ??
    keyOfStatus(res.status);
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ ...body, message: errorText(lang, key) }), {
    status: res.status,
    statusText: res.statusText,
    headers,
  });
}
