import { describe, expect, it } from 'vitest';
import rs from '~/locales/rs';
import hr from '~/locales/hr';
import { createTranslator, type TKey } from './translate';

describe('createTranslator', () => {
  const { t } = createTranslator('hr', hr, rs);

  it('finds the text at a dotted key in its language and fills its placeholders', () => {
    expect(t('nav.language')).toBe(hr.nav.language);
    const key = findKeyWith('{{price}}');
    expect(key).toBeDefined();
    const filled = t(key!, { price: '9,99 €' });
    expect(filled).toContain('9,99 €');
    expect(filled).not.toContain('{{');
  });

  it('answers lists of texts with returnObjects, and the key itself when nothing is there', () => {
    expect(t('how.steps', { returnObjects: true })).toEqual(hr.how.steps);
    expect(t('how.steps')).toBe('how.steps');
    expect(t('no.such.key' as TKey)).toBe('no.such.key');
  });

  it('falls back to Serbian for a key the language lacks, and keeps unknown placeholders as written', () => {
    const partial = createTranslator('hr', { nav: {} } as never, rs);
    expect(partial.t('nav.language')).toBe(rs.nav.language);
    expect(createTranslator('rs', { a: 'x {{y}} {{z}}' } as never).t('a' as TKey, { y: 1 })).toBe(
      'x 1 {{z}}',
    );
  });
});

function findKeyWith(placeholder: string, node: unknown = hr, prefix = ''): TKey | undefined {
  if (typeof node === 'string') return node.includes(placeholder) ? (prefix as TKey) : undefined;
  if (!node || typeof node !== 'object' || Array.isArray(node)) return undefined;
  for (const [k, v] of Object.entries(node)) {
    const found = findKeyWith(placeholder, v, prefix ? `${prefix}.${k}` : k);
    if (found) return found;
  }
  return undefined;
}
