import { STAGES, type Stage } from './analysis-client';

/** The specification's stage timers (1, 3 and 5 s after processing starts). */
export const FALLBACK_STAGE_MS = [1000, 3000, 5000];

/**
 * Decides which of the four stages the dialog shows (real progress: docs/decisions/030-real-progress.md). The
 * server's stage events are the truth; the specification's timers only stand in while the server has said
 * nothing, so the bar does not look stuck when the answer is slow to start (a queued photo). The first server
 * event stops them, and from then on only the server moves the stage, even back from where a timer had
 * guessed.
 */
export function createStageDriver(show: (stage: Stage) => void, fallbackMs = FALLBACK_STAGE_MS) {
  let timers: ReturnType<typeof setTimeout>[] = [];
  const stop = () => {
    timers.forEach(clearTimeout);
    timers = [];
  };
  return {
    start() {
      stop();
      show('scanning');
      timers = fallbackMs.map((ms, i) => setTimeout(() => show(STAGES[i + 1]), ms));
    },
    server(stage: Stage) {
      stop();
      show(stage);
    },
    stop,
  };
}
