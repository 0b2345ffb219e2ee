import { redirect } from 'react-router';
import type { Route } from './+types/account-subscription';
import { serverT } from '~/lib/i18n.server';
import { PortalPage } from '~/features/billing/portal-page';
import { requireUser } from '../../server/modules/accounts/session-user';

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context.ctx, request);
  // Only the local processor needs our own portal; with Stripe, its hosted portal is used.
  if (context.ctx.services.payments.name !== 'local') throw redirect('/account');
  return { title: serverT(context.ctx.lang)('billing.portal.metaTitle') };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.title ?? 'Tiket AI' },
  { name: 'robots', content: 'noindex' },
];

export default function AccountSubscriptionRoute() {
  return <PortalPage />;
}
