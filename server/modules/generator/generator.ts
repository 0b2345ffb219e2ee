import { and, eq, sql } from 'drizzle-orm';
import type { AppServices } from '../../context';
import type { Database } from '../../db/client';
import { ocrResults } from '../../db/schema/reports';
import { subscribers } from '../../db/schema/billing';
import { AppError } from '../../lib/app-error';
import type { GeneratorSport, OddsEvent } from '../../providers/odds/types';
import type { AnalysisState } from '../analysis/model/analysis-state';
import { findSubscriber } from '../billing/subscription-status';
import { goalsPick, pickLegs, type Leg, type Selection, type TicketType } from './pick-legs';
import type { GeneratedTicket, StakeCurrency } from './generated-ticket';
import { isUuid } from '../../lib/ids';
import { ticketText } from '../../common/messages';
import { formatDecimal } from '../../common/format';

const WINDOW_MS = 24 * 3_600_000;
const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * The model's chance for football picks it can price (1X2, and goals over/under a half-goal line); otherwise
 * the de-margined price decides.
 */
function footballChance(analysis: AnalysisState, e: OddsEvent, s: Selection): number | null {
  if (s === '1' || s === 'X' || s === '2')
    return (
      analysis.modelChance(e.home, e.away, { kind: 'result', period: 'FT', outcome: s })?.probability ?? null
    );
  const pick = e.totals && goalsPick(s, e.totals.point);
  return pick ? (analysis.modelChance(e.home, e.away, pick)?.probability ?? null) : null;
}

/** How a leg reads on the ticket (the bookmakers' Serbian names of the markets). */
function label(l: Leg): { market: string; selection: string } {
  if (l.selection === 'over' || l.selection === 'under')
    return {
      market: 'Više/Manje',
      selection: `${l.selection === 'over' ? 'Više' : 'Manje'} ${formatDecimal('rs', l.event.totals!.point, 1)}`,
    };
  return { market: '1X2', selection: l.selection };
}

/** Builds a ticket from the next 24 hours' matches, or null when none fits the type. */
export async function buildTicket(
  services: Pick<AppServices, 'odds' | 'analysis'>,
  input: { sport: GeneratorSport; ticketType: TicketType; stake: number; currency?: StakeCurrency },
  now = new Date(),
): Promise<GeneratedTicket | null> {
  const events = await services.odds.upcoming(input.sport, now, new Date(now.getTime() + WINDOW_MS));
  const picked = pickLegs(
    events,
    input.ticketType,
    input.sport === 'football' ? (e, s) => footballChance(services.analysis, e, s) : undefined,
  );
  if (!picked) return null;
  return {
    sport: input.sport,
    ticketType: input.ticketType,
    stake: round2(input.stake),
    currency: input.currency ?? 'EUR',
    totalOdds: picked.totalOdds,
    potentialPayout: round2(input.stake * picked.totalOdds),
    events: picked.legs.map((l) => ({
      match: `${l.event.home} vs ${l.event.away}`,
      league: l.event.league,
      ...label(l),
      odds: l.odds,
      commence_time: l.event.commenceTime,
      chance: Math.round(l.chance * 1000) / 10,
    })),
    demo: services.odds.demo,
    generatedAt: now.toISOString(),
  };
}

/** Stores the ticket locked, for its owner (the specification's ocr_results row: label, matches, confidence 95 %). */
export async function storeTicket(
  db: Database,
  ticket: GeneratedTicket,
  owner: { userId: string | null; guestTokenHash: string | null },
): Promise<string> {
  const [row] = await db
    .insert(ocrResults)
    .values({
      ...owner,
      source: 'generator',
      extractedText: `AI tiket · ${ticketText('rs', `sport.${ticket.sport}`)} · ${ticketText('rs', `type.${ticket.ticketType}`)}`,
      aiAnalysis: JSON.stringify(ticket.events),
      structuredData: ticket,
      confidenceScore: 0.95,
      processedAt: new Date(),
    })
    .returning({ id: ocrResults.id });
  return row.id;
}

/** A generated ticket for its owner (signed in, or the guest browser that made it). */
export async function findTicket(
  db: Database,
  id: string,
  viewer: { userId?: string | null; guestTokenHash?: string | null },
) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(ocrResults)
    .where(and(eq(ocrResults.id, id), eq(ocrResults.source, 'generator')))
    .limit(1);
  if (!row) return null;
  const own = row.userId
    ? row.userId === viewer.userId
    : !!row.guestTokenHash && row.guestTokenHash === viewer.guestTokenHash;
  return own
    ? {
        id: row.id,
        isUnlocked: row.isUnlocked,
        ticket: row.structuredData as GeneratedTicket,
        createdAt: row.createdAt,
      }
    : null;
}

/**
 * A Premium subscriber unlocks a generated ticket from the month's allowance
 * (docs/decisions/032-generator-purchase.md).
 */
export async function unlockWithAllowance(db: Database, user: { id: string; email: string }, id: string) {
  const sub = await findSubscriber(db, user);
  if (!sub?.subscribed || sub.generatedLimit === 0)
    throw new AppError('PAYMENT_REQUIRED', 'generator.paymentRequired');
  // Not a ticket id at all (the column is a uuid: PostgreSQL would refuse the query).
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'generator.ticketNotFound');
  return db.transaction(async (tx) => {
    const [unlocked] = await tx
      .update(ocrResults)
      .set({ isUnlocked: true })
      .where(
        and(
          eq(ocrResults.id, id),
          eq(ocrResults.userId, user.id),
          eq(ocrResults.source, 'generator'),
          eq(ocrResults.isUnlocked, false),
        ),
      )
      .returning({ id: ocrResults.id });
    if (!unlocked) throw new AppError('NOT_FOUND', 'generator.ticketNotFound');
    const [counted] = await tx
      .update(subscribers)
      .set({ generatedUsed: sql`${subscribers.generatedUsed} + 1` })
      .where(
        and(
          eq(subscribers.email, sub.email),
          eq(subscribers.subscribed, true),
          sql`${subscribers.generatedUsed} < ${subscribers.generatedLimit}`,
        ),
      )
      .returning({ used: subscribers.generatedUsed, limit: subscribers.generatedLimit });
    if (!counted) throw new AppError('PAYMENT_REQUIRED', 'generator.allowanceUsed');
    return counted;
  });
}
