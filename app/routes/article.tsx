import { data } from 'react-router';
import type { Route } from './+types/article';
import { pageMeta } from '~/lib/meta';
import { ArticlePage } from '~/features/content/article-page';
import { ContentError, ContentErrorBoundary } from '~/features/content/content-error';
import { findPublished } from '../../server/modules/content/content-store';
import { SECTIONED, canonicalPath, isCategory } from '../../server/common/categories';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { services, lang } = context.ctx;
  const prefix = new URL(request.url).pathname.split('/')[1];
  if (!params.slug?.trim()) throw data(null, { status: 404 });
  const row = await findPublished(services.db, params.slug, lang);
  if (!row || !isCategory(row.category)) return data({ article: null, prefix, meta: null }, { status: 404 });
  const origin = services.config.PUBLIC_URL.replace(/\/$/, '');
  const canonical = origin + canonicalPath(row.category, row.slug);
  return {
    prefix,
    article: {
      title: row.title,
      slug: row.slug,
      category: row.category,
      content: row.content,
      metaDescription: row.metaDescription,
      metaKeywords: row.metaKeywords,
      publishedAt: row.publishedAt.toISOString(),
      lang: row.lang,
    },
    meta: {
      title: `${row.title} | Tiket AI`,
      description: row.metaDescription,
      keywords: row.metaKeywords.join(', '),
      canonical,
      ogType: 'article' as const,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: row.title,
        description: row.metaDescription,
        keywords: row.metaKeywords.join(', '),
        datePublished: row.publishedAt.toISOString(),
        dateModified: row.updatedAt.toISOString(),
        inLanguage: row.lang === 'hr' ? 'hr' : 'sr-Latn',
        mainEntityOfPage: canonical,
        author: { '@type': 'Organization', name: 'Tiket AI' },
        publisher: { '@type': 'Organization', name: 'Tiket AI' },
      },
    },
  };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d?.meta
    ? [...pageMeta(d.meta), { 'script:ld+json': d.meta.jsonLd }]
    : [{ title: 'Sadržaj nije pronađen | Tiket AI' }, { name: 'robots', content: 'noindex' }];

/** An article under any of the six category prefixes; two of them split it into section cards. */
export default function ArticleRoute({ loaderData }: Route.ComponentProps) {
  const { article, prefix } = loaderData;
  if (!article) return <ContentError problem="notFound" />;
  return <ArticlePage article={article} sectioned={(SECTIONED as string[]).includes(prefix)} />;
}

export function ErrorBoundary() {
  return <ContentErrorBoundary failure="loadError" />;
}
