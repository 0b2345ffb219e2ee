import { useTranslation } from '~/lib/i18n-react';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '~/components/ui/accordion';
import { MATCH_STATUS, MatchCard } from '~/components/match-card';
import type { Lang } from '~/lib/i18n';
import { cn } from '~/lib/utils';
import { PlayedBadge, usePlayedLabel } from './played-badge';
import { formatDayMonth, formatDecimal, formatShortDate } from '../../../server/common/format';
import type { MatchFacts, ReportMatch, TeamFacts } from '../../../server/modules/analysis/report-types';

export const formatChance = (v: number | null) =>
  v === null ? '–' : v < 1 ? v.toFixed(1).replace('.', ',') : String(Math.round(v));

/**
 * One leg at a glance: teams, pick in words, odds, the AI chance against the odds' own chance and the verdict;
 * the reasoning, form, meetings and statistics fold out below it.
 */
export function ReportMatchStrip({ m }: { m: ReportMatch }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const playedLabel = usePlayedLabel();
  const verdict = m.played
    ? playedLabel(m.played)
    : m.verdict
      ? t(`analysis.report.verdict.${m.verdict}` as 'analysis.report.verdict.good')
      : t(`analysis.report.status.${m.status}`);
  const implied = m.impliedChance;
  const news = (['injuries', 'gossip', 'weather'] as const).filter((k) => m.details?.[k]);
  return (
    <MatchCard
      status={m.status}
      league={[m.league, m.time].filter(Boolean).join(' · ')}
      match={m.match}
      bet={m.bet}
      odds={formatDecimal(lang, m.odds)}
      verdict={verdict}
      className="break-inside-avoid"
      titleClassName="break-words"
    >
      {m.played ? (
        <PlayedBadge played={m.played} className="mt-3" />
      ) : (
        <div className="mt-3" data-testid="chance-strip">
          <div className="relative h-2.5 overflow-hidden rounded-full bg-muted">
            <div
              className={cn('h-full rounded-full', MATCH_STATUS[m.status].bar)}
              style={{ width: `${Math.min(100, m.aiChance ?? 0)}%` }}
            />
            {implied !== undefined && (
              // The odds' own chance as a mark on the same bar: left of it, the price asks for more than we see.
              <span
                className="absolute inset-y-0 w-0.5 bg-navy-900"
                style={{ left: `${Math.min(99.5, implied)}%` }}
                aria-hidden
              />
            )}
          </div>
          <p className="mt-1.5 text-sm">
            {implied === undefined ? (
              <>
                {t('analysis.report.aiChance')}: <strong>{formatChance(m.aiChance)}%</strong>
              </>
            ) : (
              <strong>
                {t('analysis.report.chanceVs', {
                  ai: formatChance(m.aiChance),
                  implied: formatChance(implied),
                })}
              </strong>
            )}
            {m.chanceSource && (
              <span className="ml-2 text-xs text-muted-foreground">
                ({t(`analysis.report.source.${m.chanceSource}`)})
              </span>
            )}
          </p>
        </div>
      )}
      <Accordion type="single" collapsible className="mt-2 border-t border-border">
        <AccordionItem value="more" className="px-0 pb-0">
          <AccordionTrigger className="text-sm text-brand-700">{t('analysis.report.more')}</AccordionTrigger>
          <AccordionContent className="space-y-4 text-foreground">
            <p>{m.analysis}</p>
            {m.facts ? (
              <Facts facts={m.facts} />
            ) : m.played ? null : (
              <TextDetails m={m} keys={['headToHead', 'keyStats']} />
            )}
            {news.length > 0 && <TextDetails m={m} keys={news} />}
          </AccordionContent>
        </AccordionItem>
      </Accordion>
    </MatchCard>
  );
}

/** Reports made before the facts were structured: their detail texts as they were stored. */
function TextDetails({ m, keys }: { m: ReportMatch; keys: readonly (keyof ReportMatch['details'])[] }) {
  const { t } = useTranslation();
  return (
    <dl className="grid gap-2 rounded-lg bg-muted/60 p-3 text-xs sm:grid-cols-2">
      {keys.map((k) => (
        <div key={k}>
          <dt className="font-semibold">{t(`analysis.report.details.${k}`)}</dt>
          <dd className="text-muted-foreground">{m.details[k]}</dd>
        </div>
      ))}
    </dl>
  );
}

function Facts({ facts }: { facts: MatchFacts }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <TeamForm team={facts.home} />
        <TeamForm team={facts.away} />
      </div>
      <section>
        <h4 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
          {t('analysis.report.meetings')}
        </h4>
        {facts.meetings.length ? (
          <ul className="mt-1 divide-y divide-border text-sm" data-testid="meetings">
            {facts.meetings.map((m, i) => (
              <li key={i} className="flex items-baseline justify-between gap-3 py-1">
                <span className="min-w-0">
                  <span className="mr-2 text-xs tabular-nums text-muted-foreground">
                    {formatShortDate(lang, m.date)}
                  </span>
                  {m.home} – {m.away}
                </span>
                <strong className="tabular-nums">{m.score}</strong>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-muted-foreground">{t('analysis.report.noMeetings')}</p>
        )}
      </section>
      <section>
        <h4 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
          {t('analysis.report.stats')}
        </h4>
        <table className="mt-1 w-full text-sm" data-testid="key-stats">
          <thead className="text-xs text-muted-foreground">
            <tr>
              <th />
              <th className="w-[30%] pb-1 pl-3 text-right align-bottom font-medium leading-tight">
                {facts.home.name}
              </th>
              <th className="w-[30%] pb-1 pl-3 text-right align-bottom font-medium leading-tight">
                {facts.away.name}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            <StatRow
              label={t('analysis.report.goals5')}
              home={`${facts.home.goalsFor}:${facts.home.goalsAgainst}`}
              away={`${facts.away.goalsFor}:${facts.away.goalsAgainst}`}
            />
            {facts.expectedGoals && (
              <StatRow
                label={t('analysis.report.xg')}
                home={formatDecimal(lang, facts.expectedGoals.home, 1)}
                away={formatDecimal(lang, facts.expectedGoals.away, 1)}
              />
            )}
            {facts.ratings && (
              <StatRow
                label={t('analysis.report.rating')}
                home={String(facts.ratings.home)}
                away={String(facts.ratings.away)}
              />
            )}
          </tbody>
        </table>
      </section>
    </div>
  );
}

function StatRow({ label, home, away }: { label: string; home: string; away: string }) {
  return (
    <tr>
      <th scope="row" className="py-1 text-left font-normal text-muted-foreground">
        {label}
      </th>
      <td className="py-1 pl-3 text-right font-semibold tabular-nums">{home}</td>
      <td className="py-1 pl-3 text-right font-semibold tabular-nums">{away}</td>
    </tr>
  );
}

const CHIP: Record<'W' | 'D' | 'L', string> = {
  W: 'bg-success text-white',
  D: 'bg-slate-400 text-white',
  L: 'bg-destructive text-white',
};

/** A team's last games as W/D/L chips with their dates; old games are labelled as such, never as form. */
function TeamForm({ team }: { team: TeamFacts }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  return (
    <section data-testid="team-form" data-stale={team.stale || undefined}>
      <h4 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        {team.name} · {team.stale ? t('analysis.report.staleForm') : t('analysis.report.form')}
      </h4>
      <ol className="mt-1 flex flex-wrap gap-1.5">
        {team.form.map((g, i) => (
          <li
            key={i}
            className="flex flex-col items-center"
            title={`${formatShortDate(lang, g.date)} · ${g.opponent} ${g.score} (${t(`analysis.report.venue.${g.venue}`)})`}
          >
            <span
              className={cn(
                'grid size-7 place-items-center rounded-md text-xs font-bold',
                CHIP[g.result],
                team.stale && 'opacity-60',
              )}
              aria-label={t(`analysis.report.resultName.${g.result}`)}
            >
              {t(`analysis.report.result.${g.result}`)}
            </span>
            <span className="mt-0.5 text-xs tabular-nums text-muted-foreground">
              {formatDayMonth(lang, g.date)}
            </span>
          </li>
        ))}
      </ol>
      {team.latest && (
        <p
          className={cn(
            'mt-1 text-xs',
            team.stale ? 'font-semibold text-warning-foreground' : 'text-muted-foreground',
          )}
        >
          {t('analysis.report.latest', { date: formatShortDate(lang, team.latest) })}
        </p>
      )}
    </section>
  );
}
