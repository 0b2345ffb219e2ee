import sharp from 'sharp';
import { assertTicketShape, ocrScale } from '../../lib/image-shape';
import { skewAngle } from './deskew';

/**
 * Prepares a photo for OCR: EXIF orientation applied, a slant straightened, grayscale, contrast normalised, small text upscaled,
 * very large photos scaled down, never more than MAX_OCR_PIXELS (OCR memory and time grow with pixels,
 * accuracy does not).
 */
export async function preprocessForOcr(image: Buffer): Promise<Buffer> {
  const img = sharp(image, { limitInputPixels: 40_000_000 }).autoOrient();
  const meta = await img.metadata();
  // EXIF orientations 5–8 turn the picture a quarter: the upright width is the stored height.
  const quarterTurn = (meta.orientation ?? 1) >= 5;
  const width = (quarterTurn ? meta.height : meta.width) ?? 0;
  const height = (quarterTurn ? meta.width : meta.height) ?? 0;
  assertTicketShape(width, height);
  const scale = ocrScale(width, height);
  // A slanted photo is straightened first: tesseract reads lines, and a few degrees run two lines together.
  const angle = await skewAngle(img.clone());
  if (Math.abs(angle) >= 1) img.rotate(angle, { background: '#ffffff' });
  return img
    .resize(scale === 1 ? undefined : { width: Math.max(1, Math.floor(width * scale)) })
    .grayscale()
    .normalise()
    .sharpen()
    .png()
    .toBuffer();
}
