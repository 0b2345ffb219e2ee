// HTTP stand-in for API-Football (API-Sports v3, https://v3.football.api-sports.io): GET /fixtures with the
// recorded answers in api-sports/ (README.md beside them says what they hold). Behaves as the documented API
// does where the adapter depends on it: a missing or wrong x-apisports-key is answered 200 with `errors.token`,
// a spent daily quota 200 with `errors.requests`, `from`/`to`/`status` filter the fixtures, and every answer
// carries the daily (x-ratelimit-requests-*) and per-minute (X-RateLimit-*) quota headers.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { http, HttpResponse } from 'msw';

const here = path.dirname(new URL(import.meta.url).pathname);

export const API_SPORTS = 'https://v3.football.api-sports.io';
/** The key the stand-in accepts. */
export const API_SPORTS_KEY = 'recorded-key';
/** A key whose daily quota is spent: the API then answers `errors.requests`. */
export const API_SPORTS_SPENT_KEY = 'spent-key';
/** The league-season answers recorded (API-Football league id, season). */
export const API_SPORTS_RECORDED = ['286-2024', '210-2024'];

interface Fixture {
  fixture: { date: string; status: { short: string } };
}
interface Envelope {
  get: string;
  parameters: Record<string, string>;
  errors: unknown;
  results: number;
  paging: { current: number; total: number };
  response: Fixture[];
}

const envelope = (parameters: Record<string, string>, rest: Partial<Envelope>): Envelope => ({
  get: 'fixtures',
  parameters,
  errors: [],
  results: rest.response?.length ?? 0,
  paging: { current: 1, total: 1 },
  response: [],
  ...rest,
});

/** A recorded answer as the API gave it, unfiltered (`286-2024`, `210-2024`). */
export const apiSportsRecorded = (file: string) =>
  JSON.parse(readFileSync(path.join(here, `api-sports/fixtures-${file}.json`), 'utf8')) as Envelope;

export const apiSportsHandlers = (base = API_SPORTS) => [
  http.get(`${base}/fixtures`, ({ request }) => {
    const url = new URL(request.url);
    const parameters = Object.fromEntries(url.searchParams);
    const key = request.headers.get('x-apisports-key');
    if (key === API_SPORTS_SPENT_KEY)
      return HttpResponse.json(
        envelope(parameters, {
          errors: {
            requests:
              'You have reached the request limit for the day, Go to https://dashboard.api-football.com to upgrade your plan.',
          },
        }),
        { headers: quota(0, 9) },
      );
    if (key !== API_SPORTS_KEY)
      return HttpResponse.json(
        envelope(parameters, {
          errors: {
            token:
              'Error/Missing application key. Go to https://www.api-football.com/documentation-v3 to learn how to get your API application key.',
          },
        }),
      );
    const file = `${parameters.league}-${parameters.season}`;
    const all = API_SPORTS_RECORDED.includes(file) ? apiSportsRecorded(file).response : [];
    const statuses = parameters.status?.split('-');
    const day = (f: Fixture) => f.fixture.date.slice(0, 10);
    const response = all.filter(
      (f) =>
        (!parameters.from || day(f) >= parameters.from) &&
        (!parameters.to || day(f) <= parameters.to) &&
        (!statuses || statuses.includes(f.fixture.status.short)),
    );
    return HttpResponse.json(envelope(parameters, { response }), { headers: quota(87, 9) });
  }),
];

/** The quota headers API-Sports sends: requests left today and in the current minute. */
export const quota = (day: number, minute: number) => ({
  'x-ratelimit-requests-limit': '100',
  'x-ratelimit-requests-remaining': String(day),
  'X-RateLimit-Limit': '10',
  'X-RateLimit-Remaining': String(minute),
});
