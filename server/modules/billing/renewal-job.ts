import type { AppServices } from '../../context';
import { LocalPaymentProvider } from '../../providers/payments/local';
import { applyProviderEvent } from './provider-events';

const EVERY_MS = 60_000;

/** Runs the local processor's due renewals and applies their outcome (Stripe renews by itself and calls back). */
export async function runLocalRenewals(services: AppServices, now?: Date): Promise<number> {
  if (!(services.payments instanceof LocalPaymentProvider)) return 0;
  const events = await services.payments.runDueRenewals(now);
  for (const event of events) await applyProviderEvent(services.db, event);
  return events.length;
}

/** The schedule lives in the database (each subscription's period end); this only wakes up to look at it. */
export function startRenewalJob(services: AppServices): () => void {
  if (!(services.payments instanceof LocalPaymentProvider)) return () => {};
  const timer = setInterval(() => {
    runLocalRenewals(services).catch((err) => services.logger.error({ err }, 'renewal job failed'));
  }, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
