import type { Route } from './+types/blog';
import { serverT } from '~/lib/i18n.server';
import { pageMeta } from '~/lib/meta';
import { BlogPage } from '~/features/content/blog-page';
import { listPublished } from '../../server/modules/content/content-store';
import { BLOG_ARTICLES } from '../../server/common/categories';
import { ContentErrorBoundary } from '~/features/content/content-error';

export async function loader({ context }: Route.LoaderArgs) {
  const { services, lang } = context.ctx;
  const t = serverT(lang);
  const published = await listPublished(services.db, lang);
  const bySlug = new Map(published.map((a) => [a.slug, a]));
  return {
    articles: BLOG_ARTICLES.flatMap((slug) => {
      const a = bySlug.get(slug);
      return a ? [{ slug, title: a.title, metaDescription: a.metaDescription }] : [];
    }),
    meta: {
      title: t('content.blog.metaTitle'),
      description: t('content.blog.subtitle'),
      canonical: `${services.config.PUBLIC_URL.replace(/\/$/, '')}/blog`,
    },
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.meta) : []);

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  return <BlogPage articles={loaderData.articles} />;
}

export function ErrorBoundary() {
  return <ContentErrorBoundary failure="fetchError" />;
}
