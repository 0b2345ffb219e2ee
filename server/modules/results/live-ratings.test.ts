import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import {
  RECORDED_CSV_URLS,
  RECORDED_KEY,
  resultsHandlers,
  THE_ODDS_API,
} from '../../../tests/mocks/results/handlers';
import { createTestDatabase } from '../../../tests/support/test-db';
import type { DatabaseHandle } from '../../db/client';
import { matchResults, ratingFits } from '../../db/schema/results';
import { createLogger } from '../../lib/logger';
import { createResultsProviders } from '../../providers/results';
import { form, latestResultDate, setStoredResults } from '../analysis/model/history';
import { currentFit, ratings, setRatings } from '../analysis/model/ratings';
import { teamKey } from '../analysis/model/team-names';
import { LiveRatings } from './live-ratings';
import { storeResults } from './store-results';
import { updateResults } from './update-results';

const server = setupServer(...resultsHandlers);
const logger = createLogger('silent');
const providers = createResultsProviders(
  {
    RESULTS_CSV_URLS: RECORDED_CSV_URLS.join(','),
    FOOTBALL_DATA_ORG_KEY: undefined,
    FOOTBALL_DATA_ORG_BASE_URL: 'https://api.football-data.org',
    ODDS_API_KEY: RECORDED_KEY,
    ODDS_API_BASE_URL: THE_ODDS_API,
  },
  logger,
);
const liverpool = teamKey('Liverpool');

describe('ratings and form follow the stored results', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    handle = await createTestDatabase();
  });
  afterEach(() => {
    setRatings(undefined);
    setStoredResults([]);
  });
  afterAll(async () => {
    server.close();
    await handle.close();
  });

  it('moves a club’s latest result, form and rating date to the newer season, then learns new results one by one', async () => {
    const live = new LiveRatings();
    expect(await live.sync(handle.db)).toBe('unchanged');
    expect(currentFit()).toEqual({ id: 'shipped', fittedAt: null, lastResultDate: '2025-05-31' });
    expect(latestResultDate(liverpool)).toBe('2025-05-25');
    const shippedRating = ratings()!.team('Liverpool')!;
    expect(shippedRating.last).toBe('2025-05-25');

    await updateResults({ db: handle.db, providers, logger });
    expect(await live.sync(handle.db)).toBe('rewalked');
    expect(latestResultDate(liverpool)).toBe('2026-05-09');
    expect(form(liverpool).matches[0]).toMatchObject({
      date: '2026-05-09',
      home: 'Liverpool',
      away: 'Chelsea',
    });
    const walked = ratings()!.team('Liverpool')!;
    expect(walked).toMatchObject({ last: '2026-05-09', games: shippedRating.games + 3 });
    expect(walked.rating).not.toBe(shippedRating.rating);
    expect(currentFit()).toEqual({ id: 'shipped', fittedAt: null, lastResultDate: '2026-05-11' });
    expect(ratings()!.file.lastSeason).toBe('2025-26');
    expect(await live.sync(handle.db)).toBe('unchanged');

    await storeResults(handle.db, [
      {
        date: '2026-05-17',
        league: 'Premier League',
        home: 'Aston Villa',
        away: 'Liverpool',
        homeGoals: 2,
        awayGoals: 0,
        htHomeGoals: 1,
        htAwayGoals: 0,
        source: 'test:x',
      },
    ]);
    expect(await live.sync(handle.db)).toBe('learnt');
    const learnt = ratings()!.team('Liverpool')!;
    expect(learnt.last).toBe('2026-05-17');
    // Learning one result after another ends where a walk over all of them from the start ends.
    expect(await new LiveRatings().sync(handle.db)).toBe('rewalked');
    expect(ratings()!.team('Liverpool')!.rating).toBeCloseTo(learnt.rating, 6);
  });

  it('a refit is stored for every process, and the ratings say which fit they come from', async () => {
    await handle.db.delete(matchResults);
    await updateResults({ db: handle.db, providers, logger });
    const live = new LiveRatings({ refitRounds: 0 });
    await live.sync(handle.db);
    const now = new Date('2026-05-12T04:00:00Z');
    expect(live.isRefitDue(now)).toBe(true);
    const fit = await live.refit(handle.db, now);
    expect(fit).toMatchObject({ lastResultDate: '2026-05-11', scoredFrom: '2016-07-01' });
    expect(fit.matches).toBeGreaterThan(30_000);
    expect(currentFit()).toEqual({ id: fit.id, fittedAt: now.toISOString(), lastResultDate: '2026-05-11' });
    expect(live.isRefitDue(new Date('2026-05-20T04:00:00Z'))).toBe(false);

    // Another process finds the fit in the database.
    setRatings(undefined);
    expect(await new LiveRatings().sync(handle.db)).toBe('rewalked');
    expect(currentFit()?.id).toBe(fit.id);
    expect(await handle.db.select().from(ratingFits)).toHaveLength(1);
  });
});
