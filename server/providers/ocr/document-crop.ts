/**
 * The ticket inside a photo of it: the light paper or screen, when the photo shows a darker surface around it
 * (a table, a bezel, a shadowed hand). Tesseract's page analysis takes a textured surround for a picture and
 * then reads nothing at all, even where the ticket is sharp; cropped to the ticket, the same pixels read.
 * A screenshot (light to its edges) or a ticket filling the frame is left whole.
 */

import { labelRegions, type Region } from './regions';

/** The probe's width: enough to find a ticket's outline, cheap to label. */
const PROBE_WIDTH = 300;
/** The frame is this share of the probe's width and height on each side. */
const FRAME = 0.03;
/** At least this much of the frame is darker than the ticket before anything is cropped. */
const DARK_FRAME = 0.6;
/** The ticket is at least this share of the photo; a smaller light patch is a glare, not the ticket. */
const MIN_AREA = 0.1;
/** A light region smaller than this share of the photo is a speck of glare, not part of the ticket. */
const PART = 0.01;
/** Kept around the ticket's outline, as a share of the photo's size: a slanted ticket's corners stay in. */
const MARGIN = 0.02;

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The box to crop a grey image (one byte a pixel) to, or null to keep it whole. */
export function documentBox(grey: Buffer, width: number, height: number): Box | null {
  const f = Math.max(1, Math.ceil(width / PROBE_WIDTH));
  const w = Math.floor(width / f);
  const h = Math.floor(height / f);
  if (w < 20 || h < 20) return null;
  const probe = new Uint8Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      let sum = 0;
      for (let dy = 0; dy < f; dy++) {
        const row = (y * f + dy) * width + x * f;
        for (let dx = 0; dx < f; dx++) sum += grey[row + dx];
      }
      probe[y * w + x] = sum / (f * f);
    }
  const t = otsu(probe);
  const fw = Math.max(1, Math.round(w * FRAME));
  const fh = Math.max(1, Math.round(h * FRAME));
  let frame = 0;
  let dark = 0;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      if (y >= fh && y < h - fh && x >= fw && x < w - fw) continue;
      frame++;
      if (probe[y * w + x] <= t) dark++;
    }
  if (dark / frame < DARK_FRAME) return null;
  const box = lightBox(probe, w, h, t);
  if (!box || box.count < MIN_AREA * w * h) return null;
  const mx = Math.round(width * MARGIN);
  const my = Math.round(height * MARGIN);
  const left = Math.max(0, box.x0 * f - mx);
  const top = Math.max(0, box.y0 * f - my);
  const right = Math.min(width, (box.x1 + 1) * f + mx);
  const bottom = Math.min(height, (box.y1 + 1) * f + my);
  return { left, top, width: right - left, height: bottom - top };
}

/** Otsu's threshold of a grey histogram: the level that best separates the dark and light classes. */
export function otsu(values: Uint8Array): number {
  const hist = new Array<number>(256).fill(0);
  for (const v of values) hist[v]++;
  const total = values.length;
  let sumAll = 0;
  for (let i = 0; i < 256; i++) sumAll += i * hist[i];
  let sumDark = 0;
  let countDark = 0;
  let best = 0;
  let level = 127;
  for (let i = 0; i < 256; i++) {
    countDark += hist[i];
    if (!countDark || countDark === total) continue;
    sumDark += i * hist[i];
    const meanDark = sumDark / countDark;
    const meanLight = (sumAll - sumDark) / (total - countDark);
    const between = countDark * (total - countDark) * (meanDark - meanLight) ** 2;
    if (between > best) {
      best = between;
      level = i;
    }
  }
  return level;
}

/**
 * The box around the 4-connected regions lighter than `t` that are each at least PART of the photo: uneven
 * light can split one ticket into a few, and specks of light on the table are left out.
 */
function lightBox(probe: Uint8Array, w: number, h: number, t: number): Region | null {
  let box: Region | null = null;
  labelRegions(w, h, { values: probe, above: t }, (r) => {
    if (r.count < PART * w * h) return;
    box = box
      ? {
          x0: Math.min(box.x0, r.x0),
          x1: Math.max(box.x1, r.x1),
          y0: Math.min(box.y0, r.y0),
          y1: Math.max(box.y1, r.y1),
          count: box.count + r.count,
        }
      : r;
  });
  return box;
}
