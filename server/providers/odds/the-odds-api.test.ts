import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { TheOddsApiProvider } from './the-odds-api';
import { createLogger } from '../../lib/logger';
import { AppError, statusOf } from '../../lib/app-error';
import {
  iso,
  THE_ODDS_API_BASE as BASE,
  theOddsApiFailure,
  theOddsApiHandlers,
} from '../../../tests/mocks/the-odds-api';

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

const requests: URL[] = [];
let inFlight = 0;
let maxInFlight = 0;
let twoInFlight: () => void = () => {};
let twoInFlightReached = new Promise<void>((resolve) => (twoInFlight = resolve));
let remaining = '480';

const server = setupServer(
  ...theOddsApiHandlers({
    onRequest: (url) => requests.push(url),
    // Each answer waits until a second request is under way (or gives up after a second, when the adapter
    // asks one at a time): requests made one after another never overlap.
    beforeOddsAnswer: async () => {
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      if (inFlight >= 2) twoInFlight();
      await Promise.race([twoInFlightReached, new Promise((r) => setTimeout(r, 1000))]);
      inFlight--;
    },
    remaining: () => remaining,
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
        // And each bookmaker's own, every line it offers: the reference price of a ticket's leg needs them.
        bookmakers: [
          {
            key: 'a',
            title: 'A',
            h2h: { home: 1.8, draw: 3.6, away: 4.4 },
            totals: [{ point: 2.5, over: 1.95, under: 1.85 }],
          },
          {
            key: 'b',
            title: 'B',
            h2h: { home: 1.9, draw: 3.5, away: 4.0 },
            totals: [{ point: 2.5, over: 1.9, under: 1.9 }],
          },
          {
            key: 'c',
            title: 'C',
            h2h: { home: 1.85, draw: 3.4, away: 4.2 },
            totals: [{ point: 3.5, over: 2.6, under: 1.45 }],
          },
        ],
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
    // A longer window (a ticket's legs a week ahead) is its own question: the day's answer does not cover it.
    await api.upcoming('football', from, new Date(from.getTime() + 7 * 24 * 3_600_000));
    expect(oddsRequests()).toHaveLength(2 * WANTED_FOOTBALL.length);
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
    server.use(theOddsApiFailure(status as number));
    const { from, to } = day();
    const error = await silent()
      .upcoming('football', from, to)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe(message);
    expect(statusOf[(error as AppError).code]).toBe(httpStatus);
  });

  it('an API it cannot reach: "Servis kvota trenutno nije dostupan."', async () => {
    server.use(theOddsApiFailure('unreachable'));
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
