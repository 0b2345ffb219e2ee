import type { OddsEvent } from '../../providers/odds/types';
import type { Pick } from '../tickets/types';

export type TicketType = 'safe' | 'mixed' | 'surprise';

/** Total odds each type aims at (the specification's ranges) and the single prices that suit it. */
export const TICKET_TYPES: Record<TicketType, { total: [number, number]; leg: [number, number] }> = {
  safe: { total: [1.5, 3.0], leg: [1.12, 1.75] },
  mixed: { total: [3.0, 8.0], leg: [1.35, 2.6] },
  surprise: { total: [8.0, 60], leg: [1.9, 5.5] },
};
const MAX_LEGS = 8;
/** The locked preview shows the first match and hides the rest: a one-match ticket would give itself away. */
const MIN_LEGS = 2;

/** 1X2, or over/under the match's main totals line. */
export type Selection = '1' | 'X' | '2' | 'over' | 'under';
export type ChanceOf = (e: OddsEvent, s: Selection) => number | null;

/** Goals over/under a half-goal line as the rating model's pick; null for a whole line (a push is possible). */
export function goalsPick(side: 'over' | 'under', line: number): Pick | null {
  if (line % 1 !== 0.5) return null;
  const goals = Math.ceil(line);
  return side === 'over'
    ? { kind: 'total-goals', period: 'FT', min: goals, max: null }
    : { kind: 'total-goals', period: 'FT', min: 0, max: goals - 1 };
}

export interface Leg {
  event: OddsEvent;
  selection: Selection;
  odds: number;
  /** The chance used to choose it: the model's where it knows both teams, else the price without margin. */
  chance: number;
}

export interface PickedTicket {
  legs: Leg[];
  totalOdds: number;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** One market's outcomes with their chances (prices de-margined proportionally within the market unless given). */
function market(
  event: OddsEvent,
  prices: Partial<Record<Selection, number>>,
  chanceOf: ChanceOf | undefined,
): Leg[] {
  const overround = Object.values(prices).reduce((s, p) => s + (p ? 1 / p : 0), 0);
  return (Object.entries(prices) as [Selection, number | undefined][]).flatMap(([selection, odds]) =>
    odds ? [{ event, selection, odds, chance: chanceOf?.(event, selection) ?? 1 / odds / overround }] : [],
  );
}

/** The outcomes of a match (1X2, and over/under when priced) with their chances. */
export function outcomes(event: OddsEvent, chanceOf?: ChanceOf): Leg[] {
  const { h2h, totals } = event;
  return [
    ...market(event, { '1': h2h.home, X: h2h.draw, '2': h2h.away }, chanceOf),
    ...(totals ? market(event, { over: totals.over, under: totals.under }, chanceOf) : []),
  ];
}

/**
 * Chooses one leg per match so that the total odds land in the type's range: for safe tickets the likeliest
 * picks, otherwise the best value (chance × odds), each within the type's single-price window, and at least
 * two matches. Deterministic: the same matches give the same ticket. Null when nothing fits.
 */
export function pickLegs(events: OddsEvent[], type: TicketType, chanceOf?: ChanceOf): PickedTicket | null {
  const { total, leg } = TICKET_TYPES[type];
  const score = (l: Leg) => (type === 'safe' ? l.chance : l.chance * l.odds);
  const best = events
    .map(
      (e) =>
        outcomes(e, chanceOf)
          .filter((l) => l.odds >= leg[0] && l.odds <= leg[1])
          .sort(
            (a, b) => score(b) - score(a) || b.chance - a.chance || a.selection.localeCompare(b.selection),
          )[0],
    )
    .filter((l): l is Leg => !!l)
    .sort(
      (a, b) =>
        score(b) - score(a) ||
        a.event.commenceTime.localeCompare(b.event.commenceTime) ||
        a.event.id.localeCompare(b.event.id),
    );
  const legs: Leg[] = [];
  let product = 1;
  for (const l of best) {
    if ((product >= total[0] && legs.length >= MIN_LEGS) || legs.length >= MAX_LEGS) break;
    if (product * l.odds > total[1]) continue;
    legs.push(l);
    product *= l.odds;
  }
  if (product < total[0] || product > total[1] || legs.length < MIN_LEGS) return null;
  legs.sort((a, b) => a.event.commenceTime.localeCompare(b.event.commenceTime));
  return { legs, totalOdds: round2(legs.reduce((p, l) => p * l.odds, 1)) };
}
