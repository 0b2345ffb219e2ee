import { and, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles, user as users } from '../../db/schema/auth';
import { PAGE_SIZE } from './page-size';

export type UserFilter = 'internal' | 'external';

/** Which step of the users list failed: the specification names each ("Failed to fetch user profiles" …). */
export class UserListError extends Error {
  constructor(
    readonly step: 'profiles' | 'users' | 'details',
    options: { cause: unknown },
  ) {
    super(`users list: ${step}`, options);
  }
}

async function step<T>(name: UserListError['step'], run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (cause) {
    throw new UserListError(name, { cause });
  }
}

/**
 * Users Management: 20 per page, newest first, with last sign-in and the internal/external flag, in the
 * specification's three steps: the profiles a type filter needs, the users, then each listed user's details
 * (the internal flag). A user without a profile row is external.
 */
export async function listUsers(db: Database, page: number, filter: UserFilter[]) {
  const internalIds =
    filter.length === 1
      ? await step('profiles', async () =>
          (
            await db.select({ id: profiles.userId }).from(profiles).where(eq(profiles.internalUser, true))
          ).map((p) => p.id),
        )
      : null;
  const only =
    internalIds === null
      ? undefined
      : filter[0] === 'internal'
        ? internalIds.length
          ? inArray(users.id, internalIds)
          : sql`false`
        : internalIds.length
          ? notInArray(users.id, internalIds)
          : undefined;
  const { total, page: listed } = await step('users', async () => {
    const [{ total }] = await db.select({ total: count() }).from(users).where(only);
    const rows = await db
      .select({
        id: users.id,
        email: users.email,
        createdAt: users.createdAt,
        emailVerified: users.emailVerified,
        lastSignIn: users.lastSignInAt,
      })
      .from(users)
      .where(only)
      .orderBy(desc(users.createdAt), users.id)
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE);
    return { total, page: rows };
  });
  const internal = await step('details', async () => {
    if (!listed.length) return new Set<string>();
    const flagged = await db
      .select({ id: profiles.userId })
      .from(profiles)
      .where(
        and(
          inArray(
            profiles.userId,
            listed.map((u) => u.id),
          ),
          eq(profiles.internalUser, true),
        ),
      );
    return new Set(flagged.map((p) => p.id));
  });
  return { total, rows: listed.map((u) => ({ ...u, internal: internal.has(u.id) })) };
}
