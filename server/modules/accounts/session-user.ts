import { redirect } from 'react-router';
import type { RequestContext, SessionUser } from '../../context';
import { AppError } from '../../lib/app-error';

export type { SessionUser };

/** For the API's own account functions: the signed-in user, or 401. */
export async function signedInUser(ctx: RequestContext): Promise<SessionUser> {
  const user = await ctx.user();
  if (!user) throw new AppError('UNAUTHORIZED', 'auth.signInRequired');
  return user;
}

/** For loaders of pages that need sign-in: sends everyone else to /auth, to come back here afterwards. */
export async function requireUser(ctx: RequestContext, request: Request): Promise<SessionUser> {
  const user = await ctx.user();
  if (user) return user;
  const url = new URL(request.url);
  throw redirect(`/auth?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

const OWN_ORIGIN = 'http://own.invalid';

/**
 * Only paths on our own site are followed after sign-in (no open redirect). The target is read the way a
 * browser reads it: tabs, CR and LF dropped and backslashes taken as slashes turn "/\t/evil.example" into
 * "//evil.example", so any of those refuse it outright; then it must resolve to our own origin, and what is
 * followed is the resolved path (never one that starts "//").
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (!target || !target.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, OWN_ORIGIN);
  } catch {
    return fallback;
  }
  const path = url.pathname + url.search + url.hash;
  return url.origin === OWN_ORIGIN && !path.startsWith('//') ? path : fallback;
}
