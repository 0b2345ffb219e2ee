import { describe, expect, it } from 'vitest';
import { pageHalves } from './page-halves';

/** A white page 200 px wide with a dark line of "text" over each [top, bottom) row range. */
function page(height: number, lines: [number, number][]) {
  const width = 200;
  const data = new Uint8Array(width * height).fill(255);
  for (const [top, bottom] of lines) data.fill(20, top * width, bottom * width);
  return { data, width, height };
}

/** Ten lines 20 px tall every 30 px: the gaps are rows 20–29, 50–59, …; the one nearest row 150 is 140–149. */
const lines = Array.from({ length: 10 }, (_, k): [number, number] => [k * 30, k * 30 + 20]);

describe('pageHalves', () => {
  it('cuts between the two lines nearest the middle, each half keeping the row it starts at', () => {
    const halves = pageHalves(page(300, lines));
    expect(halves.map((h) => [h.top, h.page.height])).toEqual([
      [0, 145],
      [145, 155],
    ]);
    // The halves are the page's own rows: the line at 150–169 starts the lower half's sixth row.
    expect(halves[1].page.data[5 * 200]).toBe(20);
    expect(halves[1].page.data[4 * 200]).toBe(255);
  });

  it('leaves a page whole when no blank band crosses its middle', () => {
    // One tall block (a photo's texture, a picture) over the whole middle.
    expect(pageHalves(page(300, [[20, 280]]))).toHaveLength(1);
    // A gap of three rows is the space inside a line (between a letter and its accent), not between two.
    expect(
      pageHalves(
        page(300, [
          [0, 148],
          [151, 300],
        ]),
      ),
    ).toHaveLength(1);
  });

  it("takes a row with a speck or two for blank, not one a letter's stroke crosses", () => {
    const specked = page(300, lines);
    specked.data[145 * 200 + 7] = 0;
    specked.data[147 * 200 + 90] = 0;
    expect(pageHalves(specked).map((h) => h.top)).toEqual([0, 145]);
    // A stroke of ink across the middle gap (a tall letter, a comma's tail) leaves no blank row there: the cut moves
    // to the next gap nearest the middle.
    const stem = page(300, lines);
    for (let y = 140; y < 150; y++) stem.data.fill(0, y * 200 + 100, y * 200 + 104);
    expect(pageHalves(stem).map((h) => h.top)).toEqual([0, 175]);
  });

  it("cuts beside a phone's bezel or a rule that runs down the whole page", () => {
    const framed = page(300, lines);
    for (let y = 0; y < 300; y++) framed.data.fill(0, y * 200, y * 200 + 12);
    expect(pageHalves(framed).map((h) => h.top)).toEqual([0, 145]);
  });
});
