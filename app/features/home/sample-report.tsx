import { useTranslation } from '~/lib/i18n-react';
import { Link } from 'react-router';
import { AlertTriangle, CheckCircle2, XCircle } from 'lucide-react';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/utils';
import { useUploadTrigger } from '~/lib/upload-dialog';
import { SectionTitle } from './how-it-works';

type Status = 'success' | 'warning' | 'danger';
interface SampleMatch {
  match: string;
  league: string;
  bet: string;
  odds: string;
  chance: number;
  status: Status;
  verdict: string;
  note: string;
}

const statusStyle: Record<Status, { card: string; bar: string; Icon: typeof CheckCircle2 }> = {
  success: { card: 'border-l-success', bar: 'bg-success', Icon: CheckCircle2 },
  warning: { card: 'border-l-warning', bar: 'bg-warning', Icon: AlertTriangle },
  danger: { card: 'border-l-destructive', bar: 'bg-destructive', Icon: XCircle },
};

export function SampleReport() {
  const { t } = useTranslation();
  const matches = t('sample.matches', { returnObjects: true }) as SampleMatch[];
  const openUpload = useUploadTrigger();
  return (
    <section className="bg-muted/60 py-14 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <SectionTitle title={t('sample.title')} subtitle={t('sample.subtitle')} />
        <div className="mx-auto mt-10 max-w-3xl space-y-3">
          {matches.map((m) => {
            const s = statusStyle[m.status];
            return (
              <article
                key={m.match}
                data-status={m.status}
                className={cn(
                  'rounded-xl border border-l-4 border-border bg-card p-4 shadow-sm sm:p-5',
                  s.card,
                )}
              >
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="text-xs text-muted-foreground">{m.league}</p>
                    <h3 className="truncate font-bold">{m.match}</h3>
                    <p className="text-sm">
                      {m.bet} · <span className="font-semibold">{m.odds}</span>
                    </p>
                  </div>
                  <Badge variant={m.status} className="shrink-0">
                    <s.Icon className="size-3.5" aria-hidden />
                    {m.verdict}
                  </Badge>
                </div>
                <div className="mt-3 flex items-center gap-3">
                  <div className="h-2 flex-1 overflow-hidden rounded-full bg-muted">
                    <div className={cn('h-full rounded-full', s.bar)} style={{ width: `${m.chance}%` }} />
                  </div>
                  <span className="whitespace-nowrap text-right text-sm font-semibold">
                    {t('sample.chance')} {m.chance}%
                  </span>
                </div>
                <p className="mt-2 text-sm text-muted-foreground">{m.note}</p>
              </article>
            );
          })}
          <div className="flex flex-col items-center justify-between gap-4 rounded-xl bg-navy-900 p-5 text-white sm:flex-row">
            <div>
              <p className="text-sm text-slate-300">{t('sample.overall')}</p>
              <p className="text-3xl font-extrabold text-amber-400">{t('sample.overallValue')}</p>
            </div>
            <Button asChild variant="hero" size="lg">
              <Link to="/upload" onClick={openUpload} data-upload-trigger="sample">
                {t('sample.cta')}
              </Link>
            </Button>
          </div>
          <p className="text-center text-xs text-muted-foreground">
            <Badge variant="outline">{t('sample.badge')}</Badge>
          </p>
        </div>
      </div>
    </section>
  );
}
