import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { PHONE, gotoHydrated, launchBrowser, newPage } from './support/browser';
import { signedUpAs } from './support/accounts';
import { startServer, type RunningServer } from './support/server';
import { openDatabase } from '../../server/db/client';
import { analyseTicket } from '../../server/modules/analysis/analyse-ticket';
import { AnalysisState } from '../../server/modules/analysis/model/analysis-state';
import { legOf } from '../../server/modules/tickets/confirmed-legs';
import { insertReport } from '../../server/modules/reports/report-store';
import { storeGames } from '../../server/modules/results/store-games';

// Its own server: the track record needs legs analysed *before* their matches, which no browser can make today,
// so a ticket is analysed as of 20. 5. 2025 (the product's own analysis, dated) and stored before the server
// starts. In the shipped results: Partizan 3:2 Vojvodina on 25. 5. 2025, Crvena Zvezda 3:1 Mladost Lučani on 24. 5.
const dataDir = mkdtempSync(path.join(tmpdir(), 'tiket-settle-'));
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  const handle = await openDatabase({ dataDir });
  await handle.migrate();
  const legs = [
    legOf({ home: 'Partizan', away: 'Vojvodina', pick: '1', odds: 1.5, kickoff: '2025-05-25 19:00' })!,
    legOf({ home: 'Partizan', away: 'Vojvodina', pick: 'X', odds: 4.2, kickoff: '2025-05-25 19:00' })!,
    legOf({
      home: 'Crvena Zvezda',
      away: 'Mladost Lučani',
      pick: '1',
      odds: 1.12,
      kickoff: '2025-05-24 17:00',
    })!,
    legOf({
      home: 'Crvena Zvezda',
      away: 'Mladost Lučani',
      pick: 'GG',
      odds: 2.1,
      kickoff: '2025-05-24 17:00',
    })!,
  ];
  const report = analyseTicket(new AnalysisState(), legs, 'rs', { today: new Date('2025-05-20T12:00:00Z') });
  await insertReport(handle.db, {
    source: 'manual',
    userId: 'an-earlier-bettor',
    structuredData: { legs },
    report,
  });
  // Two ABA League games as API-Basketball reports them (invented scores): one decided in regular time, one after
  // overtime from 78:78.
  const game = (
    date: string,
    home: string,
    away: string,
    h: number[],
    a: number[],
    ot: [number, number],
  ) => ({
    sport: 'basketball' as const,
    date,
    league: 'ABA League',
    home,
    away,
    homeScore: { periods: h, overtime: ot[0] },
    awayScore: { periods: a, overtime: ot[1] },
    source: 'api-basketball:198/2026-2027',
  });
  await storeGames(handle.db, [
    game('2026-11-21', 'Partizan', 'Crvena Zvezda', [24, 19, 22, 23], [18, 21, 20, 19], [0, 0]),
    game('2026-11-22', 'Buducnost', 'Cedevita Olimpija', [20, 21, 19, 18], [22, 18, 20, 18], [9, 6]),
  ]);
  await handle.close();
  server = await startServer({ DATA_DIR: dataDir, TRUST_PROXY: 'true', LOG_LEVEL: 'warn' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('tickets settle as results are in', () => {
  it('"Moji izveštaji" shows a typed ticket of played matches lost, each leg won or lost with its score', async () => {
    const { context, page, problems } = await newPage(browser, PHONE);
    await signedUpAs(page, server.url, `e2e-ishod-${Date.now()}@example.com`);
    await gotoHydrated(page, `${server.url}/upload?mode=manual`);
    await page
      .getByRole('textbox')
      .fill('Partizan - Vojvodina 25.05.2025. 1 1.50\nCrvena Zvezda - Mladost Lučani 24.05.2025. 2 6.00');
    await page.getByRole('button', { name: 'Pokreni analizu' }).click();
    const review = page.getByTestId('review-legs');
    await review.getByTestId('played').first().waitFor();
    await review.getByRole('button', { name: 'Potvrdi i analiziraj' }).click();
    await page.waitForURL(/\/report-preview\?id=/, { timeout: 60_000 });

    await gotoHydrated(page, `${server.url}/dashboard`);
    const ticket = page.getByTestId('ticket-state');
    await ticket.waitFor();
    expect(await ticket.getAttribute('data-state')).toBe('lost');
    expect(await ticket.innerText()).toBe('Gubitan');
    const legs = page.getByTestId('dashboard-leg');
    expect(await legs.count()).toBe(2);
    expect(await legs.nth(0).getAttribute('data-state')).toBe('won');
    expect(await legs.nth(0).innerText()).toContain('Dobitan');
    expect(await legs.nth(0).innerText()).toContain('3:2 (poluvreme 2:0)');
    expect(await legs.nth(1).getAttribute('data-state')).toBe('lost');
    expect(await legs.nth(1).innerText()).toContain('3:1');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('/preciznost shows the settled legs by the chance given, with Brier scores, at 375 px in rs and hr', async () => {
    const { context, page, problems } = await newPage(browser, PHONE);
    await gotoHydrated(page, `${server.url}/preciznost`);
    await page.getByRole('heading', { level: 1, name: 'Preciznost naših procena' }).waitFor();
    expect(await page.title()).toBe('Preciznost naših procena | Tiket AI');
    // The four legs analysed before their matches (three won); the typed played legs got no chance and do not count.
    expect(await page.getByTestId('track-record-summary').innerText()).toBe(
      'Odigranih parova: 4 · prošlo: 3',
    );
    const rows = page.getByTestId('track-record-table').locator('tbody tr');
    expect(await rows.count()).toBe(4);
    expect(await rows.first().innerText()).toMatch(/^20–30 %\s+1\s+23,4 %\s+0,0 %$/);
    expect(await page.getByTestId('brier-ours').innerText()).toMatch(/^0,\d{3}$/);
    expect(await page.getByTestId('brier-price').innerText()).toMatch(/^0,\d{3}$/);
    expect(await page.getByTestId('reliability-chart').locator('circle').count()).toBe(4);
    // One 18+ notice, the footer's, and the page is linked from the footer.
    expect(await page.getByTestId('responsible-play').count()).toBe(1);
    expect(await page.locator('footer a[href="/preciznost"]').count()).toBe(1);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    // In Croatian: the language as the site's switch keeps it (cookie for the server, storage for the page).
    await page.evaluate(() => {
      document.cookie = 'lang=hr; path=/';
      localStorage.setItem('lang', 'hr');
    });
    await gotoHydrated(page, `${server.url}/preciznost`);
    await page.getByRole('heading', { level: 1, name: 'Preciznost naših procjena' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('hr');
    expect(await page.title()).toBe('Preciznost naših procjena | Tiket AI');
    expect(await page.getByTestId('track-record-brier').innerText()).toContain('Šansa iz tečaja (1/tečaj)');
    expect(await rows.count()).toBe(4);
    expect(await rows.first().innerText()).toMatch(/^20–30 %\s+1\s+23,4 %\s+0,0 %$/);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a basketball ticket settles on the games stored, and a bet overtime decides says so; the settle e-mail is opted into', async () => {
    const { context, page, problems } = await newPage(browser, PHONE);
    await signedUpAs(page, server.url, `e2e-kosarka-${Date.now()}@example.com`);
    await gotoHydrated(page, `${server.url}/upload?mode=manual`);
    await page
      .getByRole('textbox')
      .fill(
        'Partizan - Crvena zvezda 21.11.2026. ukupno poena manje 170.5 1.85\n' +
          'Budućnost - Cedevita Olimpija 22.11.2026. ukupno poena više 160.5 1.90',
      );
    await page.getByRole('button', { name: 'Pokreni analizu' }).click();
    const review = page.getByTestId('review-legs');
    await review.getByTestId('played').first().waitFor();
    expect(await review.getByTestId('played').nth(1).innerText()).toContain(
      'posle produžetka, regularno 78:78',
    );
    await review.getByRole('button', { name: 'Potvrdi i analiziraj' }).click();
    await page.waitForURL(/\/report-preview\?id=/, { timeout: 60_000 });

    await gotoHydrated(page, `${server.url}/dashboard`);
    const legs = page.getByTestId('dashboard-leg');
    await legs.first().waitFor();
    // 88:78 is 166 points: under 170.5 won. 165 in regular time, 171 with overtime: the house's rule decides.
    expect(await legs.nth(0).getAttribute('data-state')).toBe('won');
    expect(await legs.nth(0).innerText()).toContain('88:78 (poluvreme 43:39)');
    expect(await legs.nth(1).getAttribute('data-state')).toBe('unsettled');
    expect(await legs.nth(1).innerText()).toContain('Odigrano');
    expect(await legs.nth(1).innerText()).toContain('87:84 (posle produžetka, regularno 78:78)');
    expect(await page.getByTestId('ticket-state').getAttribute('data-state')).toBe('pending');

    // The opt-in to the settle e-mail is kept across visits.
    await gotoHydrated(page, `${server.url}/account`);
    const optIn = page.getByRole('checkbox', { name: 'Javi mi e-poštom kad se tiket završi' });
    expect(await optIn.isChecked()).toBe(false);
    await optIn.check();
    await page.getByText('Poslaćemo ti e-poruku kad se tiket završi.').waitFor();
    await gotoHydrated(page, `${server.url}/account`);
    expect(await optIn.isChecked()).toBe(true);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
