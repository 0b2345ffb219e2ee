import { useEffect, useState } from 'react';
import { Form, Link, useFetcher, useNavigate, useNavigation, useSearchParams } from 'react-router';
import { AlertTriangle, Loader2, LogOut, Settings, ShieldCheck } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Input } from '~/components/ui/input';
import { InputField } from '~/components/form-field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { Dialog, DialogContent, DialogTitle } from '~/components/ui/dialog';
import { cn } from '~/lib/utils';
import { FunnelCard, type FunnelData } from './funnel-card';
import { pageWindow } from './page-window';

// The admin area (English, like every admin screen): login, users, OCR requests, the API testing hub,
// the funnel, admin management and the dangerous actions.

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

export function AccessDenied() {
  return (
    <main className="grid min-h-dvh place-items-center px-4 text-center">
      <div>
        <h1 className="text-2xl font-bold">Access denied</h1>
        <p className="mt-2 text-muted-foreground">This area is for administrators only.</p>
        <Button asChild variant="outline" className="mt-4">
          <Link to="/">Back to the site</Link>
        </Button>
      </div>
    </main>
  );
}

interface UserRow {
  id: string;
  email: string;
  createdAt: string;
  lastSignIn: string | null;
  emailVerified: boolean;
  internal: boolean;
}
interface OcrRow {
  id: string;
  source: string;
  hasImage: boolean;
  extractedText: string;
  aiAnalysis: string | null;
  confidence: number | null;
  counted: boolean;
  unlocked: boolean;
  createdAt: string;
}
export interface DashboardData {
  email: string;
  tab: 'users' | 'ocr-requests' | 'api-testing';
  page: number;
  total: number;
  filter: string[];
  users: UserRow[];
  ocr: OcrRow[];
  /** Null when it could not be read (the failure is in `failures`). */
  funnel: FunnelData | null;
  /** The specification's messages for the lists that could not be read. */
  failures: string[];
  /** The outcome of the create-admin or bulk-delete action that reloaded the page. */
  flash: string | null;
  samples: { ticket: string; query: string };
  providers: Record<string, { provider: string; configured: boolean }>;
  adminConfigured: string | null;
  testPrefix: string;
}

const TABS = [
  ['users', 'Users'],
  ['ocr-requests', 'OCR Requests'],
  ['api-testing', 'API Testing'],
] as const;

function Pager({ page, total }: { page: number; total: number }) {
  const [params] = useSearchParams();
  const pages = Math.max(1, Math.ceil(total / 20));
  const href = (p: number) => {
    const q = new URLSearchParams(params);
    q.set('page', String(p));
    return `?${q}`;
  };
  return (
    <nav className="mt-4 flex items-center gap-1" aria-label="Pages">
      <Button
        asChild
        size="sm"
        variant="outline"
        className={cn(page <= 1 && 'pointer-events-none opacity-50')}
      >
        <Link to={href(page - 1)}>Prev</Link>
      </Button>
      {pageWindow(page, pages).map((p) => (
        <Button key={p} asChild size="sm" variant={p === page ? 'default' : 'ghost'}>
          <Link to={href(p)} aria-current={p === page ? 'page' : undefined}>
            {p}
          </Link>
        </Button>
      ))}
      <Button
        asChild
        size="sm"
        variant="outline"
        className={cn(page >= pages && 'pointer-events-none opacity-50')}
      >
        <Link to={href(page + 1)}>Next</Link>
      </Button>
      <span className="ml-2 text-xs text-muted-foreground">
        page {page} of {pages}
      </span>
    </nav>
  );
}

const dateTime = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-GB') : '–');

function UsersTab({ data }: { data: DashboardData }) {
  const [params, setParams] = useSearchParams();
  const fetcher = useFetcher();
  const toggleFilter = (value: string) => {
    const next = new URLSearchParams(params);
    const set = new Set(data.filter);
    if (value === 'all') set.clear();
    else if (set.has(value)) set.delete(value);
    else set.add(value);
    if (set.size) next.set('type', [...set].join(','));
    else next.delete('type');
    next.set('page', '1');
    setParams(next);
  };
  return (
    <Card className="p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold">Users Management ({data.total})</h2>
        <div className="flex gap-1" role="group" aria-label="User type">
          {['all', 'internal', 'external'].map((v) => {
            const on = v === 'all' ? data.filter.length === 0 : data.filter.includes(v);
            return (
              <Button
                key={v}
                size="sm"
                variant={on ? 'default' : 'outline'}
                aria-pressed={on}
                onClick={() => toggleFilter(v)}
              >
                {v[0].toUpperCase() + v.slice(1)}
              </Button>
            );
          })}
        </div>
      </div>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-xs uppercase text-muted-foreground">
            <tr>
              <th className="py-2 pr-3">User</th>
              <th className="py-2 pr-3">Created</th>
              <th className="py-2 pr-3">Last sign-in</th>
              <th className="py-2 pr-3">Confirmed</th>
              <th className="py-2">Type</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {data.users.map((u) => (
              <tr key={u.id} data-user={u.email}>
                <td className="py-2 pr-3">
                  <p className="font-medium">{u.email}</p>
                  <p className="font-mono text-xs text-muted-foreground">{u.id}</p>
                </td>
                <td className="py-2 pr-3 whitespace-nowrap">{dateTime(u.createdAt)}</td>
                <td className="py-2 pr-3 whitespace-nowrap">{dateTime(u.lastSignIn)}</td>
                <td className="py-2 pr-3">{u.emailVerified ? 'Yes' : 'No'}</td>
                <td className="py-2">
                  <fetcher.Form method="post">
                    <input type="hidden" name="intent" value="internal" />
                    <input type="hidden" name="userId" value={u.id} />
                    <input type="hidden" name="internal" value={u.internal ? 'false' : 'true'} />
                    <Button
                      size="sm"
                      variant={u.internal ? 'secondary' : 'outline'}
                      data-testid="toggle-internal"
                    >
                      {u.internal ? 'Internal' : 'External'}
                    </Button>
                  </fetcher.Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={data.page} total={data.total} />
    </Card>
  );
}

function OcrTab({ data }: { data: DashboardData }) {
  return (
    <Card className="p-4">
      <h2 className="text-lg font-bold">OCR Requests ({data.total})</h2>
      <ul className="mt-3 divide-y divide-border">
        {data.ocr.map((r) => (
          <li key={r.id} className="grid gap-3 py-3 md:grid-cols-[160px_1fr_1fr_120px]" data-ocr={r.id}>
            {r.hasImage ? (
              <img
                src={`/skriveni-admin/image/${r.id}`}
                alt="Ticket"
                loading="lazy"
                className="h-28 w-40 rounded-lg border object-cover"
              />
            ) : (
              <div className="grid h-28 w-40 place-items-center rounded-lg border bg-muted text-xs text-muted-foreground">
                Image Not Available
              </div>
            )}
            <pre className="max-h-28 overflow-auto whitespace-pre-wrap text-xs">{r.extractedText || '–'}</pre>
            <pre className="max-h-28 overflow-auto whitespace-pre-wrap text-xs text-muted-foreground">
              {r.aiAnalysis ?? '–'}
            </pre>
            <div className="space-y-1 text-xs">
              <p>{dateTime(r.createdAt)}</p>
              <p>Source: {r.source}</p>
              <p>Confidence: {r.confidence === null ? '–' : `${Math.round(r.confidence * 100)}%`}</p>
              <p>Counts towards limit: {r.counted ? 'Yes' : 'No'}</p>
              <Badge variant={r.unlocked ? 'success' : 'outline'}>{r.unlocked ? 'Unlocked' : 'Locked'}</Badge>
            </div>
          </li>
        ))}
      </ul>
      <Pager page={data.page} total={data.total} />
    </Card>
  );
}

const API_TABS = [
  ['openai-vision', 'OpenAI Vision'],
  ['gpt4-analysis', 'GPT-4 Analysis'],
  ['perplexity-odds', 'Perplexity Odds'],
  ['odds-flow', 'Odds API (Flow)'],
  ['odds-raw', 'Raw Odds API'],
] as const;

type ApiTest = (typeof API_TABS)[number][0];

/** A labelled select of the odds tests, its options sent as they read. */
function OptionSelect({ name, label, options }: { name: string; label: string; options: string[] }) {
  return (
    <label className="text-sm">
      {label}
      <select name={name} className="ml-2 h-9 rounded-md border border-input bg-background px-2">
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </label>
  );
}

function ApiTestingTab({ data }: { data: DashboardData }) {
  const [active, setActive] = useState<ApiTest>('openai-vision');
  const fetcher = useFetcher<{ result?: unknown; error?: string }>();
  const status = data.providers[active];
  const odds = active === 'odds-flow' || active === 'odds-raw';
  // The active tab's panel (Radix renders only the active one): its provider and the form of its test.
  const panel = (
    <>
      <p className="mt-4 text-sm" data-testid="provider-status">
        Provider: <strong>{status.provider}</strong> ·{' '}
        {status.configured ? (
          <Badge variant="success">configured</Badge>
        ) : (
          <Badge variant="warning">not configured: embedded default</Badge>
        )}
      </p>
      <fetcher.Form
        method="post"
        encType="multipart/form-data"
        className="mt-3 flex flex-wrap items-end gap-3"
      >
        <input type="hidden" name="intent" value="api-test" />
        <input type="hidden" name="test" value={active} />
        {active === 'openai-vision' && (
          <label className="text-sm">
            Ticket image (none: a generated sample)
            <Input
              name="image"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="mt-1"
              data-testid="vision-image"
            />
          </label>
        )}
        {active === 'gpt4-analysis' && (
          <label className="w-full text-sm">
            Ticket text
            <textarea
              name="text"
              required
              rows={4}
              defaultValue={data.samples.ticket}
              className="mt-1 block w-full rounded-md border border-input bg-background p-2 font-mono text-xs"
            />
          </label>
        )}
        {active === 'perplexity-odds' && (
          <label className="text-sm">
            Query (Home - Away)
            <Input name="query" required defaultValue={data.samples.query} className="mt-1 w-80" />
          </label>
        )}
        {odds && (
          <>
            <OptionSelect name="sport" label="Sport" options={['football', 'basketball', 'tennis']} />
            <OptionSelect name="ticketType" label="Ticket type" options={['safe', 'balanced', 'risky']} />
            <label className="text-sm">
              Stake
              <Input
                name="stake"
                type="number"
                min={1}
                max={1000}
                defaultValue={10}
                className="ml-2 inline-block h-9 w-24"
              />
            </label>
          </>
        )}
        <Button type="submit" disabled={fetcher.state !== 'idle'} data-testid="run-test">
          {fetcher.state !== 'idle' && <Loader2 className="animate-spin" />} Run live test
        </Button>
      </fetcher.Form>
    </>
  );
  return (
    <Card className="p-4">
      <h2 className="text-lg font-bold">API Testing Hub</h2>
      <Tabs value={active} onValueChange={(v) => setActive(v as ApiTest)}>
        <TabsList look="pills" className="mt-3" aria-label="API tests">
          {API_TABS.map(([id, label]) => (
            <TabsTrigger key={id} value={id} look="pills">
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {API_TABS.map(([id]) => (
          <TabsContent key={id} value={id}>
            {panel}
          </TabsContent>
        ))}
      </Tabs>
      {fetcher.data && (
        <pre
          className="mt-4 max-h-96 overflow-auto rounded-lg bg-slate-950 p-3 text-xs text-slate-100"
          data-testid="test-output"
        >
          {JSON.stringify(fetcher.data.result ?? { error: fetcher.data.error }, null, 2)}
        </pre>
      )}
    </Card>
  );
}

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
