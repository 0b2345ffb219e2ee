import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, gotoHydrated, launchBrowser, newPage } from './support/browser';
import { mailLink as mailLinkOf, signedUpAs, signUp as signUpAt } from './support/accounts';
import { analysePhoto } from './support/fixtures';

const baseUrl = inject('baseUrl');
let browser: Browser;
const unique = () => `korisnik${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const mailLink = (page: Page, to: string) => mailLinkOf(page, baseUrl, to);
const signUp = (page: Page, email: string, password?: string) => signUpAt(page, baseUrl, email, password);

/** Types a ticket on the upload page and waits for its preview; returns the report id. */
async function typeTicket(page: Page, lines: string): Promise<string> {
  await gotoHydrated(page, `${baseUrl}/upload?mode=manual`);
  await page.getByRole('textbox').fill(lines);
  await page.getByRole('button', { name: 'Pokreni analizu' }).click();
  await page.waitForURL(/\/report-preview\?id=/);
  return new URL(page.url()).searchParams.get('id')!;
}

async function signIn(page: Page, email: string, password: string) {
  await gotoHydrated(page, `${baseUrl}/auth`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Lozinka').fill(password);
  await page.getByRole('button', { name: 'Prijavi se' }).click();
}

describe('accounts', () => {
  it('sign up → verification mail → profile edit survives reload → sign out clears storage', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const email = unique();
    await signUp(page, email);
    await page.getByText('Nalog kreiran!').waitFor();
    await page.waitForURL(`${baseUrl}/`);

    const link = await mailLink(page, email);
    expect(link).toContain('/api/auth/verify-email');
    await page.goto(link);

    await gotoHydrated(page, `${baseUrl}/account`);
    await page.getByRole('heading', { name: 'Moj nalog' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await page.getByLabel('Ime i prezime').fill('Marko M. Marković');
    await page.getByRole('button', { name: 'Sačuvaj promene' }).click();
    await page.getByText('Profile updated successfully!').waitFor();
    await page.reload();
    expect(await page.getByLabel('Ime i prezime').inputValue()).toBe('Marko M. Marković');

    await page.evaluate(() => {
      localStorage.setItem('probe', '1');
      sessionStorage.setItem('probe', '1');
    });
    await page.getByRole('button', { name: 'Otvori meni' }).click();
    await page.locator('#mobile-menu').getByText(email).waitFor();
    await page.locator('#mobile-menu').getByRole('button', { name: 'Odjava' }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect(
      await page.evaluate(() => [localStorage.getItem('probe'), sessionStorage.getItem('probe')]),
    ).toEqual([null, null]);
    const account = await page.goto(`${baseUrl}/account`);
    expect(new URL(page.url()).pathname).toBe('/auth');
    expect(account?.status()).toBe(200);
    await context.close();
  });

  it('shows the specification messages for a wrong password and a taken address, and returns to the page that asked', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const email = unique();
    await signUp(page, email);
    await page.getByText('Nalog kreiran!').waitFor();
    await page.waitForURL(`${baseUrl}/`);
    await page.context().clearCookies();

    await signUp(page, email);
    await page.getByText('Nalog već postoji').waitFor();
    await page.getByText('Ovaj email je već registrovan. Molimo prijavite se.').waitFor();

    await signIn(page, email, 'pogresna-lozinka');
    await page.getByText('Prijava neuspešna').waitFor();
    await page.getByText('Neispravni email ili lozinka. Pokušajte ponovo.').waitFor();

    await page.goto(`${baseUrl}/dashboard`);
    await page.getByText('Potrebna je prijava').waitFor();
    await gotoHydrated(page, `${baseUrl}/auth?redirectTo=/dashboard`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Lozinka').fill('tajna123');
    await page.getByRole('button', { name: 'Prijavi se' }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.getByText('Nemate izveštaje').waitFor();

    // A target the browser would read as another site ("/<tab>/evil" becomes "//evil") lands on our home page.
    await page.context().clearCookies();
    await gotoHydrated(page, `${baseUrl}/auth?redirectTo=%2F%09%2Fevil.example%2Fphish`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Lozinka').fill('tajna123');
    await page.getByRole('button', { name: 'Prijavi se' }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect(new URL(page.url()).origin).toBe(baseUrl);
    await context.close();
  });

  it('resets a forgotten password from the sign-in tab ("Zaboravljena lozinka?") through the e-mailed link', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const email = unique();
    await signedUpAs(page, baseUrl, email, 'stara123');
    await context.clearCookies();
    await gotoHydrated(page, `${baseUrl}/auth`);
    await page.getByRole('button', { name: 'Zaboravljena lozinka?' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Pošalji link' }).click();
    expect(await page.getByTestId('reset-sent').innerText()).toContain(email);
    const link = await mailLink(page, email);
    await page.goto(link);
    await page.waitForURL(/\/reset-password\?token=/);
    await page.waitForSelector('html[data-hydrated="true"]');
    // Too short: said in Serbian under the field, nothing sent.
    await page.getByLabel('Nova lozinka').fill('abc');
    await page.getByRole('button', { name: 'Sačuvaj lozinku' }).click();
    await page.getByText('Lozinka mora imati najmanje 6 karaktera.').waitFor();
    await page.getByLabel('Nova lozinka').fill('nova1234');
    await page.getByRole('button', { name: 'Sačuvaj lozinku' }).click();
    await page.waitForURL(`${baseUrl}/auth`);
    await page.context().clearCookies();
    await signIn(page, email, 'nova1234');
    await page.waitForURL(`${baseUrl}/`);
    await context.close();
  });

  it("checks the forms in the user's language, not with the browser's bubbles, and sends nothing wrong", async () => {
    const { context, page, problems } = await newPage(browser, PHONE);
    const posted: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/auth/')) posted.push(r.url());
    });
    await gotoHydrated(page, `${baseUrl}/auth`);
    await page.getByRole('button', { name: 'Prijavi se' }).click();
    const email = page.getByLabel('Email');
    expect(await page.locator('#email-error').innerText()).toBe('Ovo polje je obavezno.');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('email');
    await email.fill('marko@gmail');
    await page.getByLabel('Lozinka').fill('x');
    await page.getByRole('button', { name: 'Prijavi se' }).click();
    expect(await page.locator('#email-error').innerText()).toBe(
      'Upiši ispravnu email adresu, npr. ime@gmail.com.',
    );
    // Editing the field takes its message away.
    await email.fill('marko@gmail.com');
    expect(await page.locator('#email-error').count()).toBe(0);

    await page.getByRole('tab', { name: 'Registracija' }).click();
    await page.getByLabel('Email').fill('novi@example.com');
    await page.getByLabel('Lozinka').fill('abc');
    await page.getByRole('button', { name: 'Napravi nalog' }).click();
    expect(await page.locator('#fullName-error').innerText()).toBe('Ovo polje je obavezno.');
    expect(await page.locator('#password-error').innerText()).toBe(
      'Lozinka mora imati najmanje 6 karaktera.',
    );
    expect(posted).toEqual([]);

    // In Croatian, the same checks speak Croatian.
    await page.evaluate(() => {
      document.cookie = 'lang=hr; path=/';
      localStorage.setItem('lang', 'hr');
    });
    await gotoHydrated(page, `${baseUrl}/auth`);
    await page.getByRole('tab', { name: 'Registracija' }).click();
    await page.getByLabel('Lozinka').fill('abc');
    await page.getByRole('button', { name: 'Otvori račun' }).click();
    expect(await page.locator('#password-error').innerText()).toBe('Lozinka mora imati najmanje 6 znakova.');
    expect(posted).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('engages the sign-in limit after repeated failures and says so', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const email = unique();
    for (let i = 0; i < 8; i++) {
      const res = await page.request.post(`${baseUrl}/api/auth/sign-in/email`, {
        data: { email, password: 'pogresno1' },
        headers: { origin: baseUrl },
      });
      expect(res.status()).toBe(401);
    }
    await signIn(page, email, 'pogresno1');
    await page.getByText(/Previše pokušaja\. Pokušaj ponovo za \d+ minut/).waitFor();
    await context.close();
  });
});

describe('reports of a signed-in user', () => {
  it('a guest’s typed analysis moves to the account, is listed on the dashboard, and stays locked and private', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const id = await typeTicket(page, 'Dinamo Zagreb - Hajduk 1 2.10\nOsijek - Rijeka X 3.30');

    const email = unique();
    await signUp(page, email);
    await page.waitForURL(`${baseUrl}/`);
    await gotoHydrated(page, `${baseUrl}/dashboard`);
    const card = page.locator(`[data-report-id="${id}"]`);
    await card.getByText('Zaključan').waitFor();
    // A locked card opens the preview with its unlock options, not a dead end.
    await card.getByRole('link', { name: 'Pogledaj izveštaj' }).click();
    await page.waitForURL(`${baseUrl}/report-preview?id=${id}`);
    await page.getByTestId('unlock').waitFor();
    await page.goto(`${baseUrl}/report/${id}`);
    await page.getByText('Report Not Available').waitFor();
    await page.getByText('This report has not been paid for yet').waitFor();

    const stranger = await browser.newContext();
    const other = await stranger.newPage();
    await signedUpAs(other, baseUrl, unique());
    await other.goto(`${baseUrl}/report/${id}`);
    await other.getByText('Report not found').waitFor();
    await stranger.close();
    await context.close();
  });

  it('a guest who signs in and then opens a report link directly finds it in the account', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const email = unique();
    await signUp(page, email);
    await page.waitForURL(`${baseUrl}/`);
    await page.context().clearCookies();

    const id = await typeTicket(page, 'Dinamo Zagreb - Hajduk 1 2.10');
    await signIn(page, email, 'tajna123');
    await page.waitForURL(`${baseUrl}/`);
    await page.goto(`${baseUrl}/report/${id}`);
    await page.getByText('This report has not been paid for yet').waitFor();
    await context.close();
  });

  it('the dashboard lists a typed and a photographed report, newest first; a stranger opens neither', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signedUpAs(page, baseUrl, unique());
    const typed = await typeTicket(page, 'Crvena zvezda - Partizan 1 1.85\nOsijek - Rijeka X 3.30');
    await gotoHydrated(page, `${baseUrl}/upload`);
    const photo = await analysePhoto(page);

    await gotoHydrated(page, `${baseUrl}/dashboard`);
    await page.getByRole('heading', { name: 'Moji Izveštaji' }).waitFor();
    const ids = await page
      .locator('[data-report-id]')
      .evaluateAll((cards) => cards.map((c) => (c as HTMLElement).dataset.reportId));
    expect(ids).toEqual([photo, typed]);
    for (const id of ids) {
      const card = page.locator(`[data-report-id="${id}"]`);
      await card.getByText('Zaključan').waitFor();
      expect(await card.getByRole('link', { name: 'Otključaj izveštaj' }).getAttribute('href')).toBe(
        `/membership?report=${id}`,
      );
    }
    // Titled by the ticket's matches, never OCR text or stored JSON.
    const typedCard = await page.locator(`[data-report-id="${typed}"]`).innerText();
    expect(typedCard).toContain('Crvena zvezda – Partizan +1');
    expect(typedCard).toMatch(/2 para · kvota 6,1\d/);
    expect(await page.locator(`[data-report-id="${photo}"]`).innerText()).toMatch(/Lyon – Paris/i);

    const stranger = await newPage(browser, DESKTOP);
    await signedUpAs(stranger.page, baseUrl, unique());
    for (const id of [typed, photo]) {
      await stranger.page.goto(`${baseUrl}/report/${id}`);
      await stranger.page.getByText('Report not found').waitFor();
      const preview = await stranger.page.goto(`${baseUrl}/report-preview?id=${id}`);
      expect(preview?.status()).toBe(404);
    }
    await gotoHydrated(stranger.page, `${baseUrl}/dashboard`);
    await stranger.page.getByText('Nemate izveštaje').waitFor();
    await stranger.context.close();
    await context.close();
  });
});
