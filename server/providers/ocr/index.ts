import { availableParallelism } from 'node:os';
import type { Config } from '../../config';
import { OpenAiVisionOcr } from './openai-vision';
import { TesseractOcr } from './tesseract';
import type { OcrProvider } from './types';

export type { OcrProvider, OcrResult } from './types';

export function createOcr(config: Config): OcrProvider {
  if (config.OCR_PROVIDER === 'openai') {
    return new OpenAiVisionOcr({
      vendor: 'OpenAI',
      baseUrl: config.OPENAI_BASE_URL,
      apiKey: config.OPENAI_API_KEY!,
      model: config.OPENAI_VISION_MODEL,
      timeoutMs: 45_000,
    });
  }
  return new TesseractOcr(config.OCR_WORKERS ?? Math.max(1, Math.min(4, availableParallelism())));
}
