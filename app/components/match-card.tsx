import type * as React from 'react';
import {
  AlertTriangle,
  CheckCircle2,
  CircleDashed,
  CircleHelp,
  Coins,
  ThumbsUp,
  XCircle,
} from 'lucide-react';
import { Badge } from '~/components/ui/badge';
import { cn } from '~/lib/utils';

export type MatchStatus = 'success' | 'warning' | 'danger';

/** A verdict's colours and icon: the card's left edge, a chance bar, the badge's icon. */
export const MATCH_STATUS: Record<MatchStatus, { border: string; bar: string; Icon: typeof CheckCircle2 }> = {
  success: { border: 'border-l-success', bar: 'bg-success', Icon: CheckCircle2 },
  warning: { border: 'border-l-warning', bar: 'bg-warning', Icon: AlertTriangle },
  danger: { border: 'border-l-destructive', bar: 'bg-destructive', Icon: XCircle },
};

/** A leg's verdict as the analysis names it (server/modules/analysis/texts.ts VerdictReason). */
export type VerdictKind =
  'good' | 'likely' | 'likelyUnpriced' | 'uncertain' | 'unlikely' | 'poorValue' | 'unknown';

/**
 * Each verdict its own colour AND icon, so none is told apart by colour alone (issue 31: "Verovatan" and
 * "Neizvesno" shared one orange triangle).
 */
export const VERDICT_KIND: Record<VerdictKind, { badge: string; Icon: typeof CheckCircle2 }> = {
  good: { badge: 'bg-success/10 text-success', Icon: CheckCircle2 },
  likely: { badge: 'bg-sky-100 text-sky-800', Icon: ThumbsUp },
  likelyUnpriced: { badge: 'bg-sky-100 text-sky-800', Icon: ThumbsUp },
  uncertain: { badge: 'bg-warning/15 text-warning-foreground', Icon: CircleHelp },
  unlikely: { badge: 'bg-destructive/10 text-destructive', Icon: XCircle },
  poorValue: { badge: 'bg-violet-100 text-violet-800', Icon: Coins },
  unknown: { badge: 'bg-slate-100 text-slate-700', Icon: CircleDashed },
};

/**
 * One leg of a ticket with its verdict (the report, the home page's sample): league line, match, tip and odds,
 * the verdict as a coloured badge; what the caller adds below (chances, analysis) follows.
 */
export function MatchCard({
  status,
  league,
  match,
  bet,
  odds,
  verdict,
  kind,
  className,
  titleClassName,
  children,
}: {
  status: MatchStatus;
  league: string;
  match: string;
  bet: string;
  odds: string;
  verdict: string;
  /** The verdict's own colour and icon; without it, the status's. */
  kind?: VerdictKind;
  className?: string;
  titleClassName?: string;
  children?: React.ReactNode;
}) {
  const s = MATCH_STATUS[status];
  const v = kind ? VERDICT_KIND[kind] : null;
  const Icon = v?.Icon ?? s.Icon;
  return (
    <article
      data-status={status}
      className={cn(
        'rounded-xl border border-l-4 border-border bg-card p-4 shadow-sm sm:p-5',
        s.border,
        className,
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs text-muted-foreground">{league}</p>
          <h3 className={cn('font-bold', titleClassName)}>{match}</h3>
          <p className="text-sm">
            {bet} · <span className="font-semibold">{odds}</span>
          </p>
        </div>
        <Badge variant={status} className={cn('shrink-0', v?.badge)} data-verdict={kind}>
          <Icon className="size-3.5" aria-hidden />
          {verdict}
        </Badge>
      </div>
      {children}
    </article>
  );
}
