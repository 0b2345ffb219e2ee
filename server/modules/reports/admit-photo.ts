import type { AppServices } from '../../context';
import { AppError } from '../../lib/app-error';
import { BoundedQueue } from '../../lib/bounded-queue';
import type { Lang } from '../../common/lang';
import { claimUpload, settleUpload } from '../uploads/upload-ledger';
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

/** An admitted analysis: runs it, telling each stage as it starts. */
export type Run = (onStage?: (stage: Stage) => void) => Promise<ProcessResponse>;

export interface PhotoAdmissionDeps {
  pipeline: TicketPipeline;
  readStoredFile: (path: string) => Promise<Buffer>;
  /** Removes an uploaded photo whose analysis failed, so no file is left without its report. */
  deleteStoredFile: (path: string) => Promise<void>;
  /** Photo analyses at once / waiting before 503. */
  photoConcurrency: number;
  photoQueueCapacity: number;
}

const PHOTO_JOBS = 'photo-analysis';

/**
 * The photo queue: in this process, or in the shared job queue where one is configured (then any process
 * that works takes the job, this one too). `readQueue` is where a photo read for review takes its place.
 */
export function photoAdmission(services: AppServices, deps: PhotoAdmissionDeps) {
  const photoQueue = new BoundedQueue(deps.photoConcurrency, deps.photoQueueCapacity);
  const full = { ...services, pipeline: deps.pipeline, readStoredFile: deps.readStoredFile };
  if (services.jobs && services.config.JOB_WORKER) {
    void services.jobs
      .work(PHOTO_JOBS, deps.photoConcurrency, (data) => {
        const job = data as PhotoJob;
        return processTicket(full, job.input, job.owner, job.lang);
      })
      .catch((err) => services.logger.error({ err }, 'photo job worker failed to start'));
  }

  /**
   * Claims the upload and takes its place in the photo queue before anything is answered, so an unknown
   * upload is 404 and a full queue 503 with Retry-After, also for a client that asked for an event stream.
   * The returned run settles the upload, or removes it on failure.
   */
  async function admitPhoto(job: PhotoJob, owners: string[]): Promise<Run> {
    const filePath = job.input.filePath;
    // One analysis per upload: a path that was not uploaded here, or is already analysed, is refused
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
      if (services.jobs) {
        const wait = await services.jobs.submit<ProcessResponse>(PHOTO_JOBS, job, {
          capacity: deps.photoQueueCapacity,
          timeoutMs: 120_000,
        });
        // Another process may do the work: its stages cannot be watched from here (pg-boss has no progress
        // channel), so "scanning" is sent when a worker takes the job and the rest when its result arrives.
        start = async (onStage) => {
          const result = await wait(() => onStage?.('scanning'));
          for (const stage of ['structuring', 'researching', 'creating'] as const) onStage?.(stage);
          return result;
        };
      } else {
        const slot = photoQueue.reserve();
        start = (onStage) => slot.run(() => processTicket(full, job.input, job.owner, job.lang, onStage));
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

  /** A typed ticket needs no queue: its reading is a few milliseconds. */
  const runTyped =
    (input: Extract<ProcessInput, { kind: 'manual' }>, owner: Owner, lang: Lang): Run =>
    (onStage) =>
      processTicket(full, input, owner, lang, onStage);

  return { admitPhoto, runTyped, readQueue: photoQueue };
}
