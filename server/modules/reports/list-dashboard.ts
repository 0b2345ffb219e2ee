import type { Database } from '../../db/client';
import type { GeneratedTicket } from '../generator/generated-ticket';
import type { TicketStructure } from '../tickets/types';
import type { AnalysisReport } from '../analysis/report-types';
import { listUserReports, type ReportRow } from './report-store';

/** One card of "Moji izveštaji": what the ticket was, never the raw OCR text or stored JSON. */
export interface DashboardItem {
  id: string;
  createdAt: string;
  isUnlocked: boolean;
  /** An analysed ticket, or a ticket the AI generator made. */
  kind: 'report' | 'generated';
  /** The first match, as the ticket named it ("Budućnost – Borac"); null when no leg was read. */
  firstMatch: string | null;
  /** Legs besides the first ("+6"). */
  moreLegs: number;
  totalOdds: number | null;
  /** Percent: the analysis' overall chance (null for generated tickets and unreadable photos). */
  chance: number | null;
  /** The first 200 characters of the analysis, only for unlocked reports. */
  analysisExcerpt: string | null;
}

export async function listDashboard(db: Database, userId: string): Promise<DashboardItem[]> {
  return (await listUserReports(db, userId)).map(toItem);
}

function toItem(r: ReportRow): DashboardItem {
  const base = { id: r.id, createdAt: r.createdAt.toISOString(), isUnlocked: r.isUnlocked };
  if (r.source === 'generator') {
    const ticket = r.structuredData as GeneratedTicket | null;
    const events = ticket?.events ?? [];
    return {
      ...base,
      kind: 'generated',
      firstMatch: events[0]?.match.replace(' - ', ' – ') ?? null,
      moreLegs: Math.max(0, events.length - 1),
      // A locked generated ticket's total odds are part of what is bought (maskTicket).
      totalOdds: r.isUnlocked ? (ticket?.totalOdds ?? null) : null,
      chance: null,
      analysisExcerpt: null,
    };
  }
  const legs = (r.structuredData as TicketStructure | null)?.legs ?? [];
  const report = r.report as AnalysisReport | null;
  const first = legs[0];
  return {
    ...base,
    kind: 'report',
    firstMatch: first ? (first.away ? `${first.home} – ${first.away}` : first.home) : null,
    moreLegs: Math.max(0, legs.length - 1),
    totalOdds: report?.totalOdds ?? null,
    chance: report?.overallChance ?? null,
    analysisExcerpt: r.isUnlocked && r.aiAnalysis ? r.aiAnalysis.slice(0, 200) : null,
  };
}
