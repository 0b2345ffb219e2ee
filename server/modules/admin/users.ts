import { and, count, desc, eq, gte, inArray, like, notInArray, or, sql } from 'drizzle-orm';
import { data } from 'react-router';
import type { AppServices } from '../../context';
import type { Database } from '../../db/client';
import { profiles, user as users } from '../../db/schema/auth';
import {
  checkouts,
  funnelEvents,
  localPaymentObjects,
  payments,
  signInTokens,
  subscribers,
} from '../../db/schema/billing';
import { ocrResults } from '../../db/schema/reports';
import { UPLOAD_BUCKET } from '../uploads/bucket';
import { isUuid } from '../../lib/ids';

export const PAGE_SIZE = 20;
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

/** OCR Requests: every stored analysis, newest first. */
export async function listOcrRequests(db: Database, page: number) {
  const [{ total }] = await db.select({ total: count() }).from(ocrResults);
  const rows = await db
    .select({
      id: ocrResults.id,
      source: ocrResults.source,
      filePath: ocrResults.filePath,
      extractedText: ocrResults.extractedText,
      aiAnalysis: ocrResults.aiAnalysis,
      confidence: ocrResults.confidenceScore,
      counted: ocrResults.countedTowardsLimit,
      unlocked: ocrResults.isUnlocked,
      createdAt: ocrResults.createdAt,
    })
    .from(ocrResults)
    .orderBy(desc(ocrResults.createdAt), ocrResults.id)
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return { total, rows };
}

/**
 * Dangerous Actions (docs/decisions/038-bulk-delete-of-test-users.md): deletes only accounts whose e-mail
 * starts with the configured test prefix, with their reports, payments, subscriptions, profiles and stored
 * photos, in one transaction; files go after the rows are gone, so a failure never leaves rows pointing at
 * missing files.
 */
export async function deleteTestUsers(
  services: AppServices,
  by: string,
): Promise<{ users: number; reports: number; files: number }> {
  const prefix = services.config.TEST_USER_EMAIL_PREFIX.toLowerCase();
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { db } = services;
  const result = await db.transaction(async (tx) => {
    const doomed = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(like(sql`lower(${users.email})`, pattern));
    const ids = doomed.map((u) => u.id);
    const emails = doomed.map((u) => u.email.toLowerCase());
    if (!ids.length) return { users: 0, reports: 0, files: [] as string[] };
    const reports = await tx
      .delete(ocrResults)
      .where(inArray(ocrResults.userId, ids))
      .returning({ filePath: ocrResults.filePath });
    // Billing rows name the buyer by e-mail (guest checkouts) and, once signed in, by account: both count.
    await tx.delete(payments).where(or(inArray(payments.email, emails), inArray(payments.userId, ids)));
    const gone = await tx
      .delete(checkouts)
      .where(or(inArray(checkouts.email, emails), inArray(checkouts.userId, ids)))
      .returning({ ref: checkouts.providerRef });
    await tx
      .delete(subscribers)
      .where(or(inArray(subscribers.email, emails), inArray(subscribers.userId, ids)));
    // The local test processor's intents and subscriptions: by e-mail, and by the checkouts' references for
    // those made under an e-mail the account has since changed.
    const refs = gone.map((c) => c.ref);
    await tx
      .delete(localPaymentObjects)
      .where(
        or(
          inArray(localPaymentObjects.email, emails),
          inArray(localPaymentObjects.id, refs),
          inArray(localPaymentObjects.subscriptionId, refs),
        ),
      );
    await tx.delete(signInTokens).where(inArray(signInTokens.userId, ids));
    await tx.delete(funnelEvents).where(inArray(funnelEvents.userId, ids));
    await tx.delete(profiles).where(inArray(profiles.userId, ids));
    // Sessions and accounts go with the user (foreign keys cascade).
    await tx.delete(users).where(and(inArray(users.id, ids), like(sql`lower(${users.email})`, pattern)));
    return {
      users: ids.length,
      reports: reports.length,
      files: reports.flatMap((r) => (r.filePath ? [r.filePath] : [])),
    };
  });
  let files = 0;
  for (const path of result.files) {
    await services.storage.delete(UPLOAD_BUCKET, path).then(
      () => files++,
      (err) => services.logger.warn({ err, path }, 'could not delete a test user file'),
    );
  }
  services.logger.warn(
    { by, prefix, users: result.users, reports: result.reports, files },
    'deleted test users',
  );
  return { users: result.users, reports: result.reports, files };
}

/** The funnel: how many of each event, and the money they carried, over the last 30 days. */
const FUNNEL_DAYS = 30;
const since = () => new Date(Date.now() - FUNNEL_DAYS * 86_400_000);

/**
 * The admin funnel of the last 30 days: events by day (for the chart), the conversion funnel visits →
 * analyses → previews → payment intents → payments, and revenue. Analyses, payments and revenue come from the
 * reports and the payments ledger, not from events a browser can send.
 */
export async function funnelSummary(db: Database) {
  const from = since();
  const day = sql<string>`to_char(${funnelEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [byDay, byName, analyses, paid] = await Promise.all([
    db
      .select({ day, name: funnelEvents.name, events: count() })
      .from(funnelEvents)
      .where(gte(funnelEvents.createdAt, from))
      .groupBy(day, funnelEvents.name)
      .orderBy(day),
    db
      .select({ name: funnelEvents.name, events: count() })
      .from(funnelEvents)
      .where(gte(funnelEvents.createdAt, from))
      .groupBy(funnelEvents.name),
    db
      .select({ n: count() })
      .from(ocrResults)
      .where(and(gte(ocrResults.createdAt, from), sql`${ocrResults.source} <> 'generator'`)),
    db
      .select({ n: count(), cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int` })
      .from(payments)
      .where(gte(payments.createdAt, from)),
  ]);
  const events = (name: string) => byName.find((r) => r.name === name)?.events ?? 0;
  return {
    days: FUNNEL_DAYS,
    byDay,
    steps: [
      { step: 'Visits', count: events('visit') },
      { step: 'Analyses', count: analyses[0].n },
      { step: 'Previews', count: events('report_preview') },
      { step: 'Payment intents', count: events('payment_intent') },
      { step: 'Payments', count: paid[0].n },
    ],
    revenueCents: paid[0].cents,
  };
}

/** The stored photo of a report, for administrators. */
export async function ocrImage(
  services: AppServices,
  id: string,
): Promise<{ body: Buffer; type: string } | null> {
  if (!isUuid(id)) return null;
  const [row] = await services.db
    .select({ filePath: ocrResults.filePath })
    .from(ocrResults)
    .where(eq(ocrResults.id, id))
    .limit(1);
  if (!row?.filePath) return null;
  const body = await services.storage.get(UPLOAD_BUCKET, row.filePath).catch(() => null);
  if (!body) return null;
  const ext = row.filePath.split('.').pop();
  return { body, type: ext === 'png' ? 'image/png' : ext === 'webp' ? 'image/webp' : 'image/jpeg' };
}
