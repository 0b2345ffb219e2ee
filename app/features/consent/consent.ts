/**
 * The visitor's choice about optional cookies: analytics (Google Analytics) and marketing (the Meta pixel).
 * Kept in a first-party cookie, so the server render knows whether to show the banner, and in localStorage,
 * which brings the choice back if the cookie alone was cleared. Nothing optional loads before a choice.
 */
export interface Consent {
  analytics: boolean;
  marketing: boolean;
}

/** The third parties this server is configured for (root loader); null ids mean "not configured". */
export interface AnalyticsIds {
  gaId: string | null;
  pixelId: string | null;
}

export const CONSENT_COOKIE = 'consent';
export const CONSENT_STORAGE_KEY = 'consent';
/** About six months, after which the visitor is asked again. */
export const CONSENT_MAX_AGE = 60 * 60 * 24 * 182;

export const ACCEPT_ALL: Consent = { analytics: true, marketing: true };
export const REJECT_ALL: Consent = { analytics: false, marketing: false };

/** `a1.m0`: short, cookie-safe, and versioned by its shape (anything else reads as "no choice yet"). */
export function serializeConsent(c: Consent): string {
  return `a${c.analytics ? 1 : 0}.m${c.marketing ? 1 : 0}`;
}

export function parseConsentValue(value: string | null | undefined): Consent | null {
  const m = /^a([01])\.m([01])$/.exec(value?.trim() ?? '');
  return m ? { analytics: m[1] === '1', marketing: m[2] === '1' } : null;
}

/** The choice in a Cookie header (the server's request, or `document.cookie`). */
export function consentFromCookie(cookie: string | null | undefined): Consent | null {
  for (const part of (cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === CONSENT_COOKIE) return parseConsentValue(part.slice(eq + 1));
  }
  return null;
}

export function hasThirdParties(ids: AnalyticsIds | null | undefined): boolean {
  return !!(ids?.gaId || ids?.pixelId);
}

/** Stores the choice in the cookie (read by the server) and in localStorage (a backup of the cookie). */
export function rememberConsent(c: Consent) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${serializeConsent(c)}; Path=/; Max-Age=${CONSENT_MAX_AGE}; SameSite=Lax${secure}`;
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ v: serializeConsent(c), at: Date.now() }));
  } catch {
    // Storage blocked: the cookie alone carries the choice.
  }
}

/** A choice kept in localStorage that is still within its lifetime, or null. */
export function storedConsent(): Consent | null {
  try {
    const raw = localStorage.getItem(CONSENT_STORAGE_KEY);
    if (!raw) return null;
    const { v, at } = JSON.parse(raw) as { v?: string; at?: number };
    if (typeof at !== 'number' || Date.now() - at > CONSENT_MAX_AGE * 1000) return null;
    return parseConsentValue(v);
  } catch {
    return null;
  }
}

const OPEN_EVENT = 'consent:open';

/** Reopens the choice (the footer's "cookie settings" link). */
export function openConsentSettings() {
  window.dispatchEvent(new Event(OPEN_EVENT));
}

export function onConsentSettingsRequest(listener: () => void): () => void {
  window.addEventListener(OPEN_EVENT, listener);
  return () => window.removeEventListener(OPEN_EVENT, listener);
}
