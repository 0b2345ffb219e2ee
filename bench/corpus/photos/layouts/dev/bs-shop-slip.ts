// A betting-shop slip from Bosnia and Herzegovina (Sarajevo, Tuzla, Mostar, Banja Luka, Zenica) photographed on
// the counter or scanned flat: a thermal printout 58 mm (32 columns) or 80 mm (42/48 columns) wide, or a
// pre-printed A6 form (coloured brand band, boxed fields and a ruled leg grid) overprinted by the shop's terminal
// a little off its boxes. Bosnian (most) or Croatian (Herzegovina shops) words in Latin script, KM/BAM always.
// Each ticket varies (its rng): paper tint and ink (black, grey, faded, streaks of a worn print head, a fading
// band), monospace (DejaVu/Liberation Mono, columns aligned with spaces) or narrow sans (Liberation Sans Narrow,
// DejaVu Condensed), bold labels, dashed/equals/dotted rules; the header (bookmaker in double size, company and
// JIB, address, "ID uplatnog mjesta 0123"/"Uplatno mjesto", terminal, "Listić br."/"Tiket broj" with a long
// number, grouped or not, date and time of payment, a barcode at the top or the bottom); one leg shape per
// ticket: the event code ("Šifra", 3-5 digits) and "Home - Away" with the kickoff and the bet under it, code and
// kickoff over home over away with the bet and odds on a line of its own, a column table (code, cut names, tip,
// odds) with the kickoff under each row, or the bet in words ("Konačan ishod 1", "Ukupno golova 3+") under a
// "Početak: 29.11. 18:00" line; kickoff as "Početak: 29.11. 18:00", "sub 18:00", "29.11 18:00"; bets as codes
// ("KI 1", "1", "X2", "DŠ 1X", "GG", "UG 3+", "0-2", "I 1", "1P 1", "GG&3+", "V 165,5", "P 2") or words; odds
// with comma or point, three decimals on some tickets ("1,850"); "F" markers, a FIKS column, or fixed legs plus
// one letter group covering the rest (still a plain combination: the payout is the product); sport ("FUD", "KOS",
// "TEN") and/or league ("ENG 1", "BIH PL") abbreviations before the legs or only where they change; names in
// capitals, without diacritics or cut at 12-18 characters (truth keeps the full names), tennis players as
// "Đoković N."; the footer (Broj parova, Ukupna kvota/Ukupni koeficijent, Uplata, Manipulativni troškovi 5 %,
// Uplata za igru, Mogući/Potencijalni dobitak = truth payout, then "Porez na dobit 10%" and "Za isplatu" as
// distractors) and notes ("Listić važi 30 dana", "Igre na sreću ... 18+"), a red "UPLAĆENO" stamp sometimes.
import type { Rng } from '../../../rng';
import type { Lang, Sport } from '../../teams';
import { ascii, esc, fmtDate, num, teamName, type Dec } from '../../text';
import { makeTicket, type Bet, type Leg, type Moment, type Ticket, type TicketProfile } from '../../ticket';
import { barcode, qr, sportMix } from '../parts';
import { page, type Layout } from '../types';

const BOOKMAKERS = [
  'Zlatna Kvota',
  'Bosna Tip',
  'Sportska kladionica Šampion',
  'Favorit BH',
  'Kladionica Dobitna',
  'SportTip BiH',
  'Stari Most Bet',
  'Zenit Kladionica',
  'Lutrija Bingo BH',
  'Sportska kladionica Nišan',
  'Tuzla Sport',
  'Kladionica Golman',
] as const;

const PROFILE: TicketProfile = {
  lang: 'bs',
  currency: 'BAM',
  fee: true,
  sports: sportMix(80, 12, 8),
  legs: [2, 12],
  bookmakers: BOOKMAKERS,
  ticketId: (rng: Rng, at: Moment): string =>
    fmtDate(at, 'YYMMDDHHmm') + String(rng.int(1000, 9999)) + String(rng.int(100000, 999999)),
};

const ADDRESSES: readonly (readonly [string, string])[] = [
  ['Ferhadija 14', 'Sarajevo'],
  ['Titova 8', 'Sarajevo'],
  ['Zmaja od Bosne 45', 'Sarajevo'],
  ['Džemala Bijedića 112', 'Sarajevo'],
  ['Turalibegova 5', 'Tuzla'],
  ['Maršala Tita 31', 'Tuzla'],
  ['Braće Fejića bb', 'Mostar'],
  ['Kneza Domagoja 17', 'Mostar'],
  ['Kralja Petra I Karađorđevića 22', 'Banja Luka'],
  ['Bulevar vojvode Stepe Stepanovića 17', 'Banja Luka'],
  ['Kralja Tvrtka 12', 'Zenica'],
  ['Masarykova 40', 'Zenica'],
];

interface Words {
  place: readonly string[];
  id: readonly string[];
  paid: readonly string[];
  legs: readonly string[];
  total: readonly string[];
  stake: readonly string[];
  fee: readonly string[];
  play: readonly string[];
  payout: readonly string[];
  tax: readonly string[];
  net: readonly string[];
  code: readonly string[];
  match: readonly string[];
  tip: readonly string[];
  odds: readonly string[];
  start: readonly string[];
  type: readonly string[];
  notes: readonly string[];
  ki: readonly string[];
  ds: string;
  gg: string;
  half: readonly [string, string];
  winner: string;
  match_winner: string;
  points: string;
  goals: string;
}

const WORDS: Record<'bs' | 'hr', Words> = {
  bs: {
    place: ['ID uplatnog mjesta', 'Uplatno mjesto', 'Poslovnica'],
    id: ['Listić br.', 'Tiket broj', 'Broj listića', 'ID tiketa'],
    paid: ['Datum uplate', 'Uplaćeno', 'Vrijeme uplate', 'Datum i vrijeme'],
    legs: ['Broj parova', 'Br. parova', 'Parova'],
    total: ['Ukupna kvota', 'Ukupni koeficijent', 'Ukupna kvota'],
    stake: ['Uplata', 'Ukupna uplata', 'Uplata'],
    fee: ['Manipulativni troškovi 5%', 'Man. troškovi 5%', 'Manip. troškovi (5%)'],
    play: ['Uplata za igru', 'Za igru', 'Ulog za igru'],
    payout: ['Mogući dobitak', 'Potencijalni dobitak', 'Mogući dobitak'],
    tax: ['Porez na dobit 10%', 'Porez na dobitak 10%'],
    net: ['Za isplatu', 'Isplata nakon poreza'],
    code: ['Šifra', 'Šif.', 'Br.'],
    match: ['Par', 'Događaj', 'Utakmica'],
    tip: ['Tip', 'Igra', 'Tip'],
    odds: ['Kvota', 'Kvota', 'Koef.'],
    start: ['Početak', 'Početak', 'Poč.'],
    type: ['KOMBINACIJA', 'OBIČAN TIKET', 'FIKS TIKET', 'TIKET - KOMBINACIJA'],
    notes: [
      'Listić važi 30 dana od završetka posljednjeg događaja.',
      'Igre na sreću mogu izazvati ovisnost. Zabranjeno za osobe mlađe od 18 godina. 18+',
      'Provjerite listić prije napuštanja uplatnog mjesta.',
      'Isplata dobitaka uz predočenje originalnog listića.',
      'Hvala na povjerenju i sretno!',
      'Reklamacije se ne uvažavaju nakon napuštanja uplatnog mjesta.',
    ],
    ki: ['Konačan ishod', 'Konačni ishod'],
    ds: 'Dupla šansa',
    gg: 'Oba tima daju gol',
    half: ['1. poluvrijeme', '2. poluvrijeme'],
    winner: 'Pobjednik',
    match_winner: 'Pobjednik meča',
    points: 'Ukupno poena',
    goals: 'Ukupno golova',
  },
  hr: {
    place: ['Uplatno mjesto', 'Prodajno mjesto', 'ID uplatnog mjesta'],
    id: ['Listić br.', 'Broj listića', 'Listić broj'],
    paid: ['Vrijeme uplate', 'Uplaćeno', 'Datum uplate'],
    legs: ['Broj parova', 'Broj događaja', 'Parova'],
    total: ['Ukupni tečaj', 'Ukupni koeficijent', 'Ukupna kvota'],
    stake: ['Uplata', 'Ulog', 'Ukupna uplata'],
    fee: ['Manipulativni troškovi 5%', 'Troškovi uplate 5%', 'Man. troškovi 5%'],
    play: ['Uplata za igru', 'Ulog za igru', 'Za igru'],
    payout: ['Mogući dobitak', 'Moguća isplata', 'Potencijalni dobitak'],
    tax: ['Porez na dobit 10%', 'Porez 10%'],
    net: ['Za isplatu', 'Neto isplata'],
    code: ['Šifra', 'Šif.', 'Rb.'],
    match: ['Događaj', 'Par', 'Susret'],
    tip: ['Tip', 'Oklada', 'Tip'],
    odds: ['Tečaj', 'Koef.', 'Kvota'],
    start: ['Početak', 'Početak', 'Poč.'],
    type: ['KOMBINACIJA', 'OBIČNI LISTIĆ', 'FIKS LISTIĆ'],
    notes: [
      'Listić vrijedi 30 dana od završetka posljednjeg događaja.',
      'Igre na sreću mogu izazvati ovisnost. Zabranjeno maloljetnim osobama. 18+',
      'Molimo provjerite listić prije odlaska s uplatnog mjesta.',
      'Dobitak se isplaćuje uz predočenje originalnog listića.',
      'Hvala i sretno!',
    ],
    ki: ['Konačni ishod', 'Konačan ishod'],
    ds: 'Dvostruka šansa',
    gg: 'Oba tima zabijaju',
    half: ['1. poluvrijeme', '2. poluvrijeme'],
    winner: 'Pobjednik',
    match_winner: 'Pobjednik meča',
    points: 'Ukupno poena',
    goals: 'Ukupno golova',
  },
};

const LEAGUE_ABBR: Record<string, string> = {
  'Srbija - Super liga': 'SRB 1',
  'Hrvatska - HNL': 'HRV 1',
  'BiH - Premijer liga': 'BIH PL',
  'Slovenija - Prva liga': 'SLO 1',
  'Slovenija - 1. SNL': 'SLO 1',
  'Crna Gora - 1. CFL': 'CG 1',
  'S. Makedonija - Prva liga': 'MKD 1',
  'S. Makedonija - 1. MFL': 'MKD 1',
  'Engleska - Premijer liga': 'ENG 1',
  'Engleska - Premier liga': 'ENG 1',
  'Španija - La Liga': 'ŠPA 1',
  'Španjolska - La Liga': 'ŠPA 1',
  'Italija - Serie A': 'ITA 1',
  'Njemačka - Bundesliga': 'NJE 1',
  'Francuska - Ligue 1': 'FRA 1',
  'Turska - Super liga': 'TUR 1',
  'Turska - Süper Lig': 'TUR 1',
  'Portugal - Primeira liga': 'POR 1',
  'Holandija - Eredivisie': 'HOL 1',
  'Nizozemska - Eredivisie': 'NIZ 1',
  'Srbija - Prva liga': 'SRB 2',
  'Hrvatska - Prva NL': 'HRV 2',
  'BiH - Prva liga FBiH': 'FBIH 1',
  'Engleska - League Two': 'ENG 4',
  'Italija - Serie C': 'ITA 3',
  'Njemačka - 3. liga': 'NJE 3',
  'ABA liga': 'ABA',
  Euroliga: 'EL',
  'Srbija - KLS': 'SRB KLS',
  'Hrvatska - Premijer liga': 'HRV PL',
  'ATP Beč': 'ATP BEČ',
  'WTA Linz': 'WTA LINZ',
  'ITF Antalya': 'ITF ANT',
};

const SPORT_ABBR: Record<Sport, readonly string[]> = {
  football: ['FUD', 'NOG'],
  basketball: ['KOS', 'KOŠ'],
  tennis: ['TEN', 'TEN'],
};

const leagueAbbr = (l: Leg): string =>
  LEAGUE_ABBR[l.league] ??
  l.league
    .replace(/[^A-Za-zČĆŠŽĐčćšžđ]/g, '')
    .slice(0, 4)
    .toUpperCase();

/** How this ticket writes its bets. */
interface BetStyle {
  words: boolean;
  ki: boolean;
  ds: boolean;
  ug: boolean;
  half: 'I' | 'P' | 'PP';
  combo: 'amp' | 'ug' | 'space';
  bkLine: 'V' | 'word';
  winnerP: boolean;
  kiWord: string;
}

interface Style {
  lang: 'bs' | 'hr';
  w: Words;
  dec: Dec;
  three: boolean;
  caps: boolean;
  ascii: boolean;
  cut: number;
  bet: BetStyle;
  cur: string;
  curBefore: boolean;
  sep: string;
}

const cap = (s: string, st: Style): string => {
  let out = st.ascii ? ascii(s) : s;
  if (st.caps) out = out.toLocaleUpperCase('hr');
  return out;
};

function name(n: string, l: Leg, st: Style, cut = st.cut): string {
  let s = teamName(n, l, { caps: st.caps, ascii: st.ascii });
  if (s.length > cut) s = s.slice(0, cut).trimEnd();
  return s;
}

function betText(bet: Bet, st: Style): string {
  const b = st.bet;
  const d = st.dec;
  const ln = num(bet.line ?? 0, d, '', 1);
  const w = st.w;
  let s: string;
  if (b.words) {
    switch (bet.key) {
      case 'ki1':
        s = `${b.kiWord} 1`;
        break;
      case 'kix':
        s = `${b.kiWord} X`;
        break;
      case 'ki2':
        s = `${b.kiWord} 2`;
        break;
      case 'ds1x':
        s = `${w.ds} 1X`;
        break;
      case 'dsx2':
        s = `${w.ds} X2`;
        break;
      case 'ds12':
        s = `${w.ds} 12`;
        break;
      case 'gg':
        s = `${w.gg} - Da`;
        break;
      case 'ng':
        s = `${w.gg} - Ne`;
        break;
      case 'ug02':
        s = `${w.goals} 0-2`;
        break;
      case 'ug2p':
        s = `${w.goals} 2+`;
        break;
      case 'ug3p':
        s = `${w.goals} 3+`;
        break;
      case 'p1_1':
        s = `${w.half[0]} 1`;
        break;
      case 'p1_x':
        s = `${w.half[0]} X`;
        break;
      case 'p2_2':
        s = `${w.half[1]} 2`;
        break;
      case 'gg3p':
        s = 'GG i 3+ golova';
        break;
      case '1ug3p':
        s = '1 i 3+ golova';
        break;
      case 'bk1':
        s = `${w.winner} 1`;
        break;
      case 'bk2':
        s = `${w.winner} 2`;
        break;
      case 't1':
        s = `${w.match_winner} 1`;
        break;
      case 't2':
        s = `${w.match_winner} 2`;
        break;
      case 'bkover':
        s = `${w.points} više ${ln}`;
        break;
      case 'bkunder':
        s = `${w.points} manje ${ln}`;
        break;
    }
  } else {
    const half = (n: 1 | 2, p: string): string =>
      b.half === 'I'
        ? `${n === 1 ? 'I' : 'II'} ${p}`
        : b.half === 'P'
          ? `${n}P ${p}`
          : `${n === 1 ? 'PP' : 'DP'} ${p}`;
    switch (bet.key) {
      case 'ki1':
      case 'kix':
      case 'ki2': {
        const p = bet.key === 'ki1' ? '1' : bet.key === 'kix' ? 'X' : '2';
        s = b.ki ? `KI ${p}` : p;
        break;
      }
      case 'ds1x':
      case 'dsx2':
      case 'ds12': {
        const p = bet.key === 'ds1x' ? '1X' : bet.key === 'dsx2' ? 'X2' : '12';
        s = b.ds ? `DŠ ${p}` : p;
        break;
      }
      case 'gg':
        s = 'GG';
        break;
      case 'ng':
        s = 'NG';
        break;
      case 'ug02':
        s = b.ug ? 'UG 0-2' : '0-2';
        break;
      case 'ug2p':
        s = b.ug ? 'UG 2+' : '2+';
        break;
      case 'ug3p':
        s = b.ug ? 'UG 3+' : '3+';
        break;
      case 'p1_1':
        s = half(1, '1');
        break;
      case 'p1_x':
        s = half(1, 'X');
        break;
      case 'p2_2':
        s = half(2, '2');
        break;
      case 'gg3p':
        s = b.combo === 'amp' ? 'GG&3+' : b.combo === 'ug' ? 'GG&UG3+' : 'GG 3+';
        break;
      case '1ug3p':
        s = b.combo === 'amp' ? '1&3+' : b.combo === 'ug' ? '1&UG3+' : '1 & 3+';
        break;
      case 'bk1':
      case 't1':
        s = b.winnerP ? 'P 1' : '1';
        break;
      case 'bk2':
      case 't2':
        s = b.winnerP ? 'P 2' : '2';
        break;
      case 'bkover':
        s = b.bkLine === 'V' ? `V ${ln}` : `Više ${ln}`;
        break;
      case 'bkunder':
        s = b.bkLine === 'V' ? `M ${ln}` : `Manje ${ln}`;
        break;
    }
  }
  return cap(s, st);
}

const oddsText = (x: number, st: Style): string => num(x, st.dec, '', st.three ? 3 : 2);
const money = (x: number, st: Style): string => {
  const v = num(x, st.dec, st.sep);
  return st.curBefore ? `${st.cur} ${v}` : `${v} ${st.cur}`;
};

type KickStyle = 'pocetak' | 'day' | 'dm' | 'dmdot' | 'dmy';
function kick(m: Moment, ks: KickStyle, st: Style, label = true): string {
  let s: string;
  switch (ks) {
    case 'pocetak':
      s = `${label ? st.w.start[0] + ': ' : ''}${fmtDate(m, 'DD.MM. HH:mm')}`;
      break;
    case 'day':
      s = fmtDate(m, 'ddd HH:mm', st.lang);
      break;
    case 'dm':
      s = fmtDate(m, 'DD.MM HH:mm');
      break;
    case 'dmdot':
      s = fmtDate(m, 'DD.MM. HH:mm');
      break;
    case 'dmy':
      s = fmtDate(m, 'DD.MM.YY HH:mm');
      break;
  }
  return cap(s, st);
}

function eventCode(l: Leg, digits: number): string {
  if (digits === 3) return String(100 + (l.code % 900));
  if (digits === 5) return String(l.code * 10 + (l.code % 7));
  return String(l.code);
}

// ----------------------------------------------------------------------------------------------- line printer
interface Pr {
  mono: boolean;
  cols: number;
}

const line = (html: string, cls = ''): string =>
  `<div class="l${cls ? ' ' + cls : ''}">${html || '&nbsp;'}</div>`;

function lr(pr: Pr, left: string, right: string, cls = ''): string {
  if (pr.mono) {
    const cols = /\bdbl\b/.test(cls) ? Math.floor(pr.cols / 2) : pr.cols;
    const gap = cols - left.length - right.length;
    if (gap >= 1) return line(esc(left) + ' '.repeat(gap) + esc(right), cls);
    return line(esc(left), cls) + line(' '.repeat(Math.max(0, cols - right.length)) + esc(right), cls);
  }
  return `<div class="l lr ${cls}"><span>${esc(left)}</span><span class="rv">${esc(right)}</span></div>`;
}

function leader(pr: Pr, left: string, right: string, cls = ''): string {
  if (pr.mono) {
    const gap = pr.cols - left.length - right.length;
    if (gap >= 4) return line(`${esc(left)} ${'.'.repeat(gap - 2)} ${esc(right)}`, cls);
    return lr(pr, left, right, cls);
  }
  return `<div class="l lr ${cls}"><span>${esc(left)}</span><i class="dots"></i><span class="rv">${esc(right)}</span></div>`;
}

interface Cell {
  t: string;
  w: number;
  r?: boolean;
}

function colsRow(pr: Pr, cells: Cell[], cls = ''): string {
  if (pr.mono) {
    const s = cells
      .map((c) => {
        const t = c.t.length > c.w ? c.t.slice(0, c.w) : c.t;
        return c.r ? t.padStart(c.w) : t.padEnd(c.w);
      })
      .join(' ')
      .trimEnd();
    return line(esc(s), cls);
  }
  // Proportional fonts: the name column takes what is left, the others get room to spare so nothing is cut.
  const tpl = cells.map((c, i) => (i === 1 ? 'minmax(0,1fr)' : `${c.w + 2}ch`)).join(' ');
  return `<div class="l grid ${cls}" style="grid-template-columns:${tpl}">${cells
    .map((c) => `<span${c.r ? ' class="r"' : ''}>${esc(c.t) || '&nbsp;'}</span>`)
    .join('')}</div>`;
}

const rule = (pr: Pr, ch: string): string =>
  pr.mono
    ? line(ch.repeat(pr.cols), 'rule')
    : `<div class="hr hr-${ch === '=' ? 'd' : ch === '.' ? 'o' : 's'}"></div>`;

const center = (text: string, cls = ''): string => line(esc(text), `c ${cls}`);

/** Wraps text into lines of at most `n` characters at spaces. */
function wrap(text: string, n: number): string[] {
  const out: string[] = [];
  let cur = '';
  for (const word of text.split(' ')) {
    if (!cur) cur = word;
    else if (cur.length + 1 + word.length <= n) cur += ' ' + word;
    else {
      out.push(cur);
      cur = word;
    }
  }
  if (cur) out.push(cur);
  return out;
}

// ----------------------------------------------------------------------------------------------- style draws
function drawStyle(t: Ticket, rng: Rng): Style {
  const lang = t.lang === 'hr' ? 'hr' : 'bs';
  const w = WORDS[lang];
  const words = rng.chance(0.22);
  const caps = rng.chance(0.55);
  const dec: Dec = rng.chance(0.55) ? ',' : '.';
  return {
    lang,
    w,
    dec,
    three: rng.chance(0.25),
    caps,
    ascii: rng.chance(caps ? 0.45 : 0.2),
    cut: rng.chance(0.35) ? rng.int(12, 18) : 40,
    bet: {
      words,
      ki: rng.chance(0.4),
      ds: rng.chance(0.2),
      ug: rng.chance(0.55),
      half: rng.weighted([
        ['I', 5],
        ['P', 3],
        ['PP', 1],
      ] as const),
      combo: rng.pick(['amp', 'ug', 'space'] as const),
      bkLine: rng.chance(0.6) ? 'V' : 'word',
      winnerP: rng.chance(0.3),
      kiWord: rng.pick(w.ki),
    },
    cur: rng.chance(0.8) ? 'KM' : 'BAM',
    curBefore: rng.chance(0.15),
    sep: dec === ',' && rng.chance(0.5) ? '.' : '',
  };
}

/** Per-leg markers: "F" on every leg, a FIKS column, fixed legs then one letter group with the rest, or none. */
type MarkMode = 'none' | 'F' | 'fiks' | 'group';
function markers(t: Ticket, mode: MarkMode, rng: Rng): string[] {
  const n = t.legs.length;
  if (mode === 'none') return t.legs.map(() => '');
  if (mode === 'F') return t.legs.map(() => 'F');
  if (mode === 'fiks') return t.legs.map(() => 'FIKS');
  const fixed = Math.min(n - 1, rng.int(1, Math.max(1, n - 2)));
  const letter = rng.pick(['A', 'B', 'G']);
  return t.legs.map((_, i) => (i < fixed ? 'F' : letter));
}

// ----------------------------------------------------------------------------------------------- thermal slip
interface Prefix {
  mode: 'none' | 'sport' | 'league' | 'both';
  onChange: boolean;
  sportIdx: number;
}

function prefixFor(l: Leg, prev: Leg | undefined, p: Prefix, st: Style): string {
  if (p.mode === 'none') return '';
  const sp = SPORT_ABBR[l.sport][p.sportIdx];
  const lg = leagueAbbr(l);
  const full = p.mode === 'sport' ? sp : p.mode === 'league' ? lg : `${sp} ${lg}`;
  if (p.onChange && prev) {
    const pf = p.mode === 'sport' ? SPORT_ABBR[prev.sport][p.sportIdx] : leagueAbbr(prev);
    const cur = p.mode === 'sport' ? sp : lg;
    if (pf === cur && (p.mode !== 'both' || prev.sport === l.sport)) return '';
  }
  return cap(full, st);
}

function thermal(t: Ticket, rng: Rng, st: Style, stage: { width: number }): { css: string; body: string } {
  const narrow = rng.chance(0.5);
  const mono = rng.chance(0.72);
  const cols = narrow ? 32 : rng.pick([42, 48]);
  const fs = mono
    ? narrow
      ? rng.float(12, 13.5)
      : rng.float(11, 12.5)
    : narrow
      ? rng.float(13, 14.5)
      : rng.float(12.5, 14);
  const monoFont = rng.pick(["'DejaVu Sans Mono'", "'Liberation Mono'"]);
  const sansFont = rng.pick([
    "'Liberation Sans Narrow'",
    "'DejaVu Sans Condensed'",
    "'Liberation Sans Narrow'",
  ]);
  const pad = rng.int(10, 18);
  const paperW = Math.ceil(cols * 0.61 * (mono ? fs : 12.4)) + 2 + pad * 2;
  const pr: Pr = { mono, cols };
  const w = st.w;
  const boldLabels = rng.chance(0.5);
  const ruleCh = rng.pick(['-', '-', '=', '.']);
  const out: string[] = [];
  const N = (n: string, l: Leg, cut?: number): string => name(n, l, st, cut);

  // Header.
  const [street, city] = rng.pick(ADDRESSES);
  const bm = t.bookmaker;
  const big = rng.chance(0.7);
  out.push(
    center(
      cap(bm.replace(/^Sportska kladionica /, ''), { ...st, caps: st.caps || rng.chance(0.5) }),
      big ? 'dbl b' : 'b',
    ),
  );
  if (/^Sportska kladionica/.test(bm) || rng.chance(0.4))
    out.push(center(cap('Sportska kladionica', st), 'small'));
  if (rng.chance(0.6))
    out.push(center(cap(`${bm.replace(/^Sportska kladionica /, '')} d.o.o. ${city}`, st), 'small'));
  out.push(center(cap(`${street}, ${city}`, st), 'small'));
  if (rng.chance(0.45)) out.push(center(`JIB: 420${rng.int(1000000, 9999999)}000${rng.int(1, 9)}`, 'small'));
  out.push(rule(pr, ruleCh));
  const placeNo = String(rng.int(1, 9999)).padStart(4, '0');
  const placeLabel = cap(rng.pick(w.place), st);
  if (rng.chance(0.4) && placeLabel.length + 18 <= cols)
    out.push(lr(pr, `${placeLabel}: ${placeNo}`, cap(`Terminal ${rng.int(1, 6)}`, st)));
  else out.push(lr(pr, `${placeLabel}:`, placeNo));
  const idLabel = cap(rng.pick(w.id), st);
  const idStyle = rng.int(0, 2);
  const id =
    idStyle === 0
      ? t.ticketId
      : idStyle === 1
        ? t.ticketId.replace(/(\d{4})(?=\d)/g, '$1 ')
        : t.ticketId.replace(/(\d{4})(?=\d)/g, '$1-');
  if (idLabel.length + id.length + 2 <= cols) out.push(lr(pr, `${idLabel}:`, id, boldLabels ? 'b' : ''));
  else {
    out.push(line(esc(`${idLabel}:`), boldLabels ? 'b' : ''));
    out.push(center(id, 'b'));
  }
  const paidLabel = cap(rng.pick(w.paid), st);
  const paid = fmtDate(
    t.printedAt,
    rng.pick(['DD.MM.YYYY HH:mm:ss', 'DD.MM.YYYY. HH:mm', 'DD.MM.YY HH:mm:ss']),
  );
  out.push(lr(pr, `${paidLabel}:`, paid));
  const codeTop = rng.chance(0.4);
  const bars = (): string =>
    `<div class="bar">${barcode(rng, Math.min(paperW - pad * 2 - 10, narrow ? 220 : 300), rng.int(34, 48), 'currentColor')}${
      rng.chance(0.7) ? `<div class="bartxt">${esc(t.ticketId)}</div>` : ''
    }</div>`;
  if (codeTop) out.push(bars());
  out.push(rule(pr, ruleCh));
  if (rng.chance(0.55)) out.push(center(cap(rng.pick(w.type), { ...st, caps: true }), 'b'));

  // Legs.
  const shape = rng.weighted([
    ['inline', 3],
    ['stack', 3],
    ['columns', cols < 42 ? 0 : mono ? 3 : 2],
    ['words', 2],
  ] as const);
  const bet: BetStyle =
    shape === 'words'
      ? { ...st.bet, words: true }
      : shape === 'columns'
        ? { ...st.bet, words: false }
        : st.bet;
  const sty: Style = { ...st, bet };
  const ks: KickStyle =
    shape === 'words'
      ? 'pocetak'
      : rng.pick(
          shape === 'columns'
            ? (['day', 'dm', 'dmdot'] as const)
            : (['pocetak', 'day', 'dm', 'dmdot', 'dmy'] as const),
        );
  const digits = rng.weighted([
    [3, 2],
    [4, 4],
    [5, 2],
  ] as const);
  const codeLabel = rng.chance(0.3);
  const mode = rng.weighted<MarkMode>([
    ['none', 5],
    ['F', 2],
    ['fiks', shape === 'columns' ? 1 : 0],
    ['group', 1],
  ]);
  const marks = markers(t, mode, rng);
  const prefix: Prefix = {
    mode: rng.weighted([
      ['none', 3],
      ['sport', 2],
      ['league', 2],
      ['both', 1],
    ] as const),
    onChange: rng.chance(0.5),
    sportIdx: rng.chance(0.8) ? 0 : 1,
  };
  const numbered = rng.chance(0.3);
  const between = rng.pick(['', '', 'rule', 'blank']);
  const kickBefore = rng.chance(0.5);
  const stackLabels = rng.chance(0.5);
  const stackLeader = rng.chance(0.5);
  const legRule = (): void => {
    if (between === 'rule') out.push(rule(pr, ruleCh === '.' ? '-' : '.'));
    else if (between === 'blank') out.push(line(''));
  };
  if (shape === 'columns') {
    const codeW = Math.max(digits, 3);
    // The tip column fits the longest tip: a terminal never cuts the bet.
    const tipW = Math.max(4, ...t.legs.map((l) => betText(l.bet, sty).length));
    const oddW = st.three ? 6 : 5;
    const markW = mode === 'none' ? 0 : mode === 'fiks' ? 4 : 1;
    const nameW = cols - codeW - tipW - oddW - (markW ? markW + 1 : 0) - 3;
    const head: Cell[] = [
      { t: cap(w.code[1], st), w: codeW },
      { t: cap(w.match[0], st), w: nameW },
      { t: cap(w.tip[0], st), w: tipW },
      { t: cap(w.odds[0], st), w: oddW, r: true },
    ];
    if (markW) head.push({ t: mode === 'fiks' ? 'F/S' : '', w: markW });
    const cutNames = rng.chance(0.5);
    out.push(colsRow(pr, head, 'b'));
    out.push(rule(pr, '-'));
    t.legs.forEach((l, i) => {
      const pfx = prefixFor(l, t.legs[i - 1], prefix, st);
      if (pfx) out.push(line(esc(pfx), 'pfx'));
      const half = Math.floor((nameW - 1) / 2);
      const hn = N(l.home, l, 40);
      const an = N(l.away, l, 40);
      const tip = betText(l.bet, sty);
      const cells = (nm: string, withBet: boolean): Cell[] => {
        const c: Cell[] = [
          { t: '', w: codeW },
          { t: nm, w: nameW },
          { t: withBet ? tip : '', w: tipW },
          { t: withBet ? oddsText(l.odds, st) : '', w: oddW, r: true },
        ];
        if (markW) c.push({ t: withBet ? marks[i] : '', w: markW });
        return c;
      };
      const joined = `${hn}-${an}`;
      if (joined.length <= nameW) {
        const c = cells(joined, true);
        c[0].t = eventCode(l, digits);
        out.push(colsRow(pr, c));
      } else if (cutNames && half >= 9) {
        // Names cut to fit one row, as terminals do.
        const hc = hn.slice(0, Math.max(half, nameW - 1 - Math.min(an.length, half))).trimEnd();
        const ac = an.slice(0, nameW - 1 - hc.length).trimEnd();
        const c = cells(`${hc}-${ac}`, true);
        c[0].t = eventCode(l, digits);
        out.push(colsRow(pr, c));
      } else {
        const c1 = cells(hn.slice(0, nameW), false);
        c1[0].t = eventCode(l, digits);
        out.push(colsRow(pr, c1));
        out.push(colsRow(pr, cells(an.slice(0, nameW), true)));
      }
      out.push(
        colsRow(
          pr,
          [
            { t: '', w: codeW },
            { t: kick(l.kickoff, ks, st), w: nameW + tipW + oddW + 2 },
          ],
          'k',
        ),
      );
      legRule();
    });
  } else {
    t.legs.forEach((l, i) => {
      const pfx = prefixFor(l, t.legs[i - 1], prefix, st);
      const code = eventCode(l, digits);
      const codeTxt = codeLabel ? `${cap(w.code[0], st)}: ${code}` : code;
      const no = numbered ? `${i + 1}. ` : '';
      const mk = marks[i];
      const tip = betText(l.bet, sty);
      const od = oddsText(l.odds, st);
      const K = kick(l.kickoff, ks, st);
      const mt = `${N(l.home, l)} - ${N(l.away, l)}`;
      if (shape === 'inline') {
        // "[pfx] code  Home - Away" then kickoff … tip … odds.
        const head = [no.trim(), pfx, codeTxt, kickBefore ? K : ''].filter(Boolean).join('  ');
        const first = `${head}  ${mt}`;
        if (first.length <= cols || !mono) out.push(line(esc(first), boldLabels ? 'b' : ''));
        else {
          out.push(line(esc(head), 'b'));
          for (const part of wrap(mt, cols)) out.push(line(esc(part), boldLabels ? 'b' : ''));
        }
        const left = `${kickBefore ? '' : K + '  '}${mk ? mk + ' ' : ''}${tip}`.trim();
        out.push(lr(pr, (mono ? '  ' : '') + left, od));
      } else if (shape === 'stack') {
        // code, kickoff (and prefix) over home over away, then the bet on its own line.
        out.push(lr(pr, [no + codeTxt, pfx].filter(Boolean).join('  '), K, boldLabels ? 'b' : ''));
        out.push(line(esc(`  ${N(l.home, l)}`)));
        out.push(line(esc(`  ${N(l.away, l)}`)));
        const tipLabel = stackLabels ? `${cap(w.tip[0], st)}: ` : '';
        const oddLabel = tipLabel ? `${cap(w.odds[0], st)}: ` : '';
        const betLine = `${mk ? mk + '  ' : ''}${tipLabel}${tip}`;
        if (stackLeader) out.push(leader(pr, (mono ? '  ' : '') + betLine, oddLabel + od, 'b'));
        else out.push(lr(pr, (mono ? '  ' : '') + betLine, oddLabel + od, 'b'));
      } else {
        // words: code + match, "Početak: …", bet in words … odds.
        const head = [no.trim(), pfx, codeTxt].filter(Boolean).join('  ');
        const first = `${head} ${mt}`;
        if (first.length <= cols || !mono) out.push(line(esc(first), 'b'));
        else {
          out.push(line(esc(head), 'b'));
          for (const part of wrap(mt, cols)) out.push(line(esc(part), 'b'));
        }
        out.push(line(esc(K), 'k'));
        const bl = `${mk ? mk + ' ' : ''}${tip}`;
        if (bl.length + od.length + 1 <= cols || !mono) out.push(lr(pr, bl, od));
        else {
          out.push(line(esc(bl)));
          out.push(lr(pr, '', od));
        }
      }
      legRule();
    });
  }

  // Footer.
  out.push(rule(pr, ruleCh === '.' ? '-' : ruleCh));
  footerLines(t, st, rng, pr, out, boldLabels, mode === 'group' ? marks : null);
  out.push(rule(pr, ruleCh));
  const notes = rng.shuffle(w.notes).slice(0, rng.int(1, 3));
  for (const n of notes)
    for (const part of wrap(cap(n, { ...st, caps: false }), mono ? cols : 60))
      out.push(center(part, 'small'));
  if (!codeTop || rng.chance(0.3)) out.push(bars());
  if (rng.chance(0.3))
    out.push(
      center(cap(rng.pick(['ORIGINAL', 'KOPIJA', '*** ORIGINAL ***']), { ...st, caps: true }), 'small'),
    );

  // Paper and ink.
  const paper = rng.pick(['#ffffff', '#fbfaf5', '#f6f4ec', '#f3f5f7', '#f8f3e3', '#efefea']);
  const ink = rng.pick(['#141414', '#1d1d22', '#2e2e33', '#3b3b45', '#29304a']);
  const faded = rng.chance(0.35);
  const streaks = rng.chance(0.35)
    ? Array.from(
        { length: rng.int(1, 4) },
        () => `<i class="streak" style="left:${rng.int(5, 95)}%;width:${rng.int(1, 4)}px"></i>`,
      ).join('')
    : '';
  const fade = faded
    ? `<i class="fade" style="background:linear-gradient(${rng.int(0, 360)}deg, ${paper}00 0%, ${paper}${rng.pick(['55', '77', '99'])} ${rng.int(40, 100)}%)"></i>`
    : '';
  const onCounter = rng.chance(0.5);
  const surface = rng.pick(['#8b8d90', '#a47a53', '#3d3c3a', '#6d7f8c', '#c9c2b4', '#5a4636']);
  const teeth = (n: number, top: boolean): string => {
    const pts: string[] = [];
    for (let k = 0; k <= n; k++) {
      const x = (k / n) * 100;
      const y = k % 2 ? rng.float(0, 6) : rng.float(0, 2);
      pts.push(`${x.toFixed(2)}% ${top ? `${y.toFixed(1)}px` : `calc(100% - ${y.toFixed(1)}px)`}`);
    }
    return pts.join(',');
  };
  const clip = onCounter
    ? `clip-path:polygon(${teeth(40, true)},${teeth(40, false).split(',').reverse().join(',')});`
    : '';
  const weight = rng.chance(0.3) ? 'bold' : 'normal';
  stage.width = paperW + (onCounter ? 48 : 0);
  const css = `
#ticket{display:inline-block;${onCounter ? `padding:${rng.int(18, 30)}px ${rng.int(16, 28)}px;background:${surface};` : ''}}
.paper{position:relative;width:${paperW}px;background:${paper};color:${ink};padding:${pad + 8}px ${pad}px ${pad + 12}px;
  font:${weight} ${fs.toFixed(1)}px/${rng.float(1.22, 1.42).toFixed(2)} ${mono ? monoFont : sansFont},monospace;${clip}
  ${onCounter ? `box-shadow:0 2px 8px rgba(0,0,0,.35);transform:rotate(${rng.float(-0.8, 0.8).toFixed(2)}deg);` : ''}
  ${rng.chance(0.3) ? 'filter:contrast(.9) blur(.2px);' : ''}}
.l{white-space:pre-wrap;overflow-wrap:anywhere;min-height:1em}
.l.c{text-align:center;white-space:pre-wrap}
.b{font-weight:bold}
.dbl{font-size:1.9em;line-height:1.15;letter-spacing:${mono ? '0' : '.02em'}}
.small{font-size:.86em}
.k{opacity:.92}
.pfx{font-weight:bold;text-decoration:${rng.chance(0.4) ? 'underline' : 'none'}}
.lr{display:flex;justify-content:space-between;gap:6px}
.lr .dots{flex:1;border-bottom:1.5px dotted currentColor;margin:0 3px .35em}
.grid{display:grid;column-gap:4px}
.grid span{white-space:nowrap}
.grid span:nth-child(2){overflow:hidden}
.grid .r{text-align:right}
.hr{margin:4px 0}
.hr-s{border-top:1.5px dashed currentColor}
.hr-d{border-top:3px double currentColor}
.hr-o{border-top:2px dotted currentColor}
.rule{overflow:hidden}
.bar{text-align:center;margin:6px 0}
.bartxt{font-size:.8em;letter-spacing:.1em}
.streak{position:absolute;top:0;bottom:0;background:${paper};opacity:.55}
.fade{position:absolute;inset:0;pointer-events:none}
.stamp{position:absolute;border:3px solid #c0262dcc;color:#c0262dcc;font:bold 20px 'DejaVu Sans',sans-serif;padding:2px 10px;border-radius:6px;letter-spacing:.08em}
`;
  const stamp = rng.chance(0.15)
    ? `<div class="stamp" style="right:${rng.int(6, 20)}px;top:${rng.int(30, 70)}px;transform:rotate(${rng.int(-18, 18)}deg)">${rng.pick(['UPLAĆENO', 'PLAĆENO'])}</div>`
    : '';
  return {
    css,
    body: `<div id="ticket"><div class="paper">${out.join('\n')}${streaks}${fade}${stamp}</div></div>`,
  };
}

function footerLines(
  t: Ticket,
  st: Style,
  rng: Rng,
  pr: Pr,
  out: string[],
  boldLabels: boolean,
  groupMarks: string[] | null,
): void {
  const w = st.w;
  const L = (s: string): string => cap(s, st) + ':';
  const lines: [string, string, string][] = [];
  if (groupMarks) {
    const fixed = groupMarks.filter((m) => m === 'F').length;
    const rest = groupMarks.length - fixed;
    const letter = groupMarks[groupMarks.length - 1];
    lines.push([cap('Sistem', st) + ':', `${fixed}F + ${letter} ${rest}/${rest}`, '']);
  }
  const legs: [string, string, string] = [L(rng.pick(w.legs)), String(t.legs.length), ''];
  const total: [string, string, string] = [
    L(rng.pick(w.total)),
    num(t.totalOdds, st.dec, '', st.three ? 3 : 2),
    'b',
  ];
  if (rng.chance(0.85)) {
    if (rng.chance(0.5)) lines.push(legs, total);
    else lines.push(total, legs);
  } else lines.push(total);
  lines.push([L(rng.pick(w.stake)), money(t.stake, st), '']);
  if (t.feePct > 0) {
    lines.push([L(rng.pick(w.fee)), money(t.fee, st), '']);
    lines.push([L(rng.pick(w.play)), money(t.stakeAfterFee, st), '']);
  }
  const bigPay = rng.chance(0.4);
  lines.push([L(rng.pick(w.payout)), money(t.payout, st), bigPay ? 'b pay' : 'b']);
  if (rng.chance(0.4)) {
    const tax = Math.round(Math.max(0, t.payout - t.stake) * 10) / 100;
    lines.push([L(rng.pick(w.tax)), money(tax, st), '']);
    lines.push([L(rng.pick(w.net)), money(Math.round((t.payout - tax) * 100) / 100, st), '']);
  }
  const useLeader = rng.chance(0.3);
  for (const [label, value, cls] of lines) {
    const c = [cls, boldLabels && !cls ? 'bl' : ''].filter(Boolean).join(' ');
    out.push(useLeader ? leader(pr, label, value, c) : lr(pr, label, value, c));
  }
}

// ----------------------------------------------------------------------------------------------- A6 form
function form(t: Ticket, rng: Rng, st: Style, stage: { width: number }): { css: string; body: string } {
  const w = st.w;
  const brand = rng.pick(['#1d7a3e', '#d5631a', '#1f4f9c', '#b3202a', '#6a2c8c', '#0f7f86']);
  const paper = rng.pick(['#ffffff', '#fdfbf4', '#f7f5ee', '#fbf7ea']);
  const ink = rng.pick(['#141414', '#1f2433', '#202a55', '#333']);
  const printFont = rng.pick(["'DejaVu Sans Mono'", "'Liberation Mono'", "'Liberation Sans Narrow'"]);
  const fs = rng.float(12, 13.5);
  const W = rng.int(420, 470);
  stage.width = W + 40;
  const dx = rng.float(-4, 4).toFixed(1);
  const dy = rng.float(-3, 3).toFixed(1);
  const rot = rng.float(-0.5, 0.5).toFixed(2);
  const [street, city] = rng.pick(ADDRESSES);
  const bm = t.bookmaker.replace(/^Sportska kladionica /, '');
  const placeNo = String(rng.int(1, 9999)).padStart(4, '0');
  const P = (s: string): string => `<span class="pr">${esc(s)}</span>`;
  const ks: KickStyle = rng.pick(['day', 'dm', 'dmdot', 'dmy'] as const);
  const digits = rng.weighted([
    [3, 1],
    [4, 3],
    [5, 1],
  ] as const);
  const twoLine = rng.chance(0.4);
  const kickCol = rng.chance(0.6);
  const mode = rng.weighted<MarkMode>([
    ['none', 3],
    ['F', 2],
    ['group', 1],
  ]);
  const marks = markers(t, mode, rng);
  const sty: Style = { ...st, bet: { ...st.bet, words: false } };
  // Pre-printed labels: capitals with diacritics, whatever the terminal prints.
  const pre = { ...st, caps: true, ascii: false };
  const heads: string[] = [
    cap(w.code[1], pre),
    cap(w.match[0], pre),
    ...(kickCol ? [cap(w.start[0], pre)] : []),
    cap(w.tip[0], pre),
    ...(mode !== 'none' ? ['F'] : []),
    cap(w.odds[0], pre),
  ];
  const tpl = `${digits + 2}ch 1fr ${kickCol ? '9ch ' : ''}11ch ${mode !== 'none' ? '2.5ch ' : ''}${st.three ? 7 : 6}ch`;
  const rows = Math.max(t.legs.length, rng.pick([8, 10, 12]));
  const body: string[] = [];
  for (let i = 0; i < rows; i++) {
    const l = t.legs[i];
    if (!l) {
      body.push(
        `<div class="row" style="grid-template-columns:${tpl}">${heads.map(() => '<span>&nbsp;</span>').join('')}</div>`,
      );
      continue;
    }
    const K = kick(l.kickoff, ks, st);
    const names = twoLine
      ? `${P(name(l.home, l, st))}<br>${P(name(l.away, l, st))}`
      : P(`${name(l.home, l, st)} - ${name(l.away, l, st)}`);
    const cells = [
      P(eventCode(l, digits)),
      kickCol ? names : `${names}<br>${P(K)}`,
      ...(kickCol ? [P(K)] : []),
      `<span class="pr nw">${esc(betText(l.bet, sty))}</span>`,
      ...(mode !== 'none' ? [P(marks[i])] : []),
      P(oddsText(l.odds, st)),
    ];
    body.push(
      `<div class="row" style="grid-template-columns:${tpl}">${cells.map((c, k) => `<span${k === cells.length - 1 ? ' class="r"' : ''}>${c}</span>`).join('')}</div>`,
    );
  }
  const sum: string[] = [];
  const field = (label: string, value: string, cls = ''): void => {
    sum.push(`<div class="f ${cls}"><label>${esc(label)}</label>${P(value)}</div>`);
  };
  if (mode === 'group') {
    const fixed = marks.filter((m) => m === 'F').length;
    const rest = marks.length - fixed;
    field('Sistem', `${fixed}F + ${marks[marks.length - 1]} ${rest}/${rest}`);
  }
  field(rng.pick(w.legs), String(t.legs.length));
  field(rng.pick(w.total), num(t.totalOdds, st.dec, '', st.three ? 3 : 2), 'b');
  field(rng.pick(w.stake), money(t.stake, st));
  if (t.feePct > 0) {
    field(rng.pick(w.fee), money(t.fee, st));
    field(rng.pick(w.play), money(t.stakeAfterFee, st));
  }
  field(rng.pick(w.payout), money(t.payout, st), 'b big');
  if (rng.chance(0.35)) {
    const tax = Math.round(Math.max(0, t.payout - t.stake) * 10) / 100;
    field(rng.pick(w.tax), money(tax, st));
    field(rng.pick(w.net), money(Math.round((t.payout - tax) * 100) / 100, st));
  }
  const idTxt = rng.chance(0.5) ? t.ticketId : t.ticketId.replace(/(\d{4})(?=\d)/g, '$1 ');
  const paid = fmtDate(t.printedAt, rng.pick(['DD.MM.YYYY HH:mm:ss', 'DD.MM.YYYY. HH:mm']));
  const notes = rng.shuffle(w.notes).slice(0, 2);
  const surface = rng.pick(['#8b8d90', '#a47a53', '#3d3c3a', '#6d7f8c', '#c9c2b4']);
  const css = `
#ticket{display:inline-block;padding:${rng.int(14, 26)}px;background:${surface}}
.form{position:relative;width:${W}px;background:${paper};color:${brand};font:11px/1.3 'DejaVu Sans',sans-serif;padding:0 0 10px;
  box-shadow:0 2px 8px rgba(0,0,0,.35);transform:rotate(${rng.float(-0.6, 0.6).toFixed(2)}deg)}
.band{background:${brand};color:#fff;padding:8px 12px;display:flex;justify-content:space-between;align-items:center}
.band .nm{font:bold 20px 'DejaVu Sans Condensed','DejaVu Sans',sans-serif;letter-spacing:.02em}
.band .sub{font-size:10px;opacity:.9;text-align:right}
.addr{padding:4px 12px;font-size:10px;border-bottom:1px solid ${brand}}
.box{display:grid;grid-template-columns:1fr 1fr;gap:0;margin:6px 10px;border:1px solid ${brand}}
.box>div{padding:2px 6px 4px;border-right:1px solid ${brand};border-bottom:1px solid ${brand};min-height:34px}
.box>div:nth-child(2n){border-right:0}
.box label,.f label{display:block;font-size:9px;text-transform:uppercase;letter-spacing:.04em}
.pr{color:${ink};font:${rng.chance(0.5) ? 'bold' : 'normal'} ${fs.toFixed(1)}px/1.25 ${printFont},monospace;position:relative;left:${dx}px;top:${dy}px;display:inline-block;transform:rotate(${rot}deg)}
.tbl{margin:6px 10px;border:1px solid ${brand}}
.row{display:grid;border-bottom:1px solid ${brand}66;min-height:24px;align-items:center}
.row>span{padding:2px 4px;border-right:1px solid ${brand}66;overflow:hidden;min-height:22px}
.row>span:last-child{border-right:0}
.row .r{text-align:right}
.pr.nw{white-space:nowrap;font-size:${(fs * 0.9).toFixed(1)}px}
.hd{background:${brand}22;font-weight:bold;font-size:9.5px;text-transform:uppercase;min-height:18px}
.sum{display:grid;grid-template-columns:1fr 1fr;margin:6px 10px;border:1px solid ${brand}}
.f{padding:2px 6px;border-bottom:1px solid ${brand}55;border-right:1px solid ${brand}55;min-height:32px}
.f.big{grid-column:1 / -1;background:${brand}14}
.f.big .pr{font-size:${(fs * 1.35).toFixed(1)}px;font-weight:bold}
.f.b .pr{font-weight:bold}
.notes{margin:6px 12px 0;font-size:8.5px;line-height:1.35}
.bc{display:flex;justify-content:space-between;align-items:flex-end;margin:6px 12px 0;color:${ink}}
`;
  const bc = rng.chance(0.5) ? barcode(rng, 210, 36, ink) : qr(rng, 58, ink);
  const body2 = `<div id="ticket"><div class="form">
<div class="band"><div class="nm">${esc(bm)}</div><div class="sub">${esc(cap('Sportska kladionica', { ...st, caps: false }))}<br>${esc(city)}</div></div>
<div class="addr">${esc(bm)} d.o.o. · ${esc(street)}, ${esc(city)}${rng.chance(0.5) ? ` · JIB 420${rng.int(1000000, 9999999)}0001` : ''}</div>
<div class="box">
<div><label>${esc(rng.pick(w.place))}</label>${P(placeNo)}</div>
<div><label>${esc(rng.pick(w.paid))}</label>${P(paid)}</div>
<div style="grid-column:1 / -1;border-right:0"><label>${esc(rng.pick(w.id))}</label>${P(idTxt)}</div>
</div>
<div class="tbl"><div class="row hd" style="grid-template-columns:${tpl}">${heads.map((h, k) => `<span${k === heads.length - 1 ? ' class="r"' : ''}>${esc(h)}</span>`).join('')}</div>
${body.join('\n')}</div>
<div class="sum">${sum.join('\n')}</div>
<div class="bc">${bc}<span class="pr" style="font-size:10px">${esc(t.ticketId)}</span></div>
<div class="notes">${notes.map(esc).join('<br>')}</div>
</div></div>`;
  return { css, body: body2 };
}

// ----------------------------------------------------------------------------------------------- layout
function render(t: Ticket, _width: number, rng: Rng): string {
  // Herzegovina shops write Croatian; the money is KM either way. Fee on most tickets.
  const lang: Lang = rng.chance(0.25) ? 'hr' : 'bs';
  const fee = rng.chance(0.7);
  Object.assign(t, makeTicket(rng, { ...PROFILE, lang, currency: 'BAM', fee }));
  const st = drawStyle(t, rng);
  const stage = { width: 0 };
  const { css, body } = rng.chance(0.72) ? thermal(t, rng, st, stage) : form(t, rng, st, stage);
  return page(`body{background:#fff}${css}`, body);
}

export const bsShopSlip: Layout = {
  name: 'bs-shop-slip',
  medium: 'thermal',
  profile: PROFILE,
  width: [540, 560],
  render,
};
