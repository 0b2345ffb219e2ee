import { wallClock } from '../../common/format';
import { seasonStartYears } from '../../common/season';
import type { Logger } from '../../lib/logger';
import { fetchJson } from './http';
import { OPENFOOTBALL_LEAGUES } from './leagues';
import { ResultsSourceError, type FetchedFixture, type FetchedResult, type ResultsProvider } from './types';

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

const RECENT_MS = 10 * 60_000;

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
  private readonly recent = new Map<string, { at: number; body: OpenFootballSeason | null }>();

  constructor(
    private readonly baseUrl: string,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async finished(since: Date): Promise<FetchedResult[]> {
    const from = since.toISOString().slice(0, 10);
    const out: FetchedResult[] = [];
    for await (const { matches, league, source } of this.seasonFiles(since, this.now()))
      out.push(...matches.flatMap((m) => (m.date >= from ? toResult(m, league, source) : [])));
    return out;
  }

  /** The season files' matches without a score, from `from` to `to`, with their kick-off in UTC. */
  async upcoming(from: Date, to: Date): Promise<FetchedFixture[]> {
    const [first, last] = [from, to].map((d) => d.toISOString().slice(0, 10));
    const out: FetchedFixture[] = [];
    for await (const { matches, league, source, code } of this.seasonFiles(from, to))
      for (const m of matches)
        if (
          /^\d{4}-\d{2}-\d{2}$/.test(m.date) &&
          m.date >= first &&
          m.date <= last &&
          !isScore(m.score?.ft) &&
          m.team1 &&
          m.team2
        )
          out.push({
            ...kickoffOf(m, ZONES[code.split('.')[0]] ?? 'Europe/Paris'),
            league,
            home: m.team1,
            away: m.team2,
            source,
          });
    return out;
  }

  /**
   * A season file, or null when it is not there yet (404). An update reads results and then the schedule from
   * the same files: a file read in the last ten minutes is not fetched again.
   */
  private async file(url: string): Promise<OpenFootballSeason | null> {
    const kept = this.recent.get(url);
    if (kept && this.now().getTime() - kept.at < RECENT_MS) return kept.body;
    const body = await fetchJson<OpenFootballSeason>(this.name, url, this.logger).then(
      (r) => r.body,
      (error: unknown) => {
        if (error instanceof ResultsSourceError && error.status === 404) return null;
        throw error;
      },
    );
    this.recent.set(url, { at: this.now().getTime(), body });
    return body;
  }

  /** Each league's season file of the seasons from one date to another; a file not there yet is skipped. */
  private async *seasonFiles(from: Date, to: Date) {
    for (const season of seasonFolders(from, to))
      for (const [code, league] of Object.entries(OPENFOOTBALL_LEAGUES)) {
        const url = `${this.baseUrl.replace(/\/$/, '')}/${season}/${code}.json`;
        const body = await this.file(url);
        if (!body) {
          this.logger.debug({ source: this.name, url }, 'no such season file yet');
          continue;
        }
        if (!Array.isArray(body.matches))
          throw new ResultsSourceError(this.name, `${season}/${code}.json holds no matches list`);
        yield { matches: body.matches, league, code, source: `${this.name}:${season}/${code}.json` };
      }
  }
}

/** The files' times are the local time of the league's country (`en` and `sco`: London …); the rest is CET. */
const ZONES: Record<string, string> = {
  en: 'Europe/London',
  sco: 'Europe/London',
  pt: 'Europe/Lisbon',
  gr: 'Europe/Athens',
  tr: 'Europe/Istanbul',
};

/** The UTC instant of a local day and time in `zone` (the zone's offset that day, summer time included). */
export function zonedToUtc(date: string, time: string, zone: string): Date {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  const offsetAt = (t: number) => Date.parse(`${wallClock(new Date(t), zone).replace(' ', 'T')}:00Z`) - t;
  // The offset of the guess, then of the corrected instant (right across a change of summer time).
  const guess = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(guess));
}

function kickoffOf(m: OpenFootballMatch, zone: string): Pick<FetchedFixture, 'kickoff' | 'timeKnown'> {
  const time = /^(\d{1,2}):(\d{2})/.exec(m.time ?? '');
  if (!time) return { kickoff: `${m.date}T12:00:00.000Z`, timeKnown: false };
  const hhmm = `${time[1].padStart(2, '0')}:${time[2]}`;
  return { kickoff: zonedToUtc(m.date, hhmm, zone).toISOString(), timeKnown: true };
}

/** The season folders in play from one date to another ("2025-26"); seasons turn in July. */
export function seasonFolders(from: Date, to: Date): string[] {
  return seasonStartYears(from, to).map((y) => `${y}-${String((y + 1) % 100).padStart(2, '0')}`);
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
