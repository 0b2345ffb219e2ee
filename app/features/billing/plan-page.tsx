import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft, BadgeCheck, Quote, ShieldCheck } from 'lucide-react';
import { useTranslation } from '~/lib/i18n-react';
import { LOCALE, type Lang } from '~/lib/i18n';
import { remainingAnalyses, useQuotaUnlock, useSubscription } from '~/lib/subscription';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { FaqList, type FaqEntry } from '~/components/faq-list';
import { PlanCard, planFeatures } from '~/components/plan-card';
import { useConfirmUnlock } from '~/components/confirm-unlock';
import {
  DEFAULT_PLAN,
  PLANS,
  PLAN_ORDER,
  SINGLE_REPORT_PRICE_CENTS,
  formatPrice,
  type PlanId,
} from '../../../server/common/catalogue';
import { formatShortDate } from '../../../server/common/format';
import type { PlanPageData } from '../../../server/modules/billing/payment-page-data';

/** `/payment` with what the specification passes in navigation state, as query parameters that survive a reload. */
export function paymentHref(plan: PlanId | 'report' | 'ai-generator', reportId: string | null): string {
  const q = new URLSearchParams({ plan });
  if (reportId) q.set('report', reportId);
  return `/payment?${q}`;
}

const GUEST: PlanPageData = { subscription: null, trialAvailable: true };

/**
 * "Vaša Analiza": the plan choice after a preview (also at /membership and /pre-checkout). A subscriber sees
 * their plan marked, unlocks the report with an analysis of it, and is sent to the portal to change plans; the
 * trial is offered only to whom it is still open.
 */
export function PlanPage({ reportId, data = GUEST }: { reportId: string | null; data?: PlanPageData }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const locale = LOCALE[lang] ?? 'sr-RS';
  const navigate = useNavigate();
  const { status: live } = useSubscription();
  const { unlock, busy } = useQuotaUnlock();
  const status = live ?? data.subscription;
  const current = status?.subscribed ? ((status.subscription_tier as PlanId | null) ?? null) : null;
  const trial = data.trialAvailable && !status?.subscribed && !status?.is_trial;
  const left = status ? remainingAnalyses(status) : 0;
  const [chosen, setSelected] = useState<PlanId | null>(null);
  const selected = chosen ?? current ?? DEFAULT_PLAN;
  const price = (cents: number) => formatPrice(cents, locale);
  const benefits = t('billing.plans.benefits', { returnObjects: true }) as string[];
  const faq = t('billing.plans.faq', { returnObjects: true }) as FaqEntry[];
  const testimonials = t('billing.plans.testimonials', { returnObjects: true }) as {
    name: string;
    text: string;
  }[];
  const quotaUnlock = !!current && selected === current && !!reportId && left > 0;
  // Spending an analysis asks first (issue 31 item 3).
  const confirm = useConfirmUnlock(left, status?.analyses_limit ?? 0, async () => {
    if (reportId && (await unlock(reportId))) await navigate(`/report/${reportId}`);
  });
  const go = async () => {
    if (!current) return navigate(paymentHref(selected, reportId), { state: { ocrResultId: reportId } });
    if (quotaUnlock) return confirm.ask();
    // A plan change (from the next renewal) and everything else about the plan: the subscription portal.
    return navigate('/account/subscription');
  };
  const cta = !current
    ? t(trial ? 'billing.plans.cta' : 'billing.plans.ctaPaid')
    : selected !== current
      ? t('billing.plans.switchTo', { plan: t(`plans.${selected}.displayName`) })
      : quotaUnlock
        ? t('billing.plans.unlockQuota', { count: left })
        : t('billing.plans.manage');
  const ctaNote = !current
    ? t(trial ? 'billing.plans.ctaNote' : 'billing.plans.ctaNotePaid', {
        price: price(PLANS[selected].priceInCents),
      })
    : selected !== current
      ? t('billing.portal.changeNote')
      : t('billing.unlock.remaining', { count: left, limit: status?.analyses_limit ?? 0 });
  const currentLabel =
    status?.is_trial && status.trial_end
      ? t('billing.plans.currentTrial', { date: formatShortDate(lang, status.trial_end) })
      : t('billing.plans.current');

  return (
    <section className="mx-auto max-w-5xl px-4 pb-32 pt-6 md:pb-14">
      <Button variant="ghost" size="sm" onClick={() => navigate(-1)} className="-ml-2">
        <ArrowLeft /> {t('billing.plans.back')}
      </Button>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">{t('billing.plans.title')}</h1>
      <p className="mt-2 max-w-2xl text-muted-foreground">
        {current
          ? t('billing.plans.subscribedNote')
          : reportId
            ? t('billing.plans.subtitle')
            : t('billing.plans.noReport')}
      </p>
      <p className="mt-3 text-sm font-semibold text-brand-700">{t('billing.plans.stats')}</p>

      <div className="mt-6 grid gap-4 md:grid-cols-2" role="radiogroup" aria-label={t('billing.plans.title')}>
        {PLAN_ORDER.map((id) => (
          <div key={id} className="relative grid" data-current-plan={id === current || undefined}>
            <PlanCard
              mode="choice"
              id={id}
              price={price(PLANS[id].priceInCents)}
              perMonth={t('billing.plans.perMonth')}
              popularLabel={t('billing.plans.popular')}
              features={planFeatures(t, id)}
              selected={selected === id}
              onSelect={() => setSelected(id)}
            />
            {id === current && (
              <span
                className="pointer-events-none absolute -top-3 left-4 flex items-center gap-1 rounded-full bg-navy-900 px-3 py-1 text-xs font-bold text-white"
                data-testid="current-plan"
              >
                <BadgeCheck className="size-3.5" aria-hidden />
                {currentLabel}
              </span>
            )}
          </div>
        ))}
      </div>

      {confirm.dialog}
      <div className="mt-6 hidden flex-col items-center gap-2 md:flex">
        <Button variant="hero" size="xl" onClick={go} disabled={!!busy} data-testid="plan-cta">
          {cta}
        </Button>
        <p className="text-sm text-muted-foreground" data-testid="plan-cta-note">
          {ctaNote}
        </p>
      </div>
      {reportId && !quotaUnlock && (
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
        {t(trial ? 'billing.plans.finePrint' : 'billing.plans.finePrintPaid', {
          basic: price(PLANS.basic.priceInCents),
          premium: price(PLANS.premium.priceInCents),
        })}
      </p>

      <div className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-card/95 p-3 backdrop-blur md:hidden">
        <Button
          variant="hero"
          size="lg"
          className="h-auto min-h-11 w-full whitespace-normal py-2"
          onClick={go}
          disabled={!!busy}
          data-testid="plan-cta-mobile"
        >
          {cta}
        </Button>
        <p className="mt-1 text-center text-xs text-muted-foreground">{ctaNote}</p>
      </div>
    </section>
  );
}
