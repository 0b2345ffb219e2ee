import { describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  data,
  Outlet,
  StaticRouterProvider,
  type LoaderFunction,
} from 'react-router';
import { createI18n, registerResources, type Lang } from '~/lib/i18n';
import { I18nProvider } from '~/lib/i18n-react';
import rs from '~/locales/rs';
import hr from '~/locales/hr';
import * as article from '~/routes/article';
import * as blog from '~/routes/blog';
import * as sadrzaj from '~/routes/sadrzaj';
import * as account from '~/routes/account';
import * as accountSubscription from '~/routes/account-subscription';
import * as adminContent from '~/routes/admin-content';
import * as adminContentEdit from '~/routes/admin-content-edit';
import * as skriveniAdmin from '~/routes/skriveni-admin';

registerResources('rs', rs);
registerResources('hr', hr);

/** Details only the server log may see: none of it may reach the page. */
const SECRET = 'connect ECONNREFUSED 10.0.0.7:5432';

/**
 * Renders a route's own ErrorBoundary the way the server does: its loader throws, React Router's static handler
 * picks the status and the boundary, and the page is rendered inside a stand-in of the site frame.
 */
async function failing(
  route: { ErrorBoundary: ComponentType },
  thrown: unknown,
  { lang = 'rs', path = '/:first/:second?' }: { lang?: Lang; path?: string } = {},
) {
  const loader: LoaderFunction = () => {
    throw thrown;
  };
  const routes = [
    {
      id: 'frame',
      path: '/',
      Component: () => (
        <div data-frame>
          <Outlet />
        </div>
      ),
      children: [{ id: 'page', path, loader, Component: () => null, ErrorBoundary: route.ErrorBoundary }],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/pametno-kladjenje/clanak'));
  if (context instanceof Response) throw new Error('unexpected redirect');
  const html = renderToStaticMarkup(
    <I18nProvider i18n={createI18n(lang)}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </I18nProvider>,
  );
  // Inside the frame, with no error message or stack on the page (the message is the stack's first line).
  expect(html).toMatch(/^<div data-frame="true">/);
  expect(html).not.toContain(SECRET);
  return { status: context.statusCode, html };
}

const storeDown = () => new Error(SECRET);

describe('content routes fail in the specification’s words, inside the site, with the right status', () => {
  it('an article that cannot load, a slug that names nothing, anything unexpected', async () => {
    const load = await failing(article, storeDown());
    expect(load.status).toBe(500);
    expect(load.html).toContain('Greška pri učitavanju sadržaja');
    expect(load.html).toContain('href="/sadrzaj"');
    const slug = await failing(article, data(null, { status: 404 }));
    expect(slug.status).toBe(404);
    expect(slug.html).toContain('Slug nije pronađen');
    expect(slug.html).toContain('Nažalost, traženi sadržaj nije dostupan ili ne postoji.');
    const odd = await failing(article, SECRET);
    expect(odd.status).toBe(500);
    expect(odd.html).toContain('Neočekivana greška');
    expect((await failing(article, storeDown(), { lang: 'hr' })).html).toContain(
      'Greška pri učitavanju sadržaja',
    );
    expect((await failing(article, SECRET, { lang: 'hr' })).html).toContain('Neočekivana pogreška');
  });

  it('the hub and the blog: the list could not be fetched', async () => {
    for (const route of [sadrzaj, blog]) {
      const rsPage = await failing(route, storeDown());
      expect(rsPage.status).toBe(500);
      expect(rsPage.html).toContain('Greška pri dohvatanju sadržaja');
      expect(rsPage.html).toContain('href="/sadrzaj"');
      expect((await failing(route, storeDown(), { lang: 'hr' })).html).toContain(
        'Greška pri dohvaćanju sadržaja',
      );
    }
  });
});

describe('account routes', () => {
  it('the profile: "Error loading profile" (rs keeps the specification’s text), translated in hr', async () => {
    const page = await failing(account, storeDown());
    expect(page.status).toBe(500);
    expect(page.html).toContain('Error loading profile');
    expect(page.html).toContain('Moj nalog');
    expect((await failing(account, storeDown(), { lang: 'hr' })).html).toContain(
      'Učitavanje profila nije uspjelo',
    );
  });

  it('the subscription management: "Failed to open subscription management", with the way back', async () => {
    const page = await failing(accountSubscription, storeDown());
    expect(page.status).toBe(500);
    expect(page.html).toContain('Failed to open subscription management');
    expect(page.html).toContain('href="/account"');
    expect((await failing(accountSubscription, storeDown(), { lang: 'hr' })).html).toContain(
      'Otvaranje upravljanja pretplatom nije uspjelo',
    );
  });
});

describe('admin routes (English, docs/decisions/025-languages-of-the-product.md)', () => {
  it('the content editor: 403 access denied, 404 not found, else the specification’s catch-all', async () => {
    const denied = await failing(adminContent, new Response('Forbidden', { status: 403 }));
    expect(denied.status).toBe(403);
    expect(denied.html).toContain('Access denied');
    const missing = await failing(adminContentEdit, data('Not found', { status: 404 }));
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('Not found');
    expect(missing.html).toContain('href="/admin/sadrzaj"');
    const broken = await failing(adminContentEdit, storeDown());
    expect(broken.status).toBe(500);
    expect(broken.html).toContain('Unexpected error occurred');
  });

  it('the hidden admin area: "Unexpected error occurred" on its own page, back to the dashboard', async () => {
    const page = await failing(skriveniAdmin, storeDown());
    expect(page.status).toBe(500);
    expect(page.html).toContain('<main');
    expect(page.html).toContain('Unexpected error occurred');
    expect(page.html).toContain('href="/skriveni-admin"');
  });
});
