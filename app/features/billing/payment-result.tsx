import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { useTranslation } from '~/lib/i18n-react';
import { postJson } from '~/lib/api';
import { trackFunnel } from '~/lib/funnel';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { AutoLoginNotice } from './auto-login-notice';
import { finishCheckout, successNextHref, type VerifiedCheckout } from './finish-checkout';

function ResultCard({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-md items-center px-4 py-10">
      <Card className="w-full p-6 text-center sm:p-8">
        <div className="mx-auto grid size-14 place-items-center">{icon}</div>
        <h1 className="mt-3 text-2xl font-extrabold tracking-tight">{title}</h1>
        {children}
      </Card>
    </section>
  );
}

/** A payment that did not go through (cancelled, unverifiable, no data): what happened, and home. */
function NotPaidCard({ title, text, tone }: { title: string; text?: string; tone: 'muted' | 'error' }) {
  const { t } = useTranslation();
  const colour = tone === 'error' ? 'text-destructive' : 'text-muted-foreground';
  return (
    <ResultCard icon={<XCircle className={`size-14 ${colour}`} />} title={title}>
      {text && <p className="mt-2 text-muted-foreground">{text}</p>}
      <Button asChild variant="outline" size="lg" className="mt-6 w-full">
        <Link to="/">{t('billing.result.backHome')}</Link>
      </Button>
    </ResultCard>
  );
}

/**
 * /payment-success: the report is unlocked; on to it (a generated ticket: its result page; no report: the
 * account) after 2 seconds.
 */
export function PaymentSuccess({ reportId, source }: { reportId: string | null; source: string | null }) {
  const { t } = useTranslation();
  const next = successNextHref(reportId, source);
  useEffect(() => {
    const timer = setTimeout(() => window.location.assign(next), 2000);
    return () => clearTimeout(timer);
  }, [next]);
  return (
    <ResultCard
      icon={<CheckCircle2 className="size-14 text-brand-600" />}
      title={t('billing.result.successTitle')}
    >
      <p className="mt-2 text-muted-foreground">
        {reportId ? t('billing.result.unlocked') : t('billing.result.accountReady')}
      </p>
      <p className="mt-1 text-xs text-muted-foreground">{t('billing.result.redirecting')}</p>
      <Button asChild variant="hero" size="lg" className="mt-6 w-full">
        <Link to={next}>{reportId ? t('billing.result.viewReport') : t('billing.result.goAccount')}</Link>
      </Button>
    </ResultCard>
  );
}

/** /payment-success opened without a checkout: no payment happened, so no success is claimed. */
export function NothingPaid() {
  const { t } = useTranslation();
  return (
    <NotPaidCard
      tone="muted"
      title={t('billing.result.nothingPaidTitle')}
      text={t('billing.result.nothingPaidText')}
    />
  );
}

export function PaymentCanceled() {
  const { t } = useTranslation();
  useEffect(() => {
    trackFunnel('payment_cancelled');
  }, []);
  return (
    <NotPaidCard
      tone="muted"
      title={t('billing.result.canceledTitle')}
      text={t('billing.result.canceledText')}
    />
  );
}

/**
 * /payment-success-new?session_id=: verifies the subscription checkout, then ends it as the payment form does
 * (finishCheckout): a new buyer is signed in ("Automatski ste ulogovani..."), one whose sign-in link was
 * e-mailed is told to check the e-mail.
 */
export function SubscriptionSuccess({ sessionId }: { sessionId: string | null }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'verifying' | 'done' | 'signed-in' | 'check-email' | 'error'>(
    'verifying',
  );
  const [next, setNext] = useState('/account');
  // Verified once per session id: a re-render with a new language must not verify, toast and redirect again.
  const verified = useRef<string | null>(null);
  useEffect(() => {
    if (!sessionId || verified.current === sessionId) return;
    verified.current = sessionId;
    void (async () => {
      const res = await postJson<VerifiedCheckout>('/api/verify-subscription', { sessionId });
      if (!res.data?.success) return setState('error');
      const { signedIn, checkEmail, next } = await finishCheckout(res.data, {
        reportId: null,
        title: t('billing.payment.subscriptionSuccess'),
        delayMs: 2000,
        t,
      });
      setNext(next);
      setState(signedIn ? 'signed-in' : checkEmail ? 'check-email' : 'done');
    })();
  }, [sessionId, t]);

  if (!sessionId) return <NotPaidCard tone="muted" title={t('billing.result.noData')} />;
  if (state === 'verifying')
    return (
      <ResultCard
        icon={<Loader2 className="size-12 animate-spin text-brand-600" />}
        title={t('billing.result.verifying')}
      />
    );
  if (state === 'error')
    return (
      <NotPaidCard
        tone="error"
        title={t('billing.result.errorTitle')}
        text={t('billing.result.verifyError')}
      />
    );
  return (
    <ResultCard
      icon={<CheckCircle2 className="size-14 text-brand-600" />}
      title={t('billing.result.successTitle')}
    >
      {state === 'signed-in' ? (
        <div className="mt-4 space-y-2">
          <AutoLoginNotice />
        </div>
      ) : (
        <>
          {state === 'check-email' && (
            <p className="mt-2 text-muted-foreground" data-testid="check-email">
              {t('billing.payment.checkEmail')}
            </p>
          )}
          <p className="mt-1 text-xs text-muted-foreground">{t('billing.result.redirecting')}</p>
          <Button asChild variant="hero" size="lg" className="mt-6 w-full">
            <Link to={next}>
              {next.startsWith('/report/') ? t('billing.result.viewReport') : t('billing.result.goAccount')}
            </Link>
          </Button>
        </>
      )}
    </ResultCard>
  );
}

/** /auth/link?token=: an e-mailed sign-in link; one click signs in (a mail scanner's visit does not use it up). */
export function SignInLink({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(token ? null : t('billing.link.invalid'));
  return (
    <ResultCard icon={<CheckCircle2 className="size-14 text-brand-600" />} title={t('billing.link.title')}>
      <p className="mt-2 text-muted-foreground">{t('billing.link.text')}</p>
      {error ? (
        <>
          <p className="mt-4 text-sm text-destructive" role="alert">
            {error}
          </p>
          <Button asChild variant="outline" className="mt-4 w-full">
            <Link to="/auth">{t('billing.link.toAuth')}</Link>
          </Button>
        </>
      ) : (
        <Button
          variant="hero"
          size="lg"
          className="mt-6 w-full"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            const res = await postJson<{ redirectTo: string }>('/api/auth/token-sign-in', { token });
            if (res.data) window.location.replace(res.data.redirectTo);
            else {
              setBusy(false);
              setError(res.message ?? t('billing.link.invalid'));
            }
          }}
        >
          {busy && <Loader2 className="animate-spin" />}
          {t('billing.link.button')}
        </Button>
      )}
    </ResultCard>
  );
}
