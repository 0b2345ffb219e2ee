import { lookupName } from './gazetteer';
import type { Leg, Sport } from './types';

/**
 * Which sport a leg is, from what the ticket shows: its league or sport heading, the words around its market
 * ("Ukupno poena", "uklj. produžetke", "gemova") and the size of a total's line. Anything without evidence of
 * another sport is football, the region's default, so a leg's sport is always set and the analysis prices
 * football facts only where they belong. Clues are tried from the most to the least specific.
 */
const CLUES: [Sport, RegExp][] = [
  // Sport names as tickets print them over a block or a league ("Košarka", "Tenis", "Rukomet").
  ['basketball', /\b(košarka|kosarka|košarkaš|basketball|basket)\b/i],
  ['tennis', /\b(tenis|tennis)\b/i],
  ['handball', /\b(rukomet|handball)\b/i],
  ['volleyball', /\b(odbojka|volleyball)\b/i],
  ['hockey', /\b(hokej|hockey)\b/i],
  // Leagues and tournaments that belong to one sport.
  [
    'basketball',
    /\b(aba|nba|ncaa|euroleague|euroliga|evroliga|eurocup|evrokup|eurokup|kls|acb|bbl|lega basket|fiba|wnba)\b/i,
  ],
  [
    'tennis',
    /\b(atp|wta|itf|challenger|roland garros|wimbledon|vimbldon|us open|australian open|davis cup|dejvis kup)\b/i,
  ],
  ['handball', /\b(ehf|seha)\b/i],
  ['volleyball', /\bcev\b/i],
  ['hockey', /\b(nhl|khl|shl)\b/i],
  // Market words of other sports: points, games and sets, and overtime (football has extra time, "produžeci",
  // only in cup ties, and tickets there say "nakon produžetaka" rather than "uklj. produžetke").
  [
    'basketball',
    /\b(poena|poeni|poen|points|uklj\.?\s*(produžetke|produzetke|ot)|incl\.?\s*ot)\b|\(\s*ot\s*\)/i,
  ],
  ['tennis', /\b(gemova|gemovi|gem|games|setova|setovi|set)\b/i],
];

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
  // "Pobednik meča" with a 1 or 2 and nothing else to go on: a match winner without a draw is tennis on
  // the region's tickets (basketball's says "uklj. produžetke", caught above).
  if (/\b(pobednik|pobjednik) me[čc]a\b/i.test(context)) return 'tennis';
  return 'football';
}
