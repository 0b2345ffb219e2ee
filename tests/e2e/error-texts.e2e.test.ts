import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, gotoHydrated, launchBrowser, newPage } from './support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The site's frame is still there: the header's navigation and the footer. */
async function expectSiteFrame(page: Page) {
  expect(await page.locator('header nav').first().isVisible()).toBe(true);
  expect(await page.locator('footer').isVisible()).toBe(true);
}

/** Never the root error page's English texts. */
async function expectNoRootError(page: Page) {
  const body = await page.locator('body').innerText();
  expect(body).not.toContain('Something went wrong');
  expect(body).not.toContain('Oops! Page not found');
}

describe('error texts of the content and account pages (specification, error catalogue)', () => {
  it('an unknown article slug: 404, "Sadržaj nije pronađen" in the site frame, the way back to the hub (375 px)', async () => {
    const { context, page, problems } = await newPage(browser, PHONE);
    const url = `${baseUrl}/pametno-kladjenje/ovaj-clanak-ne-postoji`;
    const res = await gotoHydrated(page, url);
    expect(res!.status()).toBe(404);
    await page.getByRole('heading', { name: 'Sadržaj nije pronađen', level: 1 }).waitFor();
    await page.getByText('Nažalost, traženi sadržaj nije dostupan ili ne postoji.').waitFor();
    expect(await page.locator('[data-content-error="notFound"] a').getAttribute('href')).toBe('/sadrzaj');
    expect(await page.locator('footer').isVisible()).toBe(true);
    expect(await page.locator('header').isVisible()).toBe(true);
    // The mobile page does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoRootError(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('an address with no slug at all: 404, "Slug nije pronađen"', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const res = await gotoHydrated(page, `${baseUrl}/saveti-strategije/%20`);
    expect(res!.status()).toBe(404);
    await page.getByRole('heading', { name: 'Slug nije pronađen', level: 1 }).waitFor();
    await expectSiteFrame(page);
    await expectNoRootError(page);
    await context.close();
  });

  it('in Croatian: the not-found view is translated, answered 404 in the site frame', async () => {
    const { context, page } = await newPage(browser, DESKTOP, { locale: 'hr-HR' });
    const res = await gotoHydrated(page, `${baseUrl}/vodic-kladjenje/nema-ga`);
    expect(res!.status()).toBe(404);
    expect(await page.locator('html').getAttribute('lang')).toMatch(/^hr/);
    await page.getByRole('heading', { name: 'Sadržaj nije pronađen', level: 1 }).waitFor();
    await expectSiteFrame(page);
    await expectNoRootError(page);
    await context.close();
  });
});

// A store that fails (500: "Greška pri učitavanju sadržaja", "Greška pri dohvatanju sadržaja", "Error loading
// profile") cannot be caused from a browser against the shared server: those boundaries are rendered with throwing
// loaders in app/components/error-state.test.tsx, and the admin lists' failures in server/modules/admin/admin.test.ts.
