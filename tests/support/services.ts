import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { parseConfig } from '../../server/config';
import type { AppServices } from '../../server/context';
import { createTestDatabase } from './test-db';
import { emailOutbox } from '../../server/db/schema/auth';
import { createLogger, type Logger } from '../../server/lib/logger';
import { wireServices } from '../../server/services';

/**
 * Services for API and module tests: an isolated migrated database, a temporary data folder, silent logs
 * (or the `logger` given, for tests that read the logs). `env` overrides configuration variables the way the
 * process environment would.
 */
export async function createTestServices(
  env: Record<string, string> = {},
  options: { logger?: Logger } = {},
): Promise<AppServices> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tiket-test-'));
  const config = parseConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test', ...env });
  return wireServices(config, await createTestDatabase(), options.logger ?? createLogger('silent'));
}

/**
 * The React Router server build of app/, compiled on demand by Vite (as `npm run dev` does), for tests that
 * request pages through `createApp({ services, build })`. Close it when done.
 */
export async function loadPageBuild(): Promise<{ build: ServerBuild; close: () => Promise<void> }> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    logLevel: 'silent',
    optimizeDeps: { noDiscovery: true },
  });
  const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
  return { build, close: () => vite.close() };
}

/** What `app.request` is: the Hono app of `createApp`, however it is typed. */
export interface RequestTarget {
  request(input: string, init?: RequestInit): Response | Promise<Response>;
}

/** Expiry and CVC the card form sends with a test card number. */
export const CARD_DETAILS = { exp_month: 12, exp_year: 2035, cvc: '123' };
export const ORIGIN = 'http://localhost:3000';

/**
 * A browser: keeps its cookies across requests to the app. With TRUST_PROXY=true, `ip` sets its address, so
 * the per-address rate limits of one test file do not add up across browsers.
 */
export class Browser {
  private cookies = new Map<string, string>();
  constructor(
    private readonly app: RequestTarget,
    private readonly ip?: string,
  ) {}

  /** The Cookie header this browser sends. */
  get cookie(): string {
    return [...this.cookies]
      .filter(([, v]) => v !== '')
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');
  }

  /** The value of one of its cookies (e.g. `tiket.session_token`), if set. */
  cookieValue(name: string): string | undefined {
    return this.cookies.get(name) || undefined;
  }

  /** Any request, with this browser's cookies; cookies the answer sets are kept. */
  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('origin', ORIGIN);
    if (this.cookie) headers.set('cookie', this.cookie);
    if (this.ip) headers.set('x-forwarded-for', this.ip);
    // Relative paths are asked at the site's origin, the one the Origin header names.
    const res = await this.app.request(path.startsWith('/') ? `${ORIGIN}${path}` : path, {
      ...init,
      headers,
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      this.cookies.set(pair.slice(0, i), pair.slice(i + 1));
    }
    return res;
  }

  async post(path: string, body: unknown = {}) {
    const res = await this.request(path, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test assertions read arbitrary JSON
    return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, any> };
  }

  /** Signs up with e-mail and password (signed in at once). */
  async signUp(email: string, password: string, name = 'Test Korisnik') {
    const res = await this.post('/api/auth/sign-up/email', { name, email, password });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  }

  async signIn(email: string, password: string) {
    const res = await this.post('/api/auth/sign-in/email', { email, password });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  }

  /** Types a ticket and gets its report id (the locked preview). */
  async analyse(manualText = 'Crvena zvezda - Partizan 1 1.85'): Promise<string> {
    const res = await this.post('/api/process-ocr', { manualText });
    expect(res.status).toBe(200);
    return res.body.id;
  }

  /** create-payment-intent → card → verification, as the payment page does it. */
  async pay(plan: string, email: string, reportId: string | null, number = '4242 4242 4242 4242') {
    const intent = await this.post('/api/create-payment-intent', { plan, email, ocr_result_id: reportId });
    expect(intent.status, JSON.stringify(intent.body)).toBe(200);
    const confirm = await this.post('/api/local-pay/confirm', {
      client_secret: intent.body.client_secret,
      card: { number, ...CARD_DETAILS },
    });
    const ref = intent.body.subscription_id ?? intent.body.payment_id;
    const verify = await this.post(
      intent.body.subscription_id ? '/api/verify-direct-subscription' : '/api/verify-payment',
      intent.body.subscription_id ? { subscription_id: ref, email } : { session_id: ref },
    );
    return { intent: intent.body, confirm: confirm.body, verify };
  }
}

/** Follows the link of the newest verification mail to an address, as its owner would. */
export async function verifyEmailFromOutbox(services: AppServices, app: RequestTarget, email: string) {
  const mails = await services.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
  const mail = mails.at(-1);
  expect(mail, `no mail to ${email}`).toBeDefined();
  const link = /https?:\/\/\S+/.exec(mail!.text)![0];
  const res = await app.request(link.replace(/^https?:\/\/[^/]+/, ''));
  expect([200, 302]).toContain(res.status);
}

/** Distinct client addresses (with TRUST_PROXY), so per-address rate limits do not stop a long run early. */
export function addressSequence(): () => string {
  let n = 0;
  return () => {
    n++;
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  };
}

/** A PNG chunk: length, type, data, CRC of type and data. */
function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A greyscale PNG of a few hundred bytes that declares any size; its pixel data covers only the first rows
 * (at 50,000 × 50,000, a decompression bomb of 2.5 billion pixels).
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(Math.min(height, 16) * (width + 1)))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
