import type { Logger } from '../../lib/logger';
import { fetchJson } from './http';
import { OPENFOOTBALL_LEAGUES } from './leagues';
import { ResultsSourceError, type FetchedResult, type ResultsProvider } from './types';

interface OpenFootballMatch {
  round?: string;
  /** The match's day, YYYY-MM-DD (local time of the match). */
  date: string;
  time?: string;
  team1: string;
  team2: string;
  /** `ft` is the 90-minute score, `ht` the half-time one; `et` and `p` (extra time, penalties) come on top. Empty before the match. */
  score?: { ft?: [number, number]; ht?: [number, number] };
}
interface OpenFootballSeason {
  name: string;
  matches: OpenFootballMatch[];
}

/** Where openfootball/football.json's files are served (OPENFOOTBALL_BASE_URL's default). */
export const OPENFOOTBALL_BASE_URL = 'https://raw.githubusercontent.com/openfootball/football.json/master';

/**
 * openfootball/football.json (CC0 1.0, public domain: any use, commercial included, no key): one file a league
 * and season, `<base>/<season>/<code>.json` ("2025-26/en.1.json"), holding the season's fixtures and, for those
 * played, the full-time and half-time scores. Kept current by volunteers (usually within days). The keyless
 * source a server with internet access uses by default (RESULTS_OPEN_DATA). A league whose season file does not
 * exist yet (404) is skipped; any other failure fails the source.
 */
export class OpenFootballProvider implements ResultsProvider {
  readonly name = 'openfootball' as const;

  constructor(
    private readonly baseUrl: string,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async finished(since: Date): Promise<FetchedResult[]> {
    const out: FetchedResult[] = [];
    const from = since.toISOString().slice(0, 10);
    for (const season of seasonFolders(since, this.now()))
      for (const [code, league] of Object.entries(OPENFOOTBALL_LEAGUES)) {
        const url = `${this.baseUrl.replace(/\/$/, '')}/${season}/${code}.json`;
        const body = await fetchJson<OpenFootballSeason>(this.name, url, this.logger).then(
          (r) => r.body,
          (error: unknown) => {
            if (error instanceof ResultsSourceError && error.status === 404) return null;
            throw error;
          },
        );
        if (!body) {
          this.logger.debug({ source: this.name, url }, 'no such season file yet');
          continue;
        }
        if (!Array.isArray(body.matches))
          throw new ResultsSourceError(this.name, `${season}/${code}.json holds no matches list`);
        out.push(
          ...body.matches.flatMap((m) =>
            m.date >= from ? toResult(m, league, `${this.name}:${season}/${code}.json`) : [],
          ),
        );
      }
    return out;
  }
}

/** The season folders in play from one date to another ("2025-26"); seasons turn in July. */
export function seasonFolders(from: Date, to: Date): string[] {
  const startYear = (d: Date) => (d.getUTCMonth() >= 6 ? d.getUTCFullYear() : d.getUTCFullYear() - 1);
  const folders: string[] = [];
  for (let y = startYear(from); y <= startYear(to); y++)
    folders.push(`${y}-${String((y + 1) % 100).padStart(2, '0')}`);
  return folders;
}

const isScore = (s: unknown): s is [number, number] =>
  Array.isArray(s) && s.length === 2 && s.every((n) => Number.isInteger(n) && n >= 0);

function toResult(m: OpenFootballMatch, league: string, source: string): FetchedResult[] {
  const ft = m.score?.ft;
  if (!isScore(ft) || !m.team1 || !m.team2 || !/^\d{4}-\d{2}-\d{2}$/.test(m.date)) return [];
  const ht = m.score?.ht;
  return [
    {
      date: m.date,
      league,
      home: m.team1,
      away: m.team2,
      homeGoals: ft[0],
      awayGoals: ft[1],
      htHomeGoals: isScore(ht) ? ht[0] : null,
      htAwayGoals: isScore(ht) ? ht[1] : null,
      source,
    },
  ];
}
