import type { Worker as ThreadWorker } from 'node:worker_threads';
import type { Worker } from 'tesseract.js';

/** What a job needs of a tesseract.js worker; its `worker` field is the thread it runs on. */
export interface OcrWord {
  text: string;
  /** 0..100, as tesseract gives it. */
  confidence: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
  /** A short word's letters as the page's ink shows them (glyph-ink.ts), where tesseract's own boxes are guesses. */
  ink?: GlyphInk;
}

/**
 * The runs of inked columns in a word's box, left to right, with the rows their ink reaches, and whether the
 * first is a bare stroke (an "I").
 */
export interface GlyphInk {
  runs: { x0: number; x1: number; y0: number; y1: number }[];
  bareFirst: boolean;
}

/** The page's text, its mean confidence (0..100), and its words line by line with their boxes. */
export interface PoolResult {
  text: string;
  confidence: number;
  lines: OcrWord[][];
}

export type OcrWorker = Pick<Worker, 'recognize' | 'terminate' | 'setParameters'> & { worker?: unknown };

/**
 * How tesseract turns the grey page into black and white: one threshold for the whole page (Otsu, its
 * default), or one for each neighbourhood (Sauvola), which survives uneven light and a textured surround.
 */
export type Binarize = 'global' | 'adaptive';
const THRESHOLDING: Record<Binarize, string> = { global: '0', adaptive: '2' };
/** Page segmentation: the API's default (the page as one block of text), or the image as one line of text. */
const WHOLE_PAGE = '6';
const SINGLE_LINE = '7';

export class OcrJobFailed extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`OCR job failed: ${reason}`, options);
    this.name = 'OcrJobFailed';
  }
}

interface Slot {
  worker: OcrWorker;
  /** Rejects the running job when the thread dies under it. */
  died: Promise<never>;
  dead: boolean;
  /** The binarisation the worker is set to. */
  binarize: Binarize;
}

/**
 * tesseract.js workers, one job each at a time. Left to itself tesseract.js rethrows a failed job's error from
 * its message handler (an uncaught exception: the server exits) unless the worker has an error handler, and a
 * worker thread that dies (its WebAssembly out of memory) leaves the job waiting forever and emits an 'error'
 * nobody listens to. Here a failed, dead or overrunning job rejects, its worker is terminated and a fresh one
 * takes its place (a failed job can leave tesseract's WebAssembly state broken), and the server lives.
 */
export class OcrWorkerPool {
  private idle: Promise<Slot>[] = [];
  private waiting: ((slot: Promise<Slot>) => void)[] = [];
  private closed = false;
  /** Workers replaced after a failure, for the logs and tests. */
  replaced = 0;

  constructor(
    /** Creates a worker whose failed jobs reject (its errorHandler set) instead of throwing. */
    private readonly create: () => Promise<OcrWorker>,
    size: number,
    /** The longest any job may take; a job may be given less (`recognize`'s budget). */
    private readonly jobTimeoutMs: number,
  ) {
    for (let i = 0; i < size; i++) this.idle.push(this.spawn());
  }

  /** Workers with no job now. */
  get idleWorkers(): number {
    return this.idle.length;
  }

  /** Resolves when every worker has loaded its models. */
  async ready(): Promise<void> {
    await Promise.all(this.idle);
  }

  /** Reads one image, within `budgetMs` (at most the pool's job timeout) once a worker has it. */
  recognize(image: Buffer, budgetMs = this.jobTimeoutMs, binarize: Binarize = 'global'): Promise<PoolResult> {
    return this.run(budgetMs, binarize, async (worker) => {
      const { data } = await worker.recognize(image, {}, { text: true, blocks: true });
      const lines = (data.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines));
      return {
        text: data.text,
        confidence: data.confidence,
        lines: lines.map((l) =>
          l.words.map((w) => ({ text: w.text, confidence: w.confidence, bbox: w.bbox })),
        ),
      };
    });
  }

  /** Reads small images each as one line of text (words cut out of a page), on one worker, within `budgetMs`. */
  readLines(images: Buffer[], budgetMs: number): Promise<{ text: string; confidence: number }[]> {
    return this.run(budgetMs, 'global', async (worker) => {
      await worker.setParameters({ tessedit_pageseg_mode: SINGLE_LINE } as never);
      try {
        const read: { text: string; confidence: number }[] = [];
        for (const image of images) {
          const { data } = await worker.recognize(image);
          read.push({ text: data.text, confidence: data.confidence });
        }
        return read;
      } finally {
        await worker.setParameters({ tessedit_pageseg_mode: WHOLE_PAGE } as never);
      }
    });
  }

  /** A job on a worker of its own set to `binarize`, within `budgetMs`; a worker the job broke is replaced. */
  private async run<T>(
    budgetMs: number,
    binarize: Binarize,
    job: (worker: OcrWorker) => Promise<T>,
  ): Promise<T> {
    const timeoutMs = Math.min(budgetMs, this.jobTimeoutMs);
    if (this.closed) throw new OcrJobFailed('the reader is closed');
    // Handed over wrapped: awaiting a promise that resolves to a promise would wait for the worker too.
    let slot: Promise<Slot> =
      this.idle.pop() ??
      (await new Promise<{ next: Promise<Slot> }>((r) => this.waiting.push((next) => r({ next })))).next;
    let healthy = false;
    /** Set when the job is cut off: its worker is terminated, and the job goes on until its next call. */
    let abandoned = false;
    let timer: NodeJS.Timeout | undefined;
    try {
      let taken = await slot;
      // A thread that died while idle is replaced before it costs a job.
      if (taken.dead) {
        this.replaced++;
        slot = this.spawn();
        taken = await slot;
      }
      const { worker, died } = taken;
      if (taken.binarize !== binarize) {
        await worker.setParameters({ thresholding_method: THRESHOLDING[binarize] } as never);
        taken.binarize = binarize;
      }
      const overrun = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new OcrJobFailed(`no answer in ${timeoutMs} ms`, { cause: 'budget' })),
          timeoutMs,
        );
      });
      // A call on a terminated tesseract.js worker rejects a promise it holds nobody to (the process ends): a job
      // cut off gets an error of its own at its next call instead.
      const cutOff = () => Promise.reject(new OcrJobFailed('the job was cut off'));
      const guarded: OcrWorker = {
        recognize: ((...args: Parameters<OcrWorker['recognize']>) =>
          abandoned ? cutOff() : worker.recognize(...args)) as OcrWorker['recognize'],
        setParameters: ((...args: Parameters<OcrWorker['setParameters']>) =>
          abandoned ? cutOff() : worker.setParameters(...args)) as OcrWorker['setParameters'],
        terminate: () => worker.terminate(),
      };
      const result = await Promise.race([job(guarded), died, overrun]);
      healthy = true;
      return result;
    } catch (error) {
      throw error instanceof OcrJobFailed ? error : new OcrJobFailed(String(error), { cause: error });
    } finally {
      clearTimeout(timer);
      if (!healthy) {
        abandoned = true;
        void slot.then((s) => s.worker.terminate()).catch(() => undefined);
        this.replaced++;
        slot = this.spawn();
      }
      this.release(slot);
    }
  }

  async close() {
    this.closed = true;
    const slots = this.idle.splice(0);
    await Promise.all(slots.map((s) => s.then((x) => x.worker.terminate()).catch(() => undefined)));
  }

  private release(slot: Promise<Slot>) {
    if (this.closed) {
      void slot.then((s) => s.worker.terminate()).catch(() => undefined);
      return;
    }
    const next = this.waiting.shift();
    if (next) next(slot);
    else this.idle.push(slot);
  }

  private spawn(): Promise<Slot> {
    const slot = this.create().then((worker) => {
      const thread = worker.worker as ThreadWorker | undefined;
      const state = { dead: false };
      const died = new Promise<never>((_, reject) => {
        const fail = (reason: string, cause?: unknown) => {
          state.dead = true;
          reject(new OcrJobFailed(reason, { cause }));
        };
        // Listening is what keeps a dying thread's 'error' event from being thrown in the server's thread.
        thread?.on?.('error', (error) => fail('the worker thread failed', error));
        thread?.on?.('exit', (code) => fail(`the worker thread exited (${code})`));
      });
      died.catch(() => undefined);
      return Object.assign(state, { worker, died, binarize: 'global' as Binarize });
    });
    // A worker that cannot even start fails the job that takes it; the pool replaces it then.
    slot.catch(() => undefined);
    return slot;
  }
}
