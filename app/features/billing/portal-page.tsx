import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Loader2 } from 'lucide-react';
import { useTranslation } from '~/lib/i18n-react';
import { LOCALE, type Lang } from '~/lib/i18n';
import { postJson } from '~/lib/api';
import { useSubscription } from '~/lib/subscription';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { toast } from '~/components/ui/toaster';
import { CardFields, type CardDetails } from './card-fields';
import { PLANS, formatPrice, type PlanId } from '../../../server/common/catalogue';

/**
 * The local processor's stand-in for Stripe's customer portal: change plan (from the next renewal), cancel at
 * the period's end, resume, and replace the card.
 */
export function PortalPage() {
  const { t, i18n } = useTranslation();
  const locale = LOCALE[i18n.language as Lang] ?? 'sr-RS';
  const { status, loading, refresh } = useSubscription();
  const [busy, setBusy] = useState<string | null>(null);
  const [card, setCard] = useState<CardDetails | null>(null);
  const [cardOpen, setCardOpen] = useState(false);

  async function run(name: string, path: string, body: unknown, done: string) {
    setBusy(name);
    const res = await postJson(path, body);
    setBusy(null);
    if (!res.ok) return toast.error(res.message ?? t('billing.payment.genericError'));
    toast.success(done);
    await refresh();
  }

  async function saveCard() {
    setBusy('card');
    const started = await postJson<{ clientSecret: string }>('/api/subscription/card');
    const confirmed = started.data
      ? await postJson<{ status: string; error?: string }>('/api/local-pay/confirm', {
          client_secret: started.data.clientSecret,
          card,
        })
      : null;
    setBusy(null);
    if (confirmed?.data?.status !== 'succeeded')
      return toast.error(confirmed?.data?.error ?? started.message ?? t('billing.payment.genericError'));
    setCardOpen(false);
    toast.success(t('billing.portal.cardSaved'));
  }

  const tier = status?.subscription_tier as PlanId | null;
  const other: PlanId = tier === 'premium' ? 'basic' : 'premium';
  return (
    <section className="mx-auto max-w-xl space-y-5 px-4 py-8">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link to="/account">
          <ArrowLeft /> {t('billing.portal.back')}
        </Link>
      </Button>
      <h1 className="text-3xl font-extrabold tracking-tight">{t('billing.portal.title')}</h1>
      {loading ? (
        <Loader2 className="size-6 animate-spin text-brand-600" aria-hidden />
      ) : !status?.subscribed || !tier ? (
        <p className="text-muted-foreground">{t('billing.portal.none')}</p>
      ) : (
        <>
          <Card className="space-y-2 p-5 text-sm">
            <p>
              <span className="text-muted-foreground">{t('billing.portal.plan')}: </span>
              <strong>{t(`plans.${tier}.displayName`)}</strong> ·{' '}
              {formatPrice(PLANS[tier].priceInCents, locale)}
            </p>
            <p data-testid="portal-status">
              <span className="text-muted-foreground">{t('billing.portal.status')}: </span>
              {status.cancel_at_period_end
                ? t('billing.subscription.endsOn', {
                    date: new Date(status.subscription_end!).toLocaleDateString(locale),
                  })
                : t('billing.subscription.renews', {
                    date: new Date(status.subscription_end!).toLocaleDateString(locale),
                  })}
            </p>
          </Card>
          <Card className="space-y-3 p-5">
            <Button
              variant="outline"
              className="w-full"
              disabled={!!busy}
              onClick={() =>
                run('plan', '/api/subscription/change-plan', { plan: other }, t('billing.portal.changed'))
              }
            >
              {busy === 'plan' && <Loader2 className="animate-spin" />}
              {t('billing.portal.change', { plan: t(`plans.${other}.displayName`) })}
            </Button>
            <p className="text-xs text-muted-foreground">{t('billing.portal.changeNote')}</p>
            {status.cancel_at_period_end ? (
              <Button
                variant="hero"
                className="w-full"
                disabled={!!busy}
                onClick={() => run('resume', '/api/subscription/resume', {}, t('billing.portal.resumed'))}
              >
                {t('billing.portal.resume')}
              </Button>
            ) : (
              <Button
                variant="destructive"
                className="w-full"
                disabled={!!busy}
                data-testid="cancel-subscription"
                onClick={() => run('cancel', '/api/subscription/cancel', {}, t('billing.portal.canceled'))}
              >
                {busy === 'cancel' && <Loader2 className="animate-spin" />}
                {t('billing.portal.cancel')}
              </Button>
            )}
          </Card>
          <Card className="space-y-3 p-5">
            {cardOpen ? (
              <>
                <CardFields onChange={setCard} disabled={busy === 'card'} />
                <p className="text-xs text-muted-foreground">{t('billing.testCards')}</p>
                <Button className="w-full" disabled={!card || !!busy} onClick={saveCard}>
                  {busy === 'card' && <Loader2 className="animate-spin" />}
                  {t('billing.portal.saveCard')}
                </Button>
              </>
            ) : (
              <Button variant="outline" className="w-full" onClick={() => setCardOpen(true)}>
                {t('billing.portal.replaceCard')}
              </Button>
            )}
          </Card>
        </>
      )}
    </section>
  );
}
