import type { Pick } from '../../tickets/types';
import { Fixtures } from './fixtures';
import { GameResults } from './games';
import { ResultsHistory } from './history';
import { chanceOf, fitOf, Ratings, shippedRatingsFile, type FitInfo, type ModelChance } from './ratings';

/**
 * What the analysis knows that changes while the process runs: the ratings in use, the results history and the
 * other sports' finished games. The first two start from the shipped files; the results module
 * (server/modules/results/live-ratings.ts) hands in the results and games stored in the database and ratings
 * walked over them. One instance per process lives in AppServices
 * (server/services.ts), and every reader is handed it, so the API and React Router's loaders (separate module
 * graphs, docs/decisions/002) see the same results and ratings.
 */
export class AnalysisState {
  readonly history = new ResultsHistory();
  /** Finished games of other sports (basketball), to settle their legs. */
  readonly games = new GameResults();
  /** The football schedule of the next two weeks, for legs that print no date. */
  readonly fixtures = new Fixtures();
  /** undefined: the shipped file, read on first use; null: no ratings at all. */
  private loaded: Ratings | null | undefined = undefined;

  /** The ratings in use: the shipped file, read once, until results from the database replace it; null without any. */
  ratings(): Ratings | null {
    if (this.loaded !== undefined) return this.loaded;
    const file = shippedRatingsFile();
    return (this.loaded = file ? new Ratings(file) : null);
  }

  /** Use these ratings from now on (undefined reloads the shipped file on next use). */
  setRatings(r: Ratings | null | undefined): void {
    this.loaded = r;
  }

  /** Which fit the ratings in use come from, for a report to record beside its numbers. */
  currentFit(): FitInfo | null {
    const r = this.ratings();
    return r ? fitOf(r.file) : null;
  }

  /**
   * The model's probability of a football pick, or null when a team is unknown to the model (or ambiguous) or
   * the pick is not a goals market it can price.
   */
  modelChance(homeName: string, awayName: string, pick: Pick): ModelChance | null {
    const r = this.ratings();
    return r ? chanceOf(r, homeName, awayName, pick) : null;
  }

  /** Load the ratings and the results history now (about 0.3 s) rather than on the first report. */
  warm(): void {
    this.ratings();
    this.history.warm();
  }
}
