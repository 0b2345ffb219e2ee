import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { AppServices } from '../../context';
import { createApp } from '../../app';
import { Browser, CARD_DETAILS, createTestServices } from '../../../tests/support/services';
import { funnelEvents, localPaymentObjects, payments, subscribers } from '../../db/schema/billing';
import type { LocalPaymentProvider } from '../../providers/payments/local';
import { errorText } from '../../common/messages';
import { ocrResults } from '../../db/schema/reports';
import { emailOutbox } from '../../db/schema/auth';
import { runLocalRenewals } from './renewal-job';

const DAY = 86_400_000;

describe('billing with the local test card processor', () => {
  let services: AppServices;
  let app: Hono;
  beforeAll(async () => {
    services = await createTestServices();
    app = createApp({ services }) as unknown as Hono;
  });
  afterAll(() => services.dbHandle.close());

  const subscriber = async (email: string) =>
    (await services.db.select().from(subscribers).where(eq(subscribers.email, email)))[0];
  const report = async (id: string) =>
    (await services.db.select().from(ocrResults).where(eq(ocrResults.id, id)))[0];

  it('only the buyer verifies a payment: anyone else who knows its id gets 404, no e-mail and no hand-over', async () => {
    const buyer = new Browser(app);
    const id = await buyer.analyse();
    const intent = await buyer.post('/api/create-payment-intent', {
      plan: 'report',
      email: 'kupac-tudji@example.com',
      ocr_result_id: id,
    });
    await buyer.post('/api/local-pay/confirm', {
      client_secret: intent.body.client_secret,
      card: { number: '4242 4242 4242 4242', ...CARD_DETAILS },
    });
    const mails = async () =>
      (await services.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'kupac-tudji@example.com')))
        .length;
    const mailsBefore = await mails();
    for (const ref of [intent.body.payment_id, intent.body.checkout_id]) {
      const stranger = await new Browser(app).post('/api/verify-payment', { session_id: ref });
      expect(stranger.status).toBe(404);
      expect(JSON.stringify(stranger.body)).not.toContain('kupac-tudji');
    }
    expect(await mails()).toBe(mailsBefore);
    // The buyer's own verification still hands the new account over to this browser.
    const own = await buyer.post('/api/verify-payment', { session_id: intent.body.payment_id });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ success: true, report_id: id, user_created: true });
    expect(own.body.login_token).toEqual(expect.any(String));
  });

  it('a guest starts the trial with 4242: account created, signed in by a single-use token, report unlocked and counted', async () => {
    const guest = new Browser(app);
    const id = await guest.analyse();
    const { intent, confirm, verify } = await guest.pay('basic', 'gost@example.com', id);
    expect(intent).toMatchObject({ is_trial: true, intent: 'setup', amount_cents: 0 });
    expect(confirm).toEqual({ status: 'succeeded' });
    expect(verify.status).toBe(200);
    expect(verify.body).toMatchObject({
      success: true,
      email: 'gost@example.com',
      user_created: true,
      report_id: id,
    });
    const token = verify.body.login_token;

    // Bound to the browser that paid: another browser holding the token is refused, and the token stays the payer's.
    const stranger = await new Browser(app).post('/api/auth/token-sign-in', { token });
    expect(stranger.status).toBe(400);
    expect(stranger.body).toMatchObject({ message: expect.stringContaining('Link za prijavu') });
    const signIn = await guest.post('/api/auth/token-sign-in', { token });
    expect(signIn.body).toEqual({ redirectTo: `/report/${id}` });
    const status = await guest.post('/api/check-subscription');
    expect(status.body).toMatchObject({
      subscribed: true,
      is_trial: true,
      subscription_tier: 'basic',
      analyses_used: 1,
      analyses_limit: 5,
    });
    expect(new Date(status.body.trial_end).getTime() - Date.now()).toBeGreaterThan(14.9 * DAY);
    expect(await report(id)).toMatchObject({ isUnlocked: true, countedTowardsLimit: true });

    // The token is single-use; a second verification answers the same and changes nothing.
    expect((await new Browser(app).post('/api/auth/token-sign-in', { token })).status).toBe(400);
    const again = await guest.post('/api/verify-direct-subscription', {
      subscription_id: intent.subscription_id,
    });
    expect(again.body).toMatchObject({ success: true, report_id: id });
    expect(again.body.login_token).toBeUndefined();
    expect((await subscriber('gost@example.com')).analysesUsed).toBe(1);
    expect(
      await services.db.select().from(payments).where(eq(payments.email, 'gost@example.com')),
    ).toHaveLength(0);

    // The same e-mail cannot start a second subscription.
    const twice = await new Browser(app).post('/api/create-payment-intent', {
      plan: 'premium',
      email: 'gost@example.com',
    });
    expect(twice).toMatchObject({
      status: 409,
      body: { error: { message: 'Već ste registrovani sa ovim mejlom, prijavite se ovde' } },
    });
    expect(
      (await new Browser(app).post('/api/check-subscriber', { email: 'GOST@example.com' })).body,
    ).toEqual({ registered: true, trial_available: false });
  });

  it('a declined card shows the processor message and unlocks and charges nothing', async () => {
    const guest = new Browser(app);
    const id = await guest.analyse();
    const { confirm, verify } = await guest.pay('report', 'odbijen@example.com', id, '4000 0000 0000 0002');
    expect(confirm).toEqual({ status: 'requires_payment_method', error: 'Vaša kartica je odbijena.' });
    expect(verify.status).toBe(402);
    expect(await report(id)).toMatchObject({ isUnlocked: false, userId: null });
    expect(
      await services.db.select().from(payments).where(eq(payments.email, 'odbijen@example.com')),
    ).toHaveLength(0);
  });

  it('the extra confirmation card succeeds only once the step is approved', async () => {
    const guest = new Browser(app);
    const id = await guest.analyse();
    const intent = await guest.post('/api/create-payment-intent', {
      plan: 'report',
      email: 'treds@example.com',
      ocr_result_id: id,
    });
    const confirm = await guest.post('/api/local-pay/confirm', {
      client_secret: intent.body.client_secret,
      card: { number: '4000002500003155', ...CARD_DETAILS },
    });
    expect(confirm.body).toEqual({ status: 'requires_action' });
    expect((await guest.post('/api/verify-payment', { session_id: intent.body.payment_id })).status).toBe(
      402,
    );
    const approved = await guest.post('/api/local-pay/authenticate', {
      client_secret: intent.body.client_secret,
      approve: true,
    });
    expect(approved.body).toEqual({ status: 'succeeded' });
    const verify = await guest.post('/api/verify-payment', { session_id: intent.body.payment_id });
    expect(verify.body).toMatchObject({ success: true, amount: 290, report_id: id });
  });

  it('a one-time unlock charges 290 once, however often it is verified', async () => {
    const guest = new Browser(app);
    const id = await guest.analyse();
    const { intent, verify } = await guest.pay('report', 'jednom@example.com', id);
    expect(intent.amount_cents).toBe(290);
    expect(verify.body).toMatchObject({ success: true, amount: 290, report_id: id });
    await guest.post('/api/verify-payment', { session_id: intent.payment_id });
    await guest.post('/api/verify-payment', { session_id: intent.checkout_id });
    const paid = await services.db.select().from(payments).where(eq(payments.email, 'jednom@example.com'));
    expect(paid.map((p) => p.amountCents)).toEqual([290]);
    expect(await report(id)).toMatchObject({ isUnlocked: true, countedTowardsLimit: false });
    expect(await subscriber('jednom@example.com')).toBeUndefined();
  });

  it('nobody pays for a report that is not theirs', async () => {
    const owner = new Browser(app);
    const id = await owner.analyse();
    const other = await new Browser(app).post('/api/create-payment-intent', {
      plan: 'report',
      email: 'x@example.com',
      ocr_result_id: id,
    });
    expect(other.status).toBe(404);
  });

  it('a subscriber unlocks reports up to the limit, then sees the limit message', async () => {
    const user = new Browser(app);
    const first = await user.analyse();
    const { verify } = await user.pay('basic', 'kvota@example.com', first);
    await user.post('/api/auth/token-sign-in', { token: verify.body.login_token });
    for (let used = 2; used <= 5; used++) {
      const res = await user.post('/api/unlock-report', { report_id: await user.analyse() });
      expect(res.body).toMatchObject({ unlocked: true, analysesUsed: used, analysesLimit: 5 });
    }
    const sixth = await user.analyse();
    const refused = await user.post('/api/unlock-report', { report_id: sixth });
    expect(refused).toMatchObject({
      status: 402,
      body: { error: { message: errorText('rs', 'billing.limitReached') } },
    });
    expect(await report(sixth)).toMatchObject({ isUnlocked: false });
    expect((await subscriber('kvota@example.com')).analysesUsed).toBe(5);
  });

  it('renewals: the trial rolls into a paid period with fresh usage, a failed renewal ends it, a cancellation ends it at the period end', async () => {
    const paid = new Browser(app);
    await paid.pay('premium', 'obnova@example.com', await paid.analyse());
    const failing = new Browser(app);
    await failing.pay('basic', 'pada@example.com', await failing.analyse(), '4000 0000 0000 0341');
    const leaving = new Browser(app);
    const { verify } = await leaving.pay('basic', 'odlazi@example.com', await leaving.analyse());
    await leaving.post('/api/auth/token-sign-in', { token: verify.body.login_token });
    expect((await leaving.post('/api/subscription/cancel')).body).toMatchObject({
      subscribed: true,
      cancel_at_period_end: true,
    });

    expect(await runLocalRenewals(services, new Date(Date.now() + 10 * DAY))).toBe(0);
    await runLocalRenewals(services, new Date(Date.now() + 16 * DAY));
    expect(await subscriber('obnova@example.com')).toMatchObject({
      subscribed: true,
      isTrial: false,
      analysesUsed: 0,
      analysesLimit: 12,
      generatedLimit: 5,
    });
    const charged = await services.db.select().from(payments).where(eq(payments.email, 'obnova@example.com'));
    expect(charged.map((p) => [p.kind, p.amountCents])).toEqual([['renewal', 599]]);
    expect(await subscriber('pada@example.com')).toMatchObject({ subscribed: false, status: 'ended' });
    expect(await subscriber('odlazi@example.com')).toMatchObject({ subscribed: false });
    expect((await leaving.post('/api/check-subscription')).body).toMatchObject({
      subscribed: false,
      analyses_limit: 0,
    });
    // Running the job again for the same moment changes nothing.
    expect(await runLocalRenewals(services, new Date(Date.now() + 16 * DAY))).toBe(0);
  });

  it('a report already unlocked is not sold again; the sale records the buyer e-mail in payment_success', async () => {
    const guest = new Browser(app);
    const id = await guest.analyse();
    const { intent, verify } = await guest.pay('report', 'dvaput@example.com', id);
    await guest.post('/api/auth/token-sign-in', { token: verify.body.login_token });
    const again = await guest.post('/api/create-payment-intent', {
      plan: 'report',
      email: 'dvaput@example.com',
      ocr_result_id: id,
    });
    expect(again).toMatchObject({
      status: 409,
      body: { error: { message: errorText('rs', 'billing.alreadyUnlocked') } },
    });
    const [event] = await services.db
      .select()
      .from(funnelEvents)
      .where(
        and(
          eq(funnelEvents.name, 'payment_success'),
          sql`${funnelEvents.properties}->>'checkout' = ${intent.checkout_id}`,
        ),
      );
    expect(event).toMatchObject({
      valueCents: 290,
      properties: { email: 'dvaput@example.com', plan: 'report' },
    });
  });

  it('two checkouts of one e-mail: the second is refused and its subscription ended', async () => {
    const first = new Browser(app);
    const second = new Browser(app);
    const a = await first.post('/api/create-payment-intent', { plan: 'basic', email: 'trka@example.com' });
    const b = await second.post('/api/create-payment-intent', { plan: 'premium', email: 'trka@example.com' });
    expect([a.status, b.status]).toEqual([200, 200]);
    const card = (secret: string, browser: Browser) =>
      browser.post('/api/local-pay/confirm', {
        client_secret: secret,
        card: { number: '4242424242424242', ...CARD_DETAILS },
      });
    await card(a.body.client_secret, first);
    await card(b.body.client_secret, second);
    const refused = await second.post('/api/verify-direct-subscription', {
      subscription_id: b.body.subscription_id,
    });
    expect(refused).toMatchObject({
      status: 409,
      body: { error: { message: errorText('rs', 'billing.alreadySubscribed') } },
    });
    expect(await subscriber('trka@example.com')).toMatchObject({
      subscriptionTier: 'basic',
      providerSubscriptionId: a.body.subscription_id,
    });
    expect((await services.payments.getSubscription(b.body.subscription_id)).status).toBe('canceled');
  });

  it('two paid checkouts of one e-mail (its trial used): the second is refused and its charge refunded, once', async () => {
    await services.db
      .insert(subscribers)
      .values({ email: 'vratio@example.com', subscribed: false, hadTrial: true, status: 'ended' });
    const first = new Browser(app);
    const second = new Browser(app);
    const a = await first.post('/api/create-payment-intent', { plan: 'basic', email: 'vratio@example.com' });
    const b = await second.post('/api/create-payment-intent', { plan: 'basic', email: 'vratio@example.com' });
    expect([a.body, b.body]).toMatchObject([
      { is_trial: false, intent: 'payment' },
      { is_trial: false, intent: 'payment' },
    ]);
    for (const [body, browser] of [
      [a.body, first],
      [b.body, second],
    ] as const)
      await browser.post('/api/local-pay/confirm', {
        client_secret: body.client_secret,
        card: { number: '4242424242424242', ...CARD_DETAILS },
      });
    expect(
      (await first.post('/api/verify-direct-subscription', { subscription_id: a.body.subscription_id }))
        .status,
    ).toBe(200);
    for (let i = 0; i < 2; i++)
      expect(
        await second.post('/api/verify-direct-subscription', { subscription_id: b.body.subscription_id }),
      ).toMatchObject({
        status: 409,
        body: { error: { message: errorText('rs', 'billing.alreadySubscribed') } },
      });

    const refunds = await services.db
      .select()
      .from(localPaymentObjects)
      .where(eq(localPaymentObjects.type, 'refund'));
    const refundsOf = (sub: string) => refunds.filter((r) => r.subscriptionId === sub);
    expect(refundsOf(b.body.subscription_id)).toEqual([
      expect.objectContaining({ amountCents: a.body.amount_cents, status: 'succeeded' }),
    ]);
    expect(refundsOf(a.body.subscription_id)).toEqual([]);
    // Asked again (a webhook and the browser both), the processor refunds nothing more.
    expect(await services.payments.refundFirstPeriod(b.body.subscription_id)).toBe(a.body.amount_cents);
    expect(
      await services.db
        .select()
        .from(localPaymentObjects)
        .where(
          and(
            eq(localPaymentObjects.type, 'refund'),
            eq(localPaymentObjects.subscriptionId, b.body.subscription_id),
          ),
        ),
    ).toHaveLength(1);
    expect(await subscriber('vratio@example.com')).toMatchObject({
      subscribed: true,
      providerSubscriptionId: a.body.subscription_id,
    });
  });

  it('a confirmed card is recorded without its verification; a subscription never recorded is not renewed', async () => {
    const guest = new Browser(app);
    const id = await guest.analyse();
    const intent = await guest.post('/api/create-payment-intent', {
      plan: 'basic',
      email: 'zatvorio@example.com',
      ocr_result_id: id,
    });
    await guest.post('/api/local-pay/confirm', {
      client_secret: intent.body.client_secret,
      card: { number: '4242424242424242', ...CARD_DETAILS },
    });
    // The browser closed here: the trial and the unlocked report are there all the same.
    expect(await subscriber('zatvorio@example.com')).toMatchObject({
      subscribed: true,
      isTrial: true,
      analysesUsed: 1,
    });
    expect(await report(id)).toMatchObject({ isUnlocked: true });
    // Coming back, the same browser is still signed in by its verification.
    const verify = await guest.post('/api/verify-direct-subscription', {
      subscription_id: intent.body.subscription_id,
    });
    expect(verify.body.login_token).toEqual(expect.any(String));

    // A subscription whose card was confirmed but that billing never recorded (no checkout) is ended, not charged.
    const local = services.payments as LocalPaymentProvider;
    const orphan = await local.startSubscription({
      email: 'sirota@example.com',
      plan: 'basic',
      priceInCents: 299,
      trialDays: 0,
      periodDays: 28,
    });
    await local.confirm(orphan.clientSecret, {
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2035,
      cvc: '123',
    });
    await runLocalRenewals(services, new Date(Date.now() + 40 * DAY));
    expect((await local.getSubscription(orphan.subscription.id)).status).toBe('canceled');
    expect(await subscriber('sirota@example.com')).toBeUndefined();
  });

  it('a plan change in the portal waits for the next paid renewal', async () => {
    const user = new Browser(app);
    const { verify } = await user.pay('basic', 'nadogradi@example.com', await user.analyse());
    await user.post('/api/auth/token-sign-in', { token: verify.body.login_token });
    expect((await user.post('/api/subscription/change-plan', { plan: 'premium' })).status).toBe(200);
    // Cancelling and resuming syncs the subscription, and must not hand out Premium unpaid.
    await user.post('/api/subscription/cancel');
    await user.post('/api/subscription/resume');
    expect(await subscriber('nadogradi@example.com')).toMatchObject({
      subscriptionTier: 'basic',
      analysesLimit: 5,
    });
    await runLocalRenewals(services, new Date(Date.now() + 16 * DAY));
    expect(await subscriber('nadogradi@example.com')).toMatchObject({
      subscriptionTier: 'premium',
      analysesLimit: 12,
    });
    const charged = await services.db
      .select()
      .from(payments)
      .where(eq(payments.email, 'nadogradi@example.com'));
    expect(charged.map((p) => [p.kind, p.amountCents])).toEqual([['renewal', 599]]);
  });

  it('an existing account that checks out signed out gets a sign-in link by e-mail', async () => {
    const owner = new Browser(app);
    const signUp = await owner.post('/api/auth/sign-up/email', {
      name: 'Postojeći',
      email: 'postoji@example.com',
      password: 'tajna123',
    });
    expect(signUp.status).toBe(200);
    const stranger = new Browser(app);
    const { verify } = await stranger.pay('report', 'postoji@example.com', await stranger.analyse());
    expect(verify.body).toMatchObject({ success: true, user_created: false, magic_link_sent: true });
    expect(verify.body.login_token).toBeUndefined();
    const mails = await services.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'postoji@example.com'));
    expect(mails.map((m) => m.subject)).toContain('Plaćanje na Tiket AI je uspelo');
  });

  it('a guest paying with an existing account’s e-mail puts nothing into that account until its owner opens the link', async () => {
    const owner = new Browser(app);
    await owner.signUp('vlasnik-naloga@example.com', 'tajna123');
    const stranger = new Browser(app);
    const reportId = await stranger.analyse();
    const { verify } = await stranger.pay('report', 'vlasnik-naloga@example.com', reportId);
    expect(verify.body).toMatchObject({ success: true, user_created: false, magic_link_sent: true });
    // Paid and unlocked, but still the paying browser's, not the account's.
    const [paid] = await services.db.select().from(ocrResults).where(eq(ocrResults.id, reportId));
    expect(paid).toMatchObject({ isUnlocked: true, userId: null });
    // The owner proves the address by opening the mailed link: now the report is in the account.
    const [mail] = (
      await services.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'vlasnik-naloga@example.com'))
    ).filter((m) => m.subject === 'Plaćanje na Tiket AI je uspelo');
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    expect((await owner.post('/api/auth/token-sign-in', { token })).status).toBe(200);
    const [attached] = await services.db.select().from(ocrResults).where(eq(ocrResults.id, reportId));
    expect(attached.userId).not.toBeNull();
  });

  it('validates the e-mail with the specification messages', async () => {
    const b = new Browser(app);
    expect(
      (await b.post('/api/create-payment-intent', { plan: 'basic', email: ' ' })).body.error.message,
    ).toBe('Molimo unesite email adresu');
    expect(
      (await b.post('/api/create-payment-intent', { plan: 'basic', email: 'bez-tacke@x' })).body.error
        .message,
    ).toBe('Molimo unesite valjan email');
    expect((await b.post('/api/check-subscription')).status).toBe(401);
  });
});
