import { data, redirect } from 'react-router';
import type { AppServices, RequestContext } from '../../context';
import type { SessionUser } from '../../auth/session';
import { MAX_PHOTO_FORM_BYTES } from '../uploads/validate-image';
import { grantAdmin, grantMessage, isAdmin } from './admins';
import { setFlash } from './flash';
import { deleteTestUsers } from './delete-test-users';
import { setInternal } from './set-internal';
import { API_TESTS, runApiTest, type ApiTest, type OddsTestInput } from './api-tests';
import { cookiesOf, signInAdmin } from './admin-sign-in';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * After create-admin or the bulk delete the page reloads on the users tab with the outcome
 * (docs/decisions/015-admin-area.md).
 */
const reloadWith = (message: string) =>
  redirect('/skriveni-admin?tab=users', { headers: { 'set-cookie': setFlash(message) } });

/** What an administrator's action is given: the services, who is acting, the request and its form. */
interface AdminAction {
  services: AppServices;
  user: SessionUser;
  request: Request;
  form: FormData;
}

async function logout({ services, request }: AdminAction) {
  const res = await services.auth.api.signOut({ headers: request.headers, asResponse: true });
  return redirect('/skriveni-admin', { headers: cookiesOf(res) });
}

async function markInternal({ services, form }: AdminAction) {
  await setInternal(services.db, String(form.get('userId')), form.get('internal') === 'true');
  return { message: 'User type updated.' };
}

async function createAdmin({ services, user }: AdminAction) {
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

async function removeTestUsers({ services, user }: AdminAction) {
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

async function apiTest({ services, form }: AdminAction) {
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

/** The administrator's actions by the form's `intent`: each one operation. */
const ACTIONS = {
  logout,
  internal: markInternal,
  'create-admin': createAdmin,
  'delete-test-users': removeTestUsers,
  'api-test': apiTest,
};

const isAction = (intent: unknown): intent is keyof typeof ACTIONS =>
  typeof intent === 'string' && Object.hasOwn(ACTIONS, intent);

/**
 * A form posted to the admin page: the sign-in of an administrator, else, for a signed-in administrator only,
 * the action its `intent` names.
 */
export async function runAdminAction(ctx: RequestContext, request: Request) {
  const { services } = ctx;
  // The largest form is the vision test's photo: anything bigger is refused before it is read.
  if (Number(request.headers.get('content-length') ?? 0) > MAX_PHOTO_FORM_BYTES)
    return data({ error: 'The file is too large (10 MB at most).' }, { status: 413 });
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'login') {
    const signedIn = await signInAdmin(services, {
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
      clientIp: ctx.clientIp,
      headers: request.headers,
      lang: ctx.lang,
    });
    return signedIn.ok
      ? redirect('/skriveni-admin', { headers: signedIn.cookies })
      : data({ error: signedIn.error }, { status: signedIn.status });
  }
  const user = await ctx.user();
  if (!user || !(await isAdmin(services.db, user))) return data({ error: 'Access denied' }, { status: 403 });
  if (isAction(intent)) return ACTIONS[intent]({ services, user, request, form });
  return data({ error: 'Unknown action' }, { status: 400 });
}
