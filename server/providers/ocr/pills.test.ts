import { describe, expect, it } from 'vitest';
import { inkColouredLabels } from './pills';

/** A white page with painted rectangles; `grey` as luminance, the way sharp hands it over. */
function page(width: number, height: number) {
  const rgb = Buffer.alloc(width * height * 3, 255);
  const paint = (x0: number, y0: number, x1: number, y1: number, [r, g, b]: number[]) => {
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) rgb.set([r, g, b], (y * width + x) * 3);
  };
  const grey = () => {
    const out = Buffer.alloc(width * height);
    for (let i = 0; i < width * height; i++)
      out[i] = Math.round(0.299 * rgb[i * 3] + 0.587 * rgb[i * 3 + 1] + 0.114 * rgb[i * 3 + 2]);
    return out;
  };
  return { rgb, paint, grey };
}

const RED = [217, 40, 31];
const WHITE = [255, 255, 255];

describe('inkColouredLabels', () => {
  it("turns a pill's white pick into dark ink on the page's colour, and leaves black text beside it alone", () => {
    const p = page(200, 300);
    p.paint(10, 15, 80, 45, RED); // the pill
    p.paint(35, 22, 55, 38, WHITE); // its white "1"
    p.paint(100, 22, 150, 38, [20, 20, 20]); // a team name in black
    const grey = p.grey();
    expect(inkColouredLabels(p.rgb, grey, 200, 300, 3)).toBe(1);
    const at = (x: number, y: number) => grey[y * 200 + x];
    expect(at(45, 30)).toBeLessThan(40); // the pick is ink now
    expect(at(20, 30)).toBeGreaterThan(240); // the pill is page
    expect(at(120, 30)).toBe(20); // the name is as it was
    expect(at(5, 5)).toBe(255);
  });

  it('moves a pill that stands between the two lines beside it (home above away) up onto the first', () => {
    const p = page(400, 300);
    p.paint(10, 100, 90, 140, RED); // the pill, its middle (120) between the two names
    p.paint(35, 108, 65, 132, WHITE); // its white pick
    p.paint(110, 90, 300, 110, [20, 20, 20]); // home
    p.paint(110, 130, 300, 150, [20, 20, 20]); // away
    const grey = p.grey();
    inkColouredLabels(p.rgb, grey, 400, 300, 3);
    const at = (x: number, y: number) => grey[y * 400 + x];
    expect(at(50, 100)).toBeLessThan(40); // the pick now stands on home's line (90–110)
    expect(at(50, 128)).toBeGreaterThan(240); // and no longer where it was
    expect(at(200, 140)).toBe(20); // the names are as they were

    // A pill on its line stays where it is.
    const q = page(400, 300);
    q.paint(10, 100, 90, 140, RED);
    q.paint(35, 108, 65, 132, WHITE);
    q.paint(110, 110, 300, 130, [20, 20, 20]);
    const still = q.grey();
    inkColouredLabels(q.rgb, still, 400, 300, 3);
    expect(still[120 * 400 + 50]).toBeLessThan(40);
  });

  it('reads a dark pick on a coloured pill (an inverted dark theme) as ink too', () => {
    const p = page(200, 300);
    p.paint(10, 15, 80, 45, [80, 200, 90]);
    p.paint(35, 22, 55, 38, [0, 0, 0]);
    const grey = p.grey();
    inkColouredLabels(p.rgb, grey, 200, 300, 3);
    expect(grey[30 * 200 + 45]).toBeLessThan(10);
    expect(grey[30 * 200 + 20]).toBeGreaterThan(240);
  });

  it('reads the odds in the filled half of a label whose other half is only outlined (a pick over its odds)', () => {
    const p = page(200, 300);
    const TEAL = [0, 165, 175]; // a coral button, inverted with its dark page
    p.paint(100, 20, 180, 23, TEAL); // the pick's outline: top, left and right
    p.paint(100, 20, 103, 50, TEAL);
    p.paint(177, 20, 180, 50, TEAL);
    p.paint(100, 50, 180, 80, TEAL); // the odds' filled half
    p.paint(125, 57, 155, 73, [0, 0, 0]); // the odds, dark
    const grey = p.grey();
    expect(inkColouredLabels(p.rgb, grey, 200, 300, 3)).toBe(1);
    const at = (x: number, y: number) => grey[y * 200 + x];
    expect(at(140, 65)).toBeLessThan(10); // the odds are ink
    expect(at(110, 65)).toBeGreaterThan(240); // on page, no longer on a mid-grey button
  });

  it('leaves a coloured table under a paper slip, and a coloured letter, as they are', () => {
    const p = page(200, 100);
    p.paint(0, 0, 200, 100, [40, 120, 60]); // the table fills the photo
    p.paint(40, 20, 160, 80, WHITE); // the slip on it
    p.paint(60, 40, 70, 60, [217, 40, 31]); // a red letter taller than wide
    const grey = p.grey();
    const before = Buffer.from(grey);
    expect(inkColouredLabels(p.rgb, grey, 200, 100, 3)).toBe(0);
    expect(grey.equals(before)).toBe(true);
  });

  it("takes away the odds button's outline when blur and JPEG have left it only faintly coloured", () => {
    const p = page(200, 100);
    p.paint(0, 0, 200, 100, [235, 235, 235]); // the (inverted) card
    const faintTeal = [200, 240, 236]; // the accent outline, washed out: max − min = 40 (a pill has over 60)
    p.paint(60, 25, 160, 28, faintTeal);
    p.paint(60, 72, 160, 75, faintTeal);
    p.paint(60, 25, 63, 75, faintTeal);
    p.paint(157, 25, 160, 75, faintTeal);
    p.paint(90, 40, 130, 60, [20, 20, 20]); // the odds inside
    const grey = p.grey();
    inkColouredLabels(p.rgb, grey, 200, 100, 3);
    const at = (x: number, y: number) => grey[y * 200 + x];
    expect(at(100, 26)).toBe(235); // the outline is card now
    expect(at(61, 50)).toBe(235);
    expect(at(110, 50)).toBe(20); // the odds stay ink
  });
});

describe('inkColouredLabels on a translucent card over a gradient', () => {
  it('leaves a faintly coloured surface with text on it as it is (no outline to take away)', () => {
    const p = page(400, 300);
    // A faint tint across the card in a diagonal band (sparse in its box like an outline, but a patch).
    for (let y = 20; y < 280; y++) p.paint(20 + y, y, 50 + y, y + 1, [200, 240, 236]);
    p.paint(150, 150, 260, 170, [90, 90, 90]); // grey text on it
    const grey = p.grey();
    inkColouredLabels(p.rgb, grey, 400, 300, 3);
    expect(grey[150 * 400 + 180]).toBe(90); // the text is still there, where the band runs into it
  });
});

describe('inkColouredLabels on chips as wide as tall', () => {
  it('reads the one-character pick on a square chip (a dark app\'s "1" left of the odds) as ink', () => {
    const p = page(200, 300);
    p.paint(0, 0, 200, 300, [230, 228, 222]); // the inverted dark card
    p.paint(40, 30, 70, 60, [196, 125, 9]); // the inverted blue chip, 30 × 30 px
    p.paint(52, 36, 58, 54, [0, 0, 0]); // its white "1", inverted
    const grey = p.grey();
    expect(inkColouredLabels(p.rgb, grey, 200, 300, 3)).toBe(1);
    const at = (x: number, y: number) => grey[y * 200 + x];
    expect(at(55, 45)).toBeLessThan(40); // the "1" is ink
    expect(at(45, 45)).toBeGreaterThan(215); // the chip is card: no dark square around the "1"
  });

  it('reads the white character on a light theme\'s square chip (a "1" on green) as ink', () => {
    const p = page(200, 300);
    p.paint(40, 30, 70, 60, [26, 160, 74]); // the green chip, 30 × 30 px, on the white card
    p.paint(53, 36, 57, 54, WHITE); // its white "1", a thin stroke
    const grey = p.grey();
    expect(inkColouredLabels(p.rgb, grey, 200, 300, 3)).toBe(1);
    const at = (x: number, y: number) => grey[y * 200 + x];
    expect(at(55, 45)).toBeLessThan(60); // the "1" is ink
    expect(at(45, 45)).toBeGreaterThan(200); // the chip is page
  });

  /** The inverted green chip, 30 × 30 px, square or round (a disc: no dark ring may stay around its character). */
  const GREEN_INVERTED = [221, 58, 161];
  it.each([
    ['square', (x: number, y: number) => x >= 40 && x < 70 && y >= 30 && y < 60],
    ['round', (x: number, y: number) => (x - 54.5) ** 2 + (y - 44.5) ** 2 <= 225],
  ])(
    'reads the dark character on a dark app\'s bright %s chip, the screen inverted (an "X" on green), as ink',
    (_, inChip) => {
      const p = page(200, 300);
      p.paint(0, 0, 200, 300, [232, 226, 228]); // the inverted dark card
      for (let y = 25; y < 65; y++)
        for (let x = 35; x < 75; x++) if (inChip(x, y)) p.paint(x, y, x + 1, y + 1, GREEN_INVERTED);
      p.paint(53, 36, 57, 54, [244, 235, 239]); // its dark "X", inverted: light on the chip
      const grey = p.grey();
      expect(inkColouredLabels(p.rgb, grey, 200, 300, 3, true)).toBe(1);
      const at = (x: number, y: number) => grey[y * 200 + x];
      expect(at(55, 45)).toBeLessThan(60); // the "X" is ink
      expect(at(45, 45)).toBeGreaterThan(200); // the chip is card
    },
  );

  const PURPLE = [110, 40, 200];
  it.each([
    [
      'a bold "6" standing alone: its counter low, off the middle, where no chip\'s text is',
      [
        [40, 30, 70, 66, PURPLE],
        [51, 50, 59, 60, WHITE],
      ],
    ],
    [
      'a light theme\'s bold "o" beside the letters of its word: its counter in its middle',
      [
        [40, 30, 70, 60, PURPLE],
        [52, 40, 58, 50, WHITE],
        [28, 20, 34, 60, PURPLE],
      ],
    ],
  ])('leaves a coloured letter as it is, no chip: %s', (_, shapes) => {
    const p = page(200, 300);
    for (const [x0, y0, x1, y1, colour] of shapes as [number, number, number, number, number[]][])
      p.paint(x0, y0, x1, y1, colour);
    const grey = p.grey();
    const before = Buffer.from(grey);
    inkColouredLabels(p.rgb, grey, 200, 300, 3);
    expect(grey[35 * 200 + 45]).toBe(before[35 * 200 + 45]); // the letter is as it was
  });

  it("inks a dark app's coloured word in its darkest channel, the screen inverted; its letters' pale counters are no chip's text", () => {
    const p = page(200, 300);
    p.paint(0, 0, 200, 300, [232, 226, 228]); // the inverted dark card
    p.paint(40, 30, 70, 60, [221, 58, 161]); // a coloured "O", as large as a chip
    p.paint(45, 34, 65, 56, [244, 235, 239]); // its pale counter
    p.paint(24, 32, 30, 60, [221, 58, 161]); // the word's "l" before it
    const grey = p.grey();
    const before = Buffer.from(grey);
    expect(inkColouredLabels(p.rgb, grey, 200, 300, 3, true)).toBe(0);
    const at = (x: number, y: number) => grey[y * 200 + x];
    // Green letters (magenta inverted): a pale grey by luminance, as dark as their green channel now.
    expect(before[45 * 200 + 42]).toBeGreaterThan(110);
    expect(at(42, 45)).toBe(58);
    expect(at(26, 45)).toBe(58);
    expect(at(55, 45)).toBe(before[45 * 200 + 55]); // the counter and the card are as they were
    expect(at(150, 100)).toBe(before[100 * 200 + 150]);
  });

  it('inks red odds\' comma and a bold digit as full as an "8" too, and leaves a coloured chip as it is', () => {
    const p = page(200, 300);
    p.paint(0, 0, 200, 300, [232, 226, 228]); // the inverted dark card
    const PINK = [22, 225, 156]; // red odds, inverted
    p.paint(40, 30, 64, 66, PINK); // a bold "8": 24 × 36, 0.72 of its box inked
    p.paint(46, 36, 58, 46, [232, 226, 228]);
    p.paint(46, 50, 58, 60, [232, 226, 228]);
    p.paint(70, 58, 76, 68, PINK); // the comma after it
    p.paint(150, 200, 158, 208, PINK); // a status dot, beside no letter
    p.paint(120, 30, 150, 60, PINK); // a square chip, 30 × 30, its "1" as dark as the card
    p.paint(133, 36, 137, 54, [232, 226, 228]);
    const grey = p.grey();
    const before = Buffer.from(grey);
    inkColouredLabels(p.rgb, grey, 200, 300, 3, true);
    const at = (x: number, y: number) => grey[y * 200 + x];
    expect(before[32 * 200 + 42]).toBeGreaterThan(150);
    expect([at(42, 32), at(72, 60)]).toEqual([22, 22]);
    expect(at(125, 35)).not.toBe(22);
    expect(at(154, 204)).toBe(before[204 * 200 + 154]);
  });

  it("inks a large screenshot's comma after its coloured digit, as tall as half the digit", () => {
    const p = page(200, 300);
    p.paint(0, 0, 200, 300, [232, 226, 228]); // the inverted dark card
    const PINK = [22, 225, 156];
    p.paint(40, 30, 52, 70, PINK); // a "1", 40 px tall
    p.paint(56, 62, 65, 80, PINK); // its comma, 9 × 18
    const grey = p.grey();
    inkColouredLabels(p.rgb, grey, 200, 300, 3, true);
    expect([grey[50 * 200 + 45], grey[70 * 200 + 60]]).toEqual([22, 22]);
  });

  it('leaves a bold coloured "O" of a heading (the page inside it) as it is', () => {
    const p = page(200, 300);
    p.paint(40, 30, 70, 60, RED);
    p.paint(48, 38, 62, 52, WHITE); // its counter is the white page
    const grey = p.grey();
    const before = Buffer.from(grey);
    expect(inkColouredLabels(p.rgb, grey, 200, 300, 3)).toBe(0);
    expect(grey.equals(before)).toBe(true);
  });
});

describe('inkColouredLabels on a blurred, compressed photo', () => {
  it("keeps a filled odds button's light digits whose thin strokes took the button's colour (JPEG) as ink", () => {
    const p = page(200, 300);
    p.paint(40, 30, 140, 70, RED); // the filled button
    p.paint(70, 38, 76, 62, [255, 180, 175]); // a digit's stroke, tinted by the red around it
    p.paint(100, 38, 106, 62, [255, 180, 175]);
    const grey = p.grey();
    expect(inkColouredLabels(p.rgb, grey, 200, 300, 3)).toBe(1);
    const at = (x: number, y: number) => grey[y * 200 + x];
    expect(at(73, 50)).toBeLessThan(128); // the strokes are ink, not wiped with the button
    expect(at(103, 50)).toBeLessThan(128);
    expect(at(50, 50)).toBeGreaterThan(240); // the button is page
  });
});
