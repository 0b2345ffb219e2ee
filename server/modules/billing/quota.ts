import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { subscribers } from '../../db/schema/billing';
import { ocrResults } from '../../db/schema/reports';
import { AppError } from '../../lib/app-error';
import { findSubscriber } from './subscription-status';
import { isUuid } from '../../lib/ids';

/**
 * A subscriber unlocks one of their reports with an analysis of the period (DECISIONS 4): the count and the
 * unlock happen together or not at all, and an already unlocked report costs nothing.
 */
export async function unlockWithQuota(
  db: Database,
  user: { id: string; email: string },
  reportId: string,
): Promise<{ analysesUsed: number; analysesLimit: number }> {
  const subscriber = await findSubscriber(db, user);
  if (!subscriber?.subscribed) throw new AppError('PAYMENT_REQUIRED', 'billing.notSubscribed');
  // Not a report id at all (the column is a uuid: PostgreSQL would refuse the query).
  if (!isUuid(reportId)) throw new AppError('NOT_FOUND', 'reports.notFound');
  return db.transaction(async (tx) => {
    const [report] = await tx
      .update(ocrResults)
      .set({ isUnlocked: true, countedTowardsLimit: true })
      .where(
        and(eq(ocrResults.id, reportId), eq(ocrResults.userId, user.id), eq(ocrResults.isUnlocked, false)),
      )
      .returning({ id: ocrResults.id });
    if (!report) {
      const [existing] = await tx
        .select({ unlocked: ocrResults.isUnlocked })
        .from(ocrResults)
        .where(and(eq(ocrResults.id, reportId), eq(ocrResults.userId, user.id)))
        .limit(1);
      if (!existing) throw new AppError('NOT_FOUND', 'reports.notFound');
      return { analysesUsed: subscriber.analysesUsed, analysesLimit: subscriber.analysesLimit };
    }
    const [counted] = await tx
      .update(subscribers)
      .set({ analysesUsed: sql`${subscribers.analysesUsed} + 1` })
      .where(
        and(
          eq(subscribers.email, subscriber.email),
          eq(subscribers.subscribed, true),
          lt(subscribers.analysesUsed, subscribers.analysesLimit),
        ),
      )
      .returning({ analysesUsed: subscribers.analysesUsed, analysesLimit: subscribers.analysesLimit });
    // No analysis left: the transaction rolls back, so the report stays locked.
    if (!counted)
      throw new AppError('PAYMENT_REQUIRED', 'billing.limitReached', { details: { reason: 'limit' } });
    return counted;
  });
}
