// A ticket the bettor exported or printed from a bookmaker's website as a PDF document ("Potvrda o uplati tiketa",
// "Izvod tiketa", hr "Ispis listića"), in one of three settings drawn per ticket:
//   (a) phone: a screenshot of a phone's PDF viewer (status bar, a light or dark toolbar with the file name, a grey
//       viewer background, a "1/1" page pill over the page's corner), the A4 page fitted to the width (small type) or
//       zoomed so its left or right margin is cut off, or a narrow receipt-shaped PDF;
//   (b) desktop: a browser's or reader's PDF viewer (dark Chrome-like or light toolbars with "1 / 1" and the zoom
//       percentage) with the page (A4 or receipt-shaped) centred on grey;
//   (c) print: the A4 sheet from an office printer, photographed: the browser's print header and footer (date, title,
//       URL, "1/1") in the margins on some, greyscale laser print, backgrounds not printed, lighter toner, a pale
//       vertical band.
// The document: a formal header (logo text, company name, address, PIB/MB, OIB or JIB, licence, website), a title,
// ticket id, time placed, channel or terminal, a masked account ("usr***21"), ticket type, a status and a barcode or
// QR block; then a bordered, ruled, zebra or open table of the legs with columns drawn per ticket from Rb. | Šifra |
// Datum i vreme | Sport | Takmičenje | Par | Igra | Tip | Kvota (lightly reordered; the market or the league as a grey
// second line under the match, home over away on some); picks as codes ("1", "UG 3+", "V 165,5"), selections beside
// full-word markets ("Da", "3+", "Više 165,5") or goal lines ("Više 2,5"); then the totals (number of pairs, total
// odds, stake, the 5 % "Manipulativni trošak" with the stake after it, possible win, "Porez na dobitak", the win
// after tax) as a box, a ruled list or two columns; fine print, a "INFORMATIVNI ISPIS"-style watermark on some, and a
// page footer "Strana 1 od 1". Fonts serif, sans, condensed or monospace; comma or dot decimals; sr RSD ("RSD",
// "din."), hr EUR ("EUR", "€"), bs KM ("KM", "BAM").
//
// Truth: the profile is Serbian (RSD, fee); `render` re-draws the ticket with redrawTicket for a Croatian or Bosnian
// document, or without the fee, and the generator writes the truth from that same ticket object. The printed
// "Mogući dobitak" is the truth payout (stake after the fee × total odds); the tax and the win after tax are never
// truth. Legs print in the ticket's order.
import type { Rng } from '../../../rng';
import type { Lang, Sport } from '../../teams';
import {
  esc,
  fmtDate,
  marketName,
  num,
  odds,
  pickChip,
  pickCode,
  teamName,
  type Dec,
  type NameStyle,
} from '../../text';
import {
  momentFrom,
  momentMs,
  round2,
  type Bet,
  type Leg,
  type Ticket,
  type TicketProfile,
} from '../../ticket';
import { barcode, drawLang, qr, redrawTicket, sportMix } from '../parts';
import { page, ticketIds, type Layout, type Medium } from '../types';

type Mode = 'phone' | 'desktop' | 'print';
type Format = 'a4' | 'receipt';
type Col = 'no' | 'code' | 'time' | 'sport' | 'league' | 'match' | 'market' | 'pick' | 'odds';
type PickStyle = 'code' | 'chip' | 'line';

const BOOKMAKERS: Record<Lang, readonly string[]> = {
  sr: ['Kvotomat', 'Zlatna Kvota', 'Arena Tip', 'Pobednik Bet', 'Tiket Centar'],
  hr: ['Kladomat', 'Oklada Plus', 'Jadran Tip', 'Tečajnik'],
  bs: ['Kvota BH', 'Neretva Bet', 'Sport Tip BH', 'Bosna Oklada'],
};

const PROFILE: TicketProfile = {
  lang: 'sr',
  currency: 'RSD',
  fee: true,
  sports: sportMix(7, 2, 1),
  legs: [1, 10],
  bookmakers: BOOKMAKERS.sr,
  ticketId: (rng, at) =>
    rng.pick([
      () => ticketIds.dashed(rng),
      () => ticketIds.long(rng),
      () => `${fmtDate(at, 'YYMMDD')}-${rng.int(1000, 9999)}-${rng.int(100000, 999999)}`,
      () => `W${fmtDate(at, 'YYMMDD')}${rng.int(1000000, 9999999)}`,
      () => ticketIds.hex(rng),
    ])(),
};

const SEATS: Record<Lang, readonly string[]> = {
  sr: [
    'Bulevar Mihajla Pupina 10b, 11070 Novi Beograd',
    'Kneza Miloša 27, 11000 Beograd',
    'Bulevar oslobođenja 88, 21000 Novi Sad',
    'Obrenovićeva 14, 18000 Niš',
    'Kralja Petra I 31, 34000 Kragujevac',
  ],
  hr: [
    'Radnička cesta 80, 10000 Zagreb',
    'Ulica grada Vukovara 269, 10000 Zagreb',
    'Put Supavla 1, 21000 Split',
    'Trpimirova 2, 51000 Rijeka',
    'Europska avenija 24, 31000 Osijek',
  ],
  bs: [
    'Zmaja od Bosne 7, 71000 Sarajevo',
    'Kralja Petra I Karađorđevića 85, 78000 Banja Luka',
    'Bulevar narodne revolucije 3, 88000 Mostar',
    'Turalibegova 12, 75000 Tuzla',
  ],
};

const TLD: Record<Lang, string> = { sr: 'rs', hr: 'hr', bs: 'ba' };
/** The bookmaker's name as its web address writes it: "Tečajnik" → "tecajnik". */
const slugOf = (name: string): string =>
  name
    .toLowerCase()
    .replace(/đ/g, 'dj')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]/g, '');
const SPORTS: Record<Lang, Record<Sport, string>> = {
  sr: { football: 'Fudbal', basketball: 'Košarka', tennis: 'Tenis' },
  hr: { football: 'Nogomet', basketball: 'Košarka', tennis: 'Tenis' },
  bs: { football: 'Fudbal', basketball: 'Košarka', tennis: 'Tenis' },
};

interface Words {
  titles: readonly string[];
  ticketNo: readonly string[];
  placed: readonly string[];
  channel: readonly string[];
  channelValues: readonly string[];
  terminal: readonly string[];
  account: readonly string[];
  type: readonly string[];
  combo: readonly string[];
  single: readonly string[];
  status: readonly string[];
  statusValues: readonly string[];
  cols: Record<Col, readonly string[]>;
  legs: readonly string[];
  totalOdds: readonly string[];
  stake: readonly string[];
  fee: readonly string[];
  afterFee: readonly string[];
  payout: readonly string[];
  tax: readonly string[];
  net: readonly string[];
  fine: readonly string[];
  generated: readonly string[];
  pageOf: readonly ((n: number, of: number) => string)[];
  watermark: readonly string[];
  legsTitle: readonly string[];
  summaryTitle: readonly string[];
}

const SR_COLS: Record<Col, readonly string[]> = {
  no: ['Rb.', '#', 'Br.', 'R.br.'],
  code: ['Šifra', 'Šif.', 'Kod', 'ID'],
  time: ['Datum i vreme', 'Početak', 'Vreme', 'Termin'],
  sport: ['Sport'],
  league: ['Takmičenje', 'Liga', 'Takm.'],
  match: ['Par', 'Događaj', 'Utakmica', 'Susret'],
  market: ['Igra', 'Tip igre', 'Vrsta igre'],
  pick: ['Tip', 'Ishod', 'Odabir'],
  odds: ['Kvota'],
};

const WORDS: Record<Lang, Words> = {
  sr: {
    titles: [
      'POTVRDA O UPLATI TIKETA',
      'Potvrda o uplati tiketa',
      'IZVOD TIKETA',
      'Izvod tiketa',
      'Ispis tiketa',
    ],
    ticketNo: ['Broj tiketa', 'ID tiketa', 'Tiket br.', 'Serijski broj tiketa'],
    placed: ['Datum i vreme uplate', 'Vreme uplate', 'Uplaćeno', 'Datum uplate'],
    channel: ['Uplatno mesto', 'Kanal uplate', 'Način uplate'],
    channelValues: ['Internet', 'WEB', 'Mobilna aplikacija', 'Online uplata'],
    terminal: ['Terminal', 'Uplatno mesto br.', 'ID terminala'],
    account: ['Korisnik', 'Korisnički nalog', 'Igrač', 'Nalog'],
    type: ['Vrsta tiketa', 'Tip tiketa'],
    combo: ['Kombinovani', 'Obični', 'Standardni'],
    single: ['Singl', 'Pojedinačni'],
    status: ['Status', 'Status tiketa'],
    statusValues: ['Aktivan', 'U igri', 'Na čekanju', 'Prihvaćen'],
    cols: SR_COLS,
    legs: ['Broj parova', 'Broj događaja', 'Parova'],
    totalOdds: ['Ukupna kvota', 'Kvota'],
    stake: ['Uplata', 'Iznos uplate', 'Ukupna uplata'],
    fee: ['Manipulativni trošak 5%', 'Manipulativni troškovi (5%)', 'Man. troškovi 5%'],
    afterFee: ['Uplata za igru', 'Ulog', 'Iznos za igru'],
    payout: ['Mogući dobitak', 'Potencijalni dobitak', 'Maksimalni dobitak'],
    tax: ['Porez na dobitak', 'Porez na dobitak (15%)', 'Porez'],
    net: ['Dobitak nakon poreza', 'Mogući dobitak nakon oporezivanja', 'Za isplatu (neto)'],
    fine: [
      'Ovaj izvod je informativnog karaktera. Jedini važeći zapis o uplati je onaj u centralnom sistemu priređivača.',
      'Dobitak se isplaćuje na korisnički nalog nakon završetka svih događaja na tiketu.',
      'Priređivač zadržava pravo ispravke očiglednih grešaka u kvotama u skladu sa Pravilima igre.',
      'Igre na sreću mogu izazvati zavisnost. Zabranjeno učešće licima mlađim od 18 godina.',
      'Porez na dobitak obračunava se i plaća u skladu sa Zakonom o porezu na dohodak građana.',
      'Reklamacije se primaju u roku od 8 dana od dana odigravanja poslednjeg događaja.',
    ],
    generated: ['Dokument generisan', 'Ispisano', 'Datum izrade'],
    pageOf: [(n, of) => `Strana ${n} od ${of}`, (n, of) => `Str. ${n}/${of}`, (n, of) => `Strana ${n}/${of}`],
    watermark: ['INFORMATIVNI ISPIS', 'KOPIJA', 'NIJE VREDNOSNI PAPIR'],
    legsTitle: ['Parovi', 'Događaji na tiketu', 'Sadržaj tiketa', 'Odigrani parovi'],
    summaryTitle: ['Obračun', 'Iznosi', 'Rekapitulacija'],
  },
  hr: {
    titles: ['ISPIS LISTIĆA', 'Ispis listića', 'Potvrda o uplati listića', 'IZVOD LISTIĆA', 'Potvrda uplate'],
    ticketNo: ['Broj listića', 'ID listića', 'Listić br.', 'Serijski broj'],
    placed: ['Datum i vrijeme uplate', 'Vrijeme uplate', 'Uplaćeno', 'Datum uplate'],
    channel: ['Prodajno mjesto', 'Kanal uplate', 'Način uplate'],
    channelValues: ['Internet', 'WEB', 'Mobilna aplikacija', 'Online'],
    terminal: ['Terminal', 'Blagajna', 'ID terminala'],
    account: ['Korisnički račun', 'Korisnik', 'Igrač'],
    type: ['Vrsta listića', 'Tip listića'],
    combo: ['Kombinacija', 'Višestruki', 'Standardni'],
    single: ['Jednostruki', 'Pojedinačni'],
    status: ['Status', 'Status listića'],
    statusValues: ['Aktivan', 'U igri', 'Na čekanju', 'Prihvaćen'],
    cols: {
      no: ['Rb.', '#', 'Br.'],
      code: ['Šifra', 'Kod', 'ID'],
      time: ['Datum i vrijeme', 'Početak', 'Vrijeme', 'Termin'],
      sport: ['Sport'],
      league: ['Natjecanje', 'Liga'],
      match: ['Događaj', 'Susret', 'Par'],
      market: ['Oklada', 'Vrsta oklade', 'Tip oklade'],
      pick: ['Odabir', 'Tip', 'Ishod'],
      odds: ['Tečaj', 'Koef.'],
    },
    legs: ['Broj parova', 'Broj događaja'],
    totalOdds: ['Ukupni tečaj', 'Tečaj'],
    stake: ['Uplata', 'Iznos uplate', 'Ukupna uplata'],
    fee: ['Manipulativni trošak 5%', 'Manipulativni troškovi (5%)', 'Naknada za priređivanje 5%'],
    afterFee: ['Ulog', 'Uplata za igru', 'Iznos oklade'],
    payout: ['Mogući dobitak', 'Moguća isplata', 'Potencijalni dobitak'],
    tax: ['Porez na dobitak', 'Porez na dobitak (10%)', 'Porez'],
    net: ['Isplata nakon poreza', 'Neto dobitak', 'Moguća isplata (neto)'],
    fine: [
      'Ovaj ispis ima informativni karakter. Mjerodavan je zapis u središnjem sustavu priređivača.',
      'Dobitak se isplaćuje na korisnički račun po završetku svih događaja na listiću.',
      'Priređivač zadržava pravo ispravka očitih pogrešaka u tečajevima sukladno Pravilima klađenja.',
      'Igre na sreću mogu izazvati ovisnost. Zabranjeno sudjelovanje osobama mlađim od 18 godina.',
      'Porez na dobitak obračunava se sukladno Zakonu o igrama na sreću.',
      'Prigovori se podnose u roku od 8 dana od završetka posljednjeg događaja.',
    ],
    generated: ['Dokument generiran', 'Ispisano', 'Datum izrade'],
    pageOf: [
      (n, of) => `Stranica ${n} od ${of}`,
      (n, of) => `Str. ${n}/${of}`,
      (n, of) => `Stranica ${n}/${of}`,
    ],
    watermark: ['INFORMATIVNI ISPIS', 'KOPIJA', 'NIJE VRIJEDNOSNICA'],
    legsTitle: ['Događaji', 'Sadržaj listića', 'Odabrani parovi'],
    summaryTitle: ['Obračun', 'Iznosi', 'Rekapitulacija'],
  },
  bs: {
    titles: ['POTVRDA O UPLATI TIKETA', 'Potvrda o uplati tiketa', 'Izvod tiketa', 'ISPIS TIKETA'],
    ticketNo: ['Broj tiketa', 'ID tiketa', 'Tiket br.'],
    placed: ['Datum i vrijeme uplate', 'Vrijeme uplate', 'Uplaćeno'],
    channel: ['Uplatno mjesto', 'Kanal uplate'],
    channelValues: ['Internet', 'WEB', 'Mobilna aplikacija'],
    terminal: ['Terminal', 'Uplatno mjesto br.'],
    account: ['Korisnik', 'Korisnički račun', 'Igrač'],
    type: ['Vrsta tiketa', 'Tip tiketa'],
    combo: ['Kombinovani', 'Obični'],
    single: ['Singl', 'Pojedinačni'],
    status: ['Status', 'Status tiketa'],
    statusValues: ['Aktivan', 'U igri', 'Na čekanju'],
    cols: {
      no: ['Rb.', '#', 'Br.'],
      code: ['Šifra', 'Kod'],
      time: ['Datum i vrijeme', 'Početak', 'Vrijeme'],
      sport: ['Sport'],
      league: ['Takmičenje', 'Liga'],
      match: ['Par', 'Utakmica', 'Događaj'],
      market: ['Igra', 'Oklada', 'Vrsta oklade'],
      pick: ['Tip', 'Odabir'],
      odds: ['Kvota'],
    },
    legs: ['Broj parova', 'Broj utakmica'],
    totalOdds: ['Ukupna kvota', 'Kvota'],
    stake: ['Uplata', 'Iznos uplate'],
    fee: ['Manipulativni trošak 5%', 'Manipulativni troškovi (5%)'],
    afterFee: ['Ulog', 'Uplata za igru'],
    payout: ['Mogući dobitak', 'Potencijalni dobitak'],
    tax: ['Porez na dobit', 'Porez na dobitak', 'Porez na dobitak (10%)'],
    net: ['Dobitak nakon oporezivanja', 'Isplata nakon poreza'],
    fine: [
      'Ovaj izvod je informativnog karaktera. Važeći je zapis u centralnom sistemu priređivača.',
      'Dobitak se isplaćuje na korisnički račun nakon završetka svih događaja na tiketu.',
      'Priređivač zadržava pravo ispravke očiglednih grešaka u kvotama u skladu s Pravilima igre.',
      'Igre na sreću mogu izazvati ovisnost. Zabranjeno učešće osobama mlađim od 18 godina.',
      'Porez na dobitak obračunava se u skladu sa Zakonom o igrama na sreću.',
    ],
    generated: ['Dokument generisan', 'Ispisano', 'Datum izrade'],
    pageOf: [(n, of) => `Strana ${n} od ${of}`, (n, of) => `Str. ${n}/${of}`],
    watermark: ['INFORMATIVNI ISPIS', 'KOPIJA'],
    legsTitle: ['Parovi', 'Događaji na tiketu', 'Sadržaj tiketa'],
    summaryTitle: ['Obračun', 'Iznosi'],
  },
};

const TAX_RATE: Record<Lang, number> = { sr: 0.15, hr: 0.1, bs: 0.1 };

const FONTS = {
  serif: "'Liberation Serif','DejaVu Serif',serif",
  sans: "'Liberation Sans','DejaVu Sans',sans-serif",
  dejavu: "'DejaVu Sans',sans-serif",
  condensed: "'DejaVu Sans Condensed','DejaVu Sans',sans-serif",
  narrow: "'Liberation Sans Narrow','Liberation Sans',sans-serif",
  mono: "'DejaVu Sans Mono','Liberation Mono',monospace",
  lmono: "'Liberation Mono','DejaVu Sans Mono',monospace",
  dserif: "'DejaVu Serif','Liberation Serif',serif",
} as const;

/** Brand colour, the text on it and a pale tint of it. */
const BRANDS: readonly (readonly [string, string, string])[] = [
  ['#0b3d91', '#fff', '#e6edf8'],
  ['#b3121f', '#fff', '#fbe9ea'],
  ['#146c2e', '#fff', '#e7f3ea'],
  ['#e86a0c', '#fff', '#fdf0e5'],
  ['#4b2a84', '#fff', '#efeaf7'],
  ['#111111', '#fff', '#eeeeee'],
  ['#00707a', '#fff', '#e3f2f3'],
  ['#f2c500', '#111', '#fdf8dc'],
];

interface Style {
  lang: Lang;
  w: Words;
  mode: Mode;
  format: Format;
  dec: Dec;
  sep: string;
  cur: string;
  curInLabel: boolean;
  curBefore: boolean;
  font: string;
  headFont: string;
  fs: number;
  ink: string;
  grey: string;
  brand: readonly [string, string, string];
  fills: boolean;
  border: 'grid' | 'ruled' | 'zebra' | 'boxed' | 'open';
  headFill: 'brand' | 'grey' | 'none';
  names: NameStyle;
  msep: string;
  stack: boolean;
  marketUnder: boolean;
  leagueUnder: boolean;
  pickStyle: PickStyle;
  altMarket: boolean;
  marketCaps: boolean;
  timeFmt: string;
  timeTwoLine: boolean;
  cols: Col[];
}

const money = (x: number, s: Style, bold = false): string => {
  const v = num(x, s.dec, s.sep);
  const txt = s.curInLabel ? v : s.curBefore ? `${s.cur} ${v}` : `${v} ${s.cur}`;
  return bold ? `<b>${txt}</b>` : txt;
};

const label = (l: string, s: Style, withCur: boolean): string =>
  withCur && s.curInLabel && !l.includes('(') ? `${l} (${s.cur})` : l;

function marketText(bet: Bet, s: Style): string {
  const m = marketName(bet, s.lang);
  let out = m;
  if (s.altMarket) {
    const sr = s.lang === 'sr';
    switch (bet.key) {
      case 'ki1':
      case 'kix':
      case 'ki2':
        out = `${m} (90 min)`;
        break;
      case 'gg':
      case 'ng':
        out = `${m} (GG/NG)`;
        break;
      case 'ug02':
      case 'ug2p':
      case 'ug3p':
        out = sr ? 'Ukupno golova na meču' : 'Ukupno golova (90 min)';
        break;
      case 'p1_1':
      case 'p1_x':
        out = sr ? '1. poluvreme - ishod' : '1. poluvrijeme - ishod';
        break;
      case 'p2_2':
        out = sr ? '2. poluvreme - ishod' : '2. poluvrijeme - ishod';
        break;
      case 'gg3p':
        out = s.lang === 'hr' ? 'GG i ukupno golova' : 'GG i ukupno golova';
        break;
      case '1ug3p':
        out = sr ? 'Konačan ishod i ukupno golova' : 'Konačni ishod i ukupno golova';
        break;
      case 'bkover':
      case 'bkunder':
        out = 'Ukupno poena (uklj. produžetke)';
        break;
    }
  }
  return s.marketCaps ? out.toLocaleUpperCase('hr') : out;
}

function pickText(bet: Bet, s: Style): string {
  if (s.pickStyle === 'code') return pickCode(bet, s.dec);
  if (s.pickStyle === 'chip') return pickChip(bet, s.dec);
  switch (bet.key) {
    case 'ug3p':
      return `Više ${num(2.5, s.dec, '', 1)}`;
    case 'ug2p':
      return `Više ${num(1.5, s.dec, '', 1)}`;
    case 'ug02':
      return `Manje ${num(2.5, s.dec, '', 1)}`;
    case 'gg':
      return 'GG';
    case 'ng':
      return 'NG';
    default:
      return pickChip(bet, s.dec);
  }
}

function kickoff(l: Leg, s: Style): string {
  const full = fmtDate(l.kickoff, s.timeFmt, s.lang);
  if (!s.timeTwoLine) return full;
  const i = full.lastIndexOf(' ');
  return `${full.slice(0, i)}<br>${full.slice(i + 1)}`;
}

function matchHtml(l: Leg, s: Style): string {
  const h = esc(teamName(l.home, l, s.names));
  const a = esc(teamName(l.away, l, s.names));
  return s.stack ? `<div>${h}</div><div>${a}</div>` : `${h}${s.msep}${a}`;
}

function cell(l: Leg, i: number, c: Col, s: Style): string {
  switch (c) {
    case 'no':
      return `<td class="c-no">${i + 1}${s.cols.includes('code') ? '' : '.'}</td>`;
    case 'code':
      return `<td class="c-code">${l.code}</td>`;
    case 'time':
      return `<td class="c-time">${kickoff(l, s)}</td>`;
    case 'sport':
      return `<td class="c-sport">${SPORTS[s.lang][l.sport]}</td>`;
    case 'league':
      return `<td class="c-league">${esc(l.league)}</td>`;
    case 'match': {
      const subs: string[] = [];
      if (s.leagueUnder) subs.push(esc(l.league));
      if (s.marketUnder) subs.push(esc(marketText(l.bet, s)));
      const sub = subs.length ? `<div class="sub">${subs.join(' · ')}</div>` : '';
      return `<td class="c-match"><div class="mt">${matchHtml(l, s)}</div>${sub}</td>`;
    }
    case 'market':
      return `<td class="c-market">${esc(marketText(l.bet, s))}</td>`;
    case 'pick':
      return `<td class="c-pick">${esc(pickText(l.bet, s))}</td>`;
    case 'odds':
      return `<td class="c-odds">${odds(l.odds, s.dec)}</td>`;
  }
}

function legsTable(t: Ticket, s: Style, rng: Rng): string {
  if (s.format === 'receipt') return receiptLegs(t, s, rng);
  const head = s.cols.map((c) => `<th class="c-${c}">${rng.pick(s.w.cols[c])}</th>`).join('');
  const rows = t.legs.map((l, i) => `<tr>${s.cols.map((c) => cell(l, i, c, s)).join('')}</tr>`).join('\n');
  return `<table class="legs b-${s.border}"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
}

/** A receipt-shaped PDF: one small block per leg in a narrow table. */
function receiptLegs(t: Ticket, s: Style, rng: Rng): string {
  const codeFirst = rng.chance(0.6);
  const leagueLine = rng.chance(0.7);
  const blocks = t.legs
    .map((l, i) => {
      const top = [
        `${i + 1}.`,
        codeFirst ? `<span class="rc">${l.code}</span>` : '',
        fmtDate(l.kickoff, s.timeFmt, s.lang),
      ]
        .filter(Boolean)
        .join(' &nbsp;');
      return `<tbody class="rl"><tr><td colspan="3" class="r-top">${top}</td></tr>
${leagueLine ? `<tr><td colspan="3" class="r-lg">${esc(l.league)}</td></tr>` : ''}
<tr><td colspan="3" class="r-m">${matchHtml(l, s)}</td></tr>
<tr><td class="r-mk">${esc(marketText(l.bet, s))}</td><td class="c-pick">${esc(pickText(l.bet, s))}</td><td class="c-odds">${odds(l.odds, s.dec)}</td></tr></tbody>`;
    })
    .join('\n');
  return `<table class="legs rcpt">${blocks}</table>`;
}

function totals(t: Ticket, s: Style, rng: Rng): string {
  const w = s.w;
  const taxBase = Math.max(0, t.payout - t.stakeAfterFee);
  const taxLabel = rng.pick(w.tax);
  // Some documents print a zero tax (a win under the threshold); never beside a printed rate.
  const tax = round2(taxBase * TAX_RATE[s.lang] * (!taxLabel.includes('%') && rng.chance(0.25) ? 0 : 1));
  const net = round2(t.payout - tax);
  const showTax = rng.chance(0.75);
  const payLabel = rng.pick(w.payout);
  const totalOdds =
    t.totalOdds >= 1000 && s.sep && rng.chance(0.5)
      ? num(t.totalOdds, s.dec, s.sep)
      : odds(t.totalOdds, s.dec);
  const rows: [string, string, string][] = [
    [rng.pick(w.legs), String(t.legs.length), ''],
    [rng.pick(w.totalOdds), `<b>${totalOdds}</b>`, 'odds'],
    [label(rng.pick(w.stake), s, true), money(t.stake, s), ''],
  ];
  if (t.feePct) {
    rows.push([label(rng.pick(w.fee), s, true), money(t.fee, s), 'fee']);
    rows.push([label(rng.pick(w.afterFee), s, true), money(t.stakeAfterFee, s), '']);
  }
  rows.push([label(payLabel, s, true), money(t.payout, s, true), 'pay']);
  if (showTax) {
    rows.push([label(taxLabel, s, true), money(tax, s), 'tax']);
    rows.push([label(rng.pick(w.net), s, true), money(net, s), 'net']);
  }
  const shape =
    s.format === 'receipt' ? rng.pick(['list', 'box'] as const) : rng.pick(['box', 'list', 'two'] as const);
  const title = rng.chance(0.35) ? `<div class="st">${rng.pick(w.summaryTitle)}</div>` : '';
  if (shape === 'two') {
    const cut = rows.findIndex((r) => r[2] === 'pay');
    const left = rows.slice(0, cut);
    const right = rows.slice(cut);
    const col = (rs: [string, string, string][]): string =>
      `<table class="tt">${rs.map(([a, b, c]) => `<tr class="${c}"><td>${a}</td><td>${b}</td></tr>`).join('')}</table>`;
    return `${title}<div class="tot two">${col(left)}${col(right)}</div>`;
  }
  if (shape === 'list') {
    return `${title}<div class="tot list">${rows
      .map(
        ([a, b, c]) =>
          `<div class="li ${c}"><span>${a}</span><span class="ld"></span><span>${b}</span></div>`,
      )
      .join('')}</div>`;
  }
  return `${title}<div class="tot box"><table class="tt">${rows
    .map(([a, b, c]) => `<tr class="${c}"><td>${a}</td><td>${b}</td></tr>`)
    .join('')}</table></div>`;
}

function maskedAccount(lang: Lang, rng: Rng): string {
  return rng.pick([
    () => `${rng.pick(['usr', 'mar', 'nik', 'ste', 'igr', 'ana', 'mil', 'dra', 'pet'])}***${rng.int(10, 99)}`,
    () =>
      `${rng.pick(['mar', 'jov', 'iva', 'pet', 'sa', 'de'])}***@${rng.pick(['gmail.com', 'hotmail.com', 'yahoo.com'])}`,
    () => `${rng.int(10, 99)}***${rng.int(100, 999)}`,
    () => `+${{ sr: '381 6', hr: '385 9', bs: '387 6' }[lang]}* *** **${rng.int(10, 99)}`,
  ])();
}

function registration(lang: Lang, rng: Rng, year: number): string[] {
  const d = (n: number): string => Array.from({ length: n }, () => String(rng.int(0, 9))).join('');
  if (lang === 'sr')
    return [
      `PIB: 10${d(7)} · MB: 2${d(7)}`,
      rng.pick([
        `Dozvola Uprave za igre na sreću br. 413-00-00${d(3)}/${year - rng.int(1, 4)}-${rng.int(10, 40)}`,
        `Rešenje br. 413-00-0${d(4)}/${year - rng.int(1, 4)} Uprave za igre na sreću`,
      ]),
    ];
  if (lang === 'hr')
    return [
      `OIB: ${rng.int(1, 9)}${d(10)}`,
      `Odobrenje Ministarstva financija KLASA: UP/I-460-02/${(year - rng.int(1, 4)) % 100}-01/${rng.int(2, 40)}`,
    ];
  return [
    `JIB: 420${d(10)} · PDV: 20${d(10)}`,
    rng.pick([
      `Odobrenje Federalnog ministarstva finansija br. 05-2-${d(4)}/${(year - rng.int(1, 4)) % 100}`,
      `Rješenje Republičke uprave za igre na sreću br. 01-${d(3)}/${year - rng.int(1, 4)}`,
    ]),
  ];
}

function logo(t: Ticket, s: Style, rng: Rng): string {
  const name = esc(t.bookmaker);
  const initials = t.bookmaker
    .split(/\s+/)
    .map((x) => x[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const [bc] = s.brand;
  return rng.pick([
    () => `<div class="lg lg1"><span class="sq">${esc(initials)}</span><span>${name}</span></div>`,
    () => `<div class="lg lg2">${name}<span class="dot"></span></div>`,
    () => `<div class="lg lg3">${name.toLocaleUpperCase('hr')}</div>`,
    () => `<div class="lg lg4" style="border-color:${bc}">${name}</div>`,
  ])();
}

function header(t: Ticket, s: Style, rng: Rng): string {
  const w = s.w;
  const slug = slugOf(t.bookmaker);
  const site = `www.${slug}.${TLD[s.lang]}`;
  const company = `${esc(t.bookmaker)} d.o.o.${rng.chance(0.5) ? ` ${s.lang === 'hr' ? 'za priređivanje igara na sreću' : 'za igre na sreću'}` : ''}`;
  const reg = registration(s.lang, rng, t.printedAt.y);
  const addr = rng.pick(SEATS[s.lang]);
  const co = `<div class="co"><div class="cn">${company}</div><div>${esc(addr)}</div><div>${reg.map(esc).join('<br>')}</div>${
    rng.chance(0.6) ? `<div>${site}${rng.chance(0.5) ? ` · info@${slug}.${TLD[s.lang]}` : ''}</div>` : ''
  }</div>`;
  const title = rng.pick(w.titles);
  const paid = fmtDate(
    t.printedAt,
    rng.pick(['DD.MM.YYYY. HH:mm:ss', 'DD.MM.YYYY HH:mm:ss', 'DD.MM.YYYY. HH:mm', 'DD.MM.YYYY. u HH:mm']),
    s.lang,
  );
  const meta: [string, string][] = [
    [rng.pick(w.ticketNo), `<b>${esc(t.ticketId)}</b>`],
    [rng.pick(w.placed), paid],
  ];
  const web = rng.chance(0.7);
  if (web) {
    if (rng.chance(0.6)) meta.push([rng.pick(w.channel), rng.pick(w.channelValues)]);
    meta.push([rng.pick(w.account), maskedAccount(s.lang, rng)]);
  } else {
    const prefix = rng.pick(['T', 'WEB', 'POS', '']);
    meta.push([
      rng.pick(w.terminal),
      `${prefix}${prefix && rng.chance(0.5) ? '-' : ''}${rng.int(100, 9999)}`,
    ]);
    if (rng.chance(0.5)) meta.push([rng.pick(w.account), maskedAccount(s.lang, rng)]);
  }
  if (rng.chance(0.6))
    meta.push([rng.pick(w.type), t.legs.length > 1 ? rng.pick(w.combo) : rng.pick(w.single)]);
  if (rng.chance(0.5)) meta.push([rng.pick(w.status), rng.pick(w.statusValues)]);
  const codeBlock = rng.chance(0.55)
    ? `<div class="bc">${barcode(rng, s.format === 'receipt' ? 200 : rng.int(170, 240), rng.int(36, 52))}<div>${esc(
        t.ticketId.replace(/-/g, ''),
      )}</div></div>`
    : `<div class="bc">${qr(rng, rng.int(64, 92))}</div>`;
  const metaShape = rng.pick(['lines', 'grid', 'strip'] as const);
  const metaHtml =
    metaShape === 'grid'
      ? `<table class="meta grid">${chunk(meta, 2)
          .map(
            (r) => `<tr>${r.map(([a, b]) => `<td><span class="ml">${a}</span><br>${b}</td>`).join('')}</tr>`,
          )
          .join('')}</table>`
      : metaShape === 'strip'
        ? `<div class="meta strip">${meta.map(([a, b]) => `<span><span class="ml">${a}:</span> ${b}</span>`).join('')}</div>`
        : `<table class="meta lines">${meta.map(([a, b]) => `<tr><td class="ml">${a}:</td><td>${b}</td></tr>`).join('')}</table>`;
  const titleHtml = `<div class="ti">${esc(title)}</div>`;
  if (s.format === 'receipt') {
    return `<div class="hd rc-hd">${logo(t, s, rng)}${co}</div>${titleHtml}${metaHtml}${codeBlock}`;
  }
  const shape = rng.pick(['split', 'band', 'letter'] as const);
  if (shape === 'band')
    return `<div class="band"><div class="bl">${esc(t.bookmaker)}</div><div class="bt">${esc(title)}</div></div>
<div class="hd"><div>${co}</div></div><div class="mrow">${metaHtml}${codeBlock}</div>`;
  if (shape === 'letter')
    return `<div class="hd letter">${logo(t, s, rng)}${co}</div><div class="rule2"></div>${titleHtml}<div class="mrow">${metaHtml}${codeBlock}</div>`;
  return `<div class="hd split"><div>${logo(t, s, rng)}${co}</div>${codeBlock}</div>${titleHtml}<div class="mrow">${metaHtml}</div>`;
}

function chunk<T>(xs: T[], n: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += n) out.push(xs.slice(i, i + n));
  return out;
}

function documentHtml(t: Ticket, s: Style, rng: Rng, pageW: number): string {
  const w = s.w;
  const gen = momentFrom(momentMs(t.printedAt) + rng.int(1, 2000) * 60000);
  const generatedAt = fmtDate(
    gen,
    rng.pick(['DD.MM.YYYY. HH:mm:ss', 'DD.MM.YYYY HH:mm', 'YYYY-MM-DD HH:mm:ss']),
  );
  const head = header(t, s, rng);
  const legsTitle = rng.chance(0.5) ? `<div class="st">${rng.pick(w.legsTitle)}</div>` : '';
  const legs = legsTable(t, s, rng);
  const tot = totals(t, s, rng);
  const fine = rng
    .shuffle(w.fine)
    .slice(0, rng.int(2, s.format === 'receipt' ? 3 : 4))
    .map((x) => `<p>${esc(x)}</p>`)
    .join('');
  const pageOf = rng.pick(w.pageOf)(1, 1);
  const slug = slugOf(t.bookmaker);
  const foot = rng.pick([
    () => `<span>${rng.pick(w.generated)}: ${generatedAt}</span><span>${pageOf}</span>`,
    () => `<span>${esc(t.bookmaker)} d.o.o.</span><span>${pageOf}</span><span>${generatedAt}</span>`,
    () => `<span>www.${slug}.${TLD[s.lang]}</span><span>${pageOf}</span>`,
    () => `<span></span><span>${pageOf}</span><span></span>`,
  ])();
  const wm = rng.chance(0.22)
    ? `<div class="wm" style="top:${rng.int(30, 55)}%">${rng.pick(w.watermark)}</div>`
    : '';
  const docNo =
    s.format === 'a4' && rng.chance(0.4)
      ? `<span class="dn">Dok. br. ${rng.int(100000, 999999)}/${t.printedAt.y}</span>`
      : '';
  const minH = s.format === 'a4' ? Math.round(pageW * 1.414) : 0;
  return `<div class="pg" style="width:${pageW}px;min-height:${minH}px">${wm}
<div class="doc">${head}${legsTitle}${legs}${tot}<div class="fine">${fine}</div></div>
<div class="pf">${foot}</div>${docNo}</div>`;
}

function chooseCols(rng: Rng, s: Pick<Style, 'marketUnder' | 'leagueUnder'>, narrow: boolean): Col[] {
  let cols: Col[] = ['no', 'code', 'time', 'sport', 'league', 'match', 'market', 'pick', 'odds'];
  const drop = (c: Col): void => {
    cols = cols.filter((x) => x !== c);
  };
  if (!rng.chance(0.15) || narrow) drop('sport');
  if (rng.chance(narrow ? 0.5 : 0.2)) drop('no');
  if (rng.chance(narrow ? 0.55 : 0.3)) drop('code');
  if (s.leagueUnder || rng.chance(narrow ? 0.5 : 0.2)) drop('league');
  if (s.marketUnder) drop('market');
  // Light reorderings, as different bookmakers' exports put them.
  const move = (c: Col, before: Col): void => {
    if (!cols.includes(c) || !cols.includes(before)) return;
    drop(c);
    cols.splice(cols.indexOf(before), 0, c);
  };
  if (rng.chance(0.3)) move('time', 'code');
  if (rng.chance(0.2)) move('league', 'time');
  if (rng.chance(0.25)) move('odds', 'pick');
  if (rng.chance(0.15)) move('time', 'odds');
  if (rng.chance(0.12)) move('code', 'odds');
  return cols;
}

function css(s: Style): string {
  const [bc, bt, tint] = s.brand;
  const fill = (c: string): string => (s.fills ? c : 'transparent');
  const thBg = s.headFill === 'brand' ? fill(bc) : s.headFill === 'grey' ? fill('#e4e4e4') : 'transparent';
  const thFg = s.headFill === 'brand' && s.fills ? bt : s.ink;
  const line = s.border === 'grid' || s.border === 'boxed' ? '#777' : '#999';
  const table =
    s.border === 'grid'
      ? `table.b-grid td,table.b-grid th{border:1px solid ${line}}`
      : s.border === 'boxed'
        ? `table.b-boxed{border:1.5px solid ${s.ink}}table.b-boxed td{border-bottom:1px solid #bbb}table.b-boxed th{border-bottom:1.5px solid ${s.ink}}`
        : s.border === 'ruled'
          ? `table.b-ruled{border-top:2px solid ${s.ink};border-bottom:2px solid ${s.ink}}table.b-ruled td{border-bottom:1px solid #aaa}table.b-ruled th{border-bottom:1px solid ${s.ink}}`
          : s.border === 'zebra'
            ? `table.b-zebra tbody tr:nth-child(odd){background:${fill('#f0f0f0')}}table.b-zebra th{border-bottom:1px solid ${s.ink}}`
            : `table.b-open th{border-bottom:1px dotted ${s.ink}}table.b-open td{border-bottom:1px dotted #ccc}`;
  const fs = s.fs;
  return `
#ticket{position:relative;overflow:hidden}
.pg{position:relative;background:#fff;color:${s.ink};font:${fs}px/1.3 ${s.font};padding:${s.format === 'receipt' ? 18 : Math.round(fs * 3.4)}px ${s.format === 'receipt' ? 16 : Math.round(fs * 3.6)}px ${Math.round(fs * 2)}px;display:flex;flex-direction:column}
.doc{flex:1}
.pg b{font-weight:bold}
.hd{display:flex;justify-content:space-between;align-items:flex-start;gap:14px}
.hd.letter{flex-direction:column;align-items:center;text-align:center;gap:4px}
.rc-hd{flex-direction:column;align-items:center;text-align:center;gap:4px}
.co{font-size:${(fs * 0.78).toFixed(1)}px;color:${s.grey};line-height:1.35;margin-top:3px}
.co .cn{font-weight:bold;color:${s.ink};font-size:${(fs * 0.88).toFixed(1)}px}
.lg{font:bold ${Math.round(fs * 1.9)}px/1.1 ${s.headFont};color:${s.fills ? bc : s.ink};display:flex;align-items:center;gap:7px}
.lg .sq{display:inline-flex;align-items:center;justify-content:center;width:${Math.round(fs * 2.6)}px;height:${Math.round(fs * 2.6)}px;background:${s.fills ? bc : '#fff'};color:${s.fills ? bt : s.ink};border:${s.fills ? 0 : 2}px solid ${s.ink};font-size:${Math.round(fs * 1.2)}px;border-radius:3px}
.lg2{font-style:italic;letter-spacing:-.5px}.lg2 .dot{display:inline-block;width:8px;height:8px;border-radius:50%;background:${s.fills ? bc : s.ink};margin-left:2px;align-self:flex-end;margin-bottom:6px}
.lg3{letter-spacing:3px;font-size:${Math.round(fs * 1.6)}px}
.lg4{border:2px solid;padding:2px 8px;border-radius:4px}
.band{display:flex;justify-content:space-between;align-items:center;background:${fill(bc)};color:${s.fills ? bt : s.ink};padding:8px 12px;margin-bottom:10px;${s.fills ? '' : `border:2px solid ${s.ink};`}}
.band .bl{font:bold ${Math.round(fs * 1.7)}px ${s.headFont}}.band .bt{font:bold ${Math.round(fs * 1.05)}px ${s.headFont};text-transform:uppercase;letter-spacing:1px}
.rule2{border-top:3px double ${s.ink};margin:8px 0 2px}
.ti{font:bold ${Math.round(fs * 1.35)}px ${s.headFont};text-align:center;margin:12px 0 8px;letter-spacing:.5px}
.mrow{display:flex;justify-content:space-between;align-items:flex-end;gap:12px;margin:8px 0 12px}
.meta{font-size:${(fs * 0.92).toFixed(1)}px;border-collapse:collapse}
.meta .ml{color:${s.grey}}
.meta.lines td{padding:1px 10px 1px 0;vertical-align:top}
.meta.grid{flex:1;${s.fills ? `background:${tint};` : ''}border:1px solid #999}.meta.grid td{padding:4px 8px;border:1px solid #bbb;vertical-align:top}
.meta.grid .ml{font-size:${(fs * 0.75).toFixed(1)}px;text-transform:uppercase;letter-spacing:.3px}
.meta.strip{display:flex;flex-wrap:wrap;gap:3px 16px;border-top:1px solid #999;border-bottom:1px solid #999;padding:5px 0;flex:1}
.bc{text-align:center;font:${(fs * 0.8).toFixed(1)}px ${FONTS.mono};letter-spacing:1px}
.bc svg{display:block;margin:0 auto 2px}
.st{font:bold ${(fs * 1.02).toFixed(1)}px ${s.headFont};margin:10px 0 4px;text-transform:uppercase;letter-spacing:.6px;color:${s.fills ? bc : s.ink}}
table.legs{width:100%;border-collapse:collapse;margin:6px 0 12px;font-size:${(fs * 0.95).toFixed(1)}px}
table.legs th{background:${thBg};color:${thFg};text-align:left;font:bold ${(fs * 0.85).toFixed(1)}px ${s.headFont};padding:5px 5px;vertical-align:bottom}
table.legs td{padding:4px 5px;vertical-align:top}
${table}
.c-no{width:1%;white-space:nowrap;text-align:center}.c-code{white-space:nowrap;color:${s.grey}}
.c-time{white-space:nowrap}
.c-odds{text-align:right;font-weight:bold;white-space:nowrap}th.c-odds{text-align:right}
.c-pick{font-weight:bold;white-space:nowrap;text-align:center}th.c-pick{text-align:center}
.c-league,.c-market,.c-sport{font-size:${(fs * 0.88).toFixed(1)}px}
.c-match .mt{font-weight:${s.font === FONTS.mono || s.font === FONTS.lmono ? 'normal' : '600'}}
.c-match .sub{font-size:${(fs * 0.8).toFixed(1)}px;color:${s.grey};margin-top:1px}
table.rcpt{font-size:${fs}px}
table.rcpt tbody.rl{border-bottom:1px dashed #888}
table.rcpt td{padding:1px 2px}
.r-top{color:${s.grey};padding-top:6px!important}.r-top .rc{color:${s.ink};font-weight:bold}
.r-lg{color:${s.grey};font-size:${(fs * 0.85).toFixed(1)}px}.r-m{font-weight:bold}
.r-mk{font-size:${(fs * 0.9).toFixed(1)}px}
.tot{margin:6px 0 12px;font-size:${fs}px}
.tot.box{display:flex;justify-content:flex-end}
.tot.box .tt{min-width:${s.format === 'receipt' ? '100%' : '55%'};border:1px solid ${s.ink};border-collapse:collapse}
.tot .tt td{padding:3px 8px}.tot .tt td:last-child{text-align:right;white-space:nowrap}
.tot.box .tt tr.pay td{border-top:1.5px solid ${s.ink};border-bottom:1.5px solid ${s.ink};font-size:${(fs * 1.15).toFixed(1)}px;font-weight:bold;background:${fill(tint)}}
.tot .tt tr.tax td,.tot .tt tr.fee td{color:${s.grey}}
.tot.list{border-top:1px solid ${s.ink}}.tot.list .li{display:flex;gap:6px;padding:2px 0}
.tot.list .ld{flex:1;border-bottom:1px dotted #999;margin-bottom:4px}
.tot.list .pay{font-weight:bold;font-size:${(fs * 1.12).toFixed(1)}px;border-top:1px solid #999;border-bottom:1px solid #999;padding:4px 0}
.tot.list .tax,.tot.list .fee{color:${s.grey}}
.tot.two{display:flex;gap:18px;border:1px solid #999;padding:6px}
.tot.two .tt{flex:1;border-collapse:collapse}
.tot.two .tt tr.pay td{font-weight:bold;font-size:${(fs * 1.2).toFixed(1)}px;border-bottom:1px solid ${s.ink}}
.fine{font-size:${(fs * 0.72).toFixed(1)}px;color:${s.grey};line-height:1.35;border-top:1px solid #ccc;padding-top:6px}
.fine p{margin:0 0 3px}
.pf{display:flex;justify-content:space-between;font-size:${(fs * 0.72).toFixed(1)}px;color:${s.grey};border-top:1px solid #ddd;padding-top:4px;margin-top:14px}
.dn{position:absolute;right:${Math.round(fs * 3.6)}px;top:${Math.round(fs * 1.3)}px;font-size:${(fs * 0.7).toFixed(1)}px;color:#999}
.wm{position:absolute;left:-5%;width:110%;text-align:center;transform:rotate(-28deg);font:bold ${Math.round(fs * 4.6)}px ${FONTS.sans};color:rgba(0,0,0,.07);letter-spacing:6px;pointer-events:none;white-space:nowrap}
`;
}

/** Small flat icons drawn with CSS, as viewers' toolbars show them. */
const ICON = (cls: string): string => `<span class="ic ${cls}"></span>`;

function phoneChrome(
  doc: string,
  t: Ticket,
  s: Style,
  rng: Rng,
  vw: number,
  pageW: number,
  fileName: string,
): [string, string] {
  const dark = rng.chance(0.4);
  // A viewer's night mode inverts the page: light text on near-black.
  const night = dark && rng.chance(0.25);
  const bar = dark ? '#202124' : rng.pick(['#ffffff', '#f1f3f4', '#fafafa']);
  const fg = dark ? '#e8eaed' : '#202124';
  const bg = dark
    ? rng.pick(['#3c3c3c', '#2b2b2b', '#525659'])
    : rng.pick(['#e0e0e0', '#d6d6d6', '#ececec', '#cfd2d6']);
  const clock = fmtDate(momentFrom(momentMs(t.printedAt) + rng.int(2, 900) * 60000), 'HH:mm');
  const gap = s.format === 'receipt' ? rng.int(10, 22) : rng.int(4, 10);
  const avail = vw - 2 * gap;
  let zoom = avail / pageW;
  let shift = 0;
  const cutSide = s.format === 'a4' && rng.chance(0.45) ? rng.pick(['left', 'right'] as const) : null;
  if (cutSide) {
    // Zoomed in so one margin (not the text) runs off the screen.
    const margin = Math.round(s.fs * 3.6);
    const cut = margin * rng.float(0.45, 0.9);
    zoom = (vw - gap) / (pageW - cut);
    if (cutSide === 'left') shift = -cut;
  }
  if (s.format === 'receipt') zoom = Math.min(zoom, rng.float(0.95, 1.1));
  const status = rng.chance(0.75)
    ? `<div class="sb"><span>${clock}</span><span class="sbi"><i></i><i></i><i class="bat"></i></span></div>`
    : '';
  const pill = rng.chance(0.8)
    ? `<div class="pill" style="${rng.chance(0.6) ? 'right' : 'left'}:10px">${rng.pick(['1/1', '1 / 1', '1 od 1'])}</div>`
    : '';
  const bottom = rng.chance(0.4)
    ? `<div class="bb">${ICON('i-pen')}${ICON('i-srch')}${ICON('i-share')}${ICON('i-more')}</div>`
    : '';
  const size = rng.chance(0.35) ? `<div class="fsz">${rng.int(38, 180)} KB · PDF</div>` : '';
  const align =
    s.format === 'receipt'
      ? 'margin-left:auto;margin-right:auto;'
      : cutSide === 'right'
        ? `margin-left:${gap}px;`
        : cutSide === 'left'
          ? ''
          : `margin-left:${gap}px;`;
  // An iOS-like Quick Look bar ("Gotovo", the name centred) or an Android viewer's app bar.
  const ios = rng.chance(0.35);
  const done = rng.pick(s.lang === 'hr' ? ['Gotovo', 'Zatvori'] : ['Gotovo', 'Zatvori', 'Nazad']);
  const toolbar = ios
    ? `<div class="tb ios"><span class="done">${done}</span><div class="fnw"><div class="fn">${esc(fileName)}</div>${size}</div>${ICON('i-share')}</div>`
    : `<div class="tb">${ICON('i-back')}<div class="fnw"><div class="fn">${esc(fileName)}</div>${size}</div>${ICON('i-share')}${ICON('i-more')}</div>`;
  const body = `<div id="ticket" class="ph" style="width:${vw}px">
${status}${toolbar}
<div class="va"><div class="zw" style="zoom:${zoom.toFixed(4)};${align}${shift ? `margin-left:${shift.toFixed(1)}px;` : ''}">${doc}</div>${pill}</div>
${bottom}</div>`;
  const chrome = `
body{background:${bg}}
.ph{background:${bg};font-family:${FONTS.sans}}
.sb{display:flex;justify-content:space-between;align-items:center;height:26px;padding:0 16px;background:${bar};color:${fg};font:600 13px ${FONTS.sans}}
.sbi{display:flex;gap:4px;align-items:center}.sbi i{display:inline-block;width:12px;height:9px;background:${fg};opacity:.85;border-radius:1px}.sbi i.bat{width:20px;height:10px;border:1.5px solid ${fg};background:linear-gradient(90deg,${fg} 70%,transparent 70%)}
.tb{display:flex;align-items:center;gap:14px;height:52px;padding:0 12px;background:${bar};color:${fg};box-shadow:0 1px 3px rgba(0,0,0,.25);position:relative;z-index:2}
.fnw{flex:1;min-width:0}.fn{font:15px ${FONTS.sans};white-space:nowrap;overflow:hidden;text-overflow:ellipsis}.fsz{font-size:11px;opacity:.65}
.tb.ios{height:46px;box-shadow:none;border-bottom:1px solid rgba(128,128,128,.35)}.tb.ios .fnw{text-align:center}.tb.ios .fn{font-weight:600}
.done{color:#0a84ff;font:16px ${FONTS.sans}}
.ic{display:inline-block;width:18px;height:18px;position:relative;flex:none}
.i-back{border-left:2.5px solid ${fg};border-bottom:2.5px solid ${fg};width:11px;height:11px;transform:rotate(45deg);margin-left:4px}
.i-more{width:4px;background:radial-gradient(circle,${fg} 1.8px,transparent 2px) 0 0/4px 6px repeat-y;height:18px}
.i-share{border:2px solid ${fg};border-top:0;border-radius:0 0 3px 3px;height:11px;margin-top:7px}
.i-pen{border:2px solid ${fg};width:6px;height:18px;transform:rotate(40deg);border-radius:2px}
.i-srch{border:2px solid ${fg};border-radius:50%;width:14px;height:14px}
.va{position:relative;overflow:hidden;padding:${gap}px 0 ${gap + rng.int(10, 60)}px}
.zw{width:max-content;box-shadow:0 1px 4px rgba(0,0,0,.35)${night ? ';filter:invert(0.92) hue-rotate(180deg)' : ''}}
.pill{position:absolute;top:${gap + 6}px;background:rgba(40,40,40,.72);color:#fff;font:12px ${FONTS.sans};padding:3px 9px;border-radius:11px}
.bb{display:flex;justify-content:space-around;align-items:center;height:48px;background:${bar};color:${fg};border-top:1px solid rgba(128,128,128,.3)}
`;
  return [body, chrome];
}

function desktopChrome(
  doc: string,
  t: Ticket,
  s: Style,
  rng: Rng,
  vw: number,
  pageW: number,
  fileName: string,
): [string, string] {
  const chromeLike = rng.chance(0.6);
  const bar = chromeLike ? '#323639' : rng.pick(['#f9f9fb', '#f0f0f4', '#e8e8e8']);
  const fg = chromeLike ? '#f1f1f1' : '#15141a';
  const bg = chromeLike ? '#525659' : rng.pick(['#d4d4d7', '#e5e5e5', '#bfbfbf', '#38383d']);
  const maxZoom = (vw - 60) / pageW;
  const zoom = Math.min(maxZoom, s.format === 'receipt' ? rng.float(1, 1.4) : rng.float(0.85, 1.2));
  const pct = `${Math.round(zoom * 100)}%`;
  const pages = rng.pick(['1 / 1', '1 / 1', '1 od 1']);
  // The PDF opened in a browser tab: a tab strip and an address bar with the local file or the site's PDF link.
  const tabs = rng.chance(0.45);
  const user = rng.pick(['Marko', 'Korisnik', 'PC', 'Nikola', 'Dell', 'Admin', 'Ivan']);
  const addr = rng.chance(0.6)
    ? `file:///C:/Users/${user}/Downloads/${esc(fileName)}`
    : `https://www.${slugOf(t.bookmaker)}.${TLD[s.lang]}/${rng.pick(['api/ticket/pdf', 'tiket/pdf', 'account/ticket-pdf'])}?id=${esc(t.ticketId.replace(/-/g, ''))}`;
  const other = rng.pick([
    'Moji tiketi',
    'Sport - Kladionica',
    'Gmail',
    'YouTube',
    'Rezultati uživo',
    'Google',
  ]);
  const strip = tabs
    ? `<div class="tabs"><span class="tab">${esc(other)}</span><span class="tab on">${esc(fileName)}</span><span class="plus">+</span></div>
<div class="addr"><span class="nav">‹ › ↻</span><span class="url">${addr}</span></div>`
    : '';
  const body = `<div id="ticket" class="dk" style="width:${vw}px">${strip}
<div class="dtb">${chromeLike ? `<span class="ham"></span><span class="fn">${esc(fileName)}</span>` : `<span class="fn2">${esc(fileName)}</span>`}
<span class="mid"><span class="pgn">${pages}</span><span class="sepv"></span><span class="zm">−</span><span class="zv">${pct}</span><span class="zm">+</span></span>
<span class="rt"><span class="ibx"></span><span class="ibx"></span><span class="ibx"></span></span></div>
<div class="dva"><div class="zw" style="zoom:${zoom.toFixed(4)}">${doc}</div></div></div>`;
  const chrome = `
body{background:${bg}}
.dk{background:${bg};font-family:${FONTS.sans}}
.dtb{display:flex;align-items:center;gap:14px;height:48px;padding:0 16px;background:${bar};color:${fg};font:14px ${FONTS.sans};box-shadow:0 2px 4px rgba(0,0,0,.3)}
.ham{width:16px;height:12px;border-top:2px solid ${fg};border-bottom:2px solid ${fg};position:relative}.ham:after{content:'';position:absolute;left:0;right:0;top:3px;border-top:2px solid ${fg}}
.fn{max-width:34%;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}.fn2{font-size:13px;max-width:34%;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.mid{flex:1;display:flex;justify-content:center;align-items:center;gap:10px}
.pgn{background:${chromeLike ? '#191b1c' : '#fff'};padding:3px 8px;border-radius:2px}.sepv{width:1px;height:20px;background:rgba(128,128,128,.6)}
.zm{font-size:18px}.zv{background:${chromeLike ? '#191b1c' : '#fff'};padding:3px 8px}
.rt{display:flex;gap:14px}.ibx{width:16px;height:16px;border:2px solid ${fg};border-radius:3px;opacity:.85}
.dva{padding:${rng.int(14, 28)}px 0 ${rng.int(20, 60)}px;display:flex;justify-content:center}
.tabs{display:flex;align-items:flex-end;gap:2px;height:36px;padding:0 8px;background:#dee1e6;font:12px ${FONTS.sans};color:#333}
.tab{width:190px;padding:8px 12px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;border-radius:8px 8px 0 0}.tab.on{background:#fff}.plus{padding:6px 10px;font-size:16px}
.addr{display:flex;align-items:center;gap:14px;height:38px;padding:0 12px;background:#fff;border-bottom:1px solid #ccc;font:13px ${FONTS.sans};color:#333}
.addr .url{flex:1;background:#f1f3f4;border-radius:14px;padding:5px 14px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}.nav{color:#666;letter-spacing:4px}
.zw{box-shadow:0 2px 8px rgba(0,0,0,.45)}
`;
  return [body, chrome];
}

function printChrome(
  doc: string,
  t: Ticket,
  s: Style,
  rng: Rng,
  paperW: number,
  title: string,
): [string, string] {
  const browserLines = rng.chance(0.55);
  const slug = slugOf(t.bookmaker);
  const at = fmtDate(
    momentFrom(momentMs(t.printedAt) + rng.int(2, 3000) * 60000),
    rng.pick(['DD.MM.YYYY. HH:mm', 'D.M.YY HH:mm'].map((p) => p.replace('D.M.YY', 'DD.MM.YY'))),
  );
  const url = `https://www.${slug}.${TLD[s.lang]}/${rng.pick(['moj-nalog/tiketi', 'profil/tiketi', 'account/tickets', 'ticket/print'])}/${rng.pick(['ispis', 'pdf', 'detalji'])}?id=${esc(t.ticketId.replace(/-/g, ''))}`;
  const head = browserLines
    ? `<div class="bh"><span>${at}</span><span>${esc(title)} - ${esc(t.bookmaker)}</span><span></span></div>`
    : '';
  const foot = browserLines ? `<div class="bf"><span>${url}</span><span>1/1</span></div>` : '';
  const gray = rng.chance(0.6);
  const band = rng.chance(0.4)
    ? `<div class="band-t" style="left:${rng.int(8, 80)}%;width:${rng.int(24, 90)}px;background:linear-gradient(90deg,rgba(255,255,255,0),rgba(255,255,255,${rng.float(0.3, 0.5).toFixed(2)}),rgba(255,255,255,0))"></div>`
    : '';
  const light = rng.chance(0.4) ? `opacity:${rng.float(0.78, 0.92).toFixed(2)};` : '';
  const body = `<div id="ticket" class="pr" style="width:${paperW}px">${head}<div class="pw" style="${light}">${doc}</div>${foot}${band}</div>`;
  const chrome = `
.pr{background:${rng.pick(['#fdfdfb', '#fbfbf8', '#f7f7f4', '#ffffff'])};padding:${browserLines ? 8 : 0}px 0 ${browserLines ? 10 : 0}px;${gray ? 'filter:grayscale(1) contrast(1.05);' : ''}}
.pr .pg{background:transparent}
.bh,.bf{display:flex;justify-content:space-between;font:10px ${FONTS.sans};color:#333;padding:0 ${Math.round(paperW * 0.05)}px}
.bh span:nth-child(3){min-width:60px}
.band-t{position:absolute;top:0;bottom:0;pointer-events:none}
`;
  return [body, chrome];
}

function render(t: Ticket, width: number, rng: Rng): string {
  const lang = drawLang(rng);
  const fee = rng.chance(lang === 'sr' ? 0.7 : 0.45);
  // The truth is written from `t` after rendering: a ticket in the drawn language (or without the fee) replaces
  // the Serbian one here, so the printed and the recorded ticket stay the same.
  if (lang !== t.lang || fee !== t.feePct > 0)
    redrawTicket(t, rng, { ...PROFILE, lang, fee, bookmakers: BOOKMAKERS[lang] });
  const mode = rng.weighted<Mode>([
    ['phone', 4],
    ['desktop', 2.5],
    ['print', 3.5],
  ]);
  lastMedium = mode === 'print' ? 'paper' : 'screen';
  const format: Format = mode !== 'print' && rng.chance(0.22) ? 'receipt' : 'a4';
  const dec: Dec = rng.chance(lang === 'hr' ? 0.85 : 0.65) ? ',' : '.';
  const sep = rng.chance(0.6) ? (dec === ',' ? '.' : ',') : '';
  const cur =
    lang === 'sr'
      ? rng.pick(['RSD', 'RSD', 'din.'])
      : lang === 'hr'
        ? rng.pick(['EUR', '€', 'EUR'])
        : rng.pick(['KM', 'KM', 'BAM']);
  const fontKey = rng.weighted<keyof typeof FONTS>([
    ['serif', 2],
    ['sans', 3],
    ['dejavu', 1.5],
    ['condensed', 1.5],
    ['narrow', 1],
    ['mono', 1.2],
    ['lmono', 0.8],
    ['dserif', 1],
  ]);
  const font = FONTS[fontKey];
  const headFont = rng.chance(0.6) ? font : FONTS[rng.pick(['sans', 'serif', 'dejavu'] as const)];
  const printed = mode === 'print';
  const phoneA4 = mode === 'phone' && format === 'a4';
  const stack = rng.chance(0.25);
  const marketUnder = format === 'a4' && rng.chance(phoneA4 ? 0.45 : 0.3);
  const leagueUnder = format === 'a4' && !marketUnder && rng.chance(0.25);
  const s: Style = {
    lang,
    w: WORDS[lang],
    mode,
    format,
    dec,
    sep,
    cur,
    curInLabel: rng.chance(0.2),
    curBefore: rng.chance(0.15),
    font,
    headFont,
    fs:
      format === 'receipt' ? rng.int(11, 13) : phoneA4 ? rng.int(12, 14) : rng.pick([11, 11.5, 12, 12.5, 13]),
    ink: printed ? rng.pick(['#111', '#222', '#333']) : rng.pick(['#000', '#111', '#1d1d1f', '#222']),
    grey: rng.pick(['#555', '#666', '#707070', '#4a4a4a']),
    brand: rng.pick(BRANDS),
    fills: !(printed && rng.chance(0.5)),
    border: rng.pick(['grid', 'ruled', 'zebra', 'boxed', 'open'] as const),
    headFill: rng.pick(['brand', 'grey', 'none'] as const),
    names: {
      caps: rng.chance(0.2),
      ascii: rng.chance(0.15),
      shortPlayers: rng.chance(0.35),
    },
    msep: rng.pick([' - ', ' - ', ' : ', ' vs ', ' – ', ' vs. ']),
    stack,
    marketUnder,
    leagueUnder,
    pickStyle: rng.pick(['code', 'code', 'chip', 'line'] as const),
    altMarket: rng.chance(0.25),
    marketCaps: rng.chance(0.12),
    timeFmt: rng.pick([
      'DD.MM.YYYY HH:mm',
      'DD.MM.YYYY. HH:mm',
      'DD.MM. HH:mm',
      'ddd DD.MM. HH:mm',
      'DD.MM.YY HH:mm',
      'YYYY-MM-DD HH:mm',
      'DD/MM/YYYY HH:mm',
    ]),
    timeTwoLine: false,
    cols: [],
  };
  s.cols = chooseCols(rng, s, phoneA4);
  s.timeTwoLine = format === 'a4' && (s.cols.length >= 7 || rng.chance(0.3));
  const vwPhone = rng.int(360, 428);
  const pageW =
    format === 'receipt'
      ? rng.int(290, 350)
      : phoneA4
        ? rng.int(560, 640)
        : printed
          ? Math.min(width, rng.int(700, 880))
          : rng.int(620, 800);
  const doc = documentHtml(t, s, rng, pageW);
  const id = t.ticketId.replace(/-/g, '');
  const title = rng.pick(s.w.titles);
  const fileName = rng.pick([
    `Tiket_${id}.pdf`,
    `${s.lang === 'hr' ? 'listic' : 'tiket'}-${id}.pdf`,
    `Potvrda_uplate_${id}.pdf`,
    `izvod_${fmtDate(t.printedAt, 'YYYYMMDD')}_${id.slice(-6)}.pdf`,
    `${t.bookmaker.replace(/\s+/g, '_')}_${id}.pdf`,
    `document(${rng.int(1, 9)}).pdf`,
    'download.pdf',
  ]);
  const [body, chrome] =
    mode === 'phone'
      ? phoneChrome(doc, t, s, rng, vwPhone, pageW, fileName)
      : mode === 'desktop'
        ? desktopChrome(doc, t, s, rng, width, pageW, fileName)
        : printChrome(doc, t, s, rng, pageW, title);
  return page(css(s) + chrome, body);
}

/**
 * The medium of the ticket rendered last. generate.ts reads `layout.medium` for the distortion right after
 * rendering that ticket (one ticket at a time), so a printed sheet lies on a desk ('paper') and a viewer
 * screenshot gets a screen's dark surround ('screen'). Read before any render, it is 'paper'.
 */
let lastMedium: Medium = 'paper';

export const pdfTicketExport: Layout = {
  name: 'pdf-ticket-export',
  get medium(): Medium {
    return lastMedium;
  },
  width: [700, 980],
  scale: 2,
  profile: PROFILE,
  render,
};
