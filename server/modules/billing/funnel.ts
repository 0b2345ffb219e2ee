import type { Database } from '../../db/client';
import { funnelEvents } from '../../db/schema/billing';

/** The specification's funnel event names (first file, section 7), recorded first-party (DECISIONS 17). */
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
  'generator_intent',
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
