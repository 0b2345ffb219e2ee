import { eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { subscribers } from '../../db/schema/billing';
import { NOT_SUBSCRIBED, type SubscriptionStatus } from '../../common/subscription-status-shape';

export type { SubscriptionStatus };

export type SubscriberRow = typeof subscribers.$inferSelect;

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
