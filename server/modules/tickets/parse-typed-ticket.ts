import { AppError } from '../../lib/app-error';
import { lookupName } from './gazetteer';
import { readLegFields, splitPair, type Segment } from './leg-fields';
import { selectionCode } from './named-bets';
import { readPick } from './picks';
import { inferSport } from './sport';
import { bookmakerOf, forSport, pickFields, readAnchoredLegs, toLeg } from './structure-ticket-text';
import { splitGluedFields, toLines, type TicketLine } from './ticket-lines';
import type { Leg, TicketStructure } from './types';
import {
  BEATS_WORDS,
  DAY_WORD,
  GROUP_PICK_LEAD,
  JUNK_LINE as JUNK,
  SELECTION_MARKETS,
} from './vocabulary/words';

const DEFAULT_ODDS = 2;

/**
 * Marks people type glued to their neighbours set apart ("Čukarički-Radnički:2@2,40" → "Čukarički-Radnički : 2 @
 * 2,40"): a colon between a name and a pick, an "@" before odds, and the rest below. A label's colon ("k:1.05"),
 * a time or a score ("20:45", "2:1") stay.
 */
const unglue = (text: string) =>
  listNumbers(text.split('\n').map(splitGluedFields))
    .join('\n')
    // A list's number ("2.", "2)", "2️⃣") is not a pick: "2. Partizan - Vojvodina 1.50" has none ("1. FC Köln" is a name).
    .replace(/^([ \t]*)(?:\d{1,2}[.)]|\d\uFE0F?\u20E3)[ \t]*(?!FC\b)(?=\p{L})/gmu, '$1')
    .replace(/(?<=\p{L}{3}):(?=(?:1x|x2|12|gg|ng|[12x])(?![\p{L}\d.,]))/giu, ' : ')
    .replace(/(?<=\S)@(?=\s*\d)/g, ' @ ')
    // Arrows between the fields ("=> 1 => 1.50", "moj tiket -> Zvezda - Partizan"): a field break. A short odds label without its colon ("k1.50", "k 1.50"), and
    // odds after a pick and a dash or a slash ("1-1.50", "1/1.50", not a date).
    .replace(/\s*(?:=>|->|→|➡️?)\s*/gu, ' | ')
    // Bars and long dashes typed with no space around them ("Monaco-Lille|2|2.45", "Benfica—Porto—GG—1.75").
    .replace(/(?<=\S)\|(?=\S)/gu, ' | ')
    .replace(/(?<=[\p{L}\d+])—(?=[\p{L}\d])/gu, ' - ')
    .replace(/(?<![\p{L}\d])(k|kv|kvota|odds)\s*(?=\d+[.,]\d)/giu, '$1: ')
    .replace(/(?<=\s(?:1x|x2|12|[12x]))[-/](?=\d+[.,]\d\d?(?!\d))/giu, ' ')
    // "sutra u 21": the hour after a day is its kickoff ("u21"), not part of the home team's name.
    .replace(/(\S+)\s+u\s+(?=\d{1,2}(?::\d{2}|h)?(?:\s|$))/giu, (m, day: string) =>
      DAY_WORD.test(day) ? `${day} u` : m,
    )
    // A comma closing the odds in a sentence ("tečaj 1,75, oklada 1").
    .replace(/(?<=\d[.,]\d\d?),(?=\s|$)/gmu, '')
    .split('\n')
    .map(namedSelection)
    .map(slashedPair)
    .map(beatsPair)
    .map(dashedFields)
    .join('\n');

/**
 * "1 Partizan - Vojvodina" / "2 Roma - Lazio" / "3 …": matches that open with 1, 2, 3 in turn are a numbered list,
 * not picks 1 and 2 (a guess nobody could see); they get the list's dot, and a pick must be typed elsewhere.
 */
function listNumbers(lines: string[]): string[] {
  const lead = (l: string) => /^\s*(\d{1,2})\s+(?=\p{L})/u.exec(l);
  const matches = lines.flatMap((l, i) => (/\p{L}{2}.*\s(?:[-–—]|vs\.?|v)\s+\p{L}/iu.test(l) ? [i] : []));
  const numbered = matches.filter((i) => lead(lines[i]));
  if (numbered.length < 2) return lines;
  const first = matches.indexOf(numbered[0]);
  const run = matches.slice(first, matches.indexOf(numbered.at(-1)!) + 1);
  if (run.some((i, k) => Number(lead(lines[i])?.[1]) !== k + 1)) return lines;
  return lines.map((l, i) => (run.includes(i) ? l.replace(/^(\s*\d{1,2})(?=\s)/, '$1.') : l));
}

/**
 * "Full Time Result - Arsenal", "Dupla šansa: Partizan ili neriješeno" under "Arsenal v Chelsea": a market's
 * line whose selection names the match's teams becomes the selection's code ("1", "1X"), and a market's line
 * never stands as the match ("Goals Over/Under - Over 2.5" → "Over 2.5").
 */
function namedSelection(line: string, i: number, lines: string[]): string {
  const m = SELECTION_LINE.exec(line);
  if (!m) return line;
  const [, market, selection] = m;
  const kind = SELECTION_MARKETS.find(([p]) => new RegExp(`^(?:${p})$`, 'iu').test(market))?.[1];
  const pair = lines
    .slice(Math.max(0, i - 3), i)
    .reverse()
    .map((l) => splitPair(l.replace(/\s+@?\d+[.,]\d+\s*$/, '')))
    .find((p) => p !== null);
  const named = kind && kind !== 'any' && pair ? selectionCode(selection, ...pair) : null;
  const code = kind === 'dnb' ? named && named !== 'X' && named.length === 1 && `DNB ${named}` : named;
  // The code alone: a line of only a pick joins the match above it.
  if (code) return code;
  // A selection that says the whole bet ("Over 2.5") stands alone: the market's name may be one the
  // vocabulary does not know ("Goals Over/Under").
  if (!readPick(`${market} ${selection}`) && readPick(selection)) return selection;
  return `${market.replace(/\//g, ' ')}: ${selection}`;
}

const SELECTION_LINE = new RegExp(
  `^\\s*(${SELECTION_MARKETS.map(([p]) => p).join('|')})\\s*(?::|\\s[-–—]\\s)\\s*(.+)$`,
  'iu',
);

/** "Rijeka vs. Osijek — 1 — 1.80": with "vs" between the names, dashes between spaces separate the fields. */
const dashedFields = (line: string) =>
  /\sv(?:s\.?)?\s/iu.test(line) ? line.replace(/\s[—–-]\s/gu, ' | ') : line;

/**
 * "Man Utd to beat Fulham 1.80", "Sinner pobeđuje Zvereva 1.45", "Djokovic > Rune 1.55": the first named wins,
 * so it is the home side's win, "Man Utd - Fulham 1". The beaten one's name declined ("Zvereva") is its name
 * when the gazetteer knows the stem. Only on a line with no other separator between the names.
 */
const beatsPair = (line: string) => {
  const m = BEATS.exec(line);
  if (!m || PAIR_SEPARATOR.test(m[1])) return line;
  // The beaten side is declined ("Zvereva", "Vojvodinu"): its name is the form the gazetteer spells in full.
  const stem = m[2].replace(/(?:a|u|om)$/u, '');
  const spelled = (n: string) => {
    const known = lookupName(n);
    const words = `${known?.canonical ?? ''} ${known?.written ?? ''}`.toLowerCase().split(/[\s.]+/);
    return words.includes(n.toLowerCase());
  };
  const beaten = [m[2], `${stem}a`, stem].find(spelled) ?? m[2];
  return `${m[1]} - ${beaten} 1${line.slice(m[0].length)}`;
};

const BEATS = new RegExp(`^(.+?)\\s+(?:${BEATS_WORDS.join('|')})\\s+(.+?)(?=\\s+@?\\s*\\d+[.,]\\d)`, 'iu');
const PAIR_SEPARATOR = /\s(?:[-–—:]|vs\.?|v)\s|,/iu;

/**
 * "Partizan/Vojvodina 1 1.50": a line whose one slash stands between two names, and no other separator, has the
 * match's two names on either side of it. A doubles pair ("Mektić/Pavić - Koolhof/Skupski") has a dash besides.
 */
const slashedPair = (line: string) =>
  /\s(?:[-–—]|vs\.?|v)\s/iu.test(line) || (line.match(/\//g) ?? []).length !== 1
    ? line
    : line.replace(/(?<=\p{L}{2})\/(?=\p{L}{2})/u, ' - ');

/**
 * Typed text → legs, by the same evidence as a photo's text (structure-ticket-text.ts): odds anchor a leg,
 * names and pick are read around them. Typed text adds what people type: a line with a match and no odds
 * (the specification's default pick '1' and odds 2, recorded in `defaulted`), odds typed as a whole number
 * after the pick ("Zvezda - Partizan X 3"), and several legs on one line separated by semicolons.
 */
export function parseTypedTicket(text: string): TicketStructure {
  if (!text || !text.trim()) throw new AppError('BAD_REQUEST', 'tickets.emptyInput');
  const lines = toLines(unglue(text), 'typed');
  const bookmaker = bookmakerOf(lines.map((l) => l.text));
  const { reads, consumed } = readAnchoredLegs(lines, 'typed');
  const legs: { leg: Leg; line: number }[] = reads.map((r) => ({ leg: toLeg(r, bookmaker), line: r.line }));
  // Lines no odds anchored: a match with its pick, a whole-number odds, or neither.
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (consumed.has(i) || line.excluded || JUNK.test(line.text)) continue;
    // "tip: 1" under "utakmica: A - B", with no odds given: the lines that carry no names join the match.
    const segments: Segment[] = [{ line, tokens: line.tokens }];
    for (let j = i + 1; j < lines.length && j <= i + 2 && !consumed.has(j) && isPickLine(lines[j]); j++) {
      segments.push({ line: lines[j], tokens: lines[j].tokens });
      consumed.add(j);
    }
    const leg = defaultedLeg(segments, bookmaker);
    if (leg) legs.push({ leg, line: i });
  }
  if (!legs.length) throw new AppError('UNPROCESSABLE', 'tickets.nothingRecognised');
  // Legs grouped under a pick ("KEC:" / "GG" over a few matches): a leg without its own pick takes the
  // heading's, up to the next heading or blank line.
  const headings = lines.flatMap((l, i) => {
    if (consumed.has(i) || l.tokens.length > 4) return [];
    const read = readPick(
      l.text.replace(/^[-–—=*#_~\s]+|[:\-–—=*#_~>\s]+$/g, '').replace(GROUP_PICK_LEAD, ''),
    );
    return read ? [{ line: i, read }] : [];
  });
  for (const entry of legs) {
    if (!entry.leg.defaulted?.pick) continue;
    const heading = headings.filter((h) => h.line < entry.line).at(-1);
    if (!heading || lines.slice(heading.line + 1, entry.line + 1).some((l) => l.afterBlank)) continue;
    const pick = pickFields(heading.read, bookmaker);
    const { defaulted, flags, ...rest } = entry.leg;
    const others = { ...(defaulted?.odds ? { odds: true } : {}) };
    const kept = flags?.filter((f) => f !== 'default-pick') ?? [];
    entry.leg = {
      ...rest,
      market: pick.market,
      pick: pick.pick,
      parsed: pick.parsed,
      ...(Object.keys(others).length ? { defaulted: others } : {}),
      ...(kept.length ? { flags: kept } : {}),
    };
  }
  return {
    legs: legs.sort((a, b) => a.line - b.line).map((l) => l.leg),
    ...(bookmaker ? { bookmaker } : {}),
  };
}

const isPickLine = (line: TicketLine) =>
  !!readPick(
    line.tokens
      .filter((t) => !/^(tip|igra|oklada|bet):?$/i.test(t.text))
      .map((t) => t.text)
      .join(' '),
  );

/**
 * A match typed without decimal odds. A whole number 3–99 at its end is its odds (the specification's stray
 * number), and so is a 2 after a pick; a lone 12 is the double chance; a lone 1 or 2 is the pick people mean
 * far more often than odds of exactly 2. A number with a leading zero ends a name ("Schalke 04").
 */
function defaultedLeg(segments: Segment[], bookmaker?: string): Leg | null {
  const [first] = segments;
  const tokens = [...first.tokens];
  let odds: number | undefined;
  const last = tokens.at(-1)?.text ?? '';
  const beforeLast = tokens.at(-2)?.text ?? '';
  const n = /^@?([1-9]\d?)$/.exec(last)?.[1];
  // "12" alone after the names is the double chance, not odds of 12.
  const oddsAfterPick = !!readPick(beforeLast);
  if (
    n &&
    tokens.length > 2 &&
    ((Number(n) >= 3 && (n !== '12' || oddsAfterPick)) || (n === '2' && oddsAfterPick))
  ) {
    odds = Number(n);
    tokens.pop();
  }
  const fields = readLegFields([{ ...first, tokens }, ...segments.slice(1)], { pickOptional: true });
  const home = fields?.home ?? wordRuleName(first.line);
  if (!home) return null;
  const away = fields?.away ?? '';
  const pick = pickFields(fields?.pick ?? null, bookmaker);
  const defaulted = { ...(pick.defaulted ? { pick: true } : {}), ...(odds ? {} : { odds: true }) };
  const flags = [...(pick.flags ?? []), ...(odds ? [] : (['default-odds'] as const))];
  const leg: Leg = {
    home,
    away,
    ...(fields?.league ? { league: fields.league } : {}),
    ...(fields?.kickoff ? { kickoff: fields.kickoff } : {}),
    market: pick.market,
    pick: pick.pick,
    odds: odds ?? DEFAULT_ODDS,
    parsed: pick.parsed,
    ...(pick.alternatives ? { alternatives: pick.alternatives } : {}),
    ...(Object.keys(defaulted).length ? { defaulted } : {}),
    ...(pick.unsure || fields?.unsure.includes('teams')
      ? { unsure: [...(fields?.unsure ?? []), ...(pick.unsure ? (['pick'] as const) : [])] }
      : {}),
    ...(flags.length ? { flags } : {}),
  };
  const context = segments.map((s) => s.line.text).join(' ');
  const sport = inferSport(leg, context);
  return forSport({ ...leg, sport }, sport);
}

/**
 * The specification's word rule: no separator, but every word longer than one character. Chat lines pass
 * that rule too ("javite ako prođe", "ajmo braćo"), so a line is a match only when it names a club or a
 * player the gazetteer knows.
 */
function wordRuleName(line: TicketLine): string | null {
  const text = line.text;
  if (text.length <= 3 || /^[\d\s.,:/-]+$/.test(text)) return null;
  const words = text.split(' ');
  if (!words.every((w) => w.length > 1) || !words.some((w) => /\p{L}{2,}/u.test(w))) return null;
  const named = words.some((_, i) =>
    [1, 2, 3].some((n) => i + n <= words.length && lookupName(words.slice(i, i + n).join(' '))),
  );
  return named ? text : null;
}
