import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { checkouts } from '../../db/schema/billing';
import { ocrResults } from '../../db/schema/reports';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import {
  CURRENCY,
  PERIOD_DAYS,
  TRIAL_DAYS,
  checkoutPriceCents,
  type CheckoutPlan,
  type PlanId,
} from '../../common/catalogue';
import type { Viewer } from '../../context';
import { generatorForSale } from './for-sale';
import { lookupEmail, normaliseEmail } from './buyer-email';
import { recordFunnelEvent } from './funnel';
import type { BillingDeps } from './types';

const kindOf = (plan: CheckoutPlan) =>
  plan === 'report' ? 'report' : plan === 'ai-generator' ? 'generated-ticket' : 'subscription';

/** The payment provider failed or did not answer before anything was recorded: say so, keep nothing. */
function providerDown(error: unknown): never {
  if (error instanceof AppError) throw error;
  throw new AppError('UPSTREAM_FAILED', 'billing.paymentsUnavailable', { cause: error });
}

/**
 * create-payment-intent: the amount comes from the catalogue (never from the browser), the report must be the
 * buyer's own, and a trial is offered once per e-mail. Returns what the card form confirms.
 */
export async function createCheckout(
  deps: BillingDeps,
  input: { plan: CheckoutPlan; email: unknown; ocrResultId?: string | null },
  viewer: Viewer & { email?: string | null },
) {
  const kind = kindOf(input.plan);
  // Checked at checkout as well as shown on the page: no money for demo matches.
  if (kind === 'generated-ticket' && !generatorForSale(deps))
    throw new AppError('UNAVAILABLE', 'generator.demoNotForSale');
  const email = viewer.userId && viewer.email ? viewer.email.toLowerCase() : normaliseEmail(input.email);
  if (kind === 'subscription' && (await lookupEmail(deps.db, email)).registered)
    throw new AppError('CONFLICT', 'billing.alreadySubscribed');
  // No report: null, or an empty id (the column is a uuid, '' would fail the insert).
  const ocrResultId = input.ocrResultId || null;
  if (ocrResultId) {
    const unlocked = await assertOwnReport(deps.db, ocrResultId, viewer);
    // A subscription bought from an unlocked report is fine (the report is only where the buyer came from).
    if (unlocked && kind !== 'subscription') throw new AppError('CONFLICT', 'billing.alreadyUnlocked');
  }

  const amount = checkoutPriceCents(input.plan);
  const metadata = { email, plan: input.plan, ocr_result_id: ocrResultId ?? '' };
  let providerRef: string;
  let isTrial = false;
  let confirmation: { clientSecret: string; intent: 'setup' | 'payment' };
  if (kind === 'subscription') {
    const plan = input.plan as PlanId;
    isTrial = (await lookupEmail(deps.db, email)).trial_available;
    const started = await deps.payments
      .startSubscription({
        email,
        plan,
        priceInCents: amount,
        trialDays: isTrial ? TRIAL_DAYS : 0,
        periodDays: PERIOD_DAYS,
        metadata,
      })
      .catch(providerDown);
    providerRef = started.subscription.id;
    confirmation = started;
  } else {
    const started = await deps.payments
      .startPayment({
        email,
        amountCents: amount,
        description: input.plan === 'report' ? 'Tiket AI: otključavanje izveštaja' : 'Tiket AI: AI tiket',
        metadata,
      })
      .catch(providerDown);
    providerRef = started.payment.id;
    confirmation = started;
  }
  const id = `chk_${randomBytes(16).toString('hex')}`;
  await deps.db.insert(checkouts).values({
    id,
    kind,
    plan: input.plan,
    email,
    userId: viewer.userId ?? null,
    guestTokenHash: viewer.guestTokenHash ?? null,
    ocrResultId,
    provider: deps.payments.name,
    providerRef,
    amountCents: amount,
    currency: CURRENCY,
    isTrial,
  });
  await recordFunnelEvent(deps.db, {
    name: 'payment_intent',
    valueCents: isTrial ? 0 : amount,
    currency: CURRENCY,
    userId: viewer.userId,
    properties: { plan: input.plan, checkout: id, trial: isTrial },
  });
  return {
    client_secret: confirmation.clientSecret,
    intent: confirmation.intent,
    is_trial: isTrial,
    subscription_id: kind === 'subscription' ? providerRef : null,
    payment_id: kind === 'subscription' ? null : providerRef,
    checkout_id: id,
    amount_cents: isTrial ? 0 : amount,
  };
}

/** The report must be the buyer's own; answers whether it is unlocked already. */
async function assertOwnReport(db: Database, id: string, viewer: Viewer): Promise<boolean> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'reports.notFound');
  const [row] = await db
    .select({ userId: ocrResults.userId, guest: ocrResults.guestTokenHash, unlocked: ocrResults.isUnlocked })
    .from(ocrResults)
    .where(eq(ocrResults.id, id))
    .limit(1);
  const own = row && (row.userId ? row.userId === viewer.userId : row.guest === viewer.guestTokenHash);
  if (!own) throw new AppError('NOT_FOUND', 'reports.notFound');
  return row.unlocked;
}
