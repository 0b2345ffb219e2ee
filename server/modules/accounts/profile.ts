import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { profiles } from '../../db/schema/auth';
import { isErrorKey, type ErrorKey } from '../../common/messages';

/**
 * Whether a URL the user gives for their profile (the avatar) may be stored and shown: an absolute `https:`
 * address with a host, `http:` too in development. `javascript:`, `data:`, `file:` or a relative path never.
 */
export function isAllowedProfileUrl(value: string, nodeEnv: Config['NODE_ENV']): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  const scheme = url.protocol === 'https:' || (nodeEnv === 'development' && url.protocol === 'http:');
  return scheme && url.hostname !== '' && !url.username && !url.password;
}

/** The profile form, checked for the server's environment (which URL schemes it takes). */
export function profileInput(nodeEnv: Config['NODE_ENV']) {
  return z.object({
    fullName: z.string().trim().max(120),
    username: z.string().trim().max(60),
    avatarUrl: z
      .string()
      .trim()
      .max(500)
      .refine((v) => v === '' || isAllowedProfileUrl(v, nodeEnv), { message: 'profile.urlNotHttps' }),
  });
}

export type ProfileInput = z.infer<ReturnType<typeof profileInput>>;

/** The form's values, or the catalogue key of what is wrong with them (rendered in the request's language). */
export function parseProfileInput(
  input: unknown,
  nodeEnv: Config['NODE_ENV'],
): { success: true; data: ProfileInput } | { success: false; error: ErrorKey } {
  const parsed = profileInput(nodeEnv).safeParse(input);
  if (parsed.success) return { success: true, data: parsed.data };
  const message = parsed.error.issues[0]?.message;
  return { success: false, error: isErrorKey(message) ? message : 'request.bad' };
}

export async function getProfile(db: Database, userId: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return (
    row ?? { userId, fullName: '', username: '', avatarUrl: '', internalUser: false, updatedAt: new Date() }
  );
}

/** The specification's upsert of user_id, full_name, username, avatar_url, updated_at — own row only. */
export async function updateProfile(db: Database, userId: string, input: ProfileInput) {
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
