// What date the product's results are from, for an operator and for the UI: a server without network (or with
// no source that answers) keeps rating on the shipped and stored results, and says so plainly, once.
import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { matchResults } from '../../db/schema/results';
import type { Logger } from '../../lib/logger';
import { shippedUntil } from './shipped-results';

/** Date (YYYY-MM-DD) of the newest result the product has: stored from a source, or else shipped. */
export async function resultsAsOf(db: Database): Promise<string> {
  const [row] = await db
    .select({ date: matchResults.date })
    .from(matchResults)
    .orderBy(desc(matchResults.date))
    .limit(1);
  const shipped = shippedUntil();
  return row && row.date > shipped ? row.date : shipped;
}

/** What one update run reported, as far as freshness goes. */
interface RunSources {
  sources: { source: string; error?: string }[];
}

/**
 * Remembers whether the last update reached any source. When none answered (no network, none configured, every
 * one refusing), it logs one warning per process naming the date the results are from, and keeps that date for
 * the UI ({@link ResultsFreshness.staleAsOf}); once a source answers, the date is cleared.
 */
export class ResultsFreshness {
  private stale: string | null = null;
  private warned = false;

  /** The date the results are from while no source answers; null when the last update reached one. */
  staleAsOf(): string | null {
    return this.stale;
  }

  async note(run: RunSources, db: Database, logger: Logger): Promise<void> {
    if (run.sources.some((s) => !s.error)) {
      this.stale = null;
      return;
    }
    this.stale = await resultsAsOf(db);
    if (this.warned) return;
    this.warned = true;
    const why = run.sources.length
      ? 'no results source answered (no network?)'
      : 'no results source is configured';
    logger.warn(
      { asOf: this.stale, failures: run.sources.map((s) => ({ source: s.source, error: s.error })) },
      `Results are not being updated: ${why}. The ratings use results up to ${this.stale}.`,
    );
  }
}

/** The process's own: what updateResults notes and what the UI may read. */
export const resultsFreshness = new ResultsFreshness();

/** The date the results are from while no source answers (null when the last update reached one). */
export const staleResultsAsOf = () => resultsFreshness.staleAsOf();
