// The shipped results files (server/data/football/results): the seed every stored result is added to, read
// once per process on first use (about 0.2 s).
import { loadMatches, type MatchRow } from '../analysis/model/results';

let shipped: { matches: MatchRow[]; keys: Set<string>; lastDate: string } | null = null;

function load() {
  if (shipped) return shipped;
  const matches = loadMatches();
  return (shipped = {
    matches,
    keys: new Set(matches.map((m) => matchKey(m.date, m.homeKey, m.awayKey))),
    lastDate: matches.at(-1)?.date ?? '',
  });
}

/** All shipped matches in date order. */
export const shippedMatches = () => load().matches;

/** Date of the latest shipped result: sources are asked for matches after it. */
export const shippedUntil = () => load().lastDate;

/** Whether the shipped files hold this match (same clubs at home and away, within a day of this date). */
export function isShipped(date: string, homeKey: string, awayKey: string): boolean {
  const { keys } = load();
  return nearbyDays(date).some((d) => keys.has(matchKey(d, homeKey, awayKey)));
}

export const matchKey = (date: string, homeKey: string, awayKey: string) => `${date}|${homeKey}|${awayKey}`;

/**
 * The day before, the day and the day after: sources date a match by their own clock (UTC for the APIs, UK time
 * for football-data.co.uk), so a late kick-off can land on the next day; two clubs never meet twice in two days.
 */
export function nearbyDays(date: string): string[] {
  const t = Date.parse(`${date}T00:00:00Z`);
  return [-1, 0, 1].map((d) => new Date(t + d * 86_400_000).toISOString().slice(0, 10));
}
