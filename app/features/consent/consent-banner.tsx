import { useEffect, useId, useRef, useState } from 'react';
import { X } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { useTranslation } from '~/lib/i18n-react';
import { ACCEPT_ALL, REJECT_ALL, type AnalyticsIds, type Consent } from './consent';

/**
 * A compact bottom sheet on phones (a card in the corner on wide screens): reject, choose and accept carry
 * the same size, and "choose" unfolds one switch per configured third party. The page stays usable under it
 * (non-modal), and the body gets room at the bottom so the footer is never hidden behind it.
 */
export function ConsentBanner({
  ids,
  current,
  reopened,
  onChoice,
  onClose,
}: {
  ids: AnalyticsIds;
  current: Consent | null;
  reopened: boolean;
  onChoice: (c: Consent) => void;
  onClose?: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const sheet = useRef<HTMLDivElement>(null);
  const [choosing, setChoosing] = useState(reopened);
  const [draft, setDraft] = useState<Consent>(current ?? REJECT_ALL);

  useEffect(() => {
    const el = sheet.current;
    if (!el) return;
    if (reopened) el.focus();
    const body = document.body;
    const fit = () => (body.style.paddingBottom = `${el.offsetHeight}px`);
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(el);
    return () => {
      observer.disconnect();
      body.style.paddingBottom = '';
    };
  }, [reopened]);

  const options = [
    ids.gaId && {
      key: 'analytics' as const,
      label: t('consent.analytics'),
      text: t('consent.analyticsText'),
    },
    ids.pixelId && {
      key: 'marketing' as const,
      label: t('consent.marketing'),
      text: t('consent.marketingText'),
    },
  ].filter((o) => !!o);

  return (
    <div
      ref={sheet}
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      tabIndex={-1}
      data-consent-banner=""
      onKeyDown={(e) => {
        if (e.key === 'Escape' && onClose) onClose();
      }}
      className="no-print fixed inset-x-0 bottom-0 z-40 max-h-[70dvh] overflow-y-auto rounded-t-2xl border border-border bg-card p-4 pb-[max(1rem,env(safe-area-inset-bottom))] text-card-foreground shadow-[0_-8px_30px_rgba(15,23,42,0.18)] outline-none sm:inset-x-auto sm:bottom-4 sm:left-4 sm:max-w-md sm:rounded-2xl sm:pb-4"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={`${id}-title`} className="text-sm font-semibold">
          {t('consent.title')}
        </h2>
        {onClose && (
          <button
            type="button"
            onClick={onClose}
            aria-label={t('common.close')}
            className="-m-1 rounded p-1 text-muted-foreground hover:text-foreground"
          >
            <X className="size-4" aria-hidden />
          </button>
        )}
      </div>
      <p id={`${id}-text`} className="mt-1 text-[13px] leading-snug text-muted-foreground">
        {t('consent.text')}
      </p>
      {choosing && (
        <ul className="mt-3 space-y-2 text-[13px]">
          <li className="flex items-start gap-3 rounded-lg bg-muted/60 p-2">
            <input type="checkbox" checked disabled className="mt-0.5 size-4 accent-primary" id={`${id}-n`} />
            <label htmlFor={`${id}-n`} className="min-w-0">
              <span className="font-semibold">{t('consent.necessary')}</span>
              <span className="block text-muted-foreground">{t('consent.necessaryText')}</span>
            </label>
          </li>
          {options.map((o) => (
            <li key={o.key} className="flex items-start gap-3 rounded-lg bg-muted/60 p-2">
              <input
                type="checkbox"
                id={`${id}-${o.key}`}
                name={o.key}
                checked={draft[o.key]}
                onChange={(e) => setDraft({ ...draft, [o.key]: e.target.checked })}
                className="mt-0.5 size-4 accent-primary"
              />
              <label htmlFor={`${id}-${o.key}`} className="min-w-0">
                <span className="font-semibold">{o.label}</span>
                <span className="block text-muted-foreground">{o.text}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 flex gap-2">
        <Button variant="secondary" className={BUTTON} onClick={() => onChoice(REJECT_ALL)}>
          {t('consent.reject')}
        </Button>
        {choosing ? (
          <Button variant="outline" className={BUTTON} onClick={() => onChoice(draft)}>
            {t('consent.save')}
          </Button>
        ) : (
          <Button variant="outline" className={BUTTON} onClick={() => setChoosing(true)}>
            {t('consent.choose')}
          </Button>
        )}
        <Button className={BUTTON} onClick={() => onChoice(ACCEPT_ALL)}>
          {t('consent.acceptAll')}
        </Button>
      </div>
    </div>
  );
}

// As wide as their words, sharing the spare room; they wrap only on the narrowest phones.
const BUTTON = 'h-auto min-h-10 grow basis-auto whitespace-normal px-3 py-2 text-center leading-tight';
