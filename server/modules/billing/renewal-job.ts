import { and, eq, isNull, lte } from 'drizzle-orm';
import type { AppServices } from '../../context';
import { subscribers } from '../../db/schema/billing';
import { applyProviderEvent } from './provider-events';
import { settleByProviderRef } from './settle-checkout';

const EVERY_MS = 60_000;

/** Runs the local processor's due renewals and applies their outcome (Stripe renews by itself and calls back). */
export async function runLocalRenewals(services: AppServices, now = new Date()): Promise<number> {
  const ended = await endUnbackedTrials(services, now);
  const { inHouse } = services.payments;
  if (!inHouse) return ended;
  // A subscription is renewed only when billing recorded it: its checkout is completed now if the card was
  // confirmed but nobody verified; one still not completed (or refused) is ended without a charge.
  const recorded = async (subscriptionId: string) =>
    (await settleByProviderRef(services, subscriptionId)) === 'completed';
  const events = await inHouse.runDueRenewals(now, recorded);
  for (const event of events) await applyProviderEvent(services.db, event, services);
  return ended + events.length;
}

/** Premium granted with a generated ticket has no provider subscription behind it: it simply ends. */
async function endUnbackedTrials(services: AppServices, now: Date): Promise<number> {
  const rows = await services.db
    .update(subscribers)
    .set({ subscribed: false, status: 'ended', isTrial: false, updatedAt: now })
    .where(
      and(
        eq(subscribers.subscribed, true),
        isNull(subscribers.providerSubscriptionId),
        lte(subscribers.subscriptionEnd, now),
      ),
    )
    .returning({ email: subscribers.email });
  return rows.length;
}

/** The schedule lives in the database (each subscription's period end); this only wakes up to look at it. */
export function startRenewalJob(services: AppServices): () => void {
  const timer = setInterval(() => {
    runLocalRenewals(services).catch((err) => services.logger.error({ err }, 'renewal job failed'));
  }, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
