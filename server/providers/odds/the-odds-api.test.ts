import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { TheOddsApiProvider } from './the-odds-api';
import { createLogger } from '../../lib/logger';

const BASE = 'https://api.the-odds-api.com';
const hour = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
const requests: URL[] = [];
const outcomes = (home: number, draw: number, away: number) => [
  { name: 'Crvena Zvezda', price: home },
  { name: 'Partizan', price: away },
  { name: 'Draw', price: draw },
];

// Stand-ins of The Odds API v4 with its documented response shapes.
const server = setupServer(
  http.get(`${BASE}/v4/sports`, ({ request }) => {
    requests.push(new URL(request.url));
    return HttpResponse.json([
      {
        key: 'soccer_serbia_superliga',
        group: 'Soccer',
        title: 'Super Liga - Serbia',
        description: 'Serbian',
        active: true,
        has_outrights: false,
      },
      {
        key: 'soccer_fifa_world_cup_winner',
        group: 'Soccer',
        title: 'FIFA World Cup Winner',
        description: '',
        active: true,
        has_outrights: true,
      },
      {
        key: 'basketball_euroleague',
        group: 'Basketball',
        title: 'Basketball Euroleague',
        description: '',
        active: true,
        has_outrights: false,
      },
    ]);
  }),
  http.get(`${BASE}/v4/sports/:key/odds`, ({ request, params }) => {
    requests.push(new URL(request.url));
    expect(params.key).toBe('soccer_serbia_superliga');
    return HttpResponse.json(
      [
        {
          id: 'ev1',
          sport_key: 'soccer_serbia_superliga',
          sport_title: 'Super Liga - Serbia',
          commence_time: hour(5),
          home_team: 'Crvena Zvezda',
          away_team: 'Partizan',
          bookmakers: [
            {
              key: 'a',
              title: 'A',
              last_update: hour(0),
              markets: [{ key: 'h2h', last_update: hour(0), outcomes: outcomes(1.8, 3.6, 4.4) }],
            },
            {
              key: 'b',
              title: 'B',
              last_update: hour(0),
              markets: [
                { key: 'h2h', last_update: hour(0), outcomes: outcomes(1.9, 3.5, 4.0) },
                {
                  key: 'totals',
                  last_update: hour(0),
                  outcomes: [
                    { name: 'Over', price: 1.9, point: 2.5 },
                    { name: 'Under', price: 1.9, point: 2.5 },
                  ],
                },
              ],
            },
            {
              key: 'c',
              title: 'C',
              last_update: hour(0),
              markets: [{ key: 'h2h', last_update: hour(0), outcomes: outcomes(1.85, 3.4, 4.2) }],
            },
          ],
        },
        // Started meanwhile: dropped on our side.
        {
          id: 'ev0',
          sport_key: 'soccer_serbia_superliga',
          sport_title: 'Super Liga - Serbia',
          commence_time: hour(-1),
          home_team: 'Crvena Zvezda',
          away_team: 'Partizan',
          bookmakers: [
            {
              key: 'a',
              title: 'A',
              last_update: hour(0),
              markets: [{ key: 'h2h', last_update: hour(0), outcomes: outcomes(2, 3, 4) }],
            },
          ],
        },
      ],
      { headers: { 'x-requests-remaining': '480', 'x-requests-used': '20' } },
    );
  }),
);

describe('The Odds API adapter (against stand-ins of its v4 API)', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it('discovers the sport keys, asks for decimal eu h2h/totals odds in the window, takes the median price', async () => {
    const api = new TheOddsApiProvider('key123', BASE, createLogger('silent'));
    const from = new Date();
    const to = new Date(Date.now() + 24 * 3_600_000);
    const events = await api.upcoming('football', from, to);
    expect(events).toEqual([
      {
        id: 'ev1',
        league: 'Super Liga - Serbia',
        home: 'Crvena Zvezda',
        away: 'Partizan',
        commenceTime: expect.any(String),
        h2h: { home: 1.85, draw: 3.5, away: 4.2 },
      },
    ]);
    const odds = requests.find((u) => u.pathname.endsWith('/odds'))!;
    expect(Object.fromEntries(odds.searchParams)).toMatchObject({
      apiKey: 'key123',
      regions: 'eu',
      markets: 'h2h,totals',
      oddsFormat: 'decimal',
      dateFormat: 'iso',
      commenceTimeFrom: from.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    });
    // Cached per sport for a few minutes: a second call asks the API nothing.
    const before = requests.length;
    await api.upcoming('football', from, to);
    expect(requests.length).toBe(before);
  });
});
