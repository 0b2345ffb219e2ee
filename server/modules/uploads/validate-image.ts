import sharp, { type Metadata } from 'sharp';
import { AppError, isAppError } from '../../lib/app-error';
import { assertTicketShape, MAX_UPLOAD_PIXELS as MAX_PIXELS } from '../../lib/image-shape';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const MAX_SIDE = 12_000;

export type ImageKind = { ext: 'jpg' | 'png' | 'webp'; mime: string };

/** The type from the first bytes, whatever the name or the Content-Type header claim. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  const b = bytes;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff)
    return { ext: 'jpg', mime: 'image/jpeg' };
  if (b.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v))
    return { ext: 'png', mime: 'image/png' };
  if (
    b.length >= 12 &&
    String.fromCharCode(...b.slice(0, 4)) === 'RIFF' &&
    String.fromCharCode(...b.slice(8, 12)) === 'WEBP'
  )
    return { ext: 'webp', mime: 'image/webp' };
  return null;
}

/**
 * Accepts a JPEG, PNG or WebP that decodes completely: truncated files, decompression bombs and absurd
 * dimensions are refused with a clear message, never a crash.
 */
export async function validateImage(data: Buffer): Promise<ImageKind & { width: number; height: number }> {
  if (data.length > MAX_IMAGE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'upload.tooLarge');
  const kind = sniffImage(data);
  if (!kind) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'upload.badType');
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'upload.badType');
  }
  const { width = 0, height = 0 } = meta;
  // The specification has one message for any file that is not a usable photo ("Upload failed: …" is for
  // storage errors).
  if (!width || !height || width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_PIXELS) {
    throw new AppError('UNPROCESSABLE', 'upload.badType');
  }
  assertTicketShape(width, height);
  try {
    // A full decode catches truncated and corrupt data that the header alone does not show.
    await sharp(data, { limitInputPixels: MAX_PIXELS, failOn: 'truncated' }).resize(64).raw().toBuffer();
  } catch {
    throw new AppError('UNPROCESSABLE', 'upload.badType');
  }
  return { ...kind, width, height };
}

/** A photo form's whole body: a 10 MB file and room for its multipart envelope (server/app.ts caps it). */
export const MAX_PHOTO_FORM_BYTES = MAX_IMAGE_BYTES + 64 * 1024;

/**
 * The image of a multipart request's `file` field, judged by its content. The body is capped while it streams
 * by the edge's bodyLimit (server/app.ts), so a chunked 20 MB upload is refused before it is buffered.
 */
export async function readImageUpload(
  request: Request,
): Promise<{ data: Buffer; image: ImageKind & { width: number; height: number } }> {
  let file: File | null = null;
  try {
    const value = (await request.formData()).get('file');
    file = value instanceof File ? value : null;
  } catch (error) {
    // bodyLimit's refusal surfaces here, inside the stream the form parser reads.
    if (isAppError(error)) throw error;
    file = null;
  }
  if (!file) throw new AppError('BAD_REQUEST', 'upload.badType');
  if (file.size > MAX_IMAGE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'upload.tooLarge');
  const data = Buffer.from(await file.arrayBuffer());
  return { data, image: await validateImage(data) };
}
