import type { Database } from '../../db/client';
import { funnelEvents } from '../../db/schema/billing';

/**
 * The specification's funnel event names, recorded first-party
 * (docs/decisions/039-first-party-funnel-and-consent.md): the site's and the AI generator's, each under its
 * own name.
 */
export const FUNNEL_EVENTS = [
  'visit',
  'payment_intent',
  'payment_success',
  'payment_failed',
  'payment_cancelled',
  'report_preview',
  'email_capture',
  'upload_dialog_open',
  'upload_dialog_method',
  'landing_view',
  'start_intent',
  'sport_selected',
  'ticket_type_selected',
  'stake_set',
  'generation_start',
  'generation_complete',
  'ticket_preview',
  'unlock_intent',
  'payment_page_view',
] as const;
export type FunnelEventName = (typeof FUNNEL_EVENTS)[number];

export async function recordFunnelEvent(
  db: Database,
  event: {
    name: FunnelEventName;
    valueCents?: number | null;
    currency?: string | null;
    userId?: string | null;
    properties?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(funnelEvents).values({
    name: event.name,
    valueCents: event.valueCents ?? null,
    currency: event.currency ?? null,
    userId: event.userId ?? null,
    properties: event.properties ?? null,
  });
}
