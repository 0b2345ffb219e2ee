import { Hono } from 'hono';
import type { AppServices } from '../../context';
import { STATIC_SITEMAP, buildSitemap } from './build-sitemap';

export function seoRoutes(services: AppServices) {
  const app = new Hono();
  const origin = services.config.PUBLIC_URL;

  app.get('/robots.txt', (c) =>
    c.text(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /skriveni-admin',
        'Disallow: /api/',
        'Disallow: /report/',
        'Disallow: /account',
        '',
        `Sitemap: ${origin.replace(/\/$/, '')}/sitemap.xml`,
        '',
      ].join('\n'),
    ),
  );

  app.get('/sitemap.xml', (c) =>
    c.body(buildSitemap(origin, STATIC_SITEMAP), 200, { 'Content-Type': 'application/xml; charset=utf-8' }),
  );
  return app;
}
