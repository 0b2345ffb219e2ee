import { describe, expect, it } from 'vitest';
import { stackCutOuts, stackedNames, withStacksSplit } from './stacked-names';

const word = (text: string, x0: number, x1: number, y0: number, y1: number, confidence = 90) => ({
  text,
  confidence,
  bbox: { x0, y0, x1, y1 },
});

/** A white page with ink in the given rows between x 40 and 120 (two stacked names, or one). */
function page(rows: [number, number][]) {
  const width = 400;
  const height = 300;
  const data = new Uint8Array(width * height).fill(230);
  for (const [y0, y1] of rows)
    for (let y = y0; y < y1; y++) for (let x = 40; x < 120; x += 2) data[y * width + x] = 20;
  return { data, width, height };
}
const texts = (lines: ReturnType<typeof word>[][]) => lines.map((l) => l.map((w) => w.text).join(' '));

describe('names stacked in a card, read by tesseract as one tall word', () => {
  // "Ajax" over "PSV" read as one word "ay" 90 px tall beside the centred pick; the page's letters are 30 px.
  const ordinary = [word('Moj', 40, 100, 10, 40), word('tiket', 110, 200, 10, 40)];
  const merged = [
    word('ay', 40, 120, 100, 190, 47),
    word('X2', 300, 340, 135, 160),
    word('1,49', 350, 395, 133, 163),
  ];
  const stacked = page([
    [105, 135],
    [155, 185],
  ]);

  it('finds the word whose box holds two lines of ink, and cuts each out', () => {
    const stacks = stackedNames(stacked, [ordinary, merged]);
    expect(stacks).toEqual([
      {
        line: 1,
        index: 0,
        bands: [
          { y0: 105, y1: 135 },
          { y0: 155, y1: 185 },
        ],
      },
    ]);
    const cuts = stackCutOuts(stacked, [ordinary, merged], stacks);
    expect(cuts).toHaveLength(2);
    expect(cuts[0].height).toBeLessThan(90);
  });

  it('splits it into the home name in its place and the away name on a line below, when both read sure', () => {
    const lines = [ordinary, merged];
    const stacks = stackedNames(stacked, lines);
    const split = withStacksSplit(lines, stacks, [
      { text: 'Ajax', confidence: 92 },
      { text: 'PSV', confidence: 91 },
    ]);
    expect(texts(split)).toEqual(['Moj tiket', 'Ajax X2 1,49', 'PSV']);
    expect(split[2][0].bbox).toMatchObject({ y0: 155, y1: 185 });
    // Either line unsure: the word stays as first read.
    const unsure = withStacksSplit(lines, stacks, [
      { text: 'Ajax', confidence: 92 },
      { text: 'P5V', confidence: 40 },
    ]);
    expect(texts(unsure)).toEqual(['Moj tiket', 'ay X2 1,49']);
  });

  it('reads a tall box around one line (and the edge of the next) at that line, and leaves a short word alone', () => {
    const oneLine = page([
      [105, 135],
      [186, 190],
    ]);
    expect(stackedNames(oneLine, [ordinary, merged])).toEqual([
      { line: 1, index: 0, bands: [{ y0: 105, y1: 135 }] },
    ]);
    expect(stackedNames(stacked, [ordinary, [word('Ajax', 40, 120, 105, 135), merged[1]]])).toEqual([]);
    // A paper slip's tight lines: the lower band is the next line, read there already. The upper is read again
    // as a cell of its line (a pick under its market), taken only where it reads as a pick's print.
    expect(stackedNames(stacked, [ordinary, merged, [word('Everton', 40, 160, 152, 186)]])).toEqual([
      { line: 1, index: 0, bands: [{ y0: 105, y1: 135 }], cell: true },
    ]);
  });

  it("reads a pick under its market again at the pick's own band, the market read on a line of its own", () => {
    // "Konačan ishod" over "1" beside the names: tesseract reads the market on its line, and a tall "ot" over both.
    const market = [word('Konačan', 40, 110, 103, 136), word('ishod', 115, 160, 103, 136)];
    const names = [
      word('Partizan', 180, 280, 120, 150),
      word('ot', 60, 100, 100, 190, 7),
      word('1,35', 320, 380, 125, 155),
    ];
    const lines = [ordinary, market, names];
    const stacks = stackedNames(stacked, lines);
    expect(stacks).toEqual([{ line: 2, index: 1, bands: [{ y0: 155, y1: 185 }], cell: true }]);
    expect(texts(withStacksSplit(lines, stacks, [{ text: '1', confidence: 93 }]))).toEqual([
      'Moj tiket',
      'Konačan ishod',
      'Partizan 1 1,35',
    ]);
    // Read as anything but a pick's print, the word stays as first read.
    expect(texts(withStacksSplit(lines, stacks, [{ text: 'Ajax', confidence: 93 }]))[2]).toBe(
      'Partizan ot 1,35',
    );
  });
});
