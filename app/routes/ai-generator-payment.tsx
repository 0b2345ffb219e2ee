import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { CheckCircle2, ShieldCheck } from 'lucide-react';
import type { Route } from './+types/ai-generator-payment';
import { useTranslation } from '~/lib/i18n-react';
import { LOCALE, type Lang } from '~/lib/i18n';
import { Button } from '~/components/ui/button';
import { trackFunnel } from '~/lib/funnel';
import { PaymentPage } from '~/features/billing/payment-page';
import { findTicket } from '../../server/modules/generator/generator';
import { GENERATED_TICKET_PRICE_CENTS, formatPrice } from '../../server/common/catalogue';
import { paymentPageData } from '../../server/modules/billing/payment-page-data';
import { generatorForSale } from '../../server/modules/billing/for-sale';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context.ctx;
  const id = new URL(request.url).searchParams.get('ticket') ?? '';
  const found = await findTicket(services.db, id, await context.ctx.viewer());
  const user = await context.ctx.user();
  if (!found || found.isUnlocked)
    return { page: null, unlocked: found?.isUnlocked ? found.id : null, forSale: true, demo: false };
  return {
    unlocked: null,
    // Demo matches are never sold for real money: the page says so instead of taking a card.
    forSale: generatorForSale(services),
    // A demo ticket (simulated matches) is never sold with claims about odds or accuracy.
    demo: found.ticket.demo === true,
    page: await paymentPageData(services, { plan: 'ai-generator', reportId: found.id, user }),
  };
}

export const meta = () => [{ title: 'Generiši AI Tiket | Tiket AI' }, { name: 'robots', content: 'noindex' }];

function NoTicket() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/ai-generator/create'), 1000);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-3 px-4 text-center">
      <p className="text-lg font-semibold">{t('generator.payment.noTicket')}</p>
      <Button asChild variant="hero">
        <Link to="/ai-generator/create">{t('generator.payment.newTicket')}</Link>
      </Button>
    </section>
  );
}

/** /ai-generator/payment: "Generiši AI Tiket", the catalogue price, benefits, trust badges and the card form. */
export default function AiGeneratorPaymentRoute({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    if (loaderData.unlocked)
      navigate(`/ai-generator/result?ticket=${loaderData.unlocked}`, { replace: true });
  }, [loaderData.unlocked, navigate]);
  const ticketId = loaderData.page?.reportId;
  useEffect(() => {
    if (ticketId) trackFunnel('payment_page_view', { ticket: ticketId });
  }, [ticketId]);
  if (!loaderData.page) return <NoTicket />;
  if (!loaderData.forSale)
    return (
      <section
        className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-3 px-4 text-center"
        data-testid="not-for-sale"
      >
        <p className="text-lg font-semibold">{t('generator.payment.notForSale')}</p>
        <Button asChild variant="outline">
          <Link to="/ai-generator">{t('generator.payment.back')}</Link>
        </Button>
      </section>
    );
  const price = formatPrice(GENERATED_TICKET_PRICE_CENTS, LOCALE[i18n.language as Lang] ?? 'sr-RS');
  const benefits = t(loaderData.demo ? 'generator.payment.demoBenefits' : 'generator.payment.benefits', {
    returnObjects: true,
  }) as string[];
  return (
    <PaymentPage
      data={loaderData.page}
      title={t('generator.payment.title')}
      intro={
        <div className="mt-2 space-y-3">
          <p className="text-lg font-semibold text-brand-700">{t('generator.payment.text', { price })}</p>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {benefits.map((b) => (
              <li key={b} className="flex items-center gap-1.5">
                <CheckCircle2 className="size-4 text-brand-600" aria-hidden /> {b}
              </li>
            ))}
          </ul>
          {loaderData.demo && (
            <p className="text-sm text-warning-foreground" data-testid="demo-note">
              {t('generator.demo')}
            </p>
          )}
          <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <ShieldCheck className="size-3.5" aria-hidden /> {t('generator.payment.trust')}
          </p>
        </div>
      }
    />
  );
}
