import { createContext, useContext, useRef, useState } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { Loader2 } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs';
import { InputField, NewPasswordField } from '~/components/form-field';
import { toast } from '~/components/ui/toaster';
import { Alert } from '~/components/ui/alert';
import { postAuth } from './auth-api';
import { fieldProblems, MIN_PASSWORD, type FieldProblem, type FieldRule } from './validate-fields';

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

/** An address as the server takes it: what the form checked, without the spaces around it (a pasted one). */
const emailOf = (form: FormData) => String(form.get('email') ?? '').trim();

/** The message of each field of the enclosing AuthForm, in the user's language. */
const FieldErrors = createContext<(field: string) => string | undefined>(() => undefined);

/** A field of the account forms, sent under its id; checked by its form, never by the browser. */
function Field(props: {
  id: string;
  label: string;
  type?: string;
  autoComplete?: string;
  defaultValue?: string;
  autoFocus?: boolean;
}) {
  return <InputField name={props.id} type="text" error={useContext(FieldErrors)(props.id)} {...props} />;
}

function PasswordField({ id, label, hint }: { id: string; label: string; hint?: string }) {
  return <NewPasswordField id={id} label={label} hint={hint} error={useContext(FieldErrors)(id)} />;
}

/**
 * A form that checks its fields in the user's language (fieldProblems), then posts them to one accounts
 * endpoint with a busy button. The first wrong field takes the focus; a field's message goes as it is edited.
 */
function AuthForm(props: {
  endpoint: string;
  rules: Record<string, FieldRule>;
  body: (form: FormData) => Record<string, unknown>;
  onResult: (status: number, message: string | null, form: FormData) => void;
  submitLabel: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<Map<string, FieldProblem>>(new Map());
  const errorOf = (field: string) => {
    const problem = problems.get(field);
    return problem && t(`accounts.validation.${problem}`, { count: MIN_PASSWORD });
  };
  return (
    <form
      className="mt-5 space-y-4"
      noValidate
      onChange={(e) => {
        const { name } = e.target as EventTarget & { name?: string };
        if (name && problems.has(name))
          setProblems((p) => new Map([...p].filter(([field]) => field !== name)));
      }}
      onSubmit={async (e) => {
        e.preventDefault();
        const formElement = e.currentTarget;
        const form = new FormData(formElement);
        const values = Object.fromEntries([...form].map(([k, v]) => [k, String(v)]));
        const found = fieldProblems(values, props.rules);
        setProblems(found);
        const [first] = found.keys();
        if (first) return (formElement.elements.namedItem(first) as HTMLInputElement | null)?.focus();
        setBusy(true);
        const { status, message } = await postAuth(props.endpoint, props.body(form));
        setBusy(false);
        props.onResult(status, message, form);
      }}
    >
      <FieldErrors.Provider value={errorOf}>{props.children}</FieldErrors.Provider>
      <Button type="submit" variant="hero" size="lg" className="w-full" disabled={busy}>
        {busy && <Loader2 className="animate-spin" />}
        {props.submitLabel}
      </Button>
    </form>
  );
}

function SignInForm({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation();
  // The address typed so far, carried into the reset request; null while signing in.
  const [forgot, setForgot] = useState<string | null>(null);
  // Back from the reset request, the focus returns to the link that opened it (not lost on the page).
  const cameBack = useRef(false);
  if (forgot !== null)
    return (
      <ForgotPasswordForm
        email={forgot}
        onBack={() => {
          cameBack.current = true;
          setForgot(null);
        }}
      />
    );
  return (
    <AuthForm
      endpoint="/sign-in/email"
      rules={{ email: 'email', password: 'required' }}
      body={(form) => ({ email: emailOf(form), password: form.get('password') })}
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
      <button
        type="button"
        className="min-h-11 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        ref={(link) => {
          if (link && cameBack.current) link.focus();
          cameBack.current = false;
        }}
        onClick={(e) => {
          const email = e.currentTarget.form?.elements.namedItem('email') as HTMLInputElement | null;
          setForgot(email?.value.trim() ?? '');
        }}
      >
        {t('accounts.forgot.link')}
      </button>
    </AuthForm>
  );
}

/**
 * "Zaboravljena lozinka?": a reset link by e-mail, answered the same whether or not the address has an account.
 * Opens with the address typed on the sign-in form, and the focus in it.
 */
function ForgotPasswordForm({ email, onBack }: { email: string; onBack: () => void }) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <div className="mt-5">
      <h2 className="font-bold">{t('accounts.forgot.title')}</h2>
      {sentTo ? (
        <Alert className="mt-3" data-testid="reset-sent">
          {t('accounts.forgot.sent', { email: sentTo })}
        </Alert>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted-foreground">{t('accounts.forgot.text')}</p>
          <AuthForm
            endpoint="/request-password-reset"
            rules={{ email: 'email' }}
            body={(form) => ({ email: emailOf(form), redirectTo: '/reset-password' })}
            submitLabel={t('accounts.forgot.send')}
            onResult={(status, message, form) => {
              if (status === 200) setSentTo(emailOf(form));
              else
                toast.error(t('accounts.errorTitle'), { description: message ?? t('accounts.unexpected') });
            }}
          >
            <Field
              id="email"
              label={t('accounts.email')}
              type="email"
              autoComplete="email"
              defaultValue={email}
              autoFocus
            />
          </AuthForm>
        </>
      )}
      <button
        type="button"
        className="mt-4 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        onClick={onBack}
      >
        {t('accounts.forgot.back')}
      </button>
    </div>
  );
}

function SignUpForm({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation();
  return (
    <AuthForm
      endpoint="/sign-up/email"
      rules={{ fullName: 'required', username: 'required', email: 'email', password: 'password' }}
      body={(form) => ({
        name: form.get('fullName'),
        username: form.get('username'),
        email: emailOf(form),
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
      <PasswordField
        id="password"
        label={t('accounts.password')}
        hint={t('accounts.passwordHint', { count: MIN_PASSWORD })}
      />
    </AuthForm>
  );
}
