import { availableParallelism } from 'node:os';
import type { Config } from '../../config';
import { TesseractOcr } from './tesseract';
import type { OcrProvider } from './types';

export type { OcrProvider, OcrResult } from './types';

export function createOcr(config: Config): OcrProvider {
  if (config.OCR_PROVIDER === 'openai') {
    throw new Error('OCR_PROVIDER=openai is not available in this build yet; use tesseract');
  }
  return new TesseractOcr(config.OCR_WORKERS ?? Math.max(1, Math.min(4, availableParallelism())));
}
