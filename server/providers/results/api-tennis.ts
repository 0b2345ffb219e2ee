import type { Logger } from '../../lib/logger';
import { fetchJson, isoDay } from './http';
import { ResultsSourceError, type FetchedGame, type GamesProvider } from './types';

interface ApiSet {
  score_first: string;
  score_second: string;
  score_set: string;
}
interface ApiFixture {
  event_date: string;
  event_first_player: string | null;
  event_second_player: string | null;
  /** Sets won, "2 - 1". */
  event_final_result: string | null;
  /** "Finished", "Retired", "Walk Over", "Set 2" … */
  event_status: string | null;
  event_type_type: string | null;
  tournament_name: string | null;
  scores?: ApiSet[];
}
interface ApiAnswer {
  success: number;
  result?: ApiFixture[];
  error?: unknown;
}

/** The API's own host (API_TENNIS_BASE_URL's default). */
export const API_TENNIS_BASE_URL = 'https://api.api-tennis.com';
const DAY_MS = 86_400_000;
/** Days asked at once: a week of every tour is a few thousand matches. */
const WINDOW_DAYS = 7;
/** Tennis is asked back this far at most: tickets are analysed within days of their matches. */
const MAX_LOOK_BACK_DAYS = 28;

/**
 * API-Tennis (api-tennis.com, keyed: API_TENNIS_KEY): `GET /tennis/?method=get_fixtures&date_start&date_stop`, a
 * week at a time, from the date asked (at most four weeks back) to today. Only finished matches are kept, with the
 * games of each set: a retirement or a walkover settles by each bookmaker's own rule, so it is not stored, and a
 * match whose sets do not add up to its result is dropped. The API answers a refused key with `success: 0`.
 */
export class ApiTennisProvider implements GamesProvider {
  readonly name = 'api-tennis' as const;

  constructor(
    private readonly apiKey: string,
    private readonly baseUrl: string,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async finishedGames(since: Date): Promise<FetchedGame[]> {
    const until = this.now().getTime();
    const out: FetchedGame[] = [];
    for (
      let start = Math.max(since.getTime(), until - MAX_LOOK_BACK_DAYS * DAY_MS);
      start <= until;
      start += WINDOW_DAYS * DAY_MS
    ) {
      const url = new URL('/tennis/', this.baseUrl);
      url.searchParams.set('method', 'get_fixtures');
      url.searchParams.set('APIkey', this.apiKey);
      url.searchParams.set('date_start', isoDay(new Date(start)));
      url.searchParams.set(
        'date_stop',
        isoDay(new Date(Math.min(until, start + (WINDOW_DAYS - 1) * DAY_MS))),
      );
      const { body } = await fetchJson<ApiAnswer>(this.name, url, this.logger);
      if (body.success !== 1) {
        this.logger.warn({ source: this.name, error: body.error }, 'results source refused');
        throw new ResultsSourceError(
          this.name,
          `refused: ${JSON.stringify(body.error ?? body).slice(0, 200)}`,
          401,
        );
      }
      out.push(...(body.result ?? []).flatMap((f) => toGame(f, this.name)));
    }
    return out;
  }
}

function toGame(f: ApiFixture, name: string): FetchedGame[] {
  const [home, away] = [f.event_first_player, f.event_second_player];
  if (f.event_status !== 'Finished' || !home || !away || !f.scores?.length) return [];
  const sets = [...f.scores].sort((a, b) => Number(a.score_set) - Number(b.score_set));
  // A set's games as an integer ("7.5" is 7 games with a tie-break of 5 points at some sources).
  const homeGames = sets.map((s) => parseInt(s.score_first, 10));
  const awayGames = sets.map((s) => parseInt(s.score_second, 10));
  if ([...homeGames, ...awayGames].some((g) => !Number.isInteger(g) || g < 0)) return [];
  const won = /^\s*(\d)\s*-\s*(\d)\s*$/.exec(f.event_final_result ?? '');
  const setsWon = (mine: number[], theirs: number[]) => mine.filter((g, i) => g > theirs[i]).length;
  if (!won || setsWon(homeGames, awayGames) !== +won[1] || setsWon(awayGames, homeGames) !== +won[2])
    return [];
  return [
    {
      sport: 'tennis',
      date: f.event_date,
      league: f.tournament_name ?? f.event_type_type ?? 'Tennis',
      home,
      away,
      homeScore: { periods: homeGames, overtime: 0 },
      awayScore: { periods: awayGames, overtime: 0 },
      source: `${name}:${f.event_date}`,
    },
  ];
}
