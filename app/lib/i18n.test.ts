import { describe, expect, it } from 'vitest';
import { inlineJson, LOCALE } from './i18n';

describe('inlineJson', () => {
  it('cannot close the script element it is embedded in', () => {
    const out = inlineJson({ text: '</script><script>alert(1)</script>', ls: '\u2028' });
    expect(out).not.toContain('</script');
    expect(out).not.toContain('\u2028');
    expect(JSON.parse(out)).toEqual({ text: '</script><script>alert(1)</script>', ls: '\u2028' });
  });
});

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
