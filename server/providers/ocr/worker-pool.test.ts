import { afterAll, describe, expect, it } from 'vitest';
import type { Worker as ThreadWorker } from 'node:worker_threads';
import sharp from 'sharp';
import { createWorker } from 'tesseract.js';
import { greyMap, ocrLanguages } from './tesseract';
import { preprocessForOcr } from './preprocess';
import { OcrJobFailed, OcrWorkerPool, type OcrWorker } from './worker-pool';
import { MAX_OCR_PIXELS, ocrScale } from '../../lib/image-shape';

/** Real tesseract.js workers, as the product makes them. */
const created: OcrWorker[] = [];
async function realWorker(): Promise<OcrWorker> {
  const { langs, langPath, gzip } = ocrLanguages();
  const worker = await createWorker(langs, 1, {
    langPath,
    gzip,
    cacheMethod: 'none',
    errorHandler: () => {},
  });
  created.push(worker);
  return worker;
}
const threadOf = (w: OcrWorker) => w.worker as ThreadWorker;

async function textImage(text: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="120"><rect width="100%" height="100%" fill="#fff"/><text x="20" y="75" font-size="48" font-family="sans-serif">${text}</text></svg>`;
  return greyMap(await preprocessForOcr(await sharp(Buffer.from(svg)).png().toBuffer()));
}

describe('OCR worker pool (real tesseract.js workers)', () => {
  const pool = new OcrWorkerPool(realWorker, 1, 60_000);
  afterAll(() => pool.close());

  it('a job tesseract cannot read fails with a clear error; the worker is replaced and the next photo reads', async () => {
    // Without the pool's containment this rejection was thrown from tesseract.js' message handler and ended
    // the process ("Error attempting to read image").
    await expect(pool.recognize(Buffer.from('\x89PNG\r\n\x1a\n not an image'))).rejects.toBeInstanceOf(
      OcrJobFailed,
    );
    expect(pool.replaced).toBe(1);
    const { text } = await pool.recognize(await textImage('Partizan 1.85'));
    expect(text).toMatch(/Partizan/);
  });

  it('a worker thread that dies under a job fails that job instead of leaving it waiting, and is replaced', async () => {
    const image = await textImage('Crvena zvezda 2.10');
    // The thread of the worker that took the job dies right after the job reaches it (as when its WebAssembly
    // runs out of memory): at that moment, not after a delay a fast machine would finish the job in.
    const worker = created.at(-1)!;
    const recognize = worker.recognize.bind(worker);
    worker.recognize = ((...args: Parameters<typeof recognize>) => {
      const running = recognize(...args);
      void threadOf(worker).terminate();
      return running;
    }) as typeof worker.recognize;
    await expect(pool.recognize(image)).rejects.toBeInstanceOf(OcrJobFailed);
    const { text } = await pool.recognize(image);
    expect(text).toMatch(/zvezda/);
  });

  it("a page that overruns its budget is cut off there (not at the pool's ceiling), and the next photo reads", async () => {
    const dense = await textImage('Partizan Zvezda 1.85 X2 Hajduk Dinamo 2.10 GG');
    const started = Date.now();
    const job = pool.recognize(dense, 1);
    await expect(job).rejects.toMatchObject({ name: 'OcrJobFailed', cause: 'budget' });
    expect(Date.now() - started).toBeLessThan(5_000);
    const { text } = await pool.recognize(await textImage('Vojvodina 2.25'));
    expect(text).toMatch(/Vojvodina/);
  });

  it('a worker that died while idle is replaced before it costs a job', async () => {
    await threadOf(created.at(-1)!).terminate();
    const replacedBefore = pool.replaced;
    const { text } = await pool.recognize(await textImage('Hajduk 3.40'));
    expect(text).toMatch(/Hajduk/);
    expect(pool.replaced).toBe(replacedBefore + 1);
  });
});

describe('how far OCR scales a photo', () => {
  it('never beyond MAX_OCR_PIXELS, however tall; small text still enlarged to 1,600 px wide', () => {
    for (const [w, h] of [
      [100, 1_000],
      [400, 4_000],
      [1_000, 10_000],
      [3_000, 4_000],
      [6_000, 6_000],
    ]) {
      const s = ocrScale(w, h);
      expect(w * s * h * s).toBeLessThanOrEqual(MAX_OCR_PIXELS * 1.0001);
    }
    expect(ocrScale(800, 1_200) * 800).toBe(1600);
    expect(ocrScale(1_200, 2_000)).toBe(1);
  });
});
