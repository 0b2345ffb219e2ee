import { randomBytes } from 'node:crypto';

export const newNonce = () => randomBytes(16).toString('base64');

/**
 * The Content-Security-Policy allows exactly what the app loads: its own scripts (inline ones only with the
 * request's nonce), its own styles (plus inline style attributes that Radix positions popovers with), images
 * from itself, data: and blob: (photo previews), and the card provider's frames when Stripe is configured.
 */
export function contentSecurityPolicy(opts: {
  nonce: string;
  scriptHashes?: string[];
  dev: boolean;
  stripe: boolean;
}): string {
  // A page served from the page cache names its inline scripts by hash instead (see page-cache.ts).
  const script = ["'self'", ...(opts.scriptHashes ?? [`'nonce-${opts.nonce}'`])];
  const connect = ["'self'"];
  const frame: string[] = [];
  if (opts.stripe) {
    script.push('https://js.stripe.com');
    connect.push('https://api.stripe.com');
    frame.push('https://js.stripe.com', 'https://hooks.stripe.com');
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
    "img-src 'self' data: blob:",
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

export function securityHeaders(opts: {
  nonce: string;
  scriptHashes?: string[];
  dev: boolean;
  production: boolean;
  stripe: boolean;
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
