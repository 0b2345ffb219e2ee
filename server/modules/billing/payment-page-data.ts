import type { AppServices } from '../../context';
import type { SessionUser } from '../../auth/session';
import { checkoutPriceCents, type CheckoutPlan } from '../../common/catalogue';
import { lookupEmail } from './buyer-email';
import { findSubscriber, statusOf, type SubscriptionStatus } from './subscription-status';

/** What the payment form (/payment and /ai-generator/payment) is rendered with. */
export interface PaymentPageData {
  plan: CheckoutPlan;
  priceInCents: number;
  reportId: string | null;
  /** The signed-in buyer's e-mail (fixed), or null for a guest checkout. */
  userEmail: string | null;
  /**
   * Whether a subscription bought here starts with the free trial. For a signed-in buyer it is the answer of
   * the rule create-payment-intent applies (one trial per e-mail), so the page never promises a free start
   * the server then charges for; a guest's page starts from true and asks again as the e-mail is typed.
   */
  trialAvailable: boolean;
  provider: 'local' | 'stripe';
  publishableKey: string | null;
}

export async function paymentPageData(
  services: Pick<AppServices, 'db' | 'payments'>,
  input: { plan: CheckoutPlan; reportId: string | null; user: Pick<SessionUser, 'email'> | null },
): Promise<PaymentPageData> {
  const email = input.user?.email.toLowerCase() ?? null;
  const trialAvailable = email ? (await lookupEmail(services.db, email)).trial_available : true;
  return {
    plan: input.plan,
    // The amount shown is the catalogue's, the same the server charges.
    priceInCents: checkoutPriceCents(input.plan),
    reportId: input.reportId,
    userEmail: input.user?.email ?? null,
    trialAvailable,
    provider: services.payments.name,
    publishableKey: services.payments.publishableKey,
  };
}

/** What the plan page (/membership, /pre-checkout) is rendered with for the visitor. */
export interface PlanPageData {
  /** The signed-in user's subscription (null for a visitor who is not signed in). */
  subscription: SubscriptionStatus | null;
  /**
   * Whether the plans are offered with the free trial: never to someone on a subscription or who had a trial
   * (one per e-mail); a visitor who is not signed in is asked again by e-mail on the payment page.
   */
  trialAvailable: boolean;
}

export async function planPageData(
  services: Pick<AppServices, 'db'>,
  user: Pick<SessionUser, 'id' | 'email'> | null,
): Promise<PlanPageData> {
  if (!user) return { subscription: null, trialAvailable: true };
  const row = await findSubscriber(services.db, user);
  const { trial_available } = await lookupEmail(services.db, user.email.toLowerCase());
  return {
    subscription: statusOf(row),
    trialAvailable: trial_available && !row?.subscribed && !row?.hadTrial,
  };
}
