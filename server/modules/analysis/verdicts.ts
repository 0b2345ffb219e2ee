import type { ReportMatch } from './report-types';
import type { LegChance } from './leg-chance';
import type { VerdictReason } from './texts';

/** Verdict thresholds on a leg's chance and its value, chance × odds (docs/decisions/020-verdicts.md). */
export const SUCCESS_FROM = 0.55;
export const DANGER_BELOW = 0.3;
/** A priced leg whose chance × odds is below this (expected return under 90 % of the stake) is risky. */
export const POOR_VALUE_BELOW = 0.9;
/** "Dobar izbor" needs a price that pays at least the estimated chance: chance × odds ≥ 1. */
export const GOOD_VALUE_FROM = 1;
/** Below this overall chance a ticket is called too risky, whatever its legs. */
export const TOO_RISKY_BELOW = 0.1;
/** From this overall chance, with no risky leg and a moderate margin, a ticket is called balanced. */
export const BALANCED_FROM = 0.4;
/** Above this share of the stake lost to margins the margin insight is a warning and the ticket too risky. */
export const HIGH_MARGIN = 0.15;
export type Status = ReportMatch['status'];

const STATUS_OF: Record<VerdictReason, Status> = {
  good: 'success',
  likely: 'warning',
  likelyUnpriced: 'warning',
  uncertain: 'warning',
  unknown: 'warning',
  unlikely: 'danger',
  poorValue: 'danger',
};

/**
 * A leg's verdict from its chance and its value (chance × odds): risky when unlikely or poor value; "Dobar
 * izbor" only when likely AND the price pays at least the chance; otherwise uncertain, or likely but without
 * value. Never better for a lower chance or a lower value (reader-properties of the verdict in its test).
 */
export function verdict(
  c: LegChance,
  odds: number,
): { status: Status; reason: VerdictReason; value: number | null } {
  const value = c.implied === null || c.chance === null ? null : c.chance * odds;
  const reason: VerdictReason =
    c.chance === null
      ? 'unknown'
      : value !== null && value < POOR_VALUE_BELOW
        ? 'poorValue'
        : c.chance < DANGER_BELOW
          ? 'unlikely'
          : c.chance < SUCCESS_FROM
            ? 'uncertain'
            : value === null
              ? 'likelyUnpriced'
              : value >= GOOD_VALUE_FROM
                ? 'good'
                : 'likely';
  return { status: STATUS_OF[reason], reason, value };
}
