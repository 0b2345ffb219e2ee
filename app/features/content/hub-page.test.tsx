import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { createI18n, registerResources } from '~/lib/i18n';
import { I18nProvider } from '~/lib/i18n-react';
import rs from '~/locales/rs';
import hr from '~/locales/hr';
import { HubPage, type ArticleCard } from './hub-page';
import { CardSkeletons } from './skeletons';
import { longDate } from './article-page';

registerResources('rs', rs);

const render = (element: ReactElement) =>
  renderToStaticMarkup(
    <I18nProvider i18n={createI18n('rs')}>
      <MemoryRouter>{element}</MemoryRouter>
    </I18nProvider>,
  );

const card = (
  slug: string,
  keywords: string[],
  title = slug,
  publishedAt = '2026-10-01T10:00:00Z',
): ArticleCard => ({
  title,
  slug,
  category: 'napredne-strategije',
  metaDescription: `Opis članka ${slug}.`,
  metaKeywords: keywords,
  publishedAt,
});

/** The slugs each list of the rendered hub shows, in order. */
function lists(html: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const section of html.split('data-list="').slice(1)) {
    const name = section.slice(0, section.indexOf('"'));
    out[name] = [...section.matchAll(/data-article-card="([^"]+)"/g)].map((m) => m[1]);
  }
  return out;
}

describe('the content hub', () => {
  it('filters two lists by the articles keywords, not by their titles or descriptions', () => {
    const html = render(
      <HubPage
        articles={[
          card('saveti-clanak', ['Saveti za tikete', 'fudbal']),
          card('strategije-clanak', ['strategije']),
          card('vodic-clanak', ['vodič kroz kvote']),
          card('pocetnici-clanak', ['početnici', 'osnove']),
          // Title and description speak of advice and guides, keywords do not: in neither filtered list.
          card('samo-naslov', ['tenis', 'statistika'], 'Saveti i vodič za početnike'),
        ]}
      />,
    );
    const shown = lists(html);
    expect(shown['saveti-strategije']).toEqual(['saveti-clanak', 'strategije-clanak']);
    expect(shown['vodic-kladjenje']).toEqual(['vodic-clanak', 'pocetnici-clanak']);
    // The three unfiltered lists show every article.
    for (const name of ['sportski-saveti', 'regionalni-sadrzaj', 'napredne-strategije'])
      expect(shown[name]).toHaveLength(5);
  });

  it('says "Nema dostupnog sadržaja" for a list with nothing to show', () => {
    const some = render(<HubPage articles={[card('tenis', ['tenis'])]} />);
    const parts = some.split('data-list="').slice(1);
    const empty = parts.filter((p) => p.includes('Nema dostupnog sadržaja')).map((p) => p.split('"')[0]);
    expect(empty).toEqual(['saveti-strategije', 'vodic-kladjenje']);

    const none = render(<HubPage articles={[]} />);
    expect(none.match(/Nema dostupnog sadržaja/g)).toHaveLength(5);
  });

  it('shows at most three keyword badges per card', () => {
    const html = render(<HubPage articles={[card('mnogo', ['a1', 'b2', 'c3', 'd4', 'e5'])]} />);
    const first = html.slice(html.indexOf('data-article-card="mnogo"'));
    const cardHtml = first.slice(0, first.indexOf('</a>'));
    expect(cardHtml).toContain('c3');
    expect(cardHtml).not.toContain('d4');
  });

  it('shows six skeleton cards while it loads', () => {
    const html = render(<CardSkeletons />);
    expect(html).toContain('aria-busy="true"');
    expect(html.match(/data-skeleton-card/g)).toHaveLength(6);
  });

  it('dates articles on the Belgrade calendar, whatever the time zone of the server or browser', () => {
    // 23:30 UTC on 21 October is already the 22nd in Belgrade.
    const late = '2026-10-21T23:30:00Z';
    expect(longDate(late)).toBe('22. oktobar 2026.');
    // A Croatian reader's article pages are dated the Croatian way.
    expect(longDate(late, 'hr')).toBe('22. listopada 2026.');
    const html = render(<HubPage articles={[card('kasno', ['tenis'], 'Kasno', late)]} />);
    expect(html).toContain('22. 10. 2026.');
  });

  it('files an article in the same lists in every language: by its Serbian keywords', () => {
    const croatianCard = {
      ...card('osnove-hr', ['osnove, savjeti'], 'Osnove klađenja'),
      listKeywords: ['osnove', 'saveti'],
    };
    const html = render(<HubPage articles={[croatianCard]} />);
    const list = (id: string) => html.split(`data-list="${id}"`)[1].split('data-list=')[0];
    expect(list('saveti-strategije')).toContain('data-article-card="osnove-hr"');
  });

  it('speaks of tečaj to Croatian readers, as the rest of the app does, never of koeficijent or kvota', () => {
    const texts = JSON.stringify(hr.content);
    expect(texts).not.toMatch(/koeficijent|kvot/i);
    expect(texts).toMatch(/tečaj/);
  });
});
