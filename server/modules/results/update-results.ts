import type { Database } from '../../db/client';
import type { Logger } from '../../lib/logger';
import type { ResultsProvider, SourceName } from '../../providers/results';
import { resultsFreshness, type ResultsFreshness } from './results-as-of';
import { shippedUntil } from './shipped-results';
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
  logger: Logger;
  /** Where a run that reached no source is noted (and warned about, once); the process's own by default. */
  freshness?: ResultsFreshness;
}): Promise<UpdateReport> {
  const sources: SourceReport[] = [];
  const unknown = new Set<string>();
  for (const provider of opts.providers) {
    const from = (await latestStoredDate(opts.db, provider.name)) ?? shippedUntil();
    const since = new Date(Date.parse(`${from}T00:00:00Z`) - LOOK_BACK_DAYS * 86_400_000);
    try {
      const fetched = await provider.finished(since);
      const outcome = await storeResults(opts.db, fetched);
      outcome.unknownNames.forEach((n) => unknown.add(n));
      sources.push({ source: provider.name, fetched: fetched.length, ...pick(outcome) });
    } catch (error) {
      opts.logger.warn({ err: error, source: provider.name }, 'results source failed');
      sources.push({
        source: provider.name,
        fetched: 0,
        stored: 0,
        alreadyKnown: 0,
        error: (error as Error).message,
      });
    }
  }
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
