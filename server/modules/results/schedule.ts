import { eq } from 'drizzle-orm';
import type { AppServices } from '../../context';
import { resultsRuns } from '../../db/schema/results';
import {
  createGamesProviders,
  createResultsProviders,
  type GamesProvider,
  type ResultsProvider,
} from '../../providers/results';
import { LiveRatings } from './live-ratings';
import { announceSettledTickets } from './settle-announcer';
import { updateResults } from './update-results';

/** Time as the schedule sees it: tests pass a fake one and move it by hand. */
export interface Clock {
  now(): Date;
  /** Calls `tick` every `ms` until the returned function is called. */
  every(ms: number, tick: () => void): () => void;
}

export const systemClock: Clock = {
  now: () => new Date(),
  every(ms, tick) {
    const timer = setInterval(tick, ms);
    timer.unref();
    return () => clearInterval(timer);
  },
};

export const RESULTS_JOB = 'results-update';
/** How often each process looks whether the day's update is due and whether the database has news for it. */
export const TICK_MS = 15 * 60_000;
/** A job that has not finished by then is given up (the next day's run tries again). */
const JOB_TIMEOUT_MS = 10 * 60_000;

export interface ResultsSchedule {
  /**
   * One look: run the day's update if no process has, then learn what the database has (the timer calls it;
   * while a look is under way, the same look).
   */
  tick(): Promise<void>;
  stop(): void;
}

/**
 * Results that keep coming in, and ratings that follow them. Once a day one process (whichever claims the day
 * in `results_runs`) fetches the configured sources, stores what is new and, once a week, refits the model's
 * parameters (basketball games are stored beside the results, to settle their legs). With JOB_QUEUE=pg-boss that work goes through the PostgreSQL queue to a process that takes jobs,
 * so web-only copies never spend seconds refitting; otherwise it runs here. Every tick, every process learns
 * the results and the fit the database has that it has not (incrementally), so all copies rate alike. After
 * each update, tickets that settled are announced to owners who asked for it (`email`: without it, none are).
 */
export function startResultsSchedule(
  services: Pick<AppServices, 'db' | 'logger' | 'jobs' | 'config' | 'analysis'> &
    Partial<Pick<AppServices, 'email'>>,
  opts: {
    clock?: Clock;
    providers?: ResultsProvider[];
    gameProviders?: GamesProvider[];
    live?: LiveRatings;
  } = {},
): ResultsSchedule {
  const { db, logger, jobs } = services;
  const clock = opts.clock ?? systemClock;
  const providers = opts.providers ?? createResultsProviders(services.config, logger, () => clock.now());
  const gameProviders =
    opts.gameProviders ?? createGamesProviders(services.config, logger, () => clock.now());
  const live = opts.live ?? new LiveRatings(services.analysis);

  const runUpdate = async (slot: string) => {
    const report = await updateResults({ db, providers, gameProviders, logger, now: clock.now() });
    await live.sync(db, clock.now());
    if (live.isRefitDue(clock.now())) {
      const fit = await live.refit(db, clock.now());
      logger.info({ fit: fit.id, rps: fit.rps, through: fit.lastResultDate }, 'rating model refitted');
    }
    const { email } = services;
    if (email)
      await announceSettledTickets({ ...services, email }, clock.now()).catch((err: unknown) =>
        logger.error({ err }, 'settled tickets could not be announced'),
      );
    const failures = report.sources.filter((s) => s.error).map((s) => ({ source: s.source, error: s.error }));
    await db
      .update(resultsRuns)
      .set({ finishedAt: clock.now(), stored: report.stored, failures })
      .where(eq(resultsRuns.slot, slot));
    return { stored: report.stored };
  };

  if (jobs && services.config.JOB_WORKER)
    jobs
      .work(RESULTS_JOB, 1, (data) => runUpdate((data as { slot: string }).slot))
      .catch((err: unknown) => logger.error({ err }, 'results job worker failed to start'));

  const look = async () => {
    try {
      const slot = clock.now().toISOString().slice(0, 10);
      if (await claim(slot)) {
        if (jobs)
          await (
            await jobs.submit(RESULTS_JOB, { slot }, { capacity: 1, timeoutMs: JOB_TIMEOUT_MS })
          )();
        else await runUpdate(slot);
      }
      await live.sync(db, clock.now());
    } catch (err) {
      logger.error({ err }, 'results schedule failed');
    }
  };
  // A tick while one is still under way waits for that one instead of starting a second.
  let inFlight: Promise<void> | null = null;
  const tick = () => (inFlight ??= look().finally(() => (inFlight = null)));

  /** Whether this process is the one to run the day's update (the first to insert the day's row). */
  const claim = async (slot: string) =>
    (await db.insert(resultsRuns).values({ slot, startedAt: clock.now() }).onConflictDoNothing().returning())
      .length > 0;

  const stopTimer = clock.every(TICK_MS, () => void tick());
  // The first look at start: results stored while the process was down reach the ratings now.
  void tick();
  return { tick, stop: stopTimer };
}
