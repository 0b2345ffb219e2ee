import { useState } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { useSearchParams } from 'react-router';
import type { Route } from './+types/reset-password';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { NewPasswordField } from '~/components/form-field';
import { Alert } from '~/components/ui/alert';
import { toast } from '~/components/ui/toaster';
import { postAuth } from '~/features/accounts/auth-api';
import { fieldProblems, MIN_PASSWORD, type FieldProblem } from '~/features/accounts/validate-fields';

export const meta: Route.MetaFunction = () => [
  { title: 'Nova lozinka | Tiket AI' },
  { name: 'robots', content: 'noindex' },
];

export default function ResetPasswordRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<FieldProblem | undefined>();
  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <Card className="p-6">
        <h1 className="text-2xl font-bold">{t('accounts.reset.title')}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{t('accounts.reset.text')}</p>
        {!token || params.get('error') ? (
          <Alert variant="destructive" className="mt-4">
            {t('accounts.reset.invalid')}
          </Alert>
        ) : (
          <form
            className="mt-5 space-y-4"
            noValidate
            onChange={() => setProblem(undefined)}
            onSubmit={async (e) => {
              e.preventDefault();
              const newPassword = String(new FormData(e.currentTarget).get('newPassword') ?? '');
              const found = fieldProblems({ newPassword }, { newPassword: 'password' }).get('newPassword');
              setProblem(found);
              if (found) return;
              setBusy(true);
              const { status } = await postAuth('/reset-password', { newPassword, token });
              setBusy(false);
              if (status === 200) {
                toast.success(t('accounts.reset.done'));
                setTimeout(() => window.location.assign('/auth'), 1000);
              } else toast.error(t('accounts.errorTitle'), { description: t('accounts.reset.invalid') });
            }}
          >
            <NewPasswordField
              id="newPassword"
              label={t('accounts.reset.newPassword')}
              error={problem && t(`accounts.validation.${problem}`, { count: MIN_PASSWORD })}
            />
            <Button type="submit" variant="hero" className="w-full" disabled={busy}>
              {t('accounts.reset.submit')}
            </Button>
          </form>
        )}
      </Card>
    </section>
  );
}
