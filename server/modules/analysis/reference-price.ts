import type { Leg, Pick as Bet } from '../tickets/types';
import type { LegReference } from './report-types';
import type { LegChance } from './leg-chance';
import { powerDemargin } from './model/metrics';
import type { BookmakerPrices, GeneratorSport, OddsEvent, OddsProvider } from '../../providers/odds/types';
import type { Logger } from '../../lib/logger';

// The market's reference price of a ticket's leg (issue 30, item 5; docs/decisions/041-reference-price.md):
// the same bet across the odds feed's bookmakers, its best price and its fair price without margin.

/** What the feed says about one leg's bet. */
export interface ReferencePrice {
  /** The fair chance 0..1: Pinnacle's price without its margin when it quotes the bet, else the consensus. */
  fair: number;
  fairFrom: 'pinnacle' | 'consensus';
  /** Bookmakers that quote the bet. */
  bookmakers: number;
  /** The highest price quoted for the bet; null for a bet no bookmaker quotes alone (double chance). */
  best: { odds: number; bookmaker: string } | null;
  event: Pick<OddsEvent, 'id' | 'home' | 'away' | 'league' | 'commenceTime'>;
}

/** A leg's bet in the feed's markets: outcomes of the 1X2 (their sum for a double chance), or a side of a line. */
export type Selection =
  | { market: 'h2h'; outcomes: ('home' | 'draw' | 'away')[] }
  | { market: 'totals'; point: number; side: 'over' | 'under' };

/** The feed's markets cover 1X2, double chance and over/under at a line; any other bet has no reference. */
export function selectionOf(pick: Bet | undefined): Selection | null {
  switch (pick?.kind) {
    case 'result':
      if (pick.period !== 'FT') return null;
      return { market: 'h2h', outcomes: [({ '1': 'home', X: 'draw', '2': 'away' } as const)[pick.outcome]] };
    case 'double-chance':
      if (pick.period !== 'FT') return null;
      return {
        market: 'h2h',
        outcomes: ({ '1X': ['home', 'draw'], X2: ['draw', 'away'], '12': ['home', 'away'] } as const)[
          pick.outcomes
        ].slice(),
      };
    case 'total-goals':
      if (pick.period !== 'FT') return null;
      if (pick.max === null && pick.min >= 1)
        return { market: 'totals', point: pick.min - 0.5, side: 'over' };
      if (pick.min === 0 && pick.max !== null)
        return { market: 'totals', point: pick.max + 0.5, side: 'under' };
      return null;
    case 'points-total':
      if ((pick.period && pick.period !== 'FT') || pick.team) return null;
      return { market: 'totals', point: pick.line, side: pick.over ? 'over' : 'under' };
    default:
      return null;
  }
}

/** The feed's sport of a leg: football unless it says basketball (a points total without a sport is basketball's). */
export function feedSport(leg: Leg): GeneratorSport | null {
  if (leg.sport === 'basketball' || (!leg.sport && leg.parsed?.kind === 'points-total')) return 'basketball';
  return !leg.sport || leg.sport === 'football' ? 'football' : null;
}

const HOUR = 3_600_000;
/** A printed kickoff further than this from the feed's is another meeting of the same clubs. */
const SAME_MATCH_HOURS = 36;

/** The printed date (and time) of a leg, when the ticket printed one ("2026-11-28 20:45" or "2026-11-28"). */
function printedKickoff(kickoff: string | undefined): number | null {
  const m = kickoff?.match(/^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}))?/);
  if (!m) return null;
  const t = Date.parse(`${m[1]}T${m[2] ?? '12:00'}:00Z`);
  return Number.isNaN(t) ? null : t;
}

/**
 * The feed's event of a leg: both clubs by the same key the analysis uses (the gazetteer), home and away as
 * printed, and of several meetings the one nearest the printed kickoff (within a day and a half), else the
 * next one.
 */
export function findEvent(
  leg: Leg,
  events: OddsEvent[],
  key: (name: string) => string,
  now = new Date(),
): OddsEvent | null {
  if (!leg.away) return null;
  const [home, away] = [key(leg.home), key(leg.away)];
  const same = events.filter((e) => key(e.home) === home && key(e.away) === away);
  if (!same.length) return null;
  const printed = printedKickoff(leg.kickoff);
  const target = printed ?? now.getTime();
  const gap = (e: OddsEvent) => Math.abs(Date.parse(e.commenceTime) - target);
  const nearest = same.reduce((a, b) => (gap(b) < gap(a) ? b : a));
  return printed !== null && gap(nearest) > SAME_MATCH_HOURS * HOUR ? null : nearest;
}

/** One bookmaker's chance of the selection without its margin (power method), and its price when it has one. */
function quote(b: BookmakerPrices, s: Selection): { fair: number; price: number | null } | null {
  if (s.market === 'h2h') {
    const h = b.h2h;
    if (!h) return null;
    const names = h.draw ? (['home', 'draw', 'away'] as const) : (['home', 'away'] as const);
    if (s.outcomes.some((o) => !(names as readonly string[]).includes(o))) return null;
    const p = powerDemargin(names.map((n) => h[n]!));
    const fair = s.outcomes.reduce((sum, o) => sum + p[(names as readonly string[]).indexOf(o)], 0);
    return { fair, price: s.outcomes.length === 1 ? h[s.outcomes[0]]! : null };
  }
  const line = b.totals?.find((t) => t.point === s.point);
  if (!line) return null;
  const [over, under] = powerDemargin([line.over, line.under]);
  return { fair: s.side === 'over' ? over : under, price: line[s.side] };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const clamp = (p: number) => Math.min(0.99, Math.max(0.001, p));

/**
 * The leg's bet across the event's bookmakers: the best price with its bookmaker, and the fair chance, which is
 * Pinnacle's price without margin when Pinnacle quotes it (the sharpest book), else the median of every
 * bookmaker's chance without margin. Null when no bookmaker quotes the bet.
 */
export function referencePrice(leg: Leg, event: OddsEvent): ReferencePrice | null {
  const s = selectionOf(leg.parsed);
  if (!s) return null;
  const quotes = (event.bookmakers ?? []).flatMap((b) => {
    const q = quote(b, s);
    return q ? [{ b, ...q }] : [];
  });
  if (!quotes.length) return null;
  const pinnacle = quotes.find((q) => q.b.key === 'pinnacle');
  const priced = quotes.filter((q) => q.price !== null);
  const best = priced.length ? priced.reduce((a, q) => (q.price! > a.price! ? q : a)) : null;
  return {
    fair: clamp(pinnacle ? pinnacle.fair : median(quotes.map((q) => q.fair))),
    fairFrom: pinnacle ? 'pinnacle' : 'consensus',
    bookmakers: quotes.length,
    best: best ? { odds: best.price!, bookmaker: best.b.title } : null,
    event: {
      id: event.id,
      home: event.home,
      away: event.away,
      league: event.league,
      commenceTime: event.commenceTime,
    },
  };
}

/**
 * The leg's chance on the market's fair price instead of the ticket's own: the price without margin becomes the
 * fair chance, and a blend with the rating model keeps its weight (leg-chance.ts, docs/decisions/008). A leg
 * without a price of its own, or without a reference, keeps its chance.
 */
export function withReference(c: LegChance, ref: ReferencePrice | null | undefined): LegChance {
  if (!ref || c.implied === null || c.market === undefined) return c;
  if (c.source === 'blend' && c.model && c.modelWeight !== undefined) {
    const w = c.modelWeight;
    return { ...c, market: ref.fair, chance: clamp(w * c.model.probability + (1 - w) * ref.fair) };
  }
  return { ...c, market: ref.fair, chance: ref.fair };
}

const round1 = (p: number) => Math.round(p * 1000) / 10;
const round2 = (x: number) => Math.round(x * 100) / 100;

/** The report's view of a reference (percent, odds to two decimals). */
export function legReference(ref: ReferencePrice): LegReference {
  return {
    fairChance: round1(ref.fair),
    fairOdds: round2(1 / ref.fair),
    fairFrom: ref.fairFrom,
    bookmakers: ref.bookmakers,
    best: ref.best,
    kickoff: ref.event.commenceTime,
    league: ref.event.league,
  };
}

/**
 * What the ticket gives away against the best prices, over the priced legs the feed quotes a best price for:
 * 1 − Π ticket odds / Π best odds, percent (negative when the ticket pays more). Null when there is none.
 */
export function bestPrices(
  legs: Leg[],
  refs: (ReferencePrice | null)[],
): { legs: number; ticketOdds: number; bestOdds: number; givenAway: number } | null {
  const quoted = legs
    .map((l, i) => ({ l, best: refs[i]?.best }))
    .filter((x) => x.best && !x.l.defaulted?.odds);
  if (!quoted.length) return null;
  const ticketOdds = quoted.reduce((p, x) => p * x.l.odds, 1);
  const bestOdds = quoted.reduce((p, x) => p * x.best!.odds, 1);
  return {
    legs: quoted.length,
    ticketOdds: round2(ticketOdds),
    bestOdds: round2(bestOdds),
    givenAway: round1(1 - ticketOdds / bestOdds),
  };
}

/** How often the feed is asked per sport, how long a failure is remembered, and how far ahead it is asked. */
export const FEED_FRESH_MS = 5 * 60_000;
const FEED_FAILED_MS = 60_000;
const FEED_WINDOW_MS = 10 * 24 * HOUR;
/** The analysis waits this long for the feed; a slower answer still fills the cache for the next ticket. */
export const FEED_TIMEOUT_MS = 4_000;

interface Asked {
  at: number;
  failed: boolean;
  events: Promise<OddsEvent[]>;
}
const asked = new WeakMap<OddsProvider, Map<GeneratorSport, Asked>>();

/** The feed's upcoming events of a sport: one question per sport every few minutes, shared by every ticket. */
function upcoming(odds: OddsProvider, sport: GeneratorSport, logger: Logger): Promise<OddsEvent[]> {
  const bySport = asked.get(odds) ?? new Map<GeneratorSport, Asked>();
  asked.set(odds, bySport);
  const now = Date.now();
  const hit = bySport.get(sport);
  if (hit && now - hit.at < (hit.failed ? FEED_FAILED_MS : FEED_FRESH_MS)) return hit.events;
  const entry: Asked = {
    at: now,
    failed: false,
    events: odds.upcoming(sport, new Date(now), new Date(now + FEED_WINDOW_MS)),
  };
  entry.events.catch((error: unknown) => {
    entry.failed = true;
    logger.warn({ err: (error as Error).message, vendor: odds.name, sport }, 'reference prices unavailable');
  });
  bySport.set(sport, entry);
  return entry.events;
}

/** The feed's name as the report writes it. */
export const FEED_NAMES: Record<string, string> = { 'the-odds-api': 'The Odds API' };

/**
 * Each leg's reference price from a configured odds feed (null per leg it does not quote). The demo provider
 * is no market: without a real feed, null. The feed is asked only for sports with a bet it can quote, waits at
 * most `timeoutMs`, and a failure or a timeout leaves every leg on the ticket's own price.
 */
export async function referencePrices(
  odds: OddsProvider,
  legs: Leg[],
  {
    key,
    logger,
    now = new Date(),
    timeoutMs = FEED_TIMEOUT_MS,
  }: { key: (name: string) => string; logger: Logger; now?: Date; timeoutMs?: number },
): Promise<{ feed: string; perLeg: (ReferencePrice | null)[] } | undefined> {
  if (odds.demo) return undefined;
  const wanted = legs.map((l) => {
    const sport = feedSport(l);
    return sport && odds.offers.includes(sport) && l.away && !l.defaulted?.odds && selectionOf(l.parsed)
      ? sport
      : null;
  });
  const events = new Map<GeneratorSport, OddsEvent[]>();
  await Promise.all(
    [...new Set(wanted.filter((s) => s !== null))].map(async (sport) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), timeoutMs)));
      const found = await Promise.race([upcoming(odds, sport, logger).catch(() => null), late]);
      clearTimeout(timer);
      if (found) events.set(sport, found);
      else
        logger.warn(
          { vendor: odds.name, sport },
          'reference prices not used: the ticket keeps its own prices',
        );
    }),
  );
  return {
    feed: FEED_NAMES[odds.name] ?? odds.name,
    perLeg: legs.map((leg, i) => {
      const list = wanted[i] && events.get(wanted[i]);
      const event = list ? findEvent(leg, list, key, now) : null;
      return event ? referencePrice(leg, event) : null;
    }),
  };
}
