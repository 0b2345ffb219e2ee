import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import {
  FOOTBALL_DATA_ORG,
  RECORDED_CSV_URLS,
  RECORDED_KEY,
  resultsHandlers,
  THE_ODDS_API,
} from '../../../tests/mocks/results/handlers';
import { createTestDatabase } from '../../../tests/support/test-db';
import type { DatabaseHandle } from '../../db/client';
import { matchResults } from '../../db/schema/results';
import { createLogger } from '../../lib/logger';
import { createResultsProviders, type FetchedResult } from '../../providers/results';
import { storeResults } from './store-results';
import { seasonOf } from '../../common/season';
import { updateResults } from './update-results';

const server = setupServer(...resultsHandlers);
const logger = createLogger('silent');
const providers = () =>
  createResultsProviders(
    {
      RESULTS_CSV_URLS: RECORDED_CSV_URLS.join(','),
      FOOTBALL_DATA_ORG_KEY: RECORDED_KEY,
      FOOTBALL_DATA_ORG_BASE_URL: FOOTBALL_DATA_ORG,
      ODDS_API_KEY: RECORDED_KEY,
      ODDS_API_BASE_URL: THE_ODDS_API,
    },
    logger,
    () => new Date('2026-05-11T21:00:00Z'),
  );
const result = (date: string, home: string, away: string, source = 'test:x'): FetchedResult => ({
  date,
  league: 'Premier League',
  home,
  away,
  homeGoals: 1,
  awayGoals: 0,
  htHomeGoals: null,
  htAwayGoals: null,
  source,
});

describe('data:update: fetch every source, store what is new', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    handle = await createTestDatabase();
  });
  afterEach(async () => {
    server.resetHandlers();
    await handle.db.delete(matchResults);
  });
  afterAll(async () => {
    server.close();
    await handle.close();
  });

  it('stores each match once across the three sources, and nothing on a second run', async () => {
    const first = await updateResults({ db: handle.db, providers: providers(), logger });
    expect(first.sources).toEqual([
      { source: 'football-data.co.uk', fetched: 29, stored: 29, alreadyKnown: 0 },
      // Five of its matches are E0.csv's matchday 2 under other names.
      { source: 'football-data.org', fetched: 15, stored: 10, alreadyKnown: 5 },
      // Five are football-data.org's games of 9 May 2026.
      { source: 'the-odds-api', fetched: 10, stored: 5, alreadyKnown: 5 },
    ]);
    expect(first.stored).toBe(44);
    const rows = await handle.db.select().from(matchResults);
    expect(rows).toHaveLength(44);
    // "Man City" (CSV), "Manchester City FC" (football-data.org), "Manchester City" (The Odds API): one club.
    expect(
      new Set(rows.filter((r) => /man/i.test(r.home) && /city/i.test(r.home)).map((r) => r.homeKey)),
    ).toEqual(new Set(['manchester city']));
    expect(rows.find((r) => r.home === 'West Ham' && r.date === '2025-08-22')).toMatchObject({
      season: '2025-26',
      away: 'Chelsea',
      source: 'football-data.co.uk:mmz4281/2526/E0.csv',
    });

    const second = await updateResults({ db: handle.db, providers: providers(), logger });
    expect(second.stored).toBe(0);
    // football-data.org is asked only from a week before the latest result it gave.
    expect(second.sources.map((s) => [s.fetched, s.alreadyKnown])).toEqual([
      [29, 29],
      [5, 5],
      [10, 10],
    ]);
    expect(await handle.db.select().from(matchResults)).toHaveLength(44);
  });

  it('a source that fails is reported and the others still store', async () => {
    const [csv, , odds] = providers();
    const report = await updateResults({
      db: handle.db,
      providers: [
        csv,
        ...createResultsProviders({ ...keys(), FOOTBALL_DATA_ORG_KEY: 'wrong' }, logger),
        odds,
      ],
      logger,
    });
    expect(report.sources[1]).toMatchObject({
      source: 'football-data.org',
      stored: 0,
      error: 'football-data.org: answered 403',
    });
    expect(report.stored).toBe(29 + 10);
  });

  it('knows a match the shipped files hold, and one a source dates a day later', async () => {
    // The shipped files end with this Championship play-off final (Sheffield United FC 1-2 Sunderland AFC).
    const shipped = await storeResults(handle.db, [result('2025-05-24', 'Sheffield United', 'Sunderland')]);
    expect(shipped).toMatchObject({ stored: 0, alreadyKnown: 1 });
    const late = await storeResults(handle.db, [
      result('2026-05-09', 'Liverpool FC', 'Chelsea FC'),
      result('2026-05-10', 'Liverpool', 'Chelsea'),
      result('2026-05-10', 'Chelsea', 'Liverpool'),
    ]);
    // The reverse fixture is another match.
    expect(late).toMatchObject({ stored: 2, alreadyKnown: 1 });
  });

  it('reports names no aliases group knows', async () => {
    const outcome = await storeResults(handle.db, [
      result('2026-05-09', 'Liverpool', 'Atletico Nowhere United'),
    ]);
    expect(outcome.unknownNames).toEqual(['Atletico Nowhere United']);
  });

  it('files a date under its European season', () => {
    expect(seasonOf('2025-08-15')).toBe('2025-26');
    expect(seasonOf('2026-05-24')).toBe('2025-26');
    expect(seasonOf('2026-07-01')).toBe('2026-27');
  });
});

function keys() {
  return {
    RESULTS_CSV_URLS: undefined,
    FOOTBALL_DATA_ORG_BASE_URL: FOOTBALL_DATA_ORG,
    ODDS_API_KEY: undefined,
    ODDS_API_BASE_URL: THE_ODDS_API,
  };
}
