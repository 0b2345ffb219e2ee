import type { Route } from './+types/payment';
import { serverT } from '~/lib/i18n.server';
import { pageMeta } from '~/lib/meta';
import { PaymentPage } from '~/features/billing/payment-page';
import { CHECKOUT_PLANS, type CheckoutPlan } from '../../server/common/catalogue';
import { paymentPageData } from '../../server/modules/billing/payment-page-data';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, lang } = context.ctx;
  const params = new URL(request.url).searchParams;
  const asked = params.get('plan') as CheckoutPlan;
  const plan: CheckoutPlan = CHECKOUT_PLANS.includes(asked) ? asked : 'basic';
  const report = params.get('report');
  const user = await context.ctx.user();
  const t = serverT(lang);
  return {
    meta: { title: t('billing.payment.metaTitle'), description: t('billing.payment.title'), noindex: true },
    page: await paymentPageData(services, {
      plan,
      reportId: report && /^[0-9a-f-]{36}$/i.test(report) ? report : null,
      user,
    }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.meta) : []);

export default function PaymentRoute({ loaderData }: Route.ComponentProps) {
  return <PaymentPage data={loaderData.page} />;
}
