import { randomBytes } from 'node:crypto';

export const newNonce = () => randomBytes(16).toString('base64');

/**
 * The Content-Security-Policy allows exactly what the app loads: its own scripts (inline ones only with the
 * request's nonce), its own styles (plus inline style attributes that Radix positions popovers with), images
 * from itself, data: and blob: (photo previews), and the card provider's frames when Stripe is configured.
 * Google Analytics and the Meta pixel are allowed only when their ids are configured; the page itself loads
 * them only after the visitor's consent (app/features/consent).
 */
export function contentSecurityPolicy(opts: {
  nonce: string;
  scriptHashes?: string[];
  dev: boolean;
  stripe: boolean;
  analytics?: AnalyticsHosts;
}): string {
  // A page served from the page cache names its inline scripts by hash instead (see page-cache.ts).
  const script = ["'self'", ...(opts.scriptHashes ?? [`'nonce-${opts.nonce}'`])];
  const connect = ["'self'"];
  const img = ["'self'", 'data:', 'blob:'];
  const frame: string[] = [];
  if (opts.stripe) {
    script.push('https://js.stripe.com');
    connect.push('https://api.stripe.com');
    frame.push('https://js.stripe.com', 'https://hooks.stripe.com');
  }
  if (opts.analytics?.googleAnalytics) {
    // Google's list for GA4 (developers.google.com/tag-platform/security/guides/csp): gtag.js and the
    // regional collection endpoints, which is why the hosts are Google's own wildcards.
    script.push('https://*.googletagmanager.com');
    img.push('https://*.google-analytics.com', 'https://*.googletagmanager.com');
    connect.push(
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    );
  }
  if (opts.analytics?.metaPixel) {
    script.push('https://connect.facebook.net');
    img.push('https://www.facebook.com');
    connect.push('https://www.facebook.com', 'https://connect.facebook.net');
  }
  if (opts.dev) {
    // Vite's dev client: hot-module websocket and React Refresh's inline preamble.
    script.push("'unsafe-inline'");
    connect.push('ws:', 'wss:');
  }
  const directives = [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${img.join(' ')}`,
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${frame.length ? frame.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join('; ');
}

/** Which third parties the configuration names (ANALYTICS_GA_ID, ANALYTICS_META_PIXEL_ID). */
export interface AnalyticsHosts {
  googleAnalytics: boolean;
  metaPixel: boolean;
}

export function securityHeaders(opts: {
  nonce: string;
  scriptHashes?: string[];
  dev: boolean;
  production: boolean;
  stripe: boolean;
  analytics?: AnalyticsHosts;
}) {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(opts),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(), payment=(self)',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  if (opts.production) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}
