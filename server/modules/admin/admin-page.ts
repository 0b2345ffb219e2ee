import { data } from 'react-router';
import type { RequestContext } from '../../context';
import { isAdmin } from './admins';
import { CLEAR_FLASH, readFlash } from './flash';
import { funnelSummary } from './funnel-summary';
import { listOcrRequests } from './list-ocr-requests';
import { listUsers, UserListError, type UserFilter } from './list-users';
import { providerStatus, SAMPLES } from './api-tests';

const TABS = ['users', 'ocr-requests', 'api-testing'] as const;

const USER_LIST_FAILURE = {
  profiles: 'Failed to fetch user profiles',
  users: 'Failed to fetch users',
  details: 'Failed to fetch user details',
} as const;

/**
 * The admin page (docs/decisions/015-admin-area.md): the sign-in form for a visitor, "access denied" for a user
 * who is no administrator, else the dashboard of the tab the address names, with the funnel and the outcome of
 * the last action.
 */
export async function loadAdminPage(ctx: RequestContext, request: Request) {
  const { services } = ctx;
  const user = await ctx.user();
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
  const attempt = async <T>(
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
