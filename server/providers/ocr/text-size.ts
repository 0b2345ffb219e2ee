import { otsu } from './document-crop';
import { labelRegions } from './regions';

/**
 * Median height (px) under which tesseract starts to misread letters: a desktop page captured at 100 % prints
 * 12–14 px text, whose letters stand 8–10 px tall; a phone's screenshot (pixel ratio 2–3) is two or three times that.
 */
const SMALL_LETTERS = 12;
/** The height small letters are enlarged to, at most MAX_ENLARGE times: more only costs time (pixels). */
const READABLE_LETTERS = 15;
const MAX_ENLARGE = 2;
/** What a letter can be: taller than a speck, shorter than a heading, not much wider than tall, inked enough. */
const LETTER = { minHeight: 5, maxHeight: 60, maxAspect: 2.5, minFill: 0.15 };
/** Letters needed before their median says anything about the page. */
const MIN_LETTERS = 40;

/**
 * How much a page whose letters are small should be enlarged for OCR (1 when they are not): the median height
 * of the page's dark marks that look like letters. `grey` is one channel, text dark (a dark screen already
 * inverted).
 */
export function smallTextScale(grey: Uint8Array | Buffer, width: number, height: number): number {
  const ink = otsu(grey);
  const heights: number[] = [];
  labelRegions(width, height, { values: grey, below: ink }, (r) => {
    const w = r.x1 - r.x0 + 1;
    const h = r.y1 - r.y0 + 1;
    if (
      h >= LETTER.minHeight &&
      h <= LETTER.maxHeight &&
      w <= h * LETTER.maxAspect &&
      r.count >= w * h * LETTER.minFill
    )
      heights.push(h);
  });
  if (heights.length < MIN_LETTERS) return 1;
  heights.sort((a, b) => a - b);
  const median = heights[heights.length >> 1];
  return median < SMALL_LETTERS ? Math.min(MAX_ENLARGE, READABLE_LETTERS / median) : 1;
}
