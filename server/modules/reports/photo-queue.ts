import type { AppServices } from '../../context';
import { AppError, isAppError } from '../../lib/app-error';
import { FairQueue } from '../../lib/fair-queue';
import { holdVisitor, type VisitorHold } from '../../lib/visitor-holds';
import { errorText } from '../../common/messages';
import type { Lang } from '../../common/lang';
import {
  CLAIM_EXPIRES_MS,
  CLAIM_RENEW_MS,
  claimForReading,
  claimUpload,
  readingOf,
  releaseClaim,
  renewClaim,
  saveReading,
  settleUpload,
  type StoredReading,
} from '../uploads/upload-ledger';
import type { ReportOwner } from '../accounts/guest-identity';
import type { TicketPipeline } from './pipeline';
import {
  processTicket,
  type Owner,
  type ProcessInput,
  type ProcessResponse,
  type Stage,
} from './process-ticket';

export interface PhotoJob {
  input: Extract<ProcessInput, { kind: 'photo' }>;
  owner: Owner;
  lang: Lang;
}

/** What a shared queue carries: an analysis (the shape before reads were queued too), or a read for review. */
type QueuedJob = PhotoJob | { read: string; lang: Lang };

/** An admitted analysis: runs it, telling each stage as it starts. */
export type Run = (onStage?: (stage: Stage) => void) => Promise<ProcessResponse>;

export interface PhotoQueueDeps {
  pipeline: TicketPipeline;
  readStoredFile: (path: string) => Promise<Buffer>;
  /** Removes an uploaded photo whose analysis failed, so no file is left without its report. */
  deleteStoredFile: (path: string) => Promise<void>;
  /** Photo jobs at once / waiting before 503. */
  photoConcurrency: number;
  photoQueueCapacity: number;
}

/**
 * Who asks, for fairness: every key they go by (account, guest identity, address), since identities are cheap
 * and addresses shared; their lane in the queue is the account, else the address.
 */
export interface Visitor {
  keys: string[];
  lane: string;
}

export function visitorOf(owner: ReportOwner, clientIp: string): Visitor {
  const address = `ip:${clientIp}`;
  const account = owner.userId ? `user:${owner.userId}` : null;
  const guest = owner.guestTokenHash ? `guest:${owner.guestTokenHash}` : null;
  return { keys: [account, guest, address].filter((k): k is string => !!k), lane: account ?? address };
}

const PHOTO_JOBS = 'photo-analysis';
/** How long a second read of the same upload waits for the first, when another process runs it. */
const JOIN_WAIT_MS = 2 * 60_000;
const JOIN_POLL_MS = 250;

/**
 * The photo queue, where every OCR job waits: reads for review and analyses of photos. In this process, or in
 * the shared job queue where one is configured (then any process that works takes the job, this one too).
 *
 * Fairness (docs/decisions/023-fair-ocr.md): a visitor holds at most one OCR job, running or queued (a hold on each of their
 * keys, in the database, so it holds across processes); the queue serves its lanes round-robin; a page's OCR
 * has a budget from its size (providers/ocr). A read claims its upload: a second read of it joins the first,
 * and a finished read is answered from storage.
 */
export function photoQueue(services: AppServices, deps: PhotoQueueDeps) {
  const queue = new FairQueue(deps.photoConcurrency, deps.photoQueueCapacity);
  const full = { ...services, pipeline: deps.pipeline, readStoredFile: deps.readStoredFile };
  /** Reads running in this process, by upload: a second read of the same upload joins the first. */
  const reading = new Map<string, Promise<StoredReading>>();

  const readUpload = async (filePath: string, lang: Lang): Promise<StoredReading> => {
    try {
      return await deps.pipeline.readPhoto(await deps.readStoredFile(filePath));
    } catch (error) {
      if (isAppError(error) && error.code !== 'INTERNAL' && error.code !== 'UPSTREAM_FAILED') throw error;
      services.logger.error({ err: error }, 'reading a photo for review failed');
      throw new AppError('UPSTREAM_FAILED', 'reports.ocrFailed', {
        values: { reason: errorText(lang, 'tickets.ocrUnavailable') },
        cause: error,
      });
    }
  };

  if (services.jobs && services.config.JOB_WORKER) {
    void services.jobs
      .work<ProcessResponse | StoredReading>(PHOTO_JOBS, deps.photoConcurrency, (data) => {
        const job = data as QueuedJob;
        return 'read' in job
          ? readUpload(job.read, job.lang)
          : processTicket(full, job.input, job.owner, job.lang);
      })
      .catch((err) => services.logger.error({ err }, 'photo job worker failed to start'));
  }

  /**
   * Takes the visitor's one OCR place and a place in the queue (here or shared) before anything is answered,
   * so "one at a time" is 429 and a full queue 503 with Retry-After, also for a client that asked for an event
   * stream. The returned run waits for the job; the hold and the upload's claim are renewed until it ends.
   */
  async function enqueue<T>(
    filePath: string,
    visitor: Visitor,
    job: QueuedJob,
    here: (onStage?: (stage: Stage) => void) => Promise<T>,
  ): Promise<(onStage?: (stage: Stage) => void) => Promise<T>> {
    const hold = await holdVisitor(services.db, visitor.keys, CLAIM_EXPIRES_MS / 1000);
    if (!hold) throw new AppError('RATE_LIMITED', 'upload.onePhotoAtATime', { retryAfter: 10 });
    const renewals = keepAlive(services, hold, filePath);
    const end = () => {
      clearInterval(renewals);
      return hold
        .release()
        .catch((err: unknown) => services.logger.warn({ err }, 'photo hold release failed'));
    };
    try {
      let wait: (onStage?: (stage: Stage) => void) => Promise<T>;
      if (services.jobs) {
        const shared = await services.jobs.submit<T>(PHOTO_JOBS, job, {
          capacity: deps.photoQueueCapacity,
          timeoutMs: JOIN_WAIT_MS,
        });
        wait = (onStage) => shared(() => onStage?.('scanning'));
      } else {
        const slot = queue.reserve(visitor.lane);
        wait = (onStage) => slot.run(() => here(onStage));
      }
      return (onStage) => wait(onStage).finally(end);
    } catch (error) {
      await end();
      throw error;
    }
  }

  /**
   * Claims the upload for its analysis and queues it. An upload already read for review is analysed from that
   * reading without OCR, so it takes no OCR place. The returned run settles the upload, or removes it on failure.
   */
  async function admitPhoto(job: PhotoJob, owners: string[], visitor: Visitor): Promise<Run> {
    const filePath = job.input.filePath;
    // One analysis per upload: a path that was not uploaded here, or is being read or analysed, is refused
    // (and nobody can re-read or delete another user's photo by naming its path).
    if (!(await claimUpload(services.db, filePath, owners)))
      throw new AppError('NOT_FOUND', 'upload.uploadAgain');
    // A refused or failed photo analysis leaves no orphaned upload behind (busy: the client may retry with a
    // new upload).
    const discard = async () => {
      await deps.deleteStoredFile(filePath).catch(() => {});
      await settleUpload(services.db, filePath).catch(() => {});
    };
    let start: Run;
    try {
      const analyse = (onStage?: (stage: Stage) => void) =>
        processTicket(full, job.input, job.owner, job.lang, onStage);
      if (await readingOf(services.db, filePath)) {
        start = analyse;
      } else {
        const queued = await enqueue(filePath, visitor, job, analyse);
        // In a shared queue another process may do the work: its stages cannot be watched from here (pg-boss has
        // no progress channel), so "scanning" is sent when a worker takes the job and the rest with its result.
        start = services.jobs
          ? async (onStage) => {
              const result = await queued(onStage);
              for (const stage of ['structuring', 'researching', 'creating'] as const) onStage?.(stage);
              return result;
            }
          : queued;
      }
    } catch (error) {
      await discard();
      throw error;
    }
    return async (onStage) => {
      try {
        const result = await start(onStage);
        await settleUpload(services.db, filePath);
        return result;
      } catch (error) {
        await discard();
        throw error;
      }
    };
  }

  /**
   * The photo read for review: answered from storage when it was read already, joined when a read of it is
   * running (here, or in another process: then awaited through the ledger), else claimed and queued.
   */
  async function readForReview(
    filePath: string,
    owners: string[],
    visitor: Visitor,
    lang: Lang,
  ): Promise<StoredReading> {
    const deadline = Date.now() + JOIN_WAIT_MS;
    for (;;) {
      const claim = await claimForReading(services.db, filePath, owners);
      if (claim.kind === 'read') return claim.reading;
      if (claim.kind === 'missing') throw new AppError('NOT_FOUND', 'upload.uploadAgain');
      if (claim.kind === 'claimed') return startRead(filePath, visitor, lang);
      const running = reading.get(filePath);
      if (running) return running;
      if (Date.now() > deadline) throw new AppError('UNAVAILABLE', 'request.busy', { retryAfter: 10 });
      await new Promise((resolve) => setTimeout(resolve, JOIN_POLL_MS));
    }
  }

  async function startRead(filePath: string, visitor: Visitor, lang: Lang): Promise<StoredReading> {
    let run: () => Promise<StoredReading>;
    try {
      run = await enqueue(filePath, visitor, { read: filePath, lang }, () => readUpload(filePath, lang));
    } catch (error) {
      await releaseClaim(services.db, filePath);
      throw error;
    }
    const read = run()
      .then(async (result) => {
        await saveReading(services.db, filePath, result);
        return result;
      })
      .catch(async (error: unknown) => {
        await releaseClaim(services.db, filePath).catch(() => {});
        throw error;
      })
      .finally(() => reading.delete(filePath));
    reading.set(filePath, read);
    return read;
  }

  /** A typed ticket needs no queue: its reading is a few milliseconds. */
  const runTyped =
    (input: Extract<ProcessInput, { kind: 'manual' }>, owner: Owner, lang: Lang): Run =>
    (onStage) =>
      processTicket(full, input, owner, lang, onStage);

  return { admitPhoto, readForReview, runTyped };
}

/** Renews the visitor's hold and the upload's claim while the job waits and runs. */
function keepAlive(services: AppServices, hold: VisitorHold, filePath: string): NodeJS.Timeout {
  const timer = setInterval(() => {
    Promise.all([hold.renew(), renewClaim(services.db, filePath)]).catch((err: unknown) =>
      services.logger.warn({ err }, 'photo job renewal failed'),
    );
  }, CLAIM_RENEW_MS);
  timer.unref();
  return timer;
}
