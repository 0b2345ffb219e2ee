import { redirect } from 'react-router';
import type { RequestContext } from '../../context';
import { getSessionUser, type SessionUser } from '../../auth/session';

export type { SessionUser };

/** For loaders: the signed-in user, or null. */
export function currentUser(ctx: RequestContext, request: Request): Promise<SessionUser | null> {
  return getSessionUser(ctx.services, request.headers);
}

/** For loaders of pages that need sign-in: sends everyone else to /auth, to come back here afterwards. */
export async function requireUser(ctx: RequestContext, request: Request): Promise<SessionUser> {
  const user = await currentUser(ctx, request);
  if (user) return user;
  const url = new URL(request.url);
  throw redirect(`/auth?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

/** Only same-site relative paths are followed after sign-in (no open redirect). */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return fallback;
  return target;
}
