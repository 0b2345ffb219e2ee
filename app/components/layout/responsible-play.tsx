import { useTranslation } from '~/lib/i18n-react';
import { cn } from '~/lib/utils';

/**
 * The 18+ and responsible-play notice every page carries (docs/decisions/026-responsible-play-notice.md), once:
 * the site's footer has it, and a page that shows its own in the body (the upload page) hides the footer's
 * (app.css). `placement` 'print' is the printed report's own, shown only on paper, where the footer is not.
 */
export function ResponsiblePlay({
  className,
  placement = 'page',
}: {
  className?: string;
  placement?: 'page' | 'footer' | 'print';
}) {
  const { t } = useTranslation();
  return (
    <aside
      className={cn(
        'flex items-start gap-3 rounded-xl border border-amber-300/40 bg-amber-50 p-4 text-sm text-amber-950',
        className,
      )}
      data-testid="responsible-play"
      data-placement={placement}
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-red-600 text-xs font-black text-white">
        {t('responsible.age')}
      </span>
      <p>
        <strong>{t('responsible.text')}</strong> {t('responsible.help')}
      </p>
    </aside>
  );
}
