import { Hono } from 'hono';
import type { AppServices } from '../../context';
import { AppError } from '../../lib/app-error';
import { clientIp } from '../../lib/client-ip';
import { enforceRateLimit } from '../../lib/rate-limit';
import type { StorageProvider } from '../../providers/storage/types';
import { BAD_TYPE, MAX_IMAGE_BYTES, TOO_LARGE, readCapped, validateImage } from './validate-image';

export const UPLOAD_BUCKET = 'documents';
// Room for the multipart envelope around a 10 MB file.
const ENVELOPE = 64 * 1024;
const LIMIT = { name: 'upload:ip', limit: 30, windowSeconds: 600 };

/**
 * POST /api/upload: one ticket photo as multipart field `file`. Judged by its content, capped at 10 MB while
 * streaming, stored in bucket `documents` at `demo/{timestamp}.{ext}`. Answers `{ filePath }`.
 */
export function uploadRoutes(services: AppServices, storage: StorageProvider) {
  const app = new Hono();
  app.post('/upload', async (c) => {
    const declared = Number(c.req.header('content-length') ?? 0);
    if (declared > MAX_IMAGE_BYTES + ENVELOPE) throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE);
    await enforceRateLimit(
      services.db,
      LIMIT,
      clientIp(c, services.config.TRUST_PROXY),
      'Previše otpremanja u kratkom roku. Pokušajte ponovo za nekoliko minuta.',
    );
    const raw = await readCapped(c.req.raw.body, MAX_IMAGE_BYTES + ENVELOPE);
    let file: File | null = null;
    try {
      const form = await new Request('http://upload.local/', {
        method: 'POST',
        headers: { 'content-type': c.req.header('content-type') ?? '' },
        body: new Uint8Array(raw),
      }).formData();
      const value = form.get('file');
      file = value instanceof File ? value : null;
    } catch {
      file = null;
    }
    if (!file) throw new AppError('BAD_REQUEST', BAD_TYPE);
    if (file.size > MAX_IMAGE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE);
    const data = Buffer.from(await file.arrayBuffer());
    const image = await validateImage(data);
    const filePath = `demo/${Date.now()}${Math.floor(Math.random() * 1000)
      .toString()
      .padStart(3, '0')}.${image.ext}`;
    try {
      await storage.put(UPLOAD_BUCKET, filePath, data, image.mime);
    } catch (error) {
      services.logger.error({ err: error }, 'upload store failed');
      throw new AppError('UPSTREAM_FAILED', 'Upload failed: storage is not available');
    }
    return c.json({ filePath, path: filePath });
  });
  return app;
}
