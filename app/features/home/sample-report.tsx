import { useTranslation } from '~/lib/i18n-react';
import { Link } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { MATCH_STATUS, MatchCard, type MatchStatus, type VerdictKind } from '~/components/match-card';
import { cn } from '~/lib/utils';
import { useUploadTrigger } from '~/lib/upload-dialog';
import { SectionTitle } from './how-it-works';

interface SampleMatch {
  match: string;
  league: string;
  bet: string;
  odds: string;
  chance: number;
  status: MatchStatus;
  kind: VerdictKind;
  verdict: string;
  note: string;
}

export function SampleReport() {
  const { t } = useTranslation();
  const matches = t('sample.matches', { returnObjects: true }) as SampleMatch[];
  const openUpload = useUploadTrigger();
  return (
    <section className="bg-muted/60 py-14 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <SectionTitle title={t('sample.title')} subtitle={t('sample.subtitle')} />
        <div className="mx-auto mt-10 max-w-3xl space-y-3">
          {matches.map((m) => (
            <MatchCard key={m.match} {...m} titleClassName="truncate">
              <div className="mt-3 flex items-center gap-3">
                <div className="h-2 flex-1 overflow-hidden rounded-full bg-muted">
                  <div
                    className={cn('h-full rounded-full', MATCH_STATUS[m.status].bar)}
                    style={{ width: `${m.chance}%` }}
                  />
                </div>
                <span className="whitespace-nowrap text-right text-sm font-semibold">
                  {t('sample.chance')} {m.chance}%
                </span>
              </div>
              <p className="mt-2 text-sm text-muted-foreground">{m.note}</p>
            </MatchCard>
          ))}
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
