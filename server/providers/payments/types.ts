import type { PlanId } from '../../common/catalogue';

// One interface for the card processors: Stripe, and the local test card processor that stands in for it
// with no keys. Statuses and shapes follow Stripe's, so billing has one code path for both.

export type SubscriptionStatus =
  'incomplete' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'unpaid' | 'incomplete_expired' | 'paused';

export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: SubscriptionStatus;
  plan: PlanId | null;
  trialEnd: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /**
   * A card is saved for the renewals. A Stripe subscription with a trial is `trialing` from its creation,
   * before any card was set up, so a trial counts as started only once this is true.
   */
  cardOnFile: boolean;
}

export type PaymentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

export interface ProviderPayment {
  id: string;
  status: PaymentStatus;
  amountCents: number;
  currency: string;
  /** Why the last attempt failed, in the provider's words. */
  lastError: string | null;
}

/** What the browser needs to confirm the card: a setup (trial) or a payment, by its client secret. */
export interface ClientConfirmation {
  clientSecret: string;
  intent: 'setup' | 'payment';
}

/** Provider events that change a subscription: Stripe webhooks, or the local processor's renewal job. */
export type ProviderEvent =
  | {
      id: string;
      type: 'invoice.paid';
      subscription: ProviderSubscription;
      amountCents: number;
      currency: string;
      paymentRef: string;
      email: string | null;
    }
  | { id: string; type: 'invoice.payment_failed'; subscription: ProviderSubscription }
  | { id: string; type: 'subscription.updated'; subscription: ProviderSubscription }
  | { id: string; type: 'subscription.deleted'; subscription: ProviderSubscription }
  /** A one-time payment succeeded (Stripe's payment_intent.succeeded): its checkout can be completed. */
  | { id: string; type: 'payment.succeeded'; paymentId: string }
  | { id: string; type: 'ignored'; original: string };

/** The card number a card form takes (the local processor's own form; Stripe's form never reaches us). */
export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export interface ConfirmResult {
  status: PaymentStatus;
  /** The processor's message when the card was refused. */
  error?: string;
}

/**
 * What a processor that runs inside this server does itself, where Stripe does it on its side: the card form's
 * confirmation and extra authentication, the subscription portal's card update, and the renewals.
 */
export interface InHouseProcessor {
  confirm(clientSecret: string, card: CardInput): Promise<ConfirmResult>;
  authenticate(clientSecret: string, approve: boolean): Promise<ConfirmResult>;
  /** The payment or subscription a client secret belongs to. */
  objectOf(clientSecret: string): Promise<string>;
  startCardUpdate(subscriptionId: string): Promise<ClientConfirmation>;
  /** Charges the subscriptions whose period ended by `now` that `recorded` accepts, answering what happened. */
  runDueRenewals(now: Date, recorded: (subscriptionId: string) => Promise<boolean>): Promise<ProviderEvent[]>;
}

/** What a subscription is started with: the catalogue's price and periods, never the browser's. */
export interface SubscriptionStart {
  email: string;
  plan: PlanId;
  priceInCents: number;
  trialDays: number;
  periodDays: number;
  metadata: Record<string, string>;
}

export interface PaymentProvider {
  readonly name: 'local' | 'stripe';
  /** For the browser: which card form to show. */
  readonly publishableKey: string | null;
  /** Present when the processor runs here (the local one): its card endpoints, portal and renewals are ours. */
  readonly inHouse?: InHouseProcessor;

  /** A subscription to `plan` for this e-mail; with a trial the card is only set up, else the first period is charged. */
  startSubscription(
    input: SubscriptionStart,
  ): Promise<{ subscription: ProviderSubscription } & ClientConfirmation>;

  /** A one-time card payment of exactly this amount. */
  startPayment(input: {
    email: string;
    amountCents: number;
    description: string;
    metadata: Record<string, string>;
  }): Promise<{ payment: ProviderPayment } & ClientConfirmation>;

  getPayment(id: string): Promise<ProviderPayment>;
  getSubscription(id: string): Promise<ProviderSubscription>;
  setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<ProviderSubscription>;
  /** Ends a subscription at once (a checkout that was refused after the card was confirmed). */
  cancelNow(id: string): Promise<void>;
  /**
   * Gives back what the subscription's first period was charged (a refused second subscription), once however
   * often it is asked; answers the refunded cents, 0 when nothing was charged.
   */
  refundFirstPeriod(id: string): Promise<number>;
  changePlan(
    id: string,
    plan: PlanId,
    priceInCents: number,
    periodDays: number,
  ): Promise<ProviderSubscription>;
  /** Stripe's hosted portal; the local processor answers with our in-app page. */
  portalUrl(customerId: string, returnUrl: string): Promise<string>;
  /** A verified, parsed webhook; throws when the signature does not match. */
  parseWebhook(rawBody: string, signature: string | undefined): Promise<ProviderEvent>;
}
