import { describe, expect, it } from 'vitest';
import { GameResults, type PlayedGame } from './games';

const game = (date: string, home: string, away: string): PlayedGame => ({
  sport: 'basketball',
  date,
  league: 'ABA League',
  home,
  away,
  homePeriods: [20, 20, 20, 20],
  awayPeriods: [19, 19, 19, 19],
  homeOvertime: 0,
  awayOvertime: 0,
});

describe("finding a ticket's game", () => {
  const games = new GameResults();
  games.add([
    game('2026-11-21', 'Partizan Mozzart Bet', 'Crvena Zvezda Meridianbet'),
    game('2026-11-22', 'Real Madrid', 'Baskonia'),
    game('2026-11-22', 'Real Betis', 'Baskonia'),
  ]);

  it('finds it by the names bettors write, a day either side of the printed date', () => {
    expect(games.playedOn('basketball', 'Partizan', 'Crvena zvezda', '2026-11-21')?.home).toBe(
      'Partizan Mozzart Bet',
    );
    expect(games.playedOn('basketball', 'Partizan', 'Zvezda', '2026-11-22')).not.toBeNull();
    expect(games.playedOn('basketball', 'Partizan', 'Zvezda', '2026-11-24')).toBeNull();
    // Home and away the other way round is another game.
    expect(games.playedOn('basketball', 'Zvezda', 'Partizan', '2026-11-21')).toBeNull();
    expect(games.playedOn('football', 'Partizan', 'Zvezda', '2026-11-21')).toBeNull();
  });

  it('finds a tennis player by surname and initial, however the ticket and the source write them', () => {
    const tennis = new GameResults();
    tennis.add([{ ...game('2026-11-20', 'N. Djokovic', 'C. Alcaraz'), sport: 'tennis' }]);
    expect(tennis.playedOn('tennis', 'Đoković N.', 'Alcaraz C.', '2026-11-20')).not.toBeNull();
    expect(tennis.playedOn('tennis', 'Novak Đoković', 'Carlos Alcaraz', '2026-11-20')).not.toBeNull();
    expect(tennis.playedOn('tennis', 'Đoković M.', 'Alcaraz C.', '2026-11-20')).toBeNull();
  });

  it('finds none when the names fit two games, rather than settle the wrong one', () => {
    expect(games.playedOn('basketball', 'Real', 'Baskonia', '2026-11-22')).toBeNull();
    expect(games.playedOn('basketball', 'Real Madrid', 'Baskonia', '2026-11-22')?.home).toBe('Real Madrid');
  });
});
