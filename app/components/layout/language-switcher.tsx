import { useTranslation } from '~/lib/i18n-react';
import { useRevalidator } from 'react-router';
import { LANGS, loadLocale, rememberLanguage, type Lang } from '~/lib/i18n';
import { cn } from '~/lib/utils';
import { Flag } from './flags';

export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const { revalidate } = useRevalidator();
  const current = i18n.language as Lang;

  async function choose(lang: Lang) {
    if (lang === current) return;
    await loadLocale(lang);
    rememberLanguage(lang);
    // The root loader re-reads the cookie, so <html lang> and server-made texts follow the choice.
    await revalidate();
  }

  return (
    <div role="group" aria-label={t('nav.language')} className={cn('flex items-center gap-1', className)}>
      {LANGS.map((lang) => (
        <button
          key={lang}
          type="button"
          onClick={() => void choose(lang)}
          aria-pressed={lang === current}
          title={t(`languages.${lang}`)}
          data-lang-option={lang}
          className={cn(
            'flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-md px-2 py-1 text-xs font-bold uppercase transition-colors',
            lang === current ? 'bg-white/15 text-white' : 'text-slate-300 hover:bg-white/10 hover:text-white',
          )}
        >
          <Flag lang={lang} className="h-3 w-[18px] rounded-[2px] shadow-sm" />
          {lang}
        </button>
      ))}
    </div>
  );
}
