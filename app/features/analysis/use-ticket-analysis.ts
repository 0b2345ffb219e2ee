import { useCallback, useEffect, useRef, useState } from 'react';
import {
  AnalysisError,
  processTicket,
  STAGES,
  uploadImage,
  type ProcessResult,
  type Stage,
} from './analysis-client';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'];
/** The specification's timers, used only if the server has not reported a stage by then. */
const FALLBACK_STAGE_MS = [1000, 3000, 5000];
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
 * them, with the specification's timers as a fallback so the bar never looks stuck.
 */
export function useTicketAnalysis(messages: {
  badType: string;
  tooLarge: string;
  empty: string;
  fallbackManual: string;
  fallbackPhoto: string;
}) {
  const [state, setState] = useState<AnalysisState>(initial);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const abort = useRef<AbortController | null>(null);

  const clearTimers = () => {
    timers.current.forEach(clearTimeout);
    timers.current = [];
  };

  const advance = useCallback((stage: Stage) => {
    setState((s) => {
      const current = s.stage ? STAGES.indexOf(s.stage) : -1;
      if (STAGES.indexOf(stage) <= current) return s;
      return { ...s, phase: 'processing', stage, progress: STAGE_PROGRESS[stage] };
    });
  }, []);

  const startProcessing = useCallback(() => {
    advance('scanning');
    timers.current = FALLBACK_STAGE_MS.map((ms, i) => setTimeout(() => advance(STAGES[i + 1]), ms));
  }, [advance]);

  const reset = useCallback(() => {
    clearTimers();
    abort.current?.abort();
    abort.current = null;
    setState(initial);
  }, []);

  useEffect(() => reset, [reset]);

  const fail = (message: string) => {
    clearTimers();
    setState({ ...initial, phase: 'error', error: message });
    return null;
  };

  async function run(input: { file: File } | { text: string }): Promise<ProcessResult | null> {
    clearTimers();
    abort.current = new AbortController();
    const photo = 'file' in input;
    try {
      let body: { filePath: string } | { manualText: string };
      if (photo) {
        if (!IMAGE_TYPES.includes(input.file.type)) return fail(messages.badType);
        if (input.file.size > MAX_IMAGE_BYTES) return fail(messages.tooLarge);
        setState({ phase: 'uploading', progress: 20, stage: null, error: null });
        const { filePath } = await uploadImage(input.file, () => {});
        body = { filePath };
      } else {
        if (!input.text.trim()) return fail(messages.empty);
        body = { manualText: input.text };
      }
      startProcessing();
      const result = await processTicket(body, advance, abort.current.signal);
      clearTimers();
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

  return { state, run, reset };
}
