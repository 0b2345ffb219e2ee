import { foldName } from '../../../common/fold-name';

/** A finished game of another sport than football (basketball, tennis), as the results module stores it. */
export interface PlayedGame {
  sport: string;
  date: string;
  league: string;
  home: string;
  away: string;
  /**
   * Basketball: points per quarter of regular time, and in overtime (all extra periods; 0 without any). Tennis:
   * games won in each set played, overtime 0.
   */
  homePeriods: number[];
  awayPeriods: number[];
  homeOvertime: number;
  awayOvertime: number;
}

const DAY_MS = 86_400_000;
const words = (name: string) => [...new Set(foldName(name).split(' ').filter(Boolean))];
/** One word for another: the same, or an initial of it ("N." for "Novak"). */
const sameWord = (a: string, b: string) =>
  a === b || (a.length === 1 && b.startsWith(a)) || (b.length === 1 && a.startsWith(b));

/**
 * Whether a ticket's name and a source's name are one team or player: every word of the shorter stands for a
 * word of the longer, so "Zvezda" is "Crvena Zvezda", "Partizan" is "Partizan Mozzart Bet" (sources print
 * sponsors' names) and "Đoković N." is "Novak Djokovic". An initial alone names nobody.
 */
function sameTeam(ticket: string, source: string): boolean {
  const [a, b] = [words(ticket), words(source)];
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.some((w) => w.length > 1) && short.every((w) => long.some((v) => sameWord(w, v)));
}

/**
 * The finished games the process knows (the results module hands them in as they are stored), found for a
 * ticket's leg by sport, day and names. A leg whose names fit two games of those days finds none: a guess
 * would settle someone else's game.
 */
export class GameResults {
  /** Games by the day they were played: a leg looks at three days, not at every game. */
  private byDay = new Map<string, PlayedGame[]>();

  add(games: PlayedGame[]): void {
    for (const g of games) {
      const day = this.byDay.get(g.date);
      if (day) day.push(g);
      else this.byDay.set(g.date, [g]);
    }
  }

  playedOn(sport: string, home: string, away: string, date: string, days = 1): PlayedGame | null {
    const day = Date.parse(date);
    if (Number.isNaN(day)) return null;
    const found: PlayedGame[] = [];
    for (let d = -days; d <= days; d++)
      for (const g of this.byDay.get(new Date(day + d * DAY_MS).toISOString().slice(0, 10)) ?? [])
        if (g.sport === sport && sameTeam(home, g.home) && sameTeam(away, g.away)) found.push(g);
    return found.length === 1 ? found[0] : null;
  }
}
