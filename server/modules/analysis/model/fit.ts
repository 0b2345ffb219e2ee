// Fitting the model: walk forward through the results in date order (predict each match from what came before,
// then learn it) and choose the parameters that minimise the ranked probability score, by coordinate search.
import { RatingModel, DEFAULT_PARAMS, type ModelParams } from './elo';
import { poisson, safeRho, tau } from './goals';
import { rps, resultIndex } from './metrics';
import type { MatchRow } from './results';

export interface WalkWindow {
  /** Score predictions of matches on or after this date (earlier ones only teach the model). */
  scoreFrom: string;
  /** …and before this date. */
  scoreTo: string;
}

export interface WalkResult {
  model: RatingModel;
  n: number;
  /** Mean ranked probability score of the home/draw/away forecasts. */
  rps: number;
  /** Mean negative log-likelihood of the exact score. */
  scoreLogLoss: number;
}

/** Probability of one exact score under the Dixon–Coles model. */
export function scoreProbability(lh: number, la: number, rho: number, hg: number, ag: number): number {
  const ph = poisson(lh, Math.max(hg, 1))[hg];
  const pa = poisson(la, Math.max(ag, 1))[ag];
  return ph * pa * tau(hg, ag, lh, la, safeRho(lh, la, rho));
}

export function walk(matches: MatchRow[], params: ModelParams, window: WalkWindow): WalkResult {
  const model = new RatingModel(params);
  let n = 0;
  let r = 0;
  let ll = 0;
  for (const m of matches) {
    if (m.date >= window.scoreFrom && m.date < window.scoreTo) {
      const { lh, la, probs } = model.predict(m);
      r += rps(probs, resultIndex(m.hg, m.ag));
      ll -= Math.log(Math.max(1e-12, scoreProbability(lh, la, params.rho, m.hg, m.ag)));
      n++;
    }
    model.learn(m);
  }
  return { model, n, rps: r / Math.max(1, n), scoreLogLoss: ll / Math.max(1, n) };
}

/** Share of goals scored before half-time, over the matches that have a half-time score. */
export function halfTimeShare(matches: MatchRow[], before: string): number {
  let ht = 0;
  let ft = 0;
  for (const m of matches) {
    if (m.date >= before || m.hthg === null || m.htag === null) continue;
    ht += m.hthg + m.htag;
    ft += m.hg + m.ag;
  }
  return ft ? ht / ft : DEFAULT_PARAMS.htShare;
}

interface Axis {
  name: keyof ModelParams;
  step: number;
  min: number;
  max: number;
  /** Which score the parameter is chosen by. */
  by: 'rps' | 'scoreLogLoss';
}

const AXES: Axis[] = [
  { name: 'k', step: 4, min: 2, max: 80, by: 'rps' },
  { name: 'hfa', step: 20, min: 0, max: 200, by: 'rps' },
  { name: 'gdPow', step: 0.2, min: 0, max: 2, by: 'rps' },
  { name: 'beta', step: 0.2, min: 0.2, max: 4, by: 'rps' },
  { name: 'rho', step: 0.04, min: -0.3, max: 0.2, by: 'rps' },
  { name: 'regress', step: 0.1, min: 0, max: 0.9, by: 'rps' },
  { name: 'newcomer', step: 30, min: -400, max: 200, by: 'rps' },
  { name: 'cupNewcomer', step: 40, min: -500, max: 300, by: 'rps' },
  { name: 'cupK', step: 0.5, min: 0.25, max: 6, by: 'rps' },
  { name: 'tierGap', step: 50, min: 0, max: 500, by: 'rps' },
  { name: 'tempoRate', step: 0.002, min: 0, max: 0.05, by: 'scoreLogLoss' },
  { name: 'goalRate', step: 0.002, min: 0.0005, max: 0.05, by: 'scoreLogLoss' },
];

export interface FitResult {
  params: ModelParams;
  rps: number;
  scoreLogLoss: number;
  n: number;
  walks: number;
}

/**
 * Coordinate search: for each parameter in turn try a step up and down, keep what lowers its score, and halve
 * the steps when a full round changes nothing. The half-time share is measured directly.
 */
export function fitParams(matches: MatchRow[], window: WalkWindow, opts: FitOptions = {}): FitResult {
  const search = coordinateSearch(matches, window, opts);
  for (let step = search.next(); ; step = search.next()) if (step.done) return step.value;
}

/**
 * {@link fitParams} in slices of one walk (about 0.1 s each), yielding to the event loop between them, so that a
 * server refitting its ratings keeps answering requests.
 */
export async function fitParamsInSlices(
  matches: MatchRow[],
  window: WalkWindow,
  opts: FitOptions = {},
): Promise<FitResult> {
  const search = coordinateSearch(matches, window, opts);
  for (let step = search.next(); ; step = search.next()) {
    if (step.done) return step.value;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export interface FitOptions {
  start?: ModelParams;
  rounds?: number;
  log?: (s: string) => void;
}

/** The search itself, pausing (yield) after every walk; its return value is the fit. */
function* coordinateSearch(
  matches: MatchRow[],
  window: WalkWindow,
  opts: FitOptions,
): Generator<void, FitResult, void> {
  let params: ModelParams = {
    ...(opts.start ?? DEFAULT_PARAMS),
    htShare: halfTimeShare(matches, window.scoreTo),
  };
  let walks = 0;
  const evaluate = (p: ModelParams) => {
    walks++;
    return walk(matches, p, window);
  };
  let best = evaluate(params);
  yield;
  const steps = new Map(AXES.map((a) => [a.name, a.step]));
  const rounds = opts.rounds ?? 4;
  for (let round = 0; round < rounds; round++) {
    let changed = false;
    for (const axis of AXES) {
      const step = steps.get(axis.name)!;
      for (const dir of [1, -1]) {
        let improved = true;
        while (improved) {
          improved = false;
          const value = Math.min(axis.max, Math.max(axis.min, (params[axis.name] as number) + dir * step));
          if (value === params[axis.name]) break;
          const trial = { ...params, [axis.name]: round4(value) };
          const result = evaluate(trial);
          yield;
          if (result[axis.by] < best[axis.by] - 1e-7) {
            params = trial;
            best = result;
            improved = changed = true;
          }
        }
      }
    }
    opts.log?.(
      `round ${round + 1}: rps ${best.rps.toFixed(5)}, score log-loss ${best.scoreLogLoss.toFixed(4)}, ` +
        JSON.stringify(params),
    );
    if (!changed) for (const a of AXES) steps.set(a.name, steps.get(a.name)! / 2);
  }
  return { params, rps: best.rps, scoreLogLoss: best.scoreLogLoss, n: best.n, walks };
}

const round4 = (x: number) => Math.round(x * 1e4) / 1e4;
