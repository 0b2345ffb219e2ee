import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The specification's `subscribers` plus the subscription status it reads: one row
 * per e-mail, kept in sync with the payment provider by checkouts, webhooks and the local renewal job.
 */
export const subscribers = pgTable(
  'subscribers',
  {
    email: text('email').primaryKey(),
    userId: text('user_id'),
    subscribed: boolean('subscribed').notNull().default(false),
    /** basic | premium */
    subscriptionTier: text('subscription_tier'),
    /** The provider's status: trialing | active | past_due | canceled | ended */
    status: text('status'),
    isTrial: boolean('is_trial').notNull().default(false),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    /** End of the paid (or trial) period: renewal date, or the end of access once cancelled. */
    subscriptionEnd: timestamp('subscription_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** A trial is offered once per e-mail. */
    hadTrial: boolean('had_trial').notNull().default(false),
    analysesUsed: integer('analyses_used').notNull().default(0),
    analysesLimit: integer('analyses_limit').notNull().default(0),
    generatedUsed: integer('generated_used').notNull().default(0),
    generatedLimit: integer('generated_limit').notNull().default(0),
    provider: text('provider'),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscribers_user_idx').on(t.userId),
    index('subscribers_provider_sub_idx').on(t.providerSubscriptionId),
  ],
);

/**
 * One purchase attempt from the plan or payment page: what was offered (plan, amount from the catalogue),
 * to whom, for which report, and its outcome. Completing it is idempotent
 * (docs/decisions/034-idempotent-payment-verification.md): `status` moves from pending to completed once, and
 * `result` is what every later verification answers.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: text('id').primaryKey(),
    /** subscription | report | generated-ticket */
    kind: text('kind').notNull(),
    /** basic | premium | report | ai-generator */
    plan: text('plan').notNull(),
    email: text('email').notNull(),
    /** Signed-in buyer, if any; a guest's browser is remembered by its hashed guest token. */
    userId: text('user_id'),
    guestTokenHash: text('guest_token_hash'),
    ocrResultId: uuid('ocr_result_id'),
    provider: text('provider').notNull(),
    /** The provider's subscription or payment id. */
    providerRef: text('provider_ref').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    isTrial: boolean('is_trial').notNull().default(false),
    /** pending | completed | refused (a second subscription of an e-mail that has one) */
    status: text('status').notNull().default('pending'),
    result: jsonb('result'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('checkouts_email_idx').on(t.email)],
);

/** Money actually taken, once per provider charge (the unique reference makes a replay a no-op). */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerRef: text('provider_ref').notNull().unique(),
    email: text('email').notNull(),
    userId: text('user_id'),
    /** subscription | renewal | report | generated-ticket */
    kind: text('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_email_idx').on(t.email)],
);

/**
 * Single-use, short-lived sign-in links (guest checkout auto sign-in, e-mailed sign-in links;
 * docs/decisions/036-guest-checkout-sign-in.md).
 */
export const signInTokens = pgTable('sign_in_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: text('user_id').notNull(),
  checkoutId: text('checkout_id'),
  next: text('next').notNull().default('/'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Provider events already applied, so a replayed webhook changes nothing. */
export const providerEvents = pgTable('provider_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** First-party funnel events with purchase values (docs/decisions/039-first-party-funnel-and-consent.md). */
export const funnelEvents = pgTable(
  'funnel_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    valueCents: integer('value_cents'),
    currency: text('currency'),
    userId: text('user_id'),
    properties: jsonb('properties'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('funnel_events_name_created_idx').on(t.name, t.createdAt)],
);

/**
 * The local test card processor's own records (the embedded stand-in for Stripe): payment intents, setup
 * intents and subscriptions, each with Stripe-like statuses. Only the test-card behaviour is kept, never a
 * card number.
 */
export const localPaymentObjects = pgTable('local_payment_objects', {
  id: text('id').primaryKey(),
  /** payment_intent | setup_intent | subscription | refund (of a payment intent: `re_<its id>`) */
  type: text('type').notNull(),
  status: text('status').notNull(),
  email: text('email').notNull(),
  amountCents: integer('amount_cents').notNull().default(0),
  currency: text('currency').notNull().default('eur'),
  plan: text('plan'),
  clientSecretHash: text('client_secret_hash'),
  /** { brand, last4, behaviour } of the attached test card. */
  card: jsonb('card'),
  /** For intents that belong to a subscription. */
  subscriptionId: text('subscription_id'),
  trialEnd: timestamp('trial_end', { withTimezone: true }),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
