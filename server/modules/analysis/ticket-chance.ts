import type { Leg } from '../tickets/types';
import type { LegChance } from './leg-chance';
import type { AnalysisState } from './model/analysis-state';
import { teamKey } from './model/team-names';

/**
 * A club as the rating model knows it ("FK Crvena Zvezda" and "Crvena zvezda" are one club), else its folded
 * name without club words: the key of results, form and head-to-head too.
 */
export const clubKey = (analysis: AnalysisState, name: string): string =>
  analysis.ratings()?.team(name)?.key ?? teamKey(name);

/** Legs on the same match share this key: the sport and both clubs' keys. */
export function matchKey(analysis: AnalysisState, l: Leg): string {
  return `${l.sport ?? 'football'}|${clubKey(analysis, l.home)}|${clubKey(analysis, l.away)}`;
}

/** One event of the ticket: the legs on one match and how their joint chance was found. */
export interface TicketEvent {
  legs: number[];
  chance: number | null;
  /** `model`: from the rating model's score grid; `min`: the weakest leg's chance, an upper bound. */
  joint: 'single' | 'model' | 'min';
}

/**
 * The ticket's chance: the product over its matches. Several legs on one match are one event: where the
 * rating model knows both teams and prices every leg, their joint chance keeps the legs' own chances and takes
 * the dependence between them from the model's score grid, Π chance × P_model(all) / Π P_model(each), at most
 * the weakest leg; otherwise the weakest leg's chance, which is an upper bound.
 */
export function ticketChance(
  analysis: AnalysisState,
  legs: Leg[],
  chances: LegChance[],
): { chance: number | null; events: TicketEvent[] } {
  const groups = new Map<string, number[]>();
  legs.forEach((leg, i) => {
    const key = leg.away ? matchKey(analysis, leg) : `#${i}`;
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  const events = [...groups.values()].map((idx): TicketEvent => {
    const cs = idx.map((i) => chances[i].chance);
    if (cs.some((c) => c === null)) return { legs: idx, chance: null, joint: 'single' };
    if (idx.length === 1) return { legs: idx, chance: cs[0], joint: 'single' };
    const weakest = Math.min(...(cs as number[]));
    const joint = modelJoint(
      analysis,
      idx.map((i) => legs[i]),
      idx.map((i) => chances[i]),
    );
    return joint === null
      ? { legs: idx, chance: weakest, joint: 'min' }
      : { legs: idx, chance: Math.min(weakest, joint), joint: 'model' };
  });
  const chance = events.some((e) => e.chance === null) ? null : events.reduce((p, e) => p * e.chance!, 1);
  return { chance, events };
}

/** The legs' joint chance with the model's dependence between them, or null when the model cannot price it. */
function modelJoint(analysis: AnalysisState, legs: Leg[], chances: LegChance[]): number | null {
  if (chances.some((c) => !c.model) || legs.some((l) => !l.parsed)) return null;
  const all = analysis.modelChance(legs[0].home, legs[0].away, {
    kind: 'combo',
    parts: legs.map((l) => l.parsed!),
  });
  if (!all) return null;
  if (all.probability === 0) return 0;
  let lift = all.probability;
  for (const c of chances) {
    if (c.model!.probability <= 0) return 0;
    lift *= c.chance! / c.model!.probability;
  }
  return lift;
}
