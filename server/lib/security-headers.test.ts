import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './security-headers';

const base = { nonce: 'n', dev: false, stripe: false };
const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('content security policy and analytics', () => {
  it('names no third-party analytics host when no id is configured', () => {
    for (const csp of [
      contentSecurityPolicy(base),
      contentSecurityPolicy({ ...base, analytics: { googleAnalytics: false, metaPixel: false } }),
    ]) {
      expect(csp).not.toMatch(/google|facebook/);
      expect(directive(csp, 'script-src')).toEqual(["'self'", "'nonce-n'"]);
      expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
      expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
    }
  });

  it("allows Google Analytics' hosts only with its id", () => {
    const csp = contentSecurityPolicy({ ...base, analytics: { googleAnalytics: true, metaPixel: false } });
    expect(directive(csp, 'script-src')).toEqual(["'self'", "'nonce-n'", 'https://*.googletagmanager.com']);
    expect(directive(csp, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(directive(csp, 'connect-src')).toContain('https://*.analytics.google.com');
    expect(directive(csp, 'img-src')).toContain('https://*.google-analytics.com');
    expect(csp).not.toContain('facebook');
    // Still no inline scripts without the nonce, no frames, no plugins.
    expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(csp, 'frame-src')).toEqual(["'none'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
  });

  it("allows the Meta pixel's hosts only with its id", () => {
    const csp = contentSecurityPolicy({ ...base, analytics: { googleAnalytics: false, metaPixel: true } });
    expect(directive(csp, 'script-src')).toEqual(["'self'", "'nonce-n'", 'https://connect.facebook.net']);
    expect(directive(csp, 'img-src')).toContain('https://www.facebook.com');
    expect(directive(csp, 'connect-src')).toContain('https://www.facebook.com');
    expect(csp).not.toContain('google');
  });

  it('keeps the page-cache hashes and adds the hosts after them', () => {
    const csp = contentSecurityPolicy({
      ...base,
      scriptHashes: ["'sha256-abc'"],
      analytics: { googleAnalytics: true, metaPixel: true },
    });
    expect(directive(csp, 'script-src')).toEqual([
      "'self'",
      "'sha256-abc'",
      'https://*.googletagmanager.com',
      'https://connect.facebook.net',
    ]);
    expect(csp).not.toContain('nonce-');
  });

  it('passes the analytics hosts through securityHeaders', () => {
    const headers = securityHeaders({
      ...base,
      production: false,
      analytics: { googleAnalytics: true, metaPixel: false },
    });
    expect(headers['Content-Security-Policy']).toContain('https://*.googletagmanager.com');
  });
});
