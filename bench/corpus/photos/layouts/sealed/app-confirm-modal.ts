// A phone screenshot taken right after a bet was placed: a confirmation modal or bottom sheet ("Tiket je uplaćen",
// "Uplata uspješna", "Listić prihvaćen") over the dimmed, darkened or blurred sports offer it was placed from. The
// sheet shows the ticket id, the legs (match, pick, odds, the market on some), the sums and buttons. The offer
// behind it (other matches with their 1 X 2 odds, a balance, a bottom navigation) is never truth: its matches are
// drawn from teams the ticket does not use. Language, currency and the 5 % fee come per ticket (redrawTicket), so
// the truth is written from the same ticket object the sheet prints.
import type { Rng } from '../../../rng';
import { COMPETITIONS, type Lang, type Sport } from '../../teams';
import {
  esc,
  fmtDate,
  marketName,
  num,
  odds as fmtOdds,
  pickChip,
  pickCode,
  pickWords,
  teamName,
  type Dec,
  type NameStyle,
} from '../../text';
import type { Leg, Moment, Ticket, TicketProfile } from '../../ticket';
import { barcode, drawLang, qr, redrawTicket, sportMix } from '../parts';
import { page, ticketIds, type Layout } from '../types';

interface Theme {
  dark: boolean;
  pageBg: string;
  pageCard: string;
  pageText: string;
  pageMuted: string;
  pageOdd: string;
  sheet: string;
  sheet2: string;
  text: string;
  muted: string;
  line: string;
}

const LIGHT: Theme[] = [
  {
    dark: false,
    pageBg: '#eef1f5',
    pageCard: '#ffffff',
    pageText: '#1b2430',
    pageMuted: '#6b7684',
    pageOdd: '#f1f3f6',
    sheet: '#ffffff',
    sheet2: '#f3f5f8',
    text: '#15202b',
    muted: '#6f7a86',
    line: '#e4e8ee',
  },
  {
    dark: false,
    pageBg: '#f6f6f6',
    pageCard: '#ffffff',
    pageText: '#222',
    pageMuted: '#777',
    pageOdd: '#eeeeee',
    sheet: '#ffffff',
    sheet2: '#f4f4f4',
    text: '#1d1d1d',
    muted: '#80868e',
    line: '#e6e6e6',
  },
  {
    dark: false,
    pageBg: '#e9eef3',
    pageCard: '#f9fbfd',
    pageText: '#0f2238',
    pageMuted: '#5f7186',
    pageOdd: '#e3eaf2',
    sheet: '#fbfcfe',
    sheet2: '#eef2f7',
    text: '#0f2238',
    muted: '#66788c',
    line: '#dde4ec',
  },
  {
    dark: false,
    pageBg: '#f3f1ec',
    pageCard: '#fffdf8',
    pageText: '#2a261f',
    pageMuted: '#857d70',
    pageOdd: '#efebe2',
    sheet: '#fffdf9',
    sheet2: '#f5f1e9',
    text: '#25211b',
    muted: '#8a8275',
    line: '#ebe5da',
  },
];
const DARK: Theme[] = [
  {
    dark: true,
    pageBg: '#0f1216',
    pageCard: '#1a1f26',
    pageText: '#e6e9ee',
    pageMuted: '#8b939e',
    pageOdd: '#262c35',
    sheet: '#1c2129',
    sheet2: '#252b35',
    text: '#eef1f5',
    muted: '#8c95a1',
    line: '#2e3540',
  },
  {
    dark: true,
    pageBg: '#000000',
    pageCard: '#121212',
    pageText: '#e8e8e8',
    pageMuted: '#8a8a8a',
    pageOdd: '#1f1f1f',
    sheet: '#161616',
    sheet2: '#222222',
    text: '#f1f1f1',
    muted: '#8e8e8e',
    line: '#2b2b2b',
  },
  {
    dark: true,
    pageBg: '#0d1b2a',
    pageCard: '#15263a',
    pageText: '#e3ecf5',
    pageMuted: '#7f93a8',
    pageOdd: '#1d3148',
    sheet: '#16283d',
    sheet2: '#1f344d',
    text: '#eef4fa',
    muted: '#8699ad',
    line: '#26405c',
  },
  {
    dark: true,
    pageBg: '#1b1d22',
    pageCard: '#24272e',
    pageText: '#e4e5e8',
    pageMuted: '#9094a0',
    pageOdd: '#30343d',
    sheet: '#2b2f36',
    sheet2: '#343943',
    text: '#f0f1f3',
    muted: '#9a9fab',
    line: '#3a3f49',
  },
  {
    dark: true,
    pageBg: '#101a14',
    pageCard: '#17241c',
    pageText: '#e2ece5',
    pageMuted: '#7f9486',
    pageOdd: '#1f3026',
    sheet: '#18261e',
    sheet2: '#213328',
    text: '#edf5ef',
    muted: '#87a090',
    line: '#2a3d31',
  },
];
/** Accent and the text colour that sits on it. */
const ACCENTS: [string, string][] = [
  ['#1fa855', '#ffffff'],
  ['#0e8f6a', '#ffffff'],
  ['#f5c518', '#161616'],
  ['#ff7a00', '#ffffff'],
  ['#2f6fed', '#ffffff'],
  ['#d7263d', '#ffffff'],
  ['#7b3fe4', '#ffffff'],
  ['#00b3b3', '#06201f'],
  ['#b7e000', '#17200a'],
];

const FONTS = [
  "'Liberation Sans',Arial,sans-serif",
  "'DejaVu Sans',sans-serif",
  "'DejaVu Sans Condensed','DejaVu Sans',sans-serif",
  "'Liberation Sans Narrow','Liberation Sans',sans-serif",
];

interface Words {
  title: string[];
  sub: string[];
  ticket: string[];
  paidAt: string[];
  legs: string[];
  total: string[];
  stake: string[];
  payout: string[];
  primary: string[];
  secondary: string[][];
  tip: string;
  odds: string;
  match: string;
  today: string;
  tomorrow: string;
  status: string[];
  balance: string[];
  nav: string[];
  sports: string[];
  head: string[];
  pairsHeader: string[];
}

const WORDS: Record<Lang, Words> = {
  sr: {
    title: [
      'Tiket je uplaćen',
      'Uplata uspešna',
      'Tiket je prihvaćen',
      'Uspešno ste uplatili tiket',
      'Tiket uplaćen!',
      'Čestitamo!',
    ],
    sub: [
      'Srećno!',
      'Vaš tiket je uspešno uplaćen.',
      'Tiket možete pratiti u sekciji Moji tiketi.',
      'Želimo vam puno sreće!',
    ],
    ticket: ['Tiket br.', 'Broj tiketa:', 'ID tiketa:', 'Tiket #', 'Šifra tiketa:'],
    paidAt: ['Uplaćeno:', 'Vreme uplate:', 'Datum:', ''],
    legs: ['Broj parova', 'Parova', 'Broj mečeva', 'Događaja'],
    total: ['Ukupna kvota', 'Kvota', 'Ukupna kvota'],
    stake: ['Uplata', 'Ulog', 'Uplaćeno'],
    payout: ['Mogući dobitak', 'Moguća isplata', 'Potencijalni dobitak', 'Mogući dobitak'],
    primary: ['U redu', 'Zatvori', 'Nastavi igru', 'OK'],
    secondary: [
      ['Podeli'],
      ['Sačuvaj'],
      ['Podeli', 'Sačuvaj'],
      ['Moji tiketi'],
      ['Kopiraj kod'],
      ['Ponovi tiket'],
      ['Podeli tiket'],
    ],
    tip: 'Tip',
    odds: 'Kvota',
    match: 'Par',
    today: 'Danas',
    tomorrow: 'Sutra',
    status: ['Aktivan', 'Na čekanju', 'Prihvaćen'],
    balance: ['Stanje', 'Novo stanje', 'Raspoloživo'],
    nav: ['Početna', 'Sport', 'Uživo', 'Tiketi', 'Profil'],
    sports: ['Fudbal', 'Košarka', 'Tenis', 'Hokej', 'Rukomet'],
    head: ['Danas', 'Sutra', 'Top ponuda', 'Super kvote', 'Najigranije'],
    pairsHeader: ['Parovi', 'Vaši parovi', 'Odigrani parovi', 'Tiket'],
  },
  hr: {
    title: [
      'Listić je uplaćen',
      'Uplata uspješna',
      'Listić prihvaćen',
      'Oklada je prihvaćena',
      'Uspješno uplaćeno!',
      'Čestitamo!',
    ],
    sub: [
      'Sretno!',
      'Vaš listić je uspješno uplaćen.',
      'Listić možete pratiti u sekciji Moji listići.',
      'Želimo vam puno sreće!',
    ],
    ticket: ['Listić br.', 'Broj listića:', 'ID listića:', 'Listić #', 'Oznaka listića:'],
    paidAt: ['Uplaćeno:', 'Vrijeme uplate:', 'Datum:', ''],
    legs: ['Broj parova', 'Parova', 'Događaja', 'Broj događaja'],
    total: ['Ukupni tečaj', 'Tečaj', 'Ukupna kvota'],
    stake: ['Uplata', 'Ulog', 'Uplaćeno'],
    payout: ['Mogući dobitak', 'Moguća isplata', 'Isplata', 'Mogući dobitak'],
    primary: ['U redu', 'Zatvori', 'Nastavi', 'OK'],
    secondary: [
      ['Podijeli'],
      ['Spremi'],
      ['Podijeli', 'Spremi'],
      ['Moji listići'],
      ['Kopiraj kod'],
      ['Ponovi listić'],
    ],
    tip: 'Tip',
    odds: 'Tečaj',
    match: 'Događaj',
    today: 'Danas',
    tomorrow: 'Sutra',
    status: ['Aktivan', 'Na čekanju', 'Prihvaćen'],
    balance: ['Stanje', 'Novo stanje', 'Raspoloživo'],
    nav: ['Početna', 'Sport', 'Uživo', 'Listići', 'Profil'],
    sports: ['Nogomet', 'Košarka', 'Tenis', 'Hokej', 'Rukomet'],
    head: ['Danas', 'Sutra', 'Top ponuda', 'Super tečajevi', 'Najigranije'],
    pairsHeader: ['Događaji', 'Vaši parovi', 'Odabiri', 'Listić'],
  },
  bs: {
    title: [
      'Tiket je uplaćen',
      'Uplata uspješna',
      'Tiket je prihvaćen',
      'Uspješno ste uplatili tiket',
      'Tiket uplaćen!',
      'Čestitamo!',
    ],
    sub: [
      'Sretno!',
      'Vaš tiket je uspješno uplaćen.',
      'Tiket možete pratiti u sekciji Moji tiketi.',
      'Želimo vam puno sreće!',
    ],
    ticket: ['Tiket br.', 'Broj tiketa:', 'ID tiketa:', 'Tiket #', 'Šifra tiketa:'],
    paidAt: ['Uplaćeno:', 'Vrijeme uplate:', 'Datum:', ''],
    legs: ['Broj parova', 'Parova', 'Broj mečeva', 'Događaja'],
    total: ['Ukupna kvota', 'Kvota', 'Ukupna kvota'],
    stake: ['Uplata', 'Ulog', 'Uplaćeno'],
    payout: ['Mogući dobitak', 'Moguća isplata', 'Mogući dobitak'],
    primary: ['U redu', 'Zatvori', 'Nastavi igru', 'OK'],
    secondary: [['Podijeli'], ['Sačuvaj'], ['Podijeli', 'Sačuvaj'], ['Moji tiketi'], ['Kopiraj kod']],
    tip: 'Tip',
    odds: 'Kvota',
    match: 'Par',
    today: 'Danas',
    tomorrow: 'Sutra',
    status: ['Aktivan', 'Na čekanju', 'Prihvaćen'],
    balance: ['Stanje', 'Novo stanje', 'Raspoloživo'],
    nav: ['Početna', 'Sport', 'Uživo', 'Tiketi', 'Profil'],
    sports: ['Fudbal', 'Košarka', 'Tenis', 'Hokej', 'Rukomet'],
    head: ['Danas', 'Sutra', 'Top ponuda', 'Super kvote', 'Najigranije'],
    pairsHeader: ['Parovi', 'Vaši parovi', 'Odigrani parovi', 'Tiket'],
  },
};

const BOOKMAKERS: Record<Lang, string[]> = {
  sr: ['BetVrh', 'Kvotomat', 'Srećni Broj', 'TopTiket', 'MaxKvota'],
  hr: ['Listić Plus', 'Tečajnica', 'Kladionica Jadran', 'SuperOklada'],
  bs: ['BosnaBet', 'Kvota BH', 'Zlatni Tiket', 'StarBet BH'],
};

const PROFILE: TicketProfile = {
  lang: 'sr',
  currency: 'RSD',
  fee: false,
  sports: sportMix(14, 4, 2),
  legs: [1, 10],
  bookmakers: BOOKMAKERS.sr,
  ticketId: (rng) =>
    rng.weighted<string>([
      [ticketIds.dashed(rng), 3],
      [ticketIds.long(rng), 3],
      [ticketIds.hex(rng), 2],
      [String(rng.int(100000000, 999999999)), 2],
    ]),
};

type Shape = 'rows' | 'stack' | 'market' | 'table' | 'receipt';
type PickMode = 'code' | 'codeKI' | 'words' | 'market';
type Frame = 'center' | 'sheet' | 'tall';

interface Style {
  lang: Lang;
  w: Words;
  dec: Dec;
  sep: string;
  th: Theme;
  acc: string;
  onAcc: string;
  shape: Shape;
  pick: PickMode;
  names: NameStyle;
  vs: string;
  kick: 'full' | 'short' | 'rel' | 'time' | 'year' | 'none';
  league: boolean;
  oddsPrefix: string;
  money: (x: number) => string;
  printed: Moment;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

function kickText(k: Moment, s: Style): string {
  const day = Math.round(
    (Date.UTC(k.y, k.mo - 1, k.d) - Date.UTC(s.printed.y, s.printed.mo - 1, s.printed.d)) / 86400000,
  );
  const cap = (x: string): string => x.charAt(0).toUpperCase() + x.slice(1);
  switch (s.kick) {
    case 'none':
      return '';
    case 'full':
      return cap(fmtDate(k, 'ddd DD.MM. HH:mm', s.lang));
    case 'short':
      return fmtDate(k, 'DD.MM. HH:mm', s.lang);
    case 'year':
      return fmtDate(k, 'DD.MM.YYYY. HH:mm', s.lang);
    case 'time':
    case 'rel':
      if (day === 0) return `${s.w.today} ${pad2(k.h)}:${pad2(k.mi)}`;
      if (day === 1) return `${s.w.tomorrow} ${pad2(k.h)}:${pad2(k.mi)}`;
      return cap(fmtDate(k, s.kick === 'time' ? 'ddd HH:mm' : 'ddd DD.MM. HH:mm', s.lang));
  }
}

/** The printed pick: an optional market label and the selection. */
function pickParts(l: Leg, s: Style): { market?: string; pick: string } {
  switch (s.pick) {
    case 'code':
      return { pick: pickCode(l.bet, s.dec) };
    case 'codeKI':
      return { pick: pickCode(l.bet, s.dec, { ki: true }) };
    case 'words':
      return { pick: pickWords(l.bet, s.lang, s.dec) };
    case 'market':
      return { market: marketName(l.bet, s.lang), pick: pickChip(l.bet, s.dec) };
  }
}

const o = (x: number, s: Style): string => `${s.oddsPrefix}${fmtOdds(x, s.dec)}`;
const nm = (name: string, l: Leg, s: Style): string => esc(teamName(name, l, s.names));

function sportIcon(sport: Sport, color: string, size = 12): string {
  if (sport === 'football')
    return `<svg width="${size}" height="${size}" viewBox="0 0 12 12"><circle cx="6" cy="6" r="5.2" fill="none" stroke="${color}" stroke-width="1.1"/><path d="M6 3.4l2 1.5-.8 2.3H4.8L4 4.9z" fill="${color}"/></svg>`;
  if (sport === 'basketball')
    return `<svg width="${size}" height="${size}" viewBox="0 0 12 12"><circle cx="6" cy="6" r="5.2" fill="none" stroke="${color}" stroke-width="1.1"/><path d="M.8 6h10.4M6 .8v10.4M2.4 2.4c2 1.8 2 5.4 0 7.2M9.6 2.4c-2 1.8-2 5.4 0 7.2" fill="none" stroke="${color}" stroke-width=".9"/></svg>`;
  return `<svg width="${size}" height="${size}" viewBox="0 0 12 12"><circle cx="6" cy="6" r="5.2" fill="none" stroke="${color}" stroke-width="1.1"/><path d="M2.2 2.6c2.4 1.6 2.4 5.2 0 6.8M9.8 2.6c-2.4 1.6-2.4 5.2 0 6.8" fill="none" stroke="${color}" stroke-width=".9"/></svg>`;
}

// ---------- the legs inside the sheet ----------

function legRows(t: Ticket, s: Style, rng: Rng): string {
  const badge =
    s.pick === 'words' || s.pick === 'market' ? 'text' : rng.pick(['pill', 'square', 'text'] as const);
  const icon = rng.chance(0.5);
  return t.legs
    .map((l) => {
      const p = pickParts(l, s);
      const pk = p.market ? `${esc(p.market)}: ${esc(p.pick)}` : esc(p.pick);
      const meta = [kickText(l.kickoff, s), s.league ? esc(l.league) : ''].filter(Boolean).join(' · ');
      const pickHtml =
        badge === 'text' ? `<span class="pk-t">${pk}</span>` : `<span class="pk-${badge}">${pk}</span>`;
      return `<div class="lr"><div class="lr-m">${icon ? `<span class="ic">${sportIcon(l.sport, s.th.muted)}</span>` : ''}<div class="lr-n"><div class="nm">${nm(l.home, l, s)}${s.vs}${nm(l.away, l, s)}</div><div class="mu">${meta}</div></div></div><div class="lr-r">${pickHtml}<span class="od">${o(l.odds, s)}</span></div></div>`;
    })
    .join('');
}

function legStack(t: Ticket, s: Style, rng: Rng): string {
  const box = rng.pick(['box', 'plain', 'split'] as const);
  return t.legs
    .map((l) => {
      const p = pickParts(l, s);
      const meta = [kickText(l.kickoff, s), s.league ? esc(l.league) : ''].filter(Boolean).join(' · ');
      const market = p.market ? `<div class="mu">${esc(p.market)}</div>` : '';
      return `<div class="ls"><div class="ls-l"><div class="mu">${meta}</div><div class="nm">${nm(l.home, l, s)}</div><div class="nm">${nm(l.away, l, s)}</div>${market}</div><div class="ls-r ls-${box}"><span class="pk">${esc(p.pick)}</span><span class="od">${o(l.odds, s)}</span></div></div>`;
    })
    .join('');
}

function legMarket(t: Ticket, s: Style, rng: Rng): string {
  const label = rng.chance(0.5);
  return t.legs
    .map((l) => {
      const p = pickParts(l, s);
      const pk = p.market
        ? `${esc(p.market)}: <b class="acc">${esc(p.pick)}</b>`
        : `${label ? `${s.w.tip}: ` : ''}<b class="acc">${esc(p.pick)}</b>`;
      return `<div class="lm"><div class="lm-top"><span>${s.league ? esc(l.league) : sportIcon(l.sport, s.th.muted, 11)}</span><span>${kickText(l.kickoff, s)}</span></div><div class="nm">${nm(l.home, l, s)}${s.vs}${nm(l.away, l, s)}</div><div class="lm-b"><span class="mu">${pk}</span><span class="od">${label ? `${s.w.odds}: ` : ''}${o(l.odds, s)}</span></div></div>`;
    })
    .join('');
}

function legTable(t: Ticket, s: Style, rng: Rng): string {
  const numbered = rng.chance(0.6);
  const head = `<div class="tr th">${numbered ? '<span class="tn">#</span>' : ''}<span class="tm">${s.w.match}</span><span class="tp">${s.w.tip}</span><span class="to">${s.w.odds}</span></div>`;
  const rows = t.legs
    .map((l, i) => {
      const p = pickParts(l, s);
      const pk = p.market ? `<span class="mu">${esc(p.market)}</span><br>${esc(p.pick)}` : esc(p.pick);
      return `<div class="tr">${numbered ? `<span class="tn">${i + 1}.</span>` : ''}<span class="tm"><span class="nm">${nm(l.home, l, s)}${s.vs}${nm(l.away, l, s)}</span><br><span class="mu">${[kickText(l.kickoff, s), s.league ? esc(l.league) : ''].filter(Boolean).join(' · ')}</span></span><span class="tp">${pk}</span><span class="to">${fmtOdds(l.odds, s.dec)}</span></div>`;
    })
    .join('');
  return `<div class="tbl">${head}${rows}</div>`;
}

function legReceipt(t: Ticket, s: Style, rng: Rng): string {
  const caps = rng.chance(0.4);
  const style: NameStyle = { ...s.names, caps };
  return `<div class="rc">${t.legs
    .map((l) => {
      const p = pickParts(l, s);
      const pk = p.market ? `${esc(p.market)} ${esc(p.pick)}` : esc(p.pick);
      return `<div class="rc-l"><div class="rc-a"><span>${kickText(l.kickoff, s)}</span><span>${l.code}</span></div><div class="nm">${esc(teamName(l.home, l, style))}${s.vs}${esc(teamName(l.away, l, style))}</div><div class="rc-b"><span>${s.w.tip}: ${pk}</span><span class="od">${fmtOdds(l.odds, s.dec)}</span></div></div>`;
    })
    .join('')}</div>`;
}

// ---------- the offer page behind the sheet (distractors only) ----------

interface Fake {
  home: string;
  away: string;
  league: string;
  sport: Sport;
  odds: number[];
}

function fakeMatches(t: Ticket, rng: Rng, n: number, lang: Lang): Fake[] {
  const used = new Set<string>();
  for (const l of t.legs) {
    used.add(l.home);
    used.add(l.away);
  }
  const out: Fake[] = [];
  let guard = 0;
  while (out.length < n && guard++ < 400) {
    const sport = rng.weighted<Sport>([
      ['football', 7],
      ['basketball', 2],
      ['tennis', 1],
    ]);
    const comp = rng.pick(COMPETITIONS[sport]);
    const [home, away] = rng.shuffle(comp.teams);
    if (!home || !away || used.has(home) || used.has(away)) continue;
    used.add(home);
    used.add(away);
    const r = () => Math.round(rng.float(1.1, 6.5) * 100) / 100;
    out.push({
      home,
      away,
      sport,
      league: comp.name[lang],
      odds: sport === 'football' ? [r(), r(), r()] : [r(), r()],
    });
  }
  return out;
}

function statusBar(time: string, color: string): string {
  return `<div class="sb" style="color:${color}"><span>${time}</span><span class="sb-r"><svg width="16" height="10" viewBox="0 0 16 10" fill="${color}"><rect x="0" y="7" width="3" height="3"/><rect x="4" y="5" width="3" height="5"/><rect x="8" y="2.5" width="3" height="7.5"/><rect x="12" y="0" width="3" height="10"/></svg><span>${['4G', '5G', 'LTE', ''][time.length % 4]}</span><svg width="22" height="11" viewBox="0 0 22 11"><rect x=".5" y=".5" width="18" height="10" rx="2.5" fill="none" stroke="${color}"/><rect x="2" y="2" width="${8 + (time.charCodeAt(4) % 8)}" height="7" rx="1.2" fill="${color}"/><rect x="19.5" y="3.5" width="1.8" height="4" rx=".8" fill="${color}"/></svg></span></div>`;
}

function offerPage(t: Ticket, s: Style, rng: Rng, rowsNeeded: number): string {
  const th = s.th;
  const fakes = fakeMatches(t, rng, rowsNeeded, s.lang);
  const bal = s.money(rng.int(3, 900) * (t.currency === 'RSD' ? 100 : 1) + rng.int(0, 99) / 100);
  const rowShape = rng.pick(['stack', 'line'] as const);
  // The offer a bettor was on: the pre-match list, or the live list with minutes and scores (never truth).
  const live = rng.chance(0.3);
  const head = `<div class="pg-h" style="background:${rng.chance(0.5) ? s.acc : th.pageCard};color:${rng.chance(0.5) && !th.dark ? th.pageText : '#fff'}"><b class="pg-brand">${esc(t.bookmaker)}</b><span class="pg-bal">${rng.pick(s.w.balance)}: ${bal}</span></div>`;
  const tabs = `<div class="pg-tabs">${s.w.sports.map((x, i) => `<span class="${i === 0 ? 'on' : ''}">${x}</span>`).join('')}</div>`;
  let body = '';
  let lastLeague = '';
  fakes.forEach((f, i) => {
    if (i === 0 || (f.league !== lastLeague && rng.chance(0.6))) {
      body += `<div class="pg-lg">${i === 0 ? `<b>${rng.pick(s.w.head)}</b> · ` : ''}${esc(f.league)}</div>`;
      lastLeague = f.league;
    }
    const ko = `${pad2(rng.pick([13, 15, 17, 18, 19, 20, 21]))}:${rng.pick(['00', '30', '45'])}`;
    const labels = f.odds.length === 3 ? ['1', 'X', '2'] : ['1', '2'];
    const btns = f.odds
      .map((x, j) => `<span class="pg-o"><i>${labels[j]}</i>${num(x, s.dec)}</span>`)
      .join('');
    const fl: Leg = {
      home: f.home,
      away: f.away,
      league: f.league,
      sport: f.sport,
      kickoff: s.printed,
      bet: { key: 'ki1' },
      code: 0,
      odds: 1,
    };
    const names =
      rowShape === 'stack'
        ? `<div class="pg-n"><div>${esc(teamName(f.home, fl))}</div><div>${esc(teamName(f.away, fl))}</div></div>`
        : `<div class="pg-n"><div>${esc(teamName(f.home, fl))} - ${esc(teamName(f.away, fl))}</div></div>`;
    const when = live
      ? `<b class="pg-live">${rng.int(1, 88)}'</b><br><small>${f.sport === 'football' ? `${rng.int(0, 3)}:${rng.int(0, 2)}` : f.sport === 'basketball' ? `${rng.int(20, 80)}:${rng.int(20, 80)}` : `${rng.int(0, 1)}:${rng.int(0, 1)}`}</small>`
      : `${ko}<br><small>+${rng.int(40, 980)}</small>`;
    body += `<div class="pg-r"><span class="pg-t">${when}</span>${names}<div class="pg-os">${btns}</div></div>`;
  });
  const nav = `<div class="pg-nav">${s.w.nav.map((x, i) => `<span class="${i === 3 ? 'on' : ''}"><i></i>${x}</span>`).join('')}</div>`;
  return `<div class="pg">${statusBar(fmtDate(s.printed, 'HH:mm'), th.dark ? '#fff' : '#111')}${head}${tabs}${body}</div>${rng.chance(0.7) ? nav : ''}`;
}

// ---------- the whole screen ----------

function render(t: Ticket, width: number, rng: Rng): string {
  const lang = drawLang(rng);
  const fee = lang === 'sr' && rng.chance(0.2);
  if (lang !== t.lang || fee) redrawTicket(t, rng, { ...PROFILE, lang, fee, bookmakers: BOOKMAKERS[lang] });
  const w = WORDS[lang];
  const dark = rng.chance(0.5);
  const th = rng.pick(dark ? DARK : LIGHT);
  const [acc, onAcc] = rng.pick(ACCENTS);
  const dec: Dec = rng.chance(0.7) ? ',' : '.';
  const sep = dec === ',' ? rng.pick(['.', '.', ' ']) : rng.pick([',', '']);
  const cur = {
    RSD: rng.pick(['RSD', 'RSD', 'din', 'din.']),
    EUR: rng.pick(['€', 'EUR', '€']),
    BAM: rng.pick(['KM', 'KM', 'BAM']),
  }[t.currency];
  const curFirst = cur === '€' && rng.chance(0.3);
  const money = (x: number): string =>
    curFirst ? `${cur}${num(x, dec, sep)}` : `${num(x, dec, sep)} ${cur}`;
  const shape = rng.weighted<Shape>([
    ['rows', 3],
    ['stack', 3],
    ['market', 3],
    ['table', 2],
    ['receipt', 2],
  ]);
  const pick: PickMode =
    shape === 'market'
      ? rng.weighted<PickMode>([
          ['market', 4],
          ['code', 2],
          ['codeKI', 1],
        ])
      : shape === 'stack'
        ? rng.weighted<PickMode>([
            ['code', 4],
            ['codeKI', 2],
            ['market', 2],
          ])
        : rng.weighted<PickMode>([
            ['code', 3],
            ['codeKI', 2],
            ['words', 2],
            ['market', 1],
          ]);
  const s: Style = {
    lang,
    w,
    dec,
    sep,
    th,
    acc,
    onAcc,
    shape,
    pick,
    names: { shortPlayers: rng.chance(0.6), caps: rng.chance(0.08) },
    vs: rng.pick([' - ', ' - ', ' – ', ' vs ', ' : ']),
    // Some confirmations leave the kickoff out; the league then stands alone, or nothing does.
    kick: rng.weighted<Style['kick']>([
      ['full', 3],
      ['short', 3],
      ['rel', 3],
      ['time', 2],
      ['year', 1],
      ['none', 1],
    ]),
    league: rng.chance(0.45),
    oddsPrefix: rng.chance(0.2) ? '@' : '',
    money,
    printed: t.printedAt,
  };
  // Relative days need the date the ticket was paid on the sheet, which the header always prints then.
  const frame = rng.weighted<Frame>([
    ['center', 5],
    ['sheet', 4],
    ['tall', 2],
  ]);
  const font = rng.pick(FONTS);
  const base = rng.int(12, 15);
  const nameWeight = rng.pick([600, 700, 400]);
  const radius = rng.pick([10, 14, 18, 22]);
  const dim = rng.pick([0.3, 0.38, 0.45, 0.55, 0.62, 0.7, 0.78]);
  const blur = rng.weighted<number>([
    [0, 4],
    [1.5, 2],
    [3, 2],
    [5, 1],
  ]);

  // Header of the sheet.
  const iconKind = rng.pick(['check', 'ring', 'band', 'none'] as const);
  const checkSvg = (fill: string, stroke: string, sz: number): string =>
    `<svg width="${sz}" height="${sz}" viewBox="0 0 48 48"><circle cx="24" cy="24" r="22" fill="${fill}" stroke="${stroke}" stroke-width="${fill === 'none' ? 3 : 0}"/><path d="M14 24.5l7 7 13-14" fill="none" stroke="${fill === 'none' ? stroke : onAcc}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
  const icon =
    iconKind === 'check'
      ? `<div class="hic">${checkSvg(acc, acc, rng.int(44, 64))}</div>`
      : iconKind === 'ring'
        ? `<div class="hic">${checkSvg('none', acc, rng.int(40, 56))}</div>`
        : '';
  const title = rng.pick(w.title);
  const idLabel = rng.pick(w.ticket);
  const idLine = `${idLabel}${idLabel.endsWith('#') ? '' : ' '}<b>${esc(t.ticketId)}</b>`;
  const paidLabel = rng.pick(w.paidAt);
  const paid = `${paidLabel ? `${paidLabel} ` : ''}${fmtDate(t.printedAt, rng.pick(['DD.MM.YYYY. HH:mm', 'DD.MM.YYYY HH:mm:ss', 'DD.MM. HH:mm']))}`;
  const subLine = rng.chance(0.5) ? `<div class="hsub">${rng.pick(w.sub)}</div>` : '';
  const status = rng.chance(0.4) ? `<span class="stb">${rng.pick(w.status)}</span>` : '';
  const closeX = rng.chance(0.5) ? '<span class="cx">×</span>' : '';
  const headerCentered = iconKind !== 'band' && rng.chance(0.75);
  const header =
    iconKind === 'band'
      ? `<div class="band">${checkSvg(onAcc === '#ffffff' ? 'rgba(255,255,255,.25)' : 'rgba(0,0,0,.15)', onAcc, 30)}<div><div class="btitle">${title}</div><div class="bsub">${idLine}</div></div>${closeX}</div><div class="hmeta">${paid}${status}</div>`
      : `<div class="hd ${headerCentered ? 'hc' : ''}">${closeX}${icon}<div class="htitle">${title}</div>${subLine}<div class="hid">${idLine}${status}</div><div class="hpaid">${paid}</div></div>`;

  // Legs.
  const legsHtml = {
    rows: legRows,
    stack: legStack,
    market: legMarket,
    table: legTable,
    receipt: legReceipt,
  }[shape](t, s, rng);
  const pairsHeader = rng.chance(0.55)
    ? `<div class="ph"><span>${rng.pick(w.pairsHeader)}${rng.chance(0.5) ? ` (${t.legs.length})` : ''}</span>${rng.chance(0.4) ? `<span class="mu">${esc(t.bookmaker)}</span>` : ''}</div>`
    : '';

  // Sums.
  const sumShape = rng.pick(['rows', 'grid', 'big'] as const);
  const lLegs = rng.pick(w.legs);
  const lTot = rng.pick(w.total);
  const lStake = rng.pick(w.stake);
  const lPay = rng.pick(w.payout);
  const feeRows = t.feePct
    ? `<div class="sr"><span>Manipulativni troškovi (${t.feePct}%)</span><span>${money(t.fee)}</span></div><div class="sr"><span>${rng.pick(['Uplata nakon troškova', 'Za igru', 'Iznos za igru'])}</span><span>${money(t.stakeAfterFee)}</span></div>`
    : '';
  const showLegs = rng.chance(0.7);
  let sums: string;
  if (sumShape === 'grid') {
    const cell = (l: string, v: string, cls = ''): string =>
      `<div class="gc ${cls}"><span>${l}</span><b>${v}</b></div>`;
    sums = `<div class="sg">${showLegs ? cell(lLegs, String(t.legs.length)) : ''}${cell(lTot, fmtOdds(t.totalOdds, dec))}${cell(lStake, money(t.stake))}${cell(lPay, money(t.payout), 'gp')}</div>${feeRows ? `<div class="sums">${feeRows}</div>` : ''}`;
  } else if (sumShape === 'big') {
    sums = `<div class="sums">${showLegs ? `<div class="sr"><span>${lLegs}</span><span>${t.legs.length}</span></div>` : ''}<div class="sr"><span>${lTot}</span><b>${fmtOdds(t.totalOdds, dec)}</b></div><div class="sr"><span>${lStake}</span><span>${money(t.stake)}</span></div>${feeRows}</div><div class="bigpay"><span>${lPay}</span><b>${money(t.payout)}</b></div>`;
  } else {
    sums = `<div class="sums">${showLegs ? `<div class="sr"><span>${lLegs}</span><span>${t.legs.length}</span></div>` : ''}<div class="sr"><span>${lTot}</span><b>${fmtOdds(t.totalOdds, dec)}</b></div><div class="sr"><span>${lStake}</span><span>${money(t.stake)}</span></div>${feeRows}<div class="sr sp"><span>${lPay}</span><b>${money(t.payout)}</b></div></div>`;
  }
  const extra = rng.chance(0.3)
    ? `<div class="ex">${rng.pick(w.balance)}: ${money(rng.int(2, 600) * (t.currency === 'RSD' ? 100 : 1) + rng.int(0, 99) / 100)}</div>`
    : rng.chance(0.25)
      ? `<div class="ex">${rng.pick(lang === 'sr' ? ['Kod za deljenje', 'Kod tiketa', 'Brzi kod'] : lang === 'hr' ? ['Kod za dijeljenje', 'Kod listića', 'Brzi kod'] : ['Kod za dijeljenje', 'Kod tiketa', 'Brzi kod'])}: <b>${'ABCDEFGHJKLMNPRSTUVZ'[rng.int(0, 19)]}${rng.int(100, 999)}${'ABCDEFGHJKLMNPRSTUVZ'[rng.int(0, 19)]}${rng.int(10, 99)}</b></div>`
      : '';

  // Buttons.
  const second = rng.pick(w.secondary);
  const primary = rng.pick(w.primary);
  // Filled and outlined buttons side by side or stacked, or an iOS-like alert's text buttons under a hairline.
  const btnKind =
    frame === 'center' ? rng.pick(['row', 'stack', 'ios'] as const) : rng.pick(['row', 'stack'] as const);
  const buttons =
    btnKind === 'ios'
      ? `<div class="ios">${[...second, primary].map((b, i, a) => `<span class="${i === a.length - 1 ? 'i1' : ''}">${b}</span>`).join('')}</div>`
      : `<div class="btns ${btnKind === 'stack' ? 'bst' : ''}">${second.map((b) => `<span class="b2">${b}</span>`).join('')}<span class="b1">${primary}</span></div>`;
  // A heads-up notification from the app on a few screens, repeating the ticket's sums.
  const notify =
    frame !== 'tall' && rng.chance(0.12)
      ? `<div class="hu"><div class="hu-a"><b>${esc(t.bookmaker)}</b><span>${lang === 'sr' ? 'sada' : 'sad'}</span></div><div>${lang === 'hr' ? 'Listić' : 'Tiket'} ${esc(t.ticketId)} ${lang === 'hr' ? 'je uplaćen' : 'je uplaćen'}. ${rng.pick(w.payout)}: ${money(t.payout)}</div></div>`
      : '';

  // Confetti dots on a few celebratory sheets.
  let confetti = '';
  if (iconKind !== 'band' && rng.chance(0.25)) {
    const cols = [acc, '#ff4d6d', '#ffd166', '#06d6a0', '#4cc9f0'];
    for (let i = 0; i < 12; i++)
      confetti += `<i class="cf" style="left:${rng.chance(0.5) ? rng.int(2, 30) : rng.int(68, 96)}%;top:${rng.int(0, 48)}px;background:${rng.pick(cols)};transform:rotate(${rng.int(0, 180)}deg)"></i>`;
  }

  // The ticket's code as a QR or a barcode on a few sheets.
  const code = rng.chance(0.15)
    ? `<div class="qr">${rng.chance(0.6) ? qr(rng, rng.int(72, 96), th.dark ? '#e8e8e8' : '#111') : barcode(rng, 220, 44, th.dark ? '#e8e8e8' : '#111')}</div>`
    : '';
  const sheetInner = `${confetti}${frame !== 'center' && iconKind !== 'band' ? '<div class="grab"></div>' : ''}${header}${pairsHeader}<div class="legs">${legsHtml}</div>${sums}${code}${extra}${buttons}`;

  // Layout of the screen.
  const minH = Math.round(width * rng.float(1.95, 2.17));
  const topGap = frame === 'sheet' ? rng.int(120, 260) : frame === 'tall' ? rng.int(38, 64) : 0;
  const rowH = 58;
  const rowsNeeded = Math.ceil((minH + t.legs.length * 70 + 400) / rowH);
  const bg = offerPage(t, s, rng, rowsNeeded);
  const toast =
    rng.chance(0.2) && frame !== 'center'
      ? `<div class="toast">${rng.pick(lang === 'hr' ? ['Listić je spremljen', 'Kod je kopiran'] : ['Tiket je sačuvan', 'Kod je kopiran'])}</div>`
      : '';
  const statusOver = frame === 'center' && rng.chance(0.5);

  const muted2 = th.muted;
  const css = `
#ticket{position:relative;width:100%;min-height:${minH}px;overflow:hidden;background:${th.pageBg};font:${base}px/1.3 ${font};color:${th.text}}
.bgw{position:absolute;inset:0;overflow:hidden;${blur ? `filter:blur(${blur}px);` : ''}}
.pg{background:${th.pageBg};color:${th.pageText};font-size:${base}px}
.sb{display:flex;justify-content:space-between;align-items:center;padding:6px 16px 4px;font-size:13px;font-weight:bold}
.sb-r{display:flex;gap:5px;align-items:center;font-size:11px}
.pg-h{display:flex;justify-content:space-between;align-items:center;padding:10px 14px}
.pg-brand{font-size:18px}.pg-bal{font-size:12px;opacity:.9}
.pg-tabs{display:flex;gap:16px;padding:9px 14px;background:${th.pageCard};border-bottom:1px solid ${th.line};font-size:13px;color:${th.pageMuted}}
.pg-tabs .on{color:${acc};font-weight:bold}
.pg-lg{padding:8px 14px 5px;font-size:12px;color:${th.pageMuted}}
.pg-r{display:flex;align-items:center;gap:8px;padding:8px 12px;background:${th.pageCard};border-bottom:1px solid ${th.line};min-height:${rowH}px}
.pg-t{width:40px;font-size:11px;color:${th.pageMuted};line-height:1.25}.pg-live{color:#e5383b}
.pg-n{flex:1;font-size:13px;line-height:1.35;min-width:0}
.pg-os{display:flex;gap:4px}
.pg-o{display:flex;flex-direction:column;align-items:center;min-width:44px;padding:3px 4px;border-radius:6px;background:${th.pageOdd};font-weight:bold;font-size:12px}
.pg-o i{font-style:normal;font-weight:normal;font-size:10px;color:${th.pageMuted}}
.pg-nav{position:absolute;left:0;right:0;bottom:0;display:flex;justify-content:space-around;padding:7px 0 12px;background:${th.pageCard};border-top:1px solid ${th.line};font-size:10px;color:${th.pageMuted}}
.pg-nav span{display:flex;flex-direction:column;align-items:center;gap:3px}.pg-nav i{width:18px;height:18px;border-radius:5px;border:2px solid currentColor}
.pg-nav .on{color:${acc}}
.dim{position:absolute;inset:0;background:rgba(0,0,0,${dim})}
.fg{position:relative;z-index:2;min-height:${minH}px;display:flex;flex-direction:column;${frame === 'center' ? `justify-content:center;padding:${notify ? rng.int(80, 96) : rng.int(36, 70)}px ${rng.int(12, 26)}px` : `padding-top:${topGap}px;justify-content:flex-end`}}
.fg>.sbo{position:absolute;top:0;left:0;right:0}
.sheet{position:relative;background:${th.sheet};color:${th.text};border-radius:${frame === 'center' ? `${radius}px` : `${radius + 4}px ${radius + 4}px 0 0`};padding:${frame === 'center' ? 16 : 10}px 16px ${frame === 'center' ? 16 : 24}px;box-shadow:0 10px 40px rgba(0,0,0,.35);overflow:hidden;${frame !== 'center' ? 'flex:0 0 auto' : ''}}
.grab{width:40px;height:5px;border-radius:3px;background:${th.line};margin:0 auto 10px}
.cf{position:absolute;width:7px;height:11px;border-radius:1px;opacity:.9}
.hd{position:relative;margin-bottom:10px}.hd.hc{text-align:center}
.hic{margin:4px 0 8px}
.htitle{font-size:${base + 6}px;font-weight:bold}
.hsub{color:${muted2};margin-top:3px;font-size:${base - 1}px}
.hid{margin-top:8px;font-size:${base - 1}px;color:${muted2}}.hid b{color:${th.text};font-weight:bold}
.hpaid{font-size:${base - 2}px;color:${muted2};margin-top:2px}
.stb{display:inline-block;margin-left:8px;padding:1px 8px;border-radius:10px;font-size:${base - 3}px;font-weight:bold;background:${acc}33;color:${th.dark ? acc : th.text};vertical-align:1px}
.cx{position:absolute;right:0;top:-2px;font-size:24px;color:${muted2};line-height:1}
.band{position:relative;display:flex;gap:10px;align-items:center;margin:-16px -16px 8px;padding:14px 16px;background:${acc};color:${onAcc}}
.sheet .band{${frame === 'center' ? '' : 'margin-top:-10px'}}
.band .cx{color:${onAcc};top:10px;right:12px}
.btitle{font-size:${base + 4}px;font-weight:bold}.bsub{font-size:${base - 1}px;opacity:.9}
.hmeta{font-size:${base - 2}px;color:${muted2};margin-bottom:8px}
.ph{display:flex;justify-content:space-between;font-weight:bold;font-size:${base - 1}px;padding:6px 0;border-bottom:1px solid ${th.line};text-transform:${rng.chance(0.4) ? 'uppercase' : 'none'}}
.ph .mu{font-weight:normal}
.mu{color:${muted2};font-size:${base - 2}px}
.nm{font-weight:${nameWeight};font-size:${base}px}
.od{font-weight:bold;white-space:nowrap}
.acc{color:${th.dark ? acc : th.text}}
.legs{margin-bottom:8px}
.lr{display:flex;gap:8px;align-items:center;padding:7px 0;border-bottom:1px solid ${th.line}}
.lr-m{flex:1;display:flex;gap:6px;align-items:flex-start;min-width:0}.ic{padding-top:2px}
.lr-r{display:flex;gap:8px;align-items:center}
.pk-pill{padding:2px 8px;border-radius:10px;background:${acc};color:${onAcc};font-weight:bold;font-size:${base - 2}px;white-space:nowrap}
.pk-square{padding:2px 6px;border-radius:4px;border:1px solid ${acc};color:${th.dark ? acc : th.text};font-weight:bold;font-size:${base - 2}px;white-space:nowrap}
.pk-t{color:${th.dark ? acc : th.text};font-weight:bold;font-size:${base - 1}px;max-width:130px;text-align:right}
.lr .od{min-width:40px;text-align:right}
.ls{display:flex;gap:10px;align-items:center;padding:8px 0;border-bottom:1px solid ${th.line}}
.ls-l{flex:1;min-width:0}
.ls-r{display:flex;flex-direction:column;align-items:center;min-width:58px;padding:5px 6px;border-radius:8px}
.ls-box{background:${th.sheet2}}.ls-box .pk{color:${th.dark ? acc : th.text}}
.ls-split{border:1px solid ${th.line};padding:0;overflow:hidden}.ls-split .pk{background:${acc};color:${onAcc};width:100%;text-align:center;padding:2px 4px}.ls-split .od{padding:3px 4px}
.ls-plain .pk{font-size:${base - 2}px;color:${muted2}}
.ls .pk{font-weight:bold}
.lm{padding:8px 10px;margin-bottom:6px;border-radius:8px;background:${th.sheet2}}
.lm-top{display:flex;justify-content:space-between;gap:8px;font-size:${base - 3}px;color:${muted2};margin-bottom:2px}
.lm-b{display:flex;justify-content:space-between;align-items:baseline;margin-top:3px;gap:8px}
.tbl{font-size:${base - 1}px}
.tr{display:flex;gap:6px;padding:6px 0;border-bottom:1px solid ${th.line};align-items:flex-start}
.th{color:${muted2};font-size:${base - 3}px;text-transform:uppercase}
.tn{width:18px;color:${muted2}}.tm{flex:1;min-width:0}.tp{width:${pick === 'words' ? 92 : 62}px;text-align:center;font-weight:bold}.to{width:44px;text-align:right;font-weight:bold}
.tr .nm{font-size:${base - 1}px}
.rc{background:${th.sheet2};border-radius:6px;padding:2px 10px;${rng.chance(0.5) ? `border-left:3px solid ${acc};` : ''}font-family:${rng.chance(0.5) ? "'DejaVu Sans Mono',monospace" : font};font-size:${base - 2}px}
.rc-l{padding:6px 0;border-bottom:1px dashed ${th.line}}.rc-l:last-child{border-bottom:0}
.rc-a{display:flex;justify-content:space-between;color:${muted2};font-size:${base - 3}px}
.rc-b{display:flex;justify-content:space-between;gap:8px}
.rc .nm{font-size:${base - 1}px}
.sums{padding:4px 0}
.sr{display:flex;justify-content:space-between;gap:8px;padding:3px 0}.sr span:first-child{color:${muted2}}
.sp{font-size:${base + 2}px;border-top:1px solid ${th.line};margin-top:4px;padding-top:7px}.sp b{color:${th.dark ? acc : th.text}}
.sg{display:grid;grid-template-columns:1fr 1fr;gap:6px;margin:6px 0}
.gc{background:${th.sheet2};border-radius:8px;padding:6px 9px;display:flex;flex-direction:column}.gc span{font-size:${base - 3}px;color:${muted2}}
.gp{background:${acc};color:${onAcc}}.gp span{color:${onAcc};opacity:.85}
.bigpay{text-align:center;margin:6px 0;padding:8px;border-radius:10px;border:1px ${rng.chance(0.5) ? 'dashed' : 'solid'} ${acc}}
.bigpay span{display:block;font-size:${base - 2}px;color:${muted2}}.bigpay b{font-size:${base + 9}px;color:${th.dark ? acc : th.text}}
.qr{text-align:center;margin:8px 0 2px}.qr svg{display:inline-block}
.ex{font-size:${base - 2}px;color:${muted2};text-align:center;margin:4px 0}
.btns{display:flex;gap:8px;margin-top:12px}.btns span{flex:1;text-align:center;padding:11px 6px;border-radius:${rng.pick([6, 10, 24])}px;font-weight:bold}
.bst{flex-direction:column-reverse}
.ios{display:flex;margin:14px -16px -16px;border-top:1px solid ${th.line}}.ios span{flex:1;text-align:center;padding:12px 4px;color:${th.dark ? acc : '#0a6cff'};border-left:1px solid ${th.line}}.ios span:first-child{border-left:0}.ios .i1{font-weight:bold}
.hu{position:absolute;z-index:4;top:8px;left:8px;right:8px;background:${th.dark ? 'rgba(60,62,68,.96)' : 'rgba(248,248,250,.97)'};color:${th.dark ? '#eee' : '#111'};border-radius:14px;padding:9px 12px;font-size:${base - 2}px;box-shadow:0 4px 16px rgba(0,0,0,.3)}
.hu-a{display:flex;justify-content:space-between;font-size:${base - 3}px;opacity:.8;margin-bottom:2px}
.b1{background:${acc};color:${onAcc}}
.b2{border:1px solid ${th.dark ? '#ffffff40' : th.line};color:${th.text}}
.toast{position:absolute;left:50%;transform:translateX(-50%);top:${Math.max(20, topGap - 46)}px;z-index:3;background:${th.dark ? '#e8e8e8' : '#2d2f33'};color:${th.dark ? '#111' : '#fff'};padding:8px 14px;border-radius:18px;font-size:${base - 2}px;white-space:nowrap}
`;
  const body = `<div id="ticket"><div class="bgw">${bg}</div><div class="dim"></div>${toast}${notify}<div class="fg">${statusOver ? `<div class="sbo">${statusBar(fmtDate(t.printedAt, 'HH:mm'), '#fff')}</div>` : ''}<div class="sheet">${sheetInner}</div></div></div>`;
  return page(css, body);
}

export const appConfirmModal: Layout = {
  name: 'app-confirm-modal',
  medium: 'screen',
  width: [360, 430],
  scale: 2,
  profile: PROFILE,
  render,
};
