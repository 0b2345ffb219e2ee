import { Hono } from 'hono';
import type { AppServices } from '../../context';
import { STATIC_SITEMAP, buildSitemap, type SitemapEntry } from './build-sitemap';
import { listPublished } from '../content/content-store';
import { canonicalPath, isCategory } from '../../common/categories';

export function seoRoutes(services: AppServices) {
  const app = new Hono();
  const origin = services.config.PUBLIC_URL;

  // Nothing the sitemap lists is disallowed (the specification's sitemap names /dashboard and /account):
  // a listed but blocked address is a crawl error. Those personal pages keep out of search results with their
  // own "noindex" meta, which a crawler can only read if robots.txt lets it fetch them. The hidden admin area is
  // not named at all: robots.txt is public, and naming it would point everyone to it (it is noindex anyway).
  app.get('/robots.txt', (c) =>
    c.text(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin/',
        'Disallow: /api/',
        'Disallow: /report/',
        '',
        `Sitemap: ${origin.replace(/\/$/, '')}/sitemap.xml`,
        '',
      ].join('\n'),
    ),
  );

  // The specification's list plus every published article at its canonical address, dated by its last edit.
  // Cached for a minute only, so a published article reaches crawlers soon.
  app.get('/sitemap.xml', async (c) => {
    const articles: SitemapEntry[] = (await listPublished(services.db)).flatMap((a) =>
      isCategory(a.category)
        ? [
            {
              path: canonicalPath(a.category, a.slug),
              lastmod: a.updatedAt.toISOString().slice(0, 10),
              changefreq: 'monthly' as const,
              priority: 0.7,
            },
          ]
        : [],
    );
    return c.body(buildSitemap(origin, [...STATIC_SITEMAP, ...articles]), 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=60',
    });
  });
  return app;
}
