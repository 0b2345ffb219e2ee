import { describe, expect, it } from 'vitest';
import { glyphInk } from './glyph-ink';

/** A white page (one byte a pixel) on which glyphs are painted as black rectangles. */
function page(width: number, height: number) {
  const grey = Buffer.alloc(width * height, 255);
  const paint = (x0: number, y0: number, x1: number, y1: number) => {
    for (let y = y0; y < y1; y++) grey.fill(0, y * width + x0, y * width + x1);
  };
  return { grey, paint };
}

const box = { x0: 10, y0: 10, x1: 80, y1: 50 };

describe('glyphInk', () => {
  it('finds a bare stroke a space before its outcome: a Roman I', () => {
    const p = page(100, 60);
    p.paint(12, 12, 17, 48); // I
    p.paint(30, 12, 36, 48); // an outcome's strokes
    p.paint(36, 28, 50, 32);
    p.paint(50, 12, 56, 48);
    expect(glyphInk(p.grey, 100, 60, box)).toEqual({
      runs: [
        { x0: 12, x1: 16, y0: 12, y1: 47 },
        { x0: 30, x1: 55, y0: 12, y1: 47 },
      ],
      bareFirst: true,
    });
  });

  it("sees a digit 1's flag and foot: not bare", () => {
    const flagged = page(100, 60);
    flagged.paint(14, 12, 19, 48); // stem
    flagged.paint(8, 12, 19, 17); // flag at its top
    expect(glyphInk(flagged.grey, 100, 60, { ...box, x0: 5 }).bareFirst).toBe(false);
    const footed = page(100, 60);
    footed.paint(14, 12, 19, 48);
    footed.paint(10, 43, 24, 48); // foot
    expect(glyphInk(footed.grey, 100, 60, box).bareFirst).toBe(false);
  });

  it('keeps one glyph as one run however tesseract boxed it', () => {
    const p = page(100, 60);
    for (let k = 0; k < 30; k++) p.paint(20 + k, 12 + k, 24 + k, 14 + k); // an X's diagonals
    for (let k = 0; k < 30; k++) p.paint(50 - k, 12 + k, 54 - k, 14 + k);
    expect(glyphInk(p.grey, 100, 60, box).runs).toHaveLength(1);
  });
});
