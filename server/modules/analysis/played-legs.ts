import type { Leg } from '../tickets/types';
import { OVERTIME_COUNTS, TENNIS_HANDICAP_UNITS } from '../tickets/vocabulary/words';
import { isFootball } from './leg-chance';
import type { AnalysisState } from './model/analysis-state';
import { clubKey } from './ticket-chance';
import { setsWon, settleBasketball, settleTennis } from './settle-game';
import { settleLeg, type Settlement } from './settle-leg';

/** A leg whose match was played before the day of the analysis: not forecast, settled when its result is known. */
export interface PlayedLeg {
  /** ISO date the ticket gives for the match. */
  date: string;
  /** The final score, home first ("2:1"), and the half-time one, when the data has the result. */
  score?: string;
  halfTime?: string;
  /** A basketball game that went to overtime: the score after regular time ("78:78"). */
  regularTime?: string;
  /** A tennis match: the games of each set ("6:4 3:6 7:5"); `score` is then the sets ("2:1"). */
  sets?: string;
  /** How the bet came out; absent when the result is unknown or the score cannot settle this bet. */
  outcome?: Settlement;
}

const iso = (y: number, m: number, d: number) =>
  `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/**
 * The day a leg's kickoff names, as an ISO date: "2025-05-25 19:00" as the reader stores it, or as a ticket
 * prints it ("25.05.2025.", "25/5/25 19:00"); a day without a year ("ned 25.05.") is the one nearest to `today`.
 * Null when the kickoff names no day ("ned 20:45").
 */
export function kickoffDay(kickoff: string | undefined, today: Date): string | null {
  if (!kickoff) return null;
  const isoDay = /^(\d{4})-(\d{2})-(\d{2})/.exec(kickoff);
  const printed = /(?<!\d)(\d{1,2})[./](\d{1,2})(?:[./](\d{4}|\d{2})(?!\d))?/.exec(kickoff);
  const [y, m, d] = isoDay
    ? [+isoDay[1], +isoDay[2], +isoDay[3]]
    : printed
      ? [printed[3] ? +printed[3] + (printed[3].length === 2 ? 2000 : 0) : NaN, +printed[2], +printed[1]]
      : [NaN, NaN, NaN];
  if (!(m >= 1 && m <= 12 && d >= 1 && d <= 31)) return null;
  if (!Number.isNaN(y)) return iso(y, m, d);
  const year = today.getUTCFullYear();
  return [year - 1, year, year + 1]
    .map((c) => iso(c, m, d))
    .reduce((a, b) => (Math.abs(Date.parse(b) - +today) < Math.abs(Date.parse(a) - +today) ? b : a));
}

const DAY_MS = 86_400_000;
/** A leg without a date is looked for this long after its ticket was analysed. */
const UNDATED_WINDOW_DAYS = 14;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Whether the leg's match was already played on `today`, and its result when the product holds it (shipped and
 * fetched results, by the same club keys as the model's). A leg whose ticket prints its date is played once that
 * day is over. A leg without a date is the clubs' first meeting on or after the day its ticket was analysed
 * (`analysedAt`, within two weeks), so a typed ticket settles too; without `analysedAt` (the analysis itself)
 * an undated leg is upcoming.
 */
export function playedLeg(
  analysis: AnalysisState,
  leg: Leg,
  today: Date,
  analysedAt?: Date,
): PlayedLeg | null {
  const printed = kickoffDay(leg.kickoff, today);
  const todayIso = isoDay(today);
  if (printed) return printed < todayIso ? (resultOn(analysis, leg, printed, 1) ?? { date: printed }) : null;
  if (!analysedAt) return null;
  for (let t = Date.parse(isoDay(analysedAt)), n = 0; n <= UNDATED_WINDOW_DAYS; t += DAY_MS, n++) {
    const day = isoDay(new Date(t));
    if (day >= todayIso) break;
    const found = resultOn(analysis, leg, day, 0);
    if (found) return found;
  }
  return null;
}

/** The leg's result within `days` of `date`, by its sport; null when the product holds none. */
function resultOn(analysis: AnalysisState, leg: Leg, date: string, days: number): PlayedLeg | null {
  if (!leg.away) return null;
  if (leg.sport === 'basketball') return playedGame(analysis, leg, date, days);
  if (leg.sport === 'tennis') return playedMatch(analysis, leg, date, days);
  if (!isFootball(leg)) return null;
  const match = analysis.history.playedOn(
    clubKey(analysis, leg.home),
    clubKey(analysis, leg.away),
    date,
    days,
  );
  if (!match) return null;
  const halfTime = match.hthg != null && match.htag != null ? `${match.hthg}:${match.htag}` : undefined;
  const outcome = leg.parsed ? settleLeg(leg.parsed, match) : null;
  return {
    date: match.date,
    score: `${match.hg}:${match.ag}`,
    ...(halfTime ? { halfTime } : {}),
    ...(outcome ? { outcome } : {}),
  };
}

/** A basketball leg's game: its final score (overtime included), the half, and regular time after overtime. */
function playedGame(analysis: AnalysisState, leg: Leg, date: string, days: number): PlayedLeg | null {
  const game = analysis.games.playedOn('basketball', leg.home, leg.away, date, days);
  if (!game) return null;
  const points = (q: number[], to: number) => q.slice(0, to).reduce((a, b) => a + b, 0);
  const score = (to: number, ot: boolean) =>
    `${points(game.homePeriods, to) + (ot ? game.homeOvertime : 0)}:${points(game.awayPeriods, to) + (ot ? game.awayOvertime : 0)}`;
  const overtime = game.homeOvertime > 0 || game.awayOvertime > 0;
  const outcome = leg.parsed
    ? settleBasketball(leg.parsed, game, OVERTIME_COUNTS.test(`${leg.market} ${leg.pick}`))
    : null;
  return {
    date: game.date,
    score: score(4, true),
    halfTime: score(2, false),
    ...(overtime ? { regularTime: score(4, false) } : {}),
    ...(outcome ? { outcome } : {}),
  };
}

/** A tennis leg's match: the sets won, and the games of each set. */
function playedMatch(analysis: AnalysisState, leg: Leg, date: string, days: number): PlayedLeg | null {
  const match = analysis.games.playedOn('tennis', leg.home, leg.away, date, days);
  if (!match) return null;
  const [h, a] = [match.homePeriods, match.awayPeriods];
  const unit = TENNIS_HANDICAP_UNITS.find(([, words]) => words.test(leg.market))?.[0] ?? null;
  const outcome = leg.parsed ? settleTennis(leg.parsed, match, unit) : null;
  return {
    date: match.date,
    score: setsWon(match).join(':'),
    sets: h.map((g, i) => `${g}:${a[i]}`).join(' '),
    ...(outcome ? { outcome } : {}),
  };
}
