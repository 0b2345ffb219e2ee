// `npm run bench:edge`: how close the request path of a cached public page comes to the machine's ceiling.
// Starts the production server (needs `npm run build`) and, as the ceiling, a bare node:http server holding the
// very bytes the product answers (gzip, same headers), each in a process of its own; then drives both with
// autocannon (50 connections, a browser's Accept-Encoding) for the home page and one article, in alternating
// rounds. Prints per page the median over EDGE_ROUNDS (default 3) of req/s, p99 and the ratio product/ceiling
// measured in the same round (the ratio matters more than req/s on a shared machine).
//
// EDGE_BASE=/path/to/another/checkout also starts that checkout's server (e.g. a `git worktree` of the parent
// commit, with build/ linked in) and measures it in the same rounds: before and after in one run.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { freePort } from '../tests/e2e/support/server';
import { loadTest, type LoadResult } from './lib/load';

const ROUNDS = Number(process.env.EDGE_ROUNDS ?? 3);
const SECONDS = Number(process.env.EDGE_SECONDS ?? 8);
const CONNECTIONS = 50;
const ROOT = path.resolve(import.meta.dirname, '..');

interface Target {
  name: string;
  url: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

async function waitFor(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`exited early:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer:\n${output()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

function startNode(name: string, args: string[], cwd: string, env: Record<string, string>, port: number) {
  let log = '';
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Read (and drop) what the process writes, as a log shipper would: an unread pipe would stall it.
  child.stdout!.on('data', (d: Buffer) => (log = (log + d.toString()).slice(-4000)));
  child.stderr!.on('data', (d: Buffer) => (log = (log + d.toString()).slice(-4000)));
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    process: child,
    output: () => log,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  } satisfies Target;
}

/** The product as `npm start` runs it in production, from `root` (this checkout or EDGE_BASE). */
async function startProduct(name: string, root: string): Promise<Target> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tiket-edge-'));
  const target = startNode(
    name,
    ['--import', 'tsx', 'server/main.ts'],
    root,
    {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      AUTH_SECRET: 'edge-bench-secret-0123456789abcdef',
      ALLOW_TEST_PAYMENTS: 'true',
    },
    port,
  );
  await waitFor(`${target.url}/healthz`, target.process, target.output);
  const stop = target.stop;
  return {
    ...target,
    stop: async () => {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface Captured {
  status: number;
  headers: Record<string, string>;
  gzip: Buffer;
}

/** What the product answers a browser for `path` (the cached page: asked twice, the second is the copy). */
async function capture(base: string, path: string): Promise<Captured> {
  await fetch(base + path, { headers: { 'accept-encoding': 'gzip' } });
  const { default: http } = await import('node:http');
  return new Promise((resolve, reject) => {
    http
      .get(base + path, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const headers: Record<string, string> = {};
          for (const [k, v] of Object.entries(res.headers))
            if (typeof v === 'string' && k !== 'date' && k !== 'connection' && k !== 'keep-alive')
              headers[k] = v;
          resolve({ status: res.statusCode ?? 0, headers, gzip: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}

/** The ceiling: node:http answering every request with the captured bytes, nothing else. */
async function startCeiling(page: Captured, dir: string): Promise<Target> {
  const port = await freePort();
  const file = path.join(dir, `page-${port}.json`);
  writeFileSync(
    file,
    JSON.stringify({ status: page.status, headers: page.headers, body: page.gzip.toString('base64') }),
  );
  const script = `
    const http = require('node:http');
    const page = JSON.parse(require('node:fs').readFileSync(${JSON.stringify(file)}, 'utf8'));
    const body = Buffer.from(page.body, 'base64');
    const headers = { ...page.headers, 'content-length': String(body.length) };
    http.createServer((req, res) => { res.writeHead(page.status, headers); res.end(body); })
      .listen(${port}, '127.0.0.1');`;
  const target = startNode('ceiling', ['-e', script], ROOT, {}, port);
  await waitFor(target.url, target.process, target.output);
  return target;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

const scratch = mkdtempSync(path.join(tmpdir(), 'tiket-edge-ceiling-'));
const products: Target[] = [await startProduct('this checkout', ROOT)];
if (process.env.EDGE_BASE)
  products.push(await startProduct(`base (${process.env.EDGE_BASE})`, process.env.EDGE_BASE));
const ceilings: Target[] = [];
try {
  const sitemap = await (await fetch(`${products[0]!.url}/sitemap.xml`)).text();
  const article =
    /<loc>https?:\/\/[^/<]+(\/(?:pametno-kladjenje|saveti-strategije|vodic-kladjenje|sportski-saveti|regionalni-sadrzaj|napredne-strategije)\/[^<]+)<\/loc>/.exec(
      sitemap,
    )?.[1];
  const pages = ['/', ...(article ? [article] : [])];
  console.log(
    `edge bench: ${CONNECTIONS} connections, gzip, ${SECONDS} s per run, ${ROUNDS} rounds; pages ${pages.join(', ')}`,
  );
  for (const page of pages) {
    const captured = await capture(products[0]!.url, page);
    if (captured.headers['x-cache'] !== 'HIT') throw new Error(`${page} is not served from the page cache`);
    const html = gunzipSync(captured.gzip).toString();
    const ceiling = await startCeiling(captured, scratch);
    ceilings.push(ceiling);
    const results = new Map<string, { load: LoadResult; ratio: number }[]>();
    for (let round = 0; round < ROUNDS; round++) {
      await loadTest(ceiling.url + page, { connections: 10, seconds: 1 }); // warm-up
      const top = await loadTest(ceiling.url + page, { connections: CONNECTIONS, seconds: SECONDS });
      const ceilingRuns = results.get('ceiling') ?? [];
      ceilingRuns.push({ load: top, ratio: 1 });
      results.set('ceiling', ceilingRuns);
      for (const product of products) {
        await loadTest(product.url + page, { connections: 10, seconds: 1 }); // warm-up
        const load = await loadTest(product.url + page, { connections: CONNECTIONS, seconds: SECONDS });
        if (load.non2xx || load.errors)
          console.warn(`  ${product.name}: ${load.non2xx} non-2xx, ${load.errors} errors`);
        const runs = results.get(product.name) ?? [];
        runs.push({ load, ratio: load.requestsPerSecond / top.requestsPerSecond });
        results.set(product.name, runs);
      }
    }
    console.log(`page ${page} (${captured.gzip.length} bytes gzip, ${html.length} html)`);
    for (const [name, runs] of results) {
      const rps = median(runs.map((r) => r.load.requestsPerSecond));
      const p99 = median(runs.map((r) => r.load.p99));
      const ratio = median(runs.map((r) => r.ratio));
      console.log(
        `  ${name.padEnd(40)} ${String(Math.round(rps)).padStart(6)} req/s  p99 ${String(p99).padStart(3)} ms  ratio ${ratio.toFixed(2)}  (runs: ${runs.map((r) => `${r.load.requestsPerSecond}/${r.load.p99}ms/${r.ratio.toFixed(2)}`).join(', ')})`,
      );
    }
  }
  console.log('targets: ratio ≥ 0.8 of the ceiling, p99 ≤ 20 ms at 50 connections');
} finally {
  for (const t of [...ceilings, ...products]) await t.stop();
  rmSync(scratch, { recursive: true, force: true });
}
