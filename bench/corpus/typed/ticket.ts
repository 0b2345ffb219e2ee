// Shared building blocks of a typed ticket: drawing legs, showing them, and the chatter around them.
import { EVERYDAY, showName, type NameMode } from './names';
import { randomOdds, randomPick, truthPick, type Pick, type PickKey } from './picks';
import type { Rng } from '../rng';
import { LEAGUES, type League, type Sport, type Team } from './teams';

export interface Leg {
  home: Team;
  away: Team;
  league: League;
  pick: Pick | null;
  odds: number | null;
  // The names as they appear in the text (check.ts verifies they still match the truth names).
  homeText: string;
  awayText: string;
}

export interface Draft {
  text: string;
  legs: Leg[];
}

export interface Family {
  style: string;
  // One line on what makes the family different; README material.
  about: string;
  make(rng: Rng): Draft;
}

export interface TruthLeg {
  home: string;
  away: string;
  pick: string | null;
  odds: number | null;
}

export function truthLegs(d: Draft): TruthLeg[] {
  return d.legs.map((l) => ({
    home: l.home.name,
    away: l.away.name,
    pick: l.pick ? truthPick(l.pick) : null,
    odds: l.odds,
  }));
}

export interface DrawOpts {
  n?: number;
  min?: number;
  max?: number;
  sports?: readonly Sport[];
  leagues?: readonly string[];
  keys?: readonly PickKey[];
  pickNull?: number;
  oddsNull?: number;
  names?: NameMode | readonly (readonly [NameMode, number])[];
}

const SPORT_WEIGHTS: readonly (readonly [Sport, number])[] = [
  ['football', 70],
  ['basketball', 18],
  ['tennis', 12],
];

// Regional leagues dominate what people here actually bet on.
const LEAGUE_WEIGHT: Record<string, number> = { SRB1: 5, HR1: 3, BIH: 3, ABA: 4, ATP: 3, ENG1: 3 };

export function legCount(rng: Rng, min = 1, max = 8): number {
  const w: [number, number][] = [
    [1, 6],
    [2, 12],
    [3, 16],
    [4, 16],
    [5, 14],
    [6, 10],
    [7, 6],
    [8, 5],
  ];
  return rng.weighted(w.filter(([k]) => k >= min && k <= max));
}

export function drawLegs(rng: Rng, o: DrawOpts = {}): Leg[] {
  const n = o.n ?? legCount(rng, o.min, o.max);
  const used = new Set<string>();
  const legs: Leg[] = [];
  const sports = o.sports ?? SPORT_WEIGHTS.map(([s]) => s);
  for (let i = 0; i < n; i++) {
    const sport = rng.weighted(SPORT_WEIGHTS.filter(([s]) => sports.includes(s)));
    const cands = LEAGUES.filter((l) => l.sport === sport && (!o.leagues || o.leagues.includes(l.code)));
    const league = rng.weighted(
      (cands.length ? cands : LEAGUES).map((l) => [l, LEAGUE_WEIGHT[l.code] ?? 1] as const),
    );
    // Each team once per ticket, so truth legs never compete for the same prediction.
    const free = league.teams.filter((t) => !used.has(`${t.sport}:${t.name}`));
    if (free.length < 2) continue;
    const [home, away] = rng.shuffle(free).slice(0, 2);
    used.add(`${home.sport}:${home.name}`);
    used.add(`${away.sport}:${away.name}`);
    const pick = rng.chance(o.pickNull ?? 0) ? null : randomPick(rng, sport, o.keys, league.code);
    const odds = rng.chance(o.oddsNull ?? 0) ? null : randomOdds(rng, pick ?? { key: '1' }, sport);
    const mode = (): NameMode => {
      const m = o.names ?? EVERYDAY;
      return typeof m === 'string' ? m : rng.weighted(m);
    };
    legs.push({
      home,
      away,
      league,
      pick,
      odds,
      homeText: showName(home, mode(), rng),
      awayText: showName(away, mode(), rng),
    });
  }
  return legs;
}

// ------------------------------------------------------------------ chatter that is not a leg

const JUNK_SR = [
  'evo tiketa za večeras',
  'pozdrav svima',
  'ajmo braćo',
  'ko igra?',
  'šta kažete na ovo?',
  'sigurica 🔒',
  '🍀🍀',
  'hvala unapred',
  'ne zaboravi da uplatiš',
  'vikend kombinacija',
  'ovo je danas',
  'javite ako prođe 😂',
  'ulog 500 din',
  'uplata 300 din',
  'sistem 3/4',
  'sistem 2/3',
  'moguć dobitak 12.400 din',
  'Poz',
];
const JUNK_HR = [
  'Pozdrav ekipa',
  'uplata 5 €',
  'Ukupni tečaj 14,20',
  'LP',
  'sretno svima 🍀',
  'ajmo dečki',
  'ulog 2 eura',
];
const JUNK_BA = ['Selam raja', 'uplata 10 KM', 'ulog 5 KM', 'ima li ko bolji?', 'sretno 🍀', 'dobitak 86 KM'];

export type Lang = 'sr' | 'hr' | 'ba';

export function junkLine(rng: Rng, lang: Lang = 'sr'): string {
  return rng.pick(lang === 'hr' ? JUNK_HR : lang === 'ba' ? JUNK_BA : JUNK_SR);
}

export function totalOf(legs: readonly Leg[]): number {
  return legs.reduce((p, l) => p * (l.odds ?? 1), 1);
}

export function totalLine(rng: Rng, legs: readonly Leg[], lang: Lang = 'sr'): string {
  const t = totalOf(legs).toFixed(2).replace('.', ',');
  if (lang === 'hr') return rng.pick([`Ukupni tečaj: ${t}`, `ukupno ${t}`]);
  if (lang === 'ba') return rng.pick([`ukupni koeficijent ${t}`, `ukupna kvota ${t}`]);
  return rng.pick([`ukupna kvota ${t}`, `kvota ${t} ukupno`, `uk. kvota ${t}`]);
}

// Wraps leg lines with a greeting on top and stake/total/comment lines below, sometimes between legs.
export function withJunk(
  rng: Rng,
  lines: string[],
  legs: readonly Leg[],
  lang: Lang = 'sr',
  p = 0.5,
): string {
  const out = [...lines];
  if (rng.chance(p)) out.unshift(junkLine(rng, lang));
  if (rng.chance(p * 0.5) && out.length > 2) out.splice(rng.int(1, out.length - 1), 0, '');
  if (rng.chance(p)) out.push(rng.chance(0.5) ? totalLine(rng, legs, lang) : junkLine(rng, lang));
  return (rng.chance(0.3) ? '\n' : '') + out.join('\n') + (rng.chance(0.4) ? '\n' : '');
}
