// Played football matches from outside sources, in our shape: a provider never lets a vendor's field names
// or league codes past its own file.

export interface FetchedResult {
  /** Day the match was played, YYYY-MM-DD (UTC for the APIs, the source's own day for the CSV files). */
  date: string;
  /** Our league name, as the shipped results files spell it ("Premier League", "UEFA Champions League"). */
  league: string;
  /** Team names as the source spells them; normalised by the results module. */
  home: string;
  away: string;
  /** Score after 90 minutes and stoppage time (extra time and penalties left out, as in the shipped files). */
  homeGoals: number;
  awayGoals: number;
  /** Half-time score, null where the source has none. */
  htHomeGoals: number | null;
  htAwayGoals: number | null;
  /** Where the row came from ("football-data.org:PL", "football-data.co.uk:mmz4281/2526/E0.csv" …). */
  source: string;
}

/** The results sources, by the name their rows are stored under (the prefix of `source`). */
export type SourceName =
  | 'football-data.co.uk'
  | 'football-data.org'
  | 'the-odds-api'
  | 'api-sports'
  | 'openfootball'
  | 'api-basketball'
  | 'api-tennis';

/** A football match still to be played, from a source's schedule. */
export interface FetchedFixture {
  /** Kick-off, an ISO instant in UTC ("2026-11-29T15:00:00Z"); the day at noon UTC when the source gives no time. */
  kickoff: string;
  /** Whether the source gives the time of day (else only the day is known). */
  timeKnown: boolean;
  /** Our league name. */
  league: string;
  home: string;
  away: string;
  source: string;
}

export interface ResultsProvider {
  readonly name: Exclude<SourceName, GamesProvider['name']>;
  /** Matches the source schedules from `from` to `to`, where the source has a schedule. */
  upcoming?(from: Date, to: Date): Promise<FetchedFixture[]>;
  /** Finished matches the source knows, played on or after `since` where the source can be asked so. */
  finished(since: Date): Promise<FetchedResult[]>;
}

/** One side's score in a finished game of another sport than football. */
export interface GameSide {
  /** Basketball: points in each of the four quarters; tennis: games won in each set played. */
  periods: number[];
  /** Basketball: points in overtime, all extra periods together (0 without any); tennis: 0. */
  overtime: number;
}

/** A finished basketball game or tennis match from an outside source, in our shape. */
export interface FetchedGame {
  sport: 'basketball' | 'tennis';
  /** Day the game was played, YYYY-MM-DD (UTC). */
  date: string;
  /** Our competition name ("ABA League", "EuroLeague"), a tennis tournament as the source names it. */
  league: string;
  /** Team or player names as the source spells them. */
  home: string;
  away: string;
  homeScore: GameSide;
  awayScore: GameSide;
  /** Where the row came from ("api-basketball:198/2026-2027", "api-tennis:2026-11-20"). */
  source: string;
}

/** A source of finished games of other sports than football (they do not feed the football model). */
export interface GamesProvider {
  readonly name: 'api-basketball' | 'api-tennis';
  /** Finished games the source knows, played on or after `since`. */
  finishedGames(since: Date): Promise<FetchedGame[]>;
}

/** A source that could not be read: unreachable, refused (key, quota) or answering something unexpected. */
export class ResultsSourceError extends Error {
  constructor(
    readonly source: SourceName,
    message: string,
    readonly status?: number,
  ) {
    super(`${source}: ${message}`);
  }
}
