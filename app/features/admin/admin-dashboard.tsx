import { useEffect, useState } from 'react';
import { Form, Link, useNavigate, useNavigation } from 'react-router';
import { AlertTriangle, LogOut, Settings } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs';
import { Alert } from '~/components/ui/alert';
import { Dialog, DialogContent, DialogTitle } from '~/components/ui/dialog';
import { FunnelCard } from './funnel-card';
import type { DashboardData } from './dashboard-data';
import { ADMIN_EMAIL_KEY } from './admin-login';
import { UsersTab } from './users-tab';
import { OcrTab } from './ocr-tab';
import { ApiTestingTab } from './api-testing-tab';

// The admin area (English, like every admin screen): users, OCR requests, the API testing hub, the funnel,
// admin management and the dangerous actions; each tab in its own file.

const TABS = [
  ['users', 'Users'],
  ['ocr-requests', 'OCR Requests'],
  ['api-testing', 'API Testing'],
] as const;

export function AdminDashboard({
  data,
  message,
  error,
}: {
  data: DashboardData;
  message?: string;
  error?: string;
}) {
  const [confirming, setConfirming] = useState(false);
  const navigation = useNavigation();
  const navigate = useNavigate();
  useEffect(() => {
    // Written only once the server has accepted the admin; an e-mail remembered for another session is
    // replaced by this session's.
    sessionStorage.setItem(ADMIN_EMAIL_KEY, data.email);
  }, [data.email]);
  return (
    <div className="min-h-dvh bg-muted/40">
      <header className="flex flex-wrap items-center justify-between gap-2 bg-slate-950 px-4 py-3 text-white">
        <span className="whitespace-nowrap font-bold">Tiket AI · Admin</span>
        <div className="flex flex-wrap items-center gap-1">
          <Button asChild size="sm" variant="ghost" className="text-white">
            <Link to="/admin/sadrzaj">Content</Link>
          </Button>
          <Button asChild size="sm" variant="ghost" className="text-white">
            <Link to="/skriveni-admin/ocr-demo">OCR Demo</Link>
          </Button>
          <Button asChild size="sm" variant="ghost" className="text-white">
            <Link to="/account">
              <Settings /> Settings
            </Link>
          </Button>
          <Form method="post">
            <input type="hidden" name="intent" value="logout" />
            <Button
              size="sm"
              variant="outline"
              className="border-white/40 bg-transparent text-white hover:bg-white/10"
              onClick={() => sessionStorage.removeItem(ADMIN_EMAIL_KEY)}
            >
              <LogOut /> Logout
            </Button>
          </Form>
        </div>
      </header>
      <main className="mx-auto max-w-6xl space-y-4 px-4 py-6">
        {message && <Alert data-testid="admin-message">{message}</Alert>}
        {[...(error ? [error] : []), ...data.failures].map((text) => (
          <Alert key={text} variant="destructive" data-testid="admin-error">
            {text}
          </Alert>
        ))}
        {/* Each tab's list is read by the loader: choosing a tab (click, or Enter/Space after the arrow keys) loads its URL. */}
        <Tabs value={data.tab} onValueChange={(tab) => navigate(`?tab=${tab}`)} activationMode="manual">
          <TabsList look="pills" aria-label="Admin sections">
            {TABS.map(([id, label]) => (
              <TabsTrigger key={id} value={id} look="pills">
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="users" className="mt-4">
            <UsersTab data={data} />
          </TabsContent>
          <TabsContent value="ocr-requests" className="mt-4">
            <OcrTab data={data} />
          </TabsContent>
          <TabsContent value="api-testing" className="mt-4">
            <ApiTestingTab data={data} />
          </TabsContent>
        </Tabs>

        {data.funnel && <FunnelCard funnel={data.funnel} />}
        <div className="grid gap-4 md:grid-cols-2">
          <Card className="p-4">
            <h2 className="font-bold">Admin Management</h2>
            {data.adminConfigured ? (
              <p className="mt-1 text-sm text-muted-foreground">
                Creates or promotes the administrator named in the server configuration (
                {data.adminConfigured}). Its account signs in with its own password.
              </p>
            ) : (
              <p className="mt-1 text-sm text-destructive" data-testid="admin-not-configured">
                ADMIN_EMAIL is not set in the server configuration: set it and restart the server to create
                the administrator (or run npm run admin:create -- &lt;email&gt;).
              </p>
            )}
            <Form method="post" className="mt-3">
              <input type="hidden" name="intent" value="create-admin" />
              <Button size="sm" disabled={!data.adminConfigured}>
                Create Admin User
              </Button>
            </Form>
          </Card>
          <Card className="border-destructive/40 p-4">
            <h2 className="flex items-center gap-2 font-bold text-destructive">
              <AlertTriangle className="size-4" /> Dangerous Actions
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              Deletes every user whose e-mail starts with “{data.testPrefix}”, with their OCR results,
              payments, subscriptions, profiles and stored files. Irreversible.
            </p>
            <Button size="sm" variant="destructive" className="mt-3" onClick={() => setConfirming(true)}>
              Delete test users
            </Button>
          </Card>
        </div>
      </main>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent closeLabel="Cancel">
          <DialogTitle>Confirm Dangerous Action</DialogTitle>
          <p className="mt-2 text-sm text-muted-foreground">
            All users whose e-mail starts with “{data.testPrefix}” and everything they own will be deleted.
            This cannot be undone.
          </p>
          <Form method="post" className="mt-5 flex gap-3" onSubmit={() => setConfirming(false)}>
            <input type="hidden" name="intent" value="delete-test-users" />
            <Button
              variant="destructive"
              className="flex-1"
              disabled={navigation.state !== 'idle'}
              data-testid="confirm-delete"
            >
              Delete
            </Button>
            <Button type="button" variant="outline" className="flex-1" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </Form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
