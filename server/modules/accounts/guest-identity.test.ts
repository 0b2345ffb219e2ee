import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { randomBytes } from 'node:crypto';
import type { AppServices, Env } from '../../context';
import { createTestServices } from '../../../tests/support/services';
import { requestContext } from '../../request-context';
import { insertReport } from '../reports/report-store';
import {
  GUEST_COOKIE,
  guestCookie,
  guestHashForReading,
  guestTokenFromCookie,
  hashGuestToken,
  newGuestToken,
  reportOwner,
} from './guest-identity';

describe('guest identities', () => {
  let services: AppServices;
  let secret: string;
  beforeAll(async () => {
    services = await createTestServices();
    secret = services.config.AUTH_SECRET;
  });
  afterAll(() => services.dbHandle.close());

  /** An app whose one route answers the owner a new report would get, and the cookie it set. */
  const ownerApp = () => {
    const app = new Hono<Env>();
    app.use((c, next) => {
      c.set('services', services);
      c.set('requestId', 't');
      return next();
    });
    app.use(requestContext(services));
    app.get('/owner', async (c) => c.json(await reportOwner(c, null)));
    return app;
  };
  const ownerFor = async (cookie?: string) => {
    const res = await ownerApp().request('/owner', { headers: cookie ? { cookie } : {} });
    const set = /tiket_guest=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
    return { owner: (await res.json()) as { guestTokenHash: string }, issued: set };
  };

  it('are issued signed by the server and read back only with their signature', () => {
    const token = newGuestToken(secret);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/);
    expect(guestTokenFromCookie(`lang=rs; ${GUEST_COOKIE}=${token}`, secret)).toBe(token);
    // Made up by a client: a bare id, a forged signature, another server's signature.
    const [id] = token.split('.');
    expect(guestTokenFromCookie(`${GUEST_COOKIE}=${id}`, secret)).toBeUndefined();
    expect(guestTokenFromCookie(`${GUEST_COOKIE}=${id}.${'A'.repeat(43)}`, secret)).toBeUndefined();
    expect(
      guestTokenFromCookie(`${GUEST_COOKIE}=${newGuestToken('another-secret-of-32-characters!!')}`, secret),
    ).toBeUndefined();
    const header = guestCookie(token, true);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('Secure');
  });

  it('a made-up token is not an identity: the server issues its own', async () => {
    const madeUp = randomBytes(32).toString('base64url');
    const { owner, issued } = await ownerFor(`${GUEST_COOKIE}=${madeUp}`);
    expect(issued).toBeDefined();
    expect(guestTokenFromCookie(`${GUEST_COOKIE}=${issued}`, secret)).toBe(issued);
    expect(owner.guestTokenHash).toBe(hashGuestToken(issued!));
    expect(owner.guestTokenHash).not.toBe(hashGuestToken(madeUp));
  });

  it('a signed identity is kept, and a cookie from before signing keeps what it owns', async () => {
    const token = newGuestToken(secret);
    const kept = await ownerFor(`${GUEST_COOKIE}=${token}`);
    expect(kept.issued).toBeUndefined();
    expect(kept.owner.guestTokenHash).toBe(hashGuestToken(token));

    // A browser that made a report before identities were signed: same identity, now signed.
    const legacy = randomBytes(32).toString('base64url');
    await insertReport(services.db, {
      source: 'manual',
      extractedText: 'Zvezda - Partizan 1',
      language: 'rs',
      guestTokenHash: hashGuestToken(legacy),
    });
    expect(guestHashForReading(`${GUEST_COOKIE}=${legacy}`, secret)).toBe(hashGuestToken(legacy));
    const upgraded = await ownerFor(`${GUEST_COOKIE}=${legacy}`);
    expect(upgraded.owner.guestTokenHash).toBe(hashGuestToken(legacy));
    expect(upgraded.issued?.startsWith(`${legacy}.`)).toBe(true);
    expect(guestTokenFromCookie(`${GUEST_COOKIE}=${upgraded.issued}`, secret)).toBe(upgraded.issued);
  });
});
