import { Hono } from 'hono';
import { z } from 'zod';
import type { AppServices } from '../context';
import { clientIp } from '../lib/client-ip';
import { eq } from 'drizzle-orm';
import { AppError } from '../lib/app-error';
import { DATABASE_UNAVAILABLE } from '../lib/db-unavailable';
import { user } from '../db/schema/auth';
import { BAD_REQUEST_MESSAGE, hasUnstorableText } from '../lib/json-body';
import { enforceRateLimit, type RateLimitRule } from '../lib/rate-limit';
import { assertSignInAllowed, recordSignInFailure, recordSignInSuccess } from './sign-in-limits';

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
export const EMAIL_TOO_LONG = { rs: 'Email adresa je predugačka.', hr: 'E-mail adresa je predugačka.' };

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

export const RATE_LIMITED = (minutes: number) =>
  `Previše pokušaja. Pokušajte ponovo za ${minutes} ${minutes === 1 ? 'minut' : 'minuta'}.`;

/** better-auth's endpoints under /api/auth, behind our limits. */
export function authRoutes(services: AppServices) {
  const app = new Hono();
  app.on(['GET', 'POST'], '/auth/*', async (c) => {
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
    if (hasUnstorableText(body)) throw new AppError('BAD_REQUEST', BAD_REQUEST_MESSAGE);
    const schema = c.req.method === 'POST' ? BODIES[endpoint] : undefined;
    if (schema && body && typeof body === 'object' && !schema.safeParse(body).success)
      throw new AppError('BAD_REQUEST', BAD_REQUEST_MESSAGE);
    const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : null;
    if (email && email.length > MAX_EMAIL_LENGTH)
      throw new AppError('BAD_REQUEST', EMAIL_TOO_LONG.rs, { hr: EMAIL_TOO_LONG.hr });
    const ip = clientIp(c, services.config.TRUST_PROXY);
    // Refusals carry the minutes to wait in their message.
    const enforce = (check: Promise<unknown>) =>
      check.catch((error: unknown) => {
        const minutes = Math.max(1, Math.ceil(((error as { retryAfter?: number }).retryAfter ?? 60) / 60));
        throw Object.assign(error as Error, { message: RATE_LIMITED(minutes) });
      });
    if (rules) {
      await enforce(enforceRateLimit(services.db, rules.ip, ip, ''));
      if (rules.account && email) await enforce(enforceRateLimit(services.db, rules.account, email, ''));
    }
    if (endpoint === '/sign-up/email' && email)
      return storageFailureAsUnavailable(services, email, await services.auth.handler(c.req.raw));
    if (endpoint !== '/sign-in/email' || !email)
      return withReadableRefusal(await services.auth.handler(c.req.raw));

    await enforce(assertSignInAllowed(services.db, email, ip, ''));
    const res = await services.auth.handler(c.req.raw);
    // Only a password that was really tried and wrong counts; a refused origin or a malformed body does not.
    if (res.status === 401) await recordSignInFailure(services.db, email, ip);
    else if (res.ok) await recordSignInSuccess(services.db, email, ip);
    return withReadableRefusal(res);
  });
  return app;
}

/**
 * better-auth answers any failure to store a new user as FAILED_TO_CREATE_USER (422, the status of "already
 * registered", so the page said "Nalog već postoji" when the disk was full). Unless the address really is taken
 * now (a concurrent sign-up), that is the service failing: 503.
 */
async function storageFailureAsUnavailable(services: AppServices, email: string, res: Response) {
  if (res.status !== 422) return withReadableRefusal(res);
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  if (body?.code !== 'FAILED_TO_CREATE_USER') return res;
  const [taken] = await services.db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  if (taken) return res;
  throw new AppError('UNAVAILABLE', DATABASE_UNAVAILABLE.rs, { hr: DATABASE_UNAVAILABLE.hr, retryAfter: 5 });
}

/**
 * better-auth answers a body its schema refuses with zod's English issue list ("[body.email] Invalid input:
 * expected string, received undefined"), and text that is not JSON with "Invalid JSON in request body": both
 * become the API's Serbian refusal, with better-auth's code kept.
 */
async function withReadableRefusal(res: Response): Promise<Response> {
  if (res.status !== 400 || !res.headers.get('content-type')?.includes('application/json')) return res;
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown; message?: unknown } | null;
  const unreadable =
    body?.code === 'VALIDATION_ERROR' ||
    (body?.code === 'BAD_REQUEST' && body.message === 'Invalid JSON in request body');
  if (!unreadable) return res;
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ ...body, message: BAD_REQUEST_MESSAGE }), { status: 400, headers });
}
