import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { RECORDED_KEY, resultsHandlers, THE_ODDS_API } from '../../../tests/mocks/results/handlers';
import { createLogger } from '../../lib/logger';
import { TheOddsApiScoresProvider } from './the-odds-api-scores';
import { ResultsSourceError } from './types';

const server = setupServer(...resultsHandlers);
const logger = createLogger('silent');

describe('The Odds API v4 scores (recorded EPL answer of 11 May 2026)', () => {
  const asked: URL[] = [];
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url)));
  });
  afterEach(() => {
    server.resetHandlers();
    asked.length = 0;
  });
  afterAll(() => server.close());

  it('asks the active competitions the model knows for three days of scores and keeps completed games', async () => {
    const results = await new TheOddsApiScoresProvider(RECORDED_KEY, THE_ODDS_API, logger).finished();
    // Not the inactive Championship, the outright market, the J League or basketball.
    expect(asked.map((u) => u.pathname)).toEqual([
      '/v4/sports',
      '/v4/sports/soccer_epl/scores',
      '/v4/sports/soccer_germany_bundesliga/scores',
    ]);
    expect(Object.fromEntries(asked[1].searchParams)).toEqual({
      daysFrom: '3',
      dateFormat: 'iso',
      apiKey: RECORDED_KEY,
    });
    // Ten finished games; the one in play and the one not started are not results yet.
    expect(results).toHaveLength(10);
    expect(results.find((r) => r.home === 'Liverpool')).toEqual({
      date: '2026-05-09',
      league: 'Premier League',
      home: 'Liverpool',
      away: 'Chelsea',
      homeGoals: 1,
      awayGoals: 1,
      htHomeGoals: null,
      htAwayGoals: null,
      source: 'the-odds-api:soccer_epl',
    });
    expect(results.some((r) => r.home === 'Everton' || r.home === 'Arsenal')).toBe(false);
  });

  it('a refused key is a ResultsSourceError with the status', async () => {
    const error = await new TheOddsApiScoresProvider('wrong', THE_ODDS_API, logger)
      .finished()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResultsSourceError);
    expect(error).toMatchObject({ source: 'the-odds-api', status: 401 });
  });
});
