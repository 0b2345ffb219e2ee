import { describe, expect, it } from 'vitest';
import { countForm, TEXTS, type SummaryFacts } from './texts';

describe('report wording', () => {
  it('uses the Serbian and Croatian count forms', () => {
    const form = (n: number) => countForm(n, 'one', 'few', 'many');
    expect([1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 112].map(form)).toEqual([
      'one',
      'few',
      'few',
      'many',
      'many',
      'many',
      'many',
      'one',
      'few',
      'many',
      'one',
      'many',
    ]);
  });

  it('agrees the summary with the number of legs in both languages', () => {
    const facts = (legs: number, unpricedOdds = 0): SummaryFacts => ({
      legs,
      odds: 3.3,
      unpricedOdds,
      chance: 0.28,
      usedModel: true,
      researched: false,
    });
    for (const lang of ['rs', 'hr'] as const) {
      const summary = TEXTS[lang].summary;
      expect(summary(facts(1))).toMatch(/^Analiziran je 1 par /);
      expect(summary(facts(2))).toMatch(/^Analizirana su 2 para /);
      expect(summary(facts(5))).toMatch(/^Analizirano je 5 parova /);
      expect(summary(facts(3, 2))).toContain('(bez 2 para bez');
      expect(summary(facts(7, 5))).toContain('(bez 5 parova bez');
      const risky = TEXTS[lang].insights.risky;
      expect(risky(1)).toMatch(/^1 par je rizičan /);
      expect(risky(3)).toMatch(/^3 para su rizična /);
      expect(risky(6)).toMatch(/^6 parova je rizično /);
    }
  });
});
