import { AppError } from './app-error';

type Waiter = () => void;

/**
 * Runs at most `concurrency` jobs at once and lets at most `capacity` more wait; a job that arrives when the line
 * is full is refused at once (503 with Retry-After) instead of piling up in memory. Waiting jobs are served
 * round-robin by lane (a visitor), never first come first served, so no one waits behind more than one job of
 * each other lane, however many one lane queued.
 */
export class FairQueue {
  private running = 0;
  private waitingCount = 0;
  /** Lanes with waiting jobs, in the order they are served; a served lane with more goes to the back. */
  private lanes = new Map<string, Waiter[]>();

  constructor(
    readonly concurrency: number,
    readonly capacity: number,
  ) {}

  get stats() {
    return { running: this.running, waiting: this.waitingCount };
  }

  /** Reserves (synchronously) and runs; a refusal comes back as a rejected promise, like a job's failure. */
  async run<T>(job: () => Promise<T>, lane = ''): Promise<T> {
    return this.reserve(lane).run(job);
  }

  /**
   * Takes a place now (a running slot, else a waiting one in `lane`) or refuses at once with 503, so a caller can
   * answer "busy" before it commits to a response. The place is given back when the job ends; the caller must
   * run it.
   */
  reserve(lane = ''): { run<T>(job: () => Promise<T>): Promise<T> } {
    let admitted: Promise<void>;
    if (this.running < this.concurrency) {
      this.running++;
      admitted = Promise.resolve();
    } else if (this.waitingCount >= this.capacity) {
      throw new AppError('UNAVAILABLE', 'request.busy', { retryAfter: 10 });
    } else {
      this.waitingCount++;
      admitted = new Promise<void>((resolve) => {
        const waiters = this.lanes.get(lane);
        if (waiters) waiters.push(resolve);
        else this.lanes.set(lane, [resolve]);
      });
    }
    return {
      run: async <T>(job: () => Promise<T>): Promise<T> => {
        await admitted;
        try {
          return await job();
        } finally {
          this.free();
        }
      },
    };
  }

  /** The slot passes straight to the next lane's first job (`running` stays counted), else it is freed. */
  private free() {
    const next = this.lanes.entries().next();
    if (next.done) {
      this.running--;
      return;
    }
    const [lane, waiters] = next.value;
    const waiter = waiters.shift()!;
    this.lanes.delete(lane);
    if (waiters.length) this.lanes.set(lane, waiters);
    this.waitingCount--;
    waiter();
  }
}
