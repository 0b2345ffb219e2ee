import { describe, expect, it } from 'vitest';
import type { AppServices } from '../../context';
import { createCheckout } from './create-checkout';
import type { BillingDeps } from './types';
import { generatorForSale } from './for-sale';

const services = (config: Partial<AppServices['config']>, demo: boolean) =>
  ({ config: { PAYMENTS_PROVIDER: 'local', ...config }, odds: { demo } }) as unknown as BillingDeps;
const live = { PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_123' } as const;

describe('selling generated tickets', () => {
  it('never sells demo matches for real money; test payments and real fixtures may sell', () => {
    expect(generatorForSale(services(live, true))).toBe(false);
    expect(generatorForSale(services(live, false))).toBe(true);
    expect(
      generatorForSale(services({ PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1' }, true)),
    ).toBe(true);
    expect(generatorForSale(services({}, true))).toBe(true);
  });

  it('refuses the checkout of a demo ticket with live payments, before the processor is asked (rs and hr)', async () => {
    const refused = await createCheckout(
      services(live, true),
      { plan: 'ai-generator', email: 'a@b.rs' },
      {},
    ).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: 'UNAVAILABLE', message: expect.stringContaining('demo') });
    expect((refused as { messageIn(l: 'hr'): string }).messageIn('hr')).toContain('AI listić');
  });
});
