import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/test-db';
import type { DatabaseHandle } from '../../db/client';
import { legOf } from '../tickets/confirmed-legs';
import type { Leg } from '../tickets/types';
import { insertReport } from './report-store';
import { trackRecord, TRACK_RECORD_TTL_MS } from './track-record';
import { AnalysisState } from '../analysis/model/analysis-state';

const analysis = new AnalysisState();

const NOW = new Date('2026-11-25T12:00:00Z');
// In the shipped results: Partizan 3:2 Vojvodina on 25. 5. 2025, Crvena Zvezda 3:1 Mladost Lučani on 24. 5. 2025.
const PV = ['Partizan', 'Vojvodina', '2025-05-25 19:00'] as const;
const ZM = ['Crvena Zvezda', 'Mladost Lučani', '2025-05-24 17:00'] as const;

interface Given {
  at: readonly [string, string, string];
  pick: string;
  odds: number;
  aiChance: number | null;
  impliedChance?: number;
  oddsDefaulted?: boolean;
}

/** A stored report whose legs are the given ones, each with the chance the analysis gave it. */
async function report(h: DatabaseHandle, given: Given[], source = 'manual') {
  const legs = given.map((g) =>
    legOf({ home: g.at[0], away: g.at[1], kickoff: g.at[2], pick: g.pick, odds: g.odds })!,
  );
  await insertReport(h.db, {
    source,
    userId: 'bettor',
    structuredData: { legs } satisfies { legs: Leg[] },
    report: {
      matches: given.map((g, i) => ({
        match: `${legs[i].home} - ${legs[i].away}`,
        aiChance: g.aiChance,
        ...(g.impliedChance !== undefined ? { impliedChance: g.impliedChance } : {}),
        ...(g.oddsDefaulted ? { oddsDefaulted: true } : {}),
      })),
    },
  });
}

describe('the public track record', () => {
  let h: DatabaseHandle;
  beforeAll(async () => {
    h = await createTestDatabase();
  });
  afterAll(() => h.close());

  it('says nothing is settled while no analysed leg has a result, then counts legs as they settle', async () => {
    const empty = await trackRecord({ db: h.db, analysis }, NOW);
    expect(empty).toMatchObject({ legs: 0, groups: [], brier: null, versusPrice: null });

    await report(h, [
      { at: PV, pick: '1', odds: 1.5, aiChance: 72, impliedChance: 65 }, // won
      { at: PV, pick: 'X', odds: 3.5, aiChance: 25, impliedChance: 28 }, // lost
      { at: PV, pick: 'UG 3+', odds: 2, aiChance: 52 }, // won; the price is 1/odds = 50 %
      // Not yet played on NOW: not counted.
      {
        at: ['Partizan', 'Vojvodina', '2027-01-10 19:00'],
        pick: '1',
        odds: 1.5,
        aiChance: 70,
        impliedChance: 66,
      },
      // Analysed after it was played: no chance was given, so it is not ours to count.
      { at: PV, pick: '2', odds: 6, aiChance: null, impliedChance: 16 },
    ]);
    await report(h, [
      { at: ZM, pick: '1', odds: 1.25, aiChance: 78, impliedChance: 80 }, // won
      { at: ZM, pick: 'GG', odds: 1.85, aiChance: 55, impliedChance: 54 }, // won
      { at: ZM, pick: '2', odds: 8, aiChance: 71, impliedChance: 12 }, // lost
      { at: ZM, pick: 'X', odds: 2, aiChance: 20, oddsDefaulted: true }, // lost; typed without a price
    ]);
    // A generated ticket is not an analysis of the user's legs.
    await report(h, [{ at: ZM, pick: '1', odds: 1.25, aiChance: 10 }], 'generator');

    // Kept for ten minutes: the new reports show once the kept computation is older than that.
    expect((await trackRecord({ db: h.db, analysis }, new Date(+NOW + 60_000))).legs).toBe(0);
    const later = new Date(+NOW + TRACK_RECORD_TTL_MS + 1);
    const r = await trackRecord({ db: h.db, analysis }, later);

    expect(r.legs).toBe(7);
    expect(r.won).toBe(4);
    expect(r.groups.map((g) => [g.from, g.legs])).toEqual([
      [20, 2],
      [50, 2],
      [70, 3],
    ]);
    const [low, mid, high] = r.groups;
    expect(low.averageChance).toBeCloseTo(22.5, 9);
    expect(low.wonShare).toBe(0);
    expect(mid.averageChance).toBeCloseTo(53.5, 9);
    expect(mid.wonShare).toBe(100);
    expect(high.averageChance).toBeCloseTo((72 + 78 + 71) / 3, 9);
    expect(high.wonShare).toBeCloseTo(200 / 3, 9);

    // By hand: (0,72−1)² + 0,25² + (0,52−1)² + (0,78−1)² + (0,55−1)² + 0,71² + 0,20², over 7.
    const ours6 = 0.0784 + 0.0625 + 0.2304 + 0.0484 + 0.2025 + 0.5041;
    expect(r.brier).toBeCloseTo((ours6 + 0.04) / 7, 9);
    // The price's chance on the six legs that had one: 65, 28, 50, 80, 54, 12.
    const price6 = 0.1225 + 0.0784 + 0.25 + 0.04 + 0.2116 + 0.0144;
    expect(r.versusPrice!.legs).toBe(6);
    expect(r.versusPrice!.ours).toBeCloseTo(ours6 / 6, 9);
    expect(r.versusPrice!.price).toBeCloseTo(price6 / 6, 9);
  });
});
