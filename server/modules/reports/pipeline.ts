import type { Leg, TicketStructure } from '../tickets/types';
import type { Lang } from '../../common/lang';
import type { AnalysisReport } from '../analysis/report-types';

/** What the analysis routes need from ticket reading and the analysis engine (wired in services.ts). */
export interface TicketPipeline {
  /**
   * Photo bytes → structure, the OCR text and its confidence (0..1, null when unknown); `onRead` is called
   * when the OCR has finished and structuring begins.
   */
  readPhoto(
    image: Buffer,
    onRead?: () => void,
  ): Promise<{ structure: TicketStructure; extractedText: string; confidence: number | null }>;
  /** Typed text → structure; throws AppError with the specification's messages when nothing is usable. */
  readTyped(text: string): TicketStructure;
  /** Legs → the report (numbers, verdicts, insights, narrative) in the given language. */
  analyse(
    legs: Leg[],
    lang: Lang,
    onStage?: (stage: 'researching' | 'creating') => void,
  ): Promise<AnalysisReport>;
}
