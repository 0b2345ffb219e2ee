import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { localPaymentObjects } from '../../db/schema/billing';
import { AppError } from '../../lib/app-error';
import { PERIOD_DAYS, planOfPrice, type PlanId } from '../../common/catalogue';
import { checkCard, DECLINE_MESSAGES, type CheckedCard } from './test-cards';
import type {
  CardInput,
  ClientConfirmation,
  ConfirmResult,
  InHouseProcessor,
  PaymentProvider,
  ProviderEvent,
  ProviderPayment,
  ProviderSubscription,
  SubscriptionStart,
  SubscriptionStatus,
  PaymentStatus,
} from './types';

type Row = typeof localPaymentObjects.$inferSelect;
const DAY_MS = 24 * 60 * 60 * 1000;
const rid = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;
const sha = (s: string) => createHash('sha256').update(s).digest('hex');
const customerOf = (email: string) => `cus_local_${sha(email.toLowerCase()).slice(0, 20)}`;

/**
 * The embedded card processor: Stripe's objects and statuses kept in our database, test cards only, so the
 * whole money flow (trial, payment, extra confirmation, decline, renewal, failed renewal, cancellation) runs
 * with no keys. The browser talks to it through /api/local-pay (local-routes.ts) as it would to Stripe.js.
 */
export class LocalPaymentProvider implements PaymentProvider, InHouseProcessor {
  readonly name = 'local' as const;
  readonly publishableKey = null;
  readonly inHouse: InHouseProcessor = this;

  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async startSubscription(input: Omit<SubscriptionStart, 'metadata'>) {
    const now = this.now();
    const id = rid('sub');
    const trial = input.trialDays > 0;
    const periodEnd = new Date(now.getTime() + (trial ? input.trialDays : input.periodDays) * DAY_MS);
    await this.db.insert(localPaymentObjects).values({
      id,
      type: 'subscription',
      status: 'incomplete',
      email: input.email,
      amountCents: input.priceInCents,
      plan: input.plan,
      trialEnd: trial ? periodEnd : null,
      currentPeriodEnd: periodEnd,
    });
    const confirmation = await this.newIntent(trial ? 'setup_intent' : 'payment_intent', {
      email: input.email,
      amountCents: trial ? 0 : input.priceInCents,
      subscriptionId: id,
    });
    return { subscription: await this.getSubscription(id), ...confirmation };
  }

  async startPayment(input: { email: string; amountCents: number }) {
    const confirmation = await this.newIntent('payment_intent', input);
    const id = confirmation.clientSecret.split('_secret_')[0];
    return { payment: await this.getPayment(id), ...confirmation };
  }

  async getPayment(id: string): Promise<ProviderPayment> {
    const row = await this.find(id, 'payment_intent');
    return {
      id: row.id,
      status: row.status as PaymentStatus,
      amountCents: row.amountCents,
      currency: row.currency,
      lastError: row.lastError,
    };
  }

  async getSubscription(id: string): Promise<ProviderSubscription> {
    return toSubscription(await this.find(id, 'subscription'));
  }

  async setCancelAtPeriodEnd(id: string, cancel: boolean) {
    const row = await this.find(id, 'subscription');
    if (!['trialing', 'active'].includes(row.status))
      throw new AppError('CONFLICT', 'billing.subscriptionNotActive');
    await this.update(id, { cancelAtPeriodEnd: cancel });
    return this.getSubscription(id);
  }

  /**
   * A plan change takes effect at the next renewal, which is then charged at the new price: only the
   * renewal amount changes now, `plan` stays the one paid for until the renewal moves it to the plan of
   * that amount (runDueRenewals).
   */
  async changePlan(id: string, _plan: PlanId, priceInCents: number) {
    await this.find(id, 'subscription');
    await this.update(id, { amountCents: priceInCents });
    return this.getSubscription(id);
  }

  async cancelNow(id: string) {
    await this.find(id, 'subscription');
    await this.update(id, { status: 'canceled' });
  }

  /** The first period's charge is the subscription's one payment intent that is not a card update. */
  async refundFirstPeriod(id: string): Promise<number> {
    await this.find(id, 'subscription');
    const [charge] = await this.db
      .select()
      .from(localPaymentObjects)
      .where(
        and(
          eq(localPaymentObjects.type, 'payment_intent'),
          eq(localPaymentObjects.subscriptionId, id),
          eq(localPaymentObjects.status, 'succeeded'),
          isNull(localPaymentObjects.plan),
          gt(localPaymentObjects.amountCents, 0),
        ),
      )
      .limit(1);
    if (!charge) return 0;
    // One refund per charge, by its id: asking again changes nothing.
    await this.db
      .insert(localPaymentObjects)
      .values({
        id: `re_${charge.id}`,
        type: 'refund',
        status: 'succeeded',
        email: charge.email,
        amountCents: charge.amountCents,
        currency: charge.currency,
        subscriptionId: id,
      })
      .onConflictDoNothing();
    return charge.amountCents;
  }

  /** The subscription or payment a client secret confirms, as its checkout knows it. */
  async objectOf(clientSecret: string): Promise<string> {
    const intent = await this.byClientSecret(clientSecret);
    return intent.subscriptionId ?? intent.id;
  }

  async portalUrl(): Promise<string> {
    return '/account/subscription';
  }

  async parseWebhook(): Promise<ProviderEvent> {
    throw new AppError('NOT_FOUND', 'provider.noLocalWebhooks');
  }

  /** A new card for a subscription (the in-app portal's "replace the card"). */
  async startCardUpdate(subscriptionId: string): Promise<ClientConfirmation> {
    const sub = await this.find(subscriptionId, 'subscription');
    return this.newIntent('setup_intent', { email: sub.email, amountCents: 0, subscriptionId, update: true });
  }

  /** Card details from our card form, as Stripe.js confirmCardPayment / confirmCardSetup would send them. */
  async confirm(clientSecret: string, card: CardInput): Promise<ConfirmResult> {
    const intent = await this.byClientSecret(clientSecret);
    if (intent.status === 'succeeded') return { status: 'succeeded' };
    if (intent.status === 'canceled') return { status: 'canceled', error: 'Plaćanje je otkazano.' };
    const checked = checkCard(card, this.now());
    if (!checked.ok) return this.fail(intent, checked.message);
    const { behaviour } = checked.card;
    if (behaviour === 'declined' || behaviour === 'insufficient-funds')
      return this.fail(intent, DECLINE_MESSAGES[behaviour]);
    if (behaviour === 'requires-action') {
      await this.update(intent.id, { status: 'requires_action', card: checked.card, lastError: null });
      return { status: 'requires_action' };
    }
    return this.succeed(intent, checked.card);
  }

  /** The extra confirmation step (3-D Secure) of the 4000 0025 0000 3155 card: approved or refused. */
  async authenticate(clientSecret: string, approve: boolean): Promise<ConfirmResult> {
    const intent = await this.byClientSecret(clientSecret);
    if (intent.status === 'succeeded') return { status: 'succeeded' };
    if (intent.status !== 'requires_action' || !intent.card)
      return { status: intent.status as PaymentStatus, error: 'Nema potvrde na čekanju.' };
    if (!approve) return this.fail(intent, 'Dodatna potvrda plaćanja nije uspela.');
    return this.succeed(intent, intent.card as CheckedCard);
  }

  /**
   * The renewal job: every subscription whose period has ended is charged again (usage resets), ended when
   * the charge fails, or closed when it was cancelled or when `recorded` says billing never recorded it (its
   * checkout was never completed: nobody may be charged for a subscription they do not have). Returns the
   * events billing applies, as Stripe's webhooks would deliver them.
   */
  async runDueRenewals(
    now: Date = this.now(),
    recorded: (subscriptionId: string) => Promise<boolean> = async () => true,
  ): Promise<ProviderEvent[]> {
    const due = await this.db
      .select()
      .from(localPaymentObjects)
      .where(
        and(
          eq(localPaymentObjects.type, 'subscription'),
          inArray(localPaymentObjects.status, ['trialing', 'active']),
          lte(localPaymentObjects.currentPeriodEnd, now),
        ),
      );
    const events: ProviderEvent[] = [];
    for (const sub of due) {
      const periodEnd = sub.currentPeriodEnd!;
      // Claim the row by its period end, so two processes never renew the same period twice.
      const claim = (set: Partial<Row>) =>
        this.db
          .update(localPaymentObjects)
          .set({ ...set, updatedAt: now })
          .where(and(eq(localPaymentObjects.id, sub.id), eq(localPaymentObjects.currentPeriodEnd, periodEnd)))
          .returning();
      if (sub.cancelAtPeriodEnd || !(await recorded(sub.id))) {
        const [row] = await claim({ status: 'canceled' });
        if (row)
          events.push({
            id: `evt_${sub.id}_${periodEnd.getTime()}_deleted`,
            type: 'subscription.deleted',
            subscription: toSubscription(row),
          });
        continue;
      }
      const card = sub.card as CheckedCard | null;
      if (!card || card.behaviour === 'fails-later') {
        const [row] = await claim({ status: 'canceled', lastError: DECLINE_MESSAGES.declined });
        if (row)
          events.push({
            id: `evt_${sub.id}_${periodEnd.getTime()}_failed`,
            type: 'invoice.payment_failed',
            subscription: toSubscription(row),
          });
        continue;
      }
      const next = new Date(periodEnd.getTime() + PERIOD_DAYS * DAY_MS);
      const plan = planOfPrice(sub.amountCents) ?? sub.plan;
      const [row] = await claim({ status: 'active', currentPeriodEnd: next, trialEnd: sub.trialEnd, plan });
      if (row)
        events.push({
          id: `evt_${sub.id}_${periodEnd.getTime()}_paid`,
          type: 'invoice.paid',
          subscription: { ...toSubscription(row), trialEnd: null },
          amountCents: sub.amountCents,
          currency: sub.currency,
          paymentRef: `in_local_${sub.id}_${periodEnd.getTime()}`,
          email: sub.email,
        });
    }
    return events;
  }

  private async newIntent(
    type: 'payment_intent' | 'setup_intent',
    input: { email: string; amountCents: number; subscriptionId?: string; update?: boolean },
  ): Promise<ClientConfirmation> {
    const id = rid(type === 'payment_intent' ? 'pi' : 'seti');
    const clientSecret = `${id}_secret_${randomBytes(16).toString('hex')}`;
    await this.db.insert(localPaymentObjects).values({
      id,
      type,
      status: 'requires_payment_method',
      email: input.email,
      amountCents: input.amountCents,
      subscriptionId: input.subscriptionId ?? null,
      plan: input.update ? 'card-update' : null,
      clientSecretHash: sha(clientSecret),
    });
    return { clientSecret, intent: type === 'payment_intent' ? 'payment' : 'setup' };
  }

  private async succeed(intent: Row, card: CheckedCard): Promise<ConfirmResult> {
    await this.update(intent.id, { status: 'succeeded', card, lastError: null });
    if (intent.subscriptionId) {
      const sub = await this.find(intent.subscriptionId, 'subscription');
      const status: SubscriptionStatus =
        intent.plan === 'card-update'
          ? (sub.status as SubscriptionStatus)
          : sub.trialEnd
            ? 'trialing'
            : 'active';
      await this.update(sub.id, { status, card });
    }
    return { status: 'succeeded' };
  }

  private async fail(intent: Row, message: string): Promise<ConfirmResult> {
    await this.update(intent.id, { status: 'requires_payment_method', lastError: message });
    return { status: 'requires_payment_method', error: message };
  }

  private async byClientSecret(clientSecret: string): Promise<Row> {
    const id = String(clientSecret).split('_secret_')[0];
    const [row] = await this.db
      .select()
      .from(localPaymentObjects)
      .where(eq(localPaymentObjects.id, id))
      .limit(1);
    if (!row || row.clientSecretHash !== sha(String(clientSecret)))
      throw new AppError('NOT_FOUND', 'billing.unknownPayment');
    return row;
  }

  private async find(id: string, type: Row['type']): Promise<Row> {
    const [row] = await this.db
      .select()
      .from(localPaymentObjects)
      .where(and(eq(localPaymentObjects.id, id), eq(localPaymentObjects.type, type)))
      .limit(1);
    if (!row) throw new AppError('NOT_FOUND', 'billing.unknownPayment');
    return row;
  }

  private async update(id: string, set: Partial<Row>) {
    await this.db
      .update(localPaymentObjects)
      .set({ ...set, updatedAt: this.now() })
      .where(eq(localPaymentObjects.id, id));
  }
}

function toSubscription(row: Row): ProviderSubscription {
  return {
    id: row.id,
    customerId: customerOf(row.email),
    status: row.status as SubscriptionStatus,
    plan: (row.plan as PlanId | null) ?? null,
    trialEnd: row.status === 'trialing' || row.status === 'incomplete' ? row.trialEnd : null,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    cardOnFile: !!row.card,
  };
}
