import { and, eq, sql } from 'drizzle-orm';
import { redirect } from 'react-router';
import type { Database } from '../../db/client';
import type { RequestContext } from '../../context';
import { admins } from '../../db/schema/content';
import { user as users } from '../../db/schema/auth';
import { getSessionUser, type SessionUser } from '../../auth/session';

/**
 * An administrator is a signed-in user with an active `admins` row for a verified e-mail: the row can be
 * created before the account exists (admin:create), and nobody who merely signs up with that address gets in.
 */
export async function isAdmin(db: Database, user: { id: string; email: string }): Promise<boolean> {
  const [row] = await db
    .select({ ok: sql<number>`1` })
    .from(admins)
    .innerJoin(users, eq(sql`lower(${users.email})`, admins.email))
    .where(
      and(
        eq(admins.email, user.email.toLowerCase()),
        eq(admins.isActive, true),
        eq(users.id, user.id),
        eq(users.emailVerified, true),
      ),
    )
    .limit(1);
  return !!row;
}

/** Creates or re-activates the administrator row for an e-mail (DECISIONS 12). */
export async function grantAdmin(db: Database, email: string): Promise<void> {
  const normalised = email.trim().toLowerCase();
  await db
    .insert(admins)
    .values({ email: normalised, isActive: true })
    .onConflictDoUpdate({ target: admins.email, set: { isActive: true } });
}

/** For admin loaders and actions: the admin, or sign-in first, or 403 for everyone else. */
export async function requireAdmin(ctx: RequestContext, request: Request): Promise<SessionUser> {
  const user = await getSessionUser(ctx.services, request.headers);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/auth?redirectTo=${encodeURIComponent(url.pathname)}`);
  }
  if (!(await isAdmin(ctx.services.db, user))) throw new Response('Forbidden', { status: 403 });
  return user;
}
