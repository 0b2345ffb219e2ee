import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { checkouts } from '../../db/schema/billing';
import { user as users } from '../../db/schema/auth';
import { AppError } from '../../lib/app-error';
import { CURRENCY, TRIAL_DAYS } from '../../common/catalogue';
import type { ProviderSubscription } from '../../providers/payments/types';
import { recordFunnelEvent } from './funnel';
import {
  AlreadySubscribed,
  grantGeneratorPremium,
  recordPayment,
  recordSubscription,
  unlockReport,
  userFor,
} from './record-purchase';
import { checkoutLang } from './buyer-language';
import { planOf } from './plan-of';
import type { Receipt } from './receipt-mail';
import { sendReceipt } from './send-receipt';
import type { BillingDeps, CheckoutResult, CheckoutRow } from './types';

const TRIAL_MS = TRIAL_DAYS * 86_400_000;

/**
 * A provider's word that a payment or subscription may be complete (a Stripe webhook, or the local
 * processor's confirmed card): its checkout is completed as verify-* would, so a payment whose browser never
 * came back is recorded all the same. Nobody is signed in from here; the paying browser's own verification
 * still hands the account over.
 */
export async function settleByProviderRef(
  deps: BillingDeps,
  providerRef: string,
): Promise<'completed' | 'pending' | 'refused' | 'unknown'> {
  const [checkout] = await deps.db.select().from(checkouts).where(eq(checkouts.providerRef, providerRef));
  if (!checkout) return 'unknown';
  try {
    await settleCheckout(deps, checkout);
    return 'completed';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === 'PAYMENT_REQUIRED') return 'pending';
    if (error.code === 'CONFLICT') return 'refused';
    throw error;
  }
}

export interface Settled {
  result: CheckoutResult;
  userId: string;
}

/**
 * Records a checkout once: the provider is asked whether the money or the card is really there; then, in
 * one transaction, the account is found or created, the subscription or payment is recorded and the report
 * unlocked. An already completed checkout answers its stored result.
 */
export async function settleCheckout(deps: BillingDeps, checkout: CheckoutRow): Promise<Settled> {
  if (checkout.status === 'completed') return storedOutcome(deps.db, checkout);
  if (checkout.status === 'refused') throw new AppError('CONFLICT', 'billing.alreadySubscribed');

  let subscription: ProviderSubscription | null = null;
  if (checkout.kind === 'subscription') {
    subscription = await deps.payments.getSubscription(checkout.providerRef);
    if (!['trialing', 'active'].includes(subscription.status))
      throw new AppError('PAYMENT_REQUIRED', 'billing.notCompleted');
    // A Stripe trial is `trialing` from its creation: the trial starts only once the card is set up.
    if (subscription.status === 'trialing' && !subscription.cardOnFile)
      throw new AppError('PAYMENT_REQUIRED', 'billing.cardNotConfirmed');
  } else {
    const payment = await deps.payments.getPayment(checkout.providerRef);
    if (payment.status !== 'succeeded')
      throw payment.lastError
        ? new AppError('PAYMENT_REQUIRED', 'billing.declined', { values: { reason: payment.lastError } })
        : new AppError('PAYMENT_REQUIRED', 'billing.notCompleted');
    if (payment.amountCents !== checkout.amountCents)
      throw new AppError('CONFLICT', 'billing.amountMismatch');
  }

  let settled: Settled | null;
  try {
    settled = await deps.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(checkouts)
        .set({ status: 'completed', completedAt: new Date() })
        .where(and(eq(checkouts.id, checkout.id), eq(checkouts.status, 'pending')))
        .returning();
      if (!claimed) return null; // completed meanwhile by another request
      const { userId, created } = await userFor(tx, checkout);
      if (subscription) await recordSubscription(tx, checkout, userId, subscription);
      else await recordPayment(tx, checkout, userId);
      if (checkout.kind === 'generated-ticket') await grantGeneratorPremium(tx, checkout.email, userId);
      const reportId = await unlockReport(tx, checkout, userId, created);
      const result: CheckoutResult = {
        success: true,
        email: checkout.email,
        user_created: created,
        report_id: reportId,
        amount: checkout.isTrial ? 0 : checkout.amountCents,
        kind: checkout.kind,
        plan: checkout.plan,
      };
      // The buyer's language stays with the stored result (receipts.ts); the answer is the result alone.
      await tx
        .update(checkouts)
        .set({ result: { ...result, lang: checkoutLang(checkout) } })
        .where(eq(checkouts.id, checkout.id));
      return { result, userId };
    });
  } catch (error) {
    if (error instanceof AlreadySubscribed) await refuseDuplicate(deps, checkout);
    throw error;
  }
  if (!settled) return storedOutcome(deps.db, await findCheckout(deps.db, checkout.id));

  await sendReceipt(deps, receiptOf(checkout, subscription), checkout.email, checkoutLang(checkout));
  await recordFunnelEvent(deps.db, {
    name: 'payment_success',
    valueCents: settled.result.amount,
    currency: CURRENCY,
    userId: settled.userId,
    properties: {
      plan: checkout.plan,
      checkout: checkout.id,
      trial: checkout.isTrial,
      email: checkout.email,
    },
  });
  return settled;
}

/** The receipt of a checkout just recorded: a started trial, or the payment it took. */
function receiptOf(checkout: CheckoutRow, subscription: ProviderSubscription | null): Receipt {
  const plan = planOf(checkout.plan);
  if (checkout.kind === 'subscription' && checkout.isTrial)
    return {
      kind: 'trial',
      plan,
      // The first charge is at the trial's end (the provider's date; 15 days when it gives none).
      trialEnd: subscription?.trialEnd ?? new Date((checkout.completedAt ?? new Date()).getTime() + TRIAL_MS),
      reference: checkout.providerRef,
    };
  const paid = { amountCents: checkout.amountCents, currency: checkout.currency, paidAt: new Date() };
  if (checkout.kind === 'subscription')
    return {
      kind: 'subscription-payment',
      plan,
      ...paid,
      periodEnd: subscription?.currentPeriodEnd ?? null,
      reference: checkout.providerRef,
    };
  return {
    kind: 'payment',
    item: checkout.kind === 'generated-ticket' ? 'generated-ticket' : 'report',
    ...paid,
    reference: checkout.providerRef,
  };
}

/**
 * A second subscription for an e-mail that already has one (two checkouts raced past the payment page's
 * check): the checkout is refused for good and its provider subscription ended, so it never renews. A
 * non-trial one was charged its first period: that charge is refunded. Should the refund fail, the log says
 * what to refund by hand; the buyer's answer is the same either way.
 */
async function refuseDuplicate(deps: BillingDeps, checkout: CheckoutRow): Promise<never> {
  await deps.db
    .update(checkouts)
    .set({ status: 'refused' })
    .where(and(eq(checkouts.id, checkout.id), eq(checkouts.status, 'pending')));
  await deps.payments.cancelNow(checkout.providerRef);
  const facts = { checkout: checkout.id, subscription: checkout.providerRef };
  if (!checkout.isTrial) {
    try {
      const refundedCents = await deps.payments.refundFirstPeriod(checkout.providerRef);
      deps.logger.warn(
        { ...facts, refundedCents },
        'second subscription for the same e-mail refused, cancelled and its charge refunded',
      );
    } catch (error) {
      deps.logger.error(
        { ...facts, err: error, charged: checkout.amountCents },
        'second subscription for the same e-mail refused and cancelled; the refund failed: refund it by hand',
      );
    }
  } else deps.logger.warn(facts, 'second trial for the same e-mail refused and cancelled (nothing charged)');
  throw new AppError('CONFLICT', 'billing.alreadySubscribed');
}

/** A completed checkout's stored result and its buyer (the signed-in buyer, or the account of its e-mail). */
async function storedOutcome(db: Database, checkout: CheckoutRow): Promise<Settled> {
  const { lang: _lang, ...result } = checkout.result as CheckoutResult & { lang?: string };
  if (checkout.userId) return { result, userId: checkout.userId };
  const [buyer] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, checkout.email))
    .limit(1);
  return { result, userId: buyer.id };
}

export async function findCheckout(db: Database, ref: string): Promise<CheckoutRow> {
  const column = ref.startsWith('chk_') ? checkouts.id : checkouts.providerRef;
  const [row] = await db.select().from(checkouts).where(eq(column, ref)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'billing.noCheckout');
  return row;
}
