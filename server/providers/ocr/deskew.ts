import sharp, { type Sharp } from 'sharp';
import type { GreyPage } from './types';

/** Photos are rarely held straighter than this; beyond it the photo is the user's to retake. */
const MAX_DEGREES = 10;
const STEP_DEGREES = 0.5;
/** Width the angle is measured at: enough for text lines, cheap to scan. */
const PROBE_WIDTH = 600;

/** The photo small and grey, as skewAngle measures it (one decode serves its two looks). */
export async function skewProbe(image: Sharp): Promise<GreyPage> {
  const { data, info } = await image
    .resize({ width: PROBE_WIDTH })
    .grayscale()
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * The angle (degrees, clockwise positive as sharp rotates) that makes a photo's text lines horizontal: the
 * rotation whose horizontal projection of dark pixels is most peaked (lines of ink separated by white). A
 * photo taken at a slant otherwise reads as words from two lines run together, or not at all.
 */
export async function skewAngle(small: GreyPage): Promise<number> {
  const { width, height } = small;
  // A raw page of one channel comes back from normalise() in three: the first is the grey.
  const probe = sharp(small.data, { raw: { width, height, channels: 1 } }).normalise();
  const data = await probe.clone().extractChannel(0).raw().toBuffer();
  // Ink is darker than its surroundings: compared with a blurred copy, so a dark table or background under
  // the paper does not count, only strokes of text.
  const around = await probe.blur(6).extractChannel(0).raw().toBuffer();
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (data[i] + 30 < around[i]) {
        xs.push(x - width / 2);
        ys.push(y - height / 2);
      }
    }
  if (xs.length < 200) return 0;
  const score = (degrees: number) => {
    const rad = (degrees * Math.PI) / 180;
    const [sin, cos] = [Math.sin(rad), Math.cos(rad)];
    const bins = new Float64Array(height * 2 + 2);
    for (let i = 0; i < xs.length; i++) bins[Math.round(xs[i] * sin + ys[i] * cos + height)]++;
    let s = 0;
    for (const b of bins) s += b * b;
    return s;
  };
  let best = 0;
  let bestScore = score(0);
  for (let d = -MAX_DEGREES; d <= MAX_DEGREES; d += STEP_DEGREES) {
    const s = score(d);
    if (s > bestScore * 1.02) [best, bestScore] = [d, s];
  }
  return best;
}
