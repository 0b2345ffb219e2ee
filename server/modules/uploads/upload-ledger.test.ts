import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../context';
import { createTestServices } from '../../test-support';
import { insertReport } from '../reports/report-store';
import { UPLOAD_BUCKET } from './bucket';
import { ABANDONED_AFTER_MS, claimUpload, recordUpload, sweepUploads } from './upload-ledger';

describe('upload ledger and sweeper', () => {
  let services: AppServices;
  beforeAll(async () => {
    services = await createTestServices();
  });
  afterAll(() => services.dbHandle.close());

  const store = async (path: string) => {
    await recordUpload(services.db, path);
    await services.storage.put(UPLOAD_BUCKET, path, Buffer.from('img'), 'image/png');
  };
  const later = () => new Date(Date.now() + ABANDONED_AFTER_MS + 1000);

  it('removes abandoned uploads and uploads whose analysis died, keeps files a report uses and fresh ones', async () => {
    await store('demo/1000000000001.png'); // uploaded, never analysed
    await store('demo/1000000000002.png'); // claimed by an analysis, then the process was killed
    expect(await claimUpload(services.db, 'demo/1000000000002.png')).toBe(true);
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

  it('an upload is claimed once', async () => {
    await store('demo/1000000000010.png');
    expect(await claimUpload(services.db, 'demo/1000000000010.png')).toBe(true);
    expect(await claimUpload(services.db, 'demo/1000000000010.png')).toBe(false);
    expect(await claimUpload(services.db, 'demo/1000000000011.png')).toBe(false);
  });
});
