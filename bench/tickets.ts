// `npm run bench:tickets [bench-folder]`: the product's ticket reader over the shared benchmark (photos and
// typed texts), scored by the benchmark's own scorer, with time per photo (pool warm) and peak memory.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { TesseractOcr } from '../server/providers/ocr/tesseract';
import { readTicketPhoto, readTypedTicket } from '../server/modules/tickets/read-ticket';
import type { Leg } from '../server/modules/tickets/types';

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../../shared/bench/tickets'));
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
const images = readdirSync(path.join(root, 'images')).filter((f) => /\.(png|jpe?g|webp)$/i.test(f));
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
const score = execFileSync('node', [path.join(root, 'score.mjs'), root, path.join(out, 'preds.jsonl')], {
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
