import type { Route } from './+types/dashboard';
import { DashboardView } from '~/features/analysis/dashboard-view';
import { currentUser } from '../../server/modules/accounts/session-user';
import { listDashboard } from '../../server/modules/reports/list-dashboard';
import { viewerFromRequest } from '../../server/modules/reports/viewer';

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await currentUser(context.ctx, request);
  if (!user) return { items: null };
  await viewerFromRequest(context.ctx.services, request.headers); // takes over this browser's guest reports
  return { items: await listDashboard(context.ctx.services.db, user.id) };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Moji Izveštaji | Tiket AI' },
  { name: 'robots', content: 'noindex' },
];

export default function DashboardRoute({ loaderData }: Route.ComponentProps) {
  return <DashboardView items={loaderData.items} />;
}
