// Scores of home/draw/away forecasts and the bookmaker's margin removal.

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
}

/**
 * Calibration by decile: all (probability, happened) pairs of the three outcomes, sorted by probability and
 * cut into ten groups of equal size; each group's mean forecast against its observed frequency.
 */
export function calibration(pairs: [number, number][], groups = 10): CalibrationRow[] {
  const sorted = [...pairs].sort((a, b) => a[0] - b[0]);
  const rows: CalibrationRow[] = [];
  for (let g = 0; g < groups; g++) {
    const slice = sorted.slice(
      Math.floor((g * sorted.length) / groups),
      Math.floor(((g + 1) * sorted.length) / groups),
    );
    if (!slice.length) continue;
    rows.push({
      from: slice[0][0],
      to: slice[slice.length - 1][0],
      n: slice.length,
      predicted: slice.reduce((s, x) => s + x[0], 0) / slice.length,
      observed: slice.reduce((s, x) => s + x[1], 0) / slice.length,
    });
  }
  return rows;
}
