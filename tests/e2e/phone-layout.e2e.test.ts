import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { randomInt } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { PHONE, launchBrowser, newPage } from './support/browser';
import { CATEGORIES } from '../../server/common/categories';

const baseUrl = inject('baseUrl');
let browser: Browser;

/** A signed-in bettor with data behind every screen, made through the API as a browser would. */
async function bettorWithData() {
  let cookie = '';
  const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const call = async (path: string, body: unknown) => {
    const res = await fetch(baseUrl + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl, cookie, 'x-forwarded-for': ip },
      body: JSON.stringify(body),
    });
    for (const set of res.headers.getSetCookie()) {
      const [pair] = set.split(';');
      const name = pair.split('=')[0];
      cookie = [...cookie.split('; ').filter((c) => c && !c.startsWith(`${name}=`)), pair].join('; ');
    }
    const json = (await res.json()) as Record<string, unknown>;
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  await call('/api/auth/sign-up/email', {
    email: `telefon-${randomInt(1e9)}@example.com`,
    password: 'tajna123',
    name: 'Aleksandar Mihajlović-Stojanović',
  });
  // Long club names: the screens must wrap them, not scroll sideways.
  const ticket =
    'Crvena zvezda - Partizan 1 1.85\nBorussia Mönchengladbach - Eintracht Frankfurt GG 1.70\n' +
    'Wolverhampton Wanderers - Brighton & Hove Albion UG 3+ 1.95\nHajduk Split - Dinamo Zagreb X 3.40';
  const paid = (await call('/api/process-ocr', { manualText: ticket })).id as string;
  const locked = (await call('/api/process-ocr', { manualText: 'Rijeka - Osijek 1 2.10' })).id as string;
  const intent = await call('/api/create-payment-intent', { plan: 'report', ocr_result_id: paid });
  await call('/api/local-pay/confirm', {
    client_secret: intent.client_secret,
    card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
  });
  await call('/api/verify-payment', { session_id: intent.payment_id });
  const generated = await call('/api/generate-real-ticket', {
    sport: 'football',
    ticketType: 'mixed',
    stake: 10,
  });
  const ticketId = (generated.ticket as { id: string } | null)?.id ?? '';
  return { cookie, ip, paid, locked, ticketId };
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('every screen on a 375 px phone', () => {
  it('never scrolls sideways, with a signed-in bettor’s reports, tickets and long names', async () => {
    const data = await bettorWithData();
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
        for (const more of await page.getByText('Detalji, forma i međusobni dueli').all()) await more.click();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > PHONE.width) wide.push(`${route}: ${width} px`);
    }
    expect(wide).toEqual([]);
    await context.close();
  });
});
