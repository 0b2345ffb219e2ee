import type { PlanId } from '../../common/catalogue';

/** The plan id of a stored tier, Basic when unknown. */
export function planOf(tier: string | null | undefined): PlanId {
  return tier === 'premium' ? 'premium' : 'basic';
}
