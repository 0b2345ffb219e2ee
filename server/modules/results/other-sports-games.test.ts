import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { API_BASKETBALL, apiBasketballHandlers } from '../../../tests/mocks/results/api-basketball';
import { API_SPORTS_KEY } from '../../../tests/mocks/results/api-sports';
import { API_TENNIS, API_TENNIS_KEY, apiTennisHandlers } from '../../../tests/mocks/results/api-tennis';
import { createTestDatabase } from '../../../tests/support/test-db';
import type { DatabaseHandle } from '../../db/client';
import { createLogger } from '../../lib/logger';
import { createGamesProviders } from '../../providers/results';
import { analyseTicket } from '../analysis/analyse-ticket';
import { AnalysisState } from '../analysis/model/analysis-state';
import { legOf } from '../tickets/confirmed-legs';
import type { Leg } from '../tickets/types';
import { LiveRatings } from './live-ratings';
import { updateResults } from './update-results';

const server = setupServer(...apiBasketballHandlers(), ...apiTennisHandlers());
const logger = createLogger('silent');
const NOW = new Date('2026-11-25T08:00:00Z');
const gameProviders = createGamesProviders(
  {
    API_SPORTS_KEY,
    API_BASKETBALL_BASE_URL: API_BASKETBALL,
    API_TENNIS_KEY,
    API_TENNIS_BASE_URL: API_TENNIS,
  },
  logger,
  () => NOW,
);
const leg = (home: string, away: string, pick: string, kickoff: string, league = 'ABA liga'): Leg =>
  legOf({ home, away, pick, odds: 1.8, kickoff, league })!;

describe('basketball and tennis legs settle on the games API-Basketball and API-Tennis report', () => {
  let handle: DatabaseHandle;
  const analysis = new AnalysisState();
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    server.close();
    await handle.close();
  });

  it('stores each finished game once, and the report shows its score and how the bet came out', async () => {
    const first = await updateResults({ db: handle.db, providers: [], gameProviders, logger });
    // Every finished game of the recorded seasons (the first run asks back to the shipped date): 3 ABA League and
    // 2 EuroLeague; not the one in play, the one not started, nor the one whose quarters disagree with its total.
    // Tennis: the three finished matches of the last four weeks.
    expect(first.sources).toEqual([
      { source: 'api-basketball', fetched: 5, stored: 5, alreadyKnown: 0 },
      { source: 'api-tennis', fetched: 3, stored: 3, alreadyKnown: 0 },
    ]);
    const second = await updateResults({ db: handle.db, providers: [], gameProviders, logger });
    expect(second.stored).toBe(0);

    await new LiveRatings(analysis).sync(handle.db);
    const report = analyseTicket(
      analysis,
      [
        // Partizan 88:78 Crvena Zvezda (the ticket prints the clubs as bettors say them).
        leg('Partizan', 'Zvezda', '1', '21.11.2026. 20:00'),
        leg('Partizan', 'Crvena zvezda', 'Ukupno poena manje 170.5', '21.11.2026. 20:00'),
        // Budućnost 87:84 Cedevita Olimpija after overtime, 78:78 after regular time.
        leg('Budućnost', 'Cedevita Olimpija', 'Ukupno poena više 160.5', '22.11.2026. 18:00'),
        leg('Budućnost', 'Cedevita Olimpija', 'Ukupno poena više 150.5', '22.11.2026. 18:00'),
        // A game the source does not have.
        leg('Igokea', 'Zadar', '1', '22.11.2026. 20:30'),
      ],
      'rs',
      { today: NOW },
    );
    const [win, over, overtimeDecides, overEither, unknown] = report.matches.map((m) => m.played);
    expect(win).toEqual({ date: '2026-11-21', score: '88:78', halfTime: '43:39', outcome: 'won' });
    expect(over?.outcome).toBe('won');
    // 165 points in regular time, 171 with overtime: the bookmaker's overtime rule decides, so it is not settled.
    expect(overtimeDecides).toEqual({
      date: '2026-11-22',
      score: '87:84',
      halfTime: '41:40',
      regularTime: '78:78',
    });
    expect(report.matches[2].analysis).toBe(
      'Odigrano 87:84 posle produžetka (regularno 78:78); ishod ovog tipa zavisi od toga da li tvoja kladionica računa produžetak.',
    );
    // Over 150.5 wins either way.
    expect(overEither?.outcome).toBe('won');
    expect(unknown).toEqual({ date: '2026-11-22' });
  });

  it('settles tennis legs on the sets: the winner, the exact result, the first set and the games', () => {
    // N. Djokovic 2:1 C. Alcaraz (6:4 3:6 7:6, 32 games) on 16 November, as a ticket prints the players.
    const atp = (pick: string) => leg('Đoković N.', 'Alcaraz C.', pick, '16.11.2026. 14:00', 'ATP Finale');
    const report = analyseTicket(
      analysis,
      [atp('1'), atp('2:1'), atp('1. set 2'), atp('Ukupno gemova manje 35.5'), atp('2:0')],
      'rs',
      { today: NOW },
    );
    expect(report.matches[0].played).toEqual({
      date: '2026-11-16',
      score: '2:1',
      sets: '6:4 3:6 7:6',
      outcome: 'won',
    });
    expect(report.matches[0].analysis).toBe('Odigrano 2:1 (6:4 3:6 7:6): tip je prošao.');
    expect(report.matches.map((m) => m.played?.outcome)).toEqual(['won', 'won', 'lost', 'won', 'lost']);
  });
});
