import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE, gotoHydrated, launchBrowser, newPage } from './support/browser';
import { startServer, type RunningServer } from './support/server';

// The consent banner and the third parties behind it. This file runs its own server with both analytics ids
// configured; the shared one (no ids) shows that an unconfigured site asks nothing and allows no host.
const sharedUrl = inject('baseUrl');
const THIRD_PARTY = /googletagmanager\.com|google-analytics\.com|connect\.facebook\.net|facebook\.com\/tr/;
let server: RunningServer;
let baseUrl: string;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({ ANALYTICS_GA_ID: 'G-TEST', ANALYTICS_META_PIXEL_ID: '123', TRUST_PROXY: 'true' }),
    launchBrowser(),
  ]);
  baseUrl = server.url;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Every request to a third party is recorded; `stub` answers the scripts with small fakes, otherwise they fail. */
async function watchThirdParties(context: BrowserContext, mode: 'fail' | 'stub') {
  const attempted: string[] = [];
  await context.route(THIRD_PARTY, async (route) => {
    const url = route.request().url();
    attempted.push(url);
    if (mode === 'fail') return route.abort('blockedbyclient');
    if (url.includes('/gtag/js'))
      return route.fulfill({ contentType: 'text/javascript', body: 'window.__gtagLoaded = true;' });
    if (url.includes('fbevents.js'))
      // Stands in for Meta's script: takes over the queue the page's stub collected, and records every call.
      return route.fulfill({
        contentType: 'text/javascript',
        body: `(function(){var f=window.fbq;window.__fbCalls=[];f.callMethod=function(){window.__fbCalls.push([].slice.call(arguments))};f.queue.forEach(function(a){f.callMethod.apply(null,a)});f.queue=[];})();`,
      });
    return route.fulfill({ status: 204, body: '' });
  });
  return attempted;
}

const banner = (page: Page) => page.locator('[data-consent-banner]');
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((a) => Array.from(a)),
  );
const consentCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === 'consent')?.value;

describe('cookie consent', () => {
  it('renders the banner on the server only while no choice is made, and allows the hosts in the CSP', async () => {
    const res = await fetch(`${baseUrl}/`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain('https://*.googletagmanager.com');
    expect(csp).toContain('https://connect.facebook.net');
    expect(await res.text()).toContain('data-consent-banner');
    const chosen = await fetch(`${baseUrl}/`, { headers: { cookie: 'consent=a0.m0' } });
    expect(await chosen.text()).not.toContain('data-consent-banner');
  });

  it('without configured ids asks nothing, shows no settings link and allows no third-party host', async () => {
    const res = await fetch(`${sharedUrl}/`);
    expect(res.headers.get('content-security-policy')).not.toMatch(/google|facebook/);
    expect(await res.text()).not.toContain('data-consent-banner');
    const { context, page, problems } = await newPage(browser, PHONE);
    await gotoHydrated(page, `${sharedUrl}/`);
    expect(await banner(page).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Podešavanja kolačića' }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sends nothing to Google or Meta before consent, even while funnel events happen', async () => {
    const { context, page, problems } = await newPage(browser, PHONE);
    const attempted = await watchThirdParties(context, 'fail');
    await gotoHydrated(page, `${baseUrl}/`);
    await banner(page).waitFor();
    await gotoHydrated(page, `${baseUrl}/ai-generator`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(500);
    expect(attempted).toEqual([]);
    expect(await dataLayer(page)).toEqual([]);
    expect(await page.evaluate(() => 'fbq' in window)).toBe(false);
    expect(await consentCookie(context)).toBeUndefined();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('after "Prihvati sve" loads gtag and the pixel, and page views and funnel events reach them', async () => {
    const { context, page, problems } = await newPage(browser, DESKTOP);
    const attempted = await watchThirdParties(context, 'stub');
    await gotoHydrated(page, `${baseUrl}/ai-generator`);
    await banner(page).waitFor();
    const gtagRequest = page.waitForRequest((r) =>
      r.url().includes('googletagmanager.com/gtag/js?id=G-TEST'),
    );
    await banner(page).getByRole('button', { name: 'Prihvati sve' }).click();
    await gtagRequest;
    await page.waitForFunction(() => (window as unknown as { __gtagLoaded?: boolean }).__gtagLoaded);
    await banner(page).waitFor({ state: 'detached' });
    expect(await consentCookie(context)).toBe('a1.m1');

    // The page view and the landing_view that happened before the choice, sent once it was made.
    const layer = await dataLayer(page);
    expect(layer).toContainEqual(['config', 'G-TEST', { send_page_view: false }]);
    expect(layer.some((a) => a[0] === 'event' && a[1] === 'page_view')).toBe(true);
    expect(layer).toContainEqual(['event', 'landing_view', { demo: expect.any(Boolean) }]);
    const consentDefault = layer.find((a) => a[0] === 'consent' && a[1] === 'default');
    expect(consentDefault?.[2]).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied' });

    await page.waitForFunction(() => (window as unknown as { __fbCalls?: unknown[] }).__fbCalls?.length);
    const fb = () => page.evaluate(() => (window as unknown as { __fbCalls: unknown[][] }).__fbCalls);
    expect(await fb()).toContainEqual(['init', '123']);
    expect(await fb()).toContainEqual(['track', 'PageView']);
    expect(await fb()).toContainEqual(['trackCustom', 'landing_view', { demo: expect.any(Boolean) }]);

    // A funnel event after the choice goes out at once, and a client-side navigation is a page view.
    await page.getByRole('link', { name: 'Napravi tiket' }).first().click();
    await page.waitForURL(/\/ai-generator\/create/);
    await page.waitForFunction(() =>
      (window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer.some(
        (a) =>
          a[0] === 'event' &&
          a[1] === 'page_view' &&
          (a[2] as { page_path: string }).page_path === '/ai-generator/create',
      ),
    );
    expect(await dataLayer(page)).toContainEqual(['event', 'start_intent', { place: 'hero' }]);
    expect(attempted.some((u) => u.includes('connect.facebook.net/en_US/fbevents.js'))).toBe(true);

    // Remembered: the next visit loads them without asking.
    const again = page.waitForRequest((r) => r.url().includes('/gtag/js'));
    await gotoHydrated(page, `${baseUrl}/`);
    await again;
    expect(await banner(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('"Odbij" loads nothing and is remembered across reloads; the footer link reopens the choice', async () => {
    const { context, page, problems } = await newPage(browser, PHONE);
    const attempted = await watchThirdParties(context, 'stub');
    await gotoHydrated(page, `${baseUrl}/`);
    await banner(page).getByRole('button', { name: 'Odbij' }).click();
    await banner(page).waitFor({ state: 'detached' });
    expect(await consentCookie(context)).toBe('a0.m0');
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.waitForTimeout(300);
    expect(await banner(page).count()).toBe(0);
    expect(attempted).toEqual([]);
    expect(await dataLayer(page)).toEqual([]);

    // The footer link opens the choices, with both categories off, and a choice of analytics only loads gtag.
    await page.getByRole('button', { name: 'Podešavanja kolačića' }).click();
    await banner(page).waitFor();
    const analytics = banner(page).getByRole('checkbox', { name: /Analitika/ });
    const marketing = banner(page).getByRole('checkbox', { name: /Marketing/ });
    expect(await analytics.isChecked()).toBe(false);
    expect(await marketing.isChecked()).toBe(false);
    await analytics.check();
    const gtag = page.waitForRequest((r) => r.url().includes('/gtag/js'));
    await banner(page).getByRole('button', { name: 'Sačuvaj izbor' }).click();
    await gtag;
    expect(await consentCookie(context)).toBe('a1.m0');
    await page.waitForTimeout(300);
    expect(attempted.some((u) => u.includes('facebook'))).toBe(false);

    // Reopened again, the settings show the stored choice and can be closed without changing it.
    await page.getByRole('button', { name: 'Podešavanja kolačića' }).click();
    expect(await analytics.isChecked()).toBe(true);
    await banner(page).getByRole('button', { name: 'Zatvori' }).click();
    await banner(page).waitFor({ state: 'detached' });
    expect(await consentCookie(context)).toBe('a1.m0');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is Croatian on the Croatian site', async () => {
    const { context, page, problems } = await newPage(browser, PHONE, { locale: 'hr-HR' });
    await context.addCookies([{ name: 'lang', value: 'hr', url: baseUrl }]);
    await gotoHydrated(page, `${baseUrl}/`);
    const sheet = banner(page);
    await sheet.getByText('Uz tvoje dopuštenje mjerimo posjete').waitFor();
    await sheet.getByRole('button', { name: 'Odaberi' }).click();
    await sheet.getByText('Nužni').waitFor();
    await sheet.getByRole('button', { name: 'Spremi odabir' }).click();
    await sheet.waitFor({ state: 'detached' });
    expect(await consentCookie(context)).toBe('a0.m0');
    await page.getByRole('button', { name: 'Postavke kolačića' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('fits a 375 px phone as a compact bottom sheet that leaves the main call to action visible', async () => {
    const { context, page, problems } = await newPage(browser, PHONE);
    await watchThirdParties(context, 'fail');
    await gotoHydrated(page, `${baseUrl}/`);
    const sheet = banner(page);
    await sheet.waitFor();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    const box = (await sheet.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.width).toBeLessThanOrEqual(PHONE.width);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height + 1);
    expect(box.height).toBeLessThan(PHONE.height * 0.35);
    const cta = (await page
      .getByRole('main')
      .getByRole('button', { name: 'Probaj besplatno' })
      .or(page.getByRole('main').getByRole('link', { name: 'Probaj besplatno' }))
      .first()
      .boundingBox())!;
    expect(cta.y + cta.height).toBeLessThanOrEqual(box.y);

    await sheet.getByRole('button', { name: 'Izaberi' }).click();
    await sheet.getByText('Neophodni').waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect((await sheet.boundingBox())!.height).toBeLessThanOrEqual(PHONE.height * 0.7 + 1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
