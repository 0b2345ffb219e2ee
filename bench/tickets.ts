// `npm run bench:tickets`: the product's ticket reader (photos and typed text) over three sets, each scored by
// the shared benchmark's scorer: the shared dev set (../shared/bench/tickets), our own corpus's dev part (tuned
// on) and its sealed part (never looked at while developing: the honest estimate for unseen tickets). The
// corpus is generated (bench/corpus/photos, bench/corpus/typed) into a cache folder keyed by its sources.
// Prints leg F1, pick and odds accuracy by layout, phrasing family and distortion, time per photo (pool warm)
// and peak memory. The code corpus (bench/corpus/codes: bookmakers' bet codes and typed phrasings, each leg
// with its meaning) is scored on the meaning of every leg, by market family and by bookmaker, with the number
// of silent defaults (a printed pick read wrong without being marked unsure; target 0).
//   BENCH_SETS=shared,dev,sealed,codes-dev,codes-sealed   which sets (default all)
//   BENCH_LIMIT=n                  at most n photos per set, taken in turn from each layout × distortion group
//   BENCH_PHOTOS=0                 typed text only (photos are slow on a shared machine)
//   BENCH_VERBOSE=1                the dev code corpus's failures, leg by leg (never the sealed part's)
// It runs with glibc's malloc set as the server's process is (scripts/server-env.ts), starting itself again if not.
import { createHash } from 'node:crypto';
import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { TesseractOcr } from '../server/providers/ocr/tesseract';
import { readTicketPhoto, readTypedTicket } from '../server/modules/tickets/read-ticket';
import type { Leg } from '../server/modules/tickets/types';
import { isAppError } from '../server/lib/app-error';
import { buildCodes } from './corpus/codes/corpus';
import { formatScore, scoreCodes } from './corpus/codes/score';
import { serverProcessEnv } from '../scripts/server-env';

// glibc reads its malloc settings only as a process starts: measured as the server runs, or not at all.
const serverEnv = serverProcessEnv();
if (Object.keys(serverEnv).some((k) => process.env[k] !== serverEnv[k])) {
  const again = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    env: serverEnv,
    stdio: 'inherit',
  });
  process.exit(again.status ?? 1);
}

const shared = path.join(import.meta.dirname, '../../shared/bench/tickets');
if (!existsSync(path.join(shared, 'score.mjs'))) {
  console.error(
    `The scorer is not at ${shared}/score.mjs: this benchmark needs ../shared beside the repository.`,
  );
  process.exit(2);
}
// Real path: the scorer only runs when started by its real path, and ../shared may be a symlink.
const scorer = realpathSync(path.join(shared, 'score.mjs'));
const wanted = (process.env.BENCH_SETS ?? 'shared,dev,sealed,codes-dev,codes-sealed').split(',');
// BENCH_LAYOUTS=a,b reads only the photos of those layouts (the typed tickets are read as always).
const layouts = process.env.BENCH_LAYOUTS?.split(',');
const limit = process.env.BENCH_PHOTOS === '0' ? 0 : Number(process.env.BENCH_LIMIT) || Infinity;
const { teamSim } = (await import(pathToFileURL(scorer).href)) as {
  teamSim: (a: string, b: string) => number;
};
const workers = Number(process.env.OCR_WORKERS ?? Math.min(2, availableParallelism()));
// Photos read at once: by default as many as the pool has workers (a busy server); BENCH_IN_FLIGHT=1 reads one
// at a time, as a lone user's photo on an idle server is read.
const inFlight = Math.min(workers, Number(process.env.BENCH_IN_FLIGHT) || workers);

let peakRss = process.memoryUsage().rss;
const sample = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 100);

const corpus = wanted.some((s) => s === 'dev' || s === 'sealed') ? generateCorpus() : '';
const sets: [string, string][] = [
  ['shared', realpathSync(shared)],
  ['dev', path.join(corpus, 'dev')],
  ['sealed', path.join(corpus, 'sealed')],
];

const ocr = new TesseractOcr(workers);
const allTimes: number[] = [];
for (const [name, root] of sets.filter(([n]) => wanted.includes(n))) {
  const times = await benchSet(name, root);
  console.log(`${name}: ${photoTimes(times)}\n`);
  allTimes.push(...times);
}
for (const set of ['dev', 'sealed'] as const) {
  if (!wanted.includes(`codes-${set}`)) continue;
  const score = scoreCodes(
    buildCodes(set),
    (text) => readTypedTicket(text).legs,
    teamSim,
    set === 'dev' && process.env.BENCH_VERBOSE === '1',
  );
  console.log(formatScore(set, score));
  for (const f of score.failures) console.log(`  ${f}`);
  console.log('');
}
await ocr.close();
clearInterval(sample);
console.log(
  `all photos: ${photoTimes(allTimes)} (pool of ${workers} workers, ${inFlight} photos at once; target p50 ≤ 3000 ms)`,
);
console.log(
  `peak memory ${(peakRss / 1024 / 1024).toFixed(0)} MB (RSS of this process: the OCR workers are its threads; target ≤ 1024 MB)`,
);

/** Reads and scores one set; returns the time of each photo. */
async function benchSet(name: string, root: string): Promise<number[]> {
  const out = mkdtempSync(path.join(tmpdir(), `bench-tickets-${name}-`));
  const typedDir = path.join(root, 'manual');
  const imageDir = path.join(root, 'images');
  const typed = existsSync(typedDir) ? readdirSync(typedDir).filter((f) => f.endsWith('.txt')) : [];
  const images = existsSync(imageDir)
    ? pickImages(
        imageDir,
        readdirSync(imageDir).filter((f) => /\.(png|jpe?g|webp)$/i.test(f)),
      )
    : [];
  const preds = typed.map((f) => {
    const id = f.replace(/\.txt$/, '');
    try {
      return toPrediction(id, readTypedTicket(readFileSync(path.join(typedDir, f), 'utf8')).legs);
    } catch {
      return { id, matches: [] };
    }
  });
  if (images.length) await ocr.recognize(readFileSync(path.join(imageDir, images[0]))); // warm the pool
  const times: { id: string; ms: number }[] = [];
  const refused: string[] = [];
  // At most as many photos in flight as the pool has workers, so each time is a photo's own, not its wait in line.
  const queue = [...images];
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      for (let f = queue.shift(); f; f = queue.shift()) {
        const started = performance.now();
        const id = f.replace(/\.[a-z]+$/i, '');
        try {
          const { structure } = await readTicketPhoto(ocr, readFileSync(path.join(imageDir, f)));
          preds.push(toPrediction(id, structure.legs, structure.totalOdds));
        } catch (error) {
          // A photo the product refuses (past its OCR budget, its shape) reads no legs, as the user sees it.
          if (!isAppError(error)) throw error;
          refused.push(`${id} (${error.key})`);
          preds.push({ id, matches: [] });
        }
        times.push({ id, ms: performance.now() - started });
      }
    }),
  );
  writeFileSync(path.join(out, 'preds.jsonl'), preds.map((p) => JSON.stringify(p)).join('\n'));
  // Each photo's time beside its predictions, to find the slow ones.
  if (times.length)
    writeFileSync(path.join(out, 'times.tsv'), times.map((t) => `${t.id}\t${Math.round(t.ms)}\n`).join(''));
  // Silent defaults: a truth leg with a pick that the reader gave the specification's default instead.
  let silentDefaults = 0;
  for (const f of typed) {
    const truth = JSON.parse(readFileSync(path.join(typedDir, f.replace(/\.txt$/, '.json')), 'utf8')) as {
      id: string;
      legs: { home: string; away: string; pick: string | null }[];
    };
    const pred = preds.find((p) => p.id === truth.id);
    for (const t of truth.legs) {
      const m = pred?.matches.find((p) => teamSim(p.home, t.home) >= 0.7 && teamSim(p.away, t.away) >= 0.5);
      if (t.pick !== null && m && m.pick === null) silentDefaults++;
    }
  }
  // The scorer counts a ticket without a prediction as missed, so what was read is scored against its own truth.
  const truth = path.join(out, 'truth');
  mkdirSync(truth);
  for (const f of typed)
    copyFileSync(
      path.join(typedDir, f.replace(/\.txt$/, '.json')),
      path.join(truth, f.replace(/\.txt$/, '.json')),
    );
  for (const f of images) {
    const json = f.replace(/\.[a-z]+$/i, '.json');
    copyFileSync(path.join(imageDir, json), path.join(truth, json));
  }
  const score = execFileSync('node', [scorer, truth, path.join(out, 'preds.jsonl')], { encoding: 'utf8' });
  console.log(
    `== ${name} (${typed.length} typed, ${images.length} photos; predictions and photo times in ${out})`,
  );
  console.log(score.trim());
  console.log(`typed legs with a printed pick read as the default '1': ${silentDefaults} (target 0)`);
  if (refused.length) console.log(`photos refused with an error: ${refused.length}: ${refused.join(', ')}`);
  return times.map((t) => t.ms);
}

function toPrediction(id: string, legs: Leg[], totalOdds?: number) {
  return {
    id,
    matches: legs.map((l) => ({
      home: l.home,
      away: l.away,
      pick: l.defaulted?.pick ? null : l.pick,
      odds: l.defaulted?.odds ? null : l.odds,
    })),
    ...(totalOdds ? { totalOdds } : {}),
  };
}

/** Up to BENCH_LIMIT photos of the BENCH_LAYOUTS, one from each layout × distortion group in turn (groups read from the truth files). */
function pickImages(dir: string, all: string[]): string[] {
  if (limit >= all.length && !layouts) return all;
  const groups = new Map<string, string[]>();
  for (const f of all) {
    const t = JSON.parse(readFileSync(path.join(dir, f.replace(/\.[a-z]+$/i, '.json')), 'utf8'));
    if (layouts && !layouts.includes(t.layout)) continue;
    const key = `${t.layout}/${t.distortion}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  const picked: string[] = [];
  const wantedCount = Math.min(
    limit,
    [...groups.values()].reduce((n, g) => n + g.length, 0),
  );
  for (let round = 0; picked.length < wantedCount; round++)
    for (const g of groups.values()) if (g[round] && picked.length < limit) picked.push(g[round]);
  return picked;
}

/** The corpus, generated once per version of its sources into the temporary folder. */
function generateCorpus(): string {
  const sources = path.join(import.meta.dirname, 'corpus');
  const hash = createHash('sha256');
  const walk = (dir: string): void => {
    for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      // Paths relative to the sources: a worktree elsewhere shares the generated corpus.
      else hash.update(`${path.relative(sources, full)}\0`).update(readFileSync(full));
    }
  };
  walk(sources);
  const dir = path.join(tmpdir(), `tiket-corpus-${hash.digest('hex').slice(0, 12)}`);
  if (!existsSync(path.join(dir, 'complete'))) {
    for (const generator of ['typed', 'photos'])
      execFileSync(process.execPath, ['--import', 'tsx', path.join(sources, generator, 'generate.ts'), dir], {
        stdio: 'inherit',
      });
    writeFileSync(path.join(dir, 'complete'), '');
  }
  return dir;
}

function photoTimes(times: number[]): string {
  if (!times.length) return 'no photos';
  const sorted = [...times].sort((a, b) => a - b);
  const q = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]);
  return `${times.length} photos, time per photo p50 ${q(0.5)} ms, p95 ${q(0.95)} ms`;
}
