import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ratingFits } from '../../db/schema/results';
import { DEFAULT_PARAMS, type ModelParams, type RatingModel } from '../analysis/model/elo';
import { fitParamsInSlices, walk } from '../analysis/model/fit';
import type { AnalysisState } from '../analysis/model/analysis-state';
import { Ratings, shippedRatingsFile, snapshot, type RatingsFile } from '../analysis/model/ratings';
import { sortByDate, type MatchRow } from '../analysis/model/results';
import { shippedMatches } from './shipped-results';
import { readFixtures } from './store-fixtures';
import { readStoredGames } from './store-games';
import { readStoredResults } from './stored-results';

/** Matches scored by a refit start here, as in `npm run model:fit` (the earlier ones only warm the ratings up). */
const SCORED_FROM = '2016-07-01';
const WEEK_MS = 7 * 86_400_000;

type StoredFit = typeof ratingFits.$inferSelect;

/**
 * This process's ratings and history kept level with the database: the shipped results plus the stored ones,
 * walked with the newest stored fit's parameters (the shipped file's until the first refit). New results are
 * learnt one by one; a new fit, or a result dated before the latest one learnt, walks again from the start
 * (about 0.1 s).
 */
export class LiveRatings {
  private model: RatingModel | null = null;
  private stored: MatchRow[] = [];
  private lastId = 0;
  private lastGameId = 0;
  private fit: StoredFit | null = null;

  /** `analysis`: the process's AnalysisState (AppServices), which the ratings and results are handed to. */
  constructor(
    private readonly analysis: AnalysisState,
    private readonly opts: { refitRounds?: number } = {},
  ) {}

  /**
   * Learns what the database has that this process has not (other sports' games and the schedule too); says how
   * the ratings did.
   */
  async sync(db: Database, now = new Date()): Promise<'unchanged' | 'learnt' | 'rewalked'> {
    const games = await readStoredGames(db, this.lastGameId);
    this.analysis.games.add(games.games);
    this.lastGameId = games.lastId;
    // The schedule is small (two weeks): read whole, from a few hours back, as it is replaced on each update.
    this.analysis.fixtures.replace(await readFixtures(db, new Date(now.getTime() - 3 * 3_600_000)));
    const fit = await newestFit(db);
    const { matches, lastId } = await readStoredResults(db, this.lastId);
    const fitChanged = (fit?.id ?? null) !== (this.fit?.id ?? null);
    if (!fitChanged && !matches.length) return 'unchanged';
    this.fit = fit;
    this.lastId = lastId;
    this.stored = sortByDate([...this.stored, ...matches]);
    let how: 'learnt' | 'rewalked';
    if (this.model && !fitChanged && matches[0].date >= this.model.latest) {
      for (const m of matches) this.model.learn(m);
      how = 'learnt';
    } else {
      this.model = walk(this.allMatches(), this.params(), { scoreFrom: '9999', scoreTo: '9999' }).model;
      how = 'rewalked';
    }
    this.publish();
    return how;
  }

  /** A full refit is due once a week, when results arrived after the newest fit (or there is none yet). */
  isRefitDue(now: Date): boolean {
    const latest = this.stored.at(-1)?.date;
    if (!latest) return false;
    if (!this.fit) return true;
    return now.getTime() - this.fit.fittedAt.getTime() >= WEEK_MS && latest > this.fit.lastResultDate;
  }

  /**
   * Searches the parameters again over every result (starting from those in use, in slices that leave the
   * event loop free), stores the fit for every process, and walks the ratings with it.
   */
  async refit(db: Database, now: Date): Promise<StoredFit> {
    const matches = this.allMatches();
    const lastResultDate = matches.at(-1)!.date;
    const started = performance.now();
    const result = await fitParamsInSlices(
      matches,
      { scoreFrom: SCORED_FROM, scoreTo: dayAfter(lastResultDate) },
      { start: this.params(), rounds: this.opts.refitRounds ?? 2 },
    );
    const [fit] = await db
      .insert(ratingFits)
      .values({
        fittedAt: now,
        lastResultDate,
        matches: result.n,
        rps: result.rps,
        seconds: Math.round((performance.now() - started) / 100) / 10,
        scoredFrom: SCORED_FROM,
        params: result.params,
      })
      .returning();
    await this.sync(db, now);
    return fit;
  }

  private allMatches(): MatchRow[] {
    return sortByDate([...shippedMatches(), ...this.stored]);
  }

  private params(): ModelParams {
    return {
      ...DEFAULT_PARAMS,
      ...shippedRatingsFile()?.params,
      ...(this.fit?.params as ModelParams | undefined),
    };
  }

  /** Hands the stored results to form and head-to-head, and the ratings to the analysis. */
  private publish(): void {
    this.analysis.history.setStoredResults(this.stored);
    const shipped = shippedRatingsFile();
    if (!this.model || !shipped) return;
    const fit: RatingsFile['fit'] = this.fit
      ? {
          scoredFrom: this.fit.scoredFrom,
          scoredTo: dayAfter(this.fit.lastResultDate),
          matches: this.fit.matches,
          rps: this.fit.rps,
          seconds: this.fit.seconds,
        }
      : shipped.fit;
    const file = snapshot(this.model, {
      about: `${shipped.about} Walked on over the results stored since (server/modules/results).`,
      lastSeason: this.stored.reduce((s, m) => (m.season > s ? m.season : s), shipped.lastSeason),
      fit,
      blend: shipped.blend,
      fitId: this.fit?.id ?? 'shipped',
      ...(this.fit ? { fittedAt: this.fit.fittedAt.toISOString() } : {}),
    });
    this.analysis.setRatings(new Ratings(file));
  }
}

async function newestFit(db: Database): Promise<StoredFit | null> {
  const [fit] = await db.select().from(ratingFits).orderBy(desc(ratingFits.fittedAt)).limit(1);
  return fit ?? null;
}

const dayAfter = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
