import { Lock } from 'lucide-react';
import { useTranslation } from '~/lib/i18n-react';
import { LOCALE, type Lang } from '~/lib/i18n';
import { Card } from '~/components/ui/card';
import { Badge } from '~/components/ui/badge';
import { cn } from '~/lib/utils';
import { formatDecimal, formatMoney } from '../../../server/common/format';

export interface TicketEventView {
  match: string | null;
  league: string | null;
  /** Absent in tickets stored before over/under, which are all 1X2. */
  market?: string | null;
  selection: string | null;
  odds: number | null;
  /** Null in a masked leg. */
  commence_time: string | null;
  chance: number | null;
}

export interface TicketView {
  stake: number;
  /** The stake's currency (tickets stored before it are EUR). */
  currency?: 'EUR' | 'RSD' | 'BAM';
  totalOdds: number | null;
  potentialPayout: number | null;
  demo: boolean;
  events: TicketEventView[];
}

/** A generated ticket: locked (first match only, totals '?.??' and '???.??') or in full once paid for. */
export function TicketCard({ ticket }: { ticket: TicketView }) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language as Lang) ?? 'rs';
  const locale = LOCALE[lang] ?? 'sr-RS';
  const money = (x: number) => formatMoney(lang, x, ticket.currency ?? 'EUR');
  const locked = ticket.totalOdds === null;
  const when = (iso: string) =>
    new Date(iso).toLocaleString(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
  return (
    <Card className="overflow-hidden" data-testid="generated-ticket" data-locked={locked}>
      <div className="flex items-center justify-between bg-slate-900 px-5 py-3 text-white">
        <span className="font-bold">{t('generator.result.title')}</span>
        {locked && (
          <Badge variant="warning">
            <Lock className="size-3" /> {t('generator.result.locked')}
          </Badge>
        )}
      </div>
      <ul className="divide-y divide-border">
        {ticket.events.map((e, i) => {
          const hidden = e.match === null;
          return (
            <li key={i} className="px-5 py-3" data-event={i}>
              <div className="flex items-start justify-between gap-3">
                <div className={cn('min-w-0', hidden && 'select-none blur-[5px]')} aria-hidden={hidden}>
                  <p className="break-words font-semibold">{e.match ?? 'Tim A vs Tim B'}</p>
                  <p className="text-xs text-muted-foreground">
                    {e.league ?? 'Liga'} · {e.market ?? '1X2'} ·{' '}
                    {e.commence_time ? when(e.commence_time) : '--.--. --:--'}
                  </p>
                  <p className="mt-1 text-sm text-brand-700">
                    {t('generator.result.prediction', { selection: e.selection ?? '?' })}
                    {e.chance !== null && (
                      <span className="text-muted-foreground">
                        {' '}
                        · {t('generator.result.chance', { chance: formatDecimal(lang, e.chance, 1) })}
                      </span>
                    )}
                  </p>
                </div>
                <span
                  className={cn(
                    'rounded-lg bg-muted px-2.5 py-1 font-mono font-bold',
                    hidden && 'blur-[5px]',
                  )}
                  data-odds
                >
                  {e.odds === null ? '?.??' : formatDecimal(lang, e.odds)}
                </span>
              </div>
            </li>
          );
        })}
      </ul>
      <dl className="grid grid-cols-3 gap-2 border-t border-border bg-muted/50 px-5 py-4 text-center text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">{t('generator.result.stake')}</dt>
          <dd className="font-bold">{money(ticket.stake)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t('generator.result.totalOdds')}</dt>
          <dd className="font-bold" data-testid="total-odds">
            {ticket.totalOdds === null ? '?.??' : formatDecimal(lang, ticket.totalOdds)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t('generator.result.payout')}</dt>
          <dd className="font-bold">
            {ticket.potentialPayout === null ? '???.??' : money(ticket.potentialPayout)}
          </dd>
        </div>
      </dl>
      {ticket.demo && (
        <p
          className="border-t border-warning/40 bg-warning/10 px-5 py-2 text-xs text-warning-foreground"
          data-testid="demo-note"
        >
          {t('generator.demo')}
        </p>
      )}
    </Card>
  );
}
