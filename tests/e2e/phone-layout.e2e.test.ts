import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PHONE, launchBrowser, newPage } from './support/browser';
import { bettorWithData } from './support/bettor';
import { CATEGORIES } from '../../server/common/categories';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('every screen on a 375 px phone', () => {
  it('never scrolls sideways, with a signed-in bettor’s reports, tickets and long names', async () => {
    const data = await bettorWithData(baseUrl);
    const { context, page } = await newPage(browser, PHONE);
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': data.ip });
    await context.addCookies(
      data.cookie
        .split('; ')
        .map((c) => ({ name: c.split('=')[0], value: c.slice(c.indexOf('=') + 1), url: baseUrl })),
    );
    await page.goto(`${baseUrl}/sadrzaj`);
    const links = await page
      .locator('a[href]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    const article = links.find((h) => CATEGORIES.some((c) => h.startsWith(`/${c}/`)));
    expect(article).toBeDefined();
    const routes = [
      '/',
      '/landing-c',
      '/landing-b',
      '/upload',
      `/report-preview?id=${data.locked}`,
      `/report/${data.paid}`,
      '/dashboard',
      '/account',
      '/membership',
      '/pre-checkout',
      `/payment?plan=basic`,
      `/payment?plan=report&report=${data.locked}`,
      '/payment-success',
      '/payment-canceled',
      '/reset-password',
      '/sadrzaj',
      '/blog',
      '/ai-kladionica-pametno-kladjenje',
      '/ai-predikcije',
      '/ai-generator',
      '/ai-generator/create',
      `/ai-generator/payment?ticket=${data.ticketId}`,
      ...(article ? [article] : []),
      '/ovo-ne-postoji',
    ];
    const wide: string[] = [];
    for (const route of routes) {
      await page.goto(baseUrl + route, { waitUntil: 'networkidle' });
      // Folded details open too: what a bettor unfolds must fit as well.
      if (route.startsWith('/report/'))
        for (const more of await page.getByTestId('leg-toggle').all()) await more.click();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > PHONE.width) wide.push(`${route}: ${width} px`);
    }
    expect(wide).toEqual([]);
    await context.close();
  });
});
