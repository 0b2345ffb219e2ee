import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { normaliseGrey } from './contrast';

/**
 * A photo of a slip in poor light, `width` × `height`: paper shading from grey `darkest` to `lightest` across the
 * page, rows of grey-90 "letters", a little noise. Drawn with a fixed seed, so every run sees the same page.
 */
function dimPage(width: number, height: number, darkest = 170, lightest = 258) {
  const data = new Uint8Array(width * height);
  let seed = 7;
  const noise = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 12 - 6;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const letter = y % 30 >= 10 && y % 30 < 22 && x % 14 >= 3 && x % 14 < 10 && x > 20 && x < width - 20;
      const paper = darkest + ((lightest - darkest) * x) / width;
      data[y * width + x] = Math.max(0, Math.min(255, Math.round((letter ? 90 : paper) + noise())));
    }
  return data;
}

const sharpNormalise = (data: Uint8Array, width: number, height: number) =>
  sharp(data, { raw: { width, height, channels: 1 } })
    .normalise()
    .extractChannel(0)
    .raw()
    .toBuffer();
const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(b);

describe('normaliseGrey', () => {
  it('stretches a grey page from black to white, byte for byte as sharp normalise() does', async () => {
    const page = dimPage(400, 300);
    const ours = await normaliseGrey(page);
    expect(Math.min(...page)).toBeGreaterThan(70);
    expect(Math.min(...ours)).toBe(0);
    expect(Math.max(...ours)).toBe(255);
    expect(same(ours, await sharpNormalise(page, 400, 300))).toBe(true);
  });

  it('gives sharp’s page on a 2 MP photo, on a page with no white, and on a size libvips cannot scale exactly', async () => {
    // 300 × 292 pixels: libvips's float scaling of its cumulative histogram falls short of the whole page, so sharp
    // stretches it to one lightness past white.
    for (const [width, height, lightest] of [
      [1600, 1250, 258],
      [400, 300, 230],
      [300, 292, 258],
    ]) {
      const page = dimPage(width, height, 170, lightest);
      expect(
        same(await normaliseGrey(page), await sharpNormalise(page, width, height)),
        `${width} × ${height}`,
      ).toBe(true);
    }
  });

  it('leaves a page of one tone as it is', async () => {
    const blank = new Uint8Array(100).fill(180);
    expect([...(await normaliseGrey(blank))]).toEqual([...blank]);
  });
});
