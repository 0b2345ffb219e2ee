import type { AppServices } from '../../context';
import { readTicketPhoto } from '../tickets/read-ticket';

export const NOTHING_RECOGNISED =
  'Nismo uspeli da prepoznamo tipove u ovom tiketu. Pokušaj ponovo ili proveri format.';

/** The OCR demo: what the reader sees in a photo and the structure it makes of it. Nothing is stored. */
export async function ocrDemo(services: AppServices, image: Buffer) {
  const started = performance.now();
  const read = await readTicketPhoto(services.ocr, image);
  return {
    text: read.extractedText,
    confidence: read.confidence,
    structure: read.structure,
    structureError: read.structure.legs.length ? null : NOTHING_RECOGNISED,
    ms: Math.round(performance.now() - started),
  };
}
