import type { Route } from './+types/landing-b';
import { serverT } from '~/lib/i18n.server';
import { pageMeta } from '~/lib/meta';
import { HomePage } from '~/features/home/home-page';

export function loader({ context }: Route.LoaderArgs) {
  const { lang, services } = context.ctx;
  const t = serverT(lang);
  const origin = services.config.PUBLIC_URL.replace(/\/$/, '');
  return {
    title: t('meta.landingBTitle'),
    description: t('meta.landingBDescription'),
    canonical: `${origin}/landing-b`,
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data) : []);

export default function LandingB() {
  return <HomePage variant="landing-b" />;
}
