import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './language';

describe('resolveLanguage', () => {
  it('prefers the stored choice over the browser', () => {
    expect(resolveLanguage('a=1; lang=hr', 'sr-RS,sr;q=0.9')).toBe('hr');
    expect(resolveLanguage('lang=rs', 'hr-HR')).toBe('rs');
  });
  it('follows the browser language by quality when nothing is stored', () => {
    expect(resolveLanguage(null, 'en-US,hr;q=0.8,sr;q=0.5')).toBe('hr');
    expect(resolveLanguage('', 'sr-Latn-RS')).toBe('rs');
  });
  it('falls back to Serbian for anything else or garbage', () => {
    expect(resolveLanguage('lang=de', 'de-DE,en;q=0.8')).toBe('rs');
    expect(resolveLanguage(undefined, ';;;q=,')).toBe('rs');
  });
});
