import type { AppServices } from '../../context';
import { getSessionUser } from '../../auth/session';
import { guestTokenFromCookie, hashGuestToken } from './guest-token';
import { claimGuestReports, type Viewer } from './report-store';

/**
 * Who is asking: the signed-in user and this browser's guest token. A signed-in user who still carries the
 * guest cookie takes over that browser's reports (sign-up, sign-in or checkout in the same browser).
 */
export async function viewerFromRequest(services: AppServices, headers: Headers): Promise<Viewer> {
  const token = guestTokenFromCookie(headers.get('cookie'));
  const guestTokenHash = token ? hashGuestToken(token) : null;
  const user = await getSessionUser(services, headers);
  if (user && guestTokenHash) await claimGuestReports(services.db, guestTokenHash, user.id);
  return { userId: user?.id ?? null, guestTokenHash };
}
