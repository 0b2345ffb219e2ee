import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { AppServices } from '../context';
import { createApp } from '../app';
import { createTestServices } from '../../tests/support/services';
import { emailOutbox, profiles } from '../db/schema/auth';
import { getSessionUser } from './session';
import { SIGN_IN_FAILURES, assertSignInAllowed, recordSignInFailure } from './sign-in-limits';

describe('accounts API', () => {
  let services: AppServices;
  let app: Hono;
  const origin = 'http://localhost:3000';

  beforeAll(async () => {
    services = await createTestServices();
    app = createApp({ services }) as unknown as Hono;
  });
  afterAll(() => services.dbHandle.close());

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(`/api/auth${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', origin, ...headers },
    });
  const cookieOf = (res: Response) =>
    res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

  it('signs up with full name and username, mails a verification link, and signs in once verified', async () => {
    const email = 'ana@example.com';
    const signUp = await post('/sign-up/email', {
      name: 'Ana Anić',
      username: 'ana',
      email,
      password: 'tajna123',
    });
    expect(signUp.status).toBe(200);
    const [profile] = await services.db.select().from(profiles);
    expect(profile).toMatchObject({ fullName: 'Ana Anić', username: 'ana', internalUser: false });

    expect(signUp.headers.getSetCookie().join()).toMatch(/tiket\.session_token=/);

    const [mail] = await services.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(mail.subject).toBe('Potvrdi svoj Tiket AI nalog');
    const link = /https?:\/\/\S+/.exec(mail.text)![0];
    const verify = await app.request(link.replace(/^https?:\/\/[^/]+/, ''));
    expect([200, 302]).toContain(verify.status);

    const wrong = await post('/sign-in/email', { email, password: 'pogresna' });
    expect(wrong.status).toBe(401);
    const signIn = await post('/sign-in/email', { email, password: 'tajna123' });
    expect(signIn.status).toBe(200);
    const cookie = cookieOf(signIn);
    expect(signIn.headers.getSetCookie().join()).toMatch(/tiket\.session_token=.*HttpOnly/i);
    const user = await getSessionUser(services, new Headers({ cookie }));
    expect(user).toMatchObject({ email });
  });

  it('refuses a duplicate e-mail and a short password', async () => {
    await post('/sign-up/email', { name: 'B', username: 'b', email: 'b@example.com', password: 'tajna123' });
    const again = await post('/sign-up/email', {
      name: 'B',
      username: 'b',
      email: 'b@example.com',
      password: 'tajna123',
    });
    expect(again.status).toBe(422);
    const short = await post('/sign-up/email', {
      name: 'C',
      username: 'c',
      email: 'c@example.com',
      password: '12345',
    });
    expect(short.status).toBe(400);
  });

  it('limits sign-in attempts per account in the database, with a Serbian message', async () => {
    let last: Response | undefined;
    for (let i = 0; i < 9; i++)
      last = await post('/sign-in/email', { email: 'napad@example.com', password: 'x'.repeat(8) });
    expect(last!.status).toBe(429);
    expect((await last!.json()).error.message).toMatch(/^Previše pokušaja\. Pokušaj ponovo za \d+ minut/);
  });

  it('never writes passwords to the logs', async () => {
    const lines: string[] = [];
    const { createLogger } = await import('../lib/logger');
    const logger = createLogger('info', { write: (l: string) => lines.push(l) } as never);
    logger.info({ body: { email: 'a@b.c', password: 'tajna123' }, password: 'tajna123' }, 'sign-in');
    expect(lines.join('')).not.toContain('tajna123');
  });
});

describe('sign-in limits and e-mail bounds (probe findings)', () => {
  let services: AppServices;
  let app: Hono;
  const origin = 'http://localhost:3000';
  beforeAll(async () => {
    services = await createTestServices({ TRUST_PROXY: 'true' });
    app = createApp({ services }) as unknown as Hono;
  });
  afterAll(() => services.dbHandle.close());

  const post = (path: string, body: unknown, from: string, headers: Record<string, string> = {}) =>
    app.request(`/api/auth${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': from, ...headers },
    });

  it('a stranger guessing from elsewhere does not lock the owner out; the guesser is stopped', async () => {
    const email = 'vlasnik@example.com';
    expect(
      (await post('/sign-up/email', { name: 'Vlasnik', email, password: 'prava-lozinka' }, '10.1.0.1'))
        .status,
    ).toBe(200);
    const guesses = [];
    for (let i = 0; i < 9; i++)
      guesses.push((await post('/sign-in/email', { email, password: `pogresna-${i}` }, '10.9.9.9')).status);
    expect(guesses.slice(0, 8).every((s) => s === 401)).toBe(true);
    expect(guesses[8]).toBe(429);
    // The owner, from their own address, still gets in.
    expect((await post('/sign-in/email', { email, password: 'prava-lozinka' }, '10.1.0.1')).status).toBe(200);
  });

  it('requests refused before a password is tried (another site’s origin, a malformed body) are not counted', async () => {
    const email = 'drugi-vlasnik@example.com';
    expect(
      (await post('/sign-up/email', { name: 'Drugi', email, password: 'prava-lozinka' }, '10.2.0.1')).status,
    ).toBe(200);
    for (let i = 0; i < 12; i++) {
      const res = await post('/sign-in/email', { email, password: 'pogresna' }, '10.2.0.1', {
        origin: 'https://evil.example',
      });
      expect(res.status).toBe(403);
    }
    expect((await post('/sign-in/email', { email, password: 'prava-lozinka' }, '10.2.0.1')).status).toBe(200);
  });

  it('an e-mail of 3,000 characters is refused with 400 on sign-in, sign-up and reset, and no key stores it', async () => {
    const email = `${'a'.repeat(3_000)}@example.com`;
    for (const [path, body] of [
      ['/sign-in/email', { email, password: 'lozinka-123' }],
      ['/sign-up/email', { name: 'Dug', email, password: 'lozinka-123' }],
      ['/request-password-reset', { email, redirectTo: '/reset-password' }],
    ] as const) {
      const res = await post(path, body, '10.3.0.1');
      expect(res.status, path).toBe(400);
      expect((await res.json()).error.message).toBe('Email adresa je predugačka.');
    }
    // Rate-limit keys are hashes of their subject: no address is readable in them, whatever its length.
    const keys = await services.db.execute<{ key: string }>(sql`select key from rate_limits`);
    expect(keys.rows.length).toBeGreaterThan(0);
    for (const { key } of keys.rows) {
      expect(key.length).toBeLessThan(100);
      expect(key).not.toContain('@');
    }
  });

  it('guessing spread over many addresses is stopped by the slower account-wide limit', async () => {
    const email = 'rasuti-napad@example.com';
    const { limit } = SIGN_IN_FAILURES.account;
    for (let i = 0; i < limit; i++)
      await recordSignInFailure(services.db, email, `10.50.${i >> 8}.${i & 255}`);
    await expect(assertSignInAllowed(services.db, email, '10.60.0.1')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
    await expect(assertSignInAllowed(services.db, 'drugi@example.com', '10.60.0.1')).resolves.toBeUndefined();
  });

  it('after a password reset, the older reset links of the account no longer work', async () => {
    const email = 'dva-linka@example.com';
    expect(
      (await post('/sign-up/email', { name: 'Dva', email, password: 'stara-lozinka' }, '10.4.0.1')).status,
    ).toBe(200);
    for (let i = 0; i < 2; i++)
      expect(
        (await post('/request-password-reset', { email, redirectTo: '/reset-password' }, '10.4.0.1')).status,
      ).toBe(200);
    const mails = await services.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    const tokens = mails
      .map((m) => /reset-password\/([A-Za-z0-9_-]+)/.exec(m.text)?.[1])
      .filter((t): t is string => Boolean(t));
    expect(tokens).toHaveLength(2);
    const reset = (token: string, newPassword: string) =>
      post('/reset-password', { token, newPassword }, '10.4.0.1');
    expect((await reset(tokens[1], 'nova-lozinka-1')).status).toBe(200);
    expect((await reset(tokens[0], 'napadac-lozinka')).status).toBe(400);
    expect((await post('/sign-in/email', { email, password: 'nova-lozinka-1' }, '10.4.0.2')).status).toBe(
      200,
    );
  });

  it('a database that cannot write (disk full) is a 503 service error: sign-up never says the account exists', async () => {
    // PostgreSQL's own SQLSTATE for a full disk, raised by the real database on every insert of a user.
    await services.db.execute(sql`
      create function refuse_full_disk() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file: No space left on device' using errcode = '53100'; end $$`);
    await services.db.execute(
      sql`create trigger disk_full before insert on "user" for each row execute function refuse_full_disk()`,
    );
    await services.db.execute(
      sql`create trigger disk_full before insert or update on rate_limits for each row when (new.key = 'health:write') execute function refuse_full_disk()`,
    );
    try {
      const res = await post(
        '/sign-up/email',
        { name: 'Pun', email: 'pun-disk@example.com', password: 'lozinka-123' },
        '10.5.0.1',
      );
      expect(res.status).toBe(503);
      expect((await res.json()).error.message).toBe(
        'Servis je privremeno nedostupan. Pokušaj ponovo za nekoliko sekundi.',
      );
      // Readiness says so too.
      const health = await app.request('/healthz');
      expect(health.status).toBe(503);
    } finally {
      await services.db.execute(sql`drop trigger disk_full on "user"`);
      await services.db.execute(sql`drop trigger disk_full on rate_limits`);
    }
    expect((await app.request('/healthz')).status).toBe(200);
  });
});
