import { and, gte, like } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fixtures } from '../../db/schema/results';
import type { FetchedFixture } from '../../providers/results';
import type { Fixture } from '../analysis/model/fixtures';
import { teamKey } from '../analysis/model/team-names';

/**
 * Replaces one source's schedule from `from` on with what it says now (in one transaction, so a reader sees the
 * old schedule or the new one): moved and cancelled matches go, new ones come. Returns the fixtures stored.
 */
export async function replaceFixtures(
  db: Database,
  sourceName: string,
  from: Date,
  fetched: FetchedFixture[],
): Promise<number> {
  const rows = fetched.flatMap((f): (typeof fixtures.$inferInsert)[] => {
    const [homeKey, awayKey] = [teamKey(f.home), teamKey(f.away)];
    if (homeKey === awayKey) return [];
    return [{ ...f, kickoff: new Date(f.kickoff), homeKey, awayKey }];
  });
  return db.transaction(async (tx) => {
    await tx
      .delete(fixtures)
      .where(and(like(fixtures.source, `${sourceName}:%`), gte(fixtures.kickoff, from)));
    if (!rows.length) return 0;
    return (await tx.insert(fixtures).values(rows).onConflictDoNothing().returning({ id: fixtures.id }))
      .length;
  });
}

/** The fixtures from `from` on, as the analysis reads them. */
export async function readFixtures(db: Database, from: Date): Promise<Fixture[]> {
  const rows = await db.select().from(fixtures).where(gte(fixtures.kickoff, from));
  return rows.map((r) => ({
    kickoff: r.kickoff.toISOString(),
    timeKnown: r.timeKnown,
    league: r.league,
    home: r.home,
    away: r.away,
    homeKey: r.homeKey,
    awayKey: r.awayKey,
  }));
}
