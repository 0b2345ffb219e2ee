import { lazy, Suspense } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { Link } from 'react-router';
import { Download, FileText, Lightbulb } from 'lucide-react';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Skeleton } from '~/components/ui/skeleton';
import { MATCH_STATUS } from '~/components/match-card';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '~/components/ui/accordion';
import { ResponsiblePlay } from '~/components/layout/responsible-play';
import { Logo } from '~/components/layout/logo';
import { LOCALE, type Lang } from '~/lib/i18n';
import { cn } from '~/lib/utils';
import type { AnalysisReport } from '../../../server/modules/analysis/report-types';
import { formatDate, formatDecimal, formatMoney } from '../../../server/common/format';
import { formatChance, ReportMatchStrip, ticketBasisOf } from './report-match';

const ReportCharts = lazy(() => import('./report-charts'));

export interface FullReport {
  id: string;
  createdAt: string;
  extractedText: string;
  report: AnalysisReport | null;
  aiAnalysis: string | null;
  /** The stake and payout as read from the ticket (null when it did not print them). */
  ticket?: { stake: number | null; payout: number | null; currency: string | null };
  /** The site's address, printed on the PDF. */
  site?: string;
}

/** An amount in the ticket's currency; a currency Intl does not know is written after the number. */
function money(lang: Lang, amount: number, currency: string | null) {
  try {
    return formatMoney(lang, amount, currency ?? 'EUR');
  } catch {
    return `${formatDecimal(lang, amount)} ${currency ?? ''}`.trim();
  }
}

export function ReportView({ data }: { data: FullReport }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const r = data.report;
  const time = new Date(data.createdAt).toLocaleTimeString(LOCALE[lang] ?? LOCALE.rs, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Belgrade',
  });
  const date = `${formatDate(lang, data.createdAt)} ${time}`;

  return (
    <article className="mx-auto max-w-5xl space-y-6 px-4 py-8" data-report-id={data.id}>
      {/* The PDF's letterhead: the logo and the web address (the site's navigation does not print). */}
      <div
        className="hidden items-center justify-between gap-3 border-b border-border pb-3 print:flex"
        data-testid="print-header"
      >
        <span className="text-navy-900">
          <Logo />
        </span>
        {data.site && <span className="text-sm font-semibold">{data.site}</span>}
      </div>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {r?.title ?? t('analysis.report.title')}
          </h1>
          <Badge variant="secondary" className="mt-2" data-testid="generated-at">
            {t('analysis.report.generatedAt', { date })}
          </Badge>
        </div>
        <div className="no-print flex flex-wrap gap-2">
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
          <TicketSummary r={r} ticket={data.ticket} />

          <section>
            <h2 className="mb-3 text-lg font-bold">{t('analysis.report.perMatch')}</h2>
            <div className="space-y-2" data-testid="legs">
              {r.matches.map((m, i) => (
                <ReportMatchStrip key={i} m={m} />
              ))}
            </div>
          </section>

          <Suspense fallback={<Skeleton className="h-64 w-full rounded-2xl" />}>
            <ReportCharts matches={r.matches} overallChance={r.overallChance} basis={ticketBasisOf(r)} />
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

          {r.aiAnalysis && (
            <Card className="p-5">
              <p className="whitespace-pre-line text-sm leading-relaxed">{r.aiAnalysis}</p>
            </Card>
          )}

          {r.unchecked && r.unchecked.length > 0 && (
            <p className="text-sm text-muted-foreground" data-testid="unchecked">
              <strong>{t('analysis.report.unchecked')}:</strong> {r.unchecked.join(' ')}
            </p>
          )}

          {r.sources && r.sources.length > 0 && (
            <Accordion type="single" collapsible className="rounded-xl border border-border bg-card">
              <AccordionItem value="method">
                <AccordionTrigger>{t('analysis.report.howWeCalculate')}</AccordionTrigger>
                <AccordionContent data-print-open>
                  <ul className="list-disc space-y-1 pl-5" data-testid="sources">
                    {r.sources.map((s, i) => (
                      <li key={i}>{s}</li>
                    ))}
                  </ul>
                </AccordionContent>
              </AccordionItem>
            </Accordion>
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
      {/* On screen the site's footer carries the 18+ notice; the footer does not print, so the PDF has this one. */}
      <ResponsiblePlay className="hidden print:flex" placement="print" />
    </article>
  );
}

/** The ticket at the top: its chance, total odds, what the margins take, and the recommendation. */
function TicketSummary({ r, ticket }: { r: AnalysisReport; ticket?: FullReport['ticket'] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const margin = typeof r.marginLost === 'number' ? r.marginLost : null;
  const currency = ticket?.currency ?? null;
  return (
    <section className="space-y-3" aria-label={t('analysis.report.summary')}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Stat
          label={t(`analysis.report.winChance.${ticketBasisOf(r)}`)}
          value={`${formatChance(r.overallChance)}%`}
          highlight
        />
        <Stat label={t('analysis.report.totalOdds')} value={formatDecimal(lang, r.totalOdds)} />
        <Stat label={t('analysis.report.matches')} value={String(r.totalMatches)} />
        <Stat
          label={t('analysis.report.marginLost')}
          value={margin === null ? '–' : `${formatChance(margin)}%`}
        />
        {typeof ticket?.stake === 'number' && (
          <Stat label={t('analysis.report.stake')} value={money(lang, ticket.stake, currency)} />
        )}
        {typeof ticket?.payout === 'number' && (
          <Stat label={t('analysis.report.payout')} value={money(lang, ticket.payout, currency)} />
        )}
      </dl>
      <BestPrices r={r} />
      <Card
        className="break-inside-avoid border-2 border-brand-500/60 bg-brand-50 p-5"
        data-testid="recommendation"
      >
        <h2 className="flex items-center gap-2 text-lg font-bold">
          <Lightbulb className="size-5 shrink-0 text-brand-700" aria-hidden />
          {t('analysis.report.recommendation')}: {r.recommendation.title}
        </h2>
        <p className="mt-2 text-sm">{r.recommendation.description}</p>
      </Card>
    </section>
  );
}

/**
 * What the ticket gives away against the market's best prices (the legs the feed quotes), or, without a feed,
 * that the chances come from the ticket's own prices. Reports made before either was stored say nothing.
 */
function BestPrices({ r }: { r: AnalysisReport }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const best = r.bestPrices;
  const onOwnPrices = r.matches.some((m) => !m.played && m.marketChance !== undefined && !m.reference);
  if (r.oddsFeed === null && onOwnPrices)
    return (
      <p className="text-sm text-muted-foreground" data-testid="best-prices">
        {t('analysis.report.bestPrices.noFeed')}
      </p>
    );
  if (!best) return null;
  const values = {
    count: best.legs,
    ticket: formatDecimal(lang, best.ticketOdds),
    best: formatDecimal(lang, best.bestOdds),
    pct: formatChance(best.givenAway),
  };
  return (
    <p className="text-sm" data-testid="best-prices">
      {best.givenAway > 0
        ? t('analysis.report.bestPrices.givesAway', values)
        : t('analysis.report.bestPrices.atBest', values)}
    </p>
  );
}

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
