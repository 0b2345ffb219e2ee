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
} finally {
  await browser.close();
  await server.stop();
}
