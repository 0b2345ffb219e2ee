import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { leagueStanding } from './league-table';
import { seasonOf } from '../../../common/season';
import type { PlayedMatch } from './history';
import { AnalysisState } from './analysis-state';
import { analyseTicket } from '../analyse-ticket';
import { parseTypedTicket } from '../../tickets/parse-typed-ticket';

const game = (
  date: string,
  league: string,
  home: string,
  away: string,
  hg: number,
  ag: number,
): PlayedMatch => ({
  date,
  league,
  home,
  away,
  homeKey: home.toLowerCase(),
  awayKey: away.toLowerCase(),
  hg,
  ag,
});

/** Each club's results latest first, as ResultsHistory.form gives them. */
function byClub(games: PlayedMatch[]): (key: string) => PlayedMatch[] {
  return (key) =>
    games
      .filter((g) => g.homeKey === key || g.awayKey === key)
      .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

const L = 'Test League';
const round1 = [
  game('2025-08-10', L, 'Alfa', 'Beta', 3, 0),
  game('2025-08-10', L, 'Gama', 'Delta', 1, 0),
  game('2025-08-10', L, 'Eta', 'Zeta', 3, 2),
];
const round2 = [
  game('2025-08-17', L, 'Alfa', 'Gama', 1, 1),
  game('2025-08-17', L, 'Beta', 'Zeta', 4, 0),
  game('2025-08-17', L, 'Delta', 'Eta', 1, 0),
];
const others = [
  // Last season's games, another league's and a cup game, which is Alfa's latest result.
  game('2025-05-10', L, 'Beta', 'Alfa', 5, 0),
  game('2025-08-10', 'Other League', 'Omega', 'Sigma', 5, 0),
  game('2025-08-17', 'Other League', 'Sigma', 'Omega', 0, 5),
  game('2025-08-20', 'UEFA Champions League Qualifying', 'Omega', 'Alfa', 4, 0),
];
const history = byClub([...round1, ...round2, ...others]);
const today = new Date('2025-08-25T12:00:00Z');
const opts = { today, freshDays: 120 };

describe('a club’s place in its league’s table', () => {
  it('counts 3 points a win and 1 a draw, ties by goal difference then goals, of its league and season only', () => {
    const place = (club: string) => leagueStanding(club, history, opts);
    // Alfa 4 (+3), Gama 4 (+1), Beta 3 (+1, 4 goals), Eta 3 (0, 3 goals), Delta 3 (0, 1 goal), Zeta 0.
    expect(place('alfa')).toEqual({
      position: 1,
      teams: 6,
      points: 4,
      played: 2,
      league: L,
      season: '2025-26',
    });
    expect(['gama', 'beta', 'eta', 'delta', 'zeta'].map((c) => place(c)?.position)).toEqual([2, 3, 4, 5, 6]);
    expect(place('beta')).toMatchObject({ points: 3, played: 2 });
    expect(place('zeta')).toMatchObject({ points: 0, teams: 6 });
    // Another league's clubs are not in the table, and have too few clubs for one of their own.
    expect(place('omega')).toBeNull();
  });

  it('in a league whose rules rank level clubs by their games between them first, those games decide', () => {
    const serieA = byClub([...round1, ...round2].map((g) => ({ ...g, league: 'Serie A' })));
    // Beta, Eta and Delta have 3 points each; among them only Delta 1:0 Eta was played.
    expect(
      ['alfa', 'gama', 'delta', 'beta', 'eta', 'zeta'].map((c) => leagueStanding(c, serieA, opts)?.position),
    ).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('has none for a club whose latest result is not current', () => {
    expect(leagueStanding('alfa', history, { ...opts, today: new Date('2026-01-10T12:00:00Z') })).toBeNull();
    expect(leagueStanding('nobody', history, opts)).toBeNull();
  });

  it('has none from fewer than six clubs, a season its results do not cover from the start, or results missing', () => {
    expect(leagueStanding('alfa', history, { ...opts, minTeams: 7 })).toBeNull();
    const lateStart = byClub(
      [...round1, ...round2].map((g) => ({ ...g, date: g.date.replace('-08-', '-10-') })),
    );
    expect(
      leagueStanding('alfa', lateStart, { ...opts, today: new Date('2025-10-25T12:00:00Z') }),
    ).toBeNull();
    const uneven = byClub([
      ...round1,
      ...round2,
      ...['08-24', '08-31', '09-07', '09-14', '09-21'].map((d) => game(`2025-${d}`, L, 'Alfa', 'Beta', 1, 0)),
    ]);
    expect(leagueStanding('alfa', uneven, { ...opts, today: new Date('2025-09-25T12:00:00Z') })).toBeNull();
  });

  it('has none in a league past its split, where groups rank apart: a table of all points would be wrong', () => {
    const clubs = ['Alfa', 'Beta', 'Gama', 'Delta', 'Eta', 'Zeta'];
    // Each round the clubs meet in the pairs of a rotation, every club once a week from August.
    const season = (league: string, rounds: number) =>
      byClub(
        Array.from({ length: rounds }, (_, r) => {
          const day = new Date(Date.parse('2025-08-02T00:00:00Z') + r * 7 * 86_400_000)
            .toISOString()
            .slice(0, 10);
          const order = [clubs[0], ...clubs.slice(1).map((_, i) => clubs[1 + ((i + r) % 5)])];
          return [0, 1, 2].map((i) => game(day, league, order[i], order[5 - i], (r + i) % 3, 1));
        }).flat(),
      );
    const at = { ...opts, today: new Date('2026-03-10T12:00:00Z') };
    expect(leagueStanding('alfa', season('Serbian SuperLiga', 30), at)).toMatchObject({ played: 30 });
    expect(leagueStanding('alfa', season('Serbian SuperLiga', 31), at)).toBeNull();
    expect(leagueStanding('alfa', season(L, 31), at)).toMatchObject({ played: 31 });
  });

  it('early in a season, the league’s known clubs complete the table the opponents alone do not reach', () => {
    const first = byClub(round1);
    expect(leagueStanding('alfa', first, opts)).toBeNull();
    const clubsOf = (league: string) =>
      league === L ? ['alfa', 'beta', 'gama', 'delta', 'eta', 'zeta'] : [];
    expect(leagueStanding('alfa', first, { ...opts, clubsOf })).toMatchObject({
      position: 1,
      teams: 6,
      played: 1,
    });
  });

  it('files dates under European seasons', () => {
    expect(seasonOf('2025-07-01')).toBe('2025-26');
    expect(seasonOf('2026-06-30')).toBe('2025-26');
  });
});

describe('the report’s facts', () => {
  const analysis = new AnalysisState();
  beforeAll(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterAll(() => vi.useRealTimers());

  it('give each team of a current leg its place in the shipped season’s table (none past a split), and a stale team none', () => {
    vi.setSystemTime(new Date('2025-06-15T12:00:00Z'));
    const legs = parseTypedTicket('Crvena Zvezda - Partizan 1 1.80').legs;
    const [m] = analyseTicket(analysis, legs, 'rs').matches;
    // SuperLiga 2024-25 split into two groups after 30 rounds and played 37: no place is stated for it.
    expect(m.facts!.home).toMatchObject({ stale: false });
    expect(m.facts!.home.table).toBeUndefined();
    expect(m.facts!.away.table).toBeUndefined();
    // HNL 2024-25: Rijeka and Dinamo ended level on 65 points; Rijeka won their games (5:2) and the title.
    const [hnl] = analyseTicket(
      analysis,
      parseTypedTicket('Dinamo Zagreb - Rijeka 1 2.10').legs,
      'hr',
    ).matches;
    expect(hnl.facts!.home.table).toMatchObject({ position: 2, points: 65, teams: 10 });
    expect(hnl.facts!.away.table).toMatchObject({ position: 1, points: 65, teams: 10 });

    vi.setSystemTime(new Date('2026-11-24T12:00:00Z'));
    const [old] = analyseTicket(analysis, legs, 'rs').matches;
    expect(old.facts!.home).toMatchObject({ stale: true });
    expect(old.facts!.home.table).toBeUndefined();
    expect(old.facts!.away.table).toBeUndefined();
    // A bet the model does not price (corners) has the same old results: not current either.
    const corners = parseTypedTicket('Crvena Zvezda - Partizan Korneri 9+ 1.80').legs;
    const [c] = analyseTicket(analysis, corners, 'rs').matches;
    expect(c.facts!.home).toMatchObject({ stale: true, latest: '2025-05-24' });
    expect(c.facts!.away.stale).toBe(true);
    expect(c.facts!.home.table).toBeUndefined();
  });
});
