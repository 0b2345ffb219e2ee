import { useTranslation } from '~/lib/i18n-react';
import type { ReportMatch, TicketChanceBasis } from '../../../server/modules/analysis/report-types';
import { formatDecimal } from '../../../server/common/format';
import type { Lang } from '../../../server/common/lang';

// Two small SVG charts, loaded lazily by the report page. Plain SVG keeps a chart library out of the bundle.

export default function ReportCharts({
  matches,
  overallChance,
  basis,
}: {
  matches: ReportMatch[];
  overallChance: number | null;
  /** What the legs' chances are, for the legend to name them as the legs do (report-match.tsx ticketBasisOf). */
  basis: TicketChanceBasis;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <figure className="min-w-0 break-inside-avoid rounded-2xl border border-border bg-card p-5">
        <figcaption className="font-bold">{t('analysis.report.chartChances')}</figcaption>
        <Legend basis={basis} />
        <ChanceBars matches={matches} />
      </figure>
      <figure className="min-w-0 break-inside-avoid rounded-2xl border border-border bg-card p-5">
        <figcaption className="font-bold">{t('analysis.report.chartCumulative')}</figcaption>
        <Cumulative matches={matches} overallChance={overallChance} />
      </figure>
    </div>
  );
}

function Legend({ basis }: { basis: TicketChanceBasis }) {
  const { t } = useTranslation();
  return (
    <div
      className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground"
      data-testid="chart-legend"
    >
      <span className="flex items-center gap-1.5">
        <span className="size-2.5 rounded-sm bg-brand-500" /> {t(`analysis.report.legend.chance.${basis}`)}
      </span>
      <span className="flex items-center gap-1.5">
        <span className="size-2.5 rounded-sm bg-slate-400" /> {t('analysis.report.legend.implied')}
      </span>
    </div>
  );
}

function ChanceBars({ matches }: { matches: ReportMatch[] }) {
  return (
    <ul className="mt-4 space-y-3" data-chart="chances">
      {matches.map((m, i) => {
        // A leg typed without odds carries a display default, not a price: it has no bar for what odds carry.
        const implied = m.oddsDefaulted ? undefined : (m.impliedChance ?? 100 / m.odds);
        return (
          <li key={i}>
            <p className="truncate text-sm font-medium">{m.match}</p>
            <div className="mt-1 space-y-1">
              <Bar value={m.aiChance ?? 0} className="bg-brand-500" />
              {implied !== undefined && <Bar value={implied} className="bg-slate-400" />}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function Bar({ value, className }: { value: number; className: string }) {
  return (
    <div className="flex items-center gap-2">
      <div className="h-2.5 flex-1 overflow-hidden rounded-full bg-muted">
        <div
          className={`h-full rounded-full ${className}`}
          style={{ width: `${Math.max(1, Math.min(100, value))}%` }}
        />
      </div>
      <span className="w-10 text-right text-sm tabular-nums">{Math.round(value)}%</span>
    </div>
  );
}

/**
 * The ticket's chance after each leg. Legs are multiplied in order (independence), then the last point is
 * the analysis' own overall chance, which also accounts for legs of one match being related.
 */
function Cumulative({ matches, overallChance }: { matches: ReportMatch[]; overallChance: number | null }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const points: number[] = [];
  let p = 1;
  // Stops at the first leg whose chance is unknown: nothing honest can be drawn after it.
  for (const m of matches) {
    if (m.aiChance === null) break;
    p *= m.aiChance / 100;
    points.push(p * 100);
  }
  if (points.length === matches.length && overallChance !== null) points[points.length - 1] = overallChance;
  // Text at 13 units stays at least 12 px on a 375 px phone (the chart is about 300 px wide there).
  const w = 320;
  const h = 200;
  const pad = 44;
  // The first point stands clear of the axis' own labels (they overlapped at 1280 px: issue 31).
  const left = pad + 18;
  const right = w - 22;
  const x = (i: number) => left + (points.length <= 1 ? 0 : (i * (right - left)) / (points.length - 1));
  const y = (v: number) => h - 44 - (v / 100) * (h - 68);
  // Labels at least 40 units apart: with many legs every other one, always the last.
  const step = Math.max(1, Math.ceil(40 / Math.max(1, (right - left) / Math.max(1, points.length - 1))));
  const labelled = (i: number) =>
    i === points.length - 1 || (i % step === 0 && points.length - 1 - i >= step);
  const path = points.map((v, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  return (
    <>
      <svg
        viewBox={`0 0 ${w} ${h}`}
        className="mx-auto mt-4 max-h-72 w-full max-w-md"
        role="img"
        aria-label={t('analysis.report.chartCumulative')}
        data-chart="cumulative"
      >
        {[0, 25, 50, 75, 100].map((v) => (
          <g key={v}>
            <line x1={pad} x2={right} y1={y(v)} y2={y(v)} stroke="#e2e8f0" strokeWidth="1" />
            <text x={pad - 6} y={y(v) + 4} fontSize="13" textAnchor="end" fill="#64748b">
              {v}%
            </text>
          </g>
        ))}
        <path d={path} fill="none" stroke="#059669" strokeWidth="2.5" strokeLinejoin="round" />
        {points.map((v, i) => (
          <g key={i}>
            <circle cx={x(i)} cy={y(v)} r="4" fill="#059669" />
            {labelled(i) && (
              <text x={x(i)} y={y(v) - 9} fontSize="13" fontWeight="600" textAnchor="middle" fill="#0f172a">
                {v < 1 ? formatDecimal(lang, v, 1) : Math.round(v)}%
              </text>
            )}
            {/* Each point names its pair by number; the list below the chart gives the names. */}
            <text x={x(i)} y={h - 22} fontSize="13" textAnchor="middle" fill="#64748b">
              {i + 1}.
            </text>
            <title>{`${t('analysis.report.afterLeg', { n: i + 1 })} (${matches[i].match}): ${formatDecimal(lang, v, 1)}%`}</title>
          </g>
        ))}
      </svg>
      <ol
        className="mt-2 grid gap-x-4 gap-y-0.5 text-xs text-muted-foreground sm:grid-cols-2"
        data-chart="pairs"
      >
        {matches.map((m, i) => (
          <li key={i} className="truncate">
            <span className="tabular-nums">{i + 1}.</span> {m.match}
          </li>
        ))}
      </ol>
    </>
  );
}
