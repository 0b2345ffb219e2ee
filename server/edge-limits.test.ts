import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from './context';
import { createApp } from './app';
import { createTestServices, ORIGIN } from './test-support';

/** A body sent in 64 KB chunks with no Content-Length, counting how much of it the server pulled. */
function chunked(totalBytes: number, byte = 0x61) {
  const piece = new Uint8Array(64 * 1024).fill(byte);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= totalBytes) return controller.close();
      sent += piece.length;
      controller.enqueue(piece);
    },
  });
  return { body, sent: () => sent };
}

describe('request bodies at the edge', () => {
  let services: AppServices;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    services = await createTestServices();
    app = createApp({ services });
  });
  afterAll(() => services.dbHandle.close());

  for (const path of [
    '/skriveni-admin',
    '/account',
    '/admin/sadrzaj/new',
    '/api/process-ocr',
    '/nepostojeca',
  ]) {
    it(`a 20 MB chunked POST to ${path} is refused with 413 once past 1 MB, and the rest is never read`, async () => {
      const { body, sent } = chunked(20 * 1024 * 1024);
      const res = await app.request(`${ORIGIN}${path}`, {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
        body,
        duplex: 'half',
      } as RequestInit);
      expect(res.status).toBe(413);
      expect((await res.json()).error.message).toBe('Zahtev je prevelik');
      expect(sent()).toBeLessThan(2 * 1024 * 1024);
    });
  }

  it('says it in Croatian to a Croatian visitor', async () => {
    const res = await app.request(`${ORIGIN}/skriveni-admin`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-length': String(5 * 1024 * 1024), cookie: 'lang=hr' },
      body: new Uint8Array(5 * 1024 * 1024),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error.message).toBe('Zahtjev je prevelik');
  });
});
