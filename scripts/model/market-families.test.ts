import { describe, expect, it } from 'vitest';
import { DEFAULT_PARAMS } from '../../server/modules/analysis/model/elo';
import { halfGrid } from '../../server/modules/analysis/model/goals';
import { pickProbability } from '../../server/modules/analysis/model/markets';
import type { Prediction } from './evaluate';
import { MARKET_FAMILIES, observedOutcome, scoreFamilies } from './market-families';

const played = (hthg: number, htag: number, hg: number, ag: number, season = '2024-25') =>
  ({
    row: { match: { hg, ag, hthg, htag, season }, ou: null },
    market: null,
    expected: { home: 1.5, away: 1.1 },
  }) as unknown as Prediction;

describe('market families of model:eval', () => {
  it('each family’s outcomes cover every score exactly once, by the rules that settle a ticket', () => {
    for (let a = 0; a <= 3; a++)
      for (let b = 0; b <= 3; b++)
        for (let c = 0; c <= 3; c++)
          for (let d = 0; d <= 3; d++)
            for (const family of MARKET_FAMILIES)
              expect(observedOutcome(family, played(a, b, a + c, b + d)), family.name).not.toBeNull();
    // 2:1 after 0:1 at half-time: away at the break, home at the end, a one-goal home margin.
    const names = Object.fromEntries(
      MARKET_FAMILIES.map((f) => [f.name, observedOutcome(f, played(0, 1, 2, 1))]),
    );
    expect(names).toMatchObject({
      '1X2': 0,
      'handicap (goal diff.)': 3,
      'half-time/full-time': 6,
      'home team goals 0/1/2/3+': 2,
      BTTS: 1,
    });
  });

  it('the model’s chances of a family’s outcomes add up to one (the outcomes split the score grid)', () => {
    const grid = halfGrid(1.6, 1.2, DEFAULT_PARAMS);
    for (const family of MARKET_FAMILIES) {
      const sum = family.outcomes.reduce((s, pick) => s + (pickProbability(grid, pick) ?? NaN), 0);
      expect(sum, family.name).toBeCloseTo(1, 6);
    }
  });

  it('the base rate is each outcome’s share in the earlier matches, never in the scored ones; no RPS for HT/FT', () => {
    const scored = [played(1, 0, 2, 0), played(0, 0, 1, 1), played(0, 1, 0, 2)];
    // Earlier: a home win and a draw, so the base forecast is (1.5, 1.5, 0.5) / 3.5 (half a match added to each).
    const earlier = [played(1, 0, 1, 0, '2023-24'), played(0, 0, 0, 0, '2023-24')];
    const results = scoreFamilies(scored, earlier, DEFAULT_PARAMS);
    const oneXTwo = results.find((r) => r.family.name === '1X2')!;
    // Brier of (3/7, 3/7, 1/7) against home, draw, away: (26 + 26 + 54) / 49, averaged over three matches.
    expect(oneXTwo.base.brier).toBeCloseTo(106 / 147, 10);
    expect(oneXTwo.model.n).toBe(3);
    expect(oneXTwo.priced).toBeNull();
    expect(results.find((r) => r.family.name === 'half-time/full-time')!.model.rps).toBeNull();
  });
});
