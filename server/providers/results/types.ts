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

export interface ResultsProvider {
  readonly name: 'football-data.co.uk' | 'football-data.org' | 'the-odds-api' | 'api-sports' | 'openfootball';
  /** Finished matches the source knows, played on or after `since` where the source can be asked so. */
  finished(since: Date): Promise<FetchedResult[]>;
}

/** A source that could not be read: unreachable, refused (key, quota) or answering something unexpected. */
export class ResultsSourceError extends Error {
  constructor(
    readonly source: ResultsProvider['name'],
    message: string,
    readonly status?: number,
  ) {
    super(`${source}: ${message}`);
  }
}
