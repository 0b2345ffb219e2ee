// The model's chance of every market family a ticket can carry (team goals, handicaps, half-time/full-time, the
// first half's result, totals, BTTS, 1X2), scored on played matches beside the price's where the odds files
// carry one (1X2, over/under 2.5) and beside a base-rate forecast everywhere. The model's chances are the
// analysis' own: the walk-forward expected goals → halfGrid (model/goals.ts) → pickProbability (model/markets.ts);
// what happened is read by settleLeg (analysis/settle-leg.ts), the rule that settles a ticket's leg.
import type { Pick } from '../../server/modules/tickets/types';
import { halfGrid, type GoalParams } from '../../server/modules/analysis/model/goals';
import { pickProbability } from '../../server/modules/analysis/model/markets';
import { powerDemargin } from '../../server/modules/analysis/model/metrics';
import { settleLeg } from '../../server/modules/analysis/settle-leg';
import type { Prediction } from './evaluate';

export interface MarketFamily {
  name: string;
  /** Mutually exclusive outcomes covering every score, in their natural order when `ordered`. */
  outcomes: Pick[];
  /** Whether the outcomes are ordered (goals, goal difference), so a ranked probability score means something. */
  ordered: boolean;
  /** The de-margined price of each outcome, when the row carries that market's odds. */
  price?: (p: Prediction) => number[] | null;
}

const result = (period: 'FT' | 'H1', outcome: '1' | 'X' | '2'): Pick => ({ kind: 'result', period, outcome });
const total = (min: number, max: number | null): Pick => ({ kind: 'total-goals', period: 'FT', min, max });
const team = (side: 'home' | 'away'): Pick[] =>
  [
    [0, 0],
    [1, 1],
    [2, 2],
    [3, null],
  ].map(([min, max]) => ({ kind: 'team-goals', team: side, min: min!, max }));
const OUTCOMES = ['1', 'X', '2'] as const;

export const MARKET_FAMILIES: MarketFamily[] = [
  {
    name: '1X2',
    outcomes: OUTCOMES.map((o) => result('FT', o)),
    ordered: true,
    price: (p) => p.market,
  },
  {
    name: 'over/under 2.5',
    outcomes: [total(0, 2), total(3, null)],
    ordered: true,
    price: (p) => (p.row.ou ? powerDemargin(p.row.ou).reverse() : null),
  },
  {
    name: 'total goals 0-1/2/3/4+',
    outcomes: [total(0, 1), total(2, 2), total(3, 3), total(4, null)],
    ordered: true,
  },
  {
    name: 'BTTS',
    outcomes: [
      { kind: 'btts', yes: false },
      { kind: 'btts', yes: true },
    ],
    ordered: true,
  },
  { name: 'home team goals 0/1/2/3+', outcomes: team('home'), ordered: true },
  { name: 'away team goals 0/1/2/3+', outcomes: team('away'), ordered: true },
  {
    // Goal difference ≤−2, −1, 0, +1, ≥+2: its RPS is the mean Brier of the Asian half lines ±0.5 and ±1.5.
    name: 'handicap (goal diff.)',
    outcomes: [
      { kind: 'handicap', team: 'away', line: -1.5, style: 'asian' },
      { kind: 'handicap', team: 'home', line: 1, style: 'european', outcome: 'X' },
      { kind: 'handicap', team: 'home', line: 0, style: 'european', outcome: 'X' },
      { kind: 'handicap', team: 'home', line: -1, style: 'european', outcome: 'X' },
      { kind: 'handicap', team: 'home', line: -1.5, style: 'asian' },
    ],
    ordered: true,
  },
  { name: '1X2 first half', outcomes: OUTCOMES.map((o) => result('H1', o)), ordered: true },
  {
    name: 'half-time/full-time',
    outcomes: OUTCOMES.flatMap((ht) => OUTCOMES.map((ft): Pick => ({ kind: 'ht-ft', ht, ft }))),
    ordered: false,
  },
];

/** Which outcome of the family the match had (by the settlement rules), or null when its score cannot say. */
export function observedOutcome(family: MarketFamily, p: Prediction): number | null {
  const { hg, ag, hthg, htag } = p.row.match;
  const won = family.outcomes.map((pick) => settleLeg(pick, { hg, ag, hthg, htag }));
  if (won.some((w) => w === null)) return null;
  const i = won.indexOf('won');
  return i >= 0 && won.lastIndexOf('won') === i ? i : null;
}

export interface FamilyScores {
  n: number;
  brier: number;
  /** Null for a family whose outcomes have no order (half-time/full-time). */
  rps: number | null;
  logLoss: number;
}

function score(forecasts: number[][], observed: number[], ordered: boolean): FamilyScores {
  let b = 0;
  let r = 0;
  let l = 0;
  for (let j = 0; j < forecasts.length; j++) {
    const f = forecasts[j];
    const o = observed[j];
    let cumF = 0;
    let cumO = 0;
    for (let i = 0; i < f.length; i++) {
      b += (f[i] - (i === o ? 1 : 0)) ** 2;
      if (i < f.length - 1) {
        cumF += f[i];
        cumO += i === o ? 1 : 0;
        r += (cumF - cumO) ** 2 / (f.length - 1);
      }
    }
    l -= Math.log(Math.max(1e-12, f[o]));
  }
  const n = Math.max(1, forecasts.length);
  return { n: forecasts.length, brier: b / n, rps: ordered ? r / n : null, logLoss: l / n };
}

export interface FamilyResult {
  family: MarketFamily;
  model: FamilyScores;
  base: FamilyScores;
  /** Model and price on the matches that have the price (null where the files carry none). */
  priced: { model: FamilyScores; price: FamilyScores } | null;
}

/**
 * Scores each family on `scored` (the model's chances, the price's, and the base rate: each outcome's share in
 * `baseFrom`, matches the scored ones do not include).
 */
export function scoreFamilies(
  scored: Prediction[],
  baseFrom: Prediction[],
  params: GoalParams,
): FamilyResult[] {
  // One grid per match at a time (6,561 cells): every family's chances are read from it, then it is dropped.
  const modelOf = scored.map((p) => {
    const grid = halfGrid(p.expected.home, p.expected.away, params);
    return MARKET_FAMILIES.map((family) => {
      const raw = family.outcomes.map((pick) => pickProbability(grid, pick) ?? 0);
      const sum = raw.reduce((a, b) => a + b, 0);
      return raw.map((q) => q / sum);
    });
  });
  return MARKET_FAMILIES.map((family, f) => {
    const counts = family.outcomes.map(() => 0);
    for (const p of baseFrom) {
      const o = observedOutcome(family, p);
      if (o !== null) counts[o]++;
    }
    const seen = counts.reduce((a, b) => a + b, 0);
    const base = counts.map((c) => (c + 0.5) / (seen + 0.5 * counts.length));
    const rows: { model: number[]; price: number[] | null; o: number }[] = [];
    scored.forEach((p, j) => {
      const o = observedOutcome(family, p);
      if (o !== null) rows.push({ model: modelOf[j][f], price: family.price?.(p) ?? null, o });
    });
    const on = (xs: typeof rows, forecast: (r: (typeof rows)[number]) => number[]) =>
      score(
        xs.map(forecast),
        xs.map((r) => r.o),
        family.ordered,
      );
    const withPrice = rows.filter((r) => r.price);
    return {
      family,
      model: on(rows, (r) => r.model),
      base: on(rows, () => base),
      priced: withPrice.length
        ? { model: on(withPrice, (r) => r.model), price: on(withPrice, (r) => r.price!) }
        : null,
    };
  });
}
