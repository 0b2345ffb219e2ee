import { Worker } from 'node:worker_threads';
import type { PGlite, Results } from '@electric-sql/pglite';

// The embedded PGlite, run on a thread of its own (pglite-worker.mjs). Each report costs PGlite a few
// milliseconds of CPU; in the HTTP thread that time blocked every other request, so a 20-at-once load queued
// behind it (bench:analysis). Here it runs beside the HTTP thread on the second core. The client below has the
// two methods Drizzle's PGlite driver calls: query() and transaction().

/** What the worker is asked to do; each message also carries an `id` its reply repeats. */
type Operation =
  | {
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode?: 'array' | 'object';
      /** Type OIDs the caller keeps as text (Drizzle does so for dates, times and intervals). */
      textTypes: number[];
      tx?: number;
    }
  | { op: 'begin'; tx: number }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'close' };
export type ThreadRequest = Operation & { id: number };
export type ThreadReply = { id: number; result?: unknown; error?: Record<string, unknown> };

type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };

export interface ThreadQueries {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

export class PgliteThread implements ThreadQueries {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private nextId = 1;
  private nextTx = 1;
  private stopped: Error | null = null;
  private closing = false;
  private readonly ready: Promise<unknown>;

  /** `dataDir` undefined: an in-memory database (tests). */
  constructor(dataDir?: string) {
    this.worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: { dataDir },
    });
    this.ready = new Promise((resolve, reject) => this.pending.set(0, { resolve, reject }));
    this.worker.on('message', (reply: ThreadReply) => this.settle(reply));
    this.worker.on('error', (error) => this.stop(error));
    this.worker.on('exit', (code) => {
      this.stop(new Error(`PGlite thread exited (code ${code})`));
      // Without its database the process could only fail every request from now on: it ends instead, so its
      // supervisor restarts it and PostgreSQL's recovery replays the log on the next start.
      if (!this.closing) throw this.stopped;
    });
  }

  /** Resolves once PGlite has opened its data folder (or failed to). */
  async start(): Promise<this> {
    await this.ready;
    return this;
  }

  query<T>(
    sql: string,
    params: unknown[] = [],
    options: QueryOptions = {},
    tx?: number,
  ): Promise<Results<T>> {
    return this.send({
      op: 'query',
      sql,
      params,
      rowMode: options.rowMode,
      textTypes: Object.keys(options.parsers ?? {}).map(Number),
      tx,
    }) as Promise<Results<T>>;
  }

  /** Runs `fn` in one transaction: committed when it returns, rolled back when it throws. */
  async transaction<T>(fn: (tx: ThreadQueries) => Promise<T>): Promise<T> {
    const tx = this.nextTx++;
    await this.send({ op: 'begin', tx });
    let result: T;
    try {
      result = await fn({ query: (sql, params, options) => this.query(sql, params, options, tx) });
    } catch (error) {
      await this.send({ op: 'end', tx, commit: false }).catch(() => {});
      throw error;
    }
    await this.send({ op: 'end', tx, commit: true });
    return result;
  }

  async close(): Promise<void> {
    this.closing = true;
    if (!this.stopped) await this.send({ op: 'close' });
    this.stop(new Error('the database is closed'));
    await this.worker.terminate();
  }

  /** Drizzle's PGlite driver, given this thread instead of an in-process PGlite. */
  asPglite(): PGlite {
    return this as unknown as PGlite;
  }

  private send(request: Operation): Promise<unknown> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    // Only a thread with work outstanding keeps the process alive (a finished script may exit).
    if (this.pending.size === 0) this.worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  private settle(reply: ThreadReply) {
    const waiting = this.pending.get(reply.id);
    if (!waiting) return;
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.worker.unref();
    if (reply.error) waiting.reject(Object.assign(new Error(String(reply.error.message)), reply.error));
    else waiting.resolve(reply.result);
  }

  private stop(error: Error) {
    this.stopped ??= error;
    for (const { reject } of this.pending.values()) reject(this.stopped);
    this.pending.clear();
  }
}
