import { Hono } from 'hono';
import { z } from 'zod';
import type { AppServices, Env } from '../../context';
import { AppError } from '../../lib/app-error';
import { readJsonBody } from '../../lib/json-body';
import { rateLimit } from '../../lib/rate-limit';
import { PERIOD_DAYS, PLAN_ORDER, PLANS, type PlanId } from '../../common/catalogue';
import type { ConfirmResult, InHouseProcessor, ProviderSubscription } from '../../providers/payments/types';
import { signedInUser } from '../accounts/session-user';
import { settleByProviderRef } from './settle-checkout';
import { findSubscriber, statusOf } from './subscription-status';
import { applyProviderEvent } from './provider-events';
import { testClockRoutes } from './test-clock';

const bodies = {
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
const CONFIRM_LIMIT = { name: 'local-pay:ip', limit: 60, windowSeconds: 600 };

/**
 * A processor that runs here (the local one) gets what Stripe.js and Stripe's portal do on Stripe's side: the
 * card form's endpoints and the in-app subscription portal; test runs also get its test clock.
 */
export function inHouseRoutes(services: AppServices, processor: InHouseProcessor) {
  const app = new Hono<Env>();
  const { db, payments } = services;
  const deps = { ...services, payments };
  // A confirmed card is what Stripe's webhook reports: the checkout is recorded even if the browser goes
  // away before it verifies.
  const settled = async (clientSecret: string, result: ConfirmResult) => {
    if (result.status === 'succeeded')
      await settleByProviderRef(deps, await processor.objectOf(clientSecret));
    return result;
  };
  app.post('/local-pay/confirm', rateLimit(CONFIRM_LIMIT, 'rateLimit.payments'), async (c) => {
    const { client_secret, card } = await readJsonBody(c, bodies.confirm);
    const result = await processor.confirm(client_secret, {
      number: card.number,
      expMonth: card.exp_month,
      expYear: card.exp_year,
      cvc: card.cvc,
    });
    return c.json(await settled(client_secret, result));
  });
  app.post('/local-pay/authenticate', async (c) => {
    const { client_secret, approve } = await readJsonBody(c, bodies.authenticate);
    return c.json(await settled(client_secret, await processor.authenticate(client_secret, approve)));
  });

  const mySubscription = async (ctx: Env['Variables']['ctx']) => {
    const user = await signedInUser(ctx);
    const row = await findSubscriber(db, user);
    if (!row?.providerSubscriptionId || !row.subscribed)
      throw new AppError('NOT_FOUND', 'billing.noActiveSubscription');
    return { user, subscriptionId: row.providerSubscriptionId, row };
  };
  const sync = async (sub: ProviderSubscription) => {
    await applyProviderEvent(
      db,
      {
        id: `evt_portal_${sub.id}_${Date.now()}_${Math.random()}`,
        type: 'subscription.updated',
        subscription: sub,
      },
      services,
    );
  };
  for (const [path, cancel] of [
    ['/subscription/cancel', true],
    ['/subscription/resume', false],
  ] as const)
    app.post(path, async (c) => {
      const { user, subscriptionId } = await mySubscription(c.var.ctx);
      await sync(await payments.setCancelAtPeriodEnd(subscriptionId, cancel));
      return c.json(statusOf(await findSubscriber(db, user)));
    });
  app.post('/subscription/change-plan', async (c) => {
    const { subscriptionId, row } = await mySubscription(c.var.ctx);
    const { plan } = await readJsonBody(c, bodies.changePlan);
    await payments.changePlan(subscriptionId, plan as PlanId, PLANS[plan].priceInCents, PERIOD_DAYS);
    return c.json({
      ok: true,
      plan,
      takesEffect: row.subscriptionEnd?.toISOString() ?? null,
      periodDays: PERIOD_DAYS,
      plans: PLAN_ORDER,
    });
  });
  app.post('/subscription/card', async (c) => {
    const { subscriptionId } = await mySubscription(c.var.ctx);
    return c.json(await processor.startCardUpdate(subscriptionId));
  });
  // Only test runs may move time: a development or staging install must not let visitors end subscriptions.
  if (services.config.NODE_ENV === 'test') app.route('/', testClockRoutes(services));
  return app;
}
