import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { LocalPaymentProvider } from './local';
import { StripePaymentProvider } from './stripe';
import type { PaymentProvider } from './types';

export type { PaymentProvider } from './types';
export { LocalPaymentProvider } from './local';

export function createPayments(config: Config, db: Database): PaymentProvider {
  return config.PAYMENTS_PROVIDER === 'stripe'
    ? new StripePaymentProvider(
        config.STRIPE_SECRET_KEY!,
        config.STRIPE_PUBLISHABLE_KEY!,
        config.STRIPE_WEBHOOK_SECRET!,
      )
    : new LocalPaymentProvider(db);
}
