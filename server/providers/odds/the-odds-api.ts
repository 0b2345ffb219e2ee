import type { Logger } from '../../lib/logger';
import { AppError } from '../../lib/app-error';
import type { BookmakerPrices, GeneratorSport, OddsEvent, OddsProvider, OddsSport } from './types';

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
  point?: number;
}
interface ApiEvent {
  id: string;
  sport_title: string;
  commence_time: string;
  home_team: string;
  away_team: string;
  bookmakers: { key: string; title?: string; markets: { key: string; outcomes: ApiOutcome[] }[] }[];
}

/**
 * The competitions the generator draws from, matched against the titles /v4/sports lists (keys are never
 * guessed: the API names and renames them). A competition the API does not cover is simply absent.
 */
const WANTED: Record<GeneratorSport, { group: string; titles: RegExp[] }> = {
  football: {
    group: 'Soccer',
    titles: [
      /serbia|srbij/i, // Serbian SuperLiga
      /croatia|\bhnl\b/i,
      /^epl$|premier league.*england/i,
      /^la liga(?!\s*2)/i,
      /^serie a(?!.*brazil)/i,
      /^bundesliga(?!\s*2)/i,
      /^ligue 1\b/i,
      /^uefa champions league/i,
      /^uefa europa league/i,
      /^uefa europa conference league|^uefa conference league/i,
      /bosnia/i,
      /slovenia/i,
    ],
  },
  basketball: {
    group: 'Basketball',
    titles: [/euroleague/i, /^nba$/i, /\baba\b|adriatic/i],
  },
};
/** Requests at once: enough to answer within a second or two, few enough not to trip the API's rate limit. */
const PARALLEL = 4;
const CACHE_MS = 5 * 60_000;
const LOW_QUOTA = 50;

/** The median price, to two decimals as bookmakers quote them. */
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  return Math.round(m * 100) / 100;
};

/** `fn` over `items` with at most `limit` calls running at once, results in the items' order. */
async function mapBounded<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** The sport keys of the wanted competitions, in the order of the wanted list. */
export function wantedKeys(list: ApiSport[], sport: GeneratorSport): string[] {
  const { group, titles } = WANTED[sport];
  const open = list.filter((s) => s.group === group && s.active && !s.has_outrights);
  return [...new Set(titles.flatMap((title) => open.filter((s) => title.test(s.title)).map((s) => s.key)))];
}

/**
 * The Odds API v4: the wanted competitions' sport keys, then h2h and totals odds in decimal format for the eu
 * region between `from` and `to`. Each outcome's price is the median over the bookmakers, and each bookmaker's
 * own prices are kept beside (`bookmakers`). Responses are cached per sport key and window length for a few
 * minutes, and the remaining request quota is watched.
 */
export class TheOddsApiProvider implements OddsProvider {
  readonly name = 'the-odds-api' as const;
  readonly demo = false;
  readonly offers = ['football', 'basketball'] as const;
  private cache = new Map<string, { at: number; events: ApiEvent[] }>();
  private sportsCache: { at: number; list: ApiSport[] } | null = null;

  constructor(
    private readonly apiKey: string,
    private readonly baseUrl: string,
    private readonly logger: Logger,
  ) {}

  async upcoming(sport: GeneratorSport, from: Date, to: Date): Promise<OddsEvent[]> {
    const keys = wantedKeys(await this.sportList(), sport);
    const perKey = await mapBounded(keys, PARALLEL, (key) => this.odds(key, from, to));
    const now = new Date();
    return perKey.flat().flatMap((e) => {
      const start = new Date(e.commence_time);
      // The API's window is by request time (and cached): games that have started since are dropped here.
      if (!(start > now && start > from && start < to)) return [];
      const h2h = this.h2h(e);
      if (!h2h) return [];
      const totals = this.totals(e);
      const bookmakers = this.bookmakers(e);
      return [
        {
          id: e.id,
          league: e.sport_title,
          home: e.home_team,
          away: e.away_team,
          commenceTime: e.commence_time,
          h2h,
          ...(totals ? { totals } : {}),
          ...(bookmakers.length ? { bookmakers } : {}),
        },
      ];
    });
  }

  /** Each bookmaker's own prices: a full 1X2 (or two-way) market, and every over/under line with both sides. */
  private bookmakers(e: ApiEvent): BookmakerPrices[] {
    return e.bookmakers.flatMap((b) => {
      const market = (key: string) => b.markets.find((m) => m.key === key)?.outcomes ?? [];
      const price = (outcomes: ApiOutcome[], name: string) => outcomes.find((o) => o.name === name)?.price;
      const h = market('h2h');
      const [home, away, draw] = [price(h, e.home_team), price(h, e.away_team), price(h, 'Draw')];
      const t = market('totals');
      const totals = t
        .filter((o) => o.name === 'Over' && typeof o.point === 'number')
        .flatMap((over) => {
          const under = t.find((o) => o.name === 'Under' && o.point === over.point);
          return under ? [{ point: over.point!, over: over.price, under: under.price }] : [];
        });
      const prices: BookmakerPrices = {
        key: b.key,
        title: b.title ?? b.key,
        ...(home && away ? { h2h: { home, away, ...(draw ? { draw } : {}) } } : {}),
        ...(totals.length ? { totals } : {}),
      };
      return prices.h2h || prices.totals ? [prices] : [];
    });
  }

  private prices(e: ApiEvent, market: string, match: (o: ApiOutcome) => boolean): number[] {
    return e.bookmakers.flatMap((b) =>
      b.markets.filter((m) => m.key === market).flatMap((m) => m.outcomes.filter(match).map((o) => o.price)),
    );
  }

  private h2h(e: ApiEvent): OddsEvent['h2h'] | null {
    const home = this.prices(e, 'h2h', (o) => o.name === e.home_team);
    const away = this.prices(e, 'h2h', (o) => o.name === e.away_team);
    if (!home.length || !away.length) return null;
    const draw = this.prices(e, 'h2h', (o) => o.name === 'Draw');
    return { home: median(home), away: median(away), ...(draw.length ? { draw: median(draw) } : {}) };
  }

  /** Over/under at the line most bookmakers offer (the lower line on a tie), median prices. */
  private totals(e: ApiEvent): OddsEvent['totals'] | null {
    const lines = new Map<number, number>();
    for (const b of e.bookmakers)
      for (const m of b.markets)
        if (m.key === 'totals')
          for (const o of m.outcomes)
            if (o.name === 'Over' && typeof o.point === 'number')
              lines.set(o.point, (lines.get(o.point) ?? 0) + 1);
    const [point] = [...lines].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0] ?? [];
    if (point === undefined) return null;
    const over = this.prices(e, 'totals', (o) => o.name === 'Over' && o.point === point);
    const under = this.prices(e, 'totals', (o) => o.name === 'Under' && o.point === point);
    return over.length && under.length ? { point, over: median(over), under: median(under) } : null;
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
    // Per competition and window length: the generator's two days do not answer for a ticket's next week.
    const cacheKey = `${key}|${Math.round((to.getTime() - from.getTime()) / 3_600_000)}`;
    const hit = this.cache.get(cacheKey);
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
    this.cache.set(cacheKey, { at: Date.now(), events });
    return events;
  }

  private async get(path: string, query: Record<string, string>): Promise<unknown> {
    const url = new URL(path, this.baseUrl);
    for (const [k, v] of Object.entries({ ...query, apiKey: this.apiKey })) url.searchParams.set(k, v);
    const res = await fetch(url, { signal: AbortSignal.timeout(15_000) }).catch((error) => {
      this.logger.error({ err: error, path }, 'The Odds API unreachable');
      throw new AppError('UPSTREAM_FAILED', 'odds.unavailable', { cause: error });
    });
    const remaining = Number(res.headers.get('x-requests-remaining') ?? NaN);
    if (Number.isFinite(remaining) && remaining < LOW_QUOTA)
      this.logger.warn({ remaining }, 'The Odds API quota is running low');
    if (res.ok) return res.json();
    this.logger.error({ status: res.status, path }, 'The Odds API refused the request');
    if (res.status === 401)
      throw new AppError('UPSTREAM_FAILED', 'odds.refused', { details: { status: 401 } });
    if (res.status === 429) throw new AppError('UNAVAILABLE', 'odds.throttled', { retryAfter: 60 });
    throw new AppError('UPSTREAM_FAILED', 'odds.unavailable', { details: { status: res.status } });
  }
}
