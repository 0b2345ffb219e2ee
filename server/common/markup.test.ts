import { describe, expect, it } from 'vitest';
import { parseArticle, parseInline, wordCount } from './markup';

describe('article markup', () => {
  it('splits the introduction from titled sections and reads every kind of block', () => {
    const parsed = parseArticle(
      [
        'Uvod sa **podebljanim** delom.',
        '',
        '## Prva sekcija',
        '### Podnaslov',
        '- jedan',
        '- **dva**',
        '',
        '1. prvi',
        '2. drugi',
        '',
        'UPOZORENJE: Ne jurite gubitke.',
        '',
        'SAVET: Postavite limit.',
        '## Druga',
        'Tekst',
        'u dva reda.',
      ].join('\n'),
    );
    expect(parsed.intro).toEqual([
      {
        type: 'paragraph',
        text: [
          { text: 'Uvod sa ', bold: false },
          { text: 'podebljanim', bold: true },
          { text: ' delom.', bold: false },
        ],
      },
    ]);
    expect(parsed.sections.map((s) => s.title)).toEqual(['Prva sekcija', 'Druga']);
    expect(parsed.sections[0].blocks.map((b) => b.type)).toEqual([
      'heading',
      'bullets',
      'numbered',
      'callout',
      'callout',
    ]);
    expect(parsed.sections[0].blocks[3]).toMatchObject({ kind: 'warning' });
    expect(parsed.sections[0].blocks[4]).toMatchObject({ kind: 'tip' });
    expect(parsed.sections[1].blocks).toEqual([
      { type: 'paragraph', text: [{ text: 'Tekst u dva reda.', bold: false }] },
    ]);
    expect(parseInline('**nezatvoreno')).toEqual([{ text: '**nezatvoreno', bold: false }]);
  });

  it('counts words of the text, not of the markup', () => {
    expect(wordCount('## Naslov\n- **jedan** dva\n1. tri')).toBe(4);
    expect(wordCount('Kvota 1.85 – to je 54 % (1 / 1.85 = 0.54), a EV+ nije 100%.')).toBe(6);
  });
});
