import type { Route } from './+types/ai-kladionica';
import { serverT } from '~/lib/i18n.server';
import { pageMeta } from '~/lib/meta';
import { AiKladionicaPage } from '~/features/content/marketing-pages';

export function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.ctx.lang);
  const origin = context.ctx.services.config.PUBLIC_URL.replace(/\/$/, '');
  return {
    meta: {
      title: t('marketing.aiKladionica.metaTitle'),
      description: t('marketing.aiKladionica.metaDescription'),
      keywords: t('marketing.aiKladionica.keywords'),
      canonical: `${origin}/ai-kladionica-pametno-kladjenje`,
      ogType: 'article' as const,
    },
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.meta) : []);

export default function AiKladionicaRoute() {
  return <AiKladionicaPage />;
}
