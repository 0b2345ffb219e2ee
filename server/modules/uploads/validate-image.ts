import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../lib/app-error';
import { assertTicketShape } from '../../lib/image-shape';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Above this many pixels an image is refused before decoding (a 10 MB PNG can claim billions). */
const MAX_PIXELS = 40_000_000;
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

/** Reads a body up to the limit, aborting as soon as it is exceeded (the rest is never buffered). */
export async function readCapped(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Buffer> {
  if (!body) return Buffer.alloc(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new AppError('PAYLOAD_TOO_LARGE', 'upload.tooLarge');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
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

// Room for the multipart envelope around a 10 MB file.
const ENVELOPE = 64 * 1024;

/**
 * The image of a multipart request's `file` field: refused by its declared length before reading, capped while
 * streaming, then judged by its content.
 */
export async function readImageUpload(
  request: Request,
): Promise<{ data: Buffer; image: ImageKind & { width: number; height: number } }> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_IMAGE_BYTES + ENVELOPE) throw new AppError('PAYLOAD_TOO_LARGE', 'upload.tooLarge');
  const raw = await readCapped(request.body, MAX_IMAGE_BYTES + ENVELOPE);
  let file: File | null = null;
  try {
    const form = await new Request('http://upload.local/', {
      method: 'POST',
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      body: new Uint8Array(raw),
    }).formData();
    const value = form.get('file');
    file = value instanceof File ? value : null;
  } catch {
    file = null;
  }
  if (!file) throw new AppError('BAD_REQUEST', 'upload.badType');
  if (file.size > MAX_IMAGE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'upload.tooLarge');
  const data = Buffer.from(await file.arrayBuffer());
  return { data, image: await validateImage(data) };
}
