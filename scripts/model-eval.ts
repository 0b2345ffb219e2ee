// `npm run model:eval -- <csv|dir> [...]`: walk forward through files in the odds format
// (../shared/data/football/odds): predict each match only from the results dated before it (the shipped
// results, then the evaluated rows themselves), learn its result, and compare the model, the de-margined odds
// (Bet365, else the market average; power method, the draw's smaller share) and their blend with the weight of
// ratings.json.
// Prints Brier score, ranked probability score and log-loss, a calibration table by decile and by outcome
// with the spread sampling alone would give, and as its last line `RPS model=<x> market=<y> blend=<z>`.
// Single-price chances (a ticket shows one side of a market): per pick family a line
// `SINGLE <family> brier single=<x> full=<y> n=<n>` on the seasons not fitted on, and their calibration.
// Market families (scripts/model/market-families.ts), on the newest season of the files: the model's chance of
// each family the analysis prices (1X2, totals, BTTS, team goals, handicaps by goal difference, the first half,
// half-time/full-time) beside the de-margined price where the files carry it (1X2, over/under 2.5) and a base
// rate from the earlier seasons; a line `FAMILY <name> n=<n> brier/rps model=<b>/<r> base=… price=…` each.
// --frozen-after=YYYY-MM-DD: also predict the matches after that day from ratings that stop learning there (no
// results update) and print `FRESH rps refreshed=<x> frozen=<y> n=<n>`: what keeping results current is worth.
// --fit-single-price: first refit the families' exponents on the earliest season of the files and write
// server/data/football/single-price.json.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  calibrations,
  drawShareScan,
  readOddsRows,
  singlePriceFile,
  singlePriceObservations,
  singlePriceScores,
  summarise,
  walkForward,
  type EvalSummary,
} from './model/evaluate';
import { DEFAULT_PARAMS } from '../server/modules/analysis/model/elo';
import { scoreFamilies, type FamilyScores } from './model/market-families';
import { RATINGS_FILE, type RatingsFile } from '../server/modules/analysis/model/ratings';
import {
  binaryCalibration,
  DRAW_MARGIN_SHARE,
  type Calibration,
  type CalibrationRow,
} from '../server/modules/analysis/model/metrics';
import {
  exponentsOf,
  PICK_FAMILIES,
  SINGLE_PRICE,
  singlePriceChance,
} from '../server/modules/analysis/leg-chance';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const byFile = process.argv.includes('--by-file');
const frozenAfter = process.argv.find((a) => a.startsWith('--frozen-after='))?.split('=')[1];
if (!args.length) {
  console.error('usage: npm run model:eval -- <odds csv or directory> [more …] [--by-file]');
  process.exit(2);
}
for (const a of args)
  if (!existsSync(a)) {
    console.error(`not found: ${a}`);
    process.exit(2);
  }
if (!existsSync(RATINGS_FILE)) {
  console.error('server/data/football/ratings.json is missing: run `npm run model:fit` first');
  process.exit(2);
}
const ratings = JSON.parse(readFileSync(RATINGS_FILE, 'utf8')) as RatingsFile;
const weight = ratings.blend.weight;
const t0 = Date.now();
const rows = readOddsRows(args);
const preds = walkForward(rows, { ...DEFAULT_PARAMS, ...ratings.params });
const f4 = (x: number) => x.toFixed(4);
const familyLines: string[] = [];
const pct = (x: number) => (x * 100).toFixed(1).padStart(5);

function table(s: EvalSummary, title: string) {
  console.log(`\n${title}: ${s.priced} matches with odds (of ${s.rows})`);
  console.log('                 RPS     Brier   log-loss');
  for (const k of ['model', 'market', 'blend'] as const)
    console.log(`  ${k.padEnd(8)}     ${f4(s[k].rps)}  ${f4(s[k].brier)}  ${f4(s[k].logLoss)}`);
}

function overUnder(s: EvalSummary) {
  console.log(`\nover/under 2.5 goals: ${s.over25.model.n} matches with those odds`);
  console.log('                 Brier   log-loss');
  for (const k of ['model', 'market', 'blend'] as const)
    console.log(`  ${k.padEnd(8)}     ${f4(s.over25[k].brier)}  ${f4(s.over25[k].logLoss)}`);
}

const points = (x: number) => (x * 100).toFixed(1);

function calibrationTable(name: string, c: Calibration) {
  console.log(`\ncalibration (${name}): deciles of all home/draw/away forecasts`);
  console.log('  decile   range (%)        n   predicted  observed   diff (points)   ±1 s.e.');
  c.deciles.forEach((r, i) =>
    console.log(
      `  ${String(i + 1).padStart(6)}   ${pct(r.from)}–${pct(r.to)}  ${String(r.n).padStart(6)}   ${pct(r.predicted)}%    ` +
        `${pct(r.observed)}%   ${points(r.observed - r.predicted).padStart(6)}          ${points(r.se)}`,
    ),
  );
  c.outcomes.forEach((r, i) =>
    console.log(
      `  ${['home', 'draw', 'away'][i].padEnd(6)}   all ${String(r.n).padStart(14)}   ${pct(r.predicted)}%    ` +
        `${pct(r.observed)}%   ${points(r.observed - r.predicted).padStart(6)}          ${points(r.se)}`,
    ),
  );
  const { noise } = c;
  console.log(
    `  max deviation: ${points(c.worst)} points. Sampling alone, outcomes drawn from these forecasts ` +
      `${noise.sims} times: worst decile median ${points(noise.median)}, 95th percentile ${points(noise.p95)}, ` +
      `over ${points(noise.target)} points in ${Math.round(noise.overTarget * 100)} %; this forecast's ` +
      `${points(c.worst)} is above ${Math.round(noise.percentile * 100)} % of them.`,
  );
}

const b365 = rows.filter((r) => r.oddsKind === 'b365').length;
const avg = rows.filter((r) => r.oddsKind === 'avg').length;
console.log(
  `${rows.length} matches in ${args.join(', ')}; odds: Bet365 ${b365}, market average ${avg}, none ` +
    `${rows.length - b365 - avg}. Model: ${path.basename(RATINGS_FILE)} parameters (fitted on results ` +
    `${ratings.fit.scoredFrom}…${ratings.fit.scoredTo}), ratings rebuilt walk-forward; blend weight on the model ` +
    `${weight} (market ${Math.round((1 - weight) * 100) / 100}).`,
);

if (byFile) {
  for (const file of [...new Set(rows.map((r) => r.file))])
    table(
      summarise(
        preds.filter((p) => p.row.file === file),
        weight,
      ),
      path.basename(file),
    );
}
const all = summarise(preds, weight);
table(all, 'all files');
overUnder(all);
const calibrated = calibrations(preds, weight);
calibrationTable('blend', calibrated.blend);
calibrationTable('market', calibrated.market);
calibrationTable('model', calibrated.model);
// Single-price chances: checked on every season but the one the exponents were fitted on.
const observations = singlePriceObservations(rows);
let fit = SINGLE_PRICE;
if (process.argv.includes('--fit-single-price')) {
  fit = singlePriceFile(observations);
  const file = path.resolve(import.meta.dirname, '../server/data/football/single-price.json');
  writeFileSync(file, JSON.stringify(fit, null, 2) + '\n');
  console.log(`\nwrote ${path.relative(process.cwd(), file)} (fitted on ${fit.fitted.season})`);
}
const exponents = exponentsOf(fit);
const outOfSample = observations.filter((o) => o.season !== fit.fitted.season);
// Files of the fitted season alone can only be scored in sample, and the header says so.
const checked = outOfSample.length ? outOfSample : observations;
const checkedSeasons =
  [...new Set(checked.map((o) => o.season))].sort().join(', ') + (outOfSample.length ? '' : ' (in sample)');
console.log(
  `\none price at a time (a ticket's view): (1/odds)^exponent per pick family, exponents fitted on ` +
    `${fit.fitted.season} (single-price.json), checked on ${checkedSeasons}; full = the same side de-margined ` +
    `from the whole market. Brier of the pick as a yes/no event; gap = root mean square of single − full.`,
);
console.log('  family    exponent  margin   gap (points)');
const scores = singlePriceScores(checked, exponents);
for (const s of scores)
  console.log(
    `  ${s.family.padEnd(8)}  ${exponents[s.family].toFixed(4)}    ${pct(fit.families[s.family].margin)}%   ${points(s.gap)}`,
  );
for (const s of scores)
  console.log(`SINGLE ${s.family} brier single=${f4(s.single)} full=${f4(s.full)} n=${s.n}`);

const singleRow = (label: string, r: CalibrationRow & { alongside: number }) =>
  console.log(
    `  ${label}   ${pct(r.from)}–${pct(r.to)}  ${String(r.n).padStart(6)}   ${pct(r.predicted)}%  ${pct(r.alongside)}%` +
      `    ${pct(r.observed)}%   ${points(r.observed - r.predicted).padStart(6)}          ${points(r.se)}`,
  );
console.log(
  `\ncalibration (single price, ${checkedSeasons}): deciles of all five families' chances, then each family`,
);
console.log('  group        range (%)        n   single     full   observed   diff (points)   ±1 s.e.');
const calibrate = (xs: typeof checked, groups: number) =>
  binaryCalibration(
    xs.map((o) => singlePriceChance(o.odds, exponents[o.family])),
    xs.map((o) => o.happened),
    groups,
    xs.map((o) => o.full),
  );
calibrate(checked, 10).forEach((r, i) => singleRow(String(i + 1).padStart(7), r));
for (const f of PICK_FAMILIES)
  calibrate(
    checked.filter((o) => o.family === f),
    1,
  ).forEach((r) => singleRow(f.padEnd(7), r));

console.log(
  `\nthe draw's share of the margin (shipped ${DRAW_MARGIN_SHARE}; 1 is the plain power method), full market, per season:`,
);
console.log('  share   season    matches   RPS      log-loss  draws predicted / observed');
for (const { share, seasons } of drawShareScan(preds, [0, 0.1, DRAW_MARGIN_SHARE, 0.25, 0.5, 1]))
  for (const [season, s] of seasons)
    console.log(
      `  ${share.toFixed(2).padStart(5)}   ${season}-${String((season + 1) % 100).padStart(2, '0')}  ` +
        `${String(s.n).padStart(7)}   ${s.rps.toFixed(5)}  ${f4(s.logLoss)}    ${pct(s.drawPredicted)}% / ${pct(s.drawObserved)}%`,
    );
// Every market family the analysis prices from the model, on the newest season of the files.
const newest = [...new Set(rows.map((r) => r.match.season))].sort().at(-1)!;
const inNewest = preds.filter((p) => p.row.match.season === newest);
const earlier = preds.filter((p) => p.row.match.season < newest);
const baseNote = earlier.length
  ? `each outcome's share in ${[...new Set(earlier.map((p) => p.row.match.season))].sort().join(', ')} of the same files`
  : `each outcome's share in ${newest} itself (in sample: the files hold no earlier season)`;
console.log(
  `\nmarket families, season ${newest} (${inNewest.length} matches): model = the analysis' own chance (walk-forward ` +
    `expected goals → half-time grid → markets.ts); price = the de-margined odds, where the files carry that ` +
    `market (1X2; over/under 2.5; they carry no Asian handicap, team-goals, BTTS or half-time/full-time ` +
    `prices, so those are compared with the base rate only); base = ${baseNote}. Brier summed over the ` +
    `family's outcomes (the 1X2 table's definition: a two-way market's is twice its one-side Brier); RPS over ` +
    `ordered outcomes (none for half-time/full-time); log-loss.`,
);
const cell = (x: number | null) => (x === null ? '–' : x.toFixed(4));
const scoresOf = (s: FamilyScores) => [s.brier, s.rps, s.logLoss].map((x) => cell(x).padStart(6)).join(' ');
const line = (name: string, n: number | null, kind: string, s: FamilyScores) =>
  console.log(
    `  ${name.padEnd(26)} ${n === null ? '     ' : String(n).padStart(5)}  ${kind.padEnd(8)}  ${scoresOf(s)}`,
  );
console.log(`  ${'family'.padEnd(26)} ${'n'.padStart(5)}  ${'forecast'.padEnd(8)}   Brier    RPS log-loss`);
const tFamilies = Date.now();
for (const r of scoreFamilies(inNewest, earlier, { ...DEFAULT_PARAMS, ...ratings.params })) {
  line(r.family.name, r.model.n, 'model', r.model);
  line('', null, 'base', r.base);
  // The model again on the priced matches only, where those are fewer than all.
  if (r.priced && r.priced.model.n !== r.model.n) line('', r.priced.model.n, 'model', r.priced.model);
  if (r.priced) line('', r.priced.model.n === r.model.n ? null : r.priced.price.n, 'price', r.priced.price);
  const pair = (s: FamilyScores) => `${cell(s.brier)}/${cell(s.rps)}`;
  familyLines.push(
    `FAMILY ${r.family.name} n=${r.model.n} brier/rps model=${pair(r.model)} base=${pair(r.base)} ` +
      (r.priced
        ? `price=${pair(r.priced.price)} (n=${r.priced.price.n}, model there ${pair(r.priced.model)})`
        : 'price=none'),
  );
}
const familySeconds = (Date.now() - tFamilies) / 1000;
for (const l of familyLines) console.log(l);
console.log(`(market families: ${familySeconds.toFixed(1)} s)`);
console.log(`\n(${((Date.now() - t0) / 1000).toFixed(1)} s)`);
if (frozenAfter) {
  const after = (p: { row: { match: { date: string } } }) => p.row.match.date > frozenAfter;
  const frozen = walkForward(rows, { ...DEFAULT_PARAMS, ...ratings.params }, undefined, frozenAfter).filter(
    after,
  );
  const refreshed = summarise(preds.filter(after), weight);
  console.log(
    `\nFRESH rps refreshed=${f4(refreshed.model.rps)} frozen=${f4(summarise(frozen, weight).model.rps)} ` +
      `n=${frozen.length} (model RPS on matches after ${frozenAfter}: learning each result as it comes vs ratings ` +
      `frozen on that day)`,
  );
}
console.log(`RPS model=${f4(all.model.rps)} market=${f4(all.market.rps)} blend=${f4(all.blend.rps)}`);
