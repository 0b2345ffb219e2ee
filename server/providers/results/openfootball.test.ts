import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { serveRecording } from '../../../tests/support/msw';
import { OPENFOOTBALL, openFootballHandlers } from '../../../tests/mocks/results/openfootball';
import { createLogger } from '../../lib/logger';
import { OPENFOOTBALL_LEAGUES } from './leagues';
import { OpenFootballProvider, seasonFolders, zonedToUtc } from './openfootball';
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

  it("reads the schedule: matches not played yet in the days asked, their kick-off turned from the league's local time to UTC", async () => {
    const fixtures = await provider().upcoming(
      new Date('2025-08-01T00:00:00Z'),
      new Date('2025-08-02T23:59:00Z'),
    );
    // The Scottish file's two fixtures of 2 August (the other four are later); Premier League matches are played.
    expect(fixtures).toEqual([
      {
        kickoff: '2025-08-02T14:00:00.000Z',
        timeKnown: true,
        league: 'Scottish Premiership',
        home: 'Kilmarnock FC',
        away: 'Livingston FC',
        source: 'openfootball:2025-26/sco.1.json',
      },
      expect.objectContaining({ kickoff: '2025-08-02T16:30:00.000Z', home: 'Motherwell FC' }),
    ]);
  });

  it('reads each file once for an update’s results and schedule', async () => {
    const p = provider();
    await p.finished(new Date('2025-08-01T00:00:00Z'));
    await p.upcoming(new Date('2025-08-01T00:00:00Z'), new Date('2025-08-14T00:00:00Z'));
    expect(requests).toHaveLength(Object.keys(OPENFOOTBALL_LEAGUES).length);
  });

  it("turns a local time into UTC by the zone's offset on that day, summer time or not", () => {
    expect(zonedToUtc('2025-08-02', '15:00', 'Europe/London').toISOString()).toBe('2025-08-02T14:00:00.000Z');
    expect(zonedToUtc('2025-12-20', '15:00', 'Europe/London').toISOString()).toBe('2025-12-20T15:00:00.000Z');
    expect(zonedToUtc('2025-12-20', '20:00', 'Europe/Istanbul').toISOString()).toBe(
      '2025-12-20T17:00:00.000Z',
    );
    // The night summer time starts in Paris (30 March 2025, 02:00 → 03:00).
    expect(zonedToUtc('2025-03-30', '12:00', 'Europe/Paris').toISOString()).toBe('2025-03-30T10:00:00.000Z');
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
