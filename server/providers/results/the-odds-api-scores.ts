import type { Logger } from '../../lib/logger';
import { fetchJson } from './http';
import { THE_ODDS_API_COMPETITIONS } from './leagues';
import type { FetchedResult, ResultsProvider } from './types';

interface ApiSport {
  key: string;
  group: string;
  title: string;
  active: boolean;
}
interface ApiScoreEvent {
  id: string;
  sport_key: string;
  commence_time: string;
  completed: boolean;
  home_team: string;
  away_team: string;
  /** Null before kick-off; scores are strings. */
  scores: { name: string; score: string }[] | null;
}

const LOW_QUOTA = 50;

/**
 * The Odds API v4 scores: `/v4/sports` (free) for the competitions in season, then
 * `/v4/sports/{sport}/scores?daysFrom=3` for each one the model knows (2 credits each), keeping the completed
 * games. Run at least every three days, or games fall out of its window. No half-time scores.
 */
export class TheOddsApiScoresProvider implements ResultsProvider {
  readonly name = 'the-odds-api' as const;

  constructor(
    private readonly apiKey: string,
    private readonly baseUrl: string,
    private readonly logger: Logger,
  ) {}

  async finished(): Promise<FetchedResult[]> {
    const sports = await this.get<ApiSport[]>('/v4/sports', {});
    const out: FetchedResult[] = [];
    for (const { key, league } of modelledSports(sports)) {
      const events = await this.get<ApiScoreEvent[]>(`/v4/sports/${encodeURIComponent(key)}/scores`, {
        daysFrom: '3',
        dateFormat: 'iso',
      });
      out.push(...events.flatMap((e) => toResult(e, league, `${this.name}:${key}`)));
    }
    return out;
  }

  private async get<T>(path: string, query: Record<string, string>): Promise<T> {
    const url = new URL(path, this.baseUrl);
    for (const [k, v] of Object.entries({ ...query, apiKey: this.apiKey })) url.searchParams.set(k, v);
    const { body, headers } = await fetchJson<T>(this.name, url, this.logger);
    const remaining = Number(headers.get('x-requests-remaining') ?? NaN);
    if (Number.isFinite(remaining) && remaining < LOW_QUOTA)
      this.logger.warn({ remaining }, 'The Odds API quota is running low');
    return body;
  }
}

/** The active soccer competitions the model knows, with our league name. */
export function modelledSports(sports: ApiSport[]): { key: string; league: string }[] {
  return sports.flatMap((s) => {
    if (!s.active || s.group !== 'Soccer') return [];
    const known = THE_ODDS_API_COMPETITIONS.find((c) => c.keys.includes(s.key) || c.title.test(s.title));
    return known ? [{ key: s.key, league: known.league }] : [];
  });
}

function toResult(e: ApiScoreEvent, league: string, source: string): FetchedResult[] {
  const goalsOf = (team: string) => {
    const s = e.scores?.find((x) => x.name === team)?.score;
    return s !== undefined && /^\d+$/.test(s) ? Number(s) : null;
  };
  const [homeGoals, awayGoals] = [goalsOf(e.home_team), goalsOf(e.away_team)];
  if (!e.completed || homeGoals === null || awayGoals === null) return [];
  return [
    {
      date: e.commence_time.slice(0, 10),
      league,
      home: e.home_team,
      away: e.away_team,
      homeGoals,
      awayGoals,
      htHomeGoals: null,
      htAwayGoals: null,
      source,
    },
  ];
}
