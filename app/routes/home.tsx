import type { Route } from './+types/home';
import { serverT } from '~/lib/i18n.server';
import { pageMeta } from '~/lib/meta';
import { HomePage } from '~/features/home/home-page';

export function loader({ context }: Route.LoaderArgs) {
  const { lang, services } = context.ctx;
  const t = serverT(lang);
  const origin = services.config.PUBLIC_URL.replace(/\/$/, '');
  return {
    title: t('meta.homeTitle'),
    description: t('meta.homeDescription'),
    canonical: `${origin}/landing-b`,
  };
}

// The home and its /landing-c twin both name /landing-b as canonical, as the specification's page table says.
export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data) : []);

export default function Home() {
  return <HomePage variant="home" />;
}
