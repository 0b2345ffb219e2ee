import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PgliteThread } from './pglite-thread';

const open: PgliteThread[] = [];
const start = async (dataDir?: string) => {
  const thread = await new PgliteThread(dataDir).start();
  open.push(thread);
  return thread;
};
afterEach(async () => {
  await Promise.all(open.splice(0).map((t) => t.close().catch(() => {})));
});

describe('PGlite on its own thread', () => {
  it('answers queries with rows as objects or arrays, dates kept as text when asked', async () => {
    const db = await start();
    await db.query('create table t (id int primary key, at timestamptz, data jsonb)');
    await db.query('insert into t values ($1, $2, $3)', [
      1,
      '2026-11-23T10:00:00Z',
      JSON.stringify({ a: [1] }),
    ]);
    const objects = await db.query<{ id: number; data: unknown }>('select id, data from t');
    expect(objects.rows).toEqual([{ id: 1, data: { a: [1] } }]);
    const arrays = await db.query('select id, at from t', [], {
      rowMode: 'array',
      parsers: { 1184: (v: string) => v },
    });
    expect(arrays.rows).toEqual([[1, '2026-11-23 10:00:00+00']]);
  });

  it('commits a transaction that returns and rolls back one that throws', async () => {
    const db = await start();
    await db.query('create table t (id int primary key)');
    await db.transaction(async (tx) => {
      await tx.query('insert into t values (1)');
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into t values (2)');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await db.query<{ id: number }>('select id from t order by id')).rows).toEqual([{ id: 1 }]);
  });

  it('keeps other queries out while a transaction is open', async () => {
    const db = await start();
    await db.query('create table t (id int primary key)');
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const tx = db.transaction(async (q) => {
      await q.query('insert into t values (1)');
      order.push('tx inserted');
      await held;
      order.push('tx done');
    });
    await new Promise((r) => setTimeout(r, 20));
    const outside = db.query<{ n: number }>('select count(*)::int as n from t').then((r) => {
      order.push('outside read');
      return r.rows[0]!.n;
    });
    await new Promise((r) => setTimeout(r, 20));
    release();
    await tx;
    expect(await outside).toBe(1);
    expect(order).toEqual(['tx inserted', 'tx done', 'outside read']);
  });

  it('passes database errors through with their SQLSTATE code', async () => {
    const db = await start();
    await db.query('create table t (id int primary key)');
    await db.query('insert into t values (1)');
    await expect(db.query('insert into t values (1)')).rejects.toMatchObject({
      code: '23505',
      message: expect.stringContaining('duplicate key'),
    });
    // The thread is still in service after an error.
    expect((await db.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('keeps its data in the folder across restarts and refuses work once closed', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pglite-thread-'));
    try {
      const first = await start(dir);
      await first.query('create table t (id int)');
      await first.query('insert into t values (7)');
      await first.close();
      await expect(first.query('select 1')).rejects.toThrow('the database is closed');
      const second = await start(dir);
      expect((await second.query('select id from t')).rows).toEqual([{ id: 7 }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('ends the process when the database thread dies, instead of failing every request after it', () => {
    const script = `
      import { PgliteThread } from ${JSON.stringify(path.join(import.meta.dirname, 'pglite-thread.ts'))};
      const db = await new PgliteThread().start();
      await db.query('select 1');
      db['worker'].terminate(); // as if the engine had crashed
      setTimeout(() => { console.log('still serving'); process.exit(0); }, 5000);
    `;
    const dir = mkdtempSync(path.join(tmpdir(), 'pglite-crash-'));
    writeFileSync(path.join(dir, 'crash.mts'), script);
    const child = spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, 'crash.mts')], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    rmSync(dir, { recursive: true, force: true });
    expect(child.stdout).not.toContain('still serving');
    expect(child.status).not.toBe(0);
    expect(child.stderr).toContain('PGlite thread exited');
  });
});
