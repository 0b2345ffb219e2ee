// The shipped model: server/data/football/ratings.json (written by `npm run model:fit`), and the predictions
// the analysis asks of it. Which ratings are in use (the shipped file until results arrive in the database and
// the results module walks new ones) is the process's AnalysisState (analysis-state.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Pick } from '../../tickets/types';
import { BASE_RATING, DEFAULT_PARAMS, type ModelParams, type RatingModel } from './elo';
import { expectedGoals, halfGrid, type LeagueGoals } from './goals';
import { pickProbability, priceable } from './markets';
import { foldName } from '../../../common/fold-name';
import { DATA_DIR, InitialsIndex, teamKey } from './team-names';

export const RATINGS_FILE = path.join(DATA_DIR, 'ratings.json');

/** [rating, league, date of the latest game, games played, name as last spelt, goal tempo]. */
export type TeamEntry = [number, string, string, number, string, number];

export interface RatingsFile {
  about: string;
  /** Date of the latest result learnt. */
  asOf: string;
  /** The last season in the results ("2024-25"). */
  lastSeason: string;
  params: ModelParams;
  fit: { scoredFrom: string; scoredTo: string; matches: number; rps: number; seconds: number };
  /** The parameter fit these ratings were walked with (absent in the shipped file: its own fit). */
  fitId?: string;
  /** When that fit ran (ISO 8601). */
  fittedAt?: string;
  blend: {
    /** Weight of the model in the linear pool with the de-margined market price (the rest on the market). */
    weight: number;
    about: string;
    rows?: number;
    rps?: { model: number; market: number; blend: number };
    holdout?: { fittedOn: string; scoredOn: string; weight: number; rps: { market: number; blend: number } };
  };
  /** league → [log expected home goals, log expected away goals] between equally rated teams. */
  leagues: Record<string, [number, number]>;
  teams: Record<string, TeamEntry>;
}

const r4 = (x: number) => Math.round(x * 1e4) / 1e4;

/** The state of a walked model as the shipped file. */
export function snapshot(
  model: RatingModel,
  meta: Pick2<RatingsFile, 'about' | 'fit' | 'blend' | 'lastSeason'> &
    Partial<Pick2<RatingsFile, 'fitId' | 'fittedAt'>>,
): RatingsFile {
  let asOf = '';
  const teams: Record<string, TeamEntry> = {};
  for (const [key, t] of [...model.teams].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    teams[key] = [Math.round(t.rating * 10) / 10, t.league, t.last, t.games, t.name, r4(t.tempo)];
    if (t.last > asOf) asOf = t.last;
  }
  const leagues: Record<string, [number, number]> = {};
  for (const [l, g] of [...model.goals].sort((a, b) => (a[0] < b[0] ? -1 : 1)))
    leagues[l] = [r4(g.logHome), r4(g.logAway)];
  return { ...meta, asOf, params: model.params, leagues, teams };
}

type Pick2<T, K extends keyof T> = { [P in K]: T[P] };

export interface TeamInfo {
  key: string;
  name: string;
  rating: number;
  league: string;
  last: string;
  games: number;
  /** Goal tempo (log scale): how many more goals its games have than ratings and league predict. */
  tempo: number;
}

/** A team counts as known when it has this many games and played within a season of the data's end. */
const MIN_GAMES = 8;
const STALE_DAYS = 400;
/** Leagues of one country, whose teams meet after promotion and relegation. */
const COUNTRY: Record<string, string> = { 'Premier League': 'ENG', Championship: 'ENG' };
const MAIN_CUPS = ['UEFA Champions League', 'UEFA Europa League', 'UEFA Conference League'];

export class Ratings {
  private readonly byPrefix = new Map<string, string[]>();
  private readonly initials = new InitialsIndex();
  private readonly leagueMeans = new Map<string, number>();
  /** Half-time grids by match, kept with the ratings they were computed from. */
  readonly grids = new Map<string, ReturnType<typeof halfGrid>>();

  constructor(readonly file: RatingsFile) {
    // Parameters added after a file was written take their defaults.
    file = this.file = { ...file, params: { ...DEFAULT_PARAMS, ...file.params } };
    const sums = new Map<string, [number, number]>();
    for (const [key, t] of Object.entries(file.teams)) {
      if (!this.usable(t)) continue;
      this.initials.add(key, key);
      // Every leading run of words of a known team's key ("tsc", "tsc backa") for unambiguous short names.
      const words = key.split(' ');
      for (let i = 1; i < words.length; i++) {
        const prefix = words.slice(0, i).join(' ');
        this.byPrefix.set(prefix, [...(this.byPrefix.get(prefix) ?? []), key]);
      }
      if (t[1]) {
        const s = sums.get(t[1]) ?? [0, 0];
        sums.set(t[1], [s[0] + t[0], s[1] + 1]);
      }
    }
    for (const [l, [sum, n]] of sums) this.leagueMeans.set(l, sum / n);
  }

  private usable(t: TeamEntry): boolean {
    return t[3] >= MIN_GAMES && (Date.parse(this.file.asOf) - Date.parse(t[2])) / 86_400_000 <= STALE_DAYS;
  }

  /** The team a ticket's name means, when the model knows it and the name is not ambiguous. */
  team(name: string): TeamInfo | null {
    if (!name.trim()) return null;
    let key = teamKey(name);
    let t = this.file.teams[key];
    if (!t || !this.usable(t)) {
      const candidates = this.byPrefix.get(foldName(name)) ?? [];
      const known = candidates.length === 1 ? candidates[0] : this.initials.find(foldName(name));
      if (!known) return null;
      key = known;
      t = this.file.teams[key];
    }
    if (!this.usable(t)) return null;
    return { key, rating: t[0], league: t[1], last: t[2], games: t[3], name: t[4], tempo: t[5] ?? 0 };
  }

  /** The rating for a match in the next season: pulled towards the league's mean as the walk-forward does. */
  seasonRating(t: TeamInfo): number {
    const mean = this.leagueMeans.get(t.league) ?? BASE_RATING;
    return t.league ? mean + (t.rating - mean) * (1 - this.file.params.regress) : t.rating;
  }

  private goalsOf(league: string): LeagueGoals | null {
    const g = this.file.leagues[league];
    return g ? { logHome: g[0], logAway: g[1] } : null;
  }

  /** Expected home and away goals of a match between the two, next season. */
  expectedGoals(home: TeamInfo, away: TeamInfo): { home: number; away: number } {
    const keep = 1 - this.file.params.regress;
    return expectedGoals(
      this.seasonRating(home),
      this.seasonRating(away),
      this.matchGoals(home, away),
      this.file.params.beta,
      (home.league ? home.tempo * keep : home.tempo) + (away.league ? away.tempo * keep : away.tempo),
    );
  }

  /** The goal levels of the match: its league's; two leagues of a country averaged; else the UEFA average. */
  matchGoals(home: TeamInfo, away: TeamInfo): LeagueGoals {
    const a = this.goalsOf(home.league);
    const b = this.goalsOf(away.league);
    if (a && home.league === away.league) return a;
    if (a && b && COUNTRY[home.league] && COUNTRY[home.league] === COUNTRY[away.league])
      return { logHome: (a.logHome + b.logHome) / 2, logAway: (a.logAway + b.logAway) / 2 };
    const cups = MAIN_CUPS.map((c) => this.goalsOf(c)).filter((g): g is LeagueGoals => g !== null);
    if (!cups.length) return { logHome: Math.log(1.5), logAway: Math.log(1.17) };
    return {
      logHome: cups.reduce((s, g) => s + g.logHome, 0) / cups.length,
      logAway: cups.reduce((s, g) => s + g.logAway, 0) / cups.length,
    };
  }
}

export interface ModelChance {
  probability: number;
  home: TeamInfo;
  away: TeamInfo;
  expectedGoals: { home: number; away: number };
}

/** The shipped file as written by `npm run model:fit`; null when it is missing or unreadable. */
export function shippedRatingsFile(): RatingsFile | null {
  try {
    return JSON.parse(readFileSync(RATINGS_FILE, 'utf8')) as RatingsFile;
  } catch {
    return null;
  }
}

export interface FitInfo {
  /** "shipped" for ratings.json's own fit, else the id of the stored refit. */
  id: string;
  /** When that fit ran (ISO 8601); null for the shipped file. */
  fittedAt: string | null;
  /** Date of the latest result the ratings have learnt (refits and the updates after them). */
  lastResultDate: string;
}

/** Which fit a ratings file comes from, for a report to record beside its numbers. */
export const fitOf = (file: RatingsFile): FitInfo => ({
  id: file.fitId ?? 'shipped',
  fittedAt: file.fittedAt ?? null,
  lastResultDate: file.asOf,
});

/**
 * The model's probability of a football pick, or null when a team is unknown to the model (or ambiguous) or
 * the pick is not a goals market it can price. Cost: one half-time grid (6,561 cells) per match, cached.
 */
export function chanceOf(r: Ratings, homeName: string, awayName: string, pick: Pick): ModelChance | null {
  if (!priceable(pick)) return null;
  const home = r.team(homeName);
  const away = r.team(awayName);
  if (!home || !away || home.key === away.key) return null;
  const lambda = r.expectedGoals(home, away);
  const cacheKey = `${home.key}|${away.key}`;
  let grid = r.grids.get(cacheKey);
  if (!grid) {
    grid = halfGrid(lambda.home, lambda.away, r.file.params);
    if (r.grids.size > 200) r.grids.clear();
    r.grids.set(cacheKey, grid);
  }
  const probability = pickProbability(grid, pick);
  if (probability === null) return null;
  return { probability, home, away, expectedGoals: lambda };
}
