import { redirect } from 'react-router';
import type { Route } from './+types/account-subscription';
import { serverT } from '~/lib/i18n.server';
import { PortalPage } from '~/features/billing/portal-page';
import { requireUser } from '../../server/modules/accounts/session-user';
import { useTranslation } from '~/lib/i18n-react';
import { ErrorState } from '~/components/error-state';

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

/** The subscription management could not be opened (the specification's account message), inside the site. */
export function ErrorBoundary() {
  const { t } = useTranslation();
  return (
    <ErrorState
      data-subscription-error=""
      title={t('billing.portal.title')}
      text={t('billing.subscription.manageError')}
      action={{ to: '/account', label: t('billing.portal.back') }}
    />
  );
}
