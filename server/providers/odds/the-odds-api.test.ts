import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { TheOddsApiProvider } from './the-odds-api';
import { createLogger } from '../../lib/logger';
import { AppError, statusOf } from '../../lib/app-error';

const BASE = 'https://api.the-odds-api.com';
const iso = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');
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
const SPORTS = [
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
const WANTED_FOOTBALL = [
  'soccer_serbia_superliga',
  'soccer_epl',
  'soccer_spain_la_liga',
  'soccer_italy_serie_a',
  'soccer_germany_bundesliga',
  'soccer_france_ligue_one',
  'soccer_uefa_champs_league',
  'soccer_uefa_europa_league',
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
const ODDS: Record<string, unknown[]> = {
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

const requests: URL[] = [];
let inFlight = 0;
let maxInFlight = 0;
let twoInFlight: () => void = () => {};
let twoInFlightReached = new Promise<void>((resolve) => (twoInFlight = resolve));
let remaining = '480';

const server = setupServer(
  http.get(`${BASE}/v4/sports`, ({ request }) => {
    requests.push(new URL(request.url));
    return HttpResponse.json(SPORTS, { headers: { 'x-requests-remaining': remaining } });
  }),
  http.get(`${BASE}/v4/sports/:key/odds`, async ({ request, params }) => {
    requests.push(new URL(request.url));
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    if (inFlight >= 2) twoInFlight();
    // Each answer waits until a second request is under way (or gives up after a second, when the adapter
    // asks one at a time): requests made one after another never overlap.
    await Promise.race([twoInFlightReached, new Promise((r) => setTimeout(r, 1000))]);
    inFlight--;
    return HttpResponse.json(ODDS[params.key as string] ?? [], {
      headers: { 'x-requests-remaining': remaining, 'x-requests-used': '20' },
    });
  }),
);

const oddsRequests = () => requests.filter((u) => u.pathname.endsWith('/odds'));
const silent = () => new TheOddsApiProvider('key123', BASE, createLogger('silent'));
const day = () => ({ from: new Date(), to: new Date(Date.now() + 24 * 3_600_000) });

describe('The Odds API adapter (against stand-ins of its v4 API)', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    requests.length = 0;
    inFlight = maxInFlight = 0;
    twoInFlightReached = new Promise<void>((resolve) => (twoInFlight = resolve));
    remaining = '480';
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it('asks for the wanted competitions found by title, several at a time, decimal eu h2h/totals in the window', async () => {
    const api = silent();
    const { from, to } = day();
    const events = await api.upcoming('football', from, to);
    expect(events).toEqual([
      {
        id: 'ev1',
        league: 'Super Liga - Serbia',
        home: 'Crvena Zvezda',
        away: 'Partizan',
        commenceTime: expect.any(String),
        // Median prices over the bookmakers; totals at the line two of the three offer.
        h2h: { home: 1.85, draw: 3.5, away: 4.2 },
        totals: { point: 2.5, over: 1.92, under: 1.88 },
      },
    ]);
    // Look-alikes (Bundesliga 2, La Liga 2, Austria's Bundesliga, Brazil's Série A, outrights) are not asked.
    expect(
      oddsRequests()
        .map((u) => decodeURIComponent(u.pathname.split('/')[3]))
        .sort(),
    ).toEqual([...WANTED_FOOTBALL].sort());
    expect(maxInFlight).toBeGreaterThanOrEqual(2);
    expect(maxInFlight).toBeLessThanOrEqual(4);
    for (const odds of oddsRequests())
      expect(Object.fromEntries(odds.searchParams)).toEqual({
        apiKey: 'key123',
        regions: 'eu',
        markets: 'h2h,totals',
        oddsFormat: 'decimal',
        dateFormat: 'iso',
        commenceTimeFrom: iso(from),
        commenceTimeTo: iso(to),
      });
    // Cached per sport for a few minutes: a second call asks the API nothing.
    const before = requests.length;
    await api.upcoming('football', from, to);
    expect(requests.length).toBe(before);
  });

  it('basketball: Euroleague and NBA by title, a two-way h2h without a draw, totals in points', async () => {
    const { from, to } = day();
    const events = await silent().upcoming('basketball', from, to);
    expect(oddsRequests().map((u) => u.pathname.split('/')[3])).toEqual([
      'basketball_euroleague',
      'basketball_nba',
    ]);
    expect(events).toHaveLength(1);
    expect(events[0].h2h).toEqual({ home: 2.1, away: 1.75 });
    expect('draw' in events[0].h2h).toBe(false);
    expect(events[0].totals).toEqual({ point: 162.5, over: 1.9, under: 1.9 });
  });

  it.each([
    [401, 'Servis kvota je odbio pristup (ključ ili krediti). Pokušaj kasnije.', 502],
    [429, 'Servis kvota je privremeno ograničio broj zahteva. Pokušaj ponovo za minut.', 503],
    [500, 'Servis kvota trenutno nije dostupan.', 502],
  ])('an answer %i becomes a clear Serbian error', async (status, message, httpStatus) => {
    server.use(
      http.get(`${BASE}/v4/sports`, () =>
        HttpResponse.json({ message: 'upstream says no' }, { status: status as number }),
      ),
    );
    const { from, to } = day();
    const error = await silent()
      .upcoming('football', from, to)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe(message);
    expect(statusOf[(error as AppError).code]).toBe(httpStatus);
  });

  it('an API it cannot reach: "Servis kvota trenutno nije dostupan."', async () => {
    server.use(http.get(`${BASE}/v4/sports`, () => HttpResponse.error()));
    const { from, to } = day();
    await expect(silent().upcoming('football', from, to)).rejects.toThrow(
      'Servis kvota trenutno nije dostupan.',
    );
  });

  it('warns the operator when x-requests-remaining runs low, and not before', async () => {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
    const { from, to } = day();
    await new TheOddsApiProvider('key123', BASE, logger).upcoming('basketball', from, to);
    expect(lines.join('')).not.toContain('quota is running low');
    remaining = '12';
    await new TheOddsApiProvider('key123', BASE, logger).upcoming('basketball', from, to);
    const warning = lines
      .map((l) => JSON.parse(l))
      .find((l) => l.msg === 'The Odds API quota is running low');
    expect(warning).toMatchObject({ level: 40, remaining: 12 });
  });
});
