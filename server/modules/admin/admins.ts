import { and, eq, sql } from 'drizzle-orm';
import { redirect } from 'react-router';
import type { Database } from '../../db/client';
import type { RequestContext } from '../../context';
import { admins } from '../../db/schema/content';
import { user as users } from '../../db/schema/auth';
import { getSessionUser, type SessionUser } from '../../auth/session';

/** An active `admins` row for the e-mail whose account (this one, if given) has a verified e-mail. */
async function verifiedAdmin(db: Database, email: string, userId?: string): Promise<boolean> {
  const [row] = await db
    .select({ ok: sql<number>`1` })
    .from(admins)
    .innerJoin(users, eq(sql`lower(${users.email})`, admins.email))
    .where(
      and(
        eq(admins.email, email.trim().toLowerCase()),
        eq(admins.isActive, true),
        userId === undefined ? undefined : eq(users.id, userId),
        eq(users.emailVerified, true),
      ),
    )
    .limit(1);
  return !!row;
}

/**
 * An administrator is a signed-in user with an active `admins` row for a verified e-mail: the row can be
 * created before the account exists (admin:create), and nobody who merely signs up with that address gets in.
 */
export const isAdmin = (db: Database, user: { id: string; email: string }) =>
  verifiedAdmin(db, user.email, user.id);

/** Before the admin login signs anyone in: could this e-mail be an administrator at all? */
export const isAdminEmail = (db: Database, email: string) => verifiedAdmin(db, email);

export type GrantOutcome = 'ready' | 'unverified' | 'no-account';

/**
 * Creates or re-activates the administrator row for an e-mail (docs/decisions/035-no-fixed-credentials.md).
 * No account or password is made here (no fixed credentials): the outcome says whether the person can sign in
 * yet.
 */
export async function grantAdmin(db: Database, email: string): Promise<GrantOutcome> {
  const normalised = email.trim().toLowerCase();
  await db
    .insert(admins)
    .values({ email: normalised, isActive: true })
    .onConflictDoUpdate({ target: admins.email, set: { isActive: true } });
  const [account] = await db
    .select({ verified: users.emailVerified })
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalised))
    .limit(1);
  return !account ? 'no-account' : account.verified ? 'ready' : 'unverified';
}

/** What the operator is told after a grant: only a verified account can sign in as administrator. */
export function grantMessage(email: string, outcome: GrantOutcome): string {
  const e = email.trim().toLowerCase();
  if (outcome === 'ready') return `Admin user created successfully: ${e} can sign in here.`;
  if (outcome === 'unverified')
    return `Admin user created, but ${e} has not confirmed its e-mail yet: it can sign in here once it opens the confirmation link.`;
  return `Admin user created, but no account uses ${e} yet: sign up on the site with that e-mail and confirm it, then sign in here.`;
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
