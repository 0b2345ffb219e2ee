import sharp from 'sharp';

/**
 * Prepares a photo for OCR: EXIF orientation applied, grayscale, contrast normalised, small text upscaled,
 * very large photos scaled down (OCR time grows with pixels, accuracy does not).
 */
export async function preprocessForOcr(image: Buffer): Promise<Buffer> {
  const img = sharp(image, { limitInputPixels: 40_000_000 }).rotate();
  const { width = 0 } = await img.metadata();
  const target = width < 1000 ? 1600 : width > 2400 ? 2000 : undefined;
  return img
    .resize(target ? { width: target } : undefined)
    .grayscale()
    .normalise()
    .sharpen()
    .png()
    .toBuffer();
}
