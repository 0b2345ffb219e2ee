import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { serveRecording } from '../../../tests/support/msw';
import { OPENFOOTBALL, openFootballHandlers } from '../../../tests/mocks/results/openfootball';
import { createLogger } from '../../lib/logger';
import { OPENFOOTBALL_LEAGUES } from './leagues';
import { OpenFootballProvider, seasonFolders } from './openfootball';
import { ResultsSourceError } from './types';

const server = setupServer(...openFootballHandlers());
const logger = createLogger('silent');
const now = () => new Date('2025-08-26T06:00:00Z');
const provider = () => new OpenFootballProvider(OPENFOOTBALL, logger, now);

describe('openfootball/football.json (recorded Premier League and Scottish Premiership 2025-26 files)', () => {
  const requests = serveRecording(server);

  it("reads every known league's season file, keeping played matches with their scores and names as spelt", async () => {
    const results = await provider().finished(new Date('2025-08-01T00:00:00Z'));
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual(
      Object.keys(OPENFOOTBALL_LEAGUES).map((c) => `/openfootball/football.json/master/2025-26/${c}.json`),
    );
    // 20 played Premier League matches; the Scottish file's 6 fixtures are not played yet; the other
    // leagues' files are missing (404) and skipped.
    expect(results).toHaveLength(20);
    expect(results[0]).toEqual({
      date: '2025-08-15',
      league: 'Premier League',
      home: 'Liverpool FC',
      away: 'AFC Bournemouth',
      homeGoals: 4,
      awayGoals: 2,
      htHomeGoals: 1,
      htAwayGoals: 0,
      source: 'openfootball:2025-26/en.1.json',
    });
    // No half-time score in the file: null, not 0-0.
    expect(results.find((r) => r.home === 'Aston Villa FC')).toMatchObject({
      homeGoals: 0,
      awayGoals: 0,
      htHomeGoals: null,
      htAwayGoals: null,
    });
    expect(results.some((r) => r.league === 'Scottish Premiership')).toBe(false);
  });

  it('keeps only the matches played on or after the day asked for', async () => {
    const results = await provider().finished(new Date('2025-08-22T00:00:00Z'));
    expect(results).toHaveLength(10);
    expect(results.every((r) => r.date >= '2025-08-22')).toBe(true);
  });

  it('reads both seasons when the days since cross July', () => {
    expect(seasonFolders(new Date('2026-05-20'), new Date('2026-08-10'))).toEqual(['2025-26', '2026-27']);
    expect(seasonFolders(new Date('2099-08-01'), new Date('2100-01-10'))).toEqual(['2099-00']);
  });

  it('fails as a whole when the host cannot be reached or answers something that is not a season file', async () => {
    server.use(http.get(`${OPENFOOTBALL}/:season/:file`, () => HttpResponse.error()));
    await expect(provider().finished(new Date('2025-08-01'))).rejects.toMatchObject({
      constructor: ResultsSourceError,
      source: 'openfootball',
    });
    server.use(http.get(`${OPENFOOTBALL}/:season/:file`, () => HttpResponse.json({ name: 'x' })));
    await expect(provider().finished(new Date('2025-08-01'))).rejects.toThrow(/no matches list/);
  });
});
