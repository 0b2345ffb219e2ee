// A stand-in of the Stripe API endpoints the adapter calls (customers, prices, subscriptions, refunds, payment
// intents, billing portal), answering in Stripe's documented shapes and keeping what it was told, so a test
// can read what was sent and set the state a subscription is in.
import { http, HttpResponse } from 'msw';

export const STRIPE_API = 'https://api.stripe.com/v1';
const NOW = Math.floor(Date.now() / 1000);
export const BASIC_PRICE = { id: 'price_basic', unit_amount: 299, lookup_key: 'tiket_basic_299_eur_28d' };

/** What the stand-in knows of each subscription. */
export interface SubState {
  status: string;
  /** The pending SetupIntent of a trial: `succeeded` once the card form confirmed it. */
  setupStatus: string;
  defaultPaymentMethod: string | null;
  price: { id: string; unit_amount: number; lookup_key: string | null };
  cancelAtPeriodEnd: boolean;
  metadata: Record<string, string>;
  /** The payment of the first invoice, when its first period was charged (no trial). */
  firstCharge?: { paymentIntent: string; amount: number };
}

export function createStripeStandIn(API = STRIPE_API) {
  const seen: { path: string; body: URLSearchParams }[] = [];
  const refundKeys: (string | null)[] = [];
  const prices = new Map<string, { id: string; unit_amount: number; lookup_key: string | null }>();

  const subs = new Map<string, SubState>();
  const addSub = (id: string, state: Partial<SubState> = {}) =>
    subs.set(id, {
      status: 'active',
      setupStatus: 'succeeded',
      defaultPaymentMethod: 'pm_card_visa',
      price: BASIC_PRICE,
      cancelAtPeriodEnd: false,
      metadata: { plan: 'basic' },
      ...state,
    });
  const subscription = (id: string, expandSetup: boolean) => {
    const s = subs.get(id)!;
    const setup = {
      id: `seti_${id}`,
      object: 'setup_intent',
      status: s.setupStatus,
      client_secret: `seti_${id}_secret_x`,
    };
    return {
      id,
      object: 'subscription',
      customer: 'cus_123',
      status: s.status,
      cancel_at_period_end: s.cancelAtPeriodEnd,
      trial_end: NOW + 15 * 86400,
      default_payment_method: s.defaultPaymentMethod,
      pending_setup_intent: s.status === 'trialing' ? (expandSetup ? setup : setup.id) : null,
      metadata: s.metadata,
      items: {
        object: 'list',
        data: [{ id: 'si_1', current_period_end: NOW + 15 * 86400, price: { object: 'price', ...s.price } }],
      },
    };
  };
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const body = new URLSearchParams(request.method === 'GET' ? url.search : await request.text());
    seen.push({ path: `${request.method} ${url.pathname}`, body });
    return body;
  };

  const handlers = [
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
        lookup_key: body.get('lookup_key'),
      };
      prices.set(body.get('lookup_key')!, price);
      return HttpResponse.json(price);
    }),
    // A new subscription: a trial is `trialing` at once, its SetupIntent still waiting for the card.
    http.post(`${API}/subscriptions`, async ({ request }) => {
      const body = await record(request);
      const trial = body.has('trial_period_days');
      const id = `sub_${subs.size + 1}`;
      const price = [...prices.values()].find((p) => p.id === body.get('items[0][price]')) ?? BASIC_PRICE;
      addSub(id, {
        status: trial ? 'trialing' : 'incomplete',
        setupStatus: 'requires_payment_method',
        defaultPaymentMethod: null,
        price,
        metadata: Object.fromEntries(
          [...body].filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v]),
        ),
      });
      return HttpResponse.json({
        ...subscription(id, true),
        latest_invoice: trial
          ? null
          : {
              id: 'in_1',
              object: 'invoice',
              confirmation_secret: { client_secret: 'pi_1_secret_y', type: 'payment_intent' },
            },
      });
    }),
    http.get(`${API}/subscriptions/:id`, async ({ request, params }) => {
      const body = await record(request);
      const id = String(params.id);
      const charge = subs.get(id)!.firstCharge;
      const payments = charge
        ? [
            {
              object: 'invoice_payment',
              status: 'paid',
              payment: { type: 'payment_intent', payment_intent: charge.paymentIntent },
            },
          ]
        : [];
      return HttpResponse.json({
        ...subscription(id, body.get('expand[0]') === 'pending_setup_intent'),
        ...(body.get('expand[0]') === 'latest_invoice.payments'
          ? {
              latest_invoice: {
                id: `in_${id}`,
                object: 'invoice',
                payments: { object: 'list', data: payments },
              },
            }
          : {}),
      });
    }),
    http.post(`${API}/refunds`, async ({ request }) => {
      refundKeys.push(request.headers.get('idempotency-key'));
      const body = await record(request);
      const charge = [...subs.values()].find(
        (s) => s.firstCharge?.paymentIntent === body.get('payment_intent'),
      );
      return HttpResponse.json({
        id: 're_1',
        object: 'refund',
        amount: charge!.firstCharge!.amount,
        payment_intent: body.get('payment_intent'),
        status: 'succeeded',
      });
    }),
    // subscriptions.update: cancel at the period's end, or switch the item's price.
    http.post(`${API}/subscriptions/:id`, async ({ request, params }) => {
      const body = await record(request);
      const s = subs.get(String(params.id))!;
      if (body.has('cancel_at_period_end')) s.cancelAtPeriodEnd = body.get('cancel_at_period_end') === 'true';
      const price = [...prices.values()].find((p) => p.id === body.get('items[0][price]'));
      if (price) s.price = price;
      if (body.has('metadata[plan]')) s.metadata = { ...s.metadata, plan: body.get('metadata[plan]')! };
      return HttpResponse.json(subscription(String(params.id), false));
    }),
    http.delete(`${API}/subscriptions/:id`, async ({ request, params }) => {
      await record(request);
      subs.get(String(params.id))!.status = 'canceled';
      return HttpResponse.json(subscription(String(params.id), false));
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
  ];
  return { handlers, seen, refundKeys, prices, subs, addSub };
}

/** Every Stripe endpoint answering 500 with Stripe's error object (https://docs.stripe.com/api/errors). */
export function stripeApiDown(API = STRIPE_API) {
  return http.all(`${API}/*`, () =>
    HttpResponse.json(
      { error: { type: 'api_error', message: 'An unknown error occurred on Stripe’s end.' } },
      { status: 500 },
    ),
  );
}
