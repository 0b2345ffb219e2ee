import type { AnalyticsIds, Consent } from './consent';
import type { EventProps } from './events';
import type { FunnelEventName } from '../../../server/modules/billing/funnel';
import type * as ThirdParty from './third-party';

// The small part that every page carries: it holds events until the visitor has chosen, and only after a
// choice that allows a configured third party does it fetch the code that loads one (third-party.ts).

type Call =
  | { kind: 'page'; path: string; title: string }
  | { kind: 'event'; name: FunnelEventName; props?: EventProps; valueCents?: number };

let ids: AnalyticsIds | null = null;
let consent: Consent | null = null;
let loaded: Promise<typeof ThirdParty> | null = null;
/** Events of this page before the choice: sent if the visitor then allows it, dropped if not. */
const pending: Call[] = [];
const MAX_PENDING = 30;

function allowsAny(c: Consent | null): boolean {
  return !!ids && !!c && ((c.analytics && !!ids.gaId) || (c.marketing && !!ids.pixelId));
}

function send(call: Call) {
  if (!ids || consent === null) {
    if (pending.length < MAX_PENDING) pending.push(call);
    return;
  }
  if (!allowsAny(consent) && !loaded) return;
  void load().then((m) => {
    if (call.kind === 'page') m.pageView(call.path, call.title);
    else m.funnelEvent(call.name, call.props, call.valueCents);
  });
}

function load() {
  return (loaded ??= import('./third-party'));
}

/** The root's configured ids and the visitor's current choice (null: not chosen yet). */
export function setAnalyticsConsent(configured: AnalyticsIds, chosen: Consent | null) {
  ids = configured;
  consent = chosen;
  if (chosen === null) return;
  const queued = pending.splice(0);
  if (!allowsAny(chosen)) {
    // A withdrawn choice reaches the loaded code so it stops and drops its cookies; nothing is loaded for it.
    if (loaded) void loaded.then((m) => m.applyConsent(configured, chosen));
    return;
  }
  void load().then((m) => m.applyConsent(configured, chosen));
  queued.forEach(send);
}

export function trackPageView(path: string, title: string) {
  send({ kind: 'page', path, title });
}

/** Called by trackFunnel (app/lib/funnel.ts) for every funnel event, next to the first-party record. */
export function forwardFunnelEvent(name: FunnelEventName, props?: EventProps, valueCents?: number) {
  if (typeof window === 'undefined') return;
  send({ kind: 'event', name, props, valueCents });
}
