import type { OcrProvider } from '../../providers/ocr/types';
import { parseTypedTicket } from './parse-typed-ticket';
import { structureTicketText } from './structure-ticket-text';
import type { TicketStructure } from './types';

/** A photo through OCR and the structurer; the OCR text and confidence come along for the report. */
export async function readTicketPhoto(
  ocr: OcrProvider,
  image: Buffer,
): Promise<{ structure: TicketStructure; extractedText: string; confidence: number | null }> {
  const { text, confidence } = await ocr.recognize(image);
  return { structure: structureTicketText(text), extractedText: text, confidence };
}

export const readTypedTicket = parseTypedTicket;
