import type { AnalyticsIds, Consent } from './consent';
import { thirdPartyEvent, type EventProps } from './events';
import type { FunnelEventName } from '../../../server/modules/billing/funnel';

// Loaded only after the visitor consented to at least one of the configured third parties (analytics.ts), so
// nobody else downloads it. It injects gtag.js and the Meta pixel the way their own snippets do, but as
// scripts from hosts the Content-Security-Policy names (server/lib/security-headers.ts), without inline code.

type Fn = (...args: unknown[]) => void;
type Fbq = Fn & { callMethod?: Fn; queue: unknown[][]; push: Fbq; loaded: boolean; version: string };
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Fn;
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

let gaStarted = false;
let pixelStarted = false;
let current: Consent = { analytics: false, marketing: false };

function addScript(src: string) {
  const s = document.createElement('script');
  s.async = true;
  s.src = src;
  document.head.appendChild(s);
}

function startGoogleAnalytics(id: string) {
  if (gaStarted) return;
  gaStarted = true;
  window.dataLayer = window.dataLayer || [];
  // gtag.js reads the `arguments` objects themselves, so this must stay a plain function.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag('consent', 'default', {
    analytics_storage: 'granted',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  });
  window.gtag('js', new Date());
  // Page views are sent by the app on each navigation (pageView below), not by gtag on load only.
  window.gtag('config', id, { send_page_view: false });
  addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`);
}

function startMetaPixel(id: string) {
  if (pixelStarted) return;
  pixelStarted = true;
  if (!window.fbq) {
    const fbq = function (...args: unknown[]) {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    } as Fbq;
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = '2.0';
    fbq.queue = [];
    window.fbq = fbq;
    window._fbq ??= fbq;
  }
  addScript('https://connect.facebook.net/en_US/fbevents.js');
  // No automatic button and form scraping: only the events below.
  window.fbq('set', 'autoConfig', false, id);
  window.fbq('init', id);
}

/** Starts what the choice allows; what it no longer allows stops receiving anything and loses its cookies. */
export function applyConsent(ids: AnalyticsIds, consent: Consent) {
  const before = current;
  current = consent;
  if (consent.analytics && ids.gaId) {
    if (!gaStarted) startGoogleAnalytics(ids.gaId);
    else if (!before.analytics) window.gtag?.('consent', 'update', { analytics_storage: 'granted' });
  } else if (gaStarted && before.analytics) {
    window.gtag?.('consent', 'update', { analytics_storage: 'denied' });
    dropCookies(/^_ga/);
  }
  if (consent.marketing && ids.pixelId) {
    if (!pixelStarted) startMetaPixel(ids.pixelId);
    else if (!before.marketing) window.fbq?.('consent', 'grant');
  } else if (pixelStarted && before.marketing) {
    window.fbq?.('consent', 'revoke');
    dropCookies(/^_fb[pc]$/);
  }
}

function dropCookies(name: RegExp) {
  const domains = [
    '',
    `; Domain=${location.hostname}`,
    `; Domain=.${location.hostname.split('.').slice(-2).join('.')}`,
  ];
  for (const part of document.cookie.split(';')) {
    const key = part.split('=')[0]!.trim();
    if (!name.test(key)) continue;
    for (const d of domains) document.cookie = `${key}=; Path=/; Max-Age=0${d}`;
  }
}

export function pageView(path: string, title: string) {
  if (current.analytics && gaStarted)
    window.gtag?.('event', 'page_view', { page_path: path, page_location: location.href, page_title: title });
  if (current.marketing && pixelStarted) window.fbq?.('track', 'PageView');
}

export function funnelEvent(name: FunnelEventName, props?: EventProps, valueCents?: number) {
  const event = thirdPartyEvent(name, props, valueCents);
  if (current.analytics && gaStarted) window.gtag?.('event', event.ga.name, event.ga.params);
  if (current.marketing && pixelStarted)
    window.fbq?.(event.pixel.method, event.pixel.name, event.pixel.params);
}
