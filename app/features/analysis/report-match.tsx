import { useTranslation } from '~/lib/i18n-react';
import { Accordion as AccordionPrimitive } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { Accordion, AccordionContent, AccordionItem } from '~/components/ui/accordion';
import { MATCH_STATUS, VERDICT_KIND, type VerdictKind } from '~/components/match-card';
import type { Lang } from '~/lib/i18n';
import { cn } from '~/lib/utils';
import { PlayedBadge, usePlayedLabel } from './played-badge';
import { formatDayMonth, formatDecimal, formatShortDate } from '../../../server/common/format';
import type {
  AnalysisReport,
  ChanceBasis,
  MatchFacts,
  ReportMatch,
  TeamFacts,
  TicketChanceBasis,
} from '../../../server/modules/analysis/report-types';
import { ticketBasisFrom } from '../../../server/common/chance-basis';

export const formatChance = (v: number | null) =>
  v === null ? '–' : v < 1 ? v.toFixed(1).replace('.', ',') : String(Math.round(v));

/**
 * What a leg's chance is (report-types.ts ChanceBasis). Reports made before the basis was stored: the model
 * alone is AI; a blend counts as AI only where its chance differs from the stored price without margin (the
 * shipped blend gives the model weight 0, so an older blend is the price's); the rest by its source.
 */
export function chanceBasisOf(m: ReportMatch): ChanceBasis {
  if (m.chanceBasis) return m.chanceBasis;
  if (m.aiChance === null) return 'none';
  switch (m.chanceSource) {
    case 'model':
      return 'ai';
    case 'blend':
      return m.marketChance !== undefined && m.marketChance !== m.aiChance ? 'ai' : 'price';
    case 'base-rate':
      return 'base-rate';
    case 'none':
      return 'none';
    default:
      return 'price';
  }
}

/** The ticket's chance basis: AI when any forecast leg is, else the market's, else the ticket's prices. */
export function ticketBasisOf(r: Pick<AnalysisReport, 'chanceBasis' | 'matches'>): TicketChanceBasis {
  return r.chanceBasis ?? ticketBasisFrom(r.matches.filter((m) => !m.played).map(chanceBasisOf));
}

/**
 * One leg in one row of at most two lines (issue 31): the teams and the odds, then the pick in words, the
 * chance named by what it is ("AI" only where the model moved it, else "bez marže" or the market's "fer") and
 * the verdict with its own colour and icon. The whole row opens the details: the chance against what the odds
 * carry, the market's prices, the reasoning, form, meetings and statistics (always in the page, hidden on screen
 * while folded and printed open). A played leg shows how it came out in place of a chance.
 */
export function ReportMatchStrip({ m }: { m: ReportMatch }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const playedLabel = usePlayedLabel();
  const kind: VerdictKind =
    m.verdict && m.verdict in VERDICT_KIND ? (m.verdict as VerdictKind) : FALLBACK[m.status];
  const style = VERDICT_KIND[kind];
  const verdict = m.played
    ? playedLabel(m.played)
    : m.verdict
      ? t(`analysis.report.verdict.${m.verdict}` as 'analysis.report.verdict.good')
      : t(`analysis.report.status.${m.status}`);
  const implied = m.impliedChance;
  const basis = chanceBasisOf(m);
  const chance = formatChance(m.aiChance);
  // Each number under one name everywhere (issue 30): the chance as labelled, then the price without margin it
  // started from when the model moved it, then what the price carries with its margin.
  const parts = [
    basis === 'ai' && m.marketChance !== undefined
      ? t(m.reference ? 'analysis.report.chanceParts.reference' : 'analysis.report.chanceParts.market', {
          chance: formatChance(m.marketChance),
        })
      : '',
    implied === undefined ? '' : t('analysis.report.chanceParts.implied', { chance: formatChance(implied) }),
  ].filter(Boolean);
  const news = (['injuries', 'gossip', 'weather'] as const).filter((k) => m.details?.[k]);
  return (
    <article
      data-status={m.status}
      data-verdict={m.played ? undefined : kind}
      className={cn(
        'break-inside-avoid rounded-xl border border-l-4 border-border bg-card shadow-sm',
        MATCH_STATUS[m.status].border,
      )}
    >
      <Accordion type="single" collapsible>
        <AccordionItem value="more" className="p-0">
          <AccordionPrimitive.Header className="flex">
            <AccordionPrimitive.Trigger
              className="group block w-full min-w-0 rounded-xl px-3 py-2 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              data-testid="leg-toggle"
            >
              <span className="flex items-baseline gap-2">
                <span className="min-w-0 flex-1 truncate font-bold" data-testid="leg-match">
                  {m.match}
                </span>
                <span className="shrink-0 font-bold tabular-nums">{formatDecimal(lang, m.odds)}</span>
                <ChevronDown
                  className="size-4 shrink-0 self-center text-muted-foreground transition group-data-[state=open]:rotate-180 print:hidden"
                  aria-hidden
                />
              </span>
              <span className="mt-0.5 flex items-center gap-2 text-sm">
                <span className="min-w-0 flex-1 truncate text-muted-foreground">{m.bet}</span>
                {!m.played && (
                  <span
                    className="shrink-0 font-semibold tabular-nums"
                    data-testid="leg-chance"
                    data-basis={basis}
                  >
                    {t(`analysis.report.chanceShort.${basis}`, { chance })}
                  </span>
                )}
                {m.played ? (
                  <span
                    className="shrink-0 rounded-full border px-2 py-0.5 text-xs font-semibold"
                    data-testid="leg-played"
                  >
                    {verdict}
                  </span>
                ) : (
                  <span
                    className={cn(
                      'inline-flex shrink-0 items-center gap-1 rounded-full px-1.5 py-0.5 text-xs font-semibold',
                      style.badge,
                    )}
                    data-testid="leg-verdict"
                  >
                    <style.Icon className="size-3.5" aria-hidden />
                    {verdict}
                  </span>
                )}
              </span>
            </AccordionPrimitive.Trigger>
          </AccordionPrimitive.Header>
          <AccordionContent className="mt-0 space-y-4 px-3 pb-3 text-foreground" data-print-open>
            {(m.league || m.time) && (
              <p className="text-xs text-muted-foreground">
                {[m.league, m.time].filter(Boolean).join(' · ')}
              </p>
            )}
            {m.played ? (
              <PlayedBadge played={m.played} />
            ) : (
              <div data-testid="chance-strip">
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
                <p className="mt-1.5 text-sm" data-testid="chance-line">
                  {t(`analysis.report.chanceLabel.${basis}`)}: <strong>{chance}%</strong>
                  {parts.map((p) => (
                    <span key={p}> · {p}</span>
                  ))}
                </p>
                {m.reference && <ReferenceLine m={m} reference={m.reference} />}
              </div>
            )}
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
    </article>
  );
}

/** The ticket's price against the market's best and fair prices for the same bet, with where "fer" comes from. */
function ReferenceLine({
  m,
  reference: r,
}: {
  m: ReportMatch;
  reference: NonNullable<ReportMatch['reference']>;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const values = { odds: formatDecimal(lang, m.odds), fair: formatDecimal(lang, r.fairOdds) };
  return (
    <p className="mt-1 text-sm" data-testid="reference-line">
      {r.best
        ? t('analysis.report.reference.line', {
            ...values,
            best: formatDecimal(lang, r.best.odds),
            bookmaker: r.best.bookmaker,
          })
        : t('analysis.report.reference.lineNoBest', values)}
      <span className="ml-2 text-xs text-muted-foreground">
        (
        {r.fairFrom === 'pinnacle'
          ? t('analysis.report.reference.pinnacle')
          : t('analysis.report.reference.consensus', { count: r.bookmakers })}
        )
      </span>
    </p>
  );
}

const FALLBACK: Record<ReportMatch['status'], VerdictKind> = {
  success: 'good',
  warning: 'uncertain',
  danger: 'unlikely',
};

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
  const goals = !facts.home.stale || !facts.away.stale;
  const hasStats = goals || !!facts.expectedGoals || !!facts.ratings;
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
      {/* Goals of old games are no form: a stale team's are left out, and the table when it has nothing. */}
      {hasStats && (
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
              {goals && (
                <StatRow
                  label={t('analysis.report.goals5')}
                  home={goalsOf(facts.home)}
                  away={goalsOf(facts.away)}
                />
              )}
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
      )}
    </div>
  );
}

/** Goals for and against in the team's last games, or a dash for a team whose results are not current. */
const goalsOf = (team: TeamFacts) => (team.stale ? '–' : `${team.goalsFor}:${team.goalsAgainst}`);

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

/**
 * A team's dated facts while its results are current: its last games as W/D/L chips with their scores and
 * dates, its place in its league's table and the date of its latest result. Old games are no form (issue 30):
 * a team whose results are not current gets one line that says so, with the date they stop.
 */
function TeamForm({ team }: { team: TeamFacts }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  if (team.stale)
    return (
      <section data-testid="team-form" data-stale>
        <h4 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{team.name}</h4>
        <p className="mt-1 text-xs font-semibold text-warning-foreground" data-testid="stale-line">
          {team.latest
            ? t('analysis.report.staleLine', { date: formatShortDate(lang, team.latest) })
            : t('analysis.report.staleNone')}
        </p>
      </section>
    );
  const table = team.table;
  return (
    <section data-testid="team-form">
      <h4 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        {team.name} · {t('analysis.report.form')}
      </h4>
      <ol className="mt-1 flex flex-wrap gap-1.5">
        {team.form.map((g, i) => (
          <li
            key={i}
            className="flex flex-col items-center"
            title={`${formatShortDate(lang, g.date)} · ${g.opponent} ${g.score} (${t(`analysis.report.venue.${g.venue}`)})`}
            data-testid="form-game"
          >
            <span
              className={cn('grid size-7 place-items-center rounded-md text-xs font-bold', CHIP[g.result])}
              aria-label={t(`analysis.report.resultName.${g.result}`)}
            >
              {t(`analysis.report.result.${g.result}`)}
            </span>
            <span className="mt-0.5 text-xs font-semibold tabular-nums">{g.score}</span>
            <span className="text-xs tabular-nums text-muted-foreground">{formatDayMonth(lang, g.date)}</span>
          </li>
        ))}
      </ol>
      {table && (
        <p className="mt-1 text-sm" data-testid="league-table">
          {t('analysis.report.table', {
            position: table.position,
            teams: table.teams,
            league: table.league,
            season: table.season.replace('-', '/'),
            points: t('analysis.report.tablePoints', { count: table.points }),
            played: t('analysis.report.tablePlayed', { count: table.played }),
          })}
        </p>
      )}
      {team.latest && (
        <p className="mt-1 text-xs text-muted-foreground">
          {t('analysis.report.latest', { date: formatShortDate(lang, team.latest) })}
        </p>
      )}
    </section>
  );
}
