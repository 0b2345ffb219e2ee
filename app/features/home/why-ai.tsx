import { useTranslation } from '~/lib/i18n-react';
import { Gauge, ListChecks, Scale, Timer } from 'lucide-react';
import { IconPoints } from '~/components/icon-points';
import { SectionTitle } from './how-it-works';

const icons = [Scale, ListChecks, Gauge, Timer];

export function WhyAi() {
  const { t } = useTranslation();
  const points = t('why.points', { returnObjects: true }) as { title: string; text: string }[];
  return (
    <section className="bg-navy-900 py-14 text-white sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <SectionTitle title={t('why.title')} />
        <IconPoints
          points={points}
          icons={icons}
          tone="dark"
          className="mt-10 sm:grid-cols-2 lg:grid-cols-4"
        />
      </div>
    </section>
  );
}
