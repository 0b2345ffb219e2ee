import { asc, desc, gt, like } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { matchResults, type gameResults } from '../../db/schema/results';
import type { MatchRow } from '../analysis/model/results';
import { teamKey } from '../analysis/model/team-names';

/** Stored results with an id above `afterId`, in date order, as the model reads matches, with their ids. */
export async function readStoredResults(
  db: Database,
  afterId = 0,
): Promise<{ matches: MatchRow[]; lastId: number }> {
  const rows = await db
    .select()
    .from(matchResults)
    .where(gt(matchResults.id, afterId))
    .orderBy(asc(matchResults.date), asc(matchResults.id));
  return {
    // Keys are taken again from the names: an alias added since a row was stored then applies to it too.
    matches: rows.map((r) => ({
      date: r.date,
      season: r.season,
      league: r.league,
      home: r.home,
      away: r.away,
      homeKey: teamKey(r.home),
      awayKey: teamKey(r.away),
      hg: r.homeGoals,
      ag: r.awayGoals,
      hthg: r.htHomeGoals,
      htag: r.htAwayGoals,
    })),
    lastId: rows.reduce((max, r) => Math.max(max, r.id), afterId),
  };
}

/**
 * Date of the latest row stored from one source (by its name, the prefix of `source`), or null: football
 * results by default, other sports' games from `gameResults`.
 */
export async function latestStoredDate(
  db: Database,
  sourceName: string,
  table: typeof matchResults | typeof gameResults = matchResults,
): Promise<string | null> {
  const [row] = await db
    .select({ date: table.date })
    .from(table)
    .where(like(table.source, `${sourceName}:%`))
    .orderBy(desc(table.date))
    .limit(1);
  return row?.date ?? null;
}
