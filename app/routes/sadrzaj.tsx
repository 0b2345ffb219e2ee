import type { Route } from './+types/sadrzaj';
import { serverT } from '~/lib/i18n.server';
import { pageMeta } from '~/lib/meta';
import { HubPage } from '~/features/content/hub-page';
import { listPublished, withIsoDates } from '../../server/modules/content/content-store';
import { ContentErrorBoundary } from '~/features/content/content-error';

export async function loader({ context }: Route.LoaderArgs) {
  const { services, lang } = context.ctx;
  const t = serverT(lang);
  const rows = await listPublished(services.db, lang);
  return {
    articles: rows.map(withIsoDates),
    meta: {
      title: t('content.hubMetaTitle'),
      description: t('content.hubDescription'),
      canonical: `${services.config.PUBLIC_URL.replace(/\/$/, '')}/sadrzaj`,
    },
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.meta) : []);

export default function SadrzajRoute({ loaderData }: Route.ComponentProps) {
  return <HubPage articles={loaderData.articles} />;
}

export function ErrorBoundary() {
  return <ContentErrorBoundary failure="fetchError" />;
}
