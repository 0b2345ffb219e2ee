import type { Page } from 'playwright-core';
import { gotoHydrated } from './browser';

/** The newest mail to an address, read from the development mail viewer. */
export async function mailLink(page: Page, baseUrl: string, to: string): Promise<string> {
  await page.goto(`${baseUrl}/dev/mail`);
  const text = await page.locator(`[data-mail-to="${to}"] pre`).first().innerText();
  return /https?:\/\/\S+/.exec(text)![0];
}

/** Signs up through the form, for the tests about signing up. */
export async function signUp(page: Page, baseUrl: string, email: string, password = 'tajna123') {
  await gotoHydrated(page, `${baseUrl}/auth`);
  await page.getByRole('tab', { name: 'Registracija' }).click();
  await page.getByLabel('Ime i prezime').fill('Marko Marković');
  await page.getByLabel('Korisničko ime').fill('marko');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Lozinka').fill(password);
  await page.getByRole('button', { name: 'Napravi nalog' }).click();
}

/**
 * A new account signed in without the form, for tests about something else: the accounts API sets the session
 * cookie in the page's browser context, as the form's own call would.
 */
export async function signedUpAs(page: Page, baseUrl: string, email: string, password = 'tajna123') {
  const res = await page.request.post(`${baseUrl}/api/auth/sign-up/email`, {
    data: { email, password, name: 'Marko Marković' },
    headers: { origin: baseUrl },
  });
  if (!res.ok()) throw new Error(`sign-up of ${email} failed: ${res.status()} ${await res.text()}`);
}
