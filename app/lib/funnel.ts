import { postJson } from './api';
import { forwardFunnelEvent } from '~/features/consent/analytics';
import type { FunnelEventName } from '../../server/modules/billing/funnel';

/**
 * Records one of the specification's funnel events, first-party; a failure never disturbs the page. The same
 * event goes to Google Analytics and the Meta pixel when they are configured and the visitor allowed them
 * (app/features/consent); `valueCents` is the purchase value the specification's payment events carry.
 */
export function trackFunnel(
  name: FunnelEventName,
  properties?: Record<string, string | number | boolean>,
  options: { valueCents?: number } = {},
) {
  void postJson('/api/funnel-event', {
    name,
    ...(properties && { properties }),
    ...(options.valueCents !== undefined && { value_cents: options.valueCents }),
  });
  forwardFunnelEvent(name, properties, options.valueCents);
}
