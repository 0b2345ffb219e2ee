import { useTranslation } from '~/lib/i18n-react';
import { Link, useRevalidator } from 'react-router';
import { FileText, Loader2, Lock, Sparkles, Unlock } from 'lucide-react';
import { toast } from '~/components/ui/toaster';
import {
  remainingAnalyses,
  useQuotaUnlock,
  useSubscription,
  type SubscriptionStatus,
} from '~/lib/subscription';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import type { Lang } from '~/lib/i18n';
import { formatDate, formatDecimal } from '../../../server/common/format';
import { formatChance } from './report-match';
import { usePlayedDetail } from './played-badge';
import { useUploadTrigger } from '~/lib/upload-dialog';
import type { DashboardItem, DashboardLeg } from '../../../server/modules/reports/list-dashboard';
import { cn } from '~/lib/utils';
import { useConfirmUnlock } from '~/components/confirm-unlock';

export function DashboardView({
  items,
  subscription = null,
}: {
  items: DashboardItem[] | null;
  /** The signed-in user's subscription as the loader found it (a subscriber's cards unlock in place). */
  subscription?: SubscriptionStatus | null;
}) {
  const { t } = useTranslation();
  const openUpload = useUploadTrigger();
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
              <TicketCard item={r} subscription={subscription} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Where a card leads: the full report or ticket once unlocked, else its preview with the unlock options. */
function hrefOf(r: DashboardItem): string {
  if (r.kind === 'generated')
    return r.isUnlocked ? `/ai-generator/result?ticket=${r.id}` : `/ai-generator/payment?ticket=${r.id}`;
  return r.isUnlocked ? `/report/${r.id}` : `/report-preview?id=${r.id}`;
}

/** A ticket titled by its matches ("Budućnost – Borac +6"), with its date, legs, odds, chance and lock. */
function TicketCard({
  item: r,
  subscription,
}: {
  item: DashboardItem;
  subscription: SubscriptionStatus | null;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const legs = r.firstMatch ? r.moreLegs + 1 : 0;
  const facts = [
    formatDate(lang, r.createdAt),
    legs ? t('analysis.dashboard.legs', { count: legs }) : null,
    r.totalOdds ? `${t('analysis.dashboard.odds')} ${formatDecimal(lang, r.totalOdds)}` : null,
    r.chance !== null ? `${t('analysis.dashboard.chance')} ${formatChance(r.chance)}%` : null,
  ].filter(Boolean);
  return (
    <Card className="p-4 sm:p-5" data-report-id={r.id} data-kind={r.kind}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          {r.kind === 'generated' && (
            <p className="flex items-center gap-1 text-xs font-semibold text-brand-700">
              <Sparkles className="size-3.5" aria-hidden />
              {t('analysis.dashboard.generated')}
            </p>
          )}
          <h2 className="break-words font-bold">
            {r.firstMatch ?? t('analysis.dashboard.unread')}
            {r.moreLegs > 0 && <span className="text-muted-foreground"> +{r.moreLegs}</span>}
          </h2>
        </div>
        <Badge variant={r.isUnlocked ? 'success' : 'secondary'} className="shrink-0">
          {r.isUnlocked ? <Unlock className="size-3" /> : <Lock className="size-3" />}
          {r.isUnlocked ? t('analysis.dashboard.unlocked') : t('analysis.dashboard.locked')}
        </Badge>
      </div>
      <p className="mt-1 text-sm text-muted-foreground">{facts.join(' · ')}</p>
      {r.state && <Settlement item={r} state={r.state} />}
      {r.analysisExcerpt && <p className="mt-2 line-clamp-2 text-sm">{r.analysisExcerpt}</p>}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button asChild size="sm" variant="outline">
          <Link to={hrefOf(r)}>
            {t(r.kind === 'generated' ? 'analysis.dashboard.viewTicket' : 'analysis.dashboard.view')}
          </Link>
        </Button>
        {!r.isUnlocked && <UnlockAction item={r} subscription={subscription} />}
      </div>
    </Card>
  );
}

// The colours of app/features/analysis/played-badge.tsx, with pending as a bookmaker's app shows an open bet.
const TONE: Record<DashboardLeg['state'], string> = {
  pending: 'border-sky-300 bg-sky-50 text-sky-900',
  won: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  lost: 'border-red-300 bg-red-50 text-red-800',
  void: 'border-border bg-muted text-foreground',
  unsettled: 'border-amber-300 bg-amber-50 text-amber-900',
};

/** The ticket's state and each leg in one row (match, pick, state with the score), settled when the page is read. */
function Settlement({ item: r, state }: { item: DashboardItem; state: NonNullable<DashboardItem['state']> }) {
  const { t } = useTranslation();
  const playedDetail = usePlayedDetail();
  return (
    <div className="mt-3">
      <p className="flex items-center gap-2 text-sm font-semibold">
        {t('analysis.dashboard.settle.ticket')}
        <span
          className={cn('rounded-md border px-2 py-0.5 text-xs font-bold', TONE[state])}
          data-testid="ticket-state"
          data-state={state}
        >
          {t(`analysis.dashboard.settle.${state}`)}
        </span>
      </p>
      <ul
        className="mt-2 divide-y divide-border rounded-lg border border-border"
        aria-label={t('analysis.dashboard.settle.legs')}
      >
        {r.legs.map((l, i) => (
          <li
            key={i}
            className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-3 py-2"
            data-testid="dashboard-leg"
            data-state={l.state}
          >
            {/* The match keeps room for its name; a long score wraps under it rather than squeeze it. */}
            <div className="min-w-32 flex-1">
              <p className="break-words text-sm font-medium">{l.match}</p>
              <p className="text-xs text-muted-foreground">
                {t('analysis.dashboard.settle.pick')} {l.pick}
              </p>
            </div>
            <span
              className={cn(
                'ml-auto flex max-w-full flex-col items-end rounded-md border px-2 py-1 text-right text-xs font-semibold',
                TONE[l.state],
              )}
            >
              <span>{t(`analysis.dashboard.settle.${l.state}`)}</span>
              {l.score && (
                <span className="font-normal">
                  {l.score}
                  {playedDetail(l)}
                </span>
              )}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * "Otključaj izveštaj" on a locked card: a subscriber with analyses left unlocks it here with one of them (the
 * card turns unlocked in place); a subscriber with none left goes to its preview (one-time unlock, a larger
 * plan); anyone else to the plans. A generated ticket has its own payment page.
 */
function UnlockAction({
  item: r,
  subscription,
}: {
  item: DashboardItem;
  subscription: SubscriptionStatus | null;
}) {
  const { t } = useTranslation();
  const { status: live } = useSubscription();
  const { unlock, busy } = useQuotaUnlock();
  const revalidator = useRevalidator();
  const status = live ?? subscription;
  const left = status ? remainingAnalyses(status) : 0;
  // Spending an analysis of the plan asks first and says how many remain.
  const confirm = useConfirmUnlock(left, status?.analyses_limit ?? 0, async () => {
    const quota = await unlock(r.id);
    if (!quota) return;
    toast.success(
      t('billing.unlock.done', {
        count: Math.max(0, quota.analysesLimit - quota.analysesUsed),
        limit: quota.analysesLimit,
      }),
    );
    await revalidator.revalidate();
  });
  const label = t(r.kind === 'generated' ? 'analysis.dashboard.unlockTicket' : 'analysis.dashboard.unlock');
  if (r.kind === 'report' && status?.subscribed && left > 0)
    return (
      <>
        <Button
          size="sm"
          variant="hero"
          disabled={busy === r.id || revalidator.state === 'loading'}
          data-testid="unlock-quota"
          onClick={confirm.ask}
        >
          {busy === r.id ? <Loader2 className="animate-spin" /> : <Unlock />}
          {label}
        </Button>
        {confirm.dialog}
      </>
    );
  const href =
    r.kind === 'generated'
      ? hrefOf(r)
      : status?.subscribed
        ? `/report-preview?id=${r.id}`
        : `/membership?report=${r.id}`;
  return (
    <Button asChild size="sm" variant="hero">
      <Link to={href}>{label}</Link>
    </Button>
  );
}
