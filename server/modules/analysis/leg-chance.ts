import type { Leg, Pick } from '../tickets/types';
import baseRates from './base-rates.json';

export type ChanceSource = 'market' | 'base-rate' | 'none';

export interface LegChance {
  /** Probability 0..1, or null when nothing honest can be said. */
  chance: number | null;
  /** 1 / odds, the probability the price implies before the margin is removed. */
  implied: number | null;
  source: ChanceSource;
  /** The bookmaker margin assumed for this market when removing it. */
  assumedMargin: number;
}

/**
 * The margin a regional bookmaker typically builds into one price of a market (docs/decisions/005): about 5 %
 * on 1X2 and double chance, more on goal markets, much more on half-time/full-time and combinations.
 */
export function assumedMargin(pick: Pick | undefined, odds: number): number {
  const base = (() => {
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
      case 'combo':
        return 0.1;
      default:
        return 0.07;
    }
  })();
  // Long shots carry more of the margin than favourites (the favourite-longshot bias).
  return base + (odds > 4 ? Math.min(0.06, (odds - 4) * 0.01) : 0);
}

/** How likely the leg is: the market's price without its margin, or the historical base rate without odds. */
export function legChance(leg: Leg): LegChance {
  if (!leg.defaulted?.odds && leg.odds > 1) {
    const margin = assumedMargin(leg.parsed, leg.odds);
    const implied = 1 / leg.odds;
    return {
      chance: Math.min(0.99, implied / (1 + margin)),
      implied,
      source: 'market',
      assumedMargin: margin,
    };
  }
  const rate = leg.parsed ? baseRate(leg.parsed) : null;
  return { chance: rate, implied: null, source: rate === null ? 'none' : 'base-rate', assumedMargin: 0 };
}

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
