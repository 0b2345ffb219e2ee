// Walk-forward evaluation on files in the odds format (../shared/data/football/odds): each match is predicted
// only from the results dated before it, then learnt. The odds files are read at evaluation time and never
// shipped (their licence is unverified; see server/data/football/SOURCES.md).
import { readFileSync } from 'node:fs';
import { RatingModel, type ModelParams } from '../../server/modules/analysis/model/elo';
import {
  blend,
  calibration,
  FOOTBALL_1X2_SHARES,
  powerDemargin,
  resultIndex,
  ScoreSum,
  type Calibration,
  type Probs,
  type ResultIndex,
  type Scores,
  typicalMargin,
} from '../../server/modules/analysis/model/metrics';
import { totalAtLeast } from '../../server/modules/analysis/model/goals';
import {
  PICK_FAMILIES,
  singlePriceChance,
  type PickFamily,
  type SinglePriceFamily,
  type SinglePriceFile,
  type SinglePriceExponents,
} from '../../server/modules/analysis/leg-chance';
import {
  csvFiles,
  loadMatches,
  parseCsv,
  sortByDate,
  toMatch,
  RESULTS_DIR,
  type MatchRow,
} from '../../server/modules/analysis/model/results';

export interface EvalRow {
  match: MatchRow;
  file: string;
  /** Bet365 1X2 odds, or the market average where Bet365 is missing; null when neither is there. */
  odds: [number, number, number] | null;
  oddsKind: 'b365' | 'avg' | null;
  /** Over/under 2.5 goals odds (Bet365, else market average), when present. */
  ou: [number, number] | null;
}

export interface Prediction {
  row: EvalRow;
  outcome: ResultIndex;
  model: Probs;
  /** De-margined odds (power method, the draw's smaller share); null without odds. */
  market: Probs | null;
  /** Over 2.5 goals: the model's probability, the de-margined price's (null without odds), what happened. */
  over25: { model: number; market: number | null; happened: boolean };
  /** The model's expected goals, from which every other market is priced (model/goals.ts halfGrid). */
  expected: { home: number; away: number };
}

const odds3 = (r: Record<string, string>, prefix: string): [number, number, number] | null => {
  const o = ['home', 'draw', 'away'].map((s) => Number(r[`${prefix}_${s}`] || NaN));
  return o.every((x) => Number.isFinite(x) && x > 1) ? (o as [number, number, number]) : null;
};

const odds2 = (r: Record<string, string>, prefix: string): [number, number] | null => {
  const o = ['over25', 'under25'].map((s) => Number(r[`${prefix}_${s}`] || NaN));
  return o.every((x) => Number.isFinite(x) && x > 1) ? (o as [number, number]) : null;
};

/** Rows of odds-format files (paths may be files or directories). */
export function readOddsRows(paths: string[]): EvalRow[] {
  const rows: EvalRow[] = [];
  for (const file of csvFiles(paths)) {
    for (const r of parseCsv(readFileSync(file, 'utf8'))) {
      const match = toMatch(r);
      if (!match) continue;
      const b365 = odds3(r, 'odds');
      const avg = b365 ? null : odds3(r, 'avg');
      const ou = odds2(r, 'odds') ?? odds2(r, 'avg');
      rows.push({ match, file, odds: b365 ?? avg, oddsKind: b365 ? 'b365' : avg ? 'avg' : null, ou });
    }
  }
  return sortByDate(rows.map((r) => ({ ...r, date: r.match.date }))).map(({ date: _date, ...r }) => r);
}

const dayDiff = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / 86_400_000;

/**
 * Predict every row from what came before its date, then learn. The model learns from the shipped results and
 * from the evaluated rows that the results do not already hold (same teams within three days), so files of
 * later seasons than the results are evaluated walk-forward too.
 */
export function walkForward(
  rows: EvalRow[],
  params: ModelParams,
  results: MatchRow[] = loadMatches([RESULTS_DIR]),
  /** Learn no result after this date (ISO): the ratings a product would have without any results update. */
  learnUntil?: string,
): Prediction[] {
  const known = new Map<string, string[]>();
  const pairKey = (m: MatchRow) => `${m.homeKey}|${m.awayKey}`;
  const isKnown = (m: MatchRow) => (known.get(pairKey(m)) ?? []).some((d) => dayDiff(d, m.date) <= 3);
  const remember = (m: MatchRow) => {
    const list = known.get(pairKey(m));
    if (list) list.push(m.date);
    else known.set(pairKey(m), [m.date]);
  };
  for (const m of results) remember(m);
  const extra: MatchRow[] = [];
  for (const r of rows)
    if (!isKnown(r.match)) {
      remember(r.match);
      extra.push(r.match);
    }
  const stream = sortByDate([...results, ...extra]);

  const model = new RatingModel(params);
  const out: Prediction[] = [];
  let s = 0;
  let e = 0;
  while (e < rows.length) {
    const date = rows[e].match.date;
    // Learn everything dated before this day, then predict the day's rows.
    while (s < stream.length && stream[s].date < date && !(learnUntil && stream[s].date > learnUntil))
      model.learn(stream[s++]);
    for (; e < rows.length && rows[e].match.date === date; e++) {
      const row = rows[e];
      const { probs, lh, la } = model.predict(row.match);
      out.push({
        row,
        outcome: resultIndex(row.match.hg, row.match.ag),
        model: probs,
        market: row.odds ? (powerDemargin(row.odds, FOOTBALL_1X2_SHARES) as Probs) : null,
        over25: {
          model: totalAtLeast(lh, la, params.rho, 3),
          market: row.ou ? powerDemargin(row.ou)[0] : null,
          happened: row.match.hg + row.match.ag >= 3,
        },
        expected: { home: lh, away: la },
      });
    }
  }
  return out;
}

export const blendProbs = (p: Prediction, w: number): Probs =>
  p.model.map((q, i) => blend(q, p.market![i], w)) as Probs;

/** The model weight in [0, 1] (steps of 0.01) with the lowest ranked probability score of the blend. */
export function fitBlendWeight(preds: Prediction[]): { weight: number; rps: number } {
  const priced = preds.filter((p) => p.market);
  let best = { weight: 0, rps: Infinity };
  for (let i = 0; i <= 100; i++) {
    const w = i / 100;
    const s = new ScoreSum();
    for (const p of priced) s.add(blendProbs(p, w), p.outcome);
    if (s.scores.rps < best.rps - 1e-12) best = { weight: w, rps: s.scores.rps };
  }
  return best;
}

export interface BinaryScores {
  n: number;
  brier: number;
  logLoss: number;
}

export interface EvalSummary {
  rows: number;
  priced: number;
  /** Over/under 2.5 goals on the rows with those odds: model, market, blend (same weight). */
  over25: { model: BinaryScores; market: BinaryScores; blend: BinaryScores };
  model: Scores;
  market: Scores;
  blend: Scores;
}

type Kind = 'model' | 'market' | 'blend';

/** The model's, the market's and the blend's forecast of every row with odds, and what happened. */
function forecastSets(preds: Prediction[], weight: number) {
  const priced = preds.filter((p) => p.market);
  const forecasts: Record<Kind, Probs[]> = {
    model: priced.map((p) => p.model),
    market: priced.map((p) => p.market!),
    blend: priced.map((p) => blendProbs(p, weight)),
  };
  return { priced, forecasts, outcomes: priced.map((p) => p.outcome) };
}

/** Scores of model, market and blend over the rows that have odds (all three on the same matches). */
export function summarise(preds: Prediction[], weight: number): EvalSummary {
  const { priced, forecasts, outcomes } = forecastSets(preds, weight);
  const scores = (k: Kind) => {
    const sum = new ScoreSum();
    forecasts[k].forEach((f, i) => sum.add(f, outcomes[i]));
    return sum.scores;
  };
  const ou = preds.filter((p) => p.over25.market !== null);
  const binary = (f: (p: Prediction) => number): BinaryScores => {
    let b = 0;
    let l = 0;
    for (const p of ou) {
      const q = Math.min(1 - 1e-12, Math.max(1e-12, f(p)));
      const y = p.over25.happened ? 1 : 0;
      b += (q - y) ** 2;
      l -= Math.log(y ? q : 1 - q);
    }
    const n = Math.max(1, ou.length);
    return { n: ou.length, brier: b / n, logLoss: l / n };
  };
  return {
    rows: preds.length,
    priced: priced.length,
    over25: {
      model: binary((p) => p.over25.model),
      market: binary((p) => p.over25.market!),
      blend: binary((p) => blend(p.over25.model, p.over25.market!, weight)),
    },
    model: scores('model'),
    market: scores('market'),
    blend: scores('blend'),
  };
}

/**
 * Calibration of model, market and blend on the rows with odds. Kept apart from `summarise`: its sampling
 * runs cost a second, and only the printed table needs them.
 */
export function calibrations(preds: Prediction[], weight: number): Record<Kind, Calibration> {
  const { forecasts, outcomes } = forecastSets(preds, weight);
  return {
    model: calibration(forecasts.model, outcomes),
    market: calibration(forecasts.market, outcomes),
    blend: calibration(forecasts.blend, outcomes),
  };
}

/** One side of a market seen alone, as on a ticket, beside the same side de-margined from the whole market. */
export interface SingleObs {
  family: PickFamily;
  season: string;
  odds: number;
  /** The power method on the full market (1X2 with the draw's smaller share; over/under with equal shares). */
  full: number;
  happened: boolean;
}

/** Every side of every 1X2 and over/under 2.5 market in the rows, one observation each. */
export function singlePriceObservations(rows: EvalRow[]): SingleObs[] {
  const out: SingleObs[] = [];
  for (const { match, odds, ou } of rows) {
    const season = match.season;
    if (odds) {
      const full = powerDemargin(odds, FOOTBALL_1X2_SHARES);
      const result = resultIndex(match.hg, match.ag);
      (['home', 'draw', 'away'] as const).forEach((family, i) =>
        out.push({ family, season, odds: odds[i], full: full[i], happened: result === i }),
      );
    }
    if (ou) {
      const full = powerDemargin(ou);
      const over = match.hg + match.ag >= 3;
      out.push({ family: 'over25', season, odds: ou[0], full: full[0], happened: over });
      out.push({ family: 'under25', season, odds: ou[1], full: full[1], happened: !over });
    }
  }
  return out;
}

/**
 * Each family's exponent k with (1/odds)^k closest to the full-market chance (least squares). Fitted to the
 * full market rather than to results: the aim is to recover what the whole market says from one side of it,
 * and prices carry no result noise, so the fit is stable from season to season.
 */
export function fitSinglePrice(obs: SingleObs[]): SinglePriceExponents {
  const fit = (xs: SingleObs[]) => {
    const loss = (k: number) => xs.reduce((s, o) => s + ((1 / o.odds) ** k - o.full) ** 2, 0);
    // Convex in k over any realistic range: ternary search.
    let [lo, hi] = [0.8, 1.5];
    for (let i = 0; i < 100; i++) {
      const a = lo + (hi - lo) / 3;
      const b = hi - (hi - lo) / 3;
      if (loss(a) < loss(b)) hi = b;
      else lo = a;
    }
    return (lo + hi) / 2;
  };
  return Object.fromEntries(
    PICK_FAMILIES.map((f) => [f, fit(obs.filter((o) => o.family === f))]),
  ) as SinglePriceExponents;
}

/** The shares and index of a family's outcome in its market, to state its exponent as a typical margin. */
const FAMILY_MARKET: Record<PickFamily, [readonly number[], number]> = {
  home: [FOOTBALL_1X2_SHARES, 0],
  draw: [FOOTBALL_1X2_SHARES, 1],
  away: [FOOTBALL_1X2_SHARES, 2],
  over25: [[1, 1], 0],
  under25: [[1, 1], 1],
};

/**
 * The contents of server/data/football/single-price.json: exponents fitted on the earliest season of `obs`,
 * every later season left for checking.
 */
export function singlePriceFile(obs: SingleObs[]): SinglePriceFile {
  const seasons = [...new Set(obs.map((o) => o.season))].sort();
  const fitOn = obs.filter((o) => o.season === seasons[0]);
  const exponents = fitSinglePrice(fitOn);
  const round = (x: number, d: number) => Math.round(x * 10 ** d) / 10 ** d;
  return {
    about:
      'Single-price chances (docs/decisions/005): a ticket shows one side of a market, so its chance is ' +
      '(1/odds)^exponent with the exponent of its pick family. margin: the overround of a typical market that ' +
      'this exponent takes out. Written by `npm run model:eval -- <odds files> --fit-single-price`.',
    fitted: {
      season: seasons[0],
      checked: seasons.slice(1),
      data:
        'shared/data/football/odds: Bet365 pre-match prices, else the market average (evaluation files, not ' +
        'shipped; only these numbers are)',
      method:
        'per family, the exponent whose (1/odds)^k is closest (least squares) to the same side de-margined ' +
        'from the whole market by the power method (1X2 with the draw share of model/metrics.ts)',
    },
    families: Object.fromEntries(
      PICK_FAMILIES.map((f) => [
        f,
        {
          exponent: round(exponents[f], 4),
          margin: round(typicalMargin(exponents[f], ...FAMILY_MARKET[f]), 4),
          n: fitOn.filter((o) => o.family === f).length,
        },
      ]),
    ) as Record<PickFamily, SinglePriceFamily>,
  };
}

export interface SingleScore {
  family: PickFamily;
  n: number;
  /** Brier of the single-price chance and of the full-market chance, the pick as a yes/no event. */
  single: number;
  full: number;
  /** Root mean square of single − full, the distance from what the whole market says. */
  gap: number;
}

/** How close the single-price chances come to the full market's, per family. */
export function singlePriceScores(obs: SingleObs[], exponents: SinglePriceExponents): SingleScore[] {
  return PICK_FAMILIES.map((family) => {
    const xs = obs.filter((o) => o.family === family);
    const sums = { single: 0, full: 0, gap: 0 };
    for (const o of xs) {
      const y = o.happened ? 1 : 0;
      const single = singlePriceChance(o.odds, exponents[family]);
      sums.single += (single - y) ** 2;
      sums.full += (o.full - y) ** 2;
      sums.gap += (single - o.full) ** 2;
    }
    const n = Math.max(1, xs.length);
    return {
      family,
      n: xs.length,
      single: sums.single / n,
      full: sums.full / n,
      gap: Math.sqrt(sums.gap / n),
    };
  });
}

export interface ShareScore {
  share: number;
  /** Season (the year it starts, seasons from July) → scores of the de-margined full market. */
  seasons: Map<number, Scores & { drawPredicted: number; drawObserved: number }>;
}

/**
 * The evidence for `DRAW_MARGIN_SHARE`: the full market de-margined with each draw share, scored per season,
 * so the share can be fitted on one season and checked on the next.
 */
export function drawShareScan(preds: Prediction[], shares: number[]): ShareScore[] {
  const priced = preds.filter((p) => p.row.odds);
  const seasonOf = (date: string) => Number(date.slice(0, 4)) - (date.slice(5, 7) < '07' ? 1 : 0);
  return shares.map((share) => {
    const sums = new Map<number, { s: ScoreSum; draw: number; drew: number }>();
    for (const p of priced) {
      const season = seasonOf(p.row.match.date);
      const acc = sums.get(season) ?? { s: new ScoreSum(), draw: 0, drew: 0 };
      const probs = powerDemargin(p.row.odds!, [1, share, 1]) as Probs;
      acc.s.add(probs, p.outcome);
      acc.draw += probs[1];
      acc.drew += p.outcome === 1 ? 1 : 0;
      sums.set(season, acc);
    }
    const seasons = new Map(
      [...sums]
        .sort((a, b) => a[0] - b[0])
        .map(([season, { s, draw, drew }]) => [
          season,
          { ...s.scores, drawPredicted: draw / s.n, drawObserved: drew / s.n },
        ]),
    );
    return { share, seasons };
  });
}
