import { redirect } from 'react-router';
import type { Route } from './+types/auth';
import { serverT } from '~/lib/i18n.server';
import { pageMeta } from '~/lib/meta';
import { AuthPage } from '~/features/accounts/auth-page';
import { safeRedirect } from '../../server/modules/accounts/session-user';

export async function loader({ context, request }: Route.LoaderArgs) {
  if (await context.ctx.user()) throw redirect('/');
  const t = serverT(context.ctx.lang);
  return {
    redirectTo: safeRedirect(new URL(request.url).searchParams.get('redirectTo')),
    meta: { title: t('accounts.metaTitle'), description: t('accounts.metaDescription') },
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.meta) : []);

export default function AuthRoute({ loaderData }: Route.ComponentProps) {
  return <AuthPage redirectTo={loaderData.redirectTo} />;
}
