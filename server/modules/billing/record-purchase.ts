import { randomBytes } from 'node:crypto';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { payments, subscribers } from '../../db/schema/billing';
import { ocrResults } from '../../db/schema/reports';
import { profiles, user as users } from '../../db/schema/auth';
import { PLANS, TRIAL_DAYS, type PlanId } from '../../common/catalogue';
import type { ProviderSubscription } from '../../providers/payments/types';
import { spendAnalysis, unlockLockedReports } from './quota';
import type { CheckoutRow, Tx } from './types';

// The writes of a settled checkout, inside its one transaction (settle-checkout.ts).

/** The buyer's e-mail subscribes already (another checkout won): the transaction is undone. */
export class AlreadySubscribed extends Error {}

/** The buyer's account: the signed-in buyer, the account of that e-mail, or a new one (no password yet). */
export async function userFor(tx: Tx, checkout: CheckoutRow): Promise<{ userId: string; created: boolean }> {
  if (checkout.userId) return { userId: checkout.userId, created: false };
  const [existing] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, checkout.email))
    .limit(1);
  if (existing) return { userId: existing.id, created: false };
  const id = randomBytes(16).toString('hex');
  const name = checkout.email.split('@')[0];
  await tx.insert(users).values({ id, email: checkout.email, name });
  await tx.insert(profiles).values({ userId: id, fullName: name }).onConflictDoNothing();
  return { userId: id, created: true };
}

export async function recordSubscription(
  tx: Tx,
  checkout: CheckoutRow,
  userId: string,
  sub: ProviderSubscription,
) {
  const plan = PLANS[checkout.plan as PlanId];
  const values = {
    userId,
    subscribed: true,
    subscriptionTier: plan.id,
    status: sub.status,
    isTrial: sub.status === 'trialing',
    trialEnd: sub.trialEnd,
    subscriptionEnd: sub.currentPeriodEnd,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    hadTrial: sql`${subscribers.hadTrial} OR ${checkout.isTrial}`,
    analysesUsed: 0,
    analysesLimit: plan.analyses,
    generatedUsed: 0,
    generatedLimit: plan.generatedTickets,
    provider: checkout.provider,
    providerCustomerId: sub.customerId,
    providerSubscriptionId: sub.id,
    updatedAt: new Date(),
  };
  // The row is taken over only when it subscribes to nothing else (or to this very subscription); the
  // upsert's condition is checked on the locked row, so two checkouts of one e-mail cannot both win.
  const [written] = await tx
    .insert(subscribers)
    .values({ ...values, email: checkout.email, hadTrial: checkout.isTrial })
    .onConflictDoUpdate({
      target: subscribers.email,
      set: values,
      setWhere: sql`NOT ${subscribers.subscribed} OR ${subscribers.providerSubscriptionId} = ${sub.id}`,
    })
    .returning({ email: subscribers.email });
  if (!written) throw new AlreadySubscribed();
  if (!checkout.isTrial) await insertPayment(tx, checkout, userId, checkout.providerRef, 'subscription');
}

/**
 * A generated ticket bought without a subscription comes with what the copy promises
 * (docs/decisions/032-generator-purchase.md): 15 days of Premium, no card on file and nothing renewed, with
 * this purchase as the first of its 5 tickets. A subscriber's purchase simply counts as one of the month's
 * tickets.
 */
export async function grantGeneratorPremium(tx: Tx, email: string, userId: string) {
  const [row] = await tx.select().from(subscribers).where(eq(subscribers.email, email)).limit(1);
  if (row?.subscribed) {
    await tx
      .update(subscribers)
      .set({ generatedUsed: sql`least(${subscribers.generatedUsed} + 1, ${subscribers.generatedLimit})` })
      .where(eq(subscribers.email, email));
    return;
  }
  const end = new Date(Date.now() + TRIAL_DAYS * 86_400_000);
  const premium = {
    userId,
    subscribed: true,
    subscriptionTier: 'premium',
    status: 'trialing',
    isTrial: true,
    trialEnd: end,
    subscriptionEnd: end,
    cancelAtPeriodEnd: true,
    analysesUsed: 0,
    analysesLimit: PLANS.premium.analyses,
    generatedUsed: 1,
    generatedLimit: PLANS.premium.generatedTickets,
    provider: null,
    providerCustomerId: null,
    providerSubscriptionId: null,
    updatedAt: new Date(),
  };
  await tx
    .insert(subscribers)
    .values({ ...premium, email })
    .onConflictDoUpdate({ target: subscribers.email, set: premium });
}

export async function recordPayment(tx: Tx, checkout: CheckoutRow, userId: string) {
  await insertPayment(tx, checkout, userId, checkout.providerRef, checkout.kind);
}

async function insertPayment(tx: Tx, checkout: CheckoutRow, userId: string, ref: string, kind: string) {
  await tx
    .insert(payments)
    .values({
      providerRef: ref,
      email: checkout.email,
      userId,
      kind,
      amountCents: checkout.amountCents,
      currency: checkout.currency,
    })
    .onConflictDoNothing();
}

/**
 * The report bought with the checkout moves to the buyer's account and is unlocked; a subscription counts it
 * towards the period's analyses (docs/decisions/027-analysis-quota.md). A guest's other reports from the same
 * browser move along.
 */
export async function unlockReport(
  tx: Tx,
  checkout: CheckoutRow,
  userId: string,
  created: boolean,
): Promise<string | null> {
  // A guest's reports move into a new account at once (the paying browser is handed it), but into an existing
  // account only when its owner opens the e-mailed sign-in link (attachCheckoutReports): whoever types another
  // person's address at checkout must not put reports into their account. Until then the report is unlocked
  // where it is, the guest browser's.
  if (checkout.guestTokenHash && created)
    await tx
      .update(ocrResults)
      .set({ userId })
      .where(and(eq(ocrResults.guestTokenHash, checkout.guestTokenHash), isNull(ocrResults.userId)));
  if (!checkout.ocrResultId) {
    if (checkout.kind === 'subscription')
      await unlockLockedReports(tx, { userId, subscriberEmail: checkout.email });
    return null;
  }
  const owned = checkout.guestTokenHash
    ? or(
        eq(ocrResults.userId, userId),
        and(isNull(ocrResults.userId), eq(ocrResults.guestTokenHash, checkout.guestTokenHash)),
      )
    : eq(ocrResults.userId, userId);
  // A subscription spends one of its analyses on the report it was bought from, the way a subscriber's
  // unlock does (quota.ts); a one-time purchase unlocks it without counting.
  if (checkout.kind === 'subscription') {
    await spendAnalysis(tx, { reportId: checkout.ocrResultId, subscriberEmail: checkout.email, owned });
    // Then the subscriber's earlier locked reports, oldest first, while the period's analyses last.
    await unlockLockedReports(tx, { userId, subscriberEmail: checkout.email });
    return checkout.ocrResultId;
  }
  await tx
    .update(ocrResults)
    .set({ isUnlocked: true, countedTowardsLimit: false })
    .where(and(eq(ocrResults.id, checkout.ocrResultId), owned, eq(ocrResults.isUnlocked, false)));
  return checkout.ocrResultId;
}
