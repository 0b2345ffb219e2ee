import { randomBytes } from 'node:crypto';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { AppServices } from '../../context';
import type { Database } from '../../db/client';
import { checkouts, payments, signInTokens, subscribers } from '../../db/schema/billing';
import { ocrResults } from '../../db/schema/reports';
import { profiles, user as users } from '../../db/schema/auth';
import { AppError } from '../../lib/app-error';
import { issueSignInToken } from '../../auth/sign-in-link';
import { MAIL } from '../../auth/mail-texts';
import type { PaymentProvider, ProviderSubscription } from '../../providers/payments/types';
import type { Viewer } from '../reports/report-store';
import {
  CURRENCY,
  PERIOD_DAYS,
  PLANS,
  TRIAL_DAYS,
  checkoutPriceCents,
  type CheckoutPlan,
  type PlanId,
} from '../../common/catalogue';
import { recordFunnelEvent } from './funnel';
import {
  ALREADY_SUBSCRIBED,
  ALREADY_UNLOCKED,
  EMAIL_INVALID,
  EMAIL_PATTERN,
  EMAIL_REQUIRED,
  PAYMENTS_UNAVAILABLE,
} from './messages';
import { isUuid } from '../../lib/ids';

type CheckoutRow = typeof checkouts.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface BillingDeps extends Pick<AppServices, 'db' | 'email' | 'logger' | 'config'> {
  payments: PaymentProvider;
}

/** The e-mail rule of the payment page (spec section 5: required, must contain '@' and '.'). */
export function normaliseEmail(raw: unknown): string {
  const email = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (!email) throw new AppError('BAD_REQUEST', EMAIL_REQUIRED);
  if (!EMAIL_PATTERN.test(email) || email.length > 254) throw new AppError('BAD_REQUEST', EMAIL_INVALID);
  return email;
}

/** The payment page's live check: does this e-mail already subscribe, and may it still start a trial? */
export async function lookupEmail(
  db: Database,
  email: string,
): Promise<{ registered: boolean; trial_available: boolean }> {
  const [row] = await db
    .select({ subscribed: subscribers.subscribed, hadTrial: subscribers.hadTrial })
    .from(subscribers)
    .where(eq(subscribers.email, email))
    .limit(1);
  return { registered: !!row?.subscribed, trial_available: !row?.hadTrial };
}

const kindOf = (plan: CheckoutPlan) =>
  plan === 'report' ? 'report' : plan === 'ai-generator' ? 'generated-ticket' : 'subscription';
/**
 * create-payment-intent: the amount comes from the catalogue (never from the browser), the report must be the
 * buyer's own, and a trial is offered once per e-mail. Returns what the card form confirms.
 */
/** The payment provider failed or did not answer before anything was recorded: say so, keep nothing. */
function providerDown(error: unknown): never {
  if (error instanceof AppError) throw error;
  throw new AppError('UPSTREAM_FAILED', PAYMENTS_UNAVAILABLE, { cause: error });
}

export async function createCheckout(
  deps: BillingDeps,
  input: { plan: CheckoutPlan; email: unknown; ocrResultId?: string | null },
  viewer: Viewer & { email?: string | null },
) {
  const email = viewer.userId && viewer.email ? viewer.email.toLowerCase() : normaliseEmail(input.email);
  const kind = kindOf(input.plan);
  if (kind === 'subscription' && (await lookupEmail(deps.db, email)).registered)
    throw new AppError('CONFLICT', ALREADY_SUBSCRIBED);
  // No report: null, or an empty id (the column is a uuid, '' would fail the insert).
  const ocrResultId = input.ocrResultId || null;
  if (ocrResultId) {
    const unlocked = await assertOwnReport(deps.db, ocrResultId, viewer);
    // A subscription bought from an unlocked report is fine (the report is only where the buyer came from).
    if (unlocked && kind !== 'subscription') throw new AppError('CONFLICT', ALREADY_UNLOCKED);
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
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'Report not found');
  const [row] = await db
    .select({ userId: ocrResults.userId, guest: ocrResults.guestTokenHash, unlocked: ocrResults.isUnlocked })
    .from(ocrResults)
    .where(eq(ocrResults.id, id))
    .limit(1);
  const own = row && (row.userId ? row.userId === viewer.userId : row.guest === viewer.guestTokenHash);
  if (!own) throw new AppError('NOT_FOUND', 'Report not found');
  return row.unlocked;
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

const NO_CHECKOUT = 'Nema podataka o plaćanju';

/** The buyer's e-mail subscribes already (another checkout won): the transaction is undone. */
class AlreadySubscribed extends Error {}

/**
 * verify-*: completes a paid checkout once (DECISIONS 11) and hands the account to the browser that paid.
 * The browser that paid as a guest is signed in by a single-use token; an existing account gets a sign-in
 * link by e-mail instead. A repeated verification answers the stored result and changes nothing.
 */
export async function completeCheckout(
  deps: BillingDeps,
  ref: string,
  viewer: Viewer,
  lang: 'rs' | 'hr',
): Promise<CheckoutResult & { login_token?: string; magic_link_sent?: boolean }> {
  const checkout = await findCheckout(deps.db, ref);
  // Only the buyer verifies: the account that started the checkout, or the browser that started it as a guest.
  // Anyone else who knows the reference learns nothing (not even that it exists) and changes nothing: no
  // e-mail, no hand-over (the provider's webhook still records the payment).
  const buyer = checkout.userId
    ? checkout.userId === viewer.userId
    : !!checkout.guestTokenHash && checkout.guestTokenHash === viewer.guestTokenHash;
  if (!buyer) throw new AppError('NOT_FOUND', NO_CHECKOUT);
  const settled = await settleCheckout(deps, checkout);
  return handOff(deps, checkout, settled, viewer, lang);
}

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

interface Settled {
  result: CheckoutResult;
  userId: string;
}

/**
 * Records a checkout once: the provider is asked whether the money or the card is really there; then, in
 * one transaction, the account is found or created, the subscription or payment is recorded and the report
 * unlocked. An already completed checkout answers its stored result.
 */
async function settleCheckout(deps: BillingDeps, checkout: CheckoutRow): Promise<Settled> {
  if (checkout.status === 'completed') return storedOutcome(deps.db, checkout);
  if (checkout.status === 'refused') throw new AppError('CONFLICT', ALREADY_SUBSCRIBED);

  let subscription: ProviderSubscription | null = null;
  if (checkout.kind === 'subscription') {
    subscription = await deps.payments.getSubscription(checkout.providerRef);
    if (!['trialing', 'active'].includes(subscription.status))
      throw new AppError('PAYMENT_REQUIRED', 'Plaćanje nije završeno.');
    // A Stripe trial is `trialing` from its creation: the trial starts only once the card is set up.
    if (subscription.status === 'trialing' && !subscription.cardOnFile)
      throw new AppError('PAYMENT_REQUIRED', 'Kartica nije potvrđena.');
  } else {
    const payment = await deps.payments.getPayment(checkout.providerRef);
    if (payment.status !== 'succeeded')
      throw new AppError('PAYMENT_REQUIRED', payment.lastError ?? 'Plaćanje nije završeno.');
    if (payment.amountCents !== checkout.amountCents)
      throw new AppError('CONFLICT', 'Iznos plaćanja se ne slaže sa cenom.');
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
      await tx.update(checkouts).set({ result }).where(eq(checkouts.id, checkout.id));
      return { result, userId };
    });
  } catch (error) {
    if (error instanceof AlreadySubscribed) await refuseDuplicate(deps, checkout);
    throw error;
  }
  if (!settled) return storedOutcome(deps.db, await findCheckout(deps.db, checkout.id));

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
  throw new AppError('CONFLICT', ALREADY_SUBSCRIBED);
}

/** A completed checkout's stored result and its buyer (the signed-in buyer, or the account of its e-mail). */
async function storedOutcome(db: Database, checkout: CheckoutRow): Promise<Settled> {
  const result = checkout.result as CheckoutResult;
  if (checkout.userId) return { result, userId: checkout.userId };
  const [buyer] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, checkout.email))
    .limit(1);
  return { result, userId: buyer.id };
}

/**
 * The account goes to the browser that verifies, once per checkout (a sign-in token bound to the checkout
 * marks it handed over): a guest who paid in this browser is signed in, anyone else gets the link by e-mail.
 */
async function handOff(
  deps: BillingDeps,
  checkout: CheckoutRow,
  { result, userId }: Settled,
  viewer: Viewer,
  lang: 'rs' | 'hr',
): Promise<CheckoutResult & { login_token?: string; magic_link_sent?: boolean }> {
  if (viewer.userId === userId) return result;
  const [handed] = await deps.db
    .select({ at: signInTokens.expiresAt })
    .from(signInTokens)
    .where(eq(signInTokens.checkoutId, checkout.id))
    .limit(1);
  if (handed) return result;
  const next = !result.report_id
    ? '/account'
    : checkout.kind === 'generated-ticket'
      ? `/ai-generator/result?ticket=${result.report_id}`
      : `/report/${result.report_id}`;
  const samebrowser = !!checkout.guestTokenHash && checkout.guestTokenHash === viewer.guestTokenHash;
  if (result.user_created && samebrowser) {
    const token = await issueSignInToken(deps.db, { userId, next, checkoutId: checkout.id, ttlMinutes: 10 });
    return { ...result, login_token: token };
  }
  const token = await issueSignInToken(deps.db, { userId, next, checkoutId: checkout.id, ttlMinutes: 60 });
  const url = `${deps.config.PUBLIC_URL}/auth/link?token=${token}`;
  const t = MAIL[lang];
  await deps.email.send({ to: checkout.email, subject: t.signInLinkSubject, text: t.signInLinkText(url) });
  return { ...result, magic_link_sent: true };
}

export async function findCheckout(db: Database, ref: string): Promise<CheckoutRow> {
  const column = ref.startsWith('chk_') ? checkouts.id : checkouts.providerRef;
  const [row] = await db.select().from(checkouts).where(eq(column, ref)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', NO_CHECKOUT);
  return row;
}

/** The buyer's account: the signed-in buyer, the account of that e-mail, or a new one (no password yet). */
async function userFor(tx: Tx, checkout: CheckoutRow): Promise<{ userId: string; created: boolean }> {
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

async function recordSubscription(tx: Tx, checkout: CheckoutRow, userId: string, sub: ProviderSubscription) {
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
 * A generated ticket bought without a subscription comes with what the copy promises (DECISIONS 9): 15 days
 * of Premium, no card on file and nothing renewed, with this purchase as the first of its 5 tickets. A
 * subscriber's purchase simply counts as one of the month's tickets.
 */
async function grantGeneratorPremium(tx: Tx, email: string, userId: string) {
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

async function recordPayment(tx: Tx, checkout: CheckoutRow, userId: string) {
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
 * towards the period's analyses (DECISIONS 4). A guest's other reports from the same browser move along.
 */
async function unlockReport(
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
  if (!checkout.ocrResultId) return null;
  const owned = checkout.guestTokenHash
    ? or(
        eq(ocrResults.userId, userId),
        and(isNull(ocrResults.userId), eq(ocrResults.guestTokenHash, checkout.guestTokenHash)),
      )
    : eq(ocrResults.userId, userId);
  const counted = checkout.kind === 'subscription';
  const [unlocked] = await tx
    .update(ocrResults)
    .set({ isUnlocked: true, countedTowardsLimit: counted })
    .where(and(eq(ocrResults.id, checkout.ocrResultId), owned, eq(ocrResults.isUnlocked, false)))
    .returning({ id: ocrResults.id });
  if (unlocked && counted)
    await tx
      .update(subscribers)
      .set({ analysesUsed: sql`${subscribers.analysesUsed} + 1` })
      .where(eq(subscribers.email, checkout.email));
  return checkout.ocrResultId;
}
