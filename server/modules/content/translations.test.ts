import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../context';
import { createApp } from '../../app';
import { createTestServices, loadPageBuild } from '../../../tests/support/services';
import { seoContentTranslations } from '../../db/schema/content';
import { findById, findPublished, findTranslation, listPublished } from './content-store';
import { removeVersion, saveFromForm } from './editor';
import { seedArticles } from './seed-articles';
import { readTranslationFiles } from './article-files';
import type { Lang } from '../../common/lang';

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
};

const serbian = {
  title: 'Kako proceniti kvotu pre utakmice',
  slug: 'kako-proceniti-kvotu',
  category: 'pametno-kladjenje',
  content: 'Uvod o kvoti.\n\n## Procena\n\nNeko deluje sigurno, ali verovatnoća je druga stvar.',
  metaDescription: 'Kako da proceniš da li kvota nudi vrednost pre nego što uplatiš tiket na utakmicu.',
  metaKeywords: 'kvota, verovatnoća, procena',
  isPublished: 'on',
};
const croatian = {
  lang: 'hr',
  title: 'Kako procijeniti tečaj prije utakmice',
  content: 'Uvod o tečaju.\n\n## Procjena\n\nNetko djeluje sigurno, ali vjerojatnost je druga stvar.',
  metaDescription: 'Kako procijeniti nudi li tečaj vrijednost prije nego što uplatiš listić na utakmicu.',
  metaKeywords: 'tečaj, vjerojatnost, procjena',
};

describe('the Croatian version of an article', () => {
  let services: AppServices;
  let id: string;
  beforeAll(async () => {
    services = await createTestServices();
    const saved = await saveFromForm(services, null, form(serbian));
    if (!saved.ok) throw new Error(saved.error);
    id = saved.id;
  });
  afterAll(() => services.dbHandle.close());

  it('falls back to the Serbian texts until the article has one', async () => {
    const row = await findPublished(services.db, serbian.slug, 'hr');
    expect(row).toMatchObject({ title: serbian.title, content: serbian.content, lang: 'rs' });
  });

  it('is served to Croatian readers and edited without touching the Serbian version, and vice versa', async () => {
    expect(await saveFromForm(services, id, form(croatian))).toEqual({ ok: true, id });
    expect(await findPublished(services.db, serbian.slug, 'hr')).toMatchObject({
      title: croatian.title,
      content: croatian.content,
      metaDescription: croatian.metaDescription,
      metaKeywords: ['tečaj', 'vjerojatnost', 'procjena'],
      // The hub's lists filter by the Serbian keywords, whatever the reader's language.
      listKeywords: ['kvota', 'verovatnoća', 'procena'],
      slug: serbian.slug,
      category: serbian.category,
      lang: 'hr',
    });
    expect(await findPublished(services.db, serbian.slug, 'rs')).toMatchObject({
      title: serbian.title,
      content: serbian.content,
      lang: 'rs',
    });

    // An edit of the Croatian version keeps the Serbian one …
    const edited = { ...croatian, content: croatian.content + '\n\nSAVJET: Zapiši svaki listić.' };
    expect(await saveFromForm(services, id, form(edited))).toEqual({ ok: true, id });
    expect((await findById(services.db, id))?.content).toBe(serbian.content);
    expect((await findPublished(services.db, serbian.slug, 'hr'))?.content).toBe(edited.content);

    // … and an edit of the Serbian version (its title, slug, category) keeps the Croatian one.
    const renamed = {
      ...serbian,
      title: 'Procena kvote',
      slug: 'procena-kvote',
      category: 'napredne-strategije',
    };
    expect(await saveFromForm(services, id, form(renamed))).toEqual({ ok: true, id });
    expect(await findPublished(services.db, 'procena-kvote', 'hr')).toMatchObject({
      title: croatian.title,
      content: edited.content,
      category: 'napredne-strategije',
    });
    expect((await findPublished(services.db, 'procena-kvote', 'rs'))?.title).toBe('Procena kvote');

    // The hub's list in each language.
    const hr = (await listPublished(services.db, 'hr')).find((a) => a.id === id);
    const rs = (await listPublished(services.db, 'rs')).find((a) => a.id === id);
    expect(hr).toMatchObject({
      title: croatian.title,
      metaDescription: croatian.metaDescription,
      lang: 'hr',
    });
    expect(rs).toMatchObject({
      title: 'Procena kvote',
      metaDescription: serbian.metaDescription,
      lang: 'rs',
    });
    // The address serves both versions: its last change is the later edit of either.
    expect(rs!.updatedAt.getTime()).toBeGreaterThanOrEqual(
      (await findTranslation(services.db, id, 'hr'))!.updatedAt.getTime(),
    );
  });

  it('of a published article needs its own meta description, and needs the article saved first', async () => {
    expect(await saveFromForm(services, id, form({ ...croatian, metaDescription: 'Kratko.' }))).toMatchObject(
      {
        ok: false,
        error: expect.stringContaining('meta description'),
      },
    );
    expect(await saveFromForm(services, null, form({ ...croatian }))).toMatchObject({ ok: false });
    expect(await saveFromForm(services, id, form({ ...croatian, lang: 'de' }))).toMatchObject({ ok: false });
    expect((await findTranslation(services.db, id, 'hr'))?.metaDescription).toBe(croatian.metaDescription);
  });

  it('can be removed: Croatian readers get the Serbian version again, which stays', async () => {
    expect(await removeVersion(services, id, 'hr')).toEqual({ ok: true, id });
    expect(await findTranslation(services.db, id, 'hr')).toBeUndefined();
    expect(await findPublished(services.db, 'procena-kvote', 'hr')).toMatchObject({
      title: 'Procena kvote',
      content: serbian.content,
      lang: 'rs',
    });
  });
});

describe('the shipped Croatian versions', () => {
  let services: AppServices;
  beforeAll(async () => {
    services = await createTestServices();
  });
  afterAll(() => services.dbHandle.close());

  it('are seeded, also into a database seeded before they existed, and never overwrite an edit', async () => {
    const shipped = readTranslationFiles();
    expect(shipped.length).toBeGreaterThan(0);
    await seedArticles(services);
    expect(await services.db.$count(seoContentTranslations)).toBe(shipped.length);

    // A database seeded before the versions existed gets them at the next start.
    await services.db.delete(seoContentTranslations);
    await seedArticles(services);
    expect(await services.db.$count(seoContentTranslations)).toBe(shipped.length);

    const { file } = shipped[0];
    const row = (await findPublished(services.db, file.slug, 'hr'))!;
    expect(row).toMatchObject({ title: file.title, content: file.content, lang: 'hr' });
    const edit = {
      lang: 'hr',
      title: 'Urednikov naslov',
      content: 'Urednikov tekst.',
      metaDescription: file.metaDescription,
      metaKeywords: file.metaKeywords.join(', '),
    };
    expect(await saveFromForm(services, row.id, form(edit))).toMatchObject({ ok: true });
    await seedArticles(services);
    expect((await findPublished(services.db, file.slug, 'hr'))?.title).toBe('Urednikov naslov');
  });
});

// Pages as readers get them: the language is the `lang` cookie (or the browser's languages); the page cache
// keeps a copy per language.
describe('article pages, the hub and the blog in Croatian', () => {
  let services: AppServices;
  let app: ReturnType<typeof createApp>;
  let closePages: () => Promise<void>;
  const shipped = readTranslationFiles().find((t) => t.file.slug === 'osnove-kladjenja-pocetnici')?.file;

  beforeAll(async () => {
    services = await createTestServices();
    await seedArticles(services);
    // An article with no Croatian version.
    const saved = await saveFromForm(
      services,
      null,
      form({ ...serbian, category: 'saveti-strategije', metaKeywords: 'saveti, kvota' }),
    );
    if (!saved.ok) throw new Error(saved.error);
    const pages = await loadPageBuild();
    closePages = pages.close;
    app = createApp({ services, build: pages.build });
  }, 120_000);
  afterAll(async () => {
    await closePages?.();
    await services?.dbHandle.close();
  });

  const page = async (path: string, lang: Lang | null, acceptLanguage?: string) => {
    const headers: Record<string, string> = {};
    if (lang) headers.cookie = `lang=${lang}`;
    if (acceptLanguage) headers['accept-language'] = acceptLanguage;
    const res = await app.request(path, { headers });
    expect(res.status, path).toBe(200);
    return res.text();
  };
  const firstParagraph = (content: string) => content.split('\n')[0].slice(0, 60);

  it('a Croatian reader gets the Croatian body, a Serbian reader the Serbian one, each from its own cache', async () => {
    const rs = (await findPublished(services.db, 'osnove-kladjenja-pocetnici', 'rs'))!;
    const hr = shipped!;
    const path = '/vodic-kladjenje/osnove-kladjenja-pocetnici';
    for (let round = 0; round < 2; round++) {
      const inHr = await page(path, 'hr');
      expect(inHr).toContain(firstParagraph(hr.content).replace(/"/g, '&quot;'));
      expect(inHr).not.toContain(firstParagraph(rs.content).replace(/"/g, '&quot;'));
      expect(inHr).toContain('"inLanguage":"hr"');
      // The page's own words and date in Croatian too.
      expect(inHr).toContain('Ključne riječi');
      expect(inHr).toContain('7. svibnja 2026.');
      const inRs = await page(path, 'rs');
      expect(inRs).toContain(firstParagraph(rs.content).replace(/"/g, '&quot;'));
      expect(inRs).not.toContain(firstParagraph(hr.content).replace(/"/g, '&quot;'));
      expect(inRs).toContain('Ključne reči');
      expect(inRs).toContain('7. maj 2026.');
    }
    // The browser's language decides without a cookie.
    expect(await page(path, null, 'hr-HR,hr;q=0.9')).toContain(
      firstParagraph(hr.content).replace(/"/g, '&quot;'),
    );
  }, 60_000);

  it('an article without a Croatian version is shown in Serbian to a Croatian reader', async () => {
    const html = await page(`/saveti-strategije/${serbian.slug}`, 'hr');
    expect(html).toContain('Neko deluje sigurno');
    // Marked as Serbian text inside a Croatian page, whose own words stay Croatian.
    expect(html).toMatch(/<article[^>]*lang="sr-Latn"/);
    expect(html).toContain('Ključne riječi');
  });

  it('the hub and the blog list the Croatian titles to a Croatian reader', async () => {
    const rsTitle = (await findPublished(services.db, 'osnove-kladjenja-pocetnici', 'rs'))!.title;
    const esc = (s: string) => s.replace(/"/g, '&quot;');
    for (const path of ['/sadrzaj', '/blog']) {
      const hr = await page(path, 'hr');
      expect(hr, path).toContain(esc(shipped!.title));
      expect(hr, path).not.toContain(esc(rsTitle));
      expect(await page(path, 'rs'), path).toContain(esc(rsTitle));
    }
  }, 60_000);
});
