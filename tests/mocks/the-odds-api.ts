// A stand-in of The Odds API v4 (https://the-odds-api.com/liveapi/guides/v4/): /v4/sports and
// /v4/sports/{sport}/odds answering in the documented shapes, with the quota headers. Shared by the adapter's
// tests and the development server's MOCKS mode; times are relative to now, so the fixtures never go stale.
import { http, HttpResponse } from 'msw';

export const THE_ODDS_API_BASE = 'https://api.the-odds-api.com';

/** A time as the API writes it: ISO 8601 without milliseconds. */
export const iso = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');
const hour = (h: number) => iso(new Date(Date.now() + h * 3_600_000));
const sport = (key: string, group: string, title: string, has_outrights = false) => ({
  key,
  group,
  title,
  description: '',
  active: true,
  has_outrights,
});

// /v4/sports as the API lists it: alphabetical by key, so the wanted competitions are not first, and
// look-alike titles (second divisions, other countries' "Serie A", outrights) sit next to them.
export const SPORTS = [
  sport('basketball_euroleague', 'Basketball', 'Basketball Euroleague'),
  sport('basketball_nba', 'Basketball', 'NBA'),
  sport('basketball_nba_championship_winner', 'Basketball', 'NBA Championship Winner', true),
  sport('basketball_ncaab', 'Basketball', 'NCAAB'),
  sport('soccer_argentina_primera_division', 'Soccer', 'Primera División - Argentina'),
  sport('soccer_austria_bundesliga', 'Soccer', 'Austrian Football Bundesliga'),
  sport('soccer_brazil_campeonato', 'Soccer', 'Brazil Série A'),
  sport('soccer_china_superleague', 'Soccer', 'Super League - China'),
  sport('soccer_epl', 'Soccer', 'EPL'),
  sport('soccer_fifa_world_cup_winner', 'Soccer', 'FIFA World Cup Winner', true),
  sport('soccer_france_ligue_one', 'Soccer', 'Ligue 1 - France'),
  sport('soccer_germany_bundesliga', 'Soccer', 'Bundesliga - Germany'),
  sport('soccer_germany_bundesliga2', 'Soccer', 'Bundesliga 2 - Germany'),
  sport('soccer_italy_serie_a', 'Soccer', 'Serie A - Italy'),
  sport('soccer_japan_j_league', 'Soccer', 'J League'),
  sport('soccer_serbia_superliga', 'Soccer', 'Super Liga - Serbia'),
  sport('soccer_spain_la_liga', 'Soccer', 'La Liga - Spain'),
  sport('soccer_spain_segunda_division', 'Soccer', 'La Liga 2 - Spain'),
  sport('soccer_uefa_champs_league', 'Soccer', 'UEFA Champions League'),
  sport('soccer_uefa_europa_league', 'Soccer', 'UEFA Europa League'),
];

const market = (key: string, outcomes: { name: string; price: number; point?: number }[]) => ({
  key,
  last_update: hour(0),
  outcomes,
});
const bookmaker = (key: string, markets: ReturnType<typeof market>[]) => ({
  key,
  title: key.toUpperCase(),
  last_update: hour(0),
  markets,
});
const match = (
  id: string,
  sportKey: string,
  home: string,
  away: string,
  start: string,
  books: unknown[],
) => ({
  id,
  sport_key: sportKey,
  sport_title: SPORTS.find((s) => s.key === sportKey)!.title,
  commence_time: start,
  home_team: home,
  away_team: away,
  bookmakers: books,
});
const derby = (home: number, draw: number, away: number) => [
  { name: 'Crvena Zvezda', price: home },
  { name: 'Partizan', price: away },
  { name: 'Draw', price: draw },
];

/** The odds each sport key answers with (documented v4 shape); keys not listed answer an empty list. */
export const ODDS: Record<string, unknown[]> = {
  soccer_serbia_superliga: [
    match('ev1', 'soccer_serbia_superliga', 'Crvena Zvezda', 'Partizan', hour(5), [
      bookmaker('a', [
        market('h2h', derby(1.8, 3.6, 4.4)),
        market('totals', [
          { name: 'Over', price: 1.95, point: 2.5 },
          { name: 'Under', price: 1.85, point: 2.5 },
        ]),
      ]),
      bookmaker('b', [
        market('h2h', derby(1.9, 3.5, 4.0)),
        market('totals', [
          { name: 'Over', price: 1.9, point: 2.5 },
          { name: 'Under', price: 1.9, point: 2.5 },
        ]),
      ]),
      bookmaker('c', [
        market('h2h', derby(1.85, 3.4, 4.2)),
        // A bookmaker on another line: the line most bookmakers offer wins.
        market('totals', [
          { name: 'Over', price: 2.6, point: 3.5 },
          { name: 'Under', price: 1.45, point: 3.5 },
        ]),
      ]),
    ]),
    // Started meanwhile: dropped on our side.
    match('ev0', 'soccer_serbia_superliga', 'Crvena Zvezda', 'Partizan', hour(-1), [
      bookmaker('a', [market('h2h', derby(2, 3, 4))]),
    ]),
  ],
  basketball_euroleague: [
    match('bk1', 'basketball_euroleague', 'Partizan', 'Real Madrid', hour(3), [
      bookmaker('a', [
        market('h2h', [
          { name: 'Partizan', price: 2.1 },
          { name: 'Real Madrid', price: 1.75 },
        ]),
        market('totals', [
          { name: 'Over', price: 1.9, point: 162.5 },
          { name: 'Under', price: 1.9, point: 162.5 },
        ]),
      ]),
    ]),
  ],
};

/** What a test may watch or slow down: every request, each odds request before it is answered, the quota left. */
export interface OddsStandInHooks {
  onRequest?: (url: URL) => void;
  beforeOddsAnswer?: () => Promise<void>;
  remaining?: () => string;
}

export function theOddsApiHandlers(hooks: OddsStandInHooks = {}, base = THE_ODDS_API_BASE) {
  const remaining = () => hooks.remaining?.() ?? '480';
  return [
    http.get(`${base}/v4/sports`, ({ request }) => {
      hooks.onRequest?.(new URL(request.url));
      return HttpResponse.json(SPORTS, { headers: { 'x-requests-remaining': remaining() } });
    }),
    http.get(`${base}/v4/sports/:key/odds`, async ({ request, params }) => {
      hooks.onRequest?.(new URL(request.url));
      await hooks.beforeOddsAnswer?.();
      return HttpResponse.json(ODDS[params.key as string] ?? [], {
        headers: { 'x-requests-remaining': remaining(), 'x-requests-used': '20' },
      });
    }),
  ];
}

// Error bodies as the API sends them (https://the-odds-api.com/liveapi/guides/v4/api-error-codes.html).
const ERRORS: Record<number, { message: string; error_code: string }> = {
  401: { message: 'API key is not valid', error_code: 'INVALID_KEY' },
  429: { message: 'Requests are being sent too frequently', error_code: 'EXCEEDED_FREQ_LIMIT' },
};

/** Every v4 endpoint failing: an HTTP status with the API's error body, or a dropped connection. */
export function theOddsApiFailure(failure: number | 'unreachable', base = THE_ODDS_API_BASE) {
  return http.get(`${base}/v4/*`, () =>
    failure === 'unreachable'
      ? HttpResponse.error()
      : HttpResponse.json(
          ERRORS[failure] ?? { message: 'Internal server error', error_code: 'SERVER_ERROR' },
          {
            status: failure,
          },
        ),
  );
}
