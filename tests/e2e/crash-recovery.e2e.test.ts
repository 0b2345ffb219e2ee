import { afterAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { startServer, type RunningServer } from './support/server';
import { ticketPhoto } from './support/fixtures';
import { openDatabase } from '../../server/db/client';
import { parseConfig } from '../../server/config';
import { createLogger } from '../../server/lib/logger';
import { wireServices } from '../../server/services';
import { UPLOAD_BUCKET } from '../../server/modules/uploads/bucket';
import { ABANDONED_AFTER_MS, sweepUploads } from '../../server/modules/uploads/upload-ledger';

// A server process killed with SIGKILL in the middle of a photo analysis: the embedded database must come
// back, no half-written report may exist, and the photo must not be orphaned (the sweeper takes it).
describe('a process killed mid-analysis', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tiket-crash-'));
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('restarts cleanly, stores no report and leaves no file behind', async () => {
    server = await startServer({ DATA_DIR: dataDir, OCR_WORKERS: '1', LOG_LEVEL: 'warn' });
    const form = new FormData();
    const image = readFileSync(ticketPhoto);
    form.append('file', new File([new Uint8Array(image)], 'tiket.png', { type: 'image/png' }));
    const upload = await fetch(`${server.url}/api/upload`, { method: 'POST', body: form });
    expect(upload.status).toBe(200);
    const { filePath } = (await upload.json()) as { filePath: string };
    // The upload is this browser's (its guest cookie): only it may analyse the photo.
    const cookie = upload.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    const analysis = await fetch(`${server.url}/api/process-ocr`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', cookie },
      body: JSON.stringify({ filePath }),
    });
    // Kill the process as soon as its analysis has started (the photo is then being read for seconds).
    const reader = analysis.body!.getReader();
    let seen = '';
    while (!seen.includes('"scanning"')) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`stream ended before the analysis started: ${seen}`);
      seen += new TextDecoder().decode(value);
    }
    const exited = new Promise((resolve) => server!.process.once('exit', resolve));
    server.process.kill('SIGKILL');
    await exited;
    await reader.cancel().catch(() => {});

    // The same data folder serves again, and the photo the dead analysis held is its owner's again at once.
    server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const again = await fetch(`${server.url}/api/read-ticket`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, cookie },
      body: JSON.stringify({ filePath }),
    });
    expect(again.status).toBe(200);
    await server.stop();
    server = undefined;

    const config = parseConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const handle = await openDatabase({ dataDir });
    try {
      const services = wireServices(config, handle, createLogger('silent'));
      const reports = await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from ocr_results`);
      expect(reports.rows[0].n).toBe(0);
      expect(await services.storage.exists(UPLOAD_BUCKET, filePath)).toBe(true);
      // Nothing half-written beside it.
      const stored = readdirSync(path.join(dataDir, 'storage', UPLOAD_BUCKET), { recursive: true });
      expect(stored.filter((f) => String(f).endsWith('.tmp'))).toEqual([]);
      // Once the analysis deadline has passed the sweeper removes the dead analysis' photo and its row.
      expect(await sweepUploads(services, new Date(Date.now() + ABANDONED_AFTER_MS + 1000))).toBe(1);
      expect(await services.storage.exists(UPLOAD_BUCKET, filePath)).toBe(false);
      const pending = await handle.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pending_uploads`,
      );
      expect(pending.rows[0].n).toBe(0);
    } finally {
      await handle.close();
    }
  });
});

describe('the production supervisor', () => {
  let server: RunningServer | undefined;
  afterAll(() => server?.stop());

  it('starts the server again when it is killed, and stops with SIGTERM', async () => {
    server = await startServer({ LOG_LEVEL: 'warn' }, [], 'scripts/supervise.ts');
    // The server process the supervisor runs (by its command line: tsx may run an esbuild helper beside it).
    const childOf = () =>
      execFileSync('pgrep', ['-P', String(server!.process.pid), '-f', 'server/main.ts'])
        .toString()
        .trim();
    const first = childOf();
    expect(first).toMatch(/^\d+$/);
    process.kill(Number(first), 'SIGKILL');
    const deadline = Date.now() + 60_000;
    let answered = false;
    while (!answered && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      answered = await fetch(`${server.url}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
    }
    expect(answered).toBe(true);
    expect(childOf()).not.toBe(first);
    await server.stop();
    expect(server.process.exitCode).toBe(0);
    server = undefined;
  });
});
