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

describe('OCR worker pool: a job cut off by its budget', () => {
  it("goes on to its next read on the worker the pool terminated, and that read's failure ends no process", async () => {
    // A terminated tesseract.js worker's next job never settles, and its message to the gone thread rejects a
    // promise nobody holds ("Cannot read properties of null (reading 'postMessage')"): Node then ends the process.
    const fake = (): OcrWorker => {
      let dead = false;
      const alive = () => {
        if (!dead) return Promise.resolve();
        void Promise.reject(new TypeError("Cannot read properties of null (reading 'postMessage')"));
        return new Promise<never>(() => {});
      };
      return {
        recognize: (async () => {
          await alive();
          await new Promise((r) => setTimeout(r, 30));
          return { data: { text: 'Partizan', confidence: 90 } };
        }) as unknown as OcrWorker['recognize'],
        setParameters: alive as unknown as OcrWorker['setParameters'],
        terminate: (async () => void (dead = true)) as unknown as OcrWorker['terminate'],
      };
    };
    const pool = new OcrWorkerPool(async () => fake(), 1, 60_000);
    const unhandled: unknown[] = [];
    const note = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', note);
    try {
      const words = Array.from({ length: 4 }, () => Buffer.from('word'));
      await expect(pool.readLines(words, 45)).rejects.toMatchObject({ cause: 'budget' });
      await new Promise((r) => setTimeout(r, 200));
      expect(unhandled).toEqual([]);
      expect(await pool.readLines(words.slice(0, 1), 1_000)).toEqual([{ text: 'Partizan', confidence: 90 }]);
    } finally {
      process.off('unhandledRejection', note);
      await pool.close();
    }
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
