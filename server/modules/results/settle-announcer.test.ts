import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { AppServices } from '../../context';
import { createApp } from '../../app';
import { ocrResults } from '../../db/schema/reports';
import { settleAnnouncements } from '../../db/schema/results';
import type { FetchedResult, ResultsProvider } from '../../providers/results';
import { Browser, createTestServices } from '../../../tests/support/services';
import { startSmtpServer, type ReceivedMail } from '../../../tests/support/smtp';
import { LiveRatings } from './live-ratings';
import { startResultsSchedule, type Clock } from './schedule';
import { announceSettledTickets } from './settle-announcer';

const DAY = 86_400_000;
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
const printed = (t: number) => {
  const [y, m, d] = iso(t).split('-');
  return `${d}.${m}.${y}.`;
};

/** A clock that stands still until the test moves it; the schedule's timer is driven by hand (tick). */
class FakeClock implements Clock {
  constructor(public at: number) {}
  now = () => new Date(this.at);
  every() {
    return () => {};
  }
}

/** The decoded text of a received mail (nodemailer sends UTF-8 text quoted-printable). */
function decoded(mail: ReceivedMail): string {
  const [head, ...body] = mail.raw.split(/\r?\n\r?\n/);
  const text = body
    .join('\n\n')
    .replace(/=\r?\n/g, '')
    .replace(/(=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replace(/=/g, ''), 'hex').toString('utf8'));
  const subject = /^Subject: (.*(?:\r?\n .*)*)/m.exec(head)?.[1] ?? '';
  const words = subject
    .replace(/\r?\n /g, ' ')
    .replace(/=\?UTF-8\?Q\?(.*?)\?=\s*/gi, (_, q: string) =>
      q
        .replace(/_/g, ' ')
        .replace(/(=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replace(/=/g, ''), 'hex').toString()),
    );
  return `${words}\n${text.replace(/\r\n/g, '\n')}`;
}

describe('an e-mail when a ticket settles (opt-in, through a real SMTP server)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let services: AppServices;
  let app: Hono;
  // The matches are tomorrow's (the user opts in today); the results arrive from a source the test controls.
  const matchDay = Date.now() + DAY;
  const results: FetchedResult[] = [];
  const source: ResultsProvider = { name: 'football-data.co.uk', finished: async () => [...results] };
  const result = (
    home: string,
    away: string,
    hg: number,
    ag: number,
    ht: [number, number],
  ): FetchedResult => ({
    date: iso(matchDay),
    league: 'Serbian SuperLiga',
    home,
    away,
    homeGoals: hg,
    awayGoals: ag,
    htHomeGoals: ht[0],
    htAwayGoals: ht[1],
    source: 'football-data.co.uk:test',
  });
  const ticketText = `Partizan - Vojvodina ${printed(matchDay)} 1 1.50\nCrvena Zvezda - Mladost Lučani ${printed(matchDay)} GG 2.10`;

  /** The settle mails received (sign-up sends its verification mail through the same server). */
  const settleMails = () => smtp.received.filter((m) => /^Tiket AI: (tiket|listić) od /.test(decoded(m)));

  beforeAll(async () => {
    smtp = await startSmtpServer();
    services = await createTestServices({ EMAIL_PROVIDER: 'smtp', SMTP_URL: smtp.url });
    app = createApp({ services }) as unknown as Hono;
  });
  afterAll(async () => {
    await services.dbHandle.close();
    await smtp.close();
  });

  /** A signed-up bettor whose browser speaks `lang`, with a ticket of tomorrow's two matches analysed. */
  async function bettor(email: string, lang: 'rs' | 'hr', optIn: boolean) {
    const browser = new Browser(app);
    const headers = { 'content-type': 'application/json', 'accept-language': lang };
    const post = (path: string, body: unknown) =>
      browser.request(path, { method: 'POST', headers, body: JSON.stringify(body) });
    expect(
      (await post('/api/auth/sign-up/email', { name: 'Bettor', email, password: 'lozinka-123' })).status,
    ).toBe(200);
    if (optIn) {
      const res = await post('/api/settle-email', { enabled: true });
      expect(res.status).toBe(200);
    }
    const res = await post('/api/process-ocr', { manualText: ticketText });
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    const [row] = await services.db.select().from(ocrResults).where(eq(ocrResults.id, id));
    expect(row.language).toBe(lang);
    return { browser, id };
  }

  it('mails an opted-in bettor once when the last leg settles, in Croatian for a Croatian bettor; nobody else', async () => {
    const hrBettor = await bettor('listic-hr@example.com', 'hr', true);
    await bettor('bez-poruka@example.com', 'rs', false);
    // Opting in and out again is off: that bettor gets nothing either.
    const changed = await bettor('predomislio@example.com', 'rs', true);
    expect((await changed.browser.post('/api/settle-email', { enabled: false })).status).toBe(200);

    const clock = new FakeClock(matchDay + DAY);
    const schedule = startResultsSchedule(services, {
      clock,
      providers: [source],
      live: new LiveRatings(services.analysis, { refitRounds: 0 }),
    });
    const mine = () => settleMails().filter((m) => m.to.includes('listic-hr@example.com'));

    // The day after the matches only the first result is in: one leg is still pending, nothing is sent.
    results.push(result('Partizan', 'Vojvodina', 2, 1, [1, 0]));
    await schedule.tick();
    expect(settleMails()).toHaveLength(0);

    // Next day the last result arrives: the ticket settles, and one mail goes out.
    results.push(result('Crvena Zvezda', 'Mladost Lučani', 3, 0, [2, 0]));
    clock.at += DAY;
    await schedule.tick();
    expect(settleMails().map((m) => m.to)).toEqual([['listic-hr@example.com']]);
    const text = decoded(mine()[0]);
    expect(text).toContain('Tiket AI: listić od');
    expect(text).toContain('je gubitan');
    expect(text).toContain('sve utakmice tvog listića');
    expect(text).toContain('Partizan – Vojvodina · 1 · 2:1 (poluvrijeme 1:0) · dobitan');
    expect(text).toContain('Crvena Zvezda – Mladost Lučani · GG · 3:0 (poluvrijeme 2:0) · gubitan');
    expect(text).toContain(`${services.config.PUBLIC_URL}/report-preview?id=${hrBettor.id}`);
    expect(text).toContain('Tiket AI · 18+ · Igraj odgovorno');
    expect(text).not.toMatch(/\{\{|izveštaj|tiketa/);

    // A second run, another day's update, and two copies at once send nothing more.
    await announceSettledTickets(services, clock.now());
    clock.at += DAY;
    await schedule.tick();
    await Promise.all([
      announceSettledTickets(services, clock.now()),
      announceSettledTickets(services, clock.now()),
    ]);
    schedule.stop();
    expect(settleMails()).toHaveLength(1);
    expect(await services.db.select().from(settleAnnouncements)).toEqual([
      expect.objectContaining({ reportId: hrBettor.id, outcome: 'lost' }),
    ]);
  });

  it('two copies announcing at once send one mail for a newly settled ticket', async () => {
    const { id } = await bettor('dvije-kopije@example.com', 'rs', true);
    const at = new Date(matchDay + 3 * DAY);
    const sent = await Promise.all([
      announceSettledTickets(services, at),
      announceSettledTickets(services, at),
    ]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    const mails = settleMails().filter((m) => m.to.includes('dvije-kopije@example.com'));
    expect(mails).toHaveLength(1);
    const text = decoded(mails[0]);
    expect(text).toContain('Tiket AI: tiket od');
    expect(text).toContain('svi mečevi tvog tiketa');
    expect(text).toContain(`/report-preview?id=${id}`);
  });

  it('a ticket that was over before the bettor opted in is not mailed (turning it on sends no backlog)', async () => {
    const browser = new Browser(app);
    await browser.signUp('stari-tiket@example.com', 'lozinka-123');
    // Partizan 3:2 Vojvodina on 25. 5. 2025 is in the shipped results: the ticket is won as soon as it is read.
    await browser.analyse('Partizan - Vojvodina 25.05.2025. 1 1.50');
    expect((await browser.post('/api/settle-email', { enabled: true })).status).toBe(200);
    expect(await announceSettledTickets(services, new Date(matchDay + 3 * DAY))).toBe(0);
    expect(settleMails().filter((m) => m.to.includes('stari-tiket@example.com'))).toEqual([]);
  });

  it('refuses the opt-in without a signed-in user', async () => {
    const guest = new Browser(app);
    expect((await guest.post('/api/settle-email', { enabled: true })).status).toBe(401);
  });
});
