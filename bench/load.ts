// `npm run bench:load`: the built server under 50 connections for 30 s per endpoint (BENCH_SECONDS to change):
// the home page, an article, check-subscription and a typed analysis. Prints requests/s, p99, errors (must be 0)
// and the memory the server keeps (after a full GC) before and after (target growth under 10 %). Each analysis
// comes from its own client address (X-Forwarded-For, trusted here), so the per-IP limit models many users.
import { startServer } from '../tests/e2e/support/server';
import { loadTest } from './lib/load';

const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const TYPED =
  'Crvena zvezda - Partizan 1 1.85\nHajduk - Dinamo X 3.20\nArsenal - Chelsea GG 1.70\nMilan - Inter UG 3+ 1.95\nBarcelona - Real Madrid 1X 1.45';

const server = await startServer(
  {
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  },
  ['--expose-gc', '--import', './bench/lib/gc-probe.mjs'],
);

/**
 * The server's memory after a full garbage collection (bench/lib/gc-probe.mjs): what it keeps. Resident size
 * alone mostly says how much garbage V8 had left for later at that instant (it varied by 30 % between runs).
 */
async function keptMemory(): Promise<{ rss: number; heapUsed: number }> {
  const seen = server.output().length;
  server.process.kill('SIGUSR2');
  for (let i = 0; i < 200; i++) {
    await new Promise((r) => setTimeout(r, 50));
    const m = /\{"gcProbe":(\{[^}]*\})\}/.exec(server.output().slice(seen));
    if (m) return JSON.parse(m[1]) as { rss: number; heapUsed: number };
  }
  throw new Error('the server did not answer the memory probe');
}
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
let client = 0;
const nextIp = () => `10.${(++client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;

const targets = [
  { name: 'home page', path: '/', method: 'GET' },
  { name: 'article', path: '/vodic-kladjenje/sistem-tiketi-vodic', method: 'GET' },
  { name: 'check-subscription', path: '/api/check-subscription', method: 'POST', body: '{}' },
  {
    name: 'typed analysis',
    path: '/api/process-ocr',
    method: 'POST',
    body: JSON.stringify({ manualText: TYPED }),
  },
];

try {
  console.log(`database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'}`);
  const run = (t: (typeof targets)[number], connections: number, secs: number) =>
    loadTest(server.url + t.path, {
      connections,
      seconds: secs,
      method: t.method,
      body: t.body,
      headers: {
        ...(t.body ? { 'content-type': 'application/json' } : {}),
        ...(t.name === 'check-subscription' ? { cookie } : {}),
      },
      perRequest: () => ({ 'x-forwarded-for': nextIp() }),
    });
  // check-subscription answers signed-in users: one account, its session cookie on every request.
  const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({
      email: `bench-load-${Date.now()}@example.com`,
      password: 'tajna1234',
      name: 'Bench',
    }),
  });
  if (!signUp.ok) throw new Error(`sign-up for the benchmark failed: HTTP ${signUp.status}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  // Warm every path at full load first (caches, JIT, the model), so "before" is the process at work, not at rest.
  for (const t of targets) await run(t, 50, 5);
  const before = await keptMemory();
  let errors = 0;
  for (const t of targets) {
    const r = await run(t, 50, seconds);
    errors += r.errors + r.non2xx;
    console.log(
      `${t.name.padEnd(20)} ${String(r.requestsPerSecond).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  errors ${r.errors}  non-2xx ${r.non2xx}  (${r.total} requests)`,
    );
  }
  const after = await keptMemory();
  const growth = (a: number, b: number) => `${b >= a ? '+' : ''}${(((b - a) / a) * 100).toFixed(1)} %`;
  console.log(
    `memory kept (after a full GC): heap ${mb(before.heapUsed)} → ${mb(after.heapUsed)} (${growth(before.heapUsed, after.heapUsed)}), ` +
      `resident ${mb(before.rss)} → ${mb(after.rss)} (${growth(before.rss, after.rss)}); target growth < 10 %`,
  );
  console.log(`errors in total ${errors} (must be 0)`);
} finally {
  await server.stop();
}
