import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { serveRecording } from '../../../tests/support/msw';
import { API_BASKETBALL, apiBasketballHandlers } from '../../../tests/mocks/results/api-basketball';
import { API_SPORTS_KEY, API_SPORTS_SPENT_KEY } from '../../../tests/mocks/results/api-sports';
import { createLogger } from '../../lib/logger';
import { ApiBasketballProvider, basketballLeagues, basketballSeasons } from './api-basketball';
import { ResultsSourceError } from './types';

const server = setupServer(...apiBasketballHandlers());
const logger = createLogger('silent');
const now = () => new Date('2026-11-25T08:00:00Z');
const provider = (key = API_SPORTS_KEY, leagues = basketballLeagues(undefined)) =>
  new ApiBasketballProvider(key, API_BASKETBALL, logger, leagues, now, async () => {});

describe('API-Basketball v1 (stand-in answers of the ABA League and the EuroLeague)', () => {
  const requests = serveRecording(server);

  it('asks each league for the season with the key, and keeps finished games since the date with their quarters and overtime', async () => {
    const games = await provider().finishedGames(new Date('2026-11-18T00:00:00Z'));
    expect(requests.map((r) => Object.fromEntries(new URL(r.url).searchParams))).toEqual([
      { league: '12', season: '2026-2027' },
      { league: '120', season: '2026-2027' },
      { league: '198', season: '2026-2027' },
    ]);
    for (const r of requests) expect(r.headers.get('x-apisports-key')).toBe(API_SPORTS_KEY);
    // Not the game of 8 November (before the date), the one in play, the one not started, nor the one whose
    // total disagrees with its quarters.
    expect(games.map((g) => `${g.home}-${g.away}`).sort()).toEqual([
      'Buducnost-Cedevita Olimpija',
      'Crvena Zvezda-Fenerbahce',
      'Partizan-Crvena Zvezda',
      'Real Madrid-Partizan',
    ]);
    expect(games.find((g) => g.home === 'Buducnost')).toEqual({
      sport: 'basketball',
      date: '2026-11-22',
      league: 'ABA League',
      home: 'Buducnost',
      away: 'Cedevita Olimpija',
      homeScore: { periods: [20, 21, 19, 18], overtime: 9 },
      awayScore: { periods: [22, 18, 20, 18], overtime: 6 },
      source: 'api-basketball:198/2026-2027',
    });
    expect(games.find((g) => g.home === 'Partizan')?.homeScore.overtime).toBe(0);
  });

  it('refuses a league id that answers another competition rather than storing its games under the wrong name', async () => {
    const wrong = basketballLeagues('198:EuroLeague');
    await expect(provider(API_SPORTS_KEY, wrong).finishedGames(new Date('2026-11-18'))).rejects.toThrow(
      /league 198 answers "ABA League", not "EuroLeague"/,
    );
  });

  it('fails the source on a refused key or a spent quota (answered 200 with errors)', async () => {
    await expect(provider('wrong').finishedGames(new Date('2026-11-18'))).rejects.toMatchObject({
      status: 401,
    });
    const spent = provider(API_SPORTS_SPENT_KEY).finishedGames(new Date('2026-11-18'));
    await expect(spent).rejects.toBeInstanceOf(ResultsSourceError);
    await expect(spent).rejects.toMatchObject({ status: 429 });
  });

  it('fails the source on an answer that is not the API envelope', async () => {
    server.use(http.get(`${API_BASKETBALL}/games`, () => HttpResponse.json({ message: 'maintenance' })));
    await expect(provider().finishedGames(new Date('2026-11-18'))).rejects.toThrow(/response list/);
  });
});

describe('basketball seasons and the league setting', () => {
  it('names seasons as the API does, one per season the days touch', () => {
    expect(basketballSeasons(new Date('2026-06-20'), new Date('2026-11-25'))).toEqual([
      '2025-2026',
      '2026-2027',
    ]);
  });

  it('reads "id:Name" pairs and skips what is not one', () => {
    expect(basketballLeagues('120:EuroLeague, x, 198 : ABA League')).toEqual([
      { id: 120, league: 'EuroLeague', apiName: 'EuroLeague' },
      { id: 198, league: 'ABA League', apiName: 'ABA League' },
    ]);
  });
});
