import { foldName } from '../../../common/fold-name';

/** A finished game of another sport than football (basketball), as the results module stores it. */
export interface PlayedGame {
  sport: string;
  date: string;
  league: string;
  home: string;
  away: string;
  /** Points per quarter of regular time, and in overtime (all extra periods; 0 without any). */
  homeQuarters: number[];
  awayQuarters: number[];
  homeOvertime: number;
  awayOvertime: number;
}

const DAY_MS = 86_400_000;
const words = (name: string) => new Set(foldName(name).split(' ').filter(Boolean));

/**
 * Whether a ticket's name and a source's name are one team: every word of the shorter is in the longer, so
 * "Zvezda" is "Crvena Zvezda" and "Partizan" is "Partizan Mozzart Bet" (sources print sponsors' names).
 */
function sameTeam(ticket: string, source: string): boolean {
  const [a, b] = [words(ticket), words(source)];
  const [short, long] = a.size <= b.size ? [a, b] : [b, a];
  return short.size > 0 && [...short].every((w) => long.has(w));
}

/**
 * The finished games the process knows (the results module hands them in as they are stored), found for a
 * ticket's leg by sport, day and names. A leg whose names fit two games of those days finds none: a guess
 * would settle someone else's game.
 */
export class GameResults {
  private games: PlayedGame[] = [];

  add(games: PlayedGame[]): void {
    this.games.push(...games);
  }

  playedOn(sport: string, home: string, away: string, date: string, days = 1): PlayedGame | null {
    const day = Date.parse(date);
    if (Number.isNaN(day)) return null;
    const found = this.games.filter(
      (g) =>
        g.sport === sport &&
        Math.abs(Date.parse(g.date) - day) <= days * DAY_MS &&
        sameTeam(home, g.home) &&
        sameTeam(away, g.away),
    );
    return found.length === 1 ? found[0] : null;
  }
}
