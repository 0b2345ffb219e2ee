import { describe, expect, it } from 'vitest';
import { readPick } from '../tickets/picks';
import type { PlayedGame } from './model/games';
import { settleBasketball, settleTennis } from './settle-game';

const game = (home: number[], away: number[], ot: [number, number] = [0, 0]): PlayedGame => ({
  sport: 'basketball',
  date: '2026-11-22',
  league: 'ABA League',
  home: 'Budućnost',
  away: 'Cedevita Olimpija',
  homePeriods: home,
  awayPeriods: away,
  homeOvertime: ot[0],
  awayOvertime: ot[1],
});
const settle = (code: string, g: PlayedGame, overtimeCounts = false) =>
  settleBasketball(readPick(code)!.parsed, g, overtimeCounts);

// 20-21-19-18 (78) against 22-18-20-18 (78), then 9:6 in overtime: 87:84.
const overtime = game([20, 21, 19, 18], [22, 18, 20, 18], [9, 6]);
// 24-19-22-23 (88) against 18-21-20-19 (78).
const regulation = game([24, 19, 22, 23], [18, 21, 20, 19]);

describe('basketball bets settled on the quarters', () => {
  it('settles a game decided in regular time on the final score, halves and quarters', () => {
    expect(settle('1', regulation)).toBe('won');
    expect(settle('2', regulation)).toBe('lost');
    expect(settle('Ukupno poena više 165.5', regulation)).toBe('won');
    expect(settle('Ukupno poena manje 165.5', regulation)).toBe('lost');
    expect(settle('H1 -9.5', regulation)).toBe('won');
    expect(settle('H1 -10.5', regulation)).toBe('lost');
    // Level after a whole line: the Asian handicap gives the stake back, the European one has lost (its draw is
    // an outcome of its own).
    expect(settle('AH2 +10', regulation)).toBe('void');
    expect(settle('H2 +10', regulation)).toBe('lost');
  });

  it('leaves a bet unsettled when overtime changes it and the market does not say whether overtime counts', () => {
    // Home won after overtime; regular time was a draw.
    expect(settle('1', overtime)).toBeNull();
    expect(settle('Ukupno poena više 160.5', overtime)).toBeNull();
    // Over 150.5 and under 180.5 come out the same either way.
    expect(settle('Ukupno poena više 150.5', overtime)).toBe('won');
    expect(settle('Ukupno poena manje 180.5', overtime)).toBe('won');
  });

  it('counts overtime where the market says so, and settles a draw bet on regular time', () => {
    expect(settle('1', overtime, true)).toBe('won');
    expect(settle('Ukupno poena više 160.5', overtime, true)).toBe('won');
    // A three-way result's X is a regular-time bet: overtime has no draw.
    expect(settle('X', overtime)).toBe('won');
    expect(settle('X2', overtime)).toBe('won');
  });
});

describe('tennis bets settled on the sets', () => {
  // 6:4 3:6 7:6 — the first player wins 2:1 in sets, 16:16 in games.
  const match: PlayedGame = {
    ...overtime,
    sport: 'tennis',
    homePeriods: [6, 3, 7],
    awayPeriods: [4, 6, 6],
    homeOvertime: 0,
    awayOvertime: 0,
  };
  const handicap = (code: string, unit: 'games' | 'sets' | null) =>
    settleTennis(readPick(code)!.parsed, match, unit);

  it('settles a handicap only in the unit its market names', () => {
    expect(handicap('AH2 +1.5', 'sets')).toBe('won');
    expect(handicap('AH1 -1.5', 'sets')).toBe('lost');
    expect(handicap('AH1 -0.5', 'games')).toBe('lost');
    expect(handicap('AH1 0', 'games')).toBe('void');
    // "H1 -1.5" is printed for games and for sets alike: without the unit it is not settled.
    expect(handicap('AH2 +1.5', null)).toBeNull();
  });
});
