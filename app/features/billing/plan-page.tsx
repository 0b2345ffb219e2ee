import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft, Quote, ShieldCheck } from 'lucide-react';
import { useTranslation } from '~/lib/i18n-react';
import { LOCALE, type Lang } from '~/lib/i18n';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { FaqList, type FaqEntry } from '~/components/faq-list';
import { PlanCard, planFeatures } from '~/components/plan-card';
import {
  DEFAULT_PLAN,
  PLANS,
  PLAN_ORDER,
  SINGLE_REPORT_PRICE_CENTS,
  formatPrice,
  type PlanId,
} from '../../../server/common/catalogue';

/** `/payment` with what the specification passes in navigation state, as query parameters that survive a reload. */
export function paymentHref(plan: PlanId | 'report' | 'ai-generator', reportId: string | null): string {
  const q = new URLSearchParams({ plan });
  if (reportId) q.set('report', reportId);
  return `/payment?${q}`;
}

/** "Vaša Analiza": the plan choice after a preview (also at /membership and /pre-checkout). */
export function PlanPage({ reportId }: { reportId: string | null }) {
  const { t, i18n } = useTranslation();
  const locale = LOCALE[i18n.language as Lang] ?? 'sr-RS';
  const navigate = useNavigate();
  const [selected, setSelected] = useState<PlanId>(DEFAULT_PLAN);
  const price = (cents: number) => formatPrice(cents, locale);
  const benefits = t('billing.plans.benefits', { returnObjects: true }) as string[];
  const faq = t('billing.plans.faq', { returnObjects: true }) as FaqEntry[];
  const testimonials = t('billing.plans.testimonials', { returnObjects: true }) as {
    name: string;
    text: string;
  }[];
  const go = () => navigate(paymentHref(selected, reportId), { state: { ocrResultId: reportId } });

  return (
    <section className="mx-auto max-w-5xl px-4 pb-32 pt-6 md:pb-14">
      <Button variant="ghost" size="sm" onClick={() => navigate(-1)} className="-ml-2">
        <ArrowLeft /> {t('billing.plans.back')}
      </Button>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">{t('billing.plans.title')}</h1>
      <p className="mt-2 max-w-2xl text-muted-foreground">
        {reportId ? t('billing.plans.subtitle') : t('billing.plans.noReport')}
      </p>
      <p className="mt-3 text-sm font-semibold text-brand-700">{t('billing.plans.stats')}</p>

      <div className="mt-6 grid gap-4 md:grid-cols-2" role="radiogroup" aria-label={t('billing.plans.title')}>
        {PLAN_ORDER.map((id) => (
          <PlanCard
            key={id}
            mode="choice"
            id={id}
            price={price(PLANS[id].priceInCents)}
            perMonth={t('billing.plans.perMonth')}
            popularLabel={t('billing.plans.popular')}
            features={planFeatures(t, id)}
            selected={selected === id}
            onSelect={() => setSelected(id)}
          />
        ))}
      </div>

      <div className="mt-6 hidden flex-col items-center gap-2 md:flex">
        <Button variant="hero" size="xl" onClick={go} data-testid="plan-cta">
          {t('billing.plans.cta')}
        </Button>
        <p className="text-sm text-muted-foreground">
          {t('billing.plans.ctaNote', { price: price(PLANS[selected].priceInCents) })}
        </p>
      </div>
      {reportId && (
        <p className="mt-4 text-center text-sm">
          <Link
            to={paymentHref('report', reportId)}
            className="font-semibold text-brand-700 underline underline-offset-4"
            data-testid="single-unlock"
          >
            {t('billing.plans.single', { price: price(SINGLE_REPORT_PRICE_CENTS) })}
          </Link>
        </p>
      )}

      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <Card className="p-5">
          <h2 className="text-lg font-bold">{t('billing.plans.benefitsTitle')}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {benefits.map((b) => (
              <li key={b} className="flex gap-2">
                <ShieldCheck className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
                {b}
              </li>
            ))}
          </ul>
          <p className="mt-4 text-xs text-muted-foreground">{t('billing.plans.support')}</p>
        </Card>
        <div>
          <h2 className="text-lg font-bold">{t('billing.plans.faqTitle')}</h2>
          <FaqList items={faq} className="mt-3" />
        </div>
      </div>

      <h2 className="mt-10 text-lg font-bold">
        {t('billing.plans.testimonialsTitle')}{' '}
        <span className="text-xs font-normal text-muted-foreground">
          ({t('billing.plans.testimonialsNote')})
        </span>
      </h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-3">
        {testimonials.map((q) => (
          <Card key={q.name} className="p-4">
            <Quote className="size-4 text-brand-500" aria-hidden />
            <p className="mt-2 text-sm">{q.text}</p>
            <p className="mt-2 text-xs font-semibold text-muted-foreground">{q.name}</p>
          </Card>
        ))}
      </div>

      <p className="mt-8 text-xs leading-relaxed text-muted-foreground">
        {t('billing.plans.finePrint', {
          basic: price(PLANS.basic.priceInCents),
          premium: price(PLANS.premium.priceInCents),
        })}
      </p>

      <div className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-card/95 p-3 backdrop-blur md:hidden">
        <Button variant="hero" size="lg" className="w-full" onClick={go} data-testid="plan-cta-mobile">
          {t('billing.plans.cta')}
        </Button>
        <p className="mt-1 text-center text-[11px] text-muted-foreground">
          {t('billing.plans.ctaNote', { price: price(PLANS[selected].priceInCents) })}
        </p>
      </div>
    </section>
  );
}
