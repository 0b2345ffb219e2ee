import { describe, expect, it } from 'vitest';
import { invertDarkLabels } from './polarity';

/** A light page (one byte a pixel) with painted rectangles. */
function page(width: number, height: number) {
  const grey = Buffer.alloc(width * height, 235);
  const paint = (x0: number, y0: number, x1: number, y1: number, v: number) => {
    for (let y = y0; y < y1; y++) grey.fill(v, y * width + x0, y * width + x1);
  };
  return { grey, paint, at: (x: number, y: number) => grey[y * width + x] };
}

describe('invertDarkLabels', () => {
  it("turns a dark pill's light text into dark text on light, and leaves dark text beside it alone", () => {
    const p = page(300, 400);
    p.paint(20, 40, 140, 80, 25); // the pill, as a pale pill of a dark app is once the page was inverted
    p.paint(50, 50, 60, 70, 220); // its light text
    p.paint(80, 50, 90, 70, 220);
    for (let x = 170; x < 260; x += 12) p.paint(x, 50, x + 4, 70, 20); // a name's strokes in dark text
    expect(invertDarkLabels(p.grey, 300, 400)).toBe(1);
    expect(p.at(55, 60)).toBeLessThan(50); // the text is ink now
    expect(p.at(30, 45)).toBeGreaterThan(200); // the pill is page
    expect(p.at(171, 60)).toBe(20); // the name is as it was
  });

  it("keeps the page in a rounded pill's corners light (they are not the pill's)", () => {
    const p = page(300, 400);
    p.paint(20, 40, 140, 80, 25);
    // Round the corners: the page shows through them, as a pill's rounded ends leave it.
    for (let dy = 0; dy < 6; dy++)
      for (let dx = 0; dx + dy < 6; dx++)
        for (const [x, y] of [
          [20 + dx, 40 + dy],
          [139 - dx, 40 + dy],
          [20 + dx, 79 - dy],
          [139 - dx, 79 - dy],
        ])
          p.paint(x, y, x + 1, y + 1, 235);
    p.paint(50, 50, 60, 70, 220);
    expect(invertDarkLabels(p.grey, 300, 400)).toBe(1);
    expect(p.at(55, 60)).toBeLessThan(50); // the text is ink
    expect(p.at(20, 40)).toBeGreaterThan(200); // each corner is page, as before
    expect(p.at(139, 79)).toBeGreaterThan(200);
    expect(p.at(30, 45)).toBeGreaterThan(200); // the pill is page
  });

  it('leaves a bold letter ("m": wide, but open at the bottom) and a rule as they are', () => {
    const p = page(300, 400);
    // An "m": a bar on top and three legs.
    p.paint(20, 40, 80, 50, 20);
    for (const x of [20, 45, 70]) p.paint(x, 40, x + 10, 80, 20);
    p.paint(20, 120, 280, 123, 20); // a table's rule
    const before = Buffer.from(p.grey);
    expect(invertDarkLabels(p.grey, 300, 400)).toBe(0);
    expect(p.grey.equals(before)).toBe(true);
  });
});
