import sharp from 'sharp';
import { labelRegions, solidEdges, type Region } from './regions';

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

/** Grey under which a pixel belongs to a dark label (a pill, an odds button) rather than the light page. */
const DARK_LABEL = 90;
/** A label is at least this tall (px at OCR scale: taller than any stroke) and at most this share of the page. */
const LABEL_MIN_HEIGHT = 16;
const LABEL_MAX_SHARE = 0.2;
/**
 * Wider than tall, mostly filled (its light text leaves holes) and solid near its top and bottom, where no text
 * reaches: a bold letter ("m") or a rule is not all three.
 */
const LABEL_ASPECT = 1.2;
const LABEL_FILL = 0.55;

/**
 * Dark labels with light text on a light page → dark text on light, row by row inside each label: the pills
 * and odds buttons of a dark app once the page was inverted (a pale pill is dark then), too small for the
 * surfaces above to see. Each row is turned only between the label's own first and last pixel, so the page
 * in a rounded pill's corners stays page: turned with the box, the four corners became dark blots that
 * tesseract read as letters and as a second line under the pill ("onacan isnoad"). In place, on a
 * one-channel image; returns how many labels were turned.
 */
export function invertDarkLabels(grey: Uint8Array | Buffer, width: number, height: number): number {
  /** Each label's rows as [y, first x, last x]. */
  const spans: [number, number, number][][] = [];
  labelRegions(width, height, { values: grey, below: DARK_LABEL }, (r, id, labels) => {
    const w = r.x1 - r.x0 + 1;
    const h = r.y1 - r.y0 + 1;
    const isLabel =
      h >= LABEL_MIN_HEIGHT &&
      h <= height * LABEL_MAX_SHARE &&
      w >= h * LABEL_ASPECT &&
      r.count >= w * h * LABEL_FILL &&
      solidEdges(r, id, labels, width);
    if (isLabel) spans.push(rowSpans(r, id, labels, width));
  });
  for (const rows of spans)
    for (const [y, x0, x1] of rows)
      for (let x = x0; x <= x1; x++) grey[y * width + x] = 255 - grey[y * width + x];
  return spans.length;
}

/** A region's rows, each from its first to its last pixel (the holes of its text between them included). */
function rowSpans(r: Region, id: number, labels: Int32Array, width: number): [number, number, number][] {
  const rows: [number, number, number][] = [];
  for (let y = r.y0; y <= r.y1; y++) {
    let x0 = r.x0;
    let x1 = r.x1;
    while (x0 <= x1 && labels[y * width + x0] !== id) x0++;
    while (x1 >= x0 && labels[y * width + x1] !== id) x1--;
    if (x0 <= x1) rows.push([y, x0, x1]);
  }
  return rows;
}
