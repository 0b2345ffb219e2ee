// A desktop (1280–1600 px) or tablet screenshot of a bookmaker's WEBSITE with the sports offer open and the bettor's
// ticket ("Tiket", "Listić", "Moj tiket") as a panel on the right (or the left) of it, as people screenshot the
// whole screen to show or ask about a slip before paying it. The offer grid (competition blocks, match rows, odds
// columns 1 X 2 / 1X 12 X2 / GG NG / 0-2 2+ 3+, basketball 1 2 / Manje–granica–Više, tennis 1 2, "+143" more
// markets) fills the rest of the page and is a DISTRACTOR: none of it is in the truth. The offer also lists some of
// the ticket's own matches with the chosen odds button highlighted (the same odds as the slip), the way the site
// marks what is on the slip. Each ticket (its rng) varies:
//   - device: a desktop browser (Chrome-like tab strip and address bar sometimes, a Windows taskbar with a clock
//     sometimes, 100 %, 90 % or 80 % browser zoom, 110 % rarely) or a tablet at device pixel ratio 1.5 or 2 (status
//     bar, Safari-like address bar or the site alone);
//   - site: light (white/grey, brand-coloured header) or dark theme, one brand colour and one accent, a sports
//     sub-navigation with counts, a left sidebar of sports/leagues (names and counts, no matches) or none, a promo
//     strip, a cookie bar or a chat button over the offer, the offer scrolled (its top cut) on some;
//   - offer: which columns, match rows on one line ("Home - Away") or home over away, codes, times with or without
//     weekdays, date rows, the offer's competitions (the ticket's own and others);
//   - slip: right or left, 240–380 px wide (names wrap in narrow panels), a coloured or plain header with the count,
//     "Kombinacija | Sistem" tabs sometimes; one leg shape per ticket: match over a grey market and a bold pick with
//     the odds at the right; a grey kickoff/league line and "Konačan ishod: 1" beside the odds in a box; a compact
//     row with a pick chip before the names; or home over away with pick over odds in a right column; a "×" on each
//     leg on most; picks as codes ("1", "KI 1", "UG 3+", "GG&3+", "V 165,5"), market + selection ("Ukupno golova" · "3+",
//     "Oba tima daju gol" · "Da") or phrases ("Konačan ishod: 1", "Više 2,5"), or the team's name under the market;
//   - sums: "Broj parova", "Ukupna kvota" (hr "Ukupni tečaj"), a stake input with the currency (RSD/din, EUR/€,
//     KM/BAM), quick-stake chips, the 5 % "Manipulativni troškovi" on some Serbian slips, "Mogući dobitak" and an
//     "Uplati" button; comma or dot decimals, thousands separators or none.
// Legs on the slip are in the order clicked (shuffled on many tickets); the truth keeps the printed order. The
// ticket is re-drawn (redrawTicket) for the language drawn here; the generator writes the truth from that object.
import type { Rng } from '../../../rng';
import { COMPETITIONS, type Competition, type Lang, type Sport } from '../../teams';
import {
  esc,
  fmtDate,
  line as lineFmt,
  marketName,
  num,
  odds as oddsFmt,
  pickChip,
  pickCode,
  pickWords,
  teamName,
  type Dec,
  type NameStyle,
} from '../../text';
import {
  momentFrom,
  momentMs,
  round2,
  type Leg,
  type Moment,
  type Ticket,
  type TicketProfile,
} from '../../ticket';
import { drawLang, redrawTicket, sportMix } from '../parts';
import { page, type Layout } from '../types';

const BOOKMAKERS: Record<Lang, readonly string[]> = {
  sr: ['Kvotaš', 'Golgeter', 'BetPolis', 'Stadion Bet', 'Zenit Sport', 'Favorit 381'],
  hr: ['Tečajnica', 'Jadran Bet', 'Oklada Plus', 'Dalmacija Sport', 'Kockica'],
  bs: ['Drina Bet', 'KvotaBH', 'Sarajevo Sport', 'Bosna Tip', 'Neretva Bet'],
};

const PROFILE: TicketProfile = {
  lang: 'sr',
  currency: 'RSD',
  fee: false,
  sports: sportMix(7, 2, 1.2),
  legs: [1, 10],
  bookmakers: BOOKMAKERS.sr,
  ticketId: (rng) => String(rng.int(10000000, 99999999)),
};

interface Words {
  slip: readonly string[];
  pairs: readonly string[];
  total: readonly string[];
  stake: readonly string[];
  win: readonly string[];
  pay: readonly string[];
  clear: readonly string[];
  fee: readonly string[];
  afterFee: readonly string[];
  sport: Record<Sport, string>;
  otherSports: readonly string[];
  nav: readonly string[];
  dayTabs: readonly string[];
  offerTabs: readonly string[];
  combo: readonly (readonly [string, string])[];
  login: string;
  register: string;
  balance: string;
  draw: string;
  orDraw: string;
  topLeagues: string;
  cookie: string;
  accept: string;
  promo: readonly string[];
  minStake: string;
  unit: readonly string[];
  under: string;
  over: string;
  limit: string;
  chat: string;
  search: string;
  domain: string;
}

const WORDS: Record<Lang, Words> = {
  sr: {
    slip: ['Tiket', 'Moj tiket', 'Tiket', 'Listić'],
    pairs: ['Broj parova', 'Parova', 'Br. parova', 'Broj događaja'],
    total: ['Ukupna kvota', 'Kvota', 'Ukupna kvota'],
    stake: ['Uplata', 'Ulog', 'Iznos uplate'],
    win: ['Mogući dobitak', 'Dobitak', 'Moguća isplata'],
    pay: ['Uplati', 'Uplati tiket', 'UPLATI', 'Potvrdi uplatu'],
    clear: ['Obriši sve', 'Poništi', 'Očisti tiket'],
    fee: ['Manipulativni troškovi (5%)', 'Man. troškovi 5%', 'Manipulativni troškovi'],
    afterFee: ['Uplata nakon man. troškova', 'Za igru', 'Ulog nakon troškova'],
    sport: { football: 'Fudbal', basketball: 'Košarka', tennis: 'Tenis' },
    otherSports: ['Hokej', 'Rukomet', 'Odbojka', 'Stoni tenis', 'Vaterpolo', 'Esport', 'Američki fudbal'],
    nav: ['Sport', 'Uživo', 'Kazino', 'Kazino uživo', 'Virtuelne igre', 'Loto', 'Promocije', 'Rezultati'],
    dayTabs: ['Sve', 'Danas', 'Sutra', '3 dana', 'Vikend'],
    offerTabs: ['Ponuda', 'Uživo', 'Super kvote', 'Specijal'],
    combo: [
      ['Kombinacija', 'Sistem'],
      ['Tiket', 'Moji tiketi'],
      ['Obični', 'Sistem'],
    ],
    login: 'Prijava',
    register: 'Registracija',
    balance: 'Stanje',
    draw: 'Nerešeno',
    orDraw: 'ili nerešeno',
    topLeagues: 'Top lige',
    cookie: 'Koristimo kolačiće kako bismo poboljšali vaše iskustvo na sajtu.',
    accept: 'Prihvatam',
    promo: ['Bonus dobrodošlice do 10.000 din', 'Super kvote svakog vikenda', 'Igraj odgovorno 18+'],
    minStake: 'Minimalna uplata je 20 din',
    unit: ['RSD', 'din', 'din.'],
    under: 'Manje',
    over: 'Više',
    limit: 'Granica',
    chat: 'Podrška',
    search: 'Pretraga',
    domain: 'rs',
  },
  hr: {
    slip: ['Listić', 'Moj listić', 'Listić'],
    pairs: ['Broj parova', 'Parova', 'Odabrano'],
    total: ['Ukupni tečaj', 'Tečaj', 'Ukupni koeficijent'],
    stake: ['Ulog', 'Uplata'],
    win: ['Mogući dobitak', 'Moguća isplata', 'Isplata'],
    pay: ['Uplati', 'Uplati listić', 'Igraj', 'UPLATI'],
    clear: ['Obriši sve', 'Poništi', 'Isprazni'],
    fee: ['Manipulativni troškovi (5%)'],
    afterFee: ['Ulog nakon troškova'],
    sport: { football: 'Nogomet', basketball: 'Košarka', tennis: 'Tenis' },
    otherSports: ['Hokej', 'Rukomet', 'Odbojka', 'Stolni tenis', 'Vaterpolo', 'E-sport', 'Biatlon'],
    nav: ['Sport', 'Uživo', 'Casino', 'Live Casino', 'Virtualne igre', 'Loto', 'Promocije'],
    dayTabs: ['Sve', 'Danas', 'Sutra', '3 dana', 'Vikend'],
    offerTabs: ['Ponuda', 'Uživo', 'Posebne ponude', 'Dnevna ponuda'],
    combo: [
      ['Kombinacija', 'Sustav'],
      ['Listić', 'Moji listići'],
    ],
    login: 'Prijava',
    register: 'Registracija',
    balance: 'Stanje',
    draw: 'Neriješeno',
    orDraw: 'ili neriješeno',
    topLeagues: 'Top lige',
    cookie: 'Ova stranica koristi kolačiće. Nastavkom pregledavanja prihvaćate njihovu upotrebu.',
    accept: 'Prihvaćam',
    promo: ['Bonus dobrodošlice do 100 €', 'Uvećani tečajevi vikendom', 'Igraj odgovorno 18+'],
    minStake: 'Minimalni ulog je 0,50 €',
    unit: ['€', 'EUR', '€'],
    under: 'Manje',
    over: 'Više',
    limit: 'Granica',
    chat: 'Pomoć',
    search: 'Traži',
    domain: 'hr',
  },
  bs: {
    slip: ['Tiket', 'Listić', 'Moj tiket'],
    pairs: ['Broj parova', 'Parova', 'Broj događaja'],
    total: ['Ukupna kvota', 'Kvota', 'Ukupna kvota'],
    stake: ['Ulog', 'Uplata'],
    win: ['Mogući dobitak', 'Moguća isplata', 'Dobitak'],
    pay: ['Uplati', 'Uplati tiket', 'UPLATI', 'Igraj'],
    clear: ['Obriši sve', 'Poništi'],
    fee: ['Manipulativni troškovi (5%)'],
    afterFee: ['Ulog nakon troškova'],
    sport: { football: 'Fudbal', basketball: 'Košarka', tennis: 'Tenis' },
    otherSports: ['Hokej', 'Rukomet', 'Odbojka', 'Stoni tenis', 'Esport', 'Futsal'],
    nav: ['Sport', 'Uživo', 'Casino', 'Virtualne igre', 'Loto', 'Promocije', 'Rezultati'],
    dayTabs: ['Sve', 'Danas', 'Sutra', '3 dana'],
    offerTabs: ['Ponuda', 'Uživo', 'Specijal', 'Top ponuda'],
    combo: [
      ['Kombinacija', 'Sistem'],
      ['Tiket', 'Moji tiketi'],
    ],
    login: 'Prijava',
    register: 'Registracija',
    balance: 'Stanje',
    draw: 'Neriješeno',
    orDraw: 'ili neriješeno',
    topLeagues: 'Top lige',
    cookie: 'Koristimo kolačiće (cookies) za bolje korisničko iskustvo.',
    accept: 'Prihvatam',
    promo: ['Bonus na prvu uplatu 100 KM', 'Pojačane kvote svaki dan', 'Igraj odgovorno 18+'],
    minStake: 'Minimalna uplata je 1 KM',
    unit: ['KM', 'BAM', 'KM'],
    under: 'Manje',
    over: 'Više',
    limit: 'Granica',
    chat: 'Chat',
    search: 'Pretraga',
    domain: 'ba',
  },
};

interface Palette {
  dark: boolean;
  page: string;
  card: string;
  card2: string;
  fg: string;
  mute: string;
  line: string;
  cell: string;
  cellfg: string;
  head: string;
  headfg: string;
}

const LIGHT: readonly Palette[] = [
  {
    dark: false,
    page: '#eef1f5',
    card: '#ffffff',
    card2: '#f6f7f9',
    fg: '#1b1f24',
    mute: '#6b7280',
    line: '#dfe3e8',
    cell: '#f1f3f6',
    cellfg: '#111827',
    head: '#0d2340',
    headfg: '#ffffff',
  },
  {
    dark: false,
    page: '#f3f3f3',
    card: '#ffffff',
    card2: '#f7f7f7',
    fg: '#222222',
    mute: '#7a7a7a',
    line: '#e2e2e2',
    cell: '#ececec',
    cellfg: '#222',
    head: '#0b5d3b',
    headfg: '#ffffff',
  },
  {
    dark: false,
    page: '#e9ecef',
    card: '#ffffff',
    card2: '#f4f5f7',
    fg: '#14171a',
    mute: '#5f6b7a',
    line: '#d7dce2',
    cell: '#eef1f4',
    cellfg: '#0f172a',
    head: '#b3121b',
    headfg: '#ffffff',
  },
  {
    dark: false,
    page: '#f5f6f8',
    card: '#ffffff',
    card2: '#fafbfc',
    fg: '#2a2f36',
    mute: '#8a929c',
    line: '#e6e9ed',
    cell: '#f0f2f5',
    cellfg: '#2a2f36',
    head: '#ffffff',
    headfg: '#1b1f24',
  },
  {
    dark: false,
    page: '#edf0f4',
    card: '#ffffff',
    card2: '#f3f6fa',
    fg: '#102a43',
    mute: '#62748a',
    line: '#d9e2ec',
    cell: '#e8eef5',
    cellfg: '#102a43',
    head: '#3b1c6b',
    headfg: '#ffffff',
  },
];
const DARK: readonly Palette[] = [
  {
    dark: true,
    page: '#0f1419',
    card: '#1a1f26',
    card2: '#151a20',
    fg: '#e8eaed',
    mute: '#8b949e',
    line: '#2b323b',
    cell: '#252c35',
    cellfg: '#f0f2f4',
    head: '#0a0d11',
    headfg: '#ffffff',
  },
  {
    dark: true,
    page: '#14171c',
    card: '#1e2228',
    card2: '#191c21',
    fg: '#d9dde3',
    mute: '#7d8590',
    line: '#30353d',
    cell: '#2a2f37',
    cellfg: '#e6e8eb',
    head: '#1e2228',
    headfg: '#ffffff',
  },
  {
    dark: true,
    page: '#0b1220',
    card: '#131c2e',
    card2: '#0f1727',
    fg: '#e2e8f0',
    mute: '#7c8aa3',
    line: '#22304a',
    cell: '#1c2740',
    cellfg: '#e2e8f0',
    head: '#070c16',
    headfg: '#ffffff',
  },
  {
    dark: true,
    page: '#101010',
    card: '#1b1b1b',
    card2: '#161616',
    fg: '#ececec',
    mute: '#8e8e8e',
    line: '#2e2e2e',
    cell: '#262626',
    cellfg: '#f2f2f2',
    head: '#000000',
    headfg: '#ffffff',
  },
];
/** Accent and the text colour on it. */
const ACCENTS: readonly (readonly [string, string])[] = [
  ['#ffd400', '#111'],
  ['#ff7a00', '#fff'],
  ['#1db954', '#fff'],
  ['#e30613', '#fff'],
  ['#1e88e5', '#fff'],
  ['#a3e635', '#111'],
  ['#00b8d9', '#062a33'],
];
const FONTS: readonly string[] = [
  "'Liberation Sans',Arial,sans-serif",
  "'DejaVu Sans',Verdana,sans-serif",
  "'DejaVu Sans Condensed','DejaVu Sans',sans-serif",
  "'Liberation Sans Narrow','Liberation Sans',sans-serif",
  "Roboto,'Liberation Sans',Arial,sans-serif",
];

const css = `
#ticket{background:var(--page);color:var(--fg);font:13px/1.3 var(--font);display:flex;flex-direction:column;overflow:hidden;position:relative}
.chrome{flex:none;background:var(--chb);color:var(--chf);font:12px/1 'Liberation Sans',Arial,sans-serif}
.chrome .tabs{display:flex;align-items:flex-end;height:34px;padding:0 8px;gap:2px}
.chrome .tab{height:28px;padding:0 12px;display:flex;align-items:center;gap:8px;border-radius:8px 8px 0 0;max-width:220px;white-space:nowrap;overflow:hidden;color:var(--chm)}
.chrome .tab.on{background:var(--cha);color:var(--chf)}
.chrome .tab i{width:14px;height:14px;border-radius:3px;background:var(--ac);flex:none}
.chrome .bar{height:38px;display:flex;align-items:center;gap:12px;padding:0 12px;background:var(--cha)}
.chrome .url{flex:1;height:28px;border-radius:14px;background:var(--chu);display:flex;align-items:center;padding:0 14px;color:var(--chf);font-size:13px}
.chrome .url b{font-weight:400;color:var(--chm)}
.chrome .ic{width:16px;height:16px;border:2px solid var(--chm);border-radius:50%;opacity:.7}
.tstat{flex:none;height:24px;display:flex;align-items:center;justify-content:space-between;padding:0 16px;background:var(--chb);color:var(--chf);font:600 12px 'Liberation Sans',Arial,sans-serif}
.tstat .bt{display:inline-block;width:22px;height:11px;border:1.5px solid var(--chf);border-radius:3px;vertical-align:-1px;margin-left:5px;position:relative}
.tstat .bt:after{content:'';position:absolute;left:1px;top:1px;bottom:1px;width:var(--bl);background:var(--chf);border-radius:1px}
.tsafari{flex:none;height:40px;display:flex;align-items:center;justify-content:center;background:var(--chb);color:var(--chf);font:13px 'Liberation Sans',Arial,sans-serif}
.tsafari span{background:var(--chu);border-radius:9px;padding:6px 60px}
.hdr{flex:none;height:var(--hh);background:var(--head);color:var(--headfg);display:flex;align-items:center;padding:0 18px;gap:22px;border-bottom:1px solid var(--line)}
.logo{font-weight:900;font-size:20px;letter-spacing:-.5px;white-space:nowrap;display:flex;align-items:center;gap:6px}
.logo i{display:inline-block;width:22px;height:22px;border-radius:6px;background:var(--ac)}
.logo em{font-style:normal;color:var(--ac)}
.nav{display:flex;gap:18px;font-size:13.5px;font-weight:600;white-space:nowrap;overflow:hidden;flex:1}
.nav span{opacity:.82}.nav span.on{opacity:1;box-shadow:inset 0 -3px 0 var(--ac);padding-bottom:6px;margin-bottom:-9px}
.acct{display:flex;gap:8px;align-items:center;white-space:nowrap;font-size:12.5px}
.acct .b{padding:7px 14px;border-radius:4px;border:1px solid currentColor;font-weight:700}
.acct .b.p{background:var(--ac);color:var(--on);border-color:var(--ac)}
.acct .bal{text-align:right;line-height:1.2}.acct .bal small{display:block;opacity:.7;font-size:11px}
.acct .av{width:30px;height:30px;border-radius:50%;background:var(--ac);opacity:.9}
.sub{flex:none;display:flex;gap:4px;padding:6px 14px;background:var(--card);border-bottom:1px solid var(--line);white-space:nowrap;overflow:hidden;font-size:12.5px}
.sub span{padding:5px 10px;border-radius:16px;color:var(--mute);display:flex;gap:6px;align-items:center}
.sub span b{font-weight:400;font-size:11px;opacity:.8}
.sub span.on{background:var(--tint);color:var(--fg);font-weight:700}
.main{flex:1;display:flex;align-items:stretch;gap:var(--gap);padding:var(--gap)}
.side{flex:none;width:var(--sw);background:var(--card);border-radius:var(--rad);overflow:hidden;position:relative}
.side .in{position:absolute;inset:0;overflow:hidden}
.side h5{margin:0;padding:10px 12px 6px;font-size:11px;text-transform:uppercase;letter-spacing:.6px;color:var(--mute)}
.side .it{display:flex;justify-content:space-between;padding:6px 12px;font-size:12.5px;white-space:nowrap;gap:6px}
.side .it b{font-weight:400;color:var(--mute);font-size:11.5px}
.side .it i{width:14px;height:10px;border-radius:1px;flex:none;margin-top:2px}
.side .it span{display:flex;gap:7px;overflow:hidden}
.off{flex:1;min-width:0;position:relative;overflow:hidden}
.off .in{position:absolute;inset:0;overflow:hidden}
.otabs{display:flex;gap:16px;padding:0 4px 8px;font-size:13px;font-weight:600;color:var(--mute);white-space:nowrap}
.otabs span.on{color:var(--fg);box-shadow:inset 0 -2px 0 var(--ac);padding-bottom:4px}
.dtabs{display:flex;gap:6px;margin-bottom:8px;font-size:12px;white-space:nowrap}
.dtabs span{padding:4px 10px;border-radius:4px;background:var(--card);border:1px solid var(--line);color:var(--mute)}
.dtabs span.on{background:var(--ac);color:var(--on);border-color:var(--ac);font-weight:700}
.promo{height:64px;border-radius:var(--rad);margin-bottom:10px;background:linear-gradient(110deg,var(--head),var(--ac));color:#fff;display:flex;align-items:center;padding:0 20px;font-weight:800;font-size:18px;text-shadow:0 1px 2px rgba(0,0,0,.35);white-space:nowrap}
.blk{background:var(--card);border-radius:var(--rad);margin-bottom:10px;overflow:hidden}
.bh{display:flex;align-items:center;gap:8px;padding:7px 10px;background:var(--card2);border-bottom:1px solid var(--line);font-size:12.5px;font-weight:700;white-space:nowrap}
.bh i{width:16px;height:11px;border-radius:1px;flex:none}
.bh .cols{margin-left:auto;display:flex}
.bh .cols span,.row .cells span{width:var(--cw);text-align:center;flex:none}
.bh .cols span{font-weight:600;color:var(--mute);font-size:11.5px}
.bh .cols .gap,.row .cells .gap{width:8px}
.bh .cols .mk{width:42px}
.drow{padding:5px 10px;font-size:11.5px;color:var(--mute);background:var(--card);border-bottom:1px solid var(--line);font-weight:600}
.row{display:flex;align-items:center;gap:8px;padding:0 10px;min-height:var(--rh);border-bottom:1px solid var(--line);font-size:var(--ofs)}
.row .cd{width:34px;color:var(--mute);font-size:11px;flex:none}
.row .tm{width:var(--tmw);color:var(--mute);font-size:11.5px;flex:none;line-height:1.2}
.row .mt{flex:1;min-width:0;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;line-height:1.25}
.row .mt.two div{overflow:hidden;text-overflow:ellipsis}
.row .cells{display:flex;align-items:center}
.row .cells span.o{height:26px;line-height:26px;border-radius:4px;background:var(--cell);color:var(--cellfg);font-weight:600;margin:0 1px;width:calc(var(--cw) - 2px);font-size:12.5px}
.row .cells span.o.on{background:var(--ac);color:var(--on);font-weight:800}
.row .cells span.lm{color:var(--mute);font-size:12px}
.row .cells span.mk{width:42px;color:var(--mute);font-size:11.5px}
.row .cells span.e{color:var(--mute)}
.ck{position:absolute;left:0;right:0;bottom:0;background:rgba(20,24,30,.94);color:#eee;display:flex;align-items:center;gap:14px;padding:12px 16px;font-size:12.5px}
.ck span.b{background:var(--ac);color:var(--on);padding:6px 12px;border-radius:4px;font-weight:700;white-space:nowrap}
.chatb{position:absolute;right:14px;bottom:14px;background:var(--ac);color:var(--on);border-radius:22px;padding:10px 16px;font-weight:700;font-size:13px;box-shadow:0 4px 12px rgba(0,0,0,.3)}
.slip{flex:none;width:var(--pw);align-self:flex-start;background:var(--card);border-radius:var(--rad);border:1px solid var(--line);overflow:hidden;font-size:var(--sfs)}
.sh{display:flex;align-items:center;gap:8px;padding:10px 12px;background:var(--shb);color:var(--shf);font-weight:800;font-size:15px}
.sh .n{min-width:20px;height:20px;border-radius:10px;padding:0 6px;background:var(--shn);color:var(--shnf);font-size:11.5px;display:inline-flex;align-items:center;justify-content:center}
.sh .cl{margin-left:auto;font-size:11.5px;font-weight:500;opacity:.85;text-decoration:underline}
.stabs{display:flex;border-bottom:1px solid var(--line);font-size:12.5px}
.stabs span{flex:1;text-align:center;padding:7px 2px;color:var(--mute)}
.stabs span.on{color:var(--fg);font-weight:700;box-shadow:inset 0 -2px 0 var(--ac)}
.lg{padding:8px 12px;border-bottom:1px solid var(--line);position:relative}
.lg .x{color:var(--mute);font-size:15px;line-height:1;flex:none}
.lg .gr{color:var(--mute);font-size:.86em}
.lg .nm{font-weight:var(--nw);overflow-wrap:anywhere}
.lg .pk{font-weight:800;color:var(--pc)}
.lg .od{font-weight:800;white-space:nowrap;color:var(--oc)}
.l1 .top{display:flex;gap:8px;align-items:flex-start}.l1 .top .nm{flex:1;min-width:0}
.l1 .bot{display:flex;gap:8px;align-items:baseline;margin-top:2px}.l1 .bot .pk{flex:1;min-width:0;overflow-wrap:anywhere}
.l2 .gr{display:flex;gap:6px;margin-bottom:2px}.l2 .gr .x{margin-left:auto}
.l2 .bot{display:flex;gap:8px;align-items:center;margin-top:3px}.l2 .bot .pw{flex:1;min-width:0;overflow-wrap:anywhere}
.l2 .od{padding:3px 7px;border-radius:4px;border:1px solid var(--line);background:var(--cell)}
.l3{display:flex;gap:8px;align-items:center;padding:7px 10px}
.l3 .chip{flex:none;min-width:30px;max-width:35%;text-align:center;padding:3px 6px;border-radius:4px;background:var(--tint);color:var(--fg);font-weight:800;font-size:.92em;overflow-wrap:anywhere}
.l3 .nm{flex:1;min-width:0}
.l4{display:flex;gap:8px;align-items:center}
.l4 .x{align-self:flex-start}
.l4 .ms{flex:1;min-width:0}.l4 .ms div{overflow-wrap:anywhere}
.l4 .rc{flex:none;text-align:right;max-width:42%}
.l4 .rc .pk{display:block;overflow-wrap:anywhere}
.sums{padding:10px 12px;display:flex;flex-direction:column;gap:6px;background:var(--card2)}
.sums .kv{display:flex;justify-content:space-between;gap:8px}
.sums .kv span:first-child{color:var(--mute)}
.sums .kv b{white-space:nowrap}
.sums .big b{font-size:1.2em;color:var(--wc)}
.inp{display:flex;justify-content:space-between;align-items:center;gap:8px}
.inp .box{display:flex;align-items:center;border:1px solid var(--line);border-radius:4px;background:var(--inb);min-width:110px;height:30px}
.inp .box span{flex:1;text-align:right;padding:0 8px;font-weight:700}
.inp .box em{font-style:normal;padding:0 8px;border-left:1px solid var(--line);color:var(--mute);font-size:12px;line-height:28px}
.qs{display:flex;gap:5px}.qs span{flex:1;text-align:center;border:1px solid var(--line);border-radius:4px;padding:4px 0;font-size:11.5px;color:var(--mute);background:var(--card)}
.pay{margin:4px 0 0;padding:11px;text-align:center;border-radius:var(--rad);background:var(--ac);color:var(--on);font-weight:800;font-size:14.5px}
.note{font-size:11px;color:var(--mute);text-align:center}
.task{flex:none;height:40px;background:#1c1c1c;color:#fff;display:flex;align-items:center;gap:10px;padding:0 12px;font:12px 'Liberation Sans',Arial,sans-serif}
.task i{width:22px;height:22px;border-radius:4px;background:#3a3a3a;display:inline-block}
.task i.w{background:linear-gradient(135deg,#3aa0ff,#1463c7)}
.task .clk{margin-left:auto;text-align:right;line-height:1.3}
`;

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
/** CSS flags by the country a league's Serbian name starts with; a grey-blue stripe for the rest. */
const FLAGS: readonly (readonly [string, string])[] = [
  ['Srbija', 'linear-gradient(#c6363c 33%,#0c4076 33% 66%,#fff 66%)'],
  ['Hrvatska', 'linear-gradient(#ff0000 33%,#fff 33% 66%,#171796 66%)'],
  ['Francuska', 'linear-gradient(90deg,#002395 33%,#fff 33% 66%,#ed2939 66%)'],
  ['Nemačka', 'linear-gradient(#000 33%,#dd0000 33% 66%,#ffce00 66%)'],
  ['Italija', 'linear-gradient(90deg,#009246 33%,#fff 33% 66%,#ce2b37 66%)'],
  ['Španija', 'linear-gradient(#aa151b 25%,#f1bf00 25% 75%,#aa151b 75%)'],
  [
    'Engleska',
    'linear-gradient(90deg,transparent 42%,#ce1124 42% 58%,transparent 58%),linear-gradient(#fff 40%,#ce1124 40% 60%,#fff 60%)',
  ],
  ['BiH', 'linear-gradient(90deg,#002f6c 55%,#fecb00 55%)'],
  ['Holandija', 'linear-gradient(#ae1c28 33%,#fff 33% 66%,#21468b 66%)'],
  ['Portugalija', 'linear-gradient(90deg,#006600 40%,#ff0000 40%)'],
  ['Turska', '#e30a17'],
  ['Slovenija', 'linear-gradient(#fff 33%,#0000ff 33% 66%,#ff0000 66%)'],
  ['Crna Gora', '#c40308'],
  ['S. Makedonija', '#d20000'],
];
const flagOf = (name: string): string =>
  FLAGS.find(([k]) => name.startsWith(k))?.[1] ?? 'linear-gradient(#5b6b7f 50%,#8c9bb0 50%)';

interface Ctx {
  lang: Lang;
  w: Words;
  dec: Dec;
  sep: string;
  names: NameStyle;
  offerNames: NameStyle;
}

interface OfferRow {
  home: string;
  away: string;
  sport: Sport;
  kickoff: Moment;
  code: number;
  /** Set when the row is one of the ticket's legs: its odds go in the chosen column, highlighted. */
  leg?: Leg;
}

type Col = '1' | 'X' | '2' | '1X' | '12' | 'X2' | 'GG' | 'NG' | '0-2' | '2+' | '3+';

const FOOT_COLS: readonly (readonly (readonly Col[])[])[] = [
  [['1', 'X', '2']],
  [
    ['1', 'X', '2'],
    ['1X', '12', 'X2'],
  ],
  [
    ['1', 'X', '2'],
    ['1X', '12', 'X2'],
    ['GG', 'NG'],
  ],
  [['1', 'X', '2'], ['1X', '12', 'X2'], ['GG'], ['0-2', '3+']],
  [
    ['1', 'X', '2'],
    ['GG', 'NG'],
    ['0-2', '2+', '3+'],
  ],
  [
    ['1', 'X', '2'],
    ['1X', '12', 'X2'],
    ['GG', 'NG'],
    ['0-2', '2+', '3+'],
  ],
];

const BET_COL: Partial<Record<Leg['bet']['key'], Col>> = {
  ki1: '1',
  kix: 'X',
  ki2: '2',
  ds1x: '1X',
  ds12: '12',
  dsx2: 'X2',
  gg: 'GG',
  ng: 'NG',
  ug02: '0-2',
  ug2p: '2+',
  ug3p: '3+',
  bk1: '1',
  bk2: '2',
  t1: '1',
  t2: '2',
};

const price = (p: number, margin: number): number => Math.min(25, Math.max(1.01, round2(1 / (p * margin))));

/** Plausible prices for every football column of one match. */
function footballPrices(rng: Rng): Record<Col, number> {
  const p1 = rng.float(0.15, 0.68);
  const px = rng.float(0.2, 0.3);
  const p2 = Math.max(0.07, 1 - p1 - px);
  const m = rng.float(1.04, 1.09);
  const gg = rng.float(0.38, 0.66);
  const o3 = rng.float(0.33, 0.66);
  return {
    '1': price(p1, m),
    X: price(px, m),
    '2': price(p2, m),
    '1X': price(Math.min(0.97, p1 + px), m),
    '12': price(Math.min(0.97, p1 + p2), m),
    X2: price(Math.min(0.97, px + p2), m),
    GG: price(gg, m),
    NG: price(1 - gg, m),
    '0-2': price(1 - o3, m),
    '2+': price(Math.min(0.95, o3 + 0.28), m),
    '3+': price(o3, m),
  };
}

function findCompetition(leg: Leg, lang: Lang): Competition | undefined {
  return COMPETITIONS[leg.sport].find((c) => c.name[lang] === leg.league && c.teams.includes(leg.home));
}

function kickoffNear(t: Ticket, rng: Rng): Moment {
  const base = Date.UTC(t.printedAt.y, t.printedAt.mo - 1, t.printedAt.d);
  const [h, mi] = rng
    .pick(['12:30', '14:00', '15:00', '16:00', '17:00', '18:00', '19:00', '20:00', '20:45', '21:00'])
    .split(':')
    .map(Number);
  let ms = base + rng.int(0, 3) * 86400000 + (h * 60 + mi) * 60000;
  if (ms <= momentMs(t.printedAt)) ms += 86400000;
  return momentFrom(ms);
}

/** The offer grid: competition blocks of match rows with many odds; never truth. */
function offer(t: Ticket, c: Ctx, rng: Rng, offerW: number, cw: number, tmw: number): string {
  const used = new Set(t.legs.flatMap((l) => [l.home, l.away]));
  const lang = c.lang;
  // Competitions of the ticket's legs first (the page the bettor was on), then a few others.
  const comps: Competition[] = [];
  for (const l of rng.shuffle(t.legs)) {
    const comp = findCompetition(l, lang);
    if (comp && !comps.includes(comp) && comps.length < 3) comps.push(comp);
  }
  const pool = rng.shuffle([
    ...COMPETITIONS.football,
    ...COMPETITIONS.football,
    ...COMPETITIONS.basketball,
    ...COMPETITIONS.tennis,
  ]);
  const want = rng.int(5, 8);
  for (const comp of pool) {
    if (comps.length >= want) break;
    if (!comps.includes(comp) && !comp.obscure) comps.push(comp);
  }
  const ordered = rng.chance(0.5) ? comps : rng.shuffle(comps);
  // Widest column set that leaves the match column at least ~190 px; codes and "+143" go first when it is narrow.
  const nameMin = 190;
  let showCode = rng.chance(0.55);
  let more = rng.chance(0.7);
  const fixed = (): number => 20 + (showCode ? 42 : 0) + tmw + 16 + (more ? 50 : 0);
  const colsW = (s: readonly (readonly string[])[]): number => s.flat().length * cw + (s.length - 1) * 8;
  if (offerW - fixed() - colsW(FOOT_COLS[1]) < nameMin) more = false;
  if (offerW - fixed() - colsW(FOOT_COLS[1]) < nameMin) showCode = false;
  const sets = FOOT_COLS.filter((s) => offerW - fixed() - colsW(s) >= nameMin);
  const footCols = sets.length ? sets[rng.int(Math.max(0, sets.length - 3), sets.length - 1)] : FOOT_COLS[0];
  const bkFull = offerW - fixed() - 5 * cw - 8 >= nameMin;
  const twoLine = rng.chance(0.3);
  const weekdayTime = rng.chance(0.4);
  const dateRows = !weekdayTime && rng.chance(0.5);
  const caps = rng.chance(0.12);
  const onTicket = (comp: Competition): Leg[] => t.legs.filter((l) => findCompetition(l, lang) === comp);
  const blocks: string[] = [];
  for (const comp of ordered) {
    const rows: OfferRow[] = [];
    for (const l of onTicket(comp))
      if (rng.chance(0.75))
        rows.push({ home: l.home, away: l.away, sport: l.sport, kickoff: l.kickoff, code: l.code, leg: l });
    const free = rng.shuffle(comp.teams.filter((x) => !used.has(x)));
    const n = Math.min(Math.floor(free.length / 2), rng.int(3, 7));
    for (let i = 0; i < n; i++)
      rows.push({
        home: free[2 * i],
        away: free[2 * i + 1],
        sport: comp.sport,
        kickoff: kickoffNear(t, rng),
        code: rng.int(1000, 9999),
      });
    rows.sort((a, b) => momentMs(a.kickoff) - momentMs(b.kickoff));
    const sport = comp.sport;
    const cols: readonly (readonly string[])[] =
      sport === 'football'
        ? footCols
        : sport === 'basketball'
          ? bkFull
            ? [
                ['1', '2'],
                [c.w.under, c.w.limit, c.w.over],
              ]
            : [['1', '2']]
          : [['1', '2']];
    const head = cols
      .map((g) => g.map((x) => `<span>${esc(x === c.w.limit ? '' : x)}</span>`).join(''))
      .join('<span class="gap"></span>');
    const league = comp.name[lang];
    const title = rng.chance(0.5) ? `${c.w.sport[sport]} · ${league}` : league;
    let html = `<div class="blk"><div class="bh"><i style="background:${flagOf(comp.name.sr)}"></i>${esc(caps ? title.toLocaleUpperCase('hr') : title)}<span class="cols">${head}${more ? '<span class="mk"></span>' : ''}</span></div>`;
    let lastDay = '';
    for (const r of rows) {
      const day = fmtDate(r.kickoff, 'DD.MM.');
      if (dateRows && day !== lastDay)
        html += `<div class="drow">${cap(fmtDate(r.kickoff, 'ddd', lang))}, ${day}</div>`;
      lastDay = day;
      const nm = (s: string): string => esc(teamName(s, r.leg ?? ({ sport: r.sport } as Leg), c.offerNames));
      const time = weekdayTime
        ? `${cap(fmtDate(r.kickoff, 'ddd', lang))} ${fmtDate(r.kickoff, 'HH:mm')}`
        : dateRows
          ? fmtDate(r.kickoff, 'HH:mm')
          : `${fmtDate(r.kickoff, 'HH:mm')}${twoLine ? `<br>${day}` : ` <span style="opacity:.8">${day}</span>`}`;
      const match = twoLine
        ? `<div class="mt two"><div>${nm(r.home)}</div><div>${nm(r.away)}</div></div>`
        : `<div class="mt">${nm(r.home)} - ${nm(r.away)}</div>`;
      let cells = '';
      if (sport === 'football') {
        const pr = footballPrices(rng);
        const chosen = r.leg ? BET_COL[r.leg.bet.key] : undefined;
        if (r.leg && chosen) pr[chosen] = r.leg.odds;
        cells = (footCols as readonly (readonly Col[])[])
          .map((g) =>
            g
              .map((k) => `<span class="o${k === chosen ? ' on' : ''}">${oddsFmt(pr[k], c.dec)}</span>`)
              .join(''),
          )
          .join('<span class="gap"></span>');
      } else if (sport === 'basketball') {
        const p = rng.float(0.2, 0.8);
        const m = rng.float(1.04, 1.08);
        const lineV = r.leg?.bet.line ?? rng.int(145, 182) + 0.5;
        const ou = [round2(rng.float(1.78, 1.95)), round2(rng.float(1.78, 1.95))];
        const k = r.leg?.bet.key;
        const one = k === 'bk1' ? r.leg!.odds : price(p, m);
        const two = k === 'bk2' ? r.leg!.odds : price(1 - p, m);
        const under = k === 'bkunder' ? r.leg!.odds : ou[0];
        const over = k === 'bkover' ? r.leg!.odds : ou[1];
        const o = (x: number, on: boolean): string =>
          `<span class="o${on ? ' on' : ''}">${oddsFmt(x, c.dec)}</span>`;
        cells = `${o(one, k === 'bk1')}${o(two, k === 'bk2')}`;
        if (bkFull)
          cells += `<span class="gap"></span>${o(under, k === 'bkunder')}<span class="lm">${lineFmt(lineV, c.dec)}</span>${o(over, k === 'bkover')}`;
      } else {
        const p = rng.float(0.15, 0.85);
        const m = rng.float(1.04, 1.08);
        const k = r.leg?.bet.key;
        const one = k === 't1' ? r.leg!.odds : price(p, m);
        const two = k === 't2' ? r.leg!.odds : price(1 - p, m);
        cells = `<span class="o${k === 't1' ? ' on' : ''}">${oddsFmt(one, c.dec)}</span><span class="o${k === 't2' ? ' on' : ''}">${oddsFmt(two, c.dec)}</span>`;
      }
      if (more)
        cells += `<span class="mk">+${rng.int(sport === 'football' ? 40 : 8, sport === 'football' ? 260 : 90)}</span>`;
      html += `<div class="row">${showCode ? `<span class="cd">${r.code}</span>` : ''}<span class="tm">${time}</span>${match}<span class="cells">${cells}</span></div>`;
    }
    blocks.push(`${html}</div>`);
  }
  return blocks.join('');
}

type LegShape = 'l1' | 'l2' | 'l3' | 'l4';
type PickMode = 'code' | 'market' | 'phrase' | 'name';

/** The selection as the slip prints it, and a grey market line (empty when the pick says it all). */
function slipPick(
  l: Leg,
  c: Ctx,
  mode: PickMode,
  ki: boolean,
  lines: boolean,
): { pick: string; market: string; named?: boolean } {
  const b = l.bet;
  const m = marketName(b, c.lang);
  if (mode === 'code') return { pick: pickCode(b, c.dec, { ki }), market: '' };
  if (mode === 'phrase') return { pick: pickWords(b, c.lang, c.dec, lines), market: '' };
  if (mode === 'name') {
    const home = teamName(l.home, l, c.names);
    const away = teamName(l.away, l, c.names);
    switch (b.key) {
      case 'ki1':
      case 'bk1':
      case 't1':
        return { pick: home, market: m, named: true };
      case 'ki2':
      case 'bk2':
      case 't2':
        return { pick: away, market: m, named: true };
      case 'kix':
        return { pick: c.w.draw, market: m, named: true };
      case 'ds1x':
        return { pick: `${home} ${c.w.orDraw}`, market: m, named: true };
      case 'dsx2':
        return { pick: `${away} ${c.w.orDraw}`, market: m, named: true };
      default:
        break;
    }
  }
  return { pick: pickChip(b, c.dec), market: m };
}

function kickText(l: Leg, c: Ctx, style: number): string {
  switch (style) {
    case 0:
      return `${cap(fmtDate(l.kickoff, 'ddd', c.lang))} ${fmtDate(l.kickoff, 'DD.MM. HH:mm')}`;
    case 1:
      return fmtDate(l.kickoff, 'DD.MM. HH:mm');
    case 2:
      return fmtDate(l.kickoff, 'DD.MM.YYYY. HH:mm');
    default:
      return fmtDate(l.kickoff, 'HH:mm');
  }
}

function slip(t: Ticket, c: Ctx, rng: Rng, money: (x: number) => string, unit: string): string {
  const w = c.w;
  const shape = rng.weighted<LegShape>([
    ['l1', 3],
    ['l2', 3],
    ['l3', 2],
    ['l4', 2],
  ]);
  const mode = rng.weighted<PickMode>([
    ['code', 3],
    ['market', 3],
    ['phrase', 2],
    ['name', 1.5],
  ]);
  const ki = rng.chance(0.4);
  const lines = rng.chance(0.35);
  const kStyle = rng.int(0, 4);
  const showLeague = rng.chance(0.5);
  const xMark = rng.pick(['×', '✕', '×']);
  const withX = rng.chance(0.85);
  const sepM = rng.pick([' - ', ' - ', ' vs ', ' – ']);
  const count = t.legs.length;
  const title = rng.pick(w.slip);
  const header = `<div class="sh">${esc(title)}<span class="n">${count}</span><span class="cl">${rng.chance(0.6) ? esc(rng.pick(w.clear)) : ''}</span></div>`;
  const tabs = rng.chance(0.45)
    ? (() => {
        const [a, b] = rng.pick(w.combo);
        return `<div class="stabs"><span class="on">${esc(a)}</span><span>${esc(b)}</span></div>`;
      })()
    : '';
  const legs = t.legs
    .map((l) => {
      const nm = (s: string): string => esc(teamName(s, l, c.names));
      const { pick, market, named } = slipPick(l, c, mode, ki, lines);
      const od = oddsFmt(l.odds, c.dec);
      const grey = [kStyle < 4 ? kickText(l, c, kStyle) : '', showLeague ? l.league : '']
        .filter(Boolean)
        .map(esc)
        .join(' · ');
      const x = withX ? `<span class="x">${xMark}</span>` : '';
      if (shape === 'l1') {
        return `<div class="lg l1"><div class="top"><div class="nm">${nm(l.home)}${sepM}${nm(l.away)}</div>${x}</div>${grey ? `<div class="gr">${grey}</div>` : ''}${market ? `<div class="gr">${esc(market)}</div>` : ''}<div class="bot"><span class="pk">${esc(pick)}</span><span class="od">${od}</span></div></div>`;
      }
      if (shape === 'l2') {
        const pw = market
          ? `<span class="gr">${esc(market)}:</span> <span class="pk">${esc(pick)}</span>`
          : `<span class="pk">${esc(pick)}</span>`;
        return `<div class="lg l2"><div class="gr"><span>${grey || esc(c.w.sport[l.sport])}</span>${x}</div><div class="nm">${nm(l.home)}${sepM}${nm(l.away)}</div><div class="bot"><span class="pw">${pw}</span><span class="od">${od}</span></div></div>`;
      }
      if (shape === 'l3') {
        // The compact row prints no market: a bare selection ("Da", "1" of a half) would not say what it is.
        const chip = named ? pick : pickCode(l.bet, c.dec, { ki });
        return `<div class="lg l3">${x}<span class="chip">${esc(chip)}</span><div class="nm">${nm(l.home)}${sepM}${nm(l.away)}${grey ? `<div class="gr" style="font-weight:400">${grey}</div>` : ''}</div><span class="od">${od}</span></div>`;
      }
      return `<div class="lg l4">${x}<div class="ms">${grey ? `<div class="gr">${grey}</div>` : ''}<div class="nm">${nm(l.home)}</div><div class="nm">${nm(l.away)}</div>${market ? `<div class="gr">${esc(market)}</div>` : ''}</div><div class="rc"><span class="pk">${esc(pick)}</span><span class="od">${od}</span></div></div>`;
    })
    .join('');
  const fee = t.feePct > 0;
  const kv = (a: string, b: string, cls = ''): string =>
    `<div class="kv${cls ? ` ${cls}` : ''}"><span>${esc(a)}</span><b>${b}</b></div>`;
  const stakeTxt = num(t.stake, c.dec, c.sep, t.currency === 'RSD' && rng.chance(0.6) ? 0 : 2);
  const input = `<div class="inp"><span style="color:var(--mute)">${esc(rng.pick(w.stake))}</span><span class="box"><span>${stakeTxt}</span><em>${esc(unit)}</em></span></div>`;
  const quick = rng.chance(0.5)
    ? `<div class="qs">${(t.currency === 'RSD' ? ['+50', '+100', '+200', '+500'] : ['+1', '+2', '+5', '+10']).map((q) => `<span>${q}</span>`).join('')}</div>`
    : '';
  const pairs = kv(rng.pick(w.pairs), String(count));
  const total = kv(rng.pick(w.total), oddsFmt(t.totalOdds, c.dec));
  const feeRows = fee
    ? kv(rng.pick(w.fee), money(t.fee)) + kv(rng.pick(w.afterFee), money(t.stakeAfterFee))
    : '';
  const win = kv(rng.pick(w.win), money(t.payout), 'big');
  const order = rng.chance(0.5)
    ? [pairs, total, input, quick, feeRows, win]
    : [input, quick, pairs, total, feeRows, win];
  const note = rng.chance(0.3) ? `<div class="note">${esc(w.minStake)}</div>` : '';
  return `<div class="slip">${header}${tabs}${legs}<div class="sums">${order.join('')}<div class="pay">${esc(rng.pick(w.pay))}</div>${note}</div></div>`;
}

function sidebar(c: Ctx, rng: Rng): string {
  const leagues = rng.shuffle(COMPETITIONS.football.filter((x) => !x.obscure)).slice(0, rng.int(5, 8));
  const sports = [c.w.sport.football, c.w.sport.basketball, c.w.sport.tennis, ...c.w.otherSports];
  return `<div class="side"><div class="in"><h5>${esc(c.w.topLeagues)}</h5>${leagues
    .map(
      (l) =>
        `<div class="it"><span><i style="background:${flagOf(l.name.sr)}"></i>${esc(l.name[c.lang])}</span><b>${rng.int(6, 48)}</b></div>`,
    )
    .join(
      '',
    )}<h5>Sport</h5>${sports.map((s) => `<div class="it"><span>${esc(s)}</span><b>${rng.int(12, 1400)}</b></div>`).join('')}</div></div>`;
}

function render(t: Ticket, width: number, rng: Rng): string {
  const lang = drawLang(rng);
  const fee = lang === 'sr' && rng.chance(0.2);
  if (lang !== t.lang || fee) redrawTicket(t, rng, { ...PROFILE, lang, fee, bookmakers: BOOKMAKERS[lang] });
  // Slips list legs in the order they were clicked.
  if (t.legs.length > 1 && rng.chance(0.45)) t.legs = rng.shuffle(t.legs);
  const w = WORDS[lang];
  const dark = rng.chance(0.4);
  const pal = rng.pick(dark ? DARK : LIGHT);
  const [ac, on] = rng.pick(ACCENTS);
  const dec: Dec = rng.chance(lang === 'hr' ? 0.85 : 0.65) ? ',' : '.';
  const sep = dec === ',' ? rng.pick(['.', '.', '']) : rng.pick([',', '']);
  const shortPlayers = rng.chance(0.6);
  const c: Ctx = {
    lang,
    w,
    dec,
    sep,
    names: { shortPlayers, caps: rng.chance(0.08) },
    offerNames: { shortPlayers: shortPlayers || rng.chance(0.5), caps: rng.chance(0.1) },
  };
  const unit = rng.pick(w.unit);
  const unitFirst = unit === '€' && rng.chance(0.3);
  const money = (x: number): string => (unitFirst ? `€${num(x, dec, sep)}` : `${num(x, dec, sep)} ${unit}`);

  // Device: desktop browser at some zoom, or a tablet at ratio 1.5/2 (CSS width = image width / ratio).
  const tablet = rng.chance(0.22);
  const zoom = tablet
    ? width >= 1400 && rng.chance(0.6)
      ? 1.5
      : 2
    : rng.weighted([
        [1, 6],
        [0.9, 2],
        [0.8, 1],
        [1.1, 0.8],
      ] as const);
  const cssW = Math.round(width / zoom);
  const screenH = Math.round((width * rng.float(0.52, 0.64)) / zoom);
  const narrow = rng.chance(0.3);
  const pw = narrow || cssW < 900 ? rng.int(240, 280) : rng.int(280, Math.min(380, Math.round(cssW * 0.3)));
  const withSide = !tablet && cssW >= 1300 && rng.chance(0.55);
  const sw = rng.int(180, 220);
  const gap = rng.pick([0, 8, 12, 16]);
  const slipLeft = rng.chance(0.25);
  const offerW = cssW - pw - (withSide && !slipLeft ? sw + gap : 0) - 3 * gap;
  const cw = rng.int(44, 54);
  const tmw = rng.int(64, 84);

  const bookie = t.bookmaker;
  const brandParts = bookie.split(' ');
  const logo = `<div class="logo">${rng.chance(0.5) ? '<i></i>' : ''}${esc(brandParts[0])}${brandParts[1] ? `<em>${esc(brandParts.slice(1).join(' '))}</em>` : ''}</div>`;
  const navItems = w.nav.slice(0, cssW < 1000 ? 4 : w.nav.length);
  const navHtml = `<div class="nav">${navItems.map((n, i) => `<span${i === 0 ? ' class="on"' : ''}>${esc(n)}</span>`).join('')}</div>`;
  const logged = rng.chance(0.5);
  const acct = logged
    ? `<div class="acct"><div class="bal"><small>${esc(w.balance)}</small><b>${money(rng.int(3, 900) * (t.currency === 'RSD' ? 50 : 1) + rng.int(0, 99) / 100)}</b></div><span class="av"></span></div>`
    : `<div class="acct"><span class="b">${esc(w.login)}</span><span class="b p">${esc(w.register)}</span></div>`;
  const header = `<div class="hdr">${logo}${navHtml}${acct}</div>`;
  const sports: Sport[] = ['football', 'basketball', 'tennis'];
  const activeSport = t.legs[0].sport;
  const subnav = rng.chance(0.6)
    ? `<div class="sub">${[...sports.map((s) => w.sport[s]), ...w.otherSports]
        .map(
          (s, i) =>
            `<span${i < 3 && sports[i] === activeSport ? ' class="on"' : ''}>${esc(s)}<b>${rng.int(8, 1500)}</b></span>`,
        )
        .join('')}</div>`
    : '';
  const otabs = rng.chance(0.5)
    ? `<div class="otabs">${w.offerTabs.map((x, i) => `<span${i === 0 ? ' class="on"' : ''}>${esc(x)}</span>`).join('')}</div>`
    : '';
  const dOn = rng.int(0, w.dayTabs.length - 1);
  const dtabs = rng.chance(0.55)
    ? `<div class="dtabs">${w.dayTabs.map((x, i) => `<span${i === dOn ? ' class="on"' : ''}>${esc(x)}</span>`).join('')}</div>`
    : '';
  const promo = rng.chance(0.3) ? `<div class="promo">${esc(rng.pick(w.promo))}</div>` : '';
  const cookie = rng.chance(0.18)
    ? `<div class="ck"><span style="flex:1">${esc(w.cookie)}</span><span class="b">${esc(w.accept)}</span></div>`
    : '';
  const chat = !cookie && rng.chance(0.25) ? `<div class="chatb">${esc(w.chat)}</div>` : '';
  const scrolled = rng.chance(0.3);
  const off = `<div class="off"><div class="in"${scrolled ? ` style="top:-${rng.int(60, 260)}px"` : ''}>${scrolled ? '' : otabs + dtabs + promo}${offer(t, c, rng, offerW, cw, tmw)}</div>${cookie}${chat}</div>`;
  const side = withSide ? sidebar(c, rng) : '';
  const slipHtml = slip(t, c, rng, money, unit);
  const main = slipLeft
    ? `<div class="main">${slipHtml}${off}</div>`
    : `<div class="main">${side}${off}${slipHtml}</div>`;

  // Browser or tablet chrome around the site.
  const chromeDark = rng.chance(0.4);
  const chromeVars = chromeDark
    ? '--chb:#202124;--cha:#35363a;--chu:#202124;--chf:#e8eaed;--chm:#9aa0a6'
    : '--chb:#dee1e6;--cha:#ffffff;--chu:#f1f3f4;--chf:#202124;--chm:#5f6368';
  const host = `www.${bookie.toLowerCase().replace(/[^a-z0-9]+/g, '')}.${w.domain}`;
  const path = rng.pick(['/sport', '/sport/fudbal', '/kladjenje', '/ponuda', '/sportsko-kladjenje']);
  let top = '';
  let bottom = '';
  if (tablet) {
    const clock = fmtDate(t.printedAt, 'HH:mm');
    top = `<div class="tstat" style="--bl:${rng.int(20, 95) / 5}px"><span>${clock}</span><span>${rng.int(18, 99)} %<span class="bt"></span></span></div>`;
    if (rng.chance(0.6)) top += `<div class="tsafari"><span>${host.replace('www.', '')}</span></div>`;
  } else {
    if (rng.chance(0.55))
      top = `<div class="chrome"><div class="tabs"><div class="tab on"><i></i>${esc(bookie)} | ${esc(w.nav[0])}</div><div class="tab">${esc(rng.pick(['YouTube', 'Gmail', 'Rezultati uživo', 'Sofascore', 'Vesti']))}</div></div><div class="bar"><span class="ic"></span><span class="ic"></span><div class="url">${host}<b>${path}</b></div><span class="ic"></span></div></div>`;
    if (rng.chance(0.3)) {
      const d = t.printedAt;
      bottom = `<div class="task"><i class="w"></i><i></i><i></i><i></i><span class="clk">${fmtDate(d, 'HH:mm')}<br>${fmtDate(d, 'DD.MM.YYYY.')}</span></div>`;
    }
  }
  const shb = rng.weighted([
    ['var(--head)', 3],
    ['var(--ac)', 2],
    ['var(--card)', 2],
  ] as const);
  const shf = shb === 'var(--head)' ? 'var(--headfg)' : shb === 'var(--ac)' ? 'var(--on)' : 'var(--fg)';
  const vars = [
    `--page:${pal.page}`,
    `--card:${pal.card}`,
    `--card2:${pal.card2}`,
    `--fg:${pal.fg}`,
    `--mute:${pal.mute}`,
    `--line:${pal.line}`,
    `--cell:${pal.cell}`,
    `--cellfg:${pal.cellfg}`,
    `--head:${pal.head}`,
    `--headfg:${pal.headfg}`,
    `--ac:${ac}`,
    `--on:${on}`,
    `--tint:${pal.dark ? `${ac}33` : `${ac}2e`}`,
    `--inb:${pal.dark ? pal.page : '#fff'}`,
    `--shb:${shb}`,
    `--shf:${shf}`,
    `--shn:${shb === 'var(--ac)' ? 'rgba(0,0,0,.25)' : 'var(--ac)'}`,
    `--shnf:${shb === 'var(--ac)' ? '#fff' : 'var(--on)'}`,
    `--pc:${rng.chance(0.7) ? 'var(--fg)' : ac}`,
    `--oc:${rng.chance(0.6) ? 'var(--fg)' : ac}`,
    `--wc:${rng.chance(0.5) ? 'var(--fg)' : ac}`,
    `--nw:${rng.pick(['600', '700', '400'])}`,
    `--rad:${rng.pick([0, 3, 6, 8])}px`,
    `--font:${rng.pick(FONTS)}`,
    `--hh:${rng.int(50, 64)}px`,
    `--gap:${gap}px`,
    `--pw:${pw}px`,
    `--sw:${sw}px`,
    `--cw:${cw}px`,
    `--rh:${rng.int(34, 42)}px`,
    `--tmw:${tmw}px`,
    `--ofs:${rng.pick([12.5, 13, 13.5])}px`,
    `--sfs:${narrow ? rng.pick([12.5, 13, 13.5]) : rng.pick([13, 13.5, 14, 14.5])}px`,
    chromeVars,
  ].join(';');
  return page(
    css,
    `<div id="ticket" style="${vars};width:${cssW}px;min-height:${screenH}px;zoom:${zoom}">${top}${header}${subnav}${main}${bottom}</div>`,
  );
}

export const webOfferWithSlip: Layout = {
  name: 'web-offer-with-slip',
  medium: 'screen',
  width: [1280, 1600],
  profile: PROFILE,
  render,
};
