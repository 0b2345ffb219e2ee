import { describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { serveRecording } from '../../../tests/support/msw';
import { API_TENNIS, API_TENNIS_KEY, apiTennisHandlers } from '../../../tests/mocks/results/api-tennis';
import { createLogger } from '../../lib/logger';
import { ApiTennisProvider } from './api-tennis';
import { ResultsSourceError } from './types';

const server = setupServer(...apiTennisHandlers());
const logger = createLogger('silent');
const now = () => new Date('2026-11-25T08:00:00Z');
const provider = (key = API_TENNIS_KEY) => new ApiTennisProvider(key, API_TENNIS, logger, now);

describe('API-Tennis (stand-in answer of November 2026)', () => {
  const requests = serveRecording(server);

  it('asks a week at a time up to today, and keeps finished matches with the games of each set', async () => {
    const matches = await provider().finishedGames(new Date('2026-11-10T00:00:00Z'));
    expect(requests.map((r) => new URL(r.url).searchParams.get('date_start'))).toEqual([
      '2026-11-10',
      '2026-11-17',
      '2026-11-24',
    ]);
    expect(requests.map((r) => new URL(r.url).searchParams.get('date_stop'))).toEqual([
      '2026-11-16',
      '2026-11-23',
      '2026-11-25',
    ]);
    // Not the retirement, nor the match whose sets disagree with its result.
    expect(matches.map((m) => `${m.home} – ${m.away}`)).toEqual([
      'N. Djokovic – C. Alcaraz',
      'J. Sinner – A. Zverev',
      'A. Sabalenka – I. Swiatek',
    ]);
    expect(matches[0]).toEqual({
      sport: 'tennis',
      date: '2026-11-16',
      league: 'ATP Finals',
      home: 'N. Djokovic',
      away: 'C. Alcaraz',
      // The tie-break set "7.5" is 7 games.
      homeScore: { periods: [6, 3, 7], overtime: 0 },
      awayScore: { periods: [4, 6, 6], overtime: 0 },
      source: 'api-tennis:2026-11-16',
    });
  });

  it('asks at most four weeks back, however old the date it is given', async () => {
    await provider().finishedGames(new Date('2025-05-24T00:00:00Z'));
    expect(new URL(requests[0].url).searchParams.get('date_start')).toBe('2026-10-28');
    expect(requests).toHaveLength(5);
  });

  it('fails the source on a refused key, and never puts the key in the error', async () => {
    const refused = provider('wrong-key').finishedGames(new Date('2026-11-20'));
    await expect(refused).rejects.toBeInstanceOf(ResultsSourceError);
    await expect(refused).rejects.toThrow(/Wrong login credentials/);
    await expect(refused).rejects.not.toThrow(/wrong-key/);
  });
});
