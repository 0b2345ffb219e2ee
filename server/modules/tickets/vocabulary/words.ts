// Every word list the ticket reader uses, in one place: the regular expressions of the reader are built from
// these lists (see `wordsRe`). Adding a spelling here is enough for every part of the reader to know it.
// Facts only (how tickets and people write things); the sources of bookmakers' codes are in codes.ts.

/** A case-insensitive, whole-text regular expression of a list of words (regex syntax allowed in entries). */
export const wordsRe = (words: readonly string[], flags = 'iu') =>
  new RegExp(`^(?:${words.join('|')})$`, flags);
/** The same, as an alternation to embed in a larger expression. */
export const alt = (words: readonly string[]) => `(?:${words.join('|')})`;

/** Bookmakers of the region as their names appear on tickets (headers, footers, app screenshots). */
export const BOOKMAKERS: readonly (readonly [name: string, printed: RegExp])[] = [
  ['Mozzart', /\bmozzart/i],
  ['Meridian', /\bmeridian/i],
  ['MaxBet', /\bmax\s?bet\b/i],
  ['Soccer', /\bsoccer\s?(bet)?\b/i],
  ['Admiral', /\badmiral/i],
  ['SuperSport', /\bsuper\s?sport\b/i],
  ['Superbet', /\bsuper\s?bet\b/i],
  ['Germania', /\bgermania\b/i],
  ['PSK', /\bpsk\b/i],
  ['Balkan Bet', /\bbalkan\s?bet\b/i],
  ['Merkur', /\bmerkur\s?x?tip\b/i],
  ['Oktagon', /\boktagon\s?bet\b/i],
  ['Pinnbet', /\bpinn\s?bet\b/i],
  ['Wwin', /\bwwin\b/i],
  ['Premier', /\bpremier\s?(kladionica|sport|bet)\b/i],
  ['Lutrija BiH', /\blutrija\s?bih\b|\bsportingbet\b/i],
  ['Victory', /\bvictory\s?(bet|247)?\b(?=.*(tiket|kvot|uplat))/i],
  ['Lob', /\blob\s?bet\b/i],
];

/** Currencies as printed by the stake or the payout. */
export const CURRENCIES: readonly (readonly [code: string, printed: RegExp])[] = [
  ['RSD', /\b(din|rsd)\b/i],
  ['EUR', /\beur\b|€/i],
  ['BAM', /\b(km|bam)\b/i],
  ['MKD', /\b(mkd|den)\b|ден/i],
];

/**
 * Chat words people type around or after their matches ("dinamo - hajduk pozz", "ajmo braćo"): never part of
 * a team's name. Only words no club of the region is called.
 */
export const CHAT_WORDS = [
  'pozz',
  'poz',
  'pozdrav',
  'pozdravi',
  'ajmo',
  'ajde',
  'hajde',
  'idemo',
  'brate',
  'brat',
  'braćo',
  'braco',
  'bre',
  'lol',
  'lmao',
  'xd',
  'haha+',
  'hehe+',
  'sigurica',
  'sigurno',
  'siguran',
  'zicer',
  'žicer',
  'bankica',
  'banker',
  'fiks',
  'fix',
  'top',
  'easy',
  'ez',
  'gas',
  'gasss+',
  'ok',
  'okej',
  'pls',
  'molim',
  'hvala',
  'sreća',
  'sreca',
  'sretno',
  'srećno',
  'srecno',
  'jbg',
  'mrš',
  'ae',
  'aj',
  'evo',
  'eto',
  'jel',
  'jel\\s?ok',
  'šta\\s?mislite',
  'sta\\s?mislite',
  '\\?+',
  '!+',
] as const;

/** A chat word at the end of a name ("hajduk pozz", "barsa lol"). */
export const TRAILING_CHAT = new RegExp(`(?:\\s+${alt(CHAT_WORDS)})+\\s*$`, 'iu');
/** A chat line's start ("ajmo braćo", "pozz svima"). */
export const CHAT_LINE_START = new RegExp(`^${alt(CHAT_WORDS)}\\b`, 'iu');

/** Timestamps chat apps put before a message ("[20:14]", "20:14 -", "12/11/25, 20:14 - Marko:"). */
export const CHAT_PREFIX =
  /^\s*(?:\[\d{1,2}[:.]\d{2}(?::\d{2})?\]|\[?\d{1,2}[./]\d{1,2}[./]\d{2,4},?\s+\d{1,2}:\d{2}\]?\s*[-–]?\s*(?:[\p{L}\s]{1,20}:)?|\d{1,2}:\d{2}\s+[-–]\s+(?:[\p{L}\s]{1,20}:)?)\s*/u;

/**
 * Nicknames and short forms people type for clubs, written as the gazetteer knows the club. Only ones that
 * stand for one club in the region's talk ("real" could be Madrid, Sociedad or Betis; "grobari" are fans, not a
 * name on a ticket): those are left as typed.
 */
export const NICKNAMES: Readonly<Record<string, string>> = {
  barsa: 'Barcelona',
  barša: 'Barcelona',
  barca: 'Barcelona',
  juve: 'Juventus',
  siti: 'Manchester City',
  'man city': 'Manchester City',
  'man siti': 'Manchester City',
  junajted: 'Manchester United',
  'man utd': 'Manchester United',
  'man united': 'Manchester United',
  mančester: 'Manchester United',
  bajern: 'Bayern',
  zvezda: 'Crvena zvezda',
  'c. zvezda': 'Crvena zvezda',
  czv: 'Crvena zvezda',
  pariz: 'PSG',
  psž: 'PSG',
  liverpul: 'Liverpool',
  čelsi: 'Chelsea',
  celsi: 'Chelsea',
  totenhem: 'Tottenham',
  spurs: 'Tottenham',
  atletiko: 'Atlético Madrid',
  dortmund: 'Borussia Dortmund',
  bvb: 'Borussia Dortmund',
  wolves: 'Wolverhampton',
};

/**
 * Pick words: slang, the outcome spelt out and English, each with the code it means. Tried on the whole pick
 * text (after labels are set aside), first match wins; `$1` keeps a captured code.
 */
export const PICK_WORDS: readonly (readonly [words: string, code: string])[] = [
  // 1
  [
    'kec|keca|kecom|kecu|jedinica|jedinicu|jedan|domaćin|domacin|domaćina|domacina|home|home win|1 home|pobed[au] domaćina|pobed[au] domacina|pobjed[au] domaćina|pobjed[au] domacina|dobija domaćin|dobija domacin|win home|home to win',
    '1',
  ],
  // 2
  [
    'dvojka|dvojku|dvojkom|dvica|dvicu|dva|gost|gosta|gosti|away|away win|pobed[au] gosta|pobjed[au] gosta|dobija gost|win away|away to win',
    '2',
  ],
  // X
  [
    'iks|iksa|x-?ić|x-?ic|nerešeno|neriješeno|nereseno|nerijeseno|nerešen|neriješen|draw|remi|remija|the draw',
    'X',
  ],
  // double chance in words
  [
    '1 ili x|kec ili iks|kec iks|home or draw|home/draw|domaćin ili nerešeno|domacin ili nereseno|1 or x',
    '1X',
  ],
  ['x ili 2|iks ili dva|iks dva|iks dvojka|draw or away|draw/away|x or 2', 'X2'],
  ['1 ili 2|kec ili dva|kec dva|kec dvojka|home or away|no draw|bez nerešenog|bez neriješenog|1 or 2', '12'],
  // both teams to score
  [
    'oba (?:tima )?daju(?: gol)?|oba (?:tima )?daju gol:? da|oba tima zabijaju(?::? da)?|oba zabijaju|btts(?::? (?:da|yes))?|btts yes|yes btts|both teams(?: to)? score|both to score|both teams score|golgol(?::? da)?|gol-gol|gg:? da|gg yes',
    'GG',
  ],
  [
    'oba (?:tima )?daju gol:? ne|oba tima zabijaju:? ne|btts:? (?:ne|no)|btts no|no btts|golgol:? ne|gg:? ne|gg no|nijedan|bar jedan ne daje(?: gol)?|ne daju oba|nema gol-gol|nema golgol',
    'NG',
  ],
  // double chance with its market
  [
    '(?:dupla|dvostruka|double|dupla šansa|dvostruka šansa)\\s*(?:šansa|sansa|chance)?:?\\s*(1x|x2|12|2x|x1|21)',
    '$1',
  ],
  ['(?:konačan|konacan|konačni|konacni|krajnji)\\s*(?:ishod|rezultat)?:?\\s*([12x])', '$1'],
  // halves in words
  [
    '(?:prvo poluvreme|prvo poluvrijeme|1\\. ?poluvreme|1\\. ?poluvrijeme|poluvreme|poluvrijeme|prvo pol\\.?|1st half|first half|ht)\\s*:?\\s*(kec|iks|dvojka)',
    'I $1',
  ],
  // goals in words
  ['(?:ukupno golova|ukupno|golovi|ug|broj golova)\\s*:?\\s*(\\d\\s*[-+]\\s*\\d?)', 'UG $1'],
  ['(?:ug|golova)(\\d\\+?)', 'UG $1'],
  ['do (\\d) gola', 'UG 0-$1'],
];

/** Slang inside a pick text ("pp kec", "kec&3+"): rewritten word by word once the whole text did not match. */
export const PICK_WORD_PARTS: Readonly<Record<string, string>> = {
  kec: '1',
  keca: '1',
  jedinica: '1',
  dvojka: '2',
  dvojku: '2',
  dvica: '2',
  iks: 'X',
  iksa: 'X',
  home: '1',
  away: '2',
  draw: 'X',
  domaćin: '1',
  domacin: '1',
  gost: '2',
};

/** Words that negate the pick after them ("ne 1", "ne GG3+", "not X"). */
export const NEGATIONS = ['ne', 'not', 'no', 'nije', 'neće', 'nece', 'bez'] as const;

/** Labels of a ticket's fields, with their colon ("Tip:", "Kvota:"). */
export const PICK_LABELS = ['tip', 'igra', 'oklada', 'opklada', 'bet', 'pick'] as const;
export const ODDS_LABELS = [
  'kvota',
  'tečaj',
  'tecaj',
  'koef',
  'koeficijent',
  'odds',
  'kv',
  'kf',
  'k',
  '@',
] as const;
export const MATCH_LABELS = [
  'događaj',
  'dogadjaj',
  'dogadaj',
  'pogadaj',
  'utakmica',
  'par',
  'meč',
  'mec',
  'susret',
  'match',
  'event',
] as const;

/** Market names as slips print them: a market's words end the names before them. */
export const MARKET_WORDS = [
  'kona\\p{L}{1,2}ni?',
  'ishod',
  'kombinacij\\p{L}*',
  'oba tima',
  'dupla',
  'dvostruka',
  'šansa',
  'sansa',
  'ukupno',
  'prv[oi] pol[\\p{L}.]*',
  'drug[oi] pol[\\p{L}.]*',
  'poluvreme',
  'poluvrijeme',
  'golovi',
  'golova',
  'pobednik',
  'pobjednik',
  'golgol',
  'hendikep',
  'handicap',
  'azijski',
  'tim \\d',
  'prvi gol',
  'uklj\\.?',
  'produžetke',
  'produzetke',
  'meča',
  'meca',
  'konačni rezultat',
  'korneri',
  'kornera',
  'kartoni',
  'kartona',
  'gemovi',
  'gemova',
  'setovi',
  'setova',
  'tačan rezultat',
  'tacan rezultat',
  'četvrtina',
  'cetvrtina',
] as const;

/** Abbreviations and words of bet codes: a token that is one of them belongs to a pick, never to a name. */
export const CODE_WORDS = [
  'ne',
  'not',
  'ug',
  'gg',
  'ng',
  'ki',
  'pk',
  'ds',
  'dš',
  'dc',
  'hen',
  'hend',
  'hendikep',
  'handicap',
  'ah',
  'pg',
  'pr',
  'tr',
  'ii',
  'pp',
  'dp',
  'više',
  'vise',
  'manje',
  'over',
  'under',
  'gemova',
  'gemovi',
  'golova',
  'gola',
  'korneri',
  'kornera',
  'kartoni',
  'kartona',
  'setova',
  'poena',
  'btts',
] as const;
