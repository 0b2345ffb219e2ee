// HTTP stand-in for API-Basketball (API-Sports v1, https://v1.basketball.api-sports.io): GET /games?league&season
// with the answers in api-basketball/ (README.md beside them says what they hold). It shares API-Football's
// behaviour where the adapter depends on it: a wrong key is answered 200 with `errors.token`, a spent daily quota
// 200 with `errors.requests`, and the quota headers come with every answer.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { API_SPORTS_KEY, API_SPORTS_SPENT_KEY, quota } from './api-sports';

const here = path.dirname(new URL(import.meta.url).pathname);

export const API_BASKETBALL = 'https://v1.basketball.api-sports.io';
/** The league-season answers recorded (API-Basketball league id, season). */
export const API_BASKETBALL_RECORDED = ['198-2026-2027', '120-2026-2027'];

const recorded = (file: string) =>
  JSON.parse(readFileSync(path.join(here, `api-basketball/games-${file}.json`), 'utf8')) as {
    response: unknown[];
  };

const envelope = (parameters: Record<string, string>, errors: unknown, response: unknown[] = []) => ({
  get: 'games',
  parameters,
  errors,
  results: response.length,
  response,
});

export const apiBasketballHandlers = (base = API_BASKETBALL) => [
  http.get(`${base}/games`, ({ request }) => {
    const parameters = Object.fromEntries(new URL(request.url).searchParams);
    const key = request.headers.get('x-apisports-key');
    if (key === API_SPORTS_SPENT_KEY)
      return HttpResponse.json(
        envelope(parameters, { requests: 'You have reached the request limit for the day.' }),
        { headers: quota(0, 9) },
      );
    if (key !== API_SPORTS_KEY)
      return HttpResponse.json(envelope(parameters, { token: 'Error/Missing application key.' }));
    const file = `${parameters.league}-${parameters.season}`;
    const response = API_BASKETBALL_RECORDED.includes(file) ? recorded(file).response : [];
    return HttpResponse.json(envelope(parameters, [], response), { headers: quota(80, 9) });
  }),
];
