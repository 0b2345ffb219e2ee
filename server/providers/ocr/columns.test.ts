import { describe, expect, it } from 'vitest';
import { splitColumns } from './columns';

/** A line of words at `y`, each given as [text, x0, x1]. */
const line = (y: number, ...words: [string, number, number][]) =>
  words.map(([text, x0, x1]) => ({ text, confidence: 90, bbox: { x0, y0: y, x1, y1: y + 30 } }));
const texts = (lines: ReturnType<typeof line>[]) => lines.map((l) => l.map((w) => w.text).join(' '));

describe('splitColumns', () => {
  it('reads two columns of cards card by card, a row of cards at a time', () => {
    const page = [
      line(0, ['Tiket', 40, 140], ['#5746-2231-9980', 150, 700]),
      line(50, ['Dinamo', 60, 180], ['Zagreb', 190, 310], ['Velež', 610, 700], ['Mostar', 710, 820]),
      line(100, ['Hajduk', 60, 170], ['Split', 180, 260], ['Željezničar', 610, 790]),
      line(150, ['X2', 80, 120], ['7,58', 450, 530], ['0-2', 640, 680], ['1,95', 1000, 1080]),
      line(200, ['Bregalnica', 60, 240], ['Utrecht', 610, 730]),
      line(250, ['Sileks', 60, 160], ['Ajax', 610, 690]),
      line(300, ['1', 80, 100], ['3,86', 450, 530], ['1', 640, 655], ['2,24', 1000, 1080]),
      line(350, ['Ukupna', 40, 150], ['kvota', 160, 240], ['32,13', 1000, 1100]),
    ];
    expect(texts(splitColumns(page))).toEqual([
      'Tiket #5746-2231-9980',
      'Dinamo Zagreb',
      'Hajduk Split',
      'X2 7,58',
      'Velež Mostar',
      'Željezničar',
      '0-2 1,95',
      'Bregalnica',
      'Sileks',
      '1 3,86',
      'Utrecht',
      'Ajax',
      '1 2,24',
      'Ukupna kvota 32,13',
    ]);
  });

  it('leaves a two-line slip alone: its dates only look like odds', () => {
    const slip = [0, 100, 200].flatMap((y, k) => [
      line(y, [`510${k}`, 40, 110], [`HOME${k}-AWAY${k}`, 130, 300]),
      line(y + 50, ['18.01', 40, 120], ['12:30', 130, 210], ['1', 300, 315], ['2.38', 900, 980]),
    ]);
    expect(splitColumns(slip)).toEqual(slip);
  });

  it('leaves a table alone: its odds stand in one column', () => {
    const table = [0, 50, 100, 150].map((y, k) =>
      line(
        y,
        [`Home${k}`, 60, 200],
        ['-', 210, 220],
        [`Away${k}`, 230, 380],
        ['1', 640, 655],
        ['1,85', 1000, 1080],
      ),
    );
    expect(splitColumns(table)).toEqual(table);
  });
});
