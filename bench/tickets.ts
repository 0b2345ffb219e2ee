// `npm run bench:tickets [bench-folder]`: the product's ticket reader over the shared benchmark (photos and
// typed texts), scored by the benchmark's own scorer, with time per photo (pool warm) and peak memory.
// BENCH_LIMIT=n reads only n photos, taken in turn from each layout × distortion group so a small run still
// covers every kind; the typed texts are always all read, and only what was read is scored.
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { TesseractOcr } from '../server/providers/ocr/tesseract';
import { readTicketPhoto, readTypedTicket } from '../server/modules/tickets/read-ticket';
import type { Leg } from '../server/modules/tickets/types';

// Real path: the scorer only runs when started by its real path, and ../shared may be a symlink.
const root = realpathSync(
  path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../../shared/bench/tickets')),
);
const workers = Number(process.env.OCR_WORKERS ?? Math.min(2, availableParallelism()));
const out = mkdtempSync(path.join(tmpdir(), 'bench-tickets-'));
let peakRss = process.memoryUsage().rss;
const sample = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 100);

const toPrediction = (id: string, legs: Leg[], totalOdds?: number) => ({
  id,
  matches: legs.map((l) => ({
    home: l.home,
    away: l.away,
    pick: l.defaulted?.pick ? null : l.pick,
    odds: l.defaulted?.odds ? null : l.odds,
    sport: l.sport, // not scored; kept for looking into the predictions
  })),
  ...(totalOdds ? { totalOdds } : {}),
});

const typed = readdirSync(path.join(root, 'manual')).filter((f) => f.endsWith('.txt'));
const typedPreds = typed.map((f) => {
  const id = f.replace(/\.txt$/, '');
  try {
    return toPrediction(id, readTypedTicket(readFileSync(path.join(root, 'manual', f), 'utf8')).legs);
  } catch {
    return { id, matches: [] };
  }
});

const ocr = new TesseractOcr(workers);
const images = pickImages(
  readdirSync(path.join(root, 'images')).filter((f) => /\.(png|jpe?g|webp)$/i.test(f)),
  Number(process.env.BENCH_LIMIT) || Infinity,
);
await ocr.recognize(readFileSync(path.join(root, 'images', images[0]))); // warm the pool
const times: number[] = [];
const imagePreds: ReturnType<typeof toPrediction>[] = [];
// As many photos in flight as the pool has workers, so each time is a photo's own, not its wait in line.
const queue = [...images];
await Promise.all(
  Array.from({ length: workers }, async () => {
    for (let f = queue.shift(); f; f = queue.shift()) {
      const started = performance.now();
      const { structure } = await readTicketPhoto(ocr, readFileSync(path.join(root, 'images', f)));
      times.push(performance.now() - started);
      imagePreds.push(toPrediction(f.replace(/\.[a-z]+$/i, ''), structure.legs, structure.totalOdds));
    }
  }),
);
await ocr.close();
clearInterval(sample);

writeFileSync(
  path.join(out, 'preds.jsonl'),
  [...typedPreds, ...imagePreds].map((p) => JSON.stringify(p)).join('\n'),
);
// The scorer counts a ticket without a prediction as missed, so a subset is scored against its own truth.
const truth = path.join(out, 'truth');
mkdirSync(truth);
for (const f of [...typed.map((t) => `manual/${t}`), ...images.map((i) => `images/${i}`)])
  copyFileSync(
    path.join(root, f.replace(/\.[a-z]+$/i, '.json')),
    path.join(truth, path.basename(f).replace(/\.[a-z]+$/i, '.json')),
  );
const score = execFileSync('node', [path.join(root, 'score.mjs'), truth, path.join(out, 'preds.jsonl')], {
  encoding: 'utf8',
});
console.log(score.trim());
writeFileSync(path.join(out, 'score.txt'), score);
console.log(`predictions: ${path.join(out, 'preds.jsonl')}`);
const sorted = [...times].sort((a, b) => a - b);
const q = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]);
console.log(
  `photos ${images.length}, pool ${workers} workers: time per photo p50 ${q(0.5)} ms, p95 ${q(0.95)} ms (target p50 ≤ 3000 ms)`,
);
console.log(
  `peak memory ${(peakRss / 1024 / 1024).toFixed(0)} MB (RSS, this process: OCR workers run in its threads)`,
);

/** Up to `limit` photos, one from each layout × distortion group in turn (the groups read from the truth files). */
function pickImages(all: string[], limit: number): string[] {
  if (limit >= all.length) return all;
  const groups = new Map<string, string[]>();
  for (const f of all) {
    const t = JSON.parse(readFileSync(path.join(root, 'images', f.replace(/\.[a-z]+$/i, '.json')), 'utf8'));
    const key = `${t.layout}/${t.distortion}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  const picked: string[] = [];
  for (let round = 0; picked.length < limit; round++)
    for (const g of groups.values()) if (g[round] && picked.length < limit) picked.push(g[round]);
  return picked;
}
