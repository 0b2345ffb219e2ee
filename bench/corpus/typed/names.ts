// How a team name appears in typed text: aliases, lower/upper case, no diacritics, typos, Cyrillic.
import type { Rng } from '../rng';
import type { Team } from './teams';

export type NameMode = 'canon' | 'alias' | 'lower' | 'upper' | 'nodiac' | 'typo' | 'short' | 'cyr';

const FOLD: Record<string, string> = {
  č: 'c',
  ć: 'c',
  š: 's',
  ž: 'z',
  đ: 'dj',
  Č: 'C',
  Ć: 'C',
  Š: 'S',
  Ž: 'Z',
  Đ: 'Dj',
};

export function stripDiacritics(s: string): string {
  return s
    .replace(/[čćšžđČĆŠŽĐ]/g, (c) => FOLD[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

// One realistic slip in the longest word: a dropped, doubled or swapped letter. Short words are left alone
// because a typo there would make the name unrecognisable even to a person.
export function typo(s: string, rng: Rng): string {
  const words = s.split(' ');
  let wi = 0;
  words.forEach((w, i) => {
    if (w.length > words[wi].length) wi = i;
  });
  const w = words[wi];
  if (w.length < 6) return s;
  const i = rng.int(2, w.length - 3);
  const op = w.length >= 8 ? rng.int(0, 2) : rng.int(0, 1);
  let out: string;
  if (op === 0) out = w.slice(0, i) + w.slice(i + 1);
  else if (op === 1) out = w.slice(0, i + 1) + w[i] + w.slice(i + 1);
  else out = w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
  words[wi] = out;
  return words.join(' ');
}

// Digraphs first, so "lj" becomes one letter (љ), not two.
const LATIN = 'abvgdđežzijklmnoprstćufhcčš';
const CYRIL = 'абвгдђежзијклмнопрстћуфхцчш';
const LAT2CYR: [string, string][] = [
  ['Lj', 'Љ'],
  ['lj', 'љ'],
  ['Nj', 'Њ'],
  ['nj', 'њ'],
  ['Dž', 'Џ'],
  ['dž', 'џ'],
  ...[...LATIN].map((c, i): [string, string] => [c, CYRIL[i]]),
  ...[...LATIN.toUpperCase()].map((c, i): [string, string] => [c, CYRIL[i].toUpperCase()]),
];

export function toCyrillic(s: string): string {
  let out = '';
  for (let i = 0; i < s.length;) {
    const hit = LAT2CYR.find(([l]) => s.startsWith(l, i));
    if (hit) {
      out += hit[1];
      i += hit[0].length;
    } else {
      out += s[i];
      i++;
    }
  }
  return out;
}

// Latin letters with no Serbian Cyrillic counterpart: such names stay in Latin script, as people leave them.
const NON_SERBIAN = /[qwxyäöüëé]/i;

export function showName(t: Team, mode: NameMode, rng: Rng): string {
  const base = (): string => (t.aliases.length && rng.chance(0.5) ? rng.pick(t.aliases) : t.name);
  switch (mode) {
    case 'canon':
      return t.name;
    case 'alias':
      return t.aliases.length ? rng.pick(t.aliases) : t.name;
    case 'short':
      return [t.name, ...t.aliases].reduce((a, b) => (b.length < a.length ? b : a));
    case 'lower':
      return base().toLowerCase();
    case 'upper':
      return stripDiacritics(base()).toUpperCase();
    case 'nodiac':
      return stripDiacritics(base());
    case 'typo':
      return typo(base(), rng);
    case 'cyr': {
      const n = base();
      return t.cyrillic && !NON_SERBIAN.test(n) ? toCyrillic(n) : n;
    }
  }
}

// The everyday mix: mostly as written on the ticket, often shortened, sometimes lower case or without diacritics.
export const EVERYDAY: readonly (readonly [NameMode, number])[] = [
  ['canon', 4],
  ['alias', 3],
  ['lower', 1.5],
  ['nodiac', 1.5],
];
