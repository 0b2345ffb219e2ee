import type { OcrOptions, OcrProvider } from '../../providers/ocr/types';
import type { TicketStructurer } from '../../providers/ai';
import type { Logger } from '../../lib/logger';
import { AppError, isAppError } from '../../lib/app-error';
import { parseTypedTicket } from './parse-typed-ticket';
import { legOf } from './confirmed-legs';
import { agreesWithTotal, structureTicketText } from './structure-ticket-text';
import type { Leg, TicketStructure } from './types';

/** An optional second reader for texts the local structurer is unsure of (a language model). */
export interface SecondOpinion {
  structurer: TicketStructurer;
  logger: Pick<Logger, 'warn'>;
}

/** A photo through OCR and the structurer; the OCR text and confidence come along for the report. */
export async function readTicketPhoto(
  ocr: Pick<OcrProvider, 'recognize' | 'rereads' | 'photo' | 'splits'>,
  image: Buffer,
  second?: SecondOpinion | null,
): Promise<{ structure: TicketStructure; extractedText: string; confidence: number | null }> {
  const photo = ocr.photo?.();
  try {
    return await readPhotoText(ocr, image, photo?.spare ?? false, second);
  } finally {
    photo?.done();
  }
}

async function readPhotoText(
  ocr: Pick<OcrProvider, 'recognize' | 'rereads' | 'splits'>,
  image: Buffer,
  spare: boolean,
  second?: SecondOpinion | null,
): Promise<{ structure: TicketStructure; extractedText: string; confidence: number | null }> {
  // On an idle reader both workers serve this photo. Each read is cut in halves, a worker each; a page that
  // cannot be cut (no blank band across its middle) is read whole, and its first reread (a third of photos need
  // it) starts beside the first read instead, used only when needed. Either way the second worker does not wait
  // idle; with another photo in flight each read takes one worker.
  const halves = spare && (await ocr.splits?.(image).catch(() => false)) === true;
  const read = async (options: OcrOptions = {}) => {
    const { text, confidence, layoutText, words } = await ocr
      .recognize(image, halves ? { ...options, halves } : options)
      .catch((error: unknown) => {
        // A photo the reader refuses (its shape) is the user's to fix, and says so.
        if (isAppError(error)) throw error;
        // A reader that fails or does not answer (a remote vision model, a crashed worker) is the service's
        // fault, not the photo's: 502, and the analysis stores nothing.
        throw new AppError('UPSTREAM_FAILED', 'tickets.ocrUnavailable', { cause: error });
      });
    return { text: layoutText ?? text, extractedText: text, confidence, words };
  };
  const ahead = ocr.rereads && spare && !halves ? read({ adaptive: true }) : null;
  ahead?.catch(() => undefined);
  let page = await read();
  let local = structureTicketText(page.text, page.words);
  // A poor first read (poorRead) is read again with the page binarised region by region. Still missing most
  // legs, it is read once more with light text on every dark surface turned dark (a dark card on a light page
  // reads as a leg or two of many); each read costs a photo's time, so only then. The reading the ticket's
  // figures agree with more is kept.
  for (const [options, needed] of [
    [{ adaptive: true }, poorRead],
    [{ darkRegions: true }, mostLegsMissing],
  ] as const) {
    if (!ocr.rereads || !needed(local)) break;
    const again = await ('adaptive' in options && ahead ? ahead : read(options));
    const other = structureTicketText(again.text, again.words);
    if (readScore(other) > readScore(local)) [page, local] = [again, other];
  }
  // A photo turned a quarter or upside down reads as specks (and a leg or two of them), the engine sure of
  // hardly a word: it is read turned each way, sideways first (the commoner), until a turn reads words.
  for (const quarterTurns of [1, 3, 2] as const) {
    if (!ocr.rereads || !fewSureWords(page.words)) break;
    // A turned read that fails (past its budget: a page of specks) leaves the upright one standing.
    const turned = await read({ quarterTurns }).catch(() => null);
    if (!turned) continue;
    const other = structureTicketText(turned.text, turned.words);
    if (!fewSureWords(turned.words) && readScore(other) > readScore(local)) [page, local] = [turned, other];
  }
  const structure = second && isUnsureRead(local) ? await askModel(second, page.text, local) : local;
  return { structure, extractedText: page.extractedText, confidence: page.confidence };
}

/**
 * No legs, fewer than the ticket counts, odds that do not multiply to its total, a bet not read at all, or a
 * leg the reader doubts on a ticket whose total it did not find (a dark app photographed on a dark table read
 * as "AJ - Tee | at | 1.52", its summary lost with the rest).
 */
function poorRead(s: TicketStructure): boolean {
  return (
    !s.legs.length ||
    s.legs.some((l) => !l.pick) ||
    (!s.totalOdds && s.legs.some((l) => l.unsure?.length)) ||
    (s.printedLegCount !== undefined && s.printedLegCount !== s.legs.length) ||
    (!!s.totalOdds && !agreesWithTotal(s.legs, s.totalOdds))
  );
}

/**
 * Fewer than a fifth of the words are words of letters read sure: what an upright page never reads (a third and
 * more on every dev photo) and a turned one always does (a tenth at most).
 */
function fewSureWords(words: { text: string; confidence: number }[] | undefined): boolean {
  // A reader that gives no words (a remote model) cannot say.
  if (!words) return false;
  const sure = words.filter((w) => w.confidence >= SURE_WORD && /\p{L}{3}/u.test(w.text)).length;
  return !words.length || sure < words.length * SURE_SHARE;
}
const SURE_WORD = 0.8;
const SURE_SHARE = 0.2;

/** No legs, fewer than half of those the ticket counts, or odds that make less than half its total. */
const mostLegsMissing = (s: TicketStructure) =>
  !s.legs.length ||
  (s.printedLegCount !== undefined && s.legs.length * 2 < s.printedLegCount) ||
  (!!s.totalOdds && s.legs.reduce((product, l) => product * l.odds, 1) * 2 < s.totalOdds);

/** The ticket's own figures agreeing first, then legs read, then legs read without doubt. */
function readScore(s: TicketStructure): number {
  const sure = s.legs.filter((l) => !l.unsure?.length).length;
  return agreement(s.legs, s) * 1000 + s.legs.length * 10 + sure;
}

export const readTypedTicket = parseTypedTicket;

/** A read worth a second opinion: no legs, a leg the reader is unsure of, or the ticket's figures disagree. */
export function isUnsureRead(s: TicketStructure): boolean {
  return !s.legs.length || s.legs.some((l) => l.unsure?.length) || !!s.notes?.length;
}

/**
 * The model's legs, checked like a user's (every pick must be one the analysis understands; a leg with a pick
 * it does not, or odds out of range, is dropped), replace the local read only when the ticket's own figures
 * (its printed leg count and total odds) agree with them better. The model failing or answering nonsense keeps
 * the local read.
 */
async function askModel(
  second: SecondOpinion,
  text: string,
  local: TicketStructure,
): Promise<TicketStructure> {
  let legs: Leg[];
  try {
    legs = (await second.structurer.structure(text)).flatMap((m) => {
      if (!m.home.trim() || !(m.odds > 1 && m.odds < 1000)) return [];
      const leg = legOf({ home: m.home.trim(), away: m.away.trim(), pick: m.pick, odds: m.odds });
      return leg ? [leg] : [];
    });
  } catch (error) {
    second.logger.warn({ err: error }, 'ticket structurer failed; the local read stands');
    return local;
  }
  if (!legs.length || agreement(legs, local) <= agreement(local.legs, local)) return local;
  return {
    ...local,
    legs,
    notes: ['Parove je pročitao jezički model: proverite ih pre analize.'],
    flags: ['model-read'],
  };
}

/** How many of the ticket's own figures (leg count, total odds) a set of legs agrees with; no legs, none. */
function agreement(legs: Leg[], ticket: TicketStructure): number {
  if (!legs.length) return -1;
  let score = 0;
  if (ticket.printedLegCount === legs.length) score++;
  if (ticket.totalOdds && agreesWithTotal(legs, ticket.totalOdds)) score++;
  return score;
}
