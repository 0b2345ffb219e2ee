// Reading the results files (server/data/football/results/*.csv, CC0 / PDDL, see SOURCES.md) and the
// odds-file format used for evaluation. One row = one played match.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseCsv } from '../../../providers/results/csv';
import { DATA_DIR, teamKey } from './team-names';

export interface MatchRow {
  date: string;
  season: string;
  league: string;
  home: string;
  away: string;
  homeKey: string;
  awayKey: string;
  hg: number;
  ag: number;
  /** Half-time goals; null where the source has none. */
  hthg: number | null;
  htag: number | null;
}

export const RESULTS_DIR = path.join(DATA_DIR, 'results');

// The CSV reader lives with the results providers, which read football-data.co.uk's files the same way.
export { parseCsv } from '../../../providers/results/csv';

const num = (s: string | undefined) => (s === undefined || s.trim() === '' ? null : Number(s));

/** A record of a results or odds file → a match, or null when the score is missing. */
export function toMatch(r: Record<string, string>): MatchRow | null {
  const hg = num(r.home_goals);
  const ag = num(r.away_goals);
  if (hg === null || ag === null || Number.isNaN(hg) || Number.isNaN(ag) || !r.date) return null;
  const hthg = num(r.ht_home_goals);
  const htag = num(r.ht_away_goals);
  return {
    date: r.date.slice(0, 10),
    season: r.season ?? '',
    league: r.league ?? '',
    home: r.home,
    away: r.away,
    homeKey: teamKey(r.home),
    awayKey: teamKey(r.away),
    hg,
    ag,
    hthg: hthg === null || htag === null ? null : hthg,
    htag: hthg === null || htag === null ? null : htag,
  };
}

/** CSV files named by paths, each a file or a directory of *.csv files. */
export function csvFiles(paths: string[]): string[] {
  return paths.flatMap((p) =>
    statSync(p).isDirectory()
      ? readdirSync(p)
          .filter((f) => f.endsWith('.csv'))
          .sort()
          .map((f) => path.join(p, f))
      : [p],
  );
}

/** All matches of the given files, in date order (stable within a day). */
export function loadMatches(paths: string[] = [RESULTS_DIR]): MatchRow[] {
  const rows = csvFiles(paths).flatMap((f) =>
    parseCsv(readFileSync(f, 'utf8'))
      .map(toMatch)
      .filter((m): m is MatchRow => m !== null),
  );
  return sortByDate(rows);
}

export function sortByDate<T extends { date: string }>(rows: T[]): T[] {
  return rows
    .map((r, i) => ({ r, i }))
    .sort((a, b) => (a.r.date < b.r.date ? -1 : a.r.date > b.r.date ? 1 : a.i - b.i))
    .map((x) => x.r);
}

/** UEFA club competitions are played between leagues; everything else is a domestic league. */
export const isCup = (league: string) => /^UEFA /i.test(league);
