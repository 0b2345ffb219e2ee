import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/test-db';
import type { DatabaseHandle } from '../../db/client';
import { legOf } from '../tickets/confirmed-legs';
import { insertReport } from './report-store';
import { listDashboard } from './list-dashboard';
import { AnalysisState } from '../analysis/model/analysis-state';
import { LiveRatings } from '../results/live-ratings';
import { storeResults } from '../results/store-results';

const NOW = new Date('2026-11-25T12:00:00Z');
const analysis = new AnalysisState();
const leg = (home: string, away: string, pick: string, kickoff: string) =>
  legOf({ home, away, pick, odds: 1.8, kickoff })!;

describe('"Moji izveštaji" settles each ticket when it is read', () => {
  let h: DatabaseHandle;
  beforeAll(async () => {
    h = await createTestDatabase();
  });
  afterAll(() => h.close());

  const ticket = (userId: string, legs: ReturnType<typeof leg>[]) =>
    insertReport(h.db, { source: 'manual', userId, structuredData: { legs }, report: { matches: [] } });

  it('shows played legs as won or lost with their score, and the ticket lost when one leg lost', async () => {
    // Partizan 3:2 Vojvodina (2:0 at half-time) on 25. 5. 2025; Crvena Zvezda 3:1 Mladost Lučani on 24. 5. 2025.
    await ticket('u-played', [
      leg('Partizan', 'Vojvodina', '1', '2025-05-25 19:00'),
      leg('Crvena Zvezda', 'Mladost Lučani', '2', '2025-05-24 17:00'),
    ]);
    const [item] = await listDashboard({ db: h.db, analysis }, 'u-played', NOW);
    expect(item.legs).toEqual([
      { match: 'Partizan – Vojvodina', pick: '1', state: 'won', score: '3:2', halfTime: '2:0' },
      { match: 'Crvena Zvezda – Mladost Lučani', pick: '2', state: 'lost', score: '3:1', halfTime: '2:0' },
    ]);
    expect(item.state).toBe('lost');
  });

  it('calls a ticket won when every leg won, and pending while a leg is still to be played', async () => {
    await ticket('u-won', [
      leg('Partizan', 'Vojvodina', 'GG', '2025-05-25 19:00'),
      leg('Crvena Zvezda', 'Mladost Lučani', '1', '2025-05-24 17:00'),
    ]);
    expect((await listDashboard({ db: h.db, analysis }, 'u-won', NOW))[0].state).toBe('won');

    await ticket('u-mixed', [
      leg('Partizan', 'Vojvodina', '1', '2025-05-25 19:00'),
      leg('Partizan', 'Vojvodina', '1', '2027-03-01 19:00'),
    ]);
    const [mixed] = await listDashboard({ db: h.db, analysis }, 'u-mixed', NOW);
    expect(mixed.legs.map((l) => l.state)).toEqual(['won', 'pending']);
    expect(mixed.legs[1].score).toBeUndefined();
    expect(mixed.state).toBe('pending');
  });

  it('settles a ticket analysed before its matches once the day to read it is after them', async () => {
    await ticket('u-later', [leg('Partizan', 'Vojvodina', '1', '2025-05-25 19:00')]);
    expect(
      (await listDashboard({ db: h.db, analysis }, 'u-later', new Date('2025-05-25T10:00:00Z')))[0].state,
    ).toBe('pending');
    expect(
      (await listDashboard({ db: h.db, analysis }, 'u-later', new Date('2025-05-26T10:00:00Z')))[0].state,
    ).toBe('won');
  });

  it('settles a leg with a result stored while the process runs, through the state the services hold', async () => {
    // Not in the shipped results (they end in May 2025): a result the daily update stores later.
    await ticket('u-stored', [leg('Liverpool', 'Chelsea', '1', '2026-05-09 17:30')]);
    const running = new AnalysisState();
    const before = await listDashboard({ db: h.db, analysis: running }, 'u-stored', NOW);
    expect(before[0].legs[0]).toEqual({ match: 'Liverpool – Chelsea', pick: '1', state: 'pending' });

    await storeResults(h.db, [
      {
        date: '2026-05-09',
        league: 'Premier League',
        home: 'Liverpool',
        away: 'Chelsea',
        homeGoals: 1,
        awayGoals: 1,
        htHomeGoals: 0,
        htAwayGoals: 1,
        source: 'test:stored',
      },
    ]);
    await new LiveRatings(running).sync(h.db);
    const [after] = await listDashboard({ db: h.db, analysis: running }, 'u-stored', NOW);
    expect(after.legs[0]).toEqual({
      match: 'Liverpool – Chelsea',
      pick: '1',
      state: 'lost',
      score: '1:1',
      halfTime: '0:1',
    });
    expect(after.state).toBe('lost');
    // A process that has not learnt the stored result yet still waits for it.
    expect((await listDashboard({ db: h.db, analysis }, 'u-stored', NOW))[0].state).toBe('pending');
  });
});
