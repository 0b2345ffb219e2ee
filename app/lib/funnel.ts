import { postJson } from './api';
import type { FunnelEventName } from '../../server/modules/billing/funnel';

/** Records one of the specification's funnel events, first-party; a failure never disturbs the page. */
export function trackFunnel(name: FunnelEventName, properties?: Record<string, string | number | boolean>) {
  void postJson('/api/funnel-event', properties ? { name, properties } : { name });
}
