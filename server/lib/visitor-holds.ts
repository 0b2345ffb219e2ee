import { createHash, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * A hold a visitor takes while one of their photo jobs runs or waits: held per key (their account, their guest
 * identity, their address), so that no visitor has two at once however many identities, browsers or accounts
 * they bring from one address. Kept in the database's rate_limits rows (a count-of-one with an expiry, the
 * count being the holder's token), so it holds across every server process; a process that dies leaves a hold
 * that lapses after `ttlSeconds` unless renewed.
 */
export interface VisitorHold {
  /** Keeps the hold alive while the job runs longer than its first lease. */
  renew(): Promise<void>;
  release(): Promise<void>;
}

const rowKey = (key: string) => `visitor-hold:${createHash('sha256').update(key).digest('base64url')}`;

/** Takes the hold on every key, or none: null when any key is held by another job now. */
export async function holdVisitor(
  db: Database,
  keys: string[],
  ttlSeconds: number,
): Promise<VisitorHold | null> {
  const rows = [...new Set(keys)].map(rowKey);
  const token = randomInt(1, 2 ** 31 - 1);
  const lease = sql`now() + make_interval(secs => ${ttlSeconds})`;
  const taken = await db.execute<{ key: string }>(sql`
    insert into rate_limits (key, count, reset_at)
    values ${sql.join(
      rows.map((key) => sql`(${key}, ${token}, ${lease})`),
      sql`, `,
    )}
    on conflict (key) do update set count = excluded.count, reset_at = excluded.reset_at
      where rate_limits.reset_at <= now()
    returning key`);
  const mine = sql.join(
    rows.map((key) => sql`${key}`),
    sql`, `,
  );
  const release = async () => {
    await db.execute(sql`delete from rate_limits where key in (${mine}) and count = ${token}`);
  };
  if (taken.rows.length < rows.length) {
    await release();
    return null;
  }
  return {
    release,
    renew: async () => {
      await db.execute(
        sql`update rate_limits set reset_at = ${lease} where key in (${mine}) and count = ${token}`,
      );
    },
  };
}

/** Lifts every hold at once: at the start of the only process an embedded database can have. */
export async function releaseAllVisitorHolds(db: Database): Promise<void> {
  await db.execute(sql`delete from rate_limits where key like 'visitor-hold:%'`);
}
