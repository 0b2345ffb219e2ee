import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { AppServices } from '../../context';
import { createApp } from '../../app';
import { createTestServices } from '../../test-support';
import { BAD_TYPE, TOO_LARGE, sniffImage, validateImage } from './validate-image';

const png = (w = 200, h = 100) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();

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
    await expect(validateImage(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).rejects.toThrow(
      /^Upload failed:/,
    );
    // A small file that decompresses to 41 million pixels, and a strip 12,001 pixels wide: both refused.
    const bomb = await sharp({ create: { width: 6400, height: 6400, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expect(validateImage(bomb)).rejects.toThrow(/^Upload failed|Molimo otpremite/);
    const strip = await sharp({ create: { width: 12001, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    await expect(validateImage(strip)).rejects.toThrow(/Upload failed: image dimensions/);
    await expect(validateImage(Buffer.alloc(10 * 1024 * 1024 + 1))).rejects.toThrow(TOO_LARGE);
    expect(await validateImage(await png())).toMatchObject({ ext: 'png', width: 200, height: 100 });
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

  it('stores a valid photo in the documents bucket at demo/{timestamp}.{ext}', async () => {
    const res = await upload(await png(), 'whatever.jpg', 'image/jpeg');
    expect(res.status).toBe(200);
    const { filePath } = await res.json();
    expect(filePath).toMatch(/^demo\/\d{13,16}\.png$/);
    expect(await services.storage.exists('documents', filePath)).toBe(true);
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
});
