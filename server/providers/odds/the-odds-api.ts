import type { Logger } from '../../lib/logger';
import { AppError } from '../../lib/app-error';
import type { GeneratorSport, OddsEvent, OddsProvider, OddsSport } from './types';

interface ApiSport {
  key: string;
  group: string;
  title: string;
  active: boolean;
  has_outrights: boolean;
}
interface ApiOutcome {
  name: string;
  price: number;
}
interface ApiEvent {
  id: string;
  sport_title: string;
  commence_time: string;
  home_team: string;
  away_team: string;
  bookmakers: { key: string; markets: { key: string; outcomes: ApiOutcome[] }[] }[];
}

/** Which of The Odds API's sport groups feed each generator sport (keys are discovered from /v4/sports). */
const GROUPS: Record<GeneratorSport, string> = { football: 'Soccer', basketball: 'Basketball' };
const MAX_SPORT_KEYS = 8;
const CACHE_MS = 5 * 60_000;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/**
 * The Odds API v4: active sport keys of the group, then h2h (and totals) odds in decimal format for the eu
 * region between `from` and `to`. Each outcome's price is the median over the bookmakers. Responses are cached
 * per sport key for a few minutes, and the remaining request quota is watched.
 */
export class TheOddsApiProvider implements OddsProvider {
  readonly name = 'the-odds-api' as const;
  readonly demo = false;
  private cache = new Map<string, { at: number; events: ApiEvent[] }>();
  private sportsCache: { at: number; list: ApiSport[] } | null = null;

  constructor(
    private readonly apiKey: string,
    private readonly baseUrl: string,
    private readonly logger: Logger,
  ) {}

  async upcoming(sport: GeneratorSport, from: Date, to: Date): Promise<OddsEvent[]> {
    const keys = (await this.sportList())
      .filter((s) => s.group === GROUPS[sport] && s.active && !s.has_outrights)
      .slice(0, MAX_SPORT_KEYS)
      .map((s) => s.key);
    const events: OddsEvent[] = [];
    for (const key of keys) {
      for (const e of await this.odds(key, from, to)) {
        const start = new Date(e.commence_time);
        // The API's window is by request time; games that have started since are dropped here.
        if (!(start > new Date() && start > from && start < to)) continue;
        const h2h = this.h2h(e);
        if (h2h)
          events.push({
            id: e.id,
            league: e.sport_title,
            home: e.home_team,
            away: e.away_team,
            commenceTime: e.commence_time,
            h2h,
          });
      }
    }
    return events;
  }

  private h2h(e: ApiEvent): OddsEvent['h2h'] | null {
    const prices = (name: string) =>
      e.bookmakers.flatMap((b) =>
        b.markets
          .filter((m) => m.key === 'h2h')
          .flatMap((m) => m.outcomes.filter((o) => o.name === name).map((o) => o.price)),
      );
    const home = prices(e.home_team);
    const away = prices(e.away_team);
    if (!home.length || !away.length) return null;
    const draw = prices('Draw');
    return { home: median(home), away: median(away), ...(draw.length ? { draw: median(draw) } : {}) };
  }

  async sports(): Promise<OddsSport[]> {
    return (await this.sportList()).map(({ key, group, title, active }) => ({ key, group, title, active }));
  }

  private async sportList(): Promise<ApiSport[]> {
    if (this.sportsCache && Date.now() - this.sportsCache.at < 60 * 60_000) return this.sportsCache.list;
    const list = (await this.get('/v4/sports', {})) as ApiSport[];
    this.sportsCache = { at: Date.now(), list };
    return list;
  }

  private async odds(key: string, from: Date, to: Date): Promise<ApiEvent[]> {
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.events;
    const iso = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');
    const events = (await this.get(`/v4/sports/${encodeURIComponent(key)}/odds`, {
      regions: 'eu',
      markets: 'h2h,totals',
      oddsFormat: 'decimal',
      dateFormat: 'iso',
      commenceTimeFrom: iso(from),
      commenceTimeTo: iso(to),
    })) as ApiEvent[];
    this.cache.set(key, { at: Date.now(), events });
    return events;
  }

  private async get(path: string, query: Record<string, string>): Promise<unknown> {
    const url = new URL(path, this.baseUrl);
    for (const [k, v] of Object.entries({ ...query, apiKey: this.apiKey })) url.searchParams.set(k, v);
    const res = await fetch(url, { signal: AbortSignal.timeout(15_000) }).catch((error) => {
      throw new AppError('UPSTREAM_FAILED', 'Servis kvota trenutno nije dostupan.', { cause: error });
    });
    const remaining = Number(res.headers.get('x-requests-remaining'));
    if (Number.isFinite(remaining) && remaining < 50)
      this.logger.warn({ remaining }, 'The Odds API quota is running low');
    if (!res.ok)
      throw new AppError('UPSTREAM_FAILED', 'Servis kvota trenutno nije dostupan.', {
        details: { status: res.status },
      });
    return res.json();
  }
}
