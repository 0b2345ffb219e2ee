import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppServices, Env } from '../../context';
import { AppError } from '../../lib/app-error';
import { readJsonBody } from '../../lib/json-body';
import { rateLimit } from '../../lib/rate-limit';
import { signedInUser } from '../accounts/session-user';
import { lookupEmail, normaliseEmail } from './buyer-email';
import { createCheckout } from './create-checkout';
import { completeCheckout } from './complete-checkout';
import { findSubscriber, statusOf } from './subscription-status';
import { unlockWithQuota } from './quota';
import { handleProviderEvent } from './provider-events';
import { recordFunnelEvent, FUNNEL_EVENTS } from './funnel';
import { inHouseRoutes } from './in-house-routes';
import { rememberBuyerLanguage } from './buyer-language';
import { CHECKOUT_PLANS } from '../../common/catalogue';
import { reportOwner } from '../accounts/guest-identity';

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
};

const LIMITS = {
  checkout: { name: 'checkout:ip', limit: 30, windowSeconds: 600 },
  lookup: { name: 'subscriber-lookup:ip', limit: 120, windowSeconds: 600 },
  funnel: { name: 'funnel:ip', limit: 300, windowSeconds: 600 },
};

/**
 * The specification's billing functions plus the local processor's card endpoints,
 * the in-app subscription portal of the local provider and Stripe's webhook.
 */
export function billingRoutes(services: AppServices) {
  const app = new Hono<Env>();
  const { db, payments } = services;
  const deps = { ...services, payments };

  app.get('/billing/config', (c) =>
    c.json({ provider: payments.name, publishableKey: payments.publishableKey, testMode: services.testMode }),
  );

  app.post('/check-subscription', async (c) => {
    const user = await signedInUser(c.var.ctx);
    return c.json(statusOf(await findSubscriber(db, user)));
  });

  app.post('/check-subscriber', rateLimit(LIMITS.lookup, 'rateLimit.requests'), async (c) => {
    const { email } = await readJsonBody(c, bodies.checkSubscriber);
    return c.json(await lookupEmail(db, normaliseEmail(email)));
  });

  app.post('/create-payment-intent', rateLimit(LIMITS.checkout, 'rateLimit.payments'), async (c) => {
    const body = await readJsonBody(c, bodies.createIntent);
    // A guest's checkout belongs to this browser (its guest cookie, issued now if new): only it verifies.
    const viewer = await buyerOf(c);
    const user = await c.var.ctx.user();
    const result = await createCheckout(
      deps,
      { plan: body.plan, email: body.email, ocrResultId: body.ocr_result_id },
      { ...viewer, email: user?.email },
    );
    // Its receipts, and the subscription's later ones, are written in the language the buyer paid in.
    await rememberBuyerLanguage(db, result.checkout_id, c.var.ctx.lang);
    return c.json(result);
  });

  const buyerOf = async (c: Context<Env>) => {
    const viewer = await c.var.ctx.viewer();
    if (viewer.userId || viewer.guestTokenHash) return viewer;
    return { ...viewer, ...(await reportOwner(c, null)) };
  };
  const verify = async (c: Context<Env>, ref: string) =>
    c.json(await completeCheckout(deps, ref, await c.var.ctx.viewer(), c.var.ctx.lang));
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
    const user = await signedInUser(c.var.ctx);
    const { report_id } = await readJsonBody(c, bodies.unlock);
    return c.json({ unlocked: true, ...(await unlockWithQuota(db, user, report_id)) });
  });

  app.post('/customer-portal', async (c) => {
    const user = await signedInUser(c.var.ctx);
    const row = await findSubscriber(db, user);
    if (!row?.providerCustomerId) throw new AppError('NOT_FOUND', 'billing.noSubscription');
    const url = await payments.portalUrl(row.providerCustomerId, `${services.config.PUBLIC_URL}/account`);
    return c.json({ url });
  });

  app.post('/funnel-event', rateLimit(LIMITS.funnel, 'rateLimit.requests'), async (c) => {
    const body = await readJsonBody(c, bodies.funnel);
    const user = await c.var.ctx.user();
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

  if (payments.inHouse) app.route('/', inHouseRoutes(services, payments.inHouse));
  return app;
}
