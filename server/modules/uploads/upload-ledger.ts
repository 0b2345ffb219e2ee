import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { AppServices } from '../../context';
import { pendingUploads } from '../../db/schema/platform';
import { ocrResults } from '../../db/schema/reports';
import type { Database } from '../../db/client';
import { UPLOAD_BUCKET } from './bucket';
import type { TicketStructure } from '../tickets/types';

/** An upload nobody analysed within this time is abandoned. */
export const ABANDONED_AFTER_MS = 60 * 60 * 1000;
const EVERY_MS = 10 * 60 * 1000;

/**
 * A claim older than this is an analysis that died with its process (a crash, kill -9): the upload may be
 * claimed again, so the user can retry. Longer than any analysis runs (the OCR job limit is two minutes).
 */
export const CLAIM_EXPIRES_MS = 3 * 60 * 1000;

/** The owner of an upload as stored: the signed-in user, else the browser's guest token hash. */
export function uploadOwner(viewer: { userId: string | null; guestTokenHash: string | null }): string | null {
  if (viewer.userId) return `user:${viewer.userId}`;
  return viewer.guestTokenHash ? `guest:${viewer.guestTokenHash}` : null;
}

export async function recordUpload(db: Database, path: string, owner: string): Promise<void> {
  await db.insert(pendingUploads).values({ path, owner });
}

/**
 * Takes an upload for one analysis, for the viewer who uploaded it (`owners`: the keys this viewer goes by, the
 * guest one too after signing in). False when it was never uploaded here, is someone else's, or is being
 * analysed right now.
 */
export async function claimUpload(
  db: Database,
  path: string,
  owners: string[],
  now = new Date(),
): Promise<boolean> {
  if (!owners.length) return false;
  const rows = await db
    .update(pendingUploads)
    .set({ claimedAt: now })
    .where(
      and(
        eq(pendingUploads.path, path),
        inArray(pendingUploads.owner, owners),
        or(
          isNull(pendingUploads.claimedAt),
          lt(pendingUploads.claimedAt, new Date(now.getTime() - CLAIM_EXPIRES_MS)),
        ),
      ),
    )
    .returning({ path: pendingUploads.path });
  return rows.length === 1;
}

/** A photo's reading while its owner reviews the legs: the OCR text, its confidence and the structure. */
export interface StoredReading {
  extractedText: string;
  confidence: number | null;
  structure: TicketStructure;
}

/**
 * Whether `path` is this viewer's upload and still waiting for its analysis (not claimed by one now): what
 * reading it for review requires.
 */
export async function ownsPendingUpload(db: Database, path: string, owners: string[]): Promise<boolean> {
  if (!owners.length) return false;
  const [row] = await db
    .select({ path: pendingUploads.path })
    .from(pendingUploads)
    .where(
      and(
        eq(pendingUploads.path, path),
        inArray(pendingUploads.owner, owners),
        isNull(pendingUploads.claimedAt),
      ),
    )
    .limit(1);
  return !!row;
}

export async function saveReading(db: Database, path: string, reading: StoredReading): Promise<void> {
  await db.update(pendingUploads).set({ reading }).where(eq(pendingUploads.path, path));
}

/** The reading kept for a claimed upload, or null when it was analysed without a review. */
export async function readingOf(db: Database, path: string): Promise<StoredReading | null> {
  const [row] = await db
    .select({ reading: pendingUploads.reading })
    .from(pendingUploads)
    .where(eq(pendingUploads.path, path))
    .limit(1);
  return (row?.reading as StoredReading | null | undefined) ?? null;
}

/** The upload became a report (or was refused and deleted): nothing to sweep. */
export async function settleUpload(db: Database, path: string): Promise<void> {
  await db.delete(pendingUploads).where(eq(pendingUploads.path, path));
}

/**
 * Deletes the files of uploads older than the cut-off that no report references, then their rows, and the
 * temporary files of writes a crash cut short. Safe to run in several processes at once (deletes are
 * idempotent) and after a crash at any point.
 */
export async function sweepUploads(services: AppServices, now = new Date()): Promise<number> {
  const cutOff = new Date(now.getTime() - ABANDONED_AFTER_MS);
  const temporaries = (await services.storage.removeStaleTemporaries?.(UPLOAD_BUCKET, cutOff)) ?? 0;
  if (temporaries) services.logger.info({ temporaries }, 'half-written uploads removed');
  const stale = await services.db
    .select({ path: pendingUploads.path })
    .from(pendingUploads)
    .where(lt(pendingUploads.createdAt, cutOff))
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
