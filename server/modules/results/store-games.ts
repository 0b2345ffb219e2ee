import { asc, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gameResults } from '../../db/schema/results';
import type { FetchedGame } from '../../providers/results';
import type { PlayedGame } from '../analysis/model/games';
import { teamKey } from '../analysis/model/team-names';

const INSERT_CHUNK = 500;

/**
 * Stores the finished games not yet known: a game is one row by its sport, day and both teams' keys, so a source
 * that reports it again, or two processes storing at once, add nothing. Returns how many rows were added.
 */
export async function storeGames(db: Database, fetched: FetchedGame[]): Promise<number> {
  const rows = fetched.flatMap((g): (typeof gameResults.$inferInsert)[] => {
    const [homeKey, awayKey] = [teamKey(g.home), teamKey(g.away)];
    if (homeKey === awayKey) return [];
    return [
      {
        sport: g.sport,
        date: g.date,
        league: g.league,
        home: g.home,
        away: g.away,
        homeKey,
        awayKey,
        homePeriods: g.homeScore.periods,
        awayPeriods: g.awayScore.periods,
        homeOvertime: g.homeScore.overtime,
        awayOvertime: g.awayScore.overtime,
        source: g.source,
      },
    ];
  });
  let stored = 0;
  for (let i = 0; i < rows.length; i += INSERT_CHUNK)
    stored += (
      await db
        .insert(gameResults)
        .values(rows.slice(i, i + INSERT_CHUNK))
        .onConflictDoNothing()
        .returning({ id: gameResults.id })
    ).length;
  return stored;
}

/** Stored games with an id above `afterId`, and the highest id read. */
export async function readStoredGames(
  db: Database,
  afterId = 0,
): Promise<{ games: PlayedGame[]; lastId: number }> {
  const rows = await db
    .select()
    .from(gameResults)
    .where(gt(gameResults.id, afterId))
    .orderBy(asc(gameResults.id));
  return {
    games: rows.map((r) => ({
      sport: r.sport,
      date: r.date,
      league: r.league,
      home: r.home,
      away: r.away,
      homePeriods: r.homePeriods,
      awayPeriods: r.awayPeriods,
      homeOvertime: r.homeOvertime,
      awayOvertime: r.awayOvertime,
    })),
    lastId: rows.reduce((max, r) => Math.max(max, r.id), afterId),
  };
}
