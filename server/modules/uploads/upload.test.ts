import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { AppServices } from '../../context';
import { createApp } from '../../app';
import { createTestServices, pngDeclaring } from '../../../tests/support/services';
import { pendingUploads } from '../../db/schema/platform';
import { errorText } from '../../common/messages';
import { sniffImage, validateImage } from './validate-image';

const BAD_TYPE = errorText('rs', 'upload.badType');
const TOO_LARGE = errorText('rs', 'upload.tooLarge');
const BAD_SHAPE = { rs: errorText('rs', 'upload.badShape'), hr: errorText('hr', 'upload.badShape') };

const png = (w = 200, h = 100) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();

/** Noise, so that half of the file is half of the picture (a flat colour compresses to almost nothing). */
const noise = (format: 'png' | 'jpeg') => {
  const image = sharp({
    create: {
      width: 400,
      height: 300,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
};

describe('image validation', () => {
  it('judges the type by content, not by name', async () => {
    expect(sniffImage(await png())).toMatchObject({ ext: 'png' });
    expect(
      sniffImage(
        await sharp(await png())
          .jpeg()
          .toBuffer(),
      ),
    ).toMatchObject({ ext: 'jpg' });
    expect(
      sniffImage(
        await sharp(await png())
          .webp()
          .toBuffer(),
      ),
    ).toMatchObject({ ext: 'webp' });
    expect(sniffImage(Buffer.from('GIF89a....'))).toBeNull();
    await expect(validateImage(Buffer.from('<?php echo 1; ?> pretending to be a jpg'))).rejects.toThrow(
      BAD_TYPE,
    );
  });

  it('refuses truncated images, absurd dimensions and oversize files with clear messages', async () => {
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    await expect(validateImage(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).rejects.toThrow(BAD_TYPE);
    // A small file that decompresses to 53 million pixels, and a strip 12,001 pixels wide: both refused.
    const bomb = await sharp({ create: { width: 7300, height: 7300, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expect(validateImage(bomb)).rejects.toThrow(BAD_TYPE);
    const strip = await sharp({ create: { width: 12001, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    await expect(validateImage(strip)).rejects.toThrow(BAD_TYPE);
    await expect(validateImage(Buffer.alloc(10 * 1024 * 1024 + 1))).rejects.toThrow(TOO_LARGE);
    expect(await validateImage(await png())).toMatchObject({ ext: 'png', width: 200, height: 100 });
  });

  it('takes the full frame of a 50 MP phone camera (8,160 × 6,120 px): long slips are photographed so', async () => {
    const photo = await sharp({ create: { width: 6120, height: 8160, channels: 3, background: '#eee' } })
      .jpeg()
      .toBuffer();
    expect(await validateImage(photo)).toMatchObject({ ext: 'jpg', width: 6120, height: 8160 });
  });
});

describe('POST /api/upload', () => {
  let services: AppServices;
  beforeAll(async () => {
    services = await createTestServices();
  });
  afterAll(() => services.dbHandle.close());

  const upload = (data: Buffer, name = 'tiket.jpg', type = 'image/jpeg') => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(data)], name, { type }));
    return createApp({ services }).request('/api/upload', { method: 'POST', body: form });
  };

  /** Every file in the uploads bucket. */
  const storedFiles = async () =>
    (
      await readdir(path.join(services.config.dataDir, 'storage', 'documents'), { recursive: true }).catch(
        () => [] as string[],
      )
    ).sort();

  /** The upload is refused with a 4xx and `message`, and nothing reaches storage. */
  async function expectRefused(send: () => Response | Promise<Response>, message: string) {
    const before = await storedFiles();
    const put = vi.spyOn(services.storage, 'put');
    try {
      const res = await send();
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect((await res.json()).error.message).toBe(message);
      expect(put).not.toHaveBeenCalled();
      expect(await storedFiles()).toEqual(before);
    } finally {
      put.mockRestore();
    }
  }

  /** A multipart body streamed in 64 KB chunks (chunked: no Content-Length), counting what was read. */
  function streamedUpload(totalBytes: number, headers: Record<string, string> = {}) {
    const boundary = 'tiket-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="veliki.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    );
    const piece = Buffer.alloc(64 * 1024, 0xff);
    piece.set([0xff, 0xd8, 0xff]);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= totalBytes) {
          controller.enqueue(new Uint8Array(Buffer.from(`\r\n--${boundary}--\r\n`)));
          controller.close();
          return;
        }
        const next = sent === 0 ? Buffer.concat([head, piece]) : piece;
        sent += next.length;
        controller.enqueue(new Uint8Array(next));
      },
    });
    const res = createApp({ services }).request('/api/upload', {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers },
      body,
      duplex: 'half',
    } as RequestInit);
    return { res, sent: () => sent };
  }

  it('stores a valid photo in the documents bucket at demo/{timestamp}.{ext}', async () => {
    const res = await upload(await png(), 'whatever.jpg', 'image/jpeg');
    expect(res.status).toBe(200);
    const { filePath } = await res.json();
    expect(filePath).toMatch(/^demo\/\d{13,16}\.png$/);
    expect(await services.storage.exists('documents', filePath)).toBe(true);
  });

  it('answers "Upload failed: {reason}" when storage fails, and leaves no pending row behind', async () => {
    const put = vi.spyOn(services.storage, 'put').mockRejectedValue(new Error('disk full'));
    try {
      const rowsBefore = (await services.db.select().from(pendingUploads)).length;
      const res = await upload(await png());
      expect(res.status).toBe(502);
      expect((await res.json()).error.message).toBe('Upload failed: storage is not available');
      expect(await services.db.select().from(pendingUploads)).toHaveLength(rowsBefore);
    } finally {
      put.mockRestore();
    }
  });

  it('refuses a file that lies about being an image, and keeps nothing', async () => {
    const res = await upload(Buffer.from('%PDF-1.4 not an image'), 'tiket.png', 'image/png');
    expect(res.status).toBe(415);
    expect((await res.json()).error.message).toBe(BAD_TYPE);
  });

  it('refuses an 11 MB upload with the specification message', async () => {
    const res = await upload(Buffer.alloc(11 * 1024 * 1024, 1));
    expect(res.status).toBe(413);
    expect((await res.json()).error.message).toBe(TOO_LARGE);
  });
  it('stores an image with a script after its end (a polyglot) as that image, never as a page', async () => {
    const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
    const php = Buffer.from('<?php system($_GET["c"]); ?>');
    const cases = [
      { data: Buffer.concat([await png(), html]), name: 'tiket.png', type: 'text/html', ext: 'png' },
      {
        data: Buffer.concat([
          await sharp(await png())
            .jpeg()
            .toBuffer(),
          php,
        ]),
        name: 'tiket.jpg',
        type: 'application/x-php',
        ext: 'jpg',
      },
    ];
    for (const { data, name, type, ext } of cases) {
      const put = vi.spyOn(services.storage, 'put');
      try {
        const res = await upload(data, name, type);
        expect(res.status).toBe(200);
        const { filePath } = await res.json();
        expect(filePath).toMatch(new RegExp(`^demo/\\d{13,16}\\.${ext}$`));
        expect(put).toHaveBeenCalledWith(
          'documents',
          filePath,
          expect.any(Buffer),
          `image/${ext === 'jpg' ? 'jpeg' : ext}`,
        );
      } finally {
        put.mockRestore();
      }
    }
  });

  it('refuses a truncated PNG and a truncated JPEG with the specification message', async () => {
    for (const [format, name] of [
      ['png', 'tiket.png'],
      ['jpeg', 'tiket.jpg'],
    ] as const) {
      const whole = await noise(format);
      const half = whole.subarray(0, Math.floor(whole.length / 2));
      await expectRefused(() => upload(half, name, `image/${format}`), BAD_TYPE);
    }
  });

  it('refuses a tiny PNG that declares 50,000 × 50,000 pixels (a decompression bomb)', async () => {
    const bomb = pngDeclaring(50_000, 50_000);
    expect(bomb.length).toBeLessThan(2048);
    await expectRefused(() => upload(bomb, 'tiket.png', 'image/png'), BAD_TYPE);
  });

  it('refuses a few-KB strip of 100 × 12,000 px (hundreds of megapixels once scaled for OCR) in rs and hr', async () => {
    const strip = await sharp({ create: { width: 100, height: 12_000, channels: 3, background: '#fff' } })
      .greyscale()
      .png()
      .toBuffer();
    expect(strip.length).toBeLessThan(64_000);
    await expectRefused(() => upload(strip, 'traka.png', 'image/png'), BAD_SHAPE.rs);
    const form = new FormData();
    form.append('file', new File([new Uint8Array(strip)], 'traka.png', { type: 'image/png' }));
    const hr = await createApp({ services }).request('/api/upload', {
      method: 'POST',
      body: form,
      headers: { 'accept-language': 'hr-HR,hr;q=0.9' },
    });
    expect(hr.status).toBe(422);
    expect((await hr.json()).error.message).toBe(BAD_SHAPE.hr);
    // A long phone screenshot (1:8) is still a ticket.
    expect((await upload(await png(400, 3_200), 'dugi.png', 'image/png')).status).toBe(200);
  });

  it('refuses a text file sent as image/png; an image named as a program is judged by its content', async () => {
    await expectRefused(
      () => upload(Buffer.from('Crvena zvezda - Partizan 1 1.85\n'), 'tiket.png', 'image/png'),
      BAD_TYPE,
    );
    const webp = await sharp(await png())
      .webp()
      .toBuffer();
    // The name and the declared type are the sender's claims; the stored name and type come from the bytes.
    for (const [data, name, type, ext] of [
      [webp, 'tiket.exe', 'application/x-msdownload', 'webp'],
      [await png(), 'slika.png.html', 'text/html', 'png'],
    ] as const) {
      const res = await upload(data, name, type);
      expect(res.status).toBe(200);
      const { filePath } = (await res.json()) as { filePath: string };
      expect(filePath).toMatch(new RegExp(`^demo/\\d+\\.${ext}$`));
    }
  });

  it('refuses more than 10 MB declared in Content-Length before reading the body', async () => {
    const { res, sent } = streamedUpload(50 * 1024 * 1024, { 'content-length': String(11 * 1024 * 1024) });
    await expectRefused(() => res, TOO_LARGE);
    // Refused on the header: at most what the stream had buffered ahead was read.
    expect(sent()).toBeLessThan(1024 * 1024);
  });

  it('refuses more than 10 MB sent in chunks without Content-Length, and stops reading', async () => {
    const { res, sent } = streamedUpload(50 * 1024 * 1024);
    await expectRefused(() => res, TOO_LARGE);
    expect(sent()).toBeLessThan(11 * 1024 * 1024);
  });
});
