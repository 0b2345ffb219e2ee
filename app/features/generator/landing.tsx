import { useEffect } from 'react';
import { Link } from 'react-router';
import { CheckCircle2, Gauge, ListChecks, Sparkles } from 'lucide-react';
import { useTranslation } from '~/lib/i18n-react';
import { LOCALE, type Lang } from '~/lib/i18n';
import { Button } from '~/components/ui/button';
import { trackFunnel } from '~/lib/funnel';
import { IconPoints } from '~/components/icon-points';
import { GENERATED_TICKET_PRICE_CENTS, formatPrice } from '../../../server/common/catalogue';

const ICONS = [Sparkles, Gauge, ListChecks];

/** /ai-generator: hero with the catalogue price, three benefits, three steps and the start button. */
export function GeneratorLanding({ demo }: { demo: boolean }) {
  const { t, i18n } = useTranslation();
  const price = formatPrice(GENERATED_TICKET_PRICE_CENTS, LOCALE[i18n.language as Lang] ?? 'sr-RS');
  const all = t('generator.benefits', { returnObjects: true }) as { title: string; text: string }[];
  // Demo matches are not real odds: the first benefit says what they are instead.
  const benefits = demo
    ? [
        t('generator.demoBenefit', { returnObjects: true }) as { title: string; text: string },
        ...all.slice(1),
      ]
    : all;
  const steps = t('generator.steps', { returnObjects: true }) as string[];
  useEffect(() => trackFunnel('landing_view', { demo }), [demo]);
  const start = (place: 'hero' | 'bottom') => () => trackFunnel('start_intent', { place });
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <div className="rounded-3xl bg-gradient-to-br from-slate-950 via-slate-900 to-brand-900 px-6 py-12 text-center text-white sm:px-12">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{t('generator.hero')}</h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-white/80">{t('generator.heroText')}</p>
        <p className="mt-4 text-2xl font-bold text-brand-300" data-testid="generator-price">
          {t('generator.from', { price })}
        </p>
        <Button asChild variant="hero" size="xl" className="mt-6">
          <Link to="/ai-generator/create" onClick={start('hero')}>
            {t('generator.start')}
          </Link>
        </Button>
      </div>
      {demo && (
        <p className="mt-4 rounded-xl border border-warning/40 bg-warning/10 p-3 text-sm">
          {t('generator.demo')}
        </p>
      )}
      <IconPoints points={benefits} icons={ICONS} className="mt-10 md:grid-cols-3" />
      <h2 className="mt-12 text-2xl font-extrabold">{t('generator.stepsTitle')}</h2>
      <ol className="mt-4 grid gap-3 md:grid-cols-3">
        {steps.map((s, i) => (
          <li key={s} className="flex items-center gap-3 rounded-2xl border border-border bg-card p-4">
            <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-700 font-bold text-white">
              {i + 1}
            </span>
            <span className="font-medium">{s}</span>
          </li>
        ))}
      </ol>
      <div className="mt-10 text-center">
        <Button asChild variant="hero" size="lg">
          <Link to="/ai-generator/create" onClick={start('bottom')}>
            <CheckCircle2 /> {t('generator.start')}
          </Link>
        </Button>
      </div>
    </section>
  );
}
