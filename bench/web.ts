// `npm run bench:web`: page weight, largest contentful paint and throughput of the public pages.
// Starts the built server on a free port with its own data folder; prints one block per page.
import { launchBrowser } from '../tests/e2e/support/browser';
import { startServer } from '../tests/e2e/support/server';
import { loadTest } from './lib/load';
import { measurePage } from './lib/page-weight';

const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/landing-b'];
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

const server = await startServer({ LOG_LEVEL: 'warn' });
const browser = await launchBrowser();
try {
  for (const path of pages) {
    const url = server.url + path;
    const weight = await measurePage(browser, url);
    const slow = await measurePage(browser, url, { cpuSlowdown: 4 });
    await loadTest(url, { connections: 10, seconds: 2 }); // warm-up
    const load = await loadTest(url, { connections: 50, seconds });
    console.log(`page ${path}`);
    console.log(`  html bytes          ${weight.htmlBytes} (${weight.htmlGzipBytes} gzip)`);
    console.log(
      `  first-view JS gzip  ${(weight.jsGzipBytes / 1024).toFixed(1)} KB in ${weight.jsFiles} files (target ≤ 150 KB)`,
    );
    console.log(`  LCP                 ${weight.lcpMs} ms; with 4x CPU slowdown ${slow.lcpMs} ms`);
    console.log(
      `  load @50 conns      ${load.requestsPerSecond} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms, errors ${load.errors}, non-2xx ${load.non2xx} (targets ≥ 1000 req/s, p99 ≤ 50 ms)`,
    );
  }

  // The full report of a signed-in owner who paid for it (charts load lazily below the fold).
  const report = await paidReport(server.url);
  const url = `${server.url}/report/${report.id}`;
  const weight = await measurePage(browser, url, { cookie: report.cookie });
  const slow = await measurePage(browser, url, { cookie: report.cookie, cpuSlowdown: 4 });
  console.log('page /report/{id} (signed in, unlocked)');
  console.log(
    `  first-view JS gzip  ${(weight.jsGzipBytes / 1024).toFixed(1)} KB in ${weight.jsFiles} files (target ≤ 200 KB)`,
  );
  console.log(
    `  LCP                 ${weight.lcpMs} ms; with 4x CPU slowdown ${slow.lcpMs} ms (target ≤ 1500 ms)`,
  );
} finally {
  await browser.close();
  await server.stop();
}

/** Signs up, analyses a typed ticket and unlocks it with the local test card, as a user would through the API. */
async function paidReport(base: string): Promise<{ id: string; cookie: string }> {
  let cookie = '';
  const post = async (path: string, body: unknown) => {
    const res = await fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie },
      body: JSON.stringify(body),
    });
    const set = res.headers.getSetCookie().map((c) => c.split(';')[0]);
    if (set.length) cookie = [...cookie.split('; ').filter(Boolean), ...set].join('; ');
    if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
    return (await res.json()) as Record<string, string>;
  };
  await post('/api/auth/sign-up/email', {
    email: 'bench-web@example.com',
    password: 'tajna1234',
    name: 'Bench',
  });
  const { id } = await post('/api/process-ocr', {
    manualText: 'Crvena zvezda - Partizan 1 1.85\nArsenal - Chelsea GG 1.70\nMilan - Inter X 3.20',
  });
  const intent = await post('/api/create-payment-intent', {
    plan: 'report',
    email: 'bench-web@example.com',
    ocr_result_id: id,
  });
  await post('/api/local-pay/confirm', {
    client_secret: intent.client_secret,
    card: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2035, cvc: '123' },
  });
  await post('/api/verify-payment', { session_id: intent.payment_id });
  return { id, cookie };
}
