import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppServices } from '../../context';
import { createTestServices } from '../../../tests/support/services';
import { insertReport } from '../reports/report-store';
import { UPLOAD_BUCKET } from './bucket';
import {
  ABANDONED_AFTER_MS,
  CLAIM_EXPIRES_MS,
  claimUpload,
  recordUpload,
  sweepUploads,
} from './upload-ledger';

const OWNER = 'guest:vlasnik';

describe('upload ledger and sweeper', () => {
  let services: AppServices;
  beforeAll(async () => {
    services = await createTestServices();
  });
  afterAll(() => services.dbHandle.close());

  const store = async (path: string) => {
    await recordUpload(services.db, path, OWNER);
    await services.storage.put(UPLOAD_BUCKET, path, Buffer.from('img'), 'image/png');
  };
  const later = () => new Date(Date.now() + ABANDONED_AFTER_MS + 1000);

  it('removes abandoned uploads and uploads whose analysis died, keeps files a report uses and fresh ones', async () => {
    await store('demo/1000000000001.png'); // uploaded, never analysed
    await store('demo/1000000000002.png'); // claimed by an analysis, then the process was killed
    expect(await claimUpload(services.db, 'demo/1000000000002.png', [OWNER])).toBe(true);
    await store('demo/1000000000003.png'); // analysed; the process died before settling the row
    await insertReport(services.db, {
      source: 'photo',
      filePath: 'demo/1000000000003.png',
      extractedText: 'x',
    });

    expect(await sweepUploads(services)).toBe(0); // nothing is old yet
    expect(await sweepUploads(services, later())).toBe(2);
    const exists = (p: string) => services.storage.exists(UPLOAD_BUCKET, p);
    expect(await exists('demo/1000000000001.png')).toBe(false);
    expect(await exists('demo/1000000000002.png')).toBe(false);
    expect(await exists('demo/1000000000003.png')).toBe(true);
    expect(await sweepUploads(services, later())).toBe(0); // rows are gone too
  });

  it('an upload is claimed once, by its uploader', async () => {
    await store('demo/1000000000010.png');
    expect(await claimUpload(services.db, 'demo/1000000000010.png', ['guest:drugi'])).toBe(false);
    expect(await claimUpload(services.db, 'demo/1000000000010.png', [OWNER])).toBe(true);
    expect(await claimUpload(services.db, 'demo/1000000000010.png', [OWNER])).toBe(false);
    expect(await claimUpload(services.db, 'demo/1000000000011.png', [OWNER])).toBe(false);
  });

  it('a claim whose analysis died (kill -9) expires, so the user can retry', async () => {
    await store('demo/1000000000020.png');
    const start = new Date();
    expect(await claimUpload(services.db, 'demo/1000000000020.png', [OWNER], start)).toBe(true);
    const soon = new Date(start.getTime() + 60_000);
    expect(await claimUpload(services.db, 'demo/1000000000020.png', [OWNER], soon)).toBe(false);
    const expired = new Date(start.getTime() + CLAIM_EXPIRES_MS + 1000);
    expect(await claimUpload(services.db, 'demo/1000000000020.png', [OWNER], expired)).toBe(true);
  });
});

describe('half-written uploads', () => {
  let services: AppServices;
  beforeAll(async () => {
    services = await createTestServices();
  });
  afterAll(() => services.dbHandle.close());
  const bucketDir = () => path.join(services.config.dataDir, 'storage', UPLOAD_BUCKET, 'demo');

  it('a write that fails leaves no temporary file (and the upload route no ledger row)', async () => {
    // A directory where the file should go makes the final rename fail after the temporary file was written.
    await mkdir(path.join(bucketDir(), '1000000000030.png'), { recursive: true });
    await expect(
      services.storage.put(UPLOAD_BUCKET, 'demo/1000000000030.png', Buffer.from('img'), 'image/png'),
    ).rejects.toThrow();
    expect((await readdir(bucketDir())).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('the sweeper removes temporary files a crash left behind, once they are old', async () => {
    await mkdir(bucketDir(), { recursive: true });
    const orphan = path.join(bucketDir(), '1000000000031.png.4242.tmp');
    await writeFile(orphan, 'half');
    await sweepUploads(services);
    expect(existsSync(orphan)).toBe(true); // a write may still be under way
    await sweepUploads(services, new Date(Date.now() + ABANDONED_AFTER_MS + 1000));
    expect(existsSync(orphan)).toBe(false);
  });
});
