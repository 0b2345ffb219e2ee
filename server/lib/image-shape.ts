import { AppError } from './app-error';

/**
 * The shapes of image the reader takes. A phone's long screenshot of a bet slip is about 1:8, a photographed
 * till receipt about 1:4; a strip thinner than 1:10 is no ticket, and scaled to a readable width it becomes
 * hundreds of megapixels (a 4 KB PNG of 100 × 12,000 px once took 3 GB and the server with it).
 */
export const MAX_ASPECT_RATIO = 10;
/**
 * What OCR is given at most, after scaling: tesseract's memory grows with pixels (measured: 4 MP 290 MB,
 * 8 MP 345 MB, 12 MP 415 MB per worker) and its accuracy does not.
 */
export const MAX_OCR_PIXELS = 12_000_000;

/**
 * The largest photo taken, before decoding: a 50 MP phone camera's full frame (8,160 × 6,120 px) with room to
 * spare. Phone photos of long slips are 12–50 MP; a 10 MB PNG can claim billions of pixels.
 */
export const MAX_UPLOAD_PIXELS = 52_000_000;

/**
 * How long OCR may read a page of `pixels` (as given to it, after ocrScale), from measurement
 * (`npm run bench:ocr-budget`): real tickets read in 1–2 s a megapixel on a core shared with other work (a 5 MP
 * phone photo 3.6 s, a 12 MP read of a long slip 11.6–26 s, a 1,170 × 9,360 px full-page screenshot 10–17.5 s), so
 * the budget is about twice the slowest of them, and a page of nothing but small text (which tesseract reads for
 * minutes) is cut off at it instead of holding a worker for two minutes.
 */
export const OCR_BUDGET = { baseMs: 15_000, perMegapixelMs: 3_500, maxMs: 60_000 };

export function ocrBudgetMs(pixels: number): number {
  const { baseMs, perMegapixelMs, maxMs } = OCR_BUDGET;
  return Math.round(Math.min(maxMs, baseMs + perMegapixelMs * (pixels / 1e6)));
}

/** Refuses an image whose sides are further apart than any ticket's. */
export function assertTicketShape(width: number, height: number) {
  if (Math.max(width, height) > MAX_ASPECT_RATIO * Math.min(width, height))
    throw new AppError('UNPROCESSABLE', 'upload.badShape');
}

/**
 * The scale OCR reads an image at: small text (narrower than 1,000 px) is enlarged to 1,600 px wide, very wide
 * photos reduced to 2,000 px, and nothing ever exceeds MAX_OCR_PIXELS whatever its height.
 */
export function ocrScale(width: number, height: number): number {
  const byWidth = width < 1000 ? 1600 / width : width > 2400 ? 2000 / width : 1;
  return Math.min(byWidth, Math.sqrt(MAX_OCR_PIXELS / (width * height)));
}
