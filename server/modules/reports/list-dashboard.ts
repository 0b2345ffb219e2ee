import type { Database } from '../../db/client';
import { listUserReports } from './report-store';

export interface DashboardItem {
  id: string;
  createdAt: string;
  isUnlocked: boolean;
  extractedText: string;
  /** The first 200 characters of the analysis, only for unlocked reports (specification 2). */
  analysisExcerpt: string | null;
}

export async function listDashboard(db: Database, userId: string): Promise<DashboardItem[]> {
  const rows = await listUserReports(db, userId);
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    isUnlocked: r.isUnlocked,
    extractedText: r.extractedText,
    analysisExcerpt: r.isUnlocked && r.aiAnalysis ? r.aiAnalysis.slice(0, 200) : null,
  }));
}
