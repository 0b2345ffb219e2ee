import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { AppServices } from '../context';
import { createApp } from '../app';
import { createTestServices } from '../../tests/support/services';
import { emailOutbox, profiles } from '../db/schema/auth';
import { ocrResults } from '../db/schema/reports';
import { GUEST_COOKIE, hashGuestToken, newGuestToken } from '../modules/accounts/guest-identity';
import { getSessionUser } from './session';
import { SIGN_IN_FAILURES, assertSignInAllowed, knownDeviceId, recordSignInFailure } from './sign-in-limits';

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

  it('a browser that signs up takes over the reports it made as a guest; another browser’s stay its own', async () => {
    const secret = services.config.AUTH_SECRET;
    const [mine, theirs] = [newGuestToken(secret), newGuestToken(secret)];
    const report = (token: string) => ({
      source: 'manual',
      extractedText: 'Zvezda - Partizan 1',
      guestTokenHash: hashGuestToken(token),
    });
    const [made, other] = await services.db
      .insert(ocrResults)
      .values([report(mine), report(theirs)])
      .returning({ id: ocrResults.id });
    const signUp = await post(
      '/sign-up/email',
      { name: 'Gost Gostić', username: 'gost', email: 'gost@example.com', password: 'tajna123' },
      { cookie: `${GUEST_COOKIE}=${mine}` },
    );
    expect(signUp.status).toBe(200);
    const user = await getSessionUser(services, new Headers({ cookie: cookieOf(signUp) }));
    const ownerOf = async (id: string) =>
      (await services.db.select().from(ocrResults).where(eq(ocrResults.id, id)))[0].userId;
    expect(await ownerOf(made.id)).toBe(user!.id);
    expect(await ownerOf(other.id)).toBeNull();
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

  it('112 wrong passwords from 14 addresses lock nobody out: the owner gets in from a new address and at once from a known device', async () => {
    const email = 'meta-napada@example.com';
    const password = 'prava-lozinka';
    expect((await post('/sign-up/email', { name: 'Meta', email, password }, '10.70.0.1')).status).toBe(200);
    // The owner signed in on their phone before the attack: that phone is a known device from now on.
    const phone = await post('/sign-in/email', { email, password }, '10.70.0.1');
    expect(phone.status).toBe(200);
    const device = phone.headers
      .getSetCookie()
      .find((c) => c.startsWith('tiket.device='))
      ?.split(';')[0];

    // A stranger guesses from 14 addresses, 8 wrong passwords from each: 112 requests.
    const answers: number[] = [];
    for (let a = 0; a < 14; a++)
      for (let i = 0; i < 8; i++)
        answers.push(
          (await post('/sign-in/email', { email, password: `pogresna-${a}-${i}` }, `10.71.0.${a}`)).status,
        );
    expect(answers.every((s) => s === 401 || s === 429)).toBe(true);
    // Guessing stays expensive: the account-wide count still turns the guesser away, each address soon.
    const tried = answers.filter((s) => s === 401).length;
    expect(tried).toBeGreaterThanOrEqual(SIGN_IN_FAILURES.account.limit);
    expect(tried).toBeLessThanOrEqual(SIGN_IN_FAILURES.account.limit + 4);
    expect(answers.at(-1)).toBe(429);
    expect((await post('/sign-in/email', { email, password: 'jos-jedna' }, '10.71.0.3')).status).toBe(429);

    // The owner, from an address never seen (a new network, another browser), still gets in.
    const fresh = await post('/sign-in/email', { email, password }, '10.72.0.1');
    expect(fresh.status, JSON.stringify(await fresh.clone().json())).toBe(200);
    // …and from the known phone at once, even on a network the guesser used.
    expect(device).toBeDefined();
    const known = await post('/sign-in/email', { email, password }, '10.71.0.5', { cookie: device! });
    expect(known.status, JSON.stringify(await known.clone().json())).toBe(200);
  }, 120_000);

  it('a known device is bound to its account and signed: another account, or a forged cookie, is an unknown device', async () => {
    const owner = 'uredjaj-a@example.com';
    const other = 'uredjaj-b@example.com';
    for (const email of [owner, other])
      expect(
        (await post('/sign-up/email', { name: 'U', email, password: 'prava-lozinka' }, '10.73.0.1')).status,
      ).toBe(200);
    const signIn = await post('/sign-in/email', { email: owner, password: 'prava-lozinka' }, '10.73.0.1');
    const set = signIn.headers.getSetCookie().find((c) => c.startsWith('tiket.device='))!;
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Lax/i);
    expect(set).toMatch(/Max-Age=\d{7,}/i);
    const device = set.split(';')[0];
    const id = device.slice('tiket.device='.length).split('~')[0];
    expect(knownDeviceId(services.config.AUTH_SECRET, device, owner)).toBe(id);
    expect(knownDeviceId(services.config.AUTH_SECRET, device, other)).toBeNull();
    expect(knownDeviceId('x'.repeat(32), device, owner)).toBeNull();
    expect(knownDeviceId(services.config.AUTH_SECRET, `tiket.device=${id}~forged`, owner)).toBeNull();

    // The known device's wrong passwords are its own: 8 of them stop that device, not the owner's address.
    for (let i = 0; i < 8; i++)
      expect(
        (
          await post('/sign-in/email', { email: owner, password: `krivo-${i}` }, '10.73.0.2', {
            cookie: device,
          })
        ).status,
      ).toBe(401);
    expect(
      (
        await post('/sign-in/email', { email: owner, password: 'prava-lozinka' }, '10.73.0.2', {
          cookie: device,
        })
      ).status,
    ).toBe(429);
    expect(
      (await post('/sign-in/email', { email: owner, password: 'prava-lozinka' }, '10.73.0.2')).status,
    ).toBe(200);
  });

  it('a known device is not held by the request limit of an address a stranger shares', async () => {
    const email = 'zajednicka-mreza@example.com';
    const password = 'prava-lozinka';
    // Signing up on this browser made it a known device already.
    const signIn = await post('/sign-up/email', { name: 'Mreža', email, password }, '10.74.0.1');
    const device = signIn.headers
      .getSetCookie()
      .find((c) => c.startsWith('tiket.device='))!
      .split(';')[0];
    // Someone on the same network (a café, a mobile carrier's NAT) uses up the address's 30 sign-in requests.
    for (let i = 0; i < 31; i++)
      await post(
        '/sign-in/email',
        { email: `stranac-${i}@example.com`, password: 'nesto-1234' },
        '10.74.0.1',
      );
    expect((await post('/sign-in/email', { email, password }, '10.74.0.1')).status).toBe(429);
    expect((await post('/sign-in/email', { email, password }, '10.74.0.1', { cookie: device })).status).toBe(
      200,
    );
  }, 30_000);

  it('past the account-wide limit, guessing spread over many addresses is held per address more strictly, the owner is not', async () => {
    const email = 'rasuti-napad@example.com';
    const { limit } = SIGN_IN_FAILURES.account;
    const strict = SIGN_IN_FAILURES.perAddressUnderAttack.limit;
    // Before the account-wide limit, an address may fail more than the strict number of times.
    for (let i = 0; i < strict; i++) await recordSignInFailure(services.db, email, '10.60.0.2');
    await expect(assertSignInAllowed(services.db, email, '10.60.0.2')).resolves.toBeUndefined();
    for (let i = strict; i < limit; i++)
      await recordSignInFailure(services.db, email, `10.50.${i >> 8}.${i & 255}`);
    // Now the same address is refused for the rest of the hour…
    await expect(assertSignInAllowed(services.db, email, '10.60.0.2')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
    // …while an address that has not guessed (the owner's) may still try, and other accounts are untouched.
    await expect(assertSignInAllowed(services.db, email, '10.60.0.1')).resolves.toBeUndefined();
    await expect(assertSignInAllowed(services.db, 'drugi@example.com', '10.60.0.2')).resolves.toBeUndefined();
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

describe('accounts API errors in the caller’s language (rs/hr), from the catalogue', () => {
  let services: AppServices;
  let app: Hono;
  const origin = 'http://localhost:3000';
  beforeAll(async () => {
    services = await createTestServices({ TRUST_PROXY: 'true' });
    app = createApp({ services }) as unknown as Hono;
  });
  afterAll(() => services.dbHandle.close());

  const SERBIAN = { 'accept-language': 'sr-RS,sr;q=0.9,en;q=0.5' };
  const CROATIAN = { 'accept-language': 'hr-HR,hr;q=0.9,en;q=0.5' };
  const call = async (path: string, body: unknown, headers: Record<string, string>, from = '10.90.0.1') => {
    const res = await app.request(`/api/auth${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': from, ...headers },
    });
    return { status: res.status, message: ((await res.json()) as { message?: string }).message, res };
  };
  const english = /\b(invalid|password|user|token|exists|short|expected|required|email or)\b/i;

  it('wrong password, short password, taken address, bad reset and sign-in links: Serbian or Croatian as asked', async () => {
    const email = 'jezik@example.com';
    expect(
      (await call('/sign-up/email', { name: 'Jezik', email, password: 'prava-lozinka' }, SERBIAN)).status,
    ).toBe(200);

    const cases: [string, unknown, number, string, string][] = [
      [
        '/sign-in/email',
        { email, password: 'pogresna-lozinka' },
        401,
        'Pogrešan email ili lozinka.',
        'Pogrešna e-mail adresa ili lozinka.',
      ],
      [
        '/sign-up/email',
        { name: 'K', email: 'kratka@example.com', password: '12345' },
        400,
        'Lozinka mora imati najmanje 6 znakova.',
        'Lozinka mora imati najmanje 6 znakova.',
      ],
      [
        '/sign-up/email',
        { name: 'Jezik', email, password: 'prava-lozinka' },
        422,
        'Nalog sa ovom email adresom već postoji. Prijavi se.',
        'Račun s ovom e-mail adresom već postoji. Prijavi se.',
      ],
      [
        '/reset-password',
        { token: 'nepostojeci-token', newPassword: 'nova-lozinka-1' },
        400,
        'Link je istekao ili nije ispravan. Zatraži novi.',
        'Poveznica je istekla ili nije ispravna. Zatraži novu.',
      ],
      [
        '/token-sign-in',
        { token: 'nepostojeci-token-za-prijavu' },
        400,
        'Link za prijavu je istekao ili je već iskorišćen.',
        'Poveznica za prijavu je istekla ili je već iskorištena.',
      ],
      [
        '/sign-in/email',
        { email: 'nije-adresa', password: 'nesto-1234' },
        400,
        'Email adresa nije ispravna.',
        'E-mail adresa nije ispravna.',
      ],
    ];
    for (const [path, body, status, rs, hr] of cases) {
      const serbian = await call(path, body, SERBIAN, '10.90.0.2');
      expect(serbian.status, path).toBe(status);
      expect(serbian.message, path).toBe(rs);
      const croatian = await call(path, body, CROATIAN, '10.90.0.3');
      expect(croatian.status, path).toBe(status);
      expect(croatian.message, path).toBe(hr);
      // The stored language choice (the site's language switch) wins over the browser's languages.
      const chosen = await call(path, body, { ...SERBIAN, cookie: 'lang=hr' }, '10.90.0.4');
      expect(chosen.message, path).toBe(hr);
      expect(serbian.message).not.toMatch(english);
    }
  });

  it('a signed-in caller’s refusals too: a wrong current password when changing it', async () => {
    const email = 'promena@example.com';
    const signUp = await call(
      '/sign-up/email',
      { name: 'Promena', email, password: 'prava-lozinka' },
      CROATIAN,
    );
    const cookie = signUp.res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    for (const [headers, text] of [
      [SERBIAN, 'Lozinka nije tačna.'],
      [CROATIAN, 'Lozinka nije točna.'],
    ] as const) {
      const res = await call(
        '/change-password',
        { currentPassword: 'pogresna-lozinka', newPassword: 'nova-lozinka-123' },
        { ...headers, cookie },
      );
      expect(res.status).toBe(400);
      expect(res.message).toBe(text);
    }
  });
});
