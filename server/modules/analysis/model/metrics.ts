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
 * How much of the power method's margin a football draw carries, relative to home and away wins
 * (docs/decisions/005). On the 6,066 priced matches of the odds files the plain power method (share 1)
 * forecast 24.0 % draws where 26.0 % happened, in every league and both seasons, while draws lost bettors
 * 1.5 % of their stakes against 8 % on home and 16 % on away wins: bookmakers load the margin on the two
 * wins. Fitted on 2023-24 by ranked probability score (0.1–0.25 equally good), checked on 2024-25. A share of
 * 0 or more never prices a draw above its own implied probability, so no draw is ever shown as value.
 */
export const DRAW_MARGIN_SHARE = 0.15;
/** Margin shares of a football 1X2 market: home, draw, away. */
export const FOOTBALL_1X2_SHARES: readonly number[] = [1, DRAW_MARGIN_SHARE, 1];

/** Outcome i's power-method exponent for the common exponent k: 1 + (k − 1) · share_i. */
const exponent = (k: number, share = 1) => 1 + (k - 1) * share;

/** The x in [lo, hi] where an increasing `f` crosses 0 (bisection). */
function solveIncreasing(f: (x: number) => number, lo: number, hi: number): number {
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (f(mid) > 0) hi = mid;
    else lo = mid;
  }
  return (lo + hi) / 2;
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/**
 * Removes the margin from a full set of decimal odds by the power method: p_i = (1/odds_i)^e_i with
 * e_i = 1 + (k − 1) · share_i and k such that the p_i sum to 1, so long shots lose more of their implied
 * probability than favourites (the favourite–longshot bias). Equal shares are the plain power method; a
 * football 1X2 market takes `FOOTBALL_1X2_SHARES`.
 */
export function powerDemargin(odds: number[], shares: readonly number[] = []): number[] {
  const implied = odds.map((o) => 1 / o);
  const at = (k: number) => implied.map((q, i) => q ** exponent(k, shares[i]));
  const p = at(solveIncreasing((k) => 1 - sum(at(k)), 0.5, 3));
  const total = sum(p);
  return p.map((q) => q / total);
}

/**
 * The inverse of `powerDemargin`: prices for a full market of probabilities `p` carrying the overround
 * `margin`, as a bookmaker pricing by the power method would (find k with Σ p_i^(1/e_i) = 1 + margin;
 * odds_i = 1 / p_i^(1/e_i)).
 */
export function powerPrices(p: number[], margin: number, shares: readonly number[] = []): number[] {
  const implied = (k: number) => p.map((q, i) => q ** (1 / exponent(k, shares[i])));
  const k = solveIncreasing((k) => sum(implied(k)) - (1 + margin), 1, 10);
  return implied(k).map((q) => 1 / q);
}

/**
 * The exponents that take the overround `margin` out of a typical market of equally priced outcomes, one per
 * share (docs/decisions/005): with one price on a ticket the market is unknown, so each outcome of a market
 * with n prices of (1 + margin) / n is de-margined as the full method would.
 */
export function typicalExponents(margin: number, shares: readonly number[]): number[] {
  const q = (1 + margin) / shares.length;
  const k = solveIncreasing((k) => 1 - sum(shares.map((s) => q ** exponent(k, s))), 1, 3);
  return shares.map((s) => exponent(k, s));
}

/**
 * The overround of the typical market whose exponent for outcome `index` is `exponent`: the inverse of
 * `typicalExponents`, so a fitted single-price exponent can be shown as the margin it takes out.
 */
export function typicalMargin(exponent: number, shares: readonly number[], index: number): number {
  return solveIncreasing((m) => typicalExponents(m, shares)[index] - exponent, 0, 0.5);
}

/** Linear pool: weight `w` on the model, the rest on the market. Keeps every market's sums (1X = 1 + X). */
export function blend(model: number, market: number, w: number): number {
  return w * model + (1 - w) * market;
}

/** A group of forecasts: their mean against the observed frequency. */
export interface CalibrationGroup {
  n: number;
  predicted: number;
  observed: number;
  /** Standard error of `observed` if the forecasts were exactly right: √Σ p(1 − p) / n. */
  se: number;
}

/** A decile: its group and the range of its forecasts. */
export interface CalibrationRow extends CalibrationGroup {
  from: number;
  to: number;
}

export interface Calibration {
  /** All home/draw/away forecasts sorted by probability and cut into ten groups of equal size. */
  deciles: CalibrationRow[];
  /** The largest |observed − predicted| over the deciles. */
  worst: number;
  /** Home, draw and away forecasts on their own. */
  outcomes: [CalibrationGroup, CalibrationGroup, CalibrationGroup];
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

const group = (probs: number[], hits: number[]): CalibrationGroup => {
  const n = probs.length;
  const predicted = probs.reduce((s, q) => s + q, 0) / n;
  const variance = probs.reduce((s, q) => s + q * (1 - q), 0);
  return { n, predicted, observed: hits.reduce((s, y) => s + y, 0) / n, se: Math.sqrt(variance) / n };
};

/**
 * Calibration of yes/no forecasts: sorted by probability and cut into `groups` groups of equal size. `alongside`
 * (another forecast of the same events) gets its mean over each group, to compare two forecasters group by group.
 */
export function binaryCalibration(
  probs: number[],
  hits: boolean[],
  groups = 10,
  alongside: number[] = probs,
): (CalibrationRow & { alongside: number })[] {
  const order = probs.map((_, i) => i).sort((a, b) => probs[a] - probs[b]);
  const mean = (xs: number[], s: number[]) => s.reduce((t, i) => t + xs[i], 0) / s.length;
  return Array.from({ length: groups }, (_, g) =>
    order.slice(Math.floor((g * order.length) / groups), Math.floor(((g + 1) * order.length) / groups)),
  )
    .filter((s) => s.length)
    .map((s) => ({
      from: probs[s[0]],
      to: probs[s[s.length - 1]],
      ...group(
        s.map((i) => probs[i]),
        s.map((i) => (hits[i] ? 1 : 0)),
      ),
      alongside: mean(alongside, s),
    }));
}

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
  // Forecast i is outcome i % 3 of match i / 3: 1 when that outcome happened.
  const hitIn = (results: ArrayLike<number>) => (i: number) => (results[Math.floor(i / 3)] === i % 3 ? 1 : 0);
  const real = hitIn(outcomes);

  const random = seededRandom(seed);
  const drawn = new Uint8Array(forecasts.length);
  const simulated: number[] = [];
  for (let k = 0; k < sims; k++) {
    forecasts.forEach((p, m) => {
      const u = random();
      drawn[m] = u < p[0] ? 0 : u < p[0] + p[1] ? 1 : 2;
    });
    simulated.push(worstOf(hitIn(drawn)));
  }
  simulated.sort((a, b) => a - b);
  const worst = worstOf(real);
  const share = (f: (x: number) => boolean) => (sims ? simulated.filter(f).length / sims : NaN);
  const at = (q: number) => simulated[Math.min(sims - 1, Math.floor(q * sims))] ?? NaN;

  return {
    deciles: slices.map((s) => ({
      from: probs[s[0]],
      to: probs[s[s.length - 1]],
      ...group(
        s.map((i) => probs[i]),
        s.map(real),
      ),
    })),
    worst,
    outcomes: ([0, 1, 2] as const).map((o) =>
      group(
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
