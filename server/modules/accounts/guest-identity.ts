import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { parse } from 'hono/utils/cookie';
import { eq, sql } from 'drizzle-orm';
import type { Env } from '../../context';
import type { Database } from '../../db/client';
import { checkouts } from '../../db/schema/billing';
import { ocrResults } from '../../db/schema/reports';
import { pendingUploads } from '../../db/schema/platform';

/**
 * A guest's reports are bound to the browser that created them by a guest identity in an httpOnly cookie:
 * a random id and the server's signature of it (`<id>.<hmac>`), so an identity is one the server issued, never
 * one a client made up. Only the SHA-256 of the id is stored, so a database leak does not hand out guests'
 * reports. Cookies from before the signature (the bare id) still open what they already own.
 */
export const GUEST_COOKIE = 'tiket_guest';
const MAX_AGE_SECONDS = 60 * 60 * 24 * 90;
const ID = /^[A-Za-z0-9_-]{43}$/;

const signature = (id: string, secret: string) =>
  createHmac('sha256', secret).update(`guest:${id}`).digest('base64url');

export function signGuestId(id: string, secret: string): string {
  return `${id}.${signature(id, secret)}`;
}

export function newGuestToken(secret: string): string {
  return signGuestId(randomBytes(32).toString('base64url'), secret);
}

/** The stored form of an identity: the hash of its id (a signed token and its bare id hash alike). */
export function hashGuestToken(token: string): string {
  return createHash('sha256').update(token.split('.')[0]).digest('hex');
}

function cookieValue(cookieHeader: string | null | undefined): string | undefined {
  return parse(cookieHeader ?? '', GUEST_COOKIE)[GUEST_COOKIE];
}

/** The guest identity this browser holds, when the server issued it (its signature checks out). */
export function guestTokenFromCookie(
  cookieHeader: string | null | undefined,
  secret: string,
): string | undefined {
  const value = cookieValue(cookieHeader);
  const [id, mac] = value?.split('.') ?? [];
  if (!id || !mac || !ID.test(id)) return undefined;
  const expected = Buffer.from(signature(id, secret));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : undefined;
}

/** A bare id from before identities were signed. */
function legacyGuestId(cookieHeader: string | null | undefined): string | undefined {
  const value = cookieValue(cookieHeader);
  return value && ID.test(value) ? value : undefined;
}

/**
 * Whose guest data this browser may read: its identity's hash, or an old unsigned cookie's (reading with a
 * made-up one finds nothing, since nothing was ever stored under it).
 */
export function guestHashForReading(cookieHeader: string | null | undefined, secret: string): string | null {
  const token = guestTokenFromCookie(cookieHeader, secret) ?? legacyGuestId(cookieHeader);
  return token ? hashGuestToken(token) : null;
}

export function guestCookie(token: string, secure: boolean): string {
  return `${GUEST_COOKIE}=${token}; Path=/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export interface ReportOwner {
  userId: string | null;
  guestTokenHash: string | null;
}

/**
 * The owner of a new report, upload or checkout: the signed-in user, else this browser's guest identity, issued
 * (signed) on first use. An old unsigned cookie keeps its id, signed now, only when it already owns something;
 * any other cookie gets a fresh identity.
 */
export async function reportOwner(c: Context<Env>, user: { id: string } | null): Promise<ReportOwner> {
  if (user) return { userId: user.id, guestTokenHash: null };
  const { config, db } = c.var.ctx.services;
  const cookie = c.req.header('cookie');
  let token = guestTokenFromCookie(cookie, config.AUTH_SECRET);
  if (!token) {
    const legacy = legacyGuestId(cookie);
    token =
      legacy && (await ownsGuestData(db, hashGuestToken(legacy)))
        ? signGuestId(legacy, config.AUTH_SECRET)
        : newGuestToken(config.AUTH_SECRET);
    c.header('Set-Cookie', guestCookie(token, config.NODE_ENV === 'production'), { append: true });
  }
  return { userId: null, guestTokenHash: hashGuestToken(token) };
}

async function ownsGuestData(db: Database, hash: string): Promise<boolean> {
  const found = await db.execute(sql`
    select 1 from ${ocrResults} where ${eq(ocrResults.guestTokenHash, hash)}
    union all select 1 from ${checkouts} where ${eq(checkouts.guestTokenHash, hash)}
    union all select 1 from ${pendingUploads} where ${eq(pendingUploads.owner, `guest:${hash}`)}
    limit 1`);
  return found.rows.length > 0;
}
