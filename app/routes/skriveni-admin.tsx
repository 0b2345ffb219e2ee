import type { Route } from './+types/skriveni-admin';
import { AccessDenied } from '~/features/admin/access-denied';
import { AdminDashboard } from '~/features/admin/admin-dashboard';
import { AdminLogin } from '~/features/admin/admin-login';
import { loadAdminPage } from '../../server/modules/admin/admin-page';
import { runAdminAction } from '../../server/modules/admin/admin-actions';
import { AdminErrorBoundary } from '~/features/admin/admin-error';

export const loader = ({ context, request }: Route.LoaderArgs) => loadAdminPage(context.ctx, request);

export const action = ({ context, request }: Route.ActionArgs) => runAdminAction(context.ctx, request);

export const meta = () => [{ title: 'Admin | Tiket AI' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function SkriveniAdminRoute({ loaderData, actionData }: Route.ComponentProps) {
  const error = actionData && 'error' in actionData ? actionData.error : undefined;
  if (loaderData.view === 'login') return <AdminLogin error={error} />;
  if (loaderData.view === 'denied') return <AccessDenied />;
  const message = actionData && 'message' in actionData ? actionData.message : undefined;
  return (
    <AdminDashboard
      data={loaderData.dashboard}
      message={message ?? loaderData.dashboard.flash ?? undefined}
      error={error}
    />
  );
}

/** Outside the site frame like the screen itself; a list that fails is reported in place by the loader. */
export function ErrorBoundary() {
  return <AdminErrorBoundary back="/skriveni-admin" fullPage />;
}
