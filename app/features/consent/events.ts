import type { FunnelEventName } from '../../../server/modules/billing/funnel';

export type EventProps = Record<string, string | number | boolean>;

/** What one funnel event becomes in Google Analytics and in the Meta pixel. */
export interface ThirdPartyEvent {
  ga: { name: string; params: EventProps };
  pixel: { method: 'track' | 'trackCustom'; name: string; params: EventProps };
}

/**
 * The specification's events (the site's and the generator's) keep their names in Google
 * Analytics; the pixel gets Meta's standard event where one means the same thing (so ads can optimise for
 * it) and the specification's name as a custom event otherwise.
 */
const PIXEL_STANDARD: Partial<Record<FunnelEventName, string>> = {
  payment_intent: 'InitiateCheckout',
  payment_success: 'Purchase',
  email_capture: 'CompleteRegistration',
  report_preview: 'ViewContent',
  ticket_preview: 'ViewContent',
};

// Third parties get no personal data: the specification's payment_success carries the buyer's e-mail, which
// stays in our own records (Google's terms forbid it in Analytics; the pixel would need it hashed and a
// separate consent for advanced matching).
const PERSONAL_KEY = /mail|name|phone|address|user/i;
const EMAIL_LIKE = /[^\s@]+@[^\s@]+/;

export function publicProps(props: EventProps | undefined): EventProps {
  const out: EventProps = {};
  for (const [key, value] of Object.entries(props ?? {})) {
    if (PERSONAL_KEY.test(key)) continue;
    if (typeof value === 'string' && EMAIL_LIKE.test(value)) continue;
    out[key] = value;
  }
  return out;
}

export function thirdPartyEvent(
  name: FunnelEventName,
  props?: EventProps,
  valueCents?: number,
): ThirdPartyEvent {
  const params = publicProps(props);
  if (valueCents !== undefined) {
    params.value = Math.round(valueCents) / 100;
    params.currency = 'EUR';
  }
  const standard = PIXEL_STANDARD[name];
  return {
    ga: { name, params },
    pixel: standard
      ? { method: 'track', name: standard, params: { ...params, funnel_event: name } }
      : { method: 'trackCustom', name, params },
  };
}
