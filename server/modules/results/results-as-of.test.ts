import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  FOOTBALL_DATA_CO_UK,
  RECORDED_CSV_URLS,
  resultsHandlers,
} from '../../../tests/mocks/results/handlers';
import { createTestDatabase } from '../../../tests/support/test-db';
import type { DatabaseHandle } from '../../db/client';
import { matchResults } from '../../db/schema/results';
import { createLogger } from '../../lib/logger';
import { createResultsProviders } from '../../providers/results';
import { ResultsFreshness, resultsAsOf } from './results-as-of';
import { shippedUntil } from './shipped-results';
import { updateResults } from './update-results';

const server = setupServer(...resultsHandlers);
const csvOnly = (logger = createLogger('silent')) =>
  createResultsProviders(
    {
      RESULTS_CSV_URLS: RECORDED_CSV_URLS.join(','),
      FOOTBALL_DATA_ORG_KEY: undefined,
      FOOTBALL_DATA_ORG_BASE_URL: 'https://api.football-data.org',
      ODDS_API_KEY: undefined,
      ODDS_API_BASE_URL: 'https://api.the-odds-api.com',
    },
    logger,
    () => new Date('2026-05-11T21:00:00Z'),
  );

describe('what date the results are from, without network', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    handle = await createTestDatabase();
  });
  afterEach(async () => {
    server.resetHandlers();
    await handle.db.delete(matchResults);
  });
  afterAll(async () => {
    server.close();
    await handle.close();
  });

  it('is the newest shipped result on a fresh install, the newest stored one once results come in', async () => {
    expect(await resultsAsOf(handle.db)).toBe(shippedUntil());
    expect(shippedUntil()).toBe('2025-05-31');
    await updateResults({ db: handle.db, providers: csvOnly(), logger: createLogger('silent') });
    // The recorded 2025-26 files run to the Bundesliga's and Premier League's second weekend.
    expect(await resultsAsOf(handle.db)).toBe('2025-08-25');
  });

  it('says once, plainly, what date the data is from when no source can be reached, and keeps the date for the UI', async () => {
    server.use(http.get(`${FOOTBALL_DATA_CO_UK}/mmz4281/:season/:file`, () => HttpResponse.error()));
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
    const freshness = new ResultsFreshness();
    for (let run = 0; run < 3; run++)
      await updateResults({ db: handle.db, providers: csvOnly(logger), logger, freshness });
    const warnings = lines
      .map((l) => JSON.parse(l) as { level: number; msg: string; asOf?: string })
      .filter((l) => l.msg.startsWith('Results are not being updated'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.msg).toBe(
      'Results are not being updated: no results source answered (no network?). The ratings use results up to 2025-05-31.',
    );
    expect(warnings[0]!.asOf).toBe('2025-05-31');
    expect(freshness.staleAsOf()).toBe('2025-05-31');

    // The network is back: the date is no longer shown.
    server.resetHandlers();
    await updateResults({ db: handle.db, providers: csvOnly(logger), logger, freshness });
    expect(freshness.staleAsOf()).toBeNull();
  });

  it('says so too when no source is configured at all', async () => {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
    const freshness = new ResultsFreshness();
    await updateResults({ db: handle.db, providers: [], logger, freshness });
    expect(lines.join('\n')).toContain(
      'Results are not being updated: no results source is configured. The ratings use results up to 2025-05-31.',
    );
    expect(freshness.staleAsOf()).toBe('2025-05-31');
  });
});
