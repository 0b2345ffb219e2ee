import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppServices } from './context';
import { createApp } from './app';
import { Browser, createTestServices, loadPageBuild, verifyEmailFromOutbox } from '../tests/support/services';
import { ocrResults } from './db/schema/reports';
import { profiles, session, user as users } from './db/schema/auth';
import { grantAdmin } from './modules/admin/admins';
import { insertReport } from './modules/reports/report-store';
import { issueSignInToken } from './auth/sign-in-link';
import { saveFromForm } from './modules/content/editor';
import { createLogger } from './lib/logger';

/**
 * Who may do what: every route that needs sign-in, ownership of a report or ticket, an unlock or admin rights,
 * asked by each kind of visitor. API routes and the pages (React Router loaders and actions, rendered through
 * the real request handler) are requested through `createApp`, as a browser would.
 *
 * Left out on purpose, because they need none of these: the public API (status, upload, process-ocr,
 * billing/config, check-subscriber, funnel-event, generate-real-ticket), the capability routes whose secret is
 * the authorisation (local-pay/confirm and /authenticate take the intent's client secret, verify-* the
 * checkout's provider id, token-sign-in its single-use token), Stripe's webhook (signature; the local processor
 * answers 404), public pages, and /dev/mail (the development mail viewer, 404 in production).
 */

const ACTORS = ['anonymous', 'userA', 'userB', 'subscriber', 'admin'] as const;
type Actor = (typeof ACTORS)[number];
type SignedIn = Exclude<Actor, 'anonymous'>;

/** The expected answer: a status, or a status with where it redirects and whether the owner's data shows. */
type Expectation = number | { status: number; location?: string; shows?: true; hides?: true };

interface Row {
  method: 'GET' | 'POST';
  /** `:name` stands for a fixture id (see `ids`). */
  path: string;
  /** JSON for /api routes; `form` sends it as a submitted HTML form (page actions). */
  body?: Record<string, unknown>;
  form?: true;
  expect: Record<Actor, Expectation>;
  /** Text of user A's resource: `shows` requires it in the answer, `hides` forbids it. */
  secret?: string;
  /** Ask with a new session of the actor (for requests that end the session they come with). */
  fresh?: true;
  /** Prepares the row's resource anew for each actor. */
  before?: () => Promise<void>;
  /** Checked after the request: what a refused request must not have changed. */
  after?: (actor: Actor, status: number) => Promise<void>;
}

const PASSWORD = 'tajna-lozinka-123';
const EMAIL = {
  userA: 'vlasnik@example.com',
  userB: 'drugi@example.com',
  subscriber: 'pretplatnik@example.com',
  admin: 'administrator@example.com',
} as const;
// Invented teams, so their names appear nowhere on the site but in A's reports.
const A_TICKET = 'Tajnoviti Orlovi - Skriveni Vukovi 1 1.85';
const A_SECRET = 'Tajnoviti Orlovi';
const SUB_TICKET = 'Pretplatni Sokolovi - Zlatni Lavovi 2 2.10';

const TO_AUTH = { status: 302, location: '/auth?redirectTo=' };
/** Everyone signed in gets `status`; anonymous visitors `anonymous`. */
const signedIn = (status: Expectation, anonymous: Expectation = 401): Record<Actor, Expectation> => ({
  anonymous,
  userA: status,
  userB: status,
  subscriber: status,
  admin: status,
});
/** Only the administrator gets `status`; every other signed-in user 403. */
const adminOnly = (status: Expectation, anonymous: Expectation): Record<Actor, Expectation> => ({
  ...signedIn(403, anonymous),
  admin: status,
});
/** Only user A, the owner, gets `status`; everyone else `others`. */
const ownerOnly = (status: Expectation, others: Expectation): Record<Actor, Expectation> => ({
  anonymous: others,
  userA: status,
  userB: others,
  subscriber: others,
  admin: others,
});
const hidden = (status: number) => ({ status, hides: true as const });
const shown = (status: number) => ({ status, shows: true as const });

const MATRIX: Row[] = [
  // ── Reports: A's typed ticket, locked and paid for ────────────────────────────────────────────────
  {
    method: 'GET',
    path: '/report-preview?id=:reportLocked',
    expect: ownerOnly(shown(200), 404),
    secret: A_SECRET,
  },
  {
    method: 'GET',
    path: '/report-preview?id=:reportUnlocked',
    expect: ownerOnly({ status: 302, location: '/report/' }, 404),
  },
  {
    method: 'GET',
    path: '/report/:reportUnlocked',
    // Someone else's report is "not found", in the view and in the status.
    expect: { ...signedIn(hidden(404), TO_AUTH), userA: shown(200) },
    secret: A_SECRET,
  },
  {
    method: 'GET',
    path: '/report/:reportLocked',
    // Not paid for: the owner sees the unlock prompt (402), not the analysis; others "not found".
    expect: { ...signedIn(hidden(404), TO_AUTH), userA: hidden(402) },
    secret: A_SECRET,
  },
  {
    method: 'GET',
    path: '/dashboard',
    // Everyone sees only their own reports (a visitor who is not signed in is asked to sign in).
    expect: { ...signedIn(hidden(200), hidden(200)), userA: shown(200) },
    secret: A_SECRET,
  },
  // The same loaders as data, as client-side navigation fetches them.
  {
    method: 'GET',
    path: '/report/:reportUnlocked.data',
    // Signed out: 202, single fetch's redirect to sign-in.
    expect: { ...signedIn(hidden(404), hidden(202)), userA: shown(200) },
    secret: A_SECRET,
  },
  {
    method: 'GET',
    path: '/dashboard.data',
    expect: { ...signedIn(hidden(200), hidden(200)), userA: shown(200) },
    secret: A_SECRET,
  },
  {
    method: 'POST',
    path: '/api/create-payment-intent',
    body: { plan: 'report', email: 'kupac@example.com', ocr_result_id: ':reportLocked' },
    // Nobody pays for (and so unlocks) someone else's report.
    expect: ownerOnly(200, 404),
  },
  {
    method: 'POST',
    path: '/api/unlock-report',
    body: { report_id: ':reportLocked' },
    // The quota unlock needs a subscription first; a subscriber cannot spend it on A's report.
    expect: { ...signedIn(402), subscriber: 404 },
    after: async () => expect(await isUnlocked('reportLocked')).toBe(false),
  },
  {
    method: 'POST',
    path: '/api/unlock-report',
    body: { report_id: ':subscriberReport' },
    expect: { ...signedIn(402), subscriber: 200 },
  },

  // ── Generated tickets: A's, locked and unlocked; the subscriber's own ─────────────────────────────
  {
    method: 'GET',
    path: '/api/generated-ticket/:ticketUnlocked/pdf',
    expect: ownerOnly(200, 404),
  },
  {
    method: 'GET',
    path: '/api/generated-ticket/:ticketLocked/pdf',
    expect: ownerOnly(404, 404),
  },
  {
    method: 'GET',
    path: '/ai-generator/result?ticket=:ticketUnlocked',
    expect: ownerOnly(200, 404),
  },
  {
    method: 'GET',
    path: '/ai-generator/result?ticket=:ticketLocked',
    expect: ownerOnly({ status: 302, location: '/ai-generator/payment?ticket=' }, 404),
  },
  {
    method: 'POST',
    path: '/api/unlock-generated',
    body: { ticket_id: ':ticketLocked' },
    // The Premium allowance is needed first; a Premium subscriber cannot spend it on A's ticket.
    expect: { ...signedIn(402), subscriber: 404 },
    after: async () => expect(await isUnlocked('ticketLocked')).toBe(false),
  },
  {
    method: 'POST',
    path: '/api/unlock-generated',
    body: { ticket_id: ':subscriberTicket' },
    expect: { ...signedIn(402), subscriber: 200 },
  },

  // ── Subscription and billing of the signed-in user ────────────────────────────────────────────────
  { method: 'POST', path: '/api/check-subscription', expect: signedIn(200) },
  { method: 'POST', path: '/api/customer-portal', expect: { ...signedIn(404), subscriber: 200 } },
  { method: 'POST', path: '/api/subscription/cancel', expect: { ...signedIn(404), subscriber: 200 } },
  { method: 'POST', path: '/api/subscription/resume', expect: { ...signedIn(404), subscriber: 200 } },
  {
    method: 'POST',
    path: '/api/subscription/change-plan',
    body: { plan: 'premium' },
    expect: { ...signedIn(404), subscriber: 200 },
  },
  { method: 'POST', path: '/api/subscription/card', expect: { ...signedIn(404), subscriber: 200 } },

  // ── Account pages ────────────────────────────────────────────────────────────────────────────────
  { method: 'GET', path: '/account', expect: signedIn(200, TO_AUTH) },
  { method: 'POST', path: '/api/settle-email', body: { enabled: true }, expect: signedIn(200) },
  {
    method: 'POST',
    path: '/account',
    form: true,
    body: { fullName: 'Novo Ime', username: 'novo_ime', avatarUrl: '' },
    expect: signedIn(200, TO_AUTH),
  },
  { method: 'GET', path: '/account/subscription', expect: signedIn(200, TO_AUTH) },

  // ── better-auth's endpoints that act on the session's own account ────────────────────────────────
  { method: 'GET', path: '/api/auth/list-sessions', expect: signedIn(200) },
  { method: 'GET', path: '/api/auth/list-accounts', expect: signedIn(200) },
  { method: 'POST', path: '/api/auth/update-user', body: { name: 'Promenjeno Ime' }, expect: signedIn(200) },
  {
    method: 'POST',
    path: '/api/auth/change-password',
    body: { currentPassword: 'pogresna-lozinka', newPassword: 'nova-lozinka-123' },
    expect: signedIn(400),
  },
  {
    method: 'POST',
    path: '/api/auth/revoke-session',
    body: { token: ':userASecondSession' },
    // Answers 200 to anyone signed in, but only the owner's request ends A's session.
    expect: signedIn(200),
    fresh: true,
    before: () => newSessionOfA(),
    after: async (actor) => expect(await sessionExists('userASecondSession')).toBe(actor !== 'userA'),
  },
  { method: 'POST', path: '/api/auth/revoke-other-sessions', expect: signedIn(200), fresh: true },
  { method: 'POST', path: '/api/auth/revoke-sessions', expect: signedIn(200), fresh: true },

  // ── Admin area (/skriveni-admin, its images, the content editor) ────────────────────────────────
  // Anyone not signed in sees the admin login form at /skriveni-admin.
  { method: 'GET', path: '/skriveni-admin', expect: adminOnly(200, 200) },
  { method: 'GET', path: '/skriveni-admin?tab=ocr-requests', expect: adminOnly(200, 200) },
  { method: 'GET', path: '/skriveni-admin?tab=api-testing', expect: adminOnly(200, 200) },
  {
    method: 'POST',
    path: '/skriveni-admin',
    form: true,
    body: { intent: 'internal', userId: ':userB', internal: 'true' },
    expect: adminOnly(200, 403),
    after: async (actor) => expect(await isInternal('userB')).toBe(actor === 'admin'),
  },
  {
    method: 'POST',
    path: '/skriveni-admin',
    form: true,
    body: { intent: 'create-admin' },
    expect: adminOnly({ status: 302, location: '/skriveni-admin?tab=users' }, 403),
  },
  {
    method: 'POST',
    path: '/skriveni-admin',
    form: true,
    body: { intent: 'api-test', test: 'odds-raw', sport: 'football', ticketType: 'safe', stake: '10' },
    expect: adminOnly(200, 403),
  },
  {
    method: 'POST',
    path: '/skriveni-admin',
    form: true,
    body: { intent: 'delete-test-users' },
    expect: adminOnly({ status: 302, location: '/skriveni-admin?tab=users' }, 403),
  },
  {
    method: 'POST',
    path: '/skriveni-admin',
    form: true,
    body: { intent: 'logout' },
    expect: adminOnly({ status: 302, location: '/skriveni-admin' }, 403),
    fresh: true,
  },
  { method: 'GET', path: '/skriveni-admin/ocr-demo', expect: adminOnly(200, TO_AUTH) },
  {
    method: 'POST',
    path: '/skriveni-admin/ocr-demo',
    form: true,
    body: { file: 'not an image' },
    expect: adminOnly(400, TO_AUTH),
  },
  {
    method: 'GET',
    path: '/skriveni-admin/image/:photoReport',
    expect: adminOnly(200, TO_AUTH),
  },
  { method: 'GET', path: '/admin/sadrzaj', expect: adminOnly(200, TO_AUTH) },
  {
    method: 'POST',
    path: '/admin/sadrzaj',
    form: true,
    body: { intent: 'publish', id: ':article' },
    expect: adminOnly(200, TO_AUTH),
  },
  { method: 'GET', path: '/admin/sadrzaj/new', expect: adminOnly(200, TO_AUTH) },
  { method: 'GET', path: '/admin/sadrzaj/:article', expect: adminOnly(200, TO_AUTH) },
  {
    method: 'POST',
    path: '/admin/sadrzaj/:article',
    form: true,
    body: {
      title: 'Članak za proveru prava',
      slug: 'clanak-za-proveru-prava',
      category: 'saveti-strategije',
      content: 'Sadržaj članka.',
      metaDescription: 'Opis',
      metaKeywords: 'test',
    },
    expect: adminOnly({ status: 302, location: '/admin/sadrzaj' }, TO_AUTH),
  },
];

/** The fixtures' ids, filled in by beforeAll; the matrix names them as `:name`. */
const ids: Record<string, string> = {};
let services: AppServices;
/** Signs A in on another device: `userASecondSession` is that session's token. */
let newSessionOfA: () => Promise<void>;

async function isUnlocked(name: string) {
  const [row] = await services.db.select().from(ocrResults).where(eq(ocrResults.id, ids[name]));
  return row.isUnlocked;
}
async function sessionExists(name: string) {
  return (await services.db.select().from(session).where(eq(session.token, ids[name]))).length > 0;
}
async function isInternal(name: string) {
  const [row] = await services.db.select().from(profiles).where(eq(profiles.userId, ids[name]));
  return row?.internalUser ?? false;
}

/** The route, and for the same route with different bodies what tells them apart (intent, fixture ids). */
function describeRow(row: Row): string {
  const body = row.body ?? {};
  const hint =
    typeof body.intent === 'string'
      ? `intent=${body.intent}`
      : Object.entries(body)
          .filter(([, v]) => typeof v === 'string' && v.startsWith(':'))
          .map(([k, v]) => `${k}=${v}`)
          .join(' ');
  return `${row.method} ${row.path}${hint ? ` (${hint})` : ''}`;
}

const resolve = (text: string) => text.replace(/:([A-Za-z]+)/g, (m, name: string) => ids[name] ?? m);
const resolveBody = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? resolve(v) : v]));

describe('authorization matrix', () => {
  let app: ReturnType<typeof createApp>;
  let closePages: () => Promise<void>;
  const browsers = {} as Record<SignedIn, Browser>;
  const userIds = {} as Record<SignedIn, string>;
  let nextIp = 1;
  const newBrowser = () => new Browser(app, `10.0.0.${nextIp++}`);

  /** A new browser signed in as the actor (single-use sign-in link, as after a checkout). */
  async function freshBrowser(actor: SignedIn) {
    const browser = newBrowser();
    const token = await issueSignInToken(services.db, { userId: userIds[actor], next: '/', ttlMinutes: 5 });
    expect((await browser.post('/api/auth/token-sign-in', { token })).status).toBe(200);
    return browser;
  }

  newSessionOfA = async () => {
    const elsewhere = newBrowser();
    await elsewhere.signIn(EMAIL.userA, PASSWORD);
    ids.userASecondSession = decodeURIComponent(elsewhere.cookieValue('tiket.session_token')!).split('.')[0];
  };

  beforeAll(async () => {
    services = await createTestServices({ TRUST_PROXY: 'true', ADMIN_EMAIL: EMAIL.admin });
    const pages = await loadPageBuild();
    closePages = pages.close;
    app = createApp({ services, build: pages.build });

    // User A: signs up, types two tickets and pays for one of them with the test card.
    const a = (browsers.userA = newBrowser());
    await a.signUp(EMAIL.userA, PASSWORD);
    ids.reportLocked = await a.analyse(A_TICKET);
    ids.reportUnlocked = await a.analyse(A_TICKET);
    const paid = await a.pay('report', EMAIL.userA, ids.reportUnlocked);
    expect(paid.verify.body).toMatchObject({ success: true, report_id: ids.reportUnlocked });
    // Two generated tickets; one is unlocked as a completed ticket payment would leave it (paying here would
    // also give A the generator's Premium period, and A is the actor without a subscription).
    for (const name of ['ticketLocked', 'ticketUnlocked']) {
      const res = await a.post('/api/generate-real-ticket', { sport: 'football', ticketType: 'safe' });
      expect(res.body.success, JSON.stringify(res.body)).toBe(true);
      ids[name] = res.body.ticket.id;
    }
    await services.db
      .update(ocrResults)
      .set({ isUnlocked: true })
      .where(eq(ocrResults.id, ids.ticketUnlocked));
    // A ticket photo A uploaded (the admin OCR list shows it).
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new File([new Uint8Array(png)], 'tiket.png', { type: 'image/png' }));
    const upload = await a.request('/api/upload', { method: 'POST', body: form });
    expect(upload.status).toBe(200);
    const { filePath } = (await upload.json()) as { filePath: string };
    const [aRow] = await services.db.select().from(users).where(eq(users.email, EMAIL.userA));
    userIds.userA = aRow.id;
    ids.photoReport = (
      await insertReport(services.db, { userId: aRow.id, source: 'photo', filePath, extractedText: A_TICKET })
    ).id;

    // User B: just an account.
    browsers.userB = newBrowser();
    await browsers.userB.signUp(EMAIL.userB, PASSWORD);

    // The subscriber: starts the Premium trial as a guest with 4242, is signed in by the checkout's link,
    // then types a ticket and generates one, both still locked.
    const s = (browsers.subscriber = newBrowser());
    const trial = await s.pay('premium', EMAIL.subscriber, await s.analyse(SUB_TICKET));
    expect(trial.verify.body).toMatchObject({ success: true, user_created: true });
    expect((await s.post('/api/auth/token-sign-in', { token: trial.verify.body.login_token })).status).toBe(
      200,
    );
    ids.subscriberReport = await s.analyse(SUB_TICKET);
    const generated = await s.post('/api/generate-real-ticket', { sport: 'football', ticketType: 'safe' });
    ids.subscriberTicket = generated.body.ticket.id;

    // The administrator: a verified e-mail with an admins row.
    browsers.admin = newBrowser();
    await browsers.admin.signUp(EMAIL.admin, PASSWORD);
    await verifyEmailFromOutbox(services, app, EMAIL.admin);
    await grantAdmin(services.db, EMAIL.admin);

    for (const actor of ['userB', 'subscriber', 'admin'] as const) {
      const [row] = await services.db.select().from(users).where(eq(users.email, EMAIL[actor]));
      userIds[actor] = row.id;
    }
    ids.userB = userIds.userB;
    const article = await saveFromForm(
      services,
      null,
      toForm({
        title: 'Članak',
        slug: 'clanak-za-prava',
        category: 'saveti-strategije',
        content: 'Tekst.',
        // Long enough to publish (the editor refuses a published article without a real description).
        metaDescription: 'Članak kojim matrica proverava ko sme da objavi i izmeni sadržaj.',
        metaKeywords: '',
      }),
    );
    expect(article.ok).toBe(true);
    ids.article = article.ok ? article.id : '';
  });
  afterAll(async () => {
    await closePages?.();
    await services?.dbHandle.close();
  });

  // One test per row and actor, named by both (e.g. "POST /api/unlock-report (report_id=:reportLocked) as userB").
  for (const row of MATRIX) {
    for (const actor of ACTORS) {
      it(`${describeRow(row)} as ${actor}`, async () => {
        await row.before?.();
        const browser =
          actor === 'anonymous' ? newBrowser() : row.fresh ? await freshBrowser(actor) : browsers[actor];
        const init: RequestInit = { method: row.method, headers: { accept: 'text/html,application/json' } };
        if (row.method === 'POST') {
          const body = resolveBody(row.body ?? {});
          init.body = row.form ? new URLSearchParams(body as Record<string, string>) : JSON.stringify(body);
          init.headers = {
            ...init.headers,
            'content-type': row.form ? 'application/x-www-form-urlencoded' : 'application/json',
          };
        }
        const res = await browser.request(resolve(row.path), init);
        const expected = row.expect[actor];
        const want = typeof expected === 'number' ? { status: expected } : expected;
        const text = await res.text();
        expect(res.status, text.slice(0, 300)).toBe(want.status);
        if ('location' in want && want.location)
          expect(res.headers.get('location') ?? '').toContain(want.location);
        if ('shows' in want && want.shows) expect(text).toContain(row.secret);
        if ('hides' in want && want.hides) expect(text).not.toContain(row.secret);
        await row.after?.(actor, res.status);
        // Ending sessions may have ended the actor's usual one too: later rows get a signed-in browser again.
        if (row.fresh && actor !== 'anonymous') browsers[actor] = await freshBrowser(actor);
      });
    }
  }

  it('the admin login refuses a signed-up user who is not an administrator, and signs nobody in', async () => {
    const browser = newBrowser();
    const res = await browser.request('/skriveni-admin', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ intent: 'login', email: EMAIL.userB, password: PASSWORD }),
    });
    expect(res.status).toBe(401);
    expect(browser.cookieValue('tiket.session_token')).toBeUndefined();
  });

  it('the admin login stops password guessing against an account from one address', async () => {
    // Strangers elsewhere cannot lock the owner out (auth.test.ts); the account-wide limit is far slower.
    const guesser = newBrowser();
    const guess = (i: number) =>
      guesser.request('/skriveni-admin', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ intent: 'login', email: EMAIL.admin, password: `pogresna-${i}` }),
      });
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await guess(i));
    expect(answers.slice(0, 8).map((r) => r.status)).toEqual(Array(8).fill(401));
    expect(answers[9].status).toBe(400);
    expect(await answers[9].text()).toContain('Too many attempts. Try again later.');
  });

  it('an account signed up with an administrator’s e-mail gets no admin rights, and cannot verify itself', async () => {
    const email = 'buduci-admin@example.com';
    await grantAdmin(services.db, email); // as `npm run admin:create` does before the account exists
    const squatter = newBrowser();
    const signUp = await squatter.post('/api/auth/sign-up/email', {
      name: 'Uljez',
      email,
      password: PASSWORD,
      emailVerified: true,
    });
    expect(signUp.status).toBe(200);
    await squatter.post('/api/auth/update-user', { name: 'Uljez', emailVerified: true });
    const [row] = await services.db.select().from(users).where(eq(users.email, email));
    expect(row.emailVerified).toBe(false);
    expect((await squatter.request('/skriveni-admin')).status).toBe(403);
    expect((await squatter.request('/admin/sadrzaj')).status).toBe(403);
  });
});

function toForm(fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
}

describe('logs', () => {
  it('never contain the password, the session cookie, AUTH_SECRET or the card number', async () => {
    const lines: string[] = [];
    const logger = createLogger('trace', { write: (line: string) => void lines.push(line) });
    const authSecret = 'tajni-kljuc-za-potpisivanje-sesija-0123456789';
    const logged = await createTestServices({ AUTH_SECRET: authSecret, LOG_LEVEL: 'trace' }, { logger });
    try {
      const app = createApp({ services: logged });
      const card = '4242 4242 4242 4242';
      const browser = new Browser(app);
      await browser.signUp('zapisnik@example.com', PASSWORD);
      expect(
        (
          await browser.post('/api/auth/sign-in/email', {
            email: 'zapisnik@example.com',
            password: 'pogresna-1',
          })
        ).status,
      ).toBe(401);
      await browser.signIn('zapisnik@example.com', PASSWORD);
      const sessionCookie = browser.cookieValue('tiket.session_token')!;
      expect(sessionCookie).toBeTruthy();
      const { confirm, verify } = await browser.pay(
        'report',
        'zapisnik@example.com',
        await browser.analyse(),
        card,
      );
      expect(confirm).toEqual({ status: 'succeeded' });
      expect(verify.status).toBe(200);
      // A declined card is logged too.
      await browser.pay('report', 'zapisnik@example.com', null, '4000 0000 0000 0002');

      const text = lines.join('');
      expect(text).toContain('"path":"/api/local-pay/confirm"');
      for (const secret of [
        PASSWORD,
        'pogresna-1',
        sessionCookie,
        decodeURIComponent(sessionCookie).split('.')[0],
        authSecret,
        card,
        card.replace(/ /g, ''),
      ])
        expect(text).not.toContain(secret);
    } finally {
      await logged.dbHandle.close();
    }
  });
});
