import { useState } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { Loader2 } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs';
import { InputField, NewPasswordField } from '~/components/form-field';
import { toast } from '~/components/ui/toaster';
import { postAuth } from './auth-api';

export function AuthPage({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-center text-3xl font-extrabold tracking-tight">{t('accounts.welcome')}</h1>
      <p className="mt-2 text-center text-muted-foreground">{t('accounts.welcomeText')}</p>
      <Card className="mt-6 p-5 sm:p-6">
        <Tabs defaultValue="signIn">
          <TabsList>
            <TabsTrigger value="signIn">{t('accounts.signInTab')}</TabsTrigger>
            <TabsTrigger value="signUp">{t('accounts.signUpTab')}</TabsTrigger>
          </TabsList>
          <TabsContent value="signIn">
            <SignInForm redirectTo={redirectTo} />
          </TabsContent>
          <TabsContent value="signUp">
            <SignUpForm redirectTo={redirectTo} />
          </TabsContent>
        </Tabs>
      </Card>
    </section>
  );
}

/** A required field of the sign-in and sign-up forms, sent under its id. */
function Field(props: { id: string; label: string; type?: string; autoComplete?: string }) {
  return <InputField name={props.id} type="text" required {...props} />;
}

/** A form that posts its fields to one accounts endpoint, showing a busy button meanwhile. */
function AuthForm(props: {
  endpoint: string;
  body: (form: FormData) => Record<string, unknown>;
  onResult: (status: number, message: string | null) => void;
  submitLabel: string;
  children: React.ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="mt-5 space-y-4"
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        const { status, message } = await postAuth(props.endpoint, props.body(new FormData(e.currentTarget)));
        setBusy(false);
        props.onResult(status, message);
      }}
    >
      {props.children}
      <Button type="submit" variant="hero" size="lg" className="w-full" disabled={busy}>
        {busy && <Loader2 className="animate-spin" />}
        {props.submitLabel}
      </Button>
    </form>
  );
}

function SignInForm({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation();
  return (
    <AuthForm
      endpoint="/sign-in/email"
      body={(form) => ({ email: form.get('email'), password: form.get('password') })}
      submitLabel={t('accounts.signIn')}
      onResult={(status, message) => {
        if (status === 200) return window.location.assign(redirectTo);
        if (status === 401 || status === 403)
          toast.error(t('accounts.signInFailed'), { description: t('accounts.wrongCredentials') });
        else if (status === 0 || status >= 500)
          toast.error(t('accounts.errorTitle'), { description: t('accounts.unexpected') });
        else toast.error(t('accounts.signInFailed'), { description: message ?? t('accounts.unexpected') });
      }}
    >
      <Field id="email" label={t('accounts.email')} type="email" autoComplete="email" />
      <Field id="password" label={t('accounts.password')} type="password" autoComplete="current-password" />
    </AuthForm>
  );
}

function SignUpForm({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation();
  return (
    <AuthForm
      endpoint="/sign-up/email"
      body={(form) => ({
        name: form.get('fullName'),
        username: form.get('username'),
        email: form.get('email'),
        password: form.get('password'),
        callbackURL: redirectTo,
      })}
      submitLabel={t('accounts.signUp')}
      onResult={(status, message) => {
        if (status === 200) {
          toast.success(t('accounts.accountCreatedTitle'), { description: t('accounts.accountCreatedText') });
          setTimeout(() => window.location.assign(redirectTo), 1500);
        } else if (status === 422) {
          toast.error(t('accounts.accountExistsTitle'), { description: t('accounts.accountExistsText') });
        } else if (status === 0 || status >= 500) {
          toast.error(t('accounts.errorTitle'), { description: t('accounts.unexpected') });
        } else {
          toast.error(t('accounts.signUpFailed'), { description: message ?? undefined });
        }
      }}
    >
      <Field id="fullName" label={t('accounts.fullName')} autoComplete="name" />
      <Field id="username" label={t('accounts.username')} autoComplete="username" />
      <Field id="email" label={t('accounts.email')} type="email" autoComplete="email" />
      <NewPasswordField id="password" label={t('accounts.password')} hint={t('accounts.passwordHint')} />
    </AuthForm>
  );
}
