// A match's score distribution → the probability of any football pick of tickets/types.ts.
import type { Outcome, Period, Pick } from '../../tickets/types';
import type { HalfGrid } from './goals';

/** Weight of one grid cell for a pick: 1/0 for most markets, a share for "first goal" given the score. */
type CellWeight = (g: HalfGrid, i: number) => number;

/** The periods a football goal model knows: the match and its halves (not basketball quarters, tennis sets). */
type GoalPeriod = 'FT' | 'H1' | 'H2';
const goalPeriod = (period: Period | undefined): GoalPeriod | null =>
  period === undefined || period === 'FT' || period === 'H1' || period === 'H2' ? (period ?? 'FT') : null;

const goals = (g: HalfGrid, i: number, period: GoalPeriod): [number, number] =>
  period === 'H1'
    ? [g.h1h[i], g.h1a[i]]
    : period === 'H2'
      ? [g.h2h[i], g.h2a[i]]
      : [g.h1h[i] + g.h2h[i], g.h1a[i] + g.h2a[i]];

const outcomeOf = (h: number, a: number): Outcome => (h > a ? '1' : h === a ? 'X' : '2');
const inRange = (n: number, min: number, max: number | null) => n >= min && (max === null || n <= max);

/** Chance of the first goal going to `team` given the cell's score (goals of a Poisson process come in random
 * order, so with h home and a away goals in the half that has the first goal it is h / (h + a)). */
function firstGoal(g: HalfGrid, i: number, team: 'home' | 'away' | 'none'): number {
  const [h1, a1] = [g.h1h[i], g.h1a[i]];
  const [h2, a2] = [g.h2h[i], g.h2a[i]];
  const [h, a] = h1 + a1 > 0 ? [h1, a1] : [h2, a2];
  if (team === 'none') return h + a === 0 ? 1 : 0;
  if (h + a === 0) return 0;
  return (team === 'home' ? h : a) / (h + a);
}

/**
 * The pick as a per-cell weight, or null when the goal model cannot price it: not a football goals market (points,
 * games, sets, corners, cards, free text), a period it does not know, or an Asian handicap line that can push.
 */
function compile(pick: Pick): CellWeight | null {
  switch (pick.kind) {
    case 'result': {
      const period = goalPeriod(pick.period);
      if (!period) return null;
      return (g, i) => (outcomeOf(...goals(g, i, period)) === pick.outcome ? 1 : 0);
    }
    case 'double-chance': {
      const period = goalPeriod(pick.period);
      if (!period) return null;
      const ok = new Set(pick.outcomes.split(''));
      return (g, i) => (ok.has(outcomeOf(...goals(g, i, period))) ? 1 : 0);
    }
    case 'ht-ft':
      return (g, i) =>
        outcomeOf(...goals(g, i, 'H1')) === pick.ht && outcomeOf(...goals(g, i, 'FT')) === pick.ft ? 1 : 0;
    case 'btts': {
      const period = goalPeriod(pick.period);
      if (!period) return null;
      return (g, i) => {
        const [h, a] = goals(g, i, period);
        return (h > 0 && a > 0) === pick.yes ? 1 : 0;
      };
    }
    case 'total-goals': {
      const period = goalPeriod(pick.period);
      if (!period) return null;
      return (g, i) => {
        const [h, a] = goals(g, i, period);
        return inRange(h + a, pick.min, pick.max) ? 1 : 0;
      };
    }
    case 'team-goals': {
      const period = goalPeriod(pick.period);
      if (!period) return null;
      return (g, i) => {
        const [h, a] = goals(g, i, period);
        return inRange(pick.team === 'home' ? h : a, pick.min, pick.max) ? 1 : 0;
      };
    }
    case 'correct-score': {
      const period = goalPeriod(pick.period);
      if (!period) return null;
      return (g, i) => {
        const [h, a] = goals(g, i, period);
        return h === pick.home && a === pick.away ? 1 : 0;
      };
    }
    case 'handicap': {
      const period = goalPeriod(pick.period);
      if (!period) return null;
      // An Asian line that is whole or a quarter can push or half-win: no single chance says what it pays.
      if (pick.style === 'asian' && !Number.isInteger(pick.line - 0.5)) return null;
      // Regional (European, three-way) handicap: the team's side wins when it is ahead after the line is added,
      // the handicap draw ('X') when level after it; an Asian half line is the same two ways.
      return (g, i) => {
        const [h, a] = goals(g, i, period);
        const diff = (pick.team === 'home' ? h - a : a - h) + pick.line;
        return (pick.outcome === 'X' ? diff === 0 : diff > 0) ? 1 : 0;
      };
    }
    case 'first-goal':
      return (g, i) => firstGoal(g, i, pick.team);
    case 'not': {
      const inner = compile(pick.pick);
      return inner && ((g, i) => 1 - inner(g, i));
    }
    case 'combo': {
      const parts = flatten(pick.parts);
      // Several "first goal" parts are one event: the same team repeated, or impossible together.
      const firsts = new Set(parts.filter((p) => p.kind === 'first-goal').map((p) => p.team));
      if (firsts.size > 1) return () => 0;
      const seen = new Set<string>();
      const unique = parts.filter((p) => {
        const key = JSON.stringify(p);
        return seen.has(key) ? false : (seen.add(key), true);
      });
      const weights = unique.map(compile);
      if (!weights.length || weights.some((w) => w === null)) return null;
      return (g, i) => {
        let w = 1;
        for (const f of weights) {
          w *= f!(g, i);
          if (w === 0) return 0;
        }
        return w;
      };
    }
    default:
      return null;
  }
}

function flatten(parts: Pick[]): Pick[] {
  return parts.flatMap((p) => (p.kind === 'combo' ? flatten(p.parts) : [p]));
}

/** Whether the model can price this pick (football goal markets, combinations of them). */
export const priceable = (pick: Pick): boolean => compile(pick) !== null;

// A match's grid is cached while its ratings stand (ratings.ts), and tickets repeat popular picks: the sum over
// the grid (thousands of half-time × full-time cells) is kept per grid and pick, and dropped with the grid.
const sums = new WeakMap<HalfGrid, Map<string, number | null>>();

/** The probability of the pick under the match's score distribution, or null when it cannot be priced. */
export function pickProbability(grid: HalfGrid, pick: Pick): number | null {
  let known = sums.get(grid);
  if (!known) sums.set(grid, (known = new Map()));
  const key = JSON.stringify(pick);
  if (!known.has(key)) known.set(key, sumOverGrid(grid, pick));
  return known.get(key)!;
}

function sumOverGrid(grid: HalfGrid, pick: Pick): number | null {
  const weight = compile(pick);
  if (!weight) return null;
  let p = 0;
  for (let i = 0; i < grid.p.length; i++) {
    const q = grid.p[i];
    if (q > 1e-12) p += q * weight(grid, i);
  }
  return Math.min(1, Math.max(0, p));
}
