import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { data, MemoryRouter } from 'react-router';
import { createI18n, registerResources } from '~/lib/i18n';
import { I18nProvider } from '~/lib/i18n-react';
import rs from '~/locales/rs';
import hr from '~/locales/hr';
import { ContentError, contentProblem } from './content-error';
import type { Lang } from '../../../server/common/lang';

registerResources('rs', rs);
registerResources('hr', hr);

const render = (lang: Lang, problem: Parameters<typeof ContentError>[0]['problem']) =>
  renderToStaticMarkup(
    <I18nProvider i18n={createI18n(lang)}>
      <MemoryRouter>
        <ContentError problem={problem} />
      </MemoryRouter>
    </I18nProvider>,
  );

/** What a loader's throw becomes: data(…, 404) is a route error response, as React Router hands it over. */
const routeError = (status: number) => {
  const thrown = data(null, { status });
  return { status: thrown.init?.status, statusText: '', internal: false, data: null };
};

describe('the content pages say what went wrong, in the specification’s words', () => {
  it('a store failure while loading an article, or fetching a list; anything else is unexpected', () => {
    expect(contentProblem(new Error('connection refused'), 'loadError')).toBe('loadError');
    expect(contentProblem(new Error('connection refused'), 'fetchError')).toBe('fetchError');
    expect(contentProblem('a string thrown', 'loadError')).toBe('unexpected');
    expect(contentProblem(routeError(404), 'loadError')).toBe('slugMissing');
    expect(contentProblem(routeError(503), 'fetchError')).toBe('fetchError');
  });

  it('renders each text with the way back to the hub, in Serbian and Croatian', () => {
    expect(render('rs', 'loadError')).toContain('Greška pri učitavanju sadržaja');
    expect(render('rs', 'fetchError')).toContain('Greška pri dohvatanju sadržaja');
    expect(render('rs', 'unexpected')).toContain('Neočekivana greška');
    expect(render('rs', 'slugMissing')).toContain('Slug nije pronađen');
    const notFound = render('rs', 'notFound');
    expect(notFound).toContain('Sadržaj nije pronađen');
    expect(notFound).toContain('Nažalost, traženi sadržaj nije dostupan ili ne postoji.');
    expect(notFound).toContain('href="/sadrzaj"');
    expect(render('hr', 'fetchError')).toContain('Greška pri dohvaćanju sadržaja');
    expect(render('hr', 'unexpected')).toContain('Neočekivana pogreška');
  });
});
