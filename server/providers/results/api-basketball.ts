import { seasonStartYears } from '../../common/season';
import type { Logger } from '../../lib/logger';
import { apiSportsGet, waitMs } from './api-sports-request';
import { API_BASKETBALL_LEAGUES } from './leagues';
import { ResultsSourceError, type FetchedGame, type GameSide, type GamesProvider } from './types';

interface ApiSide {
  quarter_1: number | null;
  quarter_2: number | null;
  quarter_3: number | null;
  quarter_4: number | null;
  /** All overtime periods together; null when there was none. */
  over_time: number | null;
  total: number | null;
}
interface ApiGame {
  id: number;
  date: string;
  status: { short: string };
  league: { id: number; name: string; season: string | number };
  teams: { home: { name: string | null }; away: { name: string | null } };
  scores: { home: ApiSide; away: ApiSide };
}

/** Game statuses of a finished game: after regulation, after overtime. */
const FINISHED = ['FT', 'AOT'];
/** The API's own host (API_BASKETBALL_BASE_URL's default). */
export const API_BASKETBALL_BASE_URL = 'https://v1.basketball.api-sports.io';

/** A league to ask: its id, our name for it, and the name the API must answer with. */
export interface BasketballLeague {
  id: number;
  league: string;
  apiName: string;
}

/**
 * API-Basketball (API-Sports v1, the same account and key as API-Football): `GET /games?league&season` for each
 * league and each season the days since touch, one request each (the endpoint filters by a single day, not by a
 * range, so the season is asked and the days since kept). A game is kept only when it is finished and its
 * quarters add up to its total, so a half-filled score never settles a bet. A league id that answers another
 * league's name fails the source rather than storing games under the wrong competition.
 */
export class ApiBasketballProvider implements GamesProvider {
  readonly name = 'api-basketball' as const;

  constructor(
    private readonly apiKey: string,
    private readonly baseUrl: string,
    private readonly logger: Logger,
    private readonly leagues: BasketballLeague[] = defaultBasketballLeagues(),
    private readonly now: () => Date = () => new Date(),
    private readonly sleep: (ms: number) => Promise<void> = waitMs,
  ) {}

  async finishedGames(since: Date): Promise<FetchedGame[]> {
    const out: FetchedGame[] = [];
    const from = since.toISOString().slice(0, 10);
    for (const season of basketballSeasons(since, this.now()))
      for (const l of this.leagues) {
        const url = new URL('/games', this.baseUrl);
        url.searchParams.set('league', String(l.id));
        url.searchParams.set('season', season);
        const body = await apiSportsGet<ApiGame>(this.name, url, this.apiKey, this.logger, this.sleep);
        const answered = body.response.find((g) => fold(g.league.name) !== fold(l.apiName));
        if (answered)
          throw new ResultsSourceError(
            this.name,
            `league ${l.id} answers "${answered.league.name}", not "${l.apiName}" (set API_BASKETBALL_LEAGUES)`,
          );
        out.push(...body.response.flatMap((g) => toGame(g, l.league, `${this.name}:${l.id}/${season}`)));
      }
    return out.filter((g) => g.date >= from);
  }
}

/** "120:EuroLeague,198:ABA League" (API_BASKETBALL_LEAGUES) or the default list; our name is the API's then. */
export function basketballLeagues(setting: string | undefined): BasketballLeague[] {
  if (!setting?.trim()) return defaultBasketballLeagues();
  return setting
    .split(',')
    .map((pair) => /^\s*(\d+)\s*:\s*(.+?)\s*$/.exec(pair))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ id: Number(m[1]), league: m[2], apiName: m[2] }));
}

const defaultBasketballLeagues = (): BasketballLeague[] =>
  Object.entries(API_BASKETBALL_LEAGUES).map(([id, l]) => ({ id: Number(id), ...l }));

/** API-Basketball names a European season "2025-2026"; it starts in September, asked from July. */
export function basketballSeasons(since: Date, until: Date): string[] {
  return seasonStartYears(since, until).map((s) => `${s}-${s + 1}`);
}

const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, '')
    .toLowerCase();

function side(s: ApiSide): GameSide | null {
  const q = [s.quarter_1, s.quarter_2, s.quarter_3, s.quarter_4];
  if (q.some((p) => p === null) || s.total === null) return null;
  const periods = q as number[];
  const overtime = s.over_time ?? 0;
  // A score whose parts do not add up is not settled on.
  if (periods.reduce((a, b) => a + b, 0) + overtime !== s.total) return null;
  return { periods, overtime };
}

function toGame(g: ApiGame, league: string, source: string): FetchedGame[] {
  if (!FINISHED.includes(g.status.short)) return [];
  const [home, away] = [g.teams.home.name, g.teams.away.name];
  const [homeScore, awayScore] = [side(g.scores.home), side(g.scores.away)];
  if (!home || !away || !homeScore || !awayScore) return [];
  return [
    { sport: 'basketball', date: g.date.slice(0, 10), league, home, away, homeScore, awayScore, source },
  ];
}
