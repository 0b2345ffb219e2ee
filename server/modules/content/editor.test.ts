import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../context';
import { createTestServices } from '../../../tests/support/services';
import { findById, findPublished } from './content-store';
import { saveFromForm, setPublished } from './editor';

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
};

const article = {
  title: 'Opis je obavezan',
  slug: 'opis-je-obavezan',
  category: 'saveti-strategije',
  content: 'Uvod.\n\n## Sekcija\n\nTekst.',
  metaDescription: '',
  metaKeywords: 'saveti',
};
const DESCRIPTION = 'Kratak i tačan opis članka koji pretraživači prikazuju ispod naslova.';

describe('the content editor', () => {
  let services: AppServices;
  beforeAll(async () => {
    services = await createTestServices();
  });
  afterAll(() => services.dbHandle.close());

  it('refuses to publish an article without a meta description of 50+ characters, and saves nothing', async () => {
    for (const metaDescription of ['', 'Prekratak opis.'])
      expect(
        await saveFromForm(services, null, form({ ...article, metaDescription, isPublished: 'on' })),
      ).toEqual({
        ok: false,
        error: expect.stringContaining('meta description of at least 50 characters'),
      });
    expect(await findPublished(services.db, article.slug)).toBeUndefined();

    const published = await saveFromForm(
      services,
      null,
      form({ ...article, metaDescription: DESCRIPTION, isPublished: 'on' }),
    );
    expect(published.ok).toBe(true);
    expect((await findPublished(services.db, article.slug))?.metaDescription).toBe(DESCRIPTION);
  });

  it('saves a draft without a description, but will not publish it from the list until it has one', async () => {
    const draft = await saveFromForm(services, null, form({ ...article, slug: 'nacrt-bez-opisa' }));
    expect(draft.ok).toBe(true);
    const id = draft.ok ? draft.id : '';
    expect(await setPublished(services, id, true)).toMatchObject({
      ok: false,
      error: expect.stringContaining('meta description'),
    });
    expect((await findById(services.db, id))?.isPublished).toBe(false);

    await saveFromForm(
      services,
      id,
      form({ ...article, slug: 'nacrt-bez-opisa', metaDescription: DESCRIPTION }),
    );
    expect(await setPublished(services, id, true)).toEqual({ ok: true, id });
    expect(await findPublished(services.db, 'nacrt-bez-opisa')).toBeDefined();
    // Unpublishing never needs a description.
    expect(await setPublished(services, id, false)).toEqual({ ok: true, id });
  });
});
