import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config';
import { AppError } from './app-error';

/** The origins our own pages are served from; locally the same server is also reached as 127.0.0.1. */
export function trustedOrigins(config: Pick<Config, 'NODE_ENV' | 'PUBLIC_URL'>): string[] {
  return config.NODE_ENV === 'production'
    ? [config.PUBLIC_URL]
    : [config.PUBLIC_URL, config.PUBLIC_URL.replace('://localhost', '://127.0.0.1')];
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** API routes whose bodies are not JSON: the photo (multipart) and Stripe's signed webhook (no Origin). */
const NOT_JSON = new Set(['/api/upload', '/api/stripe/webhook']);

/**
 * Our API's state-changing calls come from our own pages, as JSON. A browser always names the page's origin on
 * such a request, so another site's page (a form or a `text/plain` fetch, which need no CORS preflight yet
 * carry the session cookie) is refused; and only JSON is read, which another site cannot send without a
 * preflight this server never grants (better-auth reads its own bodies, but checked the origin only of requests
 * that carry a cookie, so a cross-site sign-in was tried and counted against the account).
 */
export function apiRequestGuard(config: Pick<Config, 'NODE_ENV' | 'PUBLIC_URL'>): MiddlewareHandler {
  const origins = new Set(trustedOrigins(config));
  return async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method) || c.req.path === '/api/stripe/webhook') return next();
    const origin = c.req.header('origin');
    if (origin !== undefined && !origins.has(origin)) throw new AppError('FORBIDDEN', 'request.crossSite');
    const ownParser = NOT_JSON.has(c.req.path) || c.req.path.startsWith('/api/auth/');
    if (!ownParser && !/^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? ''))
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'request.notJson');
    return next();
  };
}

/**
 * A NUL character in a submitted form field: PostgreSQL stores no U+0000 in text, so the action's query failed
 * (a 500). No person types one; the form is refused before any action reads it. (The JSON API refuses the same
 * in lib/json-body.)
 */
/** Encoded (as browsers send it) or raw. */
const hasNul = (body: string) => /%00/i.test(body) || body.includes(String.fromCharCode(0));

export const refuseNulInForms: MiddlewareHandler = async (c, next) => {
  if (
    STATE_CHANGING.has(c.req.method) &&
    /^application\/x-www-form-urlencoded/i.test(c.req.header('content-type') ?? '') &&
    hasNul(await c.req.raw.clone().text())
  )
    throw new AppError('BAD_REQUEST', 'request.forbiddenCharacter');
  return next();
};
