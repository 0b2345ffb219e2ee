import type { Outcome, Period, Pick } from '../tickets/types';
import type { PlayedGame } from './model/games';
import type { Settlement } from './settle-leg';

/** Each side's amount in one part of a game: basketball points, tennis games. */
type Points = [home: number, away: number];

/** What one reading of a game says: who won a part of it, and each side's points or games in it. */
interface Reading {
  winner(period: Period): Outcome | null;
  amount(period: Period): Points | null;
  /** Sets won by each side (tennis). */
  sets(): Points | null;
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const winnerOf = ([h, a]: Points): Outcome => (h > a ? '1' : h < a ? '2' : 'X');

/** A basketball game read with overtime counted in the full game and the second half, or without it. */
function basketballReading(game: PlayedGame, withOvertime: boolean): Reading {
  const side = (q: number[], ot: number, period: Period): number | null => {
    const extra = withOvertime ? ot : 0;
    if (period === 'FT') return sum(q.slice(0, 4)) + extra;
    if (period === 'H1') return sum(q.slice(0, 2));
    if (period === 'H2') return sum(q.slice(2, 4)) + extra;
    if (/^Q[1-4]$/.test(period)) return q[Number(period[1]) - 1] ?? null;
    return null;
  };
  const amount = (period: Period): Points | null => {
    const [h, a] = [
      side(game.homePeriods, game.homeOvertime, period),
      side(game.awayPeriods, game.awayOvertime, period),
    ];
    return h === null || a === null ? null : [h, a];
  };
  return {
    amount,
    winner: (period) => {
      const p = amount(period);
      return p && winnerOf(p);
    },
    sets: () => null,
  };
}

/** The sets each player of a tennis match won. */
export function setsWon(game: PlayedGame): Points {
  const [h, a] = [game.homePeriods, game.awayPeriods];
  return [h.filter((g, i) => g > a[i]).length, a.filter((g, i) => g > h[i]).length];
}

/** A tennis match: the games of each set; the match goes to whoever won more sets. */
function tennisReading(game: PlayedGame): Reading {
  const [h, a] = [game.homePeriods, game.awayPeriods];
  const sets = () => setsWon(game);
  const amount = (period: Period): Points | null => {
    if (period === 'FT') return [sum(h), sum(a)];
    const set = /^S([1-5])$/.exec(period);
    const i = set ? Number(set[1]) - 1 : -1;
    return i >= 0 && i < h.length ? [h[i], a[i]] : null;
  };
  return {
    amount,
    winner: (period) => {
      const p = period === 'FT' ? sets() : amount(period);
      return p && winnerOf(p);
    },
    sets,
  };
}

const byLine = (margin: number): Settlement => (margin > 0 ? 'won' : margin < 0 ? 'lost' : 'void');
const yes = (won: boolean): Settlement => (won ? 'won' : 'lost');

/** A bet on one reading of the game; null when the reading cannot say. */
function settleOn(pick: Pick, r: Reading): Settlement | null {
  switch (pick.kind) {
    case 'result': {
      const w = r.winner(pick.period);
      return w && yes(w === pick.outcome);
    }
    case 'double-chance': {
      const w = r.winner(pick.period);
      return w && yes(pick.outcomes.includes(w));
    }
    case 'ht-ft': {
      const [ht, ft] = [r.winner('H1'), r.winner('FT')];
      return ht && ft && yes(ht === pick.ht && ft === pick.ft);
    }
    case 'handicap': {
      const p = r.amount(pick.period ?? 'FT');
      if (!p) return null;
      const margin = (pick.team === 'home' ? p[0] - p[1] : p[1] - p[0]) + pick.line;
      // The European handicap's draw is an outcome of its own: it wins only when level after the line.
      if (pick.outcome === 'X') return yes(margin === 0);
      return margin === 0 && pick.style === 'european' ? 'lost' : byLine(margin);
    }
    case 'points-total':
    case 'games-total': {
      const p = r.amount(pick.period ?? 'FT');
      if (!p) return null;
      const total = pick.team === 'home' ? p[0] : pick.team === 'away' ? p[1] : p[0] + p[1];
      return byLine(pick.over ? total - pick.line : pick.line - total);
    }
    case 'set-score': {
      const s = r.sets();
      return s && yes(s[0] === pick.home && s[1] === pick.away);
    }
    case 'not': {
      const inner = settleOn(pick.pick, r);
      return inner === 'won' ? 'lost' : inner === 'lost' ? 'won' : inner;
    }
    case 'combo': {
      const parts = pick.parts.map((p) => settleOn(p, r));
      if (parts.includes('lost')) return 'lost';
      // A void part changes the combination's price at each bookmaker in its own way: not settled here.
      return parts.every((p) => p === 'won') ? 'won' : null;
    }
    default:
      return null;
  }
}

const namesDraw = (pick: Pick): boolean =>
  (pick.kind === 'result' && pick.outcome === 'X') ||
  (pick.kind === 'double-chance' && pick.outcomes !== '12');

/**
 * Settles a basketball bet on the game's quarters. Bookmakers differ on overtime: a "winner" market counts it, a
 * three-way result is regular time, and totals and handicaps follow each bookmaker's rules. So unless the market
 * says overtime counts (`overtimeCounts`), a game that went to overtime settles a bet only when it comes out the
 * same with overtime and without it. Null when the game cannot say.
 */
export function settleBasketball(pick: Pick, game: PlayedGame, overtimeCounts: boolean): Settlement | null {
  const wentToOvertime = game.homeOvertime > 0 || game.awayOvertime > 0;
  // A bet on a draw (1X2's X, double chance with X) is a bet on regular time: overtime has no draw.
  if (namesDraw(pick)) return settleOn(pick, basketballReading(game, false));
  const full = settleOn(pick, basketballReading(game, true));
  if (overtimeCounts || !wentToOvertime) return full;
  return full === settleOn(pick, basketballReading(game, false)) ? full : null;
}

/**
 * Settles a tennis bet on a finished match's sets: the winner, a set's winner, the exact result in sets and games
 * over or under. A handicap is settled only where the market names its unit (games or sets are both printed as
 * "H1 -1.5"). Null when the match cannot say.
 */
export function settleTennis(
  pick: Pick,
  game: PlayedGame,
  handicapUnit: 'games' | 'sets' | null,
): Settlement | null {
  if (pick.kind === 'handicap' && handicapUnit !== 'games') {
    if (handicapUnit !== 'sets' || (pick.period && pick.period !== 'FT')) return null;
    const sets = tennisReading(game).sets();
    return settleOn({ ...pick, period: 'FT' }, { ...tennisReading(game), amount: () => sets });
  }
  return settleOn(pick, tennisReading(game));
}
