import { seasonStartYears } from '../../common/season';
import type { Logger } from '../../lib/logger';
import { apiSportsGet, waitMs } from './api-sports-request';
import { isoDay } from './http';
import { API_SPORTS_LEAGUES } from './leagues';
import type { FetchedFixture, FetchedResult, ResultsProvider } from './types';

interface ApiScore {
  home: number | null;
  away: number | null;
}
interface ApiFixture {
  fixture: { id: number; date: string; status: { short: string } };
  league: { id: number; season: number };
  teams: { home: { name: string | null }; away: { name: string | null } };
  /** Goals at the end, extra time included. */
  goals: ApiScore;
  /** `fulltime` is the score after 90 minutes; `extratime` and `penalty` come on top of it. */
  score: { halftime: ApiScore; fulltime: ApiScore; extratime: ApiScore; penalty: ApiScore };
}

/** Fixture statuses of a finished match (API-Football's "short" codes). */
const FINISHED = ['FT', 'AET', 'PEN'];
/** The API's own host (API_SPORTS_BASE_URL's default). */
export const API_SPORTS_BASE_URL = 'https://v3.football.api-sports.io';

/**
 * API-Football (API-Sports v3): `GET /fixtures?league&season&from&to&status=FT-AET-PEN` for each league of
 * {@link API_SPORTS_LEAGUES} and each season the days since touch (API-Football names a season by the year it
 * starts in), and `status=NS` for the schedule ({@link apiSportsGet}: the key, refusals and the minute's quota).
 * A paged answer (`paging.total` > 1) is read page by page.
 */
export class ApiSportsProvider implements ResultsProvider {
  readonly name = 'api-sports' as const;

  constructor(
    private readonly apiKey: string,
    private readonly baseUrl: string,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
    private readonly sleep: (ms: number) => Promise<void> = waitMs,
  ) {}

  async finished(since: Date): Promise<FetchedResult[]> {
    const out: FetchedResult[] = [];
    for await (const { fixtures, league, source } of this.fixtures(since, this.now(), FINISHED))
      out.push(...fixtures.flatMap((f) => toResult(f, league, source)));
    return out;
  }

  /** Fixtures not started (`NS`) from `from` to `to`: the Balkan leagues' schedule, which no open source has. */
  async upcoming(from: Date, to: Date): Promise<FetchedFixture[]> {
    const out: FetchedFixture[] = [];
    for await (const { fixtures, league, source } of this.fixtures(from, to, ['NS']))
      for (const f of fixtures)
        if (f.fixture.status.short === 'NS' && f.teams.home.name && f.teams.away.name)
          out.push({
            kickoff: new Date(f.fixture.date).toISOString(),
            timeKnown: true,
            league,
            home: f.teams.home.name,
            away: f.teams.away.name,
            source,
          });
    return out;
  }

  /** Every league's fixtures of the given statuses from one day to another, page by page. */
  private async *fixtures(from: Date, to: Date, statuses: string[]) {
    for (const season of seasonStartYears(from, to))
      for (const [id, league] of Object.entries(API_SPORTS_LEAGUES))
        for (let page = 1, pages = 1; page <= pages; page++) {
          const url = new URL('/fixtures', this.baseUrl);
          url.searchParams.set('league', id);
          url.searchParams.set('season', String(season));
          url.searchParams.set('from', isoDay(from));
          url.searchParams.set('to', isoDay(to));
          url.searchParams.set('status', statuses.join('-'));
          if (page > 1) url.searchParams.set('page', String(page));
          const body = await apiSportsGet<ApiFixture>(this.name, url, this.apiKey, this.logger, this.sleep);
          pages = body.paging?.total ?? 1;
          yield { fixtures: body.response, league, source: `${this.name}:${id}/${season}` };
        }
  }
}

function toResult(f: ApiFixture, league: string, source: string): FetchedResult[] {
  const home = f.teams.home.name;
  const away = f.teams.away.name;
  // The 90-minute score; `goals` would count extra time.
  const score = f.score.fulltime.home !== null ? f.score.fulltime : f.goals;
  if (!FINISHED.includes(f.fixture.status.short) || score.home === null || score.away === null) return [];
  if (!home || !away) return [];
  const ht = f.score.halftime;
  const halfTime = ht.home !== null && ht.away !== null;
  return [
    {
      date: f.fixture.date.slice(0, 10),
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
