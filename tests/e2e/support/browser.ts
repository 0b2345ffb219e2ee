import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { existsSync } from 'node:fs';
import { randomInt } from 'node:crypto';

// Debian's Chromium; the flags keep it off the (closed) network so it does not stall on lookups.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(executablePath)) throw new Error(`Chromium not found at ${executablePath}`);
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * A fresh browser profile (cookies, storage) at the given viewport, failing on CSP violations. Each profile is
 * its own visitor: the e2e server trusts X-Forwarded-For as it would behind the production proxy, so the
 * per-address limits (ten sign-ups an hour) count each profile apart rather than the whole run as one bettor.
 */
export async function newPage(
  browser: Browser,
  viewport = DESKTOP,
  opts: { locale?: string } = {},
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({
    viewport,
    locale: opts.locale ?? 'sr-RS',
    isMobile: viewport.width < 768,
    // Random rather than counted: every test file runs in its own process, where a counter would start over and
    // hand the same addresses out again.
    extraHTTPHeaders: { 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` },
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (msg) => {
    const text = msg.text();
    if (/Content Security Policy|Refused to (load|execute|apply)/i.test(text)) problems.push(text);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  return { context, page, problems };
}

/** Navigates and waits until React has hydrated, so clicks reach their handlers. */
export async function gotoHydrated(page: Page, url: string) {
  const res = await page.goto(url);
  await page.waitForSelector('html[data-hydrated="true"]');
  return res;
}
