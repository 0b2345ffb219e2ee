import { and, eq, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
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
 * A claim not renewed for this long is a job that died with its process (a crash, kill -9): the upload may be
 * claimed again, so its owner can retry. A live job renews its claim every CLAIM_RENEW_MS (`renewClaim`), however
 * long it waits in the queue or runs.
 */
export const CLAIM_EXPIRES_MS = 60 * 1000;
export const CLAIM_RENEW_MS = 20 * 1000;

/** Unclaimed, or claimed by a job that stopped renewing its claim. */
const unclaimedAt = (now: Date) =>
  or(
    isNull(pendingUploads.claimedAt),
    lt(pendingUploads.claimedAt, new Date(now.getTime() - CLAIM_EXPIRES_MS)),
  );

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
    .where(and(eq(pendingUploads.path, path), inArray(pendingUploads.owner, owners), unclaimedAt(now)))
    .returning({ path: pendingUploads.path });
  return rows.length === 1;
}

/** A photo's reading while its owner reviews the legs: the OCR text, its confidence and the structure. */
export interface StoredReading {
  extractedText: string;
  confidence: number | null;
  structure: TicketStructure;
}

/** Where a read of an upload for review stands. */
export type ReadClaim =
  { kind: 'read'; reading: StoredReading } | { kind: 'claimed' } | { kind: 'busy' } | { kind: 'missing' };

/**
 * Takes this viewer's upload for one read, unless it has been read already (its reading is answered from
 * storage), is being read or analysed right now (busy), or is not theirs (missing). A claim that expired (its job
 * died) is taken over.
 */
export async function claimForReading(
  db: Database,
  path: string,
  owners: string[],
  now = new Date(),
): Promise<ReadClaim> {
  if (!owners.length) return { kind: 'missing' };
  const mine = and(eq(pendingUploads.path, path), inArray(pendingUploads.owner, owners));
  const [claimed] = await db
    .update(pendingUploads)
    .set({ claimedAt: now })
    .where(and(mine, isNull(pendingUploads.reading), unclaimedAt(now)))
    .returning({ path: pendingUploads.path });
  if (claimed) return { kind: 'claimed' };
  const [row] = await db
    .select({ reading: pendingUploads.reading })
    .from(pendingUploads)
    .where(mine)
    .limit(1);
  if (!row) return { kind: 'missing' };
  return row.reading ? { kind: 'read', reading: row.reading as StoredReading } : { kind: 'busy' };
}

/** A claimed upload's job is alive: its claim starts anew. */
export async function renewClaim(db: Database, path: string): Promise<void> {
  await db.update(pendingUploads).set({ claimedAt: new Date() }).where(eq(pendingUploads.path, path));
}

/** A read that failed gives its upload back, so its owner can try again at once. */
export async function releaseClaim(db: Database, path: string): Promise<void> {
  await db.update(pendingUploads).set({ claimedAt: null }).where(eq(pendingUploads.path, path));
}

/**
 * Gives back every claim: at the start of the only process an embedded database can have, whose claims all
 * belonged to a process that is gone, so a crash costs its owner no wait.
 */
export async function releaseAllClaims(db: Database): Promise<void> {
  await db.update(pendingUploads).set({ claimedAt: null }).where(isNotNull(pendingUploads.claimedAt));
}

/** The read is done: kept for the review, and the upload is free for its analysis. */
export async function saveReading(db: Database, path: string, reading: StoredReading): Promise<void> {
  await db.update(pendingUploads).set({ reading, claimedAt: null }).where(eq(pendingUploads.path, path));
}

/** The reading kept for an upload, or null when it was not read for a review. */
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
