import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eraseTableRules } from './table-rules';
import { preprocessForOcr } from './preprocess';

/** A white page with dark rectangles drawn on it. */
function page(width: number, height: number, boxes: [number, number, number, number][]) {
  const grey = new Uint8Array(width * height).fill(250);
  for (const [x0, y0, x1, y1] of boxes)
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) grey[y * width + x] = 30;
  return grey;
}

/** A capital E (stem and three bars), as strokes of `s` px, at (x, y), `h` px tall. */
const letterE = (x: number, y: number, h: number, s = 3): [number, number, number, number][] => [
  [x, y, x + s, y + h],
  [x, y, x + h * 0.6, y + s],
  [x, y + h / 2, x + h * 0.5, y + h / 2 + s],
  [x, y + h - s, x + h * 0.6, y + h],
];

describe('eraseTableRules', () => {
  const [W, H] = [600, 400];
  // A table: three horizontal rules and three vertical ones, 2 px thick, a bold odds right against a border.
  const rules: [number, number, number, number][] = [
    [20, 40, 580, 42],
    [20, 160, 580, 162],
    [20, 300, 580, 302],
    [20, 40, 22, 302],
    [400, 40, 402, 302],
    [578, 40, 580, 302],
  ];
  const odds: [number, number, number, number] = [560, 100, 576, 130];
  // A filled chip (an odds button) and a line of capitals whose tops a blur ran together.
  const chip: [number, number, number, number] = [60, 330, 220, 380];
  const capitals = Array.from({ length: 14 }, (_, i) => letterE(240 + i * 24, 340, 30)).flat();

  it("whitens a bordered table's rules and keeps the words, a filled chip and a line of capitals", () => {
    const grey = page(W, H, [...rules, odds, chip, ...capitals]);
    expect(eraseTableRules(grey, W, H)).toBeGreaterThan(0);
    const at = (x: number, y: number) => grey[y * W + x];
    // The rules are gone, where they cross too.
    for (const [x, y] of [
      [300, 41],
      [100, 161],
      [21, 200],
      [401, 100],
      [579, 250],
      [401, 161],
    ])
      expect(at(x, y)).toBeGreaterThan(200);
    // The odds beside the border, the chip and the capitals stay ink.
    expect(at(568, 115)).toBeLessThan(100);
    expect(at(140, 355)).toBeLessThan(100);
    expect(at(241, 341)).toBeLessThan(100);
    expect(at(250, 341)).toBeLessThan(100);
  });

  it("leaves a page whose rules do not cross as it was: an app's row separators, a barcode", () => {
    const separators = rules.slice(0, 3);
    const barcode = Array.from({ length: 12 }, (_, i): [number, number, number, number] => [
      40 + i * 9,
      180,
      43 + i * 9,
      290,
    ]);
    const grey = page(W, H, [...separators, ...barcode, odds, chip, ...capitals]);
    const before = Uint8Array.from(grey);
    expect(eraseTableRules(grey, W, H)).toBe(0);
    expect(grey).toEqual(before);
  });

  it('erases the rules of a photo prepared for OCR', async () => {
    const grey = page(W, H, [...rules, odds]);
    const png = await sharp(Buffer.from(grey), { raw: { width: W, height: H, channels: 1 } })
      .png()
      .toBuffer();
    const { data, width } = await preprocessForOcr(png);
    // Upscaled to OCR size: the middle rule's row, halfway across, is paper; the odds are still ink.
    const s = width / W;
    const px = (x: number, y: number) => data[Math.round(y * s) * width + Math.round(x * s)];
    expect(px(300, 161)).toBeGreaterThan(200);
    expect(px(401, 230)).toBeGreaterThan(200);
    expect(px(568, 115)).toBeLessThan(100);
  });

  it("keeps an app's row separators on a photo prepared for OCR (no grid, nothing erased)", async () => {
    const grey = page(W, H, [...rules.slice(0, 3), odds]);
    const png = await sharp(Buffer.from(grey), { raw: { width: W, height: H, channels: 1 } })
      .png()
      .toBuffer();
    const { data, width } = await preprocessForOcr(png);
    const s = width / W;
    const px = (x: number, y: number) => data[Math.round(y * s) * width + Math.round(x * s)];
    expect(px(300, 161)).toBeLessThan(100);
    expect(px(568, 115)).toBeLessThan(100);
  });
});
