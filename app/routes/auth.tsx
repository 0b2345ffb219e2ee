import { redirect } from 'react-router';
import type { Route } from './+types/auth';
import { serverT } from '~/lib/i18n.server';
import { pageMeta } from '~/lib/meta';
import { AuthPage } from '~/features/accounts/auth-page';
import { safeRedirect } from '../../server/modules/accounts/session-user';

export async function loader({ context, request }: Route.LoaderArgs) {
  // Only a path on this site is followed afterwards (`/dashboard`, never `//evil.example` or `https://…`), and
  // never /auth itself: a signed-in visit here is sent on, so that would go round in circles.
  const target = safeRedirect(new URL(request.url).searchParams.get('redirectTo'));
  const redirectTo = /^\/auth\/?(?:[?#]|$)/i.test(target) ? '/' : target;
  // Already signed in (another tab, the back button): straight on to where the visit was going, else home.
  if (await context.ctx.user()) throw redirect(redirectTo);
  const t = serverT(context.ctx.lang);
  return {
    redirectTo,
    meta: { title: t('accounts.metaTitle'), description: t('accounts.metaDescription') },
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.meta) : []);

export default function AuthRoute({ loaderData }: Route.ComponentProps) {
  return <AuthPage redirectTo={loaderData.redirectTo} />;
}
