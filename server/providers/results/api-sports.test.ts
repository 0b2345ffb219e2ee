import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { serveRecording } from '../../../tests/support/msw';
import {
  API_SPORTS,
  API_SPORTS_KEY,
  API_SPORTS_SPENT_KEY,
  apiSportsHandlers,
  apiSportsRecorded,
  quota,
} from '../../../tests/mocks/results/api-sports';
import { createLogger } from '../../lib/logger';
import { seasonStartYears as seasonsBetween } from '../../common/season';
import { ApiSportsProvider } from './api-sports';
import { API_SPORTS_LEAGUES } from './leagues';
import { ResultsSourceError } from './types';

const server = setupServer(...apiSportsHandlers());
const logger = createLogger('silent');
const now = () => new Date('2025-05-27T08:00:00Z');
const provider = (key = API_SPORTS_KEY, sleep = async (_ms: number) => {}) =>
  new ApiSportsProvider(key, API_SPORTS, logger, now, sleep);

describe('API-Football v3 (recorded Serbian SuperLiga and HNL answers, end of 2024-25)', () => {
  const requests = serveRecording(server);

  it('asks every league for the finished fixtures of the days since, with the key in x-apisports-key', async () => {
    const results = await provider().finished(new Date('2025-05-20T00:00:00Z'));
    expect(requests.map((r) => new URL(r.url).searchParams.get('league'))).toEqual(
      Object.keys(API_SPORTS_LEAGUES),
    );
    for (const r of requests) {
      expect(r.headers.get('x-apisports-key')).toBe(API_SPORTS_KEY);
      expect(new URL(r.url).pathname).toBe('/fixtures');
      expect(Object.fromEntries(new URL(r.url).searchParams)).toMatchObject({
        season: '2024',
        from: '2025-05-20',
        to: '2025-05-27',
        status: 'FT-AET-PEN',
      });
    }
    // 6 Serbian and 3 Croatian finished matches; team names as API-Football spells them.
    expect(results).toHaveLength(9);
    expect(results.filter((r) => r.league === 'Serbian SuperLiga')).toHaveLength(6);
    expect(results.find((r) => r.home === 'Partizan')).toEqual({
      date: '2025-05-25',
      league: 'Serbian SuperLiga',
      home: 'Partizan',
      away: 'Vojvodina',
      homeGoals: 3,
      awayGoals: 2,
      htHomeGoals: 2,
      htAwayGoals: 0,
      source: 'api-sports:286/2024',
    });
    expect(results.find((r) => r.away === 'Hajduk Split')).toMatchObject({
      league: 'Croatian HNL',
      home: 'Sibenik',
      homeGoals: 0,
      awayGoals: 1,
      htHomeGoals: 0,
      htAwayGoals: 0,
    });
  });

  it('skips fixtures not finished (not started, postponed) even when the API lists them', async () => {
    server.use(
      http.get(`${API_SPORTS}/fixtures`, ({ request }) => {
        const league = new URL(request.url).searchParams.get('league');
        const answer =
          league === '286' || league === '210'
            ? apiSportsRecorded(`${league}-2024`)
            : { errors: [], paging: { current: 1, total: 1 }, response: [] };
        return HttpResponse.json(answer, { headers: quota(80, 9) });
      }),
    );
    const results = await provider().finished(new Date('2025-05-20T00:00:00Z'));
    expect(results).toHaveLength(9);
    expect(results.map((r) => `${r.home}-${r.away}`)).not.toContain('Vojvodina-Partizan');
    expect(results.map((r) => `${r.home}-${r.away}`)).not.toContain('Hajduk Split-Gorica');
  });

  it('reads the schedule: fixtures not started, with their kick-off in UTC (a postponed one is none)', async () => {
    const fixtures = await provider().upcoming(
      new Date('2025-05-27T00:00:00Z'),
      new Date('2025-06-10T00:00:00Z'),
    );
    expect(new URL(requests[0].url).searchParams.get('status')).toBe('NS');
    expect(fixtures).toEqual([
      {
        kickoff: '2025-05-31T18:00:00.000Z',
        timeKnown: true,
        league: 'Serbian SuperLiga',
        home: 'Vojvodina',
        away: 'Partizan',
        source: 'api-sports:286/2024',
      },
    ]);
  });

  it('takes the 90-minute score of a fixture decided after extra time, and the half-time score as null where missing', async () => {
    server.use(
      http.get(`${API_SPORTS}/fixtures`, ({ request }) => {
        const league = new URL(request.url).searchParams.get('league');
        return HttpResponse.json({
          errors: [],
          paging: { current: 1, total: 1 },
          response:
            league === '2'
              ? [
                  {
                    fixture: { id: 1, date: '2025-03-11T20:00:00+00:00', status: { short: 'AET' } },
                    league: { id: 2, season: 2024 },
                    teams: { home: { name: 'Bayern München' }, away: { name: 'Real Madrid' } },
                    goals: { home: 3, away: 2 },
                    score: {
                      halftime: { home: null, away: null },
                      fulltime: { home: 2, away: 2 },
                      extratime: { home: 1, away: 0 },
                      penalty: { home: null, away: null },
                    },
                  },
                ]
              : [],
        });
      }),
    );
    expect(await provider().finished(new Date('2025-03-01T00:00:00Z'))).toEqual([
      expect.objectContaining({
        league: 'UEFA Champions League',
        home: 'Bayern München',
        homeGoals: 2,
        awayGoals: 2,
        htHomeGoals: null,
        htAwayGoals: null,
      }),
    ]);
  });

  it('reads a paged answer page by page', async () => {
    server.use(
      http.get(`${API_SPORTS}/fixtures`, ({ request }) => {
        const params = new URL(request.url).searchParams;
        if (params.get('league') !== '286') return HttpResponse.json({ errors: [], response: [] });
        const page = Number(params.get('page') ?? 1);
        const all = apiSportsRecorded('286-2024').response;
        return HttpResponse.json({
          errors: [],
          paging: { current: page, total: 2 },
          response: page === 1 ? all.slice(0, 3) : all.slice(3),
        });
      }),
    );
    const results = await provider().finished(new Date('2025-05-20T00:00:00Z'));
    expect(results).toHaveLength(6);
    expect(
      requests
        .filter((r) => new URL(r.url).searchParams.get('league') === '286')
        .map((r) => new URL(r.url).searchParams.get('page')),
    ).toEqual([null, '2']);
  });

  it("waits for the next minute when the minute's requests are spent", async () => {
    const slept: number[] = [];
    server.use(
      http.get(`${API_SPORTS}/fixtures`, ({ request }) => {
        const league = new URL(request.url).searchParams.get('league');
        return HttpResponse.json(
          { errors: [], paging: { current: 1, total: 1 }, response: [] },
          { headers: quota(50, league === '315' ? 0 : 5) },
        );
      }),
    );
    await provider(API_SPORTS_KEY, async (ms) => void slept.push(ms)).finished(
      new Date('2025-05-20T00:00:00Z'),
    );
    expect(slept).toEqual([60_000]);
  });

  it('a refused key or a spent daily quota (answered 200 with errors) is a ResultsSourceError', async () => {
    await expect(provider('wrong').finished(new Date('2025-05-20'))).rejects.toMatchObject({
      constructor: ResultsSourceError,
      source: 'api-sports',
      status: 401,
      message: expect.stringContaining('token'),
    });
    await expect(provider(API_SPORTS_SPENT_KEY).finished(new Date('2025-05-20'))).rejects.toMatchObject({
      source: 'api-sports',
      status: 429,
      message: expect.stringContaining('request limit for the day'),
    });
    // One request each: a refusal stops the source at once.
    expect(requests).toHaveLength(2);
  });

  it('asks both seasons when the days since cross July', () => {
    expect(seasonsBetween(new Date('2025-05-20'), new Date('2025-08-10'))).toEqual([2024, 2025]);
    expect(seasonsBetween(new Date('2025-08-01'), new Date('2026-05-10'))).toEqual([2025]);
  });
});
