import { eq } from 'drizzle-orm';
import type { AppServices } from '../../context';
import { session } from '../../db/schema/auth';
import { MAX_EMAIL_LENGTH } from '../../auth/routes';
import { assertSignInAllowed, recordSignInFailure, recordSignInSuccess } from '../../auth/sign-in-limits';
import { enforceRateLimit } from '../../lib/rate-limit';
import { isAppError } from '../../lib/app-error';
import { errorText } from '../../common/messages';
import type { Lang } from '../../common/lang';
import { isAdmin, isAdminEmail } from './admins';

const LOGIN_LIMIT = { name: 'admin-login:ip', limit: 10, windowSeconds: 900 };

/** What the admin sign-in form gets back: the session cookies to set, or the error to show with its status. */
export type AdminSignIn = { ok: true; cookies: Headers } | { ok: false; error: string; status: 400 | 401 };

/**
 * The admin area's own sign-in. Per address (as trusted: a forged X-Forwarded-For is ignored without a proxy)
 * and per account it has the public sign-in's limits, so the admin form is no side door for password guessing.
 * Only an e-mail that can be an administrator is signed in at all, so a refused login leaves no session and no
 * "last sign-in" behind; the others still cost a password hash, so timing does not tell them apart.
 */
export async function signInAdmin(
  services: AppServices,
  input: { email: string; password: string; clientIp: string; headers: Headers; lang: Lang },
): Promise<AdminSignIn> {
  const email = input.email.trim().toLowerCase();
  const INVALID = errorText(input.lang, 'admin.invalidCredentials');
  try {
    await enforceRateLimit(services.db, LOGIN_LIMIT, input.clientIp, 'admin.tooManyAttempts');
    if (email.length > MAX_EMAIL_LENGTH) return { ok: false, error: INVALID, status: 401 };
    await assertSignInAllowed(services.db, email, input.clientIp, 'admin.tooManyAttempts');
    if (!(await isAdminEmail(services.db, email))) {
      await (await services.auth.$context).password.hash(input.password);
      await recordSignInFailure(services.db, email, input.clientIp);
      return { ok: false, error: INVALID, status: 401 };
    }
    // Signs in without setting the cookie yet: only an active administrator gets the session.
    const res = await services.auth.api.signInEmail({
      body: { email, password: input.password },
      headers: input.headers,
      asResponse: true,
    });
    const body = (await res.json().catch(() => null)) as {
      token?: string;
      user?: { id: string; email: string };
    } | null;
    if (!res.ok || !body?.user || !(await isAdmin(services.db, body.user))) {
      // The admin row went away between the check and the sign-in: the session made meanwhile is revoked.
      if (body?.token) await services.db.delete(session).where(eq(session.token, body.token));
      if (body?.user) services.logger.warn({ email }, 'admin sign-in refused');
      else await recordSignInFailure(services.db, email, input.clientIp);
      return { ok: false, error: INVALID, status: 401 };
    }
    await recordSignInSuccess(services.db, email, input.clientIp);
    return { ok: true, cookies: cookiesOf(res) };
  } catch (error) {
    services.logger.error({ err: error }, 'admin login error');
    return {
      ok: false,
      error: isAppError(error) ? error.messageIn(input.lang) : errorText(input.lang, 'admin.loginFailed'),
      status: 400,
    };
  }
}

/** The session cookies better-auth set, passed on one header each. */
export function cookiesOf(res: Response): Headers {
  const headers = new Headers();
  for (const cookie of res.headers.getSetCookie()) headers.append('set-cookie', cookie);
  return headers;
}
