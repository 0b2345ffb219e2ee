import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { OPENFOOTBALL, openFootballHandlers } from '../../../tests/mocks/results/openfootball';
import { createTestDatabase } from '../../../tests/support/test-db';
import type { DatabaseHandle } from '../../db/client';
import { createLogger } from '../../lib/logger';
import { OpenFootballProvider } from '../../providers/results/openfootball';
import { analyseTicket } from '../analysis/analyse-ticket';
import { AnalysisState } from '../analysis/model/analysis-state';
import { parseTypedTicket } from '../tickets/parse-typed-ticket';
import { LiveRatings } from './live-ratings';
import { replaceFixtures } from './store-fixtures';
import { updateResults } from './update-results';

const server = setupServer(...openFootballHandlers());
const logger = createLogger('silent');
// The day before the Scottish Premiership's first matchday of 2025-26 (the recorded file's six fixtures).
const NOW = new Date('2025-08-01T08:00:00Z');

describe("the schedule: a leg that prints no date shows its fixture's competition and kick-off", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    server.close();
    await handle.close();
  });

  it('stores the open data schedule on each update, and the report takes a leg’s kick-off from it', async () => {
    const provider = new OpenFootballProvider(OPENFOOTBALL, logger, () => NOW);
    await updateResults({ db: handle.db, providers: [provider], logger, now: NOW });
    const analysis = new AnalysisState();
    await new LiveRatings(analysis).sync(handle.db, NOW);
    const legs = parseTypedTicket('Kilmarnock - Livingston 1 2.10\nMotherwell - Rangers 20.08. 2 1.60').legs;
    const [kilmarnock, motherwell] = analyseTicket(analysis, legs, 'rs', { today: NOW }).matches;
    // 15:00 in Kilmarnock is 16:00 in Belgrade.
    expect(kilmarnock).toMatchObject({ league: 'Scottish Premiership', time: '2025-08-02 16:00' });
    // A kick-off the ticket prints is the ticket's, even where the schedule has another.
    expect(motherwell.time).toBe(legs[1].kickoff);

    // The next update's schedule replaces this one: a match no longer in it is gone.
    await replaceFixtures(handle.db, 'openfootball', NOW, []);
    const fresh = new AnalysisState();
    await new LiveRatings(fresh).sync(handle.db, NOW);
    expect(analyseTicket(fresh, legs, 'rs', { today: NOW }).matches[0]).toMatchObject({
      league: null,
      time: null,
    });
  });
});
