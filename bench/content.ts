// `npm run bench:content [path]`: throughput and weight of an article page (served from the page cache to
// anonymous readers). Starts the built server on a free port with its own data folder.
import { launchBrowser } from '../tests/e2e/support/browser';
import { startServer } from '../tests/e2e/support/server';
import { loadTest } from './lib/load';
import { measurePage } from './lib/page-weight';

const path = process.argv[2] ?? '/vodic-kladjenje/sistem-tiketi-vodic';
const seconds = Number(process.env.BENCH_SECONDS ?? 15);

const server = await startServer({ LOG_LEVEL: 'warn' });
const browser = await launchBrowser();
try {
  const url = server.url + path;
  const weight = await measurePage(browser, url);
  await loadTest(url, { connections: 10, seconds: 2 }); // warm-up
  const load = await loadTest(url, { connections: 50, seconds });
  console.log(`article ${path}`);
  console.log(`  html bytes          ${weight.htmlBytes} (${weight.htmlGzipBytes} gzip)`);
  console.log(
    `  JavaScript gzip     ${(weight.jsGzipBytes / 1024).toFixed(1)} KB in ${weight.jsFiles} files`,
  );
  console.log(`  LCP                 ${weight.lcpMs} ms`);
  console.log(
    `  load @50 conns      ${load.requestsPerSecond} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms, errors ${load.errors}, non-2xx ${load.non2xx} (targets ≥ 1500 req/s, p99 ≤ 40 ms)`,
  );
} finally {
  await browser.close();
  await server.stop();
}
