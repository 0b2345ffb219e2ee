import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { StripePaymentProvider } from './stripe';
import type { AppServices } from '../../context';
import { createApp } from '../../app';
import { createTestServices } from '../../../tests/support/services';
import { checkouts, payments, subscribers } from '../../db/schema/billing';
import { applyProviderEvent, handleProviderEvent } from '../../modules/billing/provider-events';
import { completeCheckout } from '../../modules/billing/complete-checkout';
import { createCheckout } from '../../modules/billing/create-checkout';
import { createStripeStandIn } from '../../../tests/mocks/stripe';

const WEBHOOK_SECRET = 'whsec_test_secret';
const stripeApi = createStripeStandIn();
const { seen, refundKeys, subs, addSub } = stripeApi;
const server = setupServer(...stripeApi.handlers);

describe('Stripe adapter (against stand-ins of the Stripe API)', () => {
  let services: AppServices;
  let stripe: StripePaymentProvider;
  let app: Hono;
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    services = await createTestServices({
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    stripe = services.payments as StripePaymentProvider;
    app = createApp({ services }) as unknown as Hono;
  });
  afterEach(() => {
    seen.length = 0;
  });
  afterAll(async () => {
    server.close();
    await services.dbHandle.close();
  });

  let eventCount = 0;
  /** A webhook body of this type about this object, and its signature made by Stripe's test helper. */
  const webhook = (type: string, object: Record<string, unknown>) => {
    const payload = JSON.stringify({ id: `evt_${++eventCount}`, object: 'event', type, data: { object } });
    return { payload, header: Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) };
  };
  const deliver = async (type: string, object: Record<string, unknown>) => {
    const { payload, header } = webhook(type, object);
    return handleProviderEvent(services, await stripe.parseWebhook(payload, header));
  };
  const invoice = (sub: string, amount: number, billingReason: string) => ({
    id: `in_${++eventCount}`,
    object: 'invoice',
    amount_paid: amount,
    currency: 'eur',
    billing_reason: billingReason,
    customer_email: null,
    parent: { type: 'subscription_details', subscription_details: { subscription: sub } },
  });
  const subscriber = async (email: string) =>
    (await services.db.select().from(subscribers).where(eq(subscribers.email, email)))[0];
  const paymentsOf = async (email: string) =>
    services.db.select().from(payments).where(eq(payments.email, email));
  const insertSubscriber = (
    email: string,
    sub: string,
    values: Partial<typeof subscribers.$inferInsert> = {},
  ) =>
    services.db.insert(subscribers).values({
      email,
      subscribed: true,
      subscriptionTier: 'basic',
      status: 'active',
      analysesUsed: 4,
      analysesLimit: 5,
      provider: 'stripe',
      providerSubscriptionId: sub,
      ...values,
    });

  it('a trial subscription: customer, a price at the catalogue amount, 15 trial days, the pending SetupIntent', async () => {
    const started = await stripe.startSubscription({
      email: 'kupac@example.com',
      plan: 'basic',
      priceInCents: 299,
      trialDays: 15,
      periodDays: 28,
      metadata: { ocr_result_id: 'r1' },
    });
    expect(started).toMatchObject({ clientSecret: 'seti_sub_1_secret_x', intent: 'setup' });
    expect(started.subscription).toMatchObject({
      id: 'sub_1',
      status: 'trialing',
      plan: 'basic',
      cardOnFile: false,
    });
    const price = seen.find((s) => s.path === 'POST /v1/prices')!.body;
    expect(Object.fromEntries(price)).toMatchObject({
      unit_amount: '299',
      currency: 'eur',
      lookup_key: 'tiket_basic_299_eur_28d',
      'recurring[interval]': 'day',
      'recurring[interval_count]': '28',
    });
    const sub = seen.find((s) => s.path === 'POST /v1/subscriptions')!.body;
    expect(sub.get('trial_period_days')).toBe('15');
    expect(sub.get('payment_behavior')).toBe('default_incomplete');
    expect(sub.get('items[0][price]')).toBe('price_1');

    // The second time the price is found by its lookup key, not created again.
    const paid = await stripe.startSubscription({
      email: 'kupac@example.com',
      plan: 'basic',
      priceInCents: 299,
      trialDays: 0,
      periodDays: 28,
      metadata: {},
    });
    expect(paid).toMatchObject({ clientSecret: 'pi_1_secret_y', intent: 'payment' });
    expect(seen.filter((s) => s.path === 'POST /v1/prices')).toHaveLength(1);
  });

  it('a one-time payment of exactly the amount, in euro', async () => {
    const started = await stripe.startPayment({
      email: 'k@example.com',
      amountCents: 290,
      description: 'x',
      metadata: {},
    });
    expect(started).toMatchObject({ clientSecret: 'pi_9_secret_z', intent: 'payment' });
    const body = seen.find((s) => s.path === 'POST /v1/payment_intents')!.body;
    expect([body.get('amount'), body.get('currency'), body.get('receipt_email')]).toEqual([
      '290',
      'eur',
      'k@example.com',
    ]);
    expect(await stripe.getPayment('pi_9')).toMatchObject({ status: 'succeeded', amountCents: 290 });
    expect(await stripe.portalUrl('cus_123', 'http://x/account')).toBe(
      'https://billing.stripe.com/p/session/test',
    );
  });

  it('a trial starts only once its card is set up, whether the browser or the webhook completes it', async () => {
    const guest = { guestTokenHash: 'guest-trial' };
    const intent = await createCheckout(services, { plan: 'basic', email: 'proba@example.com' }, guest);
    expect(intent).toMatchObject({ is_trial: true, intent: 'setup' });
    const ref = intent.subscription_id!;

    // Stripe says `trialing` at once, but no card was set up: nothing is granted, by the browser or a webhook.
    await expect(completeCheckout(services, ref, guest, 'rs')).rejects.toMatchObject({
      code: 'PAYMENT_REQUIRED',
      message: 'Kartica nije potvrđena.',
    });
    expect(await deliver('customer.subscription.created', { id: ref, object: 'subscription' })).toBe(
      'ignored',
    );
    expect(await subscriber('proba@example.com')).toBeUndefined();

    // The card form confirmed the SetupIntent; the webhook arrives before the browser verifies.
    subs.get(ref)!.setupStatus = 'succeeded';
    await deliver('customer.subscription.updated', { id: ref, object: 'subscription' });
    expect(await subscriber('proba@example.com')).toMatchObject({
      subscribed: true,
      isTrial: true,
      hadTrial: true,
      providerSubscriptionId: ref,
    });
    // The paying browser is still signed in by its verification, once.
    const verified = await completeCheckout(services, ref, guest, 'rs');
    expect(verified).toMatchObject({ success: true, user_created: true, amount: 0 });
    expect(verified.login_token).toEqual(expect.any(String));
    expect((await completeCheckout(services, ref, guest, 'rs')).login_token).toBeUndefined();
  });

  it("the first invoice starts the subscription: a trial's €0 invoice keeps the trial, a paid one is no renewal", async () => {
    subs.set('sub_first_trial', { ...subs.get('sub_1')!, status: 'trialing', setupStatus: 'succeeded' });
    await insertSubscriber('prvi-trial@example.com', 'sub_first_trial', {
      status: 'trialing',
      isTrial: true,
    });
    await deliver('invoice.paid', invoice('sub_first_trial', 0, 'subscription_create'));
    expect(await subscriber('prvi-trial@example.com')).toMatchObject({
      subscribed: true,
      isTrial: true,
      analysesUsed: 4,
    });
    expect((await subscriber('prvi-trial@example.com')).trialEnd).not.toBeNull();

    addSub('sub_first_paid');
    await insertSubscriber('prvi-placen@example.com', 'sub_first_paid');
    await deliver('invoice.paid', invoice('sub_first_paid', 299, 'subscription_create'));
    expect(await subscriber('prvi-placen@example.com')).toMatchObject({ subscribed: true, analysesUsed: 4 });
    expect(await paymentsOf('prvi-placen@example.com')).toHaveLength(0);

    // The next period's invoice is the renewal: fresh usage and one ledger row.
    await deliver('invoice.paid', invoice('sub_first_paid', 299, 'subscription_cycle'));
    expect(await subscriber('prvi-placen@example.com')).toMatchObject({ analysesUsed: 0 });
    expect((await paymentsOf('prvi-placen@example.com')).map((p) => [p.kind, p.amountCents])).toEqual([
      ['renewal', 299],
    ]);
  });

  it('the plan is the price Stripe bills, not stale metadata: a portal switch to Premium gives its limits', async () => {
    addSub('sub_switch', { metadata: { plan: 'basic' } });
    await insertSubscriber('menja@example.com', 'sub_switch');
    subs.get('sub_switch')!.price = {
      id: 'price_p',
      unit_amount: 599,
      lookup_key: 'tiket_premium_599_eur_28d',
    };
    await deliver('customer.subscription.updated', { id: 'sub_switch', object: 'subscription' });
    expect(await subscriber('menja@example.com')).toMatchObject({
      subscriptionTier: 'premium',
      analysesLimit: 12,
      generatedLimit: 5,
    });
    // A price made in the dashboard, without our lookup key, is known by its catalogue amount.
    subs.get('sub_switch')!.price = { id: 'price_dash', unit_amount: 299, lookup_key: null };
    expect((await stripe.getSubscription('sub_switch')).plan).toBe('basic');
  });

  it('subscription updates: cancel at the period end and change plan go to POST /v1/subscriptions/:id', async () => {
    addSub('sub_upd');
    expect(await stripe.setCancelAtPeriodEnd('sub_upd', true)).toMatchObject({ cancelAtPeriodEnd: true });
    const cancel = seen.find((s) => s.path === 'POST /v1/subscriptions/sub_upd')!.body;
    expect(cancel.get('cancel_at_period_end')).toBe('true');

    seen.length = 0;
    const changed = await stripe.changePlan('sub_upd', 'premium', 599, 28);
    const update = seen.find((s) => s.path === 'POST /v1/subscriptions/sub_upd')!.body;
    expect([
      update.get('items[0][id]'),
      update.get('proration_behavior'),
      update.get('metadata[plan]'),
    ]).toEqual(['si_1', 'none', 'premium']);
    expect(changed.plan).toBe('premium');
  });

  it("a refused second subscription: its first period's payment is refunded, under one idempotency key", async () => {
    addSub('sub_dup', { firstCharge: { paymentIntent: 'pi_dup', amount: 299 } });
    seen.length = 0;
    expect(await stripe.refundFirstPeriod('sub_dup')).toBe(299);
    const read = seen.find((s) => s.path === 'GET /v1/subscriptions/sub_dup')!.body;
    expect(read.get('expand[0]')).toBe('latest_invoice.payments');
    const refund = seen.find((s) => s.path === 'POST /v1/refunds')!.body;
    expect([refund.get('payment_intent'), refund.get('reason')]).toEqual(['pi_dup', 'duplicate']);
    // The same key on every attempt: Stripe answers a repeat with the first refund, never a second one.
    expect(refundKeys.at(-1)).toBe('refund-first-period-sub_dup');

    addSub('sub_dup_trial', { status: 'trialing' });
    expect(await stripe.refundFirstPeriod('sub_dup_trial')).toBe(0);
    expect(seen.filter((s) => s.path === 'POST /v1/refunds')).toHaveLength(1);
  });

  it('a failed payment ends access; a cancellation is shown until the period ends', async () => {
    addSub('sub_fail');
    await insertSubscriber('pada@example.com', 'sub_fail');
    subs.get('sub_fail')!.status = 'past_due';
    subs.get('sub_fail')!.cancelAtPeriodEnd = true;
    await deliver('customer.subscription.updated', { id: 'sub_fail', object: 'subscription' });
    expect(await subscriber('pada@example.com')).toMatchObject({ subscribed: true, cancelAtPeriodEnd: true });

    const { payload, header } = webhook(
      'invoice.payment_failed',
      invoice('sub_fail', 0, 'subscription_cycle'),
    );
    const event = await stripe.parseWebhook(payload, header);
    expect(event).toMatchObject({ type: 'invoice.payment_failed', subscription: { id: 'sub_fail' } });
    expect(await handleProviderEvent(services, event)).toBe('applied');
    expect(await handleProviderEvent(services, await stripe.parseWebhook(payload, header))).toBe('duplicate');
    expect(await subscriber('pada@example.com')).toMatchObject({ subscribed: false, status: 'ended' });
  });

  it('a one-time payment whose browser never came back is recorded from payment_intent.succeeded', async () => {
    const intent = await createCheckout(services, { plan: 'report', email: 'nestao@example.com' }, {});
    const { payload, header } = webhook('payment_intent.succeeded', {
      id: intent.payment_id,
      object: 'payment_intent',
    });
    const res = await app.request('/api/stripe/webhook', {
      method: 'POST',
      body: payload,
      headers: { 'stripe-signature': header, 'content-type': 'application/json' },
    });
    expect(await res.json()).toEqual({ received: true, outcome: 'applied' });
    expect((await paymentsOf('nestao@example.com')).map((p) => [p.kind, p.amountCents])).toEqual([
      ['report', 290],
    ]);
    const [row] = await services.db.select().from(checkouts).where(eq(checkouts.id, intent.checkout_id));
    expect(row.status).toBe('completed');
  });

  it('webhooks: verified by signature, applied once however often they are replayed', async () => {
    const { db } = services;
    addSub('sub_123');
    await insertSubscriber('pretplatnik@example.com', 'sub_123', { status: 'trialing', isTrial: true });
    const payload = JSON.stringify({
      id: 'evt_paid_1',
      object: 'event',
      type: 'invoice.paid',
      data: { object: invoice('sub_123', 299, 'subscription_cycle') },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });

    await expect(stripe.parseWebhook(payload, 't=1,v1=forged')).rejects.toThrow('Invalid webhook signature');
    await expect(stripe.parseWebhook(payload.replace('299', '1'), header)).rejects.toThrow(
      'Invalid webhook signature',
    );

    const event = await stripe.parseWebhook(payload, header);
    expect(event).toMatchObject({
      type: 'invoice.paid',
      amountCents: 299,
      subscription: { status: 'active' },
    });
    expect(await applyProviderEvent(db, event)).toBe('applied');
    expect(await applyProviderEvent(db, await stripe.parseWebhook(payload, header))).toBe('duplicate');
    expect(await subscriber('pretplatnik@example.com')).toMatchObject({
      subscribed: true,
      isTrial: false,
      analysesUsed: 0,
      analysesLimit: 5,
    });
    expect(await paymentsOf('pretplatnik@example.com')).toHaveLength(1);

    // A later "deleted" event reads the subscription's state back and ends access.
    subs.get('sub_123')!.status = 'canceled';
    expect(await deliver('customer.subscription.deleted', { id: 'sub_123', object: 'subscription' })).toBe(
      'applied',
    );
    expect(await subscriber('pretplatnik@example.com')).toMatchObject({ subscribed: false, status: 'ended' });
  });
});
