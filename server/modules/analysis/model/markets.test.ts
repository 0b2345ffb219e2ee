import { describe, expect, it } from 'vitest';
import type { Outcome, Pick } from '../../tickets/types';
import { halfGrid, resultProbs, scoreMatrix, FT_MAX, type GoalParams } from './goals';
import { pickProbability, priceable } from './markets';

const params: GoalParams = { beta: 1, rho: -0.06, htShare: 0.44 };
const OUT: Outcome[] = ['1', 'X', '2'];

describe.each([
  [1.6, 1.1],
  [2.8, 0.6],
  [0.7, 1.9],
])('markets from one score distribution (λ %s : %s)', (lh, la) => {
  const grid = halfGrid(lh, la, params);
  const p = (pick: Pick) => pickProbability(grid, pick)!;
  const result = (outcome: Outcome, period: 'FT' | 'H1' | 'H2' = 'FT') =>
    p({ kind: 'result', period, outcome });

  it('gives 1 + X + 2 = 1 in every period, and the same full-time result as the score matrix', () => {
    for (const period of ['FT', 'H1', 'H2'] as const)
      expect(OUT.reduce((s, o) => s + result(o, period), 0)).toBeCloseTo(1, 9);
    const fast = resultProbs(lh, la, params.rho);
    OUT.forEach((o, i) => expect(result(o)).toBeCloseTo(fast[i], 3));
    const m = scoreMatrix(lh, la, params.rho);
    expect(m.reduce((s, x) => s + x, 0)).toBeCloseTo(1, 9);
    expect(m[0]).toBeCloseTo(p({ kind: 'total-goals', period: 'FT', min: 0, max: 0 }), 3);
    expect(m.length).toBe((FT_MAX + 1) ** 2);
  });

  it('makes double chance the sum of its results', () => {
    expect(p({ kind: 'double-chance', period: 'FT', outcomes: '1X' })).toBeCloseTo(
      result('1') + result('X'),
      9,
    );
    expect(p({ kind: 'double-chance', period: 'FT', outcomes: 'X2' })).toBeCloseTo(
      result('X') + result('2'),
      9,
    );
    expect(p({ kind: 'double-chance', period: 'FT', outcomes: '12' })).toBeCloseTo(1 - result('X'), 9);
    expect(p({ kind: 'double-chance', period: 'H1', outcomes: '1X' })).toBeCloseTo(
      result('1', 'H1') + result('X', 'H1'),
      9,
    );
  });

  it('splits half-time/full-time into the half-time and full-time results', () => {
    let all = 0;
    for (const ft of OUT) {
      const byHt = OUT.reduce((s, ht) => s + p({ kind: 'ht-ft', ht, ft }), 0);
      expect(byHt).toBeCloseTo(result(ft), 9);
      all += byHt;
    }
    for (const ht of OUT)
      expect(OUT.reduce((s, ft) => s + p({ kind: 'ht-ft', ht, ft }), 0)).toBeCloseTo(result(ht, 'H1'), 9);
    expect(all).toBeCloseTo(1, 9);
  });

  it('makes over + under = 1 and ranges add up, in each period', () => {
    for (const period of ['FT', 'H1', 'H2'] as const)
      for (const n of [1, 2, 3, 4]) {
        const over = p({ kind: 'total-goals', period, min: n, max: null });
        const under = p({ kind: 'total-goals', period, min: 0, max: n - 1 });
        expect(over + under).toBeCloseTo(1, 9);
      }
    const r = (min: number, max: number | null) => p({ kind: 'total-goals', period: 'FT', min, max });
    expect(r(0, 1) + r(2, 3) + r(4, null)).toBeCloseTo(1, 9);
    expect(r(2, 3)).toBeCloseTo(r(2, null) - r(4, null), 9);
  });

  it('makes GG + NG = 1 and GG at most each team scoring', () => {
    const gg = p({ kind: 'btts', yes: true });
    expect(gg + p({ kind: 'btts', yes: false })).toBeCloseTo(1, 9);
    expect(gg).toBeLessThanOrEqual(p({ kind: 'team-goals', team: 'home', min: 1, max: null }) + 1e-12);
    expect(gg).toBeLessThanOrEqual(p({ kind: 'team-goals', team: 'away', min: 1, max: null }) + 1e-12);
    const home0 = p({ kind: 'team-goals', team: 'home', min: 0, max: 0 });
    expect(home0).toBeCloseTo(1 - p({ kind: 'team-goals', team: 'home', min: 1, max: null }), 9);
  });

  it('prices handicaps from the goal difference (level after the line loses)', () => {
    expect(p({ kind: 'handicap', team: 'home', line: -0.5 })).toBeCloseTo(result('1'), 9);
    expect(p({ kind: 'handicap', team: 'home', line: 0.5 })).toBeCloseTo(result('1') + result('X'), 9);
    expect(p({ kind: 'handicap', team: 'away', line: 0.5 })).toBeCloseTo(result('2') + result('X'), 9);
    expect(p({ kind: 'handicap', team: 'home', line: 0 })).toBeCloseTo(result('1'), 9);
    expect(p({ kind: 'handicap', team: 'home', line: -1 })).toBeLessThan(result('1'));
    expect(p({ kind: 'handicap', team: 'home', line: -1 })).toBeCloseTo(
      p({ kind: 'handicap', team: 'home', line: -1.5 }),
      9,
    );
  });

  it('prices the bet of the period the ticket names, not the full time (reader round three)', () => {
    const h1 = (pick: Pick) => p(pick);
    expect(h1({ kind: 'btts', yes: true, period: 'H1' })).toBeLessThan(p({ kind: 'btts', yes: true }));
    expect(h1({ kind: 'team-goals', team: 'home', min: 1, max: null, period: 'H1' })).toBeCloseTo(
      1 - h1({ kind: 'team-goals', team: 'home', min: 0, max: 0, period: 'H1' }),
      9,
    );
    expect(h1({ kind: 'handicap', team: 'home', line: -0.5, period: 'H2' })).toBeCloseTo(
      result('1', 'H2'),
      9,
    );
    expect(h1({ kind: 'correct-score', home: 0, away: 0, period: 'H1' })).toBeCloseTo(
      p({ kind: 'total-goals', period: 'H1', min: 0, max: 0 }),
      9,
    );
  });

  it('prices a negated bet as everything but its bet, and the handicap draw as level after the line', () => {
    expect(p({ kind: 'not', pick: { kind: 'result', period: 'FT', outcome: '1' } })).toBeCloseTo(
      result('X') + result('2'),
      9,
    );
    expect(p({ kind: 'not', pick: { kind: 'ht-ft', ht: '1', ft: '1' } })).toBeCloseTo(
      1 - p({ kind: 'ht-ft', ht: '1', ft: '1' }),
      9,
    );
    const line = (outcome?: Outcome) => p({ kind: 'handicap', team: 'home', line: -1, outcome });
    const draw = line('X');
    expect(line() + draw + p({ kind: 'handicap', team: 'away', line: 1 })).toBeCloseTo(1, 9);
    expect(draw).toBeGreaterThan(0);
    // An Asian half line is two-way like the European one; a whole or quarter line can push: not priced.
    expect(p({ kind: 'handicap', team: 'home', line: -1.5, style: 'asian' })).toBeCloseTo(line(), 9);
    expect(pickProbability(grid, { kind: 'handicap', team: 'home', line: -1, style: 'asian' })).toBeNull();
    expect(pickProbability(grid, { kind: 'handicap', team: 'home', line: -0.25, style: 'asian' })).toBeNull();
  });

  it('gives the first goal to home, away or nobody with total 1', () => {
    const first = (team: 'home' | 'away' | 'none') => p({ kind: 'first-goal', team });
    expect(first('home') + first('away') + first('none')).toBeCloseTo(1, 9);
    expect(first('none')).toBeCloseTo(p({ kind: 'total-goals', period: 'FT', min: 0, max: 0 }), 9);
    expect(first('home') > first('away')).toBe(lh > la);
  });

  it('prices combinations jointly from the same distribution, not as independent legs', () => {
    const win: Pick = { kind: 'result', period: 'FT', outcome: '1' };
    const over: Pick = { kind: 'total-goals', period: 'FT', min: 3, max: null };
    const under: Pick = { kind: 'total-goals', period: 'FT', min: 0, max: 2 };
    const both = p({ kind: 'combo', parts: [win, over] });
    expect(both + p({ kind: 'combo', parts: [win, under] })).toBeCloseTo(result('1'), 9);
    expect(both).toBeLessThanOrEqual(Math.min(result('1'), p(over)));
    expect(p({ kind: 'combo', parts: [win, win] })).toBeCloseTo(result('1'), 9);
    expect(p({ kind: 'combo', parts: [win, { kind: 'result', period: 'FT', outcome: '2' }] })).toBe(0);
    expect(
      p({
        kind: 'combo',
        parts: [
          { kind: 'btts', yes: true },
          { kind: 'total-goals', period: 'FT', min: 0, max: 1 },
        ],
      }),
    ).toBe(0);
    expect(
      p({
        kind: 'combo',
        parts: [
          { kind: 'first-goal', team: 'home' },
          { kind: 'first-goal', team: 'away' },
        ],
      }),
    ).toBe(0);
  });
});

describe('what the model does not price', () => {
  it('leaves basketball quarters, tennis sets and games, corners and cards to the price', () => {
    for (const pick of [
      { kind: 'result', period: 'Q1', outcome: '1' },
      { kind: 'total-goals', period: 'S1', min: 3, max: null },
      { kind: 'set-score', home: 2, away: 0 },
      { kind: 'games-total', line: 22.5, over: true },
      { kind: 'corners', min: 10, max: null },
      { kind: 'cards', min: 0, max: 4 },
      { kind: 'not', pick: { kind: 'corners', min: 10, max: null } },
    ] satisfies Pick[])
      expect(priceable(pick)).toBe(false);
  });

  it('leaves points totals and unknown text, and combinations with them, to other sources', () => {
    const grid = halfGrid(1.4, 1.1, params);
    const points: Pick = { kind: 'points-total', line: 165.5, over: true };
    expect(pickProbability(grid, points)).toBeNull();
    expect(priceable({ kind: 'other', text: 'korneri' })).toBe(false);
    expect(priceable({ kind: 'combo', parts: [{ kind: 'btts', yes: true }, points] })).toBe(false);
    expect(priceable({ kind: 'btts', yes: true })).toBe(true);
  });

  it('keeps the favourite favoured as the rate gap grows', () => {
    const [h1] = resultProbs(1.5, 1.2, params.rho);
    const [h2] = resultProbs(2.2, 0.9, params.rho);
    expect(h2).toBeGreaterThan(h1);
  });
});
