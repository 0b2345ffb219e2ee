import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { safeRedirect } from './session-user';

const SITE = 'https://tiket.example';
/** Where a browser at our site goes when told to go to `target` (the WHATWG URL parser, as browsers use). */
const landsOn = (target: string) => new URL(target, `${SITE}/auth`).origin;

describe('safeRedirect: where sign-in sends the user', () => {
  it('follows paths on our own site, with their query and fragment', () => {
    expect(safeRedirect('/dashboard')).toBe('/dashboard');
    expect(safeRedirect('/report/abc?tab=1#legs')).toBe('/report/abc?tab=1#legs');
    expect(safeRedirect('/ai-generator/result?ticket=x')).toBe('/ai-generator/result?ticket=x');
  });

  it('refuses every target a browser would read as another site', () => {
    for (const target of [
      '//evil.example',
      '/\t/evil.example/phish',
      '/\r/evil.example',
      '/\n/evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\\/evil.example',
      '/.//evil.example',
      '/..//evil.example',
      'https://evil.example/',
      'http:evil.example',
      'javascript:alert(1)',
      ' /\t/evil.example',
      'evil.example',
      '',
    ]) {
      const followed = safeRedirect(target);
      expect(landsOn(followed), JSON.stringify(target)).toBe(SITE);
      expect(followed.startsWith('//')).toBe(false);
    }
    // The probe's URL, decoded as the loader receives it.
    expect(safeRedirect(decodeURIComponent('%2F%09%2Fevil.example%2Fphish'))).toBe('/');
    // Encoded slashes stay encoded: a path on our site, never a host.
    expect(landsOn(safeRedirect('/%2F%2Fevil.example'))).toBe(SITE);
    expect(landsOn(safeRedirect('/%5C%5Cevil.example'))).toBe(SITE);
  });

  it('whatever the target is made of, the browser stays on our site', () => {
    const piece = fc.constantFrom(
      '/',
      '\\',
      '\t',
      '\r',
      '\n',
      ' ',
      '%2F',
      '%5C',
      '%09',
      '%0A',
      '.',
      '..',
      '@',
      ':',
      '?',
      '#',
      'evil.example',
      'http:',
      'https:',
      '//',
      'javascript:',
      '\u0000',
      '\u00a0',
      '\u3002',
      'dashboard',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        const followed = safeRedirect(pieces.join(''));
        return landsOn(followed) === SITE && !followed.startsWith('//') && !/[\t\r\n\\]/.test(followed);
      }),
      { numRuns: 20_000 },
    );
  });
});
