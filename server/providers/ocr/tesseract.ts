import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createScheduler, createWorker, type Scheduler } from 'tesseract.js';
import type { OcrProvider, OcrResult } from './types';
import { preprocessForOcr } from './preprocess';

const SYSTEM_TESSDATA = '/usr/share/tesseract-ocr/5/tessdata';

/**
 * Languages the machine can read with: Serbian Latin (whose model also knows the Croatian letters) and English
 * from the system's tesseract data when installed, otherwise the English model that ships on npm. Never
 * downloads anything. Adding the Croatian model (srp_latn+hrv+eng) was measured on the ticket benchmark's
 * photos and lost legs on mild and hard photos (photo leg F1 0.994 → 0.974 on a 12-photo subset), so it is not used.
 */
export function ocrLanguages(): { langs: string; langPath: string; gzip: boolean } {
  if (
    existsSync(`${SYSTEM_TESSDATA}/srp_latn.traineddata`) &&
    existsSync(`${SYSTEM_TESSDATA}/eng.traineddata`)
  ) {
    return { langs: 'srp_latn+eng', langPath: SYSTEM_TESSDATA, gzip: false };
  }
  const english = createRequire(import.meta.url)('@tesseract.js-data/eng') as { langPath: string };
  return { langs: 'eng', langPath: english.langPath, gzip: true };
}

/**
 * The embedded OCR engine: a pool of tesseract.js workers, created once on first use and reused, so no
 * request pays for loading a model.
 */
export class TesseractOcr implements OcrProvider {
  private scheduler: Promise<Scheduler> | null = null;

  constructor(private readonly workers: number) {}

  private start(): Promise<Scheduler> {
    this.scheduler ??= (async () => {
      const { langs, langPath, gzip } = ocrLanguages();
      const scheduler = createScheduler();
      const workers = await Promise.all(
        Array.from({ length: this.workers }, () =>
          createWorker(langs, 1, { langPath, gzip, cacheMethod: 'none' }),
        ),
      );
      workers.forEach((w) => scheduler.addWorker(w));
      return scheduler;
    })();
    return this.scheduler;
  }

  async recognize(image: Buffer): Promise<OcrResult> {
    const [scheduler, prepared] = await Promise.all([this.start(), preprocessForOcr(image)]);
    const { data } = await scheduler.addJob('recognize', prepared);
    return { text: data.text, confidence: Math.max(0, Math.min(1, data.confidence / 100)) };
  }

  async warm() {
    await this.start();
  }

  async close() {
    if (this.scheduler) await (await this.scheduler).terminate();
    this.scheduler = null;
  }
}
