import { AppError } from './app-error';

/**
 * Runs at most `concurrency` jobs at once and lets at most `capacity` more wait. A job that arrives when
 * the line is full is refused at once (503 with Retry-After) instead of piling up in memory.
 */
export class BoundedQueue {
  private running = 0;
  private waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly capacity: number,
  ) {}

  get stats() {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** Reserves (synchronously) and runs; a refusal comes back as a rejected promise, like a job's failure. */
  async run<T>(job: () => Promise<T>): Promise<T> {
    return this.reserve().run(job);
  }

  /**
   * Takes a place now (a running slot, else a waiting one) or refuses at once with 503, so a caller can answer
   * "busy" before it commits to a response. The place is given back when the job ends; the caller must run it.
   */
  reserve(): { run<T>(job: () => Promise<T>): Promise<T> } {
    let admitted: Promise<void>;
    if (this.running < this.concurrency) {
      this.running++;
      admitted = Promise.resolve();
    } else if (this.waiting.length >= this.capacity) {
      throw new AppError('UNAVAILABLE', 'request.busy', { retryAfter: 10 });
    } else {
      admitted = new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    const free = () => {
      const next = this.waiting.shift();
      // The slot passes straight to the next job, so `running` stays counted.
      if (next) next();
      else this.running--;
    };
    return {
      run: async <T>(job: () => Promise<T>): Promise<T> => {
        await admitted;
        try {
          return await job();
        } finally {
          free();
        }
      },
    };
  }
}
