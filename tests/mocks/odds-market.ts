// A stand-in of The Odds API v4 quoting one derby at several bookmakers, Pinnacle among them, for the market's
// reference price of a ticket's leg (server/modules/analysis/reference-price.ts). Same documented shapes as
// tests/mocks/the-odds-api.ts, whose sports list it shares; times are relative to now.
import { delay, http, HttpResponse } from 'msw';
import { iso, SPORTS, THE_ODDS_API_BASE } from './the-odds-api';

const at = (hours: number) => iso(new Date(Date.now() + hours * 3_600_000));
type Outcome = { name: string; price: number; point?: number };
const book = (key: string, title: string, h2h: [number, number, number] | null, totals: Outcome[] = []) => ({
  key,
  title,
  last_update: at(0),
  markets: [
    ...(h2h
      ? [
          {
            key: 'h2h',
            last_update: at(0),
            outcomes: [
              { name: 'Crvena Zvezda', price: h2h[0] },
              { name: 'Partizan', price: h2h[2] },
              { name: 'Draw', price: h2h[1] },
            ],
          },
        ]
      : []),
    ...(totals.length ? [{ key: 'totals', last_update: at(0), outcomes: totals }] : []),
  ],
});
const ou = (point: number, over: number, under: number): Outcome[] => [
  { name: 'Over', price: over, point },
  { name: 'Under', price: under, point },
];

/** Pinnacle's 1X2 and 2.5 line, and three other bookmakers; Unibet pays the most for the home win. */
export const DERBY_BOOKS = [
  book('pinnacle', 'Pinnacle', [1.95, 3.6, 4.3], ou(2.5, 2.02, 1.86)),
  book('unibet_eu', 'Unibet', [2.0, 3.4, 3.9], ou(2.5, 1.98, 1.82)),
  book('marathonbet', 'Marathon Bet', [1.92, 3.5, 4.2], [...ou(2.5, 2.05, 1.78), ...ou(3.5, 3.1, 1.36)]),
  book('onexbet', '1xBet', [1.96, 3.55, 4.1]),
];

/** The derby in 30 hours (and its return leg in two weeks, outside a ticket's window), quoted by `books`. */
export function derby(books: unknown[] = DERBY_BOOKS, hours = 30) {
  return {
    id: 'derby1',
    sport_key: 'soccer_serbia_superliga',
    sport_title: 'Super Liga - Serbia',
    commence_time: at(hours),
    home_team: 'Crvena Zvezda',
    away_team: 'Partizan',
    bookmakers: books,
  };
}

export interface MarketStandIn {
  /** Events per sport key (keys not listed answer an empty list). */
  odds?: Record<string, unknown[]>;
  onRequest?: (url: URL) => void;
  /** Milliseconds before each odds answer. */
  delayMs?: number;
  /** Every odds request answers this status. */
  status?: number;
}

export function oddsMarketHandlers(opts: MarketStandIn = {}, base = THE_ODDS_API_BASE) {
  const odds = opts.odds ?? { soccer_serbia_superliga: [derby()] };
  const headers = { 'x-requests-remaining': '480', 'x-requests-used': '20' };
  return [
    http.get(`${base}/v4/sports`, ({ request }) => {
      opts.onRequest?.(new URL(request.url));
      return HttpResponse.json(SPORTS, { headers });
    }),
    http.get(`${base}/v4/sports/:key/odds`, async ({ request, params }) => {
      opts.onRequest?.(new URL(request.url));
      if (opts.delayMs) await delay(opts.delayMs);
      if (opts.status)
        return HttpResponse.json(
          { message: 'Internal server error', error_code: 'SERVER_ERROR' },
          { status: opts.status },
        );
      return HttpResponse.json(odds[params.key as string] ?? [], { headers });
    }),
  ];
}
