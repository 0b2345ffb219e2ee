import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE, gotoHydrated, launchBrowser, newPage } from './support/browser';
import { mailLink, signedUpAs } from './support/accounts';
import { readArticleFiles, readTranslationFiles } from '../../server/modules/content/article-files';
import { HUB_LISTS, articlePath, canonicalPath, matchesList } from '../../server/common/categories';

const baseUrl = inject('baseUrl');
const adminEmail = inject('editorEmail');
let browser: Browser;
let editor: { context: BrowserContext; page: Page } | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await editor?.context.close();
  await browser?.close();
});

/**
 * The editor's browser, signed in once for the tests that need it: an administrator's e-mail is refused the
 * editor until it is verified.
 */
async function signedInEditor(): Promise<Page> {
  if (editor) return editor.page;
  const { context, page } = await newPage(browser, DESKTOP);
  await signedUpAs(page, baseUrl, adminEmail);
  expect((await page.goto(`${baseUrl}/admin/sadrzaj`))!.status()).toBe(403);
  await page.goto(await mailLink(page, baseUrl, adminEmail));
  editor = { context, page };
  return page;
}

describe('content hub', () => {
  it('an article is complete in the server HTML: text, metadata, canonical, Open Graph and Article data', async () => {
    const res = await fetch(`${baseUrl}/vodic-kladjenje/sistem-tiketi-vodic`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<h1[^>]*>Sistem tiketi/);
    expect(html).toContain('Objavljeno: <time');
    expect(html).toContain('Ključne reči');
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html).toMatch(/<meta name="keywords" content="[^"]*vodič/);
    expect(html).toContain(
      `<link rel="canonical" href="${baseUrl}/napredne-strategije/sistem-tiketi-vodic"/>`,
    );
    expect(html).toContain('<meta property="og:type" content="article"/>');
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]);
    expect(ld).toMatchObject({ '@type': 'Article', headline: expect.stringContaining('Sistem tiketi') });
  });

  it('the hub lists and filters; an article opens from it; an unknown slug shows the not-found view (375 px)', async () => {
    const { context, page, problems } = await newPage(browser, PHONE);
    await gotoHydrated(page, `${baseUrl}/sadrzaj`);
    await page.getByRole('heading', { name: 'Centar za edukaciju', level: 1 }).waitFor();
    const list = (name: string) => page.locator(`[data-list="${name}"] [data-article-card]`);
    // The two filtered lists show exactly the articles whose keywords match their filter, and no other.
    for (const { category, keywords } of HUB_LISTS.filter((l) => l.keywords)) {
      const shown = await list(category).evaluateAll((els) =>
        els.map((e) => e.getAttribute('data-article-card')),
      );
      const expected = readArticleFiles()
        .filter((a) => matchesList(a.metaKeywords, keywords))
        .map((a) => a.slug);
      expect(expected.length).toBeGreaterThanOrEqual(4);
      expect(expected.length).toBeLessThan(readArticleFiles().length);
      expect([...shown].sort()).toEqual([...expected].sort());
    }
    // Newest first, at most three keyword badges per card.
    const dates = await list('napredne-strategije')
      .locator('time')
      .evaluateAll((els) => els.map((e) => e.getAttribute('datetime')!));
    expect([...dates].sort().reverse()).toEqual(dates);
    const badges = await list('sportski-saveti').first().locator('.rounded-full').count();
    expect(badges).toBeLessThanOrEqual(3);

    await list('vodic-kladjenje').first().click();
    await page.getByText('Objavljeno:').waitFor();
    expect(page.url()).toMatch(/\/vodic-kladjenje\//);

    await gotoHydrated(page, `${baseUrl}/saveti-strategije/ne-postoji-takav-clanak`);
    await page.getByRole('heading', { name: 'Sadržaj nije pronađen' }).waitFor();
    await page.getByText('Nažalost, traženi sadržaj nije dostupan ili ne postoji.').waitFor();
    // Inside the site (header, footer, the way back to the hub), answered 404.
    expect(await page.locator('footer').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Centar za edukaciju' }).last().getAttribute('href')).toBe(
      '/sadrzaj',
    );
    const missing = await page.request.get(`${baseUrl}/saveti-strategije/ne-postoji-takav-clanak`);
    expect(missing.status()).toBe(404);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the blog links its seven articles through /seo/{slug}, which redirects permanently', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await gotoHydrated(page, `${baseUrl}/blog`);
    expect(await page.locator('[data-category-card]').count()).toBe(6);
    expect(await page.locator('[data-blog-article]').count()).toBe(7);
    expect(await page.getByRole('link', { name: 'Analiziraj tiket besplatno' }).getAttribute('href')).toBe(
      '/upload',
    );
    const res = await fetch(`${baseUrl}/seo/tip-dana`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/sportski-saveti/tip-dana');
    const faq = await (await fetch(`${baseUrl}/ai-predikcije`)).text();
    expect(faq).toContain('"@type":"FAQPage"');
    expect(faq).toContain('"@type":"HowTo"');
    await context.close();
  });

  it('an admin publishes a new article in the editor; it appears in the hub and the sitemap at once', async () => {
    const before = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    expect(before).toContain('/sportski-saveti/tip-dana');
    expect(before).not.toContain('e2e-novi-clanak');

    const page = await signedInEditor();

    // The hub page is cached for anonymous visitors: fetch it first so the edit must clear it.
    await fetch(`${baseUrl}/sadrzaj`);
    await gotoHydrated(page, `${baseUrl}/admin/sadrzaj/new`);
    await page.getByLabel('Title').fill('E2E novi članak o saveti');
    await page.getByLabel('Slug').fill('e2e-novi-clanak');
    await page.getByLabel('Category').selectOption('saveti-strategije');
    await page
      .getByLabel('Meta description')
      .fill('Opis novog članka za test uređivača sadržaja na Tiket AI.');
    await page.getByLabel('Keywords (comma-separated)').fill('saveti, test');
    await page.locator('#content').fill('Uvod.\n\n## Sekcija\n\nSAVET: **Podebljano** i <b>ne-HTML</b>.');
    expect(await page.getByTestId('preview').innerHTML()).toContain('<strong>Podebljano</strong>');
    expect(await page.getByTestId('preview').innerText()).toContain('<b>ne-HTML</b>');
    await page.getByLabel('Published').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${baseUrl}/admin/sadrzaj`);
    await page.locator('[data-editor-row="e2e-novi-clanak"]').getByText('Published').waitFor();

    const hub = await (await fetch(`${baseUrl}/sadrzaj`)).text();
    expect(hub).toContain('E2E novi članak o saveti');
    expect(await (await fetch(`${baseUrl}/sitemap.xml`)).text()).toContain(
      '/napredne-strategije/e2e-novi-clanak',
    );

    // Unpublishing takes it off the site again.
    await page
      .locator('[data-editor-row="e2e-novi-clanak"]')
      .getByRole('button', { name: 'Unpublish' })
      .click();
    await page.locator('[data-editor-row="e2e-novi-clanak"]').getByText('Draft').waitFor();
    expect((await fetch(`${baseUrl}/saveti-strategije/e2e-novi-clanak`)).status).toBe(404);
  });

  it('article pages are cached, and an edit in the editor replaces the cached page at once', async () => {
    const url = `${baseUrl}/saveti-strategije/kada-ne-igrati-tiket`;
    await fetch(url);
    const cached = await fetch(url);
    expect(cached.headers.get('x-cache')).toBe('HIT');
    expect(await cached.text()).toContain('Kada ne igrati tiket');

    const page = await signedInEditor();
    await gotoHydrated(page, `${baseUrl}/admin/sadrzaj`);
    await page.locator('[data-editor-row="kada-ne-igrati-tiket"]').getByRole('link').first().click();
    await page.getByLabel('Title').waitFor();
    await page.getByLabel('Title').fill('Kada je pauza najbolji tiket – izmenjen naslov');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${baseUrl}/admin/sadrzaj`);

    const fresh = await fetch(url);
    expect(fresh.headers.get('x-cache')).toBe('MISS');
    expect(await fresh.text()).toMatch(/<h1[^>]*>Kada je pauza najbolji tiket – izmenjen naslov/);
  });

  it('the sitemap has every published article at its canonical address', async () => {
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    const paths = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname));
    const canonical = readArticleFiles().map((a) => canonicalPath(a.category, a.slug));
    expect(canonical.length).toBeGreaterThan(0);
    const missing = canonical.filter((p) => !paths.has(p));
    expect(missing).toEqual([]);
  });

  it('in Croatian the hub lists and the article reads the Croatian version; back in Serbian, the Serbian one', async () => {
    const slug = 'osnove-kladjenja-pocetnici';
    const rs = readArticleFiles().find((a) => a.slug === slug)!;
    const hr = readTranslationFiles().find((t) => t.lang === 'hr' && t.file.slug === slug)!.file;
    // The opening words of the body as a reader sees them (markup stripped).
    const opening = (content: string) => content.split('\n')[0].replace(/\*\*/g, '').slice(0, 60);
    const { context, page, problems } = await newPage(browser, DESKTOP);
    await gotoHydrated(page, `${baseUrl}/sadrzaj`);
    await page.locator(`[data-article-card="${slug}"]`).first().getByText(rs.title).waitFor();

    // The site's language switch, as a visitor uses it (shell.e2e.test.ts): the lists turn Croatian in place.
    await page.locator('[data-lang-option="hr"]').first().click();
    await page.locator(`[data-article-card="${slug}"]`).first().getByText(hr.title).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('hr');

    await page.locator(`[data-article-card="${slug}"]`).first().click();
    await page.getByRole('heading', { level: 1, name: hr.title }).waitFor();
    await page.getByText(opening(hr.content)).waitFor();
    expect(await page.getByText(opening(rs.content)).count()).toBe(0);
    expect(await page.locator('article').getAttribute('lang')).toBe('hr');
    // Same address as in Serbian: one canonical for both versions.
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${baseUrl}${canonicalPath(rs.category, slug)}`,
    );
    // The server's HTML for a Croatian reader (the page cache keeps one copy per language).
    const served = await (await context.request.get(page.url())).text();
    expect(served).toContain('"inLanguage":"hr"');

    await page.locator('[data-lang-option="rs"]').first().click();
    await page.getByRole('heading', { level: 1, name: rs.title }).waitFor();
    await page.getByText(opening(rs.content)).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the editor edits the Croatian version on its own tab; the Serbian version stays as it was', async () => {
    const slug = 'kako-citati-tiket-kladionice';
    const rs = readArticleFiles().find((a) => a.slug === slug)!;
    const url = `${baseUrl}${articlePath(rs.category, slug)}`;
    const page = await signedInEditor();
    await gotoHydrated(page, `${baseUrl}/admin/sadrzaj`);
    await page.locator(`[data-editor-row="${slug}"]`).getByTestId('versions').getByText('RS + HR').waitFor();
    await page.locator(`[data-editor-row="${slug}"]`).getByRole('link').first().click();
    await page.getByLabel('Slug').waitFor();
    await page.locator('[data-lang-tab="hr"]').click();
    await page.getByTestId('version-note').waitFor();
    // Slug, category and publication belong to the article: only the Serbian tab edits them.
    expect(await page.getByLabel('Slug').count()).toBe(0);
    await page.getByLabel('Title').fill('Kako čitati listić – urednikov hrvatski naslov');
    await page.locator('#content').fill('Uvod.\n\n## Odjeljak\n\nSAVJET: Provjeri **tečaj** prije uplate.');
    expect(await page.getByTestId('preview').innerHTML()).toContain('<strong>tečaj</strong>');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${baseUrl}/admin/sadrzaj`);

    const inHr = await (await fetch(url, { headers: { cookie: 'lang=hr' } })).text();
    expect(inHr).toMatch(/<h1[^>]*>Kako čitati listić – urednikov hrvatski naslov/);
    expect(inHr).toContain('<span>Provjeri </span><strong>tečaj</strong><span> prije uplate.</span>');
    const inRs = await (await fetch(url, { headers: { cookie: 'lang=rs' } })).text();
    expect(inRs).toContain(`>${rs.title.replace(/"/g, '&quot;')}</h1>`);
    expect(inRs).not.toContain('urednikov hrvatski naslov');

    // The Serbian tab still holds the Serbian texts.
    await page.locator(`[data-editor-row="${slug}"]`).getByRole('link').first().click();
    await page.locator('[data-lang-tab="rs"]').waitFor();
    expect(await page.getByLabel('Title').inputValue()).toBe(rs.title);
  });
});
