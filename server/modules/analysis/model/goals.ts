// Ratings difference → expected goals → a Dixon–Coles score distribution, with each half modelled apart.

/** Goals per team per half counted in the half-time grid (0..HALF_MAX); the rest is below 0.1 %. */
export const HALF_MAX = 8;
/** Goals per team counted in the full-time matrix (0..FT_MAX). */
export const FT_MAX = 10;

export interface GoalParams {
  /** Slope of log expected goals per 400 rating points of difference. */
  beta: number;
  /** Dixon–Coles low-score dependence (negative: more 0-0 and 1-1 than independent Poisson). */
  rho: number;
  /** Share of a team's expected goals scored in the first half. */
  htShare: number;
}

export interface LeagueGoals {
  /** log expected home and away goals between equally rated teams (learnt online per league). */
  logHome: number;
  logAway: number;
}

/**
 * Expected home and away goals from the two ratings (no home advantage in the difference: the league's home
 * and away intercepts already carry it) and the two teams' goal tempo (log scale, both sides alike).
 */
export function expectedGoals(
  ratingHome: number,
  ratingAway: number,
  league: LeagueGoals,
  beta: number,
  tempo = 0,
): { home: number; away: number } {
  const d = (ratingHome - ratingAway) / 400;
  return {
    home: Math.exp(league.logHome + beta * d + tempo),
    away: Math.exp(league.logAway - beta * d + tempo),
  };
}

export function poisson(lambda: number, max: number): Float64Array {
  const p = new Float64Array(max + 1);
  p[0] = Math.exp(-lambda);
  for (let k = 1; k <= max; k++) p[k] = (p[k - 1] * lambda) / k;
  return p;
}

/** Dixon–Coles factor for a full-time score; it only touches 0-0, 1-0, 0-1 and 1-1 and keeps the total at 1. */
export function tau(x: number, y: number, lh: number, la: number, rho: number): number {
  if (x > 1 || y > 1) return 1;
  const t =
    x === 0 && y === 0 ? 1 - lh * la * rho : x === 0 ? 1 + lh * rho : y === 0 ? 1 + la * rho : 1 - rho;
  return Math.max(0, t);
}

/** The largest |rho| that keeps every Dixon–Coles factor non-negative for these rates. */
export function safeRho(lh: number, la: number, rho: number): number {
  const limit = rho < 0 ? Math.min(1 / lh, 1 / la, 1) : Math.min(1 / (lh * la), 1);
  return Math.sign(rho) * Math.min(Math.abs(rho), limit * 0.999);
}

/** Full-time score matrix m[h * (FT_MAX+1) + a], normalised to sum 1. */
export function scoreMatrix(lh: number, la: number, rho: number): Float64Array {
  const n = FT_MAX + 1;
  const ph = poisson(lh, FT_MAX);
  const pa = poisson(la, FT_MAX);
  const r = safeRho(lh, la, rho);
  const m = new Float64Array(n * n);
  let total = 0;
  for (let h = 0; h < n; h++)
    for (let a = 0; a < n; a++) {
      const v = ph[h] * pa[a] * (h < 2 && a < 2 ? tau(h, a, lh, la, r) : 1);
      m[h * n + a] = v;
      total += v;
    }
  for (let i = 0; i < m.length; i++) m[i] /= total;
  return m;
}

/** Home win, draw, away win from the full-time matrix; the fast path used while fitting. */
export function resultProbs(lh: number, la: number, rho: number): [number, number, number] {
  const n = FT_MAX + 1;
  const ph = poisson(lh, FT_MAX);
  const pa = poisson(la, FT_MAX);
  const r = safeRho(lh, la, rho);
  let home = 0;
  let draw = 0;
  let away = 0;
  for (let h = 0; h < n; h++) {
    const x = ph[h];
    for (let a = 0; a < n; a++) {
      let v = x * pa[a];
      if (h < 2 && a < 2) v *= tau(h, a, lh, la, r);
      if (h > a) home += v;
      else if (h === a) draw += v;
      else away += v;
    }
  }
  const t = home + draw + away;
  return [home / t, draw / t, away / t];
}

/** Probability of at least `min` goals in the match (over/under lines: "over 2.5" is min 3). */
export function totalAtLeast(lh: number, la: number, rho: number, min: number): number {
  const m = scoreMatrix(lh, la, rho);
  const n = FT_MAX + 1;
  let p = 0;
  for (let h = 0; h < n; h++) for (let a = 0; a < n; a++) if (h + a >= min) p += m[h * n + a];
  return p;
}

/**
 * The joint distribution of both halves' scores: goals in each half are Poisson with the half's share of the
 * expected goals, and each cell is weighted by the Dixon–Coles factor of its full-time score, so the full-time
 * marginal is the Dixon–Coles matrix. Cells are parallel arrays (first-half home/away, second-half home/away,
 * probability), normalised to sum 1.
 */
export interface HalfGrid {
  h1h: Uint8Array;
  h1a: Uint8Array;
  h2h: Uint8Array;
  h2a: Uint8Array;
  p: Float64Array;
}

export function halfGrid(lh: number, la: number, params: GoalParams): HalfGrid {
  const n = HALF_MAX + 1;
  const s = params.htShare;
  const a1 = poisson(lh * s, HALF_MAX);
  const b1 = poisson(la * s, HALF_MAX);
  const a2 = poisson(lh * (1 - s), HALF_MAX);
  const b2 = poisson(la * (1 - s), HALF_MAX);
  const r = safeRho(lh, la, params.rho);
  const size = n ** 4;
  const grid: HalfGrid = {
    h1h: new Uint8Array(size),
    h1a: new Uint8Array(size),
    h2h: new Uint8Array(size),
    h2a: new Uint8Array(size),
    p: new Float64Array(size),
  };
  let i = 0;
  let total = 0;
  for (let w = 0; w < n; w++)
    for (let x = 0; x < n; x++)
      for (let y = 0; y < n; y++)
        for (let z = 0; z < n; z++) {
          const fh = w + y;
          const fa = x + z;
          const v = a1[w] * b1[x] * a2[y] * b2[z] * (fh < 2 && fa < 2 ? tau(fh, fa, lh, la, r) : 1);
          grid.h1h[i] = w;
          grid.h1a[i] = x;
          grid.h2h[i] = y;
          grid.h2a[i] = z;
          grid.p[i] = v;
          total += v;
          i++;
        }
  for (let j = 0; j < size; j++) grid.p[j] /= total;
  return grid;
}
