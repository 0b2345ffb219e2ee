import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft, Check, ChevronDown, Crown, Quote, ShieldCheck, Zap } from 'lucide-react';
import { useTranslation } from '~/lib/i18n-react';
import { LOCALE, type Lang } from '~/lib/i18n';
import { cn } from '~/lib/utils';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
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
  const faq = t('billing.plans.faq', { returnObjects: true }) as { q: string; a: string }[];
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
        {PLAN_ORDER.map((id) => {
          const plan = PLANS[id];
          const Icon = plan.icon === 'crown' ? Crown : Zap;
          const active = selected === id;
          return (
            <button
              key={id}
              type="button"
              role="radio"
              aria-checked={active}
              data-plan={id}
              onClick={() => setSelected(id)}
              className={cn(
                'relative rounded-2xl border-2 bg-card p-5 text-left shadow-sm transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                active
                  ? 'border-brand-500 shadow-lg shadow-brand-500/10'
                  : 'border-border hover:border-brand-300',
              )}
            >
              {plan.popular && (
                <span className="absolute -top-3 right-4 rounded-full bg-brand-500 px-3 py-1 text-xs font-bold text-white">
                  {t('billing.plans.popular')}
                </span>
              )}
              <span className="flex items-center gap-2">
                <Icon
                  className={cn('size-5', plan.popular ? 'text-amber-500' : 'text-brand-600')}
                  aria-hidden
                />
                <span className="text-lg font-bold">{t(`plans.${id}.displayName`)}</span>
                <span
                  className={cn(
                    'ml-auto grid size-5 place-items-center rounded-full border-2',
                    active ? 'border-brand-500 bg-brand-500 text-white' : 'border-border',
                  )}
                  aria-hidden
                >
                  {active && <Check className="size-3" />}
                </span>
              </span>
              <span className="mt-3 block">
                <span className="text-3xl font-extrabold">{price(plan.priceInCents)}</span>
                <span className="ml-1 text-sm text-muted-foreground">/ {t('billing.plans.perMonth')}</span>
              </span>
              <span className="mt-3 block space-y-1.5 text-sm">
                {[
                  t('pricing.analyses', { count: plan.analyses }),
                  t('pricing.tipDaily'),
                  ...(plan.popular ? [t('pricing.exclusiveTips')] : []),
                  ...(plan.generatedTickets
                    ? [t('pricing.generatedTickets', { count: plan.generatedTickets })]
                    : []),
                ].map((f) => (
                  <span key={f} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
                    {f}
                  </span>
                ))}
              </span>
            </button>
          );
        })}
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
          <div className="mt-3 divide-y divide-border rounded-xl border border-border bg-card">
            {faq.map((f) => (
              <details key={f.q} className="group px-4 py-3">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-3 font-medium">
                  {f.q}
                  <ChevronDown className="size-4 shrink-0 transition group-open:rotate-180" aria-hidden />
                </summary>
                <p className="mt-2 text-sm text-muted-foreground">{f.a}</p>
              </details>
            ))}
          </div>
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
