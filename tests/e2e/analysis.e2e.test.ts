import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { DESKTOP, PHONE, gotoHydrated, launchBrowser, newPage } from './support/browser';
import { benchImages } from './support/fixtures';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('analysing a ticket', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`typed matches → stages → preview with the analysis' own numbers (${viewport.width} px)`, async () => {
      const { context, page, problems } = await newPage(browser, viewport);
      await gotoHydrated(page, `${baseUrl}/`);
      await page.locator('[data-upload-trigger="hero"]').click();
      await page.getByRole('button', { name: 'Upiši utakmice ručno' }).click();
      const analyse = page.getByRole('button', { name: 'Pokreni analizu' });
      expect(await analyse.isDisabled()).toBe(true);
      await page
        .getByRole('textbox')
        .fill('Crvena zvezda - Radnički Niš 1 1.30\nHajduk - Rijeka GG 1.85\nPartizan - TSC UG 4+ 3.60');
      await page.getByRole('textbox').press('Control+Enter');
      await page.waitForURL(/\/report-preview\?id=/);
      await page.getByText('Tvoja analiza je spremna').waitFor();
      await page.getByText('Utakmice su uspešno analizirane!').waitFor();

      const id = new URL(page.url()).searchParams.get('id')!;
      const stat = (label: string) => page.locator(`[data-stat="${label}"]`).innerText();
      expect(await stat('Utakmica')).toBe('3');
      expect(await stat('Ukupna kvota')).toBe('8.66');
      expect(await stat('Rizičnih tipova')).toBe('1');
      // The preview shows the analysis' overall chance: the product of the legs' market chances, (1/odds)^k by
      // the power method with the assumed overround M of a typical market of n outcomes (docs/decisions/005).
      const k = (n: number, m: number) => Math.log(n) / (Math.log(n) - Math.log(1 + m));
      const expected = (1 / 1.3) ** k(3, 0.05) * (1 / 1.85) ** k(2, 0.06) * (1 / 3.6) ** k(2, 0.06) * 100;
      expect(await stat('AI šansa prolaza')).toBe(`${Math.round(expected)}%`);

      // It survives a reload in the same browser, and nobody else can open it.
      await page.reload();
      await page.getByText('Tvoja analiza je spremna').waitFor();
      const other = await browser.newContext();
      const res = await other.request.get(`${baseUrl}/report-preview?id=${id}`);
      expect(res.status()).toBe(404);
      await other.close();
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('a photographed ticket from the benchmark → preview with its matches', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await gotoHydrated(page, `${baseUrl}/upload`);
    await page
      .locator('[data-testid="ticket-file"]')
      .setInputFiles(path.join(benchImages, 'dev-img-040.png'));
    await page.waitForURL(/\/report-preview\?id=/, { timeout: 60_000 });
    await page.getByText('Dokument je uspešno obrađen!').waitFor();
    await page.getByText('LYON - PARIS SAINT-GERMAIN').waitFor();
    await context.close();
  });

  it('shows the specification errors for a wrong file type and an 11 MB photo', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'e2e-files-'));
    const pdf = path.join(dir, 'tiket.pdf');
    writeFileSync(pdf, '%PDF-1.4');
    const big = path.join(dir, 'veliki.jpg');
    writeFileSync(big, Buffer.alloc(11 * 1024 * 1024, 0xff));
    const { context, page } = await newPage(browser, PHONE);
    await gotoHydrated(page, `${baseUrl}/upload`);
    await page.locator('[data-testid="ticket-file"]').setInputFiles(pdf);
    await page
      .getByTestId('analysis-error')
      .getByText('Molimo otpremite validan fajl slike (JPEG, PNG, ili WebP)')
      .waitFor();
    await page.getByText('Obrada neuspešna').waitFor();
    await page.locator('[data-testid="ticket-file"]').setInputFiles(big);
    await page.getByTestId('analysis-error').getByText('Veličina fajla mora biti manja od 10MB').waitFor();
    await context.close();
  });

  it('refuses empty typed input with the specification message', async () => {
    const res = await fetch(`${baseUrl}/api/process-ocr`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ manualText: '   ' }),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe('Molimo unesite utakmice');
  });
});
