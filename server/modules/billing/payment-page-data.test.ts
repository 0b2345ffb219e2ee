import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import type { AppServices } from '../../context';
import { createApp } from '../../app';
import { Browser, createTestServices } from '../../../tests/support/services';
import { PLANS } from '../../common/catalogue';
import { paymentPageData } from './payment-page-data';

describe('the payment page offers the trial exactly when create-payment-intent gives it', () => {
  let services: AppServices;
  let app: Hono;
  beforeAll(async () => {
    services = await createTestServices();
    app = createApp({ services }) as unknown as Hono;
  });
  afterAll(() => services.dbHandle.close());

  const page = (email: string | null) =>
    paymentPageData(services, { plan: 'basic', reportId: null, user: email ? { email } : null });

  it('a signed-in buyer whose trial ended is shown the price, and is charged it', async () => {
    const buyer = new Browser(app);
    // 4000…0341 fails on its first renewal: the trial ends with no subscription left.
    await buyer.pay('basic', 'bivsi@example.com', null, '4000 0000 0000 0341');
    expect((await buyer.post('/api/local-pay/test-clock', { days: 16 })).status).toBe(200);
    expect(
      (await new Browser(app).post('/api/check-subscriber', { email: 'bivsi@example.com' })).body,
    ).toEqual({
      registered: false,
      trial_available: false,
    });

    expect(await page('Bivsi@example.com')).toMatchObject({
      userEmail: 'Bivsi@example.com',
      trialAvailable: false,
      priceInCents: PLANS.basic.priceInCents,
    });
    const again = await new Browser(app).post('/api/create-payment-intent', {
      plan: 'basic',
      email: 'bivsi@example.com',
    });
    expect(again.body).toMatchObject({ is_trial: false, amount_cents: PLANS.basic.priceInCents });
  });

  it('an e-mail that never had a trial, and a guest, are offered it', async () => {
    expect(await page('nov@example.com')).toMatchObject({
      trialAvailable: true,
      userEmail: 'nov@example.com',
    });
    expect(await page(null)).toMatchObject({ trialAvailable: true, userEmail: null });
  });
});

describe('the local processor test clock', () => {
  it('exists only in test runs, not in production or development', async () => {
    const envs: Record<string, string>[] = [
      { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), ALLOW_TEST_PAYMENTS: 'true' },
      { NODE_ENV: 'development' },
    ];
    for (const env of envs) {
      const services = await createTestServices(env);
      try {
        const res = await new Browser(createApp({ services })).post('/api/local-pay/test-clock', {
          days: 30,
        });
        expect(res.status).toBe(404);
      } finally {
        await services.dbHandle.close();
      }
    }
  });
});
