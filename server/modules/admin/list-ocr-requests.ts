import { count, desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ocrResults } from '../../db/schema/reports';
import { PAGE_SIZE } from './page-size';

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
