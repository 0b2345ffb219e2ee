// A phone screenshot of the confirmation e-mail a bookmaker sends after a bet is placed, open in a mail app.
// Per ticket (its rng): the mail app (Gmail-like, Outlook-like or iOS-Mail-like), light or dark chrome, the HTML mail
// kept white or darkened by the app, a responsive mail or a wide 520–620 px template shrunk to the phone's width
// (small type), or a plain-text mail; the bookmaker's banner, greeting, ticket id and time paid, the legs as an
// e-mail table, stacked blocks, two-column rows or text lines, the picks as codes, market + selection or phrases,
// the sums (the 5 % fee on some Serbian tickets), then promos (one may advertise a boosted match that is NOT on
// the ticket), app badges, a responsible-gambling footer and unsubscribe links. Some screenshots are scrolled so
// the app's subject/sender header (and part of the banner) is cut off, and many end part-way through the promos.
// Language drawn per ticket (sr RSD, hr EUR, bs KM) with redrawTicket; the truth is written from that ticket.
import type { Rng } from '../../../rng';
import { COMPETITIONS, type Lang } from '../../teams';
import {
  esc,
  fmtDate,
  marketName,
  num,
  odds,
  pickChip,
  pickCode,
  pickWords,
  teamName,
  type Dec,
} from '../../text';
import { momentFrom, momentMs, type Leg, type Moment, type Ticket, type TicketProfile } from '../../ticket';
import { drawLang, redrawTicket, sportMix } from '../parts';
import { page, type Layout } from '../types';

const BOOKMAKERS: Record<Lang, readonly string[]> = {
  sr: ['Kvotomat', 'TipArena', 'Srećni Gol', 'BetKula', 'Oklada Plus', 'Zlatni Tiket'],
  hr: ['Tečajko', 'Jadran Bet', 'Okladnica', 'SportKlik', 'Plavi Listić'],
  bs: ['BosnaTip', 'Most Bet BH', 'Kladionica Sedra', 'GoalBet BH', 'Drina Tip'],
};
const TLD: Record<Lang, string> = { sr: 'rs', hr: 'hr', bs: 'ba' };

const PROFILE: TicketProfile = {
  lang: 'sr',
  currency: 'RSD',
  fee: false,
  sports: sportMix(74, 16, 10),
  legs: [1, 10],
  bookmakers: BOOKMAKERS.sr,
  ticketId: (rng, at) =>
    rng.pick([
      () => `${fmtDate(at, 'YYMMDD')}-${rng.int(1000, 9999)}-${rng.int(100000, 999999)}`,
      () => String(rng.int(100000000, 999999999)) + String(rng.int(100, 999)),
      () => `T-${rng.int(10000000, 99999999)}`,
      () =>
        Array.from({ length: 10 }, () => '0123456789ABCDEFGHJKLMNPRSTUVZ'[rng.int(0, 29)])
          .join('')
          .replace(/(.{5})(?!$)/g, '$1-'),
    ])(),
};

// ------------------------------------------------------------------ words

interface Words {
  subjects: readonly string[];
  titles: readonly string[];
  dear: (name: string, female: boolean) => string;
  intro: (date: string, time: string) => string;
  ticketNo: string;
  placed: string;
  type: string;
  combo: string;
  single: string;
  channel: string;
  channels: readonly string[];
  account: string;
  legs: string;
  odds: string;
  stake: string;
  fee: string;
  afterFee: string;
  payout: readonly string[];
  kickoff: readonly string[];
  match: readonly string[];
  market: string;
  pick: string;
  oddsCol: string;
  bet: string;
  view: readonly string[];
  luck: readonly string[];
  team: (bk: string) => string;
  inbox: string;
  me: string;
  to: string;
  reply: string;
  forward: string;
  ago: (m: number) => string;
  today: string;
  taxNote: string;
  rg: readonly string[];
  why: string;
  unsub: readonly string[];
  prefs: string;
  privacy: string;
  clipped: string;
  showAll: string;
  promos: readonly (readonly [string, string, string])[];
  boost: string;
  instead: string;
  appGet: string;
  cashout: string;
  balance: string;
}

const SR: Words = {
  subjects: [
    'Vaš tiket je uplaćen',
    'Potvrda uplate tiketa',
    'Tiket br. {id} je uplaćen',
    'Uspešna uplata tiketa ✔',
  ],
  titles: ['Vaš tiket je uplaćen!', 'Potvrda uplate', 'Tiket je uspešno uplaćen', 'Hvala na uplati!'],
  dear: (n, f) => `${f ? 'Poštovana' : 'Poštovani'} ${n},`,
  intro: (d, t) =>
    `Vaš tiket je uspešno uplaćen ${d} u ${t}. U nastavku se nalaze detalji tiketa. Status tiketa možete pratiti u sekciji „Moji tiketi“.`,
  ticketNo: 'Broj tiketa',
  placed: 'Vreme uplate',
  type: 'Tip tiketa',
  combo: 'Kombinacija',
  single: 'Singl',
  channel: 'Kanal uplate',
  channels: ['Internet', 'Mobilna aplikacija', 'Web'],
  account: 'Korisnik',
  legs: 'Broj parova',
  odds: 'Ukupna kvota',
  stake: 'Uplata',
  fee: 'Manipulativni troškovi (5%)',
  afterFee: 'Uplata za igru',
  payout: ['Mogući dobitak', 'Mogući dobitak', 'Potencijalni dobitak'],
  kickoff: ['Početak', 'Vreme', 'Datum'],
  match: ['Par', 'Događaj', 'Utakmica'],
  market: 'Igra',
  pick: 'Tip',
  oddsCol: 'Kvota',
  bet: 'Igra / Tip',
  view: ['Pogledaj tiket', 'Prikaži tiket', 'Moji tiketi'],
  luck: ['Srećno!', 'Želimo vam puno sreće!', 'Srećno i igrajte odgovorno!'],
  team: (bk) => `Vaš ${bk} tim`,
  inbox: 'Primljeno',
  me: 'meni',
  to: 'Za',
  reply: 'Odgovori',
  forward: 'Prosledi',
  ago: (m) => `pre ${m} min`,
  today: 'Danas u',
  taxNote: 'Porez na dobitak obračunava se prilikom isplate u skladu sa zakonom.',
  rg: [
    'Igre na sreću mogu izazvati zavisnost. Igrajte odgovorno. Zabranjeno za mlađe od 18 godina.',
    '18+ Igraj odgovorno. Ako osećaš da igra više nije zabava, potraži pomoć.',
  ],
  why: 'Ovu poruku ste primili jer ste uplatili tiket sa svog korisničkog naloga.',
  unsub: ['Odjavi se', 'Odjavite se sa liste', 'Ne želim više da primam ove poruke'],
  prefs: 'Podešavanja obaveštenja',
  privacy: 'Politika privatnosti',
  clipped: '[Poruka je skraćena]',
  showAll: 'Prikaži celu poruku',
  promos: [
    ['Bonus 100% na prvu uplatu', 'Do 10.000 RSD dobrodošlice za nove igrače.', 'Preuzmi bonus'],
    ['Dupla kvota vikendom', 'Svake subote izabrani parovi sa uvećanom kvotom.', 'Pogledaj ponudu'],
    ['Cash out je tu', 'Isplati tiket pre kraja poslednjeg meča u sekciji Moji tiketi.', 'Saznaj više'],
    ['Preporuči prijatelja', 'Pozovi prijatelja i osvoji 1.000 RSD freebet.', 'Pozovi'],
  ],
  boost: 'Super kvota dana',
  instead: 'umesto',
  appGet: 'Preuzmi aplikaciju',
  cashout: 'Stanje računa',
  balance: 'Stanje',
};

const HR: Words = {
  ...SR,
  subjects: [
    'Listić zaprimljen',
    'Potvrda uplate listića',
    'Vaš listić br. {id}',
    'Listić je uspješno uplaćen',
  ],
  titles: ['Vaš listić je zaprimljen', 'Potvrda uplate', 'Listić uspješno uplaćen', 'Hvala na uplati!'],
  dear: (n, f) => `${f ? 'Poštovana' : 'Poštovani'} ${n},`,
  intro: (d, t) =>
    `Vaš listić je uspješno uplaćen ${d} u ${t}. U nastavku možete pronaći pojedinosti listića. Status listića pratite u izborniku „Moji listići“.`,
  ticketNo: 'Broj listića',
  placed: 'Vrijeme uplate',
  type: 'Vrsta listića',
  channels: ['Internet', 'Mobilna aplikacija', 'Online'],
  stake: 'Ulog',
  odds: 'Ukupni tečaj',
  payout: ['Mogući dobitak', 'Moguća isplata', 'Mogući dobitak'],
  kickoff: ['Početak', 'Vrijeme', 'Datum'],
  match: ['Događaj', 'Susret', 'Utakmica'],
  market: 'Oklada',
  pick: 'Tip',
  oddsCol: 'Tečaj',
  bet: 'Oklada',
  view: ['Pogledaj listić', 'Prikaži listić', 'Moji listići'],
  luck: ['Sretno!', 'Želimo vam puno sreće!', 'Sretno i igrajte odgovorno!'],
  team: (bk) => `Vaš ${bk} tim`,
  inbox: 'Pristigla pošta',
  forward: 'Proslijedi',
  ago: (m) => `prije ${m} min`,
  today: 'Danas u',
  taxNote: 'Iznos mogućeg dobitka prikazan je prije oporezivanja.',
  rg: [
    'Igre na sreću mogu izazvati ovisnost. Igrajte odgovorno. Zabranjeno za osobe mlađe od 18 godina.',
    '18+ Igraj odgovorno. Ako igra prestane biti zabava, zatraži pomoć.',
  ],
  why: 'Ovu poruku primili ste jer ste uplatili listić putem svog korisničkog računa.',
  unsub: ['Odjava', 'Odjavite se s popisa', 'Ne želim više primati ove poruke'],
  prefs: 'Postavke obavijesti',
  privacy: 'Pravila privatnosti',
  clipped: '[Poruka je skraćena]',
  showAll: 'Prikaži cijelu poruku',
  promos: [
    ['Bonus 100% na prvu uplatu', 'Do 100 € dobrodošlice za nove igrače.', 'Preuzmi bonus'],
    ['Dupli tečaj vikendom', 'Svake subote odabrani susreti s uvećanim tečajem.', 'Pogledaj ponudu'],
    ['Cash out', 'Isplatite listić prije kraja posljednjeg susreta.', 'Saznaj više'],
    ['Preporuči prijatelja', 'Pozovi prijatelja i osvoji 10 € besplatne oklade.', 'Pozovi'],
  ],
  boost: 'Super tečaj dana',
  instead: 'umjesto',
  appGet: 'Preuzmi aplikaciju',
  cashout: 'Stanje računa',
};

const BS: Words = {
  ...SR,
  subjects: ['Tiket je uspješno uplaćen', 'Potvrda uplate', 'Vaš tiket br. {id}', 'Uplata tiketa ✔'],
  titles: ['Vaš tiket je uplaćen', 'Potvrda uplate', 'Tiket je uspješno uplaćen', 'Hvala na uplati!'],
  intro: (d, t) =>
    `Vaš tiket je uspješno uplaćen ${d} u ${t}. Detalji tiketa su u nastavku. Tiket možete pratiti u sekciji „Moji tiketi“.`,
  placed: 'Vrijeme uplate',
  kickoff: ['Početak', 'Vrijeme', 'Datum'],
  luck: ['Sretno!', 'Želimo vam puno sreće!', 'Sretno i igrajte odgovorno!'],
  forward: 'Proslijedi',
  ago: (m) => `prije ${m} min`,
  taxNote: 'Porez na dobitak obračunava se prilikom isplate.',
  rg: [
    'Igre na sreću mogu izazvati ovisnost. Igrajte odgovorno. Zabranjeno za osobe mlađe od 18 godina.',
    '18+ Igraj odgovorno.',
  ],
  why: 'Ovu poruku ste primili jer ste uplatili tiket sa svog korisničkog računa.',
  unsub: ['Odjavi se', 'Odjava sa liste', 'Ne želim više primati ove poruke'],
  prefs: 'Postavke obavještenja',
  showAll: 'Prikaži cijelu poruku',
  promos: [
    ['Bonus 100% na prvu uplatu', 'Do 200 KM dobrodošlice za nove igrače.', 'Preuzmi bonus'],
    ['Duple kvote vikendom', 'Svake subote odabrani parovi sa uvećanom kvotom.', 'Pogledaj ponudu'],
    ['Cash out', 'Isplati tiket prije kraja posljednjeg meča.', 'Saznaj više'],
    ['Preporuči prijatelja', 'Pozovi prijatelja i osvoji 10 KM freebet.', 'Pozovi'],
  ],
  instead: 'umjesto',
};

const WORDS: Record<Lang, Words> = { sr: SR, hr: HR, bs: BS };

/** A forwarded copy's own lines, and the blocked-images notice. */
const FWD: Record<
  Lang,
  { rule: string; from: string; date: string; subj: string; notes: readonly string[] }
> = {
  sr: {
    rule: '---------- Prosleđena poruka ---------',
    from: 'Od',
    date: 'Datum',
    subj: 'Tema',
    notes: ['Evo ga tiket', 'evo tiketa, šta misliš?', 'Pogledaj ovo', 'moj današnji tiket', ''],
  },
  hr: {
    rule: '---------- Proslijeđena poruka ---------',
    from: 'Od',
    date: 'Datum',
    subj: 'Predmet',
    notes: ['Evo listića', 'evo ga, što misliš?', 'Pogledaj ovo', 'današnji listić', ''],
  },
  bs: {
    rule: '---------- Proslijeđena poruka ---------',
    from: 'Od',
    date: 'Datum',
    subj: 'Predmet',
    notes: ['Evo tiketa', 'evo ga, šta misliš?', 'Pogledaj ovo', 'moj današnji tiket', ''],
  },
};
const NOIMG: Record<App, Record<Lang, [string, string]>> = {
  gmail: {
    sr: ['Slike nisu prikazane.', 'Prikaži slike u nastavku'],
    hr: ['Slike nisu prikazane.', 'Prikaži slike u nastavku'],
    bs: ['Slike nisu prikazane.', 'Prikaži slike u nastavku'],
  },
  outlook: {
    sr: ['Neke slike u ovoj poruci nisu preuzete.', 'Preuzmi slike'],
    hr: ['Neke slike u ovoj poruci nisu preuzete.', 'Preuzmi slike'],
    bs: ['Neke slike u ovoj poruci nisu preuzete.', 'Preuzmi slike'],
  },
  ios: {
    sr: ['Ova poruka sadrži udaljeni sadržaj.', 'Učitaj sve slike'],
    hr: ['Ova poruka sadrži udaljeni sadržaj.', 'Učitaj sve slike'],
    bs: ['Ova poruka sadrži udaljeni sadržaj.', 'Učitaj sve slike'],
  },
};

const FIRST: Record<Lang, readonly (readonly [string, boolean])[]> = {
  sr: [
    ['Marko', false],
    ['Nikola', false],
    ['Stefan', false],
    ['Milan', false],
    ['Nemanja', false],
    ['Dragan', false],
    ['Jelena', true],
    ['Ana', true],
    ['Vladimir', false],
    ['Miloš', false],
  ],
  hr: [
    ['Ivan', false],
    ['Luka', false],
    ['Josip', false],
    ['Ante', false],
    ['Tomislav', false],
    ['Marija', true],
    ['Petra', true],
    ['Mario', false],
  ],
  bs: [
    ['Amar', false],
    ['Emir', false],
    ['Adnan', false],
    ['Haris', false],
    ['Selma', true],
    ['Kenan', false],
    ['Mirza', false],
    ['Lejla', true],
  ],
};

// ------------------------------------------------------------------ look

type App = 'gmail' | 'outlook' | 'ios';
type Shape = 'table' | 'blocks' | 'rows' | 'plain';
type PickMode = 'code' | 'split' | 'words';

interface Brand {
  main: string;
  ink: string;
  accent: string;
  /** The brand's text colour on a white mail and on a darkened one. */
  onLight: string;
  onDark: string;
  /** Second colour of the promo gradient. */
  grad: string;
}
const BRANDS: readonly Brand[] = [
  { main: '#0b7a3b', ink: '#fff', accent: '#ffd200', onLight: '#0b7a3b', onDark: '#5fd38d', grad: '#0f9c4c' },
  { main: '#c8102e', ink: '#fff', accent: '#ffe14d', onLight: '#c8102e', onDark: '#ff7b8c', grad: '#8e0b21' },
  { main: '#0d2b5e', ink: '#fff', accent: '#ffc400', onLight: '#0d2b5e', onDark: '#ffc400', grad: '#1d4f9c' },
  { main: '#ff6a00', ink: '#fff', accent: '#1d1d1d', onLight: '#d45500', onDark: '#ff8a33', grad: '#ff9a3d' },
  { main: '#4b1d7a', ink: '#fff', accent: '#35e0a1', onLight: '#4b1d7a', onDark: '#35e0a1', grad: '#7a2fb8' },
  { main: '#00756f', ink: '#fff', accent: '#ffdd57', onLight: '#00756f', onDark: '#4fd1c9', grad: '#00a39a' },
  { main: '#141414', ink: '#fff', accent: '#b6ff00', onLight: '#141414', onDark: '#b6ff00', grad: '#3a3a3a' },
  { main: '#1565c0', ink: '#fff', accent: '#ffeb3b', onLight: '#1565c0', onDark: '#64b5f6', grad: '#0d47a1' },
  { main: '#f2c200', ink: '#111', accent: '#111111', onLight: '#7a6100', onDark: '#f2c200', grad: '#ffdb4d' },
];

const MAIL_FONTS = [
  "'Liberation Sans','DejaVu Sans',Arial,sans-serif",
  "'DejaVu Sans',Verdana,sans-serif",
  "'DejaVu Sans Condensed','DejaVu Sans',sans-serif",
  "'Liberation Serif','DejaVu Serif',Georgia,serif",
  "'Liberation Sans Narrow','Liberation Sans',sans-serif",
];

interface Look {
  app: App;
  dark: boolean;
  mailDark: boolean;
  fitted: boolean;
  mailW: number;
  shape: Shape;
  pick: PickMode;
  ki: boolean;
  lines: boolean;
  sep: string;
  stacked: boolean;
  shortPlayers: boolean;
  dec: Dec;
  thou: string;
  cur: string;
  curFirst: boolean;
  brand: Brand;
  font: string;
  base: number;
  ko: string;
  cap: boolean;
  banner: 'band' | 'white' | 'hero';
  league: boolean;
  numbered: boolean;
  zebra: boolean;
  codes: boolean;
  noimg: boolean;
  forward: boolean;
  scroll: number;
  scrollGap: number;
  cut: number;
}

function drawLook(rng: Rng, lang: Lang, width: number): Look {
  const app = rng.weighted<App>([
    ['gmail', 5],
    ['outlook', 3],
    ['ios', 3],
  ]);
  const dark = rng.chance(0.42);
  const shape = rng.weighted<Shape>([
    ['table', 4],
    ['blocks', 3],
    ['rows', 3],
    ['plain', 1.4],
  ]);
  const dec: Dec = rng.chance(0.8) ? ',' : '.';
  const fitted = shape !== 'plain' && rng.chance(0.38);
  const cur =
    lang === 'sr'
      ? rng.pick(['RSD', 'RSD', 'din.', 'din'])
      : lang === 'hr'
        ? rng.pick(['€', 'EUR', '€'])
        : rng.pick(['KM', 'KM', 'BAM']);
  return {
    app,
    dark,
    mailDark: dark && rng.chance(0.5),
    fitted,
    mailW: fitted ? rng.int(Math.max(500, width + 120), 620) : width,
    shape,
    pick: rng.weighted<PickMode>([
      ['code', 3],
      ['split', 3],
      ['words', 3],
    ]),
    ki: rng.chance(0.4),
    lines: rng.chance(0.3),
    sep: rng.pick([' - ', ' - ', ' – ', ' vs ', ' vs. ', ' : ']),
    stacked: rng.chance(0.35),
    shortPlayers: rng.chance(0.5),
    dec,
    thou: dec === ',' ? rng.pick(['.', '.', '']) : rng.pick([',', '']),
    cur,
    curFirst: cur === '€' && rng.chance(0.3),
    brand: rng.pick(BRANDS),
    font:
      shape === 'plain' && rng.chance(0.5)
        ? "'DejaVu Sans Mono','Liberation Mono',monospace"
        : rng.pick(MAIL_FONTS),
    base: fitted ? rng.int(14, 16) : rng.int(13, 15),
    ko: rng.pick([
      'DD.MM.YYYY. HH:mm',
      'DD.MM. HH:mm',
      'ddd, DD.MM. HH:mm',
      'DD.MM.YYYY u HH:mm',
      'DD.MM.YYYY HH:mm',
    ]),
    cap: rng.chance(0.5),
    banner: rng.weighted([
      ['band', 4],
      ['white', 3],
      ['hero', 3],
    ] as const),
    league: rng.chance(0.6),
    numbered: rng.chance(0.45),
    zebra: rng.chance(0.5),
    codes: rng.chance(0.25),
    noimg: rng.chance(0.15),
    forward: app !== 'ios' && rng.chance(0.15),
    scroll: rng.chance(0.32) ? rng.int(0, 260) : -1,
    scrollGap: rng.int(4, 60),
    cut: rng.chance(0.6) ? rng.int(30, 420) : -1,
  };
}

// ------------------------------------------------------------------ formatting helpers

const cap1 = (s: string): string => s.charAt(0).toLocaleUpperCase('hr') + s.slice(1);
const addMin = (m: Moment, min: number): Moment => momentFrom(momentMs(m) + min * 60000);

function money(x: number, lk: Look): string {
  const n = num(x, lk.dec, lk.thou);
  return lk.curFirst ? `${lk.cur} ${n}` : `${n} ${lk.cur}`;
}

function kickoff(l: Leg, lk: Look, lang: Lang): string {
  const s = fmtDate(l.kickoff, lk.ko, lang);
  return lk.cap ? cap1(s) : s;
}

function names(l: Leg, lk: Look): [string, string] {
  const st = { shortPlayers: lk.shortPlayers };
  return [esc(teamName(l.home, l, st)), esc(teamName(l.away, l, st))];
}

function matchLine(l: Leg, lk: Look): string {
  const [h, a] = names(l, lk);
  return `${h}${esc(lk.sep)}${a}`;
}

/** The bet as one string, in the ticket's pick style. */
function betText(l: Leg, lk: Look, lang: Lang): string {
  if (lk.pick === 'code') return pickCode(l.bet, lk.dec, { ki: lk.ki });
  if (lk.pick === 'split') return `${marketName(l.bet, lang)}: ${pickChip(l.bet, lk.dec)}`;
  return pickWords(l.bet, lang, lk.dec, lk.lines);
}

/** Market and selection for two columns; a code-only ticket leaves the market empty. */
function betSplit(l: Leg, lk: Look, lang: Lang): [string, string] {
  if (lk.pick === 'code') return ['', pickCode(l.bet, lk.dec, { ki: lk.ki })];
  return [marketName(l.bet, lang), pickChip(l.bet, lk.dec)];
}

// ------------------------------------------------------------------ css

function css(lk: Look, width: number): string {
  const b = lk.brand;
  const chrome = lk.dark
    ? lk.app === 'ios'
      ? { bg: '#000', fg: '#f2f2f7', mut: '#8e8e93', line: '#2c2c2e', link: '#0a84ff', chip: '#2c2c2e' }
      : lk.app === 'outlook'
        ? { bg: '#1f1f1f', fg: '#f0f0f0', mut: '#a0a0a0', line: '#333', link: '#4aa0ff', chip: '#2d2d2d' }
        : { bg: '#202124', fg: '#e8eaed', mut: '#9aa0a6', line: '#3c4043', link: '#8ab4f8', chip: '#3c4043' }
    : lk.app === 'ios'
      ? { bg: '#fff', fg: '#000', mut: '#8a8a8e', line: '#d1d1d6', link: '#007aff', chip: '#eef0f3' }
      : lk.app === 'outlook'
        ? { bg: '#fff', fg: '#242424', mut: '#616161', line: '#e0e0e0', link: '#0f6cbd', chip: '#f0f0f0' }
        : { bg: '#fff', fg: '#1f1f1f', mut: '#5f6368', line: '#e0e0e0', link: '#0b57d0', chip: '#e8eaed' };
  const m = lk.mailDark
    ? { bg: '#1b1b1d', card: '#242427', fg: '#e6e6e6', mut: '#9b9ba0', line: '#3a3a3e', panel: '#2d2d31' }
    : { bg: '#eef0f3', card: '#fff', fg: '#222', mut: '#6b7076', line: '#dfe2e6', panel: '#f5f6f8' };
  const hi = lk.mailDark ? b.onDark : b.onLight;
  const outer = lk.fitted || lk.shape === 'plain' ? m.bg : lk.mailDark ? m.card : m.card;
  return `
#ticket{width:${width}px;background:${chrome.bg};color:${chrome.fg};font:14px/1.35 'Liberation Sans','DejaVu Sans',sans-serif;position:relative;overflow:hidden}
.sb{height:30px;display:flex;align-items:center;justify-content:space-between;padding:0 18px;font-size:13px;font-weight:bold;color:${chrome.fg}}
.sbi{display:flex;gap:5px;align-items:center}
.bars{display:flex;gap:1.5px;align-items:flex-end;height:10px}.bars i{display:block;width:3px;background:${chrome.fg};border-radius:1px}
.wifi{width:13px;height:9px;border:2.5px solid ${chrome.fg};border-color:${chrome.fg} transparent transparent transparent;border-radius:50% 50% 0 0}
.bat{width:22px;height:11px;border:1.5px solid ${chrome.fg};border-radius:3px;padding:1px;position:relative}.bat i{display:block;height:100%;background:${chrome.fg};border-radius:1px}
.bat:after{content:'';position:absolute;right:-4px;top:3px;width:2px;height:4px;background:${chrome.fg};border-radius:0 1px 1px 0}
.pct{font-size:11px;font-weight:normal}
.tb{height:48px;display:flex;align-items:center;padding:0 14px;gap:18px;font-size:20px;color:${lk.app === 'ios' ? chrome.link : chrome.fg}}
.tb .sp{flex:1}.tb .bk{font-size:17px}.tb .ic{font-size:18px;opacity:.85}
.vp{position:relative;overflow:hidden}
.sc{position:relative}
.mhdr{padding:4px 16px 10px}
.subj{font-size:20px;line-height:1.3;font-weight:${lk.app === 'gmail' ? 'normal' : 'bold'};margin:2px 0 10px;display:flex;gap:10px;align-items:flex-start}
.subj .t{flex:1}.subj .star{color:${chrome.mut};font-size:20px}
.lbl{display:inline-block;font-size:11.5px;background:${chrome.chip};color:${chrome.fg};border-radius:4px;padding:1px 6px;vertical-align:3px;margin-left:6px;font-weight:normal}
.from{display:flex;gap:10px;align-items:center}
.av{width:40px;height:40px;border-radius:50%;background:${b.main};color:${b.ink};font-weight:bold;font-size:16px;display:flex;align-items:center;justify-content:center;flex:none}
.av.sq{border-radius:8px}
.av.grey{background:${lk.dark ? '#48484a' : '#a1a1a6'};color:#fff}
.who{flex:1;min-width:0;font-size:13px;color:${chrome.mut};line-height:1.35}.who b{color:${chrome.fg};font-size:15px}
.who .tm{margin-left:6px}
.acts{color:${chrome.mut};font-size:18px;display:flex;gap:14px}
.hair{height:1px;background:${chrome.line};margin:10px 0 0}
.mwrap{background:${outer};color:${m.fg};font-family:${lk.font};font-size:${lk.base}px;line-height:1.4;${lk.fitted ? 'padding:8px 0 14px;' : ''}}
.mz{width:${lk.mailW}px;${lk.fitted ? `zoom:${(width / lk.mailW).toFixed(4)};` : ''}}
.card{background:${m.card};${lk.fitted ? `margin:0 auto;width:${lk.mailW - 24}px;border:1px solid ${m.line};` : ''}}
.ban{background:${b.main};color:${b.ink};padding:18px 18px;display:flex;align-items:center;gap:10px}
.ban.white{background:${m.card};color:${hi};border-bottom:4px solid ${b.main}}
.ban.hero{display:block;text-align:center;padding:20px 18px 26px}
.logo{font:italic 900 ${lk.fitted ? 28 : 22}px 'DejaVu Sans','Liberation Sans',sans-serif;letter-spacing:-.5px;text-transform:uppercase;display:flex;align-items:center;gap:7px}
.logo .ball{width:20px;height:20px;border-radius:50%;border:4px solid ${b.accent};flex:none}
.logo em{font-style:italic;color:${b.accent}}
.ban.white .logo em{color:${hi};opacity:.7}.ban.white .logo .ball{border-color:${hi}}
.ban .acc{margin-left:auto;font-size:12px;opacity:.9;text-decoration:underline}
.hero .chk{width:50px;height:50px;border-radius:50%;background:${b.accent};color:${b.main};font-size:30px;line-height:50px;margin:14px auto 8px;font-weight:bold}
.hero .ht{font-size:22px;font-weight:bold}
.in{padding:18px 18px 8px}
.in h1{font-size:${lk.base + 7}px;margin:0 0 10px;color:${lk.mailDark ? m.fg : hi}}
.in p{margin:0 0 10px}
.mut{color:${m.mut}}
.info{width:100%;border-collapse:collapse;margin:6px 0 14px;font-size:${lk.base - 1}px}
.info td{padding:4px 0;border-bottom:1px solid ${m.line}}.info td+td{text-align:right;font-weight:bold}
.chips{display:flex;flex-wrap:wrap;gap:6px;margin:4px 0 14px}
.chips>span{background:${m.panel};border:1px solid ${m.line};border-radius:14px;padding:3px 10px;font-size:${lk.base - 2}px}
.legs{margin:0 0 14px}
table.lt{width:100%;border-collapse:collapse;font-size:${lk.base - 1}px}
.lt th{background:${lk.zebra ? b.main : m.panel};color:${lk.zebra ? b.ink : m.mut};text-align:left;font-size:${lk.base - 3}px;text-transform:uppercase;letter-spacing:.3px;padding:6px 5px}
.lt td{padding:7px 5px;border-bottom:1px solid ${m.line};vertical-align:top}
.lt tr.z td{background:${m.panel}}
.lt .o,.lt th.o{text-align:right;font-weight:bold;white-space:nowrap}
.lt .k{white-space:nowrap;color:${m.mut};font-size:${lk.base - 2}px}
.lt .sm{display:block;color:${m.mut};font-size:${lk.base - 3}px;font-weight:normal}
.lt .p{font-weight:bold;white-space:nowrap}
.blk{border:1px solid ${m.line};border-left:4px solid ${hi};border-radius:4px;padding:8px 10px;margin:0 0 8px;background:${m.card}}
.blk.flat{border:0;border-bottom:1px dashed ${m.line};border-radius:0;padding:8px 0}
.blk .meta{font-size:${lk.base - 3}px;color:${m.mut}}
.blk .mt{font-weight:bold;margin:2px 0}
.blk .br{display:flex;justify-content:space-between;gap:10px;align-items:baseline}
.blk .od{font-weight:bold;font-size:${lk.base + 1}px;white-space:nowrap}
.rw{display:flex;gap:10px;padding:8px 0;border-bottom:1px dotted ${m.mut}}
.rw .l{flex:1;min-width:0}.rw .r{text-align:right;max-width:50%}.rw .od{white-space:nowrap}
.rw .mt{font-weight:bold}.rw .meta{font-size:${lk.base - 3}px;color:${m.mut}}
.rw .pk{font-size:${lk.base - 1}px}.rw .od{font-weight:bold;font-size:${lk.base + 1}px}
.sum{background:${m.panel};border:1px solid ${m.line};border-radius:6px;padding:10px 12px;margin:4px 0 14px}
.sum .kv{display:flex;justify-content:space-between;padding:2px 0;gap:10px}
.sum .kv b{white-space:nowrap}
.sum .pay{border-top:1px solid ${m.line};margin-top:5px;padding-top:7px;font-weight:bold;font-size:${lk.base + 2}px}
.sum .pay b{color:${hi}}
.strip{display:flex;border:1px solid ${m.line};margin:4px 0 14px;border-radius:6px;overflow:hidden}
.strip div{flex:1;padding:8px 6px;text-align:center;border-right:1px solid ${m.line};font-size:${lk.base - 3}px;color:${m.mut}}
.strip div:last-child{border-right:0;background:${b.main};color:${b.ink}}
.strip b{display:block;font-size:${lk.base + 2}px;color:${m.fg};white-space:nowrap}
.strip div:last-child b{color:${b.ink}}
.btn{display:block;width:max-content;margin:6px auto 16px;background:${b.main};color:${b.ink};font-weight:bold;padding:11px 26px;border-radius:24px;text-decoration:none}
.promo{margin:0 18px 12px;border-radius:8px;padding:14px 16px;background:linear-gradient(120deg,${b.main},${b.grad});color:${b.ink}}
.promo b{display:block;font-size:${lk.base + 3}px}
.promo span{display:inline-block;margin-top:8px;background:${b.accent};color:${b.main};font-weight:bold;padding:5px 14px;border-radius:4px;font-size:${lk.base - 2}px}
.boost{margin:0 18px 12px;border:2px dashed ${hi};border-radius:8px;padding:10px 12px}
.boost .h{font-weight:bold;text-transform:uppercase;font-size:${lk.base - 2}px;color:${hi}}
.boost .old{text-decoration:line-through;color:${m.mut}}
.boost .new{font-weight:bold;font-size:${lk.base + 4}px}
.apps{display:flex;gap:8px;justify-content:center;margin:6px 0 14px}
.apps span{background:#000;color:#fff;border-radius:6px;padding:4px 10px;font-size:10px;line-height:1.1;border:1px solid #555}.apps span b{display:block;font-size:13px}
.soc{display:flex;gap:10px;justify-content:center;margin:8px 0}
.soc i{width:26px;height:26px;border-radius:50%;background:${m.mut};color:${m.card};font:bold 13px/26px 'DejaVu Sans',sans-serif;text-align:center;font-style:normal}
.foot{padding:10px 20px 18px;font-size:${lk.base - 3}px;color:${m.mut};text-align:center;line-height:1.45}
.foot a{color:${m.mut};text-decoration:underline}
.r18{display:inline-block;border:2px solid ${m.mut};border-radius:50%;width:30px;height:30px;line-height:26px;font-weight:bold;font-size:12px;margin-bottom:6px}
.noimg{margin:10px 12px;border:1px dashed ${m.mut};color:${m.mut};padding:16px 12px;font-size:12px;display:flex;gap:6px;align-items:center}
.noimg span{font-size:18px}
.blocked{display:flex;justify-content:space-between;gap:10px;align-items:center;margin:0 12px 8px;padding:9px 12px;border-radius:8px;background:${chrome.chip};font-size:12.5px;color:${chrome.fg}}
.blocked a{color:${chrome.link};white-space:nowrap;font-weight:bold}
.fwd{padding:2px 16px 12px;font-size:14px;color:${chrome.fg};line-height:1.45}
.fwd .fh{color:${chrome.mut};font-size:13px}
.fwd .fh a{color:${chrome.link}}
.plain{padding:14px 16px 18px;white-space:pre-wrap;word-break:break-word;background:${lk.mailDark ? m.bg : chrome.bg};color:${lk.mailDark ? m.fg : chrome.fg}}
.plain a{color:${chrome.link}}
.clip{padding:10px 16px;font-size:13px;color:${chrome.mut}}.clip a{color:${chrome.link}}
.rep{display:flex;gap:10px;padding:12px 16px 16px}
.rep span{flex:1;border:1px solid ${chrome.line};border-radius:20px;padding:8px 0;text-align:center;font-size:14px;color:${chrome.fg}}
.iosbar{display:flex;justify-content:space-between;padding:10px 26px 22px;border-top:1px solid ${chrome.line};color:${chrome.link};font-size:20px;background:${chrome.bg}}
.sbar{position:absolute;right:2px;width:3px;border-radius:2px;background:${lk.dark ? '#777' : '#aaa'}}
`;
}

// ------------------------------------------------------------------ chrome

function statusBar(t: Ticket, rng: Rng, lk: Look): string {
  const at = addMin(t.printedAt, rng.int(1, 240));
  const lvl = rng.int(15, 98);
  const sig = rng.int(2, 4);
  const bars = [4, 6, 8, 10]
    .map((h, i) => `<i style="height:${h}px;opacity:${i < sig ? 1 : 0.35}"></i>`)
    .join('');
  const pct = lk.app === 'ios' ? '' : `<span class="pct">${lvl}%</span>`;
  return `<div class="sb"><span>${fmtDate(at, 'HH:mm')}</span><span class="sbi"><span class="bars">${bars}</span><span class="wifi"></span>${pct}<span class="bat"><i style="width:${lvl}%"></i></span></span></div>`;
}

function topBar(lk: Look, w: Words): string {
  if (lk.app === 'ios')
    return `<div class="tb"><span class="bk">‹ ${esc(w.inbox)}</span><span class="sp"></span><span>⌃</span><span>⌄</span></div>`;
  if (lk.app === 'outlook')
    return `<div class="tb"><span>←</span><span class="sp"></span><span class="ic">⚑</span><span class="ic">▤</span><span class="ic">⋯</span></div>`;
  return `<div class="tb"><span>←</span><span class="sp"></span><span class="ic">▤</span><span class="ic">✉</span><span class="ic">⋮</span></div>`;
}

interface Person {
  first: string;
  female: boolean;
  surname: string;
  /** Masked as bookmakers print it, and in full as the mail app shows it. */
  email: string;
  address: string;
  user: string;
}

interface Sender {
  name: string;
  addr: string;
}

function mailHeader(
  t: Ticket,
  rng: Rng,
  lk: Look,
  w: Words,
  subject: string,
  from: Sender,
  me: Person,
): string {
  const sentAt = addMin(t.printedAt, lk.forward ? rng.int(3, 90) : rng.int(0, 1));
  const time = rng.chance(0.7) ? fmtDate(sentAt, 'HH:mm') : w.ago(rng.int(2, 50));
  const initials = from.name
    .split(/\s+/)
    .map((p) => p[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  if (lk.app === 'ios') {
    const date = rng.chance(0.5) ? `${w.today} ${fmtDate(sentAt, 'HH:mm')}` : fmtDate(sentAt, 'DD.MM.YYYY.');
    return `<div class="mhdr"><div class="from"><span class="av grey">${esc(initials)}</span><span class="who"><b>${esc(from.name)}</b><br>${esc(w.to)}: ${esc(lk.forward ? w.me : me.first)} ›</span><span class="mut" style="font-size:13px;align-self:flex-start">${esc(date)}</span></div>
<div class="hair"></div><div class="subj" style="margin-top:10px;font-size:18px"><span class="t">${esc(subject)}</span></div></div>`;
  }
  if (lk.app === 'outlook') {
    const date = fmtDate(sentAt, rng.pick(['ddd DD.MM. HH:mm', 'DD.MM.YYYY. HH:mm', 'HH:mm']), t.lang);
    return `<div class="mhdr"><div class="subj"><span class="t">${esc(subject)}</span></div>
<div class="from"><span class="av">${esc(initials)}</span><span class="who"><b>${esc(from.name)}</b> &lt;${esc(from.addr)}&gt;<br>${esc(w.to)}: ${esc(lk.forward ? w.me : rng.chance(0.5) ? me.address : me.first)}</span><span class="mut" style="font-size:12px;align-self:flex-start">${esc(cap1(date))}</span></div><div class="hair"></div></div>`;
  }
  return `<div class="mhdr"><div class="subj"><span class="t">${esc(subject)}<span class="lbl">${esc(w.inbox)}</span></span><span class="star">☆</span></div>
<div class="from"><span class="av">${esc(from.name[0])}</span><span class="who"><b>${esc(from.name)}</b><span class="tm">${esc(time)}</span><br>${esc(w.me)} ▾</span><span class="acts"><span>↩</span><span>⋮</span></span></div></div>`;
}

// ------------------------------------------------------------------ mail body pieces

function logo(t: Ticket, rng: Rng): string {
  const name = esc(t.bookmaker);
  const parts = t.bookmaker.split(' ');
  const inner =
    parts.length > 1
      ? rng.chance(0.6)
        ? `${esc(parts[0])} <em>${esc(parts.slice(1).join(' '))}</em>`
        : name
      : rng.chance(0.5)
        ? `${esc(t.bookmaker.slice(0, Math.ceil(t.bookmaker.length / 2)))}<em>${esc(t.bookmaker.slice(Math.ceil(t.bookmaker.length / 2)))}</em>`
        : name;
  return `<span class="logo">${rng.chance(0.6) ? '<span class="ball"></span>' : ''}${inner}</span>`;
}

function banner(t: Ticket, rng: Rng, lk: Look, w: Words, title: string): string {
  if (lk.noimg)
    return `<div class="noimg"><span>▨</span> ${esc(t.bookmaker)}${rng.chance(0.5) ? ' logo' : ''}</div>${lk.banner === 'hero' ? `<div class="in" style="padding-bottom:0"><h1>${esc(title)}</h1></div>` : ''}`;
  if (lk.banner === 'hero')
    return `<div class="ban hero"><div style="display:flex;justify-content:center">${logo(t, rng)}</div><div class="chk">✓</div><div class="ht">${esc(title)}</div></div>`;
  const acc = rng.chance(0.5)
    ? `<span class="acc">${rng.pick(['Moj nalog', 'Prijava', 'Uplati'])}</span>`
    : '';
  return `<div class="ban ${lk.banner}">${logo(t, rng)}${acc}</div>`;
}

function ticketInfo(t: Ticket, rng: Rng, lk: Look, w: Words, me: Person): string {
  const placed = fmtDate(
    t.printedAt,
    rng.pick(['DD.MM.YYYY. HH:mm:ss', 'DD.MM.YYYY HH:mm', 'DD.MM.YYYY. u HH:mm']),
  );
  const type = t.legs.length === 1 ? w.single : `${w.combo}${rng.chance(0.5) ? ` (${t.legs.length})` : ''}`;
  const rows: [string, string][] = [
    [w.ticketNo, t.ticketId],
    [w.placed, placed],
  ];
  if (rng.chance(0.6)) rows.push([w.type, type]);
  if (rng.chance(0.4)) rows.push([w.channel, rng.pick(w.channels)]);
  if (rng.chance(0.35)) rows.push([w.account, me.user]);
  if (rng.chance(0.5))
    return `<table class="info">${rows.map(([k, v]) => `<tr><td class="mut">${esc(k)}</td><td>${esc(v)}</td></tr>`).join('')}</table>`;
  return `<div class="chips">${rows.map(([k, v]) => `<span><span class="mut">${esc(k)}:</span> <b>${esc(v)}</b></span>`).join('')}</div>`;
}

function legsTable(t: Ticket, rng: Rng, lk: Look, w: Words): string {
  const lang = t.lang;
  const variant = rng.weighted([
    ['five', lk.pick === 'code' ? 0 : 3],
    ['four', 3],
    ['three', 3],
  ] as const);
  const kh = rng.pick(w.kickoff);
  const mh = rng.pick(w.match);
  const num1 = lk.codes
    ? `<th>${rng.pick(['Šifra', 'Šif.', 'Br.', 'ID'])}</th>`
    : lk.numbered
      ? '<th>#</th>'
      : '';
  let head: string;
  if (variant === 'five')
    head = `${num1}<th>${esc(kh)}</th><th>${esc(mh)}</th><th>${esc(w.market)}</th><th>${esc(w.pick)}</th><th class="o">${esc(w.oddsCol)}</th>`;
  else if (variant === 'four')
    head = `${num1}<th>${esc(kh)}</th><th>${esc(mh)}</th><th>${esc(w.bet)}</th><th class="o">${esc(w.oddsCol)}</th>`;
  else head = `${num1}<th>${esc(mh)}</th><th>${esc(w.bet)}</th><th class="o">${esc(w.oddsCol)}</th>`;
  const rows = t.legs
    .map((l, i) => {
      const z = !lk.zebra && i % 2 === 1 ? ' class="z"' : '';
      const n = lk.codes ? `<td class="k">${l.code}</td>` : lk.numbered ? `<td>${i + 1}.</td>` : '';
      const [h, a] = names(l, lk);
      const match = lk.stacked ? `${h}<br>${a}` : matchLine(l, lk);
      const lg = lk.league ? `<span class="sm">${esc(l.league)}</span>` : '';
      const o = odds(l.odds, lk.dec);
      if (variant === 'five') {
        const [m, s] = betSplit(l, lk, lang);
        return `<tr${z}>${n}<td class="k">${esc(kickoff(l, lk, lang)).replace(/ (\S+)$/, '<br>$1')}</td><td>${match}${lg}</td><td>${esc(m)}</td><td class="p">${esc(s)}</td><td class="o">${o}</td></tr>`;
      }
      if (variant === 'four')
        return `<tr${z}>${n}<td class="k">${esc(kickoff(l, lk, lang)).replace(/ (\S+)$/, '<br>$1')}</td><td>${match}${lg}</td><td>${esc(betText(l, lk, lang))}</td><td class="o">${o}</td></tr>`;
      const meta = `<span class="sm">${esc(kickoff(l, lk, lang))}${lk.league ? ` · ${esc(l.league)}` : ''}</span>`;
      return `<tr${z}>${n}<td><b>${match}</b>${meta}</td><td>${esc(betText(l, lk, lang))}</td><td class="o">${o}</td></tr>`;
    })
    .join('');
  return `<div class="legs mk-legs"><table class="lt"><tr>${head}</tr>${rows}</table></div>`;
}

function legsBlocks(t: Ticket, rng: Rng, lk: Look, w: Words): string {
  const flat = rng.chance(0.35);
  const oddsLbl = rng.chance(0.4);
  const out = t.legs.map((l, i) => {
    const [h, a] = names(l, lk);
    const match = lk.stacked ? `${h}<br>${a}` : matchLine(l, lk);
    const meta = `${lk.numbered ? `#${i + 1} · ` : ''}${esc(kickoff(l, lk, t.lang))}${lk.league ? ` · ${esc(l.league)}` : ''}`;
    const o = odds(l.odds, lk.dec);
    return `<div class="blk${flat ? ' flat' : ''}"><div class="meta">${meta}</div><div class="mt">${match}</div><div class="br"><span>${esc(betText(l, lk, t.lang))}</span><span class="od">${oddsLbl ? `<span class="mut" style="font-weight:normal;font-size:.8em">${esc(w.oddsCol)}: </span>` : ''}${o}</span></div></div>`;
  });
  return `<div class="legs mk-legs">${out.join('')}</div>`;
}

function legsRows(t: Ticket, rng: Rng, lk: Look): string {
  const at = rng.chance(0.4);
  const out = t.legs.map((l, i) => {
    const [h, a] = names(l, lk);
    const match = lk.stacked ? `${h}<br>${a}` : matchLine(l, lk);
    const [m, s] = betSplit(l, lk, t.lang);
    const metaBits = lk.codes ? [`#${l.code}`, esc(kickoff(l, lk, t.lang))] : [esc(kickoff(l, lk, t.lang))];
    if (lk.league) metaBits.push(esc(l.league));
    if (m && lk.pick !== 'words') metaBits.push(esc(m));
    const pk = lk.pick === 'words' ? esc(betText(l, lk, t.lang)) : `<b>${esc(s)}</b>`;
    return `<div class="rw"><div class="l"><div class="mt">${lk.numbered ? `${i + 1}. ` : ''}${match}</div><div class="meta">${metaBits.join(' | ')}</div></div><div class="r"><div class="pk">${pk}</div><div class="od">${at ? '@ ' : ''}${odds(l.odds, lk.dec)}</div></div></div>`;
  });
  return `<div class="legs mk-legs">${out.join('')}</div>`;
}

function sums(t: Ticket, rng: Rng, lk: Look, w: Words): string {
  const pay = rng.pick(w.payout);
  if (rng.chance(0.35) && t.feePct === 0) {
    return `<div class="strip mk-sum"><div>${esc(w.odds)}<b>${odds(t.totalOdds, lk.dec)}</b></div><div>${esc(w.stake)}<b>${esc(money(t.stake, lk))}</b></div><div>${esc(pay)}<b>${esc(money(t.payout, lk))}</b></div></div>`;
  }
  const kv = (k: string, v: string): string => `<div class="kv"><span>${esc(k)}</span><b>${esc(v)}</b></div>`;
  const rows = [
    kv(w.legs, String(t.legs.length)),
    kv(w.odds, odds(t.totalOdds, lk.dec)),
    kv(w.stake, money(t.stake, lk)),
  ];
  if (t.feePct) rows.push(kv(w.fee, money(t.fee, lk)), kv(w.afterFee, money(t.stakeAfterFee, lk)));
  rows.push(`<div class="kv pay"><span>${esc(pay)}</span><b>${esc(money(t.payout, lk))}</b></div>`);
  return `<div class="sum mk-sum">${rows.join('')}</div>`;
}

/** A boosted match that is NOT on the ticket: never truth. */
function boostPromo(t: Ticket, rng: Rng, lk: Look, w: Words): string {
  const used = new Set(t.legs.flatMap((l) => [l.home, l.away]));
  const comps = COMPETITIONS.football.filter((c) => !c.obscure);
  const comp = rng.pick(comps);
  const teams = rng.shuffle(comp.teams).filter((x) => !used.has(x));
  if (teams.length < 2) return '';
  const was = rng.float(1.5, 2.6);
  const now = was + rng.float(0.3, 0.9);
  const pk = rng.pick(['KI 1', '1', 'GG', 'UG 3+', 'X2']);
  return `<div class="boost"><div class="h">★ ${esc(w.boost)}</div><div>${esc(teams[0])}${esc(lk.sep)}${esc(teams[1])} · ${esc(comp.name[t.lang])}</div><div>${esc(pk)} &nbsp;<span class="old">${odds(was, lk.dec)}</span> → <span class="new">${odds(now, lk.dec)}</span> <span class="mut">(${esc(w.instead)} ${odds(was, lk.dec)})</span></div></div>`;
}

function promos(t: Ticket, rng: Rng, lk: Look, w: Words): string {
  const out: string[] = [];
  if (rng.chance(0.3)) out.push(boostPromo(t, rng, lk, w));
  const n = rng.int(0, 2);
  for (const [h, p, c] of rng.shuffle(w.promos).slice(0, n))
    out.push(`<div class="promo"><b>${esc(h)}</b>${esc(p)}<br><span>${esc(c)}</span></div>`);
  if (rng.chance(0.5))
    out.push(
      `<div class="apps"><span>Preuzmi na<b> App Store</b></span><span>NABAVI NA<b>Google Play</b></span></div>`,
    );
  return rng.shuffle(out).join('');
}

function footer(t: Ticket, rng: Rng, lk: Look, w: Words, domain: string): string {
  const soc = rng.chance(0.6) ? `<div class="soc"><i>f</i><i>X</i><i>in</i><i>▶</i></div>` : '';
  const lic =
    t.lang === 'sr'
      ? `Priređivač: ${esc(t.bookmaker)} d.o.o. Beograd, rešenje Uprave za igre na sreću br. ${rng.int(100, 999)}-00-${rng.int(1000, 9999)}/${rng.int(2019, 2024)}-${rng.int(10, 99)}.`
      : t.lang === 'hr'
        ? `Priređivač: ${esc(t.bookmaker)} d.o.o., Zagreb, OIB ${rng.int(10000000000, 99999999999)}. Odobrenje Ministarstva financija KLASA: UP/I-${rng.int(100, 999)}-01/${rng.int(19, 24)}-01/${rng.int(1, 99)}.`
        : `Priređivač: ${esc(t.bookmaker)} d.o.o. Sarajevo, licenca br. ${rng.int(10, 99)}-${rng.int(1000, 9999)}/${rng.int(19, 24)}.`;
  return `${soc}<div class="foot"><div class="r18">18+</div><br>${esc(rng.pick(w.rg))}<br><br>${lic}<br><br>${esc(w.why)}<br><a>${esc(rng.pick(w.unsub))}</a> · <a>${esc(w.prefs)}</a> · <a>${esc(w.privacy)}</a><br>© 2025 ${esc(t.bookmaker)} · www.${esc(domain)}</div>`;
}

function htmlMail(t: Ticket, rng: Rng, lk: Look, w: Words, me: Person, domain: string): string {
  const title = rng.pick(w.titles);
  const lang = t.lang;
  const greeting = esc(w.dear(me.first, me.female));
  const intro = esc(w.intro(fmtDate(t.printedAt, 'DD.MM.YYYY.'), fmtDate(t.printedAt, 'HH:mm')));
  const legs =
    lk.shape === 'table'
      ? legsTable(t, rng, lk, w)
      : lk.shape === 'blocks'
        ? legsBlocks(t, rng, lk, w)
        : legsRows(t, rng, lk);
  const h1 = lk.banner === 'hero' ? '' : `<h1>${esc(title)}</h1>`;
  const tax = rng.chance(0.4) ? `<p class="mut" style="font-size:.85em">${esc(w.taxNote)}</p>` : '';
  const bal = rng.chance(0.25)
    ? `<p class="mut" style="font-size:.9em">${esc(w.cashout)}: ${esc(money(rng.int(0, 90000) / (lang === 'sr' ? 10 : 1000), lk))}</p>`
    : '';
  const btn = rng.chance(0.7) ? `<a class="btn">${esc(rng.pick(w.view))}</a>` : '';
  const body = `${banner(t, rng, lk, w, title)}<div class="in">${h1}<p>${greeting}</p><p>${intro}</p>${ticketInfo(t, rng, lk, w, me)}${legs}${sums(t, rng, lk, w)}${tax}${bal}${btn}<p>${esc(rng.pick(w.luck))}<br>${esc(w.team(t.bookmaker))}</p></div>${promos(t, rng, lk, w)}${footer(t, rng, lk, w, domain)}`;
  return `<div class="mwrap"><div class="mz"><div class="card">${body}</div></div></div>`;
}

function plainMail(t: Ticket, rng: Rng, lk: Look, w: Words, me: Person, domain: string): string {
  const lang = t.lang;
  const rule = rng.pick(['-', '=', '—']).repeat(lk.font.includes('Mono') ? 30 : 24);
  const lines: string[] = [];
  lines.push(
    esc(w.dear(me.first, me.female)),
    '',
    esc(w.intro(fmtDate(t.printedAt, 'DD.MM.YYYY.'), fmtDate(t.printedAt, 'HH:mm'))),
    '',
  );
  lines.push(
    `${esc(w.ticketNo)}: ${esc(t.ticketId)}`,
    `${esc(w.placed)}: ${fmtDate(t.printedAt, 'DD.MM.YYYY HH:mm:ss')}`,
    '',
    `<span class="mk-legs"></span>${rule}`,
  );
  const form = rng.int(0, 2);
  t.legs.forEach((l, i) => {
    const no = lk.numbered || form === 0 ? `${i + 1}) ` : '';
    const bet = esc(betText(l, lk, lang));
    const o = odds(l.odds, lk.dec);
    if (form === 0) lines.push(`${no}${matchLine(l, lk)}`, `   ${esc(kickoff(l, lk, lang))} | ${bet} | ${o}`);
    else if (form === 1)
      lines.push(
        `${no}${esc(kickoff(l, lk, lang))}${lk.league ? ` ${esc(l.league)}` : ''}`,
        `${matchLine(l, lk)}`,
        `${bet} @ ${o}`,
        '',
      );
    else
      lines.push(
        `${no}${matchLine(l, lk)} (${esc(kickoff(l, lk, lang))}) ${bet} - ${esc(w.oddsCol.toLowerCase())} ${o}`,
      );
  });
  if (form === 1 && lines[lines.length - 1] === '') lines.pop();
  lines.push(
    rule,
    `${esc(w.legs)}: ${t.legs.length}`,
    `${esc(w.odds)}: ${odds(t.totalOdds, lk.dec)}`,
    `${esc(w.stake)}: ${esc(money(t.stake, lk))}`,
  );
  if (t.feePct)
    lines.push(
      `${esc(w.fee)}: ${esc(money(t.fee, lk))}`,
      `${esc(w.afterFee)}: ${esc(money(t.stakeAfterFee, lk))}`,
    );
  lines.push(
    `${esc(rng.pick(w.payout))}: ${esc(money(t.payout, lk))}`,
    rule,
    '',
    `<span class="mk-sum"></span>${esc(rng.pick(w.luck))}`,
    esc(w.team(t.bookmaker)),
    '',
  );
  if (rng.chance(0.5)) {
    const [h, p] = rng.pick(w.promos);
    lines.push(`*** ${esc(h)} ***`, esc(p), '');
  }
  lines.push(
    esc(rng.pick(w.rg)),
    '',
    `${esc(rng.pick(w.unsub))}: <a>https://www.${esc(domain)}/odjava?u=${rng.int(100000, 999999)}</a>`,
  );
  return `<div class="plain" style="font-family:${lk.font};font-size:${lk.font.includes('Mono') ? 12.5 : 14}px">${lines.join('\n')}</div>`;
}

// ------------------------------------------------------------------ render

const SURNAMES: Record<Lang, readonly string[]> = {
  sr: ['Petrović', 'Jovanović', 'Nikolić', 'Marković', 'Đorđević', 'Stojanović', 'Ilić', 'Pavlović'],
  hr: ['Horvat', 'Kovačević', 'Babić', 'Marić', 'Jurić', 'Novak', 'Knežević', 'Vuković'],
  bs: ['Hodžić', 'Hadžić', 'Begić', 'Delić', 'Mehmedović', 'Kovačević', 'Omerović', 'Salihović'],
};

const plainLower = (s: string): string =>
  s
    .toLowerCase()
    .replace(/đ/g, 'dj')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

function person(rng: Rng, lang: Lang): Person {
  const [first, female] = rng.pick(FIRST[lang]);
  const surname = rng.pick(SURNAMES[lang]);
  const host = rng.pick(['gmail.com', 'gmail.com', 'hotmail.com', 'yahoo.com', 'outlook.com']);
  const local = `${plainLower(first)}.${plainLower(surname)}`;
  const masked = `${plainLower(first)}.${plainLower(surname)[0]}${'*'.repeat(rng.int(2, 4))}@${host}`;
  const user = `${plainLower(first).slice(0, 3)}***${rng.int(10, 99)}`;
  return { first, female, surname, email: masked, address: `${local}@${host}`, user };
}

function render(t: Ticket, width: number, rng: Rng): string {
  const lang = drawLang(rng);
  const fee = lang === 'sr' && rng.chance(0.3);
  redrawTicket(t, rng, { ...PROFILE, lang, fee, bookmakers: BOOKMAKERS[lang] });
  const w = WORDS[lang];
  const lk = drawLook(rng, lang, width);
  const me = person(rng, lang);
  const slug = t.bookmaker
    .toLowerCase()
    .replace(/[čć]/g, 'c')
    .replace(/š/g, 's')
    .replace(/ž/g, 'z')
    .replace(/đ/g, 'dj')
    .replace(/[^a-z0-9]/g, '');
  const domain = `${slug}.${TLD[lang]}`;
  const sender = `${rng.pick(['no-reply', 'noreply', 'info', 'obavestenja', 'tiketi', 'podrska'])}@${domain}`;
  const subject = rng.pick(w.subjects).replace('{id}', t.ticketId);
  const from: Sender = lk.forward
    ? { name: `${me.first} ${me.surname}`, addr: me.address }
    : { name: t.bookmaker, addr: sender };
  const shownSubject = lk.forward
    ? `${lk.app === 'outlook' ? rng.pick(['FW: ', 'Fwd: ']) : 'Fwd: '}${subject}`
    : subject;
  let pre = '';
  if (lk.forward) {
    const f = FWD[lang];
    const note = rng.pick(f.notes);
    const sent = fmtDate(
      t.printedAt,
      rng.pick(['ddd, DD.MM.YYYY. u HH:mm', 'DD.MM.YYYY. HH:mm', 'ddd, DD. MM. YYYY. HH:mm']),
      lang,
    );
    pre = `<div class="fwd">${note ? `${esc(note)}<br><br>` : ''}<div class="fh">${esc(f.rule)}<br>${esc(f.from)}: <b>${esc(t.bookmaker)}</b> &lt;<a>${esc(sender)}</a>&gt;<br>${esc(f.date)}: ${esc(sent)}<br>${esc(f.subj)}: ${esc(subject)}<br>${esc(w.to)}: &lt;<a>${esc(me.address)}</a>&gt;</div></div>`;
  }
  if (lk.noimg && lk.shape !== 'plain') {
    const [msg, act] = NOIMG[lk.app][lang];
    pre += `<div class="blocked"><span>${esc(msg)}</span><a>${esc(act)}</a></div>`;
  }

  const mail =
    lk.shape === 'plain' ? plainMail(t, rng, lk, w, me, domain) : htmlMail(t, rng, lk, w, me, domain);
  const clipped =
    lk.app === 'gmail' && lk.shape !== 'plain' && rng.chance(0.3)
      ? `<div class="clip">${esc(w.clipped)}&nbsp; <a>${esc(w.showAll)}</a></div>`
      : '';
  const after =
    lk.app === 'gmail'
      ? `${clipped}<div class="rep"><span>↩ ${esc(w.reply)}</span><span>↪ ${esc(w.forward)}</span></div>`
      : lk.app === 'outlook'
        ? `<div class="rep"><span>↩ ${esc(w.reply)}</span></div>`
        : '';
  const bottom =
    lk.app === 'ios'
      ? `<div class="iosbar"><span>⚑</span><span>▭</span><span>↩</span><span>✎</span></div>`
      : '';
  const script = `<script>
(function(){
  var sc=document.querySelector('.sc'), vp=document.querySelector('.vp'), bar=document.querySelector('.sbar');
  var top=sc.getBoundingClientRect().top, full=sc.getBoundingClientRect().height;
  function y(sel,bottom){var e=document.querySelector(sel);if(!e)return null;var r=e.getBoundingClientRect();return (bottom?r.bottom:r.top)-top;}
  var off=0, SCROLL=${lk.scroll}, CUT=${lk.cut};
  if(SCROLL>=0){off=Math.min(y('.mhdr',true)+SCROLL,y('.mk-legs',false)-${lk.scrollGap});if(off<0)off=0;}
  var end=full;
  if(CUT>=0){var s=y('.mk-sum',true);if(s!==null)end=Math.min(full,s+CUT);}
  sc.style.marginTop=(-off)+'px';vp.style.height=(end-off)+'px';
  if(bar&&(off>0||end<full)){var vh=end-off;bar.style.height=Math.max(24,vh*vh/full)+'px';bar.style.top=(off/full*vh)+'px';}else if(bar){bar.style.display='none';}
})();
</script>`;
  const body = `<div id="ticket">${statusBar(t, rng, lk)}${topBar(lk, w)}<div class="vp"><div class="sc">${mailHeader(t, rng, lk, w, shownSubject, from, me)}${pre}${mail}${after}</div><div class="sbar"></div></div>${bottom}</div>${script}`;
  return page(css(lk, width), body);
}

export const emailReceipt: Layout = {
  name: 'email-receipt',
  medium: 'screen',
  width: [360, 430],
  scale: 2,
  profile: PROFILE,
  render,
};
