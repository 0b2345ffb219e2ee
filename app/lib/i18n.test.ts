import { describe, expect, it } from 'vitest';
import { LOCALE } from './i18n';

describe('LOCALE', () => {
  it('writes Serbian dates in Latin script, in Belgrade time on server and browser alike', () => {
    const fmt = (lang: keyof typeof LOCALE) =>
      new Date('2026-11-23T23:30:00Z').toLocaleString(LOCALE[lang], {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'Europe/Belgrade',
      });
    expect(fmt('rs')).toBe('24. novembar 2026. 00:30');
    expect(fmt('hr')).toMatch(/^24\. studenoga 2026\.? (u )?00:30$/);
  });
});
