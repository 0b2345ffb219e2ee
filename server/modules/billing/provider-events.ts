import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments, providerEvents, subscribers } from '../../db/schema/billing';
import type { ProviderEvent, ProviderSubscription } from '../../providers/payments/types';
import { PLANS, type PlanId } from '../../common/catalogue';
import { settleByProviderRef } from './settle-checkout';
import { subscriptionLang } from './buyer-language';
import { planOf } from './plan-of';
import type { Receipt } from './receipt-mail';
import { sendReceipt, type ReceiptDeps } from './send-receipt';
import type { BillingDeps } from './types';

/**
 * A provider event as it arrives (Stripe's webhook): first the checkout it concerns is completed if its
 * browser has not done so yet (completion is idempotent), then the subscription's change is applied once.
 */
export async function handleProviderEvent(
  deps: BillingDeps,
  event: ProviderEvent,
): Promise<'applied' | 'duplicate' | 'ignored'> {
  if (event.type === 'ignored') return 'ignored';
  const ref = event.type === 'payment.succeeded' ? event.paymentId : event.subscription.id;
  const settled = await settleByProviderRef(deps, ref);
  if (event.type === 'payment.succeeded') return settled === 'completed' ? 'applied' : 'ignored';
  return applyProviderEvent(deps.db, event, deps);
}

/**
 * Applies a subscription event from the provider (a Stripe webhook, or the local processor's renewal job)
 * exactly once: the event id is recorded in the same transaction, so a replay changes nothing. A paid renewal
 * starts a new period with fresh usage; a failed renewal or a deleted subscription ends access. With `mailer`,
 * the buyer gets the receipt of what was recorded (a renewal's payment, a cancellation) once it is committed.
 */
export async function applyProviderEvent(
  db: Database,
  event: ProviderEvent,
  mailer?: ReceiptDeps,
): Promise<'applied' | 'duplicate' | 'ignored'> {
  if (event.type === 'ignored' || event.type === 'payment.succeeded') return 'ignored';
  // What to mail once the transaction is committed (set inside it).
  const mail: { receipt?: Receipt; to?: string } = {};
  const receiptFor = (to: string, receipt: Receipt) => {
    mail.to = to;
    mail.receipt = receipt;
  };
  const outcome = await db.transaction(async (tx): Promise<'applied' | 'duplicate' | 'ignored'> => {
    const [fresh] = await tx
      .insert(providerEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: providerEvents.id });
    if (!fresh) return 'duplicate';
    const sub = event.subscription;
    const [row] = await tx
      .select()
      .from(subscribers)
      .where(eq(subscribers.providerSubscriptionId, sub.id))
      .limit(1);
    if (!row || isStale(row, sub)) return 'ignored';
    const base = syncFields(sub);
    switch (event.type) {
      case 'invoice.paid': {
        // A trial's end and each renewal: a new period with fresh usage, at the plan's limits.
        const plan = PLANS[(sub.plan ?? row.subscriptionTier ?? 'basic') as PlanId];
        await tx
          .update(subscribers)
          .set({
            ...base,
            subscribed: true,
            subscriptionTier: plan.id,
            isTrial: false,
            trialEnd: null,
            analysesUsed: 0,
            analysesLimit: plan.analyses,
            generatedUsed: 0,
            generatedLimit: plan.generatedTickets,
          })
          .where(eq(subscribers.email, row.email));
        if (event.amountCents > 0) {
          const [paid] = await tx
            .insert(payments)
            .values({
              providerRef: event.paymentRef,
              email: row.email,
              userId: row.userId,
              kind: 'renewal',
              amountCents: event.amountCents,
              currency: event.currency.toUpperCase(),
            })
            .onConflictDoNothing()
            .returning({ createdAt: payments.createdAt });
          // A charge already recorded (the same payment under another event id) is not receipted twice.
          if (paid)
            receiptFor(row.email, {
              kind: 'subscription-payment',
              plan: plan.id,
              amountCents: event.amountCents,
              currency: event.currency.toUpperCase(),
              paidAt: paid.createdAt,
              periodEnd: sub.currentPeriodEnd,
              reference: event.paymentRef,
            });
        }
        return 'applied';
      }
      case 'invoice.payment_failed':
      case 'subscription.deleted':
        await tx
          .update(subscribers)
          .set({ ...base, subscribed: false, status: 'ended', isTrial: false })
          .where(eq(subscribers.email, row.email));
        // Ended without a cancellation at the period's end (cancelled at once, at the provider): that is the
        // cancellation's receipt. One at the period's end was confirmed when it was asked for.
        if (event.type === 'subscription.deleted' && row.subscribed && !row.cancelAtPeriodEnd)
          receiptFor(row.email, { kind: 'ended', plan: planOf(row.subscriptionTier), endedAt: new Date() });
        return 'applied';
      case 'subscription.updated': {
        const active = ['trialing', 'active', 'past_due'].includes(sub.status);
        // A cancellation at the period's end is confirmed once, when the flag first turns on (the portal's
        // own sync events have fresh ids: the flag's change, not the event, says it is new).
        if (active && sub.cancelAtPeriodEnd) {
          const [turned] = await tx
            .update(subscribers)
            .set({ cancelAtPeriodEnd: true })
            .where(and(eq(subscribers.email, row.email), eq(subscribers.cancelAtPeriodEnd, false)))
            .returning({ email: subscribers.email });
          if (turned)
            receiptFor(row.email, {
              kind: 'cancelled',
              plan: planOf(row.subscriptionTier),
              until: sub.currentPeriodEnd ?? row.subscriptionEnd ?? new Date(),
            });
        }
        await tx
          .update(subscribers)
          .set({
            ...base,
            subscribed: active,
            isTrial: sub.status === 'trialing',
            subscriptionTier: sub.plan ?? row.subscriptionTier,
            analysesLimit: sub.plan ? PLANS[sub.plan].analyses : row.analysesLimit,
            generatedLimit: sub.plan ? PLANS[sub.plan].generatedTickets : row.generatedLimit,
          })
          .where(eq(subscribers.email, row.email));
        return 'applied';
      }
    }
  });
  if (mail.receipt && mail.to && mailer)
    await sendReceipt(mailer, mail.receipt, mail.to, await subscriptionLang(db, event.subscription.id));
  return outcome;
}

/**
 * Webhooks can arrive out of order. An ended subscription stays ended (a provider never revives one; a new
 * purchase makes a new subscription), and an event about an earlier period than the one recorded is old news.
 */
function isStale(row: typeof subscribers.$inferSelect, sub: ProviderSubscription): boolean {
  if (row.status === 'ended') return true;
  return !!row.subscriptionEnd && !!sub.currentPeriodEnd && sub.currentPeriodEnd < row.subscriptionEnd;
}

/** The provider's view of the subscription, copied onto the subscriber row. */
export function syncFields(sub: ProviderSubscription) {
  return {
    status: sub.status,
    trialEnd: sub.trialEnd,
    subscriptionEnd: sub.currentPeriodEnd,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    updatedAt: sql`now()`,
  };
}
