import { lookupName } from './gazetteer';
import type { Leg, Sport } from './types';
import { SPORT_CLUES as CLUES } from './vocabulary/words';

/**
 * Which sport a leg is, from what the ticket shows: its league or sport heading, the words around its market
 * ("Ukupno poena", "uklj. produžetke", "gemova") and the size of a total's line. Anything without evidence of
 * another sport is football, the region's default, so a leg's sport is always set and the analysis prices
 * football facts only where they belong. Clues are tried from the most to the least specific.
 */

/** A tennis player as tickets print one: "Alcaraz C.", "De Minaur A.". */
const PLAYER = /^\p{Lu}[\p{L}'’-]+(?:\s\p{L}[\p{L}'’-]+)*\s\p{Lu}\.$/u;

/**
 * `context` is the text the leg was read from (its lines, league and market as printed): only what the ticket
 * shows counts, not the market label the reader derived from the pick.
 */
export function inferSport(leg: Pick<Leg, 'home' | 'away' | 'parsed'>, context: string): Sport {
  for (const [sport, clue] of CLUES) if (clue.test(context)) return sport;
  // A total far above any football line (basketball totals run from about 130 to 250 points).
  if (leg.parsed?.kind === 'points-total' && leg.parsed.line >= 100) return 'basketball';
  if (PLAYER.test(leg.home.trim()) && PLAYER.test(leg.away.trim())) return 'tennis';
  // Two names the gazetteer knows as tennis players (or basketball-only clubs): their sport.
  const [h, a] = [lookupName(leg.home), lookupName(leg.away)];
  if (h && a && h.sport === a.sport && h.sport !== 'football') return h.sport;
  if ((h?.sport === 'tennis' && !a) || (a?.sport === 'tennis' && !h)) return 'tennis';
  // A handicap of several goals is not offered in football ("Partizan -5.5", "H2 +7.5"): basketball points.
  if (leg.parsed?.kind === 'handicap' && Math.abs(leg.parsed.line) >= 4.5) return 'basketball';
  // "Pobednik meča" with a 1 or 2 and nothing else to go on: a match winner without a draw is tennis on
  // the region's tickets (basketball's says "uklj. produžetke", caught above).
  if (/\b(pobednik|pobjednik) me[čc]a\b/i.test(context)) return 'tennis';
  return 'football';
}
