import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../lib/seeded-random';
import {
  binaryCalibration,
  blend,
  brier,
  calibration,
  FOOTBALL_1X2_SHARES,
  logLoss,
  powerDemargin,
  powerPrices,
  rps,
  typicalExponents,
  typicalMargin,
  type Probs,
  type ResultIndex,
} from './metrics';

describe('forecast scores', () => {
  it('scores a sure, right forecast 0 and ranks near misses better than far ones', () => {
    expect(rps([1, 0, 0], 0)).toBe(0);
    expect(brier([1, 0, 0], 0)).toBe(0);
    expect(rps([0, 1, 0], 0)).toBeLessThan(rps([0, 0, 1], 0));
    expect(rps([0, 0, 1], 0)).toBe(1);
    expect(logLoss([0.5, 0.25, 0.25], 1)).toBeCloseTo(Math.log(4), 9);
  });

  it('removes the margin so prices sum to 1, taking more from long shots', () => {
    const odds = [1.5, 4.2, 6.5];
    const p = powerDemargin(odds);
    expect(p.reduce((s, x) => s + x, 0)).toBeCloseTo(1, 9);
    const basic = odds.map((o) => 1 / o / odds.reduce((s, q) => s + 1 / q, 0));
    expect(p[0]).toBeGreaterThan(basic[0]);
    expect(p[2]).toBeLessThan(basic[2]);
  });

  it('prices a market and takes the margin back out, the draw keeping more of its price than the wins', () => {
    const p = [0.45, 0.28, 0.27];
    const odds = powerPrices(p, 0.05, FOOTBALL_1X2_SHARES);
    expect(odds.reduce((s, o) => s + 1 / o, 0)).toBeCloseTo(1.05, 9);
    powerDemargin(odds, FOOTBALL_1X2_SHARES).forEach((q, i) => expect(q).toBeCloseTo(p[i], 9));
    const kept = p.map((q, i) => q * odds[i]);
    expect(kept[1]).toBeGreaterThan(kept[2]);
    expect(kept[1]).toBeLessThan(1);
  });

  it('states an exponent as the margin of a typical market, the inverse of typicalExponents', () => {
    for (const shares of [[1, 1], FOOTBALL_1X2_SHARES])
      shares.forEach((_, i) => {
        const k = typicalExponents(0.063, shares)[i];
        expect(typicalMargin(k, shares, i)).toBeCloseTo(0.063, 9);
      });
  });

  it('blends linearly', () => {
    expect(blend(0.6, 0.4, 0.25)).toBeCloseTo(0.45, 9);
  });
});

describe('calibration', () => {
  // 3,000 matches with varied forecasts, and results drawn from a (possibly different) truth.
  const random = seededRandom(7);
  const forecasts: Probs[] = Array.from({ length: 3000 }, () => {
    const home = 0.15 + 0.6 * random();
    const draw = 0.22 + 0.08 * random();
    return [home, draw, 1 - home - draw];
  });
  const resultsFrom = (truth: (p: Probs) => Probs): ResultIndex[] =>
    forecasts.map((p) => {
      const [h, d] = truth(p);
      const u = random();
      return u < h ? 0 : u < h + d ? 1 : 2;
    });

  it('cuts all forecasts into ten equal deciles and compares each with what happened', () => {
    const c = calibration(
      forecasts,
      resultsFrom((p) => p),
      { sims: 0 },
    );
    expect(c.deciles).toHaveLength(10);
    expect(c.deciles.every((r) => r.n === 900)).toBe(true);
    expect(c.deciles[0].to).toBeLessThanOrEqual(c.deciles[1].from);
    // One standard error of a decile of 900 forecasts is a point or two.
    expect(c.deciles[5].se).toBeGreaterThan(0.01);
    expect(c.deciles[5].se).toBeLessThan(0.02);
  });

  it('groups yes/no forecasts by probability and compares them with what happened', () => {
    const probs = [0.9, 0.1, 0.2, 0.8, 0.5, 0.6];
    const hits = [true, false, true, true, false, false];
    const rows = binaryCalibration(probs, hits, 3, [0.85, 0.15, 0.2, 0.75, 0.5, 0.6]);
    expect(rows.map((r) => [r.from, r.to, r.n])).toEqual([
      [0.1, 0.2, 2],
      [0.5, 0.6, 2],
      [0.8, 0.9, 2],
    ]);
    expect(rows[0].predicted).toBeCloseTo(0.15, 12);
    expect(rows[0].observed).toBe(0.5);
    expect(rows[2].observed).toBe(1);
    expect(rows[2].alongside).toBeCloseTo(0.8, 12);
    expect(binaryCalibration(probs, hits, 1)[0].observed).toBe(0.5);
  });

  it('tells sampling noise from a real bias', () => {
    const honest = calibration(
      forecasts,
      resultsFrom((p) => p),
      { sims: 300 },
    );
    expect(honest.noise.percentile).toBeLessThan(0.99);
    expect(Math.abs(honest.outcomes[1].observed - honest.outcomes[1].predicted)).toBeLessThan(
      3 * honest.outcomes[1].se,
    );
    // Draws happen 6 points more often than forecast, taken from the away side.
    const biased = calibration(
      forecasts,
      resultsFrom(([h, d, a]) => [h, d + 0.06, a - 0.06]),
      { sims: 300 },
    );
    // The draw line shows it plainly; the pooled deciles, where draws mix with the rest, less so.
    expect(biased.outcomes[1].observed - biased.outcomes[1].predicted).toBeGreaterThan(
      5 * biased.outcomes[1].se,
    );
    expect(biased.noise.percentile).toBeGreaterThan(0.95);
  });
});
