// The bet vocabulary as data: every code as tickets print it, what it means (a Pick), the bookmakers it holds
// for and where that was read (sources.ts). picks.ts reads a pick through this table only; a text no rule
// reads is kept as printed (`{kind:'other'}`) and marked for the user, never guessed.
//
// Rules are tried in order on the pick text (trimmed, single-spaced, decimal commas as points), after the
// reader has set aside words (words.ts), a negation ("ne …") and a period prefix ("I", "II", "Q1", "1. set").
// `read` gets the period the prefix named ('FT' without one) and returns null when the rule does not hold
// for it (a half-time/full-time has no period of its own).
import type { Outcome, Period, Pick, Side } from '../types';
import { REGIONAL, type SourceId } from './sources';

export interface Meaning {
  /** The regional code the leg shows ("UG 2-3", "H1 -1", "ne GG"). */
  code: string;
  /** The market's name as a person reads it. */
  market: string;
  parsed: Pick;
}

/** A market family, as the benchmark and the review group picks. */
export type Family =
  | 'result'
  | 'double-chance'
  | 'ht-ft'
  | 'btts'
  | 'goals'
  | 'team-goals'
  | 'handicap'
  | 'first-goal'
  | 'points'
  | 'tennis'
  | 'corners'
  | 'cards'
  | 'correct-score';

export interface CodeRule {
  id: string;
  family: Family;
  /** The code as tickets print it (examples; the pattern reads all their spellings). */
  printed: string[];
  pattern: RegExp;
  read: (m: RegExpExecArray, period: Period) => Meaning | null;
  /** The bookmakers whose tickets print it this way ('all': every bookmaker consulted). */
  bookmakers: 'all' | string[];
  sources: (SourceId | typeof REGIONAL)[];
}

/** A code that means different things at different bookmakers: each reading with the bookmakers it holds for. */
export interface AmbiguousCode {
  id: string;
  printed: string[];
  pattern: RegExp;
  readings: { bookmakers: string[]; family: Family; read: CodeRule['read'] }[];
  sources: (SourceId | typeof REGIONAL)[];
}

const O = (s: string): Outcome => (/^[x0]$/i.test(s) ? 'X' : (s as Outcome));
const side = (s: string): Side => (/^(1|d|h|t1|home|domaćin|domacin)$/i.test(s) ? 'home' : 'away');
const num = (s: string) => Number(s.replace(',', '.'));
/** The prefix of a period in a code as this product writes it ("I 1", "Q1 UG 40+"); FT has none. */
export const PERIOD_CODE: Record<Period, string> = {
  FT: '',
  H1: 'I ',
  H2: 'II ',
  Q1: 'Q1 ',
  Q2: 'Q2 ',
  Q3: 'Q3 ',
  Q4: 'Q4 ',
  S1: 'S1 ',
  S2: 'S2 ',
  S3: 'S3 ',
  S4: 'S4 ',
  S5: 'S5 ',
};
const PERIOD_WORDS: Record<Period, string> = {
  FT: '',
  H1: ' (prvo poluvreme)',
  H2: ' (drugo poluvreme)',
  Q1: ' (1. četvrtina)',
  Q2: ' (2. četvrtina)',
  Q3: ' (3. četvrtina)',
  Q4: ' (4. četvrtina)',
  S1: ' (1. set)',
  S2: ' (2. set)',
  S3: ' (3. set)',
  S4: ' (4. set)',
  S5: ' (5. set)',
};
const withPeriod = <P extends Pick>(p: P, period: Period): P =>
  period === 'FT' ? p : ({ ...p, period } as P);
const isHalf = (p: Period) => p === 'FT' || p === 'H1' || p === 'H2';

/** An over/under line → the inclusive range it means in whole goals (half lines only). */
export function lineRange(over: boolean, line: number): { min: number; max: number | null } {
  const n = Math.floor(line);
  return over ? { min: n + 1, max: null } : { min: 0, max: n };
}

const rangeCode = (min: number, max: number | null) => (max === null ? `${min}+` : `${min}-${max}`);

// —— shared meanings ——

export const result = (outcome: Outcome, period: Period = 'FT'): Meaning => ({
  code: `${PERIOD_CODE[period]}${outcome}`,
  market: period === 'FT' ? 'Konačan ishod' : `Ishod${PERIOD_WORDS[period]}`,
  parsed: { kind: 'result', period, outcome },
});

const DC: Record<string, '1X' | 'X2' | '12'> = {
  '1x': '1X',
  x1: '1X',
  '10': '1X',
  '01': '1X',
  x2: 'X2',
  '2x': 'X2',
  '02': 'X2',
  '20': 'X2',
  '12': '12',
  '21': '12',
};

const doubleChance = (outcomes: '1X' | 'X2' | '12', period: Period): Meaning => ({
  code: `${PERIOD_CODE[period]}${outcomes}`,
  market: `Dupla šansa${PERIOD_WORDS[period]}`,
  parsed: { kind: 'double-chance', period, outcomes },
});

/** An outcome in words: the home side, the draw or the away side. */
const OUTCOME_WORDS =
  'domaćin|domacin|domaćina|domacina|home|neriješeno|nerješeno|nerešeno|nerijeseno|nerjeseno|nereseno|draw|gost|gosta|away';
const outcomeWord = (w: string): '1' | 'X' | '2' =>
  /^(?:domaćin|domacin|home)/i.test(w) ? '1' : /^(?:gost|away)/i.test(w) ? '2' : 'X';

/** A handicap on a team at a line (negative: the team gives goals or points), as this product writes it. */
const handicap = (team: Side, line: number, style: 'european' | 'asian', period: Period): Meaning => ({
  code: `${PERIOD_CODE[period]}${style === 'asian' ? 'AH' : 'H'}${team === 'home' ? 1 : 2} ${line > 0 ? '+' : ''}${line}`,
  market: `${style === 'asian' ? 'Azijski hendikep' : 'Hendikep'}${PERIOD_WORDS[period]}`,
  parsed: withPeriod({ kind: 'handicap', team, line, style }, period),
});

export const goals = (min: number, max: number | null, period: Period = 'FT'): Meaning => ({
  code: `${PERIOD_CODE[period]}UG ${rangeCode(min, max)}`,
  market: `Ukupno golova${PERIOD_WORDS[period]}`,
  parsed: { kind: 'total-goals', period, min, max },
});

export const htft = (ht: Outcome, ft: Outcome): Meaning => ({
  code: `${ht}-${ft}`,
  market: 'Poluvreme/kraj',
  parsed: { kind: 'ht-ft', ht, ft },
});

const teamGoals = (team: Side, min: number, max: number | null, period: Period): Meaning => ({
  code: `${PERIOD_CODE[period]}T${team === 'home' ? 1 : 2} ${rangeCode(min, max)}`,
  market: `Golovi tima${PERIOD_WORDS[period]}`,
  parsed: withPeriod({ kind: 'team-goals', team, min, max }, period),
});

const points = (over: boolean, line: number, period: Period, team?: Side): Meaning => ({
  code: `${PERIOD_CODE[period]}${team ? `T${team === 'home' ? 1 : 2} ` : ''}ukupno ${line} ${over ? 'više' : 'manje'}`,
  market: `Ukupno poena${PERIOD_WORDS[period]}`,
  parsed: withPeriod({ kind: 'points-total', line, over, ...(team ? { team } : {}) }, period),
});

const OVER = 'više od|vise od|više|vise|over|preko|iznad|o|v';
const UNDER = 'manje od|manje|under|ispod|u|m';
const isOver = (w: string) => new RegExp(`^(?:${OVER})$`, 'i').test(w.trim());
const N = '(\\d+(?:\\.\\d+)?)';

export const RULES: CodeRule[] = [
  {
    id: 'result',
    family: 'result',
    printed: ['1', 'X', '2', 'KI 1', 'P1', 'W2', 'POB 2'],
    // "POB 1": a site's "pobednik" column code, the winner (no draw: basketball, tennis).
    pattern: /^(?:ki|k\.i\.|p|w|pob)?\s*([12x])$/i,
    read: (m, period) => result(O(m[1]), period),
    bookmakers: 'all',
    sources: ['hatbet', 'glossary', REGIONAL],
  },
  {
    id: 'double-chance',
    family: 'double-chance',
    printed: ['1X', 'X2', '12', '2X', 'X1', '10', '02', 'DS 1X', '1XDC', 'DC 12'],
    pattern: /^(?:ds|dš|dc|dupla|ŠR|šansa)?\s*(1x|x1|x2|2x|12|21|10|01|02|20)\s*(?:dc|ds)?$/i,
    read: (m, period) => doubleChance(DC[m[1].toLowerCase()], period),
    bookmakers: 'all',
    sources: ['hatbet', 'glossary', REGIONAL],
  },
  {
    // An app's selection in words: the two outcomes it covers, either way round.
    id: 'double-chance-words',
    family: 'double-chance',
    printed: ['Domaćin ili neriješeno', 'Neriješeno ili gost', 'Domaćin ili gost', 'Home or draw'],
    pattern: new RegExp(`^(${OUTCOME_WORDS})\\s+(?:ili|or)\\s+(${OUTCOME_WORDS})$`, 'iu'),
    read: (m, period) => {
      const [a, b] = [outcomeWord(m[1]), outcomeWord(m[2])];
      const outcomes = DC[`${a}${b}`.toLowerCase()];
      return a === b || !outcomes ? null : doubleChance(outcomes, period);
    },
    bookmakers: 'all',
    sources: [REGIONAL],
  },
  {
    id: 'ht-ft',
    family: 'ht-ft',
    printed: [
      '1-1',
      'X-2',
      '1/1',
      'X/2',
      'PK 1-2',
      'PK 12',
      'HT/FT 2/1',
      'Poluvreme-kraj 1-1',
      '11',
      'XX',
      '22',
    ],
    // A dash or slash with an X in it, any slash, a "PK"/"HT/FT" label, or two same outcomes run together
    // ("11", "XX"): half-time then full time. "1-2" and "2-2" without a label are in AMBIGUOUS.
    pattern:
      /^(?:(?:pk|p\/k|pol\/kraj|poluvreme[/-]kraj|poluvrijeme[/-]kraj|ht\/ft|htft)\s*:?\s*([12x0])\s*[-/]?\s*([12x0])|([12x])\s*\/\s*([12x])|(x)\s*-\s*([12x])|([12])\s*-\s*(x)|(2)\s*-\s*(1)|(11|22|xx))$/i,
    read: (m, period) => {
      if (period !== 'FT') return null;
      const pair = m[1]
        ? [m[1], m[2]]
        : m[3]
          ? [m[3], m[4]]
          : m[5]
            ? [m[5], m[6]]
            : m[7]
              ? [m[7], m[8]]
              : m[9]
                ? [m[9], m[10]]
                : [m[11][0], m[11][1]];
      return htft(O(pair[0]), O(pair[1]));
    },
    bookmakers: 'all',
    sources: ['halves', REGIONAL],
  },
  {
    id: 'btts',
    family: 'btts',
    printed: ['GG', 'NG', 'GG DA', 'GG NE', 'OZ DA', 'BTTS'],
    pattern: /^(?:(gg|golgol|gol-gol|btts|oz|otz)(?:\s*:?\s*(da|yes|ne|no))?|(ng|nogol|no-gol))$/i,
    read: (m, period) => {
      const yes = !m[3] && !/^(ne|no)$/i.test(m[2] ?? '');
      return {
        code: `${PERIOD_CODE[period]}${yes ? 'GG' : 'NG'}`,
        market: `Oba tima daju gol${PERIOD_WORDS[period]}`,
        parsed: withPeriod({ kind: 'btts', yes }, period),
      };
    },
    bookmakers: 'all',
    sources: ['glossary', REGIONAL],
  },
  {
    id: 'btts-and-goals',
    family: 'btts',
    printed: ['GG3+', 'GG 4+', 'GG&3+'],
    pattern: /^gg\s*&?\s*([2-9])\+$/i,
    read: (m, period) => {
      if (period !== 'FT') return null;
      const min = Number(m[1]);
      return {
        code: `GG${min}+`,
        market: 'Golgol i golovi',
        parsed: {
          kind: 'combo',
          parts: [
            { kind: 'btts', yes: true },
            { kind: 'total-goals', period: 'FT', min, max: null },
          ],
        },
      };
    },
    bookmakers: 'all',
    sources: [REGIONAL],
  },
  {
    id: 'result-and-btts',
    family: 'btts',
    printed: ['1GG', 'X2GG', '2NG', '1 GG'],
    pattern: /^(1x|x2|12|[12x])\s?(gg|ng)$/i,
    read: (m, period) => {
      if (period !== 'FT') return null;
      const first = m[1].length === 2 ? RULES[1].read(/^(.*)$/.exec(m[1])!, 'FT')! : result(O(m[1]));
      const yes = /gg/i.test(m[2]);
      return {
        code: `${first.code}&${yes ? 'GG' : 'NG'}`,
        market: 'Kombinacija',
        parsed: { kind: 'combo', parts: [first.parsed, { kind: 'btts', yes }] },
      };
    },
    bookmakers: 'all',
    sources: [REGIONAL],
  },
  {
    id: 'goals-range',
    family: 'goals',
    printed: ['0-1', '0-2', '2-3', 'UG 2-3', 'UG 4+', '3+', 'golova 2-3', 'UK 1-3'],
    pattern:
      /^(?:ug|uk|ukupno golova|ukupno|golova|golovi|gol)?\s*(\d)(?:(?:[-–]| [-–] )(\d)|\s*(\+))\s*(?:gola|golova)?$/i,
    read: (m, period) => {
      if (!isHalf(period)) return null;
      const min = Number(m[1]);
      const max = m[3] ? null : Number(m[2]);
      if (max !== null && max < min) return null;
      return goals(min, max, period);
    },
    bookmakers: 'all',
    sources: ['mozzartBaGoals', REGIONAL],
  },
  {
    id: 'over-under',
    family: 'goals',
    printed: [
      'Više 2.5',
      'Manje 2.5',
      'više od 2.5',
      'manje od 2,5',
      'over 2.5',
      'o2.5',
      'U 2.5',
      '2.5 više',
      'ukupno poena više 165.5',
      'UP V 165,5',
    ],
    pattern: new RegExp(
      `^(?:ukupno (?:golova |poena |koševa |koseva )?|golovi |over\\/under |total |ug |up )?(?:(${OVER})\\s*${N}|${N}\\s*(${OVER}|${UNDER}))\\s*(?:golova|gola|poena|koševa|koseva|pts|goals|points)?$|^(?:ukupno (?:golova |poena )?|golovi |total |ug |up )?(${UNDER})\\s*${N}\\s*(?:golova|gola|poena|koševa|koseva|pts|goals|points)?$`,
      'i',
    ),
    read: (m, period) => {
      const [word, value] = m[1] ? [m[1], m[2]] : m[3] ? [m[4], m[3]] : [m[5], m[6]];
      const over = isOver(word);
      const line = num(value);
      // Football goal lines are small halves; anything else (points, whole or quarter lines) is a points total.
      if (line < 15 && line % 1 === 0.5 && isHalf(period)) {
        const r = lineRange(over, line);
        return goals(r.min, r.max, period);
      }
      // A small whole or quarter line ("o 2", "Over 2.25") is an Asian goal total or a stray letter before a
      // number ("o 1&3+" of an app's status dot): no game scores so few points. Not understood, so asked.
      if (line < 15) return null;
      return points(over, line, period);
    },
    bookmakers: 'all',
    sources: ['glossary'],
  },
  {
    id: 'handicap',
    family: 'handicap',
    printed: [
      'H1 -1',
      'H2 +1.5',
      'HEN 1 (-1)',
      'hendikep 1 (-1)',
      '1 (-1)',
      'H1 -5.5',
      'HX -1',
      '1 (0:1)',
      'hendikep poena 1 (-5.5)',
    ],
    // With a handicap word ("H1 -1", "HEN 1 (-1)") or the line in brackets ("1 (-1)", "1 (0:1)"): a bare
    // "1-1" is a half-time/full-time or a goal range, never a handicap.
    pattern:
      /^(?:(?:h|hen|hend|hendikep|handicap|eh|hc|hendikep poena|hendikep gemova|gem hendikep)\s*([12x])\s*\(?\s*([+-]\s*\d+(?:\.\d+)?|\d+\s*:\s*\d+)\s*\)?|([12x])\s*\(\s*([+-]\s*\d+(?:\.\d+)?|\d+\s*:\s*\d+)\s*\)|([12x])\s+([+-]\d+(?:\.\d+)?|\d\s*:\s*\d))$/i,
    read: (m, period) => {
      // "1 -1": the brackets a typed handicap lost (the reader drops brackets around words).
      const outcome = O(m[1] ?? m[3] ?? m[5]);
      const value = m[2] ?? m[4] ?? m[6];
      let team: Side;
      let line: number;
      if (/:/.test(value)) {
        // "1 (0:1)": the away team starts a goal up, so the home side plays at -1.
        const [h, a] = value.split(':').map((s) => Number(s.trim()));
        team = outcome === '2' ? 'away' : 'home';
        line = team === 'home' ? h - a : a - h;
      } else {
        team = outcome === '2' ? 'away' : 'home';
        line = num(value.replace(/\s/g, ''));
      }
      const asian = Math.abs(line * 4) % 2 === 1; // quarter lines are Asian only
      return {
        code: `${PERIOD_CODE[period]}H${outcome} ${line > 0 ? '+' : ''}${line}`,
        market: `${asian ? 'Azijski hendikep' : 'Hendikep'}${PERIOD_WORDS[period]}`,
        parsed: withPeriod(
          {
            kind: 'handicap',
            team,
            line,
            style: asian ? 'asian' : 'european',
            ...(outcome === 'X' ? { outcome: 'X' as const } : {}),
          },
          period,
        ),
      };
    },
    bookmakers: 'all',
    sources: ['mozzartBa', REGIONAL],
  },
  {
    id: 'hk-handicap',
    family: 'handicap',
    // Premier's "hk15 1": a handicap of 1.5 goals, the selection after it (1: home -1.5, 2: away +1.5).
    printed: ['hk15 1', 'hk25 2'],
    pattern: /^hk\s*(\d)(\d)\s*([12])$/i,
    read: (m, period) => {
      const line = Number(`${m[1]}.${m[2]}`);
      return m[3] === '1'
        ? handicap('home', -line, 'european', period)
        : handicap('away', line, 'european', period);
    },
    bookmakers: ['Premier'],
    sources: ['premierBet'],
  },
  {
    id: 'asian-handicap',
    family: 'handicap',
    printed: ['AH1 -0.25', 'AH 2 +0.5', 'azijski hendikep 1 -0.75', 'AH1 0'],
    // Signed, bracketed or 0: an unsigned line ("ah11") means different things (AMBIGUOUS 'ah-unsigned').
    pattern:
      /^(?:ah|a\.h\.|azijski hendikep|azijski|asian handicap|asian)\s*([12])\s*(?:\(\s*([+-]?\s*\d+(?:\.\d+)?)\s*\)|([+-]\s*\d+(?:\.\d+)?|0(?:\.0)?))$/i,
    read: (m, period) => {
      return handicap(side(m[1]), num((m[2] ?? m[3]).replace(/\s/g, '')), 'asian', period);
    },
    bookmakers: 'all',
    sources: ['asian', 'glossary'],
  },
  {
    id: 'team-goals',
    family: 'team-goals',
    printed: [
      'T1 2+',
      'T2 0-1',
      'D 1+',
      'tim 2 1+',
      'domaćin 2+',
      'gost 0-1',
      'T1 više 1.5',
      'golovi domaćina 2+',
      'domaćin ukupno više 80.5',
    ],
    pattern: new RegExp(
      `^(?:golovi |golova |poeni |poena )?(t1|t2|tim ?1|tim ?2|d|g|home|away|domaćin|domacin|domaćina|domacina|gost|gosta|1|2)\\s*(?:ukupno |golovi |golova |gola |poena |poeni |koševa |koseva )?(?:(\\d)\\s*(?:-\\s*(\\d)|(\\+))|(${OVER}|${UNDER})\\s*${N})\\s*(?:gol|gola|golova|poena)?$`,
      'i',
    ),
    read: (m, period) => {
      const who = m[1]
        .toLowerCase()
        .replace(/\s/g, '')
        .replace(/^domacina$|^domaćina$/, 'domaćin')
        .replace(/^gosta$/, 'gost');
      if (who === 'g' || who === '1' || who === '2') return null; // "G 2+", "1 2+": see AMBIGUOUS / result rules
      const team = side(who.replace('tim', 't'));
      if (m[5]) {
        const line = num(m[6]);
        if (line >= 15 || line % 1 !== 0.5) return points(isOver(m[5]), line, period, team);
        const r = lineRange(isOver(m[5]), line);
        return teamGoals(team, r.min, r.max, period);
      }
      const min = Number(m[2]);
      const max = m[4] ? null : Number(m[3]);
      if (max !== null && max < min) return null;
      return teamGoals(team, min, max, period);
    },
    bookmakers: 'all',
    sources: ['mozzartBaGoals', REGIONAL],
  },
  {
    id: 'team-scores',
    family: 'team-goals',
    printed: ['domaćin daje gol', 'gost daje gol', 'domaćin ne daje gol', 'T1 daje gol'],
    pattern:
      /^(domaćin|domacin|gost|t1|t2|tim 1|tim 2|home|away)\s*(ne)?\s*(?:daje|zabija|postiže|postize|scores?)\s*(?:gol)?$/i,
    read: (m, period) => {
      const team = side(m[1].replace(/tim /i, 't'));
      return m[2] ? teamGoals(team, 0, 0, period) : teamGoals(team, 1, null, period);
    },
    bookmakers: 'all',
    sources: [REGIONAL],
  },
  {
    id: 'first-goal',
    family: 'first-goal',
    printed: ['PG 1', 'PR 2', 'prvi gol 1', 'first goal home', 'PG NG'],
    pattern:
      /^(?:pg|pr|prg|prvi gol|first goal|1st goal)\s*:?\s*(1|2|x|0|ng|home|away|domaćin|domacin|gost|nema|bez gola)$/i,
    read: (m, period) => {
      if (!isHalf(period)) return null;
      const w = m[1].toLowerCase();
      const team = /^(1|home|domaćin|domacin)$/.test(w)
        ? 'home'
        : /^(2|away|gost)$/.test(w)
          ? 'away'
          : 'none';
      return {
        code: `PR ${team === 'home' ? '1' : team === 'away' ? '2' : 'NG'}`,
        market: 'Prvi gol',
        parsed: { kind: 'first-goal', team },
      };
    },
    bookmakers: 'all',
    sources: [REGIONAL],
  },
  {
    id: 'correct-score',
    family: 'correct-score',
    printed: [
      '2:0',
      '2:1',
      '0:2',
      '1:2',
      '3:0',
      'TR 2:1',
      'tačan rezultat 1:1',
      'točan rezultat 2:1',
      'tačan rezultat u setovima 2:0',
      '2:1 u setovima',
      '2-1 setovi', // a dash is a set score only with its sets named: "2-1" alone is half-time/full-time
    ],
    pattern:
      /^(?:(?:tr|tačan rezultat|tacan rezultat|točan rezultat|tocan rezultat|correct score|cs|rezultat|setovi|sets)(?: u setovima| po setovima| setova)?)?\s*:?\s*(\d)\s*(?::|-(?=\s*\d\s+(?:u setovima|po setovima|na setove|setova|setovi|in sets|sets)$))\s*(\d)(?:\s+(?:u setovima|po setovima|na setove|setova|setovi|in sets|sets))?$/i,
    // A tennis leg's "2:0" is its set betting: the reader turns it into `set-score` once the sport is known.
    // With its sets named ("2:1 u setovima") it is set betting whatever the sport looks like.
    read: (m, period) =>
      /set/i.test(m[0])
        ? {
            code: `${m[1]}:${m[2]}`,
            market: 'Rezultat u setovima',
            parsed: { kind: 'set-score', home: Number(m[1]), away: Number(m[2]) },
          }
        : {
            code: `${PERIOD_CODE[period]}${m[1]}:${m[2]}`,
            market: `Tačan rezultat${PERIOD_WORDS[period]}`,
            parsed: withPeriod({ kind: 'correct-score', home: Number(m[1]), away: Number(m[2]) }, period),
          },
    bookmakers: 'all',
    sources: ['victory', REGIONAL],
  },
  {
    id: 'games-total',
    family: 'tennis',
    printed: ['gemovi više 22.5', 'ukupno gemova manje 21.5', 'games over 22.5'],
    pattern: new RegExp(
      `^(?:ukupno )?(?:gemovi|gemova|gem|games|igre)\\s*:?\\s*(?:(${OVER}|${UNDER})\\s*${N}|${N}\\s*(${OVER}|${UNDER}))$|^(?:ukupno )?(${OVER}|${UNDER})\\s*${N}\\s*(?:gemova|gemovi|gema|games)$`,
      'i',
    ),
    read: (m, period) => {
      const [word, value] = m[1] ? [m[1], m[2]] : m[3] ? [m[4], m[3]] : [m[5], m[6]];
      const over = isOver(word);
      const line = num(value);
      return {
        code: `${PERIOD_CODE[period]}gemovi ${over ? 'više' : 'manje'} ${line}`,
        market: `Ukupno gemova${PERIOD_WORDS[period]}`,
        parsed: withPeriod({ kind: 'games-total', line, over }, period),
      };
    },
    bookmakers: 'all',
    sources: ['victory', REGIONAL],
  },
  {
    id: 'corners',
    family: 'corners',
    printed: ['korneri više 9.5', 'kornera 10+', 'corners over 9.5', 'korneri 8-10'],
    pattern: new RegExp(
      `^(?:ukupno )?(?:korneri|kornera|korner|corners?|udarci iz kuta|kutevi)\\s*:?\\s*(?:(${OVER}|${UNDER})\\s*${N}|(\\d+)\\s*(?:-\\s*(\\d+)|(\\+)))$`,
      'i',
    ),
    read: (m, period) => {
      const r = m[1]
        ? lineRange(isOver(m[1]), num(m[2]))
        : { min: Number(m[3]), max: m[5] ? null : Number(m[4]) };
      return {
        code: `${PERIOD_CODE[period]}korneri ${rangeCode(r.min, r.max)}`,
        market: `Korneri${PERIOD_WORDS[period]}`,
        parsed: withPeriod({ kind: 'corners', ...r }, period),
      };
    },
    bookmakers: 'all',
    sources: ['hatbet', REGIONAL],
  },
  {
    id: 'cards',
    family: 'cards',
    printed: ['kartoni više 4.5', 'žuti kartoni 5+', 'cards over 4.5'],
    pattern: new RegExp(
      `^(?:ukupno )?(?:žuti |zuti )?(?:kartoni|kartona|cards?|bookings)\\s*:?\\s*(?:(${OVER}|${UNDER})\\s*${N}|(\\d+)\\s*(?:-\\s*(\\d+)|(\\+)))$`,
      'i',
    ),
    read: (m, period) => {
      const r = m[1]
        ? lineRange(isOver(m[1]), num(m[2]))
        : { min: Number(m[3]), max: m[5] ? null : Number(m[4]) };
      return {
        code: `${PERIOD_CODE[period]}kartoni ${rangeCode(r.min, r.max)}`,
        market: `Kartoni${PERIOD_WORDS[period]}`,
        parsed: withPeriod({ kind: 'cards', ...r }, period),
      };
    },
    bookmakers: 'all',
    sources: ['hatbet', REGIONAL],
  },
];

/**
 * Codes that mean different things at different bookmakers. The first reading is the one shown when the
 * ticket names no bookmaker that decides; the others go to `alternatives` and the leg is marked unsure.
 */
export const AMBIGUOUS: AmbiguousCode[] = [
  {
    id: 'ah-unsigned',
    // "ah11": Premier's Asian handicap of 1 with the selection 1 (home -1); elsewhere "AH1 1" reads as AH1 +1.
    // No other bookmaker's page showed an unsigned line, so without Premier on the ticket the leg asks.
    printed: ['ah11', 'ah12', 'AH1 2'],
    pattern: /^ah\s*([12])\s*([1-9](?:\.\d+)?)$/i,
    readings: [
      {
        family: 'handicap',
        bookmakers: [],
        read: (m, period) => handicap(side(m[1]), num(m[2]), 'asian', period),
      },
      {
        family: 'handicap',
        bookmakers: ['Premier'],
        read: (m, period) =>
          /^[12]$/.test(m[2])
            ? handicap(side(m[2]), (m[2] === '1' ? -1 : 1) * num(m[1]), 'asian', period)
            : null,
      },
    ],
    sources: ['premierBet', 'asian'],
  },
  {
    id: 'dash-pair',
    // "1-2": half-time 1, full time 2 on one slip; goals 1 to 2 on another.
    printed: ['1-1', '1-2', '2-2'],
    // "1 -1" (a space before the sign only) is a handicap that lost its brackets, not this code.
    pattern: /^(1)(?:-| - )(1)$|^(1)(?:-| - )(2)$|^(2)(?:-| - )(2)$/,
    readings: [
      {
        family: 'ht-ft',
        bookmakers: [
          'Mozzart',
          'Meridian',
          'MaxBet',
          'Soccer',
          'Balkan Bet',
          'Merkur',
          'Oktagon',
          'Pinnbet',
          'Wwin',
        ],
        read: (m, period) =>
          period === 'FT' ? htft(O(m[1] ?? m[3] ?? m[5]), O(m[2] ?? m[4] ?? m[6])) : null,
      },
      {
        family: 'goals',
        bookmakers: ['Superbet', 'Germania', 'PSK', 'SuperSport', 'Admiral', 'Premier', 'Lutrija BiH'],
        read: (m, period) =>
          isHalf(period) ? goals(Number(m[1] ?? m[3] ?? m[5]), Number(m[2] ?? m[4] ?? m[6]), period) : null,
      },
    ],
    sources: ['halves', 'mozzartBaGoals', REGIONAL],
  },
  {
    id: 'g-goals',
    // "G 2+": the away team's goals where D/G name the teams (domaćin/gost), all goals where G is "golova".
    printed: ['G 2+', 'G 0-1', 'G1+'],
    pattern: /^g\s*(\d)\s*(?:-\s*(\d)|(\+))$/i,
    readings: [
      {
        family: 'team-goals',
        bookmakers: ['Mozzart', 'MaxBet', 'Balkan Bet', 'Merkur', 'Oktagon', 'Pinnbet'],
        read: (m, period) => teamGoals('away', Number(m[1]), m[3] ? null : Number(m[2]), period),
      },
      {
        family: 'goals',
        bookmakers: ['Superbet', 'Germania', 'PSK', 'SuperSport', 'Admiral', 'Meridian', 'Soccer', 'Wwin'],
        read: (m, period) =>
          isHalf(period) ? goals(Number(m[1]), m[3] ? null : Number(m[2]), period) : null,
      },
    ],
    sources: [REGIONAL],
  },
];
