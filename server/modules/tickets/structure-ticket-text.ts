import { lightFold } from '../../common/fold-name';
import {
  betOnly,
  ICON_NOISE,
  isLeagueText,
  isLoneNameText,
  isBetLine,
  isMarketLine,
  NAME_WORD,
  pickCell,
  longestPick,
  readLegFields,
  selectionOf,
  splitPair,
  type LegFields,
  type PickReach,
  type Segment,
} from './leg-fields';
import { damagedOddsReadings } from './damaged-odds';
import { lookupName } from './gazetteer';
import { namedSelection } from './named-bets';
import { readPick, type ReadPick } from './picks';
import {
  BOOKMAKERS,
  CHAT_TOTAL,
  CURRENCIES,
  CURRENCY_WORDS,
  DAY_WORD,
  FIELD_LABEL,
  MARKET_WORDS,
  NEXT_LABEL,
  PAYOUT_LABEL,
  STAKE_LABEL,
  SUMMARY_ODDS,
  TOTAL_ODDS_LABEL,
  ALL_MARKET_WORDS,
  ALL_ODDS_WORDS,
} from './vocabulary/words';
import { inferSport } from './sport';
import {
  LINE_WORDS,
  UNIT_WORDS,
  headerColumns,
  IMPLIED_DECIMAL,
  isOfferRow,
  isPriceText,
  isDate,
  isHalfTimeFullTime,
  isDay,
  isTime,
  isWhen,
  oddsValue,
  STATUS_MARK,
  toLines,
  withConfidences,
  type Source,
  type TicketLine,
  type Token,
} from './ticket-lines';
import type { Leg, LegFlag, Pick as BetPick, Sport, TicketFlag, TicketStructure } from './types';
import { ODDS_LABEL_WORD as ODDS_LABEL, PICK_LABEL } from './vocabulary/words';

/**
 * A ticket's text → its legs, whatever the layout: photos (OCR text) and typed text alike. Works from
 * evidence, not line formats. Every leg has exactly one odds (a decimal in the odds range that is not a time,
 * date, code or amount); the pick is the market vocabulary next to it, before or after, on its line or a
 * neighbouring one; kickoff, league, codes and leg numbers are set aside; the two names are what remains,
 * split by any separator, by a line break (home over away) or, with nothing between them, by the gazetteer.
 * A header row of column names tells the column order below it. The ticket's totals cross-check the legs.
 */

/** OCR's words with their confidence (0..1), in reading order, when the text came from a photo. */
export interface OcrWord {
  text: string;
  confidence: number;
}

/** The specification's pick for a typed match without one. */
export const DEFAULT_PICK = '1';

/** Below this OCR confidence a field is shown marked for the user to check. */
const UNSURE_BELOW = 0.75;

interface Read {
  fields: LegFields;
  odds: number;
  oddsToken?: Token;
  /** Odds read through an OCR slip (a lost comma, "@" read as a digit): the user checks them. */
  misread?: boolean;
  /** Line index of the leg's odds, for the leg order. */
  line: number;
  /** The other lines the leg took its names from. */
  nameLines?: number[];
  context: string;
}

export function structureTicketText(text: string, words?: OcrWord[]): TicketStructure {
  const lines = toLines(namesAroundTheirKickoff(namesAroundTheirBet(text)), 'photo');
  if (words?.length) withConfidences(lines, words);
  const totals = readTotals(lines.map((l) => l.text));
  // A page that shows a site's offer (rows of three prices and more) shows its two-way rows too.
  const showsOffer = lines.some((l) => isOfferRow(l.tokens));
  // A bet nobody knows at odds few bets reach is a hard photo's noise ("Kinezi - Oobitak an 200"), not a leg;
  // the printed leg count still tells the user when a leg is missing.
  const legsOf = (from: TicketLine[]) =>
    withUnclaimedPicks(footerWhen(bestOrientation(from).reads, from), from)
      .filter((r) => !(showsOffer && isTwoWayOffer(r, from)))
      .map((r) => toLeg(r, totals.bookmaker))
      .filter((l) => !(l.parsed?.kind === 'other' && l.odds > RARE_ODDS));
  let legs = legsOf(lines);
  // Odds whose comma OCR lost beyond one token ("1 10", "14"): taken only when the printed total then agrees.
  const total = totals.totalOdds;
  if (total && legs.length && !agreesWithTotal(legs, total)) {
    const repaired = damagedOddsReadings(lines)
      .map(legsOf)
      .find((more) => more.length > legs.length && agreesWithTotal(more, total));
    if (repaired) legs = repaired;
  }
  const printed = printedLegCount(lines.map((l) => l.text));
  const own = ticketsOwnRun(legs, total, printed);
  if (own) legs = own;
  // With a leg missing (or one too many) the total cannot tell which odds were misread.
  if (!(Number.isInteger(printed) && printed > 0 && printed !== legs.length))
    legs = repairOneOdd(legs, total);
  const checked = crossCheck(legs, printed, totals);
  if (!own) return { legs, ...totals, ...checked };
  return { legs, ...totals, ...checked, flags: [...(checked.flags ?? []), 'rows-beside-ticket'] };
}

/**
 * A site's offer row of a two-way market beside its slip ("Dubai Basketball - Cedevita Olimpija | 1,47 | 2,63"):
 * no bet, and a second price right beside the odds. A leg prints its bet and its one price.
 */
function isTwoWayOffer(r: Read, lines: TicketLine[]): boolean {
  const tokens = lines.find((l) => l.index === r.line)?.tokens ?? [];
  const at = r.oddsToken ? tokens.indexOf(r.oddsToken) : -1;
  if (r.fields.pickTokens.length || at < 0) return false;
  return [tokens[at - 1], tokens[at + 1]].some((t) => t && isPriceText(t.text));
}

/** A cell ending in the separator of a match whose away name wrapped ("Liverpool vs"). */
const DANGLING_SEPARATOR = /\s(?:vs\.?|v|[-–—])$/iu;
/** Odds as printed: one to three digits, two decimals. */
const ODDS_FIGURE = /(?:^|\s)\d{1,3}[.,]\d{2}(?:\s|$)/;

/**
 * A card's match whose long names wrapped in their column, the bet's column centred beside them: "Liverpool vs"
 * over "Ukupno golova Kvota 1,55" over "Everton | 3+", or "Tottenham vs West" over the bet over "Ham | X2". The
 * away name's cell joins the match's line, across the bet's line, which names nobody (market words, a label and
 * the odds); a line its join leaves empty goes. Only where the separator dangles, or the gazetteer knows the
 * wrapped name whole.
 */
function namesAroundTheirBet(text: string): string {
  const lines = text.split('\n');
  const emptied = new Set<number>();
  const cells = (line: string) => line.split(' | ');
  for (let i = 0; i + 2 < lines.length; i++) {
    const [match, bet, under] = [cells(lines[i]), lines[i + 1], cells(lines[i + 2])];
    // A separator OCR set in a cell of its own ("Galatasaray | vs") ends the name before it.
    const sep = match.findIndex((c, k) => k > 0 && /^(?:vs\.?|v)$/iu.test(c));
    if (sep > 0) match.splice(sep - 1, 2, `${match[sep - 1]} ${match[sep]}`);
    // The match's cell: a pair, or a home name and its separator (a market printed beside it stays a cell).
    const at = match.findLastIndex((c) => DANGLING_SEPARATOR.test(c) || !!splitPair(c));
    const names = match[at];
    // A crest's initials in a cell before the away name ("Bo | Borussia Dortmund") go with it.
    const crest = under.length > 1 && /^\p{L}{1,3}$/u.test(under[0]) && isLoneNameText(under[1]) ? 1 : 0;
    const away = under[crest];
    const namesNobody = !/\p{L}{3}/u.test(bet.replace(ALL_MARKET_WORDS, '').replace(ALL_ODDS_WORDS, ''));
    if (at < 0 || !ODDS_FIGURE.test(bet) || !namesNobody || !isLoneNameText(away)) continue;
    const pair = splitPair(names);
    const wrapped = pair && !/\s/.test(away) && lookupName(`${pair[1]} ${away}`);
    if (!DANGLING_SEPARATOR.test(names) && !wrapped) continue;
    match[at] = `${names} ${away}`;
    lines[i] = match.join(' | ');
    lines[i + 2] = under.slice(crest + 1).join(' | ');
    if (!lines[i + 2]) emptied.add(i + 2);
  }
  return lines.filter((_, i) => !emptied.has(i)).join('\n');
}

/** A name's word: a capital, then small letters. */
const NAMES_SOMEBODY = /\p{Lu}\p{Ll}{2}/u;
/** A line of one or two words of a name, no cell beside them ("Bratstvo", "Novi"): half a wrapped name. */
const isNameHalf = (line: string) =>
  /^\p{Lu}[\p{L}.'’-]+(?: \p{L}[\p{L}.'’-]*)?$/u.test(line.trim()) &&
  !line
    .trim()
    .split(' ')
    .some((w) => DAY_WORD.test(w)) &&
  !MARKET_WORDS.test(line);

/**
 * A match header's name wrapped around its line: home and away either side of the kickoff's time in a cell of its
 * own ("zo Zvijezda 09 | 15:00 | BG"), one side's name broken over the lines above and below ("Bratstvo" / … /
 * "Gračanica"), its own cell left with only its crest's letters. The halves are that side's name. Where both sides hold a name, which one wrapped
 * is not known, and the lines stay as they are.
 */
function namesAroundTheirKickoff(text: string): string {
  const lines = text.split('\n');
  const emptied = new Set<number>();
  for (let i = 1; i + 1 < lines.length; i++) {
    const cells = lines[i].split(' | ');
    const at = cells.findIndex((c, k) => k > 0 && k < cells.length - 1 && isTime(c));
    const [above, below] = [lines[i - 1], lines[i + 1]];
    if (at < 0 || emptied.has(i - 1) || !isNameHalf(above) || !isNameHalf(below)) continue;
    const [home, away] = [cells.slice(0, at), cells.slice(at + 1)].map((side) => side.join(' | '));
    const named = [NAMES_SOMEBODY.test(home), NAMES_SOMEBODY.test(away)];
    // The side left is a crest's letters, never a date: a table row's "01.02. | 16:00 | … | PSV" stands under
    // its own home name and over the next row's.
    if (named[0] === named[1] || /\d/.test(named[0] ? away : home)) continue;
    const name = `${above.trim()} ${below.trim()}`;
    lines[i] = named[0] ? `${home} | ${cells[at]} | ${name}` : `${name} | ${cells[at]} | ${away}`;
    emptied.add(i - 1).add(i + 1);
  }
  return lines.filter((_, i) => !emptied.has(i)).join('\n');
}

/**
 * A line that is only a pick ("1X"), right under a leg's odds line, that no leg took: the pick its card printed,
 * where the leg read another (a crest's letter read "1" before its names). The leg is unsure of its pick, the
 * line's offered beside it. A line some leg took its pick from is that leg's.
 */
function withUnclaimedPicks(reads: Read[], lines: TicketLine[]): Read[] {
  const taken = new Set(reads.flatMap((r) => [r.line, ...(r.nameLines ?? [])]));
  return reads.map((r) => {
    const under = lines.find((l) => l.index === r.line + 1);
    if (!under || under.excluded || taken.has(under.index)) return r;
    if (reads.some((other) => under.tokens.some((t) => other.fields.pickTokens.includes(t)))) return r;
    const printed = under.tokens.length <= 2 ? betOnly(under.tokens) : null;
    const pick = r.fields.pick;
    if (!printed || !pick || printed.code === pick.code) return r;
    return {
      ...r,
      fields: {
        ...r.fields,
        pick: { ...pick, alternatives: [...(pick.alternatives ?? []), printed.parsed] },
        unsure: [...r.fields.unsure, 'pick'],
      },
    };
  });
}

/**
 * A site's offer or account page beside its ticket panel: OCR reads rows of other matches as legs, before or after
 * the ticket's own, and reads them in doubt (no bet, or none it knows). One unbroken run of two legs or more is the
 * ticket when every leg around it is in doubt and the ticket's figures pick it out alone: its odds make the
 * printed total (which all the legs overshoot by half again), with as many legs as the ticket counts when it
 * prints a count; or, the total unread, it has that count and every leg of it was read without doubt.
 */
function ticketsOwnRun(legs: Leg[], total: number | undefined, printed: number): Leg[] | null {
  const counted = Number.isInteger(printed) && printed > 0;
  const doubtful = (l: Leg) => !!l.unsure?.length || !l.pick || !!l.flags?.includes('unknown-bet');
  const product = legs.reduce((p, l) => p * l.odds, 1);
  const fits = (run: Leg[]): boolean => {
    if (total)
      return product >= total * 1.5 && (!counted || run.length === printed) && agreesWithTotal(run, total);
    return counted && run.length === printed && !run.some(doubtful);
  };
  const runs: Leg[][] = [];
  for (let from = 0; from < legs.length; from++)
    for (let to = from + 2; to <= legs.length; to++) {
      const run = legs.slice(from, to);
      const around = [...legs.slice(0, from), ...legs.slice(to)];
      if (around.length && around.every(doubtful) && fits(run)) runs.push(run);
    }
  return runs.length === 1 ? runs[0] : null;
}

/**
 * Cards that print the kickoff and league under their odds ("Lumezzane | 1,22" / "04.12. 15:00 · Italija -
 * Serija C"): read from above, each leg took the footer of the card before it, and the first the ticket's own
 * date. When every leg's odds line (two legs at least) has such a line right under it, each leg's kickoff and
 * league are those of its own footer. A slip printing them above its legs has its totals under the last one.
 */
function footerWhen(reads: Read[], lines: TicketLine[]): Read[] {
  const footer = (line?: TicketLine) => {
    // A bet's line ("Pobjednik meča: Alcaraz C.") is no league.
    if (!line || line.excluded || isPickLine(line) || MARKET_WORDS.test(line.text)) return null;
    const words = line.tokens.map((t) => t.text);
    const at = words.findIndex((w) => !isWhen(w));
    if (at < 1) return null;
    const rest = words
      .slice(at)
      .join(' ')
      .replace(/^[^\p{L}\d]+/u, '');
    return /\p{L}{2}/u.test(rest) ? { kickoff: words.slice(0, at).join(' '), league: rest } : null;
  };
  const footers = reads.map((r) => footer(lines[r.line + 1]));
  if (reads.length < 2) return reads;
  if (footers.every(Boolean)) return reads.map((r, k) => ({ ...r, fields: { ...r.fields, ...footers[k] } }));
  // Legs read downwards (home beside the odds, away under it) under a heading each ("Evroliga · 15:00 31.12."):
  // the heading right above a leg's odds is its own, not the one under its away name, the next leg's.
  const downwards = reads.every((r) => r.nameLines?.length && r.nameLines.every((i) => i > r.line));
  const headings = reads.map((r) => heading(lines[r.line - 1]));
  if (!downwards || headings.some((h) => !h?.league)) return reads;
  return reads.map((r, k) => ({ ...r, fields: { ...r.fields, ...headings[k] } }));
}

/** The odds' own line holds a name beside the bet ("Kecmanović M. | 1 | 1.17"), not a market's label only. */
function ownNames(r: Read, line?: TicketLine): boolean {
  if (!line) return false;
  const rest = line.tokens
    .filter(
      (t) => t !== r.oddsToken && !r.fields.pickTokens.includes(t) && !/:$/.test(t.text) && !isWhen(t.text),
    )
    .map((t) => t.text)
    .join(' ');
  return /\p{Lu}\p{Ll}{2}/u.test(rest) && !MARKET_WORDS.test(rest) && !ODDS_LABEL.test(rest);
}

/**
 * A card's heading: its kickoff, and its league or nothing else, on one line in either order; null for any other
 * line (a name beside a kickoff is no heading).
 */
function heading(line?: TicketLine): { kickoff: string; league: string } | null {
  if (!line || line.excluded || isPickLine(line) || MARKET_WORDS.test(line.text)) return null;
  const words = line.tokens.map((t) => t.text);
  const when = words.filter(isWhen);
  const league = words
    .filter((w) => !isWhen(w))
    .join(' ')
    .replace(/^[^\p{L}\d]+|[\s·•|-]+$/gu, '');
  return when.length && (!/\p{L}/u.test(league) || isLeagueText(league))
    ? { kickoff: when.join(' '), league }
    : null;
}

/**
 * The leg's pick as the ticket and its bookmaker say: an ambiguous code read again with the ticket's
 * bookmaker (which may decide it), a code nobody knows kept as printed, a tennis leg's "2:0" its set betting,
 * a tennis total its games. What is not sure is marked (`unsure` 'pick', `flags`), and other readings travel
 * in `alternatives`.
 */
export function pickFields(
  read: ReadPick | null,
  bookmaker: string | undefined,
): Pick<Leg, 'market' | 'pick' | 'parsed' | 'alternatives' | 'flags'> & {
  unsure: boolean;
  defaulted: boolean;
} {
  if (!read) {
    // Only typed text leaves a pick out: the specification's default, said in `defaulted`.
    const d = readPick(DEFAULT_PICK)!;
    return {
      market: d.market,
      pick: d.code,
      parsed: d.parsed,
      flags: ['default-pick'],
      unsure: false,
      defaulted: true,
    };
  }
  const again = read.alternatives && bookmaker && read.printed ? readPick(read.printed, { bookmaker }) : null;
  const pick = again ?? read;
  const flags: LegFlag[] = [];
  if (pick.parsed.kind === 'other') flags.push('unknown-bet');
  if (pick.ambiguous) flags.push('ambiguous-code');
  return {
    market: pick.market,
    pick: pick.code,
    parsed: pick.parsed,
    ...(pick.alternatives?.length ? { alternatives: pick.alternatives } : {}),
    ...(flags.length ? { flags } : {}),
    unsure: flags.length > 0,
    defaulted: false,
  };
}

/** A tennis leg's picks in tennis terms: "2:0" (typed "2-0" too) is set betting, a total is of games. */
export function forSport(leg: Leg, sport: Sport): Leg {
  if (sport !== 'tennis' || !leg.parsed) return leg;
  const sets = leg.parsed.kind === 'other' ? SETS_DASHED.exec(leg.parsed.text) : null;
  if (sets && SET_SCORES.has(`${sets[1]}:${sets[2]}`))
    return forSport(setBetting(leg, sets[1], sets[2]), sport);
  const tennis = (p: BetPick): BetPick =>
    p.kind === 'correct-score'
      ? { kind: 'set-score', home: p.home, away: p.away }
      : p.kind === 'points-total' && p.line < 80
        ? {
            kind: 'games-total',
            line: p.line,
            over: p.over,
            ...(p.period ? { period: p.period } : {}),
            ...(p.team ? { team: p.team } : {}),
          }
        : p.kind === 'combo'
          ? { kind: 'combo', parts: p.parts.map(tennis) }
          : p.kind === 'not'
            ? { kind: 'not', pick: tennis(p.pick) }
            : p;
  return { ...leg, parsed: tennis(leg.parsed) };
}

/** "2-0", "1 - 2": a tennis set score typed with a dash, which a football leg does not read (half-time/full-time?). */
const SETS_DASHED = /^([0-3])\s*[-–]\s*([0-3])$/;
const SET_SCORES = new Set(['2:0', '2:1', '0:2', '1:2', '3:0', '3:1', '3:2', '0:3', '1:3', '2:3']);

/** The unknown bet "2-0" of a tennis leg read as the set score it is, no longer asked. */
function setBetting(leg: Leg, home: string, away: string): Leg {
  const read = readPick(`${home}:${away}`)!;
  const flags = leg.flags?.filter((f) => f !== 'unknown-bet');
  const unsure = leg.unsure?.filter((u) => u !== 'pick');
  const { flags: _f, unsure: _u, ...rest } = leg;
  return {
    ...rest,
    market: read.market,
    pick: read.code,
    parsed: read.parsed,
    ...(flags?.length ? { flags } : {}),
    ...(unsure?.length ? { unsure } : {}),
  };
}

/** Single-bet odds above this are rare (long correct scores): read so, they are more often a misread. */
const RARE_ODDS = 50;

export function toLeg(r: Read, bookmaker?: string): Leg {
  const unsure = new Set(r.fields.unsure);
  const low = (t?: Token) => t?.confidence !== undefined && t.confidence < UNSURE_BELOW;
  if (low(r.oddsToken) || r.misread || (r.oddsToken && IMPLIED_DECIMAL.test(r.oddsToken.text)))
    unsure.add('odds');
  // Odds few bets reach (a misread "31.02" for "1.02", "273.61"): the user checks them.
  if (r.odds > RARE_ODDS) unsure.add('odds');
  if (r.fields.pickTokens.some(low)) unsure.add('pick');
  const pick = pickFields(r.fields.pick, bookmaker);
  if (pick.unsure) unsure.add('pick');
  const flags = [
    ...(pick.flags ?? []),
    ...(r.fields.unsure.includes('teams') ? (['teams-split'] as const) : []),
  ];
  const leg: Leg = {
    home: r.fields.home,
    away: r.fields.away,
    ...(r.fields.league ? { league: r.fields.league } : {}),
    ...(r.fields.kickoff ? { kickoff: r.fields.kickoff } : {}),
    market: pick.market,
    pick: pick.pick,
    odds: r.odds,
    parsed: pick.parsed,
    ...(pick.alternatives ? { alternatives: pick.alternatives } : {}),
    ...(unsure.size ? { unsure: [...unsure] } : {}),
    ...(pick.defaulted ? { defaulted: { pick: true } } : {}),
    ...(flags.length ? { flags } : {}),
  };
  const sport = inferSport(leg, r.context);
  return forSport({ ...leg, sport }, sport);
}

/**
 * The odds anchors of a line: numbers in the odds range that nothing marks as something else (a market's
 * line "više 2.5", an amount "100,00 din", a date "22.11" before its time). Typed text also has whole-number
 * odds after an odds label ("kvota: 3") or alone on a line under a pick ("tip: 2" / "3").
 */
export function anchorsIn(line: TicketLine, source: Source, previous?: TicketLine): number[] {
  const at: number[] = [];
  const candidates = line.tokens.map((t) => oddsValue(t.text, source));
  line.tokens.forEach((t, i) => {
    const prev = line.tokens[i - 1]?.text ?? '';
    const next = line.tokens[i + 1]?.text ?? '';
    if (source === 'typed' && wholeOdds(line, i, previous)) return void at.push(i);
    if (candidates[i] === null) return;
    // "više 2.5 1.85", "ukupno 2,5": the number after an over/under word is its line when odds follow it or
    // it has the half a line has.
    const later = candidates.slice(i + 1).some((c) => c !== null);
    if (LINE_WORDS.test(prev) && (later || (/[.,]\d?5$/.test(t.text) && !/[.,]\d{2}$/.test(t.text)))) return;
    // "manje 161,55": a points line OCR added a digit to, far above any odds.
    if (LINE_WORDS.test(prev) && candidates[i]! > RARE_ODDS) return;
    // "1/1 4.50": a half-time/full-time pick, not a date, stands before typed odds.
    const dateBefore = isDate(prev) && !isHalfTimeFullTime(prev);
    // "tip: 2.5 više": a line with its side after it.
    const lineThenSide = /^\d{1,3}[.,]5$/.test(t.text) && /^(?:više|vise|manje|over|under)$/i.test(next);
    // A date before its time ("22.11 20:45"); odds that cannot be a date keep a chat's time after them
    // ("Zverev - Rublev 2 @2.54 11:34").
    const dateThenTime = isTime(next) && dayMonth(t.text) && !/^@/.test(t.text) && prev !== '@';
    // An app's kickoff, its time and then its date ("17:30 · 15.12", the date's closing dot lost).
    const timeThenDate = /^[·–-]$/.test(prev) && isTime(line.tokens[i - 2]?.text ?? '') && dayMonth(t.text);
    if (UNIT_WORDS.test(next) || dateThenTime || timeThenDate || isDay(prev) || dateBefore || lineThenSide)
      return;
    // A kickoff's date before its time, the time blurred on a photo ("#6301 25.01 16:%", "31.02 37:"): a
    // number with a colon after it is a time, not a pick's word, so what stands before it is its date.
    // Only a number that can be a day and month: "1,59 | 1:2" are odds and a printed result.
    if (source === 'photo' && DAMAGED_TIME.test(next) && dayMonth(t.text)) return;
    // A date OCR damaged ("19.61 12:30 UG 3+ | 9.47"): before a time, with the line's odds still to come.
    if (source === 'photo' && isTime(next) && later) return;
    // A slip's kickoff column, its date over its time ("Rudar Kakanj - TOSK | 23.12 | UG 3+ | 2,45" over "20:00"):
    // a day and month before the line's odds, printed with a dot, are the date.
    if (source === 'photo' && later && /^\d{2}\.\d{2}$/.test(t.text) && dayMonth(t.text)) return;
    // "13.12, u 20:00": a listić's kickoff date ("13.12. u 20:00") whose dot OCR read as a comma.
    if (/^u$/i.test(next) && isTime(line.tokens[i + 2]?.text ?? '')) return;
    // A card's kickoff between its two names ("Olympiacos | 21.00 | Monaco"), its colon printed as a dot.
    if (source === 'photo' && DOTTED_KICKOFF.test(t.text) && WORD.test(prev) && WORD.test(next)) return;
    // A card's kickoff under its date on the right ("Jezero Plav | 16.01." / "Petrovac | 20.00").
    const dateAbove = previous?.tokens.at(-1)?.text ?? '';
    if (
      source === 'photo' &&
      DOTTED_KICKOFF.test(t.text) &&
      !next &&
      (isDate(dateAbove) || dayMonth(dateAbove))
    )
      return;
    at.push(i);
  });
  // A betslip's changed odds, the old struck through before the new at the line's end ("NG | 2,04 | 1,89",
  // "2,04 ↓ 1,89"): the new are the leg's, the old no second leg.
  const [old, now] = at.slice(-2);
  if (
    source === 'photo' &&
    at.length === 2 &&
    now === line.tokens.length - 1 &&
    now - old <= 2 &&
    line.tokens.slice(old + 1, now).every((t) => /^[^\p{L}\d]{1,2}$/u.test(t.text))
  )
    at.shift();
  // A photo's odds whose decimal comma OCR lost ("KI 2 | 208"): three digits ending a line of no other odds,
  // right after its pick, or before only a status icon's marks in cells of their own ("DS x2 | 137 | x | _ FJ").
  // Marked unsure for the user to check.
  let last = line.tokens.length - 1;
  while (
    last > 1 &&
    STATUS_MARK.test(line.tokens[last].text) &&
    line.tokens[last - 1].cell < line.tokens[last].cell
  )
    last--;
  if (!at.length && source === 'photo' && last > 0 && IMPLIED_DECIMAL.test(line.tokens[last].text)) {
    if (readPick(line.tokens[last - 1].text)) at.push(last);
    // A card's odds under its pick, which ends the line above ("Igman Konjic | 2+" / "Sarajevo | 110", "v Valencia
    // 1" / "Atlético Madrid 161"): in a cell of their own, or after a name.
    else if (
      (line.tokens[last].cell !== line.tokens[last - 1].cell || WORD.test(line.tokens[last - 1].text)) &&
      readPick(previous?.tokens.at(-1)?.text ?? '')
    )
      at.push(last);
  }
  return at;
}

/** A time of day from 10.00 on, on the quarter or five minutes: odds that high are never printed between names. */
const DOTTED_KICKOFF = /^(?:1\d|2[0-3])\.[0-5][05]$/;
const WORD = /\p{L}{3}/u;
/** Odds above which a leg whose bet was not read is taken for noise ("Paraf Gary 66"). */
const UNREAD_MAX_ODDS = 30;
const DAMAGED_TIME = /^\d{1,2}:\S{0,2}$/;
const dayMonth = (t: string) => {
  const m = /^(\d{1,2})[.,](\d{1,2})\.?$/.exec(t);
  return !!m && +m[1] >= 1 && +m[1] <= 31 && +m[2] >= 1 && +m[2] <= 12;
};

/** The odds an anchor stands for: a decimal, a whole number typed as odds, or three digits that lost their comma. */
function anchorOdds(token: Token, source: Source): number {
  const decimal = oddsValue(token.text, source);
  if (decimal !== null) return decimal;
  if (source === 'photo' && IMPLIED_DECIMAL.test(token.text)) return Number(token.text) / 100;
  return Number(token.text.replace('@', ''));
}

/** A whole number that typed text gives as odds: after an odds label, or alone under a pick (3 and up, or after a pick). */
function wholeOdds(line: TicketLine, i: number, previous?: TicketLine): boolean {
  const m = /^@?([1-9]\d?)$/.exec(line.tokens[i].text);
  if (!m || Number(m[1]) < 2) return false;
  if (ODDS_LABEL.test(line.tokens[i - 1]?.text ?? '') || line.tokens[i].text.startsWith('@')) return true;
  if (line.tokens.length !== 1) return false;
  const afterPick = !!previous && /^(tip|igra|oklada|bet):?$/i.test(previous.tokens[0]?.text ?? '');
  return Number(m[1]) >= 3 || afterPick;
}

/**
 * A photo's legs read with the names looked for above the odds (a slip's home and away over a line with the
 * pick and odds) and below them (an app's row with the odds beside the home team and the away team under
 * it), whichever reads more whole legs; names above win unless the other reading is clearly better.
 */
function bestOrientation(lines: TicketLine[]): { reads: Read[] } {
  // Whole legs count; against them, a line of names between them that no leg took, and a line two legs took
  // (both are the signs of reading the wrong way).
  const score = ({
    reads,
    taken,
    reused,
    against,
  }: {
    reads: Read[];
    taken: Set<number>;
    reused: number;
    against: number;
  }) => {
    // From a little before the first leg's lines to just after the last one's: a reading that starts a line
    // late (taking the next card's names) leaves the first card's names before it.
    const first = Math.min(...taken) - 2;
    const last = Math.max(...taken) + 1;
    const left = lines.filter(
      (l) =>
        l.index >= first && l.index <= last && !taken.has(l.index) && !l.excluded && /\p{L}{3}/u.test(l.text),
    ).length;
    return (
      // Names read across a card's heading weigh as a line two legs took.
      -2 * acrossHeadings(reads, lines, heads) +
      // A bet unread (an empty unknown pick) is no pick read.
      reads.reduce(
        (n, r) => n + (r.fields.unsure.includes('teams') ? 0 : 2) + (r.fields.pick?.code ? 1 : 0),
        0,
      ) -
      left -
      2 * reused -
      2 * splitKickoffs(reads, lines) -
      against
    );
  };
  const heads = lines.map((l) => heading(l));
  const above = readAnchoredLegs(lines, 'photo', 'above');
  const below = readAnchoredLegs(lines, 'photo', 'below');
  // Slips print names above their odds far more often; reading downwards must win clearly (by a leg's worth).
  const best = score(below) >= score(above) + 2 ? below : above;
  markAgainstTheGrain(best.reads);
  return best;
}

/**
 * Kickoffs a reading cuts in two: a row's date over its time (a compact row's left column, beside home over away)
 * whose lines went to two legs, or to a leg and none. Read the wrong way, every row's time goes with the next
 * row's date.
 */
function splitKickoffs(reads: Read[], lines: TicketLine[]): number {
  const owner = new Map<number, number>();
  reads.forEach((r, k) => [r.line, ...(r.nameLines ?? [])].forEach((i) => owner.set(i, k)));
  return lines.filter((line, i) => {
    const next = lines[i + 1];
    return (
      next?.index === line.index + 1 &&
      isDate(line.tokens[0]?.text ?? '') &&
      !line.tokens.some((t) => isTime(t.text)) &&
      isTime(next.tokens[0]?.text ?? '') &&
      owner.get(line.index) !== owner.get(next.index)
    );
  }).length;
}

/**
 * The name lines legs read from beyond a card's heading (its league and kickoff, between the names and the odds):
 * the previous or next card's names, read from the wrong side. Counted only when the leg has names of its own on
 * the near side of the heading: a card may print its date and league between its match and its bet, and a slip
 * its kickoff alone. `heads` are the lines' headings, by line index.
 */
function acrossHeadings(reads: Read[], lines: TicketLine[], heads: ReturnType<typeof heading>[]): number {
  const namesLine = (l: TicketLine) =>
    !isPickLine(l) && !isMarketLine(l) && !heads[l.index] && /\p{Lu}\p{Ll}{2}/u.test(l.text);
  return reads.reduce(
    (n, r) =>
      n +
      (r.nameLines ?? []).filter((i) => {
        const text = lightFold(lines[i]?.text ?? '');
        if (![r.fields.home, r.fields.away].some((name) => name && text.includes(lightFold(name))))
          return false;
        const [from, to] = i < r.line ? [i, r.line] : [r.line, i];
        const between = lines.slice(from + 1, to);
        const crossed = between.findIndex((l) => heads[l.index]?.league);
        if (crossed < 0) return false;
        const near = i < r.line ? between.slice(crossed + 1) : between.slice(0, crossed);
        return ownNames(r, lines[r.line]) || near.some(namesLine);
      }).length,
    0,
  );
}

/**
 * A leg that took names from the other side of its odds than the ticket's other legs did (a line of names OCR
 * could not read sends a leg to the next card's names, and every leg after it shifts by one): its match is
 * marked for the user to check, never shown as sure.
 */
function markAgainstTheGrain(reads: Read[]) {
  const side = (r: Read) => {
    const lines = r.nameLines ?? [];
    return { above: lines.some((i) => i < r.line), below: lines.some((i) => i > r.line) };
  };
  const sides = reads.map(side);
  reads.forEach((r, k) => {
    const others = sides.filter((_, j) => j !== k);
    if (others.length < 2 || r.fields.unsure.includes('teams')) return;
    const onlyAbove = others.filter((o) => o.above && !o.below).length;
    const onlyBelow = others.filter((o) => o.below && !o.above).length;
    if (
      (onlyAbove >= (2 / 3) * others.length && sides[k].below) ||
      (onlyBelow >= (2 / 3) * others.length && sides[k].above)
    )
      r.fields.unsure.push('teams');
  });
}

/**
 * Every odds anchor of the text → a leg. The leg's material is its part of the anchor's line; when that holds
 * no two names, the lines on the `names` side of it are added first (above: back to the previous leg), then
 * those on the other side.
 */
export function readAnchoredLegs(
  lines: TicketLine[],
  source: Source,
  names: 'above' | 'below' = 'above',
): { reads: Read[]; consumed: Set<number>; taken: Set<number>; reused: number; against: number } {
  const reads: Read[] = [];
  const consumed = new Set<number>();
  /** Every line a leg took, above or below its odds, and how many times a line was taken again. */
  const taken = new Set<number>();
  let reused = 0;
  let againstCount = 0;
  let lastUsed = -1;
  let oddsFirst = false;
  // A slip whose lines lead with their odds: each such line starts a leg at its odds.
  const leading = source === 'photo' ? oddsLeadingLines(lines) : new Map<number, LeadingOdds>();
  const anchorsOf = (l: TicketLine) => {
    const lead = leading.get(l.index);
    return lead ? [lead.at] : anchorsIn(l, source, lines[l.index - 1]);
  };
  const anchorLines = new Set(lines.filter((l) => !l.excluded && anchorsOf(l).length).map((l) => l.index));
  // Cards that print their market under the odds as a footer (the last card's footer closes the legs), not as
  // an overline above the names (where a line of market words under the odds is the next card's).
  const after = lines[Math.max(-1, ...anchorLines) + 1];
  const marketFooters = source === 'photo' && !!after && !after.excluded && isMarketFooter(after);
  // A header row printed in every card ("IGRA | TIP | KVOTA" over each card's bet) labels that card's cells: the
  // card's names above it are still its leg's, where a table's one header row ends what came before.
  const cardLabels = lines.filter((l) => headerColumns(l)).length >= 2;
  for (const line of lines) {
    const columns = headerColumns(line);
    if (columns) {
      const [o, p] = [columns.indexOf('odds'), columns.indexOf('pick')];
      oddsFirst = o >= 0 && p >= 0 && o < p;
      if (!cardLabels) lastUsed = line.index;
      continue;
    }
    if (line.excluded) continue;
    const lead = leading.get(line.index);
    const at = anchorsOf(line);
    let from = 0;
    at.forEach((a, k) => {
      const last = k === at.length - 1;
      let to = last ? line.tokens.length : a + 1;
      if (!last) {
        // Between two odds on one line: a pick right after the first belongs to it when none stands before it.
        const before = longestPick(line.tokens.slice(from, a), 'end');
        const after = longestPick(line.tokens.slice(a + 1, at[k + 1]), 'start');
        if (!before && after) to = a + 1 + after.tokens.length;
      }
      // What stands before a leading odds ("2. 1,50 1 Trabzonspor - Başakşehir": a leg number, a match code)
      // is no pick and no name; a kickoff there stays the leg's kickoff.
      const own: Segment = lead
        ? oddsFirstSegment(line, a)
        : { line, tokens: line.tokens.slice(from, to), anchorAt: a - from };
      from = to;
      const above = k === 0 && !lead ? linesAbove(lines, line.index, lastUsed, anchorLines) : [];
      const below = last ? withoutNextPillRow(linesBelow(lines, line.index, anchorLines), lines, source) : [];
      // Odds leading the line: the names follow them, on the line and under it (wrapped, or the away team
      // under the home one); the lines above are the previous leg's. A name's words wrapped onto the next
      // line are read with it first.
      const attempts: Segment[][] = lead
        ? [
            ...(below.length && isNameFragment(below[0].line) ? [[own, below[0]]] : []),
            [own],
            [own, ...below],
          ]
        : [[own]];
      // A card whose odds sit on its home line: the away team under it, then the market and pick.
      const cardBelow =
        source === 'photo' &&
        !lead &&
        below.length >= 2 &&
        /\p{L}{3}/u.test(own.tokens.map((t) => t.text).join(' ')) &&
        !/\d/.test(below[0].line.text) &&
        !isPickLine(below[0].line) &&
        isPickLine(below[1].line);
      if (cardBelow) attempts.push([own, below[0], below[1]]);
      // A card whose names and odds share a line, its bet on the line under them ("Vitória vs Braga | 3,19" over
      // "Dvostruka šansa | 1X"): the lines further down are the next card's, its kickoff and names.
      const betUnderMatch =
        source === 'photo' &&
        !lead &&
        !above.length &&
        below.length > 1 &&
        isPickLine(below[0].line) &&
        /\p{L}{3}.*\s.*\p{L}{3}/u.test(own.tokens.map((t) => t.text).join(' '));
      if (betUnderMatch) attempts.push([own, below[0]]);
      // A leg number before the names and odds ("1 | Metalac - Sloboda | 1,18") over a line of the market and its
      // selection ("17.12. 19:00 · Ukupno golova: Više 2.5"): that line is the leg's bet, the number none.
      const numberedOverBet =
        source === 'photo' &&
        !lead &&
        below.length &&
        /^\d$/.test(own.tokens[0]?.text ?? '') &&
        isBetLine(below[0].line);
      if (numberedOverBet) attempts.unshift([own, below[0]]);
      // A card whose market stands beside the odds and its selection on the line under them ("Konačni ishod |
      // 1.81" over "Twente"): read as one bet, the selection after its market; the selection's line is the leg's.
      const selectionUnder =
        source === 'photo' && !lead && above.length && below.length
          ? selectionUnderMarket(own, below[0])
          : null;
      if (selectionUnder) attempts.unshift([...above, selectionUnder, { line: below[0].line, tokens: [] }]);
      // A card that leads with its selection: the market under it, then the match (selectionCard).
      const selection =
        source === 'photo' && !lead && last && !k
          ? selectionCard(own, lines, line.index, anchorLines, above)
          : null;
      if (selection) attempts.unshift([own, ...selection]);
      // Home over away with the market, pick and odds centred between them ("Trabzonspor" / "Konačni ishod 1
      // 1,10" / "13:00 Fenerbahce"), as web tables and apps stack a match: one name right above, one right under.
      const nearAbove = above.at(-1) && nameCell(above.at(-1)!);
      const nearBelow = below[0] && nameCell(below[0]);
      if (
        source === 'photo' &&
        !lead &&
        nearAbove &&
        nearBelow &&
        isLoneName(nearAbove) &&
        isLoneName(nearBelow) &&
        // Two names stacked above the odds are the match (a card's home and away over its bet line).
        !(above.length > 1 && isLoneName(nameCell(above.at(-2)!))) &&
        !own.tokens.some((t) => /^\p{Lu}\p{Ll}{2}/u.test(t.text) && !MARKET_WORDS.test(t.text))
      )
        attempts.splice(1, 0, [nearAbove, own, nearBelow]);
      // Typed text: a line with names of its own never borrows the lines above (a greeting, the last leg).
      if (names === 'below' && below.length && !lead) attempts.push([own, ...below]);
      // A card that prints its market and pick under the names and odds: that line is the leg's, not the
      // next one's (nearest pick wins, and the line above holds the previous card's pick).
      // A pick in a cell of its own beside the names above ("Struga - Tikveš | 2") is this card's: the pick line
      // under the odds then opens the next card ("KONAČAN ISHOD | 1").
      // A market's name alone under the odds is the card's footer too ("UKUPNO GOLOVA" under "Bologna 2,29"),
      // where the cards close with theirs or the next card opens with its kickoff.
      const pickBelow =
        source === 'photo' &&
        below.length &&
        ((isPickLine(below[0].line) && !above.some((s) => pickCell(s))) ||
          ((marketFooters || below[1]?.line.tokens.some((t) => isWhen(t.text))) &&
            isMarketFooter(below[0].line)))
          ? [below[0]]
          : [];
      if (above.length) attempts.push([...above, own, ...pickBelow]);
      // A two-line slip ("HOME-AWAY" over "date time pick odds") whose names line OCR could not read: the
      // line under the odds is the next leg's names, right above its odds, not this leg's.
      const nextLegsNames =
        source === 'photo' &&
        names === 'above' &&
        below.length === 1 &&
        anchorLines.has(below[0].line.index + 1) &&
        above.at(-1)?.line.index === line.index - 1 &&
        !/\p{L}{3}/u.test(own.tokens.map((t) => t.text).join(' '));
      // A table row that stacks home over away, its home lost above it: the lone name under it, right above the
      // next row, is that row's home (the next row, too, holds one name of its own: its away).
      const nextRowsHome =
        source === 'photo' &&
        names === 'above' &&
        below.length === 1 &&
        anchorLines.has(below[0].line.index + 1) &&
        isLoneName(below[0]) &&
        rowHasOneName(line) &&
        rowHasOneName(lines[below[0].line.index + 1]);
      // A card with one name left above its odds (OCR lost the other): the names under them, right above the
      // next card's odds line with no name of its own ("Udinese" / "Torino" / "Tip: X | Kvota: 1,83"), are that
      // card's; this leg stays unsure of its match.
      const nextCardsNames =
        source === 'photo' &&
        names === 'above' &&
        above.length > 0 &&
        below.length >= 2 &&
        anchorLines.has(below.at(-1)!.line.index + 1) &&
        !hasNames(lines[below.at(-1)!.line.index + 1]);
      if (below.length && !lead && !nextLegsNames && !nextCardsNames && !nextRowsHome)
        attempts.push([...above, own, ...below]);
      // Under a selection that line's market wanted, the lines further down are the next card's.
      const tried = selectionUnder
        ? attempts.filter((segments) => !segments.some((x) => below.slice(1).includes(x)))
        : attempts;
      // A pick read under the odds on a line naming a team neither of this leg's names is the next card's (its
      // pill beside its home name): this card's own pill was not read.
      const nextCardsPick = (fields: LegFields, segments: Segment[]) =>
        segments.some((s) => {
          if (s.line.index <= line.index || !fields.pickTokens?.some((t) => s.tokens.includes(t)))
            return false;
          const rest = s.tokens
            .filter((t) => !fields.pickTokens!.includes(t) && !isWhen(t.text))
            .filter((t) => !ODDS_LABEL.test(t.text) && !PICK_LABEL.test(t.text) && !FIELD_LABEL.test(t.text))
            .map((t) => t.text)
            .join(' ');
          const named = !MARKET_WORDS.test(rest) && (isLoneNameText(rest) || !!splitPair(rest));
          return (
            named && ![fields.home, fields.away].some((n) => n && lightFold(rest).includes(lightFold(n)))
          );
        });
      // Known picks first, on the anchor's line and around it; a code nobody knows only where none is found
      // (so noise next to the odds never hides a pick printed on the line below).
      const attempt = (picks: PickReach) => {
        let best: { fields: LegFields; segments: Segment[] } | null = null;
        for (const segments of tried) {
          const fields = readLegFields(segments, {
            oddsFirst: oddsFirst || !!lead?.pickFirst,
            pickOptional: source === 'typed',
            photo: source === 'photo',
            picks,
            selectionFirst: segments === tried[0] && !!selection,
            marketFooters,
          });
          if (fields && nextCardsPick(fields, segments)) continue;
          if (fields && !fields.unsure.includes('teams')) {
            best = { fields, segments };
            break;
          }
          if (fields && !best) best = { fields, segments };
          if (source === 'typed' && best) break;
        }
        return best;
      };
      let best = attempt('known');
      if (!best?.fields.pick) {
        const withUnknown = attempt('unknown');
        if (withUnknown?.fields.pick || !best) best = withUnknown;
      }
      // No pick anywhere around a photo's match and odds: the leg kept, its bet unread; only odds a leg has
      // and two names with a capitalised word each (noise of a hard photo is neither).
      if (!best?.fields.pick && source === 'photo' && anchorOdds(line.tokens[a], source) <= UNREAD_MAX_ODDS) {
        const unread = attempt('unread');
        const named = (n = '') => /\p{Lu}\p{Ll}{2}|\p{Lu}{3}/u.test(n);
        if (unread && named(unread.fields.home) && named(unread.fields.away)) best = unread;
      }
      if (!best) return;
      const used = best.segments.map((s) => s.line.index);
      // Names taken only from the other side than this reading's: a sign the reading runs the wrong way.
      const nameLines = best.segments.filter(
        (s) => s.tokens.length && s.line.index !== line.index && !isPickLine(s.line) && !isMarketLine(s.line),
      );
      const against =
        names === 'above'
          ? nameLines.length > 0 && nameLines.every((s) => s.line.index > line.index)
          : nameLines.length > 0 && nameLines.every((s) => s.line.index < line.index);
      if (against) againstCount++;
      for (const i of used.filter((i) => i <= line.index)) consumed.add(i);
      for (const i of used) {
        if (taken.has(i)) reused++;
        taken.add(i);
      }
      // The lines a leg took, below its odds too, are not the next leg's to take from above.
      lastUsed = Math.max(lastUsed, ...used);
      reads.push({
        fields: best.fields,
        odds: lead?.odds ?? anchorOdds(line.tokens[a], source),
        oddsToken: line.tokens[a],
        ...(lead?.misread ? { misread: true } : {}),
        line: line.index,
        nameLines: nameLines.map((s) => s.line.index),
        context: best.segments.map((s) => s.line.text).join(' '),
      });
    });
  }
  return { reads, consumed, taken, reused, against: againstCount };
}

const isPickLine = (line: TicketLine) => betOnly(line.tokens) !== null;

/** A line with a word that may be a team's: capitalised, neither a field's label nor a market's word. */
const hasNames = (line: TicketLine) =>
  line.tokens.some(
    (t) =>
      /^\p{Lu}(?:\p{Ll}{2}|\p{Lu}{2})/u.test(t.text) &&
      !FIELD_LABEL.test(t.text) &&
      !MARKET_WORDS.test(t.text),
  );

/** A table row's line with a team's word but no pair of names: one side of a match stacked over the other. */
const rowHasOneName = (line?: TicketLine) =>
  !!line && hasNames(line) && !splitPair(line.tokens.map((t) => t.text).join(' '));

/** A line of nothing but a market's name ("UKUPNO GOLOVA", "Pobjednik meča"): no name's word beside it. */
const isMarketFooter = (line: TicketLine) =>
  isMarketLine(line) && !/\p{Lu}\p{Ll}{2}/u.test(line.text.replace(ALL_MARKET_WORDS, ''));

/** Where a line's leading odds stand, what they are, and whether they were read through an OCR slip. */
interface LeadingOdds {
  at: number;
  /** The pick follows the odds ("1,45 1 Partizan - Vojvodina"), rather than the names ("1,45 Partizan - Vojvodina 1"). */
  pickFirst: boolean;
  odds: number;
  misread: boolean;
}

/** A leg number a slip prints before its odds: "1.", "2)", "01". */
const LEG_NUMBER = /^(\d{1,2}[.)]|0\d)$/;
const BARE_NUMBER = /^\d{1,2}$/;

/**
 * The lines of a slip that prints its odds first, then the pick, then the names ("1,45  1  Partizan -
 * Vojvodina", "@1.45 | KI 1 | Partizan – Vojvodina", "[1.85] GG Arsenal - Chelsea", odds in a column left of
 * the pick's): for each, the index of its odds. Only a leg number may stand before the odds, and a name must
 * follow them (past the pick). A ticket is read so only when most of its lines with odds are such lines (a
 * single card whose odds OCR put first is not a layout). On such a slip, OCR's usual slips in a leading odds
 * are read too, marked for the user to check: the decimal comma lost ("162 | 12 | Girona — Real Betis") and
 * the "@" read as a 6 ("61,94" for "@1,94") where the slip's other odds print it.
 */
export function oddsLeadingLines(lines: TicketLine[]): Map<number, LeadingOdds> {
  const found = new Map<number, LeadingOdds & { token: string }>();
  let withOdds = 0;
  for (const line of lines) {
    if (line.excluded || headerColumns(line)) continue;
    const decimal = anchorsIn(line, 'photo', lines[line.index - 1]);
    if (decimal.length) withOdds++;
    const lead = leadingOddsAt(line);
    if (lead === null) continue;
    const { at, pickFirst } = lead;
    const text = line.tokens[at].text;
    const odds = oddsValue(text, 'photo');
    if (odds !== null && decimal.includes(at))
      found.set(line.index, { at, pickFirst, odds, misread: false, token: text });
    else if (IMPLIED_DECIMAL.test(text))
      found.set(line.index, { at, pickFirst, odds: Number(text) / 100, misread: true, token: text });
  }
  const sure = [...found.values()].filter((f) => !f.misread).length;
  if (!sure || sure < 0.6 * withOdds || (sure < 2 && withOdds > 1)) return new Map();
  const atSign = [...found.values()].some((f) => f.token.startsWith('@'));
  for (const [index, f] of found) {
    // "@1,94" read "61,94": a six before a single-digit odds, which no slip prints so high.
    const m = /^6(\d[.,]\d{2})$/.exec(f.token);
    if (atSign && m && f.odds > RARE_ODDS)
      found.set(index, { ...f, odds: oddsValue(m[1], 'photo')!, misread: true });
  }
  return new Map([...found].map(([index, { token: _, ...lead }]) => [index, lead]));
}

/** The index of a line's leading odds (a decimal, or three digits that lost their comma), or null. */
function leadingOddsAt(line: TicketLine): { at: number; pickFirst: boolean } | null {
  const t = line.tokens;
  // What a slip may print before the odds: a leg number, the kickoff, a match code ("#4521", "4521"), the
  // odds' label ("Kvota:").
  let first = 0;
  while (first < Math.min(4, t.length - 2) && isPrelude(t[first].text)) first++;
  // A bare number may be a leg number or a pick typed before the odds: a leg number only when a pick follows.
  const bare = first < t.length - 2 && BARE_NUMBER.test(t[first].text);
  const at = bare ? first + 1 : first;
  const text = t[at]?.text ?? '';
  if (oddsValue(text, 'photo') === null && !IMPLIED_DECIMAL.test(text)) return null;
  // "Kvota: 1,45 Tip: 1 Partizan - Vojvodina": the pick's label between the odds and the pick.
  const p = PICK_LABEL.test(t[at + 1]?.text ?? '') ? at + 2 : at + 1;
  const pick = longestPick(t.slice(p), 'start');
  if ((bare || IMPLIED_DECIMAL.test(text)) && !pick) return null;
  const rest = t.slice(p + (pick?.tokens.length ?? 0));
  if (!rest.some((w) => /\p{L}{3}/u.test(w.text)) || betOnly(rest)) return null;
  return { at, pickFirst: !!pick };
}

const isPrelude = (t: string) =>
  LEG_NUMBER.test(t) || isWhen(t) || /^#?\d{4,5}$/.test(t) || ODDS_LABEL.test(t);

/** An odds-first line's own segment: from its odds on, with the kickoff printed before them, the league apart. */
function oddsFirstSegment(line: TicketLine, at: number): Segment {
  // The pick's label right after the odds goes too: the pick is what follows the odds.
  const kept = line.tokens.filter(
    (t, i) => (i >= at || isWhen(t.text)) && !(i === at + 1 && PICK_LABEL.test(t.text)),
  );
  const anchorAt = kept.indexOf(line.tokens[at]);
  return { line, tokens: dateApart(leagueApart(kept, anchorAt), anchorAt), anchorAt };
}

const DAY_MONTH = (d: string, m: string) =>
  /^\d{1,2}$/.test(d) && /^\d{1,2}$/.test(m) && +d >= 1 && +d <= 31 && +m >= 1 && +m <= 12;

/**
 * "Borussia Dortmund — Mainz 05 25 12": a kickoff whose dots OCR lost ("25.12. 20:45" read "25 12 20 45")
 * closing the names' cell is made a cell of its own, so it is no part of the away team's name. Only numbers of
 * digits from a day and a month on ("Mainz 05" keeps its 05, "Vukovar 1991" its year).
 */
function dateApart(tokens: Token[], anchor: number): Token[] {
  let out = tokens;
  for (const cell of new Set(tokens.slice(anchor + 1).map((t) => t.cell))) {
    const own = out.filter((t) => t.cell === cell);
    let run = own.length;
    while (run > 0 && /^\d{1,4}$/.test(own[run - 1].text)) run--;
    // A name must stay before the date.
    if (!own.slice(0, run).some((t) => /\p{L}/u.test(t.text))) continue;
    const from = own.slice(run, -1).findIndex((t, k) => DAY_MONTH(t.text, own[run + k + 1].text));
    if (from < 0) continue;
    const moved = new Set(own.slice(run + from));
    out = out.map((t) => (moved.has(t) ? { ...t, cell: t.cell + 2000 } : t));
  }
  return out;
}

/**
 * "[1.85] GG Arsenal - Chelsea Engleska - Premijer liga 21:00": the league printed after the names, in their
 * cell, is made a cell of its own (the league), so it is no part of the away team's name. Only a tail the
 * vocabulary knows as a league, and only when the names before it still make a pair.
 */
function leagueApart(tokens: Token[], anchor: number): Token[] {
  // The names start past the odds and the pick ("V 174,5", "I X": a "V" or an "X" is no separator there).
  const start = anchor + 1 + (longestPick(tokens.slice(anchor + 1), 'start')?.tokens.length ?? 0);
  for (let j = start + 1; j < tokens.length; j++) {
    const cell = tokens[j].cell;
    if (tokens[j - 1].cell !== cell) continue;
    const tail = tokens.slice(j).filter((t) => t.cell === cell);
    const league = tail.filter((t) => !isWhen(t.text)).map((t) => t.text);
    if (!league.some((w) => /\p{L}/u.test(w)) || !isLeagueText(league.join(' '))) continue;
    const head = tokens.slice(start, j).filter((t) => t.cell === cell);
    if (!splitPair(head.map((t) => t.text).join(' '))) continue;
    return tokens.map((t, k) => (k >= j && t.cell === cell ? { ...t, cell: t.cell + 1000 } : t));
  }
  return tokens;
}

/** A line that may be a name's words wrapped from the line above: a word or two, letters only. */
const isNameFragment = (line: TicketLine) =>
  line.tokens.length <= 2 && line.tokens.every((t) => NAME_WORD.test(t.text));

/** A line's kickoff and its first cell of words: a stacked match's name, without what OCR ran into it. */
function nameCell(segment: Segment): Segment {
  const cell = segment.tokens.find((t) => !isWhen(t.text) && /\p{L}/u.test(t.text))?.cell;
  return { ...segment, tokens: segment.tokens.filter((t) => isWhen(t.text) || t.cell === cell) };
}

/** One name and at most its kickoff ("13:00 | Fenerbahce", "Istra 1961"): one side of a stacked match. */
function isLoneName(segment: Segment): boolean {
  const words = segment.tokens.filter((t) => !isWhen(t.text)).map((t) => t.text);
  return isLoneNameText(words.join(' ')) && !isPickLine(segment.line);
}

/** Lines above an anchor's line back to the previous leg or the ticket's header: at most five. */
function linesAbove(
  lines: TicketLine[],
  index: number,
  lastUsed: number,
  anchorLines: Set<number>,
): Segment[] {
  const out: Segment[] = [];
  for (let i = index - 1; i > lastUsed && out.length < 5 && !lines[i + 1].afterBlank; i--) {
    const l = lines[i];
    // A card's own label row ("IGRA | TIP | KVOTA") stands between its names and its bet.
    if (headerColumns(l)) continue;
    if (l.excluded || anchorLines.has(i)) break;
    out.unshift({ line: l, tokens: l.tokens });
  }
  return out;
}

/**
 * The lines under a card that leads with its selection ("Atalanta 1,47" / "Konačan ishod" / "Bologna -
 * Atalanta" or home over away / kickoff), as bet365's "My bets" and the apps copying it print a placed bet:
 * the market line and the match's lines, or null when the card is not of that shape. The words before the
 * odds are no match, the line under them names a market, a match follows; and the match is not right above
 * the odds (a slip printing market, match, then pick and odds, whose next leg's market and match follow).
 */
function selectionCard(
  own: Segment,
  lines: TicketLine[],
  index: number,
  anchorLines: Set<number>,
  above: Segment[],
): Segment[] | null {
  const said = selectionOf(own);
  const below = linesBelow(lines, index, anchorLines, 4);
  if (!said || splitPair(said) || !below.length) return null;
  // This leg's match is not above its odds already (a slip printing market, match, then pick and odds; a
  // confirmation's "Match:" line over its "Selection: … Odds:").
  if (above.some((s) => splitPair(s.line.text) && !KICKOFF.test(s.line.text))) return null;
  // Nor stacked right above it, home over away, each after its crest OCR read as a mark ("@ Solin" / "@ Bijelo
  // Brdo" over the card's "Tip | Tečaj" and "Više od 1,5 | 1,77"): the match under the market is the next card's.
  const stacked = above
    .slice(-2)
    .map((s) => ({ ...s, tokens: s.tokens.filter((t, k) => k || !ICON_NOISE.test(t.text)) }));
  if (stacked.length === 2 && stacked.every((s) => isLoneName(nameCell(s)))) return null;
  const market = isMarketLine(below[0].line) ? below[0] : null;
  const rest = market ? below.slice(1) : below;
  const plain = (s?: Segment) => !!s && !/\d/.test(s.line.text) && /\p{L}{3}/u.test(s.line.text);
  const pair = rest[0] && splitPair(rest[0].line.text);
  const match = pair ? 1 : market && plain(rest[0]) && plain(rest[1]) ? 2 : 0;
  if (!match) return null;
  // Without its market line (OCR lost it), only a selection that is a bet or names a team of the match.
  if (!market && !(readPick(said) || (pair && namedSelection(said, ...pair)))) return null;
  // The kickoff line after the match, when it is one (a date or time on it).
  const kickoff = rest[match] && KICKOFF.test(rest[match].line.text) ? 1 : 0;
  return [...(market ? [market] : []), ...rest.slice(0, match + kickoff)];
}

/** A date or a time on a line: a kickoff or a ticket's header, no match. */
const KICKOFF = /\d{1,2}[.:]\d{2}/;

/** Noise OCR reads beside a selection: a bracket, a colon, a dash, a pill's edge. */
const NOISE_TOKEN = /^[^\p{L}\d]+$/u;

/**
 * The odds' line holding only a market's name ("Konačni ishod | 1.81") and the line under it a short selection
 * ("Twente", "1i3+", "Daniil Medvedev"): one segment, the selection in the market's cell before the odds.
 */
function selectionUnderMarket(own: Segment, next: Segment): Segment | null {
  const at = own.anchorAt ?? 0;
  const market = own.tokens.slice(0, at);
  const text = market.map((t) => t.text).join(' ');
  const labelled = market.some((t) => PICK_LABEL.test(t.text) || ODDS_LABEL.test(t.text));
  // A market with its selection already ("Oba tima daju gol · Da", "Pobednik meča: | Taylor Fritz") wants
  // nothing from the next line, which is the next card's home.
  const withSelection =
    market.some((t) => t.cell !== market[0].cell) || market.slice(0, -1).some((t) => t.text.endsWith(':'));
  const bare = !labelled && !withSelection && !/\d/.test(text) && MARKET_WORDS.test(text) && !readPick(text);
  if (!market.length || !bare) return null;
  const selection = next.tokens.filter((t) => !NOISE_TOKEN.test(t.text));
  const said = next.tokens.map((t) => t.text).join(' ');
  // A kickoff, a leg's number or a league opens the next leg, and two names are a match.
  const nextLeg = selection.some((t) => isWhen(t.text) || /^\d{1,2}\.$/.test(t.text)) || isLeagueText(said);
  if (!selection.length || selection.length > 3 || nextLeg || splitPair(said) || MARKET_WORDS.test(said))
    return null;
  const cell = market.at(-1)!.cell;
  return {
    line: own.line,
    tokens: [...market, ...selection.map((t) => ({ ...t, cell })), ...own.tokens.slice(at)],
    anchorAt: at + selection.length,
  };
}

/** Lines below an anchor's line up to the next one's: at most three (or `max`). */
function linesBelow(lines: TicketLine[], index: number, anchorLines: Set<number>, max = 3): Segment[] {
  const out: Segment[] = [];
  for (let i = index + 1; i < lines.length && out.length < max; i++) {
    const l = lines[i];
    if (l.excluded || anchorLines.has(i) || l.afterBlank) break;
    out.push({ line: l, tokens: l.tokens });
  }
  return out;
}

/**
 * An app's compact row with its pick's pill centred between home and away, the odds read on the away line
 * ("Roma" / "X2" / "Lazio | 1,40"): the name and the pill right above that odds line are its leg's, never the
 * tail of the leg above.
 */
function withoutNextPillRow(below: Segment[], lines: TicketLine[], source: Source): Segment[] {
  const n = below.length;
  const next = n >= 2 ? lines[below[n - 1].line.index + 1] : undefined;
  if (source !== 'photo' || !next || next.excluded) return below;
  const nextName = next.tokens.filter((t) => !oddsValue(t.text, source) && !isWhen(t.text));
  // A pill holds a code ("X2", "UG 3+", "V 166,5"), never a market's words (a card's bet line under its names).
  const pill = below[n - 1].line.text.replace(/\s/g, '');
  const pillRow =
    isPickLine(below[n - 1].line) &&
    pill.length <= 7 &&
    !/\p{L}{3}/u.test(pill) &&
    isLoneName(nameCell(below[n - 2])) &&
    nextName.length > 0 &&
    isLoneNameText(nextName.map((t) => t.text).join(' ')) &&
    anchorsIn(next, source, below[n - 1].line).length === 1;
  return pillRow ? below.slice(0, n - 2) : below;
}

/** Whether the legs' odds multiply to the ticket's printed total, as shops round it. */
export function agreesWithTotal(legs: Pick<Leg, 'odds'>[], total: number): boolean {
  const product = legs.reduce((p, l) => p * l.odds, 1);
  return Math.abs(product - total) <= Math.max(0.02, total * 0.005);
}

/**
 * The number of legs a ticket prints: "Broj parova: 5", an app's "Parova 5" / "Broj mečeva 8", or "5 parova"
 * in its status line ("Aktivan · 5 parova").
 */
const COUNT_AFTER =
  /(?:\bbroj\s+(?:parova|događaja|dogadjaja|utakmica|mečeva|meceva)|^(?:parova|mečeva|meceva|događaja))\b\D*(\d{1,2})\s*$/i;

function printedLegCount(lines: string[]): number {
  for (const line of lines) {
    const after = COUNT_AFTER.exec(line);
    const before = /(?:^|[·•|\s])(\d{1,2})\s+(?:parova|mečeva|meceva|događaja|dogadjaja|utakmica)\s*$/i.exec(
      line,
    );
    const count = Number((after ?? before)?.[1]);
    if (count > 0) return count;
  }
  return NaN;
}

/**
 * What the ticket's own figures say about the legs read: the number of legs it prints, and the payout its
 * stake and total odds give. A disagreement is a note for the user, never a silent change.
 */
function crossCheck(
  legs: Leg[],
  printed: number,
  totals: Omit<TicketStructure, 'legs'>,
): Pick<TicketStructure, 'notes' | 'printedLegCount' | 'flags'> {
  const notes: string[] = [];
  const flags: TicketFlag[] = [];
  if (Number.isInteger(printed) && printed > 0 && printed !== legs.length) {
    flags.push('leg-count-mismatch');
    notes.push(`Na tiketu piše ${printed} parova, a pročitano je ${legs.length}. Proverite parove.`);
  }
  if (totals.totalOdds && legs.length && !agreesWithTotal(legs, totals.totalOdds)) {
    flags.push('total-odds-mismatch');
    notes.push(
      `Ukupna kvota na tiketu (${totals.totalOdds}) ne slaže se sa pročitanim kvotama (${legs
        .reduce((p, l) => p * l.odds, 1)
        .toFixed(2)}). Proverite kvote.`,
    );
  }
  if (legs.some((l) => l.oddsReadAs !== undefined)) {
    flags.push('odds-repaired');
    notes.push('Jedna kvota je ispravljena prema ukupnoj kvoti sa tiketa.');
  }
  return {
    ...(notes.length ? { notes, flags } : {}),
    ...(Number.isInteger(printed) && printed > 0 ? { printedLegCount: printed } : {}),
  };
}

/**
 * The printed total is the product of the legs' odds (rounded). When it is not, and exactly one leg's odds
 * can be changed in a single character (an OCR misread: 1.81 for 1.87, 7.45 for 1.45) to make the product
 * agree, that leg is repaired and keeps what was read. Anything less certain is left as read.
 */
export function repairOneOdd(legs: Leg[], total: number | undefined): Leg[] {
  if (!total || legs.length < 2) return legs;
  const product = legs.reduce((p, l) => p * l.odds, 1);
  const agrees = (p: number) => Math.abs(p - total) <= Math.max(0.01, total * 0.002);
  if (agrees(product)) return legs;
  const fixes = legs.flatMap((leg, i) => {
    const needed = Math.round((total / (product / leg.odds)) * 100) / 100;
    const others = product / leg.odds;
    return needed > 1 && agrees(others * needed) && oneCharApart(leg.odds.toFixed(2), needed.toFixed(2))
      ? [{ i, needed }]
      : [];
  });
  if (fixes.length !== 1) return legs;
  const [{ i, needed }] = fixes;
  return legs.map((l, k) =>
    k === i
      ? { ...l, odds: needed, oddsReadAs: l.odds, flags: [...(l.flags ?? []), 'odds-repaired' as const] }
      : l,
  );
}

/**
 * Same length and one differing character ("1.81" / "1.87"), or one stray character before the figure (an odds
 * button's left edge read as a 1: "14.33" for "4.33").
 */
function oneCharApart(a: string, b: string): boolean {
  if (a.length === b.length + 1) return a.slice(1) === b;
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) diff++;
  return diff === 1;
}

/** The bookmaker a ticket names (header, footer, app name), when it names one. */
export const bookmakerOf = (lines: string[]) =>
  lines.map((l) => BOOKMAKERS.find(([, re]) => re.test(l))?.[0]).find(Boolean);

/** A bare "Kvota" is the total in the summary: beside the stake or the payout (a site's stake is an input OCR may miss). */
const summaryLines = (lines: string[]) =>
  lines.filter(
    (l, k) =>
      SUMMARY_ODDS.test(l) &&
      lines.slice(Math.max(0, k - 2), k + 3).some((n) => STAKE_LABEL.test(n) || PAYOUT_LABEL.test(n)),
  );

/**
 * A line's closing amount, its currency and the separators after it ("2.000,00 din.", "2.500 KM", "12,45 ·"):
 * a whole number grouped in thousands by dots is one amount, never its last group.
 */
const AMOUNT_AT_END = new RegExp(
  `(?<![\\d.,])(\\d{1,3}(?:[ .]\\d{3})+(?:,\\d{2})?|\\d{1,3}(?:[ .]\\d{3})*(?:[.,]\\d{2})|\\d+(?:[.,]\\d{2})?)\\s*(${CURRENCY_WORDS})?\\.?[\\s,;/|·•]*$`,
  'i',
);

function readTotals(lines: string[]): Omit<TicketStructure, 'legs'> {
  // The amount a label gives: the last number after it, up to the next label on the same line ("ukupna kvota
  // 2,89, ulog 50 din" in a chat holds two).
  // A label with no figure after it (a row of labels over their values) gives way to the next line it labels.
  const amountOn = (re: RegExp, line: string) => {
    const label = re.exec(line);
    if (!label) return undefined;
    const after = line.slice(label.index + label[0].length).split(NEXT_LABEL)[0];
    // Odds, not money: a shop's total printed with a third decimal 0 ("15,590") is 15.59, never thousands.
    const rest = re === TOTAL_ODDS_LABEL ? after.replace(/(\d{1,3}[.,]\d\d)0(?!\d)/, '$1') : after;
    const m = AMOUNT_AT_END.exec(rest);
    return m ? Number(m[1].replace(/[ .](?=\d{3}\b)/g, '').replace(',', '.')) : undefined;
  };
  const amount = (re: RegExp, among = lines) =>
    among.map((l) => amountOn(re, l)).find((n) => n !== undefined);
  // The currency is printed by the stake or the payout ("Uplata: 100,00 RSD", "Ulog 2,00 €", "Isplata 540 ден").
  const moneyLines = lines.filter((l) => /uplata|ulog|dobitak|isplata/i.test(l)).join(' ');
  return {
    totalOdds: amount(TOTAL_ODDS_LABEL) ?? amount(SUMMARY_ODDS, summaryLines(lines)) ?? amount(CHAT_TOTAL),
    stake: amount(STAKE_LABEL),
    payout: amount(PAYOUT_LABEL),
    currency: CURRENCIES.find(([, re]) => re.test(moneyLines))?.[0],
    bookmaker: bookmakerOf(lines),
  };
}
