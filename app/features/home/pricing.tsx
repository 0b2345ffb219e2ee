import { useTranslation } from '~/lib/i18n-react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { PlanCard, planFeatures } from '~/components/plan-card';
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
        {PLAN_ORDER.map((id) => (
          <PlanCard
            key={id}
            mode="offer"
            id={id}
            price={formatPrice(PLANS[id].priceInCents, locale)}
            perMonth={t('pricing.perMonth')}
            popularLabel={t('pricing.popular')}
            features={planFeatures(t, id, { fullReports: true })}
            note={<p className="mt-1 text-sm font-semibold text-brand-700">{t('pricing.trial')}</p>}
            action={
              <Button
                asChild
                variant={PLANS[id].popular ? 'hero' : 'outline'}
                size="lg"
                className="mt-6 w-full"
              >
                <Link to="/membership">{t('pricing.choose')}</Link>
              </Button>
            }
          />
        ))}
      </div>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        {t('pricing.singleReport', { price: formatPrice(SINGLE_REPORT_PRICE_CENTS, locale) })}
      </p>
    </section>
  );
}
