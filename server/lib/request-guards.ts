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
/** What a page (a React Router route, `.data` twins included) takes: reading it, and a form for its action. */
export const PAGE_METHODS = ['GET', 'HEAD', 'POST'];
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

/** A submitted page form: urlencoded or multipart, what a browser's <form> and React Router's <Form> send. */
const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/**
 * Before a page's action reads its form: a body that is no form (JSON, text/plain, none at all) is refused with
 * 415, and a form that cannot be read (a broken multipart body, one without its boundary) with 400, instead of
 * the action failing on `request.formData()` (a 500). A caller of another site cannot get here with a state
 * change either: React Router refuses an action whose Origin is not the page's own.
 *
 * The form is read from a copy, so the action still reads the original; a cap's error (413) passes through.
 */
export async function checkPageForm(request: Request): Promise<void> {
  if (!FORM_TYPE.test(request.headers.get('content-type') ?? ''))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'request.notForm');
  let form: FormData;
  try {
    form = await request.clone().formData();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('BAD_REQUEST', 'request.badForm', { cause: error });
  }
  // PostgreSQL stores no U+0000 in text; urlencoded fields are checked by refuseNulInForms, these are multipart.
  for (const value of form.values())
    if (typeof value === 'string' && value.includes(String.fromCharCode(0)))
      throw new AppError('BAD_REQUEST', 'request.forbiddenCharacter');
}
