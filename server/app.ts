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
    const headers = securityHeaders({
      nonce,
      scriptHashes: c.get('scriptHashes'),
      dev,
      production: config.NODE_ENV === 'production',
      stripe: config.PAYMENTS_PROVIDER === 'stripe',
      analytics: { googleAnalytics: !!config.ANALYTICS_GA_ID, metaPixel: !!config.ANALYTICS_META_PIXEL_ID },
    });
    setHeader(c, 'X-Request-Id', requestId);
    for (const [k, v] of Object.entries(headers)) if (!c.res.headers.has(k)) setHeader(c, k, v);
    // Only what the page cache may share (a public page asked without a session) may be kept by a browser or a
    // proxy; everything else (the account, the dashboard, reports, payments, the API) is personal.
    if (
      !c.res.headers.has('cache-control') &&
      !PageCache.keyFor({ method: c.req.method, path: c.req.path, cookie: c.req.header('cookie') }, 'rs')
    )
      setHeader(c, 'Cache-Control', 'private, no-store');
    const seconds = (performance.now() - started) / 1000;
    const route = routeLabel(c.req.path);
    metrics.inc('http_requests_total', { route, status: String(c.res.status) });
    metrics.observe('http_request_duration_seconds', { route }, seconds);
    logger.info(
      {
        requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(seconds * 1000),
      },
      'request',
    );
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
    const photoForm =
      c.req.path === '/api/upload' ||
      (c.req.path.startsWith('/skriveni-admin') &&
        /^multipart\/form-data/i.test(c.req.header('content-type') ?? ''));
    return (photoForm ? photoFormCap : bodyCap)(c, next);
  });
  app.use('/api/*', apiRequestGuard(config));
  app.use(refuseNulInForms);
  app.route('/api', authRoutes(services));
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
      const cached = key ? services.pageCache.get(key) : undefined;
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

function servePage(c: Context<Env>, page: CachedPage, state: 'HIT' | 'MISS') {
  c.set('scriptHashes', page.scriptHashes);
  const gzip = /\bgzip\b/.test(c.req.header('accept-encoding') ?? '');
  const headers = new Headers(page.headers);
  headers.set('X-Cache', state);
  headers.set('Vary', 'Accept-Encoding, Cookie');
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
