import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';

/**
 * Whether the user asked to be e-mailed as each ticket of theirs settles ("Javi mi e-poštom kad se tiket
 * završi" on the account page). Off by default.
 */
export async function getSettleEmail(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ from: user.settleEmailsFrom })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  return row?.from != null;
}

/**
 * Turns the settle e-mails on or off. Turning them on keeps the time they were first turned on (saving the
 * page again changes nothing); only tickets whose last match is played from that day on are announced, so
 * turning it on never sends a mail for every old ticket at once.
 */
export async function setSettleEmail(db: Database, userId: string, on: boolean): Promise<void> {
  await db
    .update(user)
    .set({ settleEmailsFrom: on ? sql`coalesce(${user.settleEmailsFrom}, now())` : null })
    .where(eq(user.id, userId));
}
