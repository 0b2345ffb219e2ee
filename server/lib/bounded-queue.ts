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
    private readonly busyMessage: string,
  ) {}

  get stats() {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.capacity) {
        throw new AppError('UNAVAILABLE', this.busyMessage, { retryAfter: 10 });
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next job, so `running` stays counted.
      if (next) next();
      else this.running--;
    }
  }
}
