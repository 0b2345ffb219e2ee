import { useTranslation } from '~/lib/i18n-react';
import { Gauge, ListChecks, Scale, Timer } from 'lucide-react';
import { SectionTitle } from './how-it-works';

const icons = [Scale, ListChecks, Gauge, Timer];

export function WhyAi() {
  const { t } = useTranslation();
  const points = t('why.points', { returnObjects: true }) as { title: string; text: string }[];
  return (
    <section className="bg-navy-900 py-14 text-white sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <SectionTitle title={t('why.title')} />
        <div className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {points.map((p, i) => {
            const Icon = icons[i];
            return (
              <div key={p.title} className="rounded-2xl border border-white/10 bg-white/5 p-5">
                <Icon className="size-7 text-brand-400" aria-hidden />
                <h3 className="mt-3 font-bold">{p.title}</h3>
                <p className="mt-1.5 text-sm text-slate-300">{p.text}</p>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
