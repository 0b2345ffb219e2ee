import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, inArray, or, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppServices } from '../../context';
import { createApp } from '../../app';
import { wireServices } from '../../services';
import {
  Browser,
  createTestServices,
  loadPageBuild,
  verifyEmailFromOutbox,
} from '../../../tests/support/services';
import { profiles, session, user as users } from '../../db/schema/auth';
import { checkouts, localPaymentObjects, payments, subscribers } from '../../db/schema/billing';
import { ocrResults } from '../../db/schema/reports';
import { insertReport } from '../reports/report-store';
import { UPLOAD_BUCKET } from '../uploads/bucket';
import { grantAdmin, grantMessage } from './admins';
import { deleteTestUsers } from './delete-test-users';
import { listUsers } from './list-users';
import { setInternal } from './set-internal';
import { runApiTest, SAMPLES, type ApiTestInput } from './api-tests';

const PASSWORD = 'tajna-lozinka-123';
const ADMIN = 'sef@example.com';
const ODDS: ApiTestInput['odds'] = { sport: 'football', ticketType: 'safe', stake: 10 };

let services: AppServices;
let app: ReturnType<typeof createApp>;
let pageBuild: Awaited<ReturnType<typeof loadPageBuild>>['build'];
let closePages: () => Promise<void>;
let ip = 0;
const newBrowser = () => new Browser(app, `198.51.100.${++ip}`);
const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields),
});

beforeAll(async () => {
  services = await createTestServices({ TRUST_PROXY: 'true', ADMIN_EMAIL: ADMIN });
  const pages = await loadPageBuild();
  closePages = pages.close;
  pageBuild = pages.build;
  app = createApp({ services, build: pages.build });
});
afterAll(async () => {
  await closePages?.();
  await services?.dbHandle.close();
});

const userId = async (email: string) =>
  (await services.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;

/**
 * A signed-up user with a stored photo report, a paid report and a subscription, all through the real API.
 * With `paidAs`, the account paid under that e-mail and changed it to `email` afterwards, so the billing rows
 * name it only by user id (and by the processor's references).
 */
async function customer(email: string, paidAs = email) {
  const browser = newBrowser();
  await browser.signUp(paidAs, PASSWORD);
  const id = (await userId(paidAs))!;
  const filePath = `${id}/tiket.png`;
  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  await services.storage.put(UPLOAD_BUCKET, filePath, png, 'image/png');
  await insertReport(services.db, { userId: id, source: 'photo', filePath, extractedText: 'tiket' });
  const paid = await browser.pay('report', paidAs, await browser.analyse());
  expect(paid.verify.body.success).toBe(true);
  const sub = await browser.pay('basic', paidAs, null);
  expect(sub.verify.status).toBe(200);
  if (paidAs !== email) await services.db.update(users).set({ email }).where(eq(users.id, id));
  return { id, email, paidAs, filePath };
}

/** Every row that belongs to the customer, table by table. */
async function rowsOf(c: { id: string; email: string; paidAs: string }) {
  const emails = [c.email, c.paidAs];
  const n = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    user: await n(services.db.select().from(users).where(eq(users.id, c.id))),
    profile: await n(services.db.select().from(profiles).where(eq(profiles.userId, c.id))),
    reports: await n(services.db.select().from(ocrResults).where(eq(ocrResults.userId, c.id))),
    payments: await n(
      services.db
        .select()
        .from(payments)
        .where(or(eq(payments.userId, c.id), inArray(payments.email, emails))),
    ),
    checkouts: await n(
      services.db
        .select()
        .from(checkouts)
        .where(or(eq(checkouts.userId, c.id), inArray(checkouts.email, emails))),
    ),
    subscribers: await n(
      services.db
        .select()
        .from(subscribers)
        .where(or(eq(subscribers.userId, c.id), inArray(subscribers.email, emails))),
    ),
    processor: await n(
      services.db.select().from(localPaymentObjects).where(inArray(localPaymentObjects.email, emails)),
    ),
  };
}

describe('deleteTestUsers', () => {
  it('removes exactly the test-prefixed accounts with their rows and stored files, and nothing else', async () => {
    const doomed = await customer('test+brisanje@example.com', 'ranije-drugi-mejl@example.com');
    const kept = await customer('obican-kupac@example.com');
    // Only the prefix counts, not "test" elsewhere in the address.
    const lookalike = await customer('moj.test+nalog@example.com');
    const before = await rowsOf(doomed);
    expect(
      Object.values(before).every((count) => count > 0),
      JSON.stringify(before),
    ).toBe(true);
    const keptBefore = await rowsOf(kept);
    const lookalikeBefore = await rowsOf(lookalike);
    const [{ total }] = await services.db.select({ total: sql<number>`count(*)::int` }).from(users);

    const done = await deleteTestUsers(services, ADMIN);

    expect(done).toEqual({ users: 1, reports: 2, files: 1 });
    expect(Object.values(await rowsOf(doomed)).every((count) => count === 0)).toBe(true);
    expect(await services.storage.exists(UPLOAD_BUCKET, doomed.filePath)).toBe(false);
    expect(await rowsOf(kept)).toEqual(keptBefore);
    expect(await rowsOf(lookalike)).toEqual(lookalikeBefore);
    expect(await services.storage.exists(UPLOAD_BUCKET, kept.filePath)).toBe(true);
    expect(await services.storage.exists(UPLOAD_BUCKET, lookalike.filePath)).toBe(true);
    const [{ after }] = await services.db.select({ after: sql<number>`count(*)::int` }).from(users);
    expect(after).toBe(total - 1);
  });
});

describe('admin area', () => {
  let admin: Browser;
  beforeAll(async () => {
    const b = newBrowser();
    await b.signUp(ADMIN, PASSWORD);
    await verifyEmailFromOutbox(services, app, ADMIN);
    await grantAdmin(services.db, ADMIN);
    admin = newBrowser();
    const res = await admin.request(
      '/skriveni-admin',
      form({ intent: 'login', email: ADMIN, password: PASSWORD }),
    );
    expect(res.status).toBe(302);
  });

  it('a refused admin login with valid credentials leaves no session and no "last sign-in"', async () => {
    const email = 'nije-admin@example.com';
    await newBrowser().signUp(email, PASSWORD);
    const id = (await userId(email))!;
    await services.db.delete(session).where(eq(session.userId, id));
    await services.db.update(users).set({ lastSignInAt: null }).where(eq(users.id, id));
    const res = await newBrowser().request(
      '/skriveni-admin',
      form({ intent: 'login', email, password: PASSWORD }),
    );
    expect(res.status).toBe(401);
    expect(await res.text()).toContain('Invalid admin credentials');
    expect(await services.db.select().from(session).where(eq(session.userId, id))).toEqual([]);
    const [row] = await services.db.select().from(users).where(eq(users.id, id));
    expect(row.lastSignInAt).toBeNull();
  });

  it('marking a user id that names nobody as internal is a 404 in words, not a failed insert (500)', async () => {
    for (const userId of [randomUUID(), 'nepostojeci', '']) {
      const res = await admin.request(
        '/skriveni-admin',
        form({ intent: 'internal', userId, internal: 'true' }),
      );
      expect(res.status, userId).toBe(404);
      expect(await services.db.select().from(profiles).where(eq(profiles.userId, userId))).toEqual([]);
    }
    // A real user is still marked.
    const id = (await userId(ADMIN))!;
    const ok = await admin.request(
      '/skriveni-admin',
      form({ intent: 'internal', userId: id, internal: 'true' }),
    );
    expect(ok.status).toBe(200);
  });

  it('"last sign-in" is the latest sign-in, and survives signing out', async () => {
    const email = 'odjavljeni@example.com';
    const browser = newBrowser();
    await browser.signUp(email, PASSWORD);
    await browser.post('/api/auth/sign-out');
    const id = (await userId(email))!;
    expect(await services.db.select().from(session).where(eq(session.userId, id))).toEqual([]);
    const { rows } = await listUsers(services.db, 1, []);
    const listed = rows.find((r) => r.id === id)!;
    expect(listed.lastSignIn).toBeInstanceOf(Date);
    expect(Date.now() - listed.lastSignIn!.getTime()).toBeLessThan(60_000);
  });

  it('Create Admin User reloads on the users tab and says honestly that the account must sign up first', async () => {
    const res = await admin.request('/skriveni-admin', form({ intent: 'create-admin' }));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/skriveni-admin?tab=users');
    const page = await (await admin.request('/skriveni-admin?tab=users')).text();
    expect(page).toContain(`Admin user created successfully: ${ADMIN} can sign in here.`);
    // The message is shown once: a reload does not repeat it.
    expect(await (await admin.request('/skriveni-admin?tab=users')).text()).not.toContain(
      'Admin user created successfully',
    );
  });

  it('without ADMIN_EMAIL the page says how to set it, and Create Admin User is refused with the reason', async () => {
    // The same database, served by a process configured without an administrator e-mail.
    const unconfigured = createApp({
      services: wireServices(
        { ...services.config, ADMIN_EMAIL: undefined },
        services.dbHandle,
        services.logger,
      ),
      build: pageBuild,
    });
    const operator = new Browser(unconfigured, '198.51.100.250');
    const login = await operator.request(
      '/skriveni-admin',
      form({ intent: 'login', email: ADMIN, password: PASSWORD }),
    );
    expect(login.status).toBe(302);
    const page = await (await operator.request('/skriveni-admin?tab=users')).text();
    expect(page).toContain('data-testid="admin-not-configured"');
    expect(page).toMatch(/<button[^>]*disabled=""[^>]*>Create Admin User<\/button>/);
    const res = await operator.request('/skriveni-admin', form({ intent: 'create-admin' }));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(
      'Failed to create admin user: ADMIN_EMAIL is not set in the server configuration.',
    );
  });

  it('granting admin rights says when the person still has to sign up or confirm the e-mail', async () => {
    const nobody = 'novi-admin@example.com';
    expect(grantMessage(nobody, await grantAdmin(services.db, nobody))).toBe(
      `Admin user created, but no account uses ${nobody} yet: sign up on the site with that e-mail and confirm it, then sign in here.`,
    );
    const unconfirmed = 'nepotvrdjen-admin@example.com';
    await newBrowser().signUp(unconfirmed, PASSWORD);
    expect(grantMessage(unconfirmed, await grantAdmin(services.db, unconfirmed))).toContain(
      'has not confirmed its e-mail yet',
    );
  });

  it('the bulk delete reloads on the users tab with "Users deleted successfully", once', async () => {
    await newBrowser().signUp('test+jos-jedan@example.com', PASSWORD);
    const res = await admin.request('/skriveni-admin', form({ intent: 'delete-test-users' }));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/skriveni-admin?tab=users');
    const page = await (await admin.request('/skriveni-admin?tab=users')).text();
    expect(page).toContain('Users deleted successfully (test users: 1,');
    expect(await (await admin.request('/skriveni-admin?tab=users')).text()).not.toContain(
      'Users deleted successfully',
    );
  });

  it('the API tests echo the request, also when they fail, and the raw odds test lists the sports', async () => {
    const input = { odds: ODDS, text: SAMPLES.ticket, query: SAMPLES.query };
    const empty = await runApiTest(services, 'gpt4-analysis', { ...input, text: '  ' });
    expect(empty).toMatchObject({ request: { manualText: '  ' }, error: 'Input text is required.' });
    const badQuery = await runApiTest(services, 'perplexity-odds', { ...input, query: 'Zvezda' });
    expect(badQuery).toMatchObject({ request: { query: 'Zvezda' } });
    expect('error' in badQuery && badQuery.error).toContain('Home - Away');
    const notImage = await runApiTest(services, 'openai-vision', { ...input, image: Buffer.from('tekst') });
    expect('error' in notImage && notImage.error).toBe(
      'Molimo otpremite validan fajl slike (JPEG, PNG, ili WebP)',
    );
    const tennis = await runApiTest(services, 'odds-raw', { ...input, odds: { ...ODDS, sport: 'tennis' } });
    expect(tennis).toMatchObject({ request: { sport: 'tennis', regions: 'eu' }, response: { count: 0 } });
    const football = await runApiTest(services, 'odds-raw', input);
    expect('response' in football && football.response).toMatchObject({
      sports: expect.arrayContaining([expect.objectContaining({ title: 'Serbian SuperLiga' })]),
    });
    const flow = await runApiTest(services, 'odds-flow', { ...input, odds: { ...ODDS, sport: 'tennis' } });
    expect(flow).toMatchObject({ request: { sport: 'tennis' }, response: { success: false } });
  });

  it('filters users by type; a user without a profile row counts as external', async () => {
    const browser = newBrowser();
    await browser.signUp('bez-profila@example.com', PASSWORD);
    await browser.signUp('interni@example.com', PASSWORD);
    const plain = (await userId('bez-profila@example.com'))!;
    const inner = (await userId('interni@example.com'))!;
    await services.db.delete(profiles).where(eq(profiles.userId, plain));
    await setInternal(services.db, inner, true);
    const internal = (await listUsers(services.db, 1, ['internal'])).rows.map((r) => r.id);
    const external = (await listUsers(services.db, 1, ['external'])).rows.map((r) => r.id);
    expect(internal).toContain(inner);
    expect(internal).not.toContain(plain);
    expect(external).toContain(plain);
    expect(external).not.toContain(inner);
    expect((await listUsers(services.db, 1, [])).rows.find((r) => r.id === inner)?.internal).toBe(true);
  });

  it('a list that cannot be read shows the specification’s message instead of the error page', async () => {
    await services.db.execute(sql`ALTER TABLE profiles RENAME TO profiles_away`);
    await services.db.execute(sql`ALTER TABLE ocr_results RENAME TO ocr_results_away`);
    try {
      // Each step of the users list under its own words: the filter's profiles, then the listed users' details.
      const filtered = await admin.request('/skriveni-admin?tab=users&type=internal');
      expect(filtered.status).toBe(200);
      expect(await filtered.text()).toContain('Failed to fetch user profiles');
      const users = await admin.request('/skriveni-admin?tab=users');
      expect(users.status).toBe(200);
      expect(await users.text()).toContain('Failed to fetch user details');
      const ocr = await admin.request('/skriveni-admin?tab=ocr-requests');
      expect(ocr.status).toBe(200);
      expect(await ocr.text()).toContain('Failed to fetch OCR requests');
    } finally {
      await services.db.execute(sql`ALTER TABLE profiles_away RENAME TO profiles`);
      await services.db.execute(sql`ALTER TABLE ocr_results_away RENAME TO ocr_results`);
    }
  });
});
