import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { smallTextScale } from './text-size';

/** A 1,200 px page of ticket rows in `px` type, as one grey channel. */
async function page(px: number) {
  const rows = Array.from(
    { length: 12 },
    (_, i) =>
      `<text x="20" y="${(i + 1) * px * 2}" font-family="sans-serif" font-size="${px}">Partizan - Crvena zvezda  Konačan ishod 1  1,85</text>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="${px * 26}"><rect width="100%" height="100%" fill="#fff"/>${rows}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .grayscale()
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [data, info.width, info.height] as const;
}

describe('smallTextScale', () => {
  it('enlarges a desktop page printed in 13 px type, and no more than twice', async () => {
    const scale = smallTextScale(...(await page(13)));
    expect(scale).toBeGreaterThan(1.3);
    expect(scale).toBeLessThanOrEqual(2);
  });

  it('leaves a phone screenshot’s large type as it is', async () => {
    expect(smallTextScale(...(await page(32)))).toBe(1);
  });

  it('leaves a page with no text as it is', () => {
    expect(smallTextScale(new Uint8Array(400 * 300).fill(255), 400, 300)).toBe(1);
  });
});
