import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Database } from '../db/client';
import type { ErrorKey } from '../common/messages';
import { AppError } from './app-error';

export interface RateLimitRule {
  /** What is limited, e.g. `sign-in:ip`. */
  name: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfter: number;
}

/**
 * The row key of a rule and subject. The subject is hashed: it is user-supplied (an e-mail of 3,000 characters
 * once overflowed the key's index and failed sign-in with a 500), and a fixed-size key keeps no address readable.
 */
function keyOf(rule: Pick<RateLimitRule, 'name'>, subject: string): string {
  return `${rule.name}:${createHash('sha256').update(subject).digest('base64url')}`;
}

/**
 * Counts one hit of `subject` against a fixed window kept in the database, so the limit holds across
 * every server process. One atomic upsert per hit: no read-then-write race between processes.
 */
export async function hitRateLimit(
  db: Database,
  rule: RateLimitRule,
  subject: string,
): Promise<RateLimitResult> {
  const key = keyOf(rule, subject);
  const rows = await db.execute<{ count: number; reset_at: string | Date }>(sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${rule.windowSeconds}))
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning count, reset_at`);
  const row = rows.rows[0]!;
  const count = Number(row.count);
  const retryAfter = Math.max(1, Math.ceil((new Date(row.reset_at).getTime() - Date.now()) / 1000));
  return { allowed: count <= rule.limit, remaining: Math.max(0, rule.limit - count), retryAfter };
}

/** Throws RATE_LIMITED with the text at `key` (given the minutes to wait as `count`) when over the limit. */
export async function enforceRateLimit(db: Database, rule: RateLimitRule, subject: string, key: ErrorKey) {
  const result = await hitRateLimit(db, rule, subject);
  if (!result.allowed) throw rateLimited(key, result.retryAfter);
  return result;
}

export function rateLimited(key: ErrorKey, retryAfter: number): AppError {
  return new AppError('RATE_LIMITED', key, {
    retryAfter,
    values: { count: Math.max(1, Math.ceil(retryAfter / 60)) },
  });
}

/**
 * What the middleware reads of a request: its database and client address, as server/request-context.ts puts
 * them on `c.var.ctx`. Named here by shape, so this file stays below the request context.
 */
type LimitedEnv = { Variables: { ctx: { services: { db: Database }; clientIp: string } } };

/** A route's limit per client address, as middleware: the request is counted before its handler runs. */
export function rateLimit(rule: RateLimitRule, key: ErrorKey): MiddlewareHandler<LimitedEnv> {
  return async (c, next) => {
    const { services, clientIp } = c.var.ctx;
    await enforceRateLimit(services.db, rule, clientIp, key);
    await next();
  };
}

/** Forgets the counter, e.g. after a successful sign-in clears the failures of that account. */
export async function resetRateLimit(db: Database, rule: RateLimitRule, subject: string) {
  await db.execute(sql`delete from rate_limits where key = ${keyOf(rule, subject)}`);
}

/** Whether `subject` is over the limit now, without counting a hit (limits that count only failures). */
export async function checkRateLimit(
  db: Database,
  rule: RateLimitRule,
  subject: string,
): Promise<RateLimitResult> {
  const rows = await db.execute<{ count: number; reset_at: string | Date }>(sql`
    select count, reset_at from rate_limits where key = ${keyOf(rule, subject)} and reset_at > now()`);
  const row = rows.rows[0];
  if (!row) return { allowed: true, remaining: rule.limit, retryAfter: 0 };
  const count = Number(row.count);
  const retryAfter = Math.max(1, Math.ceil((new Date(row.reset_at).getTime() - Date.now()) / 1000));
  return { allowed: count < rule.limit, remaining: Math.max(0, rule.limit - count), retryAfter };
}
