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
