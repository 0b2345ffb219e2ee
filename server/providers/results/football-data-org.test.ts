import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { serveRecording } from '../../../tests/support/msw';
import { FOOTBALL_DATA_ORG, RECORDED_KEY, resultsHandlers } from '../../../tests/mocks/results/handlers';
import { createLogger } from '../../lib/logger';
import { FootballDataOrgProvider } from './football-data-org';
import { FOOTBALL_DATA_ORG_COMPETITIONS } from './leagues';
import { ResultsSourceError } from './types';

const server = setupServer(...resultsHandlers);
const logger = createLogger('silent');
const now = () => new Date('2026-05-12T08:00:00Z');
const provider = (key = RECORDED_KEY) => new FootballDataOrgProvider(key, FOOTBALL_DATA_ORG, logger, now);

describe('football-data.org v4 (recorded Premier League 2025-26 answer)', () => {
  const requests = serveRecording(server);

  it('asks each known competition for finished matches of the days since, with the key in X-Auth-Token', async () => {
    const results = await provider().finished(new Date('2025-08-20T00:00:00Z'));
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual(
      Object.keys(FOOTBALL_DATA_ORG_COMPETITIONS).map((code) => `/v4/competitions/${code}/matches`),
    );
    for (const r of requests) {
      expect(r.headers.get('x-auth-token')).toBe(RECORDED_KEY);
      expect(Object.fromEntries(new URL(r.url).searchParams)).toEqual({
        status: 'FINISHED',
        dateFrom: '2025-08-20',
        dateTo: '2026-05-12',
      });
    }
    expect(results).toHaveLength(15);
    expect(results[0]).toEqual({
      date: '2025-08-22',
      league: 'Premier League',
      home: 'West Ham United FC',
      away: 'Chelsea FC',
      homeGoals: 1,
      awayGoals: 5,
      htHomeGoals: 1,
      htAwayGoals: 3,
      source: 'football-data.org:PL',
    });
    expect((await provider().finished(new Date('2026-01-01'))).map((r) => r.date)).toEqual(
      Array(5).fill('2026-05-09'),
    );
  });

  it('takes the 90-minute score of a match that went to extra time, and skips one without a score', async () => {
    const team = (id: number, name: string) => ({ id, name, shortName: name, tla: 'XXX', crest: '' });
    const score = (ft: number[], rt: number[] | null, ht: number[]) => ({
      winner: 'HOME_TEAM',
      duration: rt ? 'EXTRA_TIME' : 'REGULAR',
      fullTime: { home: ft[0], away: ft[1] },
      halfTime: { home: ht[0], away: ht[1] },
      ...(rt ? { regularTime: { home: rt[0], away: rt[1] }, extraTime: { home: 1, away: 0 } } : {}),
    });
    server.use(
      http.get(`${FOOTBALL_DATA_ORG}/v4/competitions/:code/matches`, ({ params }) =>
        HttpResponse.json({
          matches:
            params.code === 'CL'
              ? [
                  {
                    id: 1,
                    utcDate: '2026-03-11T20:00:00Z',
                    status: 'FINISHED',
                    homeTeam: team(5, 'FC Bayern München'),
                    awayTeam: team(86, 'Real Madrid CF'),
                    score: score([3, 2], [2, 2], [1, 0]),
                  },
                  {
                    id: 2,
                    utcDate: '2026-03-12T20:00:00Z',
                    status: 'FINISHED',
                    homeTeam: team(6, 'TBD'),
                    awayTeam: { id: null, name: null },
                    score: score([1, 0], null, [0, 0]),
                  },
                ]
              : [],
        }),
      ),
    );
    expect(await provider().finished(new Date('2026-03-01'))).toEqual([
      expect.objectContaining({
        league: 'UEFA Champions League',
        homeGoals: 2,
        awayGoals: 2,
        htHomeGoals: 1,
      }),
    ]);
  });

  it('a refused key is a ResultsSourceError with the status', async () => {
    await expect(provider('wrong').finished(new Date())).rejects.toMatchObject({
      constructor: ResultsSourceError,
      source: 'football-data.org',
      status: 403,
    });
  });
});
