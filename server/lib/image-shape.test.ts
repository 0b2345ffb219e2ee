import { describe, expect, it } from 'vitest';
import { OCR_BUDGET, ocrBudgetMs, ocrScale } from './image-shape';

describe('the OCR time budget', () => {
  const budgetOf = (width: number, height: number) => {
    const s = ocrScale(width, height);
    return ocrBudgetMs(Math.floor(width * s) * Math.floor(height * s));
  };

  it('gives the largest real ticket photos more than twice what they were measured to need', () => {
    // The slowest measured on a busy core (npm run bench:ocr-budget): 12 MP phone photo 5.7 s, 36 MP long slip
    // 26 s, a 1,170 × 9,360 px full-page screenshot 17.5 s.
    expect(budgetOf(3000, 4000)).toBeGreaterThan(2 * 5_700);
    expect(budgetOf(3000, 12000)).toBeGreaterThanOrEqual(2 * 26_000);
    expect(budgetOf(1170, 9360)).toBeGreaterThan(2 * 17_500);
    expect(budgetOf(6120, 8160)).toBeGreaterThan(2 * 5_700);
  });

  it('never lets one page hold a worker for long: far under the two minutes a dense page once took', () => {
    expect(budgetOf(4000, 10000)).toBeLessThanOrEqual(OCR_BUDGET.maxMs);
    expect(budgetOf(1200, 1600)).toBeLessThan(25_000);
    expect(budgetOf(3000, 4000)).toBeLessThan(40_000);
    expect(OCR_BUDGET.maxMs).toBeLessThanOrEqual(60_000);
  });
});
