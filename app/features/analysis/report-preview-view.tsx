import { useTranslation } from '~/lib/i18n-react';
import { formatDecimal } from '../../../server/common/format';
import { Link, useNavigate } from 'react-router';
import {
  remainingAnalyses,
  useQuotaUnlock,
  useSubscription,
  type QuotaUnlocked,
  type SubscriptionStatus,
} from '~/lib/subscription';
import { LOCALE, type Lang } from '~/lib/i18n';
import { cn } from '~/lib/utils';
import { formatPrice, SINGLE_REPORT_PRICE_CENTS } from '../../../server/common/catalogue';
import { AlertTriangle, Lock, Sparkles, Ticket, TrendingUp, Unlock } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Alert } from '~/components/ui/alert';
import type { ReportPreview } from '../../../server/modules/reports/report-preview';
import { CorrectLegs } from './correct-legs';
import { PlayedBadge } from './played-badge';
import { useConfirmUnlock } from '~/components/confirm-unlock';

/**
 * How this viewer unlocks the report: a subscriber with analyses left uses one (no payment; the preview's loader
 * does so by itself, this button is for a status that changed meanwhile); a subscriber with none left sees the
 * limit, the one-time unlock and a larger plan; everyone else goes to the plan page. `initial` is the loader's
 * status, so the first render is right before the browser has asked.
 */
function useUnlock(reportId: string, initial: SubscriptionStatus | null) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { status: live } = useSubscription();
  const { unlock, busy } = useQuotaUnlock();
  const status = live ?? initial;
  const left = status ? remainingAnalyses(status) : 0;
  const single = `/payment?plan=report&report=${reportId}`;
  const price = formatPrice(SINGLE_REPORT_PRICE_CENTS, LOCALE[i18n.language as Lang] ?? LOCALE.rs);
  if (!status?.subscribed) return { kind: 'plans' as const, href: `/membership?report=${reportId}` };
  if (left === 0)
    return {
      kind: 'limit' as const,
      href: single,
      label: t('billing.unlock.single', { price }),
      canUpgrade: status.subscription_tier === 'basic',
    };
  return {
    kind: 'quota' as const,
    busy: busy === reportId,
    label: t('billing.unlock.withQuota', { count: left }),
    left,
    limit: status.analyses_limit,
    unlock: async () => {
      if (await unlock(reportId)) await navigate(`/report/${reportId}`);
    },
  };
}

function UnlockButton({
  reportId,
  initial,
  testId,
  className,
}: {
  reportId: string;
  initial: SubscriptionStatus | null;
  testId: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const unlock = useUnlock(reportId, initial);
  const confirm = useConfirmUnlock(
    unlock.kind === 'quota' ? unlock.left : 0,
    unlock.kind === 'quota' ? unlock.limit : 0,
    () => (unlock.kind === 'quota' ? unlock.unlock() : undefined),
  );
  // The label wraps rather than overflows the narrow desktop unlock card (longer in Croatian and with a price).
  className = cn('h-auto min-h-12 whitespace-normal py-2.5 text-center', className);
  if (unlock.kind === 'quota')
    return (
      <>
        <Button
          variant="hero"
          size="lg"
          className={className}
          onClick={confirm.ask}
          disabled={unlock.busy}
          data-testid={testId}
        >
          <Lock />
          {unlock.label}
        </Button>
        {confirm.dialog}
      </>
    );
  return (
    <Button asChild variant="hero" size="lg" className={className}>
      <Link to={unlock.href} state={{ ocrResultId: reportId }} data-testid={testId}>
        <Lock />
        {unlock.kind === 'limit' ? unlock.label : t('analysis.preview.unlock')}
      </Link>
    </Button>
  );
}

/** No analyses left: says so, and offers a larger plan next to the one-time unlock. */
function LimitNotice({ reportId, initial }: { reportId: string; initial: SubscriptionStatus | null }) {
  const { t } = useTranslation();
  const unlock = useUnlock(reportId, initial);
  return unlock.kind === 'limit' ? (
    <Alert variant="warning" className="mt-3" data-testid="limit-reached">
      {t('billing.unlock.limit')}
      {unlock.canUpgrade && (
        <Link
          to="/account/subscription"
          className="mt-1 block font-semibold underline underline-offset-4"
          data-testid="change-plan"
        >
          {t('billing.unlock.changePlan')}
        </Link>
      )}
    </Alert>
  ) : null;
}

/** The report was just unlocked with an analysis of the plan: how many remain, and the way in. */
function AutoUnlocked({ quota }: { quota: QuotaUnlocked }) {
  const { t } = useTranslation();
  const left = Math.max(0, quota.analysesLimit - quota.analysesUsed);
  return (
    <div data-testid="auto-unlocked">
      <Unlock className="size-8 text-brand-600" aria-hidden />
      <h2 className="mt-3 text-lg font-bold">{t('billing.unlock.autoTitle')}</h2>
      <p className="mt-2 text-sm text-muted-foreground">{t('billing.unlock.autoText')}</p>
      <p className="mt-2 text-sm font-semibold" data-testid="analyses-left">
        {t('billing.unlock.remaining', { count: left, limit: quota.analysesLimit })}
      </p>
    </div>
  );
}

function OpenReport({
  reportId,
  testId,
  className,
}: {
  reportId: string;
  testId: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Button
      asChild
      variant="hero"
      size="lg"
      className={cn('h-auto min-h-12 whitespace-normal py-2.5', className)}
    >
      <Link to={`/report/${reportId}`} data-testid={testId}>
        <Unlock />
        {t('billing.unlock.open')}
      </Link>
    </Button>
  );
}

export function ReportPreviewView({
  preview,
  unlocked = null,
  subscription = null,
}: {
  preview: ReportPreview;
  /** The loader unlocked it just now with an analysis of the viewer's plan: the quota after that. */
  unlocked?: QuotaUnlocked | null;
  /** The signed-in viewer's subscription as the loader found it. */
  subscription?: SubscriptionStatus | null;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const stats = [
    { icon: Ticket, label: t('analysis.preview.matches'), value: String(preview.totalMatches) },
    {
      icon: TrendingUp,
      label: t('analysis.preview.totalOdds'),
      value: preview.totalOdds === null ? '–' : formatDecimal(lang, preview.totalOdds),
    },
    // Legs risky on their own; the verdict line above is about the whole ticket's chance, and says so.
    { icon: AlertTriangle, label: t('analysis.preview.riskyPicks'), value: String(preview.riskyPicks) },
    {
      icon: Sparkles,
      label: t(`analysis.preview.passChance.${preview.chanceBasis ?? 'other'}`),
      value: preview.passChance === null ? '–' : `${preview.passChance}%`,
    },
  ];

  return (
    // No padding kept below the list for the phone's unlock bar: the bar sticks to the screen's bottom while the
    // preview is in view and then rests right under the list (a fixed bar left a large empty gap: issue 31).
    <section className="mx-auto max-w-5xl px-4 pt-8" data-report-id={preview.id}>
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('analysis.preview.title')}</h1>
      {/* Once an analysis of the plan has been spent on it, it is no longer a free preview. */}
      <p className="mt-2 text-muted-foreground" data-testid="preview-subtitle">
        {unlocked ? t('analysis.preview.subtitleUnlocked') : t('analysis.preview.subtitle')}
      </p>

      <div className="md:hidden">
        {unlocked ? (
          <Card className="mt-4 p-4">
            <AutoUnlocked quota={unlocked} />
          </Card>
        ) : (
          <LimitNotice reportId={preview.id} initial={subscription} />
        )}
      </div>
      <div className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-[minmax(0,1fr)_320px]">
        <div className="min-w-0 space-y-5">
          {preview.structureError ? (
            <Alert variant="warning">{t('analysis.preview.noMatches')}</Alert>
          ) : (
            <>
              {preview.matches.some((m) => m.played) && (
                <Alert variant="warning" data-testid="played-notice">
                  {t('analysis.played.notice')}
                </Alert>
              )}
              {preview.ticketVerdict && (
                <div className="rounded-xl bg-navy-900 px-4 py-3 text-white">
                  <p className="font-semibold" data-testid="ticket-verdict">
                    {preview.ticketVerdict}
                  </p>
                  {preview.passChance !== null && (
                    <p className="mt-0.5 text-xs text-slate-300" data-testid="verdict-basis">
                      {t('analysis.preview.verdictBasis', { chance: preview.passChance })}
                    </p>
                  )}
                </div>
              )}
              <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                {stats.map((s) => (
                  <Card key={s.label} className="p-4">
                    <s.icon className="size-5 text-brand-600" aria-hidden />
                    <dd className="mt-2 text-2xl font-extrabold" data-stat={s.label}>
                      {s.value}
                    </dd>
                    <dt className="text-xs text-muted-foreground">{s.label}</dt>
                  </Card>
                ))}
              </dl>
            </>
          )}

          {preview.matches.length > 0 && (
            <Card className="p-5" data-testid="preview-picks">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="font-bold">{t('analysis.preview.yourPicks')}</h2>
                <CorrectLegs preview={preview} />
              </div>
              <ul className="mt-3 divide-y divide-border">
                {preview.matches.map((m, i) => (
                  <li key={i} className="py-2.5 text-sm">
                    <div className="flex items-center justify-between gap-3">
                      <span className="min-w-0 truncate font-medium">{m.match}</span>
                      <span className="flex items-center gap-2">
                        <span className="rounded bg-muted px-2 py-0.5 font-mono text-xs">{m.pick}</span>
                        {!m.played && (
                          <>
                            <span className="h-2 w-16 rounded-full bg-muted blur-[1px]" aria-hidden />
                            <Lock className="size-4 text-muted-foreground" aria-hidden />
                          </>
                        )}
                      </span>
                    </div>
                    {m.played && <PlayedBadge played={m.played} className="mt-1.5" />}
                  </li>
                ))}
              </ul>
            </Card>
          )}

          {preview.structureError && preview.extractedText && (
            <Card className="p-5">
              <h2 className="font-bold">{t('analysis.preview.extractedText')}</h2>
              <pre className="mt-2 max-h-64 overflow-auto whitespace-pre-wrap text-xs text-muted-foreground">
                {preview.extractedText}
              </pre>
              <Button asChild variant="outline" className="mt-4">
                <Link to="/upload">{t('analysis.preview.tryAgain')}</Link>
              </Button>
            </Card>
          )}
        </div>

        {!preview.structureError && (
          <aside className="hidden md:block">
            <Card className="sticky top-24 overflow-hidden border-2 border-brand-500 p-6">
              {unlocked ? (
                <>
                  <AutoUnlocked quota={unlocked} />
                  <OpenReport reportId={preview.id} testId="open-report" className="mt-5 w-full" />
                </>
              ) : (
                <>
                  <Lock className="size-8 text-brand-600" aria-hidden />
                  <h2 className="mt-3 text-lg font-bold">{t('analysis.preview.lockedTitle')}</h2>
                  <p className="mt-2 text-sm text-muted-foreground">{t('analysis.preview.lockedText')}</p>
                  <LimitNotice reportId={preview.id} initial={subscription} />
                  <UnlockButton
                    reportId={preview.id}
                    initial={subscription}
                    testId="unlock"
                    className="mt-5 w-full"
                  />
                  <p className="mt-2 text-center text-xs text-muted-foreground">
                    {t('analysis.preview.unlockNote')}
                  </p>
                </>
              )}
            </Card>
          </aside>
        )}
      </div>

      {!preview.structureError && (
        <div
          className="sticky bottom-0 z-30 -mx-4 mt-6 border-t border-border bg-card/95 p-3 backdrop-blur md:hidden"
          data-testid="unlock-bar"
        >
          {unlocked ? (
            <OpenReport reportId={preview.id} testId="open-report-mobile" className="w-full" />
          ) : (
            <UnlockButton
              reportId={preview.id}
              initial={subscription}
              testId="unlock-mobile"
              className="w-full"
            />
          )}
        </div>
      )}
    </section>
  );
}

export function PreviewNotFound() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-3 px-4 text-center">
      <h1 className="text-2xl font-bold">{t('analysis.preview.notFoundTitle')}</h1>
      <p className="text-muted-foreground">{t('analysis.preview.notFoundText')}</p>
      <Button asChild variant="outline">
        <Link to="/">{t('common.backHome')}</Link>
      </Button>
    </section>
  );
}
