import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
// Errors that mean "the database cannot serve right now", not "this request is wrong": the client gets 503
// with Retry-After, and the pool reconnects on the next query by itself. A full disk is one of them: it once
// made sign-up answer that the account already existed.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENOSPC',
  'EDQUOT',
]);
// SQLSTATE class 08 (connection exception), 53 (insufficient resources: disk full, out of memory, too many
// connections), 57P01–57P03 (server shutting down or starting) and 58030 (I/O error).
const SQLSTATE = /^(08\d{3}|53\d{3}|57P0[123]|58030)$/;
const MESSAGES =
  /connection terminated|timeout exceeded when trying to connect|client has encountered a connection error|cannot use a pool after calling end/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error; walk the causes.
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
  }
  return false;
}

/** Readiness: the database answers and can still write (a full disk fails writes while reads go on). */
export async function checkDatabaseWritable(db: Database): Promise<void> {
  await db.execute(sql`
    insert into rate_limits (key, count, reset_at) values ('health:write', 0, now())
    on conflict (key) do update set reset_at = now()`);
}
