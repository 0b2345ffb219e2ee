// A betting shop's thermal printout of a SYSTEM ticket, photographed with a phone, as Serbian, Croatian, Bosnian and
// Montenegrin shop terminals print them: 58 mm (32 columns) or 80 mm (42/48 columns) paper, a monospace or a
// narrow sans printer font. The ticket is a system ("SISTEM 3/5", "Sistem 2,3/5", hr "SUSTAV 2/4") over the
// non-fixed legs, with 0-3 fixed legs ("FIKS", "F", "*", "[F]", hr "FIX") marked in a letter column, after the odds
// or at the end of the leg's first line; system legs blank, "S" or lettered A, B, C... On some tickets the legs are
// regrouped under "FIKSNI PAROVI" / "SISTEMSKI PAROVI" headings (the truth keeps the printed order). Each ticket
// varies (its rng): sr RSD ("din"), hr EUR ("listić", "tečaj", "sustav"), bs KM or a Montenegrin shop in EUR (€,
// fiscal IKOF/JIKR lines); the 5 % fee or not; dot or comma decimals; names in capitals or not, diacritics dropped
// on about half, cut at the column limit; one leg shape: three lines (code and kickoff, "HOME - AWAY", bet with dot
// leaders and odds), home and away on their own lines under the code (odds on the away line or under it), a wide
// two-line row (code, kickoff and the match, then the market in words and the odds), a column row (code and home,
// away, then tip / odds / mark in fixed columns under a header), or the league over the code line; the bet as a
// bare code ("1", "3+", "GG&3+", "V 165.5"), a shop code pair ("KI 1", "UG 3+", "1P 1") or words ("KONACAN ISHOD
// 1", "UKUPNO GOLOVA 3+"). The sum block: BROJ PAROVA, FIKSNIH, SISTEM, KOMBINACIJE, UPLATA, MAN. TROŠKOVI, ULOG
// PO KOMBINACIJI, MAX. KVOTA / UKUPNA KVOTA (the product of all odds: the truth's total), MIN. KVOTA sometimes,
// MIN. DOBITAK and MAX. DOBITAK (double height sometimes); the system written in reverse print at the top on some.
// Shop header (name double size, company and tax number, address, "Uplatno mesto", "Blagajna"), the ticket id and
// time, a barcode, tax lines and "PROVERITE TIKET PRE NAPUŠTANJA UPLATNOG MESTA"-style footers; ink faded unevenly,
// lines printed lighter, a worn print-head streak, the pink end-of-roll stripe on a few.
//
// Truth: legs in printed order; totalOdds the product of all odds (as printed); stake is the whole payment,
// stakeAfterFee what is played (per combination × combinations), payout the printed MAX. DOBITAK (all legs won:
// per combination × fixed product × the sum of every combination's product), which is NOT stake × total odds.
// Montenegrin tickets are recorded with lang "bs" (ijekavian market names) and currency EUR.
import type { Rng } from '../../../rng';
import type { Lang, Sport } from '../../teams';
import { ascii, esc, fmtDate, line as fmtLine, num, odds as fmtOdds, teamName, type Dec } from '../../text';
import {
  makeTicket,
  round2,
  type Bet,
  type Currency,
  type Leg,
  type Ticket,
  type TicketProfile,
} from '../../ticket';
import { barcode, qr, sportMix } from '../parts';
import { page, type Layout } from '../types';

type Loc = 'sr' | 'hr' | 'bs' | 'me';

const LOC_LANG: Record<Loc, Lang> = { sr: 'sr', hr: 'hr', bs: 'bs', me: 'bs' };
const LOC_CURRENCY: Record<Loc, Currency> = { sr: 'RSD', hr: 'EUR', bs: 'BAM', me: 'EUR' };

const BOOKMAKERS: Record<Loc, readonly string[]> = {
  sr: ['Zlatna Kvota', 'MaxiTip', 'SuperPar', 'Tiket Plus', 'Oktagon Bet', 'Kladionica Dunav'],
  hr: ['Kladionica Jadran', 'SportTip', 'Dalmacija Bet', 'Listić Plus', 'Zagorka Sport'],
  bs: ['Una Bet', 'Premier Tip', 'Kladionica Sarajka', 'Bosna Kvota'],
  me: ['Lovćen Bet', 'Bokeški Tip', 'Kladionica Morača'],
};

const PROFILE: TicketProfile = {
  lang: 'sr',
  currency: 'RSD',
  fee: false,
  sports: sportMix(70, 20, 10),
  legs: [3, 9],
  bookmakers: BOOKMAKERS.sr,
  ticketId: (rng, at) =>
    rng.pick([
      () => `${fmtDate(at, 'YYMMDD')}-${rng.int(1000, 9999)}-${rng.int(100000, 999999)}`,
      () => `${rng.int(10, 99)}${fmtDate(at, 'DDMM')}${rng.int(10000000, 99999999)}`,
      () => `${rng.int(100, 999)}-${rng.int(100, 999)}-${rng.int(1000000, 9999999)}`,
      () => `${rng.int(1, 9)}${String(rng.int(0, 99999999999)).padStart(11, '0')}`,
    ])(),
};

interface Words {
  system: readonly string[];
  systemTicket: readonly string[];
  legs: readonly string[];
  fixedCount: readonly string[];
  combos: readonly string[];
  stake: readonly string[];
  fee: readonly string[];
  play: readonly string[];
  perCombo: readonly string[];
  maxOdds: readonly string[];
  minOdds: string;
  minWin: readonly string[];
  maxWin: readonly string[];
  fixedHead: readonly string[];
  sysHead: readonly string[];
  place: readonly string[];
  till: readonly string[];
  operator: string;
  ticket: readonly string[];
  time: readonly string[];
  code: string;
  start: string;
  tip: string;
  oddsCol: string;
  taxId: string;
  companyCity: readonly string[];
  streets: readonly string[];
  tax: readonly string[];
  foot: readonly string[];
  check: readonly string[];
}

const WORDS: Record<Loc, Words> = {
  sr: {
    system: ['SISTEM', 'SISTEM', 'Sistem'],
    systemTicket: ['SISTEMSKI TIKET', 'TIP TIKETA: SISTEM', 'VRSTA: SISTEM'],
    legs: ['BROJ PAROVA', 'PAROVA', 'UKUPNO PAROVA'],
    fixedCount: ['FIKSNIH', 'FIKSNI PAROVI', 'BROJ FIKSEVA'],
    combos: ['KOMBINACIJE', 'BROJ KOMBINACIJA', 'KOMB.'],
    stake: ['UPLATA', 'UKUPNA UPLATA', 'UPLACENO'],
    fee: ['MAN. TROŠKOVI 5%', 'MANIP. TROŠKOVI', 'MAN.TR. 5%'],
    play: ['ZA IGRU', 'ULOG', 'UPLATA ZA IGRU'],
    perCombo: ['ULOG PO KOMBINACIJI', 'ULOG PO KOMB.', 'UPLATA PO KOMB.'],
    maxOdds: ['MAX. KVOTA', 'UKUPNA KVOTA', 'MAKS. KVOTA'],
    minOdds: 'MIN. KVOTA',
    minWin: ['MIN. DOBITAK', 'MIN. DOBITAK', 'MINIMALNI DOBITAK'],
    maxWin: ['MAX. DOBITAK', 'MAKS. DOBITAK', 'MOGUĆI DOBITAK'],
    fixedHead: ['FIKSNI PAROVI', 'FIKSEVI'],
    sysHead: ['SISTEMSKI PAROVI', 'PAROVI U SISTEMU'],
    place: ['UPLATNO MESTO', 'OBJEKAT', 'POSLOVNICA'],
    till: ['BLAGAJNA', 'KASA', 'TERMINAL'],
    operator: 'OPERATER',
    ticket: ['TIKET BR.', 'ID TIKETA', 'BROJ TIKETA'],
    time: ['VREME UPLATE', 'DATUM', 'UPLACENO'],
    code: 'ŠIF',
    start: 'POČETAK',
    tip: 'TIP',
    oddsCol: 'KVOTA',
    taxId: 'PIB',
    companyCity: ['BEOGRAD', 'NOVI SAD', 'NIŠ', 'KRAGUJEVAC', 'SUBOTICA', 'ČAČAK'],
    streets: [
      'BUL. OSLOBOĐENJA 112',
      'KNEZA MILOŠA 7',
      'CARA DUŠANA 31',
      'NJEGOŠEVA 18',
      'JUGOVIĆEVA 4',
      'VOJVODE MIŠIĆA 22',
    ],
    tax: [
      'POREZ NA DOBITAK SE OBRAČUNAVA PRI ISPLATI',
      'DOBITAK SE ISPLAĆUJE UMANJEN ZA POREZ PO ZAKONU',
      'POREZ SE OBRAČUNAVA NA DOBITAK PREKO NEOPOREZIVOG IZNOSA',
    ],
    foot: [
      'TIKET VAŽI 30 DANA OD ZAVRŠETKA POSLEDNJEG PARA',
      'REKLAMACIJE SE NE UVAŽAVAJU NAKON NAPUŠTANJA UPLATNOG MESTA',
      'IGRE NA SREĆU NISU ZA MALOLETNE 18+',
      'HVALA NA POVERENJU',
      'SREĆNO!',
    ],
    check: ['PROVERITE TIKET PRE NAPUŠTANJA UPLATNOG MESTA', 'PROVERITE TIKET PRE NAPUŠTANJA KASE'],
  },
  hr: {
    system: ['SUSTAV', 'SUSTAV', 'SISTEM', 'Sustav'],
    systemTicket: ['SUSTAVNI LISTIĆ', 'VRSTA LISTIĆA: SUSTAV', 'LISTIĆ - SUSTAV'],
    legs: ['BROJ PAROVA', 'PAROVA', 'DOGAĐAJA'],
    fixedCount: ['FIKSNIH', 'FIKSNI PAROVI', 'BROJ FIKSEVA'],
    combos: ['KOMBINACIJA', 'BROJ KOMBINACIJA', 'KOMB.'],
    stake: ['UPLATA', 'UKUPNA UPLATA', 'UPLAĆENO'],
    fee: ['MANIPULATIVNI TROŠAK 5%', 'MANIP. TROŠAK', 'MT 5%'],
    play: ['ULOG', 'ULOG ZA IGRU', 'IZNOS ZA IGRU'],
    perCombo: ['ULOG PO KOMBINACIJI', 'ULOG PO KOMB.', 'ULOG/KOMB.'],
    maxOdds: ['MAX. TEČAJ', 'UKUPNI TEČAJ', 'MAKS. TEČAJ'],
    minOdds: 'MIN. TEČAJ',
    minWin: ['MIN. DOBITAK', 'MIN. ISPLATA', 'MINIMALNI DOBITAK'],
    maxWin: ['MAX. DOBITAK', 'MAKS. ISPLATA', 'MOGUĆI DOBITAK'],
    fixedHead: ['FIKSNI PAROVI', 'FIKSEVI'],
    sysHead: ['SUSTAVNI PAROVI', 'PAROVI U SUSTAVU'],
    place: ['UPLATNO MJESTO', 'POSLOVNICA', 'PRODAJNO MJESTO'],
    till: ['BLAGAJNA', 'TERMINAL', 'KASA'],
    operator: 'DJELATNIK',
    ticket: ['LISTIĆ BR.', 'BROJ LISTIĆA', 'ID LISTIĆA'],
    time: ['VRIJEME UPLATE', 'DATUM', 'UPLAĆENO'],
    code: 'ŠIF',
    start: 'POČETAK',
    tip: 'TIP',
    oddsCol: 'TEČAJ',
    taxId: 'OIB',
    companyCity: ['ZAGREB', 'SPLIT', 'RIJEKA', 'OSIJEK', 'ZADAR', 'VARAŽDIN'],
    streets: [
      'ILICA 128',
      'VUKOVARSKA 41',
      'ULICA KRALJA ZVONIMIRA 9',
      'SAVSKA CESTA 56',
      'RIVA 3',
      'TRG BANA JELAČIĆA 2',
    ],
    tax: ['POREZ NA DOBITAK OBRAČUNAVA SE PRI ISPLATI', 'ISPLATA DOBITKA UMANJENA ZA POREZ SUKLADNO ZAKONU'],
    foot: [
      'LISTIĆ VRIJEDI 60 DANA OD ZAVRŠETKA ZADNJEG DOGAĐAJA',
      'ISPLATA DOBITKA UZ PREDOČENJE LISTIĆA',
      'ZABRANJENO SUDJELOVANJE MALOLJETNIM OSOBAMA 18+',
      'SRETNO!',
    ],
    check: [
      'PROVJERITE LISTIĆ PRIJE NAPUŠTANJA UPLATNOG MJESTA',
      'PROVJERITE LISTIĆ PRIJE ODLASKA OD BLAGAJNE',
    ],
  },
  bs: {
    system: ['SISTEM', 'SISTEM', 'Sistem'],
    systemTicket: ['SISTEMSKI TIKET', 'VRSTA TIKETA: SISTEM', 'TIKET - SISTEM'],
    legs: ['BROJ PAROVA', 'PAROVA', 'UKUPNO PAROVA'],
    fixedCount: ['FIKSNIH', 'FIKSNI PAROVI', 'BROJ FIKSEVA'],
    combos: ['KOMBINACIJE', 'BROJ KOMBINACIJA', 'KOMB.'],
    stake: ['UPLATA', 'UKUPNA UPLATA', 'UPLAĆENO'],
    fee: ['MAN. TROŠKOVI 5%', 'MANIP. TROŠKOVI', 'NAKNADA 5%'],
    play: ['ULOG', 'ZA IGRU', 'ULOG ZA IGRU'],
    perCombo: ['ULOG PO KOMBINACIJI', 'ULOG PO KOMB.', 'ULOG/KOMB.'],
    maxOdds: ['MAX. KVOTA', 'UKUPNA KVOTA', 'MAKS. KVOTA'],
    minOdds: 'MIN. KVOTA',
    minWin: ['MIN. DOBITAK', 'MIN. DOBITAK', 'MINIMALNI DOBITAK'],
    maxWin: ['MAX. DOBITAK', 'MAKS. DOBITAK', 'MOGUĆI DOBITAK'],
    fixedHead: ['FIKSNI PAROVI', 'FIKSEVI'],
    sysHead: ['SISTEMSKI PAROVI', 'PAROVI U SISTEMU'],
    place: ['UPLATNO MJESTO', 'POSLOVNICA', 'OBJEKAT'],
    till: ['BLAGAJNA', 'KASA', 'TERMINAL'],
    operator: 'OPERATER',
    ticket: ['TIKET BR.', 'ID TIKETA', 'BROJ TIKETA'],
    time: ['VRIJEME UPLATE', 'DATUM', 'UPLAĆENO'],
    code: 'ŠIF',
    start: 'POČETAK',
    tip: 'TIP',
    oddsCol: 'KVOTA',
    taxId: 'ID BR.',
    companyCity: ['SARAJEVO', 'TUZLA', 'ZENICA', 'MOSTAR', 'BIHAĆ', 'BANJA LUKA'],
    streets: [
      'FERHADIJA 12',
      'TITOVA 45',
      'ZMAJA OD BOSNE 8',
      'MARŠALA TITA 21',
      'BRANILACA GRADA 3',
      'KRALJA TVRTKA 17',
    ],
    tax: ['POREZ NA DOBITAK OBRAČUNAVA SE PRI ISPLATI', 'DOBITAK PODLIJEŽE OPOREZIVANJU PO ZAKONU'],
    foot: [
      'TIKET VAŽI 30 DANA OD ZAVRŠETKA POSLJEDNJEG PARA',
      'IGRE NA SREĆU NISU ZA MALOLJETNIKE 18+',
      'HVALA I SRETNO!',
    ],
    check: ['PROVJERITE TIKET PRIJE NAPUŠTANJA UPLATNOG MJESTA', 'PROVJERITE TIKET PRIJE NAPUŠTANJA KASE'],
  },
  me: {
    system: ['SISTEM', 'SISTEM', 'Sistem'],
    systemTicket: ['SISTEMSKI TIKET', 'VRSTA TIKETA: SISTEM'],
    legs: ['BROJ PAROVA', 'PAROVA'],
    fixedCount: ['FIKSNIH', 'FIKSNI PAROVI'],
    combos: ['KOMBINACIJE', 'BROJ KOMBINACIJA', 'KOMB.'],
    stake: ['UPLATA', 'UKUPNA UPLATA', 'UPLAĆENO'],
    fee: ['MAN. TROŠKOVI 5%', 'MANIP. TROŠKOVI'],
    play: ['ULOG', 'ZA IGRU'],
    perCombo: ['ULOG PO KOMBINACIJI', 'ULOG PO KOMB.'],
    maxOdds: ['MAX. KVOTA', 'UKUPNA KVOTA', 'MAKS. KVOTA'],
    minOdds: 'MIN. KVOTA',
    minWin: ['MIN. DOBITAK', 'MINIMALNI DOBITAK'],
    maxWin: ['MAX. DOBITAK', 'MAKS. DOBITAK', 'MOGUĆI DOBITAK'],
    fixedHead: ['FIKSNI PAROVI', 'FIKSEVI'],
    sysHead: ['SISTEMSKI PAROVI', 'PAROVI U SISTEMU'],
    place: ['UPLATNO MJESTO', 'POSLOVNA JEDINICA'],
    till: ['BLAGAJNA', 'KASA'],
    operator: 'OPERATER',
    ticket: ['TIKET BR.', 'BROJ TIKETA'],
    time: ['VRIJEME UPLATE', 'DATUM'],
    code: 'ŠIF',
    start: 'POČETAK',
    tip: 'TIP',
    oddsCol: 'KVOTA',
    taxId: 'PIB',
    companyCity: ['PODGORICA', 'NIKŠIĆ', 'BAR', 'BUDVA', 'HERCEG NOVI', 'BIJELO POLJE'],
    streets: [
      'BULEVAR SV. PETRA CETINJSKOG 56',
      'NJEGOŠEVA 14',
      'SLOBODE 33',
      'JOVANA TOMAŠEVIĆA 9',
      'TRG REPUBLIKE 2',
    ],
    tax: ['POREZ NA DOBITAK OBRAČUNAVA SE PRI ISPLATI'],
    foot: [
      'TIKET VAŽI 30 DANA OD ZAVRŠETKA POSLJEDNJEG PARA',
      'IGRE NA SREĆU NIJESU ZA MALOLJETNIKE 18+',
      'HVALA NA POVJERENJU',
    ],
    check: ['PROVJERITE TIKET PRIJE NAPUŠTANJA UPLATNOG MJESTA'],
  },
};

// ------------------------------------------------------------------ system arithmetic

/** Binomial coefficient for the small numbers a ticket has. */
function choose(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

/** Elementary symmetric sums e_0..e_n of the odds: e_k is the sum of the products of every k-subset. */
function elementary(odds: readonly number[]): number[] {
  const e = [1, ...odds.map(() => 0)];
  for (const o of odds) for (let k = e.length - 1; k >= 1; k--) e[k] += e[k - 1] * o;
  return e;
}

interface SystemPlan {
  fixed: Set<Leg>;
  ks: number[];
  m: number;
  combos: number;
}

function planSystem(legs: readonly Leg[], rng: Rng): SystemPlan {
  const n = legs.length;
  const maxFixed = Math.min(3, n - 3);
  let f =
    maxFixed <= 0
      ? 0
      : rng.weighted<number>([
          [0, 4],
          [1, 3],
          [2, 2],
          [3, 1],
        ]);
  f = Math.min(f, Math.max(0, maxFixed));
  const fixed = new Set(rng.shuffle(legs).slice(0, f));
  const m = n - f;
  let ks: number[];
  if (m <= 3) ks = [2];
  else if (rng.chance(0.25)) {
    const k = rng.int(2, m - 2);
    ks = [k, k + 1];
  } else {
    const mid = Math.round(m / 2);
    ks = [
      rng.weighted<number>([
        ...Array.from({ length: m - 2 }, (_, i) => [i + 2, i + 2 === mid ? 3 : 1] as [number, number]),
      ]),
    ];
  }
  const combos = ks.reduce((s, k) => s + choose(m, k), 0);
  return { fixed, ks, m, combos };
}

// ------------------------------------------------------------------ printing helpers

/** `ascii` for text in capitals: "Đ" becomes "DJ", not "Dj". */
const asciiCaps = (s: string): string => ascii(s).replace(/Dj(?=[A-Z])/g, 'DJ');

/** Cuts a name at `max` characters as shop systems do, never leaving a 2-letter fragment that reads as a word. */
function cutName(s: string, max: number): string {
  if (s.length <= max) return s;
  let c = s.slice(0, max);
  const partial = /[^ -]/.test(s[max] ?? ' ');
  const tail = c.match(/^(.*[ -])([^ -]*)$/);
  if (partial && tail && tail[2].replace(/[^\p{L}\d]/gu, '').length < 3) c = tail[1];
  return c.replace(/[-.&/, ]+$/, '');
}

type Vocab = 'bare' | 'shop' | 'words';

/** The bet as this shop prints it: [market part, tip part]; the market part may be empty. */
function shopBet(bet: Bet, vocab: Vocab, lang: Lang, dec: Dec, rng: Rng): [string, string] {
  const sr = lang === 'sr';
  const hr = lang === 'hr';
  const ln = (x: number | undefined): string => fmtLine(x ?? 0, dec);
  const k = bet.key;
  if (vocab === 'bare') {
    switch (k) {
      case 'ki1':
      case 'bk1':
      case 't1':
        return ['', '1'];
      case 'kix':
        return ['', 'X'];
      case 'ki2':
      case 'bk2':
      case 't2':
        return ['', '2'];
      case 'ds1x':
        return ['', '1X'];
      case 'dsx2':
        return ['', 'X2'];
      case 'ds12':
        return ['', '12'];
      case 'gg':
        return ['', 'GG'];
      case 'ng':
        return ['', 'NG'];
      case 'ug02':
        return ['', '0-2'];
      case 'ug2p':
        return ['', '2+'];
      case 'ug3p':
        return ['', '3+'];
      case 'p1_1':
        return ['', 'I 1'];
      case 'p1_x':
        return ['', 'I X'];
      case 'p2_2':
        return ['', 'II 2'];
      case 'gg3p':
        return ['', 'GG&3+'];
      case '1ug3p':
        return ['', '1&3+'];
      case 'bkover':
        return ['', `V ${ln(bet.line)}`];
      case 'bkunder':
        return ['', `M ${ln(bet.line)}`];
    }
  }
  if (vocab === 'shop') {
    const half = rng.chance(0.5);
    switch (k) {
      case 'ki1':
        return ['KI', '1'];
      case 'kix':
        return ['KI', 'X'];
      case 'ki2':
        return ['KI', '2'];
      case 'ds1x':
        return [hr ? 'DŠ' : 'DS', '1X'];
      case 'dsx2':
        return [hr ? 'DŠ' : 'DS', 'X2'];
      case 'ds12':
        return [hr ? 'DŠ' : 'DS', '12'];
      case 'gg':
        return ['GG/NG', 'GG'];
      case 'ng':
        return ['GG/NG', 'NG'];
      case 'ug02':
        return ['UG', '0-2'];
      case 'ug2p':
        return ['UG', '2+'];
      case 'ug3p':
        return ['UG', '3+'];
      case 'p1_1':
        return [half ? '1P' : 'PP', '1'];
      case 'p1_x':
        return [half ? '1P' : 'PP', 'X'];
      case 'p2_2':
        return [half ? '2P' : 'DP', '2'];
      case 'gg3p':
        return ['KOMB', 'GG&3+'];
      case '1ug3p':
        return ['KOMB', '1&3+'];
      case 'bk1':
        return ['KI', '1'];
      case 'bk2':
        return ['KI', '2'];
      case 'bkover':
        return ['UK', `V ${ln(bet.line)}`];
      case 'bkunder':
        return ['UK', `M ${ln(bet.line)}`];
      case 't1':
        return ['KI', '1'];
      case 't2':
        return ['KI', '2'];
    }
  }
  const yes = rng.chance(0.5);
  switch (k) {
    case 'ki1':
    case 'kix':
    case 'ki2':
      return [sr ? 'KONAČAN ISHOD' : 'KONAČNI ISHOD', k === 'ki1' ? '1' : k === 'kix' ? 'X' : '2'];
    case 'ds1x':
    case 'dsx2':
    case 'ds12':
      return [hr ? 'DVOSTRUKA ŠANSA' : 'DUPLA ŠANSA', k === 'ds1x' ? '1X' : k === 'dsx2' ? 'X2' : '12'];
    case 'gg':
      return [hr ? 'OBA TIMA ZABIJAJU' : 'OBA TIMA DAJU GOL', yes ? 'DA' : 'GG'];
    case 'ng':
      return [hr ? 'OBA TIMA ZABIJAJU' : 'OBA TIMA DAJU GOL', yes ? 'NE' : 'NG'];
    case 'ug02':
      return ['UKUPNO GOLOVA', '0-2'];
    case 'ug2p':
      return ['UKUPNO GOLOVA', '2+'];
    case 'ug3p':
      return ['UKUPNO GOLOVA', '3+'];
    case 'p1_1':
      return [sr ? '1. POLUVREME' : '1. POLUVRIJEME', '1'];
    case 'p1_x':
      return [sr ? '1. POLUVREME' : '1. POLUVRIJEME', 'X'];
    case 'p2_2':
      return [sr ? '2. POLUVREME' : '2. POLUVRIJEME', '2'];
    case 'gg3p':
      return ['KOMBINACIJE', 'GG&3+'];
    case '1ug3p':
      return ['KOMBINACIJE', '1&3+'];
    case 'bk1':
    case 'bk2':
      return [sr ? 'POBEDNIK' : 'POBJEDNIK', k === 'bk1' ? '1' : '2'];
    case 'bkover':
      return ['UKUPNO POENA', `VIŠE ${ln(bet.line)}`];
    case 'bkunder':
      return ['UKUPNO POENA', `MANJE ${ln(bet.line)}`];
    case 't1':
    case 't2':
      return [sr ? 'POBEDNIK MEČA' : 'POBJEDNIK MEČA', k === 't1' ? '1' : '2'];
  }
}

const SPORT_WORD: Record<Sport, readonly string[]> = {
  football: ['FUDBAL', 'FUD'],
  basketball: ['KOŠARKA', 'KOŠ'],
  tennis: ['TENIS', 'TEN'],
};
const SPORT_WORD_HR: Record<Sport, readonly string[]> = {
  football: ['NOGOMET', 'NOG'],
  basketball: ['KOŠARKA', 'KOŠ'],
  tennis: ['TENIS', 'TEN'],
};

// ------------------------------------------------------------------ render

function render(t: Ticket, width: number, rng: Rng): string {
  // Who printed it: a shop in Serbia, Croatia, Bosnia or Montenegro.
  const loc = rng.weighted<Loc>([
    ['sr', 5],
    ['hr', 3],
    ['bs', 2],
    ['me', 1],
  ]);
  const lang = LOC_LANG[loc];
  const fee =
    loc === 'sr' ? rng.chance(0.45) : loc === 'hr' ? rng.chance(0.3) : loc === 'bs' && rng.chance(0.15);
  Object.assign(
    t,
    makeTicket(rng, { ...PROFILE, lang, currency: LOC_CURRENCY[loc], fee, bookmakers: BOOKMAKERS[loc] }),
  );
  const W = WORDS[loc];

  // ---- the system and its money
  const sys = planSystem(t.legs, rng);
  const perUnits: Record<Currency, readonly number[]> = {
    RSD: [5, 10, 10, 20, 20, 30, 50, 100],
    EUR: [0.1, 0.2, 0.2, 0.25, 0.5, 0.5, 1, 2],
    BAM: [0.2, 0.3, 0.5, 0.5, 1, 1, 2],
  };
  const minPer = t.currency === 'RSD' ? 2 : 0.05;
  // The drawn stake stays only when it splits into whole cents (or para) per combination, as terminals require.
  const perDrawn = (t.stake * (1 - t.feePct / 100) * 100) / sys.combos;
  const splits = Math.abs(perDrawn - Math.round(perDrawn)) < 1e-6;
  if (rng.chance(0.65) || !splits || t.stake / sys.combos < minPer)
    t.stake = round2(
      rng.pick(
        perUnits[t.currency].filter((u) => Number.isInteger(Math.round(u * (100 - t.feePct) * 1e6) / 1e6)),
      ) * sys.combos,
    );
  t.fee = round2((t.stake * t.feePct) / 100);
  t.stakeAfterFee = round2(t.stake - t.fee);
  const perCombo = round2(t.stakeAfterFee / sys.combos);
  const fixedLegs = t.legs.filter((l) => sys.fixed.has(l));
  const sysLegs = t.legs.filter((l) => !sys.fixed.has(l));
  const fixedProd = fixedLegs.reduce((p, l) => p * l.odds, 1);
  const e = elementary(sysLegs.map((l) => l.odds));
  const maxWin = round2(perCombo * fixedProd * sys.ks.reduce((s, k) => s + e[k], 0));
  const kMin = Math.min(...sys.ks);
  const lowest = [...sysLegs.map((l) => l.odds)].sort((a, b) => a - b).slice(0, kMin);
  const minOddsVal = fixedProd * lowest.reduce((p, o) => p * o, 1);
  const minWin = round2(perCombo * minOddsVal);
  t.payout = maxWin;

  // ---- printed order: regrouped under headings or kickoff order with marks
  const grouped = fixedLegs.length > 0 && rng.chance(0.45);
  if (grouped) t.legs = rng.chance(0.85) ? [...fixedLegs, ...sysLegs] : [...sysLegs, ...fixedLegs];

  // ---- paper and print
  const narrow = width < 390;
  const cols = narrow ? 32 : rng.chance(0.5) ? 42 : 48;
  const font = rng.weighted<string>([
    ["'DejaVu Sans Mono'", 4],
    ["'Liberation Mono'", 3],
    ["'Liberation Sans Narrow'", 2],
    ["'DejaVu Sans'", 1],
  ]);
  const mono = font.includes('Mono');
  const padX = rng.int(8, 16);
  const charW = mono ? 0.602 : font.includes('Liberation') ? 0.5 : 0.6;
  const fs = Math.min(17, (width - 2 * padX) / (cols * charW));
  const bold = rng.chance(0.3);
  const dec: Dec = loc === 'hr' ? (rng.chance(0.8) ? ',' : '.') : rng.chance(0.7) ? '.' : ',';
  const sep = dec === ',' ? (rng.chance(0.6) ? '.' : '') : rng.chance(0.2) ? ',' : '';
  const caps = rng.chance(0.82);
  const dropDia = rng.chance(0.5);
  const inks = ['#141414', '#1f1f22', '#2a2c33', '#34343a', '#3f3f45'];
  const ink = rng.pick(inks);
  const paper = rng.pick(['#fbfaf6', '#f7f6f1', '#fdfdfb', '#f3f2ec', '#f8f7f2']);
  const fadeLines = rng.chance(0.45);
  const cur =
    t.currency === 'RSD'
      ? rng.pick(['RSD', 'RSD', 'DIN', 'din.'])
      : t.currency === 'BAM'
        ? rng.pick(['KM', 'KM', 'BAM'])
        : rng.pick(['EUR', 'EUR', '€']);
  const curAfterAll = rng.chance(0.5);

  /** Printed text: capitals or not, diacritics dropped or not, HTML-escaped. */
  const tx = (s: string): string => {
    let r = caps ? s.toLocaleUpperCase('hr') : s;
    if (dropDia) r = asciiCaps(r);
    return esc(r);
  };
  /** Labels are printed in capitals whatever the names do. */
  const lb = (s: string): string => esc(dropDia ? asciiCaps(s) : s);
  const amount = (x: number): string => num(x, dec, sep);
  const money = (x: number, withCur = curAfterAll): string => `${amount(x)}${withCur ? ` ${esc(cur)}` : ''}`;
  const od = (x: number): string => fmtOdds(x, dec);

  const lineStyle = (): string => {
    if (!fadeLines) return '';
    const o = rng.chance(0.25) ? rng.float(0.5, 0.75) : rng.float(0.85, 1);
    return ` style="opacity:${o.toFixed(2)}"`;
  };
  const LEAD = '.'.repeat(160);
  const leaderChar = rng.pick(['.', '.', ' ', '_']);
  /** A line with `left` and `right` ends, joined by dot leaders or plain space. */
  const ln = (left: string, right = '', lead = false, cls = ''): string => {
    const mid = lead
      ? `<span class="ld">${leaderChar === ' ' ? '' : leaderChar === '_' ? LEAD.replace(/\./g, ' .') : LEAD}</span>`
      : '<span class="sp"></span>';
    return `<div class="l${cls ? ` ${cls}` : ''}"${lineStyle()}><span class="a">${left}</span>${mid}<span class="b">${right}</span></div>`;
  };
  const center = (s: string, cls = ''): string =>
    `<div class="ctr${cls ? ` ${cls}` : ''}"${lineStyle()}>${s}</div>`;
  const ruleChar = rng.pick(['-', '=', '*', '.']);
  const rule = (ch = ruleChar): string => `<div class="rule"${lineStyle()}>${ch.repeat(220)}</div>`;

  // ---- header
  const shop = t.bookmaker;
  const company = `${shop} d.o.o. ${rng.pick(W.companyCity)}`;
  const taxNo =
    loc === 'hr' ? String(rng.int(10000000000, 99999999999)) : String(rng.int(100000000, 199999999));
  const placeNo = String(rng.int(1, 999)).padStart(rng.chance(0.5) ? 4 : 3, '0');
  const printed = fmtDate(
    t.printedAt,
    rng.pick(['DD.MM.YYYY HH:mm:ss', 'DD.MM.YYYY. HH:mm', 'DD.MM.YY HH:mm:ss', 'YYYY-MM-DD HH:mm:ss']),
  );
  const head: string[] = [];
  head.push(`<div class="dh2 ctr"${lineStyle()}>${lb(ascii(shop).toUpperCase())}</div>`);
  if (rng.chance(0.7)) head.push(center(lb(company.toUpperCase())));
  head.push(
    center(
      `${lb(W.taxId)}: ${taxNo}${rng.chance(0.5) && loc !== 'hr' ? `  MB: ${rng.int(10000000, 29999999)}` : ''}`,
    ),
  );
  head.push(center(lb(`${rng.pick(W.streets)}, ${rng.pick(W.companyCity)}`)));
  const placeLine = `${lb(rng.pick(W.place))} ${placeNo}`;
  const tillLine = `${lb(rng.pick(W.till))} ${rng.int(1, 6)}`;
  head.push(
    narrow
      ? ln(placeLine, tillLine)
      : ln(`${placeLine}   ${tillLine}`, `${lb(W.operator)} ${rng.int(1, 40)}`),
  );
  const idLabel = lb(rng.pick(W.ticket));
  const timeLabel = lb(rng.pick(W.time));
  const idLines =
    rng.chance(0.5) || idLabel.length + t.ticketId.length + printed.length + 4 > cols
      ? [ln(`${idLabel}:`, esc(t.ticketId)), ln(`${timeLabel}:`, printed)]
      : [ln(`${idLabel}: ${esc(t.ticketId)}`, printed)];
  const barTop = rng.chance(0.35);
  const barW = Math.round(Math.min(width - 2 * padX, narrow ? 260 : 340));
  const bar = `<div class="bar">${barcode(rng, barW, rng.int(34, 52), ink)}<div class="ctr small">${esc(t.ticketId.replace(/\D/g, ''))}</div></div>`;

  // ---- the system line(s)
  const ksText = sys.ks.join(rng.pick([',', ',', '+']));
  const sysWord = rng.pick(W.system);
  const sysCode = `${ksText}/${sys.m}`;
  const fixedNote =
    fixedLegs.length === 0
      ? ''
      : rng.pick([`+ ${fixedLegs.length}F`, `+ ${fixedLegs.length} FIKS`, `F${fixedLegs.length} +`]);
  const sysTitle = fixedNote.startsWith('F')
    ? `${lb(sysWord)} ${fixedNote} ${sysCode}`
    : `${lb(sysWord)} ${sysCode}${fixedNote ? ` ${fixedNote}` : ''}`;
  const sysTop = rng.weighted<'rev' | 'big' | 'plain' | 'none'>([
    ['rev', 3],
    ['big', 3],
    ['plain', 2],
    ['none', 2],
  ]);
  const combosLabel = lb(rng.pick(W.combos));
  const topBlock: string[] = [];
  if (rng.chance(0.5)) topBlock.push(center(lb(rng.pick(W.systemTicket))));
  if (sysTop === 'rev') topBlock.push(`<div class="rev ctr"${lineStyle()}>${sysTitle}</div>`);
  else if (sysTop === 'big') topBlock.push(`<div class="dh ctr"><div class="l2">${sysTitle}</div></div>`);
  else if (sysTop === 'plain') topBlock.push(ln(sysTitle, `${combosLabel}: ${sys.combos}`));

  // ---- legs
  type Shape = 'code3' | 'stack' | 'wide2' | 'cols' | 'league';
  const shape = rng.weighted<Shape>([
    ['code3', 3],
    ['stack', 3],
    ['wide2', narrow ? 0 : 3],
    ['cols', 2],
    ['league', 2],
  ]);
  const vocab = rng.weighted<Vocab>([
    ['bare', 3],
    ['shop', 4],
    ['words', shape === 'cols' && narrow ? 0 : shape === 'wide2' || !narrow ? 3 : 1],
  ]);
  const letters = rng.chance(0.35);
  const fixMark = rng.pick(loc === 'hr' ? ['F', 'FIX', 'FIKS', '*', '[F]'] : ['F', 'FIKS', '*', '[F]', 'F']);
  const sysMark = letters ? '' : rng.pick(['', '', 'S', '(S)']);
  const markPos = rng.weighted<'gutter' | 'right' | 'odds'>([
    ['gutter', letters ? 5 : 3],
    ['right', 2],
    ['odds', letters ? 1 : 2],
  ]);
  const numbered = markPos !== 'gutter' && rng.chance(0.5);
  const sepStyle = rng.pick(['dash', 'dots', 'blank', 'none', 'none']);
  const kickPat = rng.pick([
    'ddd DD.MM. HH:mm',
    'DD.MM. HH:mm',
    'DD.MM.YY HH:mm',
    'ddd HH:mm',
    'DD.MM HH:mm',
    'HH:mm DD.MM.',
  ]);
  const codePre = rng.pick(['', '', '#', `${lb(W.code)} `]);
  const oneLineNames = shape === 'code3' || shape === 'wide2' || shape === 'league';
  const gutterW =
    markPos === 'gutter' ? Math.max(fixMark.length, letters ? 1 : sysMark.length, 1) + 1 : numbered ? 3 : 0;
  const body = cols - gutterW;
  const sepName = rng.pick([' - ', ' - ', '-', ' : ', ' v ']);
  const wideExtra =
    codePre.length +
    7 +
    fmtDate(t.legs[0].kickoff, kickPat, lang).length +
    (markPos === 'right' ? Math.max(fixMark.length, sysMark.length, letters ? 1 : 0) + 1 : 0);
  const nameMax = oneLineNames
    ? Math.floor((body - (shape === 'wide2' ? wideExtra : 0) - sepName.length) / 2)
    : body - (shape === 'stack' ? 10 : 2);
  const shortPlayers = rng.chance(0.75);
  const nm = (name: string, l: Leg, max: number): string =>
    tx(cutName(teamName(name, l, { shortPlayers, ascii: dropDia }), Math.max(12, max)));
  const sportWords = loc === 'hr' ? SPORT_WORD_HR : SPORT_WORD;
  const sportIdx = rng.int(0, 1);
  const showSport = shape !== 'league' && rng.chance(0.3);
  const stackOddsUnder = vocab === 'words' || rng.chance(0.5);

  let sysIdx = 0;
  const markOf = (l: Leg): string => {
    if (sys.fixed.has(l)) return lb(fixMark);
    if (letters) return String.fromCharCode(65 + sysIdx++);
    return sysMark;
  };
  const betText = (l: Leg): [string, string] => {
    const [m, tip] = shopBet(l.bet, vocab, lang, dec, rng);
    return [tx(m), tx(tip)];
  };
  const betJoined = (l: Leg): string => {
    const [m, tip] = betText(l);
    return m ? `${m}${vocab === 'words' && rng.chance(0.4) ? ':' : ''} ${tip}` : tip;
  };

  const legHtml = (l: Leg, i: number): string => {
    const mark = markOf(l);
    const code = `${codePre}${l.code}`;
    const kick = tx(fmtDate(l.kickoff, kickPat, lang));
    const sp = showSport ? `${lb(sportWords[l.sport][sportIdx])} ` : '';
    const markRight = markPos === 'right' && mark ? ` <b class="mk">${mark}</b>` : '';
    const oddsCell = `<b>${od(l.odds)}</b>${markPos === 'odds' && mark ? ` <b class="mk">${mark}</b>` : ''}`;
    const lines: string[] = [];
    if (shape === 'code3') {
      lines.push(ln(`${sp}${code}`, `${kick}${markRight}`));
      lines.push(ln(`${nm(l.home, l, nameMax)}${esc(sepName)}${nm(l.away, l, nameMax)}`));
      lines.push(ln(betJoined(l), oddsCell, true));
    } else if (shape === 'stack') {
      lines.push(ln(`${sp}${code}  ${kick}`, markRight));
      lines.push(ln(nm(l.home, l, nameMax)));
      if (stackOddsUnder) {
        lines.push(ln(nm(l.away, l, nameMax)));
        lines.push(ln(betJoined(l), oddsCell, leaderChar !== ' '));
      } else {
        lines.push(ln(nm(l.away, l, nameMax), `${betJoined(l)}&nbsp;&nbsp;${oddsCell}`));
      }
    } else if (shape === 'wide2') {
      lines.push(
        ln(`${code} ${kick} ${nm(l.home, l, nameMax)}${esc(sepName)}${nm(l.away, l, nameMax)}`, markRight),
      );
      const [m, tip] = betText(l);
      lines.push(
        `<div class="l"${lineStyle()}><span class="in">${sp}</span><span class="a">${m}</span><span class="sp"></span><span class="cw">${tip}</span><span class="ow">${oddsCell}</span></div>`,
      );
    } else if (shape === 'cols') {
      lines.push(ln(`${code} ${nm(l.home, l, body - 8)}`, markRight));
      const pre = '&nbsp;'.repeat(String(code).length + 1);
      lines.push(ln(`${pre}${nm(l.away, l, body - 8)}`));
      const [m, tip] = betText(l);
      lines.push(
        `<div class="l"${lineStyle()}><span class="a sm">${kick}${m ? ` ${m}` : ''}</span><span class="sp"></span><span class="cw">${tip}</span><span class="ow">${oddsCell}</span></div>`,
      );
    } else {
      const league = cutName(`${sportWords[l.sport][0]} - ${l.league}`, body);
      lines.push(ln(`<span class="sm">${tx(league)}</span>`, markRight));
      lines.push(ln(code, kick));
      lines.push(ln(`${nm(l.home, l, nameMax)}${esc(sepName)}${nm(l.away, l, nameMax)}`));
      lines.push(ln(betJoined(l), oddsCell, true));
    }
    const gut =
      markPos === 'gutter'
        ? `<div class="g"><b class="mk">${mark || '&nbsp;'}</b></div>`
        : numbered
          ? `<div class="g">${i + 1}.</div>`
          : '';
    return `<div class="leg">${gut}<div class="c">${lines.join('')}</div></div>`;
  };
  const sepHtml = (): string =>
    sepStyle === 'dash'
      ? rule('-')
      : sepStyle === 'dots'
        ? rule('.')
        : sepStyle === 'blank'
          ? '<div class="gap"></div>'
          : '';

  const colsHead =
    shape === 'cols'
      ? `<div class="l hd"${lineStyle()}><span class="g2"></span><span class="a">${lb(W.code)} / ${lb('PAR')}</span><span class="sp"></span><span class="cw">${lb(W.tip)}</span><span class="ow">${lb(W.oddsCol)}</span></div>${rule('-')}`
      : '';
  const legBlocks: string[] = [];
  const groupHead = (s: string): string =>
    rng.chance(0.5) ? center(`${'-'.repeat(3)} ${s} ${'-'.repeat(3)}`, 'b') : ln(`<b>${s}</b>`, '');
  let idx = 0;
  const pushLegs = (legs: readonly Leg[]): void => {
    legs.forEach((l, j) => {
      legBlocks.push(legHtml(l, idx++));
      if (j < legs.length - 1) legBlocks.push(sepHtml());
    });
  };
  if (grouped) {
    const fixedFirst = t.legs[0] && sys.fixed.has(t.legs[0]);
    const blocks: [string, readonly Leg[]][] = [
      [`${lb(rng.pick(W.fixedHead))} (${fixedLegs.length})`, fixedLegs],
      [`${lb(rng.pick(W.sysHead))} ${sysCode}`, sysLegs],
    ];
    if (!fixedFirst) blocks.reverse();
    blocks.forEach(([h, legs], bi) => {
      if (bi > 0) legBlocks.push(rule());
      legBlocks.push(groupHead(h));
      pushLegs(legs);
    });
  } else pushLegs(t.legs);

  // ---- sums
  const sumRows: string[] = [];
  const sumLead = rng.chance(0.7);
  const S = (k: string, v: string, cls = ''): void => {
    sumRows.push(ln(k, v, sumLead, cls));
  };
  const dblHeight = rng.chance(0.6);
  if (rng.chance(0.7)) S(lb(rng.pick(W.legs)), String(t.legs.length));
  if (fixedLegs.length > 0 && rng.chance(0.6)) S(lb(rng.pick(W.fixedCount)), String(fixedLegs.length));
  if (sysTop !== 'plain') S(lb(sysWord), sysCode);
  if (sysTop !== 'plain') S(combosLabel, String(sys.combos));
  S(lb(rng.pick(W.stake)), money(t.stake, true));
  if (t.feePct) {
    S(lb(rng.pick(W.fee)), money(t.fee));
    S(lb(rng.pick(W.play)), money(t.stakeAfterFee));
  }
  S(lb(rng.pick(W.perCombo)), money(perCombo));
  const maxOddsLabel = lb(rng.pick(W.maxOdds));
  const minOddsFirst = rng.chance(0.5);
  const showMinOdds = maxOddsLabel.startsWith('MA') && rng.chance(0.3);
  if (showMinOdds && minOddsFirst) S(lb(W.minOdds), amount(round2(minOddsVal)));
  S(maxOddsLabel, `<b>${amount(t.totalOdds)}</b>`);
  if (showMinOdds && !minOddsFirst) S(lb(W.minOdds), amount(round2(minOddsVal)));
  if (rng.chance(0.75)) S(lb(rng.pick(W.minWin)), money(minWin));
  const maxLine = ln(lb(rng.pick(W.maxWin)), `<b>${money(maxWin, true)}</b>`, sumLead && !dblHeight);
  sumRows.push(dblHeight ? `<div class="dh">${maxLine.replace('class="l"', 'class="l l2"')}</div>` : maxLine);

  // ---- footer
  const foot: string[] = [];
  if (rng.chance(0.8)) foot.push(center(lb(rng.pick(W.tax)), 'small'));
  const check = center(`<b>${lb(rng.pick(W.check))}</b>`, rng.chance(0.5) ? 'small' : '');
  const checkFirst = rng.chance(0.5);
  if (checkFirst) foot.push(check);
  for (const f of rng.shuffle(W.foot).slice(0, rng.int(1, 3))) foot.push(center(lb(f), 'small'));
  if (!checkFirst) foot.push(check);
  if (loc === 'me') {
    const hex = (n: number): string =>
      Array.from({ length: n }, () => '0123456789abcdef'[rng.int(0, 15)]).join('');
    foot.push(ln('<span class="small">IKOF:</span>', `<span class="small">${hex(32)}</span>`));
    foot.push(
      ln(
        '<span class="small">JIKR:</span>',
        `<span class="small">${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}</span>`,
      ),
    );
    foot.push(`<div class="bar">${qr(rng, narrow ? 96 : 120, ink)}</div>`);
  }

  // ---- paper defects
  const overlays: string[] = [];
  if (rng.chance(0.4)) {
    const x = rng.int(8, 88);
    overlays.push(
      `<div class="streak" style="left:${x}%;width:${rng.int(2, 7)}px;background:${paper};opacity:${rng.float(0.45, 0.8).toFixed(2)}"></div>`,
    );
  }
  if (rng.chance(0.3)) {
    const top = rng.int(10, 70);
    overlays.push(
      `<div class="fade" style="top:${top}%;height:${rng.int(8, 22)}%;background:linear-gradient(to bottom,${paper}00,${paper}${rng.pick(['66', '88', '99'])},${paper}00)"></div>`,
    );
  }
  const rollEnd = rng.chance(0.1)
    ? `<div class="roll" style="${rng.chance(0.5) ? 'left' : 'right'}:${rng.int(3, 10)}px"></div>`
    : '';

  const css = `
#ticket{width:${width}px;background:${paper};color:${ink};font-family:${font},${mono ? 'monospace' : 'sans-serif'};${font === "'DejaVu Sans'" ? 'font-stretch:condensed;' : ''}font-size:${fs.toFixed(2)}px;line-height:1.28;padding:${rng.int(14, 24)}px ${padX}px ${rng.int(22, 34)}px;position:relative;overflow:hidden;${bold ? 'font-weight:bold;' : ''}${mono ? '' : 'letter-spacing:.01em;'}}
.l{display:flex;align-items:flex-start;white-space:nowrap}
.l .a{flex:0 1 auto;min-width:0;white-space:normal;overflow-wrap:anywhere}
.l .b{flex:none;white-space:nowrap;text-align:right}
.l .sp{flex:1 1 0;min-width:1ch}
.l .ld{flex:1 1 0;min-width:1ch;overflow:hidden;white-space:nowrap;margin:0 .4ch;opacity:.85}
.l .cw{flex:none;width:${vocab === 'words' ? 12 : 9}ch;text-align:left;white-space:nowrap}
.l .ow{flex:none;width:${markPos === 'odds' ? 10 : 6}ch;text-align:right;white-space:nowrap}
.l .in{flex:none;min-width:${String(t.legs[0]?.code ?? 1000).length + codePre.length + 1}ch;padding-right:1ch}
.l .g2{flex:none;width:${gutterW}ch}
.hd{font-size:.9em}
.sm{font-size:.92em}
.small{font-size:.84em;line-height:1.25}
.ctr{text-align:center;white-space:normal}
.dh2{font-size:2em;line-height:1.1;font-weight:bold;margin:2px 0 4px;letter-spacing:.02em}
.dh{height:2.6em;margin:2px 0}
.dh>*{transform:scaleY(2);transform-origin:0 0;white-space:nowrap}
.dh .l2{font-weight:bold}
.dh .a{white-space:nowrap}
.rev{background:${ink};color:${paper};font-weight:bold;padding:1px 0;margin:3px 0;font-size:1.15em}
.rule{overflow:hidden;white-space:nowrap;line-height:1;margin:3px 0;opacity:.9}
.gap{height:.55em}
.leg{display:flex;margin:2px 0}
.leg .g{flex:none;width:${gutterW}ch}
.leg .c{flex:1 1 0;min-width:0}
.mk{font-weight:bold}
b{font-weight:bold}
.bar{display:flex;flex-direction:column;align-items:center;margin:8px 0 4px}
.bar svg{display:block}
.streak{position:absolute;top:0;bottom:0}
.fade{position:absolute;left:0;right:0}
.roll{position:absolute;top:0;bottom:0;width:${rng.int(5, 10)}px;background:linear-gradient(to bottom,rgba(230,120,150,.0),rgba(230,120,150,.55) 30%,rgba(225,110,140,.6))}
`;

  const parts: string[] = [];
  parts.push(...head);
  if (barTop) parts.push(bar);
  parts.push(rule());
  parts.push(...idLines);
  parts.push(...topBlock);
  parts.push(rule());
  if (colsHead) parts.push(colsHead);
  parts.push(...legBlocks);
  parts.push(rule());
  parts.push(...sumRows);
  parts.push(rule());
  parts.push(...foot);
  if (!barTop) parts.push(bar);
  const html = `<div id="ticket">${parts.join('\n')}${overlays.join('')}${rollEnd}</div>`;
  return page(css, html);
}

export const thermalSystemSlip: Layout = {
  name: 'thermal-system-slip',
  medium: 'thermal',
  profile: PROFILE,
  width: [290, 540],
  render,
};
