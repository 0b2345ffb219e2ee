import { seasonOf } from '../../common/season';
import { and, gte, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { matchResults } from '../../db/schema/results';
import type { FetchedResult } from '../../providers/results';
import { knownTeamKey, teamKey } from '../analysis/model/team-names';
import { isShipped, matchKey, nearbyDays } from './shipped-results';

export interface StoreOutcome {
  /** Rows added to the database. */
  stored: number;
  /** Matches the shipped files, the database or an earlier row of the same batch already hold. */
  alreadyKnown: number;
  /** Names no aliases group knows (kept under their folded form): candidates for teams-aliases.json. */
  unknownNames: string[];
}

const INSERT_CHUNK = 500;

/**
 * Stores the matches not yet known. Names are keyed through the aliases (team-names.ts), so "Man City",
 * "Manchester City FC" and "Manchester City" are one club, and a match is known when the same home and away
 * clubs played within a day of its date (sources date late kick-offs differently). The first source to
 * report a match is kept.
 */
export async function storeResults(db: Database, fetched: FetchedResult[]): Promise<StoreOutcome> {
  const unknown = new Set<string>();
  for (const r of fetched) for (const name of [r.home, r.away]) if (!knownTeamKey(name)) unknown.add(name);
  const known = await storedKeysAround(db, fetched);
  const isKnown = (date: string, homeKey: string, awayKey: string) =>
    isShipped(date, homeKey, awayKey) ||
    nearbyDays(date).some((d) => known.has(matchKey(d, homeKey, awayKey)));

  const rows: (typeof matchResults.$inferInsert)[] = [];
  let alreadyKnown = 0;
  for (const r of fetched) {
    const [homeKey, awayKey] = [teamKey(r.home), teamKey(r.away)];
    if (homeKey === awayKey) continue;
    if (isKnown(r.date, homeKey, awayKey)) {
      alreadyKnown++;
      continue;
    }
    known.add(matchKey(r.date, homeKey, awayKey));
    rows.push({
      date: r.date,
      season: seasonOf(r.date),
      league: r.league,
      home: r.home,
      away: r.away,
      homeKey,
      awayKey,
      homeGoals: r.homeGoals,
      awayGoals: r.awayGoals,
      htHomeGoals: r.htHomeGoals,
      htAwayGoals: r.htAwayGoals,
      source: r.source,
    });
  }
  let stored = 0;
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    // Another process may have stored the same match meanwhile: the unique index keeps one.
    const inserted = await db
      .insert(matchResults)
      .values(rows.slice(i, i + INSERT_CHUNK))
      .onConflictDoNothing()
      .returning({ id: matchResults.id });
    stored += inserted.length;
  }
  return { stored, alreadyKnown: alreadyKnown + rows.length - stored, unknownNames: [...unknown].sort() };
}

/** Keys of the stored matches from the day before the batch's first date to the day after its last. */
async function storedKeysAround(db: Database, fetched: FetchedResult[]): Promise<Set<string>> {
  if (!fetched.length) return new Set();
  const dates = fetched.map((r) => r.date).sort();
  const rows = await db
    .select({ date: matchResults.date, homeKey: matchResults.homeKey, awayKey: matchResults.awayKey })
    .from(matchResults)
    .where(
      and(
        gte(matchResults.date, nearbyDays(dates[0])[0]),
        lte(matchResults.date, nearbyDays(dates.at(-1)!)[2]),
      ),
    );
  return new Set(rows.map((r) => matchKey(r.date, r.homeKey, r.awayKey)));
}
