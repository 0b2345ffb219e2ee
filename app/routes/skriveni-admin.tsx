import { data, redirect } from 'react-router';
import type { Route } from './+types/skriveni-admin';
import { AccessDenied, AdminDashboard, AdminLogin } from '~/features/admin/admin-dashboard';
import { currentUser } from '../../server/modules/accounts/session-user';
import { grantAdmin, isAdmin } from '../../server/modules/admin/admins';
import {
  deleteTestUsers,
  funnelSummary,
  listOcrRequests,
  listUsers,
  setInternal,
  type UserFilter,
} from '../../server/modules/admin/users';
import {
  API_TESTS,
  providerStatus,
  runApiTest,
  type ApiTest,
  type OddsTestInput,
} from '../../server/modules/admin/api-tests';
import { enforceRateLimit } from '../../server/lib/rate-limit';
import { SIGN_IN_ACCOUNT_LIMIT } from '../../server/auth/routes';
import { isAppError } from '../../server/lib/app-error';

const TABS = ['users', 'ocr-requests', 'api-testing'] as const;

/** The session cookies better-auth set, passed on one header each. */
function cookiesOf(res: Response): Headers {
  const headers = new Headers();
  for (const cookie of res.headers.getSetCookie()) headers.append('set-cookie', cookie);
  return headers;
}
const LOGIN_LIMIT = { name: 'admin-login:ip', limit: 10, windowSeconds: 900 };

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context.ctx;
  const user = await currentUser(context.ctx, request);
  if (!user) return { view: 'login' as const };
  if (!(await isAdmin(services.db, user))) return data({ view: 'denied' as const }, { status: 403 });
  const url = new URL(request.url);
  const tab = TABS.find((t) => t === url.searchParams.get('tab')) ?? 'users';
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const filter = (url.searchParams.get('type') ?? '')
    .split(',')
    .filter((f): f is UserFilter => f === 'internal' || f === 'external');
  const users = tab === 'users' ? await listUsers(services.db, page, filter) : null;
  const ocr = tab === 'ocr-requests' ? await listOcrRequests(services.db, page) : null;
  return {
    view: 'dashboard' as const,
    dashboard: {
      email: user.email,
      tab,
      page,
      filter,
      total: users?.total ?? ocr?.total ?? 0,
      users: (users?.rows ?? []).map((u) => ({
        ...u,
        createdAt: u.createdAt.toISOString(),
        lastSignIn: u.lastSignIn ? new Date(u.lastSignIn).toISOString() : null,
      })),
      ocr: (ocr?.rows ?? []).map(({ filePath, ...r }) => ({
        ...r,
        hasImage: !!filePath,
        createdAt: r.createdAt.toISOString(),
      })),
      funnel: await funnelSummary(services.db),
      providers: providerStatus(services),
      adminConfigured: services.config.ADMIN_EMAIL ?? null,
      testPrefix: services.config.TEST_USER_EMAIL_PREFIX,
    },
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { services } = context.ctx;
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'login') {
    const email = String(form.get('email') ?? '')
      .trim()
      .toLowerCase();
    try {
      // Per address (as trusted: a forged X-Forwarded-For is ignored without a proxy) and per account, the
      // same account limit as the public sign-in, so the admin form is no side door for password guessing.
      await enforceRateLimit(
        services.db,
        LOGIN_LIMIT,
        context.ctx.clientIp,
        'Too many attempts. Try again later.',
      );
      await enforceRateLimit(
        services.db,
        SIGN_IN_ACCOUNT_LIMIT,
        email,
        'Too many attempts. Try again later.',
      );
      // Signs in without setting the cookie yet: only an active administrator gets the session.
      const res = await services.auth.api.signInEmail({
        body: { email, password: String(form.get('password') ?? '') },
        headers: request.headers,
        asResponse: true,
      });
      const body = (await res.json().catch(() => null)) as { user?: { id: string; email: string } } | null;
      if (!res.ok || !body?.user || !(await isAdmin(services.db, body.user))) {
        if (body?.user) services.logger.warn({ email }, 'admin sign-in refused');
        return data({ error: 'Invalid admin credentials' }, { status: 401 });
      }
      return redirect('/skriveni-admin', { headers: cookiesOf(res) });
    } catch (error) {
      services.logger.error({ err: error }, 'admin login error');
      return data({ error: isAppError(error) ? error.message : 'Login error occurred' }, { status: 400 });
    }
  }
  const user = await currentUser(context.ctx, request);
  if (!user || !(await isAdmin(services.db, user))) return data({ error: 'Access denied' }, { status: 403 });
  switch (intent) {
    case 'logout': {
      const res = await services.auth.api.signOut({ headers: request.headers, asResponse: true });
      return redirect('/skriveni-admin', { headers: cookiesOf(res) });
    }
    case 'internal':
      await setInternal(services.db, String(form.get('userId')), form.get('internal') === 'true');
      return { message: 'User type updated.' };
    case 'create-admin': {
      const email = services.config.ADMIN_EMAIL;
      if (!email) return data({ error: 'ADMIN_EMAIL is not configured.' }, { status: 400 });
      await grantAdmin(services.db, email);
      services.logger.warn({ by: user.email, email }, 'admin created or promoted');
      return { message: `${email} is an administrator.` };
    }
    case 'delete-test-users': {
      try {
        const done = await deleteTestUsers(services, user.email);
        return redirect(`/skriveni-admin?tab=users&deleted=${done.users}`);
      } catch (error) {
        services.logger.error({ err: error }, 'deleting test users failed');
        return data({ error: 'Failed to delete test users.' }, { status: 500 });
      }
    }
    case 'api-test': {
      const test = String(form.get('test')) as ApiTest;
      if (!API_TESTS.includes(test)) return data({ error: 'Unknown test' }, { status: 400 });
      const odds: OddsTestInput = {
        sport: (['football', 'basketball', 'tennis'].find((s) => s === form.get('sport')) ??
          'football') as OddsTestInput['sport'],
        ticketType: (['safe', 'balanced', 'risky'].find((s) => s === form.get('ticketType')) ??
          'safe') as OddsTestInput['ticketType'],
        stake: Math.min(1000, Math.max(1, Number(form.get('stake')) || 10)),
      };
      try {
        return { result: await runApiTest(services, test, odds) };
      } catch (error) {
        return { error: error instanceof Error ? error.message : String(error) };
      }
    }
  }
  return data({ error: 'Unknown action' }, { status: 400 });
}

export const meta = () => [{ title: 'Admin | Tiket AI' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function SkriveniAdminRoute({ loaderData, actionData }: Route.ComponentProps) {
  const error = actionData && 'error' in actionData ? actionData.error : undefined;
  if (loaderData.view === 'login') return <AdminLogin error={error} />;
  if (loaderData.view === 'denied') return <AccessDenied />;
  const deleted =
    typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('deleted');
  const message =
    (actionData && 'message' in actionData ? actionData.message : undefined) ??
    (deleted !== null ? `Deleted ${deleted} test users and their data.` : undefined) ??
    error;
  return <AdminDashboard data={loaderData.dashboard} message={message} />;
}
