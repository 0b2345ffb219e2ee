import { useCallback, useEffect, useRef, useState } from 'react';
import {
  AnalysisError,
  processTicket,
  readTicket,
  uploadImage,
  type ProcessBody,
  type ProcessResult,
  type Stage,
  type TicketReview,
} from './analysis-client';
import type { ConfirmedLeg } from './analysis-client';
import { createStageDriver } from './stage-driver';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'];
const STAGE_PROGRESS: Record<Stage, number> = {
  scanning: 25,
  structuring: 50,
  researching: 75,
  creating: 100,
};

export type Phase = 'idle' | 'uploading' | 'processing' | 'done' | 'error';

export interface AnalysisState {
  phase: Phase;
  progress: number;
  stage: Stage | null;
  error: string | null;
}

const initial: AnalysisState = { phase: 'idle', progress: 0, stage: null, error: null };

/**
 * Runs one analysis from the dialog: upload (photo) at 20 %, then the four stages as the server reports
 * them (the specification's timers only while the server is silent, see stage-driver).
 */
export function useTicketAnalysis(messages: {
  badType: string;
  tooLarge: string;
  empty: string;
  fallbackManual: string;
  fallbackPhoto: string;
  /** Told of every failed attempt, also when it fails the same way as the last one. */
  onError?: (message: string) => void;
}) {
  const [state, setState] = useState<AnalysisState>(initial);
  const abort = useRef<AbortController | null>(null);
  const [stages] = useState(() =>
    createStageDriver((stage) =>
      setState((s) => ({ ...s, phase: 'processing', stage, progress: STAGE_PROGRESS[stage] })),
    ),
  );

  const reset = useCallback(() => {
    stages.stop();
    abort.current?.abort();
    abort.current = null;
    setState(initial);
  }, [stages]);

  useEffect(() => reset, [reset]);

  const fail = (message: string) => {
    stages.stop();
    setState({ ...initial, phase: 'error', error: message });
    messages.onError?.(message);
    return null;
  };

  /**
   * A photo up to its review: upload, then the reader's legs for the user to confirm (the OCR is the
   * "scanning" and "structuring" stages).
   */
  async function read(file: File): Promise<TicketReview | null> {
    stages.stop();
    abort.current = new AbortController();
    if (!IMAGE_TYPES.includes(file.type)) return fail(messages.badType);
    if (file.size > MAX_IMAGE_BYTES) return fail(messages.tooLarge);
    try {
      setState({ phase: 'uploading', progress: 20, stage: null, error: null });
      const { filePath } = await uploadImage(file, () => {});
      setState({ phase: 'processing', progress: 25, stage: 'scanning', error: null });
      const review = await readTicket({ filePath }, abort.current.signal);
      setState(initial);
      return review;
    } catch (error) {
      if ((error as Error).name === 'AbortError') return null;
      return fail(error instanceof AnalysisError ? error.message : messages.fallbackPhoto);
    }
  }

  /** Typed text read for review: what the reader is sure and unsure of, before anything is analysed. */
  async function readTyped(text: string): Promise<TicketReview | null> {
    stages.stop();
    abort.current = new AbortController();
    if (!text.trim()) return fail(messages.empty);
    try {
      const review = await readTicket({ manualText: text }, abort.current.signal);
      setState(initial);
      return review;
    } catch (error) {
      if ((error as Error).name === 'AbortError') return null;
      return fail(error instanceof AnalysisError ? error.message : messages.fallbackManual);
    }
  }

  /** Typed text (with the legs the user confirmed, when reviewed), or a reviewed photo's legs → the analysis. */
  async function run(
    input: { text: string; legs?: ConfirmedLeg[] } | { filePath: string; legs: ConfirmedLeg[] },
  ): Promise<ProcessResult | null> {
    stages.stop();
    abort.current = new AbortController();
    const photo = 'filePath' in input;
    try {
      let body: ProcessBody;
      if (photo) {
        body = { filePath: input.filePath, legs: input.legs };
      } else {
        if (!input.text.trim()) return fail(messages.empty);
        body = { manualText: input.text, ...(input.legs ? { legs: input.legs } : {}) };
      }
      stages.start();
      const result = await processTicket(body, stages.server, abort.current.signal);
      stages.stop();
      setState({ phase: 'done', progress: 100, stage: 'creating', error: null });
      return result;
    } catch (error) {
      if ((error as Error).name === 'AbortError') return null;
      return fail(
        error instanceof AnalysisError
          ? error.message
          : photo
            ? messages.fallbackPhoto
            : messages.fallbackManual,
      );
    }
  }

  return { state, read, readTyped, run, reset };
}
