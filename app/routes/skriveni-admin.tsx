import { data, redirect } from 'react-router';
import type { Route } from './+types/skriveni-admin';
import { AccessDenied, AdminDashboard, AdminLogin } from '~/features/admin/admin-dashboard';
import { grantAdmin, grantMessage, isAdmin } from '../../server/modules/admin/admins';
import { CLEAR_FLASH, readFlash, setFlash } from '../../server/modules/admin/flash';
import {
  deleteTestUsers,
  funnelSummary,
  listOcrRequests,
  listUsers,
  setInternal,
  UserListError,
  type UserFilter,
} from '../../server/modules/admin/users';
import {
  API_TESTS,
  providerStatus,
  runApiTest,
  SAMPLES,
  type ApiTest,
  type OddsTestInput,
} from '../../server/modules/admin/api-tests';
import { MAX_PHOTO_FORM_BYTES } from '../../server/modules/uploads/validate-image';
import { cookiesOf, signInAdmin } from '../../server/modules/admin/admin-sign-in';
import { AdminErrorBoundary } from '~/features/admin/admin-error';

const TABS = ['users', 'ocr-requests', 'api-testing'] as const;

const USER_LIST_FAILURE = {
  profiles: 'Failed to fetch user profiles',
  users: 'Failed to fetch users',
  details: 'Failed to fetch user details',
} as const;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context.ctx;
  const user = await context.ctx.user();
  if (!user) return { view: 'login' as const };
  if (!(await isAdmin(services.db, user))) return data({ view: 'denied' as const }, { status: 403 });
  const url = new URL(request.url);
  const tab = TABS.find((t) => t === url.searchParams.get('tab')) ?? 'users';
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const filter = (url.searchParams.get('type') ?? '')
    .split(',')
    .filter((f): f is UserFilter => f === 'internal' || f === 'external');
  // A list that cannot be read shows the specification's message in place of the list, not the error page.
  const failures: string[] = [];
  const attempt = async <T,>(
    load: () => Promise<T>,
    message: string | ((error: unknown) => string),
  ): Promise<T | null> => {
    try {
      return await load();
    } catch (error) {
      const text = typeof message === 'string' ? message : message(error);
      services.logger.error({ err: error }, text);
      failures.push(text);
      return null;
    }
  };
  const users =
    tab === 'users'
      ? await attempt(
          () => listUsers(services.db, page, filter),
          (error) =>
            error instanceof UserListError ? USER_LIST_FAILURE[error.step] : 'Error fetching users',
        )
      : null;
  const ocr =
    tab === 'ocr-requests'
      ? await attempt(() => listOcrRequests(services.db, page), 'Failed to fetch OCR requests')
      : null;
  const funnel = await attempt(() => funnelSummary(services.db), 'Unexpected error occurred');
  const flash = readFlash(request);
  return data(
    {
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
          lastSignIn: u.lastSignIn ? u.lastSignIn.toISOString() : null,
        })),
        ocr: (ocr?.rows ?? []).map(({ filePath, ...r }) => ({
          ...r,
          hasImage: !!filePath,
          createdAt: r.createdAt.toISOString(),
        })),
        funnel,
        failures,
        flash,
        providers: providerStatus(services),
        adminConfigured: services.config.ADMIN_EMAIL ?? null,
        samples: SAMPLES,
        testPrefix: services.config.TEST_USER_EMAIL_PREFIX,
      },
    },
    flash ? { headers: { 'set-cookie': CLEAR_FLASH } } : undefined,
  );
}

/**
 * After create-admin or the bulk delete the page reloads on the users tab with the outcome
 * (docs/decisions/015-admin-area.md).
 */
const reloadWith = (message: string) =>
  redirect('/skriveni-admin?tab=users', { headers: { 'set-cookie': setFlash(message) } });

export async function action({ context, request }: Route.ActionArgs) {
  const { services } = context.ctx;
  // The largest form is the vision test's photo: anything bigger is refused before it is read.
  if (Number(request.headers.get('content-length') ?? 0) > MAX_PHOTO_FORM_BYTES)
    return data({ error: 'The file is too large (10 MB at most).' }, { status: 413 });
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'login') {
    const signedIn = await signInAdmin(services, {
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
      clientIp: context.ctx.clientIp,
      headers: request.headers,
      lang: context.ctx.lang,
    });
    return signedIn.ok
      ? redirect('/skriveni-admin', { headers: signedIn.cookies })
      : data({ error: signedIn.error }, { status: signedIn.status });
  }
  const user = await context.ctx.user();
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
      if (!email)
        return data(
          { error: 'Failed to create admin user: ADMIN_EMAIL is not set in the server configuration.' },
          { status: 400 },
        );
      try {
        const outcome = await grantAdmin(services.db, email);
        services.logger.warn({ by: user.email, email, outcome }, 'admin created or promoted');
        return reloadWith(grantMessage(email, outcome));
      } catch (error) {
        services.logger.error({ err: error }, 'creating the admin failed');
        return data({ error: `Failed to create admin user: ${messageOf(error)}` }, { status: 500 });
      }
    }
    case 'delete-test-users': {
      try {
        const done = await deleteTestUsers(services, user.email);
        return reloadWith(
          `Users deleted successfully (test users: ${done.users}, OCR results: ${done.reports}, files: ${done.files}).`,
        );
      } catch (error) {
        services.logger.error({ err: error }, 'deleting test users failed');
        return data({ error: `Failed to delete users: ${messageOf(error)}` }, { status: 500 });
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
      const image = form.get('image');
      return {
        result: await runApiTest(services, test, {
          odds,
          image: image instanceof File && image.size ? Buffer.from(await image.arrayBuffer()) : undefined,
          text: String(form.get('text') ?? ''),
          query: String(form.get('query') ?? ''),
        }),
      };
    }
  }
  return data({ error: 'Unknown action' }, { status: 400 });
}

export const meta = () => [{ title: 'Admin | Tiket AI' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function SkriveniAdminRoute({ loaderData, actionData }: Route.ComponentProps) {
  const error = actionData && 'error' in actionData ? actionData.error : undefined;
  if (loaderData.view === 'login') return <AdminLogin error={error} />;
  if (loaderData.view === 'denied') return <AccessDenied />;
  const message = actionData && 'message' in actionData ? actionData.message : undefined;
  return (
    <AdminDashboard
      data={loaderData.dashboard}
      message={message ?? loaderData.dashboard.flash ?? undefined}
      error={error}
    />
  );
}

/** Outside the site frame like the screen itself; a list that fails is reported in place by the loader. */
export function ErrorBoundary() {
  return <AdminErrorBoundary back="/skriveni-admin" fullPage />;
}
