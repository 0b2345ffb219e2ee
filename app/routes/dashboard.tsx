import type { Route } from './+types/dashboard';
import { DashboardView } from '~/features/analysis/dashboard-view';
import { fromSource } from '~/features/track-record/from-source.server';
import type * as Operation from '../../server/modules/reports/list-dashboard';
import { findSubscriber, statusOf } from '../../server/modules/billing/subscription-status';

export async function loader({ context }: Route.LoaderArgs) {
  const user = await context.ctx.user();
  if (!user) return { items: null, subscription: null };
  const { services } = context.ctx;
  // Each leg is settled with the results the product holds, read by the analysis from its own data folder.
  const { listDashboard } = await fromSource<typeof Operation>('server/modules/reports/list-dashboard.ts');
  const [items, subscriber] = await Promise.all([
    listDashboard(services, user.id),
    findSubscriber(services.db, user),
  ]);
  return { items, subscription: statusOf(subscriber) };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Moji Izveštaji | Tiket AI' },
  { name: 'robots', content: 'noindex' },
];

export default function DashboardRoute({ loaderData }: Route.ComponentProps) {
  return <DashboardView items={loaderData.items} subscription={loaderData.subscription} />;
}
