import { eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { subscribers } from '../../db/schema/billing';

export type SubscriberRow = typeof subscribers.$inferSelect;

/** The specification's subscription status (first file, section 3), as check-subscription answers it. */
export interface SubscriptionStatus {
  subscribed: boolean;
  subscription_tier: string | null;
  subscription_end: string | null;
  is_trial: boolean;
  trial_end: string | null;
  analyses_used: number;
  analyses_limit: number;
  generated_used: number;
  generated_limit: number;
  cancel_at_period_end: boolean;
}

export const NOT_SUBSCRIBED: SubscriptionStatus = {
  subscribed: false,
  subscription_tier: null,
  subscription_end: null,
  is_trial: false,
  trial_end: null,
  analyses_used: 0,
  analyses_limit: 0,
  generated_used: 0,
  generated_limit: 0,
  cancel_at_period_end: false,
};

/** A user's subscriber row, found by the account or by the e-mail it was bought with. */
export async function findSubscriber(
  db: Database,
  user: { id: string; email: string },
): Promise<SubscriberRow | undefined> {
  const rows = await db
    .select()
    .from(subscribers)
    .where(or(eq(subscribers.userId, user.id), eq(subscribers.email, user.email.toLowerCase())));
  return rows.find((r) => r.subscribed) ?? rows[0];
}

export function statusOf(row: SubscriberRow | undefined): SubscriptionStatus {
  if (!row) return NOT_SUBSCRIBED;
  return {
    subscribed: row.subscribed,
    subscription_tier: row.subscribed ? row.subscriptionTier : null,
    subscription_end: row.subscriptionEnd?.toISOString() ?? null,
    is_trial: row.subscribed && row.isTrial,
    trial_end: row.isTrial ? (row.trialEnd?.toISOString() ?? null) : null,
    analyses_used: row.subscribed ? row.analysesUsed : 0,
    analyses_limit: row.subscribed ? row.analysesLimit : 0,
    generated_used: row.subscribed ? row.generatedUsed : 0,
    generated_limit: row.subscribed ? row.generatedLimit : 0,
    cancel_at_period_end: row.cancelAtPeriodEnd,
  };
}

/** Analyses left this period: limit minus used, never below 0, and 0 when not subscribed (spec section 5). */
export function remainingAnalyses(status: SubscriptionStatus): number {
  return status.subscribed ? Math.max(0, status.analyses_limit - status.analyses_used) : 0;
}
