import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, gotoHydrated, launchBrowser, newPage } from './support/browser';
import { mailLink, signedUpAs } from './support/accounts';

// The sign-in and sign-up forms: checked in the user's language under each field (never the browser's English
// bubbles), "Zaboravljena lozinka?" on the sign-in tab, and the way back to the page that sent the user here.

const baseUrl = inject('baseUrl');
let browser: Browser;
const unique = () => `prijava${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every call the page makes to the accounts API, to prove a wrong form sends nothing. */
function authPosts(page: Page): string[] {
  const posted: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/auth/')) posted.push(new URL(r.url()).pathname);
  });
  return posted;
}

const errorOf = (page: Page, id: string) => page.locator(`#${id}-error`);
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id);

async function signIn(page: Page, email: string, password = 'tajna123') {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Lozinka').fill(password);
  await page.getByRole('button', { name: 'Prijavi se' }).click();
}

describe('the account forms check themselves in Serbian or Croatian', () => {
  it('an empty sign-in or sign-up says what is missing under each field, focuses the first and sends nothing', async () => {
    const { context, page, problems } = await newPage(browser, PHONE);
    const posted = authPosts(page);
    await gotoHydrated(page, `${baseUrl}/auth`);
    // The browser's own checks are off: its bubbles would speak English.
    expect(
      await page.locator('form').evaluateAll((forms) => forms.map((f) => (f as HTMLFormElement).noValidate)),
    ).toEqual([true]);

    await page.getByRole('button', { name: 'Prijavi se' }).click();
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Lozinka');
    expect(await errorOf(page, 'email').innerText()).toBe('Ovo polje je obavezno.');
    expect(await errorOf(page, 'password').innerText()).toBe('Ovo polje je obavezno.');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await email.getAttribute('aria-describedby')).toBe('email-error');
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    expect(await focusedId(page)).toBe('email');
    // What the user fixes loses its message; the rest keeps theirs.
    await password.fill('tajna123');
    expect(await errorOf(page, 'password').count()).toBe(0);
    expect(await password.getAttribute('aria-invalid')).toBeNull();
    expect(await errorOf(page, 'email').innerText()).toBe('Ovo polje je obavezno.');

    await page.getByRole('tab', { name: 'Registracija' }).click();
    await page.getByRole('button', { name: 'Napravi nalog' }).click();
    for (const id of ['fullName', 'username', 'email', 'password'])
      expect(await errorOf(page, id).innerText(), id).toBe('Ovo polje je obavezno.');
    expect(await focusedId(page)).toBe('fullName');
    // The password's hint ("Najmanje 6 karaktera") is read with its message.
    expect(await page.getByLabel('Lozinka').getAttribute('aria-describedby')).toBe(
      'password-error password-hint',
    );
    await page.getByLabel('Ime i prezime').fill('Marko Marković');
    expect(await errorOf(page, 'fullName').count()).toBe(0);
    await page.getByRole('button', { name: 'Napravi nalog' }).click();
    expect(await focusedId(page)).toBe('username');

    expect(posted).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a malformed address and a password shorter than the server allows are named, and nothing is sent', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const posted = authPosts(page);
    await gotoHydrated(page, `${baseUrl}/auth`);
    await signIn(page, 'marko@gmail', 'x');
    expect(await errorOf(page, 'email').innerText()).toBe('Upiši ispravnu email adresu, npr. ime@gmail.com.');
    // Signing in takes a password of any length: only the address is wrong.
    expect(await errorOf(page, 'password').count()).toBe(0);
    expect(await focusedId(page)).toBe('email');

    await page.getByRole('tab', { name: 'Registracija' }).click();
    await page.getByLabel('Ime i prezime').fill('Marko Marković');
    await page.getByLabel('Korisničko ime').fill('marko');
    await page.getByLabel('Email').fill('marko.gmail.com');
    await page.getByLabel('Lozinka').fill('abc12');
    await page.getByRole('button', { name: 'Napravi nalog' }).click();
    expect(await errorOf(page, 'email').innerText()).toBe('Upiši ispravnu email adresu, npr. ime@gmail.com.');
    expect(await errorOf(page, 'password').innerText()).toBe('Lozinka mora imati najmanje 6 karaktera.');
    expect(await focusedId(page)).toBe('email');
    expect(posted).toEqual([]);
    await context.close();
  });

  it('in Croatian the same checks speak Croatian, a message already shown included', async () => {
    const { context, page, problems } = await newPage(browser, DESKTOP);
    const posted = authPosts(page);
    await gotoHydrated(page, `${baseUrl}/auth`);
    await page.getByRole('tab', { name: 'Registracija' }).click();
    await page.getByLabel('Lozinka').fill('abc');
    await page.getByRole('button', { name: 'Napravi nalog' }).click();
    expect(await errorOf(page, 'password').innerText()).toBe('Lozinka mora imati najmanje 6 karaktera.');

    // The site's language switch, as a visitor uses it (shell.e2e.test.ts).
    await page.locator('[data-lang-option="hr"]').first().click();
    await page.getByText('Prijavi se ili otvori račun i spremaj svoja izvješća.').waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('hr');
    await page.getByText('Lozinka mora imati najmanje 6 znakova.').waitFor();
    expect(await page.locator('#password-hint').innerText()).toBe('Najmanje 6 znakova');

    await page.getByLabel('Email').fill('ivana@gmail');
    await page.getByRole('button', { name: 'Otvori račun' }).click();
    expect(await errorOf(page, 'email').innerText()).toBe(
      'Upiši ispravnu e-mail adresu, npr. ime@gmail.com.',
    );
    expect(await errorOf(page, 'fullName').innerText()).toBe('Ovo polje je obavezno.');

    // The choice holds after a reload, and the sign-in tab checks in Croatian too.
    await gotoHydrated(page, `${baseUrl}/auth`);
    await page.getByLabel('Email').fill('ivana');
    await page.getByRole('button', { name: 'Prijavi se' }).click();
    expect(await errorOf(page, 'email').innerText()).toBe(
      'Upiši ispravnu e-mail adresu, npr. ime@gmail.com.',
    );
    await page.getByRole('button', { name: 'Zaboravljena lozinka?' }).click();
    await page.getByRole('heading', { name: 'Zaboravljena lozinka' }).waitFor();
    await page.getByRole('button', { name: 'Pošalji poveznicu' }).waitFor();
    expect(posted).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('"Zaboravljena lozinka?" on the sign-in tab', () => {
  it('opens the reset request with the address typed so far, checks it, and mails the reset link', async () => {
    const { context, page, problems } = await newPage(browser, PHONE);
    const email = unique();
    await signedUpAs(page, baseUrl, email);
    await context.clearCookies();
    const posted = authPosts(page);

    await gotoHydrated(page, `${baseUrl}/auth`);
    await page.getByLabel('Email').fill(` ${email}`);
    await page.getByRole('button', { name: 'Zaboravljena lozinka?' }).click();
    await page.getByRole('heading', { name: 'Zaboravljena lozinka' }).waitFor();
    const field = page.getByLabel('Email');
    expect(await field.inputValue()).toBe(email);
    expect(await focusedId(page)).toBe('email');

    await field.fill('');
    await page.getByRole('button', { name: 'Pošalji link' }).click();
    expect(await errorOf(page, 'email').innerText()).toBe('Ovo polje je obavezno.');
    await field.fill('nije-adresa');
    await page.getByRole('button', { name: 'Pošalji link' }).click();
    expect(await errorOf(page, 'email').innerText()).toBe('Upiši ispravnu email adresu, npr. ime@gmail.com.');
    expect(posted).toEqual([]);

    await field.fill(email);
    await page.getByRole('button', { name: 'Pošalji link' }).click();
    expect(await page.getByTestId('reset-sent').innerText()).toContain(email);
    expect(posted).toEqual(['/api/auth/request-password-reset']);

    // Back to signing in, the focus returns to the link.
    await page.getByRole('button', { name: 'Nazad na prijavu' }).click();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Zaboravljena lozinka?');

    expect(await mailLink(page, baseUrl, email)).toMatch(/\/reset-password|\/api\/auth\/reset-password/);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('after signing in or up, the user lands where they were going', () => {
  it('signing up from a page that needs an account returns to that page', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`${baseUrl}/account/subscription`);
    await page.waitForURL(`${baseUrl}/auth?redirectTo=%2Faccount%2Fsubscription`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('tab', { name: 'Registracija' }).click();
    await page.getByLabel('Ime i prezime').fill('Marko Marković');
    await page.getByLabel('Korisničko ime').fill('marko');
    await page.getByLabel('Email').fill(unique());
    await page.getByLabel('Lozinka').fill('tajna123');
    await page.getByRole('button', { name: 'Napravi nalog' }).click();
    await page.getByText('Nalog kreiran!').waitFor();
    await page.waitForURL(`${baseUrl}/account/subscription`);

    // Signed in already, /auth sends the visit straight on (never back to itself).
    await page.goto(`${baseUrl}/auth?redirectTo=${encodeURIComponent('/account?x=1')}`);
    expect(page.url()).toBe(`${baseUrl}/account?x=1`);
    await page.goto(`${baseUrl}/auth?redirectTo=%2Fauth`);
    expect(page.url()).toBe(`${baseUrl}/`);
    await context.close();
  });

  it('signing in from the dashboard returns to it', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const email = unique();
    await signedUpAs(page, baseUrl, email);
    await context.clearCookies();
    await gotoHydrated(page, `${baseUrl}/dashboard`);
    await page.getByText('Potrebna je prijava').waitFor();
    await page.locator('main').getByRole('link', { name: 'Prijava' }).click();
    await page.waitForURL(`${baseUrl}/auth?redirectTo=/dashboard`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await signIn(page, email);
    await page.waitForURL(`${baseUrl}/dashboard`);
    await context.close();
  });

  it('a redirect to another site is ignored: the user lands on our home page', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const email = unique();
    await signedUpAs(page, baseUrl, email);
    for (const target of ['//evil.com/phish', 'https://evil.com/', '/\\evil.com', 'javascript:alert(1)']) {
      await context.clearCookies();
      await gotoHydrated(page, `${baseUrl}/auth?redirectTo=${encodeURIComponent(target)}`);
      await signIn(page, email);
      await page.waitForURL(`${baseUrl}/`);
      expect(new URL(page.url()).origin, target).toBe(baseUrl);
    }
    // Signed in, /auth with such a target sends the visit home too.
    await page.goto(`${baseUrl}/auth?redirectTo=${encodeURIComponent('//evil.com')}`);
    expect(page.url()).toBe(`${baseUrl}/`);
    await context.close();
  });
});
