import type { AppServices } from '../../context';

/**
 * Generated tickets are sold only when their matches are real: a live payment processor with demo fixtures
 * (no odds source configured) would take money for made-up matches. The demo still shows, marked as demo.
 * Test payments (the local processor, Stripe test keys) may sell the demo: nobody pays.
 */
export function generatorForSale(services: Pick<AppServices, 'config' | 'odds'>): boolean {
  const { config } = services;
  const realMoney =
    config.PAYMENTS_PROVIDER === 'stripe' && !config.STRIPE_SECRET_KEY?.startsWith('sk_test_');
  return !(realMoney && services.odds.demo);
}

/** Said once at start when the generator will refuse to sell (the operator can fix it with one setting). */
export const NOT_FOR_SALE_AT_START =
  'AI generator: live payments without a fixtures source. It shows demo matches and refuses to sell them; ' +
  'set ODDS_API_KEY (The Odds API) to sell tickets built from real fixtures.';
