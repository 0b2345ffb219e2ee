import Stripe from 'stripe';
import { AppError } from '../../lib/app-error';
import { CURRENCY, PLAN_ORDER, planOfPrice, type PlanId } from '../../common/catalogue';
import type {
  PaymentProvider,
  PaymentStatus,
  ProviderEvent,
  ProviderPayment,
  ProviderSubscription,
  SubscriptionStart,
  SubscriptionStatus,
} from './types';

const currency = CURRENCY.toLowerCase();
const at = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/**
 * Stripe behind the payment provider interface: subscriptions with a trial set up the card through the
 * subscription's pending SetupIntent, others charge the first invoice through its confirmation secret; one-time
 * purchases are PaymentIntents. Prices are found (or created) by a lookup key that carries the catalogue
 * amount, so Stripe always charges what the page showed.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(
    secretKey: string,
    readonly publishableKey: string,
    private readonly webhookSecret: string,
  ) {
    this.stripe = new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  }

  async startSubscription(input: SubscriptionStart) {
    const customer = await this.customerFor(input.email);
    const price = await this.priceFor(input.plan, input.priceInCents, input.periodDays);
    const sub = await this.stripe.subscriptions.create({
      customer,
      items: [{ price }],
      trial_period_days: input.trialDays > 0 ? input.trialDays : undefined,
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      metadata: { ...input.metadata, plan: input.plan },
      expand: ['pending_setup_intent', 'latest_invoice.confirmation_secret'],
    });
    const setup = sub.pending_setup_intent as Stripe.SetupIntent | null;
    const invoice = sub.latest_invoice as Stripe.Invoice | null;
    const clientSecret = setup?.client_secret ?? invoice?.confirmation_secret?.client_secret;
    if (!clientSecret) throw new AppError('UPSTREAM_FAILED', 'provider.noClientSecret');
    return {
      subscription: toSubscription(sub),
      clientSecret,
      intent: setup ? ('setup' as const) : ('payment' as const),
    };
  }

  async startPayment(input: {
    email: string;
    amountCents: number;
    description: string;
    metadata: Record<string, string>;
  }) {
    const intent = await this.stripe.paymentIntents.create({
      amount: input.amountCents,
      currency,
      receipt_email: input.email,
      description: input.description,
      metadata: input.metadata,
      automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
    });
    if (!intent.client_secret) throw new AppError('UPSTREAM_FAILED', 'provider.noClientSecret');
    return { payment: toPayment(intent), clientSecret: intent.client_secret, intent: 'payment' as const };
  }

  async getPayment(id: string): Promise<ProviderPayment> {
    return toPayment(await this.stripe.paymentIntents.retrieve(id));
  }

  async getSubscription(id: string): Promise<ProviderSubscription> {
    // The pending SetupIntent tells whether a trial's card was really set up (cardOnFile).
    return toSubscription(await this.stripe.subscriptions.retrieve(id, { expand: ['pending_setup_intent'] }));
  }

  async setCancelAtPeriodEnd(id: string, cancel: boolean) {
    return toSubscription(await this.stripe.subscriptions.update(id, { cancel_at_period_end: cancel }));
  }

  async cancelNow(id: string) {
    await this.stripe.subscriptions.cancel(id);
  }

  async changePlan(id: string, plan: PlanId, priceInCents: number, periodDays: number) {
    const current = await this.stripe.subscriptions.retrieve(id);
    const price = await this.priceFor(plan, priceInCents, periodDays);
    const updated = await this.stripe.subscriptions.update(id, {
      items: [{ id: current.items.data[0].id, price }],
      proration_behavior: 'none',
      metadata: { ...current.metadata, plan },
    });
    return toSubscription(updated);
  }

  async refundFirstPeriod(id: string): Promise<number> {
    const sub = await this.stripe.subscriptions.retrieve(id, { expand: ['latest_invoice.payments'] });
    const invoice = sub.latest_invoice as Stripe.Invoice | null;
    const paid = invoice?.payments?.data.find((p) => p.status === 'paid' && p.payment.payment_intent);
    const intent = paid?.payment.payment_intent;
    if (!intent) return 0;
    const paymentIntent = typeof intent === 'string' ? intent : intent.id;
    // Stripe answers a repeated request with the same key with the first refund, not a second one.
    const refund = await this.stripe.refunds.create(
      { payment_intent: paymentIntent, reason: 'duplicate' },
      { idempotencyKey: `refund-first-period-${id}` },
    );
    return refund.amount;
  }

  async portalUrl(customerId: string, returnUrl: string): Promise<string> {
    const session = await this.stripe.billingPortal.sessions.create({
      customer: customerId,
      return_url: returnUrl,
    });
    return session.url;
  }

  async parseWebhook(rawBody: string, signature: string | undefined): Promise<ProviderEvent> {
    let event: Stripe.Event;
    try {
      event = await this.stripe.webhooks.constructEventAsync(rawBody, signature ?? '', this.webhookSecret);
    } catch (error) {
      throw new AppError('BAD_REQUEST', 'provider.badWebhookSignature', { cause: error });
    }
    switch (event.type) {
      case 'payment_intent.succeeded':
        return { id: event.id, type: 'payment.succeeded', paymentId: event.data.object.id };
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const invoice = event.data.object;
        const subRef = invoice.parent?.subscription_details?.subscription;
        if (!subRef) return { id: event.id, type: 'ignored', original: event.type };
        const subscription = await this.getSubscription(typeof subRef === 'string' ? subRef : subRef.id);
        if (event.type === 'invoice.payment_failed') return { id: event.id, type: event.type, subscription };
        // The first invoice (a trial's €0 one, or the first period the checkout itself records) starts the
        // subscription rather than renewing it: it only brings the subscription's state.
        if (invoice.billing_reason === 'subscription_create')
          return { id: event.id, type: 'subscription.updated', subscription };
        return {
          id: event.id,
          type: event.type,
          subscription,
          amountCents: invoice.amount_paid,
          currency: invoice.currency,
          paymentRef: invoice.id ?? event.id,
          email: invoice.customer_email ?? null,
        };
      }
      // Events can arrive out of order: the subscription's current state is read back from Stripe.
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return {
          id: event.id,
          type:
            event.type === 'customer.subscription.deleted' ? 'subscription.deleted' : 'subscription.updated',
          subscription: await this.getSubscription(event.data.object.id),
        };
      default:
        return { id: event.id, type: 'ignored', original: event.type };
    }
  }

  private async customerFor(email: string): Promise<string> {
    const found = await this.stripe.customers.list({ email, limit: 1 });
    if (found.data[0]) return found.data[0].id;
    return (await this.stripe.customers.create({ email })).id;
  }

  /** The recurring price of a plan at the catalogue amount, created once under a lookup key that names it. */
  private async priceFor(plan: PlanId, amount: number, periodDays: number): Promise<string> {
    const lookupKey = `tiket_${plan}_${amount}_${currency}_${periodDays}d`;
    const found = await this.stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
    const existing = found.data[0];
    if (existing) {
      if (existing.unit_amount !== amount)
        throw new AppError('INTERNAL', 'provider.priceMismatch', { values: { lookupKey } });
      return existing.id;
    }
    const created = await this.stripe.prices.create({
      currency,
      unit_amount: amount,
      lookup_key: lookupKey,
      recurring: { interval: 'day', interval_count: periodDays },
      product_data: { name: `Tiket AI ${plan}` },
    });
    return created.id;
  }
}

function toSubscription(sub: Stripe.Subscription): ProviderSubscription {
  const item = sub.items?.data?.[0];
  const setup = sub.pending_setup_intent;
  return {
    id: sub.id,
    customerId: typeof sub.customer === 'string' ? sub.customer : sub.customer.id,
    status: sub.status as SubscriptionStatus,
    plan: planOf(item?.price),
    trialEnd: sub.status === 'trialing' ? at(sub.trial_end) : null,
    currentPeriodEnd: at(item?.current_period_end),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    cardOnFile: !!sub.default_payment_method || (typeof setup === 'object' && setup?.status === 'succeeded'),
  };
}

/**
 * The plan is the price being billed, not the subscription's metadata: Stripe's portal changes the price of a
 * plan switch and leaves the metadata as it was. Our prices name their plan in the lookup key
 * (`tiket_{plan}_…`); a price made in the dashboard is known by its catalogue amount.
 */
function planOf(price: Stripe.Price | undefined): PlanId | null {
  if (!price) return null;
  const named = /^tiket_([a-z]+)_/.exec(price.lookup_key ?? '')?.[1];
  const plan = PLAN_ORDER.find((id) => id === named);
  return plan ?? planOfPrice(price.unit_amount);
}

function toPayment(intent: Stripe.PaymentIntent): ProviderPayment {
  return {
    id: intent.id,
    status: intent.status as PaymentStatus,
    amountCents: intent.amount,
    currency: intent.currency,
    lastError: intent.last_payment_error?.message ?? null,
  };
}
