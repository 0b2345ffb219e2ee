import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { bodyLimit } from 'hono/body-limit';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { randomUUID } from 'node:crypto';
import { ZodError } from 'zod';
import type { AppServices, Env } from './context';
import { AppError, isAppError } from './lib/app-error';
import { checkDatabaseWritable, isDatabaseUnavailable } from './lib/db-unavailable';
import { errorText } from './common/messages';
import { requestContext } from './request-context';
import { newNonce, securityHeaders } from './lib/security-headers';
import { resolveLanguage } from './lib/language';
import { apiRequestGuard, checkPageForm, PAGE_METHODS, refuseNulInForms } from './lib/request-guards';
import { PageCache, type CachedPage } from './lib/page-cache';
import { apiRoutes } from './modules/api-routes';
import { authRoutes } from './auth/routes';
import { claimGuestReports } from './modules/reports/report-store';
import { seoRoutes } from './modules/seo/routes';
import { MAX_PHOTO_FORM_BYTES } from './modules/uploads/validate-image';

export type { Env } from './context';

export interface CreateAppOptions {
  services: AppServices;
  /** The React Router server build (or a getter, for Vite's dev server). Absent in API-only tests. */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  /** Serves build/client files; main.ts passes the static middleware in production. */
  assets?: (app: Hono<Env>) => void;
  dev?: boolean;
}

/** Any request body but a photo's: JSON, forms, an article in the editor. */
const BODY_LIMIT = 1024 * 1024;

export function createApp({ services, build, assets, dev = false }: CreateAppOptions) {
  const { config, logger, metrics } = services;
  const app = new Hono<Env>();
  const headerOptions = {
    dev,
    production: config.NODE_ENV === 'production',
    stripe: config.PAYMENTS_PROVIDER === 'stripe',
    analytics: { googleAnalytics: !!config.ANALYTICS_GA_ID, metaPixel: !!config.ANALYTICS_META_PIXEL_ID },
  };
  // The access line holds no secret (id, method, path without its query, status, time): pino's redaction,
  // which walks every line for the secret keys, cost ten times the line itself.
  const accessLog = logger.child({}, { redact: { paths: [] } });
  const record = (requestId: string, method: string, path: string, status: number, started: number) => {
    const seconds = (performance.now() - started) / 1000;
    const route = routeLabel(path);
    metrics.inc('http_requests_total', { route, status: String(status) });
    metrics.observe('http_request_duration_seconds', { route }, seconds);
    accessLog.info({ requestId, method, path, status, ms: Math.round(seconds * 1000) }, 'request');
  };

  app.use(async (c, next) => {
    const started = performance.now();
    const requestId = c.req.header('x-request-id')?.slice(0, 64) || randomUUID();
    const nonce = newNonce();
    c.set('requestId', requestId);
    c.set('nonce', nonce);
    c.set('services', services);
    await next();
    // HEAD answers as GET without the body. Hono does that by wrapping the GET answer, which node-server cannot
    // do for a plain `c.text()` answer (it failed with a 500: HEAD /robots.txt); a bodiless copy it can.
    if (c.req.method === 'HEAD' && c.res.body) c.res = new Response(null, c.res);
    const headers = securityHeaders({ nonce, scriptHashes: c.get('scriptHashes'), ...headerOptions });
    setHeader(c, 'X-Request-Id', requestId);
    for (const [k, v] of Object.entries(headers)) if (!c.res.headers.has(k)) setHeader(c, k, v);
    // Only what the page cache may share (a public page asked without a session) may be kept by a browser or a
    // proxy; everything else (the account, the dashboard, reports, payments, the API) is personal.
    if (
      !c.res.headers.has('cache-control') &&
      !PageCache.keyFor({ method: c.req.method, path: c.req.path, cookie: c.req.header('cookie') }, 'rs')
    )
      setHeader(c, 'Cache-Control', 'private, no-store');
    record(requestId, c.req.method, c.req.path, c.res.status, started);
  });

  app.use(requestContext(services));
  app.use(compress());
  // JSON answers are built whole, so give them their length: compress() then leaves the small ones (most API
  // answers, under 1 KB) alone instead of streaming each through a fresh gzip context.
  app.use(async (c, next) => {
    await next();
    // Content type first: reading `body` turns node-server's light response into a full one (slower to send).
    if (
      !c.res.headers.get('content-type')?.startsWith('application/json') ||
      c.res.headers.has('content-length') ||
      !c.res.body
    )
      return;
    const body = await c.res.arrayBuffer();
    const res = new Response(body, c.res);
    res.headers.set('content-length', String(body.byteLength));
    c.res = res;
  });

  app.get('/healthz', async (c) => {
    try {
      await services.dbHandle.ping();
      await checkDatabaseWritable(services.db);
      return c.json({ status: 'ok', database: services.dbHandle.kind });
    } catch (error) {
      logger.error({ err: error }, 'health check failed');
      return c.json({ status: 'unavailable', database: services.dbHandle.kind }, 503);
    }
  });

  // Operators' figures are not the public's: with METRICS_TOKEN only its bearer reads them; without one they
  // are open in development and absent in production.
  app.get('/metrics', (c) => {
    const allowed = config.METRICS_TOKEN
      ? c.req.header('authorization') === `Bearer ${config.METRICS_TOKEN}`
      : config.NODE_ENV !== 'production';
    if (!allowed)
      return c.json({ error: { code: 'NOT_FOUND', message: errorText('rs', 'request.pageNotFound') } }, 404);
    return c.text(metrics.render(), 200, { 'Content-Type': 'text/plain; version=0.0.4' });
  });

  // Every body is counted while it streams, chunked ones too (only a declared length is checked up front): a
  // form action once read a 20 MB chunked POST whole. The photo upload and the admin area's photo forms (the
  // vision test, the OCR demo) may carry a 10 MB photo and its envelope, and are told so in the photo's words.
  const bodyCap = bodyLimit({
    maxSize: BODY_LIMIT,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', 'request.tooLarge');
    },
  });
  const photoFormCap = bodyLimit({
    maxSize: MAX_PHOTO_FORM_BYTES,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', 'upload.tooLarge');
    },
  });
  app.use((c, next) => {
    // A GET or HEAD has no body to count (node-server reads none), and asking for `body` would build the full
    // Request from node's light one: a cost every page view paid for nothing.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const photoForm =
      c.req.path === '/api/upload' ||
      (c.req.path.startsWith('/skriveni-admin') &&
        /^multipart\/form-data/i.test(c.req.header('content-type') ?? ''));
    return (photoForm ? photoFormCap : bodyCap)(c, next);
  });
  app.use('/api/*', apiRequestGuard(config));
  app.use(refuseNulInForms);
  app.route('/api', authRoutes(services, claimGuestReports));
  app.route('/api', apiRoutes(services));
  app.route('/', seoRoutes(services));
  const allowedMethods = methodsOf(app.routes);
  app.all('/api/*', (c) => {
    const allowed = allowedMethods(c.req.path);
    if (allowed) return methodNotAllowed(c, allowed);
    return c.json(
      { error: { code: 'NOT_FOUND', message: errorText(c.var.ctx.lang, 'request.apiNotFound') } },
      404,
    );
  });

  app.onError((error, c) => errorResponse(error, c));

  assets?.(app);

  if (build) {
    const handle = createRequestHandler(build, dev ? 'development' : 'production');
    app.all('*', async (c) => {
      const context = c.var.ctx;
      const method = c.req.method;
      if (method !== 'GET' && method !== 'HEAD') {
        // /healthz, /robots.txt…: paths with a handler of their own, asked with a method it does not take.
        const own = allowedMethods(c.req.path);
        if (own) return methodNotAllowed(c, own);
        if (method !== 'POST') return methodNotAllowed(c, PAGE_METHODS);
        await checkPageForm(c.req.raw);
      }
      const key = PageCache.keyFor(
        { method: c.req.method, path: c.req.path, cookie: c.req.header('cookie') },
        context.lang,
      );
      // At most once a second: pages another process's edit made stale are dropped before serving.
      const versionCheck = key ? services.pageCache.syncSharedVersion() : undefined;
      if (versionCheck) await versionCheck;
      // Asked once per request: for an expired page, get() elects this request to render the new copy.
      const cached = key && !missedEarly.has(c.req.raw) ? services.pageCache.get(key) : undefined;
      if (cached) return servePage(c, cached, 'HIT');
      const generation = services.pageCache.generation;
      const res = await handle(c.req.raw, { ctx: context });
      // A page without an action, asked with POST: React Router says 405 but not what the page takes.
      if (res.status === 405 && !res.headers.has('allow')) {
        const allowed = new Response(res.body, res);
        allowed.headers.set('Allow', 'GET, HEAD');
        return allowed;
      }
      if (!key) return res;
      const stored = await services.pageCache.store(key, res.clone(), generation);
      return stored ? servePage(c, stored, 'MISS') : res;
    });
  }
  // A public page an anonymous visitor asks for, already in the page cache, is answered before Hono routes
  // anything: its bytes and headers (security headers included: its inline scripts are allowed by hash, so it
  // needs no nonce) are the same for every such visitor, so the middleware (request context, body cap, guards,
  // compression) has no work to do. Everything else, and a HIT while the shared version is being re-read, goes
  // the usual way.
  if (build) {
    const dispatch = app.fetch;
    app.fetch = (request, env, executionCtx) => {
      if (request.method === 'GET') {
        const started = performance.now();
        const hit = cachedPage(request, env, services, headerOptions);
        if (hit) {
          record(hit.requestId, 'GET', hit.path, hit.response.status, started);
          return hit.response;
        }
      }
      return dispatch(request, env, executionCtx);
    };
  }
  return app;
}

/**
 * For a path, the methods Hono's own routes take there (HEAD with GET), or undefined if none of them matches it.
 * Built once from the route table; asked only for requests no route took.
 */
function methodsOf(routes: readonly { method: string; path: string }[]) {
  const table = routes
    .filter((r) => r.method !== 'ALL' && r.path !== '/*' && r.path !== '*')
    .map((r) => ({ method: r.method, pattern: new RegExp(`^${patternSource(r.path)}$`) }));
  return (path: string): string[] | undefined => {
    const methods = new Set<string>();
    for (const r of table) if (r.pattern.test(path)) methods.add(r.method);
    if (!methods.size) return undefined;
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods];
  };
}

/** A Hono path (`/api/reports/:id/legs`, `/api/auth/*`) as a regular expression's source. */
function patternSource(path: string): string {
  return path
    .split(/(:[A-Za-z0-9_]+(?:\{[^}]*\})?\??|\*)/)
    .map((part) => {
      if (part === '*') return '.*';
      const param = /^:[A-Za-z0-9_]+(?:\{([^}]*)\})?(\?)?$/.exec(part);
      if (param) return `${param[1] ? `(?:${param[1]})` : '[^/]+'}${param[2] ?? ''}`;
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
}

/** 405 with the methods the address does take, in the caller's language. */
function methodNotAllowed(c: Context<Env>, allowed: string[]) {
  return c.json(
    {
      error: {
        code: 'METHOD_NOT_ALLOWED',
        message: errorText(c.var.ctx?.lang ?? 'rs', 'request.methodNotAllowed'),
      },
    },
    405,
    { Allow: allowed.join(', ') },
  );
}

/** A request header, read from node's own message when there is one (no Headers object is built for it). */
function headerOf(request: Request, env: unknown, name: string): string | undefined {
  const incoming = (
    env as { incoming?: { headers: Record<string, string | string[] | undefined> } } | undefined
  )?.incoming;
  if (!incoming) return request.headers.get(name) ?? undefined;
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The path of a request's URL, as Hono's `c.req.path` gives it for the paths the page cache keeps. */
function pathOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('://') + 3);
  if (start < 0) return '/';
  const query = url.indexOf('?', start);
  return query < 0 ? url.slice(start) : url.slice(start, query);
}

/** GETs the early path found no page for (absent, or expired and theirs to render): not asked twice. */
const missedEarly = new WeakSet<Request>();

/** Per cached page and encoding, every header of its answer but the request id, built on its first HIT. */
const hitHeaders = new WeakMap<
  CachedPage,
  { plain?: Record<string, string>; gzip?: Record<string, string> }
>();

/**
 * The page cache's copy of an anonymous visitor's public page, as a whole answer: the page's own headers, then
 * X-Cache, Vary and the encoding, then each security header the page did not set itself, as the edge adds them
 * to any answer; its CSP names the inline scripts by hash. Undefined when the request is no such visit, the
 * page is not cached, or the shared version is due a re-read (the usual way waits for it).
 */
function cachedPage(
  request: Request,
  env: unknown,
  services: AppServices,
  options: Omit<Parameters<typeof securityHeaders>[0], 'nonce' | 'scriptHashes'>,
): { response: Response; requestId: string; path: string } | undefined {
  const path = pathOf(request.url);
  const cookie = headerOf(request, env, 'cookie');
  const key = PageCache.keyFor(
    { method: 'GET', path, cookie },
    resolveLanguage(cookie, headerOf(request, env, 'accept-language')),
  );
  if (!key || services.pageCache.syncSharedVersion()) return undefined;
  const page = services.pageCache.get(key);
  if (!page) {
    missedEarly.add(request);
    return undefined;
  }
  const accepted = headerOf(request, env, 'accept-encoding') ?? '';
  const gzip = /\bgzip\b/.test(accepted);
  // Deflate only: compress() makes that encoding from the plain copy, the usual way.
  if (!gzip && /\bdeflate\b/i.test(accepted)) return undefined;
  let built = hitHeaders.get(page);
  if (!built) hitHeaders.set(page, (built = {}));
  let headers = gzip ? built.gzip : built.plain;
  if (!headers) {
    headers = Object.fromEntries(page.headers);
    headers['x-cache'] = 'HIT';
    headers.vary = 'Accept-Encoding, Accept-Language, Cookie';
    if (gzip) headers['content-encoding'] = 'gzip';
    const security = securityHeaders({ nonce: '', scriptHashes: page.scriptHashes, ...options });
    for (const [k, v] of Object.entries(security)) headers[k.toLowerCase()] ??= v;
    if (gzip) built.gzip = headers;
    else built.plain = headers;
  }
  const requestId = headerOf(request, env, 'x-request-id')?.slice(0, 64) || randomUUID();
  // A plain object (not Headers): node-server then writes the answer at once, without converting anything.
  const response = new Response((gzip ? page.gzip : page.body) as Uint8Array<ArrayBuffer>, {
    status: page.status,
    headers: { ...headers, 'x-request-id': requestId },
  });
  return { response, requestId, path };
}

function servePage(c: Context<Env>, page: CachedPage, state: 'HIT' | 'MISS') {
  c.set('scriptHashes', page.scriptHashes);
  const gzip = /\bgzip\b/.test(c.req.header('accept-encoding') ?? '');
  const headers = new Headers(page.headers);
  headers.set('X-Cache', state);
  headers.set('Vary', 'Accept-Encoding, Accept-Language, Cookie');
  if (gzip) headers.set('Content-Encoding', 'gzip');
  // The cached bytes themselves, not a copy: nothing writes to them.
  return new Response((gzip ? page.gzip : page.body) as Uint8Array<ArrayBuffer>, {
    status: page.status,
    headers,
  });
}

/**
 * Sets a header on the answer itself. Hono's `c.header()` after `next()` wraps the answer in a new Response
 * per call, and node-server then streams the body instead of writing it at once. A Response with immutable
 * headers (one from `fetch`) is still wrapped, once.
 */
function setHeader(c: Context<Env>, name: string, value: string) {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}

export function errorResponse(error: unknown, c: Context<Env>) {
  const requestId = c.get('requestId');
  // The context is missing only when the very first middleware failed.
  const lang = c.var.ctx?.lang ?? resolveLanguage(c.req.header('cookie'), c.req.header('accept-language'));
  if (isAppError(error)) {
    if (error.retryAfter) c.header('Retry-After', String(error.retryAfter));
    if (error.status >= 500) c.get('services').logger.error({ err: error, requestId }, error.message);
    return c.json(
      {
        error: {
          code: error.code,
          message: error.messageIn(lang),
          ...(error.details ? { details: error.details } : {}),
        },
      },
      error.status as 400,
    );
  }
  // zod's own messages are English and name types ("Invalid input: expected string…"); routes that have a
  // message of their own parse with readJsonBody (lib/json-body).
  if (error instanceof ZodError || error instanceof SyntaxError) {
    return c.json({ error: { code: 'BAD_REQUEST', message: errorText(lang, 'request.bad') } }, 400);
  }
  const rejected = constraintError(error);
  if (rejected) {
    c.get('services').logger.warn({ err: error, requestId }, 'database refused the input');
    return c.json(
      { error: { code: rejected.code, message: errorText(lang, rejected.key) } },
      rejected.status,
    );
  }
  if (isDatabaseUnavailable(error)) {
    c.get('services').logger.error({ err: error, requestId }, 'database unavailable');
    c.header('Retry-After', '5');
    return c.json({ error: { code: 'UNAVAILABLE', message: errorText(lang, 'request.unavailable') } }, 503);
  }
  c.get('services').logger.error({ err: error, requestId }, 'unhandled error');
  return c.json({ error: { code: 'INTERNAL', message: errorText(lang, 'request.unexpected') } }, 500);
}

/**
 * A query the database refused because of what the request carried (SQLSTATE class 22, data exception: a value
 * of the wrong type or too long, text with NUL; class 23, integrity: an id that points nowhere, a duplicate, a
 * missing or invalid field): the caller's mistake, said as a 4xx in words, not a 500. Drizzle wraps the
 * driver's error, so the causes are walked.
 */
function constraintError(error: unknown) {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code !== 'string' || !/^2[23][0-9A-Z]{3}$/.test(code)) continue;
    if (code === '23505') return { status: 409 as const, code: 'CONFLICT', key: 'request.conflict' as const };
    if (code === '23503')
      return { status: 409 as const, code: 'CONFLICT', key: 'request.missingReference' as const };
    return { status: 400 as const, code: 'BAD_REQUEST', key: 'request.badValue' as const };
  }
  return undefined;
}

// Metric labels must stay few: ids and slugs are folded away.
function routeLabel(path: string): string {
  if (path.startsWith('/assets/')) return '/assets';
  if (path.startsWith('/api/')) return path.split('/').slice(0, 3).join('/');
  const first = path.split('/')[1] ?? '';
  return `/${first}`;
}

export { AppError };
