import { describe, expect, it } from 'vitest';
import { fallbackChance } from './report-preview';

describe('fallbackChance', () => {
  it('is 100 / average odds, rounded and clamped to 10–85, with no randomness', () => {
    expect(fallbackChance([2, 2])).toBe(50);
    expect(fallbackChance([1.1])).toBe(85);
    // Long odds: 5 % at the least for a photo, 10 % for a ticket estimated from typed text.
    expect(fallbackChance([40, 60])).toBe(5);
    expect(fallbackChance([40, 60], true)).toBe(10);
    expect(fallbackChance([12])).toBe(8);
    expect(fallbackChance([12], true)).toBe(10);
    expect(fallbackChance([8])).toBe(13);
    expect(fallbackChance([1.85, 2.4])).toBe(fallbackChance([1.85, 2.4]));
    expect(fallbackChance([])).toBeNull();
  });
});
