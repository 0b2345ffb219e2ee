import type { Sport } from '../types';

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
  ['RSD', /(?<!\p{L})(din(?:ara|ar)?|rsd)\b/iu],
  ['EUR', /\beur\b|€/i],
  ['BAM', /\b(km|bam)\b/i],
  ['MKD', /\b(mkd|den)\b|ден/i],
];

/** The currencies as printed after an amount, longest first. */
export const CURRENCY_WORDS = 'dinara|dinar|din|rsd|eur|€|km|bam|mkd|den|ден';

/** An amount of money as tickets print it ("200,00 din.", "1.365,00 RSD", "20,00 €", "10 KM"). */
export const MONEY = new RegExp(`\\d[\\d.,]*\\s*(?:${CURRENCY_WORDS})(?![\\p{L}])\\.?`, 'giu');
/** A line of money: an amount with its currency, or a stake's or a payout's label. */
export const MONEY_LINE = new RegExp(`${MONEY.source}|uplat|ulog|dobit|isplat|stake|payout|return`, 'iu');

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

/** Sports by their local and their English names. */
const LOCAL_SPORTS = 'košarka|kosarka|fudbal|nogomet|tenis|rukomet|odbojka|hokej';
const ENGLISH_SPORTS = 'basketball|football|soccer|tennis';
/** A sport as a league row names it before its country ("Fudbal · BiH - Premijer liga"). */
/** A sport as a betting site's column abbreviates it ("NOG", "FUD", "TEN", "KOŠ"): no name, no league. */
export const SPORT_CODE = /^(?:nog|fud|ten|koš|kos|ruk|odb|hok)$/iu;
export const SPORT_NAME = new RegExp(`^(?:${LOCAL_SPORTS}|${ENGLISH_SPORTS})$`, 'iu');

/**
 * A sport named after a name ("Zvezda (košarka)", "Zvezda košarka"): the sport's clue, not the club's name. Bare,
 * only the local words (and "koš"): English ones end club names ("Paris Basketball").
 */
export const TRAILING_SPORT = new RegExp(
  `\\s*(?:\\(\\s*(?:${ENGLISH_SPORTS})\\s*\\)|\\(?\\s*(?<!\\p{L})(?:${LOCAL_SPORTS}|koš|kos)\\s*\\)?)\\s*$`,
  'iu',
);
/**
 * Words of bets that no club's name holds: typed after the names with a bet the vocabulary does not know
 * ("… Novi Beograd win either half"), they start that bet, which is kept as typed for the user to choose.
 */
export const BET_HINT_WORDS: ReadonlySet<string> = new Set([
  'to',
  'win',
  'wins',
  'either',
  'half',
  'goal',
  'goals',
  'score',
  'scores',
  'over',
  'under',
  'corners',
  'cards',
  'više',
  'vise',
  'manje',
  'gol',
  'gola',
  'golova',
  'poluvreme',
  'poluvrijeme',
  'handicap',
  'hendikep',
  'ukupno',
  'daje',
  'daju',
  'nijedan',
  'barem',
  'both',
  'oba',
  'pobeda',
  'pobjeda',
  'obadva',
  'obe',
  'plus',
  'nula',
  'jedan',
  'dva',
  'tri',
  'četiri',
  'cetiri',
]);
/**
 * Market names that a ticket prints before a selection naming a team ("Konačan ishod: Arsenal", "Full Time
 * Result - Arsenal", "Dupla šansa: Partizan ili neriješeno"); `dnb` marks draw no bet.
 */
export const SELECTION_MARKETS: readonly (readonly [phrase: string, kind: 'result' | 'dnb' | 'any'])[] = [
  [
    'konačan ishod|konacan ishod|konačni ishod|konacni ishod|ishod|1x2|full time result|match result|result|final result|match betting|to win match|match odds',
    'result',
  ],
  [
    'pobednik|pobjednik|pobednik meča|pobjednik meča|pobednik meca|pobjednik meca|match winner|winner|money ?line|to win',
    'result',
  ],
  ['dupla šansa|dupla sansa|dvostruka šansa|dvostruka sansa|double chance', 'result'],
  ['draw no bet|dnb|ulog vraćen|ulog vracen|bez remija', 'dnb'],
  [
    'oba tima daju gol|oba tima zabijaju|both teams to score|btts|goals over/under|over/under|total goals|ukupno golova|ukupno',
    'any',
  ],
];
/** "Draw" in the region's spellings, with and without diacritics, and the common "nerješeno". */
const DRAW_SPELLINGS = ['neriješeno', 'nerješeno', 'nerešeno', 'nerijeseno', 'nerjeseno', 'nereseno'];
/** Words of a selection that mean the draw. */
export const DRAW_WORDS = new RegExp(
  `(?<!\\p{L})(?:draw|${DRAW_SPELLINGS.join('|')}|remi|x)(?!\\p{L})`,
  'iu',
);

/** The winner's words after a name ("Sinner wins", "Đoković pobeđuje", "Zvezda pobeda"). */
export const WINNER_AFTER =
  /\s+(?:to win|wins?|pobe(?:đ|dj|d)uje|pobje(?:đ|dj|d)uje|pobeda|pobjeda|prolazi)$/iu;
/** Words that name the winner ("pobeđuje Alcaraz", "winner: Sabalenka"); whole words only ("winner" is not "win"). */
export const WINNER =
  'pobe[đd]uje|pobje[đd]uje|pobeda|pobjeda|pobednik|pobjednik|dobija|dobiva|prolazi|winner|wins?|to win';
/** A period said in words before a named team ("prvi set Rublev", "drugo poluvreme Partizan"). */
export const PERIOD_NAMES =
  '(?:prvi|drugi|treći|treci|first|second|1\\.|2\\.|3\\.)\\s?set|(?:prvo|drugo)\\s+(?:poluvreme|poluvrijeme)|(?:1st|2nd|first|second)\\s+half';
/**
 * A period said in words in any case, beside a winner named ("Chelsea dobija prvo poluvreme", "pobeda Chelsea u
 * prvom poluvremenu", "Rublev wins the first set") → the phrase the vocabulary reads before an outcome.
 */
export const PERIODS_SAID: readonly (readonly [RegExp, string])[] = [
  [
    /(?<!\p{L})(?:(?:prv[oia]m?|1\.)\s*(?:poluvrem|poluvrijem)\p{L}*|(?:1st|first)\s+half)/iu,
    'prvo poluvreme',
  ],
  [
    /(?<!\p{L})(?:(?:drug[oia]m?|2\.)\s*(?:poluvrem|poluvrijem)\p{L}*|(?:2nd|second)\s+half)/iu,
    'drugo poluvreme',
  ],
  [/(?<!\p{L})(?:(?:prv[ia]m?|prvom|1\.)\s*set\p{L}*|(?:1st|first)\s+set)(?!\p{L})/iu, 'prvi set'],
  [/(?<!\p{L})(?:(?:drug[ia]m?|drugom|2\.)\s*set\p{L}*|(?:2nd|second)\s+set)(?!\p{L})/iu, 'drugi set'],
];
/**
 * A period's word the reader cannot place beside a winner ("treća četvrtina", "treći set"): the bet is asked.
 * Overtime is none: a winner "including overtime" is the match's. Whole words: "Setúbal" is a club.
 */
export const PERIOD_WORD =
  /(?<!\p{L})(?:(?:poluvrem|poluvrijem|četvrtin|cetvrtin)\p{L}*|(?:half|set(?:a|u|om|ovi|ova|ovima)?|quarters?|period(?:a|u)?)(?!\p{L}))/iu;
/** Words between two names that say the first wins ("Man Utd to beat Fulham", "Sinner pobeđuje Zvereva", "A > B"). */
export const BEATS_WORDS: readonly string[] = [
  'to beat',
  'beats',
  'to defeat',
  'pobe(?:đ|dj|d)uje',
  'pobje(?:đ|dj|d)uje',
  'da pobedi',
  'da pobijedi',
  'dobija',
  'dobiva',
  'da dobije',
  // The future: "Partizan će pobediti Vojvodinu", "Hajduk pobijedit će Rijeku", "Arsenal will beat Chelsea".
  '(?:će|ce) (?:pobediti|pobijediti|dobiti)',
  'pobedi(?:će|ce)',
  'pobijedit (?:će|ce)',
  'will beat',
  '>+',
];
/** The words before a pick that heads a group of legs ("Sve na 1:", "All on GG", "Na iks:", "Tip 2:"). */
export const GROUP_PICK_LEAD = /^(?:(?:sve|svi|sva|all|everything)\s+(?:na|on)|na|tip|pick)\s+/i;
/** A chat word at the end of a name ("hajduk pozz", "barsa lol"). */
export const TRAILING_CHAT = new RegExp(`(?:\\s+${alt(CHAT_WORDS)})+\\s*$`, 'iu');
/**
 * What a ticket-check page ("Provera tiketa") prints beside a leg once its match started: the result, after
 * its label ("Rezultat 2:1 (1:0)", "Result 88:79", sets "2:1 (4:6, 6:1, 6:1)"), and the leg's status. Neither
 * is a pick, odds or part of a name.
 */
export const RESULT_LABELS = ['rezultat', 'result', 'score'];
export const LEG_STATUS_WORDS = [
  'dobitan',
  'dobitni',
  'dobitna',
  'gubitan',
  'gubitni',
  'gubitna',
  'pogođen',
  'pogoden',
  'promašen',
  'promasen',
  'u toku',
  'u tijeku',
  'nije počelo',
  'nije pocelo',
  'nije počeo',
  'čeka se',
  'ceka se',
  'poništen',
  'ponisten',
  'otkazan',
  'vraćen',
  'won',
  'lost',
  'pending',
  // the ticket's own status, printed in its head beside the first leg
  'aktivan',
  'aktivna',
  'aktivni',
  'na čekanju',
  'na cekanju',
];
const SCORE = '\\d{1,3}\\s*:\\s*\\d{1,3}';
/** A live match's period: "1. pol", "3. čet", "2. set", "Q2", "63'", "HT", "Kraj". */
const LIVE_PERIOD = "\\d\\.\\s?(?:pol\\p{L}*|pp|čet\\p{L}*|cet\\p{L}*|set)|Q[1-4]|\\d{1,3}['’]|HT|kraj";
/** A result's half-time or set scores in brackets ("(1:0)", "(4:6, 6:1)"; OCR reads a colon as a dot). */
const HALVES = '(?:\\s*\\((?:\\s*\\d{1,3}\\s*[:.]\\s*\\d{1,3}\\s*,?)+\\)?)';
/**
 * "Tačan rezultat 2:1", "Correct score 1:1": the correct-score bet, not a result printed beside it; "Both Teams to
 * Score", "Match Result", "Half Time Result": a market's name.
 */
const EXACT = '(?<!(?:tačan|tacan|točan|tocan|tačni|tacni|konačni|konacni|correct|exact|to|match|time)\\s+)';
export const PRINTED_RESULT = new RegExp(
  `(?:·\\s*)?(?<!\\p{L})${EXACT}(?:${alt(RESULT_LABELS)})[\\s|:]*${SCORE}${HALVES}?|(?<!\\p{L})${EXACT}(?:${alt(RESULT_LABELS)}):?\\s*$|(?<![\\p{L}\\d])${SCORE}\\.?${HALVES}`,
  'giu',
);
/**
 * A live match's state after its kickoff at a line's end ("Danas 20:45 1:1 1. pol", "16:00 3. čet 51:56",
 * "31.12. Q2 51:47", "20:45 31.12. 7:5 4:4"): a period, or two scores (sets). One score alone may be the kickoff.
 */
export const LIVE_STATE = new RegExp(
  `(?<=\\d{1,2}[:.]\\d{2}|\\d{1,2}\\.\\d{1,2}\\.)(?:\\s+(?:${SCORE}|${LIVE_PERIOD}))+\\s*$`,
  'iu',
);
export const LIVE_PERIOD_WORD = new RegExp(LIVE_PERIOD, 'iu');
export const TRAILING_STATUS = new RegExp(`(?:\\s*·)?(?:\\s+${alt(LEG_STATUS_WORDS)})+[\\s|]*$`, 'iu');
/** A live badge before a leg's name ("UŽIVO | Roma", "LIVE 67' | Roma", "uziva Mainz 05"): no nav bar. */
export const LIVE_BADGE =
  /^\s*(?:u[žz]iv\p{L}|live)(?:\s+\d{1,3}['’])?(?:\s*\|\s*|\s+)(?=\p{L})(?!(?:sport|kazino|casino|virtu|promo|rezultat|tiket|listi|profil|po[čc]etn))/iu;

/** "And" opening a chat message's leg ("i Liverpool - Everton gg"). */
export const CHAT_AND = /^\s*(?:i|and|pa|plus|\+)\s+(?=\p{Lu}|\p{Ll}{3})/u;
/** A friend's words adding a leg ("stavi i", "ubaci još", "dodaj i", "add"), before its match. */
export const CHAT_ADD =
  /^\s*(?:stavi|ubaci|dodaj|dodajte|stavite|ubacite|add|put)\s*(?:i|još|jos|mi|nam|in|on)?\s+(?=\p{L})/iu;
/**
 * A message's words announcing the ticket before its first leg ("evo tiket za večeras: zvezda partizan kec 1.85",
 * "moj listić:", "igram ovo:"): up to its colon, never a team's name.
 */
export const CHAT_INTRO =
  /^\s*(?:evo|moj|moja|današnji|danasnji|večerašnji|vecerasnji|tiket|listić|listic|igram|igramo|ovako|predlog|prijedlog)(?:\s+[\p{L}\d]+){0,4}\s*:\s+(?=\S)/iu;
/** A chat line's start ("ajmo braćo", "pozz svima"). */
export const CHAT_LINE_START = new RegExp(`^${alt(CHAT_WORDS)}\\b`, 'iu');

/**
 * Timestamps chat apps put before a message ("[20:14]", "[20.14]", "20:14 -", "12/11/25, 20:14 - Marko:"); a
 * dotted one has a two-digit hour, as "[1.45]" before a match is its odds.
 */
export const CHAT_PREFIX =
  /^\s*(?:\[(?:\d{1,2}:|\d{2}\.)\d{2}(?::\d{2})?\]|\[?\d{1,2}[./]\d{1,2}[./]\d{2,4},?\s+\d{1,2}:\d{2}(?::\d{2})?\]?\s*[-–]?\s*(?:[\p{L}\s]{1,20}:)?|\d{1,2}:\d{2}\s+[-–]\s+(?:[\p{L}\s]{1,20}:)?)\s*/u;

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
  bajern: 'Bayern',
  parti: 'Partizan',
  zvezda: 'Crvena zvezda',
  'c. zvezda': 'Crvena zvezda',
  czv: 'Crvena zvezda',
  psž: 'PSG',
  liverpul: 'Liverpool',
  čelsi: 'Chelsea',
  celsi: 'Chelsea',
  totenhem: 'Tottenham',
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
    `iks|iksa|iksić|iksic|iksića|x-?ić|x-?ic|${DRAW_SPELLINGS.join('|')}|nerešen|neriješen|draw|remi|remija|the draw`,
    'X',
  ],
  // a group's heading in the plural ("Kečevi:", "Dvojke", "GG-ovi")
  ['kečevi|kecevi|kečeve|keceve|kečeva|keceva', '1'],
  ['dvojke|dvojki|dvice', '2'],
  ['iksevi|ikseve|iksova', 'X'],
  ['gg-?ovi|gg ovi|golgolovi', 'GG'],
  // double chance in words
  [
    '1 ili x|kec ili iks|kec iks|home or draw|home/draw|domaćin ili nerešeno|domacin ili nereseno|1 or x|domaćin ne gubi|domacin ne gubi|home not to lose',
    '1X',
  ],
  ['x ili 1|iks ili kec|draw or home|x or 1', '1X'],
  [
    '2 ili x|dva ili iks|away or draw|2 or x|x ili 2|iks ili dva|iks dva|iks dvojka|draw or away|draw/away|x or 2|gost ne gubi|away not to lose',
    'X2',
  ],
  [
    '2 ili 1|1 ili 2|kec ili dva|kec dva|kec dvojka|home or away|no draw|bez nerešenog|bez neriješenog|1 or 2',
    '12',
  ],
  // both teams to score
  [
    'ob[ae](?:dva)? (?:tima |ekipe )?(?:daju|postižu|postizu|postignu)(?: gol)?|oba (?:tima )?daju gol:? da|oba tima zabijaju(?::? da)?|oba zabijaju|btts(?::? (?:da|yes))?|btts yes|yes btts|both teams(?: to)? score(?::? (?:da|yes))?|both to score|both teams score|golgol(?::? da)?|gol-gol|gg:? da|gg yes',
    'GG',
  ],
  [
    'oba (?:tima )?daju(?: gol)?:? ne|oba tima zabijaju:? ne|btts:? (?:ne|no)|btts no|no btts|both (?:teams )?(?:to )?score:? (?:ne|no)|golgol:? ne|gg:? ne|gg no|nijedan|bar jedan ne daje(?: gol)?|ne daju oba|ob[ae](?:dva)? (?:tima |ekipe )?ne daju(?: gol)?|nema gol-gol|nema golgol',
    'NG',
  ],
  // double chance with its market after it ("1X double chance") or before it
  [
    '(1x|x2|12|2x|x1|21)\\s*(?:double chance|dupla šansa|dupla sansa|dvostruka šansa|dvostruka sansa|dc|ds)',
    '$1',
  ],
  // double chance with its market
  [
    '(?:dupla|dvostruka|double|dupla šansa|dvostruka šansa)\\s*(?:šansa|sansa|chance)?:?\\s*(1x|x2|12|2x|x1|21)',
    '$1',
  ],
  ['(?:konačan|konacan|konačni|konacni|krajnji)\\s*(?:ishod|rezultat)?:?\\s*([12x])', '$1'],
  // an English app's market before its selection ("Match Result Draw", "Full Time Result: 2", "Total Goals Over 2.5")
  ['(?:match result|full time result|final result|1x2)\\s*[:-]?\\s*(?:draw|x)', 'X'],
  ['(?:match result|full time result|final result|1x2)\\s*[:-]?\\s*([12])', '$1'],
  [
    '(?:total goals|match goals|goals over/under)\\s*[:-]?\\s*((?:over|under)\\s*\\d+(?:\\.\\d)?)(?:\\s*goals?)?',
    '$1',
  ],
  // match winner as printed for basketball and tennis ("Pobednik meča 1", "Pobjednik (uklj. produžetke) 2",
  // "Pobednik meča - 1"; OCR reads the č as t, ć or é)
  [
    '(?:pobednik|pobjednik|winner|konačan ishod|konacan ishod)(?: me[čcćté]a| utakmice| match)?\\s*\\(?(?:uklj\\.?|incl\\.?)?\\s*(?:produžetke|produzetke|ot|overtime)?\\)?\\s*[:-]?\\s*([12])',
    '$1',
  ],
  // draw no bet: the stake back on a draw (an Asian handicap of 0)
  ['(?:dnb|draw no bet|ulog vraćen|ulog vracen|bez remija|ishod bez remija)\\s*:?\\s*([12])', 'AH$1 0'],
  // a team's goals with the team after them ("2+ golova domaćin", "1+ gol gost")
  ['(\\d)\\+?\\s*(?:gol|gola|golova)?\\s+(?:domaćin|domacin|domaćina|domacina|home)', 'T1 $1+'],
  ['(\\d)\\+?\\s*(?:gol|gola|golova)?\\s+(?:gost|gosta|gosti|away)', 'T2 $1+'],
  // exact number of goals
  [
    '(?:tačan broj golova|tacan broj golova|točan broj golova|tocan broj golova|tbg)\\s*:?\\s*(\\d)',
    'UG $1-$1',
  ],
  // halves in words
  [
    '(?:prvo poluvreme|prvo poluvrijeme|1\\. ?poluvreme|1\\. ?poluvrijeme|poluvreme|poluvrijeme|prvo pol\\.?|1st half|first half|ht)\\s*:?\\s*(kec|iks|dvojka)',
    'I $1',
  ],
  // goals in words
  ['(?:ukupno golova|ukupno|golovi|ug|broj golova)\\s*:?\\s*(\\d\\s*[-+]\\s*\\d?)', 'UG $1'],
  ['(?:ug|golova)(\\d\\+?)', 'UG $1'],
  // no goals, at least, exactly ("nema golova", "min 2 gola", "tačno 2 gola")
  ['(?:nema|bez) golova|nema gola|0 golova|0 gola|ni ?jedan gol|nula golova', 'UG 0-0'],
  ['min(?:imum)?\\.? (\\d) gol(?:a|ova)', 'UG $1+'],
  ['(?:tačno|tacno|točno|tocno|tg) (\\d)(?: gol(?:a|ova)?)?', 'UG $1-$1'],
  // "Over/Under 2.5 - Over": the line, then the side
  ['(?:goals )?(?:over\\/under|o\\/u)\\s*(\\d+(?:\\.\\d)?)\\s*[-:]?\\s*(over|under)', '$2 $1'],
  // "dva ili više golova", "3 i više golova": a number of goals and up
  // "2 gola i više", "tri plus": the same, the goals first or no word of goals
  ['(\\d) gol(?:a|ova)? (?:ili|i) (?:više|vise)', 'UG $1+'],
  ['(?:1|jedan) (?:gol )?(?:plus|ili više|ili vise)', 'UG 1+'],
  ['(?:2|dva) (?:gola )?plus', 'UG 2+'],
  ['(?:3|tri) (?:gola )?plus', 'UG 3+'],
  ['(?:4|četiri|cetiri) (?:gola )?plus', 'UG 4+'],
  ['(?:1|jedan) (?:ili|i) (?:više|vise) gol(?:a|ova)?', 'UG 1+'],
  ['(?:2|dva) (?:ili|i) (?:više|vise) gol(?:a|ova)', 'UG 2+'],
  ['(?:3|tri) (?:ili|i) (?:više|vise) gol(?:a|ova)', 'UG 3+'],
  ['(?:4|četiri|cetiri) (?:ili|i) (?:više|vise) gol(?:a|ova)', 'UG 4+'],
  // corners and cards with their market after the line ("over 8.5 corners", "više 4.5 kartona")
  [
    '((?:over|under|više|vise|manje|o|u)\\s*\\d+(?:\\.\\d)?)\\s*(?:corners?|korner[ai]?|kornere)',
    'korneri $1',
  ],
  [
    '((?:over|under|više|vise|manje|o|u)\\s*\\d+(?:\\.\\d)?)\\s*(?:cards?|kartona|kartoni|bookings)',
    'kartoni $1',
  ],
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
export const NEGATIONS = [
  'neće biti',
  'nece biti',
  'ne',
  'not',
  'no',
  'nije',
  'neće',
  'nece',
  'bez',
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
export const CODE_WORD = wordsRe(CODE_WORDS);

// —— the reader's other word lists, moved here so every list lives in one place ——

// Reading a leg (leg-fields.ts).
// Field labels: any of them with its colon ("Liga:", "Par:"), and the ones that are never content without it.
export const FIELD_LABEL =
  /^(tip|igra|oklada|bet|pick|kvota|te[čcćé]aj|koef|koeficijent|odds|kv|k|utakmica|par|meč|mec|match|događaj|dogadjaj|dogadaj|pogadaj|susret|početak|pocetak|vreme|vrijeme|liga|takmičenje|takmicenje|natjecanje|sport|igre):$|^(tip|kvota|te[čcćé]aj|koef|koeficijent|odds|@)$/i;
export const ODDS_LABEL_TOKEN =
  /^(kvota|te[čcćé]aj|koef|koeficijent|odds|kv|k|@|\p{L}{3,8}\)?):$|^(kvota|te[čcćé]aj|koef\.?|koeficijent|odds|kv\.?|kf\.?|@)$/iu;
/** A lone "k" right before the odds is kvota's short form ("X k 4,19"); anywhere else it is a name's letter. */
export const ODDS_LETTER = /^k$/i;
export const MATCH_LABEL =
  /^\p{L}*(događaj|dogadjaj|dogadaj|pogadaj|utakmica|par|meč|mec|susret|match|event):$/iu;
export const LEAGUE_LABEL = /^(liga|league|natjecanje|natecanje|takmičenje|takmicenje|turnir|tournament):$/iu;
export const UNIT_WORD = /^(poena|poen|golova|gola|gemova)$/i;
/** The words a market of the match's goals total names itself with ("Ukupno golova", "Total goals"). */
const GOALS_TOTAL_WORDS = 'golova|golovi|goals';
export const GOALS_TOTAL = new RegExp(`\\b(?:${GOALS_TOTAL_WORDS})\\b`, 'iu');
/** A goals total's market and a range whose dash OCR lost after it ("0 2", "02", "O 2"). */
export const GOALS_TOTAL_RANGE = new RegExp(
  `^(.*\\b(?:${GOALS_TOTAL_WORDS}))\\s+(?:(\\d)\\s+|([0O])\\s*)(\\d)$`,
  'iu',
);
const PICK_LABEL_WORDS = 'tip|igra|oklada|bet|pick';
export const PICK_LABEL = new RegExp(`^(${PICK_LABEL_WORDS}):?$`, 'i');

export const MARKET_WORDS =
  /\b(kona\p{L}{1,2}ni?|kona\p{L}{1,3}ishod|ishod|kombinacij\p{L}*|oba tima daju gol\p{L}*|oba tima|dupla|dvostruka|šansa|sansa|u?kupno|prv[oi] pol[\p{L}.]*|drug[oi] pol[\p{L}.]*|poluvreme|poluvrijeme|golovi|golova|pobednik|pobjednik|golgol|hendikep|tim \d|prvi gol|uklj\.?|produžetke|produzetke|meča|meca|konačni rezultat|correct score|half[- ]?time|full[- ]?time|match result|team total|total corners|total goals|asian handicap|handicap|double chance|draw no bet|both teams|total|goals|clean sheet|match winner|match betting|match odds|btts|over\/under|1x2|1st half|2nd half|first half|second half)\b/iu;
/** Every market word of a text, to take out of it (what is left names somebody, or nobody). */
export const ALL_MARKET_WORDS = new RegExp(MARKET_WORDS.source, 'giu');

// Words of league, competition and sport names; a text made only of these (and short fillers: "La", "A",
// "1.") is a league, not a team.
export const LEAGUE_WORD = new RegExp(
  `^(?:${LOCAL_SPORTS}|${ENGLISH_SPORTS}|liga|league|lig|lige|ligue|kup|cup|copa|coppa|serie|bundesliga|superliga|super|süper|premijer|premier|prva|druga|treća|primera|segunda|division|división|divizija|serija|\\p{L}*liga|\\p{L}*league|championship|eredivisie|eredivizija|primeira|euroleague|evroliga|euroliga|eurocup|evrokup|eurokup|aba|nba|ncaa|atp|wta|itf|challenger|masters|turnir|kvalifikacije|hnl|snl|fbih|premiership|ekstraklasa|allsvenskan|eliteserien|jupiler|pro|mls|šampiona|sampiona|prvaka|konferencijska|evropska|europska|konferencije|kls|acb|bbl|lnb|lba|bsl|nhl|khl|ehf|seha|wimbledon|open|grupa|group|kolo|runda|muškarci|muskarci|žene|zene|men|women|singl|singles|mlađi|u21|u19)$`,
  'iu',
);

/** Countries (and regions) a league row names before its league. */
export const COUNTRY_NAMES = [
  'srbija',
  'hrvatska',
  'bih',
  'bosna',
  'crna gora',
  'slovenija',
  'makedonija',
  'engleska',
  'england',
  'španija',
  'spanija',
  'španjolska',
  'spanjolska',
  'spain',
  'italija',
  'italy',
  'nemačka',
  'nemacka',
  'njemačka',
  'njemacka',
  'germany',
  'francuska',
  'france',
  'holandija',
  'nizozemska',
  'portugal',
  'portugalija',
  'turska',
  'grčka',
  'grcka',
  'belgija',
  'austrija',
  'švajcarska',
  'svicarska',
  'škotska',
  'skotska',
  'rusija',
  'ukrajina',
  'poljska',
  'češka',
  'ceska',
  'danska',
  'švedska',
  'norveška',
  'rumunija',
  'rumunjska',
  'bugarska',
  'mađarska',
  'madjarska',
  'evropa',
  'europa',
  'europe',
  'svet',
  'svijet',
  'world',
  'international',
  'međunarodni',
  'usa',
  'sad',
];
export const COUNTRIES = new RegExp(`^${alt(COUNTRY_NAMES)}$`, 'i');

/** "HNL", "CFL", "MFL", "SNL": a country's first league as abbreviated (… Nogometna/Fudbalska Liga). */
export const LEAGUE_ABBREVIATION = /^\p{Lu}{1,3}L$/u;
/** A league as a site's column abbreviates it, by its country's code ("ENG 1", "NIZ 1", "SRB SL", "ITA SA"). */
export const COUNTRY_LEAGUE = /^\p{Lu}{3}\s?(?:\d|SL|PL|SA|SB)$/u;

// Typed text (parse-typed-ticket.ts).
// Lines people add around their matches: greetings, questions, notes.
export const JUNK_LINE =
  /^(evo|pozdrav|zdravo|hvala|ćao|cao|ej|ajde|hajde|tiket|listić|listic|sreć|srec|sretno|moj|moja|danas|ko igra|šta|sta|kako|mt\b|ovo|vikend|ulog|uplata)\b/i;

/**
 * A system ticket's marks after a leg's odds: its group's capital letter, a fixed leg's "F" or "FIKS" ("2.10 A",
 * "1.45 F"); never a pick printed after its odds ("2,80 | GG").
 */
export const SYSTEM_MARKS =
  /(?<=\d[.,]\d{2})(?:\s+(?:FIKS|Fiks|fiks|FIX|F|S|\*|\[F\]|\(S\)|(?!GG)[A-H]{1,2}(?!\p{L})|[&§;!]))+\s*$/u;
/** A fixed leg's mark in a column of its own before the odds ("UG 3+ | F | 2,45", "GG | F| 2,26"). */
export const FIXED_MARK_BEFORE_ODDS =
  /(?<=[\s|])(?:FIKS|Fiks|FIX|F)\s*\|?\s*(?=@?\d{1,3}[.,]\d{2}(?![\d.,]))/gu;

// Anchors (structure-ticket-text.ts).
/** An odds label before a whole-number typed odds ("kvota: 3"). */
export const ODDS_LABEL_WORD = /^(kvota|te[čcćé]aj|koef|koeficijent|odds|kv|k|@):?$/i;

// Lines and tokens (ticket-lines.ts).
// Lines about the whole ticket: money, totals, system, the shop's own lines.
/** What a ticket counts its legs in ("Broj parova", "Broj mečeva"). */
const LEG_COUNT_NOUNS = 'parova|događaja|dogadjaja|dogadaja|utakmica|mečeva|meceva|susreta';
/** A list's heading with its legs' count ("Parovi (7)", "Mečevi: 5", "Selections 4"). */
const LEG_COUNT_HEADING =
  '^\\W*(?:parovi|mečevi|mecevi|događaji|dogadjaji|utakmice|susreti|selekcije|oklade|selections|legs)\\s*[(:]?\\s*\\d{1,2}\\s*\\)?\\W*$';

export const TICKET_LINES = new RegExp(
  `(ukupn[aio]\\s*(kvota|te[čcćé]aj|koeficijent)|\\buk\\.?\\s*(kvota|te[čcćé]aj)|\\b(kvota|te[čcćé]aj)\\b.*\\bukupn|\\buplat|\\bulog|uloženo|dobitak|dobit\\b|isplat|manipulativn|broj (${LEG_COUNT_NOUNS}|tiketa|listića|listica)|za igru|\\bbonus|\\bporez|\\bsistem\\b|\\bsustav\\b|tiket\\s*(br|broj|id|#)|\\b(tiket|listi[ćcé])(?![a-zčćžšđ])[\\s:#]*[\\w-]*\\d{3}|listić\\s*(br|broj)|\\bdatum\\b|\\bsa[žz]etak\\b|vreme uplate|vrijeme uplate|\\bprodajno\\b|\\buplatno\\b|\\bblagajn|\\bhvala\\b|\\bsretno\\b|\\bsrećno\\b|sreć?no|\\bparova\\b|(tip|vrsta) (tiketa|listića|listica)|na čekanju|\\buživo\\b|\\brezultati\\b|moji tiketi|detalji tiketa|(?:podeli|podijeli|kopiraj)\\s+(?:tiket|listi[ćc])|\\bupla[ćcgé]en|\\bpočetna\\b|igre na sreću|odgovorn[oa] (?:kla[dđ]enje|igranje|igra)|igraj odgovorno|sačuvajte|\\b18\\+|\\bstake\\b|total odds|potential (?:return|win|payout)|\\bto return\\b|\\bselections:|\\breference:|date placed|automated message|\\bcash ?out\\b|\\bbet ref\\b|\\bbet amount\\b|\\bpayout\\b|^\\s*placed\\b|\\bin-play\\b|gamble responsibly|${LEG_COUNT_HEADING}|^\\s*(?:(?:moj|moja)\\s+(?:tiket|kombinacija|listić|listic)|(?:tiket|listić|listic) dana)\\s*[:!.]*\\s*$)`,
  'i',
);

// The ticket's figures (structure-ticket-text.ts readTotals).
/** The odds' own label, alone: "Kvota", "Tečaj", "Koeficijent", "Odds". */
const ODDS_WORDS = 'kvota|te[čcćé]aj|koeficijent|odds';
/** Where a label OCR glued to its value splits: a pick's to a code of letters ("Tip:X"), the odds' ("Kvota1,48"). */
export const LABEL_GLUED = new RegExp(
  `(?<=(?:^|\\s)(?:${PICK_LABEL_WORDS}):)(?=\\p{L})|(?<=(?:^|\\s)(?:${ODDS_WORDS}))(?=\\d)`,
  'giu',
);
/** The total odds' label ("Ukupna kvota", "Total odds", a system's "MAX. KVOTA": the product of every leg's odds). */
export const TOTAL_ODDS_LABEL =
  /ukupn[aio]\s*(?:kvota|te[čcćé]aj|koef(?:icijent|\.)?)|\btotal odds\b|\bodds total\b|\bma(?:x|ks)\.?\s*(?:kvota|te[čcćé]aj)\b/i;
/** An app's summary gives the total as just "Kvota 443,21" ("Tečaj 12.40", "Odds 1.79"), with the stake beside it. */
export const SUMMARY_ODDS = new RegExp(`^(${ODDS_WORDS})\\s*:?(?=\\s*\\d)`, 'i');
/** Every odds label word of a text ("Kvota", "Tečaj"), to take out of it. */
export const ALL_ODDS_WORDS = new RegExp(`\\b(?:${ODDS_WORDS})\\b:?`, 'giu');
/** An odds button's label closing a line after a cell, its figure printed under it ("Roma - Lazio | 1 | Kvota"). */
export const ODDS_LABEL_CELL_AT_END = new RegExp(`\\s\\|\\s(?:${ODDS_WORDS})\\s*$`, 'iu');
/** The stake's label, opening a line or after another figure on it ("kvota 935,98 / uplata 2000 din"). */
export const STAKE_LABEL = /(?:^|[\s,;/|]\s*)(iznos uplate|uplata|ulog|stake|bet amount)\b(?!\s*za)/i;
/** The payout's label ("Mogući dobitak", "Potential Returns", "To Return", "Payout"). */
export const PAYOUT_LABEL =
  /(moguć|moguc|potencijaln)[a-z]*\s*(dobitak|isplata)|potential (?:returns?|payout|win)|\bto return\b|^\s*returns\b|(?<!early )\bpayout\b/i;
/**
 * A chat's summary: "ukupno 12,45, ulog 200", the total odds after a bare "ukupno" that ends the line or has the
 * stake after it; "ukupno 2.5 više" is a bet.
 */
export const CHAT_TOTAL =
  /^(ukupno|ukupna|total)\s*:?(?=\s*\d{1,4}[.,]\d{2}(?:[,;\s]*$|[\s,;/|]+(?:ulog|uplata)\b))/i;
/** The start of another figure's label on a totals line. */
export const NEXT_LABEL = /\b(?=uplata|ulog|dobitak|isplata|moguć|moguc|ukupn|stake|payout|to return)/i;

/**
 * A summary box's figure beside a web ticket's table, which OCR runs into the table's lines ("Domžale | Mogući
 * dobitak 7.560,00 RSD"): a cell that starts with one of these labels.
 */
export const SUMMARY_CELL = new RegExp(
  `^\\s*(?:uplata|ulog|ukupn[aio] (?:kvota|te[čcćé]aj)|mogu[ćc]\\p{L}* (?:dobitak|isplata)|broj ?(?:${LEG_COUNT_NOUNS}))\\b`,
  'iu',
);

/** A cell that is a summary figure's label alone: an app's row of labels over a row of their values. */
export const SUMMARY_LABEL_CELL = new RegExp(
  `^(?:(?:broj )?(?:${LEG_COUNT_NOUNS})|(?:ukupn[aio] )?(?:kvota|te[čcćé]aj|koeficijent)|uplata|ulog|(?:mogu[ćc]\\p{L}* )?(?:dobitak|isplata)|(?:total )?odds|stake|payout|returns|to return|potential returns?)$`,
  'iu',
);

/**
 * Labels of a confirmation's "Label: value" lines, as the reader's own labels: the market's ("Bet type:",
 * "Tip igre:", "Vrsta oklade:", "Market:") as "Igra:", the selection's ("Odabir:", "Izbor:", "Selection:") as
 * "Tip:", so "Tip igre" is never read as a pick label with "igre" its pick.
 */
export const LABEL_SYNONYMS: Array<[RegExp, string]> = [
  [/(?<!\p{L})(?:bet type|tip igre|vrsta igre|vrsta oklade|tip oklade|market|bet)\s*:/giu, 'Igra:'],
  [/(?<!\p{L})(?:odabir|izbor|selekcija|selection|your pick|vaš tip|vas tip)\s*:/giu, 'Tip:'],
  [/(?<!\p{L})(?:kick-off|kickoff|start)\s*:/giu, 'Početak:'],
  [/(?<!\p{L})(?:competition)\s*:/giu, 'Liga:'],
  // An app's grid of labels and values with no colon, one a line ("Market Both Teams to Score", "Selection Yes",
  // "Odds 2,28", "Date 03/12 19:00"): only where the line starts with the label and its value follows.
  [/^\s*(?:bet type|market)\s+(?=\p{L})/iu, 'Igra: '],
  [/^\s*(?:selection|your pick)\s+(?=[\p{L}\d])/iu, 'Tip: '],
  [/^\s*(?:odds|coef\.?)\s+(?=@?\d{1,3}[.,]\d)/iu, 'Kvota: '],
  [/^\s*(?:date|start)\s+(?=\d)/iu, 'Početak: '],
  // The odds' label run into the pick before it ("Tip: X2Tečaj: 2,86", OCR's "Teéaj", "Tecéaj").
  [/(?<=[\p{L}\d+])(?=(?:kvota|te\p{L}{1,3}aj|odds)\s*:)/giu, ' '],
];

/** A named side's draw or win ("Chelsea ne gubi"). */
export const NOT_LOSING = [
  'ne gubi',
  'ne izgubi',
  'neće izgubiti',
  'nece izgubiti',
  "won't lose",
  'will not lose',
];
/** A named side's draw or loss ("domaćin ne pobeđuje"). */
export const NOT_WINNING = [
  'ne pobeđuje',
  'ne pobjeđuje',
  'ne pobedjuje',
  'ne pobjedjuje',
  'ne pobeduje',
  'ne pobjeduje',
  'neće pobediti',
  'nece pobediti',
  'neće pobijediti',
  'nece pobijediti',
  "won't win",
  'will not win',
];

/** A side said by its role, not its name ("domaćin neće izgubiti", "gost ne pobeđuje"). */
export const SIDE_WORDS = {
  home: /^(?:domaćin|domacin|domaćina|domacina|domaći|domaci|home)$/iu,
  away: /^(?:gost|gosta|gosti|gostujući|gostujuci|away)$/iu,
};

/** Column headings of slips and tables; a line of two or more of them tells the column order below it. */
export const COLUMN_WORDS: Record<string, RegExp> = {
  time: /^(početak|pocetak|vreme|vrijeme|datum|termin|kickoff)$/i,
  home: SIDE_WORDS.home,
  away: SIDE_WORDS.away,
  match: /^(utakmica|par|meč|mec|događaj|dogadjaj|dogadaj|susret|match|event)$/i,
  league: /^(takmičenje|takmicenje|natjecanje|liga|sport|turnir)$/i,
  market: /^(igra|oklada|vrsta|market|tip igre)$/i,
  pick: /^(tip|ishod|pick|odabir|izbor|selekcija|selection)$/i,
  // "TEĆAJ", "TECA)": OCR's usual damage to a heading's Č and J.
  odds: /^(kvota|te[čćcé]a[j)]|koef\.?|koeficijent|odds)$/iu,
  code: /^(šifra|sifra|br\.?|#|id|rb\.?|r\.br\.?)$/i,
};

export const DAY_WORD =
  /^(pon|uto|sre|sri|čet|cet|pet|sub|ned|ponedeljak|ponedjeljak|utorak|sreda|srijeda|četvrtak|cetvrtak|petak|subota|nedelja|nedjelja|danas|sutra|večeras|veceras|mon|tue|wed|thu|fri|sat|sun|today|tomorrow|tonight)\.?,?$/i;

/** Months as English and local apps shorten them ("25 Dec", "Dec 25", "7 okt"), by their number. */
export const MONTHS: Readonly<Record<string, number>> = Object.fromEntries(
  [
    'jan|january|januar',
    'feb|february|februar',
    'mar|march|mart',
    'apr|april',
    'may|maj',
    'jun|june|juni',
    'jul|july|juli',
    'aug|august|avg|avgust',
    'sep|sept|september|septembar',
    'oct|october|okt|oktobar',
    'nov|november|novembar',
    'dec|december|decembar',
  ].flatMap((names, i) => names.split('|').map((name) => [name, i + 1])),
);

/** Words before a number that make it a line of a market, not odds ("više 2.5", "ukupno 165.5", "H1 -1.5"). */
export const LINE_WORDS =
  /^(više|vise|manje|over|under|over\/under|o\/u|o|u|od|preko|iznad|ispod|ukupno|poena|golova|gemova|hendikep|h[12]|handicap|\+|-|ug|total|totala)$/i;
/** Words after a number that make it money or a unit, not odds. */
export const UNIT_WORDS = /^(din\.?|rsd|eur|€|km|bam|kn|mkd|den|%|poena|golova|gemova|gola|poen|h|min)$/i;

/**
 * A basketball market that counts overtime by its name: a two-way winner ("Pobednik", "Winner") or one that says
 * so ("uklj. produžetke", "incl. OT"). Other markets follow each bookmaker's overtime rule.
 */
export const OVERTIME_COUNTS =
  /\b(pobednik|pobjednik|winner|uklj\.?\s*(produžetke|produzetke|ot)|incl\.?\s*(ot|overtime))\b|\(\s*ot\s*\)/i;

/** The unit a tennis handicap names in its market ("Hendikep gemova", "Set hendikep"); none, and it is unsure. */
export const TENNIS_HANDICAP_UNITS: ['games' | 'sets', RegExp][] = [
  ['games', /\b(gem\p{L}*|games?)\b/iu],
  ['sets', /\b(set\p{L}*)\b/iu],
];

// Sports (sport.ts): clues from the most to the least specific.
export const SPORT_CLUES: [Sport, RegExp][] = [
  // Sport names as tickets print them over a block or a league ("Košarka", "Tenis", "Rukomet").
  ['basketball', /\b(košarka|kosarka|košarkaš|basketball|basket)\b/i],
  ['tennis', /\b(tenis|tennis)\b/i],
  ['handball', /\b(rukomet|handball)\b/i],
  ['volleyball', /\b(odbojka|volleyball)\b/i],
  ['hockey', /\b(hokej|hockey)\b/i],
  // Leagues and tournaments that belong to one sport.
  [
    'basketball',
    /\b(aba|nba|ncaa|euroleague|euroliga|evroliga|eurocup|evrokup|eurokup|kls|acb|bbl|lega basket|fiba|wnba)\b/i,
  ],
  [
    'tennis',
    /\b(atp|wta|itf|challenger|roland garros|wimbledon|vimbldon|us open|australian open|davis cup|dejvis kup)\b/i,
  ],
  ['handball', /\b(ehf|seha)\b/i],
  ['volleyball', /\bcev\b/i],
  ['hockey', /\b(nhl|khl|shl)\b/i],
  // Market words of other sports: points, games and sets, and overtime (football has extra time, "produžeci",
  // only in cup ties, and tickets there say "nakon produžetaka" rather than "uklj. produžetke").
  [
    'basketball',
    /\b(poena|poeni|poen|points|uklj\.?\s*(produžetke|produzetke|ot)|incl\.?\s*ot)\b|\(\s*ot\s*\)/i,
  ],
  // Whole words in Unicode's letters: "Setúbal" is a club, not a set.
  ['tennis', /(?<!\p{L})(gemova|gemovi|gem|games|setova|setovi|set)(?!\p{L})/iu],
];
