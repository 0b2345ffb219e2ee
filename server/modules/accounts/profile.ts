import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { profiles } from '../../db/schema/auth';

export const profileInput = z.object({
  fullName: z.string().trim().max(120),
  username: z.string().trim().max(60),
  avatarUrl: z.union([z.literal(''), z.string().trim().url().max(500)]),
});

export async function getProfile(db: Database, userId: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return (
    row ?? { userId, fullName: '', username: '', avatarUrl: '', internalUser: false, updatedAt: new Date() }
  );
}

/** The specification's upsert of user_id, full_name, username, avatar_url, updated_at — own row only. */
export async function updateProfile(db: Database, userId: string, input: z.infer<typeof profileInput>) {
  const values = {
    fullName: input.fullName,
    username: input.username,
    avatarUrl: input.avatarUrl || null,
    updatedAt: new Date(),
  };
  await db
    .insert(profiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: profiles.userId, set: values });
}
