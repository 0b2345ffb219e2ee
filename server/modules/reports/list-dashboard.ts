import type { AppServices } from '../../context';
import type { GeneratedTicket } from '../generator/generated-ticket';
import type { Leg, TicketStructure } from '../tickets/types';
import type { AnalysisReport } from '../analysis/report-types';
import { playedLeg } from '../analysis/played-legs';
import type { AnalysisState } from '../analysis/model/analysis-state';
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
  /** Each leg as a bookmaker's app shows it: pending until its result is in, then won, lost or void. */
  legs: DashboardLeg[];
  /** The ticket: lost once a leg lost, won when every leg won or was void, else pending; null without legs. */
  state: 'pending' | 'won' | 'lost' | null;
}

export interface DashboardLeg {
  match: string;
  pick: string;
  /** `unsettled`: played, but its score cannot settle the bet (an overtime rule, a market not understood). */
  state: 'pending' | 'won' | 'lost' | 'void' | 'unsettled';
  /** The final score ("3:2") and the half-time one, once the result is known. */
  score?: string;
  halfTime?: string;
  /** A basketball game that went to overtime: the score after regular time. */
  regularTime?: string;
  /** A tennis match: the games of each set; `score` is then the sets. */
  sets?: string;
}

/** The user's tickets, each leg settled now by the results the product holds (they arrive after the analysis). */
export async function listDashboard(
  { db, analysis }: Pick<AppServices, 'db' | 'analysis'>,
  userId: string,
  now = new Date(),
): Promise<DashboardItem[]> {
  return (await listUserReports(db, userId)).map((r) => toItem(analysis, r, now));
}

function settle(
  analysis: AnalysisState,
  legs: Leg[],
  now: Date,
  analysedAt: Date,
): Pick<DashboardItem, 'legs' | 'state'> {
  const settled = legs.map((leg): DashboardLeg => {
    const played = playedLeg(analysis, leg, now, analysedAt);
    return {
      match: leg.away ? `${leg.home} – ${leg.away}` : leg.home,
      pick: leg.pick,
      state: played?.outcome ?? (played?.score ? 'unsettled' : 'pending'),
      ...(played?.score ? { score: played.score } : {}),
      ...(played?.halfTime ? { halfTime: played.halfTime } : {}),
      ...(played?.regularTime ? { regularTime: played.regularTime } : {}),
      ...(played?.sets ? { sets: played.sets } : {}),
    };
  });
  const states = settled.map((l) => l.state);
  const state = !states.length
    ? null
    : states.includes('lost')
      ? 'lost'
      : states.every((s) => s === 'won' || s === 'void')
        ? 'won'
        : 'pending';
  return { legs: settled, state };
}

function toItem(analysis: AnalysisState, r: ReportRow, now: Date): DashboardItem {
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
      legs: [],
      state: null,
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
    ...settle(analysis, legs, now, r.createdAt),
  };
}
