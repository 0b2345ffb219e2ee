import type { Page } from 'playwright-core';
import { gotoHydrated } from './browser';

/** The newest mail to an address, read from the development mail viewer. */
export async function mailLink(page: Page, baseUrl: string, to: string): Promise<string> {
  await page.goto(`${baseUrl}/dev/mail`);
  const text = await page.locator(`[data-mail-to="${to}"] pre`).first().innerText();
  return /https?:\/\/\S+/.exec(text)![0];
}

export async function signUp(page: Page, baseUrl: string, email: string, password = 'tajna123') {
  await gotoHydrated(page, `${baseUrl}/auth`);
  await page.getByRole('tab', { name: 'Registracija' }).click();
  await page.getByLabel('Ime i prezime').fill('Marko Marković');
  await page.getByLabel('Korisničko ime').fill('marko');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Lozinka').fill(password);
  await page.getByRole('button', { name: 'Napravi nalog' }).click();
}
