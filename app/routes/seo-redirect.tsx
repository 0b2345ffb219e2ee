import { data, redirect } from 'react-router';
import type { Route } from './+types/seo-redirect';
import { findPublished } from '../../server/modules/content/content-store';
import { articlePath } from '../../server/common/categories';
import { ContentError } from '~/features/content/content-error';

/** The blog's /seo/{slug} links: a permanent redirect to the article's page. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const row = await findPublished(context.ctx.services.db, params.slug);
  if (row) throw redirect(articlePath(row.category, row.slug), 301);
  return data(null, { status: 404 });
}

export default function SeoRedirect() {
  return <ContentError problem="notFound" />;
}
