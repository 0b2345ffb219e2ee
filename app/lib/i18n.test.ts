import { describe, expect, it } from 'vitest';
import { inlineJson } from './i18n';

describe('inlineJson', () => {
  it('cannot close the script element it is embedded in', () => {
    const out = inlineJson({ text: '</script><script>alert(1)</script>', ls: '\u2028' });
    expect(out).not.toContain('</script');
    expect(out).not.toContain('\u2028');
    expect(JSON.parse(out)).toEqual({ text: '</script><script>alert(1)</script>', ls: '\u2028' });
  });
});
