import { describe, expect, it } from 'vitest';
import { form, headToHead } from './history';
import { teamKey } from './team-names';

describe('head-to-head and form from the shipped results', () => {
  const zvezda = teamKey('Crvena Zvezda');
  const partizan = teamKey('Partizan');

  it('lists the latest meetings at either venue, newest first', () => {
    const meetings = headToHead(zvezda, partizan);
    expect(meetings).toHaveLength(5);
    for (const m of meetings) expect([m.homeKey, m.awayKey].sort()).toEqual([zvezda, partizan].sort());
    const dates = meetings.map((m) => m.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(headToHead(partizan, zvezda)).toEqual(meetings);
  });

  it('gives a club’s last five results with goals for and against', () => {
    const f = form(zvezda);
    expect(f.matches).toHaveLength(5);
    const gf = f.matches.reduce((s, m) => s + (m.venue === 'H' ? m.hg : m.ag), 0);
    expect(f.goalsFor).toBe(gf);
    for (const m of f.matches) {
      const [own, other] = m.venue === 'H' ? [m.hg, m.ag] : [m.ag, m.hg];
      expect(m.result).toBe(own > other ? 'W' : own === other ? 'D' : 'L');
    }
    expect(form('no such club').matches).toEqual([]);
  });
});
