import type { Database } from '../../db/client';
import type { AnalysisReport, TicketChanceBasis } from '../analysis/report-types';
import type { PlayedLeg } from '../analysis/played-legs';
import type { Viewer } from '../../context';
import { FREE_CORRECTIONS, getReportPreview } from './report-store';
import type { TicketStructure } from '../tickets/types';

export interface ReportPreview {
  id: string;
  isUnlocked: boolean;
  createdAt: string;
  totalMatches: number;
  totalOdds: number | null;
  /** Legs whose verdict is danger (docs/decisions/028-preview-numbers.md). */
  riskyPicks: number;
  /** The analysis' overall chance, percent; the specification's 100 / average odds only without one. */
  passChance: number | null;
  /** What passChance rests on, for its label ("AI" only where the model moved a leg); `other` for older reports. */
  chanceBasis: TicketChanceBasis;
  /** The ticket's recommendation title, from the same numbers as the full report ("Tiket je previše rizičan"). */
  ticketVerdict: string | null;
  /** The legs' matches and picks; a match already played carries its result (a fact, not the paid analysis). */
  matches: { match: string; pick: string; played?: PlayedLeg }[];
  /** The legs as analysed, for the owner to correct (they typed or confirmed them: nothing is revealed). */
  legs: { home: string; away: string; pick: string; odds: number; league?: string; kickoff?: string }[];
  /** Corrections of the legs still free on this report. */
  correctionsLeft: number;
  extractedText: string;
  structureError: boolean;
}

/** The teaser: counts and the overall chance, no per-leg verdicts (those are what the user pays for). */
export async function loadReportPreview(db: Database, id: string, viewer: Viewer): Promise<ReportPreview> {
  const row = await getReportPreview(db, id, viewer);
  const report = row.report as AnalysisReport | null;
  const structure = row.structuredData as TicketStructure | null;
  const legs = structure?.legs ?? [];
  return {
    id: row.id,
    isUnlocked: row.isUnlocked,
    createdAt: row.createdAt.toISOString(),
    totalMatches: report?.totalMatches ?? legs.length,
    totalOdds: report?.totalOdds ?? (legs.length ? round2(legs.reduce((p, l) => p * l.odds, 1)) : null),
    riskyPicks: report?.riskyPicks ?? 0,
    ticketVerdict: report?.recommendation.title ?? null,
    // A ticket with played legs has no forecast to fall back on: its chance is the analysis' or none.
    passChance:
      report?.overallChance != null
        ? Math.round(report.overallChance)
        : report?.matches.some((m) => m.played)
          ? null
          : fallbackChance(
              legs.map((l) => l.odds),
              row.source === 'manual',
            ),
    chanceBasis: (report?.overallChance != null && report.chanceBasis) || 'other',
    matches: legs.map((l, i) => {
      const played = report?.matches[i]?.played;
      return { match: `${l.home} - ${l.away}`, pick: l.pick, ...(played ? { played } : {}) };
    }),
    legs: legs.map((l) => ({
      home: l.home,
      away: l.away,
      pick: l.pick,
      odds: l.odds,
      ...(l.league ? { league: l.league } : {}),
      ...(l.kickoff ? { kickoff: l.kickoff } : {}),
    })),
    correctionsLeft: Math.max(0, FREE_CORRECTIONS - row.corrections),
    extractedText: row.extractedText,
    structureError: legs.length === 0,
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The specification's formula without its random parts (docs/decisions/028-preview-numbers.md): 100 / average
 * odds, 5–85; 10–85 for a ticket estimated from typed text.
 */
export function fallbackChance(odds: number[], fromText = false): number | null {
  if (!odds.length) return null;
  const average = odds.reduce((a, b) => a + b, 0) / odds.length;
  return Math.min(85, Math.max(fromText ? 10 : 5, Math.round(100 / average)));
}
