import { describe, expect, it } from 'vitest';
import { DemoOddsProvider, type DemoSchedule } from './demo';
import type { OddsEvent } from './types';

/** A stand-in schedule: three matches a day, at 09:00, 15:00 and 21:00 UTC, in two leagues. */
const asked: string[] = [];
const schedule: DemoSchedule = {
  leagues: ['Serbian SuperLiga', 'Premier League'],
  day(day) {
    const date = day.toISOString().slice(0, 10);
    asked.push(date);
    return [9, 15, 21].map((hour, i): OddsEvent => ({
      id: `${date}-${i}`,
      league: this.leagues[i % 2],
      home: `Home ${i}`,
      away: `Away ${i}`,
      commenceTime: new Date(day.getTime() + hour * 3_600_000).toISOString(),
      h2h: { home: 2, draw: 3.2, away: 3.6 },
    }));
  },
};

describe('the demo odds provider (no odds service configured)', () => {
  const demo = new DemoOddsProvider(schedule);

  it('is marked demo and offers football only', async () => {
    expect(demo).toMatchObject({ name: 'demo', demo: true, offers: ['football'] });
    expect(
      await demo.upcoming('basketball', new Date('2026-11-23T00:00:00Z'), new Date('2026-11-24T00:00:00Z')),
    ).toEqual([]);
  });

  it('gives the schedule’s matches starting strictly inside (from, to), across midnight', async () => {
    asked.length = 0;
    const from = new Date('2026-11-23T15:00:00Z');
    const events = await demo.upcoming('football', from, new Date(from.getTime() + 24 * 3_600_000));
    // 15:00 on the first day is not after `from`; 15:00 on the next day is not before `to`.
    expect(events.map((e) => e.id)).toEqual(['2026-11-23-2', '2026-11-24-0']);
    expect(asked).toEqual(['2026-11-23', '2026-11-24']);
  });

  it('names the schedule’s leagues as a real provider’s sports list does', async () => {
    expect(await demo.sports()).toEqual([
      { key: 'demo_serbian_superliga', group: 'Soccer', title: 'Serbian SuperLiga', active: true },
      { key: 'demo_premier_league', group: 'Soccer', title: 'Premier League', active: true },
    ]);
  });
});
