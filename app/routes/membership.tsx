import { useLocation } from 'react-router';
import type { Route } from './+types/membership';
import { serverT } from '~/lib/i18n.server';
import { pageMeta } from '~/lib/meta';
import { PlanPage } from '~/features/billing/plan-page';
import { planPageData } from '../../server/modules/billing/payment-page-data';

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.ctx.lang);
  return {
    meta: { title: t('billing.plans.metaTitle'), description: t('billing.plans.subtitle'), noindex: true },
    page: await planPageData(context.ctx.services, await context.ctx.user()),
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.meta) : []);

/** The plan page at /membership and /pre-checkout; the report id comes as ?report= or in navigation state. */
export default function MembershipRoute({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const fromState = (location.state as { ocrResultId?: string } | null)?.ocrResultId;
  const reportId = new URLSearchParams(location.search).get('report') ?? fromState ?? null;
  return <PlanPage reportId={reportId} data={loaderData.page} />;
}
