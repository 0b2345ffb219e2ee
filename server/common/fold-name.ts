// Team and player names folded for comparison: lowercase Latin letters without diacritics (Serbian and
// Macedonian Cyrillic transliterated), no punctuation, and at its barest without club-form words. Pure string
// code, shared by the ticket reader (tickets/gazetteer.ts) and the team keys (analysis/model/team-names.ts).

/** Club-form words that carry no identity ("FK", "NK", "FC", "AFC" …), dropped wherever they stand. */
const CLUB_WORDS = new Set([
  'fc',
  'fk',
  'nk',
  'sk',
  'afc',
  'cf',
  'hnk',
  'gnk',
  'nd',
  'ns',
  'hsk',
  'sc',
  'ssc',
  'ac',
  'as',
  'ss',
  'cd',
  'ud',
  'sd',
  'rc',
  'rcd',
  'sv',
  'kv',
  'krc',
  'kaa',
  'rsc',
  'us',
  'ogc',
  'osc',
  'club',
  'de',
  'futbol',
  'football',
]);

const LETTERS: Record<string, string> = {
  đ: 'dj',
  ð: 'd',
  ø: 'o',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ł: 'l',
  ı: 'i',
  þ: 'th',
};

// Serbian and Macedonian Cyrillic → Latin, so "Црвена звезда" and "Crvena zvezda" meet.
const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  ђ: 'dj',
  е: 'e',
  ж: 'z',
  з: 'z',
  и: 'i',
  ј: 'j',
  к: 'k',
  л: 'l',
  љ: 'lj',
  м: 'm',
  н: 'n',
  њ: 'nj',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  ћ: 'c',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'c',
  ч: 'c',
  џ: 'dz',
  ш: 's',
  й: 'j',
  ы: 'y',
  э: 'e',
  ю: 'ju',
  я: 'ja',
  ь: '',
  ъ: '',
};

/** Lowercase, Latin letters without diacritics, no country suffix "(SRB)", no punctuation: the words as written. */
export function lightFold(name: string): string {
  return name
    .replace(/\s*\([A-Z]{2,4}\)\s*$/, '')
    .toLowerCase()
    .replace(/[đðøßæœłıþ]/g, (c) => LETTERS[c])
    .replace(/[а-яђјљњћџ]/g, (c) => CYRILLIC[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * A name folded to its bare form: {@link lightFold} without club-form words (FK, FC, NK …).
 * "FK Crvena zvezda" → "crvena zvezda", "Malmö FF (SWE)" → "malmo ff", "1. FC Köln" → "koln".
 */
export function foldName(name: string): string {
  const words = lightFold(name).split(' ').filter(Boolean);
  const kept = words.filter((w) => !CLUB_WORDS.has(w));
  // "1. FC Köln" → "koln": a leading "1" is part of the club form, not of the name.
  if (kept.length > 1 && kept[0] === '1') kept.shift();
  return (kept.length ? kept : words).join(' ');
}
