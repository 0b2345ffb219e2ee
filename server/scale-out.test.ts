import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from '../tests/e2e/support/server';
import net from 'node:net';
import { freshDatabase } from '../tests/support/test-db';

// Two server processes on one real PostgreSQL and one store (a shared data folder), as a scaled-out
// deployment runs. Needs a PostgreSQL server: CI runs it with TEST_DATABASE_URL (see .ci/run).
const serverUrl = process.env.TEST_DATABASE_URL;
const photo = readFileSync(path.resolve(import.meta.dirname, '../tests/fixtures/ticket-thermal-one-leg.png'));

describe.skipIf(!serverUrl)('two processes on one PostgreSQL', () => {
  let a: RunningServer;
  let b: RunningServer;
  let drop: () => Promise<void>;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let dataDir: string;

  beforeAll(async () => {
    const db = await freshDatabase(serverUrl!);
    drop = db.drop;
    proxy = await startProxy(new URL(db.url));
    dataDir = mkdtempSync(path.join(tmpdir(), 'tiket-scale-'));
    const shared = {
      DATABASE_URL: proxy.url,
      DATA_DIR: dataDir,
      AUTH_SECRET: 'scale-out-test-secret-of-at-least-32-chars',
      JOB_QUEUE: 'pg-boss',
      OCR_WORKERS: '1',
      LOG_LEVEL: 'warn',
    };
    // A only queues photo analyses; B takes them. A starts first so the migrations run once.
    a = await startServer({ ...shared, JOB_WORKER: 'false' });
    b = await startServer({ ...shared, JOB_WORKER: 'true' });
  }, 180_000);

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await proxy?.close().catch(() => {});
    await drop?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (server: RunningServer, route: string, body: unknown, cookie?: string) =>
    fetch(`${server.url}${route}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: server.url,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(body),
    });

  it('a user signed in on one process continues on the other', async () => {
    const signUp = await post(a, '/api/auth/sign-up/email', {
      email: 'skala@example.com',
      password: 'tajna1234',
      name: 'Skala',
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const onB = await post(b, '/api/check-subscription', {}, cookie);
    expect(onB.status).toBe(200);
    expect(await onB.json()).toMatchObject({ subscribed: false });
    expect((await post(b, '/api/check-subscription', {})).status).toBe(401);
  });

  it('the sign-in limit counts attempts on both processes together', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await post(i % 2 ? b : a, '/api/auth/sign-in/email', {
        email: 'skala@example.com',
        password: `pogresna-${i}`,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 8).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(8)).toEqual([429, 429]);
  });

  it('a photo analysis queued on one process is done by the other through the PostgreSQL job queue', async () => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(photo)], 'tiket.png', { type: 'image/png' }));
    const upload = await fetch(`${a.url}/api/upload`, { method: 'POST', body: form });
    expect(upload.status).toBe(200);
    const { filePath } = (await upload.json()) as { filePath: string };
    // The uploading browser's guest cookie: only it may analyse its photo.
    const cookie = upload.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const res = await post(a, '/api/process-ocr', { filePath }, cookie);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { id: string; structuredData: { match: string }[] };
    expect(body.structuredData.length).toBeGreaterThan(0);
    // The same report is readable through B: one database behind both.
    expect(body.id).toMatch(/[0-9a-f-]{36}/);
  }, 120_000);

  it('a photo read for review queued on one process is read by the other; one visitor has one read at a time across both', async () => {
    const uploadTo = async (server: RunningServer, cookie?: string) => {
      const form = new FormData();
      form.append('file', new File([new Uint8Array(photo)], 'tiket.png', { type: 'image/png' }));
      const res = await fetch(`${server.url}/api/upload`, {
        method: 'POST',
        body: form,
        headers: cookie ? { cookie } : {},
      });
      expect(res.status).toBe(200);
      const set = res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      return { filePath: ((await res.json()) as { filePath: string }).filePath, cookie: cookie ?? set };
    };
    const first = await uploadTo(a);
    const second = await uploadTo(b, first.cookie);
    // A only queues: B's OCR worker reads it. Meanwhile the same visitor's second read, through B, is refused.
    const reading = post(a, '/api/read-ticket', { filePath: first.filePath }, first.cookie);
    await new Promise((r) => setTimeout(r, 150));
    const refused = await post(b, '/api/read-ticket', { filePath: second.filePath }, second.cookie);
    expect(refused.status).toBe(429);
    const read = await reading;
    expect(read.status).toBe(200);
    expect(((await read.json()) as { legs: unknown[] }).legs.length).toBeGreaterThan(0);
    // Read once: asked again through B, it is answered from storage.
    const again = await post(b, '/api/read-ticket', { filePath: first.filePath }, first.cookie);
    expect(again.status).toBe(200);
    expect((await post(b, '/api/read-ticket', { filePath: second.filePath }, second.cookie)).status).toBe(
      200,
    );
  }, 120_000);

  it('while the database is unreachable the API answers 503 with Retry-After, never 500, and recovers by itself', async () => {
    const signUp = await post(b, '/api/auth/sign-up/email', {
      email: 'prekid@example.com',
      password: 'tajna1234',
      name: 'Prekid',
    });
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect((await post(a, '/api/check-subscription', {}, cookie)).status).toBe(200);
    await proxy.cut(); // a database restart or a network partition: connections drop, new ones are refused
    const during = [
      await post(a, '/api/check-subscription', {}, cookie),
      await post(a, '/api/process-ocr', { manualText: 'Crvena zvezda - Partizan 1 1.85' }),
      await fetch(`${a.url}/healthz`),
    ];
    expect(during.map((r) => r.status)).toEqual([503, 503, 503]);
    expect(during[0].headers.get('retry-after')).toBe('5');
    expect(((await during[0].json()) as { error: { message: string } }).error.message).toBe(
      'Servis je privremeno nedostupan. Pokušaj ponovo za nekoliko sekundi.',
    );
    await proxy.restore();
    expect((await post(a, '/api/check-subscription', {}, cookie)).status).toBe(200);
    expect((await fetch(`${a.url}/healthz`)).status).toBe(200);
  });
});

/** A TCP relay in front of PostgreSQL that the test can cut (drop every connection, refuse new ones). */
async function startProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  const relay = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => s.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) => new Promise<void>((r) => relay.listen(port, '127.0.0.1', () => r()));
  await listen(0);
  const port = (relay.address() as net.AddressInfo).port;
  return {
    url: (() => {
      const u = new URL(target);
      u.port = String(port);
      return u.toString();
    })(),
    cut: async () => {
      await new Promise<void>((r) => {
        relay.close(() => r());
        for (const s of sockets) s.destroy();
      });
    },
    restore: () => listen(port),
    close: () => new Promise<void>((r) => relay.close(() => r())),
  };
}
