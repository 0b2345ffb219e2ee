import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { parse } from 'hono/utils/cookie';

/**
 * A guest's reports are bound to the browser that created them (DECISIONS 15) by a random token in an
 * httpOnly cookie. Only its SHA-256 is stored, so a database leak does not hand out guests' reports.
 */
export const GUEST_COOKIE = 'tiket_guest';
const MAX_AGE_SECONDS = 60 * 60 * 24 * 90;

export function newGuestToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashGuestToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function guestTokenFromCookie(cookieHeader: string | null | undefined): string | undefined {
  const value = parse(cookieHeader ?? '', GUEST_COOKIE)[GUEST_COOKIE];
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
}

export function guestCookie(token: string, secure: boolean): string {
  return `${GUEST_COOKIE}=${token}; Path=/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The owner of a new report: the signed-in user, else this browser's guest token (issued on first use). */
export function reportOwner(
  c: Context,
  user: { id: string } | null,
  secure: boolean,
): { userId: string | null; guestTokenHash: string | null } {
  if (user) return { userId: user.id, guestTokenHash: null };
  let token = guestTokenFromCookie(c.req.header('cookie'));
  if (!token) {
    token = newGuestToken();
    c.header('Set-Cookie', guestCookie(token, secure), { append: true });
  }
  return { userId: null, guestTokenHash: hashGuestToken(token) };
}
