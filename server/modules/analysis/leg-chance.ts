import type { Leg, Pick } from '../tickets/types';
import baseRates from './base-rates.json';
import shippedSinglePrice from '../../data/football/single-price.json';
import type { ModelChance } from './model/ratings';
import type { AnalysisState } from './model/analysis-state';
import { typicalExponents } from './model/metrics';

/**
 * Where a leg's chance comes from: the rating model blended with the price (`blend`), the model alone when no
 * price was given (`model`), the price without its margin (`market`, teams unknown to the model or not
 * football), the historical base rate (`base-rate`), or nothing honest (`none`).
 */
export type ChanceSource = 'blend' | 'model' | 'market' | 'base-rate' | 'none';

export interface LegChance {
  /** Probability 0..1, or null when nothing honest can be said. */
  chance: number | null;
  /** 1 / odds, the probability the price implies before the margin is removed. */
  implied: number | null;
  source: ChanceSource;
  /** The bookmaker margin assumed for this market when removing it (0 without a price). */
  assumedMargin: number;
  /** The price's probability without the assumed margin, when a price was given. */
  market?: number;
  /** The rating model's probability and what it rests on, when both teams are known to it (football only). */
  model?: ModelChance;
  /** Weight of the model in the blend (docs/decisions/008-rating-model.md). */
  modelWeight?: number;
  /** The model knew both teams but the latest result of one or both is too old to be current form. */
  stale?: StaleTeam[];
}

/** A team whose latest known result is older than this has no current form: a summer break is 8–12 weeks. */
export const FRESH_DAYS = 120;
const DAY_MS = 86_400_000;

export interface StaleTeam {
  name: string;
  /** ISO date of its latest known result. */
  latest: string | null;
}

/**
 * Pick families whose one printed price is turned into a chance with an exponent fitted on full markets
 * (docs/decisions/005, server/data/football/single-price.json): football full-time 1, X, 2 and over/under 2.5.
 */
export const PICK_FAMILIES = ['over25', 'under25', 'home', 'draw', 'away'] as const;
export type PickFamily = (typeof PICK_FAMILIES)[number];

export interface SinglePriceFamily {
  /** chance = (1/odds)^exponent. */
  exponent: number;
  /** The overround of a typical market that this exponent takes out (for the report and the demo prices). */
  margin: number;
  /** Prices it was fitted on. */
  n: number;
}
export type SinglePriceExponents = Record<PickFamily, number>;

export interface SinglePriceFile {
  about: string;
  /** The season fitted on, the seasons left for checking, the prices used and how. */
  fitted: { season: string; checked: string[]; data: string; method: string };
  families: Record<PickFamily, SinglePriceFamily>;
}

/** The shipped fit (`npm run model:eval -- <odds> --fit-single-price` writes it). */
export const SINGLE_PRICE: SinglePriceFile = shippedSinglePrice;
export const exponentsOf = (file: SinglePriceFile): SinglePriceExponents =>
  Object.fromEntries(PICK_FAMILIES.map((f) => [f, file.families[f].exponent])) as SinglePriceExponents;

/**
 * The measured family of a pick, or null: only football full-time 1X2 and the 2.5 goals line have both sides
 * in the odds files; other lines and markets (GG, UG 2+, …) keep the assumed margin below.
 */
export function pickFamily(pick: Pick | undefined, football = true): PickFamily | null {
  if (!football || !pick) return null;
  if (pick.kind === 'result' && pick.period === 'FT')
    return ({ '1': 'home', X: 'draw', '2': 'away' } as const)[pick.outcome];
  if (pick.kind === 'total-goals' && pick.period === 'FT') {
    if (pick.min === 3 && pick.max === null) return 'over25';
    if (pick.min === 0 && pick.max === 2) return 'under25';
  }
  return null;
}

/** A single price's chance with the exponent of its family: (1/odds)^exponent, never above 0.99. */
export const singlePriceChance = (odds: number, exponent: number): number =>
  Math.min(0.99, (1 / odds) ** exponent);

/**
 * The margin (overround) a bookmaker typically builds into a market (docs/decisions/005). For the measured
 * families it is the margin their fitted exponent takes out of a typical market (about 6 % on football 1X2,
 * 5.5 % on over/under 2.5); the rest is assumed: 5 % on other sports' 1X2 and double chance, more on goal
 * markets, much more on half-time/full-time and combinations.
 */
export function assumedMargin(pick: Pick | undefined, football = true): number {
  const family = pickFamily(pick, football);
  if (family) return SINGLE_PRICE.families[family].margin;
  switch (pick?.kind) {
    case 'result':
      return pick.period === 'FT' ? 0.05 : 0.07;
    case 'double-chance':
      return 0.05;
    case 'btts':
    case 'total-goals':
    case 'points-total':
      return 0.06;
    case 'team-goals':
    case 'handicap':
    case 'first-goal':
      return 0.08;
    case 'ht-ft':
      return 0.15;
    case 'correct-score':
      return 0.2;
    case 'combo':
      return 0.1;
    case 'not':
      // The same market as the bet it negates, from its other side.
      return assumedMargin(pick.pick, football);
    default:
      // Set betting, games, corners, cards, and a bet not understood.
      return 0.07;
  }
}

/**
 * Outcomes of a typical market of this kind, for the power method's exponent: three for 1X2, regional
 * handicap and first goal, nine for half-time/full-time, four for a best-of-three's set score, about fifteen
 * likely correct scores, two for yes/no, over/under and Asian handicap markets (a double chance is its pick
 * against the remaining result). A combination or a negated bet is its pick against everything else.
 */
function typicalOutcomes(pick: Pick | undefined): number {
  switch (pick?.kind) {
    case 'result':
    case 'first-goal':
      return 3;
    case 'handicap':
      return pick.style === 'asian' ? 2 : 3;
    case 'set-score':
      return 4;
    case 'ht-ft':
      return 9;
    case 'correct-score':
      return 15;
    default:
      return 2;
  }
}

/**
 * The price's probability without the margin, (1/odds)^k (docs/decisions/005). A ticket shows one price, not
 * the market. For a measured family k is fitted on full markets (`SINGLE_PRICE`); otherwise k is the exponent
 * that removes the assumed overround from a typical market of `typicalOutcomes` equally priced outcomes.
 * Either way it takes more from long shots than from favourites, as the power method does on a full market
 * (model/metrics.ts `powerDemargin`).
 */
export function demargined(pick: Pick | undefined, odds: number, football = true): number {
  const family = pickFamily(pick, football);
  if (family) return singlePriceChance(odds, SINGLE_PRICE.families[family].exponent);
  const n = typicalOutcomes(pick);
  return singlePriceChance(
    odds,
    typicalExponents(assumedMargin(pick, football), Array<number>(n).fill(1))[0],
  );
}

/** Football unless the leg says otherwise: its sport, or a points total (a basketball-style market). */
export const isFootball = (leg: Leg): boolean =>
  (!leg.sport || leg.sport === 'football') && leg.parsed?.kind !== 'points-total';

/** The rating model's view of a football leg, or null (other sport, a team unknown to it, a market it cannot price). */
export function legModelChance(analysis: AnalysisState, leg: Leg): ModelChance | null {
  if (!isFootball(leg) || !leg.parsed || !leg.away) return null;
  return analysis.modelChance(leg.home, leg.away, leg.parsed);
}

/** The teams of a model view whose latest known result is older than FRESH_DAYS before `today`. */
function staleTeams(analysis: AnalysisState, model: ModelChance, leg: Leg, today: Date): StaleTeam[] {
  return [
    { key: model.home.key, name: leg.home },
    { key: model.away.key, name: leg.away },
  ]
    .map(({ key, name }) => ({ name, latest: analysis.history.latestResultDate(key) }))
    .filter((t) => !t.latest || (today.getTime() - Date.parse(t.latest)) / DAY_MS > FRESH_DAYS);
}

/**
 * How likely the leg is. With a price: the price without its assumed margin, blended with the rating model
 * (weight fitted walk-forward, docs/decisions/008) when the model knows both teams and their results are
 * current. Without a price: the model, else the historical base rate of the outcome.
 */
export function legChance(analysis: AnalysisState, leg: Leg, today = new Date()): LegChance {
  const seen = legModelChance(analysis, leg);
  // Old results are not today's form: a stale model view is left out, and the price (or base rate) leads.
  const stale = seen ? staleTeams(analysis, seen, leg, today) : [];
  if (stale.length) return { ...legChanceWith(analysis, leg, undefined), stale };
  return legChanceWith(analysis, leg, seen ?? undefined);
}

function legChanceWith(analysis: AnalysisState, leg: Leg, model: ModelChance | undefined): LegChance {
  if (!leg.defaulted?.odds && leg.odds > 1) {
    const margin = assumedMargin(leg.parsed, isFootball(leg));
    const implied = 1 / leg.odds;
    const market = demargined(leg.parsed, leg.odds, isFootball(leg));
    if (model) {
      const w = analysis.ratings()!.file.blend.weight;
      return {
        chance: clamp(w * model.probability + (1 - w) * market),
        implied,
        source: 'blend',
        assumedMargin: margin,
        market,
        model,
        modelWeight: w,
      };
    }
    return { chance: market, implied, source: 'market', assumedMargin: margin, market };
  }
  if (model)
    return { chance: clamp(model.probability), implied: null, source: 'model', assumedMargin: 0, model };
  // The base rates are football frequencies: another sport's leg without a price gets no chance at all.
  const rate = leg.parsed && isFootball(leg) ? baseRate(leg.parsed) : null;
  return { chance: rate, implied: null, source: rate === null ? 'none' : 'base-rate', assumedMargin: 0 };
}

const clamp = (p: number) => Math.min(0.99, Math.max(0.001, p));

const goalsAtLeast = (min: number) => baseRates.totalGoals.slice(min).reduce((a, b) => a + b, 0);
const goalsBetween = (min: number, max: number) =>
  baseRates.totalGoals.slice(min, max + 1).reduce((a, b) => a + b, 0);

/** Frequencies of football outcomes in the shipped results (base-rates.json names its source). */
export function baseRate(pick: Pick): number | null {
  switch (pick.kind) {
    case 'result': {
      if (pick.period === 'H2') return null;
      const ft = { '1': baseRates.home, X: baseRates.draw, '2': baseRates.away };
      const ht = { '1': baseRates.htHome, X: baseRates.htDraw, '2': baseRates.htAway };
      return (pick.period === 'FT' ? ft : ht)[pick.outcome];
    }
    case 'double-chance': {
      const { home, draw, away } = baseRates;
      return { '1X': home + draw, X2: draw + away, '12': home + away }[pick.outcomes];
    }
    case 'btts':
      return pick.yes ? baseRates.btts : 1 - baseRates.btts;
    case 'total-goals':
      return pick.period !== 'FT'
        ? null
        : pick.max === null
          ? goalsAtLeast(pick.min)
          : goalsBetween(pick.min, pick.max);
    default:
      return null;
  }
}
