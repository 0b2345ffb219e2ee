import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ocrResults } from '../../db/schema/reports';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import type { Viewer } from '../../context';

export type ReportRow = typeof ocrResults.$inferSelect;
export type NewReport = Omit<typeof ocrResults.$inferInsert, 'id' | 'createdAt'>;

/** Stores a report; returns only its id and time (reading the JSON back would double the cost). */
export async function insertReport(
  db: Database,
  report: NewReport,
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await db
    .insert(ocrResults)
    .values(report)
    .returning({ id: ocrResults.id, createdAt: ocrResults.createdAt });
  return row;
}

function owns(row: ReportRow, viewer: Viewer): boolean {
  if (row.userId) return row.userId === viewer.userId;
  return !!row.guestTokenHash && row.guestTokenHash === viewer.guestTokenHash;
}

/** The locked preview: its owner, signed in or the guest browser that made it. Others get "not found". */
export async function getReportPreview(db: Database, id: string, viewer: Viewer): Promise<ReportRow> {
  const row = await findReport(db, id);
  if (!row || !owns(row, viewer)) throw new AppError('NOT_FOUND', 'reports.notFound');
  return row;
}

/** The full report: its owner, signed in, once unlocked (docs/decisions/037-report-ownership.md). */
export async function getFullReport(db: Database, id: string, userId: string): Promise<ReportRow> {
  const row = await findReport(db, id);
  if (!row || row.userId !== userId) throw new AppError('NOT_FOUND', 'reports.notFound');
  if (!row.isUnlocked) throw new AppError('PAYMENT_REQUIRED', 'reports.notPaid');
  return row;
}

async function findReport(db: Database, id: string): Promise<ReportRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(ocrResults).where(eq(ocrResults.id, id)).limit(1);
  return row;
}

export async function listUserReports(db: Database, userId: string): Promise<ReportRow[]> {
  return db
    .select()
    .from(ocrResults)
    .where(eq(ocrResults.userId, userId))
    .orderBy(desc(ocrResults.createdAt));
}

/** Moves a guest browser's reports to the account it signed up, signed in or checked out with. */
export async function claimGuestReports(
  db: Database,
  guestTokenHash: string,
  userId: string,
): Promise<number> {
  const moved = await db
    .update(ocrResults)
    .set({ userId })
    .where(and(eq(ocrResults.guestTokenHash, guestTokenHash), isNull(ocrResults.userId)))
    .returning({ id: ocrResults.id });
  return moved.length;
}

/** Corrections of a report's legs that are analysed again without counting as a new analysis. */
export const FREE_CORRECTIONS = 3;

/**
 * Replaces a report's legs and analysis after its owner corrected them, and counts the correction; false
 * when the report has used its free corrections (checked in the same statement, so two at once cannot both
 * pass the limit).
 */
export async function replaceAnalysis(
  db: Database,
  id: string,
  next: Pick<NewReport, 'structuredData' | 'report' | 'aiAnalysis'>,
): Promise<boolean> {
  const rows = await db
    .update(ocrResults)
    .set({ ...next, corrections: sql`${ocrResults.corrections} + 1`, processedAt: new Date() })
    .where(and(eq(ocrResults.id, id), lt(ocrResults.corrections, FREE_CORRECTIONS)))
    .returning({ id: ocrResults.id });
  return rows.length === 1;
}
