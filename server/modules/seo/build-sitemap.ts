export interface SitemapEntry {
  path: string;
  lastmod: string;
  changefreq?: 'daily' | 'weekly' | 'monthly';
  priority?: number;
}

/** The specification's fixed list, all last modified 2025-01-15. */
export const STATIC_SITEMAP: SitemapEntry[] = [
  { path: '/', lastmod: '2025-01-15', changefreq: 'daily', priority: 1.0 },
  { path: '/landing-b', lastmod: '2025-01-15', changefreq: 'weekly', priority: 0.9 },
  { path: '/ai-kladionica-pametno-kladjenje', lastmod: '2025-01-15', changefreq: 'weekly', priority: 0.8 },
  { path: '/ai-predikcije', lastmod: '2025-01-15', changefreq: 'weekly', priority: 0.8 },
  { path: '/auth', lastmod: '2025-01-15', changefreq: 'monthly', priority: 0.5 },
  { path: '/membership', lastmod: '2025-01-15', changefreq: 'monthly', priority: 0.7 },
  { path: '/upload', lastmod: '2025-01-15', changefreq: 'monthly', priority: 0.8 },
  { path: '/dashboard', lastmod: '2025-01-15', changefreq: 'monthly', priority: 0.4 },
  { path: '/account', lastmod: '2025-01-15', changefreq: 'monthly', priority: 0.4 },
  { path: '/sadrzaj', lastmod: '2025-01-15', changefreq: 'weekly', priority: 0.8 },
  { path: '/preciznost', lastmod: '2026-11-25', changefreq: 'daily', priority: 0.6 },
];

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch]!,
  );

export function buildSitemap(origin: string, entries: SitemapEntry[]): string {
  const base = origin.replace(/\/$/, '');
  const urls = entries.map((e) =>
    [
      '  <url>',
      `    <loc>${escapeXml(base + e.path)}</loc>`,
      `    <lastmod>${e.lastmod}</lastmod>`,
      e.changefreq ? `    <changefreq>${e.changefreq}</changefreq>` : '',
      e.priority !== undefined ? `    <priority>${e.priority.toFixed(1)}</priority>` : '',
      '  </url>',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
