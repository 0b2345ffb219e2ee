/** A football match a source schedules, as the results module stores it. */
export interface Fixture {
  /** ISO instant, UTC. */
  kickoff: string;
  timeKnown: boolean;
  league: string;
  home: string;
  away: string;
  homeKey: string;
  awayKey: string;
}

const DAY_MS = 86_400_000;
/** A leg without a date is the clubs' meeting within this many days, if they meet once in them. */
export const FIXTURE_WINDOW_DAYS = 14;

/**
 * The schedule the process knows (the results module replaces it after each update): the fixture of a ticket's
 * leg that prints no date, by the clubs' keys. Clubs that meet twice in the window (a league and a cup game)
 * have no fixture: which one the ticket means is not known.
 */
export class Fixtures {
  private byPair = new Map<string, Fixture[]>();

  replace(list: Fixture[]): void {
    this.byPair = new Map();
    for (const f of list) {
      const key = `${f.homeKey}|${f.awayKey}`;
      this.byPair.set(key, [...(this.byPair.get(key) ?? []), f]);
    }
  }

  next(homeKey: string, awayKey: string, now: Date): Fixture | null {
    const from = now.getTime() - 3 * 3_600_000;
    const to = now.getTime() + FIXTURE_WINDOW_DAYS * DAY_MS;
    const found = (this.byPair.get(`${homeKey}|${awayKey}`) ?? []).filter((f) => {
      const t = Date.parse(f.kickoff);
      return t >= from && t <= to;
    });
    return found.length === 1 ? found[0] : null;
  }
}
