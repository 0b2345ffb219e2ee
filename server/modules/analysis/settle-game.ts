import type { Outcome, Period, Pick } from '../tickets/types';
import type { PlayedGame } from './model/games';
import type { Settlement } from './settle-leg';

/** Points of each side in one part of a game. */
type Points = [home: number, away: number];

/** Each side's points in a period; `withOvertime` adds overtime to the full game and to the second half. */
function pointsIn(game: PlayedGame, period: Period, withOvertime: boolean): Points | null {
  const sum = (quarters: number[], overtime: number, from: number, to: number, ot: boolean) =>
    quarters.slice(from, to).reduce((a, b) => a + b, 0) + (ot ? overtime : 0);
  const side = (q: number[], ot: number): number | null => {
    switch (period) {
      case 'FT':
        return sum(q, ot, 0, 4, withOvertime);
      case 'H1':
        return sum(q, ot, 0, 2, false);
      case 'H2':
        return sum(q, ot, 2, 4, withOvertime);
      case 'Q1':
      case 'Q2':
      case 'Q3':
      case 'Q4':
        return q[Number(period[1]) - 1];
      default:
        return null;
    }
  };
  const [h, a] = [side(game.homeQuarters, game.homeOvertime), side(game.awayQuarters, game.awayOvertime)];
  return h === null || a === null ? null : [h, a];
}

const winner = ([h, a]: Points): Outcome => (h > a ? '1' : h < a ? '2' : 'X');
const byLine = (margin: number): Settlement => (margin > 0 ? 'won' : margin < 0 ? 'lost' : 'void');
const yes = (won: boolean): Settlement => (won ? 'won' : 'lost');

/** A basketball bet on one reading of the game (overtime counted or not); null when the game cannot say. */
function settleOn(pick: Pick, game: PlayedGame, withOvertime: boolean): Settlement | null {
  const points = (period: Period = 'FT') => pointsIn(game, period, withOvertime);
  switch (pick.kind) {
    case 'result': {
      const p = points(pick.period);
      return p && yes(winner(p) === pick.outcome);
    }
    case 'double-chance': {
      const p = points(pick.period);
      return p && yes(pick.outcomes.includes(winner(p)));
    }
    case 'ht-ft': {
      const [ht, ft] = [points('H1'), points('FT')];
      return ht && ft && yes(winner(ht) === pick.ht && winner(ft) === pick.ft);
    }
    case 'handicap': {
      const p = points(pick.period);
      if (!p) return null;
      const margin = (pick.team === 'home' ? p[0] - p[1] : p[1] - p[0]) + pick.line;
      // The European handicap's draw is an outcome of its own: it wins only when level after the line.
      if (pick.outcome === 'X') return yes(margin === 0);
      return margin === 0 && pick.style === 'european' ? 'lost' : byLine(margin);
    }
    case 'points-total': {
      const p = points(pick.period);
      if (!p) return null;
      const total = pick.team === 'home' ? p[0] : pick.team === 'away' ? p[1] : p[0] + p[1];
      return byLine(pick.over ? total - pick.line : pick.line - total);
    }
    case 'not': {
      const inner = settleOn(pick.pick, game, withOvertime);
      return inner === 'won' ? 'lost' : inner === 'lost' ? 'won' : inner;
    }
    case 'combo': {
      const parts = pick.parts.map((p) => settleOn(p, game, withOvertime));
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
  if (namesDraw(pick)) return settleOn(pick, game, false);
  const full = settleOn(pick, game, true);
  if (overtimeCounts || !wentToOvertime) return full;
  return full === settleOn(pick, game, false) ? full : null;
}
