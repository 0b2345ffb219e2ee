import { useTranslation } from '~/lib/i18n-react';
import type { Lang } from '~/lib/i18n';
import { cn } from '~/lib/utils';
import { formatShortDate } from '../../../server/common/format';
import type { PlayedLeg } from '../../../server/modules/analysis/played-legs';

const TONE: Record<'won' | 'lost' | 'void' | 'none', string> = {
  won: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  lost: 'border-red-300 bg-red-50 text-red-800',
  void: 'border-border bg-muted text-foreground',
  none: 'border-amber-300 bg-amber-50 text-amber-900',
};

/** How a played leg's outcome reads: "Dobitan", "Gubitan", "Vraćen ulog", or that its result is unknown. */
export function usePlayedLabel() {
  const { t } = useTranslation();
  return (p: PlayedLeg) =>
    p.outcome
      ? t(`analysis.played.${p.outcome}`)
      : p.score
        ? t('analysis.played.unsettled')
        : t('analysis.played.noResult');
}

/**
 * What a score needs beside it, in brackets: basketball's regular-time score after overtime, a tennis match's
 * sets, else the half-time score; empty without any.
 */
export function usePlayedDetail() {
  const { t } = useTranslation();
  return (p: Pick<PlayedLeg, 'regularTime' | 'sets' | 'halfTime'>) =>
    p.regularTime
      ? ` (${t('analysis.played.regularTime', { score: p.regularTime })})`
      : p.sets
        ? ` (${p.sets})`
        : p.halfTime
          ? ` (${t('analysis.played.halfTime', { score: p.halfTime })})`
          : '';
}

/**
 * A played leg in one line, wherever the leg is shown (review, preview, report, dashboard): the day it was
 * played, its score and how the bet came out, in place of a forecast.
 */
export function PlayedBadge({ played, className }: { played: PlayedLeg; className?: string }) {
  const { t, i18n } = useTranslation();
  const label = usePlayedLabel();
  const detail = usePlayedDetail();
  const lang = i18n.language as Lang;
  return (
    <span
      className={cn(
        'inline-flex flex-wrap items-center gap-x-2 rounded-md border px-2 py-1 text-xs font-semibold',
        TONE[played.outcome ?? 'none'],
        className,
      )}
      data-testid="played"
      data-outcome={played.outcome ?? 'unknown'}
    >
      <span>{label(played)}</span>
      <span className="font-normal">
        {t('analysis.played.line', { date: formatShortDate(lang, played.date) })}
        {played.score && ` · ${t('analysis.played.score', { score: played.score })}`}
        {played.score && detail(played)}
      </span>
    </span>
  );
}
