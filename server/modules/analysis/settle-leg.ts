import type { Pick } from '../tickets/types';
import type { HalfGrid } from './model/goals';
import { pickProbability } from './model/markets';

/** How a played leg's bet came out. A half-won or half-lost Asian line counts as won or lost. */
export type Settlement = 'won' | 'lost' | 'void';

export interface FinalScore {
  hg: number;
  ag: number;
  /** Half-time goals, when the source has them. */
  hthg?: number | null;
  htag?: number | null;
}

/** One match's actual score as the one-cell "distribution" the pricing rules read. */
function playedGrid(h1h: number, h1a: number, h2h: number, h2a: number): HalfGrid {
  return {
    h1h: Uint8Array.of(h1h),
    h1a: Uint8Array.of(h1a),
    h2h: Uint8Array.of(h2h),
    h2a: Uint8Array.of(h2a),
    p: Float64Array.of(1),
  };
}

/**
 * Settles a football bet on the final score, by the same rules that price it (model/markets.ts), so a bet means
 * one thing everywhere. Without the half-time score a bet is settled only when it comes out the same whatever
 * the halves were (all goals before or after the break). Null when the score cannot say: first goal after goals
 * were scored, points, sets, games, corners, cards, a bet not understood.
 */
export function settleLeg(pick: Pick, score: FinalScore): Settlement | null {
  const asian = asianSettlement(pick, score);
  if (asian !== undefined) return asian;
  const splits =
    score.hthg != null && score.htag != null
      ? [playedGrid(score.hthg, score.htag, score.hg - score.hthg, score.ag - score.htag)]
      : [playedGrid(score.hg, score.ag, 0, 0), playedGrid(0, 0, score.hg, score.ag)];
  const outcomes = splits.map((grid) => pickProbability(grid, pick));
  if (outcomes.some((p) => p !== 0 && p !== 1)) return null;
  if (outcomes.some((p) => p !== outcomes[0])) return null;
  return outcomes[0] === 1 ? 'won' : 'lost';
}

/**
 * An Asian handicap on a whole or quarter line (the goal model leaves it unpriced): a whole line level after it
 * is void (stake back); a quarter line is two half stakes on the lines beside it. Undefined for other bets.
 */
function asianSettlement(pick: Pick, score: FinalScore): Settlement | null | undefined {
  if (pick.kind !== 'handicap' || pick.style !== 'asian' || Number.isInteger(pick.line - 0.5))
    return undefined;
  if (pick.period && pick.period !== 'FT') return null;
  const margin = (line: number) => (pick.team === 'home' ? score.hg - score.ag : score.ag - score.hg) + line;
  const half = (line: number): Settlement => (margin(line) > 0 ? 'won' : margin(line) < 0 ? 'lost' : 'void');
  if (Number.isInteger(pick.line)) return half(pick.line);
  const [a, b] = [half(pick.line - 0.25), half(pick.line + 0.25)];
  // Half won and half void pays as won on half the stake; half lost and half void as lost: the bet's direction.
  if (a === b) return a;
  return a === 'won' || b === 'won' ? 'won' : 'lost';
}
