// HTTP stand-in for API-Tennis (api-tennis.com): GET /tennis/?method=get_fixtures&APIkey&date_start&date_stop with
// the answer in api-tennis/ (README.md beside it says what it holds), filtered by the dates asked. A wrong key is
// answered with `success: 0`, as the API does.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { http, HttpResponse } from 'msw';

const here = path.dirname(new URL(import.meta.url).pathname);

export const API_TENNIS = 'https://api.api-tennis.com';
/** The key the stand-in accepts. */
export const API_TENNIS_KEY = 'recorded-tennis-key';

interface Fixture {
  event_date: string;
}

export const apiTennisHandlers = (base = API_TENNIS) => [
  http.get(`${base}/tennis/`, ({ request }) => {
    const q = Object.fromEntries(new URL(request.url).searchParams);
    if (q.method !== 'get_fixtures')
      return HttpResponse.json({ success: 0, error: [{ msg: 'Unknown method' }] });
    if (q.APIkey !== API_TENNIS_KEY)
      return HttpResponse.json({ success: 0, error: [{ param: 'APIkey', msg: 'Wrong login credentials' }] });
    const all = (
      JSON.parse(readFileSync(path.join(here, 'api-tennis/fixtures-2026-11.json'), 'utf8')) as {
        result: Fixture[];
      }
    ).result;
    const result = all.filter((f) => f.event_date >= q.date_start && f.event_date <= q.date_stop);
    return HttpResponse.json({ success: 1, result });
  }),
];
