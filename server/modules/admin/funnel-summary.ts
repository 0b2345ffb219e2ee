import { and, count, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { funnelEvents, payments } from '../../db/schema/billing';
import { ocrResults } from '../../db/schema/reports';

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
