import { describe, expect, it } from 'vitest';
import { PICK_FAMILIES, type SinglePriceExponents } from '../../server/modules/analysis/leg-chance';
import {
  fitSinglePrice,
  singlePriceFile,
  singlePriceObservations,
  singlePriceScores,
  type EvalRow,
  type SingleObs,
} from './evaluate';
import { seededRandom } from '../../server/lib/seeded-random';
import type { MatchRow } from '../../server/modules/analysis/model/results';

const same = (k: number): SinglePriceExponents =>
  Object.fromEntries(PICK_FAMILIES.map((f) => [f, k])) as SinglePriceExponents;

/** Observations of every family whose full-market chance is exactly (1/odds)^k, results drawn from it. */
function synthetic(season: string, k: number, n = 400, seed = 3): SingleObs[] {
  const random = seededRandom(seed);
  return PICK_FAMILIES.flatMap((family) =>
    Array.from({ length: n }, () => {
      const odds = 1.1 + 8 * random();
      const full = (1 / odds) ** k;
      return { family, season, odds, full, happened: random() < full };
    }),
  );
}

describe('single-price evaluation', () => {
  it('reads both sides of 1X2 and over/under 2.5 from a row, each market summing to one', () => {
    const match = { season: '2024-25', date: '2024-08-10', hg: 2, ag: 1 } as MatchRow;
    const row: EvalRow = { match, file: 'x.csv', odds: [1.9, 3.5, 4.2], oddsKind: 'b365', ou: [1.8, 2.0] };
    const obs = singlePriceObservations([row]);
    expect(obs.map((o) => o.family)).toEqual(['home', 'draw', 'away', 'over25', 'under25']);
    expect(obs.slice(0, 3).reduce((s, o) => s + o.full, 0)).toBeCloseTo(1, 9);
    expect(obs[3].full + obs[4].full).toBeCloseTo(1, 9);
    expect(obs.map((o) => o.happened)).toEqual([true, false, false, true, false]);
    expect(obs[3].odds).toBe(1.8);
  });

  it('recovers the exponent the full market was made with', () => {
    const fit = fitSinglePrice(synthetic('2023-24', 1.07));
    for (const f of PICK_FAMILIES) expect(fit[f]).toBeCloseTo(1.07, 4);
  });

  it('scores single = full with the right exponent, and worse with a wrong one', () => {
    const obs = synthetic('2024-25', 1.08);
    for (const s of singlePriceScores(obs, same(1.08))) {
      expect(s.single).toBeCloseTo(s.full, 12);
      expect(s.gap).toBeLessThan(1e-12);
      expect(s.n).toBe(400);
    }
    for (const s of singlePriceScores(obs, same(1.2))) expect(s.gap).toBeGreaterThan(0.005);
  });

  it('fits on the earliest season only and leaves the later ones for checking', () => {
    const file = singlePriceFile([...synthetic('2024-25', 1.15, 400, 5), ...synthetic('2023-24', 1.05)]);
    expect(file.fitted.season).toBe('2023-24');
    expect(file.fitted.checked).toEqual(['2024-25']);
    for (const f of PICK_FAMILIES) {
      expect(file.families[f].exponent).toBeCloseTo(1.05, 3);
      expect(file.families[f].n).toBe(400);
    }
    // The margin a typical two-way market loses at that exponent: 2 · (½)^(1/k) − 1.
    expect(file.families.over25.margin).toBeCloseTo(2 * 0.5 ** (1 / 1.05) - 1, 4);
  });
});
