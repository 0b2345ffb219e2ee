import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  FOOTBALL_DATA_CO_UK,
  RECORDED_CSV_URLS,
  resultsHandlers,
} from '../../../tests/mocks/results/handlers';
import { createLogger } from '../../lib/logger';
import { FootballDataCoUkProvider, readSeasonFile, seasonCodes } from './football-data-co-uk';
import { ResultsSourceError } from './types';

const server = setupServer(...resultsHandlers);
const logger = createLogger('silent');
const at = (iso: string) => () => new Date(iso);

describe('football-data.co.uk season files (recorded 2025-26 E0 and D1)', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it('reads every played match, columns by name, dates and divisions in our form', async () => {
    const results = await new FootballDataCoUkProvider(RECORDED_CSV_URLS, logger).finished(new Date());
    // 20 Premier League and 9 Bundesliga rows; the file's empty trailing row is no match.
    expect(results).toHaveLength(29);
    expect(results[0]).toEqual({
      date: '2025-08-15',
      league: 'Premier League',
      home: 'Liverpool',
      away: 'Bournemouth',
      homeGoals: 4,
      awayGoals: 2,
      htHomeGoals: 1,
      htAwayGoals: 0,
      source: 'football-data.co.uk:mmz4281/2526/E0.csv',
    });
    expect(results.find((r) => r.home === 'Bayern Munich')).toMatchObject({
      date: '2025-08-22',
      league: 'Bundesliga',
      away: 'RB Leipzig',
      homeGoals: 6,
      awayGoals: 0,
    });
  });

  it('follows the season in play through {season}: every season from the date asked to today', async () => {
    expect(seasonCodes(new Date('2026-05-01'), new Date('2026-11-20'))).toEqual(['2526', '2627']);
    expect(seasonCodes(new Date('2025-07-01'), new Date('2026-06-30'))).toEqual(['2526']);
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname));
    const provider = new FootballDataCoUkProvider(
      [`${FOOTBALL_DATA_CO_UK}/mmz4281/{season}/E0.csv`],
      logger,
      at('2026-03-01T12:00:00Z'),
    );
    expect(await provider.finished(new Date('2025-09-01'))).toHaveLength(20);
    expect(asked).toEqual(['/mmz4281/2526/E0.csv']);
    server.events.removeAllListeners();
  });

  it('a file it cannot get is a ResultsSourceError with the status', async () => {
    const provider = new FootballDataCoUkProvider([`${FOOTBALL_DATA_CO_UK}/mmz4281/2526/XX.csv`], logger);
    const error = await provider.finished(new Date()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResultsSourceError);
    expect(error).toMatchObject({ source: 'football-data.co.uk', status: 404 });
    server.use(http.get(`${FOOTBALL_DATA_CO_UK}/mmz4281/:season/:file`, () => HttpResponse.error()));
    await expect(
      new FootballDataCoUkProvider(RECORDED_CSV_URLS, logger).finished(new Date()),
    ).rejects.toThrow('football-data.co.uk: unreachable');
  });

  it('older files: two-digit years, no half-time, unknown divisions and unplayed rows left out', () => {
    const text = [
      'Div,Date,HomeTeam,AwayTeam,FTHG,FTAG,FTR',
      'E0,08/08/15,Bournemouth,Aston Villa,0,1,A',
      'SC1,08/08/15,Hibernian,Falkirk,1,1,D',
      'E0,09/08/15,Chelsea,Swansea,,,',
    ].join('\n');
    expect(readSeasonFile(text, 'x')).toEqual([
      {
        date: '2015-08-08',
        league: 'Premier League',
        home: 'Bournemouth',
        away: 'Aston Villa',
        homeGoals: 0,
        awayGoals: 1,
        htHomeGoals: null,
        htAwayGoals: null,
        source: 'x',
      },
    ]);
  });
});
