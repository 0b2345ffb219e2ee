import PgBoss from 'pg-boss';
import { AppError, isAppError, type AppErrorCode } from './app-error';
import type { Logger } from './logger';
import type { ErrorKey } from '../common/messages';
import type { Values } from '../common/translate';

/** A job's outcome as stored by the queue: domain errors travel as data, so no retry repeats a refusal. */
type Outcome<T> =
  | { ok: true; value: T }
  | { ok: false; code: AppErrorCode; key: ErrorKey; values?: Values; retryAfter?: number };

/**
 * Work shared by every server process through PostgreSQL (pg-boss): any process may queue a job and wait
 * for its result, and processes that work (JOB_WORKER) take jobs, so photo analyses spread over machines.
 */
export interface JobQueue {
  /**
   * Queues one job, refused with 503 when `capacity` jobs already wait, and returns how to wait for its result
   * (`onStarted` when a worker takes it). Queuing first lets a caller answer "busy" before it commits to a
   * response (an event stream is already 200).
   */
  submit<T>(
    name: string,
    data: object,
    opts: { capacity: number; timeoutMs: number },
  ): Promise<(onStarted?: () => void) => Promise<T>>;
  /** Takes jobs of this queue, `concurrency` at a time, in this process. */
  work<T>(name: string, concurrency: number, handler: (data: object) => Promise<T>): Promise<void>;
  close(): Promise<void>;
}

const POLL_MS = 200;

export async function startPgBossQueue(connectionString: string, logger: Logger): Promise<JobQueue> {
  const boss = new PgBoss({ connectionString, max: 4, application_name: 'tiket-ai-jobs' });
  boss.on('error', (err) => logger.error({ err }, 'job queue error'));
  await boss.start();
  const created = new Set<string>();
  const ensureQueue = async (name: string) => {
    if (created.has(name)) return;
    // Jobs are not retried (an analysis that failed is reported, not repeated) and expire after 5 minutes.
    await boss.createQueue(name, { name, retryLimit: 0, expireInSeconds: 300, retentionMinutes: 60 });
    created.add(name);
  };

  return {
    async submit<T>(name: string, data: object, opts: { capacity: number; timeoutMs: number }) {
      await ensureQueue(name);
      if ((await boss.getQueueSize(name)) >= opts.capacity)
        throw new AppError('UNAVAILABLE', 'request.busy', { retryAfter: 10 });
      const id = await boss.send(name, data);
      if (!id) throw new AppError('UNAVAILABLE', 'request.busy', { retryAfter: 10 });
      const deadline = Date.now() + opts.timeoutMs;
      return async (onStarted?: () => void): Promise<T> => {
        let started = false;
        for (;;) {
          const job = await boss.getJobById<object>(name, id);
          if (job && job.state !== 'created' && job.state !== 'retry' && !started) {
            started = true;
            onStarted?.();
          }
          if (job?.state === 'completed') {
            const outcome = job.output as Outcome<T>;
            if (outcome.ok) return outcome.value;
            throw new AppError(outcome.code, outcome.key, {
              values: outcome.values,
              retryAfter: outcome.retryAfter,
            });
          }
          if (job?.state === 'failed' || job?.state === 'cancelled' || !job)
            throw new AppError('INTERNAL', 'reports.notFinished');
          if (Date.now() > deadline) {
            await boss.cancel(name, id).catch(() => {});
            throw new AppError('UNAVAILABLE', 'request.busy', { retryAfter: 10 });
          }
          await new Promise((r) => setTimeout(r, POLL_MS));
        }
      };
    },

    async work<T>(name: string, concurrency: number, handler: (data: object) => Promise<T>) {
      await ensureQueue(name);
      for (let i = 0; i < concurrency; i++) {
        await boss.work<object>(name, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async ([job]) => {
          try {
            return { ok: true, value: await handler(job.data) } satisfies Outcome<T>;
          } catch (error) {
            if (isAppError(error))
              return {
                ok: false,
                code: error.code,
                key: error.key,
                values: error.values,
                retryAfter: error.retryAfter,
              };
            logger.error({ err: error, job: job.id }, 'job failed');
            return {
              ok: false,
              code: 'INTERNAL',
              key: 'reports.processingFailed',
              values: { reason: 'internal error' },
            };
          }
        });
      }
    },

    close: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
