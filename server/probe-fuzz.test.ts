import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import sharp from 'sharp';
import type { AppServices } from './context';
import { createApp } from './app';
import { serve } from '@hono/node-server';
import {
  addressSequence,
  Browser,
  createTestServices,
  loadPageBuild,
  ORIGIN,
  pngDeclaring,
  verifyEmailFromOutbox,
} from '../tests/support/services';
import { freePort } from '../tests/e2e/support/server';
import { grantAdmin } from './modules/admin/admins';
import { METHODS, apiPatterns, pagePatterns, runMatrix } from '../bench/lib/edge-fuzz';

/**
 * The production probe's kinds of input (issue 18), generated: ids that are not UUIDs on every route that takes
 * one, overlong e-mails, NUL and control characters in JSON and form fields, chunked and oversized bodies on
 * pages and the API, requests from other origins, and images of any size and shape through the upload and the
 * reader. Whatever arrives, the answer is never a 5xx (but a deliberate 503 with Retry-After), and the server
 * still answers /healthz after each one.
 *
 * PROBE_RUNS multiplies the runs (the closing note's figure: PROBE_RUNS=40 sends over 100,000 requests);
 * each property has its own fixed seed, so a failure reproduces.
 */
const SCALE = Number(process.env.PROBE_RUNS) || 1;
const runs = (n: number) => Math.round(n * SCALE);
/** Each property's time limit grows with its runs. */
const LIMIT_MS = 60_000 * SCALE;

const UUID_ROUTES: ((id: string) => { method: string; path: string; body?: unknown })[] = [
  (id: string) => ({ method: 'GET', path: `/api/generated-ticket/${encodeURIComponent(id)}/pdf` }),
  (id: string) => ({ method: 'POST', path: '/api/unlock-report', body: { report_id: id } }),
  (id: string) => ({ method: 'POST', path: '/api/unlock-generated', body: { ticket_id: id } }),
  (id: string) => ({
    method: 'POST',
    path: '/api/create-payment-intent',
    body: { plan: 'report', email: 'kupac@example.com', ocr_result_id: id },
  }),
];

/** Ids that look like UUIDs and are not, and anything else. */
const notUuid = fc.oneof(
  fc.stringMatching(/^[-0-9a-gA-Gz]{36}$/),
  fc.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
  fc.constantFrom('-'.repeat(36), '0'.repeat(36), `${'0'.repeat(35)}\u0000`, ''),
  fc.string({ maxLength: 80 }),
);

/** Text with the characters a database or a log chokes on. */
const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc
    .tuple(
      fc.string({ maxLength: 20 }),
      fc.constantFrom('\u0000', '\u0001', '\u001f', '\u007f', '\ud800', '\r\n'),
    )
    .map(([a, c]) => a + c + a),
  fc.constantFrom(300, 3_000, 70_000).map((n) => `${'a'.repeat(n)}@example.com`),
);

const EMAIL_ROUTES = [
  (email: string) => ({ path: '/api/auth/sign-in/email', body: { email, password: 'lozinka-123' } }),
  (email: string) => ({
    path: '/api/auth/sign-up/email',
    body: { name: 'Proba', email, password: 'lozinka-123' },
  }),
  (email: string) => ({
    path: '/api/auth/request-password-reset',
    body: { email, redirectTo: '/reset-password' },
  }),
  (email: string) => ({ path: '/api/check-subscriber', body: { email } }),
  (email: string) => ({
    path: '/api/create-payment-intent',
    body: { plan: 'report', email, ocr_result_id: null },
  }),
];

/** An image of this size: a real one up to a few megapixels, else one that only claims it. */
async function imageOf(width: number, height: number): Promise<Buffer> {
  if (width * height > 4_000_000) return pngDeclaring(width, height);
  return sharp({ create: { width, height, channels: 3, background: '#fff' } })
    .greyscale()
    .png()
    .toBuffer();
}

const side = fc.oneof(
  fc.integer({ min: 1, max: 300 }),
  fc.integer({ min: 300, max: 4_000 }),
  fc.integer({ min: 4_000, max: 60_000 }),
);

describe('probe fuzzing: ids, e-mails, control characters, bodies, origins and images', () => {
  let services: AppServices;
  let app: ReturnType<typeof createApp>;
  let browser: Browser;
  let sent = 0;
  const freshIp = addressSequence();

  beforeAll(async () => {
    services = await createTestServices({ TRUST_PROXY: 'true' });
    app = createApp({ services });
    browser = new Browser(app, '10.254.0.1');
    await browser.signUp('probe-fuzz@example.com', 'lozinka-123');
  });
  afterAll(async () => {
    console.info(`probe-fuzz: ${sent} requests, none answered 5xx, /healthz answered after each`);
    await services?.dbHandle.close();
  });

  /** Sends one request and checks what every answer must be, then that the server still answers. */
  async function send(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
    sent++;
    const headers = {
      origin: ORIGIN,
      'x-forwarded-for': freshIp(),
      cookie: browser.cookie,
      ...(init.headers ?? {}),
    };
    const res = await app.request(`${ORIGIN}${path}`, { ...init, headers } as RequestInit);
    const text = await res.text();
    if (res.status >= 500 && !(res.status === 503 && res.headers.get('retry-after')))
      throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${text.slice(0, 300)}`);
    const health = await app.request(`${ORIGIN}/healthz`);
    if (health.status !== 200) throw new Error(`/healthz ${health.status} after ${path}`);
    return { status: res.status, text };
  }
  const json = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    send(path, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...headers },
    });

  it(
    'ids that are not UUIDs, on every route that takes one',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...UUID_ROUTES), notUuid, async (route, id) => {
          const { method, path, body } = route(id);
          await (method === 'GET' ? send(path) : json(path, body));
        }),
        { seed: 1801, numRuns: runs(400) },
      );
    },
    LIMIT_MS,
  );

  it(
    'overlong and hostile e-mails on sign-in, sign-up, reset and checkout',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...EMAIL_ROUTES), hostileText, async (route, email) => {
          const { path, body } = route(email);
          await json(path, body);
        }),
        { seed: 1802, numRuns: runs(300) },
      );
    },
    LIMIT_MS,
  );

  it(
    'NUL and control characters in form fields and JSON fields',
    async () => {
      const forms = ['/account', '/skriveni-admin', '/admin/sadrzaj/new', '/auth'];
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...forms),
          fc.constantFrom('fullName', 'email', 'content', 'intent'),
          hostileText,
          async (path, field, value) => {
            await send(path, {
              method: 'POST',
              body: new URLSearchParams({ [field]: value, intent: 'login' }).toString(),
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
            });
            await json('/api/process-ocr', { manualText: value });
            await json('/api/funnel-event', { name: 'payment_cancelled', properties: { plan: value } });
          },
        ),
        { seed: 1803, numRuns: runs(300) },
      );
    },
    LIMIT_MS,
  );

  it(
    'chunked and oversized bodies, and requests from other origins, on pages and the API',
    async () => {
      const paths = [
        '/account',
        '/skriveni-admin',
        '/api/process-ocr',
        '/api/subscription/change-plan',
        '/api/upload',
        '/nepostojeca',
      ];
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...paths),
          fc.constantFrom(0, 1_000, 1024 * 1024 - 10, 1024 * 1024 + 10, 3 * 1024 * 1024, 12 * 1024 * 1024),
          fc.boolean(),
          fc.constantFrom(ORIGIN, 'https://evil.example', 'null'),
          fc.constantFrom(
            'application/json',
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
          ),
          async (path, size, chunked, origin, contentType) => {
            const bytes = new Uint8Array(size).fill(0x61);
            const body = chunked
              ? new ReadableStream<Uint8Array>({
                  start(controller) {
                    for (let at = 0; at < size; at += 256 * 1024)
                      controller.enqueue(bytes.subarray(at, at + 256 * 1024));
                    controller.close();
                  },
                })
              : bytes;
            await send(path, {
              method: 'POST',
              body,
              duplex: 'half',
              headers: { origin, 'content-type': contentType },
            } as RequestInit & { headers: Record<string, string> });
          },
        ),
        { seed: 1804, numRuns: runs(120) },
      );
    },
    LIMIT_MS,
  );

  it(
    'images of any size and aspect ratio: refused with a clear 4xx or accepted, never a crash',
    async () => {
      await fc.assert(
        fc.asyncProperty(side, side, async (width, height) => {
          const form = new FormData();
          form.append(
            'file',
            new File([new Uint8Array(await imageOf(width, height))], 'slika.png', { type: 'image/png' }),
          );
          const res = await send('/api/upload', { method: 'POST', body: form });
          expect([200, 400, 413, 415, 422, 429]).toContain(res.status);
        }),
        { seed: 1805, numRuns: runs(150) },
      );
    },
    LIMIT_MS,
  );

  it(
    'accepted images of the odd shapes still allowed go through the reader without taking it down',
    async () => {
      const shape = fc
        .tuple(fc.integer({ min: 20, max: 1_400 }), fc.integer({ min: 1, max: 10 }), fc.boolean())
        .map(([short, ratio, tall]) => {
          const long = Math.min(short * ratio, 14_000);
          return tall ? [short, long] : [long, short];
        });
      await fc.assert(
        fc.asyncProperty(shape, async ([width, height]) => {
          const form = new FormData();
          form.append(
            'file',
            new File([new Uint8Array(await imageOf(width, height))], 'slika.png', { type: 'image/png' }),
          );
          const upload = await send('/api/upload', { method: 'POST', body: form });
          if (upload.status !== 200) return;
          const { filePath } = JSON.parse(upload.text) as { filePath: string };
          await json('/api/process-ocr', { filePath });
        }),
        // Each accepted image is read by OCR for real (seconds): a few, however far the rest is scaled.
        { seed: 1806, numRuns: Math.min(30, Math.max(4, runs(6))) },
      );
    },
    LIMIT_MS,
  );
});

/**
 * Every route of the route table (app/routes.ts pages, their `.data` twins React Router's single fetch asks
 * for, every /api route, robots.txt, sitemap.xml, /healthz, /metrics) × GET HEAD POST PUT PATCH DELETE OPTIONS
 * × no body, a form, multipart, broken multipart, JSON, text/plain, a body without a type and a large one
 * (up to just over the 1 MB cap) × signed out, signed in and administrator, over a real socket. The short run
 * sends each route × method four times, the body kind and actor turning over (every kind and actor is sent);
 * `npm run bench:fuzz` walks every combination, over 100,000 requests.
 */
describe('edge fuzzing: every route × method × body × actor', () => {
  let services: AppServices;
  let closePages: () => Promise<void>;
  let server: ReturnType<typeof serve>;
  let base: string;
  let patterns: string[];
  const cookies = { anonymous: '', signedIn: '', admin: '' };

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    services = await createTestServices({
      TRUST_PROXY: 'true',
      ADMIN_EMAIL: 'edge-admin@example.com',
      PUBLIC_URL: base,
    });
    const pages = await loadPageBuild();
    closePages = pages.close;
    const app = createApp({ services, build: pages.build });
    server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
    // Sessions are made in-process (the same app and database the socket serves).
    const local = {
      request: (input: string, init?: RequestInit) => {
        const headers = new Headers(init?.headers);
        if (headers.has('origin')) headers.set('origin', base);
        return app.request(input.replace(ORIGIN, base), { ...init, headers });
      },
    };
    const user = new Browser(local, '10.250.0.1');
    await user.signUp('edge-korisnik@example.com', 'lozinka-123');
    cookies.signedIn = user.cookie;
    const admin = new Browser(local, '10.250.0.2');
    await admin.signUp('edge-admin@example.com', 'lozinka-123');
    await verifyEmailFromOutbox(services, local, 'edge-admin@example.com');
    await grantAdmin(services.db, 'edge-admin@example.com');
    cookies.admin = admin.cookie;
    patterns = [...pagePatterns(pages.build), ...apiPatterns(app.routes)];
  }, 120_000);
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await closePages?.();
    await services?.dbHandle.close();
  });

  it(
    'no 5xx for any route, method, body type or actor',
    async () => {
      expect(patterns).toEqual(
        expect.arrayContaining([
          '/account',
          '/account.data',
          '/skriveni-admin',
          '/_root.data',
          '/api/upload',
        ]),
      );
      const run = await runMatrix({
        base,
        origin: base,
        patterns,
        cookies,
        total: runs(4 * patterns.length * METHODS.length),
        concurrency: 8,
        seed: 2701,
        full: false,
      });
      console.info(`edge-fuzz: ${run.sent} requests in ${run.seconds.toFixed(1)} s, ${run.failures} 5xx`);
      expect(run.failures, run.firstFailures.join('\n')).toBe(0);
    },
    LIMIT_MS,
  );
});
