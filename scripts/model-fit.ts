// `npm run model:fit`: fit the rating model on server/data/football/results/*.csv and write the shipped
// server/data/football/ratings.json (docs/decisions/008-rating-model.md).
//
// 1. Parameters (Elo k, home advantage, goal-difference weight, priors, goals mapping) by walk-forward
//    coordinate search, scored on matches from 2016-07-01 to before 2023-07-01, so the odds files
//    (2023-24 and 2024-25) stay out of sample for them.
// 2. Ratings: one walk through all results with those parameters.
// 3. The blend weight (one number): fitted walk-forward on the odds files in ../shared/data/football/odds when
//    that folder exists (evaluation data, never shipped; only the weight is stored), else the previous weight.
//
// Options: --quick (fewer search rounds), --odds <dir>, --no-search (keep the parameters of ratings.json).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PARAMS, type ModelParams } from '../server/modules/analysis/model/elo';
import { fitBlendWeight, readOddsRows, summarise, walkForward } from './model/evaluate';
import { fitParams, walk } from '../server/modules/analysis/model/fit';
import { RATINGS_FILE, snapshot, type RatingsFile } from '../server/modules/analysis/model/ratings';
import { loadMatches } from '../server/modules/analysis/model/results';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const oddsDir = path.resolve(root, option('--odds') ?? '../shared/data/football/odds');
const window = { scoreFrom: '2016-07-01', scoreTo: '2023-07-01' };

const started = Date.now();
const matches = loadMatches();
const previous: RatingsFile | null = existsSync(RATINGS_FILE)
  ? (JSON.parse(readFileSync(RATINGS_FILE, 'utf8')) as RatingsFile)
  : null;
console.log(`results: ${matches.length} matches, ${matches[0].date} … ${matches.at(-1)!.date}`);

let params: ModelParams;
let fitRps: number;
let fitN: number;
if (flag('--no-search') && previous) {
  params = { ...DEFAULT_PARAMS, ...previous.params };
  const w = walk(matches, params, window);
  [fitRps, fitN] = [w.rps, w.n];
  console.log(`parameters kept from ratings.json (rps ${fitRps.toFixed(5)})`);
} else {
  const fit = fitParams(matches, window, {
    start: DEFAULT_PARAMS,
    rounds: flag('--quick') ? 2 : 5,
    log: (s) => console.log(s),
  });
  params = fit.params;
  [fitRps, fitN] = [fit.rps, fit.n];
  console.log(`search: ${fit.walks} walks, rps ${fit.rps.toFixed(5)} on ${fit.n} matches`);
}
const seconds =
  flag('--no-search') && previous ? previous.fit.seconds : Math.round((Date.now() - started) / 100) / 10;

const final = walk(matches, params, { scoreFrom: '9999', scoreTo: '9999' });
let blend: RatingsFile['blend'] = previous?.blend ?? {
  weight: 0.3,
  about: 'default weight: no odds files were available when fitting',
};
if (existsSync(oddsDir)) {
  const rows = readOddsRows([oddsDir]);
  const preds = walkForward(rows, params, matches);
  const { weight } = fitBlendWeight(preds);
  const all = summarise(preds, weight);
  // Honesty check: the weight fitted on 2023-24 only, scored on 2024-25 only.
  const early = preds.filter((p) => p.row.match.season === '2023-24');
  const late = preds.filter((p) => p.row.match.season === '2024-25');
  const hold = fitBlendWeight(early);
  const holdScores = summarise(late, hold.weight);
  blend = {
    weight,
    about:
      'Model weight of a linear pool with the de-margined market price, fitted walk-forward (ranked probability ' +
      'score, 1X2) on the odds files of ../shared/data/football/odds (2023-24 and 2024-25; evaluation data, ' +
      'not shipped: only this number is kept).',
    rows: all.priced,
    rps: { model: r5(all.model.rps), market: r5(all.market.rps), blend: r5(all.blend.rps) },
    holdout: {
      fittedOn: '2023-24',
      scoredOn: '2024-25',
      weight: hold.weight,
      rps: { market: r5(holdScores.market.rps), blend: r5(holdScores.blend.rps) },
    },
  };
  console.log(
    `blend weight ${weight} on ${all.priced} priced matches: rps model ${all.model.rps.toFixed(4)}, market ` +
      `${all.market.rps.toFixed(4)}, blend ${all.blend.rps.toFixed(4)}; holdout (2023-24 → 2024-25) weight ` +
      `${hold.weight}: market ${holdScores.market.rps.toFixed(4)}, blend ${holdScores.blend.rps.toFixed(4)}`,
  );
} else console.log(`no odds files at ${oddsDir}: blend weight kept at ${blend.weight}`);

const file = snapshot(final.model, {
  about:
    'Tiket AI rating model: Elo with home advantage and goal-difference weighting → expected goals → ' +
    'Dixon–Coles scores, fitted on server/data/football/results (CC0 / PDDL, see SOURCES.md) by ' +
    '`npm run model:fit`. teams: key → [rating, league, last game, games, name, goal tempo]; leagues: league → [log home ' +
    'goals, log away goals] between equal ratings. See docs/decisions/008-rating-model.md.',
  lastSeason: matches.reduce((s, m) => (m.season > s ? m.season : s), ''),
  fit: { scoredFrom: window.scoreFrom, scoredTo: window.scoreTo, matches: fitN, rps: r5(fitRps), seconds },
  blend,
});
const json = JSON.stringify(file);
writeFileSync(RATINGS_FILE, json + '\n');
console.log(
  `wrote ${path.relative(root, RATINGS_FILE)}: ${Object.keys(file.teams).length} teams, ` +
    `${(json.length / 1024).toFixed(0)} KiB, as of ${file.asOf}; fit ${seconds} s, total ` +
    `${((Date.now() - started) / 1000).toFixed(1)} s`,
);
console.log(JSON.stringify(params));

function r5(x: number) {
  return Math.round(x * 1e5) / 1e5;
}
