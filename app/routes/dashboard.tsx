import type { Route } from './+types/dashboard';
import { DashboardView } from '~/features/analysis/dashboard-view';
import { listDashboard } from '../../server/modules/reports/list-dashboard';

export async function loader({ context }: Route.LoaderArgs) {
  const user = await context.ctx.user();
  if (!user) return { items: null };
  return { items: await listDashboard(context.ctx.services.db, user.id) };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Moji Izveštaji | Tiket AI' },
  { name: 'robots', content: 'noindex' },
];

export default function DashboardRoute({ loaderData }: Route.ComponentProps) {
  return <DashboardView items={loaderData.items} />;
}
