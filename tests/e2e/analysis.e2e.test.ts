import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { DESKTOP, PHONE, gotoHydrated, launchBrowser, newPage } from './support/browser';
import { ticketPhoto } from './support/fixtures';
import { signedUpAs } from './support/accounts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let dir: string;
let pdf: string;

beforeAll(async () => {
  browser = await launchBrowser();
  dir = mkdtempSync(path.join(tmpdir(), 'e2e-files-'));
  pdf = path.join(dir, 'tiket.pdf');
  writeFileSync(pdf, '%PDF-1.4');
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Holds every request to an API path until release() is called, so a screen that is normally gone in a
 * blink (upload at 20 %, the first stages) can be looked at. The request is then sent unchanged.
 */
async function hold(page: Page, apiPath: string) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route(`**${apiPath}`, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

const stage = (page: Page, name: string) => page.locator(`li[data-stage="${name}"]`);

/** Opens a leg's bet list (unless open), types `search` and picks the bet shown as `words`. */
async function chooseBet(leg: Locator, search: string, words: string) {
  if (!(await leg.getByTestId('bet-search').count())) await leg.getByTestId('bet-field').click();
  await leg.getByTestId('bet-search').fill(search);
  await leg.getByTestId('bet-option').filter({ hasText: words }).first().click();
}

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

      // While the server has not answered, the stages move on the specification's timers.
      const release = await hold(page, '/api/process-ocr');
      await page.getByRole('textbox').press('Control+Enter');
      const progress = page.getByTestId('analysis-progress');
      await progress.getByText('Analiza može potrajati do 30 sekundi.').waitFor();
      await page.locator('li[data-stage="structuring"][data-status="active"]').waitFor();
      expect(await stage(page, 'scanning').getAttribute('data-status')).toBe('done');
      expect(await stage(page, 'researching').getAttribute('data-status')).toBe('pending');
      expect(await stage(page, 'creating').getAttribute('data-status')).toBe('pending');
      expect(await progress.innerText()).toContain('50%');
      release();

      await page.waitForURL(/\/report-preview\?id=/);
      await page.getByText('Tvoja analiza je spremna').waitFor();
      await page.getByText('Utakmice su uspešno analizirane!').waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0); // closed on success

      const id = new URL(page.url()).searchParams.get('id')!;
      const stat = (label: string) => page.locator(`[data-stat="${label}"]`).innerText();
      expect(await stat('Utakmica')).toBe('3');
      expect(await stat('Ukupna kvota')).toBe('8,66');
      expect(await stat('Pojedinačno rizičnih parova')).toBe('1');
      // The verdict line says what it judges (the whole ticket's chance), so it agrees with the count beside it.
      if (await page.getByTestId('ticket-verdict').count())
        expect(await page.getByTestId('verdict-basis').innerText()).toMatch(
          /^Procena celog tiketa: ukupna šansa \d+%$/,
        );
      // No large empty gap under the list: the footer follows the list (and the phone's unlock bar, or the
      // desktop's unlock card) within the footer's own margin.
      const gap = await page.evaluate(() => {
        // Scrolled to the end, where the phone's bar rests in its place under the list.
        document.querySelector('[data-site-footer]')!.scrollIntoView({ behavior: 'instant' });
        const above = ['preview-picks', 'unlock-bar', 'unlock']
          .map((id) => document.querySelector(`[data-testid="${id}"]`))
          .filter((e): e is Element => !!e && (e as HTMLElement).offsetParent !== null)
          .map((e) => e.closest('aside') ?? e)
          .map((e) => e.getBoundingClientRect().bottom);
        return document.querySelector('[data-site-footer]')!.getBoundingClientRect().top - Math.max(...above);
      });
      expect(gap).toBeLessThanOrEqual(80);
      // The preview shows the analysis' overall chance: the product of the legs' market chances, (1/odds)^k by
      // the power method with the assumed overround M of a typical market of n outcomes (docs/decisions/005).
      const k = (n: number, m: number) => Math.log(n) / (Math.log(n) - Math.log(1 + m));
      const expected = (1 / 1.3) ** k(3, 0.05) * (1 / 1.85) ** k(2, 0.06) * (1 / 3.6) ** k(2, 0.06) * 100;
      // Named by what it is: no leg's chance was moved by the model (its blend weight is 0), so not "AI".
      expect(await stat('Šansa prolaza po kvotama (bez marže)')).toBe(`${Math.round(expected)}%`);

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

    it(`a photographed ticket → "Otpremanje tiketa..." → review, a misread leg fixed → preview shows the fix (${viewport.width} px)`, async () => {
      const { context, page, problems } = await newPage(browser, viewport);
      await gotoHydrated(page, `${baseUrl}/upload`);
      const release = await hold(page, '/api/upload');
      await page.locator('[data-testid="ticket-file"]').setInputFiles(ticketPhoto);
      const progress = page.getByTestId('analysis-progress');
      await progress.getByText('Otpremanje tiketa...').waitFor();
      expect(await progress.innerText()).toContain('20%');
      expect(await page.locator('li[data-status="pending"]').count()).toBe(4);
      release();
      // The review: the legs as read, to confirm or correct before the analysis.
      const review = page.getByTestId('review-legs');
      await review.waitFor({ timeout: 60_000 });
      const leg = review.getByTestId('leg-row').first();
      expect(await leg.getByLabel('Domaćin').inputValue()).toBe('Lyon');
      expect(await leg.getByLabel('Gost').inputValue()).toBe('Paris Saint-Germain');
      // The bet in words beside its code; the market and kickoff above, when printed.
      expect(await leg.getByTestId('bet-field').innerText()).toMatch(/Bar jedan tim ne daje gol\s+NG/);
      expect(await leg.getByLabel('Kvota').inputValue()).toBe('2,28');
      // The user corrects the pick (chosen from the list, found by typing) and the odds; the analysis uses the fix.
      await chooseBet(leg, 'oba tima', 'Oba tima daju gol');
      expect(await leg.getByTestId('bet-field').innerText()).toMatch(/Oba tima daju gol\s+GG/);
      await leg.getByLabel('Kvota').fill('2,50');
      await review.getByRole('button', { name: 'Potvrdi i analiziraj' }).click();
      await page.waitForURL(/\/report-preview\?id=/, { timeout: 60_000 });
      await page.getByText('Dokument je uspešno obrađen!').waitFor();
      await page.getByText('Lyon - Paris Saint-Germain').waitFor();
      expect(await page.locator('[data-stat="Ukupna kvota"]').innerText()).toBe('2,50');
      expect(await page.getByText('GG', { exact: true }).count()).toBe(1);
      // The unlock offer: a bar kept at the bottom on a phone, a card beside the teaser on a desktop.
      await page.getByTestId(viewport === PHONE ? 'unlock-mobile' : 'unlock').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('the preview lets its owner correct a leg and shows the new analysis; a pick it cannot read is refused', async () => {
    const { context, page, problems } = await newPage(browser, PHONE);
    await gotoHydrated(page, `${baseUrl}/upload?mode=manual`);
    await page.getByRole('textbox').fill('Crvena zvezda - Partizan 1 1.85\nHajduk - Rijeka GG 1.60');
    await page.getByRole('button', { name: 'Pokreni analizu' }).click();
    await page.waitForURL(/\/report-preview\?id=/, { timeout: 60_000 });
    expect(await page.locator('[data-stat="Ukupna kvota"]').innerText()).toBe('2,96');
    await page.getByTestId('correct-legs').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Preostalo besplatnih ispravki: 3').waitFor();
    const second = dialog.getByTestId('leg-row').nth(1);
    await second.getByTestId('bet-field').click();
    await second.getByTestId('bet-search').fill('nešto');
    await second.getByTestId('bet-own-code').click();
    await dialog.getByRole('button', { name: 'Sačuvaj i analiziraj ponovo' }).click();
    await dialog
      .getByTestId('correct-error')
      .getByText('Tip „nešto“ u 2. paru nije prepoznat', { exact: false })
      .waitFor();
    await chooseBet(second, 'NG', 'Bar jedan tim ne daje gol');
    await second.getByLabel('Kvota').fill('2,10');
    await dialog.getByRole('button', { name: 'Sačuvaj i analiziraj ponovo' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Parovi su ispravljeni, analiza je osvežena.').waitFor();
    await page.waitForFunction(
      () => document.querySelector('[data-stat="Ukupna kvota"]')?.textContent === '3,89',
    );
    expect(await page.getByText('NG', { exact: true }).count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  for (const viewport of [PHONE, DESKTOP])
    it(`a typed ticket with a bet the reader does not know is reviewed first: it asks, never guesses (${viewport.width} px)`, async () => {
      const { context, page, problems } = await newPage(browser, viewport);
      await gotoHydrated(page, `${baseUrl}/upload?mode=manual`);
      await page
        .getByRole('textbox')
        .fill('Dinamo - Hajduk XYZ7 1.90\nPartizan - Vojvodina 1 1.45\nArsenal - Chelsea 2.10');
      await page.getByRole('button', { name: 'Pokreni analizu' }).click();
      const review = page.getByTestId('review-legs');
      await review.getByText('Proveri upisane parove').waitFor();
      const [unknown, sure, noPick] = [0, 1, 2].map((i) => review.getByTestId('leg-row').nth(i));
      await unknown.getByText('Ne prepoznajemo igru „XYZ7“', { exact: false }).waitFor();
      expect(await unknown.getByTestId('bet-field').innerText()).toContain('Nepoznata igra');
      expect(await sure.getByTestId('bet-field').innerText()).toMatch(/Pobeda domaćina\s+1/);
      await noPick.getByTestId('default-pick').waitFor();
      // Confirming without choosing says so under the field, and sends nothing.
      await review.getByRole('button', { name: 'Potvrdi i analiziraj' }).click();
      await unknown.getByTestId('leg-error').getByText('Izaberi igru u 1. paru', { exact: false }).waitFor();
      expect(page.url()).toContain('/upload');
      await chooseBet(unknown, 'gubi', 'Gost ne gubi');
      await review.getByRole('button', { name: 'Potvrdi i analiziraj' }).click();
      await page.waitForURL(/\/report-preview\?id=/, { timeout: 60_000 });
      await page.getByText('Dinamo - Hajduk').waitFor();
      expect(await page.getByText('X2', { exact: true }).count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      expect(problems).toEqual([]);
      await context.close();
    });

  it('the dialog opens from the navbar and the landing-b input and camera; closing it resets it', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await gotoHydrated(page, `${baseUrl}/`);
    await page.locator('[data-upload-trigger="navbar"]').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Upiši utakmice ručno' }).click();
    await dialog.getByRole('textbox').fill('Crvena zvezda - Partizan 1 1.85');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.locator('[data-upload-trigger="navbar"]').click();
    await dialog.getByRole('button', { name: 'Upiši utakmice ručno' }).click();
    expect(await dialog.getByRole('textbox').inputValue()).toBe('');
    await page.keyboard.press('Escape');

    // landing-b: the input opens the text mode, the camera button the photo picker.
    await gotoHydrated(page, `${baseUrl}/landing-b`);
    await page.locator('[data-upload-trigger="landing-input"]').click();
    await dialog.getByRole('textbox').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const chooser = page.waitForEvent('filechooser');
    await page.locator('[data-upload-trigger="landing-camera"]').click();
    // A wrong file from the picker: the error, and the choice again to retry with another file.
    await (await chooser).setFiles(pdf);
    await dialog.getByTestId('analysis-error').waitFor();
    await dialog.getByRole('button', { name: 'Otpremi fotografiju tiketa' }).waitFor();
    await context.close();
  });

  it('shows the specification errors for a wrong file type (every time) and an 11 MB photo, and lets the user retry', async () => {
    const big = path.join(dir, 'veliki.jpg');
    writeFileSync(big, Buffer.alloc(11 * 1024 * 1024, 0xff));
    const { context, page } = await newPage(browser, PHONE);
    await gotoHydrated(page, `${baseUrl}/upload`);
    const file = page.locator('[data-testid="ticket-file"]');
    const failedToasts = page.locator('[data-sonner-toast]').filter({ hasText: 'Obrada neuspešna' });
    await file.setInputFiles(pdf);
    await page
      .getByTestId('analysis-error')
      .getByText('Molimo otpremite validan fajl slike (JPEG, PNG, ili WebP)')
      .waitFor();
    await failedToasts.first().waitFor({ state: 'attached' });
    // Back at the choice, so another file can be picked; the same mistake again gets its own toast.
    await page.getByRole('button', { name: 'Otpremi fotografiju tiketa' }).waitFor();
    await file.setInputFiles(pdf);
    await failedToasts.nth(1).waitFor({ state: 'attached' });
    await file.setInputFiles(big);
    await page.getByTestId('analysis-error').getByText('Veličina fajla mora biti manja od 10MB').waitFor();
    await page.getByRole('button', { name: 'Upiši utakmice ručno' }).waitFor();
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

describe('a ticket of matches already played', () => {
  it('review, preview and report show each played match with its score and outcome, never a forecast', async () => {
    const { context, page, problems } = await newPage(browser, PHONE);
    await gotoHydrated(page, `${baseUrl}/upload?mode=manual`);
    // In the shipped results: Partizan 3:2 Vojvodina (2:0 at half-time) on 25. 5. 2025.
    await page
      .getByRole('textbox')
      .fill('Partizan - Vojvodina 25.05.2025. 1 1.50\nPartizan - Vojvodina 25.05.2025. X 3.40');
    await page.getByRole('button', { name: 'Pokreni analizu' }).click();
    const review = page.getByTestId('review-legs');
    const played = review.getByTestId('played');
    await played.first().waitFor();
    expect(await played.first().getAttribute('data-outcome')).toBe('won');
    expect(await played.first().innerText()).toContain('Rezultat 3:2');
    expect(await played.nth(1).getAttribute('data-outcome')).toBe('lost');
    await review.getByRole('button', { name: 'Potvrdi i analiziraj' }).click();

    // Before paying: the preview says the ticket has played legs and shows their results.
    await page.waitForURL(/\/report-preview\?id=/, { timeout: 60_000 });
    await page.getByTestId('played-notice').waitFor();
    expect(await page.getByTestId('played').count()).toBe(2);
    expect(await page.getByTestId('ticket-verdict').innerText()).toBe('Tiket je izgubljen');
    const id = new URL(page.url()).searchParams.get('id')!;

    await gotoHydrated(page, `${baseUrl}/payment?plan=basic&report=${id}`);
    await page.locator('#pay-email').fill(`e2e-odigrano-${Date.now()}@example.com`);
    await page.locator('#card-number').fill('4242 4242 4242 4242');
    await page.locator('#card-expiry').fill('12/35');
    await page.locator('#card-cvc').fill('123');
    await page.getByRole('button', { name: 'Započni besplatnih 15 dana' }).click();
    await page.waitForURL(`${baseUrl}/report/${id}`);
    await gotoHydrated(page, `${baseUrl}/report/${id}`);
    const report = page.locator(`article[data-report-id="${id}"]`);
    const cards = report.locator('article[data-status]');
    await cards.first().waitFor();
    expect(await cards.first().getByTestId('played').getAttribute('data-outcome')).toBe('won');
    expect(await cards.nth(1).getByTestId('played').getAttribute('data-outcome')).toBe('lost');
    expect(await report.getByTestId('chance-strip').count()).toBe(0);
    expect(await report.getByTestId('recommendation').innerText()).toContain('Tiket je izgubljen');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the full report', () => {
  const LATIN_DATE =
    /\d{1,2}\. (januara|februara|marta|aprila|maja|juna|jula|avgusta|septembra|oktobra|novembra|decembra) \d{4}\./;

  for (const viewport of [PHONE, DESKTOP]) {
    it(`once unlocked shows every section, printable (${viewport.width} px)`, async () => {
      const { context, page, problems } = await newPage(browser, viewport);
      await gotoHydrated(page, `${baseUrl}/upload?mode=manual`);
      await page
        .getByRole('textbox')
        .fill(
          'Crvena zvezda - Partizan 1 1.85\nHajduk - Rijeka GG 1.60\nManchester United - Manchester City 2 1.95\n' +
            'Borussia Dortmund - Bayer Leverkusen 3+ 1.70\nReal Madrid - Atletico Madrid X 3.40',
        );
      await page.getByRole('button', { name: 'Pokreni analizu' }).click();
      await page.waitForURL(/\/report-preview\?id=/);
      const id = new URL(page.url()).searchParams.get('id')!;

      // Unlocked the way a guest does it: a trial with the local test card, which also signs them in.
      await gotoHydrated(page, `${baseUrl}/payment?plan=basic&report=${id}`);
      await page.locator('#pay-email').fill(`e2e-izvestaj-${viewport.width}-${Date.now()}@example.com`);
      await page.locator('#card-number').fill('4242 4242 4242 4242');
      await page.locator('#card-expiry').fill('12/35');
      await page.locator('#card-cvc').fill('123');
      await page.getByRole('button', { name: 'Započni besplatnih 15 dana' }).click();
      await page.waitForURL(`${baseUrl}/report/${id}`);
      // Looked at once hydrated and the lazily loaded charts are in, so the counts below do not race them.
      await gotoHydrated(page, `${baseUrl}/report/${id}`);
      await page.locator('[data-chart="chances"] li').nth(1).waitFor();

      const report = page.locator(`article[data-report-id="${id}"]`);
      await report.getByRole('heading', { level: 1 }).waitFor();
      expect(await report.getByTestId('generated-at').innerText()).toMatch(LATIN_DATE);
      expect(await report.locator('[data-stat="Utakmica"]').innerText()).toBe('5');
      expect(await report.locator('[data-stat="Ukupna kvota"]').innerText()).toBe('33,36');
      expect(await report.locator('[data-stat="Šansa dobitka po kvotama (bez marže)"]').innerText()).toMatch(
        /^\d+%$/,
      );
      const cards = report.locator('article[data-status]');
      expect(await cards.count()).toBe(5);
      expect(await cards.first().innerText()).toContain('Crvena zvezda');
      expect(await cards.first().innerText()).toMatch(/bez marže \d+%/);
      // Each leg one row of at most two lines (names and odds; the pick, the chance, the verdict), its details
      // folded: five legs fit in two phone screens (issue 31).
      const rows = await cards.evaluateAll((els) => els.map((e) => e.getBoundingClientRect()));
      for (const r of rows) expect(r.height).toBeLessThanOrEqual(80);
      expect(rows[4].bottom - rows[0].top).toBeLessThanOrEqual(2 * 667);
      expect(await cards.first().getByTestId('chance-strip').isVisible()).toBe(false);
      await cards.first().getByTestId('leg-toggle').click();
      expect(await cards.first().getByTestId('chance-strip').isVisible()).toBe(true);
      await cards.first().getByTestId('leg-toggle').click();
      // Every verdict word has its own icon, and all read "… tip".
      const verdicts = await report
        .getByTestId('leg-verdict')
        .evaluateAll((els) =>
          els.map((e) => [e.textContent!.trim(), e.querySelector('svg')!.getAttribute('class')!] as const),
        );
      const iconOf = new Map(verdicts);
      expect(new Set(iconOf.values()).size).toBe(iconOf.size);
      for (const word of iconOf.keys()) expect(word).toMatch(/^\S+ tip$/);
      // One 18+ notice on the page.
      const notices = () =>
        page
          .locator('[data-testid="responsible-play"]')
          .evaluateAll(
            (els) =>
              els.filter(
                (e) => getComputedStyle(e).display !== 'none' && (e as HTMLElement).offsetParent !== null,
              ).length,
          );
      expect(await notices()).toBe(1);
      // The cumulative chart names its pairs, and its labels do not overlap.
      expect(await report.locator('[data-chart="pairs"] li').count()).toBe(5);
      expect(await report.locator('[data-chart="pairs"]').innerText()).toContain(
        'Real Madrid - Atlético Madrid',
      );
      const boxes = await report
        .locator('[data-chart="cumulative"] text')
        .evaluateAll((els) =>
          els.map((e) => e.getBoundingClientRect()).map((r) => [r.left, r.top, r.right, r.bottom]),
        );
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++) {
          const [a, b] = [boxes[i], boxes[j]];
          const overlap = a[0] < b[2] - 1 && b[0] < a[2] - 1 && a[1] < b[3] - 1 && b[1] < a[3] - 1;
          expect(overlap, `chart labels ${i} and ${j} overlap`).toBe(false);
        }
      await report.getByRole('heading', { name: 'Uvidi' }).waitFor();
      expect(await report.locator('li[data-insight]').count()).toBeGreaterThan(0);
      expect(await report.getByTestId('recommendation').innerText()).toMatch(/^Preporuka: \S/);
      await report.locator('[data-chart="chances"]').waitFor();
      await report.locator('[data-chart="cumulative"]').waitFor();
      expect(await report.locator('[data-chart="chances"] li').count()).toBe(5);
      await report.getByRole('button', { name: 'Sačuvaj kao PDF' }).waitFor();
      expect(await report.getByRole('link', { name: 'Moji izveštaji' }).getAttribute('href')).toBe(
        '/dashboard',
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );

      // Printed, only the report remains: no navigation, buttons or toasts.
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('header nav').isVisible()).toBe(false);
      expect(await page.locator('footer').isVisible()).toBe(false);
      expect(await report.getByRole('button', { name: 'Sačuvaj kao PDF' }).isVisible()).toBe(false);
      expect(await page.locator('[data-sonner-toaster]').isVisible()).toBe(false);
      expect(await report.locator('[data-chart="cumulative"]').isVisible()).toBe(true);
      // The PDF has every leg's details and the method open, a letterhead with the logo and the web address,
      // one 18+ notice, and the same numbers as the screen.
      for (const card of await cards.all())
        expect(await card.getByTestId('chance-strip').isVisible()).toBe(true);
      expect(await report.getByTestId('sources').isVisible()).toBe(true);
      const letterhead = report.getByTestId('print-header');
      expect(await letterhead.isVisible()).toBe(true);
      expect(await letterhead.innerText()).toContain(new URL(baseUrl).host);
      expect(await notices()).toBe(1);
      expect(await report.locator('[data-stat="Ukupna kvota"]').innerText()).toBe('33,36');
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('/report without an id says the id is missing', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signedUpAs(page, baseUrl, `e2e-bez-id-${Date.now()}@example.com`);
    await page.goto(`${baseUrl}/report`);
    await page.getByText('Report Not Available').waitFor();
    expect(await page.getByTestId('report-unavailable').innerText()).toBe('Report ID is missing');
    await context.close();
  });
});
