import type { AppServices } from '../../context';
import { errorText } from '../../common/messages';
import { readTicketPhoto } from '../tickets/read-ticket';

/** The OCR demo: what the reader sees in a photo and the structure it makes of it. Nothing is stored. */
export async function ocrDemo(services: AppServices, image: Buffer) {
  const started = performance.now();
  const read = await readTicketPhoto(services.ocr, image);
  return {
    text: read.extractedText,
    confidence: read.confidence,
    structure: read.structure,
    structureError: read.structure.legs.length ? null : errorText('rs', 'tickets.noPicksInPhoto'),
    ms: Math.round(performance.now() - started),
  };
}
