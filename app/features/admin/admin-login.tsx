import { useEffect } from 'react';
import { Form, useNavigation } from 'react-router';
import { Loader2, ShieldCheck } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { InputField } from '~/components/form-field';
import { Alert } from '~/components/ui/alert';

// The admin area's sign-in (English, like every admin screen).

export const ADMIN_EMAIL_KEY = 'adminEmail';

export function AdminLogin({ error }: { error?: string }) {
  const busy = useNavigation().state !== 'idle';
  // Whoever sees the login form is not (or no longer) an admin of this tab: no remembered admin e-mail.
  useEffect(() => sessionStorage.removeItem(ADMIN_EMAIL_KEY), []);
  return (
    <main className="grid min-h-dvh place-items-center bg-slate-950 px-4">
      <Card className="w-full max-w-sm p-6">
        <h1 className="flex items-center gap-2 text-xl font-bold">
          <ShieldCheck className="size-5 text-brand-600" /> Admin Access
        </h1>
        <Form method="post" className="mt-5 space-y-4">
          <input type="hidden" name="intent" value="login" />
          <InputField
            id="admin-email"
            label="Email"
            name="email"
            type="email"
            autoComplete="username"
            required
          />
          <InputField
            id="admin-password"
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
          {error && (
            <Alert variant="destructive" data-testid="admin-error">
              {error}
            </Alert>
          )}
          <Button type="submit" className="w-full" disabled={busy}>
            {busy && <Loader2 className="animate-spin" />} Sign In
          </Button>
        </Form>
      </Card>
    </main>
  );
}
