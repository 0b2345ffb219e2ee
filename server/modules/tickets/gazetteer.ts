// Names the ticket reader knows: football clubs from the shipped results (server/data/football/teams-aliases.json),
// basketball clubs and tennis players (server/data/gazetteer, sources in its SOURCES.md). The reader uses them to
// split two names that stand with nothing between them (table columns read as one line), to write a name the
// way its club does ("BUDUCNOST" → "Budućnost Podgorica") and to tell a name from the words around it. Never
// required: a name nobody listed still reads as printed.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { foldName, lightFold } from '../../common/fold-name';
import type { Sport } from './types';
import { NICKNAMES } from './vocabulary/words';

const DATA = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../data');
const SOURCES: [Sport, string][] = [
  ['football', 'football/teams-aliases.json'],
  ['basketball', 'gazetteer/basketball.json'],
  ['tennis', 'gazetteer/tennis.json'],
];

export interface KnownName {
  canonical: string;
  sport: Sport;
  /** The spelling this key was listed with (diacritics and case as the club writes them). */
  written: string;
}

interface Index {
  /** Folded name → what it stands for; null where two different names fold alike. */
  names: Map<string, KnownName | null>;
  /** Folded names by length, for the one-typo look-up. */
  byLength: Map<number, string[]>;
  /** Folded names by their number of words, for the shortened look-up. */
  byWords: Map<number, string[]>;
  /** Longest known name in words, to bound the split search. */
  maxWords: number;
}

let index: Index | null = null;

/** A source's name as a ticket shows it: without the country it adds ("Crvena Zvezda (SRB)"). */
const withoutCountry = (name: string) => name.replace(/\s*\([A-Z]{2,4}\)\s*$/, '');

function load(): Index {
  if (index) return index;
  const names = new Map<string, KnownName | null>();
  for (const [sport, file] of SOURCES) {
    const full = path.join(DATA, file);
    if (!existsSync(full)) continue;
    const raw = JSON.parse(readFileSync(full, 'utf8')) as Record<string, string[]>;
    for (const [canonical, aliases] of Object.entries(raw)) {
      // The football file's canonical names are the sources' ("Crvena Zvezda (SRB)"); a ticket shows the name.
      const shown = withoutCountry(canonical);
      for (const name of [canonical, ...aliases]) {
        const key = foldName(name);
        addName(names, key, { canonical: shown, sport, written: name });
        // "Dokovic": đ typed or read as a plain d.
        if (/đ/i.test(name))
          addName(names, key.replace(/dj/g, 'd'), { canonical: shown, sport, written: name });
      }
    }
  }
  const byLength = new Map<number, string[]>();
  const byWords = new Map<number, string[]>();
  let maxWords = 1;
  for (const [key, known] of names) {
    if (!known) continue;
    byLength.set(key.length, [...(byLength.get(key.length) ?? []), key]);
    const count = key.split(' ').length;
    byWords.set(count, [...(byWords.get(count) ?? []), key]);
    maxWords = Math.max(maxWords, count);
  }
  return (index = { names, byLength, byWords, maxWords });
}

function addName(names: Map<string, KnownName | null>, key: string, known: KnownName) {
  // Two letters say nothing ("FK", "AS"): such names are only ever read as printed.
  if (key.length < 3) return;
  const seen = names.get(key);
  if (seen === undefined) names.set(key, known);
  // A club that plays football and basketball under one name is still one name (the first sport listed wins).
  else if (seen && seen.canonical !== known.canonical && seen.sport === known.sport) names.set(key, null);
}

/**
 * Whether the text is a known name whose capital OCR lowered ("wolfsburg"): exactly as written, case and
 * diacritics aside; a name that begins in lower case ("de Minaur A.") is no such name.
 */
export function lostItsCapital(text: string): boolean {
  const known = load().names.get(foldName(text));
  return !!known && /^\p{Lu}/u.test(known.written) && /^\p{Ll}/u.test(text);
}

/** The known name a text stands for: as written, or (six letters and more) with one letter misread. */
export function lookupName(text: string): KnownName | null {
  const { names, byLength } = load();
  const key = foldName(text);
  if (key.length < 3) return null;
  const exact = names.get(key);
  if (exact !== undefined) return exact;
  const nick = nickname(text);
  if (nick) return nick;
  const short = shortened(text, key);
  if (short) return short;
  if (key.length < 6) return null;
  let found: KnownName | null = null;
  for (const len of [key.length - 1, key.length, key.length + 1]) {
    for (const candidate of byLength.get(len) ?? []) {
      if (candidate[0] !== key[0] || !withinOneEdit(key, candidate)) continue;
      const known = names.get(candidate)!;
      // Two names one letter away: no guess.
      if (found && found.canonical !== known.canonical) return null;
      found = known;
    }
  }
  return found;
}

/** A word cut at a dot: "MAN.CITY", "BAYERN M.". */
const DOTTED = /\p{L}\.(?=\p{L}|\s|$)/u;

/**
 * A name as shop printers and apps shorten it: words cut at a dot ("MAN.CITY", "B.DORTMUND", "BAYERN M.", an
 * ellipsis read as one: "Partiz.") or at the
 * paper's width ("TIKVES KAVADAR"): each word the start of the known name's word, in order, and one known name
 * only. Cut without a dot, only a long text (ten letters) whose last word alone was cut.
 */
function shortened(text: string, key: string): KnownName | null {
  const words = key.split(' ');
  const dotted = DOTTED.test(text);
  // One word cut at a dot ("Partiz."): four letters at least, and one known one-word name it begins.
  if ((words.length < 2 && !(dotted && key.length >= 4)) || (!dotted && key.length < 10)) return null;
  const { byWords, names } = load();
  let found: KnownName | null = null;
  for (const candidate of byWords.get(words.length) ?? []) {
    const known = candidate.split(' ');
    const fits = words.every((w, i) =>
      dotted || i === words.length - 1 ? known[i].startsWith(w) : known[i] === w,
    );
    if (!fits || candidate === key) continue;
    const name = names.get(candidate)!;
    // The same name in two sports ("Partizan") is one name as printed.
    if (found && found.canonical !== name.canonical && foldName(found.written) !== foldName(name.written))
      return null;
    // The name's fullest writing of those that fit ("Bayern München", not its alias "Bayern Mün.").
    if (!found || candidate.length > foldName(found.written).length) found = name;
  }
  return found;
}

let nicknames: Map<string, string> | null = null;

/** A nickname or short form people type ("barsa", "siti", "junajted") → the club it stands for. */
function nicknameTarget(text: string): string | undefined {
  nicknames ??= new Map(Object.entries(NICKNAMES).map(([k, v]) => [foldName(k), v]));
  return nicknames.get(foldName(text));
}

function nickname(text: string): KnownName | null {
  const target = nicknameTarget(text);
  if (!target) return null;
  const known = load().names.get(foldName(target));
  return known ?? { canonical: target, sport: 'football', written: target };
}

/**
 * Two names printed with nothing between them ("Partizan Crvena zvezda", a table's home and away columns read
 * as one line): the split where both sides are known names, else where one side is and the other still has
 * letters. Null when no split is backed by a known name.
 */
export function splitKnownPair(text: string): [string, string] | null {
  const words = text.trim().split(/\s+/);
  // A known name is one name ("Crvena zvezda" is not "Crvena" and "Zvezda").
  if (words.length < 2 || lookupName(text)) return null;
  const { maxWords } = load();
  let oneSided: [string, string] | null = null;
  for (let cut = 1; cut < words.length; cut++) {
    const [home, away] = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
    if (cut > maxWords && words.length - cut > maxWords) continue;
    const [h, a] = [lookupName(home), lookupName(away)];
    if (h && a) return [home, away];
    if ((h || a) && !oneSided && /\p{L}{2}/u.test(home) && /\p{L}{2}/u.test(away)) oneSided = [home, away];
  }
  return oneSided;
}

/**
 * A name as the ticket should show it: written as the known name writes it when the printed one is the same
 * words without diacritics or in capitals ("BUDUCNOST PODGORICA" → "Budućnost Podgorica", "Borna Corié" →
 * "Borna Ćorić"), or cut short by a shop's printer ("B.DORTMUND" → "Borussia Dortmund"); otherwise as printed,
 * with words in capitals written as names ("CUKARICKI" → "Cukaricki"; short ones like "PSG" stay). Club words the ticket left out are not added ("Rijeka" stays "Rijeka").
 */
export function presentName(text: string): string {
  const target = nicknameTarget(text);
  if (target) return target;
  // A shop's shortened name ("B.DORTMUND", "BAYERN M.") is written out as the known name.
  const key = foldName(text);
  const cut = DOTTED.test(text) || !load().names.has(key) ? shortened(text, key) : null;
  if (cut) return withoutCountry(cut.written);
  // A word cut at a dot no known name fits ("Partiz.") is shown as printed: a letter-off guess at it is a guess.
  const known = /^\p{L}{4,}\.$/u.test(text.trim()) ? null : lookupName(text);
  if (known) {
    const written = withoutCountry(known.written);
    const [x, y] = [lightFold(text), lightFold(written)];
    // A letter misread ("Luéani", "Corié") is the known name; the same letters are rewritten only when the
    // printed name lost something: its diacritics, or its case (capitals).
    const misread =
      x !== y && x.length >= 6 && x.split(' ').length === y.split(' ').length && withinOneEdit(x, y);
    const lostSomething = text === written.toUpperCase() || diacritics(text) < diacritics(written);
    if (misread || (x === y && lostSomething)) return written;
  }
  return text.replace(/\p{Lu}{4,}/gu, (w) => w[0] + w.slice(1).toLowerCase());
}

/** A word no name begins with: a mark in it ("cs;", "(ie", "ze(vm", "2") or two or three letters not all capitals. */
const NOISE_WORD = /^(?:.*[^\p{L}.'’-].*|(?!\p{Lu}+$)\p{L}{1,3})$/u;

/**
 * A photo's name without the marks OCR read before it (a crest, a flag, a status dot: "Ve ens Vitória Guimarães",
 * "cs; Celta Vigo"): one or two such words, dropped only where what follows them is a known name and the whole
 * is not. Capitals stay ("FK Sarajevo", "AZ Alkmaar"): clubs print them.
 */
export function withoutLeadingNoise(text: string): string {
  const words = text.trim().split(/\s+/);
  if (words.length < 2 || lookupName(text)) return text;
  for (let k = 1; k <= 2 && k < words.length; k++) {
    if (!words.slice(0, k).every((w) => NOISE_WORD.test(w))) break;
    const rest = words.slice(k).join(' ');
    if (lookupName(rest)) return rest;
  }
  return text;
}

const diacritics = (s: string) => s.normalize('NFD').replace(/[^\u0300-\u036fđĐ]/g, '').length;

function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
