import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Loader2, Lock, ShieldCheck } from 'lucide-react';
import { useTranslation } from '~/lib/i18n-react';
import type { Lang } from '~/lib/i18n';
import { postJson } from '~/lib/api';
import { trackFunnel } from '~/lib/funnel';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Input, Label } from '~/components/ui/input';
import { Alert } from '~/components/ui/alert';
import { Dialog, DialogContent, DialogTitle } from '~/components/ui/dialog';
import { CardFields, type CardDetails } from './card-fields';
import type { StripeCard } from './stripe-card';
import { AutoLoginNotice } from './auto-login-notice';
import { finishCheckout, type VerifiedCheckout } from './finish-checkout';
import { TRIAL_DAYS } from '../../../server/common/catalogue';
import { formatDate, formatDayMonth, formatMoney } from '../../../server/common/format';
import type { PaymentPageData } from '../../../server/modules/billing/payment-page-data';
import { EMAIL_PATTERN } from '../../../server/common/email';

export type { PaymentPageData };

interface Intent {
  client_secret: string;
  intent: 'setup' | 'payment';
  is_trial: boolean;
  subscription_id: string | null;
  payment_id: string | null;
  checkout_id: string;
}

/** "Informacije o Plaćanju": e-mail, card, summary; trial → card setup, otherwise card payment; then verification. */
export function PaymentPage({
  data,
  title,
  intro,
}: {
  data: PaymentPageData;
  /** Another heading and an introduction (the generator's payment page). */
  title?: string;
  intro?: React.ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language === 'hr' ? 'hr' : 'rs';
  const location = useLocation();
  const subscription = data.plan === 'basic' || data.plan === 'premium';
  const [email, setEmail] = useState(data.userEmail ?? '');
  const [registered, setRegistered] = useState(false);
  // The loader's answer for a signed-in buyer; a guest's is updated by the live check below.
  const [trial, setTrial] = useState(subscription && data.trialAvailable);
  const [card, setCard] = useState<CardDetails | null>(null);
  const [stripeComplete, setStripeComplete] = useState(false);
  const [stripeReady, setStripeReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [autoLogin, setAutoLogin] = useState(false);
  const [action, setAction] = useState<((approve: boolean) => void) | null>(null);
  const stripeRef = useRef<StripeCard | null>(null);
  const stripeBox = useRef<HTMLDivElement>(null);
  // Amounts and dates as the buyer writes them: "2,99 €", "9. 12." (server/common/format.ts).
  const price = formatMoney(lang, data.priceInCents / 100);
  const today = subscription && trial ? formatMoney(lang, 0) : price;
  const firstChargeAt = new Date(Date.now() + TRIAL_DAYS * 86_400_000);

  // The live check against subscribers while the e-mail is typed.
  useEffect(() => {
    if (data.userEmail || !EMAIL_PATTERN.test(email.trim())) {
      setRegistered(false);
      return;
    }
    const timer = setTimeout(async () => {
      const res = await postJson<{ registered: boolean; trial_available: boolean }>('/api/check-subscriber', {
        email,
      });
      if (res.data) {
        setRegistered(subscription && res.data.registered);
        setTrial(subscription && res.data.trial_available);
      }
    }, 350);
    return () => clearTimeout(timer);
  }, [email, data.userEmail, subscription]);

  useEffect(() => {
    if (data.provider !== 'stripe' || !data.publishableKey || !stripeBox.current) return;
    let cancelled = false;
    void import('./stripe-card').then(async ({ mountStripeCard }) => {
      const mounted = await mountStripeCard(data.publishableKey!, stripeBox.current!, (complete, message) => {
        setStripeComplete(complete);
        setError(message ? t('billing.payment.cardIncomplete') : null);
      });
      if (cancelled) mounted.card.destroy();
      else {
        stripeRef.current = mounted;
        setStripeReady(true);
      }
    });
    return () => {
      cancelled = true;
      stripeRef.current?.card.destroy();
    };
  }, [data.provider, data.publishableKey, t]);

  const cardComplete = data.provider === 'stripe' ? stripeReady && stripeComplete : !!card;

  // One message, beside the button that was just pressed (no toast repeating it); the next try clears it.
  const fail = (_title: string, message: string) => {
    setError(message);
  };

  /** The local processor's confirmation, with its extra step for the 3155 card. */
  async function confirmLocal(intent: Intent): Promise<string | null> {
    const res = await postJson<{ status: string; error?: string }>('/api/local-pay/confirm', {
      client_secret: intent.client_secret,
      card,
    });
    if (!res.data) return res.message ?? t('billing.payment.tryAgain');
    if (res.data.status === 'requires_action') {
      const approve = await new Promise<boolean>((resolve) => setAction(() => resolve));
      setAction(null);
      const auth = await postJson<{ status: string; error?: string }>('/api/local-pay/authenticate', {
        client_secret: intent.client_secret,
        approve,
      });
      return auth.data?.status === 'succeeded'
        ? null
        : (auth.data?.error ?? auth.message ?? t('billing.payment.tryAgain'));
    }
    return res.data.status === 'succeeded' ? null : (res.data.error ?? t('billing.payment.tryAgain'));
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    const mail = email.trim();
    if (!mail) return fail(t('billing.payment.errorTitle'), t('billing.payment.emailRequired'));
    if (!EMAIL_PATTERN.test(mail))
      return fail(t('billing.payment.errorTitle'), t('billing.payment.emailInvalid'));
    if (registered) return fail(t('billing.payment.errorTitle'), t('billing.payment.registered'));
    if (!cardComplete) return fail(t('billing.payment.errorTitle'), t('billing.payment.cardRequired'));
    setBusy(true);
    try {
      const created = await postJson<Intent>('/api/create-payment-intent', {
        plan: data.plan,
        email: mail,
        ocr_result_id: data.reportId,
      });
      if (!created.data)
        return fail(t('billing.payment.errorTitle'), created.message ?? t('billing.payment.genericError'));
      const intent = created.data;
      if (!intent.client_secret) return fail(t('billing.payment.errorTitle'), 'No client secret received');

      let declined: string | null;
      if (data.provider === 'stripe') {
        const { confirmWithStripe } = await import('./stripe-card');
        if (!stripeRef.current) return fail(t('billing.payment.errorTitle'), 'Card element not found');
        const r = await confirmWithStripe(stripeRef.current, intent.client_secret, intent.intent, mail);
        declined = r.ok ? null : r.message || t('billing.payment.tryAgain');
      } else declined = await confirmLocal(intent);
      if (declined) {
        trackFunnel(
          'payment_failed',
          { plan: data.plan },
          { valueCents: intent.is_trial ? 0 : data.priceInCents },
        );
        return fail(t('billing.payment.paymentErrorTitle'), declined);
      }

      const verified = await postJson<VerifiedCheckout>(
        intent.subscription_id ? '/api/verify-direct-subscription' : '/api/verify-payment',
        intent.subscription_id
          ? { subscription_id: intent.subscription_id, email: mail, ocr_result_id: data.reportId }
          : { session_id: intent.payment_id },
      );
      if (!verified.data?.success)
        return fail(t('billing.payment.verifyErrorTitle'), t('billing.payment.verifyError'));
      const { signedIn } = await finishCheckout(verified.data, {
        plan: data.plan,
        reportId: data.reportId,
        title: subscription ? t('billing.payment.subscriptionSuccess') : t('billing.payment.success'),
        delayMs: 1000,
        t,
      });
      setAutoLogin(signedIn);
    } catch (err) {
      console.error(err);
      fail(t('billing.payment.errorTitle'), t('billing.payment.duringPayment'));
    } finally {
      setBusy(false);
    }
  }

  if (autoLogin)
    return (
      <section className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-3 px-4 text-center">
        <AutoLoginNotice />
      </section>
    );

  const itemName = t(`billing.payment.items.${data.plan}`);
  return (
    <section className="mx-auto max-w-5xl px-4 pb-16 pt-8">
      <h1 className="text-3xl font-extrabold tracking-tight">{title ?? t('billing.payment.title')}</h1>
      {intro}
      {/* One column on a phone that never grows past the screen (a long button label made it 380 px). */}
      <div className="mt-4 grid grid-cols-1 gap-4 md:mt-6 md:grid-cols-[minmax(0,1fr)_320px] md:gap-6">
        <Card className="p-5 sm:p-6">
          <form onSubmit={submit} className="space-y-5" noValidate>
            <div className="space-y-1.5">
              <Label htmlFor="pay-email">{t('billing.payment.email')}</Label>
              <Input
                id="pay-email"
                type="email"
                autoComplete="email"
                placeholder={t('billing.payment.emailPlaceholder')}
                value={email}
                readOnly={!!data.userEmail}
                onChange={(e) => setEmail(e.target.value)}
                aria-invalid={registered}
              />
              {registered && (
                <p className="text-sm text-destructive" role="alert" data-testid="registered">
                  <Link
                    to={`/auth?redirectTo=${encodeURIComponent(location.pathname + location.search)}`}
                    className="font-semibold underline underline-offset-4"
                  >
                    {t('billing.payment.registered')}
                  </Link>
                </p>
              )}
            </div>
            <div className="space-y-2">
              <p className="text-sm font-semibold">{t('billing.payment.card')}</p>
              {data.provider === 'stripe' ? (
                <>
                  <div ref={stripeBox} className="rounded-lg border border-input bg-background px-3 py-3" />
                  {!stripeReady && (
                    <p className="text-xs text-muted-foreground">{t('billing.payment.providerLoading')}</p>
                  )}
                </>
              ) : (
                <>
                  <CardFields
                    onChange={(next) => {
                      setCard(next);
                      // Another card typed after a decline: the old message no longer applies.
                      setError(null);
                    }}
                    disabled={busy}
                  />
                  <p className="text-xs text-muted-foreground" data-testid="test-cards">
                    {t('billing.testCards')}
                  </p>
                </>
              )}
            </div>
            {error && (
              <Alert variant="destructive" role="alert" data-testid="payment-error">
                {error}
              </Alert>
            )}
            <Button
              type="submit"
              variant="hero"
              size="lg"
              className="h-auto min-h-12 w-full whitespace-normal py-2.5"
              disabled={busy || !cardComplete || registered}
            >
              {busy ? <Loader2 className="animate-spin" /> : <Lock />}
              {busy
                ? t('billing.payment.processing')
                : subscription && trial
                  ? t('billing.payment.submitTrial')
                  : t('billing.payment.submitPay', { price })}
            </Button>
            <p className="flex items-center justify-center gap-1.5 text-xs text-muted-foreground">
              <ShieldCheck className="size-3.5" aria-hidden /> {t('billing.payment.secure')}
            </p>
          </form>
        </Card>
        {/* The order summary: above the card form on a phone, beside it on a wide screen. */}
        <aside className="order-first min-w-0 md:order-none" data-testid="order-summary">
          <Card className="p-4 md:sticky md:top-24 md:p-5">
            <h2 className="font-bold">{t('billing.payment.summary')}</h2>
            <div className="mt-2 flex justify-between gap-3 text-sm md:mt-3">
              <span className="min-w-0">{itemName}</span>
              <span className="shrink-0 font-semibold">{price}</span>
            </div>
            <p
              className="mt-2 border-t border-border pt-2 font-extrabold md:mt-3 md:pt-3 md:text-lg"
              data-testid="today"
            >
              {t('billing.payment.payToday', { amount: today })}
              {subscription &&
                trial &&
                `, ${t('billing.payment.firstCharge', { date: formatDayMonth(lang, firstChargeAt) })}`}
            </p>
            <p className="mt-1 text-xs text-muted-foreground md:mt-2">
              {subscription
                ? trial
                  ? t('billing.payment.trialNote', { date: formatDate(lang, firstChargeAt) })
                  : t('billing.payment.thenEvery', { price })
                : t('billing.payment.oneTime')}
            </p>
          </Card>
        </aside>
      </div>
      <Dialog open={!!action} onOpenChange={(open) => !open && action?.(false)}>
        <DialogContent closeLabel={t('billing.payment.action.deny')}>
          <DialogTitle>{t('billing.payment.action.title')}</DialogTitle>
          <p className="mt-2 text-sm text-muted-foreground">{t('billing.payment.action.text')}</p>
          <div className="mt-5 flex gap-3">
            <Button
              variant="hero"
              className="flex-1"
              onClick={() => action?.(true)}
              data-testid="approve-3ds"
            >
              {t('billing.payment.action.approve')}
            </Button>
            <Button variant="outline" className="flex-1" onClick={() => action?.(false)}>
              {t('billing.payment.action.deny')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </section>
  );
}
