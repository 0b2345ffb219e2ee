// `npm run bench:analysis`: the analysis API under load, through HTTP against a server it starts itself.
//  1. typed 5-leg tickets end to end, 20 at a time: p50 / p99 (targets ≤ 100 ms / ≤ 300 ms);
//  2. 200 photo analyses at once: completed, refused with 503 (bounded queue), errors (must be 0), peak memory.
// Each request comes from its own client address (X-Forwarded-For, trusted here) so per-IP limits model
// many users rather than one.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startServer } from '../tests/e2e/support/server';
import { loadTest } from './lib/load';

const TYPED =
  'Crvena zvezda - Partizan 1 1.85\nHajduk - Dinamo X 3.20\nArsenal - Chelsea GG 1.70\nMilan - Inter UG 3+ 1.95\nBarcelona - Real Madrid 1X 1.45';
const TYPED_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 200);
const photo = readFileSync(
  path.resolve(import.meta.dirname, '../../shared/bench/tickets/images/dev-img-040.png'),
);

// BENCH_DATABASE_URL runs the same load against a real PostgreSQL instead of the embedded PGlite.
const server = await startServer({
  TRUST_PROXY: 'true',
  LOG_LEVEL: 'warn',
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
});
console.log(`database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'}`);
const upload = async () => {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(photo)], 'tiket.png', { type: 'image/png' }));
  const res = await fetch(`${server.url}/api/upload`, {
    method: 'POST',
    body: form,
    headers: { 'x-forwarded-for': nextIp() },
  });
  // The photo is the uploading browser's: its guest cookie goes with the analysis.
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { filePath: ((await res.json()) as { filePath: string }).filePath, cookie };
};
const analysePhoto = async ({ filePath, cookie }: { filePath: string; cookie: string }) => {
  const res = await fetch(`${server.url}/api/process-ocr`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp(), cookie },
    body: JSON.stringify({ filePath }),
  });
  await res.arrayBuffer();
  return res.status;
};
let client = 0;
const nextIp = () => `10.${(++client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
async function pool<T>(n: number, concurrency: number, job: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) {
        const i = next++;
        out[i] = await job(i);
      }
    }),
  );
  return out;
}

try {
  // The server starts its OCR workers in the background; one photo first, so the typed figures are taken with
  // the process in service (not while the models load).
  await analysePhoto(await upload());
  // autocannon drives the typed load: a fetch() client in this process cost more CPU per request than the
  // server itself on these two cores, and its own queueing showed up as server latency.
  const typedRun = (seconds: number) =>
    loadTest(`${server.url}/api/process-ocr`, {
      connections: 20,
      seconds,
      method: 'POST',
      body: JSON.stringify({ manualText: TYPED }),
      headers: { 'content-type': 'application/json' },
      perRequest: () => ({ 'x-forwarded-for': nextIp() }),
    });
  await typedRun(2); // warms the process
  const typed = await typedRun(TYPED_SECONDS);
  console.log(
    `typed 5-leg ticket @20 concurrent: ${typed.total} requests in ${TYPED_SECONDS} s (${typed.requestsPerSecond}/s), p50 ${typed.p50} ms, p99 ${typed.p99} ms, errors ${typed.errors + typed.non2xx} (targets p50 ≤ 100 ms, p99 ≤ 300 ms)`,
  );

  const uploads = await pool(PHOTOS, 20, upload);
  let peak = 0;
  const pid = server.process.pid!;
  const sampler = setInterval(() => {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      peak = Math.max(peak, Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024);
    } catch {
      // the process may be between samples
    }
  }, 200);
  const started = performance.now();
  const photos = await Promise.all(uploads.map(analysePhoto));
  clearInterval(sampler);
  const count = (f: (s: number) => boolean) => photos.filter(f).length;
  console.log(
    `${PHOTOS} concurrent photo analyses: completed ${count((s) => s === 200)}, rejected with 503 ${count((s) => s === 503)}, errors ${count((s) => s !== 200 && s !== 503)} (must be 0), in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log(`server peak memory during photos: ${(peak / 1024 / 1024).toFixed(0)} MB RSS`);
} finally {
  await server.stop();
}
