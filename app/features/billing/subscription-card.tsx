import { useState } from 'react';
import { Link } from 'react-router';
import { CreditCard, Loader2 } from 'lucide-react';
import { useTranslation } from '~/lib/i18n-react';
import { LOCALE, type Lang } from '~/lib/i18n';
import { postJson } from '~/lib/api';
import { useSubscription } from '~/lib/subscription';
import { Button } from '~/components/ui/button';
import { Badge } from '~/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { Progress } from '~/components/ui/progress';
import { Skeleton } from '~/components/ui/skeleton';
import { toast } from '~/components/ui/toaster';

/** The account page's subscription card: loading, not subscribed, trial or active, with the usage bar. */
export function SubscriptionCard() {
  const { t, i18n } = useTranslation();
  const locale = LOCALE[i18n.language as Lang] ?? 'sr-RS';
  const { status, loading } = useSubscription();
  const [opening, setOpening] = useState(false);
  const date = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(locale) : '–');

  async function manage() {
    setOpening(true);
    const res = await postJson<{ url: string }>('/api/customer-portal');
    setOpening(false);
    if (!res.data?.url) return toast.error(t('billing.subscription.manageError'));
    // Stripe's portal opens in a new tab; the local processor's portal is a page of ours.
    if (res.data.url.startsWith('/')) window.location.assign(res.data.url);
    else window.open(res.data.url, '_blank', 'noopener');
  }

  return (
    <Card data-testid="subscription-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CreditCard className="size-5 text-brand-600" aria-hidden />
          {t('billing.subscription.title')}
          {status?.subscribed && (
            <Badge
              variant={status.is_trial ? 'warning' : 'success'}
              className="ml-auto"
              data-testid="subscription-badge"
            >
              {status.is_trial ? t('billing.subscription.trial') : t('billing.subscription.active')}
            </Badge>
          )}
        </CardTitle>
        {!loading && !status?.subscribed && (
          <CardDescription>{t('billing.subscription.none')}</CardDescription>
        )}
      </CardHeader>
      <CardContent className="space-y-3">
        {loading ? (
          <div className="space-y-2" role="status" aria-label={t('billing.subscription.loading')}>
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-2.5 w-full" />
          </div>
        ) : status?.subscribed ? (
          <>
            <p className="text-sm font-semibold">
              {t(`plans.${status.subscription_tier as 'basic' | 'premium'}.displayName`)}
            </p>
            <p className="text-sm text-muted-foreground">
              {status.cancel_at_period_end
                ? t('billing.subscription.endsOn', { date: date(status.subscription_end) })
                : status.is_trial
                  ? t('billing.subscription.trialEnds', { date: date(status.trial_end) })
                  : t('billing.subscription.renews', { date: date(status.subscription_end) })}
            </p>
            <div>
              <p className="mb-1.5 text-sm" data-testid="usage">
                {t('billing.subscription.usage', {
                  used: status.analyses_used,
                  limit: status.analyses_limit,
                })}
              </p>
              <Progress value={(100 * status.analyses_used) / Math.max(1, status.analyses_limit)} />
              {status.analyses_used >= status.analyses_limit && (
                <p className="mt-2 text-sm text-warning-foreground">
                  {t('billing.subscription.limitReached')}
                </p>
              )}
            </div>
            <Button variant="outline" onClick={manage} disabled={opening} data-testid="manage-subscription">
              {opening && <Loader2 className="animate-spin" />}
              {t('billing.subscription.manage')}
            </Button>
          </>
        ) : (
          <Button asChild variant="hero">
            <Link to="/membership">{t('billing.subscription.choose')}</Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
