// HTTP stand-ins for the three results sources, answering with recorded answers in each API's real format
// (README.md beside them says what they hold). Shared by the adapter and module tests and by
// `npm run data:update -- --recorded`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { openFootballHandlers } from './openfootball';

const here = path.dirname(new URL(import.meta.url).pathname);
const recorded = (file: string) => readFileSync(path.join(here, file), 'utf8');

export const FOOTBALL_DATA_CO_UK = 'https://www.football-data.co.uk';
export const FOOTBALL_DATA_ORG = 'https://api.football-data.org';
export const THE_ODDS_API = 'https://api.the-odds-api.com';
/** The key the stand-ins accept (football-data.org's X-Auth-Token, The Odds API's apiKey). */
export const RECORDED_KEY = 'recorded-key';
/** The season files recorded (football-data.co.uk, 2025-26). */
export const RECORDED_CSV_URLS = ['E0', 'D1'].map((d) => `${FOOTBALL_DATA_CO_UK}/mmz4281/2526/${d}.csv`);

interface OrgMatch {
  utcDate: string;
}

export const resultsHandlers = [
  http.get(`${FOOTBALL_DATA_CO_UK}/mmz4281/:season/:file`, ({ params }) => {
    const file = `football-data-co-uk/${params.file as string}`;
    if (params.season !== '2526' || !['E0.csv', 'D1.csv'].includes(params.file as string))
      return new HttpResponse('Not Found', { status: 404 });
    return new HttpResponse(recorded(file), { headers: { 'content-type': 'text/csv' } });
  }),

  http.get(`${FOOTBALL_DATA_ORG}/v4/competitions/:code/matches`, ({ request, params }) => {
    if (request.headers.get('x-auth-token') !== RECORDED_KEY)
      return HttpResponse.json(
        {
          message:
            'The resource you are looking for is restricted and apparently not within your permissions. Please check your subscription.',
          errorCode: 403,
        },
        { status: 403 },
      );
    const url = new URL(request.url);
    const from = url.searchParams.get('dateFrom') ?? '0000';
    const to = url.searchParams.get('dateTo') ?? '9999';
    const answer =
      params.code === 'PL'
        ? (JSON.parse(recorded('football-data-org/PL.json')) as { matches: OrgMatch[] })
        : { matches: [] as OrgMatch[] };
    // As the API does: only the matches of the days asked for.
    const matches = answer.matches.filter(
      (m) => m.utcDate.slice(0, 10) >= from && m.utcDate.slice(0, 10) <= to,
    );
    return HttpResponse.json(
      {
        ...answer,
        filters: { dateFrom: from, dateTo: to, status: ['FINISHED'] },
        resultSet: { count: matches.length, played: matches.length },
        matches,
      },
      { headers: { 'x-requests-available-minute': '9' } },
    );
  }),

  http.get(`${THE_ODDS_API}/v4/sports`, ({ request }) =>
    new URL(request.url).searchParams.get('apiKey') === RECORDED_KEY
      ? HttpResponse.json(JSON.parse(recorded('the-odds-api/sports.json')))
      : HttpResponse.json({ message: 'API key is not valid', error_code: 'INVALID_KEY' }, { status: 401 }),
  ),

  http.get(`${THE_ODDS_API}/v4/sports/:sport/scores`, ({ params }) =>
    HttpResponse.json(
      params.sport === 'soccer_epl' ? JSON.parse(recorded('the-odds-api/scores-soccer_epl.json')) : [],
      { headers: { 'x-requests-remaining': '480', 'x-requests-used': '20', 'x-requests-last': '2' } },
    ),
  ),

  // openfootball/football.json, the keyless source on by default (openfootball.ts).
  ...openFootballHandlers(),
];
