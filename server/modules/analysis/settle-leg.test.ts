import { describe, expect, it } from 'vitest';
import { readPick } from '../tickets/picks';
import { settleLeg, type FinalScore } from './settle-leg';

/** Settles a printed code on a score "h:a" with the half-time score "(h:a)" when given. */
function settle(code: string, score: string) {
  const m = /^(\d+):(\d+)(?: \((\d+):(\d+)\))?$/.exec(score)!;
  const final: FinalScore = { hg: +m[1], ag: +m[2], ...(m[3] ? { hthg: +m[3], htag: +m[4] } : {}) };
  const pick = readPick(code)!.parsed;
  return settleLeg(pick, final);
}

describe('settling a played leg by what its bet means', () => {
  it('results, double chance and totals on the final score', () => {
    expect(settle('1', '2:1')).toBe('won');
    expect(settle('X', '2:1')).toBe('lost');
    expect(settle('X2', '1:1')).toBe('won');
    expect(settle('12', '0:0')).toBe('lost');
    expect(settle('UG 3+', '2:1')).toBe('won');
    expect(settle('UG 0-2', '2:1')).toBe('lost');
    expect(settle('GG', '2:1')).toBe('won');
    expect(settle('NG', '2:0')).toBe('won');
    expect(settle('T2 1+', '2:0')).toBe('lost');
  });

  it('halves on the half-time score; without it only when any split gives the same outcome', () => {
    expect(settle('I 1', '2:1 (1:0)')).toBe('won');
    expect(settle('II X', '2:1 (1:0)')).toBe('won');
    expect(settle('PK 1-1', '2:1 (1:0)')).toBe('won');
    expect(settle('PK X-1', '2:1 (1:0)')).toBe('lost');
    expect(settle('I 1', '2:1')).toBeNull();
    // 0:0 at the end was 0:0 at half-time too.
    expect(settle('I X', '0:0')).toBe('won');
    expect(settle('I UG 1+', '0:0')).toBe('lost');
  });

  it('handicaps, the handicap draw, negations and combinations', () => {
    expect(settle('H1 -1', '2:0')).toBe('won');
    expect(settle('H1 -1', '2:1')).toBe('lost');
    expect(settle('HX -1', '2:1')).toBe('won');
    expect(settle('ne 1', '1:1')).toBe('won');
    expect(settle('ne GG', '1:1')).toBe('lost');
    expect(settle('1&UG 3+', '2:1')).toBe('won');
    expect(settle('1&UG 3+', '1:0')).toBe('lost');
    expect(settle('1&GG', '0:1')).toBe('lost');
  });

  it('Asian lines: a whole line level after it is void, a quarter line goes the way of its half stakes', () => {
    expect(settleLeg({ kind: 'handicap', team: 'home', line: -1, style: 'asian' }, { hg: 2, ag: 1 })).toBe(
      'void',
    );
    expect(settleLeg({ kind: 'handicap', team: 'home', line: -1, style: 'asian' }, { hg: 3, ag: 1 })).toBe(
      'won',
    );
    expect(settleLeg({ kind: 'handicap', team: 'home', line: -0.75, style: 'asian' }, { hg: 2, ag: 1 })).toBe(
      'won',
    );
    expect(settleLeg({ kind: 'handicap', team: 'home', line: -0.25, style: 'asian' }, { hg: 1, ag: 1 })).toBe(
      'lost',
    );
  });

  it('says nothing when the score cannot tell: first goal after goals, corners, sets, unknown bets', () => {
    expect(settleLeg({ kind: 'first-goal', team: 'home' }, { hg: 1, ag: 1 })).toBeNull();
    expect(settleLeg({ kind: 'first-goal', team: 'none' }, { hg: 0, ag: 0 })).toBe('won');
    expect(settleLeg({ kind: 'corners', min: 10, max: null }, { hg: 1, ag: 1 })).toBeNull();
    expect(settleLeg({ kind: 'other', text: 'XYZ' }, { hg: 1, ag: 1 })).toBeNull();
    expect(settleLeg({ kind: 'result', period: 'Q1', outcome: '1' }, { hg: 1, ag: 1 })).toBeNull();
  });
});
