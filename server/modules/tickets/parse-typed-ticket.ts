import { AppError } from '../../lib/app-error';
import { readPick } from './picks';
import { inferSport } from './sport';
import type { Leg, TicketStructure } from './types';

export const EMPTY_INPUT = 'Molimo unesite utakmice';
export const NOTHING_RECOGNISED =
  'AI nije mogao da prepozna utakmice u unesenom tekstu. Molimo pokušajte sa jasnijim formatom.';
const DEFAULT_PICK = '1';
const DEFAULT_ODDS = 2;

// The specification's separators (first file, section 5), tried in this order; "protiv" is how people
// actually write the Serbian " proti ".
const SEPARATORS = [/\s+vs\.?\s+/i, /\s+-\s+/, /\s+x\s+/i, /\s+protiv?\s+/i, /\s+against\s+/i, /\s*[-–]\s*/];

// Lines people add around their matches: stakes, totals, system notes, greetings.
const JUNK =
  /^(uplata|ulog|uloženo|ukupn[aio]|moguć|moguc|isplata|dobitak|dobit|sistem|sustav|pozdrav|zdravo|hvala|evo|tiket|listić|listic|sreć|srec|bonus|mt\b|manipulativn|datum|vreme|vrijeme|broj tiketa)/i;

const NUMBER = /^[(@]?(\d{1,3}(?:[.,]\d{1,3})?)\)?$/;
const TIME = /^\d{1,2}:\d{2}$|^\d{1,2}\.\d{1,2}\.(\d{2,4})?$/;

/** A decimal as people type it ("1,85", "1.85", "@1.85"); null when it is not a number. */
export function readDecimal(text: string): number | null {
  const m = NUMBER.exec(text.trim());
  if (!m) return null;
  const n = Number(m[1].replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

const isOdds = (n: number | null): n is number => n !== null && n > 1 && n < 100;

interface Partial {
  home?: string;
  away?: string;
  pick?: string;
  odds?: number;
  /** The lines the leg was read from, for its sport ("ukupno poena", "ABA liga"). */
  context?: string;
  /** Opened by a "utakmica:" label: stays open across blank lines until the next match. */
  labelled?: boolean;
}

/**
 * Typed text → legs. One match per line ("Zvezda - Partizan 1 1,85"), or labelled blocks
 * ("utakmica: …", "tip: …", "kvota: …"). A pick or odds the user did not give is the specification's
 * default ('1', 2), recorded in `defaulted`.
 */
export function parseTypedTicket(text: string): TicketStructure {
  if (!text || !text.trim()) throw new AppError('BAD_REQUEST', EMPTY_INPUT);
  const legs: Leg[] = [];
  // The leg being read: a labelled block, or a match line that a pick or odds on the next lines may complete.
  let block: Partial | null = null;
  const flush = () => {
    if (block?.home) legs.push(toLeg(block));
    block = null;
  };

  for (const rawLine of text.split(/\r?\n/)) {
    const line = stripNumbering(rawLine.replace(/\s+/g, ' ').trim());
    if (!line) {
      if (!block?.labelled) flush();
      continue;
    }
    const label =
      /^(utakmica|meč|mec|par|match|događaj|dogadjaj|tip|bet|igra|oklada|kvota|odds|koeficijent|tečaj|tecaj)\s*:\s*(.*)$/i.exec(
        line,
      );
    if (label) {
      const [key, value] = [label[1].toLowerCase(), label[2].trim()];
      if (/^(utakmica|meč|mec|par|match|događaj|dogadjaj)$/.test(key)) {
        flush();
        block = { ...readMatchLine(value), context: value, labelled: true };
      } else if (block && /^(tip|bet|igra|oklada)$/.test(key)) {
        const pick = readPick(value);
        if (pick) block.pick = pick.code;
        block.context += ` ${value}`;
      } else if (block) {
        const odds = readDecimal(value);
        if (isOdds(odds)) block.odds = odds;
      }
      continue;
    }
    if (block && readBareLine(block, line)) continue;
    flush();
    if (JUNK.test(line)) continue;
    const read = readMatchLine(line);
    if (read.home) block = { ...read, context: line };
  }
  flush();
  if (!legs.length) throw new AppError('UNPROCESSABLE', NOTHING_RECOGNISED);
  return { legs };
}

/**
 * A line of only a pick or only a number under a match ("utakmica: A - B" / "tip: 1" / "1,85", or
 * "A - B" / "1,85"): the specification's stray number between 1 and 100 is the leg's odds. A decimal
 * ("1,85") is always odds. A whole number is read as a pick while the leg has none ("2" is the away win
 * people write far more often than odds of exactly 2) and as odds once it has one.
 */
function readBareLine(block: Partial, line: string): boolean {
  const n = readDecimal(line);
  const decimal = /[.,]/.test(line);
  const pick = decimal ? null : readPick(line);
  if (!block.pick && pick) {
    block.pick = pick.code;
    return true;
  }
  if (block.odds === undefined && isOdds(n) && (decimal || block.pick)) {
    block.odds = n;
    return true;
  }
  return false;
}

function stripNumbering(line: string): string {
  // "3. 1. FC Köln - Union Berlin": the leg number goes, the club's "1. FC" stays.
  const m = /^(?:#?\d{1,2}[.)]|[-•*])\s+(.*)$/.exec(line);
  if (!m || /^fc\b/i.test(m[1])) return line;
  return m[1];
}

/** One line: teams around a separator, then pick and odds read from the end. */
function readMatchLine(line: string): Partial {
  for (const sep of SEPARATORS) {
    const m = sep.exec(line);
    if (!m || m.index === 0) continue;
    const home = line.slice(0, m.index).trim();
    const rest = line.slice(m.index + m[0].length).trim();
    if (!home || !rest || !/\p{L}/u.test(home)) continue;
    const tail = readTail(rest);
    if (!tail.away || !/\p{L}/u.test(tail.away)) continue;
    return { home, ...tail };
  }
  return readWordLine(line);
}

/** "Partizan tip 1&UG3+ 1,61" → away "Partizan", pick "1&UG3+", odds 1.61. Times are skipped. */
function readTail(rest: string): Partial {
  const tokens = rest.split(' ');
  let odds: number | undefined;
  const lastToken = tokens[tokens.length - 1] ?? '';
  const last = readDecimal(lastToken);
  // "… werder bremen 2": a bare 1 or 2 after the teams is the pick (the spec's stray number would make it
  // odds, but people write the away win far more often than odds of exactly 2); odds carry decimals ("2,00").
  // A number with a leading zero ends a name ("Schalke 04"); nobody writes odds that way.
  const pickNotOdds =
    (/^[12]$/.test(lastToken) && !readPick(tokens[tokens.length - 2] ?? '')) || /^0\d/.test(lastToken);
  if (tokens.length > 1 && isOdds(last) && !pickNotOdds) {
    odds = last;
    tokens.pop();
  }
  while (tokens.length > 1 && TIME.test(tokens[tokens.length - 1])) tokens.pop();
  let pick: string | undefined;
  for (let take = Math.min(4, tokens.length - 1); take >= 1; take--) {
    const candidate = tokens.slice(tokens.length - take).join(' ');
    const read = readPick(candidate);
    if (read) {
      pick = read.code;
      tokens.splice(tokens.length - take, take);
      break;
    }
  }
  while (tokens.length > 1 && /^(tip|bet|kvota|odds|@|:)$/i.test(tokens[tokens.length - 1])) tokens.pop();
  while (tokens.length > 1 && TIME.test(tokens[tokens.length - 1])) tokens.pop();
  if (odds === undefined) {
    // The specification's stray number: a number strictly between 1 and 100 anywhere in the line. Inside
    // the line only a decimal counts: whole numbers there belong to names ("Mainz 05", "Schalke 04").
    const stray = tokens.findIndex((t, i) => i > 0 && isOdds(readDecimal(t)) && /[.,]/.test(t));
    if (stray > 0) odds = readDecimal(tokens.splice(stray, 1)[0])!;
  }
  return { away: tokens.join(' ').trim(), pick, odds };
}

/** The specification's word rule: no separator, but every word longer than one character. */
function readWordLine(line: string): Partial {
  if (line.length <= 3 || /^[\d\s.,:/-]+$/.test(line)) return {};
  const words = line.split(' ');
  if (!words.every((w) => w.length > 1)) return {};
  if (!words.some((w) => /\p{L}{2,}/u.test(w))) return {};
  return { home: line, away: '' };
}

function toLeg(p: Partial): Leg {
  const pick = p.pick ? readPick(p.pick) : null;
  const defaulted = { ...(p.pick ? {} : { pick: true }), ...(p.odds ? {} : { odds: true }) };
  return {
    home: p.home!,
    away: p.away ?? '',
    market: pick?.market ?? 'Konačan ishod',
    pick: pick?.code ?? DEFAULT_PICK,
    odds: p.odds ?? DEFAULT_ODDS,
    parsed: pick?.parsed ?? { kind: 'result', period: 'FT', outcome: '1' },
    sport: inferSport({ home: p.home!, away: p.away ?? '', parsed: pick?.parsed }, p.context ?? ''),
    ...(Object.keys(defaulted).length ? { defaulted } : {}),
  };
}
