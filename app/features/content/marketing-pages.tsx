import { Link } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from '~/lib/i18n-react';
import { Button } from '~/components/ui/button';
import { FaqList, type FaqEntry } from '~/components/faq-list';
import { useUploadTrigger } from '~/lib/upload-dialog';

function Cta({ label }: { label: string }) {
  const analyse = useUploadTrigger();
  return (
    <Button asChild variant="hero" size="lg" className="mt-8">
      <Link to="/upload" onClick={analyse}>
        {label}
      </Link>
    </Button>
  );
}

/** /ai-kladionica-pametno-kladjenje: a marketing article (copy in the language resources). */
export function AiKladionicaPage() {
  const { t } = useTranslation();
  const sections = t('marketing.aiKladionica.sections', { returnObjects: true }) as {
    title: string;
    text: string;
  }[];
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
        {t('marketing.aiKladionica.title')}
      </h1>
      <p className="mt-4 text-lg text-muted-foreground">{t('marketing.aiKladionica.lead')}</p>
      {sections.map((s) => (
        <section key={s.title} className="mt-8">
          <h2 className="text-2xl font-bold">{s.title}</h2>
          <p className="mt-3 leading-relaxed">{s.text}</p>
        </section>
      ))}
      <Cta label={t('marketing.aiKladionica.cta')} />
    </article>
  );
}

/** /ai-predikcije: a marketing article with its how-to steps and FAQ (also as structured data). */
export function AiPredikcijePage() {
  const { t } = useTranslation();
  const steps = t('marketing.aiPredikcije.steps', { returnObjects: true }) as {
    name: string;
    text: string;
  }[];
  const faq = t('marketing.aiPredikcije.faq', { returnObjects: true }) as FaqEntry[];
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
        {t('marketing.aiPredikcije.title')}
      </h1>
      <p className="mt-4 text-lg text-muted-foreground">{t('marketing.aiPredikcije.lead')}</p>
      <h2 className="mt-10 text-2xl font-bold">{t('marketing.aiPredikcije.howTitle')}</h2>
      <ol className="mt-4 space-y-3">
        {steps.map((s, i) => (
          <li key={s.name} className="flex gap-3 rounded-xl border border-border bg-card p-4">
            <span className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-500 font-bold text-white">
              {i + 1}
            </span>
            <span>
              <strong>{s.name}</strong>
              <span className="block text-sm text-muted-foreground">{s.text}</span>
            </span>
          </li>
        ))}
      </ol>
      <h2 className="mt-10 text-2xl font-bold">{t('marketing.aiPredikcije.faqTitle')}</h2>
      <FaqList items={faq} className="mt-4" />
      <Cta label={t('marketing.aiPredikcije.cta')} />
    </article>
  );
}

/** /instagram-ad: the 1080×1350 promo graphic, drawn at its real size. */
export function InstagramAd() {
  const { t } = useTranslation();
  const stats = [
    [t('marketing.instagram.stat1'), t('marketing.instagram.stat1Label')],
    [t('marketing.instagram.stat2'), t('marketing.instagram.stat2Label')],
    [t('marketing.instagram.stat3'), t('marketing.instagram.stat3Label')],
  ];
  // The 1080 × 1350 ad scrolls on a phone: the region takes focus, so it scrolls from the keyboard too.
  return (
    <div
      className="overflow-auto bg-slate-900 p-4"
      tabIndex={0}
      role="region"
      aria-label={t('marketing.instagram.headline')}
    >
      <div
        className="relative mx-auto flex h-[1350px] w-[1080px] flex-col justify-between overflow-hidden bg-gradient-to-br from-slate-950 via-slate-900 to-brand-900 p-20 text-white"
        data-testid="instagram-ad"
      >
        <div>
          <p className="text-4xl font-extrabold">
            Tiket <span className="text-brand-400">AI</span>
          </p>
          <h1 className="mt-16 text-[110px] font-extrabold leading-[1.02] tracking-tight">
            {t('marketing.instagram.headline')}
          </h1>
          <p className="mt-8 flex items-center gap-4 text-4xl text-white/85">
            <CheckCircle2 className="size-12 text-brand-400" aria-hidden />
            {t('marketing.instagram.sub')}
          </p>
        </div>
        <div className="grid grid-cols-3 gap-6">
          {stats.map(([value, label]) => (
            <div key={label} className="rounded-3xl bg-white/10 p-8">
              <p className="text-7xl font-extrabold text-brand-300">{value}</p>
              <p className="mt-3 text-2xl text-white/80">{label}</p>
            </div>
          ))}
        </div>
        <div>
          <p className="rounded-full bg-brand-500 px-10 py-6 text-center text-4xl font-bold text-brand-950">
            {t('marketing.instagram.cta')}
          </p>
          <p className="mt-6 text-center text-2xl text-white/60">{t('marketing.instagram.note')}</p>
        </div>
      </div>
    </div>
  );
}
