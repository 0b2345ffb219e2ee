// The ticket model: what a layout prints and what the ground truth records. Generation is driven by a layout's
// profile (language, currency, fee, sport mix) so every layout gets tickets that are plausible for its bookmaker.
import type { Rng } from '../rng';
import { COMPETITIONS, type Competition, type Lang, type Sport } from './teams';

export type Currency = 'RSD' | 'EUR' | 'BAM';

export type BetKey =
  | 'ki1'
  | 'kix'
  | 'ki2'
  | 'ds1x'
  | 'dsx2'
  | 'ds12'
  | 'gg'
  | 'ng'
  | 'ug02'
  | 'ug2p'
  | 'ug3p'
  | 'p1_1'
  | 'p1_x'
  | 'p2_2'
  | 'gg3p'
  | '1ug3p'
  | 'bk1'
  | 'bk2'
  | 'bkover'
  | 'bkunder'
  | 't1'
  | 't2';

export interface Bet {
  key: BetKey;
  /** Basketball total line, e.g. 165.5. */
  line?: number;
}

/** Plain calendar moment; kept free of time zones so output never depends on the machine's TZ. */
export interface Moment {
  y: number;
  mo: number;
  d: number;
  h: number;
  mi: number;
  s: number;
}

export interface Leg {
  home: string;
  away: string;
  league: string;
  sport: Sport;
  kickoff: Moment;
  bet: Bet;
  /** Four-digit match code printed by shop terminals. */
  code: number;
  odds: number;
}

export interface Ticket {
  bookmaker: string;
  ticketId: string;
  printedAt: Moment;
  lang: Lang;
  currency: Currency;
  legs: Leg[];
  totalOdds: number;
  stake: number;
  feePct: number;
  fee: number;
  stakeAfterFee: number;
  payout: number;
}

export interface TicketProfile {
  lang: Lang;
  currency: Currency;
  /** 5 % "Manipulativni troškovi" taken from the stake before the payout is computed. */
  fee: boolean;
  sports: readonly (readonly [Sport, number])[];
  legs: readonly [number, number];
  bookmakers: readonly string[];
  ticketId: (rng: Rng, at: Moment) => string;
}

export const round2 = (x: number): number => Math.round((x + Number.EPSILON) * 100) / 100;

const FOOTBALL_BETS: readonly (readonly [BetKey, number])[] = [
  ['ki1', 14],
  ['kix', 6],
  ['ki2', 9],
  ['ds1x', 5],
  ['dsx2', 4],
  ['ds12', 3],
  ['gg', 7],
  ['ng', 4],
  ['ug02', 4],
  ['ug2p', 5],
  ['ug3p', 7],
  ['p1_1', 2],
  ['p1_x', 2],
  ['p2_2', 2],
  ['gg3p', 3],
  ['1ug3p', 2],
];
const BASKETBALL_BETS: readonly (readonly [BetKey, number])[] = [
  ['bk1', 4],
  ['bk2', 3],
  ['bkover', 3],
  ['bkunder', 3],
];
const TENNIS_BETS: readonly (readonly [BetKey, number])[] = [
  ['t1', 1],
  ['t2', 1],
];

const STAKES: Record<Currency, readonly number[]> = {
  RSD: [50, 100, 150, 200, 300, 500, 1000, 2000],
  EUR: [1, 2, 3, 5, 10, 20, 50],
  BAM: [1, 2, 3, 5, 10, 20, 50],
};

const KICKOFF_TIMES = [
  '12:30',
  '13:00',
  '15:00',
  '16:00',
  '17:30',
  '18:00',
  '19:00',
  '20:00',
  '20:45',
  '21:00',
];

/** Moments are built through UTC so calendar arithmetic is exact and TZ-independent. */
export function momentFrom(ms: number): Moment {
  const d = new Date(ms);
  return {
    y: d.getUTCFullYear(),
    mo: d.getUTCMonth() + 1,
    d: d.getUTCDate(),
    h: d.getUTCHours(),
    mi: d.getUTCMinutes(),
    s: d.getUTCSeconds(),
  };
}
export const momentMs = (m: Moment): number => Date.UTC(m.y, m.mo - 1, m.d, m.h, m.mi, m.s);
/** 0 = Sunday. */
export const weekday = (m: Moment): number => new Date(momentMs(m)).getUTCDay();

function randomOdds(rng: Rng): number {
  const band = rng.weighted([
    [[1.05, 2.5], 70],
    [[2.5, 4.5], 22],
    [[4.5, 9.5], 8],
  ] as const);
  return round2(rng.float(band[0], band[1]));
}

function randomBet(rng: Rng, sport: Sport): Bet {
  const table = sport === 'football' ? FOOTBALL_BETS : sport === 'basketball' ? BASKETBALL_BETS : TENNIS_BETS;
  const key = rng.weighted(table);
  return key === 'bkover' || key === 'bkunder' ? { key, line: rng.int(140, 185) + 0.5 } : { key };
}

function pickCompetition(rng: Rng, sport: Sport): Competition {
  const pool = COMPETITIONS[sport];
  // ~15 % of legs come from lower leagues so a fixed list of names cannot cover everything.
  const obscure = rng.chance(0.15);
  const matching = pool.filter((c) => c.obscure === obscure);
  return rng.pick(matching.length ? matching : pool);
}

export function makeTicket(rng: Rng, profile: TicketProfile): Ticket {
  const start = Date.UTC(2025, 11, 1, 9, 0, 0);
  const printedMs = start + rng.int(0, 60) * 86400000 + rng.int(0, 12 * 3600) * 1000;
  const printedAt = momentFrom(printedMs);
  const legCount = rng.int(profile.legs[0], profile.legs[1]);
  const used = new Set<string>();
  const legs: Leg[] = [];
  while (legs.length < legCount) {
    const sport = rng.weighted(profile.sports);
    const comp = pickCompetition(rng, sport);
    const [home, away] = rng.shuffle(comp.teams);
    if (used.has(home) || used.has(away)) continue;
    used.add(home);
    used.add(away);
    const [hh, mm] = rng.pick(KICKOFF_TIMES).split(':').map(Number);
    const day = momentFrom(printedMs + rng.int(0, 4) * 86400000);
    let kickoffMs = Date.UTC(day.y, day.mo - 1, day.d, hh, mm, 0);
    if (kickoffMs <= printedMs) kickoffMs += 86400000;
    legs.push({
      home,
      away,
      sport,
      kickoff: momentFrom(kickoffMs),
      league: comp.name[profile.lang],
      bet: randomBet(rng, sport),
      code: rng.int(1000, 9999),
      odds: randomOdds(rng),
    });
  }
  legs.sort((a, b) => momentMs(a.kickoff) - momentMs(b.kickoff));
  const totalOdds = round2(legs.reduce((p, l) => p * l.odds, 1));
  const stake = rng.pick(STAKES[profile.currency]);
  const feePct = profile.fee ? 5 : 0;
  const fee = round2((stake * feePct) / 100);
  const stakeAfterFee = round2(stake - fee);
  return {
    bookmaker: rng.pick(profile.bookmakers),
    ticketId: profile.ticketId(rng, printedAt),
    printedAt,
    lang: profile.lang,
    currency: profile.currency,
    legs,
    totalOdds,
    stake,
    feePct,
    fee,
    stakeAfterFee,
    payout: round2(stakeAfterFee * totalOdds),
  };
}
