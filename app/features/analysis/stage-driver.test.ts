import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Stage } from './analysis-client';
import { createStageDriver } from './stage-driver';

describe('the upload dialog stages', () => {
  let shown: [number, Stage][];
  let driver: ReturnType<typeof createStageDriver>;
  let start = 0;
  beforeEach(() => {
    vi.useFakeTimers();
    shown = [];
    driver = createStageDriver((stage) => shown.push([Date.now() - start, stage]));
  });
  afterEach(() => vi.useRealTimers());
  const begin = () => {
    start = Date.now();
    driver.start();
  };

  it('follow the server when it reports within a second: the timers never fire', () => {
    begin();
    vi.advanceTimersByTime(400);
    driver.server('scanning');
    vi.advanceTimersByTime(2000);
    driver.server('structuring');
    vi.advanceTimersByTime(10_000);
    expect(shown).toEqual([
      [0, 'scanning'],
      [400, 'scanning'],
      [2400, 'structuring'],
    ]);
  });

  it('fall back to the 1/3/5 s timers while the server is silent, and stop at its first event', () => {
    begin();
    vi.advanceTimersByTime(3500);
    // A queued photo: the server only now starts reading it, and says so.
    driver.server('scanning');
    vi.advanceTimersByTime(10_000);
    expect(shown).toEqual([
      [0, 'scanning'],
      [1000, 'structuring'],
      [3000, 'researching'],
      [3500, 'scanning'],
    ]);
  });

  it('run all three timers when the server never reports, and stop when told to', () => {
    begin();
    vi.advanceTimersByTime(6000);
    expect(shown.map(([ms, s]) => `${ms}:${s}`)).toEqual([
      '0:scanning',
      '1000:structuring',
      '3000:researching',
      '5000:creating',
    ]);
    shown = [];
    begin();
    driver.stop();
    vi.advanceTimersByTime(6000);
    expect(shown).toEqual([[0, 'scanning']]);
  });
});
