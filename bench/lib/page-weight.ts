import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export interface PageWeight {
  htmlBytes: number;
  htmlGzipBytes: number;
  jsGzipBytes: number;
  jsFiles: number;
  lcpMs: number;
}

/**
 * Loads a page in a fresh headless Chromium profile, counting the JavaScript it downloads on first view
 * (gzip size, as served) and its largest contentful paint, optionally with CPU throttling.
 */
export async function measurePage(
  browser: Browser,
  url: string,
  opts: { cpuSlowdown?: number; width?: number; cookie?: string } = {},
): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: { width: opts.width ?? 375, height: 812 } });
  // A signed-in visit: the session cookie ("name=value; …") set for the page's origin.
  if (opts.cookie)
    await context.addCookies(
      opts.cookie.split('; ').map((pair) => {
        const i = pair.indexOf('=');
        return { name: pair.slice(0, i), value: pair.slice(i + 1), url };
      }),
    );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (opts.cpuSlowdown) await cdp.send('Emulation.setCPUThrottlingRate', { rate: opts.cpuSlowdown });
  const scripts = new Map<string, Buffer>();
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script') {
      try {
        scripts.set(res.url(), await res.body());
      } catch {
        // redirected or aborted: not loaded
      }
    }
  });
  await page.addInitScript(() => {
    (window as unknown as { __lcp: number }).__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) (window as unknown as { __lcp: number }).__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const res = await page.goto(url, { waitUntil: 'networkidle' });
  const html = (await res?.body()) ?? Buffer.alloc(0);
  // LCP is final at the first input or when the page is hidden; a short settle is enough for a static page.
  await page.waitForTimeout(300);
  const lcpMs = await page.evaluate(() => (window as unknown as { __lcp: number }).__lcp);
  await context.close();
  let jsGzipBytes = 0;
  for (const body of scripts.values()) jsGzipBytes += gzipSync(body, { level: 9 }).length;
  return {
    htmlBytes: html.length,
    htmlGzipBytes: gzipSync(html).length,
    jsGzipBytes,
    jsFiles: scripts.size,
    lcpMs: Math.round(lcpMs),
  };
}
