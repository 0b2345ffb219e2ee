import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { AppServices } from '../../context';
import { pendingUploads } from '../../db/schema/platform';
import { ocrResults } from '../../db/schema/reports';
import type { Database } from '../../db/client';
import { UPLOAD_BUCKET } from './bucket';

/** An upload nobody analysed within this time is abandoned. */
export const ABANDONED_AFTER_MS = 60 * 60 * 1000;
const EVERY_MS = 10 * 60 * 1000;

export async function recordUpload(db: Database, path: string): Promise<void> {
  await db.insert(pendingUploads).values({ path });
}

/** Takes an unclaimed upload for one analysis; false when it was never uploaded here or is already taken. */
export async function claimUpload(db: Database, path: string): Promise<boolean> {
  const rows = await db
    .update(pendingUploads)
    .set({ claimedAt: new Date() })
    .where(and(eq(pendingUploads.path, path), isNull(pendingUploads.claimedAt)))
    .returning({ path: pendingUploads.path });
  return rows.length === 1;
}

/** The upload became a report (or was refused and deleted): nothing to sweep. */
export async function settleUpload(db: Database, path: string): Promise<void> {
  await db.delete(pendingUploads).where(eq(pendingUploads.path, path));
}

/**
 * Deletes the files of uploads older than the cut-off that no report references, then their rows. Safe to
 * run in several processes at once (deletes are idempotent) and after a crash at any point.
 */
export async function sweepUploads(services: AppServices, now = new Date()): Promise<number> {
  const stale = await services.db
    .select({ path: pendingUploads.path })
    .from(pendingUploads)
    .where(lt(pendingUploads.createdAt, new Date(now.getTime() - ABANDONED_AFTER_MS)))
    .limit(500);
  if (!stale.length) return 0;
  const paths = stale.map((r) => r.path);
  const used = new Set(
    (
      await services.db
        .select({ path: ocrResults.filePath })
        .from(ocrResults)
        .where(inArray(ocrResults.filePath, paths))
    ).map((r) => r.path),
  );
  let deleted = 0;
  for (const path of paths) {
    if (!used.has(path)) {
      await services.storage.delete(UPLOAD_BUCKET, path);
      deleted++;
    }
    await services.db
      .delete(pendingUploads)
      .where(and(eq(pendingUploads.path, path), lt(pendingUploads.createdAt, now)));
  }
  if (deleted) services.logger.info({ deleted }, 'abandoned uploads removed');
  return deleted;
}

/** Sweeps at start (what a crash left) and then every ten minutes. */
export function startUploadSweeper(services: AppServices): () => void {
  const run = () =>
    sweepUploads(services).catch((err) => services.logger.error({ err }, 'upload sweep failed'));
  void run();
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
