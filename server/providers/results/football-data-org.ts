import type { Logger } from '../../lib/logger';
import { fetchJson, isoDay } from './http';
import { FOOTBALL_DATA_ORG_COMPETITIONS } from './leagues';
import type { FetchedResult, ResultsProvider } from './types';

interface ApiScore {
  home: number | null;
  away: number | null;
}
interface ApiMatch {
  id: number;
  utcDate: string;
  status: string;
  homeTeam: { name: string | null };
  awayTeam: { name: string | null };
  score: {
    duration?: 'REGULAR' | 'EXTRA_TIME' | 'PENALTY_SHOOTOUT';
    fullTime: ApiScore;
    halfTime: ApiScore;
    /** Present when a match went beyond 90 minutes; fullTime then counts extra time too. */
    regularTime?: ApiScore;
  };
}
interface ApiMatches {
  matches: ApiMatch[];
}

/**
 * football-data.org API v4: `GET /v4/competitions/{code}/matches?status=FINISHED&dateFrom&dateTo` for each
 * competition the model knows, authenticated by the X-Auth-Token header. Asked one competition after another:
 * the free tier allows 10 requests a minute.
 */
export class FootballDataOrgProvider implements ResultsProvider {
  readonly name = 'football-data.org' as const;

  constructor(
    private readonly apiKey: string,
    private readonly baseUrl: string,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async finished(since: Date): Promise<FetchedResult[]> {
    const out: FetchedResult[] = [];
    for (const [code, league] of Object.entries(FOOTBALL_DATA_ORG_COMPETITIONS)) {
      const url = new URL(`/v4/competitions/${code}/matches`, this.baseUrl);
      url.searchParams.set('status', 'FINISHED');
      url.searchParams.set('dateFrom', isoDay(since));
      url.searchParams.set('dateTo', isoDay(this.now()));
      const { body } = await fetchJson<ApiMatches>(this.name, url, this.logger, {
        'X-Auth-Token': this.apiKey,
      });
      out.push(...body.matches.flatMap((m) => toResult(m, league, `${this.name}:${code}`)));
    }
    return out;
  }
}

function toResult(m: ApiMatch, league: string, source: string): FetchedResult[] {
  const score = m.score.regularTime ?? m.score.fullTime;
  const home = m.homeTeam.name;
  const away = m.awayTeam.name;
  if (m.status !== 'FINISHED' || score.home === null || score.away === null || !home || !away) return [];
  const ht = m.score.halfTime;
  const halfTime = ht.home !== null && ht.away !== null;
  return [
    {
      date: m.utcDate.slice(0, 10),
      league,
      home,
      away,
      homeGoals: score.home,
      awayGoals: score.away,
      htHomeGoals: halfTime ? ht.home : null,
      htAwayGoals: halfTime ? ht.away : null,
      source,
    },
  ];
}
