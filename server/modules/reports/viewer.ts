import type { AppServices } from '../../context';
import { guestTokenFromCookie, hashGuestToken } from './guest-token';
import type { Viewer } from './report-store';

/** Who is asking, from a request's headers: the guest browser's token (and the signed-in user, when any). */
export async function viewerFromRequest(_services: AppServices, headers: Headers): Promise<Viewer> {
  const token = guestTokenFromCookie(headers.get('cookie'));
  return { userId: null, guestTokenHash: token ? hashGuestToken(token) : null };
}
