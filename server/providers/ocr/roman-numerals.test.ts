import { describe, expect, it } from 'vitest';
import { romanNumerals } from './roman-numerals';
import { layoutText } from './tesseract';

const word = (text: string, x0: number, y0: number, x1: number, y1: number) => ({
  text,
  confidence: 90,
  bbox: { x0, y0, x1, y1 },
});

// Boxes as tesseract gave them for a web slip "@odds | pick | names" (printed column bars reach below the
// baseline) and for bracketed odds "[2,25] I X Real Sociedad - Real Madrid".
const halfTime = [
  word('@2.14', 85, 731, 224, 771),
  word('|', 240, 729, 246, 772),
  word('|', 265, 731, 273, 764),
  word('1', 294, 731, 314, 765),
  word('|', 336, 730, 339, 773),
  word('Crystal', 357, 730, 503, 774),
];
const fullTime = [
  word('@2,39', 52, 291, 184, 331),
  word('|', 202, 288, 208, 332),
  word('1', 226, 291, 248, 323),
  word('|', 269, 288, 270, 332),
  word('Roma', 291, 291, 412, 323),
];

describe('romanNumerals', () => {
  it("reads a half-time pick's I that tesseract saw as a bar, and leaves a slip's column bars alone", () => {
    expect(layoutText([halfTime])).toBe('@2.14 | I 1 | Crystal');
    expect(layoutText([fullTime])).toBe('@2,39 | 1 | Roma');
    expect(
      layoutText([
        [word('[2,25]', 49, 593, 174, 640), word('|', 196, 596, 199, 630), word('X', 237, 596, 248, 630)],
      ]),
    ).toBe('[2,25] I X');
  });

  it('takes a dotless ı before an outcome for the numeral, and a blurred bar shorter than the pick for a bar', () => {
    expect(romanNumerals([word('ı', 232, 541, 247, 586), word('1', 256, 548, 262, 574)])[0].text).toBe('I');
    // A hard photo's column bar, its box short of the digit's bottom.
    expect(romanNumerals([word('|', 244, 696, 249, 720), word('2', 261, 696, 272, 729)])[0].text).toBe('|');
    // Alone, ı is OCR's "1" (the ticket reader's business), not a numeral.
    expect(romanNumerals([word('ı', 240, 305, 255, 332), word('|', 273, 303, 278, 340)])[0].text).toBe('ı');
  });

  it('splits "I X" and "I 1" that tesseract ran together into "1X", "11" or a wide "1", by their ink', () => {
    /** A word over ink runs [x0, x1], each from y0 to y1 (the word's own rows unless given). */
    const inked = (text: string, runs: number[][], bareFirst: boolean) => ({
      ...word(text, runs[0][0], 600, runs.at(-1)![1], 634),
      ink: { runs: runs.map(([x0, x1, y0 = 600, y1 = 634]) => ({ x0, x1, y0, y1 })), bareFirst },
    });
    const read = (w: ReturnType<typeof inked>) =>
      layoutText([[word('Tip:', w.bbox.x0 - 90, 600, w.bbox.x0 - 20, 634), w]]);
    // A bare stroke as tall as its outcome, a space before it: the numeral.
    expect(
      read(
        inked(
          '1X',
          [
            [1312, 1317],
            [1331, 1354],
          ],
          true,
        ),
      ),
    ).toBe('Tip: I X');
    expect(
      read(
        inked(
          '11',
          [
            [1312, 1317],
            [1331, 1344],
          ],
          true,
        ),
      ),
    ).toBe('Tip: I 1');
    expect(
      read(
        inked(
          '1',
          [
            [1312, 1317],
            [1331, 1344],
          ],
          true,
        ),
      ),
    ).toBe('Tip: I 1');
    // A 1 with its flag, a bare stroke set tight against its neighbour, a rule longer than the letters: as read.
    expect(
      read(
        inked(
          '1X',
          [
            [1312, 1322],
            [1331, 1354],
          ],
          false,
        ),
      ),
    ).toBe('Tip: 1X');
    expect(
      read(
        inked(
          '12',
          [
            [1312, 1317],
            [1320, 1338],
          ],
          true,
        ),
      ),
    ).toBe('Tip: 12');
    expect(
      read(
        inked(
          '1',
          [
            [1312, 1314],
            [1331, 1344, 610, 634],
          ],
          true,
        ),
      ),
    ).toBe('Tip: 1');
  });

  it("reads a pill's X that tesseract read twice over itself as one X, and two X side by side as two", () => {
    const run = (x0: number, x1: number) => ({ x0, x1, y0: 600, y1: 646 });
    const twice = { ...word('Xx', 941, 600, 972, 646), ink: { runs: [run(941, 972)], bareFirst: false } };
    expect(layoutText([[twice]])).toBe('X');
    const two = {
      ...word('XX', 941, 600, 990, 646),
      ink: { runs: [run(941, 964), run(967, 990)], bareFirst: false },
    };
    expect(layoutText([[two]])).toBe('XX');
  });
});
