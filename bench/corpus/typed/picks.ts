// Picks: the truth code (the scorer's regional codes) and the many ways a bettor types the same bet.
import type { Rng } from '../rng';
import type { Sport } from './teams';

export type PickKey =
  | '1'
  | 'X'
  | '2'
  | '1X'
  | 'X2'
  | '12'
  | 'GG'
  | 'NG'
  | 'GG3+'
  | 'UG 0-2'
  | 'UG 2+'
  | 'UG 3+'
  | 'I 1'
  | 'I X'
  | 'II 2'
  | '1&UG3+'
  | 'OVER'
  | 'UNDER';

export interface Pick {
  key: PickKey;
  // Points line, only for basketball totals (OVER/UNDER).
  line?: number;
}

export const FOOTBALL_KEYS: readonly (readonly [PickKey, number])[] = [
  ['1', 24],
  ['X', 7],
  ['2', 13],
  ['1X', 6],
  ['X2', 6],
  ['12', 4],
  ['GG', 9],
  ['NG', 4],
  ['GG3+', 4],
  ['UG 0-2', 4],
  ['UG 2+', 5],
  ['UG 3+', 9],
  ['I 1', 3],
  ['I X', 2],
  ['II 2', 2],
  ['1&UG3+', 3],
];

export function truthPick(p: Pick): string {
  if (p.key === 'OVER') return `ukupno ${lineText(p)} više`;
  if (p.key === 'UNDER') return `ukupno ${lineText(p)} manje`;
  return p.key;
}

function lineText(p: Pick): string {
  return (p.line ?? 160.5).toFixed(1);
}

// Draws a pick for the sport; `keys` narrows football picks (other sports keep their own markets).
export function randomPick(rng: Rng, sport: Sport, keys?: readonly PickKey[], league?: string): Pick {
  if (sport === 'tennis') return { key: rng.chance(0.6) ? '1' : '2' };
  if (sport === 'basketball') {
    const wanted = keys?.filter((k) => k === '1' || k === '2' || k === 'OVER' || k === 'UNDER');
    const key = wanted?.length
      ? rng.pick(wanted)
      : rng.weighted<PickKey>([
          ['1', 5],
          ['2', 3],
          ['OVER', 3],
          ['UNDER', 2],
        ]);
    if (key !== 'OVER' && key !== 'UNDER') return { key };
    // NBA totals sit far above European ones.
    const line = league === 'NBA' ? rng.int(205, 238) + 0.5 : rng.int(148, 178) + 0.5;
    return { key, line };
  }
  const pool = keys?.length ? FOOTBALL_KEYS.filter(([k]) => keys.includes(k)) : FOOTBALL_KEYS;
  return { key: rng.weighted(pool.length ? pool : FOOTBALL_KEYS) };
}

const ODDS_RANGE: Record<PickKey, [number, number]> = {
  '1': [1.12, 4.6],
  X: [2.85, 4.7],
  '2': [1.3, 7.8],
  '1X': [1.05, 2.1],
  X2: [1.08, 2.3],
  '12': [1.1, 1.6],
  GG: [1.48, 2.3],
  NG: [1.6, 2.6],
  'GG3+': [1.9, 3.5],
  'UG 0-2': [1.5, 2.7],
  'UG 2+': [1.1, 1.6],
  'UG 3+': [1.45, 2.6],
  'I 1': [2.0, 4.8],
  'I X': [1.9, 2.6],
  'II 2': [2.4, 6.8],
  '1&UG3+': [2.2, 9.5],
  OVER: [1.75, 1.95],
  UNDER: [1.75, 1.95],
};

export function randomOdds(rng: Rng, p: Pick, sport: Sport): number {
  const [lo, hi] = sport === 'tennis' ? [1.05, 6.5] : ODDS_RANGE[p.key];
  const v = lo + (hi - lo) * rng.next() ** 1.6; // short prices are more common than long ones
  return Math.round(Math.min(9.5, Math.max(1.05, v)) * 100) / 100;
}

export type OddsStyle = '.' | ',' | 'mixed';

// "1.80" is often typed "1.8"; `trim` allows that.
export function fmtOdds(o: number, style: OddsStyle, rng: Rng, trim = true): string {
  let s = o.toFixed(2);
  if (trim && s.endsWith('0') && rng.chance(0.5)) s = s.slice(0, -1);
  const dec = style === 'mixed' ? (rng.chance(0.5) ? ',' : '.') : style;
  return s.replace('.', dec);
}

export type Dialect = 'code' | 'sr' | 'hr' | 'ba' | 'en' | 'cyr' | 'caps';

type Variants = Partial<Record<PickKey, readonly string[]>>;

// {L} is the points line written with a dot, {L,} with a comma.
const CODE: Record<PickKey, readonly string[]> = {
  '1': ['1'],
  X: ['X', 'x'],
  '2': ['2'],
  '1X': ['1X', '1x'],
  X2: ['X2', 'x2', '2X'],
  '12': ['12'],
  GG: ['GG', 'gg'],
  NG: ['NG', 'ng'],
  'GG3+': ['GG3+', 'gg 3+', 'GG&3+'],
  'UG 0-2': ['UG 0-2', '0-2', 'ug0-2'],
  'UG 2+': ['UG 2+', '2+', 'ug2+'],
  'UG 3+': ['UG 3+', '3+', 'ug3+'],
  'I 1': ['I 1', 'I1'],
  'I X': ['I X', 'I x'],
  'II 2': ['II 2', 'II2'],
  '1&UG3+': ['1&UG3+', '1&3+', '1 & 3+'],
  OVER: ['ukupno {L} više', 'više {L}', 'ukupno više {L}'],
  UNDER: ['ukupno {L} manje', 'manje {L}', 'ukupno manje {L}'],
};

const DIALECTS: Record<Exclude<Dialect, 'code' | 'caps'>, Variants> = {
  sr: {
    '1': ['kec', 'domaćin', 'pobeda domaćina'],
    X: ['iks', 'nerešeno', 'x'],
    '2': ['dvojka', 'gost', 'pobeda gosta'],
    '1X': ['1x', 'kec iks', 'dupla šansa 1X'],
    X2: ['x2', 'iks dva', 'dupla šansa X2'],
    '12': ['12', 'kec dva', '1 ili 2'],
    GG: ['oba daju gol', 'gg', 'oba tima daju gol', 'golgol'],
    NG: ['ng', 'nogol', 'ne daju oba'],
    'GG3+': ['gg i 3+', 'oba daju i 3+', 'gg3+'],
    'UG 0-2': ['manje 2.5', 'manje 2,5', '0-2 gola', 'do 2 gola'],
    'UG 2+': ['više 1.5', 'vise 1,5', '2+ gola'],
    'UG 3+': ['više 2.5', 'vise 2.5', '3+', 'ug3+', 'preko 2,5'],
    'I 1': ['prvo poluvreme 1', 'pp 1', 'prvo poluvreme kec'],
    'I X': ['prvo poluvreme x', 'pp iks'],
    'II 2': ['drugo poluvreme 2', 'dp 2'],
    '1&UG3+': ['kec i 3+', '1 i više 2.5', 'kec&3+'],
    OVER: ['ukupno poena više {L}', 'više {L}', 'preko {L}', 'vise {L,}'],
    UNDER: ['ukupno poena manje {L}', 'manje {L}', 'ispod {L}', 'manje {L,}'],
  },
  hr: {
    '1': ['1', 'domaćin', 'pobjeda domaćina'],
    X: ['X', 'neriješeno'],
    '2': ['2', 'gost', 'pobjeda gosta'],
    '1X': ['1X', 'dvostruka šansa 1X'],
    X2: ['X2', 'dvostruka šansa X2'],
    GG: ['oba tima zabijaju', 'GG', 'oba zabijaju'],
    NG: ['NG', 'oba tima zabijaju ne'],
    'GG3+': ['GG i 3+', 'GG&3+'],
    'UG 0-2': ['manje od 2,5 golova', '0-2 gola', 'manje 2,5'],
    'UG 2+': ['više od 1,5 golova', '2+ gola'],
    'UG 3+': ['više od 2,5 golova', '3+ golova', 'više 2,5'],
    'I 1': ['prvo poluvrijeme 1', '1. poluvrijeme 1'],
    'I X': ['prvo poluvrijeme X', '1. poluvrijeme X'],
    'II 2': ['drugo poluvrijeme 2', '2. poluvrijeme 2'],
    '1&UG3+': ['1 i 3+ golova', '1&3+'],
    OVER: ['više {L,} koševa', 'ukupno više {L,}', 'više {L,}'],
    UNDER: ['manje {L,} koševa', 'ukupno manje {L,}', 'manje {L,}'],
  },
  ba: {
    '1': ['1', 'domaćin', 'pobjeda domaćina', 'jedinica'],
    X: ['X', 'neriješeno', 'nerijeseno'],
    '2': ['2', 'gost', 'pobjeda gosta', 'dvica'],
    GG: ['gol-gol', 'oba tima daju gol', 'GG'],
    NG: ['NG', 'nema gol-gol'],
    'UG 0-2': ['manje 2,5', '0-2'],
    'UG 2+': ['2+', 'više 1,5'],
    'UG 3+': ['3+', 'više 2,5', 'preko 2,5'],
    'I 1': ['prvo poluvrijeme 1', 'prvo pol. 1'],
    'I X': ['prvo poluvrijeme X'],
    'II 2': ['drugo poluvrijeme 2'],
    OVER: ['ukupno poena više {L,}', 'više {L,}'],
    UNDER: ['ukupno poena manje {L,}', 'manje {L,}'],
  },
  en: {
    '1': ['home', 'home win', '1'],
    X: ['draw', 'X'],
    '2': ['away', 'away win', '2'],
    '1X': ['home or draw', '1X'],
    X2: ['draw or away', 'X2'],
    '12': ['home or away', 'no draw', '12'],
    GG: ['btts', 'BTTS yes', 'both teams to score'],
    NG: ['btts no', 'no btts'],
    'GG3+': ['btts & over 2.5', 'BTTS + o2.5'],
    'UG 0-2': ['under 2.5', 'u2.5'],
    'UG 2+': ['over 1.5', 'o1.5'],
    'UG 3+': ['over 2.5', 'o2.5', 'Over 2.5 goals'],
    'I 1': ['HT home', '1st half 1', 'HT 1'],
    'I X': ['HT draw', 'HT X'],
    'II 2': ['2nd half away', '2H 2'],
    '1&UG3+': ['home & over 2.5', '1 + o2.5'],
    OVER: ['over {L}', 'o{L}', 'Over {L} pts'],
    UNDER: ['under {L}', 'u{L}', 'Under {L} pts'],
  },
  cyr: {
    '1': ['1', 'кец'],
    X: ['Х', 'X', 'нерешено'],
    '2': ['2', 'двојка'],
    '1X': ['1Х', '1X'],
    X2: ['Х2', 'X2'],
    GG: ['ГГ', 'оба дају гол'],
    NG: ['НГ'],
    'GG3+': ['ГГ3+'],
    'UG 0-2': ['0-2', 'мање 2.5'],
    'UG 2+': ['2+', 'више 1.5'],
    'UG 3+': ['3+', 'више 2.5', 'УГ 3+'],
    'I 1': ['прво полувреме 1', 'I 1'],
    'I X': ['прво полувреме Х'],
    'II 2': ['друго полувреме 2', 'II 2'],
    '1&UG3+': ['1&3+'],
    OVER: ['укупно поена више {L}', 'више {L}'],
    UNDER: ['укупно поена мање {L}', 'мање {L}'],
  },
};

export function renderPick(p: Pick, dialect: Dialect, rng: Rng): string {
  const variants =
    dialect === 'code' || dialect === 'caps' ? CODE[p.key] : (DIALECTS[dialect][p.key] ?? CODE[p.key]);
  const line = lineText(p);
  const s = rng.pick(variants).replace('{L,}', line.replace('.', ',')).replace('{L}', line);
  return dialect === 'caps' ? s.toUpperCase() : s;
}

// The plain code as the scorer spells it, for families that only change layout, not wording.
export function codeOf(p: Pick): string {
  if (p.key === 'OVER' || p.key === 'UNDER') return truthPick(p);
  return p.key;
}
