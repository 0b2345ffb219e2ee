// A bookmaker WEBSITE's ticket details as a desktop or laptop browser screenshot: the "Istorija tiketa" /
// "Moji tiketi" / "Pregled tiketa" page (hr "Moji listići" / "Pregled listića") with the account's ticket opened.
// Unlike web-league-groups (legs grouped under competition rows) and web-split-teams / hr-listic-table (one fixed
// table), every leg is one table row and the columns are drawn per ticket: their order and wording ("Datum i
// vreme | Šifra | Par | Igra | Tip | Kvota | Status", "Početak | Događaj | Oklada | Odabir | Tečaj", …); the pick
// as a market and a selection column, one "Konačan ishod - 1" cell, the market small over the selection, a terse
// code or hr/bs words; the competition printed small under the match (sometimes with the sport's name) or in its
// own column; a sport column with a CSS icon (and the name); a "#4521" code column; a leg-number column; a
// RESULT column ("2:1 (1:0)", "54:49 Q3", "-:-") and a STATUS column (words "Nije počelo"/"Aktivan", "U toku",
// "Dobitan", "Gubitan", coloured pills or icons) worked out from the moment the page was looked at, so a page
// seen after the first kickoffs shows live and finished legs; results and statuses are never in the truth.
// Around the table: a browser frame (tabs, address bar) on most screenshots and a desktop taskbar with a clock on
// a few; the site's top bar; a LEFT SIDEBAR with sports and their event counts ("Fudbal 1243"), top
// competitions with counts, or the account menu; a RIGHT column with a promo banner (a welcome bonus, cashback,
// the app, or a "Super kvota" match with boosted odds, which is not a leg of the ticket); filter tabs and a date
// range; on "history" pages collapsed rows of the account's other tickets (their own stakes, odds and payouts)
// above and below the opened one; a ticket header ("Tiket 123-4567-890123 · Uplaćen 12.12.2025. 18:03 ·
// Kombinacija") with its status; a cash-out button with its own amount on some live tickets; the summary (Broj
// parova, Ukupna kvota/Ukupni tečaj, Uplata, Manipulativni troškovi on some sr tickets, Mogući dobitak/Isplata) as
// a box on the right, a strip of cells under the table or right-aligned table-foot rows. RSD, EUR or KM, comma or
// dot decimals, grouped thousands or not; light or dark site themes; 1000–1400 px wide, on some tickets as a
// laptop at 125 % zoom (the same pixels, larger type, less room).
//
// Truth: as in web-league-groups, `render` re-draws the ticket for the drawn language (redrawTicket: leagues,
// currency, stakes and fee of that language's profile) in `t`, which the generator writes after rendering; the
// legs stay in kickoff order, the order printed.
import type { Rng } from '../../../rng';
import { COMPETITIONS, type Lang, type Sport } from '../../teams';
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
import {
  momentFrom,
  momentMs,
  type Bet,
  type Currency,
  type Leg,
  type Ticket,
  type TicketProfile,
} from '../../ticket';
import { drawLang, redrawTicket, sportMix } from '../parts';
import { page, ticketIds, type Layout } from '../types';

const css = `
#ticket{width:100%;background:var(--bg);color:var(--fg);font:14px/1.4 var(--font)}
.chrome{background:#dee1e6;color:#1f1f1f;font:12px/1.2 'DejaVu Sans',sans-serif}.chrome.dk{background:#202124;color:#e8eaed}
.tabs{display:flex;align-items:flex-end;gap:2px;padding:7px 8px 0;height:36px}
.tab{display:flex;align-items:center;gap:7px;width:210px;padding:7px 10px;border-radius:8px 8px 0 0;white-space:nowrap;overflow:hidden;opacity:.75}
.tab.on{background:#fff;opacity:1}.chrome.dk .tab.on{background:#35363a}
.fav{width:14px;height:14px;border-radius:3px;flex:none}
.tab .x{margin-left:auto;opacity:.6}
.addr{display:flex;align-items:center;gap:12px;background:#fff;padding:6px 10px}.chrome.dk .addr{background:#35363a}
.nb{opacity:.6;font-size:15px;letter-spacing:6px}
.url{flex:1;background:#f1f3f4;border-radius:14px;padding:6px 14px;font-size:13px;color:#202124}.chrome.dk .url{background:#202124;color:#e8eaed}
.url i{font-style:normal;opacity:.55}
.bm{display:flex;gap:16px;padding:4px 12px 6px;background:#fff;border-bottom:1px solid #ccc;font-size:11px;opacity:.9}.chrome.dk .bm{background:#35363a;border-color:#111}
.site{background:var(--bar);color:var(--barfg);display:flex;align-items:center;gap:24px;padding:0 22px;height:58px}
.logo{font-weight:bold;font-size:23px;letter-spacing:-.4px;white-space:nowrap}.logo i{font-style:normal;color:var(--ac)}
.menu{display:flex;gap:18px;flex:1;font-size:14px;white-space:nowrap}.menu span{opacity:.82}.menu .on{opacity:1;color:var(--ac);font-weight:bold}
.acct{display:flex;gap:10px;align-items:center;font-size:13px;white-space:nowrap}
.acct .b{background:var(--ac);color:var(--acfg);border-radius:4px;padding:6px 12px;font-weight:bold}
.acct .o{border:1px solid var(--barfg);border-radius:4px;padding:5px 10px;opacity:.85}
.cols{display:flex;gap:16px;padding:16px 18px;align-items:flex-start}
.left{width:var(--lw);flex:none;background:var(--panel);border:1px solid var(--line);border-radius:6px;font-size:13px;padding:6px 0}
.left h4{margin:8px 12px 4px;font-size:11px;text-transform:uppercase;letter-spacing:.6px;color:var(--mut)}
.left div{display:flex;justify-content:space-between;gap:8px;padding:6px 12px}.left div.on{background:var(--sel);font-weight:bold;border-left:3px solid var(--ac);padding-left:9px}
.left div i{font-style:normal;color:var(--mut);font-size:12px}
.mid{flex:1;min-width:0}
.right{width:var(--rw);flex:none;display:flex;flex-direction:column;gap:14px}
h1{font-size:22px;margin:0 0 10px}
.crumb{font-size:12px;color:var(--mut);margin-bottom:4px}
.filt{display:flex;gap:8px;align-items:center;margin-bottom:12px;font-size:13px;flex-wrap:wrap}
.filt span{border:1px solid var(--line);border-radius:16px;padding:4px 12px;background:var(--panel)}.filt span.on{background:var(--ac);color:var(--acfg);border-color:var(--ac);font-weight:bold}
.filt .rng{margin-left:auto;border-radius:4px;color:var(--mut)}
.other{display:flex;flex-wrap:wrap;gap:4px 18px;align-items:center;background:var(--panel);border:1px solid var(--line);border-radius:6px;padding:9px 14px;margin-bottom:8px;font-size:13px;color:var(--mut)}
.other span{white-space:nowrap}.other b{color:var(--fg)}.other .st{margin-left:auto}
.card{background:var(--panel);border:1px solid var(--line);border-radius:6px;overflow:hidden;margin-bottom:8px}
.th{display:flex;flex-wrap:wrap;align-items:center;gap:6px 10px;padding:11px 14px;border-bottom:1px solid var(--line);font-size:14px}
.th .dot{color:var(--mut)}.th .ty{color:var(--mut)}
.th .act{margin-left:auto;display:flex;gap:8px}
.btn{border:1px solid var(--line);border-radius:4px;padding:4px 10px;font-size:12px;color:var(--mut)}
.btn.co{background:#f0a500;border-color:#f0a500;color:#1a1a1a;font-weight:bold}
.st{display:inline-block;border-radius:11px;padding:1px 10px;font-size:12px;font-weight:bold;color:#fff}
.st.pend{background:#5b7083}.st.live{background:#e08a00}.st.won{background:#1e9e50}.st.lost{background:#d0342c}
table{width:100%;border-collapse:collapse;font-size:var(--fs)}
th{text-align:left;font-size:12px;color:var(--mut);font-weight:bold;background:var(--head);padding:8px 9px;white-space:nowrap;border-bottom:1px solid var(--line)}
td{padding:7px 9px;vertical-align:middle}
.lines td{border-bottom:1px solid var(--line)}
.zebra tbody tr:nth-child(even) td{background:var(--zebra)}
.grid th,.grid td{border:1px solid var(--line)}
th.r,td.r{text-align:right}th.c,td.c{text-align:center}
td.o{font-weight:bold;white-space:nowrap;font-size:calc(var(--fs) + 1px)}
td.n,td.k,td.t{color:var(--mut);white-space:nowrap;font-size:13px}td.t b{display:block;color:var(--fg);font-weight:normal}
td.m .lg{display:block;font-size:11px;color:var(--mut);margin-top:1px}
td.m.b{font-weight:bold}td.m.b .lg{font-weight:normal}
td.mk{color:var(--mut)}td.p{font-weight:bold;white-space:nowrap;color:var(--pk)}
td.s2 small{display:block;font-size:11px;color:var(--mut)}td.s2 b{color:var(--pk)}
td.sp{white-space:nowrap;font-size:13px}
td.res{white-space:nowrap;text-align:center;font-weight:bold}td.res small{font-weight:normal;color:var(--mut);font-size:11px;margin-left:4px}
td.res.lv{color:#e08a00}
td.stc{white-space:nowrap;font-size:12px}
.w-pend{color:var(--mut)}.w-live{color:#e08a00;font-weight:bold}.w-won{color:#1e9e50;font-weight:bold}.w-lost{color:#d0342c;font-weight:bold}
.ico{display:inline-block;width:18px;height:18px;border-radius:50%;vertical-align:middle;text-align:center;font:bold 12px/18px 'DejaVu Sans',sans-serif;color:#fff}
.ico.won{background:#1e9e50}.ico.lost{background:#d0342c}.ico.live{background:#e08a00;width:10px;height:10px;margin:4px}
.ico.pend{border:2px solid var(--mut);position:relative;background:transparent}
.ico.pend:before{content:'';position:absolute;left:6px;top:2px;width:2px;height:6px;background:var(--mut)}
.ico.pend:after{content:'';position:absolute;left:6px;top:7px;width:5px;height:2px;background:var(--mut)}
.sic{display:inline-block;width:15px;height:15px;border-radius:50%;vertical-align:-3px;margin-right:6px}
.sic.football{background:radial-gradient(circle,#222 22%,#fff 25%);border:1px solid #333}
.sic.basketball{background:linear-gradient(90deg,transparent 46%,#5a2a00 46% 54%,transparent 54%),linear-gradient(transparent 46%,#5a2a00 46% 54%,transparent 54%),#f28a1d}
.sic.tennis{background:radial-gradient(circle at 0 50%,transparent 45%,#fff 46% 52%,transparent 53%),#c8dc2a}
.strip{display:flex;border-top:1px solid var(--line);background:var(--head)}
.strip div{flex:1;padding:10px 14px;border-right:1px solid var(--line)}.strip div:last-child{border-right:0}
.strip span{display:block;font-size:11px;color:var(--mut);text-transform:uppercase;letter-spacing:.3px}.strip b{font-size:16px}
.strip .big b{color:var(--pay);font-size:18px}
tfoot td{border:0;padding:4px 9px;background:var(--panel)}tfoot tr:first-child td{padding-top:12px;border-top:2px solid var(--line)}
tfoot .big td{font-size:17px;font-weight:bold;padding-bottom:12px}tfoot .big td b{color:var(--pay)}
.box{background:var(--panel);border:1px solid var(--line);border-radius:6px;padding:12px 14px;font-size:14px}
.box h3{margin:0 0 8px;font-size:15px;border-bottom:1px solid var(--line);padding-bottom:7px}
.box div{display:flex;justify-content:space-between;gap:10px;padding:3px 0}.box div span{color:var(--mut)}
.box .big{border-top:1px solid var(--line);margin-top:6px;padding-top:8px;font-size:17px;font-weight:bold}.box .big b{color:var(--pay)}
.promo{border-radius:8px;padding:16px;color:#fff;background:var(--promo);font-size:13px}
.promo .k{font-size:11px;text-transform:uppercase;letter-spacing:1px;opacity:.85}
.promo .h{font-size:21px;font-weight:bold;line-height:1.2;margin:6px 0 8px}
.promo .go{display:inline-block;margin-top:10px;background:#fff;color:#111;border-radius:4px;padding:6px 14px;font-weight:bold}
.promo .boost{display:flex;gap:10px;align-items:center;margin-top:6px}.promo s{opacity:.7}.promo .nb2{background:#fff;color:#111;border-radius:4px;padding:3px 8px;font-weight:bold;font-size:15px}
.foot{display:flex;gap:14px;align-items:center;padding:12px 22px 16px;font-size:12px;color:var(--mut);border-top:1px solid var(--line)}
.age{flex:none;width:30px;height:30px;border:2px solid var(--mut);border-radius:50%;text-align:center;line-height:26px;font-weight:bold}
.task{display:flex;align-items:center;gap:10px;height:40px;background:#1f2430;color:#fff;padding:0 12px;font:12px/1.2 'DejaVu Sans',sans-serif}
.task .sq{width:22px;height:22px;border-radius:4px;background:#3a4150}.task .sq.w{background:linear-gradient(135deg,#3aa0ff,#1a5fd0)}
.task .clk{margin-left:auto;text-align:right}
`;

interface Theme {
  bg: string;
  fg: string;
  mut: string;
  panel: string;
  line: string;
  head: string;
  zebra: string;
  sel: string;
  bar: string;
  barfg: string;
  dark: boolean;
}

const THEMES: Theme[] = [
  {
    bg: '#f1f3f6',
    fg: '#1b2129',
    mut: '#6a737d',
    panel: '#ffffff',
    line: '#dfe3e8',
    head: '#f5f7f9',
    zebra: '#f6f8fa',
    sel: '#eef3f8',
    bar: '#0f2a47',
    barfg: '#ffffff',
    dark: false,
  },
  {
    bg: '#ebedf0',
    fg: '#222222',
    mut: '#6f6f6f',
    panel: '#ffffff',
    line: '#d6d6d6',
    head: '#ececec',
    zebra: '#f4f4f4',
    sel: '#f0f0f0',
    bar: '#ffffff',
    barfg: '#1d1d1d',
    dark: false,
  },
  {
    bg: '#10151c',
    fg: '#e3e7ec',
    mut: '#8c96a2',
    panel: '#18202a',
    line: '#2a3441',
    head: '#1f2833',
    zebra: '#1c2530',
    sel: '#232e3b',
    bar: '#0a0e13',
    barfg: '#ffffff',
    dark: true,
  },
  {
    bg: '#1b1b1d',
    fg: '#ececec',
    mut: '#9a9a9e',
    panel: '#242427',
    line: '#38383d',
    head: '#2c2c30',
    zebra: '#29292c',
    sel: '#323236',
    bar: '#111112',
    barfg: '#ffffff',
    dark: true,
  },
];

const ACCENTS: [string, string][] = [
  ['#ffc400', '#1a1a1a'],
  ['#22b35e', '#ffffff'],
  ['#e8322b', '#ffffff'],
  ['#2d7ff0', '#ffffff'],
  ['#ff7b00', '#1a1a1a'],
  ['#00b3a4', '#ffffff'],
];

const PROMO_BG = [
  'linear-gradient(135deg,#6a11cb,#2575fc)',
  'linear-gradient(135deg,#d31027,#ea384d)',
  'linear-gradient(135deg,#0b8a4a,#12c26d)',
  'linear-gradient(135deg,#1e2a78,#ff6a00)',
  'linear-gradient(135deg,#232526,#414345)',
];

/** Which cell a column holds; `P` in an order stands for the pick columns of the ticket's pick mode. */
type Kind =
  | 'idx'
  | 'time'
  | 'code'
  | 'sport'
  | 'match'
  | 'league'
  | 'market'
  | 'pick'
  | 'joined'
  | 'stacked'
  | 'terse'
  | 'words'
  | 'odds'
  | 'result'
  | 'status';
type PickMode = 'split' | 'joined' | 'stacked' | 'terse' | 'words';

type LegState = 'pend' | 'live' | 'won' | 'lost';

interface Site {
  currency: Currency;
  tld: string;
  bookmakers: string[];
  ticketId: (rng: Rng) => string;
  titles: string[];
  path: string[];
  menu: string[];
  login: [string, string];
  deposit: string;
  balance: string;
  ticket: string;
  paid: string;
  types: string[];
  heads: Record<Kind, string[]>;
  state: Record<LegState, string[]>;
  ticketState: Record<LegState, string>;
  filters: string[];
  from: string;
  to: string;
  sports: Record<Sport, string>;
  moreSports: string[];
  top: string;
  topLeagues: string[];
  account: string[];
  accountTitle: string;
  summary: string;
  labels: { legs: string; odds: string; stake: string; payout: string; won: string }[];
  fee: string;
  afterFee: string;
  cashout: string;
  repeat: string;
  print: string;
  promos: { k: string; h: string; p: string; go: string }[];
  boost: string;
  footer: string;
  half: string;
}

const SITES: Record<Lang, Site> = {
  sr: {
    currency: 'RSD',
    tld: 'rs',
    bookmakers: ['Tiketnica Pro', 'Beli Par'],
    ticketId: (rng) => (rng.chance(0.6) ? ticketIds.dashed(rng) : ticketIds.long(rng)),
    titles: ['Istorija tiketa', 'Moji tiketi', 'Pregled tiketa'],
    path: ['nalog/istorija-tiketa', 'moji-tiketi', 'tiket/pregled'],
    menu: ['Sport', 'Uživo', 'Kazino', 'Kazino uživo', 'Virtuelne', 'Promocije'],
    login: ['Moj nalog', 'Odjava'],
    deposit: 'Uplati',
    balance: 'Stanje',
    ticket: 'Tiket',
    paid: 'Uplaćen',
    types: ['Kombinacija', 'Obični tiket'],
    heads: {
      idx: ['#', 'Rb.'],
      time: ['Datum i vreme', 'Početak', 'Vreme', 'Datum'],
      code: ['Šifra', 'Br.', 'ID'],
      sport: ['Sport', ''],
      match: ['Par', 'Događaj', 'Utakmica'],
      league: ['Takmičenje', 'Liga'],
      market: ['Igra', 'Tip igre'],
      pick: ['Tip', 'Odabir'],
      joined: ['Igra / Tip', 'Tip'],
      stacked: ['Igra', 'Tip'],
      terse: ['Tip', 'Igra'],
      words: ['Igra', 'Tip'],
      odds: ['Kvota'],
      result: ['Rezultat', 'Rez.'],
      status: ['Status', ''],
    },
    state: {
      pend: ['Nije počelo', 'Aktivan', 'Na čekanju'],
      live: ['U toku', 'Uživo'],
      won: ['Dobitan', 'Pogođen'],
      lost: ['Gubitan', 'Promašen'],
    },
    ticketState: { pend: 'Aktivan', live: 'U toku', won: 'Dobitan', lost: 'Gubitan' },
    filters: ['Svi', 'Aktivni', 'Dobitni', 'Gubitni', 'Isplaćeni'],
    from: 'Od',
    to: 'Do',
    sports: { football: 'Fudbal', basketball: 'Košarka', tennis: 'Tenis' },
    moreSports: ['Hokej', 'Rukomet', 'Odbojka', 'Stoni tenis', 'Američki fudbal', 'Bejzbol', 'eSport'],
    top: 'Top takmičenja',
    topLeagues: ['Liga šampiona', 'Premijer liga', 'La Liga', 'Super liga', 'Evroliga', 'ABA liga'],
    account: [
      'Lični podaci',
      'Uplata',
      'Isplata',
      'Istorija tiketa',
      'Transakcije',
      'Bonusi',
      'Odgovorno igranje',
    ],
    accountTitle: 'Moj nalog',
    summary: 'Detalji uplate',
    labels: [
      {
        legs: 'Broj parova',
        odds: 'Ukupna kvota',
        stake: 'Uplata',
        payout: 'Mogući dobitak',
        won: 'Dobitak',
      },
      { legs: 'Parova', odds: 'Kvota', stake: 'Ulog', payout: 'Moguća isplata', won: 'Isplata' },
    ],
    fee: 'Manipulativni troškovi (5%)',
    afterFee: 'Uplata za igru',
    cashout: 'Keš aut',
    repeat: 'Ponovi tiket',
    print: 'Štampaj',
    promos: [
      {
        k: 'Dobrodošlica',
        h: 'Bonus 100% do 20.000 RSD',
        p: 'Na prvu uplatu, uz promo kod START.',
        go: 'Preuzmi',
      },
      {
        k: 'Svakog ponedeljka',
        h: 'Kešbek 10%',
        p: 'Deo izgubljenih uplata vraćamo na tvoj nalog.',
        go: 'Saznaj više',
      },
      {
        k: 'Mobilna aplikacija',
        h: 'Igraj bilo gde',
        p: 'Preuzmi aplikaciju za Android i iOS.',
        go: 'Preuzmi',
      },
    ],
    boost: 'Super kvota',
    footer:
      'Igre na sreću mogu izazvati zavisnost. Zabranjeno za lica mlađa od 18 godina. Priređivač poseduje dozvolu Uprave za igre na sreću.',
    half: 'Poluvreme',
  },
  hr: {
    currency: 'EUR',
    tld: 'hr',
    bookmakers: ['Sjeverni Tečaj', 'Listić Plus'],
    ticketId: (rng) => (rng.chance(0.5) ? ticketIds.hex(rng) : ticketIds.long(rng)),
    titles: ['Moji listići', 'Pregled listića', 'Povijest listića'],
    path: ['moji-listici', 'listic/pregled', 'racun/povijest-listica'],
    menu: ['Sport', 'Uživo', 'Casino', 'Live casino', 'Virtualne igre', 'Promocije'],
    login: ['Moj račun', 'Odjava'],
    deposit: 'Uplata',
    balance: 'Stanje',
    ticket: 'Listić',
    paid: 'Uplaćen',
    types: ['Kombinacija', 'Kombinirani listić', 'Obični listić'],
    heads: {
      idx: ['#', 'Rb.'],
      time: ['Datum i vrijeme', 'Početak', 'Vrijeme'],
      code: ['Šifra', 'Br.'],
      sport: ['Sport', ''],
      match: ['Događaj', 'Par', 'Susret'],
      league: ['Natjecanje', 'Liga'],
      market: ['Oklada', 'Vrsta oklade'],
      pick: ['Odabir', 'Tip'],
      joined: ['Oklada / Odabir', 'Oklada'],
      stacked: ['Oklada', 'Odabir'],
      terse: ['Tip', 'Odabir'],
      words: ['Oklada', 'Odabir'],
      odds: ['Tečaj'],
      result: ['Rezultat', 'Rez.'],
      status: ['Status', ''],
    },
    state: {
      pend: ['Nije počelo', 'Aktivan', 'Na čekanju'],
      live: ['U tijeku', 'Uživo'],
      won: ['Dobitan', 'Pogođen'],
      lost: ['Gubitan', 'Promašen'],
    },
    ticketState: { pend: 'Aktivan', live: 'U tijeku', won: 'Dobitni', lost: 'Gubitni' },
    filters: ['Svi', 'Aktivni', 'Dobitni', 'Gubitni', 'Isplaćeni'],
    from: 'Od',
    to: 'Do',
    sports: { football: 'Nogomet', basketball: 'Košarka', tennis: 'Tenis' },
    moreSports: [
      'Hokej na ledu',
      'Rukomet',
      'Odbojka',
      'Stolni tenis',
      'Američki nogomet',
      'Vaterpolo',
      'eSport',
    ],
    top: 'Top natjecanja',
    topLeagues: ['Liga prvaka', 'Premier liga', 'HNL', 'La Liga', 'Euroliga', 'Bundesliga'],
    account: [
      'Osobni podaci',
      'Uplata',
      'Isplata',
      'Moji listići',
      'Transakcije',
      'Bonusi',
      'Odgovorno klađenje',
    ],
    accountTitle: 'Moj račun',
    summary: 'Sažetak listića',
    labels: [
      {
        legs: 'Broj parova',
        odds: 'Ukupni tečaj',
        stake: 'Uplata',
        payout: 'Mogući dobitak',
        won: 'Isplata',
      },
      { legs: 'Broj događaja', odds: 'Tečaj', stake: 'Ulog', payout: 'Moguća isplata', won: 'Isplaćeno' },
    ],
    fee: 'Manipulativni troškovi (5%)',
    afterFee: 'Ulog za igru',
    cashout: 'Cash out',
    repeat: 'Ponovi listić',
    print: 'Ispis',
    promos: [
      { k: 'Dobrodošlica', h: 'Bonus 100% do 200 €', p: 'Za nove igrače na prvu uplatu.', go: 'Preuzmi' },
      {
        k: 'Svaki vikend',
        h: 'Povrat 10% uloga',
        p: 'Na gubitne kombinacije od 5 parova.',
        go: 'Saznaj više',
      },
      { k: 'Aplikacija', h: 'Klađenje u džepu', p: 'Preuzmi aplikaciju za Android i iOS.', go: 'Preuzmi' },
    ],
    boost: 'Super tečaj',
    footer:
      'Igre na sreću mogu izazvati ovisnost. Zabranjeno sudjelovanje maloljetnim osobama. Priređivač ima odobrenje Ministarstva financija.',
    half: 'Poluvrijeme',
  },
  bs: {
    currency: 'BAM',
    tld: 'ba',
    bookmakers: ['Una Kvota', 'Bosna Tip'],
    ticketId: (rng) => (rng.chance(0.5) ? ticketIds.long(rng) : ticketIds.dashed(rng)),
    titles: ['Moji tiketi', 'Pregled tiketa', 'Historija tiketa'],
    path: ['moji-tiketi', 'tiket/pregled', 'profil/historija-tiketa'],
    menu: ['Sport', 'Uživo', 'Kazino', 'Virtuelne igre', 'Promocije'],
    login: ['Moj profil', 'Odjava'],
    deposit: 'Uplati',
    balance: 'Stanje',
    ticket: 'Tiket',
    paid: 'Uplaćen',
    types: ['Kombinacija', 'Obični tiket'],
    heads: {
      idx: ['#', 'R.br.'],
      time: ['Datum i vrijeme', 'Početak', 'Vrijeme'],
      code: ['Šifra', 'Br.'],
      sport: ['Sport', ''],
      match: ['Par', 'Događaj', 'Utakmica'],
      league: ['Takmičenje', 'Liga'],
      market: ['Igra', 'Oklada'],
      pick: ['Tip', 'Odabir'],
      joined: ['Igra / Tip', 'Oklada'],
      stacked: ['Igra', 'Oklada'],
      terse: ['Tip'],
      words: ['Oklada', 'Igra'],
      odds: ['Kvota'],
      result: ['Rezultat', 'Rez.'],
      status: ['Status', ''],
    },
    state: {
      pend: ['Nije počelo', 'Aktivan'],
      live: ['U toku', 'Uživo'],
      won: ['Dobitan', 'Pogođen'],
      lost: ['Gubitan', 'Promašen'],
    },
    ticketState: { pend: 'Aktivan', live: 'U toku', won: 'Dobitni', lost: 'Gubitni' },
    filters: ['Svi', 'Aktivni', 'Dobitni', 'Gubitni'],
    from: 'Od',
    to: 'Do',
    sports: { football: 'Fudbal', basketball: 'Košarka', tennis: 'Tenis' },
    moreSports: ['Hokej', 'Rukomet', 'Odbojka', 'Stoni tenis', 'eSport'],
    top: 'Top takmičenja',
    topLeagues: ['Liga prvaka', 'Premijer liga BiH', 'Premijer liga', 'La Liga', 'Euroliga', 'ABA liga'],
    account: ['Lični podaci', 'Uplata', 'Isplata', 'Moji tiketi', 'Transakcije', 'Bonusi'],
    accountTitle: 'Moj profil',
    summary: 'Detalji uplate',
    labels: [
      {
        legs: 'Broj parova',
        odds: 'Ukupna kvota',
        stake: 'Uplata',
        payout: 'Mogući dobitak',
        won: 'Dobitak',
      },
      { legs: 'Parova', odds: 'Kvota', stake: 'Uplata', payout: 'Dobitak', won: 'Isplata' },
    ],
    fee: 'Manipulativni troškovi (5%)',
    afterFee: 'Uplata za igru',
    cashout: 'Cash out',
    repeat: 'Ponovi tiket',
    print: 'Printaj',
    promos: [
      { k: 'Dobrodošlica', h: 'Bonus 100% do 300 KM', p: 'Na prvu uplatu preko interneta.', go: 'Preuzmi' },
      { k: 'Svake sedmice', h: 'Kešbek 10%', p: 'Vraćamo dio izgubljenih uplata.', go: 'Više' },
      { k: 'Aplikacija', h: 'Igraj bilo gdje', p: 'Preuzmi aplikaciju za Android i iOS.', go: 'Preuzmi' },
    ],
    boost: 'Super kvota',
    footer:
      'Igre na sreću mogu izazvati ovisnost. Zabranjeno za osobe mlađe od 18 godina. Priređivač posjeduje odobrenje nadležnog ministarstva.',
    half: 'Poluvrijeme',
  },
};

/** The layout's own profile: what the generator draws before `render` picks the site's language. */
const PROFILE: TicketProfile = {
  lang: 'sr',
  currency: 'RSD',
  fee: false,
  sports: sportMix(7, 2, 2),
  legs: [2, 10],
  bookmakers: SITES.sr.bookmakers,
  ticketId: (rng) => SITES.sr.ticketId(rng),
};

const MIN = 60000;

/** A final score and whether the pick won; scores are picture only, the truth never records them. */
interface Score {
  h: number;
  a: number;
  h1?: number;
  a1?: number;
}

function footballScore(rng: Rng): Score {
  const g = (): number =>
    rng.weighted([
      [0, 5],
      [1, 6],
      [2, 4],
      [3, 2],
      [4, 1],
    ] as const);
  const h = g();
  const a = g();
  return { h, a, h1: rng.int(0, h), a1: rng.int(0, a) };
}

function won(bet: Bet, s: Score): boolean {
  const { h, a } = s;
  const h1 = s.h1 ?? 0;
  const a1 = s.a1 ?? 0;
  const tot = h + a;
  switch (bet.key) {
    case 'ki1':
    case 'bk1':
    case 't1':
      return h > a;
    case 'kix':
      return h === a;
    case 'ki2':
    case 'bk2':
    case 't2':
      return h < a;
    case 'ds1x':
      return h >= a;
    case 'dsx2':
      return h <= a;
    case 'ds12':
      return h !== a;
    case 'gg':
      return h > 0 && a > 0;
    case 'ng':
      return h === 0 || a === 0;
    case 'ug02':
      return tot <= 2;
    case 'ug2p':
      return tot >= 2;
    case 'ug3p':
      return tot >= 3;
    case 'p1_1':
      return h1 > a1;
    case 'p1_x':
      return h1 === a1;
    case 'p2_2':
      return h - h1 < a - a1;
    case 'gg3p':
      return h > 0 && a > 0 && tot >= 3;
    case '1ug3p':
      return h > a && tot >= 3;
    case 'bkover':
      return tot > (bet.line ?? 0);
    case 'bkunder':
      return tot < (bet.line ?? 0);
  }
}

interface LegView {
  state: LegState;
  /** The result cell's HTML: "2:1 (1:0)", "54:49 Q3", "-:-". */
  result: string;
}

/** What the page shows for a leg at the moment it was looked at. */
function legView(
  l: Leg,
  now: number,
  rng: Rng,
  site: Site,
  opts: { dash: string; halftime: boolean },
): LegView {
  const dt = Math.floor((now - momentMs(l.kickoff)) / MIN);
  if (dt < 0) return { state: 'pend', result: opts.dash };
  const length = l.sport === 'football' ? 112 : l.sport === 'basketball' ? 125 : 100;
  if (dt < length) {
    if (l.sport === 'football') {
      const minute = dt <= 46 ? `${Math.max(1, dt)}'` : dt < 62 ? site.half : `${Math.min(90, dt - 16)}'`;
      return { state: 'live', result: `${rng.int(0, 2)}:${rng.int(0, 2)}<small>${minute}</small>` };
    }
    if (l.sport === 'basketball') {
      const q = Math.min(4, Math.floor(dt / 30) + 1);
      return {
        state: 'live',
        result: `${q * 19 + rng.int(0, 12)}:${q * 19 + rng.int(0, 12)}<small>Q${q}</small>`,
      };
    }
    const sets = Math.min(2, Math.floor(dt / 45));
    const h = rng.int(0, sets);
    return { state: 'live', result: `${h}:${sets - h}<small>S${sets + 1}</small>` };
  }
  let s: Score;
  let text: string;
  if (l.sport === 'football') {
    s = footballScore(rng);
    text = `${s.h}:${s.a}${opts.halftime ? `<small>(${s.h1}:${s.a1})</small>` : ''}`;
  } else if (l.sport === 'basketball') {
    const h = rng.int(68, 104);
    let a = rng.int(68, 104);
    if (a === h) a += rng.int(1, 6);
    s = { h, a };
    text = `${h}:${a}`;
  } else {
    s = rng.pick([
      { h: 2, a: 0 },
      { h: 2, a: 1 },
      { h: 1, a: 2 },
      { h: 0, a: 2 },
    ]);
    text = `${s.h}:${s.a}`;
  }
  return { state: won(l.bet, s) ? 'won' : 'lost', result: text };
}

const ORDERS: Kind[][] = [
  ['idx', 'time', 'code', 'sport', 'match', 'league', 'market', 'pick', 'odds', 'result', 'status'],
  ['idx', 'code', 'match', 'league', 'time', 'market', 'pick', 'odds', 'status', 'result'],
  ['status', 'time', 'sport', 'match', 'league', 'market', 'pick', 'result', 'odds'],
  ['idx', 'sport', 'match', 'league', 'time', 'code', 'market', 'pick', 'odds', 'result', 'status'],
];

function slug(s: string): string {
  return s
    .toLowerCase()
    .replace(/đ/g, 'dj')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]/g, '');
}

function render(t: Ticket, width: number, rng: Rng): string {
  const lang = drawLang(rng);
  const site = SITES[lang];
  const fee = lang === 'sr' && rng.chance(0.35);
  // The truth is written from `t` after rendering: a ticket of the drawn language (its leagues, currency, stakes
  // and fee) replaces the generator's, so what is printed and what is recorded stay the same ticket.
  if (lang !== t.lang || fee !== t.feePct > 0 || !site.bookmakers.includes(t.bookmaker))
    redrawTicket(t, rng, { ...PROFILE, lang, fee, bookmakers: site.bookmakers, ticketId: site.ticketId });

  // ---- page geometry: a laptop at 125 % shows the same pixels with less room.
  const zoom = rng.chance(0.3) ? 1.25 : 1;
  const room = width / zoom;
  const leftKind = rng.weighted<'none' | 'sports' | 'top' | 'account'>([
    ['none', 2],
    ['sports', 4],
    ['top', 2],
    ['account', 3],
  ]);
  const rightKind = rng.weighted<'none' | 'promo' | 'summary' | 'both'>([
    ['none', 2],
    ['promo', 3],
    ['summary', 2],
    ['both', 3],
  ]);
  const lw = rng.int(190, 225);
  const rw = rng.int(240, 290);
  // Leave the table at least ~620 px: drop the left bar first, then the right column, on narrow pages.
  let left = leftKind !== 'none';
  let right = rightKind !== 'none';
  if (left && right && room - lw - rw - 70 < 620) left = false;
  if (right && room - (left ? lw : 0) - rw - 70 < 560) right = false;
  const summaryRight = right && (rightKind === 'summary' || rightKind === 'both');
  const promo = right && (rightKind === 'promo' || rightKind === 'both');
  const tableRoom = room - (left ? lw + 16 : 0) - (right ? rw + 16 : 0) - 36;

  // ---- the moment the page was looked at: before the first kickoff, or while or after the legs are played.
  const printed = momentMs(t.printedAt);
  const first = momentMs(t.legs[0].kickoff);
  const last = momentMs(t.legs[t.legs.length - 1].kickoff);
  const now = rng.chance(0.45)
    ? printed + Math.floor((first - printed) * rng.float(0.1, 0.95))
    : first + rng.int(5, Math.floor((last - first) / MIN) + 150) * MIN;
  const dash = rng.pick(['-:-', '-:-', '—', '']);
  const halftime = rng.chance(0.5);
  const views = t.legs.map((l) => legView(l, now, rng, site, { dash, halftime }));
  const ticketState: LegState = views.some((v) => v.state === 'lost')
    ? 'lost'
    : views.every((v) => v.state === 'won')
      ? 'won'
      : views.some((v) => v.state !== 'pend')
        ? 'live'
        : 'pend';

  // ---- columns
  const dec: Dec = rng.chance(lang === 'sr' ? 0.6 : 0.8) ? ',' : '.';
  const mode = rng.weighted<PickMode>([
    ['split', 4],
    ['joined', 3],
    ['stacked', 2],
    ['terse', 3],
    ['words', lang === 'sr' ? 1 : 2],
  ]);
  const leaguePlace = rng.weighted<'under' | 'column' | 'none'>([
    ['under', 7],
    ['column', 2],
    ['none', 2],
  ]);
  const showStatus = rng.chance(0.6);
  const showResult = rng.chance(now >= first ? 0.6 : 0.3);
  const want: Record<Kind, boolean> = {
    idx: rng.chance(0.3),
    time: rng.chance(0.92),
    code: rng.chance(0.4),
    sport: rng.chance(0.3),
    match: true,
    league: leaguePlace === 'column',
    market: mode === 'split',
    pick: true,
    joined: false,
    stacked: false,
    terse: false,
    words: false,
    odds: true,
    result: showResult,
    status: showStatus,
  };
  const order = rng.pick(ORDERS);
  let kinds = order.filter((k) => want[k]);
  if (mode !== 'split') kinds = kinds.map((k) => (k === 'pick' ? mode : k));
  // Narrow tables lose the optional columns first, as responsive sites hide them.
  const budget = Math.floor(tableRoom / 88);
  for (const drop of ['idx', 'league', 'sport', 'code', 'result'] as Kind[])
    if (kinds.length > budget && kinds.includes(drop)) kinds = kinds.filter((k) => k !== drop);
  const heads = Object.fromEntries(
    (Object.keys(site.heads) as Kind[]).map((k) => [k, rng.pick(site.heads[k])]),
  ) as Record<Kind, string>;

  const sep = rng.pick([' - ', ' - ', ' – ', ' vs ', ' vs. ']);
  const boldMatch = rng.chance(0.5);
  const fullPlayers = rng.chance(0.5);
  const leagueStyle = rng.weighted<'plain' | 'dot' | 'sport' | 'slash'>([
    ['plain', 3],
    ['dot', 3],
    ['sport', 3],
    ['slash', 1],
  ]);
  const timeFmt = rng.pick([
    'DD.MM.YYYY. HH:mm',
    'DD.MM. HH:mm',
    'DD.MM.YYYY HH:mm',
    'ddd DD.MM. HH:mm',
    'stack',
  ]);
  const codeFmt = rng.pick(['#', '', '']);
  const sportStyle = rng.pick(['icon', 'both', 'name']);
  const stateStyle = order[0] === 'status' ? 'icon' : rng.pick(['words', 'pill', 'icon', 'words']);
  const pendWord = rng.pick(site.state.pend);
  const liveWord = rng.pick(site.state.live);
  const wonWord = rng.pick(site.state.won);
  const lostWord = rng.pick(site.state.lost);
  const stateWord: Record<LegState, string> = {
    pend: pendWord,
    live: liveWord,
    won: wonWord,
    lost: lostWord,
  };
  const joinSep = rng.pick([' - ', ': ', ' · ']);
  const kiPrefix = rng.chance(0.25);

  const name = (s: string, l: Leg): string => esc(teamName(s, l, { shortPlayers: !fullPlayers }));
  const leagueText = (l: Leg): string => {
    const parts = l.league.split(' - ');
    switch (leagueStyle) {
      case 'plain':
        return esc(l.league);
      case 'dot':
        return esc(parts.join(' · '));
      case 'sport':
        return esc(`${site.sports[l.sport]} · ${parts.join(' · ')}`);
      case 'slash':
        return esc([site.sports[l.sport], ...parts].join(' / '));
    }
  };
  const timeCell = (l: Leg): string =>
    timeFmt === 'stack'
      ? `${fmtDate(l.kickoff, 'DD.MM.YYYY.')}<b>${fmtDate(l.kickoff, 'HH:mm')}</b>`
      : fmtDate(l.kickoff, timeFmt, lang);
  const stateCell = (s: LegState): string => {
    if (stateStyle === 'pill') return `<span class="st ${s}">${stateWord[s]}</span>`;
    if (stateStyle === 'words') return `<span class="w-${s}">${stateWord[s]}</span>`;
    const glyph = s === 'won' ? '✓' : s === 'lost' ? '✗' : '';
    return `<span class="ico ${s}">${glyph}</span>`;
  };
  const cell = (k: Kind, l: Leg, i: number): string => {
    switch (k) {
      case 'idx':
        return `<td class="n">${i + 1}.</td>`;
      case 'time':
        return `<td class="t">${timeCell(l)}</td>`;
      case 'code':
        return `<td class="k">${codeFmt}${l.code}</td>`;
      case 'sport': {
        const icon = `<span class="sic ${l.sport}"></span>`;
        const label = esc(site.sports[l.sport]);
        return `<td class="sp">${sportStyle === 'icon' ? icon : sportStyle === 'name' ? label : icon + label}</td>`;
      }
      case 'match': {
        const under = leaguePlace === 'under' ? `<span class="lg">${leagueText(l)}</span>` : '';
        return `<td class="m${boldMatch ? ' b' : ''}">${name(l.home, l)}${esc(sep)}${name(l.away, l)}${under}</td>`;
      }
      case 'league':
        return `<td class="k">${leagueText(l)}</td>`;
      case 'market':
        return `<td class="mk">${esc(marketName(l.bet, lang))}</td>`;
      case 'pick':
        return `<td class="p">${esc(pickChip(l.bet, dec))}</td>`;
      case 'joined':
        return `<td>${esc(marketName(l.bet, lang))}${joinSep}<b>${esc(pickChip(l.bet, dec))}</b></td>`;
      case 'stacked':
        return `<td class="s2"><small>${esc(marketName(l.bet, lang))}</small><b>${esc(pickChip(l.bet, dec))}</b></td>`;
      case 'terse':
        return `<td class="p">${esc(pickCode(l.bet, dec, { ki: kiPrefix }))}</td>`;
      case 'words':
        return `<td>${esc(pickWords(l.bet, lang, dec))}</td>`;
      case 'odds':
        return `<td class="o r">${odds(l.odds, dec)}</td>`;
      case 'result':
        return `<td class="res${views[i].state === 'live' ? ' lv' : ''}">${views[i].result}</td>`;
      case 'status':
        return `<td class="stc${stateStyle === 'icon' ? ' c' : ''}">${stateCell(views[i].state)}</td>`;
    }
  };
  const headCls = (k: Kind): string =>
    k === 'odds'
      ? ' class="r"'
      : k === 'result' || (k === 'status' && stateStyle === 'icon')
        ? ' class="c"'
        : '';
  const thead = kinds.map((k) => `<th${headCls(k)}>${heads[k]}</th>`).join('');
  const tbody = t.legs.map((l, i) => `<tr>${kinds.map((k) => cell(k, l, i)).join('')}</tr>`).join('\n');
  const rowStyle = rng.pick(['zebra', 'lines', 'grid', 'zebra lines']);

  // ---- money and summary
  const sepK = rng.chance(0.7) ? (dec === ',' ? '.' : ',') : '';
  const unit =
    site.currency === 'RSD'
      ? rng.pick(['RSD', 'RSD', 'din.'])
      : site.currency === 'BAM'
        ? rng.pick(['KM', 'KM', 'BAM'])
        : rng.pick(['€', 'EUR']);
  const euroFirst = unit === '€' && rng.chance(0.3);
  const money = (x: number): string =>
    euroFirst ? `€ ${num(x, dec, sepK)}` : `${num(x, dec, sepK)} ${unit}`;
  const labels = rng.pick(site.labels);
  const payLabel = ticketState === 'won' ? labels.won : labels.payout;
  const sumLines: [string, string, boolean][] = [
    [labels.legs, String(t.legs.length), false],
    [labels.odds, odds(t.totalOdds, dec), false],
    [labels.stake, money(t.stake), false],
    ...(t.feePct > 0
      ? ([
          [site.fee, money(t.fee), false],
          [site.afterFee, money(t.stakeAfterFee), false],
        ] as [string, string, boolean][])
      : []),
    [payLabel, money(t.payout), true],
  ];
  const summaryPlace = summaryRight ? 'box' : rng.pick(['strip', 'foot', 'box-under']);
  const box = `<div class="box"${summaryPlace === 'box-under' ? ' style="width:360px;margin:10px 0 8px auto"' : ''}><h3>${site.summary}</h3>
${sumLines.map(([k, v, big]) => `<div${big ? ' class="big"' : ''}><span>${k}</span><b>${v}</b></div>`).join('\n')}</div>`;
  const strip = `<div class="strip">${sumLines
    .map(([k, v, big]) => `<div${big ? ' class="big"' : ''}><span>${k}</span><b>${v}</b></div>`)
    .join('')}</div>`;
  const tfoot =
    summaryPlace === 'foot'
      ? `<tfoot>${sumLines
          .map(
            ([k, v, big]) =>
              `<tr${big ? ' class="big"' : ''}><td colspan="${kinds.length - 1}" class="r">${k}</td><td class="r"><b>${v}</b></td></tr>`,
          )
          .join('')}</tfoot>`
      : '';

  // ---- ticket header
  const paid = fmtDate(
    t.printedAt,
    rng.pick(['DD.MM.YYYY. HH:mm', 'DD.MM.YYYY HH:mm:ss', 'DD.MM.YYYY. u HH:mm']),
  );
  const type = rng.pick(site.types);
  const cashout =
    ticketState === 'live' || (ticketState === 'pend' && rng.chance(0.4))
      ? rng.chance(0.5)
        ? `<span class="btn co">${site.cashout} ${money(Math.round(t.stakeAfterFee * rng.float(0.3, 1.6) * 100) / 100)}</span>`
        : ''
      : '';
  const header = `<div class="th"><b>${site.ticket} ${t.ticketId}</b><span class="dot">·</span><span>${site.paid} ${paid}</span><span class="dot">·</span><span class="ty">${type}</span>
<span class="st ${ticketState}">${site.ticketState[ticketState]}</span>
<span class="act">${cashout}<span class="btn">${site.repeat}</span>${rng.chance(0.5) ? `<span class="btn">${site.print}</span>` : ''}</span></div>`;

  // ---- the account's other tickets, collapsed, on history pages
  const history = rng.chance(0.4);
  // Another ticket of the account in the opened one's id shape, newest first: those above were paid after it.
  const otherId = (): string =>
    t.ticketId.replace(/[0-9A-F]/g, (c) =>
      /[0-9]/.test(c) ? String(rng.int(0, 9)) : '0123456789ABCDEF'[rng.int(0, 15)],
    );
  const otherRow = (ms: number): string => {
    const stake = rng.pick(site.currency === 'RSD' ? [100, 200, 300, 500, 1000] : [1, 2, 5, 10, 20]);
    const o = Math.round(rng.float(2, 60) * 100) / 100;
    const st = rng.pick<LegState>(['won', 'lost', 'lost']);
    return `<div class="other"><span>${fmtDate(momentFrom(ms), 'DD.MM.YYYY. HH:mm')}</span><span>${site.ticket} <b>${otherId()}</b></span><span>${labels.stake} <b>${money(stake)}</b></span><span>${labels.odds} <b>${odds(o, dec)}</b></span><span>${labels.payout} <b>${money(Math.round(stake * o * 100) / 100)}</b></span><span class="st ${st}">${site.ticketState[st]}</span></div>`;
  };
  const sinceMin = Math.floor((now - printed) / MIN);
  const newer = history && sinceMin > 180 ? rng.int(0, 2) : 0;
  const older = history ? rng.int(1, 3) : 0;
  const before = Array.from({ length: newer }, () => printed + rng.int(30, sinceMin - 10) * MIN)
    .sort((a, b) => b - a)
    .map(otherRow)
    .join('\n');
  const after = Array.from({ length: older }, () => printed - rng.int(60, 20 * 24 * 60) * MIN)
    .sort((a, b) => b - a)
    .map(otherRow)
    .join('\n');
  const title = rng.pick(site.titles);
  const filters = history
    ? `<div class="filt">${site.filters.map((f, i) => `<span${i === 0 ? ' class="on"' : ''}>${f}</span>`).join('')}<span class="rng">${site.from} ${fmtDate(momentFrom(printed - 30 * 86400000), 'DD.MM.YYYY.')} ${site.to} ${fmtDate(momentFrom(now), 'DD.MM.YYYY.')}</span></div>`
    : '';

  const main = `<div class="mid">
<div class="crumb">${site.menu[0]} › ${site.login[0]} › ${title}</div>
<h1>${title}</h1>
${filters}
${before}
<div class="card">
${header}
<table class="${rowStyle}"><thead><tr>${thead}</tr></thead><tbody>
${tbody}
</tbody>${tfoot}</table>
${summaryPlace === 'strip' ? strip : ''}
</div>
${summaryPlace === 'box-under' ? box : ''}
${after}
</div>`;

  // ---- left sidebar
  const count = (): number => rng.int(3, 1400);
  let leftHtml = '';
  if (left) {
    if (leftKind === 'account') {
      const active = site.account.findIndex((a) => /tiket|listić/i.test(a));
      leftHtml = `<h4>${site.accountTitle}</h4>${site.account.map((a, i) => `<div${i === active ? ' class="on"' : ''}><span>${a}</span></div>`).join('')}`;
    } else {
      const sports = [site.sports.football, site.sports.basketball, site.sports.tennis, ...site.moreSports];
      const sportRows = sports.map((s) => `<div><span>${s}</span><i>${count()}</i></div>`);
      const topRows = site.topLeagues
        .map((s) => `<div><span>${s}</span><i>${rng.int(2, 60)}</i></div>`)
        .join('');
      leftHtml =
        leftKind === 'sports'
          ? `<h4>Sport</h4>${sportRows.join('')}${rng.chance(0.5) ? `<h4>${site.top}</h4>${topRows}` : ''}`
          : `<h4>${site.top}</h4>${topRows}<h4>Sport</h4>${sportRows.slice(0, 5).join('')}`;
    }
  }

  // ---- right column: summary box and/or promo
  let promoHtml = '';
  if (promo) {
    const bg = rng.pick(PROMO_BG);
    if (rng.chance(0.25)) {
      // A boosted-odds offer: a real-looking match that is not on the ticket.
      const used = new Set(t.legs.flatMap((l) => [l.home, l.away]));
      const comp = rng.pick(COMPETITIONS.football.filter((c) => !c.obscure));
      const [h, a] = rng.shuffle(comp.teams.filter((x) => !used.has(x)));
      const was = Math.round(rng.float(1.6, 2.6) * 100) / 100;
      promoHtml = `<div class="promo" style="--promo:${bg}"><div class="k">${site.boost}</div><div class="h">${esc(h)} - ${esc(a)}</div><div>${esc(comp.name[lang])}</div><div class="boost">1 <s>${odds(was, dec)}</s><span class="nb2">${odds(was + 0.4, dec)}</span></div><span class="go">${site.deposit}</span></div>`;
    } else {
      const p = rng.pick(site.promos);
      promoHtml = `<div class="promo" style="--promo:${bg}"><div class="k">${p.k}</div><div class="h">${p.h}</div><div>${p.p}</div><span class="go">${p.go}</span></div>`;
    }
  }
  const rightHtml = right ? `<div class="right">${summaryRight ? box : ''}${promoHtml}</div>` : '';

  // ---- site bar, browser frame, taskbar
  const [accent, accentFg] = rng.pick(ACCENTS);
  const theme = rng.weighted<Theme>([
    [THEMES[0], 4],
    [THEMES[1], 3],
    [THEMES[2], 2],
    [THEMES[3], 1],
  ]);
  const words = t.bookmaker.split(' ');
  const logo = rng.chance(0.5)
    ? esc(t.bookmaker)
    : `${esc(words[0])}<i>${esc(words.slice(1).join(' ') || '.')}</i>`;
  const balance = rng.chance(0.6)
    ? `<span>${site.balance}: <b>${money(rng.int(0, 300) * (site.currency === 'RSD' ? 50 : 0.5))}</b></span>`
    : '';
  const siteBar = `<div class="site"><span class="logo">${logo}</span><div class="menu">${site.menu
    .slice(0, room < 1100 ? 4 : site.menu.length)
    .map((m, i) => `<span${i === 0 ? ' class="on"' : ''}>${m}</span>`)
    .join(
      '',
    )}</div><div class="acct">${balance}<span class="b">${site.deposit}</span><span class="o">${site.login[0]}</span></div></div>`;
  const host = `www.${slug(t.bookmaker)}.${site.tld}`;
  const chromeDark = theme.dark && rng.chance(0.6);
  const browser = rng.chance(0.7)
    ? `<div class="chrome${chromeDark ? ' dk' : ''}"><div class="tabs"><span class="tab on"><span class="fav" style="background:${accent}"></span>${title} | ${esc(t.bookmaker)}<span class="x">×</span></span><span class="tab"><span class="fav" style="background:#888"></span>${rng.pick(['Rezultati uživo', 'Vesti – Sport', 'YouTube', 'Gmail – Inbox'])}<span class="x">×</span></span></div>
<div class="addr"><span class="nb">‹ › ↻</span><span class="url"><i>https://</i>${host}/${rng.pick(site.path)}${rng.chance(0.5) ? `/${slug(t.ticketId)}` : ''}</span><span class="nb">☆ ⋮</span></div>${rng.chance(0.3) ? `<div class="bm"><span>Rezultati</span><span>Vremenska prognoza</span><span>Banka</span><span>Mapa</span></div>` : ''}</div>`
    : '';
  const task = rng.chance(0.22)
    ? `<div class="task"><span class="sq w"></span><span class="sq"></span><span class="sq"></span><span class="sq"></span><span class="clk">${fmtDate(momentFrom(now), 'HH:mm')}<br>${fmtDate(momentFrom(now), 'DD.MM.YYYY.')}</span></div>`
    : '';

  const font = rng.pick([
    "'Liberation Sans','DejaVu Sans',Arial,sans-serif",
    "'DejaVu Sans',sans-serif",
    "'DejaVu Sans Condensed','DejaVu Sans',sans-serif",
  ]);
  const vars = [
    `--font:${font}`,
    `--bg:${theme.bg}`,
    `--fg:${theme.fg}`,
    `--mut:${theme.mut}`,
    `--panel:${theme.panel}`,
    `--line:${theme.line}`,
    `--head:${theme.head}`,
    `--zebra:${theme.zebra}`,
    `--sel:${theme.sel}`,
    `--bar:${theme.bar}`,
    `--barfg:${theme.barfg}`,
    `--ac:${accent}`,
    `--acfg:${accentFg}`,
    `--pk:${theme.dark && rng.chance(0.5) ? accent : theme.fg}`,
    `--pay:${theme.dark ? accent : rng.pick([theme.fg, '#1e9e50', accent])}`,
    `--lw:${lw}px`,
    `--rw:${rw}px`,
    `--fs:${rng.pick([13, 14, 14, 15])}px`,
  ].join(';');
  const body = `<div id="ticket" style="${vars}">
${browser}
${siteBar}
<div class="cols">${left ? `<div class="left">${leftHtml}</div>` : ''}
${main}
${rightHtml}</div>
<div class="foot"><span class="age">18+</span><span>${site.footer} © ${t.printedAt.y} ${esc(t.bookmaker)}</span></div>
${task}
</div>`;
  const html = page(css, body);
  return zoom === 1 ? html : html.replace('<style>', `<style>html{zoom:${zoom}}`);
}

export const webTicketHistory: Layout = {
  name: 'web-ticket-history',
  medium: 'screen',
  width: [1000, 1400],
  profile: PROFILE,
  render,
};
