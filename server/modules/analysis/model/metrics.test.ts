import { describe, expect, it } from 'vitest';
import { blend, brier, calibration, logLoss, powerDemargin, rps } from './metrics';

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

  it('blends linearly and bins calibration in equal deciles', () => {
    expect(blend(0.6, 0.4, 0.25)).toBeCloseTo(0.45, 9);
    const pairs: [number, number][] = Array.from({ length: 100 }, (_, i) => [i / 100, i % 2]);
    const rows = calibration(pairs);
    expect(rows).toHaveLength(10);
    expect(rows.every((r) => r.n === 10)).toBe(true);
    expect(rows[0].predicted).toBeCloseTo(0.045, 9);
  });
});
