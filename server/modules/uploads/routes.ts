import { Hono } from 'hono';
import type { AppServices, Env } from '../../context';
import { AppError } from '../../lib/app-error';
import { rateLimit } from '../../lib/rate-limit';
import type { StorageProvider } from '../../providers/storage/types';
import { readImageUpload } from './validate-image';
import { UPLOAD_BUCKET } from './bucket';
import { recordUpload, settleUpload, uploadOwner } from './upload-ledger';
import { reportOwner } from '../accounts/guest-identity';

const LIMIT = { name: 'upload:ip', limit: 30, windowSeconds: 600 };

/**
 * POST /api/upload: one ticket photo as multipart field `file`. Judged by its content, capped at 10 MB while
 * streaming, stored in bucket `documents` at `demo/{timestamp}.{ext}`, for this viewer only. Answers `{ filePath }`.
 */
export function uploadRoutes(services: AppServices, storage: StorageProvider) {
  const app = new Hono<Env>();
  app.post('/upload', rateLimit(LIMIT, 'rateLimit.uploads'), async (c) => {
    const { data, image } = await readImageUpload(c.req.raw);
    // The photo is this viewer's: only they can analyse it (a guest gets their browser's token here if new).
    const owner = await reportOwner(c, await c.var.ctx.user());
    // `demo/{timestamp}.{ext}` with the millisecond timestamp followed by three random digits: two photos in
    // the same millisecond (several server processes, one shared bucket) must not overwrite each other. Still
    // all digits, so the report route's check of the path (/^demo\/\d{10,16}\.(jpg|png|webp)$/) accepts it.
    const filePath = `demo/${Date.now()}${Math.floor(Math.random() * 1000)
      .toString()
      .padStart(3, '0')}.${image.ext}`;
    // The ledger row comes first: a crash after it leaves at most a row for the sweeper, never a lost file.
    await recordUpload(services.db, filePath, uploadOwner(owner)!);
    try {
      await storage.put(UPLOAD_BUCKET, filePath, data, image.mime);
    } catch (error) {
      await settleUpload(services.db, filePath);
      services.logger.error({ err: error }, 'upload store failed');
      throw new AppError('UPSTREAM_FAILED', 'upload.storageUnavailable');
    }
    return c.json({ filePath, path: filePath });
  });
  return app;
}
