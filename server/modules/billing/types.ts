import type { AppServices } from '../../context';
import type { Database } from '../../db/client';
import type { checkouts } from '../../db/schema/billing';
import type { PaymentProvider } from '../../providers/payments/types';

// What the billing operations share: their services, a checkout row, a transaction.
export type CheckoutRow = typeof checkouts.$inferSelect;
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface BillingDeps extends Pick<AppServices, 'db' | 'email' | 'logger' | 'config' | 'odds'> {
  payments: PaymentProvider;
}

export interface CheckoutResult {
  success: true;
  email: string;
  user_created: boolean;
  report_id: string | null;
  amount: number;
  kind: string;
  plan: string;
}
