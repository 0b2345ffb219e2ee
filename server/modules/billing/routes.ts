import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppServices } from '../../context';
import { AppError } from '../../lib/app-error';
import { readJsonBody } from '../../lib/json-body';
import { enforceRateLimit } from '../../lib/rate-limit';
import { clientIp } from '../../lib/client-ip';
import { resolveLanguage } from '../../lib/language';
import { getSessionUser, type SessionUser } from '../../auth/session';
import { viewerFromRequest } from '../reports/viewer';
import { LocalPaymentProvider } from '../../providers/payments/local';
import {
  completeCheckout,
  createCheckout,
  lookupEmail,
  normaliseEmail,
  settleByProviderRef,
  type BillingDeps,
} from './checkout';
import { findSubscriber, statusOf } from './subscription-status';
import { unlockWithQuota } from './quota';
import { applyProviderEvent, handleProviderEvent } from './provider-events';
import { recordFunnelEvent, FUNNEL_EVENTS } from './funnel';
import { mountTestClock } from './test-clock';
import { CHECKOUT_PLANS, PLAN_ORDER, PLANS, PERIOD_DAYS, type PlanId } from '../../common/catalogue';
import { reportOwner } from '../reports/guest-token';

const PLAN = z.enum(CHECKOUT_PLANS);
const ID = z.string().min(3).max(200);
const bodies = {
  checkSubscriber: z.object({ email: z.string().max(254) }),
  createIntent: z.object({
    plan: PLAN,
    email: z.string().max(254).optional(),
    ocr_result_id: z.string().max(64).nullish(),
  }),
  verifyDirect: z.object({
    subscription_id: ID,
    email: z.string().max(254).optional(),
    ocr_result_id: z.string().max(64).nullish(),
  }),
  verifySubscription: z.object({ sessionId: ID }),
  verifyPayment: z.object({ session_id: ID }),
  unlock: z.object({ report_id: z.string().max(64) }),
  funnel: z.object({
    name: z.enum(FUNNEL_EVENTS),
    value_cents: z.number().int().min(0).max(1_000_000).optional(),
    properties: z
      .record(z.string().max(40), z.union([z.string().max(200), z.number(), z.boolean()]))
      .optional(),
  }),
  changePlan: z.object({ plan: z.enum(['basic', 'premium']) }),
  confirm: z.object({
    client_secret: z.string().max(200),
    card: z.object({
      number: z.string().max(30),
      exp_month: z.number().int(),
      exp_year: z.number().int(),
      cvc: z.string().max(8),
    }),
  }),
  authenticate: z.object({ client_secret: z.string().max(200), approve: z.boolean() }),
};

const LIMITS = {
  checkout: { name: 'checkout:ip', limit: 30, windowSeconds: 600 },
  lookup: { name: 'subscriber-lookup:ip', limit: 120, windowSeconds: 600 },
  confirm: { name: 'local-pay:ip', limit: 60, windowSeconds: 600 },
  funnel: { name: 'funnel:ip', limit: 300, windowSeconds: 600 },
};

/**
 * The specification's billing functions (first file, section 7) plus the local processor's card endpoints,
 * the in-app subscription portal of the local provider and Stripe's webhook.
 */
export function billingRoutes(services: AppServices) {
  const app = new Hono();
  const { db, payments } = services;
  const deps = { ...services, payments };
  const ip = (c: Context) => clientIp(c, services.config.TRUST_PROXY);
  const lang = (c: Context) => resolveLanguage(c.req.header('cookie'), c.req.header('accept-language'));
  const requireUser = async (c: Context): Promise<SessionUser> => {
    const user = await getSessionUser(services, c.req.raw.headers);
    if (!user) throw new AppError('UNAUTHORIZED', 'Potrebna je prijava');
    return user;
  };

  app.get('/billing/config', (c) =>
    c.json({ provider: payments.name, publishableKey: payments.publishableKey, testMode: services.testMode }),
  );

  app.post('/check-subscription', async (c) => {
    const user = await requireUser(c);
    return c.json(statusOf(await findSubscriber(db, user)));
  });

  app.post('/check-subscriber', async (c) => {
    await enforceRateLimit(db, LIMITS.lookup, ip(c), 'Previše zahteva. Pokušajte ponovo za nekoliko minuta.');
    const { email } = await readJsonBody(c, bodies.checkSubscriber);
    return c.json(await lookupEmail(db, normaliseEmail(email)));
  });

  app.post('/create-payment-intent', async (c) => {
    await enforceRateLimit(
      db,
      LIMITS.checkout,
      ip(c),
      'Previše pokušaja plaćanja. Pokušajte ponovo za nekoliko minuta.',
    );
    const body = await readJsonBody(c, bodies.createIntent);
    // A guest's checkout belongs to this browser (its guest cookie, issued now if new): only it verifies.
    const viewer = await buyerOf(c);
    const user = viewer.userId ? await getSessionUser(services, c.req.raw.headers) : null;
    const result = await createCheckout(
      deps,
      { plan: body.plan, email: body.email, ocrResultId: body.ocr_result_id },
      { ...viewer, email: user?.email },
    );
    return c.json(result);
  });

  const buyerOf = async (c: Context) => {
    const viewer = await viewerFromRequest(services, c.req.raw.headers);
    if (viewer.userId || viewer.guestTokenHash) return viewer;
    return { ...viewer, ...reportOwner(c, null, services.config.NODE_ENV === 'production') };
  };
  const verify = async (c: Context, ref: string) => {
    const viewer = await viewerFromRequest(services, c.req.raw.headers);
    return c.json(await completeCheckout(deps, ref, viewer, lang(c)));
  };
  app.post('/verify-direct-subscription', async (c) =>
    verify(c, (await readJsonBody(c, bodies.verifyDirect)).subscription_id),
  );
  app.post('/verify-subscription', async (c) =>
    verify(c, (await readJsonBody(c, bodies.verifySubscription)).sessionId),
  );
  app.post('/verify-payment', async (c) =>
    verify(c, (await readJsonBody(c, bodies.verifyPayment)).session_id),
  );

  app.post('/unlock-report', async (c) => {
    const user = await requireUser(c);
    const { report_id } = await readJsonBody(c, bodies.unlock);
    return c.json({ unlocked: true, ...(await unlockWithQuota(db, user, report_id)) });
  });

  app.post('/customer-portal', async (c) => {
    const user = await requireUser(c);
    const row = await findSubscriber(db, user);
    if (!row?.providerCustomerId) throw new AppError('NOT_FOUND', 'Nemate pretplatu.');
    const url = await payments.portalUrl(row.providerCustomerId, `${services.config.PUBLIC_URL}/account`);
    return c.json({ url });
  });

  app.post('/funnel-event', async (c) => {
    await enforceRateLimit(db, LIMITS.funnel, ip(c), 'Previše zahteva.');
    const body = await readJsonBody(c, bodies.funnel);
    const user = await getSessionUser(services, c.req.raw.headers);
    await recordFunnelEvent(db, {
      name: body.name,
      valueCents: body.value_cents,
      currency: body.value_cents === undefined ? null : 'EUR',
      userId: user?.id,
      properties: body.properties,
    });
    return c.json({ ok: true });
  });

  app.post('/stripe/webhook', async (c) => {
    const event = await payments.parseWebhook(await c.req.text(), c.req.header('stripe-signature'));
    const outcome = await handleProviderEvent(deps, event);
    services.logger.info({ event: event.id, type: event.type, outcome }, 'payment webhook');
    return c.json({ received: true, outcome });
  });

  if (payments instanceof LocalPaymentProvider) mountLocalProcessor(app, deps, payments, requireUser, ip);
  // Only test runs may move time: a development or staging install must not let visitors end subscriptions.
  if (payments instanceof LocalPaymentProvider && services.config.NODE_ENV === 'test')
    mountTestClock(app, services);
  return app;
}

/** The local processor's card endpoints and the in-app portal (what Stripe.js and Stripe's portal do). */
function mountLocalProcessor(
  app: Hono,
  deps: BillingDeps,
  local: LocalPaymentProvider,
  requireUser: (c: Context) => Promise<SessionUser>,
  ip: (c: Context) => string,
) {
  const { db } = deps;
  // A confirmed card is what Stripe's webhook reports: the checkout is recorded even if the browser goes
  // away before it verifies.
  const settled = async (
    clientSecret: string,
    result: Awaited<ReturnType<LocalPaymentProvider['confirm']>>,
  ) => {
    if (result.status === 'succeeded') await settleByProviderRef(deps, await local.objectOf(clientSecret));
    return result;
  };
  app.post('/local-pay/confirm', async (c) => {
    await enforceRateLimit(
      db,
      LIMITS.confirm,
      ip(c),
      'Previše pokušaja plaćanja. Pokušajte ponovo za nekoliko minuta.',
    );
    const { client_secret, card } = await readJsonBody(c, bodies.confirm);
    const result = await local.confirm(client_secret, {
      number: card.number,
      expMonth: card.exp_month,
      expYear: card.exp_year,
      cvc: card.cvc,
    });
    return c.json(await settled(client_secret, result));
  });
  app.post('/local-pay/authenticate', async (c) => {
    const { client_secret, approve } = await readJsonBody(c, bodies.authenticate);
    return c.json(await settled(client_secret, await local.authenticate(client_secret, approve)));
  });

  const mySubscription = async (c: Context) => {
    const user = await requireUser(c);
    const row = await findSubscriber(db, user);
    if (!row?.providerSubscriptionId || !row.subscribed)
      throw new AppError('NOT_FOUND', 'Nemate aktivnu pretplatu.');
    return row;
  };
  const sync = async (sub: Awaited<ReturnType<LocalPaymentProvider['getSubscription']>>) => {
    await applyProviderEvent(db, {
      id: `evt_portal_${sub.id}_${Date.now()}_${Math.random()}`,
      type: 'subscription.updated',
      subscription: sub,
    });
  };
  app.post('/subscription/cancel', async (c) => {
    const row = await mySubscription(c);
    await sync(await local.setCancelAtPeriodEnd(row.providerSubscriptionId!, true));
    return c.json(statusOf(await findSubscriber(db, await requireUser(c))));
  });
  app.post('/subscription/resume', async (c) => {
    const row = await mySubscription(c);
    await sync(await local.setCancelAtPeriodEnd(row.providerSubscriptionId!, false));
    return c.json(statusOf(await findSubscriber(db, await requireUser(c))));
  });
  app.post('/subscription/change-plan', async (c) => {
    const row = await mySubscription(c);
    const { plan } = await readJsonBody(c, bodies.changePlan);
    await local.changePlan(row.providerSubscriptionId!, plan as PlanId, PLANS[plan].priceInCents);
    return c.json({
      ok: true,
      plan,
      takesEffect: row.subscriptionEnd?.toISOString() ?? null,
      periodDays: PERIOD_DAYS,
      plans: PLAN_ORDER,
    });
  });
  app.post('/subscription/card', async (c) => {
    const row = await mySubscription(c);
    return c.json(await local.startCardUpdate(row.providerSubscriptionId!));
  });
}
