import { lazy, Suspense } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { Link } from 'react-router';
import { Download, FileText, Lightbulb } from 'lucide-react';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Skeleton } from '~/components/ui/skeleton';
import { MATCH_STATUS, MatchCard } from '~/components/match-card';
import { ResponsiblePlay } from '~/components/layout/responsible-play';
import { LOCALE, type Lang } from '~/lib/i18n';
import { cn } from '~/lib/utils';
import type { AnalysisReport, ReportMatch } from '../../../server/modules/reports/pipeline';

const ReportCharts = lazy(() => import('./report-charts'));

export interface FullReport {
  id: string;
  createdAt: string;
  extractedText: string;
  report: AnalysisReport | null;
  aiAnalysis: string | null;
}

export function ReportView({ data }: { data: FullReport }) {
  const { t, i18n } = useTranslation();
  const locale = LOCALE[i18n.language as Lang] ?? LOCALE.rs;
  const date = new Date(data.createdAt).toLocaleString(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Belgrade',
  });
  const r = data.report;

  return (
    <article className="mx-auto max-w-5xl space-y-6 px-4 py-8" data-report-id={data.id}>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {r?.title ?? t('analysis.report.title')}
          </h1>
          <Badge variant="secondary" className="mt-2" data-testid="generated-at">
            {t('analysis.report.generatedAt', { date })}
          </Badge>
        </div>
        <div className="no-print flex gap-2">
          <Button variant="outline" onClick={() => window.print()}>
            <Download />
            {t('analysis.report.print')}
          </Button>
          <Button asChild variant="ghost">
            <Link to="/dashboard">
              <FileText />
              {t('analysis.report.toDashboard')}
            </Link>
          </Button>
        </div>
      </header>

      {r ? (
        <>
          <dl className="grid grid-cols-3 gap-3">
            <Stat label={t('analysis.report.matches')} value={String(r.totalMatches)} />
            <Stat label={t('analysis.report.totalOdds')} value={r.totalOdds.toFixed(2)} />
            <Stat
              label={t('analysis.report.winChance')}
              value={`${formatChance(r.overallChance)}%`}
              highlight
            />
          </dl>

          <section>
            <h2 className="mb-3 text-lg font-bold">{t('analysis.report.perMatch')}</h2>
            <div className="space-y-3">
              {r.matches.map((m, i) => (
                <ReportMatchCard key={i} m={m} />
              ))}
            </div>
          </section>

          <Suspense fallback={<Skeleton className="h-64 w-full rounded-2xl" />}>
            <ReportCharts matches={r.matches} overallChance={r.overallChance} />
          </Suspense>

          {r.insights.length > 0 && (
            <section>
              <h2 className="mb-3 text-lg font-bold">{t('analysis.report.insights')}</h2>
              <ul className="space-y-2">
                {r.insights.map((ins, i) => {
                  const s = MATCH_STATUS[ins.type];
                  return (
                    <li
                      key={i}
                      data-insight={ins.type}
                      className={cn(
                        'flex break-inside-avoid gap-3 rounded-xl border border-l-4 border-border bg-card p-4 text-sm',
                        s.border,
                      )}
                    >
                      <s.Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
                      <span>{ins.text}</span>
                    </li>
                  );
                })}
              </ul>
            </section>
          )}

          <Card
            className="break-inside-avoid border-2 border-brand-500/60 bg-brand-50 p-5"
            data-testid="recommendation"
          >
            <h2 className="flex items-center gap-2 text-lg font-bold">
              <Lightbulb className="size-5 text-brand-700" aria-hidden />
              {t('analysis.report.recommendation')}: {r.recommendation.title}
            </h2>
            <p className="mt-2 text-sm">{r.recommendation.description}</p>
          </Card>

          {r.aiAnalysis && (
            <Card className="p-5">
              <p className="whitespace-pre-line text-sm leading-relaxed">{r.aiAnalysis}</p>
            </Card>
          )}
        </>
      ) : (
        <Card className="p-5" data-testid="report-fallback">
          <p className="whitespace-pre-line">{data.aiAnalysis ?? t('analysis.report.processing')}</p>
          {data.extractedText && (
            <>
              <h2 className="mt-4 font-bold">{t('analysis.report.extractedText')}</h2>
              <pre className="mt-2 whitespace-pre-wrap text-xs text-muted-foreground">
                {data.extractedText}
              </pre>
            </>
          )}
        </Card>
      )}

      <p className="text-xs text-muted-foreground">{t('analysis.report.disclaimer')}</p>
      <ResponsiblePlay />
    </article>
  );
}

const formatChance = (v: number | null) => (v === null ? '–' : v < 1 ? v.toFixed(1) : String(Math.round(v)));

function Stat({ label, value, highlight }: { label: string; value: string; highlight?: boolean }) {
  return (
    <Card className={cn('break-inside-avoid p-4 text-center', highlight && 'bg-navy-900 text-white')}>
      <dd
        className={cn('text-2xl font-extrabold sm:text-3xl', highlight && 'text-amber-400')}
        data-stat={label}
      >
        {value}
      </dd>
      <dt className={cn('mt-1 text-xs', highlight ? 'text-slate-300' : 'text-muted-foreground')}>{label}</dt>
    </Card>
  );
}

function ReportMatchCard({ m }: { m: ReportMatch }) {
  const { t } = useTranslation();
  const details = (['injuries', 'gossip', 'weather', 'headToHead', 'keyStats'] as const).filter(
    (k) => m.details?.[k],
  );
  return (
    <MatchCard
      status={m.status}
      league={[m.league, m.time].filter(Boolean).join(' · ')}
      match={m.match}
      bet={m.bet}
      odds={m.odds.toFixed(2)}
      verdict={t(`analysis.report.status.${m.status}`)}
      className="break-inside-avoid"
    >
      <div className="mt-3 flex flex-wrap items-baseline gap-x-4 gap-y-1 text-sm">
        <span>
          {t('analysis.report.aiChance')}: <strong className="text-base">{formatChance(m.aiChance)}%</strong>
        </span>
        {m.impliedChance !== undefined && (
          <span className="text-muted-foreground">
            {t('analysis.report.implied')}: {formatChance(m.impliedChance)}%
          </span>
        )}
        {m.chanceSource && (
          <span className="text-xs text-muted-foreground">
            ({t(`analysis.report.source.${m.chanceSource}`)})
          </span>
        )}
      </div>
      <p className="mt-2 text-sm">{m.analysis}</p>
      {details.length > 0 && (
        <dl className="mt-3 grid gap-2 rounded-lg bg-muted/60 p-3 text-xs sm:grid-cols-2">
          {details.map((k) => (
            <div key={k}>
              <dt className="font-semibold">{t(`analysis.report.details.${k}`)}</dt>
              <dd className="text-muted-foreground">{m.details[k]}</dd>
            </div>
          ))}
        </dl>
      )}
    </MatchCard>
  );
}

export function ReportUnavailable({ reason }: { reason: 'missingId' | 'notFound' | 'notPaid' | 'failed' }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-3 px-4 text-center">
      <h1 className="text-2xl font-bold">{t('analysis.report.unavailable')}</h1>
      <p className="text-muted-foreground" data-testid="report-unavailable">
        {t(`analysis.report.${reason}`)}
      </p>
      <Button asChild variant="outline">
        <Link to="/">{t('analysis.report.home')}</Link>
      </Button>
    </section>
  );
}
