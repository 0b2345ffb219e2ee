import sharp from 'sharp';

/** Mean grey (0–255) under which a stretch of the page is a dark surface with light text on it. */
const DARK_REGION = 100;
/** How coarsely the page's surfaces are seen: a card or a bar is far larger than this, a letter far smaller. */
const SURFACE_SCALE = 32;

/**
 * Turns light text on a dark surface into dark text on light, region by region: a dark-theme card or bar on a
 * light page, a light card on a dark app. The whole-page check (preprocess.ts) misses these, and tesseract
 * reads inverted text poorly. The surface is the page seen at 1/SURFACE_SCALE, blurred, so a dark letter
 * never counts as a dark surface. In place, on a one-channel image.
 */
export async function invertDarkRegions(
  grey: Uint8Array | Buffer,
  width: number,
  height: number,
): Promise<void> {
  const w = Math.max(1, Math.round(width / SURFACE_SCALE));
  const h = Math.max(1, Math.round(height / SURFACE_SCALE));
  const surface = await sharp(grey, { raw: { width, height, channels: 1 } })
    .resize(w, h, { kernel: 'linear', fit: 'fill' })
    .blur(2)
    .extractChannel(0)
    .raw()
    .toBuffer();
  if (!surface.some((v) => v < DARK_REGION)) return;
  for (let y = 0; y < height; y++) {
    const row = Math.min(h - 1, Math.floor((y * h) / height)) * w;
    for (let x = 0; x < width; x++) {
      if (surface[row + Math.min(w - 1, Math.floor((x * w) / width))] < DARK_REGION) {
        const i = y * width + x;
        grey[i] = 255 - grey[i];
      }
    }
  }
}
