import type { OcrProvider } from '../../providers/ocr/types';
import { AppError, isAppError } from '../../lib/app-error';
import { parseTypedTicket } from './parse-typed-ticket';
import { structureTicketText } from './structure-ticket-text';
import type { TicketStructure } from './types';

/** A photo through OCR and the structurer; the OCR text and confidence come along for the report. */
export async function readTicketPhoto(
  ocr: Pick<OcrProvider, 'recognize'>,
  image: Buffer,
): Promise<{ structure: TicketStructure; extractedText: string; confidence: number | null }> {
  const { text, confidence, layoutText, words } = await ocr.recognize(image).catch((error: unknown) => {
    // A photo the reader refuses (its shape) is the user's to fix, and says so.
    if (isAppError(error)) throw error;
    // A reader that fails or does not answer (a remote vision model, a crashed worker) is the service's
    // fault, not the photo's: 502, and the analysis stores nothing.
    throw new AppError('UPSTREAM_FAILED', 'servis za čitanje slike nije odgovorio', { cause: error });
  });
  return { structure: structureTicketText(layoutText ?? text, words), extractedText: text, confidence };
}

export const readTypedTicket = parseTypedTicket;
