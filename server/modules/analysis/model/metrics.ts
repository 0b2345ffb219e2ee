// Scores of home/draw/away forecasts and the bookmaker's margin removal.
import { seededRandom } from '../../../lib/seeded-random';

export type Probs = [number, number, number];
/** 0 home win, 1 draw, 2 away win. */
export type ResultIndex = 0 | 1 | 2;

export const resultIndex = (hg: number, ag: number): ResultIndex => (hg > ag ? 0 : hg === ag ? 1 : 2);

/** Ranked probability score of an ordered three-way forecast (0 best, 1 worst). */
export function rps(p: Probs, o: ResultIndex): number {
  const c1 = p[0] - (o === 0 ? 1 : 0);
  const c2 = p[0] + p[1] - (o <= 1 ? 1 : 0);
  return (c1 * c1 + c2 * c2) / 2;
}

/** Multi-class Brier score: squared error summed over the three outcomes (0 best, 2 worst). */
export function brier(p: Probs, o: ResultIndex): number {
  return p.reduce((s, q, i) => s + (q - (i === o ? 1 : 0)) ** 2, 0);
}

/** Negative natural log of the probability given to what happened. */
export function logLoss(p: Probs, o: ResultIndex): number {
  return -Math.log(Math.max(1e-12, p[o]));
}

export interface Scores {
  n: number;
  rps: number;
  brier: number;
  logLoss: number;
}

export class ScoreSum {
  n = 0;
  private r = 0;
  private b = 0;
  private l = 0;
  add(p: Probs, o: ResultIndex): void {
    this.n++;
    this.r += rps(p, o);
    this.b += brier(p, o);
    this.l += logLoss(p, o);
  }
  get scores(): Scores {
    const n = Math.max(1, this.n);
    return { n: this.n, rps: this.r / n, brier: this.b / n, logLoss: this.l / n };
  }
}

/**
 * Removes the margin from a full set of decimal odds by the power method: find k with Σ (1/odds)^k = 1, so
 * long shots lose more of their implied probability than favourites (the favourite–longshot bias).
 */
export function powerDemargin(odds: number[]): number[] {
  const implied = odds.map((o) => 1 / o);
  let lo = 0.5;
  let hi = 2;
  for (let i = 0; i < 60; i++) {
    const k = (lo + hi) / 2;
    const s = implied.reduce((t, q) => t + q ** k, 0);
    if (s > 1) lo = k;
    else hi = k;
  }
  const k = (lo + hi) / 2;
  const p = implied.map((q) => q ** k);
  const s = p.reduce((a, b) => a + b, 0);
  return p.map((q) => q / s);
}

/**
 * The inverse of `powerDemargin`: prices for a full market of probabilities `p` carrying the overround
 * `margin`, as a bookmaker pricing by the power method would (find e with Σ p^e = 1 + margin; odds = 1/p^e).
 */
export function powerPrices(p: number[], margin: number): number[] {
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 60; i++) {
    const e = (lo + hi) / 2;
    if (p.reduce((t, q) => t + q ** e, 0) > 1 + margin) lo = e;
    else hi = e;
  }
  const e = (lo + hi) / 2;
  return p.map((q) => 1 / q ** e);
}

/** Linear pool: weight `w` on the model, the rest on the market. Keeps every market's sums (1X = 1 + X). */
export function blend(model: number, market: number, w: number): number {
  return w * model + (1 - w) * market;
}

export interface CalibrationRow {
  from: number;
  to: number;
  n: number;
  predicted: number;
  observed: number;
  /** Standard error of `observed` if the forecasts were exactly right: √Σ p(1 − p) / n. */
  se: number;
}

/** Home, draw and away forecasts on their own: mean forecast against observed frequency. */
export interface OutcomeRow {
  n: number;
  predicted: number;
  observed: number;
  se: number;
}

export interface Calibration {
  /** All home/draw/away forecasts sorted by probability and cut into ten groups of equal size. */
  deciles: CalibrationRow[];
  /** The largest |observed − predicted| over the deciles. */
  worst: number;
  outcomes: [OutcomeRow, OutcomeRow, OutcomeRow];
  /**
   * What sampling alone does to `worst`: outcomes drawn from the forecasts themselves (a perfectly calibrated
   * forecaster of these same matches), `sims` times. `percentile` is the share of draws whose worst decile is
   * below the real one; `overTarget` the share above `target`.
   */
  noise: {
    sims: number;
    median: number;
    p95: number;
    target: number;
    overTarget: number;
    percentile: number;
  };
}

const groupRow = (probs: number[], hits: number[]): Omit<CalibrationRow, 'from' | 'to'> => {
  const n = probs.length;
  const predicted = probs.reduce((s, q) => s + q, 0) / n;
  const variance = probs.reduce((s, q) => s + q * (1 - q), 0);
  return { n, predicted, observed: hits.reduce((s, y) => s + y, 0) / n, se: Math.sqrt(variance) / n };
};

/**
 * Calibration of three-way forecasts: by decile of all forecasts, by outcome, and the spread a perfectly
 * calibrated forecaster would show on the same matches (the decile table alone cannot tell a real bias from
 * sampling noise: with about 1,800 forecasts a decile, one standard error is about a point).
 */
export function calibration(
  forecasts: Probs[],
  outcomes: ResultIndex[],
  { groups = 10, sims = 1000, seed = 1, target = 0.02 } = {},
): Calibration {
  const probs = forecasts.flat();
  const order = probs.map((_, i) => i).sort((a, b) => probs[a] - probs[b]);
  const bounds = Array.from({ length: groups + 1 }, (_, g) => Math.floor((g * order.length) / groups));
  const slices = bounds
    .slice(0, -1)
    .map((b, g) => order.slice(b, bounds[g + 1]))
    .filter((s) => s.length);
  const worstOf = (hit: (i: number) => number) =>
    Math.max(...slices.map((s) => Math.abs(s.reduce((t, i) => t + hit(i) - probs[i], 0) / s.length)));
  const real = (i: number) => (outcomes[Math.floor(i / 3)] === i % 3 ? 1 : 0);

  const random = seededRandom(seed);
  const drawn = new Uint8Array(forecasts.length);
  const simulated: number[] = [];
  for (let k = 0; k < sims; k++) {
    forecasts.forEach((p, m) => {
      const u = random();
      drawn[m] = u < p[0] ? 0 : u < p[0] + p[1] ? 1 : 2;
    });
    simulated.push(worstOf((i) => (drawn[Math.floor(i / 3)] === i % 3 ? 1 : 0)));
  }
  simulated.sort((a, b) => a - b);
  const worst = worstOf(real);
  const share = (f: (x: number) => boolean) => (sims ? simulated.filter(f).length / sims : NaN);
  const at = (q: number) => simulated[Math.min(sims - 1, Math.floor(q * sims))] ?? NaN;

  return {
    deciles: slices.map((s) => ({
      from: probs[s[0]],
      to: probs[s[s.length - 1]],
      ...groupRow(
        s.map((i) => probs[i]),
        s.map(real),
      ),
    })),
    worst,
    outcomes: ([0, 1, 2] as const).map((o) =>
      groupRow(
        forecasts.map((p) => p[o]),
        outcomes.map((y) => (y === o ? 1 : 0)),
      ),
    ) as Calibration['outcomes'],
    noise: {
      sims,
      median: at(0.5),
      p95: at(0.95),
      target,
      overTarget: share((x) => x > target),
      percentile: share((x) => x < worst),
    },
  };
}
