import { useTranslation } from '~/lib/i18n-react';
import { Link } from 'react-router';
import { FileText, Lock, Unlock } from 'lucide-react';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { LOCALE, type Lang } from '~/lib/i18n';
import { useUploadTrigger } from '~/lib/upload-dialog';
import type { DashboardItem } from '../../../server/modules/reports/list-dashboard';

export function DashboardView({ items }: { items: DashboardItem[] | null }) {
  const { t, i18n } = useTranslation();
  const openUpload = useUploadTrigger();
  const locale = LOCALE[i18n.language as Lang] ?? LOCALE.rs;
  if (!items) {
    return (
      <section className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-3 px-4 text-center">
        <h1 className="text-2xl font-bold">{t('analysis.dashboard.signInRequired')}</h1>
        <p className="text-muted-foreground">{t('analysis.dashboard.signInText')}</p>
        <Button asChild variant="hero">
          <Link to="/auth?redirectTo=/dashboard">{t('analysis.dashboard.signIn')}</Link>
        </Button>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-extrabold tracking-tight">{t('analysis.dashboard.title')}</h1>
      {items.length === 0 ? (
        <Card className="mt-6 flex flex-col items-center gap-3 p-8 text-center">
          <FileText className="size-10 text-muted-foreground" aria-hidden />
          <h2 className="text-lg font-bold">{t('analysis.dashboard.empty')}</h2>
          <p className="text-sm text-muted-foreground">{t('analysis.dashboard.emptyText')}</p>
          <Button asChild variant="hero">
            <Link to="/upload" onClick={openUpload}>
              {t('analysis.dashboard.analyse')}
            </Link>
          </Button>
        </Card>
      ) : (
        <ul className="mt-6 space-y-3">
          {items.map((r) => (
            <li key={r.id}>
              <Card className="p-4 sm:p-5" data-report-id={r.id}>
                <div className="flex items-center justify-between gap-3">
                  <time className="text-sm text-muted-foreground" dateTime={r.createdAt}>
                    {new Date(r.createdAt).toLocaleString(locale, {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                      timeZone: 'Europe/Belgrade',
                    })}
                  </time>
                  <Badge variant={r.isUnlocked ? 'success' : 'secondary'}>
                    {r.isUnlocked ? <Unlock className="size-3" /> : <Lock className="size-3" />}
                    {r.isUnlocked ? t('analysis.dashboard.unlocked') : t('analysis.dashboard.locked')}
                  </Badge>
                </div>
                <p className="mt-2 line-clamp-2 whitespace-pre-line text-sm">{r.extractedText}</p>
                {r.analysisExcerpt && (
                  <p className="mt-2 text-sm text-muted-foreground">{r.analysisExcerpt}</p>
                )}
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button asChild size="sm" variant="outline">
                    <Link to={`/report/${r.id}`}>{t('analysis.dashboard.view')}</Link>
                  </Button>
                  {!r.isUnlocked && (
                    <Button asChild size="sm" variant="hero">
                      <Link to={`/membership?report=${r.id}`}>{t('analysis.dashboard.unlock')}</Link>
                    </Button>
                  )}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
