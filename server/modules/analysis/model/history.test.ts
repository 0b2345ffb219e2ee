import { afterEach, describe, expect, it } from 'vitest';
import { ResultsHistory } from './history';
import { teamKey } from './team-names';

const history = new ResultsHistory();

describe('head-to-head and form from the shipped results', () => {
  const zvezda = teamKey('Crvena Zvezda');
  const partizan = teamKey('Partizan');

  it('lists the latest meetings at either venue, newest first', () => {
    const meetings = history.headToHead(zvezda, partizan);
    expect(meetings).toHaveLength(5);
    for (const m of meetings) expect([m.homeKey, m.awayKey].sort()).toEqual([zvezda, partizan].sort());
    const dates = meetings.map((m) => m.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(history.headToHead(partizan, zvezda)).toEqual(meetings);
  });

  it('gives a club’s last five results with goals for and against', () => {
    const f = history.form(zvezda);
    expect(f.matches).toHaveLength(5);
    const gf = f.matches.reduce((s, m) => s + (m.venue === 'H' ? m.hg : m.ag), 0);
    expect(f.goalsFor).toBe(gf);
    for (const m of f.matches) {
      const [own, other] = m.venue === 'H' ? [m.hg, m.ag] : [m.ag, m.hg];
      expect(m.result).toBe(own > other ? 'W' : own === other ? 'D' : 'L');
    }
    expect(history.form('no such club').matches).toEqual([]);
  });
});

describe('results stored after the shipped files', () => {
  const liverpool = teamKey('Liverpool');
  const chelsea = teamKey('Chelsea');
  const played = (date: string, home: string, away: string, hg: number, ag: number) => ({
    date,
    league: 'Premier League',
    home,
    away,
    homeKey: teamKey(home),
    awayKey: teamKey(away),
    hg,
    ag,
  });
  afterEach(() => history.setStoredResults([]));

  it('move a club’s form, latest result and head-to-head forward, and leave other clubs alone', () => {
    expect(history.latestResultDate(liverpool)).toBe('2025-05-25');
    const zvezdaForm = history.form(teamKey('Crvena Zvezda'));
    history.setStoredResults([
      played('2025-08-15', 'Liverpool FC', 'AFC Bournemouth', 4, 2),
      played('2026-05-09', 'Liverpool', 'Chelsea FC', 1, 1),
    ]);
    expect(history.latestResultDate(liverpool)).toBe('2026-05-09');
    const f = history.form(liverpool);
    expect(f.matches.map((m) => m.date)).toEqual([
      '2026-05-09',
      '2025-08-15',
      '2025-05-25',
      '2025-05-19',
      expect.any(String),
    ]);
    expect(f.matches[0]).toMatchObject({ venue: 'H', result: 'D' });
    expect(history.headToHead(liverpool, chelsea)[0].date).toBe('2026-05-09');
    expect(history.form(teamKey('Crvena Zvezda'))).toEqual(zvezdaForm);
    history.setStoredResults([]);
    expect(history.latestResultDate(liverpool)).toBe('2025-05-25');
  });

  it('do not count a match the shipped files already hold twice', () => {
    const before = history.form(liverpool, 3);
    history.setStoredResults([played('2025-05-25', 'Liverpool FC', 'Crystal Palace FC', 1, 1)]);
    expect(history.form(liverpool, 3)).toEqual(before);
  });
});
