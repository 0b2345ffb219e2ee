import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../context';
import { createApp } from '../../app';
import { createTestServices } from '../../../tests/support/services';
import { seedArticles } from '../content/seed-articles';

describe('robots.txt and the sitemap', () => {
  let services: AppServices;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    services = await createTestServices();
    await seedArticles(services);
    app = createApp({ services });
  });
  afterAll(() => services.dbHandle.close());

  it('robots.txt blocks no address the sitemap lists, and points to the sitemap', async () => {
    const robots = await (await app.request('/robots.txt')).text();
    const disallowed = [...robots.matchAll(/^Disallow: (\S+)$/gm)].map((m) => m[1]);
    expect(disallowed).toContain('/admin/');
    // The hidden admin area is not advertised in a public file (it is noindex and out of the sitemap).
    expect(robots).not.toContain('skriveni-admin');
    const sitemap = await app.request('/sitemap.xml');
    const paths = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1]).pathname,
    );
    expect(paths).toContain('/account');
    expect(paths.filter((p) => disallowed.some((d) => p.startsWith(d)))).toEqual([]);
    expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });

  it('lets caches keep the sitemap for a minute only, so new articles are seen soon', async () => {
    expect((await app.request('/sitemap.xml')).headers.get('cache-control')).toBe('public, max-age=60');
  });
});
