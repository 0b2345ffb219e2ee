// @ts-check
// The embedded database's own thread: PGlite runs here, so its work (the WebAssembly engine and the protocol
// code around it, a few milliseconds per report) runs beside the HTTP thread instead of blocking it. Speaks the
// small message protocol of `pglite-thread.ts`. Plain JavaScript: a worker thread starts without the tsx loader.
// One PGlite instance, so queries and transactions keep PGlite's own one-at-a-time order.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** @typedef {import('./pglite-thread').ThreadRequest} ThreadRequest */
/** @typedef {import('./pglite-thread').ThreadReply} ThreadReply */

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
const pg = new PGlite(workerData.dataDir);
/** @type {Map<number, { tx: import('@electric-sql/pglite').Transaction, end: (commit: boolean) => void, done: Promise<void> }>} */
const transactions = new Map();

/** @param {string} text */
const keepText = (text) => text;

/** Database errors carry SQLSTATE `code`, `detail`, `constraint` …; they cross the thread as plain fields. */
function errorFields(/** @type {unknown} */ error) {
  if (!(error instanceof Error)) return { message: String(error) };
  /** @type {Record<string, unknown>} */
  const fields = { name: error.name, message: error.message, stack: error.stack };
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return fields;
}

/** Opens a transaction that stays open until the other thread ends it (commit or rollback). */
function begin(/** @type {number} */ id) {
  return new Promise((opened, failed) => {
    /** @type {(commit: boolean) => void} */
    let end = () => {};
    const ended = new Promise((resolve) => (end = resolve));
    /** @type {Promise<void>} */
    const done = pg
      .transaction(async (tx) => {
        transactions.set(id, { tx, end, done });
        opened(null);
        if (!(await ended)) await tx.rollback();
      })
      .finally(() => transactions.delete(id));
    done.catch(failed);
  });
}

async function handle(/** @type {ThreadRequest} */ request) {
  switch (request.op) {
    case 'query': {
      const target = request.tx === undefined ? pg : transactions.get(request.tx)?.tx;
      if (!target) throw new Error('transaction is no longer open');
      // The caller's parsers keep these types as text; functions cannot cross threads, their types can.
      const parsers = Object.fromEntries(request.textTypes.map((oid) => [oid, keepText]));
      return target.query(request.sql, request.params, { rowMode: request.rowMode, parsers });
    }
    case 'begin':
      return begin(request.tx);
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error('transaction is no longer open');
      open.end(request.commit);
      // The reply waits until PGlite has committed or rolled back, so the next query sees the outcome.
      await open.done;
      return null;
    }
    case 'close':
      await pg.close();
      return null;
  }
}

/** @param {ThreadReply} reply */
const reply = (reply) => port.postMessage(reply);
port.on('message', (/** @type {ThreadRequest} */ request) => {
  handle(request).then(
    (result) => reply({ id: request.id, result }),
    (error) => reply({ id: request.id, error: errorFields(error) }),
  );
});
pg.waitReady.then(
  () => reply({ id: 0, result: null }),
  (error) => reply({ id: 0, error: errorFields(error) }),
);
