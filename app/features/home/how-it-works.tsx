import { useTranslation } from '~/lib/i18n-react';
import { Brain, FileCheck2, PenLine } from 'lucide-react';

const icons = [PenLine, Brain, FileCheck2];

export function HowItWorks() {
  const { t } = useTranslation();
  const steps = t('how.steps', { returnObjects: true }) as { title: string; text: string }[];
  return (
    <section id="kako-funkcionise" className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
      <SectionTitle title={t('how.title')} subtitle={t('how.subtitle')} />
      <ol className="mt-10 grid gap-4 md:grid-cols-3">
        {steps.map((step, i) => {
          const Icon = icons[i];
          return (
            <li key={step.title} className="relative rounded-2xl border border-border bg-card p-6 shadow-sm">
              <span className="text-xs font-bold uppercase tracking-wider text-primary">
                {t('how.step', { n: i + 1 })}
              </span>
              <Icon className="mt-3 size-8 text-brand-600" aria-hidden />
              <h3 className="mt-3 text-lg font-bold">{step.title}</h3>
              <p className="mt-1.5 text-sm text-muted-foreground">{step.text}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

export function SectionTitle({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 className="text-2xl font-extrabold tracking-tight sm:text-4xl">{title}</h2>
      {subtitle && <p className="mt-3 text-muted-foreground">{subtitle}</p>}
    </div>
  );
}
