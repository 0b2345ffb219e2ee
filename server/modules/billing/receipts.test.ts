import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { AppServices } from '../../context';
import { createApp } from '../../app';
import { Browser, CARD_DETAILS, createTestServices } from '../../../tests/support/services';
import { startSmtpServer, type ReceivedMail } from '../../../tests/support/smtp';
import { emailOutbox } from '../../db/schema/auth';
import { subscribers } from '../../db/schema/billing';
import { formatDate } from '../../common/format';
import type { ProviderSubscription } from '../../providers/payments/types';
import { runLocalRenewals } from './renewal-job';
import { applyProviderEvent } from './provider-events';
import { receiptMail } from './receipt-mail';

const DAY = 86_400_000;
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

/** A browser whose language is Croatian (as the language switcher's cookie or the browser's own would say). */
async function post(browser: Browser, path: string, body: unknown, lang?: 'hr') {
  const res = await browser.request(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(lang ? { 'accept-language': lang } : {}) },
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test assertions read arbitrary JSON
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

/** create-payment-intent (in `lang`) → card → verification, as the payment page does it. */
async function pay(browser: Browser, plan: string, email: string, reportId: string | null, lang?: 'hr') {
  const intent = await post(
    browser,
    '/api/create-payment-intent',
    { plan, email, ocr_result_id: reportId },
    lang,
  );
  expect(intent.status, JSON.stringify(intent.body)).toBe(200);
  await post(browser, '/api/local-pay/confirm', {
    client_secret: intent.body.client_secret,
    card: { number: '4242424242424242', ...CARD_DETAILS },
  });
  const verify = () =>
    intent.body.subscription_id
      ? post(browser, '/api/verify-direct-subscription', { subscription_id: intent.body.subscription_id })
      : post(browser, '/api/verify-payment', { session_id: intent.body.payment_id });
  return { intent: intent.body, verify: await verify(), verifyAgain: verify };
}

describe('receipt e-mails', () => {
  let services: AppServices;
  let app: Hono;
  beforeAll(async () => {
    services = await createTestServices();
    app = createApp({ services }) as unknown as Hono;
  });
  afterAll(() => services.dbHandle.close());

  // Amounts keep their unit on the same line (a no-break space, as Intl writes them); compared as spaces here.
  const mails = async (to: string) =>
    (await services.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)))
      .filter((m) => m.subject.startsWith('Tiket AI:'))
      .map((m) => ({ ...m, subject: plain(m.subject), text: plain(m.text) }));

  it('a started trial sends one receipt (rs): nothing today, the first charge and its date', async () => {
    const guest = new Browser(app);
    const { intent, verify, verifyAgain } = await pay(
      guest,
      'basic',
      'proba-rs@example.com',
      await guest.analyse(),
    );
    expect(verify.body).toMatchObject({ success: true, amount: 0 });
    expect(verify.body.lang).toBeUndefined();
    await verifyAgain();
    await verifyAgain();
    const sent = await mails('proba-rs@example.com');
    expect(sent).toHaveLength(1);
    const trialEnd = (await services.payments.getSubscription(intent.subscription_id)).trialEnd!;
    expect(sent[0].subject).toBe('Tiket AI: besplatni probni period je počeo');
    expect(sent[0].text).toContain('Paket: Osnovni paket');
    expect(sent[0].text).toContain('Danas plaćeno: 0,00 €');
    expect(sent[0].text).toContain(`Prva naplata: 2,99 €, ${formatDate('rs', trialEnd)}`);
    expect(sent[0].text).toContain(intent.subscription_id);
    expect(sent[0].text).toContain('/account/subscription');
    expect(sent[0].text).not.toMatch(/\{\{|\d\.\d\d €/);
  });

  it('a one-time payment sends one receipt in the buyer’s language (hr), however often it is verified', async () => {
    const guest = new Browser(app);
    const { intent, verifyAgain } = await pay(
      guest,
      'report',
      'kupac-hr@example.com',
      await guest.analyse(),
      'hr',
    );
    await verifyAgain();
    const sent = await mails('kupac-hr@example.com');
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toBe('Tiket AI: potvrda plaćanja 2,90 €');
    expect(sent[0].text).toMatch(/^Pozdrav,/);
    expect(sent[0].text).toContain('Stavka: Otključavanje izvještaja');
    expect(sent[0].text).toContain('Iznos: 2,90 €');
    expect(sent[0].text).toContain(`Datum: ${formatDate('hr', new Date())}`);
    expect(sent[0].text).toContain(intent.payment_id);
  });

  it('a renewal sends one payment receipt in the language the subscription was bought in; running the job again sends nothing', async () => {
    const guest = new Browser(app);
    await pay(guest, 'premium', 'obnova-hr@example.com', await guest.analyse(), 'hr');
    expect(await mails('obnova-hr@example.com')).toHaveLength(1); // the trial's
    const at = new Date(Date.now() + 16 * DAY);
    await runLocalRenewals(services, at);
    await runLocalRenewals(services, at);
    const sent = await mails('obnova-hr@example.com');
    expect(sent.map((m) => m.subject)).toEqual([
      'Tiket AI: besplatno probno razdoblje je počelo',
      'Tiket AI: potvrda plaćanja pretplate 5,99 €',
    ]);
    expect(sent[1].text).toContain('Paket: Napredni paket');
    expect(sent[1].text).toContain('Iznos: 5,99 €');
    expect(sent[1].text).toContain('Plaćeno razdoblje traje do:');
  });

  it('a paid first period (trial used before) sends a payment receipt, not a trial one', async () => {
    await services.db
      .insert(subscribers)
      .values({ email: 'bez-probe@example.com', subscribed: false, hadTrial: true, status: 'ended' });
    const guest = new Browser(app);
    const { verify } = await pay(guest, 'basic', 'bez-probe@example.com', null);
    expect(verify.body).toMatchObject({ success: true, amount: 299 });
    const sent = await mails('bez-probe@example.com');
    expect(sent.map((m) => m.subject)).toEqual(['Tiket AI: potvrda plaćanja pretplate 2,99 €']);
    expect(sent[0].text).toContain('Paket: Osnovni paket');
  });

  it('a cancellation sends one receipt with the end of access; the period’s end after it sends nothing more', async () => {
    const guest = new Browser(app);
    const { verify } = await pay(guest, 'basic', 'otkaz@example.com', await guest.analyse());
    await guest.post('/api/auth/token-sign-in', { token: verify.body.login_token });
    expect((await guest.post('/api/subscription/cancel')).status).toBe(200);
    // Cancelling again (a double click) is no new cancellation.
    await guest.post('/api/subscription/cancel');
    const end = (
      await services.db.select().from(subscribers).where(eq(subscribers.email, 'otkaz@example.com'))
    )[0].subscriptionEnd!;
    let sent = await mails('otkaz@example.com');
    expect(sent.map((m) => m.subject)).toEqual([
      'Tiket AI: besplatni probni period je počeo',
      'Tiket AI: pretplata je otkazana',
    ]);
    expect(sent[1].text).toContain(`Pristup traje do: ${formatDate('rs', end)}`);
    await runLocalRenewals(services, new Date(Date.now() + 16 * DAY));
    expect(
      await services.db.select().from(subscribers).where(eq(subscribers.email, 'otkaz@example.com')),
    ).toEqual([expect.objectContaining({ subscribed: false })]);
    sent = await mails('otkaz@example.com');
    expect(sent).toHaveLength(2);
  });

  it('a subscription ended at once by the provider sends one cancellation receipt; the replayed webhook sends nothing', async () => {
    const guest = new Browser(app);
    const { intent } = await pay(guest, 'basic', 'ukinuta@example.com', null);
    const sub: ProviderSubscription = {
      ...(await services.payments.getSubscription(intent.subscription_id)),
      status: 'canceled',
    };
    const event = { id: 'evt_deleted_now', type: 'subscription.deleted' as const, subscription: sub };
    expect(await applyProviderEvent(services.db, event, services)).toBe('applied');
    expect(await applyProviderEvent(services.db, event, services)).toBe('duplicate');
    const sent = await mails('ukinuta@example.com');
    expect(sent.map((m) => m.subject)).toEqual([
      'Tiket AI: besplatni probni period je počeo',
      'Tiket AI: pretplata je otkazana',
    ]);
    expect(sent[1].text).toContain('Pristup je završen:');
  });

  it('a receipt that cannot be sent does not undo the payment', async () => {
    const send = services.email.send;
    services.email.send = async () => {
      throw new Error('smtp down');
    };
    try {
      const guest = new Browser(app);
      const { verify } = await pay(guest, 'report', 'bez-poste@example.com', await guest.analyse());
      expect(verify.body).toMatchObject({ success: true, amount: 290 });
    } finally {
      services.email.send = send;
    }
  });

  it('every receipt renders in rs and hr with decimal commas and no placeholder left', () => {
    const at = new Date('2026-12-09T10:00:00Z');
    const receipts = [
      { kind: 'trial', plan: 'premium', trialEnd: at, reference: 'sub_1' },
      {
        kind: 'payment',
        item: 'generated-ticket',
        amountCents: 299,
        currency: 'EUR',
        paidAt: at,
        reference: 'pi_1',
      },
      {
        kind: 'subscription-payment',
        plan: 'basic',
        amountCents: 1299,
        currency: 'EUR',
        paidAt: at,
        periodEnd: at,
        reference: 'in_1',
      },
      { kind: 'cancelled', plan: 'basic', until: at },
      { kind: 'ended', plan: 'premium', endedAt: at },
    ] as const;
    for (const lang of ['rs', 'hr'] as const)
      for (const r of receipts) {
        const mail = receiptMail(r, 'a@example.com', lang, 'https://tiket.example');
        expect(plain(mail.text + mail.subject)).not.toMatch(/\{\{|\d\.\d\d\s?€|€\s?\d/);
        expect(mail.text).toContain(lang === 'rs' ? '9. decembra 2026.' : '9. prosinca 2026.');
      }
    expect(plain(receiptMail(receipts[2], 'a@example.com', 'rs', 'x').subject)).toBe(
      'Tiket AI: potvrda plaćanja pretplate 12,99 €',
    );
    expect(receiptMail(receipts[1], 'a@example.com', 'hr', 'x').text).toContain('Stavka: AI listić');
  });
});

describe('receipt e-mails over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let received: ReceivedMail[];
  let services: AppServices;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    received = smtp.received;
    services = await createTestServices({ EMAIL_PROVIDER: 'smtp', SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await services?.dbHandle.close();
    await smtp.close();
  });

  it('a payment’s receipt reaches a real SMTP server once', async () => {
    const app = createApp({ services }) as unknown as Hono;
    const guest = new Browser(app);
    const { verifyAgain } = await pay(guest, 'report', 'smtp-kupac@example.com', await guest.analyse());
    await verifyAgain();
    const mine = received.filter((m) => m.to.includes('smtp-kupac@example.com'));
    expect(mine).toHaveLength(1);
    expect(mine[0].raw).toMatch(/Subject: =\?UTF-8\?|Subject: Tiket AI: potvrda/);
    expect(mine[0].raw).toMatch(/2,90/);
  });
});
