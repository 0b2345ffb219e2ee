import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { AxeResults } from 'axe-core';
import { DESKTOP, PHONE, launchBrowser, newPage } from './support/browser';
import { bettorPage, bettorWithData, type Bettor } from './support/bettor';
import { CATEGORIES } from '../../server/common/categories';

// Every screen of app/routes.ts, checked with axe-core in the browser at a phone's and a desktop's width: no
// serious or critical violation (contrast, names, labels, ARIA). The screens a bettor uses are also measured:
// every control at least 44 × 44 px (WCAG 2.5.5) and no text under 12 px.

const baseUrl = inject('baseUrl');
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
let browser: Browser;
let bettor: Bettor;
let article = '';

/** Screens of the signed-in bettor; `{paid}`, `{locked}`, `{ticket}` and `{article}` are filled in at run time. */
const SIGNED_IN = [
  '/',
  '/landing-c',
  '/landing-b',
  '/upload',
  '/report-preview?id={locked}',
  '/report/{paid}',
  '/dashboard',
  '/account',
  '/account/subscription',
  '/membership',
  '/pre-checkout',
  '/payment?plan=basic',
  '/payment?plan=report&report={locked}',
  '/payment-success',
  '/payment-success-new',
  '/payment-canceled',
  '/sadrzaj',
  '/blog',
  '/ai-kladionica-pametno-kladjenje',
  '/ai-predikcije',
  '/ai-generator',
  '/ai-generator/create',
  '/ai-generator/payment?ticket={ticket}',
  '/ai-generator/result?ticket={ticket}',
  '{article}',
  '/ovo-ne-postoji',
];
/** Screens seen signed out. */
const GUEST = [
  '/',
  '/upload',
  '/auth',
  '/auth/link',
  '/reset-password',
  '/membership',
  '/report',
  '/skriveni-admin',
  '/dev/mail',
  '/instagram-ad',
];
/** The content hub's screens: only the site's frame around them is measured here. */
const CONTENT = /^\/(sadrzaj|blog)$|^\/(ai-kladionica|ai-predikcije)/;
const isContent = (route: string) =>
  CONTENT.test(route) || CATEGORIES.some((c) => route.startsWith(`/${c}/`));

const fill = (route: string) =>
  route
    .replace('{paid}', bettor.paid)
    .replace('{locked}', bettor.locked)
    .replace('{ticket}', bettor.ticketId)
    .replace('{article}', article);

beforeAll(async () => {
  browser = await launchBrowser();
  bettor = await bettorWithData(baseUrl);
  const links = (await (await fetch(`${baseUrl}/sadrzaj`)).text()).match(/href="\/[^"]+"/g) ?? [];
  article =
    links.map((h) => h.slice(6, -1)).find((h) => CATEGORIES.some((c) => h.startsWith(`/${c}/`))) ?? '';
});
afterAll(async () => {
  await browser?.close();
});

/** axe-core's serious and critical violations on the page, one line each. */
async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, so the page's Content Security Policy does not block it.
  await page.evaluate(axeSource);
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<AxeResults> } }).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  return results;
}

/**
 * Controls smaller than 44 × 44 px and text smaller than 12 px inside `scope` (a CSS selector). Links inside a
 * sentence are exempt (WCAG 2.5.5's inline exception), as are visually hidden inputs that a visible button opens.
 */
async function smallThings(page: Page, scope: string): Promise<string[]> {
  return page.evaluate((scope) => {
    const found: string[] = [];
    const roots = [...document.querySelectorAll(scope)];
    const label = (el: Element) =>
      (el.textContent || el.getAttribute('aria-label') || el.getAttribute('name') || el.tagName)
        .trim()
        .slice(0, 40);
    for (const root of roots) {
      const controls = root.querySelectorAll(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="tab"], [role="button"]',
      );
      for (const el of controls) {
        const box = el.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) continue;
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden') continue;
        const parentText = el.parentElement?.textContent?.trim().length ?? 0;
        const ownText = el.textContent?.trim().length ?? 0;
        if (el.tagName === 'A' && style.display === 'inline' && parentText > ownText + 10) continue;
        if (box.width < 44 || box.height < 44)
          found.push(`control "${label(el)}" ${Math.round(box.width)}×${Math.round(box.height)} px`);
      }
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const node = walker.currentNode;
        const el = node.parentElement;
        if (!el || !node.textContent?.trim() || !el.getClientRects().length) continue;
        if (el.closest('[aria-hidden="true"]')) continue;
        const style = getComputedStyle(el);
        if (
          style.visibility === 'hidden' ||
          (style.position === 'absolute' && style.clip === 'rect(0px, 0px, 0px, 0px)')
        )
          continue;
        let size = parseFloat(style.fontSize);
        // SVG text is scaled with its drawing: its size on screen is the font size times the drawing's scale.
        const svg = el.closest('svg');
        if (svg && svg.viewBox.baseVal && svg.viewBox.baseVal.width)
          size *= svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
        if (size < 11.95) found.push(`text "${node.textContent.trim().slice(0, 40)}" ${size.toFixed(1)} px`);
      }
    }
    return [...new Set(found)];
  }, scope);
}

async function visit(page: Page, route: string) {
  await page.goto(baseUrl + route, { waitUntil: 'networkidle' });
  // Folded details open too: what a bettor unfolds is checked as well.
  if (route.startsWith('/report/'))
    for (const more of await page.getByTestId('leg-toggle').all()) await more.click();
}

for (const viewport of [PHONE, DESKTOP]) {
  describe(`accessibility at ${viewport.width} px, in Serbian`, () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      ({ context, page } = await bettorPage(browser, baseUrl, bettor, viewport));
    });
    afterAll(async () => {
      await context?.close();
    });

    it.each(SIGNED_IN)(
      'signed in, %s: no serious axe violation, 44 px controls, 12 px text',
      async (route) => {
        const url = fill(route);
        expect(url, 'the content hub lists an article').not.toBe('');
        await visit(page, url);
        expect(await axeViolations(page)).toEqual([]);
        const scope = isContent(url) ? '[data-site-header], [data-site-footer]' : 'body';
        expect(await smallThings(page, scope)).toEqual([]);
      },
    );

    it.each(GUEST)('signed out, %s: no serious axe violation', async (route) => {
      const { context: guest, page: guestPage } = await newPage(browser, viewport);
      await visit(guestPage, route);
      expect(await axeViolations(guestPage)).toEqual([]);
      // The promo graphic is a fixed 1080 px picture, not a screen to tap on.
      if (route !== '/instagram-ad') expect(await smallThings(guestPage, 'body')).toEqual([]);
      await guest.close();
    });
  });
}

describe('accessibility in Croatian', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await bettorPage(browser, baseUrl, bettor, PHONE, 'hr-HR'));
    await context.addCookies([{ name: 'lang', value: 'hr', url: baseUrl }]);
  });
  afterAll(async () => {
    await context?.close();
  });

  it.each([
    '/',
    '/report/{paid}',
    '/dashboard',
    '/membership',
    '/ai-generator/create',
    '/payment?plan=basic',
  ])('hr, %s: no serious axe violation, 44 px controls, 12 px text', async (route) => {
    await page.goto(baseUrl + fill(route), { waitUntil: 'networkidle' });
    expect(await page.getAttribute('html', 'lang')).toBe('hr');
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallThings(page, 'body')).toEqual([]);
  });
});

describe('the phone’s menu', () => {
  it('opens with a 44 px button and lists 44 px links and a 44 px language switch', async () => {
    const { context, page } = await bettorPage(browser, baseUrl, bettor, PHONE);
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('button', { name: 'Otvori meni' }).click();
    await page.locator('#mobile-menu').waitFor();
    expect(await smallThings(page, '[data-site-header]')).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
