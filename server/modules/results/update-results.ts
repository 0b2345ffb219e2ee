import type { Database } from '../../db/client';
import type { Logger } from '../../lib/logger';
import { gameResults } from '../../db/schema/results';
import type { GamesProvider, ResultsProvider, SourceName } from '../../providers/results';
import { resultsFreshness, type ResultsFreshness } from './results-as-of';
import { shippedUntil } from './shipped-results';
import { FIXTURE_WINDOW_DAYS } from '../analysis/model/fixtures';
import { replaceFixtures } from './store-fixtures';
import { storeGames } from './store-games';
import { storeResults } from './store-results';
import { latestStoredDate } from './stored-results';

export interface SourceReport {
  source: SourceName;
  fetched: number;
  stored: number;
  alreadyKnown: number;
  /** Why the source could not be read; the other sources still ran. */
  error?: string;
}

export interface UpdateReport {
  sources: SourceReport[];
  stored: number;
  unknownNames: string[];
}

/** Sources are asked again from a week before the latest result they gave, so late results and corrections come in. */
const LOOK_BACK_DAYS = 7;

/**
 * Fetches every source and stores what is new (`npm run data:update` and the scheduled job). Running it again
 * stores nothing: matches are de-duplicated against the shipped files, the database and each other.
 */
export async function updateResults(opts: {
  db: Database;
  providers: ResultsProvider[];
  /** Sources of other sports' games (basketball): stored to settle legs, not for the football model. */
  gameProviders?: GamesProvider[];
  logger: Logger;
  /** Where a run that reached no source is noted (and warned about, once); the process's own by default. */
  freshness?: ResultsFreshness;
  /** The time of the run: a source's schedule is replaced from then on. */
  now?: Date;
}): Promise<UpdateReport> {
  const now = opts.now ?? new Date();
  const sources: SourceReport[] = [];
  const unknown = new Set<string>();
  const sinceFor = (from: string | null) =>
    new Date(Date.parse(`${from ?? shippedUntil()}T00:00:00Z`) - LOOK_BACK_DAYS * 86_400_000);
  const fetchEach = async (name: SourceName, fetchAndStore: () => Promise<SourceReport>) => {
    try {
      sources.push(await fetchAndStore());
    } catch (error) {
      opts.logger.warn({ err: error, source: name }, 'results source failed');
      sources.push({
        source: name,
        fetched: 0,
        stored: 0,
        alreadyKnown: 0,
        error: (error as Error).message,
      });
    }
  };
  for (const provider of opts.providers)
    await fetchEach(provider.name, async () => {
      const fetched = await provider.finished(sinceFor(await latestStoredDate(opts.db, provider.name)));
      const outcome = await storeResults(opts.db, fetched);
      outcome.unknownNames.forEach((n) => unknown.add(n));
      if (provider.upcoming) await updateSchedule(opts.db, provider, now, opts.logger);
      return { source: provider.name, fetched: fetched.length, ...pick(outcome) };
    });
  for (const provider of opts.gameProviders ?? [])
    await fetchEach(provider.name, async () => {
      const from = await latestStoredDate(opts.db, provider.name, gameResults);
      const fetched = await provider.finishedGames(sinceFor(from));
      const stored = await storeGames(opts.db, fetched);
      return {
        source: provider.name,
        fetched: fetched.length,
        stored,
        alreadyKnown: fetched.length - stored,
      };
    });
  const report = {
    sources,
    stored: sources.reduce((s, r) => s + r.stored, 0),
    unknownNames: [...unknown].sort(),
  };
  opts.logger.info(report, 'results updated');
  await (opts.freshness ?? resultsFreshness).note(report, opts.db, opts.logger);
  return report;
}

const pick = ({ stored, alreadyKnown }: { stored: number; alreadyKnown: number }) => ({
  stored,
  alreadyKnown,
});

/** Replaces a source's schedule of the next two weeks; a schedule that cannot be read leaves the old one. */
async function updateSchedule(
  db: Database,
  provider: ResultsProvider,
  now: Date,
  logger: Logger,
): Promise<void> {
  try {
    const to = new Date(now.getTime() + FIXTURE_WINDOW_DAYS * 86_400_000);
    const stored = await replaceFixtures(db, provider.name, now, await provider.upcoming!(now, to));
    logger.info({ source: provider.name, fixtures: stored }, 'schedule updated');
  } catch (err) {
    logger.warn({ err, source: provider.name }, 'schedule could not be read; the old one stays');
  }
}
