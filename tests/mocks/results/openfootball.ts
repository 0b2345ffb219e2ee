// HTTP stand-in for openfootball/football.json as GitHub serves it raw
// (https://raw.githubusercontent.com/openfootball/football.json/master/<season>/<code>.json), with the files
// recorded in openfootball/ (README.md beside them); any other file is GitHub's plain 404.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { http, HttpResponse } from 'msw';

const here = path.dirname(new URL(import.meta.url).pathname);

export const OPENFOOTBALL = 'https://raw.githubusercontent.com/openfootball/football.json/master';

export const openFootballHandlers = (base = OPENFOOTBALL) => [
  http.get(`${base}/:season/:file`, ({ params }) => {
    const file = path.join(here, 'openfootball', String(params.season), String(params.file));
    if (!/^\d{4}-\d{2}$/.test(String(params.season)) || !existsSync(file))
      return new HttpResponse('404: Not Found', { status: 404, headers: { 'content-type': 'text/plain' } });
    return new HttpResponse(readFileSync(file, 'utf8'), {
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }),
];
