import { and, asc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { subscribers } from '../../db/schema/billing';
import { ocrResults } from '../../db/schema/reports';
import { AppError } from '../../lib/app-error';
import { findSubscriber } from './subscription-status';
import { isUuid } from '../../lib/ids';
import type { Tx } from './types';

export interface Quota {
  analysesUsed: number;
  analysesLimit: number;
}

/** What spending an analysis on a report came to. */
export type Spent =
  | ({ outcome: 'unlocked' } & Quota)
  | { outcome: 'already-unlocked' }
  | { outcome: 'limit' }
  | { outcome: 'not-found' };

/**
 * The one way an analysis of a subscription is spent on a report (docs/decisions/027-analysis-quota.md),
 * whoever asks: the unlock button, the automatic unlock of a subscriber's preview, the report a subscription
 * was bought from. Inside the caller's transaction: the report's row is locked first, so a report is counted
 * once however many requests race; the count is taken only while the period has analyses left, and only then
 * is the report unlocked (`counted_towards_limit`). Nothing is written unless both happen.
 */
export async function spendAnalysis(
  tx: Tx,
  input: { reportId: string; subscriberEmail: string; owned: SQL | undefined },
): Promise<Spent> {
  const [report] = await tx
    .select({ unlocked: ocrResults.isUnlocked })
    .from(ocrResults)
    .where(and(eq(ocrResults.id, input.reportId), input.owned))
    .limit(1)
    .for('update');
  if (!report) return { outcome: 'not-found' };
  if (report.unlocked) return { outcome: 'already-unlocked' };
  const [counted] = await tx
    .update(subscribers)
    .set({ analysesUsed: sql`${subscribers.analysesUsed} + 1` })
    .where(
      and(
        eq(subscribers.email, input.subscriberEmail),
        eq(subscribers.subscribed, true),
        lt(subscribers.analysesUsed, subscribers.analysesLimit),
      ),
    )
    .returning({ analysesUsed: subscribers.analysesUsed, analysesLimit: subscribers.analysesLimit });
  if (!counted) return { outcome: 'limit' };
  await tx
    .update(ocrResults)
    .set({ isUnlocked: true, countedTowardsLimit: true })
    .where(eq(ocrResults.id, input.reportId));
  return { outcome: 'unlocked', ...counted };
}

/**
 * Subscribing unlocks the subscriber's reports still locked, oldest first, while the period has analyses left
 * (issue 31): each through spendAnalysis, so each is counted once. A ticket that could not be read (no legs)
 * costs nothing and stays as it is, as on the preview. Answers the ids unlocked.
 */
export async function unlockLockedReports(
  tx: Tx,
  input: { userId: string; subscriberEmail: string },
): Promise<string[]> {
  const locked = await tx
    .select({ id: ocrResults.id, structure: ocrResults.structuredData })
    .from(ocrResults)
    .where(and(eq(ocrResults.userId, input.userId), eq(ocrResults.isUnlocked, false)))
    .orderBy(asc(ocrResults.createdAt));
  const unlocked: string[] = [];
  for (const row of locked) {
    const legs = (row.structure as { legs?: unknown[] } | null)?.legs;
    if (!Array.isArray(legs) || legs.length === 0) continue;
    const spent = await spendAnalysis(tx, {
      reportId: row.id,
      subscriberEmail: input.subscriberEmail,
      owned: eq(ocrResults.userId, input.userId),
    });
    if (spent.outcome === 'limit') break;
    if (spent.outcome === 'unlocked') unlocked.push(row.id);
  }
  return unlocked;
}

/** A signed-in user's own report, unlocked with an analysis of their subscription if they have one left. */
async function spendOwn(db: Database, user: { id: string; email: string }, reportId: string) {
  const subscriber = await findSubscriber(db, user);
  if (!subscriber?.subscribed) return { subscriber, spent: null };
  // Not a report id at all (the column is a uuid: PostgreSQL would refuse the query).
  if (!isUuid(reportId)) return { subscriber, spent: { outcome: 'not-found' } as Spent };
  const spent = await db.transaction((tx) =>
    spendAnalysis(tx, {
      reportId,
      subscriberEmail: subscriber.email,
      owned: eq(ocrResults.userId, user.id),
    }),
  );
  return { subscriber, spent };
}

/**
 * unlock-report: a subscriber unlocks one of their reports with an analysis of the period. An already
 * unlocked report costs nothing; with no analysis left the report stays locked and the answer says so.
 */
export async function unlockWithQuota(
  db: Database,
  user: { id: string; email: string },
  reportId: string,
): Promise<Quota> {
  const { subscriber, spent } = await spendOwn(db, user, reportId);
  if (!subscriber || !spent) throw new AppError('PAYMENT_REQUIRED', 'billing.notSubscribed');
  switch (spent.outcome) {
    case 'unlocked':
      return { analysesUsed: spent.analysesUsed, analysesLimit: spent.analysesLimit };
    case 'already-unlocked':
      return { analysesUsed: subscriber.analysesUsed, analysesLimit: subscriber.analysesLimit };
    case 'not-found':
      throw new AppError('NOT_FOUND', 'reports.notFound');
    case 'limit':
      throw new AppError('PAYMENT_REQUIRED', 'billing.limitReached', { details: { reason: 'limit' } });
  }
}

/**
 * A subscriber's locked report unlocks by itself while the plan has analyses left
 * (docs/decisions/027-analysis-quota.md): called when its owner opens its preview (right after the analysis,
 * or later from the dashboard, for reports made before subscribing as well). Answers the quota after the
 * unlock, or null when nothing was spent: not a subscriber, no analyses left, not their report, or unlocked
 * already.
 */
export async function autoUnlock(
  db: Database,
  user: { id: string; email: string },
  reportId: string,
): Promise<Quota | null> {
  const { spent } = await spendOwn(db, user, reportId);
  return spent?.outcome === 'unlocked'
    ? { analysesUsed: spent.analysesUsed, analysesLimit: spent.analysesLimit }
    : null;
}
