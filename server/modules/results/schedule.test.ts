import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  RECORDED_CSV_URLS,
  RECORDED_KEY,
  resultsHandlers,
  THE_ODDS_API,
} from '../../../tests/mocks/results/handlers';
import { createTestDatabase } from '../../../tests/support/test-db';
import { parseConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { matchResults, ratingFits, resultsRuns } from '../../db/schema/results';
import type { JobQueue } from '../../lib/job-queue';
import { createLogger } from '../../lib/logger';
import { AnalysisState } from '../analysis/model/analysis-state';
import { teamKey } from '../analysis/model/team-names';
import { LiveRatings } from './live-ratings';
import { RESULTS_JOB, startResultsSchedule, TICK_MS, type Clock } from './schedule';

const server = setupServer(...resultsHandlers);
const HOUR = 3_600_000;

/**
 * A clock that stands still until a test moves it. Moving it runs each timer that fell due once, at the new
 * time, as timers of a machine that slept through several intervals do.
 */
class FakeClock implements Clock {
  private timers: { ms: number; next: number; tick: () => void }[] = [];
  constructor(private at: number) {}
  now = () => new Date(this.at);
  every(ms: number, tick: () => void) {
    const timer = { ms, next: this.at + ms, tick };
    this.timers.push(timer);
    return () => void (this.timers = this.timers.filter((t) => t !== timer));
  }
  advance(ms: number) {
    this.at += ms;
    for (const t of this.timers.filter((t) => t.next <= this.at)) {
      t.next = this.at + t.ms;
      t.tick();
    }
  }
}

const config = (env: Record<string, string> = {}) =>
  parseConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/tiket-results-schedule',
    RESULTS_CSV_URLS: RECORDED_CSV_URLS.join(','),
    ODDS_API_KEY: RECORDED_KEY,
    ...env,
  });

/** A later EPL game (made up for this test) the Odds API reports a week on. */
const LATER_GAME = {
  id: 'later',
  sport_key: 'soccer_epl',
  sport_title: 'EPL',
  commence_time: '2026-05-17T14:00:00Z',
  completed: true,
  home_team: 'Arsenal',
  away_team: 'Liverpool',
  scores: [
    { name: 'Arsenal', score: '0' },
    { name: 'Liverpool', score: '2' },
  ],
  last_update: '2026-05-17T16:05:00Z',
};

describe('the results schedule (fake clock)', () => {
  let handle: DatabaseHandle;
  const logger = createLogger('silent');
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    handle = await createTestDatabase();
  });
  afterEach(async () => {
    server.resetHandlers();
    for (const table of [matchResults, ratingFits, resultsRuns]) await handle.db.delete(table);
  });
  afterAll(async () => {
    server.close();
    await handle.close();
  });

  it('updates once a day, learns new results at once, and refits once a week', async () => {
    const clock = new FakeClock(Date.parse('2026-05-11T21:00:00Z'));
    const analysis = new AnalysisState();
    const schedule = startResultsSchedule(
      { db: handle.db, logger, jobs: null, config: config(), analysis },
      { clock, live: new LiveRatings(analysis, { refitRounds: 0 }) },
    );
    const runs = () => handle.db.select().from(resultsRuns).orderBy(resultsRuns.slot);
    const fits = () => handle.db.select().from(ratingFits);

    // At start: the day's update stores the recorded results, the ratings learn them, and the first fit runs.
    await schedule.tick();
    expect(await runs()).toEqual([
      expect.objectContaining({ slot: '2026-05-11', stored: 39, failures: [], finishedAt: clock.now() }),
    ]);
    expect(analysis.history.latestResultDate(teamKey('Liverpool'))).toBe('2026-05-09');
    const [first] = await fits();
    expect(analysis.currentFit()).toMatchObject({ id: first.id, lastResultDate: '2026-05-11' });

    // Later the same day: nothing is fetched again.
    clock.advance(2 * TICK_MS);
    await schedule.tick();
    expect(await runs()).toHaveLength(1);

    // Next day a new result: stored and learnt at once; the fit is a day old, so no refit.
    server.use(
      http.get(`${THE_ODDS_API}/v4/sports/:sport/scores`, ({ params }) =>
        HttpResponse.json(params.sport === 'soccer_epl' ? [LATER_GAME] : []),
      ),
    );
    clock.advance(24 * HOUR);
    await schedule.tick();
    expect((await runs()).map((r) => [r.slot, r.stored])).toEqual([
      ['2026-05-11', 39],
      ['2026-05-12', 1],
    ]);
    expect(analysis.history.latestResultDate(teamKey('Liverpool'))).toBe('2026-05-17');
    expect(analysis.currentFit()).toMatchObject({ id: first.id, lastResultDate: '2026-05-17' });
    expect(await fits()).toHaveLength(1);

    // A week after the fit: refitted over the results it had not seen.
    clock.advance(6 * 24 * HOUR);
    await schedule.tick();
    const all = await fits();
    expect(all).toHaveLength(2);
    const second = all.find((f) => f.id !== first.id)!;
    expect(second).toMatchObject({
      lastResultDate: '2026-05-17',
      fittedAt: new Date('2026-05-18T21:30:00Z'),
    });
    expect(analysis.currentFit()).toMatchObject({ id: second.id, fittedAt: '2026-05-18T21:30:00.000Z' });
    schedule.stop();
  });

  it('with the PostgreSQL job queue, the day’s update runs as a job of a process that takes jobs', async () => {
    const submitted: object[] = [];
    let handler: ((data: object) => Promise<unknown>) | null = null;
    const jobs: JobQueue = {
      async submit<T>(name: string, data: object) {
        expect(name).toBe(RESULTS_JOB);
        submitted.push(data);
        return async () => (await handler!(data)) as T;
      },
      async work<T>(name: string, _concurrency: number, h: (data: object) => Promise<T>) {
        expect(name).toBe(RESULTS_JOB);
        handler = h;
      },
      close: async () => {},
    };
    const clock = new FakeClock(Date.parse('2026-05-11T21:00:00Z'));
    const analysis = new AnalysisState();
    const schedule = startResultsSchedule(
      {
        db: handle.db,
        logger,
        jobs,
        config: config({ JOB_QUEUE: 'pg-boss', DATABASE_URL: 'postgres://x/y' }),
        analysis,
      },
      { clock, live: new LiveRatings(analysis, { refitRounds: 0 }) },
    );
    await schedule.tick();
    expect(submitted).toEqual([{ slot: '2026-05-11' }]);
    expect(await handle.db.select().from(matchResults)).toHaveLength(39);
    // A second process sharing the database: the day is claimed, so it only learns what is stored.
    const otherAnalysis = new AnalysisState();
    const other = startResultsSchedule(
      {
        db: handle.db,
        logger,
        jobs,
        config: config({ JOB_QUEUE: 'pg-boss', DATABASE_URL: 'postgres://x/y' }),
        analysis: otherAnalysis,
      },
      { clock, live: new LiveRatings(otherAnalysis, { refitRounds: 0 }) },
    );
    expect(otherAnalysis.history.latestResultDate(teamKey('Liverpool'))).toBe('2025-05-25');
    await other.tick();
    expect(submitted).toHaveLength(1);
    expect(otherAnalysis.history.latestResultDate(teamKey('Liverpool'))).toBe('2026-05-09');
    schedule.stop();
    other.stop();
  });
});
