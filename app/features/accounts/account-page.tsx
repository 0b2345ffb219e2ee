import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { useFetcher } from 'react-router';
import { Bell, KeyRound, Loader2, UserRound } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { InputField } from '~/components/form-field';
import { toast } from '~/components/ui/toaster';
import { postAuth } from './auth-api';
import { Alert } from '~/components/ui/alert';
import { postJson } from '~/lib/api';

export interface AccountData {
  email: string;
  profile: { fullName: string; username: string; avatarUrl: string };
  /** Whether an e-mail is sent when a ticket settles (off by default). */
  settleEmail: boolean;
}

/** The account page; other features add their cards as children (the subscription card). */
export function AccountPage({ data, children }: { data: AccountData; children?: ReactNode }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<{ ok: boolean; error?: string }>();
  const [resetBusy, setResetBusy] = useState(false);

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    if (fetcher.data.ok) toast.success(t('accounts.account.saved'));
    else toast.error(fetcher.data.error ?? t('accounts.account.saveError'));
  }, [fetcher.state, fetcher.data, t]);

  return (
    <section className="mx-auto max-w-2xl space-y-5 px-4 py-8">
      <h1 className="text-3xl font-extrabold tracking-tight">{t('accounts.account.title')}</h1>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <UserRound className="size-5 text-brand-600" aria-hidden />
            {t('accounts.account.profile')}
          </CardTitle>
          <CardDescription>{t('accounts.account.profileText')}</CardDescription>
        </CardHeader>
        <CardContent>
          <fetcher.Form method="post" className="space-y-4">
            <InputField
              id="email"
              label={t('accounts.email')}
              hint={t('accounts.account.emailReadOnly')}
              value={data.email}
              readOnly
              disabled
            />
            {(
              [
                ['fullName', t('accounts.fullName'), 120],
                ['username', t('accounts.username'), 60],
              ] as const
            ).map(([id, label, maxLength]) => (
              <InputField
                key={id}
                id={id}
                label={label}
                name={id}
                defaultValue={data.profile[id]}
                maxLength={maxLength}
              />
            ))}
            <InputField
              id="avatarUrl"
              label={t('accounts.account.avatarUrl')}
              name="avatarUrl"
              type="url"
              defaultValue={data.profile.avatarUrl}
              placeholder="https://"
            />
            <Button type="submit" disabled={fetcher.state !== 'idle'}>
              {fetcher.state !== 'idle' && <Loader2 className="animate-spin" />}
              {t('accounts.account.save')}
            </Button>
          </fetcher.Form>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <KeyRound className="size-5 text-brand-600" aria-hidden />
            {t('accounts.account.security')}
          </CardTitle>
          <CardDescription>{t('accounts.account.securityText')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button
            variant="outline"
            disabled={resetBusy}
            onClick={async () => {
              setResetBusy(true);
              const { status } = await postAuth('/request-password-reset', {
                email: data.email,
                redirectTo: '/reset-password',
              });
              setResetBusy(false);
              if (status === 200) toast.success(t('accounts.account.resetSent'));
              else toast.error(t('accounts.account.resetError'));
            }}
          >
            {t('accounts.account.sendReset')}
          </Button>
        </CardContent>
      </Card>
      <SettleEmailCard initial={data.settleEmail} />
      {children}
    </section>
  );
}

/** The opt-in to an e-mail when a ticket settles: saved as soon as it is ticked, undone if the save fails. */
function SettleEmailCard({ initial }: { initial: boolean }) {
  const { t } = useTranslation();
  const [on, setOn] = useState(initial);
  const [busy, setBusy] = useState(false);
  const change = async (enabled: boolean) => {
    setOn(enabled);
    setBusy(true);
    const res = await postJson('/api/settle-email', { enabled });
    setBusy(false);
    if (res.ok)
      toast.success(t(enabled ? 'accounts.account.settleEmailOn' : 'accounts.account.settleEmailOff'));
    else {
      setOn(!enabled);
      toast.error(res.message ?? t('accounts.account.settleEmailError'));
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Bell className="size-5 text-brand-600" aria-hidden />
          {t('accounts.account.notifications')}
        </CardTitle>
        <CardDescription>{t('accounts.account.notificationsText')}</CardDescription>
      </CardHeader>
      <CardContent>
        <label
          htmlFor="settleEmail"
          className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium"
        >
          {/* The box itself is the 44 px target a thumb needs; the label around it taps it too. */}
          <input
            id="settleEmail"
            type="checkbox"
            className="size-11 shrink-0 accent-primary"
            checked={on}
            disabled={busy}
            onChange={(e) => void change(e.currentTarget.checked)}
          />
          {t('accounts.account.settleEmail')}
        </label>
      </CardContent>
    </Card>
  );
}

/** The profile could not be read (the specification's "Error loading profile"): said in place, the site around it. */
export function AccountLoadError() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">{t('accounts.account.title')}</h1>
      <Alert variant="destructive" className="mt-6" data-testid="profile-error">
        {t('accounts.account.loadError')}
      </Alert>
    </section>
  );
}
