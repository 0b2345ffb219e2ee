import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { StripePaymentProvider } from './stripe';
import { createTestDatabase } from '../../db/test-db';
import type { DatabaseHandle } from '../../db/client';
import { payments, subscribers } from '../../db/schema/billing';
import { applyProviderEvent } from '../../modules/billing/provider-events';

const API = 'https://api.stripe.com/v1';
const WEBHOOK_SECRET = 'whsec_test_secret';
const NOW = Math.floor(Date.now() / 1000);

/** Stand-ins for the Stripe endpoints the adapter calls, answering in Stripe's documented shapes. */
const seen: { path: string; body: URLSearchParams }[] = [];
const prices = new Map<string, { id: string; unit_amount: number }>();
let subscriptionStatus = 'trialing';
const subscription = (status = subscriptionStatus) => ({
  id: 'sub_123',
  object: 'subscription',
  customer: 'cus_123',
  status,
  cancel_at_period_end: false,
  trial_end: NOW + 15 * 86400,
  metadata: { plan: 'basic' },
  items: { object: 'list', data: [{ id: 'si_1', current_period_end: NOW + 15 * 86400 }] },
});
const record = async (request: Request) => {
  const url = new URL(request.url);
  const body = new URLSearchParams(request.method === 'GET' ? url.search : await request.text());
  seen.push({ path: `${request.method} ${url.pathname}`, body });
  return body;
};

const server = setupServer(
  http.get(`${API}/customers`, async ({ request }) => {
    await record(request);
    return HttpResponse.json({ object: 'list', data: [], has_more: false });
  }),
  http.post(`${API}/customers`, async ({ request }) => {
    const body = await record(request);
    return HttpResponse.json({ id: 'cus_123', object: 'customer', email: body.get('email') });
  }),
  http.get(`${API}/prices`, async ({ request }) => {
    const body = await record(request);
    const found = prices.get(body.get('lookup_keys[0]') ?? '');
    return HttpResponse.json({ object: 'list', data: found ? [found] : [], has_more: false });
  }),
  http.post(`${API}/prices`, async ({ request }) => {
    const body = await record(request);
    const price = {
      id: `price_${prices.size + 1}`,
      object: 'price',
      unit_amount: Number(body.get('unit_amount')),
    };
    prices.set(body.get('lookup_key')!, price);
    return HttpResponse.json(price);
  }),
  http.post(`${API}/subscriptions`, async ({ request }) => {
    const body = await record(request);
    const trial = body.has('trial_period_days');
    return HttpResponse.json({
      ...subscription(trial ? 'trialing' : 'incomplete'),
      pending_setup_intent: trial
        ? { id: 'seti_1', object: 'setup_intent', client_secret: 'seti_1_secret_x' }
        : null,
      latest_invoice: trial
        ? null
        : {
            id: 'in_1',
            object: 'invoice',
            confirmation_secret: { client_secret: 'pi_1_secret_y', type: 'payment_intent' },
          },
    });
  }),
  http.get(`${API}/subscriptions/:id`, async ({ request }) => {
    await record(request);
    return HttpResponse.json(subscription());
  }),
  http.post(`${API}/payment_intents`, async ({ request }) => {
    const body = await record(request);
    return HttpResponse.json({
      id: 'pi_9',
      object: 'payment_intent',
      amount: Number(body.get('amount')),
      currency: body.get('currency'),
      status: 'requires_payment_method',
      client_secret: 'pi_9_secret_z',
      last_payment_error: null,
    });
  }),
  http.get(`${API}/payment_intents/:id`, async ({ request, params }) => {
    await record(request);
    return HttpResponse.json({
      id: params.id,
      object: 'payment_intent',
      amount: 290,
      currency: 'eur',
      status: 'succeeded',
      client_secret: 'x',
      last_payment_error: null,
    });
  }),
  http.post(`${API}/billing_portal/sessions`, async ({ request }) => {
    await record(request);
    return HttpResponse.json({
      id: 'bps_1',
      object: 'billing_portal.session',
      url: 'https://billing.stripe.com/p/session/test',
    });
  }),
);

describe('Stripe adapter (against stand-ins of the Stripe API)', () => {
  const stripe = new StripePaymentProvider('sk_test_123', 'pk_test_123', WEBHOOK_SECRET);
  let handle: DatabaseHandle;
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    handle = await createTestDatabase();
  });
  afterEach(() => {
    seen.length = 0;
  });
  afterAll(async () => {
    server.close();
    await handle.close();
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
    expect(started).toMatchObject({ clientSecret: 'seti_1_secret_x', intent: 'setup' });
    expect(started.subscription).toMatchObject({ id: 'sub_123', status: 'trialing', plan: 'basic' });
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

  it('webhooks: verified by signature, applied once however often they are replayed', async () => {
    const { db } = handle;
    await db.insert(subscribers).values({
      email: 'pretplatnik@example.com',
      subscribed: true,
      subscriptionTier: 'basic',
      status: 'trialing',
      isTrial: true,
      analysesUsed: 4,
      analysesLimit: 5,
      provider: 'stripe',
      providerSubscriptionId: 'sub_123',
    });
    subscriptionStatus = 'active';
    const payload = JSON.stringify({
      id: 'evt_paid_1',
      object: 'event',
      type: 'invoice.paid',
      data: {
        object: {
          id: 'in_2',
          object: 'invoice',
          amount_paid: 299,
          currency: 'eur',
          customer_email: 'pretplatnik@example.com',
          parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_123' } },
        },
      },
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
    const [row] = await db.select().from(subscribers).where(eq(subscribers.email, 'pretplatnik@example.com'));
    expect(row).toMatchObject({ subscribed: true, isTrial: false, analysesUsed: 0, analysesLimit: 5 });
    expect(
      await db.select().from(payments).where(eq(payments.email, 'pretplatnik@example.com')),
    ).toHaveLength(1);

    // A later "deleted" event reads the subscription's state back and ends access.
    subscriptionStatus = 'canceled';
    const deleted = JSON.stringify({
      id: 'evt_del_1',
      object: 'event',
      type: 'customer.subscription.deleted',
      data: { object: { id: 'sub_123', object: 'subscription' } },
    });
    const ended = await stripe.parseWebhook(
      deleted,
      Stripe.webhooks.generateTestHeaderString({ payload: deleted, secret: WEBHOOK_SECRET }),
    );
    expect(await applyProviderEvent(db, ended)).toBe('applied');
    const [after] = await db
      .select()
      .from(subscribers)
      .where(eq(subscribers.email, 'pretplatnik@example.com'));
    expect(after).toMatchObject({ subscribed: false, status: 'ended' });
  });
});
