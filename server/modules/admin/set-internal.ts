import { eq } from 'drizzle-orm';
import { data } from 'react-router';
import type { Database } from '../../db/client';
import { profiles, user as users } from '../../db/schema/auth';

/** Marks a user internal or external (the Users Management switch). */
export async function setInternal(db: Database, userId: string, internal: boolean) {
  // A profile row needs its user (a foreign key): an id that names nobody (a stale list, a crafted form) is a
  // 404 in words, not the failed insert's 500.
  const [known] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!known) throw data({ error: 'User not found' }, { status: 404 });
  await db
    .insert(profiles)
    .values({ userId, internalUser: internal })
    .onConflictDoUpdate({
      target: profiles.userId,
      set: { internalUser: internal, updatedAt: new Date() },
    });
}
