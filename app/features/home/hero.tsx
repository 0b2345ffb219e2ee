import { useTranslation } from '~/lib/i18n-react';
import { Link, useNavigate } from 'react-router';
import { Camera, Gift, Sparkles, Star } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { useUploadTrigger } from '~/lib/upload-dialog';

export function Hero({ variant }: { variant: 'home' | 'landing-b' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openChoose = useUploadTrigger('choose');
  const openManual = useUploadTrigger('manual');
  const openPhoto = useUploadTrigger('photo');
  const stats = [
    { value: t('hero.stats.accuracy'), label: t('hero.stats.accuracyLabel') },
    { value: t('hero.stats.tickets'), label: t('hero.stats.ticketsLabel') },
    { value: t('hero.stats.rating'), label: t('hero.stats.ratingLabel'), star: true },
  ];

  return (
    <section className="relative overflow-hidden bg-navy-950 text-white">
      <div
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(16,185,129,0.28),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(245,158,11,0.14),transparent_50%)]"
        aria-hidden
      />
      <div className="relative mx-auto max-w-6xl px-4 pb-14 pt-10 sm:pb-20 sm:pt-16">
        <span className="inline-flex items-center gap-2 rounded-full border border-brand-400/40 bg-brand-500/15 px-3 py-1 text-xs font-bold uppercase tracking-wide text-brand-400">
          <Gift className="size-3.5" />
          {t('hero.badge')}
        </span>
        <h1 className="mt-5 max-w-3xl text-[2rem] font-extrabold leading-[1.1] tracking-tight sm:text-5xl lg:text-6xl">
          {variant === 'landing-b' ? (
            t('hero.landingBTitle')
          ) : (
            <>
              {t('hero.title')} <span className="text-brand-400">{t('hero.titleHighlight')}</span>
            </>
          )}
        </h1>
        <p className="mt-4 max-w-2xl text-base text-slate-300 sm:text-lg">
          {variant === 'landing-b' ? t('hero.landingBSubtitle') : t('hero.subtitle')}
        </p>

        {variant === 'landing-b' ? (
          <div className="mt-7 flex max-w-xl items-center gap-2 rounded-2xl bg-white p-2 shadow-xl">
            <input
              readOnly
              onClick={(e) => {
                openManual(e);
                if (!e.defaultPrevented) navigate('/upload?mode=manual');
              }}
              placeholder={t('hero.inputPlaceholder')}
              aria-label={t('hero.inputPlaceholder')}
              data-upload-trigger="landing-input"
              className="h-12 min-w-0 flex-1 cursor-text rounded-xl bg-transparent px-3 text-base text-slate-900 placeholder:text-slate-500 focus:outline-none"
            />
            <Button asChild variant="hero" size="icon" className="h-12 w-12 shrink-0">
              <Link
                to="/upload?mode=photo"
                onClick={openPhoto}
                aria-label={t('hero.cameraButton')}
                data-upload-trigger="landing-camera"
              >
                <Camera className="!size-5" />
              </Link>
            </Button>
          </div>
        ) : (
          <div className="mt-7 flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="hero" size="xl">
              <Link to="/upload" onClick={openChoose} data-upload-trigger="hero">
                <Sparkles />
                {t('hero.cta')}
              </Link>
            </Button>
            <Button
              asChild
              variant="outline"
              size="xl"
              className="border-white/20 bg-white/5 text-white hover:bg-white/10"
            >
              <a href="#kako-funkcionise">{t('hero.secondaryCta')}</a>
            </Button>
          </div>
        )}
        <p className="mt-3 text-sm text-slate-400">{t('hero.note')}</p>

        <dl className="mt-10 grid max-w-xl grid-cols-3 gap-3">
          {stats.map((s) => (
            <div
              key={s.label}
              className="rounded-xl border border-white/10 bg-white/5 p-3 text-center sm:p-4"
            >
              <dt className="sr-only">{s.label}</dt>
              <dd className="flex items-center justify-center gap-1 text-2xl font-extrabold sm:text-3xl">
                {s.value}
                {s.star && <Star className="size-5 fill-amber-400 text-amber-400" aria-hidden />}
              </dd>
              <dd className="mt-1 text-xs text-slate-400 sm:text-sm">{s.label}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
