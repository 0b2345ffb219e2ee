import { useTranslation } from '~/lib/i18n-react';
import type { Lang } from '~/lib/i18n';
import { formatDecimal } from '../../../server/common/format';
import type { TrackRecordGroup } from '../../../server/modules/reports/track-record';

// Drawn in a 320 × 320 box that scales to its container, so at 375 px its 13-unit labels stay ≥ 12 px.
const SIZE = 320;
const PAD = { left: 44, right: 12, top: 12, bottom: 44 };
const W = SIZE - PAD.left - PAD.right;
const H = SIZE - PAD.top - PAD.bottom;
const x = (pct: number) => PAD.left + (pct / 100) * W;
const y = (pct: number) => PAD.top + H - (pct / 100) * H;
const TICKS = [0, 25, 50, 75, 100];

/** Predicted (the average chance of each group) against observed (the share that won), with the diagonal. */
export function ReliabilityChart({ groups }: { groups: TrackRecordGroup[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const points = groups.map((g) => ({ g, px: x(g.averageChance), py: y(g.wonShare) }));
  return (
    <figure className="mx-auto w-full max-w-sm">
      <svg
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        className="h-auto w-full"
        role="img"
        aria-label={t('trackRecord.chartAlt')}
        data-testid="reliability-chart"
      >
        {TICKS.map((v) => (
          <g key={v} className="text-muted-foreground" fill="currentColor" fontSize={13}>
            <line x1={x(0)} x2={x(100)} y1={y(v)} y2={y(v)} stroke="currentColor" strokeOpacity={0.15} />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end">
              {v}
            </text>
            <text x={x(v)} y={PAD.top + H + 18} textAnchor="middle">
              {v}
            </text>
          </g>
        ))}
        <line
          x1={x(0)}
          y1={y(0)}
          x2={x(100)}
          y2={y(100)}
          stroke="currentColor"
          strokeDasharray="5 4"
          className="text-muted-foreground"
        />
        <text
          x={x(62)}
          y={y(62) - 8}
          fontSize={13}
          className="fill-muted-foreground"
          transform={`rotate(-45 ${x(62)} ${y(62) - 8})`}
          textAnchor="middle"
        >
          {t('trackRecord.chartDiagonal')}
        </text>
        {points.length > 1 && (
          <polyline
            points={points.map((p) => `${p.px},${p.py}`).join(' ')}
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            className="text-brand-600"
          />
        )}
        {points.map(({ g, px, py }) => (
          <circle key={g.from} cx={px} cy={py} r={5} className="fill-brand-600">
            <title>
              {`${formatDecimal(lang, g.averageChance, 1)} % → ${formatDecimal(lang, g.wonShare, 1)} % (${g.legs})`}
            </title>
          </circle>
        ))}
        <text x={PAD.left + W / 2} y={SIZE - 6} textAnchor="middle" fontSize={13} className="fill-foreground">
          {`${t('trackRecord.chartX')} (%)`}
        </text>
        <text
          x={14}
          y={PAD.top + H / 2}
          textAnchor="middle"
          fontSize={13}
          className="fill-foreground"
          transform={`rotate(-90 14 ${PAD.top + H / 2})`}
        >
          {`${t('trackRecord.chartY')} (%)`}
        </text>
      </svg>
      <figcaption className="mt-1 text-center text-sm text-muted-foreground">
        {t('trackRecord.chartTitle')}
      </figcaption>
    </figure>
  );
}
