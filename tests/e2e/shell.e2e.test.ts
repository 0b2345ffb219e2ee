import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, PHONE, gotoHydrated, launchBrowser, newPage } from './support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('app shell', () => {
  it('renders the home page in Serbian on the server, with metadata, without JavaScript', async () => {
    const res = await fetch(`${baseUrl}/`, { headers: { 'accept-language': 'en-US' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="sr-Latn"');
    expect(html).toContain('Proveri svoj tiket');
    expect(html).toContain('Prva analiza BESPLATNO');
    expect(html).toMatch(/<title>Tiket AI – AI analiza tiketa/);
    expect(html).toContain(`<link rel="canonical" href="${baseUrl}/landing-b"/>`);
    expect(html).toContain('id="kako-funkcionise"');
    expect(html).toContain('id="cene"');
    for (const stat of ['92%', '15,000', '4.8']) expect(html).toContain(stat);
    expect(html).toContain('18+');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves repeat anonymous visits from the page cache with hash-based CSP, and the page still hydrates', async () => {
    await fetch(`${baseUrl}/landing-b`);
    const res = await fetch(`${baseUrl}/landing-b`);
    expect(res.headers.get('x-cache')).toBe('HIT');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
    expect(csp).not.toContain('nonce-');
    const { context, page, problems } = await newPage(browser, PHONE);
    await gotoHydrated(page, `${baseUrl}/landing-b`);
    await page.getByRole('button', { name: 'Otvori meni' }).click();
    await page.locator('#mobile-menu').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it("preloads the language's texts from a file browsers keep, fetched once before hydrating", async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const url = /<link rel="preload" href="(\/i18n\/rs-[0-9a-f]{12}\.json)" as="fetch"/.exec(html)?.[1];
    expect(url).toBeDefined();
    const file = await fetch(baseUrl + url);
    expect(file.headers.get('cache-control')).toContain('immutable');
    expect(((await file.json()) as { nav: { language: string } }).nav.language).toBeTruthy();
    expect((await fetch(`${baseUrl}/i18n/de-000000000000.json`)).status).toBe(404);

    const { context, page, problems } = await newPage(browser, PHONE);
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/i18n/')) fetched.push(new URL(r.url()).pathname);
    });
    await gotoHydrated(page, `${baseUrl}/`);
    expect(fetched).toEqual([url]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows both plans from the price catalogue', async () => {
    const html = await (await fetch(`${baseUrl}/landing-c`)).text();
    expect(html).toContain('Osnovni paket');
    expect(html).toContain('Napredni paket');
    expect(html).toContain('data-price-cents="299"');
    expect(html).toContain('data-price-cents="599"');
  });

  it('switches to Croatian and keeps it after a reload', async () => {
    const { context, page, problems } = await newPage(browser, DESKTOP);
    await gotoHydrated(page, `${baseUrl}/`);
    await page.getByRole('heading', { level: 1 }).getByText('Proveri svoj tiket').waitFor();
    await page.locator('[data-lang-option="hr"]').first().click();
    await page.getByText('Provjeri svoj listić').waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('hr');
    await page.reload();
    await page.getByText('Provjeri svoj listić').waitFor();
    const html = await (await context.request.get(`${baseUrl}/`)).text();
    expect(html).toContain('<html lang="hr"');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens the mobile menu on a 375 px phone', async () => {
    const { context, page, problems } = await newPage(browser, PHONE);
    await gotoHydrated(page, `${baseUrl}/`);
    const toggle = page.getByRole('button', { name: 'Otvori meni' });
    await toggle.waitFor();
    expect(await page.locator('#mobile-menu').count()).toBe(0);
    await toggle.click();
    await page.locator('#mobile-menu').waitFor();
    expect(await page.locator('#mobile-menu').getByText('Prijava').isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the English 404 page for an unknown path', async () => {
    const res = await fetch(`${baseUrl}/ovo-ne-postoji`);
    expect(res.status).toBe(404);
    const { context, page } = await newPage(browser, DESKTOP);
    const messages: string[] = [];
    page.on('console', (m) => messages.push(m.text()));
    await gotoHydrated(page, `${baseUrl}/ovo-ne-postoji`);
    await page.getByText('Oops! Page not found').waitFor();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect(messages.some((m) => m.includes('/ovo-ne-postoji'))).toBe(true);
    await context.close();
  });

  it('serves the sitemap with the specification URLs and robots.txt pointing to it', async () => {
    const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    for (const p of [
      '/',
      '/landing-b',
      '/ai-kladionica-pametno-kladjenje',
      '/ai-predikcije',
      '/auth',
      '/membership',
      '/upload',
      '/dashboard',
      '/account',
      '/sadrzaj',
    ]) {
      expect(xml).toContain(`<loc>${baseUrl}${p}</loc>`);
    }
    expect(xml).toContain('<lastmod>2025-01-15</lastmod>');
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
  });

  it('reports health and metrics for operators', async () => {
    const health = await fetch(`${baseUrl}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    const metrics = await (await fetch(`${baseUrl}/metrics`)).text();
    expect(metrics).toContain('http_requests_total{route="/",status="200"}');
    expect(metrics).toContain('process_resident_memory_bytes');
  });
});
