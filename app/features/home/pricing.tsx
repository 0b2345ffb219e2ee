import { useTranslation } from '~/lib/i18n-react';
import { Link } from 'react-router';
import { Check, Crown, Zap } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/utils';
import { LOCALE, type Lang } from '~/lib/i18n';
import { PLANS, PLAN_ORDER, SINGLE_REPORT_PRICE_CENTS, formatPrice } from '../../../server/common/catalogue';
import { SectionTitle } from './how-it-works';

export function Pricing() {
  const { t, i18n } = useTranslation();
  const locale = LOCALE[i18n.language as Lang] ?? 'sr-RS';
  return (
    <section id="cene" className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
      <SectionTitle title={t('pricing.title')} subtitle={t('pricing.subtitle')} />
      <div className="mx-auto mt-10 grid max-w-4xl gap-5 md:grid-cols-2">
        {PLAN_ORDER.map((id) => {
          const plan = PLANS[id];
          const Icon = plan.icon === 'crown' ? Crown : Zap;
          const features = [
            t('pricing.analyses', { count: plan.analyses }),
            t('pricing.fullReports'),
            t('pricing.tipDaily'),
            ...(plan.popular ? [t('pricing.exclusiveTips')] : []),
            ...(plan.generatedTickets
              ? [t('pricing.generatedTickets', { count: plan.generatedTickets })]
              : []),
          ];
          return (
            <article
              key={id}
              data-plan={id}
              className={cn(
                'relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm',
                plan.popular ? 'border-2 border-brand-500 shadow-lg shadow-brand-500/10' : 'border-border',
              )}
            >
              {plan.popular && (
                <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-500 px-3 py-1 text-xs font-bold text-white">
                  {t('pricing.popular')}
                </span>
              )}
              <div className="flex items-center gap-2">
                <Icon
                  className={cn('size-5', plan.popular ? 'text-amber-500' : 'text-brand-600')}
                  aria-hidden
                />
                <h3 className="text-lg font-bold">{t(`plans.${id}.displayName`)}</h3>
              </div>
              <p className="mt-4">
                <span className="text-4xl font-extrabold" data-price-cents={plan.priceInCents}>
                  {formatPrice(plan.priceInCents, locale)}
                </span>
                <span className="ml-1 text-muted-foreground">/ {t('pricing.perMonth')}</span>
              </p>
              <p className="mt-1 text-sm font-semibold text-brand-700">{t('pricing.trial')}</p>
              <ul className="mt-5 flex-1 space-y-2.5 text-sm">
                {features.map((f) => (
                  <li key={f} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
                    {f}
                  </li>
                ))}
              </ul>
              <Button asChild variant={plan.popular ? 'hero' : 'outline'} size="lg" className="mt-6 w-full">
                <Link to="/membership">{t('pricing.choose')}</Link>
              </Button>
            </article>
          );
        })}
      </div>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        {t('pricing.singleReport', { price: formatPrice(SINGLE_REPORT_PRICE_CENTS, locale) })}
      </p>
    </section>
  );
}
