import { errorText } from './common/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import type { AppServices } from './context';
import { createApp, errorResponse, type Env } from './app';
import { AppError } from './lib/app-error';
import { createTestServices } from '../tests/support/services';
import { contentSecurityPolicy, securityHeaders } from './lib/security-headers';
import { eq } from 'drizzle-orm';
import { profiles } from './db/schema/auth';
import { admins } from './db/schema/content';
import { ocrResults } from './db/schema/reports';

describe('HTTP edge', () => {
  let services: AppServices;
  let app: Hono;

  beforeAll(async () => {
    services = await createTestServices();
    app = createApp({ services }) as unknown as Hono;
  });
  afterAll(() => services.dbHandle.close());

  // Routes that fail the ways domain code fails, behind the same error mapping the app uses.
  function failing() {
    const a = new Hono<Env>();
    a.use((c, next) => {
      c.set('services', services);
      c.set('requestId', 'r1');
      return next();
    });
    a.onError(errorResponse);
    a.get('/app-error', () => {
      throw new AppError('RATE_LIMITED', 'rateLimit.requests', { retryAfter: 42 });
    });
    a.get('/crash', () => {
      throw new Error('secret internal detail');
    });
    // Real queries the database refuses because of what a request carried.
    a.get('/unknown-user', async () => {
      await services.db.insert(profiles).values({ userId: 'nobody-has-this-id', internalUser: true });
    });
    a.get('/duplicate', async () => {
      await services.db.insert(admins).values({ email: 'twice@example.com' }).onConflictDoNothing();
      await services.db.insert(admins).values({ email: 'twice@example.com' });
    });
    a.get('/not-a-uuid', async () => {
      await services.db.select().from(ocrResults).where(eq(ocrResults.id, 'not-a-uuid'));
    });
    return a;
  }

  it('answers health checks with the database kind, and 503 when the database is gone', async () => {
    const ok = await app.request('/healthz');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ status: 'ok', database: services.dbHandle.kind });
    const broken = {
      ...services,
      dbHandle: { ...services.dbHandle, ping: () => Promise.reject(new Error('down')) },
    };
    const res = await createApp({ services: broken }).request('/healthz');
    expect(res.status).toBe(503);
  });

  it('gives every response a request id and the security headers', async () => {
    const res = await app.request('/healthz', { headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers.get('x-request-id')).toBe('abc-123');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('refuses oversized API bodies with 413 before reading them', async () => {
    const res = await app.request('/api/status', {
      method: 'POST',
      body: 'x'.repeat(1024 * 1024 + 10),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
  });

  it('maps domain errors to their status with the user message and Retry-After', async () => {
    const res = await failing().request('/app-error');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('42');
    expect(await res.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: errorText('rs', 'rateLimit.requests') },
    });
  });

  it('hides internal details of unexpected errors', async () => {
    const res = await failing().request('/crash');
    expect(res.status).toBe(500);
    const body = await res.text();
    expect(body).not.toContain('secret internal detail');
    expect(JSON.parse(body).error.message).toBe('Došlo je do neočekivane greške');
  });

  it("a query the database refuses because of the input is a 4xx in words, in the caller's language, not a 500", async () => {
    const cases = [
      ['/unknown-user', 409, 'request.missingReference'],
      ['/duplicate', 409, 'request.conflict'],
      ['/not-a-uuid', 400, 'request.badValue'],
    ] as const;
    for (const [path, status, key] of cases) {
      for (const lang of ['rs', 'hr'] as const) {
        const res = await failing().request(path, { headers: { cookie: `lang=${lang}` } });
        expect(res.status, path).toBe(status);
        expect((await res.json()).error.message, path).toBe(errorText(lang, key));
      }
    }
  });

  it('a method an API route does not take is 405 with the methods it does take', async () => {
    const cases = [
      ['PUT', '/api/process-ocr', 'POST'],
      ['DELETE', '/api/unlock-report', 'POST'],
      ['GET', '/api/upload', 'POST'],
      ['POST', '/api/status', 'GET, HEAD'],
      ['PATCH', '/api/reports/00000000-0000-4000-8000-000000000000/legs', 'POST'],
      ['OPTIONS', '/api/generated-ticket/00000000-0000-4000-8000-000000000000/pdf', 'GET, HEAD'],
    ] as const;
    for (const [method, path, allow] of cases) {
      const res = await app.request(`http://localhost:3000${path}`, {
        method,
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', cookie: 'lang=hr' },
        ...(method === 'GET' ? {} : { body: '{}' }),
      });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get('allow'), `${method} ${path}`).toBe(allow);
      expect((await res.json()).error.message).toBe(errorText('hr', 'request.methodNotAllowed'));
    }
  });

  it('answers unknown API paths with JSON 404', async () => {
    const res = await app.request('/api/nope');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
  });

  it('counts requests in Prometheus format', async () => {
    await app.request('/healthz');
    const text = await (await app.request('/metrics')).text();
    expect(text).toMatch(/http_requests_total\{route="\/healthz",status="200"\} \d+/);
    expect(text).toContain('http_request_duration_seconds_bucket{route="/healthz",le="+Inf"}');
  });
});

describe('security headers', () => {
  it('adds HSTS only in production and allows Stripe only when configured', () => {
    expect(
      securityHeaders({ nonce: 'n', dev: false, production: true, stripe: false })[
        'Strict-Transport-Security'
      ],
    ).toContain('max-age=');
    expect(contentSecurityPolicy({ nonce: 'n', dev: false, stripe: false })).not.toContain('stripe');
    expect(contentSecurityPolicy({ nonce: 'n', dev: false, stripe: true })).toContain(
      'https://js.stripe.com',
    );
    expect(contentSecurityPolicy({ nonce: 'n', dev: false, stripe: false })).toContain(
      "script-src 'self' 'nonce-n'",
    );
    expect(contentSecurityPolicy({ nonce: 'n', dev: false, stripe: false })).not.toContain(
      "unsafe-inline' ;",
    );
  });
});
