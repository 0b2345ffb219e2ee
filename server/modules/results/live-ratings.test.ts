import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
import { AnalysisState } from '../analysis/model/analysis-state';
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
  /** This process's ratings and results, as AppServices holds them. */
  let analysis: AnalysisState;
  beforeEach(() => {
    analysis = new AnalysisState();
  });
  afterAll(async () => {
    server.close();
    await handle.close();
  });

  it('moves a club’s latest result, form and rating date to the newer season, then learns new results one by one', async () => {
    const live = new LiveRatings(analysis);
    expect(await live.sync(handle.db)).toBe('unchanged');
    expect(analysis.currentFit()).toEqual({ id: 'shipped', fittedAt: null, lastResultDate: '2025-05-31' });
    expect(analysis.history.latestResultDate(liverpool)).toBe('2025-05-25');
    const shippedRating = analysis.ratings()!.team('Liverpool')!;
    expect(shippedRating.last).toBe('2025-05-25');

    await updateResults({ db: handle.db, providers, logger });
    expect(await live.sync(handle.db)).toBe('rewalked');
    expect(analysis.history.latestResultDate(liverpool)).toBe('2026-05-09');
    expect(analysis.history.form(liverpool).matches[0]).toMatchObject({
      date: '2026-05-09',
      home: 'Liverpool',
      away: 'Chelsea',
    });
    const walked = analysis.ratings()!.team('Liverpool')!;
    expect(walked).toMatchObject({ last: '2026-05-09', games: shippedRating.games + 3 });
    expect(walked.rating).not.toBe(shippedRating.rating);
    expect(analysis.currentFit()).toEqual({ id: 'shipped', fittedAt: null, lastResultDate: '2026-05-11' });
    expect(analysis.ratings()!.file.lastSeason).toBe('2025-26');
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
    const learnt = analysis.ratings()!.team('Liverpool')!;
    expect(learnt.last).toBe('2026-05-17');
    // Learning one result after another ends where a walk over all of them from the start ends.
    const fresh = new AnalysisState();
    expect(await new LiveRatings(fresh).sync(handle.db)).toBe('rewalked');
    expect(fresh.ratings()!.team('Liverpool')!.rating).toBeCloseTo(learnt.rating, 6);
  });

  it('a refit is stored for every process, and the ratings say which fit they come from', async () => {
    await handle.db.delete(matchResults);
    await updateResults({ db: handle.db, providers, logger });
    const live = new LiveRatings(analysis, { refitRounds: 0 });
    await live.sync(handle.db);
    const now = new Date('2026-05-12T04:00:00Z');
    expect(live.isRefitDue(now)).toBe(true);
    const fit = await live.refit(handle.db, now);
    expect(fit).toMatchObject({ lastResultDate: '2026-05-11', scoredFrom: '2016-07-01' });
    expect(fit.matches).toBeGreaterThan(30_000);
    expect(analysis.currentFit()).toEqual({
      id: fit.id,
      fittedAt: now.toISOString(),
      lastResultDate: '2026-05-11',
    });
    expect(live.isRefitDue(new Date('2026-05-20T04:00:00Z'))).toBe(false);

    // Another process finds the fit in the database.
    const other = new AnalysisState();
    expect(await new LiveRatings(other).sync(handle.db)).toBe('rewalked');
    expect(other.currentFit()?.id).toBe(fit.id);
    expect(await handle.db.select().from(ratingFits)).toHaveLength(1);
  });
});
