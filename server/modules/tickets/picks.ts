import type { Period, Pick } from './types';
import {
  AMBIGUOUS,
  PERIOD_CODE,
  RULES,
  type AmbiguousCode,
  type Family,
  type Meaning,
} from './vocabulary/codes';
import { NEGATIONS, PICK_WORDS, PICK_WORD_PARTS, alt } from './vocabulary/words';
import type { Lang } from '../../common/lang';

/**
 * Understands a pick as tickets and people write it ("1", "KI 1", "X2", "GG", "UG 3+", "Više 2.5", "I 1",
 * "1-1", "1&UG3+", "H1 -1", "ne GG", "T2 0-1", "2:0") through the vocabulary (vocabulary/codes.ts) and returns
 * its regional code with its meaning, or null when the text is no pick the vocabulary knows.
 */
export interface ReadPick {
  code: string;
  market: string;
  parsed: Pick;
  /** Other meanings of the same printed code at other bookmakers (an ambiguous code). */
  alternatives?: Pick[];
  /** The code is ambiguous and no bookmaker on the ticket decided it: the leg is unsure of its pick. */
  ambiguous?: boolean;
  /** The market family of the pick (the benchmark groups by it). */
  family?: Family | 'combo' | 'negation';
  /** The text the pick was read from, as printed (to read it again once the ticket's bookmaker is known). */
  printed?: string;
}

/** What the reader knows besides the pick's text: the bookmaker the ticket names decides ambiguous codes. */
export interface PickContext {
  bookmaker?: string;
}

const WORDED: [RegExp, string][] = PICK_WORDS.map(([words, code]) => [
  new RegExp(`^(?:${words})$`, 'iu'),
  code,
]);
const WORD_PART = new RegExp(`(?<![\\p{L}])(${Object.keys(PICK_WORD_PARTS).join('|')})(?![\\p{L}])`, 'giu');
const NEGATION = new RegExp(`^${alt(NEGATIONS)}\\s*[:-]?\\s+(.+)$`, 'iu');

/** A quarter said by its ordinal's stem ("prva četvrtina", "treće četvrtine", "third quarter"). */
const QUARTER_WORDS: Record<string, number> = {
  prv: 1,
  drug: 2,
  treć: 3,
  trec: 3,
  četvrt: 4,
  cetvrt: 4,
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
};

/**
 * Period prefixes: halves (Roman numerals, PP/DP, 1P/2P, a Croatian slip's I PL / 1. PL, HT, words), quarters
 * and sets.
 */
const PERIODS: [RegExp, (m: RegExpExecArray) => Period][] = [
  [
    /^(?:ii\s+pol(?:uvreme|uvrijeme)?\.?|(?:ii|2\.?)\s*pl\.?|ii|2p|dp|2h|2\.?\s*pol(?:uvreme|uvrijeme)?\.?|drugo\s+(?:poluvreme|poluvrijeme|pol\.?)|2nd half|second half(?:\s+result)?)\s*[:–-]?\s*(?=\S)/iu,
    () => 'H2',
  ],
  [
    /^(?:i\s+pol(?:uvreme|uvrijeme)?\.?|(?:i|1\.?)\s*pl\.?|i(?=\s|[12x]\b)|1p|pp|1h|ht(?!\s*\/)|1\.?\s*pol(?:uvreme|uvrijeme)?\.?|prvo\s+(?:poluvreme|poluvrijeme|pol\.?)|poluvreme|poluvrijeme|1st half|first half|half[- ]?time(?!\s*\/)(?:\s+result)?)\s*[:–-]?\s*(?=\S)/iu,
    () => 'H1',
  ],
  [
    /^(?:q([1-4])|([1-4])\.?\s*(?:četvrtina|cetvrtina|čet\.?|q)|([1-4])(?:st|nd|rd|th)\s+quarter|(prv|drug|treć|trec|četvrt|cetvrt)\p{L}{1,2}\s+(?:četvrtin|cetvrtin)\p{L}*|(first|second|third|fourth)\s+quarter)\s*:?\s*(?=\S)/iu,
    (m) => `Q${m[1] ?? m[2] ?? m[3] ?? QUARTER_WORDS[(m[4] ?? m[5]).toLowerCase()]}` as Period,
  ],
  [
    /^(?:s([1-5])|([1-5])\.?\s*set|set\s*([1-5])|(prvi|first|1st)\s+set|(drugi|second|2nd)\s+set)\s*:?\s*(?=\S)/iu,
    (m) => (m[4] ? 'S1' : m[5] ? 'S2' : (`S${m[1] ?? m[2] ?? m[3]}` as Period)),
  ],
];

/** A pick's text as the rules read it: single spaces, decimal points, no closing punctuation or brackets. */
function normalise(raw: string): string {
  return (
    raw
      .trim()
      .replace(/\s+/g, ' ')
      .replace(/[.!]+$/, '')
      .replace(/^\((.*)\)$/, '$1')
      .replace(/(?<=\d),(?=\d)/g, '.')
      // "Pobednik (uklj. produžetke) 1": overtime included is how basketball settles anyway.
      .replace(/\s*\(?\s*(?:uklj|incl)\.?\s*(?:produžetke|produzetke|ot|overtime)\s*\)?\s*/i, ' ')
      .trim()
      // A label's colon OCR read as a dot or a semicolon ("Oba tima daju gol. Da").
      .replace(/(?<=\p{L}{3})[.;]\s+(?=\S)/u, ': ')
      // "Oba tima daju gol - Da", "Both teams to score - Yes", a site's "Oba tima daju gol · Da": the answer
      // after a dash or a middle dot is the label's answer.
      .replace(/\s+[-–·]\s+(da|ne|yes|no)$/i, ': $1')
      // A site's "market - selection" ("Dupla šansa - 12", "Pobednik meča-1"), its words glued by OCR
      // ("Pobednikmeča", "Ukupnogolova"): the market's label and its selection. Only after a market's word: a
      // handicap's minus ("hendikep -1.5") is its sign.
      .replace(
        /(pobednik|pobjednik)(meča|meca)|(ukupno)(golova|poena|gemova)|(kona\p{L}{1,2}ni?)(ishod)|(dupla|dvostruka)(šansa|sansa)/giu,
        (...m: string[]) => m.slice(1, 9).filter(Boolean).join(' '),
      )
      .replace(
        /(?<=(?:ishod|šansa|sansa|meča|meca|golova|poena|kombinacij\p{L}*|poluvreme|poluvrijeme)\)?)\s*[-–]\s*(?=[\dxX]|(?:da|ne|gg|ng|više|vise|manje)\b)/iu,
        ': ',
      )
      .replace(/^(ki|kona\p{L}{1,2}ni? ishod:?|ishod:?|tip:?|kombinacij[ae]:?)\s+/iu, '')
      // An English app's combined market before its selection ("BTTS & Total Goals: Yes & Over 2.5").
      .replace(
        /^(?:btts|both teams to score)\s*(?:&|and)\s*(?:total goals|goals|over\/under)(?:\s*\d+(?:\.\d)?)?\s*:?\s*(yes|no)\s*(?:&|and)\s+/iu,
        (_, answer: string) => (/yes/i.test(answer) ? 'GG & ' : 'NG & '),
      )
      // A combination's "i" glued to its parts by an app's tight type ("1i3+", "GGi3+").
      .replace(/^([12x]|gg|ng)i(?=\d\+$)/iu, '$1 i ')
      .trim()
  );
}

function unworded(text: string): string {
  for (const [re, code] of WORDED) if (re.test(text)) return text.replace(re, code);
  return text;
}

/** One code (no combination): an ambiguous one, then the rules, then with slang words rewritten. */
function readCode(text: string, period: Period, context: PickContext): ReadPick | null {
  for (const amb of AMBIGUOUS) {
    const m = amb.pattern.exec(text);
    if (m) {
      const read = decide(amb, m, period, context);
      if (read) return read;
    }
  }
  for (const rule of RULES) {
    const m = rule.pattern.exec(text);
    const meaning = m && rule.read(m, period);
    if (meaning) return { ...meaning, family: rule.family };
  }
  const rewritten = text.replace(WORD_PART, (w) => PICK_WORD_PARTS[w.toLowerCase()] ?? w);
  return rewritten !== text ? readCode(rewritten, period, context) : null;
}

/** An ambiguous code: the bookmaker's reading when the ticket names one that decides, else the first, unsure. */
function decide(
  amb: AmbiguousCode,
  m: RegExpExecArray,
  period: Period,
  context: PickContext,
): ReadPick | null {
  const readings = amb.readings.flatMap((r) => {
    const meaning = r.read(m, period);
    return meaning ? [{ r, meaning }] : [];
  });
  if (!readings.length) return null;
  const chosen = context.bookmaker
    ? readings.find((x) => x.r.bookmakers.includes(context.bookmaker!))
    : undefined;
  const primary = chosen ?? readings[0];
  const others = readings.filter((x) => x !== primary).map((x) => x.meaning.parsed);
  return {
    ...primary.meaning,
    family: primary.r.family,
    ...(others.length ? { alternatives: others } : {}),
    ...(!chosen && others.length ? { ambiguous: true } : {}),
  };
}

/** One pick without a combination: words, a negation, the code itself, or a period prefix and its code. */
function readOne(raw: string, context: PickContext): ReadPick | null {
  const text = unworded(normalise(raw));
  if (!text) return null;
  const direct = readCode(text, 'FT', context);
  if (direct) return direct;
  const negated = NEGATION.exec(text);
  if (negated) {
    const inner = readPick(negated[1], context);
    if (inner)
      return {
        code: `ne ${inner.code}`,
        market: `Negacija: ${inner.market}`,
        parsed: { kind: 'not', pick: inner.parsed },
        family: 'negation',
        ...(inner.alternatives
          ? { alternatives: inner.alternatives.map((pick) => ({ kind: 'not' as const, pick })) }
          : {}),
        ...(inner.ambiguous ? { ambiguous: true } : {}),
      };
  }
  for (const [re, period] of PERIODS) {
    const m = re.exec(text);
    if (!m) continue;
    const rest = unworded(text.slice(m[0].length).trim());
    const read = readCode(rest, period(m), context);
    if (read) return read;
  }
  return periodAfter(text, context);
}

/**
 * The period written after its bet or inside it ("1 pp", "over 2.5 drugo poluvreme", "2 1. set", "UG 1P 2+"):
 * one to three words that are only a period, the rest the bet (never a lone "i", which is "and").
 */
function periodAfter(text: string, context: PickContext): ReadPick | null {
  const words = text.split(' ');
  for (let from = 1; from < words.length; from++) {
    for (let k = 1; k <= 3 && from + k <= words.length; k++) {
      const period = words.slice(from, from + k).join(' ');
      if (/^i$/i.test(period)) continue;
      const pick = [...words.slice(0, from), ...words.slice(from + k)].join(' ');
      for (const [re, of] of PERIODS) {
        const m = re.exec(`${period} ${pick}`);
        if (!m || m[0].trim().replace(/:$/, '') !== period) continue;
        const read = readCode(unworded(pick), of(m), context);
        if (read) return read;
      }
    }
  }
  return null;
}

export function readPick(raw: string, context: PickContext = {}): ReadPick | null {
  if (!raw || !raw.trim()) return null;
  const read = readWhole(raw, context);
  // A line no match reaches is a misread ("ukupno 1465 manje" lost its point): not understood, never a guess.
  if (read && beyondAnyMatch(read.parsed)) return null;
  return read ? { ...read, printed: raw.trim().replace(/\s+/g, ' ') } : null;
}

/** Totals past what any game reaches: 400 points (basketball's highest are near 300), 100 games, 30 goals. */
function beyondAnyMatch(p: Pick): boolean {
  switch (p.kind) {
    case 'points-total':
      return p.line > 400;
    case 'games-total':
      return p.line > 100;
    case 'total-goals':
    case 'team-goals':
      return p.min > 30;
    case 'combo':
      return p.parts.some(beyondAnyMatch);
    case 'not':
      return beyondAnyMatch(p.pick);
    default:
      return false;
  }
}

function readWhole(raw: string, context: PickContext): ReadPick | null {
  const whole = readOne(raw, context);
  if (whole) return whole;
  // Combinations: "1&UG3+", "X2 & GG", "1 i 3+", "1 + 3+", "btts + o2.5"; the plus of "GG i 3+ golova" is its range's.
  const parts = normalise(raw)
    .split(/\s*(?:&|\+(?=\s*[a-z1x2])(?!\s*(?:gola|golova|goals)\b)|\s\+(?=\s+\d\+)|\si\s|\sand\s)\s*/i)
    .filter(Boolean);
  if (parts.length < 2) return null;
  const read = parts.map((p) => readOne(p, context));
  if (!read.every((p): p is ReadPick => p !== null)) return null;
  const code = read.map((p) => p.code.replace(/\s+/g, '')).join('&');
  const parsed: Pick = { kind: 'combo', parts: read.map((p) => p.parsed) };
  // A combination the vocabulary has a code of its own for ("GG i 3+" is GG3+): that code, one per meaning.
  const own = readOne(code.replace(/&UG(?=\d\+$)/, '&'), context);
  if (own && JSON.stringify(own.parsed) === JSON.stringify(parsed)) return own;
  const ambiguousAt = read.findIndex((p) => p.alternatives?.length);
  return {
    code,
    market: 'Kombinacija',
    parsed,
    family: 'combo',
    ...(ambiguousAt >= 0
      ? {
          alternatives: read[ambiguousAt].alternatives!.map((alt) => ({
            kind: 'combo' as const,
            parts: read.map((p, i) => (i === ambiguousAt ? alt : p.parsed)),
          })),
          ...(read.some((p) => p.ambiguous) ? { ambiguous: true } : {}),
        }
      : {}),
  };
}

/** A pick printed on the ticket that the vocabulary does not know: kept as its text, never a guess. */
export function unknownPick(text: string): ReadPick {
  const t = text.trim().replace(/\s+/g, ' ');
  return { code: t, market: 'Nepoznata igra', parsed: { kind: 'other', text: t }, printed: t };
}

/** A meaning from the vocabulary as a read pick (tests and the review use it). */
export const fromMeaning = (m: Meaning): ReadPick => ({ ...m });

const range = (min: number, max: number | null) => (max === null ? `${min}+` : `${min}-${max}`);
const sign = (n: number) => `${n > 0 ? '+' : ''}${n}`;

/**
 * A code that reads back as exactly this meaning whatever the bookmaker ("PK 1-2", "UG 1-2"): what the review
 * offers for an ambiguous leg and sends back once the user chose. Null for a pick not understood.
 */
export function unambiguousCode(p: Pick): string | null {
  const at = (period?: Period) => PERIOD_CODE[period ?? 'FT'];
  switch (p.kind) {
    case 'result':
      return `${at(p.period)}${p.outcome}`;
    case 'double-chance':
      return `${at(p.period)}${p.outcomes}`;
    case 'ht-ft':
      return `PK ${p.ht}-${p.ft}`;
    case 'btts':
      return `${at(p.period)}${p.yes ? 'GG' : 'NG'}`;
    case 'total-goals':
      return `${at(p.period)}UG ${range(p.min, p.max)}`;
    case 'team-goals':
      return `${at(p.period)}T${p.team === 'home' ? 1 : 2} ${range(p.min, p.max)}`;
    case 'handicap':
      return `${at(p.period)}${p.style === 'asian' ? 'AH' : 'H'}${p.outcome === 'X' ? 'X' : p.team === 'home' ? 1 : 2} ${sign(p.line)}`;
    case 'first-goal':
      return `PR ${p.team === 'home' ? 1 : p.team === 'away' ? 2 : 'NG'}`;
    case 'combo': {
      const parts = p.parts.map(unambiguousCode);
      return parts.every(Boolean) ? parts.join('&') : null;
    }
    case 'points-total':
      return `${at(p.period)}${p.team ? `T${p.team === 'home' ? 1 : 2} ` : ''}ukupno ${p.over ? 'više' : 'manje'} ${p.line}`;
    case 'not': {
      const inner = unambiguousCode(p.pick);
      return inner && `ne ${inner}`;
    }
    case 'correct-score':
      return `TR ${p.home}:${p.away}`;
    case 'set-score':
      return `${p.home}:${p.away} u setovima`;
    case 'games-total':
      return `${at(p.period)}gemovi ${p.over ? 'više' : 'manje'} ${p.line}`;
    case 'corners':
      return `${at(p.period)}korneri ${range(p.min, p.max)}`;
    case 'cards':
      return `${at(p.period)}kartoni ${range(p.min, p.max)}`;
    case 'other':
      return null;
  }
}

// Wording the two languages share; only what differs is written per language below.
const SHARED = {
  h1: 'u prvom poluvremenu',
  h2: 'u drugom poluvremenu',
  goals: (min: number, max: number | null) =>
    max === null
      ? `Ukupno ${min} ili više golova`
      : min === 0
        ? `Najviše ${max} gola`
        : `Ukupno ${min}–${max} golova`,
  points: (over: boolean, line: number) => `Ukupno poena ${over ? 'više' : 'manje'} od ${line}`,
  games: (over: boolean, line: number) => `Ukupno gemova ${over ? 'više' : 'manje'} od ${line}`,
  range: (what: string, min: number, max: number | null) =>
    max === null
      ? `${what}: ${min} ili više`
      : min === 0
        ? `${what}: najviše ${max}`
        : `${what}: ${min}–${max}`,
  period: {
    FT: '',
    H1: ' u prvom poluvremenu',
    H2: ' u drugom poluvremenu',
    Q1: ' u 1. četvrtini',
    Q2: ' u 2. četvrtini',
    Q3: ' u 3. četvrtini',
    Q4: ' u 4. četvrtini',
    S1: ' u 1. setu',
    S2: ' u 2. setu',
    S3: ' u 3. setu',
    S4: ' u 4. setu',
    S5: ' u 5. setu',
  } as Record<Period, string>,
  and: ' i ',
};
const side = (home: boolean) => (home ? 'Domaćin' : 'Gost');
const signed = (line: number) => `${line > 0 ? '+' : ''}${line}`;

const WORDS = {
  rs: {
    ...SHARED,
    result: { '1': 'Pobeda domaćina', X: 'Nerešeno', '2': 'Pobeda gosta' },
    dc: { '1X': 'Domaćin ne gubi', X2: 'Gost ne gubi', '12': 'Bez nerešenog' },
    btts: ['Oba tima daju gol', 'Bar jedan tim ne daje gol'],
    team: (home: boolean, min: number) => `${side(home)} daje ${min}+ golova`,
    htft: (a: string, b: string) => `Poluvreme ${a}, kraj ${b}`,
    handicap: (home: boolean, line: number) => `${side(home)} sa hendikepom ${signed(line)}`,
    first: { home: 'Domaćin daje prvi gol', away: 'Gost daje prvi gol', none: 'Bez golova' },
    not: 'Bilo šta osim',
    score: 'Tačan rezultat',
    sets: 'Rezultat u setovima',
    corners: 'Korneri',
    cards: 'Kartoni',
    unknown: 'Nepoznata igra',
  },
  hr: {
    ...SHARED,
    result: { '1': 'Pobjeda domaćina', X: 'Neriješeno', '2': 'Pobjeda gosta' },
    dc: { '1X': 'Domaćin ne gubi', X2: 'Gost ne gubi', '12': 'Bez neriješenog' },
    btts: ['Oba tima zabijaju', 'Barem jedna momčad ne zabija'],
    team: (home: boolean, min: number) => `${side(home)} zabija ${min}+ golova`,
    htft: (a: string, b: string) => `Poluvrijeme ${a}, kraj ${b}`,
    handicap: (home: boolean, line: number) => `${side(home)} s hendikepom ${signed(line)}`,
    first: { home: 'Domaćin zabija prvi', away: 'Gost zabija prvi', none: 'Bez golova' },
    not: 'Bilo što osim',
    score: 'Točan rezultat',
    sets: 'Rezultat u setovima',
    corners: 'Udarci iz kuta',
    cards: 'Kartoni',
    unknown: 'Nepoznata oklada',
  },
};

/** A pick in words for the report ("Pobeda domaćina", "Oba tima daju gol"). */
export function pickInWords(pick: Pick, lang: Lang): string {
  const w = WORDS[lang];
  switch (pick.kind) {
    case 'result':
      return `${w.result[pick.outcome]}${w.period[pick.period]}`;
    case 'double-chance':
      return `${w.dc[pick.outcomes]}${w.period[pick.period]}`;
    case 'ht-ft':
      return w.htft(pick.ht, pick.ft);
    case 'btts':
      return `${w.btts[pick.yes ? 0 : 1]}${w.period[pick.period ?? 'FT']}`;
    case 'total-goals':
      return `${w.goals(pick.min, pick.max)}${w.period[pick.period]}`;
    case 'team-goals':
      return `${
        pick.max === null
          ? w.team(pick.team === 'home', pick.min)
          : w.range(side(pick.team === 'home'), pick.min, pick.max)
      }${w.period[pick.period ?? 'FT']}`;
    case 'handicap':
      return `${pick.outcome === 'X' ? `${w.result.X} (${signed(pick.line)})` : w.handicap(pick.team === 'home', pick.line)}${w.period[pick.period ?? 'FT']}`;
    case 'first-goal':
      return w.first[pick.team];
    case 'combo':
      return pick.parts.map((p) => pickInWords(p, lang)).join(w.and);
    case 'points-total':
      return `${pick.team ? `${side(pick.team === 'home')}: ` : ''}${w.points(pick.over, pick.line)}${w.period[pick.period ?? 'FT']}`;
    case 'games-total':
      return `${w.games(pick.over, pick.line)}${w.period[pick.period ?? 'FT']}`;
    case 'not':
      return `${w.not}: ${pickInWords(pick.pick, lang)}`;
    case 'correct-score':
      return `${w.score} ${pick.home}:${pick.away}${w.period[pick.period ?? 'FT']}`;
    case 'set-score':
      return `${w.sets} ${pick.home}:${pick.away}`;
    case 'corners':
      return `${w.range(w.corners, pick.min, pick.max)}${w.period[pick.period ?? 'FT']}`;
    case 'cards':
      return `${w.range(w.cards, pick.min, pick.max)}${w.period[pick.period ?? 'FT']}`;
    case 'other':
      return `${w.unknown}: ${pick.text}`;
  }
}
