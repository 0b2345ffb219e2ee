import type { OddsEvent } from '../../providers/odds/types';

export type TicketType = 'safe' | 'mixed' | 'surprise';

/** Total odds each type aims at (second file, section 3) and the single prices that suit it. */
export const TICKET_TYPES: Record<TicketType, { total: [number, number]; leg: [number, number] }> = {
  safe: { total: [1.5, 3.0], leg: [1.12, 1.75] },
  mixed: { total: [3.0, 8.0], leg: [1.35, 2.6] },
  surprise: { total: [8.0, 60], leg: [1.9, 5.5] },
};
const MAX_LEGS = 8;

export interface Leg {
  event: OddsEvent;
  selection: '1' | 'X' | '2';
  odds: number;
  /** The chance used to choose it: the model's where it knows both teams, else the price without margin. */
  chance: number;
}

export interface PickedTicket {
  legs: Leg[];
  totalOdds: number;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** The 1X2 outcomes of a match with their chances (prices de-margined proportionally unless given). */
export function outcomes(
  event: OddsEvent,
  chanceOf?: (e: OddsEvent, s: '1' | 'X' | '2') => number | null,
): Leg[] {
  const prices = { '1': event.h2h.home, X: event.h2h.draw, '2': event.h2h.away };
  const overround = Object.values(prices).reduce((s: number, p) => s + (p ? 1 / p : 0), 0);
  return (['1', 'X', '2'] as const).flatMap((selection) => {
    const odds = prices[selection];
    if (!odds) return [];
    return [{ event, selection, odds, chance: chanceOf?.(event, selection) ?? 1 / odds / overround }];
  });
}

/**
 * Chooses one leg per match so that the total odds land in the type's range: for safe tickets the likeliest
 * picks, otherwise the best value (chance × odds), each within the type's single-price window. Deterministic:
 * the same matches give the same ticket. Null when nothing fits.
 */
export function pickLegs(
  events: OddsEvent[],
  type: TicketType,
  chanceOf?: (e: OddsEvent, s: '1' | 'X' | '2') => number | null,
): PickedTicket | null {
  const { total, leg } = TICKET_TYPES[type];
  const score = (l: Leg) => (type === 'safe' ? l.chance : l.chance * l.odds);
  const best = events
    .map(
      (e) =>
        outcomes(e, chanceOf)
          .filter((l) => l.odds >= leg[0] && l.odds <= leg[1])
          .sort((a, b) => score(b) - score(a) || b.chance - a.chance)[0],
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
    if (product >= total[0] || legs.length >= MAX_LEGS) break;
    if (product * l.odds > total[1]) continue;
    legs.push(l);
    product *= l.odds;
  }
  if (product < total[0] || product > total[1] || !legs.length) return null;
  legs.sort((a, b) => a.event.commenceTime.localeCompare(b.event.commenceTime));
  return { legs, totalOdds: round2(legs.reduce((p, l) => p * l.odds, 1)) };
}
