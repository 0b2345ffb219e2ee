import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PHONE, gotoHydrated, launchBrowser, newPage } from './support/browser';
import { bettorPage, bettorWithData } from './support/bettor';

// What the screens say, on a phone (issue 31): nothing claims a payment that did not happen, the year is this
// year, one renewal period in the same words everywhere, a demo ticket is never sold as real odds or with an
// accuracy claim, and a toast never covers the header.

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Computed font size, in px, of the element holding `text`. */
async function fontSize(page: Page, text: string): Promise<number> {
  return page
    .getByText(text, { exact: false })
    .first()
    .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
}

describe('copy on a 375 px phone', () => {
  it('/payment-success opened directly says nothing was paid; the footer carries the current year', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await gotoHydrated(page, `${baseUrl}/payment-success`);
    await page.getByRole('heading', { name: 'Ništa nije plaćeno' }).waitFor();
    expect(await page.getByText('Plaćanje uspešno!').count()).toBe(0);
    expect(await page.title()).not.toContain('Plaćanje uspešno');
    const footer = await page.locator('[data-site-footer]').innerText();
    expect(footer).toContain(`© ${new Date().getFullYear()} Tiket AI`);
    await context.close();
  });

  it('the plans renew every 4 weeks, said the same way beside the price and under the button, at 12 px or more', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await gotoHydrated(page, `${baseUrl}/membership`);
    const main = await page.locator('main').innerText();
    expect(main).toMatch(/2,99\s€\s*\/ 4 nedelje/);
    expect(main).toContain('5 analiza na svake 4 nedelje');
    expect(main).toContain('na svake 4 nedelje. Otkaži kad god želiš.');
    expect(main).not.toMatch(/mesečno/);
    expect(await fontSize(page, 'na svake 4 nedelje. Otkaži')).toBeGreaterThanOrEqual(12);
    // The test-mode badge in the header is readable too.
    expect(await fontSize(page, 'Test režim')).toBeGreaterThanOrEqual(12);
    await context.close();
  });

  it('generator: the stake field names the chosen currency; a demo ticket shows decimal commas and is sold without odds or accuracy claims', async () => {
    const bettor = await bettorWithData(baseUrl);
    const { context, page } = await bettorPage(browser, baseUrl, bettor, PHONE);
    await gotoHydrated(page, `${baseUrl}/ai-generator`);
    // The e2e server has no odds source: its matches are demo, and the landing does not call them real odds.
    await page.getByText('Demo utakmice').first().waitFor();
    expect(await page.getByText('Prave kvote').count()).toBe(0);
    await gotoHydrated(page, `${baseUrl}/ai-generator/create`);
    await page.locator('[data-sport="football"]').click();
    await page.getByTestId('wizard-next').click();
    await page.locator('[data-type="safe"]').click();
    await page.getByTestId('wizard-next').click();
    await page.locator('[data-currency="RSD"]').click();
    await page.getByLabel('Drugi iznos (RSD)').waitFor();
    expect(await page.getByText('Drugi iznos (€)').count()).toBe(0);
    await page.locator('#stake').fill('0.5');
    await page.getByText(/Minimalni ulog je 1\sRSD\./).waitFor();
    await page.locator('#stake').fill('500');
    await page.getByTestId('wizard-next').click();
    const ticket = page.getByTestId('generated-ticket');
    await ticket.waitFor();
    const text = await ticket.innerText();
    expect(text).not.toMatch(/Procena: \d+\.\d/);
    expect(text).toMatch(/Procena: \d+,\d%/);
    // No button runs out of its box on the phone.
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll('button, a')]
        .filter((b) => b.scrollWidth > b.clientWidth + 1)
        .map((b) => b.textContent?.trim()),
    );
    expect(overflowing).toEqual([]);

    await gotoHydrated(page, `${baseUrl}/ai-generator/payment?ticket=${bettor.ticketId}`);
    await page.getByRole('heading', { name: 'Generiši AI Tiket' }).waitFor();
    const pay = await page.locator('main').innerText();
    expect(pay).toContain('Demo utakmice');
    expect(pay).not.toContain('97% tačnost');
    expect(pay).not.toContain('Optimizovane kvote');
    await context.close();
  });

  it('a toast appears below the sticky header, not over the logo', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await gotoHydrated(page, `${baseUrl}/auth`);
    await page.getByLabel('Email').fill('niko-ovde@example.com');
    await page.getByLabel('Lozinka').fill('pogresna-lozinka');
    await page.getByRole('button', { name: 'Prijavi se' }).click();
    const toast = page.locator('[data-sonner-toast]').first();
    await toast.waitFor();
    await page.waitForTimeout(500); // the toast slides in
    const header = await page.locator('[data-site-header]').boundingBox();
    const box = await toast.boundingBox();
    expect(header && box).toBeTruthy();
    expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    await context.close();
  });
});
