import type { Route } from './+types/ai-generator';
import { serverT } from '~/lib/i18n.server';
import { pageMeta } from '~/lib/meta';
import { GeneratorLanding } from '~/features/generator/landing';

export function loader({ context }: Route.LoaderArgs) {
  const { services, lang } = context.ctx;
  const t = serverT(lang);
  return {
    demo: services.odds.demo,
    meta: {
      title: t('generator.metaTitle'),
      description: t('generator.metaDescription'),
      canonical: `${services.config.PUBLIC_URL.replace(/\/$/, '')}/ai-generator`,
    },
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.meta) : []);

export default function AiGeneratorRoute({ loaderData }: Route.ComponentProps) {
  return <GeneratorLanding demo={loaderData.demo} />;
}
