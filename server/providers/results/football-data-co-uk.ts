import type { Logger } from '../../lib/logger';
import { parseCsv } from './csv';
import { fetchText } from './http';
import { FOOTBALL_DATA_CO_UK_DIVISIONS } from './leagues';
import type { FetchedResult, ResultsProvider } from './types';

/**
 * football-data.co.uk's season files (https://www.football-data.co.uk/mmz4281/<season>/<division>.csv, the
 * source of most shipped results). Columns as its notes.txt describes them, read by name because the set of
 * (odds) columns changes from season to season. A URL may say `{season}` ("2627" for 2026-27), so one setting
 * keeps following the season in play. Each file holds the whole season: every run reads it all and the
 * results module keeps what is new.
 */
export class FootballDataCoUkProvider implements ResultsProvider {
  readonly name = 'football-data.co.uk' as const;

  constructor(
    private readonly urls: string[],
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async finished(since: Date): Promise<FetchedResult[]> {
    const urls = this.urls.flatMap((u) =>
      u.includes('{season}') ? seasonCodes(since, this.now()).map((s) => u.replace('{season}', s)) : [u],
    );
    const out: FetchedResult[] = [];
    for (const url of urls) {
      const { text } = await fetchText(this.name, url, this.logger);
      out.push(...readSeasonFile(text, `${this.name}:${new URL(url).pathname.replace(/^\//, '')}`));
    }
    return out;
  }
}

/**
 * The seasons in play from one date to another in football-data.co.uk's folder form (seasons turn in July):
 * 2026-05-01 … 2026-11-20 → ["2526", "2627"].
 */
export function seasonCodes(from: Date, to: Date): string[] {
  const startYear = (d: Date) => (d.getUTCMonth() >= 6 ? d.getUTCFullYear() : d.getUTCFullYear() - 1);
  const two = (y: number) => String(y % 100).padStart(2, '0');
  const codes: string[] = [];
  for (let y = startYear(from); y <= startYear(to); y++) codes.push(`${two(y)}${two(y + 1)}`);
  return codes;
}

/** The played matches of one season file; rows of a division the model does not know, or without a score, are left out. */
export function readSeasonFile(text: string, source: string): FetchedResult[] {
  return parseCsv(text).flatMap((r) => {
    const league = FOOTBALL_DATA_CO_UK_DIVISIONS[r.Div?.trim()];
    const date = isoDate(r.Date ?? '');
    const [homeGoals, awayGoals] = [goals(r.FTHG), goals(r.FTAG)];
    if (!league || !date || !r.HomeTeam || !r.AwayTeam || homeGoals === null || awayGoals === null) return [];
    const [htHome, htAway] = [goals(r.HTHG), goals(r.HTAG)];
    const halfTime = htHome !== null && htAway !== null;
    return [
      {
        date,
        league,
        home: r.HomeTeam.trim(),
        away: r.AwayTeam.trim(),
        homeGoals,
        awayGoals,
        htHomeGoals: halfTime ? htHome : null,
        htAwayGoals: halfTime ? htAway : null,
        source,
      },
    ];
  });
}

const goals = (s: string | undefined) => (s !== undefined && /^\d+$/.test(s.trim()) ? Number(s) : null);

/** "22/08/2025" (and the older "22/08/15") → "2025-08-22"; null for anything else. */
function isoDate(s: string): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(s.trim());
  if (!m) return null;
  const year = m[3].length === 2 ? `20${m[3]}` : m[3];
  return `${year}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}`;
}
