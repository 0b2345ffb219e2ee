// The subscription status as the API answers it: pure, so screens and server share one definition.

/** The specification's subscription status, as check-subscription answers it. */
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

/** Analyses left this period: limit minus used, never below 0, and 0 when not subscribed. */
export function remainingAnalyses(status: SubscriptionStatus): number {
  return status.subscribed ? Math.max(0, status.analyses_limit - status.analyses_used) : 0;
}
