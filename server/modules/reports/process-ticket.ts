import type { AppServices } from '../../context';
import { AppError, isAppError } from '../../lib/app-error';
import { errorText } from '../../common/messages';
import type { TicketPipeline } from './pipeline';
import { insertReport } from './report-store';
import { readingOf } from '../uploads/upload-ledger';
import type { Leg, TicketStructure } from '../tickets/types';
import type { Lang } from '../../common/lang';

export type Stage = 'scanning' | 'structuring' | 'researching' | 'creating';

/** A photo, with the legs its owner confirmed on the review screen when they did; or typed text. */
export type ProcessInput =
  { kind: 'photo'; filePath: string; legs?: Leg[] } | { kind: 'manual'; text: string; legs?: Leg[] };

export interface Owner {
  userId?: string | null;
  guestTokenHash?: string | null;
}

/** The specification's processing response. */
export interface ProcessResponse {
  id: string;
  structuredData: { match: string; pick: string; odds: number; league?: string; kickoff?: string }[];
  extractedText: string;
  aiAnalysis: string | null;
  structureError: boolean;
}

/**
 * One analysis from input to stored report: read the ticket, analyse its legs, then store the row with the
 * report in one statement, so a failure at any stage leaves nothing behind. Stages are reported as they start.
 */
export async function processTicket(
  services: AppServices & { pipeline: TicketPipeline; readStoredFile: (path: string) => Promise<Buffer> },
  input: ProcessInput,
  owner: Owner,
  lang: Lang,
  onStage: (stage: Stage) => void = () => {},
): Promise<ProcessResponse> {
  const photo = input.kind === 'photo';
  try {
    onStage('scanning');
    let extractedText: string;
    let confidence: number | null = null;
    let structure;
    if (photo) {
      // A photo read for its review is not read again: reviewed legs stand on the reading the review showed.
      const reviewed = await readingOf(services.db, input.filePath);
      const read =
        reviewed ??
        (await services.pipeline.readPhoto(
          await services.readStoredFile(input.filePath),
          // "structuring" once the OCR has read the photo, not before (docs/decisions/030-real-progress.md).
          () => onStage('structuring'),
        ));
      if (reviewed) onStage('structuring');
      extractedText = read.extractedText;
      confidence = read.confidence;
      structure = input.legs
        ? { ...read.structure, legs: input.legs, confirmedByUser: true }
        : read.structure;
    } else {
      onStage('structuring');
      extractedText = input.text;
      // Legs the user confirmed on the review stand; the text is read again only for the ticket's own figures.
      structure = input.legs
        ? { ...readTypedFigures(services.pipeline, input.text), legs: input.legs, confirmedByUser: true }
        : services.pipeline.readTyped(input.text);
      confidence = 1;
    }
    const legs = structure.legs;
    const report = legs.length ? await services.pipeline.analyse(legs, lang, onStage) : null;
    if (!report) onStage('creating');
    const row = await insertReport(services.db, {
      userId: owner.userId ?? null,
      guestTokenHash: owner.userId ? null : (owner.guestTokenHash ?? null),
      source: input.kind,
      extractedText,
      aiAnalysis: report?.aiAnalysis ?? null,
      structuredData: structure,
      report,
      filePath: photo ? input.filePath : null,
      confidenceScore: confidence,
      language: lang,
      processedAt: new Date(),
    });
    return {
      id: row.id,
      structuredData: legs.map((l) => ({
        // A leg read by a word rule may have no away side: its home text is the whole match.
        match: l.away ? `${l.home} - ${l.away}` : l.home,
        pick: l.pick,
        odds: l.odds,
        ...(l.league ? { league: l.league } : {}),
        ...(l.kickoff ? { kickoff: l.kickoff } : {}),
      })),
      extractedText,
      aiAnalysis: report?.aiAnalysis ?? null,
      structureError: legs.length === 0,
    };
  } catch (error) {
    // The specification's wording: photo failures "OCR processing failed: …", typed ones "Processing failed: …";
    // messages the user must read as they are (empty input, nothing recognised, busy) pass through.
    if (isAppError(error) && error.code !== 'INTERNAL' && error.code !== 'UPSTREAM_FAILED') throw error;
    // Internal error texts (paths, driver messages) stay in the log; the user gets a plain reason.
    const reason = isAppError(error) ? error.messageIn(lang) : errorText(lang, 'reports.internalReason');
    services.logger.error({ err: error, kind: input.kind }, 'analysis failed');
    throw new AppError(
      isAppError(error) ? error.code : 'INTERNAL',
      photo ? 'reports.ocrFailed' : 'reports.processingFailed',
      { values: { reason }, cause: error },
    );
  }
}

/** A typed ticket's own figures (stake, total odds, bookmaker …), or none when the text alone reads as nothing. */
function readTypedFigures(pipeline: TicketPipeline, text: string): Omit<TicketStructure, 'legs'> {
  try {
    const { legs: _legs, ...figures } = pipeline.readTyped(text);
    return figures;
  } catch {
    return {};
  }
}
