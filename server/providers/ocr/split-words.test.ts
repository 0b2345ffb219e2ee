import { describe, expect, it } from 'vitest';
import { rejoinSplitWords } from './split-words';

const word = (text: string, x0: number, y0: number, x1: number, y1: number) => ({
  text,
  confidence: 90,
  bbox: { x0, y0, x1, y1 },
});

describe('rejoinSplitWords', () => {
  it('puts back odds tesseract cut between the home and the away line', () => {
    const lines = rejoinSplitWords([
      [word('Genoa', 99, 486, 307, 535), word('249', 1302, 542, 1437, 594)],
      [word('Udinese', 101, 577, 357, 628), word(',', 1344, 582, 1355, 604)],
      [word('Vitoria', 97, 1433, 306, 1484), word('91', 1361, 1491, 1435, 1543)],
      [word('Braga', 101, 1522, 260, 1570), word('3,', 1300, 1494, 1352, 1540)],
    ]);
    expect(lines.map((l) => l.map((w) => w.text).join(' '))).toEqual([
      'Genoa 2,49',
      'Udinese',
      'Vitoria 3,91',
      'Braga',
    ]);
  });

  it('joins no letters and nothing to whole odds (a noise line under a market, a stray comma under odds)', () => {
    const lines = [
      [
        word('Ukupn', 100, 100, 220, 140),
        word('poena', 240, 100, 360, 140),
        word('1,62', 1300, 100, 1400, 140),
      ],
      [word('ONoOMUA', 222, 110, 330, 150), word(',', 1350, 112, 1360, 150)],
    ];
    expect(rejoinSplitWords(lines)).toEqual(lines);
  });

  it('leaves right-aligned odds of two rows apart', () => {
    const lines = [
      [word('Partizan', 100, 100, 300, 140), word('1,85', 1300, 100, 1400, 140)],
      [word('Vojvodina', 100, 160, 320, 200), word('2,10', 1300, 160, 1400, 200)],
    ];
    expect(rejoinSplitWords(lines)).toEqual(lines);
  });
});
