// One leg's fields from the tokens around its odds: the pick from the market vocabulary, kickoff and league set
// aside, and the two team names from what remains, however they were separated.
import { lightFold } from '../../common/fold-name';
import { lostItsCapital, lookupName, presentName, splitKnownPair, withoutLeadingNoise } from './gazetteer';
import {
  namedDoubleChance,
  namedSidePick,
  namedPeriodResult,
  namedWinner,
  winnerPick,
  PERIOD_NAMES_END,
  namedSelection,
  withoutNamedAgain,
  withoutSelection,
} from './named-bets';
import { readPick, unknownPick, type ReadPick } from './picks';
import {
  isCode,
  isColumnWord,
  isDate,
  isDay,
  isTime,
  isHalfTimeFullTime,
  isWhen,
  STATUS_MARK,
  type Token,
  type TicketLine,
} from './ticket-lines';
import {
  BET_HINT_WORDS,
  CODE_WORD,
  COUNTRIES,
  COUNTRY_LEAGUE,
  COUNTRY_NAMES,
  FIELD_LABEL as LABEL,
  LEAGUE_ABBREVIATION,
  LEAGUE_WORD,
  SPORT_CODE,
  SPORT_NAME,
  ALL_MARKET_WORDS,
  MARKET_WORDS,
  LEAGUE_LABEL,
  MATCH_LABEL,
  ODDS_LABEL_TOKEN as ODDS_LABEL,
  ODDS_LETTER,
  PICK_LABEL,
  TRAILING_CHAT,
  TRAILING_SPORT,
  UNIT_WORD as UNIT,
  WINNER_AFTER,
  TICKET_LINES,
  GOALS_TOTAL,
  GOALS_TOTAL_RANGE,
} from './vocabulary/words';

/**
 * How far the pick search goes: picks the vocabulary knows; also a code it does not know, kept as printed; also,
 * on a photo, a leg whose pick is not there at all (an empty unknown bet). Each only where the last found none.
 */
export type PickReach = 'known' | 'unknown' | 'unread';

/** A run of tokens of one line: where a leg's material comes from. */
export interface Segment {
  line: TicketLine;
  tokens: Token[];
  /** Index in `tokens` of the leg's odds, on the anchor's own line. */
  anchorAt?: number;
}

export interface LegFields {
  home: string;
  away: string;
  /** Null only where the caller allowed a leg without one (typed text: the specification's default). */
  pick: ReadPick | null;
  league?: string;
  kickoff?: string;
  /** Fields the reader is unsure of: shown marked for the user to check. */
  unsure: ('teams' | 'pick' | 'odds')[];
  /** Tokens the pick was read from (their OCR confidence matters). */
  pickTokens: Token[];
}

const leagueOnly = (text: string) => {
  const words = text.split(/[\s.·]+/).filter(Boolean);
  return (
    words.some((w) => LEAGUE_WORD.test(w) || LEAGUE_ABBREVIATION.test(w)) &&
    words.every((w) => LEAGUE_WORD.test(w) || LEAGUE_ABBREVIATION.test(w) || w.length <= 2 || /^\d/.test(w))
  );
};

/** A name candidate that is a league, a sport or a country with its league rather than a team. */
export function isLeagueText(text: string): boolean {
  const parts = text
    .split(/\s*[-–:·,/]\s+|\s+[-–:·/]\s*/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (!parts.length || lookupName(text)) return false;
  // A country glued to its league, the hyphen's spaces lost ("_Italija-SerijaA", "BiH-Premijer liga").
  const glued = /^[^\p{L}]*(\p{L}+)-(?=\p{L})(.+)$/u.exec(text.trim());
  if (parts.length === 1 && glued && (COUNTRIES.test(glued[1]) || nearCountry(glued[1])))
    return isLeagueText(`${glued[1]} - ${glued[2]}`);
  if (parts.every(leagueOnly) || COUNTRY_LEAGUE.test(text.trim())) return true;
  // A sport before the country and its league ("Fudbal · BiH - Premijer liga", "Tenis · ATP Beč"), after a
  // flag or a ball OCR read as a letter or two ("Ss Fudbal · Engleska - Premijer liga").
  const sport = parts[0].replace(/^\S{1,3}\s+/u, '');
  if (parts.length > 1 && SPORT_NAME.test(sport)) return isLeagueText(parts.slice(1).join(' - '));
  // A tour and its tournament's city ("ATP Pariz", "WTA Wuhan"): no club's name starts with a tour.
  if (/^(atp|wta|itf|challenger|utr)\b/i.test(text.trim())) return true;
  // A flag before the country is read as a letter or two ("M Srbija - Superliga").
  const country = parts[0].replace(/^[^\s\p{Ll}]{1,2}\s+/u, '');
  // After a country, one word OCR garbled beside a league's word is still its league ("Turska - Siiper Lig"),
  // and so is a league's word with the letter after it glued on, its space lost ("ITALIJA · SERIJAA").
  const leagueAfterCountry = (p: string) => {
    const words = p.split(/[\s.·]+/).filter(Boolean);
    return (
      leagueOnly(p) ||
      (words.length <= 3 &&
        words.filter((w) => !LEAGUE_WORD.test(w)).length <= 1 &&
        words.some((w) => LEAGUE_WORD.test(w))) ||
      (words.length === 1 && words[0].length > 4 && LEAGUE_WORD.test(words[0].slice(0, -1)))
    );
  };
  // A country OCR garbled by a letter ("Hirvatska - SuperSport HNL") still leads a league.
  if (parts.length > 1 && nearCountry(country)) return parts.slice(1).every(leagueAfterCountry);
  return COUNTRIES.test(country) && (parts.length === 1 || parts.slice(1).every(leagueAfterCountry));
}

/** A country's name of five letters or more with one letter added, lost or changed. */
const nearCountry = (word: string) => {
  const w = word.toLowerCase();
  return w.length >= 5 && COUNTRY_NAMES.some((c) => c.length >= 5 && oneEditApart(w, c));
};

/** Past their common start, the rest agrees once one letter is changed, lost or added. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return a.slice(i + 1) === b.slice(i + 1) || a.slice(i + 1) === b.slice(i) || a.slice(i) === b.slice(i + 1);
}

/**
 * The pick in the segments: a "Tip:" value first, then the run next to the odds (before it, or after it when
 * the slip's columns put the odds first), then a line of only a pick. The longest readable run wins at each
 * place, so "Oba tima daju gol" is one pick, not a stray "gol".
 */
function findPick(
  segments: Segment[],
  oddsFirst: boolean,
  picks: PickReach = 'unknown',
  photo = false,
  marketFooters = false,
): { pick: ReadPick | null; used: Set<Token> } | null {
  // "Tip: 1", "Igra: Konačan ishod 1": the value after the label, up to the odds or the line's end.
  // "Tip:" names the pick; "Igra:" / "Oklada:" name the market, which holds the pick only when no "Tip:" does.
  const labelled = segments.flatMap((s) =>
    s.tokens.flatMap((t, at) => (PICK_LABEL.test(t.text) && /:$|^tip$/i.test(t.text) ? [{ s, at }] : [])),
  );
  labelled.sort(
    (x, y) => Number(!/^tip/i.test(x.s.tokens[x.at].text)) - Number(!/^tip/i.test(y.s.tokens[y.at].text)),
  );
  for (const { s, at } of labelled) {
    const end = s.anchorAt !== undefined && s.anchorAt > at ? s.anchorAt : s.tokens.length;
    // A wrapped cell brings the odds' label and a unit word into the value ("ukupno 162.5 Kvota: poena manje").
    // The value whole first: a unit word may be the pick's own ("dva ili više golova").
    const range = s.tokens.slice(at + 1, end);
    const unlabelled = range.filter((t) => !ODDS_LABEL.test(t.text));
    const value = unlabelled.filter((t) => !UNIT.test(t.text));
    // A selection that is no bet without its market ("Tip: Yes" under "Igra: Both Teams to Score").
    const labelledMarket = at === 0 && /^tip/i.test(s.tokens[at].text) ? marketLabelled(segments) : null;
    const selection = unlabelled.map((t) => t.text).join(' ');
    const alone = readPick(selection);
    const inMarket = labelledMarket && !alone ? readPick(`${labelledMarket} ${selection}`) : null;
    if (inMarket) return { pick: inMarket, used: new Set([s.tokens[at], ...unlabelled]) };
    // The market before the label on its line ("Oba tima daju gol | Tip: Da Kvota: 2.26"): "Da" is that market's.
    const before = s.tokens.slice(0, at);
    const marketBeside = before.map((t) => t.text).join(' ');
    const besideMarket =
      !alone && MARKET_WORDS.test(marketBeside) ? readPick(`${marketBeside} ${selection}`) : null;
    if (besideMarket) return { pick: besideMarket, used: new Set([...before, s.tokens[at], ...unlabelled]) };
    // A selection that may name a team ("Tip: Barrow" under "Igra: Match Result"): kept with its market, for the
    // names to resolve (readLegFields), never a bet read from the market's words alone.
    if (labelledMarket && picks !== 'known' && /\p{L}{3}/u.test(selection) && !alone)
      return {
        pick: unknownPick(`${labelledMarket}: ${selection}`),
        used: new Set([s.tokens[at], ...unlabelled]),
      };
    const whole = value.length < unlabelled.length ? alone : null;
    const found = whole
      ? { pick: whole, tokens: unlabelled }
      : (longestPick(value, 'start', photo) ?? longestPick(value, 'end', photo));
    if (found) {
      const market = s.tokens
        .slice(0, at)
        .map((t) => t.text)
        .join(' ');
      const text = found.tokens.map((t) => t.text).join(' ');
      // The market on a labelled line of its own ("Oklada | Prvo poluvrijeme" over "Tip | X": I X).
      const labelledMarket = !market && marketLabelled(segments);
      const pick =
        halfTimeNumeral(market, text) ??
        (labelledMarket ? readPick(`${labelledMarket} ${text}`) : null) ??
        found.pick;
      // Only the pick and the labels and units around it: names may follow ("Tip: 1 Partizan - Vojvodina").
      const marks = range.filter((t) => ODDS_LABEL.test(t.text) || UNIT.test(t.text));
      return { pick, used: new Set([s.tokens[at], ...found.tokens, ...marks]) };
    }
  }
  const anchor = segments.find((s) => s.anchorAt !== undefined);
  const underMarket = photo && anchor ? selectionUnderMarket(segments, anchor) : null;
  if (underMarket) return underMarket;
  if (anchor) {
    const a = anchor.anchorAt!;
    // The odds' own label ("Kvota:", "@", "Tečaj") stands between the pick and the odds.
    const b = pickEnd(anchor);
    const before = () => {
      const run = sameCellRun(anchor.tokens, b, -1);
      const found = longestPick(run, 'end', photo);
      return found && tailOfCode(run, found.tokens) ? null : found;
    };
    const after = () => longestPick(sameCellRun(anchor.tokens, a + 1, 1), 'start', photo);
    // Odds typed first ("1.99 Radnicki - IMT ug0-2"): the pick closes the line, before a kickoff or a league
    // printed after it ("kv. 1.63 Ajax vs PSV = Prvo poluvrijeme 1 (13.12. 20:45) [Eredivisie]").
    const lineEnd = () => longestPick(withoutWhenAndLeague(anchor.tokens.slice(a + 1)), 'end', photo);
    const found = oddsFirst ? (after() ?? before()) : (before() ?? after() ?? lineEnd());
    // A market's code in the cell before the pick's ("PP | X", "KI | 2"): the pick is that market's.
    const at = found ? anchor.tokens.indexOf(found.tokens[0]) : -1;
    const code = at > 0 ? anchor.tokens[at - 1] : undefined;
    const inMarket =
      code && code.cell !== found!.tokens[0].cell && CODE_WORD.test(code.text)
        ? readPick(`${code.text} ${found!.tokens.map((t) => t.text).join(' ')}`)
        : null;
    if (found && inMarket) return { pick: inMarket, used: new Set([code!, ...found.tokens]) };
    if (found) return { pick: found.pick, used: new Set(found.tokens) };
  } else {
    // No odds (typed text): the pick ends the match's line, where people put it, or opens it ("X Roma - Lazio",
    // "Tip 1: Partizan - Vojvodina").
    const found =
      longestPick(segments[0].tokens, 'end', photo) ?? (photo ? null : leadingPick(segments[0].tokens));
    if (found) return { pick: found.pick, used: new Set(found.tokens) };
  }
  // The pick typed before the match ("1 Zvezda - Partizan @1.85"), or an app's pill after its kickoff
  // column ("12:30 | 1 | Alkar | 1.15").
  if (anchor?.anchorAt) {
    let start = 0;
    while (start < anchor.anchorAt && isWhen(anchor.tokens[start].text)) start++;
    // A market and its selection in cells of their own ("Oba tima daju gol | Ne | 1,31"): the market alone is
    // no pick ("Oba tima daju gol" would read as its yes).
    const bet = anchor.tokens.slice(start, anchor.anchorAt);
    const whole = bet.length > 1 && bet.length <= 8 ? readPick(bet.map((t) => t.text).join(' ')) : null;
    if (whole) return { pick: whole, used: new Set(bet) };
    // Up to four words: "Over 2.5 goals Liverpool vs Spurs 1.50", "ukupno poena više 165.5 Real - Efes @1.85".
    const lead = longestPick(
      anchor.tokens.slice(start, Math.min(start + 4, anchor.anchorAt)),
      'start',
      photo,
    );
    // A market's name whose selection follows its colon ("oba tima daju gol: N") is no pick of its own.
    const labelAfter = (n: number) =>
      anchor.tokens.slice(start + n - 1, anchor.anchorAt).some((t) => /\p{L}:$/u.test(t.text));
    // A leg number before the match's code ("2 | 6627 | Rune H. - Zverev A."), not a pick.
    const codeAfter = (n: number) => /^#?\d{3,}$/.test(anchor.tokens[start + n]?.text ?? '');
    // A lone digit first: a leg number, or an icon read as one, where a market follows it.
    const digitFirst = /^\d$/.test(anchor.tokens[start].text);
    // A lone digit before a market's name ("1 | 12.12. 20:45 · Ukupno golova | 1,48"): the market's selection is
    // elsewhere, and a home win would be a silent guess.
    const marketAfter = (n: number) =>
      n === 1 &&
      digitFirst &&
      MARKET_WORDS.test(
        anchor.tokens
          .slice(start + 1, anchor.anchorAt)
          .map((t) => t.text)
          .join(' '),
      );
    // A leg number before the names ("1 | Metalac - Sloboda | 1,18") over the bet's own line, market and
    // selection ("17.12. 19:00 · Ukupno golova: Više 2.5", "Pobjednik meča: Alcaraz C."): that line is the bet.
    // A selection naming a team ("Alcaraz C.") is read by its name later (readLegFields); a bet not read stays
    // as printed, for the user.
    const betLine = digitFirst
      ? segments.find((s) => s.anchorAt === undefined && isBetLine(s.line))
      : undefined;
    if (betLine) {
      const from = betLine.tokens.findIndex((t) => MARKET_WORDS.test(t.text));
      const words = betLine.tokens.slice(from).filter((t, i, all) => i < 2 || t.cell === all[0].cell);
      const text = words.map((t) => t.text).join(' ');
      return { pick: betOnly(words) ?? unknownPick(text), used: new Set(words) };
    }
    if (
      lead &&
      start + lead.tokens.length < anchor.anchorAt &&
      !labelAfter(lead.tokens.length) &&
      !codeAfter(lead.tokens.length) &&
      !marketAfter(lead.tokens.length)
    )
      return { pick: lead.pick, used: new Set(lead.tokens) };
  }
  const order = anchor ? [...segments].sort((x, y) => distance(x, anchor) - distance(y, anchor)) : segments;
  // A card's pick right-aligned over its odds, beside its home team, the away team beside the odds ("Juventus
  // 2+" / "18:00 Bologna 2,29"): read with the market that closes the card where the ticket's cards close
  // with theirs ("UKUPNO GOLOVA" under the odds; "Da" → GG).
  if (photo && anchor && !TICKET_LINES.test(anchor.line.text)) {
    const home = segments.find(
      (s) =>
        s.line.index === anchor.line.index - 1 && s.anchorAt === undefined && !TICKET_LINES.test(s.line.text),
    );
    const market = marketFooters
      ? segments.find((s) => s.line.index === anchor.line.index + 1 && isMarketLine(s.line))
      : undefined;
    // Without a market, the odds' line must hold the away team alone.
    const away = !!market || isLoneNameText(cleanName(namesBeside(anchor)));
    const chip = home && away ? overOdds(home, market) : null;
    if (chip) return chip;
    // The pick in a cell beside the home team, the away team under it and the odds on the kickoff's line under
    // both ("OFK Beograd | GG&3+" / "Mladost Lučani" / "17.01. 12:30 · Srbija · Super liga | 2,10").
    const beside = cleanName(namesBeside(anchor));
    const lineAbove = (n: number) =>
      segments.find((s) => s.line.index === anchor.line.index - n && s.anchorAt === undefined);
    const [awayLine, homeLine] = [lineAbove(1), lineAbove(2)];
    if (
      awayLine &&
      homeLine &&
      (!/\p{L}{3}/u.test(beside) || isLeagueText(beside)) &&
      isLoneNameText(cleanName(awayLine.tokens.map((t) => t.text).join(' ')))
    ) {
      const cell = pickCell(homeLine, true);
      if (cell) return { pick: cell.pick, used: new Set(cell.tokens) };
    }
  }
  // A light app's card head: league and kickoff, the pick right-aligned in a cell of its own ("Super liga ·
  // 20:45 | 1"), the names under it, the odds under them; read with the market printed under the odds
  // ("Prvo poluvreme" → I 1).
  if (photo && anchor) {
    const head = segments.find(
      (s) =>
        s.anchorAt === undefined &&
        anchor.line.index - s.line.index <= 2 &&
        anchor.line.index > s.line.index &&
        s.tokens.some((t) => isWhen(t.text)),
    );
    const last = head?.tokens.at(-1)?.cell;
    // Only a league and a kickoff beside the chip: a line with a name is another leg's ("Vekić D. | 16.12. | 1").
    const rest = (head?.tokens ?? [])
      .filter((t) => t.cell !== last && !isWhen(t.text))
      .map((t) => t.text)
      .join(' ')
      .replace(/^(?:[^\p{L}\d]+|\p{L}\s)\s*/u, '')
      .replace(/[\s·•-]+$/u, '');
    const headOnly = !rest || isLeagueText(rest);
    const cell =
      head && headOnly && last !== head.tokens[0].cell ? head.tokens.filter((t) => t.cell === last) : [];
    const chip = cell.length ? longestPick(cell, 'end', photo) : null;
    if (chip && chip.tokens.length === cell.length) {
      const market = segments.find((s) => s.line.index === anchor.line.index + 1 && isMarketLine(s.line));
      const withMarket = market && readPick(`${market.line.text} ${chip.pick.code}`);
      return market && withMarket
        ? { pick: withMarket, used: new Set([...chip.tokens, ...market.tokens]) }
        : { pick: chip.pick, used: new Set(chip.tokens) };
    }
  }
  // A card's pick printed large beside its names, in a cell of its own ("Struga - Tikveš | 2"), under its
  // market's line ("PRVO POLUVREME" → I 1).
  if (photo && anchor)
    for (const s of order) {
      if (s === anchor) continue;
      const market = segments[segments.indexOf(s) - 1];
      const overline = market && isMarketLine(market.line);
      // One side's name beside the pick only on a card under its market's overline, the odds right under it.
      const home = overline && s.line.index === anchor.line.index - 1 && isLoneNameText(namesBeside(anchor));
      const cell = pickCell(s, home);
      if (!cell) continue;
      const withMarket = overline ? readPick(`${market.line.text} ${cell.text}`) : null;
      return withMarket
        ? { pick: withMarket, used: new Set([...cell.tokens, ...market.tokens]) }
        : { pick: cell.pick, used: new Set(cell.tokens) };
    }
  // A line that is only a pick, or a market and its pick ("Konačan ishod 1", "Pobeda domaćina"), nearest first.
  for (const s of order) {
    const words = s.tokens.filter((t, i) => i !== s.anchorAt);
    const pick = betOnly(words);
    if (!pick) continue;
    // A kickoff before the bet stays the leg's kickoff.
    const used = words.filter((t) => !isWhen(t.text));
    const cell = anchor && s !== anchor && isMarketLine(s.line) ? selectionOnCard(anchor, s, pick) : null;
    if (cell) return { pick: cell.pick, used: new Set([...used, ...cell.used]) };
    return { pick, used: new Set(used) };
  }
  // An app's row: the match and its odds, the pick leading the line under them, before the kickoff ("Tottenham –
  // Fulham | 2.79" over "UG 3+ © Uto 12:30 · Premijer liga"); only a sport's icon, read as marks, between them.
  if (photo && anchor) {
    const under = segments.find((s) => s.line.index === anchor.line.index + 1 && s.anchorAt === undefined);
    const lead = under && longestPick(under.tokens.slice(0, 4), 'start', photo);
    const when = under ? under.tokens.findIndex((t) => isWhen(t.text)) : -1;
    const between = under && lead && when > 0 ? under.tokens.slice(lead.tokens.length, when) : null;
    if (lead && between && between.length <= 2 && between.every((t) => !/\p{L}{3}/u.test(t.text)))
      return { pick: lead.pick, used: new Set(lead.tokens) };
  }
  // Typed: the pick ending the match's line, its odds on a line of their own under it ("Partizan - Zvezda X" /
  // "kvota 3.10"), never left in the away name for the default to take its place.
  if (!photo && anchor)
    for (const s of order) {
      if (s === anchor || s.anchorAt !== undefined) continue;
      const end = longestPick(s.tokens, 'end');
      const names = end && s.tokens.slice(0, s.tokens.length - end.tokens.length).map((t) => t.text);
      if (end && names && splitPair(names.join(' '))) return { pick: end.pick, used: new Set(end.tokens) };
    }
  // An app's pick pill, a cell of its own left of a name: OCR puts it on the home or the away line.
  for (const s of order) {
    const cell = s.tokens.filter((t) => t.cell === s.tokens[0].cell);
    if (cell.length === s.tokens.length || s.anchorAt !== undefined) continue;
    const pill = readPick(cell.map((t) => t.text).join(' '));
    if (pill) return { pick: pill, used: new Set(cell) };
  }
  // A code the vocabulary does not know, printed where a pick stands ("Hajduk ZQ7 1.85"): kept as its text for
  // the user to confirm, never left in the away team's name and never read as a home win.
  // A cell of its own (a slip's pick column) may be all code; inside the names' cell a name must remain.
  const ownCell = (run: Token[]) => run.length > 0 && run[0].cell !== anchor?.tokens[0].cell;
  const beforeRun = anchor ? sameCellRun(anchor.tokens, pickEnd(anchor), -1) : [];
  const afterRun = anchor ? sameCellRun(anchor.tokens, anchor.anchorAt! + 1, 1) : [];
  if (picks === 'known') return null;
  const unknown = anchor
    ? ((oddsFirst ? null : codeRun(beforeRun, 'end', ownCell(beforeRun))) ??
      codeRun(afterRun, 'start', ownCell(afterRun)))
    : codeRun(segments[0].tokens, 'end');
  if (unknown) return { pick: unknownPick(unknown.map((t) => t.text).join(' ')), used: new Set(unknown) };
  // A photo's market printed before the odds with its selection unreadable ("Pobednik meča | iL | 1,42"): the
  // leg is there, its bet is not known: kept as printed, for the user to choose.
  if (photo && anchor) {
    const run = anchor.tokens.slice(0, pickEnd(anchor) + 1);
    const at = run.findIndex((t) => MARKET_WORDS.test(t.text));
    if (at >= 0) {
      const market = run.slice(at);
      return { pick: unknownPick(market.map((t) => t.text).join(' ')), used: new Set(market) };
    }
    // Odds first, the market and its selection after the names ("1,85 Arsenal - Chelsea Konačan ishod:
    // Arsenal"): from the market's first word to the line's end, after at least a name's word.
    const after = anchor.tokens.slice(anchor.anchorAt! + 1);
    const from = after.findIndex((t, i) => i > 0 && MARKET_WORDS.test(t.text));
    const leads = anchor.tokens.slice(0, anchor.anchorAt).every((t) => isWhen(t.text));
    if (leads && from > 0) {
      const market = after.slice(from);
      return { pick: unknownPick(market.map((t) => t.text).join(' ')), used: new Set(market) };
    }
    // A card's market on a line of its own, its pick chip lost ("Gauff C." / "Danilović O. 2,01" /
    // "Pobednik meča"): the leg is there, its bet for the user to choose.
    const marketLine = order.find((s) => s !== anchor && isMarketLine(s.line));
    if (marketLine) return { pick: unknownPick(marketLine.line.text), used: new Set(marketLine.tokens) };
    // An app's pill OCR could not read ("1834 | Domžale | 1.11" for "1&3+"): a cell of its own before the name.
    let start = 0;
    while (start < run.length && isWhen(run[start].text)) start++;
    const pill = run[start];
    const next = run[start + 1];
    if (
      pill &&
      next &&
      // A number run into the name's cell is a slip's match code ("1091 Zadar - Igokea"), not a pill.
      (pill.cell !== next.cell || (!/\p{L}/u.test(pill.text) && !/^\d{3,5}$/.test(pill.text))) &&
      /^[\p{L}\d&+.,:-]{1,8}$/u.test(pill.text) &&
      !/\p{L}{3}/u.test(pill.text)
    )
      return { pick: unknownPick(pill.text), used: new Set([pill]) };
    // The match and its odds, and no pick anywhere near (a pill OCR lost whole: white on a colour): the leg
    // is there, its bet unread, for the user to choose.
    const words = (s: Segment) =>
      s.tokens
        .filter((t, i) => i !== s.anchorAt && !isWhen(t.text))
        .map((t) => t.text)
        .join(' ');
    // Two names: a pair on one line, or home and away on two lines, the odds beside either (an app's compact
    // row, or a card's stacked names, its pill unread).
    const capitalised = (s: Segment) => /\p{Lu}\p{Ll}{2}/u.test(words(s));
    // A line with a kickoff is a heading (an app's name and the time of the ticket), no name's.
    const beside = segments.find(
      (s) =>
        Math.abs(s.line.index - anchor.line.index) === 1 &&
        !s.tokens.some((t) => isWhen(t.text)) &&
        isLoneNameText(words(s)),
    );
    const named =
      segments.some((s) => splitPair(words(s))) ||
      (segments.length === 2 && segments[0] === anchor && segments.every(capitalised)) ||
      (!!beside && isLoneNameText(words(anchor)));
    if (named && picks === 'unread') return { pick: unknownPick(''), used: new Set() };
  }
  return null;
}

/**
 * A card's market beside its home team, before the odds, and its selection under the market, beside the away team
 * ("Hajduk Split | Ukupno golova 1,49" / "Dinamo Zagreb | 3+"): the market reads the selection. The market may
 * wrap onto a line of its own between them ("Dupla š" / "sansa").
 */
function selectionUnderMarket(
  segments: Segment[],
  anchor: Segment,
): { pick: ReadPick; used: Set<Token> } | null {
  const run = betweenNamesAndOdds(anchor);
  // Market words and nothing else: no name, no number.
  const isMarket = (tokens: Token[]) => {
    const text = tokens.map((t) => t.text).join(' ');
    return MARKET_WORDS.test(text) && !/\d|\p{L}{3}/u.test(text.replace(ALL_MARKET_WORDS, ''));
  };
  // The market alone before the odds, the home team on the line above ("Ajax" / "Konačan ishod | 1,21" / "PSV | 2").
  const nameCell = isMarket(run) ? -1 : run[0]?.cell;
  const market = run.filter((t) => t.cell !== nameCell);
  const name = run.filter((t) => t.cell === nameCell);
  const marketText = market.map((t) => t.text).join(' ');
  if (!isMarket(market)) return null;
  if (name.length && !isLoneNameText(cleanName(name.map((t) => t.text).join(' ')))) return null;
  for (const s of segments) {
    const below = s.line.index - anchor.line.index;
    if (below < 1 || below > 2 || s.anchorAt !== undefined) continue;
    const cell = pickCell(s, true);
    if (cell)
      return {
        pick: readPick(`${marketText} ${cell.text}`) ?? cell.pick,
        used: new Set([...market, ...cell.tokens]),
      };
  }
  return null;
}

/**
 * The last word or two of a home team's line, the rest a lone name: the pick printed over the odds, read with
 * the card's market when it has one. Without one only a pick the vocabulary knows alone.
 */
function overOdds(home: Segment, market?: Segment): { pick: ReadPick; used: Set<Token> } | null {
  for (const take of [2, 1]) {
    const chip = home.tokens.slice(-take);
    const name = home.tokens
      .slice(0, -take)
      .filter((t) => !isWhen(t.text))
      .map((t) => t.text)
      .join(' ');
    // With no market to read it by, the rest of the line must be a name and nothing else.
    // A name in capitals ("PARTIZAN | 1" / "VOJVODINA | 2,10") as well, a market's words in capitals not.
    const named =
      (/\p{Lu}\p{Ll}{2}/u.test(name) || (/\p{Lu}{3}/u.test(name) && !MARKET_WORDS.test(name))) &&
      (!!market || (!splitPair(name) && !isLeagueText(name)));
    if (chip.length < take || !named || chip.some((t) => /^\p{Lu}\p{Ll}{2}/u.test(t.text))) continue;
    const text = chip.map((t) => t.text).join(' ');
    const pick = market ? readPick(`${market.line.text} ${text}`) : readPick(text);
    if (pick) return { pick, used: new Set([...chip, ...(market?.tokens ?? [])]) };
  }
  return null;
}

/** The bet of tokens that are only a bet: its pick ("GG&3+") or a market and its pick ("Ukupno golova: 0-2"). */
export function betOnly(tokens: Token[]): ReadPick | null {
  // A kickoff before the bet ("21:00 | V181,5", between a site's home and away), an icon OCR read as a letter
  // or two in a cell of its own after it ("Ukupno golova: 2+ | ji").
  // An icon before it too ("ae . Manje 163,5"), never a bet's own word ("ne", "gg", "x").
  let start = 0;
  const lead = (t: string) => isWhen(t) || (ICON_NOISE.test(t) && !CODE_WORD.test(t) && !/^x$/i.test(t));
  while (start < tokens.length - 1 && lead(tokens[start].text)) start++;
  tokens = tokens.slice(start);
  const last = tokens.at(-1);
  if (last && tokens.length > 1 && last.cell !== tokens.at(-2)!.cell && ICON_NOISE.test(last.text))
    tokens = tokens.slice(0, -1);
  const text = tokens.map((t) => t.text).join(' ');
  const whole = text ? readPick(text) : null;
  if (whole) return whole;
  // A letter in a cell of its own after a bet that reads without it: a pill's outline or a card's edge
  // ("Ukupno golova: 2+ | O").
  if (last && tokens.length > 2 && last.cell !== tokens.at(-2)!.cell && /^\p{L}$/u.test(last.text)) {
    const bet = betOnly(tokens.slice(0, -1));
    if (bet) return bet;
  }
  const tail = longestPick(tokens, 'end');
  // Only a bet read: a goals total with another bet's code after it is no bet known.
  const goals = goalsTotalAsPrinted(text, tail?.pick);
  if (goals) return goals.parsed.kind === 'other' ? null : goals;
  return tail && MARKET_WORDS.test(text) && !tailOfCode(tokens, tail.tokens) ? tail.pick : null;
}

/**
 * A goals total's market with its selection as printed ("Ukupno golova 0 2"): a range whose dash OCR lost is that
 * range, never a 0 read for the X of "X2"; another bet's code read after it ("Ukupno golova 2") is no selection of
 * it (a result's "2", a double chance's "X2"), and the bet stays as printed, unknown, never a guess. Null for any
 * other market.
 */
function goalsTotalAsPrinted(text: string, read?: ReadPick | null): ReadPick | null {
  const range = GOALS_TOTAL_RANGE.exec(text);
  if (range) return readPick(`${range[1]} ${(range[2] ?? range[3]).replace(/o/i, '0')}-${range[4]}`);
  const result = read?.parsed.kind === 'result' || read?.parsed.kind === 'double-chance';
  return read && result && GOALS_TOTAL.test(text) ? unknownPick(text) : null;
}

/** An app's status icon or dot OCR read as letters before a card's first word ("e Atalanta", "vy Varaždin"). */
export const ICON_NOISE = /^(?:[^\p{L}\d]+|\p{Ll}{1,2})$/u;

/**
 * A card that leads with its selection (bet365's "My bets" and the apps that copy it: "Atalanta 1,47" /
 * "Konačan ishod" / "Bologna - Atalanta" / kickoff): the words before the odds are the selection, the line
 * under them its market. Read as one bet where the vocabulary knows it ("Ukupno golova" + "Više 2,5");
 * otherwise kept as "market: selection", which readLegFields resolves against the names ("Atalanta" → 2).
 */
function selectionPick(segments: Segment[]): { pick: ReadPick; used: Set<Token>; bet: string } | null {
  const [own, next] = segments;
  const words = own.tokens.slice(0, pickEnd(own) + 1);
  const said = selectionOf(own);
  // The market line may be missing (OCR lost a card's grey market): the selection alone.
  const market = next && isMarketLine(next.line) ? next : null;
  if (!said) return null;
  const marketText = market ? market.line.text : '';
  // Whole readings only: a known tail ("… 3+ golova") must not drop the words before it ("GG ı").
  const pick =
    (market && readPick(`${marketText} ${said}`)) ||
    readPick(said) ||
    unknownPick(market ? `${marketText}: ${said}` : said);
  return { pick, used: new Set([...words, ...(market?.tokens ?? [])]), bet: `${marketText} ${said}`.trim() };
}

/** A selection card's selection: the words before its odds, an icon read as letters left out. */
export function selectionOf(own: Segment): string {
  const words = own.tokens.slice(0, pickEnd(own) + 1);
  let start = 0;
  while (start < words.length - 1 && ICON_NOISE.test(words[start].text)) start++;
  return words
    .slice(start)
    .map((t) => t.text)
    .join(' ');
}

/**
 * The last cell of a line of names, when it is a pick of its own ("Struga - Tikveš Kavadarci | 2"). With
 * `home`, the line may name one side only: a card's home team with the pick beside it, the away team and the
 * odds on the line under it ("Feralpisalò | 2" / "Lumezzane | 1,22").
 */
export function pickCell(
  segment: Segment,
  home = false,
): { tokens: Token[]; text: string; pick: ReadPick } | null {
  const { tokens } = segment;
  const last = tokens.at(-1)?.cell;
  const cell = tokens.filter((t) => t.cell === last);
  const names = tokens.filter((t) => t.cell !== last);
  const named = names.map((t) => t.text).join(' ');
  const oneSide = home && names.every((t) => t.cell === names[0].cell) && isLoneNameText(named);
  if (!names.length || !(oneSide || splitPair(named))) return null;
  const text = cell.map((t) => t.text).join(' ');
  const pick = readPick(text);
  return pick ? { tokens: cell, text, pick } : null;
}

/**
 * The kickoff nearest the names when a leg took more than one date or time: the ticket's own "placed at"
 * above the first leg ("21.01.2026 13:20:14" then "12:30"), a card's date beside its time.
 */
function lastWhen(tokens: string[]): string {
  let group: string[] = [];
  for (const t of tokens) {
    const dated = group.some(isDate);
    const timed = group.some(isTime);
    const day = group.some(isDay);
    // "20:00 16.12.2025." is one kickoff, its time first; a second date, time or weekday starts another.
    if ((isDate(t) && dated) || (isTime(t) && timed) || (isDay(t) && day)) group = [];
    group.push(t);
  }
  return group.join(' ');
}

/**
 * A market's name printed before the pick on the odds' line, its words in cells of their own ("12:30 | Dupla |
 * šansa | X2 | 2,48", the match on the line above): the bet's words, never a name's.
 */
function marketBefore(
  segments: Segment[],
  found: { pick: ReadPick; used: Set<Token> },
): { pick: ReadPick; used: Set<Token> } {
  const anchor = segments.find((s) => s.anchorAt !== undefined);
  const first = anchor ? anchor.tokens.findIndex((t) => found.used.has(t)) : -1;
  if (!anchor || first < 1) return found;
  const run = anchor.tokens.slice(0, first).filter((t) => !isWhen(t.text));
  // An icon OCR read as a letter before the market ("i | Konačni ishod | 2") is no half's numeral.
  const lead = run.findIndex((t) => !ICON_NOISE.test(t.text) && !/^[^\sI]$/u.test(t.text));
  const text = run
    .slice(Math.max(lead, 0))
    .map((t) => t.text)
    .join(' ');
  if (!run.length || !MARKET_WORDS.test(text) || /\d/.test(text) || splitPair(text)) return found;
  // Words before the pick hold a name unless the match stands on a line of its own, or they read as a bet.
  const words = (s: Segment) =>
    s.tokens
      .filter((t) => /\p{L}/u.test(t.text) || /^[-–—]$/.test(t.text))
      .map((t) => t.text)
      .join(' ');
  // A competition row ("Turska - Süper Lig") is no match; a match header's names either side of the kickoff
  // ("Twente | 12:30 | Utrecht") are.
  const others = segments.filter((s) => s !== anchor);
  const matchApart = others.some(
    (s) => (splitPair(words(s)) && !isLeagueText(words(s))) || namesAroundKickoff(s),
  );
  // The market decides what its selection means ("Prvo poluvrijeme | 1" is the first half's 1, not the match's).
  const said = `${text.replace(/:$/, '')} ${found.pick.printed}`;
  const bet = readPick(said) ?? goalsTotalAsPrinted(said, found.pick);
  // Home over away on lines of their own: their market is taken where it changes the bet.
  const stacked =
    !!bet && bet.code !== found.pick.code && others.filter((s) => isLoneNameText(words(s))).length >= 2;
  if (!matchApart && !stacked && !readPick(text.replace(/:$/, ''))) return found;
  const used = new Set([...found.used, ...run]);
  // A selection nobody knows keeps its market's words with it, for the user to see what was printed.
  const pick =
    bet ?? (found.pick.parsed.kind === 'other' ? unknownPick(`${text} ${found.pick.printed}`) : found.pick);
  return { pick, used };
}

/** A match header: a name either side of the kickoff's time ("• Twente | 12:30 | Utrecht UTR"). */
function namesAroundKickoff(segment: Segment): boolean {
  const at = segment.tokens.findIndex((t) => isTime(t.text));
  const named = (tokens: Token[]) => tokens.some((t) => /^\p{Lu}\p{Ll}{2}/u.test(t.text));
  return at > 0 && named(segment.tokens.slice(0, at)) && named(segment.tokens.slice(at + 1));
}

/** A word of a name: letters, with the dots, apostrophes and hyphens names carry. */
export const NAME_WORD = /^\p{L}[\p{L}.'’-]*$/u;

/**
 * One team's name alone, one side of a stacked match ("Feralpisalò", "Igman Konjic", "Mainz 05"): up to four
 * capitalised words of letters (a club's number among them), no pair and no league. A known name may have lost its
 * capital to OCR ("wolfsburg").
 */
export function isLoneNameText(text: string): boolean {
  const words = text.split(' ').filter(Boolean);
  return (
    words.length > 0 &&
    words.length <= 4 &&
    (/^\p{Lu}\p{L}/u.test(text) || lostItsCapital(text)) &&
    words.every((w) => NAME_WORD.test(w) || /^\d{2,4}$/.test(w)) &&
    !splitPair(text) &&
    !isLeagueText(text)
  );
}

/** The words before a segment's odds, its kickoff left out. */
const namesBeside = (anchor: Segment) =>
  anchor.tokens
    .slice(0, anchor.anchorAt)
    .filter((t) => !isWhen(t.text))
    .map((t) => t.text)
    .join(' ');

/**
 * A market with its selection ("Ukupno golova: Više 2.5", "Pobjednik meča: Alcaraz C."); a market's name alone
 * ("Pobednik meča") waits for a chip printed elsewhere.
 */
export const isBetLine = (line: TicketLine) =>
  MARKET_WORDS.test(line.text) && (betOnly(line.tokens) !== null || /\p{L}:\s*\p{L}/u.test(line.text));

/**
 * A line that only names a market ("Konačan ishod", "Ukupno golova", "BTTS & Over/Under 2.5"): no number but an
 * over/under market's line, no match.
 */
export const isMarketLine = (line: TicketLine) =>
  MARKET_WORDS.test(line.text) &&
  !/\d/.test(line.text.replace(/(?<=\b(?:over\/under|o\/u)\s*)\d+[.,]5\b/giu, '')) &&
  !splitPair(line.text);

/**
 * A card's selection beside its names ("Roma vs Lazio | NG | 1,94") under a line with its market's name, which
 * reads as a bet of its own ("Oba tima daju gol": yes). A selection of the market's kind, alone among OCR's
 * marks ("NG 9°\""), is the bet, unless the market's line names another after a colon. Anything else printed
 * there keeps the bet as printed, for the user to choose: the market's name alone would be a guess.
 */
function selectionOnCard(
  anchor: Segment,
  market: Segment,
  read: ReadPick,
): { pick: ReadPick; used: Token[] } | null {
  const run = betweenNamesAndOdds(anchor);
  const cell = run.filter(
    (t) => t.cell !== run[0].cell && !ICON_NOISE.test(t.text) && /[\p{L}\d]/u.test(t.text),
  );
  if (!cell.length) return null;
  const own = cell.flatMap((t) => readPick(t.text) ?? []);
  const labelled = /\p{L}:\s*\p{L}/u.test(market.line.text);
  if (own.length === 1 && own[0].parsed.kind === read.parsed.kind && (!labelled || own[0].code === read.code))
    return { pick: own[0], used: cell };
  return { pick: unknownPick([...market.tokens, ...cell].map((t) => t.text).join(' ')), used: cell };
}

/** The words before the anchor's odds and their label, its kickoff left out: names, and a card's market or pick. */
const betweenNamesAndOdds = (anchor: Segment) =>
  anchor.tokens.slice(0, pickEnd(anchor) + 1).filter((t) => !isWhen(t.text));

/** The index before the anchor's odds and their label ("Kvota:", "@", "k") or a dash typed before them. */
function pickEnd(anchor: Segment): number {
  let i = anchor.anchorAt! - 1;
  if (i > 0 && ODDS_LETTER.test(anchor.tokens[i].text)) i--;
  while (i >= 0 && (ODDS_LABEL.test(anchor.tokens[i].text) || /^[-–—=]$/.test(anchor.tokens[i].text))) i--;
  // A betslip's changed odds: an arrow (OCR's "ı", ticket-lines.ts) and the old odds struck through, their comma
  // lost ("Manje 185,5 | 243 ı 2,46"), stand between the pick and the new odds.
  if (i > 0 && /^[↑↓]$/u.test(anchor.tokens[i].text)) {
    i--;
    if (i > 0 && /^\d{3}$/.test(anchor.tokens[i].text)) i--;
  }
  // The arrow read as a "1" after the struck odds ("X2 | +44 1 1,36" for "X2 | 1,41 ↓ 1,36"): no home win.
  const struck = anchor.tokens[i - 1];
  if (
    i > 0 &&
    anchor.tokens[i].text === '1' &&
    /^(?:\+\d{2,3}|\d{3})$/.test(struck.text) &&
    struck.cell === anchor.tokens[i].cell
  )
    i -= 2;
  return i;
}

/**
 * Whether a pick read at the end of `tokens` is only the tail of a code whose rest is not understood ("UG 2"
 * whose "+" OCR lost), or of a bet joined to the words before it ("Yes and Over 2.5 Goals"): read alone, it would
 * be a bet the ticket never said.
 */
function tailOfCode(tokens: Token[], tail: Token[]): boolean {
  const ahead = tokens[tokens.length - tail.length - 1];
  return (
    !!ahead && ((/^\p{Lu}{1,3}$/u.test(ahead.text) && CODE_WORD.test(ahead.text)) || JOINS.test(ahead.text))
  );
}

/**
 * Where the league's words closing a run of words start ("… Prvo poluvrijeme 1 Eredivisie", "Ajax vs PSV Premier
 * liga"): up to three words of letters, the first capitalised; a country alone closes many a club's name ("Vojvodina Novi
 * Sad": SAD is the USA), so it is no league here. The run's length when none closes it.
 */
function leagueStart(words: string[]): number {
  let start = words.length;
  // Words of letters only: "GAT 1" of "… Mladost GAT 1" is a name and its pick, not a league's code ("ENG 1").
  for (let k = 1; k <= Math.min(3, words.length - 1) && /\p{L}{2}/u.test(words[words.length - k]); k++) {
    const league = words.slice(-k).join(' ');
    if (/^\p{Lu}/u.test(words[words.length - k]) && isLeagueText(league) && !COUNTRIES.test(league))
      start = words.length - k;
  }
  return start;
}

/** A match and the league's words after it in one cell ("Ajax vs PSV Eredivisie"), split; null otherwise. */
function leagueTail(text: string): { match: string; league: string } | null {
  if (isLeagueText(text)) return null;
  const words = text.split(' ');
  const at = leagueStart(words);
  const pair = at < words.length ? splitPair(words.slice(0, at).join(' ')) : null;
  // Both sides teams: "Španija - La" of "Španija - La Liga" is the league's country, not a match.
  if (!pair || pair.some((side) => isLeagueText(side) || nearCountry(side))) return null;
  return { match: words.slice(0, at).join(' '), league: words.slice(at).join(' ') };
}

/** The tokens without the kickoff and the league that close them ("… 1 13.12. 20:45 Eredivisie"). */
function withoutWhenAndLeague(tokens: Token[]): Token[] {
  let end = leagueStart(tokens.map((t) => t.text));
  // A half-time/full-time pick ("1/1") stays.
  while (end > 1 && isWhen(tokens[end - 1].text) && !isHalfTimeFullTime(tokens[end - 1].text)) end--;
  return tokens.slice(0, end);
}

/** Words that join two bets into one ("GG i 3+", "Yes and Over 2.5"). */
const JOINS = /^(?:and|i|&|\+)$/i;

/**
 * A token that is a bet's code rather than a name's word: letters and digits mixed ("ZQ7", "T1", "HEN1"), a
 * sign or a combination mark ("-1", "+1.5", "&", "2:0", "3-1"), or a market abbreviation or word of the
 * vocabulary ("UG", "ne", "više", "gemova"). Names keep their numbers ("Mainz 05", "Hannover 96", "U21").
 */
export function isCodeToken(t: string): boolean {
  if (/^u\d{2}$/i.test(t)) return false;
  return (
    CODE_WORD.test(t) ||
    /[+&:]/.test(t) ||
    /^[+-]\d/.test(t) ||
    /\d\s*[-/]\s*[\dx]/i.test(t) ||
    (/\p{L}/u.test(t) && /\d/.test(t) && !/^\d+\.$/.test(t))
  );
}

/**
 * A pick cell OCR could not read, short and with a letter in it ("Il", "OG"); a bare number there ("08",
 * "332") is as likely a kickoff or odds that OCR broke.
 */
const SHORT_PICK_CELL = /^(?=.*\p{L})(?!.*\p{L}{3})[\p{L}\d&+.,:-]{1,3}$/u;

/**
 * The run of code tokens at one end of the tokens (at most six), with at least one that is clearly a code
 * (not only a bare outcome "1"/"X"), or null. At least one token is left for the names.
 */
function codeRun(tokens: Token[], side: 'start' | 'end', whole = false): Token[] | null {
  // A pick cell OCR could not read ("BILBAO / BETIS | Il | 1.73"): its own short cell is the pick, unknown.
  const [only] = tokens;
  if (whole && tokens.length === 1 && SHORT_PICK_CELL.test(only.text)) return [only];
  const run: Token[] = [];
  const order = side === 'end' ? [...tokens].reverse() : tokens;
  for (const t of order) {
    // A kickoff ("20:45", "14.01.", blurred "21:0") is no code, however code-like its colon.
    if (run.length >= 6 || isWhen(t.text) || /^(?:[01]\d|2[0-3]):\d?$/.test(t.text)) break;
    if (!(isCodeToken(t.text) || /^[12x]$/i.test(t.text))) break;
    run.push(t);
  }
  if (!run.some((t) => isCodeToken(t.text)) || (!whole && run.length >= tokens.length)) return null;
  return side === 'end' ? run.reverse() : run;
}

/** The market a leg's "Oklada: …" / "Igra: …" line names, when one of its lines is only that. */
function marketLabelled(segments: Segment[]): string | null {
  for (const s of segments) {
    const [label, ...rest] = s.tokens.filter((_, i) => i !== s.anchorAt).map((t) => t.text);
    if (label && /^(oklada|igra|market|bet type):?$/i.test(label) && rest.length) return rest.join(' ');
  }
  return null;
}

/**
 * Under a half-time market OCR often reads the Roman numerals of "I X" / "II 2" as "1X" / "11 2"; the market
 * says which half is meant.
 */
function halfTimeNumeral(market: string, pickText: string): ReadPick | null {
  const m = /^(1|I|l|11|II|ll)\s*([12xX])$/.exec(pickText.trim());
  if (!m) return null;
  if (/prvo pol|1\. ?pol/i.test(market)) return readPick(`I ${m[2]}`);
  if (/drugo pol|2\. ?pol/i.test(market)) return readPick(`II ${m[2]}`);
  return null;
}

const distance = (s: Segment, anchor: Segment) => Math.abs(s.line.index - anchor.line.index);

/** Tokens from `from` going `step` while they stay in the cell the first one is in (at most eight). */
function sameCellRun(tokens: Token[], from: number, step: 1 | -1): Token[] {
  const first = tokens[from];
  if (!first) return [];
  const run: Token[] = [];
  for (
    let i = from;
    i >= 0 && i < tokens.length && run.length < 8 && tokens[i].cell === first.cell;
    i += step
  )
    run.push(tokens[i]);
  return step === -1 ? run.reverse() : run;
}

/** The longest run at the start or the end of the tokens that reads as a pick. */
/** A typed pick before the match's names, after a "Tip" label or none; two words of names must follow it. */
function leadingPick(tokens: Token[]): { pick: ReadPick; tokens: Token[] } | null {
  const start = PICK_LABEL.test(tokens[0]?.text ?? '') ? 1 : 0;
  for (let take = Math.min(3, tokens.length - start); take >= 1; take--) {
    const run = tokens.slice(start, start + take);
    const pick = readPick(
      run
        .map((t) => t.text)
        .join(' ')
        .replace(/:$/, ''),
    );
    const names = tokens.slice(start + take).filter((t) => /\p{L}{2}/u.test(t.text));
    if (pick && names.length >= 2) return { pick, tokens: tokens.slice(0, start + take) };
  }
  return null;
}

export function longestPick(
  tokens: Token[],
  side: 'start' | 'end',
  photo = true,
): { pick: ReadPick; tokens: Token[] } | null {
  for (let take = Math.min(8, tokens.length); take >= 1; take--) {
    const run = side === 'start' ? tokens.slice(0, take) : tokens.slice(tokens.length - take);
    const text = run.map((t) => t.text).join(' ');
    // OCR's guesses (a 0 for an X) only on a photo and within one cell: "X | 0" is a pick and a blot beside its
    // label, not X-X; a typed "2-0" is a score, never 2-X.
    const oneCell = run.every((t) => t.cell === run[0].cell);
    const pick =
      readPick(text) ?? readPick(text.replace(/\s+/g, '')) ?? (photo && oneCell ? ocrPick(text) : null);
    if (pick) return { pick, tokens: run };
  }
  return null;
}

/**
 * A pick OCR read with a 0 for the X ("0", "0 2", "1-0"): only codes of 1, 2 and X, so "UG 0-2" keeps its 0.
 */
function ocrPick(text: string): ReadPick | null {
  const t = text.trim();
  // "UG 0.2": the range's dash read as a point; "UGO-2_": its 0 read as an O, an underline after it.
  const range = /^ug\s*([\do])\s*[-.,]\s*([\do])[\W_]*$/i.exec(t);
  if (range) return readPick(`UG ${range[1].replace(/o/i, '0')}-${range[2].replace(/o/i, '0')}`);
  // "ix", "lX": the 1 of a double chance read as a letter; "11": the Roman "I 1" run together.
  if (/^[il|]x$/i.test(t)) return readPick('1X');
  // "M1465", "V 1665": an app pill's total whose decimal point OCR lost (basketball lines end in .5).
  const total = /^([mv])\s?(\d{2,3})\s?5$/i.exec(t);
  if (total) return readPick(`${total[1]} ${total[2]}.5`);
  if (/^(11|ii)$/i.test(t)) return readPick('I 1');
  // "183+": a combination's & read as an 8 ("1&3+"); no bet reads that way.
  const combo = /^([12x]|gg)8([1-6]\+)$/i.exec(t);
  if (combo) return readPick(`${combo[1]}&${combo[2]}`);
  return /^[012xX]\s?[012xX]?$|^[012xX]\s*[-/]\s*[012xX]$/.test(t) && t.includes('0')
    ? readPick(t.replace(/0/g, 'X').replace(/\s+/g, ''))
    : null;
}

/** What is left of a line once the pick, odds, labels, times and codes are set aside: its name cells. */
function nameCells(
  segment: Segment,
  used: Set<Token>,
  { kickoff, leagues, cut }: { kickoff: string[]; leagues: string[]; cut: string[] },
  photo: boolean,
): string[] {
  const cells = new Map<number, string[]>();
  // A label ends the cell it stands in: names never hold a colon. A match label drops what stood before it
  // (photo noise: "ee er pogadaj: Virtus Bologna"); a league label opening a line makes the line the league
  // ("Natjecanje: Turska - Süper Lig"), never the match.
  let cellShift = 0;
  const leagueCells = new Set<number>();
  // What follows a market's label is the market ("Igra: Match Result"), never a name.
  let market = false;
  segment.tokens.forEach((t, i) => {
    if (market) return;
    if (/\p{L}:$/u.test(t.text)) {
      market = /^(?:igra|oklada):$/i.test(t.text);
      if (MATCH_LABEL.test(t.text)) cells.delete(t.cell + cellShift);
      cellShift += 1000;
      // Only a line of its own: "ABA liga: Igokea - FMP 1 1,50" is a heading before the match.
      if (i === 0 && segment.anchorAt === undefined && LEAGUE_LABEL.test(t.text))
        leagueCells.add(t.cell + cellShift);
      return;
    }
    // A league typed after the odds is a cell of its own ("Zvezda - Partizan 1 1.85 (SuperLiga)"), never the
    // away name's; other words there may be the bet ("1.85 Zvezda daje 80+ poena"), read with the names.
    if (i === segment.anchorAt && !photo && isLeagueText(afterTheOdds(segment, i, used))) cellShift += 1000;
    if (i === segment.anchorAt || used.has(t)) return;
    // "Kombinacija 5/5", "Sistem 3/4": the ticket's system, not a date.
    const system = /^(?:kombinacij\p{L}*|sistem|sustav)$/iu.test(segment.tokens[i - 1]?.text ?? '');
    if (isWhen(t.text) && !(system && /^\d{1,2}\/\d{1,2}$/.test(t.text))) return void kickoff.push(t.text);
    // A column's heading is no name's word, unless a known club begins with it ("RB Leipzig", not "Rb." the row).
    const clubWord = () => !!lookupName(`${t.text} ${segment.tokens[i + 1]?.text ?? ''}`);
    if (
      isCode(t.text, i) ||
      LABEL.test(t.text) ||
      ODDS_LABEL.test(t.text) ||
      (isColumnWord(t.text) && !clubWord())
    )
      return;
    if (SPORT_CODE.test(t.text)) return;
    // A market's code alone on its line ("KI" over the next card's "x") or beside only the kickoff in its cell
    // ("20:00 04.12. KI | 2 | 2.10") is no name.
    const onlyWhen = segment.tokens.every((x) => x === t || x.cell !== t.cell || isWhen(x.text));
    if (photo && onlyWhen && isCodeToken(t.text)) return;
    // A letter or two closing a cell after its date is the kickoff's time misread ("10.12.2025. OU"), no name.
    const [before, after] = [segment.tokens[i - 1], segment.tokens[i + 1]];
    const misreadTime =
      before?.cell === t.cell &&
      isDate(before.text) &&
      after?.cell !== t.cell &&
      /^\p{L}{1,2}$/u.test(t.text);
    if (photo && misreadTime && !lookupName(t.text)) return;
    // A row number: a bare number opening a line of more ("1 08.11. 13:30 Srbija - Superliga …").
    if (i === 0 && /^\d{1,2}$/.test(t.text) && segment.tokens.length > 2) return;
    const key = t.cell + cellShift;
    // A photo's status icon after the odds, read as a letter or two in a cell of its own ("1.37 | x | FJ").
    const icon = photo && segment.anchorAt !== undefined && i > segment.anchorAt && STATUS_MARK.test(t.text);
    if (icon && segment.tokens.every((x) => x === t || x.cell !== t.cell)) return;
    cells.set(key, [...(cells.get(key) ?? []), t.text]);
  });
  for (const key of leagueCells) {
    const words = cells.get(key);
    if (words) leagues.push(words.join(' '));
    cells.delete(key);
  }
  return (
    [...cells.values()]
      .map((words) => cutMarket(words.join(' '), cut))
      .map(cleanName)
      // Typed text has no photo noise, and people type short names in lower case ("psg", "A - B"). An e-mail
      // or web address (a confirmation's sender) is no name.
      .filter((c) => /\p{L}/u.test(c) && !ADDRESS.test(c) && (!photo || looksLikeName(c)))
  );
}

/** A typed line's words after its odds that no pick took. */
const afterTheOdds = (segment: Segment, anchor: number, used: Set<Token>) =>
  segment.tokens
    .slice(anchor + 1)
    .filter((t) => !used.has(t))
    .map((t) => t.text)
    .join(' ');

const ADDRESS = /\S@\S|\bwww\.|\.(?:com|net|org|rs|hr|ba|me)\b/i;

/**
 * Photo noise ("ee 0 ee ees", "ae") is short lower-case letters; a name has a word of four letters or more, a
 * capitalised word of three ("Ajax", "Gil") or an acronym ("PSG", "FMP").
 */
const looksLikeName = (c: string) =>
  c
    .split(/[\s-]+/)
    .some((w) => /^\p{L}{4,}/u.test(w) || /^\p{Lu}\p{L}{2}/u.test(w) || /^\p{Lu}{2,}$/u.test(w));

/**
 * "Partizan - Zvezda Konačan ishod" → "Partizan - Zvezda": a market's words end the names, from a code
 * before them ("Partizan 3+ golova zvezda"); what was cut goes to `cut`.
 */
function cutMarket(text: string, cut: string[]): string {
  let at = text.search(MARKET_WORDS);
  if (at < 0) return text;
  const code = /(\S+)\s+$/.exec(text.slice(0, at));
  if (code && isCodeToken(code[1])) at = code.index;
  cut.push(text.slice(at).trim());
  return text.slice(0, at);
}

const cleanName = (s: string) =>
  s
    .replace(TRAILING_SPORT, '')
    // A hyphen ending a word stays: the rest of the name is on the next line ("PARIS SAINT-" / "GERMAIN").
    .replace(
      /^[^\p{L}\d]+|(?<!\p{L})[^\p{L}\d.)]+$|(?<=\p{L})(?:[^\p{L}\d.)-]|-[^\p{L}\d.)]|--)[^\p{L}\d.)]*$/gu,
      '',
    )
    // Photo noise after a name: short lower-case fragments ("Zalgiris ae"); chat words ("hajduk pozz"); a
    // printed result ("Real Madrid 103:101"). Before one: a lower-case fragment of a code column ("ware
    // Zalgiris"), not a name's particle ("de Graafschap", "van").
    .replace(/(\s+\p{Ll}{1,2})+$/u, '')
    .replace(/\s+\d{1,3}:\d{1,3}$/u, '')
    // A dot of noise after a name ("ASVEL ."), never an initial's ("Fatić N.").
    .replace(/\s+\.$/u, '')
    .replace(/^(?!(?:de|da|di|do|van|von|la|le|el|al|den|der)\s)\p{Ll}{1,4}\s+(?=\p{Lu})/u, '')
    // A shop's initial whose B OCR read as an 8 ("8. LEVERKUSEN"); an icon OCR read as a digit and a sign
    // before a name ("0° Feyenoord"), never the "1." of "1. FC Köln".
    .replace(/^8\.\s?(?=\p{Lu}{2})/u, 'B. ')
    .replace(/^(?!\d\.)\d?[\p{S}\p{P}]{1,2}\s+(?=\p{Lu})/u, '')
    .replace(TRAILING_CHAT, '')
    .replace(/^(.{3,}?)\s+(\p{Lu}{2,4})$/u, withoutTrailingInitials)
    // A player's initial OCR ran into the surname ("PoličakM." for "Poličak M.").
    .replace(/(?<=\p{Ll}{2})(\p{Lu}\.)$/u, ' $1')
    .replace(/\s+/g, ' ')
    .trim()
    // A shop's match code before the home team ("1,85 2134 Arsenal - Chelsea 1"), with its sport's letter
    // ("F 75961 Barrow"); a club's founding year stays ("1860 München").
    // Or after its label, with the match's date ("ŠIF 6896 26.01 Vrijednosnice").
    .replace(
      /^(?:(?:[FKTR]|[ŠS]IF(?:RA)?\.?:?)\s+)?#?(?!18\d\d\s)\d{3,6}\s+(?:\d{1,2}\.\d{2}\.?\s+)?(?=\p{L})/iu,
      '',
    );

/**
 * A crest's initials OCR read after the name they stand for ("Utrecht UTR", "Union Berlin UB", "Krka KRK"): its
 * letters in order, the first the name's own. Capitals of a name's own ("Budućnost VOLI", "Paris SG") stay.
 */
function withoutTrailingInitials(whole: string, name: string, initials: string): string {
  return standsFor(initials, name) ? name : whole;
}

/** Whether a crest's initials stand for the name: its letters in order, the first the name's own. */
function standsFor(initials: string, name: string): boolean {
  const letters = lightFold(name).replace(/[^\p{L}]/gu, '');
  const marks = lightFold(initials);
  if (letters[0] !== marks[0] || letters.length <= marks.length + 2) return false;
  let at = 0;
  for (const m of marks) {
    at = letters.indexOf(m, at) + 1;
    if (!at) return false;
  }
  return true;
}

/**
 * A crest's initials read as a cell of their own on the line beside the name they stand for ("CE" under "Celtic
 * vs Rangers"): no name, and no wrapped part of the away team's.
 */
const withoutCrests = (candidates: Candidate[]) =>
  candidates.filter(
    (c) =>
      !/^\p{Lu}{2,3}$/u.test(c.text) ||
      !candidates.some((o) => o !== c && Math.abs(o.line - c.line) === 1 && standsFor(c.text, o.text)),
  );

const SEPARATORS = [
  /\s+(?:vs\.?|v\.?|x|protiv|proti|against|—|–|-|:|\/|·)\s+/i,
  /(?<=\p{L})\s*[–—]\s*(?=\p{L})/u,
  // A dash that lost one of its spaces ("Lens -Lille", "Lens- Lille", "Dodig M.- Poljičak M."), before a capital.
  /(?<=\p{L}|\p{Lu}\.)(?:\s+-|-\s+)(?=\p{Lu})/u,
];

const GLUED_HYPHEN = /(?<=[\p{L}\d.]{2})-(?=\p{L}[\p{L}.]|8\.\s?\p{Lu}{2})/u;

/** "Home - Away" by any separator people use; a bare hyphen between words only as a last resort. */
export function splitPair(text: string, { glued = true } = {}): [string, string] | null {
  for (const sep of glued ? [...SEPARATORS, GLUED_HYPHEN] : SEPARATORS) {
    const parts = text.split(new RegExp(sep.source, sep.flags + 'g'));
    if (parts.length < 2) continue;
    // "Saint-Germain": a hyphen inside a known name is the name's own.
    if (sep === GLUED_HYPHEN && parts.length === 2 && lookupName(text)) return null;
    // "Srbija - Superliga - Partizan - Zvezda": leading parts that are a league or country are the league.
    const teams = parts.filter((p) => p.trim());
    while (teams.length > 2 && isLeagueText(teams[0])) teams.shift();
    if (teams.length !== 2 || teams.some(leagueOnly)) continue;
    const [home, away] = teams.map(cleanName);
    if (/\p{L}/u.test(home) && /\p{L}/u.test(away)) return [home, away];
  }
  return null;
}

/**
 * The leg's fields from its segments (the anchor's line part first-class, lines above and below as read), or
 * null when no pick or no team can be found. `oddsFirst`: the slip's header puts the odds column before the
 * pick column.
 */
export function readLegFields(
  segments: Segment[],
  {
    oddsFirst = false,
    pickOptional = false,
    photo = false,
    picks = 'unknown' as PickReach,
    selectionFirst = false,
    marketFooters = false,
  } = {},
): LegFields | null {
  const selected = selectionFirst ? selectionPick(segments) : null;
  let found: { pick: ReadPick | null; used: Set<Token> } | null =
    selected ??
    findPick(segments, oddsFirst, picks, photo, marketFooters) ??
    (pickOptional ? { pick: null, used: new Set<Token>() } : null);
  if (!found) return null;
  if (pickOptional && found.pick) found = wholeBet(segments, found) ?? found;
  if (photo && found.pick) found = marketBefore(segments, { pick: found.pick, used: found.used });
  const kickoff: string[] = [];
  const leagues: string[] = [];
  /** Market words cut from the end of a names' cell ("… 3+ golova zvezda"). */
  const cut: string[] = [];
  const candidates: Candidate[] = [];
  for (const s of segments) {
    const before = kickoff.length;
    const cells = nameCells(s, found.used, { kickoff, leagues, cut }, photo);
    for (const cell of cells) {
      // "Ajax vs PSV Eredivisie": a league printed after the match in its cell is the league, not the away name.
      const tail = leagueTail(cell);
      if (tail) leagues.push(tail.league);
      const text = tail?.match ?? cell;
      // "Barcelona ili" of "Dupla šansa: Barcelona ili neriješeno": a selection cut at its pick, not a name.
      if (/(?:^|\s)(?:ili|or)$/iu.test(text) && !splitPair(text)) continue;
      // A leading league in a cell ("Superliga Partizan - Vojvodina"): the pair split decides below. Beside a
      // selection card's kickoff stands its league ("20:00 · Hrvatska - SuperSport HNL"), never the match.
      const timed = kickoff.length > before;
      if (isLeagueText(text) || (selected && timed)) leagues.push(text);
      else candidates.push({ text, line: s.line.index, cells: cells.length, timed });
    }
  }
  // "Zvezda pobeda 1.25", "Partizan win": one club and the word that it wins.
  const [only] = candidates;
  if (
    pickOptional &&
    !found.pick &&
    candidates.length === 1 &&
    WINNER_AFTER.test(only.text) &&
    !splitPair(only.text)
  ) {
    candidates[0] = { ...only, text: only.text.replace(WINNER_AFTER, '') };
    found.pick = readPick('1');
  }
  // A typed line of one club, its pick and odds ("Inter 1x 1.30"): the leg is kept, its opponent asked for.
  const lone =
    pickOptional &&
    found.pick &&
    segments.length === 1 &&
    segments[0].anchorAt !== undefined &&
    candidates.length === 1;
  const teams =
    pickTeams(candidates, leagues, {
      anchorLine: segments.find((s) => s.anchorAt !== undefined)?.line.index,
      photo,
    }) ??
    (lone && looksLikeName(candidates[0].text) ? { home: candidates[0].text, away: '', sure: false } : null);
  // A name read twice (an e-mail's sender over its header) is no match.
  if (!teams || (teams.away && lightFold(teams.home) === lightFold(teams.away))) return null;
  // A selection card's bet is its market and selection: its match line names both teams.
  const context = selected?.bet ?? segments.map((s) => s.line.text).join(' ');
  // No pick code, but the winner named ("Alcaraz - Sinner, pobeđuje Alcaraz", "Sinner wins"): 1 or 2.
  if (!found.pick) {
    const named = namedWinner(teams, candidates, context);
    if (named) {
      if (named.home !== undefined) teams.home = named.home;
      if (named.away !== undefined) teams.away = named.away;
      // A typed line says a period in words after the names; a photo's lines may hold a live badge's ("2. set").
      found.pick = pickOptional ? winnerPick(named.side, context, teams.away) : readPick(named.side);
    }
  }
  // Typed words left after the away name ("Mainz win either half 2.40"): a bet the vocabulary does not
  // know, kept as typed for the user to choose, never the default home win.
  if (!found.pick && pickOptional) {
    const typed = afterName(teams.away, context);
    if (typed) teams.away = typed.name;
    if (typed?.league) leagues.push(typed.league);
    if (typed?.bet) found.pick = unknownPick(typed.bet);
  }
  // "Konačan ishod: Arsenal": a selection that names a team is its outcome, not an unknown bet; in its
  // market's period ("Drugo poluvreme: Renate" is II 2).
  if (found.pick?.parsed.kind === 'other') {
    const { market, said } = marketAndSelection(found.pick.parsed.text, teams.home, teams.away);
    const named = namedSelection(said, teams.home, teams.away);
    const inPeriod = market && named ? readPick(`${market} ${named.code}`) : null;
    const sameBet = inPeriod && ['result', 'double-chance'].includes(inPeriod.parsed.kind);
    if (named) found.pick = sameBet ? inPeriod : named;
    // "Chelsea dobija prvo poluvreme": the period's result, the side named.
    else found.pick = namedPeriodResult(said, teams.home, teams.away) ?? found.pick;
  }
  // "Inter or Draw", "Barcelona ili neriješeno": a double chance, though "Draw" alone reads as X.
  if (!found.pick || found.pick.parsed.kind === 'result') {
    // "Juventus Inter" of "Inter - Juventus Inter or draw": the home team named again is the selection's.
    const away = withoutNamedAgain(withoutSelection(teams.away, teams.home), teams.home);
    const dc = namedDoubleChance(context, teams.home, away);
    if (dc) [found.pick, teams.away] = [readPick(dc), away];
  }
  // "Partizan -5.5", "prvi set Rublev": a handicap or a period's winner given by naming the team.
  // "Bayern - Dortmund Bayern Over 1.5 goals": a team's own total.
  if (!found.pick || ['result', 'other', 'total-goals'].includes(found.pick.parsed.kind)) {
    const away = withoutNamedAgain(teams.away, teams.home);
    const named = namedSidePick(context, teams.home, away);
    if (named) {
      const at = away.toLowerCase().lastIndexOf(named.said.toLowerCase());
      // A handicap right after the match ("Vardar - Rabotnički hendikep -1") names the away team only by where
      // it stands; many write the home team's line so: the user chooses, both readings offered.
      const { parsed } = named.pick;
      const byPlace = at <= 0 && away === teams.away && parsed.kind === 'handicap' && parsed.team === 'away';
      found.pick = byPlace
        ? { ...named.pick, ambiguous: true, alternatives: [{ ...parsed, team: 'home' }] }
        : named.pick;
      teams.away = at > 0 ? away.slice(0, at).trim().replace(PERIOD_NAMES_END, '') : away;
    }
  }
  // Bet words still after the away name once a pick was read ("Arsenal Man City to win and" of "… Man City to
  // win and BTTS"): the pick is part of a bet not read whole; the user checks it.
  let leftover = false;
  if (found.pick && pickOptional) {
    const typed = afterName(teams.away, context);
    if (typed?.bet) [teams.away, leftover] = [withoutNamedAgain(typed.name, teams.home), true];
  }
  // Market words the names' cell ended in before a typed pick ("Napoli v Roma prvo poluvreme - X", "… hendikep
  // 0:1 - 1"): the pick is that market's. Read together when the vocabulary can; otherwise the pick alone would
  // be another bet than the one typed, and the user is asked.
  const market = cut.filter(Boolean).join(' ');
  const inFullTime = (p: ReadPick) => !('period' in p.parsed) || !p.parsed.period || p.parsed.period === 'FT';
  // Only a pick typed as a short code or selection ("X", "1", "da"), not one read from words that name the bet.
  const shortPick = found.used.size > 0 && found.used.size <= 2;
  if (found.pick && pickOptional && market && shortPick && inFullTime(found.pick)) {
    const inMarket = readPick(`${market} ${found.pick.printed ?? found.pick.code}`);
    if (inMarket) found.pick = inMarket;
    else leftover = true;
  }
  // Market words the names' cell ended in, and no pick known or named: the bet, as typed, for the user.
  if (!found.pick && pickOptional && cut.some(Boolean))
    found.pick = unknownPick(cut.filter(Boolean).join(' '));
  // The pick as printed, without its label or the odds' ("Tip: 11 · Kvota").
  const pickText = [...found.used]
    .filter((t) => !ODDS_LABEL.test(t.text))
    .map((t) => t.text)
    .join(' ')
    .replace(/^.*(tip|igra|oklada|bet|pick):\s*/i, '')
    .trim();
  let pick = (found.pick && halfTimeNumeral(context, pickText)) ?? found.pick;
  // A photo's "11": the review offers the half-time "I 1" it may have been beside the half-time/full-time. A
  // photo's "02" is a bookmaker's X2 or a goal range "0-2" whose dash OCR lost: the review offers the range.
  const doubled = photo && pick ? /^(?:11|22|xx)$/i.exec(pickText) : null;
  const dashLost = photo && pick ? /^0([1-6])$/.exec(pickText) : null;
  const other = (doubled && readPick(`I ${pickText[1]}`)) || (dashLost && readPick(`0-${dashLost[1]}`));
  if (pick && other)
    pick = { ...pick, alternatives: [other.parsed], ...(dashLost ? { ambiguous: true } : {}) };
  return {
    home: presentName(photo ? withoutLeadingNoise(teams.home) : teams.home),
    away: presentName(photo ? withoutLeadingNoise(teams.away) : teams.away),
    pick,
    league: leagues.length ? leagues.join(' · ') : undefined,
    kickoff: kickoff.length ? lastWhen(kickoff) : undefined,
    // "IX" is the double chance 1X as read (the far commoner bet) or a half-time "I X" without its space;
    // "1 1" is a half-time/full-time as read, or a half-time "I 1" whose numeral OCR took for a 1; "M1465"
    // lost its decimal point; on a photo "11" is as often the half-time "I 1" run together.
    unsure: [
      ...(teams.sure ? [] : ['teams' as const]),
      ...(/^[il|]x$|^[12x](?:\s+[12x])+$|^[mv]\s?\d{2,3}\s?5$/i.test(pickText) || doubled || leftover
        ? ['pick' as const]
        : []),
    ],
    pickTokens: [...found.used],
  };
}

/**
 * Typed: bet words beside the pick that it left out ("Leverkusen - Stuttgart: 2+ golova domacin 1.90" read as
 * "domacin", a home win): the pick is read from all of them, or kept as typed for the user to choose; never
 * a part of the bet priced as the whole.
 */
function wholeBet(
  segments: Segment[],
  found: { pick: ReadPick | null; used: Set<Token> },
): { pick: ReadPick; used: Set<Token> } | null {
  const s = segments.find((x) => x.tokens.some((t) => found.used.has(t)));
  if (!s) return null;
  const at = s.tokens.map((t, i) => (found.used.has(t) ? i : -1)).filter((i) => i >= 0);
  let [from, to] = [Math.min(...at), Math.max(...at)];
  const betWord = (i: number, left: boolean) => {
    const t = s.tokens[i].text;
    if (i === s.anchorAt || s.tokens[i].cell !== s.tokens[from].cell || isWhen(t) || ODDS_LABEL.test(t))
      return false;
    if (t.startsWith('@') || !/[\p{L}\d]/u.test(t)) return false;
    // Leftwards a name may end in letters and digits ("B36", "Jong Ajax U21"): only a bet's own marks.
    const bet = left ? CODE_WORD.test(t) || /[+&]/.test(t) || /^\d$/.test(t) : isCodeToken(t);
    return bet || UNIT.test(t) || /^[12x]$/i.test(t);
  };
  while (from > 0 && betWord(from - 1, true)) from--;
  while (to < s.tokens.length - 1 && betWord(to + 1, false)) to++;
  const span = s.tokens.slice(from, to + 1);
  if (span.length === found.used.size) return null;
  const text = span.map((t) => t.text).join(' ');
  return { pick: readPick(text) ?? unknownPick(text), used: new Set(span) };
}

/**
 * A name followed by words that are no part of it: after a name the gazetteer knows, a league ("Chelsea
 * Premier liga"); after any name, a bet from its first bet word, as the line has it ("Mainz both to score no").
 */
function afterName(name: string, context: string): { name: string; league?: string; bet?: string } | null {
  const words = name.split(' ');
  if (words.length < 2 || lookupName(name)) return null;
  // The line's own words from the bet's first to the odds: cleaning the name dropped short ones ("… no").
  const asTyped = (rest: string) => {
    const at = context.toLowerCase().indexOf(rest.toLowerCase());
    return at < 0
      ? rest
      : context
          .slice(at)
          .replace(/\s+@?\d+[.,]\d.*$/u, '')
          .trim();
  };
  for (let cut = words.length - 1; cut >= 1; cut--) {
    const known = words.slice(0, cut).join(' ');
    const rest = words.slice(cut).join(' ');
    if (lookupName(known) && isLeagueText(rest)) return { name: known, league: rest };
  }
  // Only a bet's word starts a bet: a place after a known club is its name ("Železničar Pančevo", "Arsenal Tivat").
  const hint = words.findIndex(
    (w, i) => i > 0 && (BET_HINT_WORDS.has(w.toLowerCase()) || (isCodeToken(w) && !/^\d+$/.test(w))),
  );
  // A number before the bet's word is the bet's ("Crvena zvezda 2 gola i više").
  let from = hint > 1 && /^\d$/.test(words[hint - 1]) ? hint - 1 : hint;
  // Lower-case words after a known club whose name is written capitalised ("Sparta neresno", "Fritz tie-break
  // da"): a bet misspelt or unknown, not a place ("Arsenal Tivat").
  if (from < 0 && /^\p{Lu}/u.test(name))
    for (let cut = words.length - 1; cut >= 1 && from < 0; cut--)
      if (
        lookupName(words.slice(0, cut).join(' ')) &&
        words.slice(cut).every((w) => /^\p{Ll}+(?:-\p{Ll}+)*$/u.test(w))
      )
        from = cut;
  return from > 0
    ? { name: words.slice(0, from).join(' '), bet: asTyped(words.slice(from).join(' ')) }
    : null;
}

/**
 * A bet's market and the selection after it: split at the colon ("Konačan ishod: Arsenal"), or after the words
 * of a market the vocabulary reads before an outcome, when a team's name follows ("Half Time Result Sarajevo").
 */
function marketAndSelection(text: string, home: string, away: string): { market: string; said: string } {
  const colon = /^(.*):\s*(.*)$/s.exec(text);
  if (colon) return { market: colon[1], said: colon[2] };
  const words = text.split(/\s+/);
  for (let k = 1; k <= Math.min(4, words.length - 1); k++) {
    const [market, said] = [words.slice(0, k).join(' '), words.slice(k).join(' ')];
    // Only a team's name: a bare "X" after a period's word is the period's draw already ("1 pol X").
    if (readPick(`${market} 1`) && /^[12]$/.test(namedSelection(said, home, away)?.code ?? ''))
      return { market, said };
  }
  return { market: '', said: text };
}

/** What may be a name: a cell's text, its line, how many cells that line has, whether it had a kickoff. */
interface Candidate {
  text: string;
  line: number;
  cells: number;
  timed: boolean;
}

/**
 * The two names: one candidate with a separator, two cells of one line (a table's columns), the two
 * candidates nearest the odds (home over away on separate lines), or one candidate split by the gazetteer.
 */
function pickTeams(
  candidates: Candidate[],
  leagues: string[],
  { anchorLine, photo = false }: { anchorLine?: number; photo?: boolean } = {},
): { home: string; away: string; sure: boolean } | null {
  candidates = joinWrapped(withoutCrests(candidates));
  // A word OCR made of a market's print ("in aie earbinion 0-2"), in lower case and no club's name, is no side
  // of the match when two other names are there (a card's home over away). A capitalised word keeps it a name
  // whose first letter OCR lowered ("jezero Plav").
  const garbled = (c: Candidate) =>
    /^\p{Ll}/u.test(c.text) &&
    !/\s\p{Lu}\p{Ll}{2}/u.test(c.text) &&
    !splitPair(c.text) &&
    !lookupName(c.text);
  if (candidates.filter((c) => !garbled(c)).length >= 2) candidates = candidates.filter((c) => !garbled(c));
  const columns = wrappedColumns(candidates, anchorLine);
  if (columns) return columns;
  // Two name lines nearest the odds (an app card's home over away) win over a dashed line above them (the
  // card's "Country - League" heading).
  const lastTwo = candidates.slice(-2);
  const cardNames =
    lastTwo.length === 2 &&
    lastTwo[0].line !== lastTwo[1].line &&
    lastTwo.every((c) => !c.timed && !splitPair(c.text, { glued: false })) &&
    // The home line may be a hyphened name ("ROT-WEISS ESSEN" over "VIKTORIA KÖLN"); a hyphened line nearest
    // the odds is a slip's match ("CIBALIA-JARUN" under its match code).
    !splitPair(lastTwo[1].text);
  // The pair nearest the odds: on their line, then above them (where slips print names), then under them.
  const near = (c: Candidate) =>
    anchorLine === undefined ? 0 : Math.abs(c.line - anchorLine) * 2 + +(c.line > anchorLine);
  const byNearness = [...candidates].reverse().sort((x, y) => near(x) - near(y));
  // A table row's home beside its odds and the away name on the next line: those two, never a pair read from
  // lines farther off (the ticket's garbled summary under its last row).
  const [n1, n2] = byNearness;
  const aside = (c: Candidate) => anchorLine !== undefined && Math.abs(c.line - anchorLine) <= 1;
  const rowNames =
    photo && !!n2 && n1.line !== n2.line && [n1, n2].every((c) => aside(c) && !splitPair(c.text));
  for (const c of cardNames ? [] : byNearness) {
    if (rowNames && !aside(c)) break;
    const pair = splitPair(c.text);
    if (!pair) continue;
    // "Premijer liga Arsenal - Chelsea": league words before the home team belong to the league.
    const [home, away] = pair;
    const lead = leadingLeague(home);
    if (lead?.league) leagues.push(lead.league);
    // On a photo, one capitalised word hyphened to another, neither a club the gazetteer knows ("Saint-Germain",
    // the tail of a name wrapped from the line above; a shop's capitals "CIBALIA-JARUN" are its match): not sure.
    const glued =
      photo &&
      /^(?:[\d\p{P}\p{S}]+\s+)?\p{Lu}\p{Ll}+-\p{Lu}\p{Ll}+$/u.test(c.text) &&
      !lookupName(home) &&
      !lookupName(away);
    return { home: lead ? lead.rest : home, away, sure: !glued };
  }
  if (rowNames) {
    const [a, b] = n1.line < n2.line ? [n1, n2] : [n2, n1];
    return { home: a.text, away: b.text, sure: true };
  }
  if (candidates.length >= 2) {
    const [a, b] = candidates.slice(-2);
    return { home: a.text, away: b.text, sure: a.line !== b.line || a.cells >= 2 };
  }
  if (candidates.length === 1) {
    const split = splitKnownPair(candidates[0].text);
    if (split)
      return { home: split[0], away: split[1], sure: !!(lookupName(split[0]) && lookupName(split[1])) };
  }
  return null;
}

/**
 * A match printed in two columns whose long names wrapped, home left and away right, the kickoff between them on
 * the first line: "Jelena | 12:30 | Aryna" over "Ostapenko | Sabalenka". Sure when the gazetteer knows a name.
 */
function wrappedColumns(
  candidates: Candidate[],
  anchorLine: number | undefined,
): { home: string; away: string; sure: boolean } | null {
  const [a, b, c, d] = candidates.slice(-4);
  if (!d || a.line !== b.line || c.line !== d.line || c.line !== a.line + 1) return null;
  const onLine = (line: number) => candidates.filter((x) => x.line === line).length;
  if (onLine(a.line) !== 2 || onLine(c.line) !== 2 || c.timed) return null;
  if ([a, b, c, d].some((x) => x.line === anchorLine || splitPair(x.text) || !/^\p{Lu}/u.test(x.text)))
    return null;
  const [home, away] = [`${a.text} ${c.text}`, `${b.text} ${d.text}`];
  return { home, away, sure: !!(lookupName(home) || lookupName(away)) };
}

/**
 * A "Home - Away" line that narrow paper or a long name broke in two: a dash or a hyphenated word left at
 * the end of the first ("PARIS SAINT-" / "GERMAIN - LYON"), or one or two words of a name moved onto their
 * own line above or below ("Borussia Mönchengladbach - Bayern" / "München").
 */
function joinWrapped(candidates: Candidate[]) {
  const out = [...candidates];
  for (let i = 0; i + 1 < out.length; i++) {
    const [a, b] = [out[i], out[i + 1]];
    // A line with a kickoff on it is a leg's heading (league and time), never half of a name.
    if (b.line !== a.line + 1 || a.timed) continue;
    let joined: string | null = null;
    if (/\p{L}-$/u.test(a.text)) joined = `${a.text}${b.text}`;
    else if (
      /\s[-–]$/.test(a.text) ||
      // Not a hyphened name over the away team's line ("ROT-WEISS ESSEN" / "VIKTORIA KÖLN").
      (isFragment(b.text) && splitPair(a.text, { glued: false })) ||
      (isFragment(a.text) && splitPair(b.text))
    )
      joined = `${a.text} ${b.text}`;
    // "Strasbourg - Paris" / "Saint-Germain": the away name runs on, as the gazetteer knows it whole.
    const pair = joined ? null : splitPair(a.text);
    const rest = b.text.replace(/^[\d\p{P}\p{S}]+\s+/u, '');
    if (pair && !/\s/.test(rest) && lookupName(`${pair[1]} ${rest}`)) joined = `${a.text} ${rest}`;
    if (joined && splitPair(joined)) out.splice(i, 2, { ...b, text: joined });
  }
  return out;
}

const isFragment = (text: string) => !/[\d:]/.test(text) && text.split(' ').length <= 2 && !splitPair(text);

/** "Superliga Partizan" → league "Superliga", home "Partizan"; null when no league word leads. */
function leadingLeague(text: string): { league: string; rest: string } | null {
  // A shop's sport and league abbreviations and the event's code before the home team ("KOS HRV PL 788
  // Dubrovnik"): the code ends them. A year is a club's ("TSG 1899 Hoffenheim").
  const coded = /^((?:[\p{Lu}\d]{1,6}\s+){0,4})(?!1[89]\d\d|20\d\d)\d{3,5}\s+(?=\p{Lu})/u.exec(text);
  if (coded) return { league: coded[1].trim(), rest: text.slice(coded[0].length) };
  const words = text.split(' ');
  let cut = 0;
  while (cut < words.length - 1 && isLeagueText(words.slice(0, cut + 1).join(' '))) cut++;
  if (!cut) return null;
  return { league: words.slice(0, cut).join(' '), rest: words.slice(cut).join(' ') };
}
