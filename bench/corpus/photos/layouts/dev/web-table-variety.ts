// A Balkan bookmaker WEBSITE's page of one placed ticket ("Detalji tiketa", "Pregled tiketa", "Moj listić",
// "Tiket broj …"), drawn unlike web-league-groups (legs under competition rows), web-ticket-history (history page
// with results) and web-split-teams (one fixed table). Each ticket (its rng) takes ONE of five shapes:
//   (1) columns: a table whose columns are drawn from `Br. | Početak | Sport | Liga | Domaćin | Gost | Igra | Tip |
//       Kvota | Status` (5–8 of them, always home, away, the bet and the odds), their order shuffled a little;
//       the bet as "Konačan ishod: 1", "KI 1" or "Ukupno golova 3+" in one column, as market and pick columns, or
//       a terse pick alone; a status column ("Nije počelo", "U toku", "-") that is never in the truth;
//   (2) two rows per leg: a grey sub-header row spanning the table (day, time, league, a "#1234" match code),
//       then the row with the match and the bet;
//   (3) one match cell: a CSS sport icon, then "Home vs. Away", "Home : Away" or home over away (two lines);
//   (4) the site's responsive MOBILE view in a phone browser (390–430 px at device pixel ratio 2, 2.625 or 3):
//       every table row collapsed into a block of grey-labelled "Label: value" lines ("Događaj: Partizan -
//       Vojvodina", "Tip: 1", "Kvota: 1,85"), inline or label-left/value-right, blocks split by thin rules;
//   (5) a printable "Potvrda uplate" page opened in the browser: a white sheet in a monospaced font on a grey
//       print-view background, one line per leg with dotted leaders ("Partizan - Vojvodina ....... 1 .... 1,85").
// Around it: a site header (logo text, nav, deposit button), a breadcrumb, the ticket's number, placement date
// and status badge, the summary (Broj parova, Ukupna kvota/Ukupni tečaj, Uplata, Manipulativni troškovi on some
// sr tickets, Mogući dobitak) in a box beside or under the table, an 18+ footer, a cookie banner at the very
// bottom on some pages, a "Top lige" sidebar on the left on some. Themes: light, dark, or a brand-coloured header
// and table head; comma or dot decimals; sr RSD, hr EUR or bs KM. Desktops are 1200–1600 px at ratio 1, some
// as a laptop at 125 % (the same pixels, larger type).
//
// Truth: as in web-ticket-history, `render` re-draws the ticket for the drawn language (leagues, currency,
// stakes, fee) with redrawTicket, which assigns into `t`, which the generator writes after rendering; the legs keep
// their kickoff order, the printed order.
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
  pickWords,
  teamName,
  type Dec,
  type NameStyle,
} from '../../text';
import { momentMs, type Currency, type Leg, type Ticket, type TicketProfile } from '../../ticket';
import { barcode, drawLang, redrawTicket, sportMix } from '../parts';
import { page, ticketIds, type Layout } from '../types';

const css = `
#ticket{position:relative;width:100%;background:var(--bg);color:var(--fg);font:14px/1.4 var(--font)}
.addr{display:flex;align-items:center;gap:12px;background:#dfe1e5;padding:7px 12px;font:12px/1.2 'DejaVu Sans',sans-serif;color:#333}
.addr .url{flex:1;background:#fff;border-radius:14px;padding:6px 14px;color:#202124}.addr .url i{font-style:normal;opacity:.55}
.addr .nb{opacity:.6;letter-spacing:6px;font-size:14px}
.site{display:flex;align-items:center;gap:26px;height:60px;padding:0 24px;background:var(--bar);color:var(--barfg);border-bottom:1px solid var(--line)}
.logo{font:bold 24px/1 'DejaVu Sans',sans-serif;letter-spacing:-.5px;white-space:nowrap}.logo i{font-style:normal;color:var(--ac)}
.menu{display:flex;align-items:center;gap:20px;flex:1;font-size:14px;white-space:nowrap}.menu span{opacity:.85}
.menu .on{opacity:1;font-weight:bold;border-bottom:2px solid var(--ac);padding-bottom:3px}
.acct{display:flex;gap:10px;align-items:center;font-size:13px;white-space:nowrap}
.acct .b{background:var(--ac);color:var(--acfg);border-radius:4px;padding:7px 14px;font-weight:bold}
.acct .o{border:1px solid currentColor;border-radius:4px;padding:6px 12px;opacity:.85}
.body{display:flex;gap:18px;padding:14px 24px 20px;align-items:flex-start}
.left{flex:none;width:var(--lw);background:var(--panel);border:1px solid var(--line);border-radius:6px;padding:6px 0;font-size:13px}
.left h4{margin:8px 14px 6px;font-size:11px;text-transform:uppercase;letter-spacing:.6px;color:var(--mut)}
.left a{display:flex;align-items:center;gap:8px;padding:6px 14px;color:var(--fg);text-decoration:none}
.left .fl{width:16px;height:11px;border-radius:1px;flex:none}
.main{flex:1;min-width:0}
.crumb{font-size:12px;color:var(--mut);margin-bottom:6px}.crumb b{color:var(--fg);font-weight:normal}
h1{font-size:22px;margin:0 0 10px}
.meta{display:flex;flex-wrap:wrap;align-items:center;gap:6px 18px;font-size:13px;color:var(--mut);margin-bottom:12px}
.meta b{color:var(--fg)}
.bdg{display:inline-block;border-radius:12px;padding:2px 11px;font-size:12px;font-weight:bold;color:#fff;background:var(--bdg)}
.bdg.sq{border-radius:3px;text-transform:uppercase;letter-spacing:.4px}
.row2{display:flex;gap:18px;align-items:flex-start}.row2.under{flex-direction:column;align-items:stretch}
.card{flex:1;min-width:0;background:var(--panel);border:1px solid var(--line);border-radius:6px;overflow:hidden}
table{width:100%;border-collapse:collapse;font-size:var(--fs)}
th{text-align:left;font-size:12px;font-weight:bold;color:var(--thfg);background:var(--head);padding:9px 10px;white-space:nowrap}
td{padding:8px 10px;vertical-align:middle;border-top:1px solid var(--line)}
.grid th,.grid td{border:1px solid var(--line)}
.zebra tbody tr.alt td{background:var(--zebra)}
th.r,td.r{text-align:right}th.c,td.c{text-align:center}
td.o{font-weight:bold;white-space:nowrap;font-size:calc(var(--fs) + 1px);color:var(--oc)}
td.n,td.t{white-space:nowrap;color:var(--mut);font-size:13px}
td.lg{color:var(--mut);font-size:13px}
td.tm{font-weight:var(--nw)}
td.mk{color:var(--mut)}td.pk{font-weight:bold;white-space:nowrap}
td.jn{font-weight:bold}
td.sp{white-space:nowrap;font-size:13px}
td.st{white-space:nowrap;font-size:12px;color:var(--mut)}td.st.lv{color:#e08a00;font-weight:bold}
tr.sub td{background:var(--sub);color:var(--subfg);font-size:12px;padding:5px 10px;border-top:1px solid var(--line)}
tr.sub td span+span:before{content:'|';margin:0 9px;opacity:.5}
tr.sub td b{color:var(--fg)}
tr.leg td{border-top:0}
td.mt{font-weight:var(--nw)}td.mt .in{display:flex;align-items:center;gap:8px}
td.mt .two{display:flex;flex-direction:column;gap:1px}
td.mt .vs{color:var(--mut);font-weight:normal;margin:0 3px}
.sic{display:inline-block;flex:none;width:15px;height:15px;border-radius:50%;vertical-align:-3px;margin-right:6px}
td.mt .sic{margin-right:0}
.sic.football{background:radial-gradient(circle,#222 22%,#fff 25%);border:1px solid #333}
.sic.basketball{background:linear-gradient(90deg,transparent 46%,#5a2a00 46% 54%,transparent 54%),linear-gradient(transparent 46%,#5a2a00 46% 54%,transparent 54%),#f28a1d}
.sic.tennis{background:radial-gradient(circle at 0 50%,transparent 45%,#fff 46% 52%,transparent 53%),#c8dc2a}
.sum{flex:none;width:var(--sw);background:var(--panel);border:1px solid var(--line);border-radius:6px;padding:12px 14px;font-size:14px}
.row2.under .sum{margin-left:auto}
.sum h3{margin:0 0 8px;font-size:15px;padding-bottom:7px;border-bottom:1px solid var(--line)}
.sum div{display:flex;flex-wrap:wrap;justify-content:space-between;gap:0 12px;padding:3px 0}.sum div span{color:var(--mut)}.sum div b{margin-left:auto;white-space:nowrap}
.sum .big{border-top:1px solid var(--line);margin-top:6px;padding-top:8px;font-size:18px;font-weight:bold}.sum .big b{color:var(--pay)}
.sum .btn{display:block;margin-top:10px;text-align:center;background:var(--ac);color:var(--acfg);border-radius:4px;padding:8px 0;font-weight:bold}
.foot{display:flex;gap:14px;align-items:center;padding:14px 24px 18px;font-size:12px;color:var(--mut);border-top:1px solid var(--line);background:var(--bar2)}
.age{flex:none;width:30px;height:30px;border:2px solid var(--mut);border-radius:50%;text-align:center;line-height:26px;font-weight:bold}
.ckspace{height:70px;background:var(--bar2)}
.cookie{position:absolute;left:0;right:0;bottom:0;display:flex;align-items:center;gap:18px;padding:14px 24px;background:#23272e;color:#e9ecef;font-size:13px;box-shadow:0 -2px 10px rgba(0,0,0,.25)}
.cookie span{flex:1}.cookie b{background:var(--ac);color:var(--acfg);border-radius:4px;padding:7px 16px;white-space:nowrap}
.cookie i{font-style:normal;border:1px solid #8a9099;border-radius:4px;padding:6px 12px;white-space:nowrap}
/* phone */
.ph .pbar{display:flex;align-items:center;gap:8px;padding:6px 10px;background:#f1f3f4;font:12px/1.2 'DejaVu Sans',sans-serif;color:#222;border-bottom:1px solid #d5d7da}
.ph .pbar .url{flex:1;background:#e2e4e7;border-radius:16px;padding:6px 12px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.ph .pbar .tb{border:1.5px solid #444;border-radius:3px;padding:0 4px;font-size:10px}
.ph .site{height:52px;padding:0 12px;gap:12px}
.ph .logo{font-size:19px;flex:1}
.burg{width:20px;height:14px;flex:none;background:linear-gradient(currentColor 0 2px,transparent 2px 6px,currentColor 6px 8px,transparent 8px 12px,currentColor 12px 14px)}
.ph .acct .b{padding:6px 10px}
.ph .pm{padding:12px 12px 16px}
.ph h1{font-size:19px;margin-bottom:6px}
.ph .meta{gap:4px 12px;font-size:12px}
.blk{background:var(--panel);border:1px solid var(--line);border-radius:6px}
.lb{padding:10px 12px}
.lb+.lb{border-top:1px solid var(--line)}
.lb .hd{display:flex;align-items:center;gap:6px;font-size:12px;color:var(--mut);margin-bottom:5px}
.lb .hd b{color:var(--fg)}
.kv{padding:3px 0;font-size:14px;line-height:1.35}
.kv .k{color:var(--mut)}
.kv .v{overflow-wrap:anywhere}
.split .kv{display:flex;justify-content:space-between;align-items:baseline;gap:14px}
.split .kv .k{flex:none}.split .kv .v{text-align:right;min-width:0}
.kv.rule{border-top:1px solid var(--line);margin-top:3px;padding-top:6px}
.kv .v.b{font-weight:bold}.kv .v.o{font-weight:bold;color:var(--oc)}
.ph .sum{width:auto;margin-top:12px}
.ph .foot{padding:12px;font-size:11px;align-items:flex-start}
.ph .ckspace{height:112px}
.ph .cookie{flex-wrap:wrap;gap:10px;padding:12px;font-size:12px}.ph .cookie span{flex:1 1 100%}
/* receipt */
.pv{background:#525659;padding:0 0 34px}
.pv .tbar{display:flex;align-items:center;gap:12px;background:#323639;color:#f1f1f1;padding:10px 20px;font:13px/1.2 'DejaVu Sans',sans-serif}
.pv .tbar .tt{flex:1}.pv .tbar span.bt{border:1px solid #8a8f94;border-radius:4px;padding:5px 12px}
.pv .tbar span.bt.p{background:#8ab4f8;border-color:#8ab4f8;color:#111;font-weight:bold}
.sheet{width:var(--pw);margin:26px auto 0;background:#fff;color:#111;padding:34px 40px 30px;box-shadow:0 2px 8px rgba(0,0,0,.45);font:var(--rfs)/1.5 var(--mono)}
.sheet .c{text-align:center}.sheet .bk{font-size:1.35em;font-weight:bold}
.sheet h2{font-size:1.15em;margin:10px 0 4px;text-align:center;letter-spacing:2px}
.sheet hr{border:0;border-top:1px dashed #333;margin:10px 0}
.ln{display:flex;align-items:flex-end}
.ln .nm{flex:0 1 auto;min-width:0}
.ln .dt{flex:1 1 3ch;min-width:3ch;overflow:hidden;white-space:nowrap;color:#444}
.ln .pp{flex:none;width:var(--pkw);display:flex;align-items:flex-end}
.ln .pp b{flex:none;font-weight:bold;padding:0 .5ch;white-space:nowrap}
.ln .od{flex:none;min-width:5ch;text-align:right;font-weight:bold;padding-left:.5ch}
.lm{font-size:.85em;color:#555;margin-top:8px}
.sheet .hdr{display:flex;font-size:.85em;color:#555}.sheet .hdr span:first-child{flex:1}
.sheet .hdr span.p{width:var(--pkw)}.sheet .hdr span.o{width:5ch;text-align:right}
.sheet .ft{font-size:.8em;color:#444;text-align:center;margin-top:14px}
.sheet .bc{display:flex;justify-content:center;margin-top:12px}
`;

interface Theme {
  bg: string;
  fg: string;
  mut: string;
  panel: string;
  line: string;
  head: string;
  thfg: string;
  zebra: string;
  sub: string;
  subfg: string;
  bar: string;
  barfg: string;
  bar2: string;
  dark: boolean;
}

type ThemeKind = 'light' | 'dark' | 'brand';

const LIGHT: Theme = {
  bg: '#f3f4f6',
  fg: '#1c2127',
  mut: '#69727d',
  panel: '#ffffff',
  line: '#dde1e6',
  head: '#f0f2f5',
  thfg: '#5d6570',
  zebra: '#f7f8fa',
  sub: '#e7eaee',
  subfg: '#4f5863',
  bar: '#ffffff',
  barfg: '#1c2127',
  bar2: '#ffffff',
  dark: false,
};

const DARK: Theme = {
  bg: '#121417',
  fg: '#e7e9ec',
  mut: '#939ca7',
  panel: '#1b1f24',
  line: '#2e343c',
  head: '#242930',
  thfg: '#aab2bc',
  zebra: '#20252b',
  sub: '#2a3038',
  subfg: '#b4bcc6',
  bar: '#0a0b0d',
  barfg: '#ffffff',
  bar2: '#0f1114',
  dark: true,
};

/** Brand colours for the header bar and the table head of the "brand" theme. */
const BRANDS: readonly string[] = ['#0a5c36', '#b5121b', '#173f8a', '#5b2a86', '#c24a00', '#00695c'];

const ACCENTS: readonly (readonly [string, string])[] = [
  ['#ffc400', '#1a1a1a'],
  ['#22b35e', '#ffffff'],
  ['#e8322b', '#ffffff'],
  ['#2d7ff0', '#ffffff'],
  ['#ff7b00', '#1a1a1a'],
];

interface Words {
  titles: readonly string[];
  ticketNo: string;
  paid: string;
  home: string;
  account: string;
  nav: readonly string[];
  deposit: string;
  login: string;
  badge: { active: string; wait: string; live: string };
  heads: Record<Kind, readonly string[]>;
  legState: { pend: readonly string[]; live: string };
  summary: readonly string[];
  legs: string;
  odds: readonly string[];
  stake: readonly string[];
  fee: string;
  afterFee: string;
  payout: readonly string[];
  repeat: string;
  footer: string;
  cookie: string;
  accept: string;
  settings: string;
  top: string;
  topLeagues: readonly string[];
  receipt: string;
  print: string;
  pdf: string;
  close: string;
  status: string;
  sports: Record<Sport, string>;
  lab: {
    event: string;
    start: string;
    league: string;
    market: string;
    pick: string;
    odds: string;
    code: string;
  };
  leg: string;
  tld: string;
}

type Kind =
  | 'idx'
  | 'time'
  | 'sport'
  | 'league'
  | 'home'
  | 'away'
  | 'match'
  | 'market'
  | 'pick'
  | 'joined'
  | 'odds'
  | 'status';

const WORDS: Record<Lang, Words> = {
  sr: {
    titles: ['Detalji tiketa', 'Pregled tiketa', 'Moj tiket'],
    ticketNo: 'Tiket broj',
    paid: 'Uplaćen',
    home: 'Početna',
    account: 'Moj nalog',
    nav: ['Sport', 'Uživo', 'Kazino', 'Virtuelne igre', 'Promocije'],
    deposit: 'Uplati',
    login: 'Moj nalog',
    badge: { active: 'Aktivan', wait: 'Na čekanju', live: 'U toku' },
    heads: {
      idx: ['Br.', '#'],
      time: ['Početak', 'Vreme'],
      sport: ['Sport'],
      league: ['Liga', 'Takmičenje'],
      home: ['Domaćin'],
      away: ['Gost'],
      match: ['Događaj', 'Par', 'Utakmica'],
      market: ['Igra'],
      pick: ['Tip'],
      joined: ['Igra', 'Tip', 'Igra / Tip'],
      odds: ['Kvota'],
      status: ['Status'],
    },
    legState: { pend: ['Nije počelo', '-'], live: 'U toku' },
    summary: ['Detalji uplate', 'Rezime tiketa'],
    legs: 'Broj parova',
    odds: ['Ukupna kvota'],
    stake: ['Uplata'],
    fee: 'Manipulativni troškovi (5%)',
    afterFee: 'Uplata za igru',
    payout: ['Mogući dobitak'],
    repeat: 'Ponovi tiket',
    footer:
      'Igre na sreću mogu izazvati zavisnost. Zabranjeno za lica mlađa od 18 godina. Priređivač poseduje dozvolu Uprave za igre na sreću.',
    cookie: 'Ovaj sajt koristi kolačiće kako bi ti pružio bolje iskustvo.',
    accept: 'Prihvatam',
    settings: 'Podešavanja',
    top: 'Top lige',
    topLeagues: ['Liga šampiona', 'Premijer liga', 'La Liga', 'Super liga Srbije', 'Serija A', 'Evroliga'],
    receipt: 'Potvrda uplate',
    print: 'Štampaj',
    pdf: 'Sačuvaj PDF',
    close: 'Zatvori',
    status: 'Status',
    sports: { football: 'Fudbal', basketball: 'Košarka', tennis: 'Tenis' },
    lab: {
      event: 'Događaj',
      start: 'Početak',
      league: 'Liga',
      market: 'Igra',
      pick: 'Tip',
      odds: 'Kvota',
      code: 'Šifra',
    },
    leg: 'Par',
    tld: 'rs',
  },
  hr: {
    titles: ['Moj listić', 'Detalji listića', 'Pregled listića'],
    ticketNo: 'Listić broj',
    paid: 'Uplaćen',
    home: 'Početna',
    account: 'Moj račun',
    nav: ['Sport', 'Uživo', 'Casino', 'Virtualne igre', 'Promocije'],
    deposit: 'Uplata',
    login: 'Moj račun',
    badge: { active: 'Aktivan', wait: 'Na čekanju', live: 'U tijeku' },
    heads: {
      idx: ['Br.', '#'],
      time: ['Početak', 'Vrijeme'],
      sport: ['Sport'],
      league: ['Liga', 'Natjecanje'],
      home: ['Domaćin'],
      away: ['Gost'],
      match: ['Događaj', 'Susret', 'Par'],
      market: ['Oklada'],
      pick: ['Tip', 'Odabir'],
      joined: ['Oklada', 'Odabir'],
      odds: ['Tečaj'],
      status: ['Status'],
    },
    legState: { pend: ['Nije počelo', '-'], live: 'U tijeku' },
    summary: ['Sažetak listića', 'Detalji uplate'],
    legs: 'Broj parova',
    odds: ['Ukupni tečaj'],
    stake: ['Uplata', 'Ulog'],
    fee: 'Manipulativni troškovi (5%)',
    afterFee: 'Ulog za igru',
    payout: ['Mogući dobitak', 'Moguća isplata'],
    repeat: 'Ponovi listić',
    footer:
      'Igre na sreću mogu izazvati ovisnost. Zabranjeno sudjelovanje maloljetnim osobama. Priređivač ima odobrenje Ministarstva financija.',
    cookie: 'Ova stranica koristi kolačiće kako bi ti pružila bolje iskustvo.',
    accept: 'Prihvaćam',
    settings: 'Postavke',
    top: 'Top lige',
    topLeagues: ['Liga prvaka', 'Premier liga', 'HNL', 'La Liga', 'Bundesliga', 'Euroliga'],
    receipt: 'Potvrda uplate',
    print: 'Ispis',
    pdf: 'Spremi PDF',
    close: 'Zatvori',
    status: 'Status',
    sports: { football: 'Nogomet', basketball: 'Košarka', tennis: 'Tenis' },
    lab: {
      event: 'Događaj',
      start: 'Početak',
      league: 'Natjecanje',
      market: 'Oklada',
      pick: 'Tip',
      odds: 'Tečaj',
      code: 'Šifra',
    },
    leg: 'Par',
    tld: 'hr',
  },
  bs: {
    titles: ['Detalji tiketa', 'Pregled tiketa', 'Moj listić'],
    ticketNo: 'Tiket broj',
    paid: 'Uplaćen',
    home: 'Početna',
    account: 'Moj profil',
    nav: ['Sport', 'Uživo', 'Kazino', 'Virtuelne igre', 'Promocije'],
    deposit: 'Uplati',
    login: 'Moj profil',
    badge: { active: 'Aktivan', wait: 'Na čekanju', live: 'U toku' },
    heads: {
      idx: ['Br.', 'R.br.'],
      time: ['Početak', 'Vrijeme'],
      sport: ['Sport'],
      league: ['Liga', 'Takmičenje'],
      home: ['Domaćin'],
      away: ['Gost'],
      match: ['Događaj', 'Par', 'Utakmica'],
      market: ['Igra', 'Oklada'],
      pick: ['Tip'],
      joined: ['Igra', 'Tip'],
      odds: ['Kvota'],
      status: ['Status'],
    },
    legState: { pend: ['Nije počelo', '-'], live: 'U toku' },
    summary: ['Detalji uplate', 'Pregled uplate'],
    legs: 'Broj parova',
    odds: ['Ukupna kvota'],
    stake: ['Uplata'],
    fee: 'Manipulativni troškovi (5%)',
    afterFee: 'Uplata za igru',
    payout: ['Mogući dobitak', 'Moguća isplata'],
    repeat: 'Ponovi tiket',
    footer:
      'Igre na sreću mogu izazvati ovisnost. Zabranjeno za osobe mlađe od 18 godina. Priređivač posjeduje odobrenje nadležnog ministarstva.',
    cookie: 'Ova stranica koristi kolačiće kako bi ti pružila bolje iskustvo.',
    accept: 'Prihvatam',
    settings: 'Postavke',
    top: 'Top lige',
    topLeagues: ['Liga prvaka', 'Premijer liga BiH', 'Premijer liga', 'La Liga', 'Serie A', 'ABA liga'],
    receipt: 'Potvrda uplate',
    print: 'Printaj',
    pdf: 'Sačuvaj PDF',
    close: 'Zatvori',
    status: 'Status',
    sports: { football: 'Fudbal', basketball: 'Košarka', tennis: 'Tenis' },
    lab: {
      event: 'Događaj',
      start: 'Početak',
      league: 'Takmičenje',
      market: 'Igra',
      pick: 'Tip',
      odds: 'Kvota',
      code: 'Šifra',
    },
    leg: 'Par',
    tld: 'ba',
  },
};

const UNITS: Record<Currency, readonly string[]> = { RSD: ['RSD', 'din.'], EUR: ['€', 'EUR'], BAM: ['KM'] };
const BOOKMAKERS: Record<Lang, readonly string[]> = {
  sr: ['Kvotomat', 'Srećni Par'],
  hr: ['Tečajnica', 'Jadran Tip'],
  bs: ['Drina Bet', 'Kvotomat'],
};
const TICKET_IDS: Record<Lang, (rng: Rng) => string> = {
  sr: (rng) => (rng.chance(0.5) ? ticketIds.dashed(rng) : ticketIds.long(rng)),
  hr: (rng) => (rng.chance(0.5) ? ticketIds.hex(rng) : ticketIds.long(rng)),
  bs: (rng) => ticketIds.long(rng),
};

const PROFILE: TicketProfile = {
  lang: 'sr',
  currency: 'RSD',
  fee: false,
  sports: sportMix(7, 2, 2),
  legs: [1, 10],
  bookmakers: BOOKMAKERS.sr,
  ticketId: (rng) => TICKET_IDS.sr(rng),
};

/** Flags for the "Top lige" links. */
const LEAGUE_FLAGS: readonly string[] = [
  'linear-gradient(#1e2a78,#1e2a78)',
  'linear-gradient(90deg,transparent 42%,#ce1124 42% 58%,transparent 58%),linear-gradient(#eee 38%,#ce1124 38% 62%,#eee 62%)',
  'linear-gradient(#aa151b 25%,#f1bf00 25% 75%,#aa151b 75%)',
  'linear-gradient(#c6363c 33%,#0c4076 33% 67%,#eee 67%)',
  'linear-gradient(90deg,#009246 33%,#eee 33% 67%,#ce2b37 67%)',
  'radial-gradient(circle,#ff8c1a 55%,#a34c00 60%)',
];

type Shape = 'columns' | 'tworow' | 'onecell' | 'mobile' | 'receipt';
type BetMode = 'joined' | 'split' | 'pickOnly';
type JoinStyle = 'words' | 'code' | 'market';
type MatchStyle = 'dash' | 'vs' | 'colon' | 'stack';

interface Ctx {
  lang: Lang;
  w: Words;
  dec: Dec;
  names: NameStyle;
  joinStyle: JoinStyle;
  /** The pick column as a code ("UG 3+", "V 165,5") instead of the selection ("3+", "Više 165,5"). */
  codes: boolean;
  ki: boolean;
  matchStyle: MatchStyle;
  icons: boolean;
  timeFmt: string;
  pendWord: string;
  /** The moment the page was looked at, in ms; legs whose kickoff passed show as live. */
  now: number;
}

const name = (n: string, l: Leg, c: Ctx): string => esc(teamName(n, l, c.names));

function match(l: Leg, c: Ctx, style: MatchStyle = c.matchStyle): string {
  const h = name(l.home, l, c);
  const a = name(l.away, l, c);
  switch (style) {
    case 'dash':
      return `${h} - ${a}`;
    case 'vs':
      return `${h} <span class="vs">vs.</span> ${a}`;
    case 'colon':
      return `${h} : ${a}`;
    case 'stack':
      return `<span class="two"><span>${h}</span><span>${a}</span></span>`;
  }
}

function joined(l: Leg, c: Ctx): string {
  switch (c.joinStyle) {
    case 'words':
      return esc(pickWords(l.bet, c.lang, c.dec));
    case 'code':
      return esc(pickCode(l.bet, c.dec, { ki: c.ki }));
    case 'market':
      return `${esc(marketName(l.bet, c.lang))} ${esc(pickChip(l.bet, c.dec))}`;
  }
}

const pick = (l: Leg, c: Ctx): string =>
  esc(c.codes ? pickCode(l.bet, c.dec, { ki: c.ki }) : pickChip(l.bet, c.dec));

function legState(l: Leg, c: Ctx): { word: string; live: boolean } {
  return momentMs(l.kickoff) <= c.now
    ? { word: c.w.legState.live, live: true }
    : { word: c.pendWord, live: false };
}

const kickoff = (l: Leg, c: Ctx): string => {
  const s = fmtDate(l.kickoff, c.timeFmt, c.lang);
  return s[0].toLocaleUpperCase('hr') + s.slice(1);
};

function cell(kind: Kind, l: Leg, i: number, c: Ctx): string {
  switch (kind) {
    case 'idx':
      return `<td class="n">${i + 1}.</td>`;
    case 'time':
      return `<td class="t">${kickoff(l, c)}</td>`;
    case 'sport':
      return `<td class="sp"><span class="sic ${l.sport}"></span>${c.w.sports[l.sport]}</td>`;
    case 'league':
      return `<td class="lg">${esc(l.league)}</td>`;
    case 'home':
      return `<td class="tm">${name(l.home, l, c)}</td>`;
    case 'away':
      return `<td class="tm">${name(l.away, l, c)}</td>`;
    case 'match':
      return `<td class="mt"><span class="in">${c.icons ? `<span class="sic ${l.sport}"></span>` : ''}${match(l, c)}</span></td>`;
    case 'market':
      return `<td class="mk">${esc(marketName(l.bet, c.lang))}</td>`;
    case 'pick':
      return `<td class="pk">${pick(l, c)}</td>`;
    case 'joined':
      return `<td class="jn">${joined(l, c)}</td>`;
    case 'odds':
      return `<td class="o r">${odds(l.odds, c.dec)}</td>`;
    case 'status': {
      const s = legState(l, c);
      return `<td class="st${s.live ? ' lv' : ''}">${s.word}</td>`;
    }
  }
}

/** The canonical column order of a results table; shapes take a subset and shuffle it a little. */
const CANON: readonly Kind[] = [
  'idx',
  'time',
  'sport',
  'league',
  'home',
  'away',
  'match',
  'market',
  'pick',
  'joined',
  'odds',
  'status',
];

/** A few swaps of neighbours, never putting the away team before the home team or the pick before its market. */
function jiggle(kinds: Kind[], rng: Rng, swaps: number): Kind[] {
  const out = [...kinds];
  const locked = (a: Kind, b: Kind): boolean =>
    (a === 'home' && b === 'away') || (a === 'market' && b === 'pick');
  for (let s = 0; s < swaps; s++) {
    const i = rng.int(0, out.length - 2);
    if (!locked(out[i], out[i + 1])) [out[i], out[i + 1]] = [out[i + 1], out[i]];
  }
  // The status column, when drawn, stays at either end as sites put it.
  if (out.includes('status') && out[0] !== 'status' && out[out.length - 1] !== 'status')
    return [...out.filter((k) => k !== 'status'), 'status'];
  return out;
}

function betKinds(mode: BetMode, c: Ctx): Kind[] {
  // A pick alone, without its market, is printed as the terse code ("UG 3+", "V 165,5"), never a bare "3+".
  if (mode === 'pickOnly') c.codes = true;
  return mode === 'joined' ? ['joined'] : mode === 'split' ? ['market', 'pick'] : ['pick'];
}

function render(t: Ticket, width: number, rng: Rng): string {
  const lang = drawLang(rng);
  const w = WORDS[lang];
  const fee = lang === 'sr' && rng.chance(0.35);
  // The truth is written from `t` after rendering: a ticket of the drawn language replaces the generator's.
  if (lang !== t.lang || fee !== t.feePct > 0)
    redrawTicket(t, rng, { ...PROFILE, lang, fee, bookmakers: BOOKMAKERS[lang], ticketId: TICKET_IDS[lang] });

  const shape = rng.weighted<Shape>([
    ['columns', 3],
    ['tworow', 2],
    ['onecell', 2],
    ['mobile', 2],
    ['receipt', 2],
  ]);
  const themeKind = rng.weighted<ThemeKind>([
    ['light', 4],
    ['dark', 2],
    ['brand', 3],
  ]);
  const brand = rng.pick(BRANDS);
  const base = themeKind === 'dark' ? DARK : LIGHT;
  const theme: Theme =
    themeKind === 'brand'
      ? { ...base, bar: brand, barfg: '#ffffff', head: brand, thfg: '#ffffff', bar2: '#eceef1' }
      : base;
  const [accent, accentFg] = rng.pick(ACCENTS);
  const dec: Dec = rng.chance(lang === 'hr' ? 0.8 : 0.6) ? ',' : '.';
  const sep = dec === ',' ? rng.pick(['.', '']) : rng.chance(0.3) ? ',' : '';
  const unit = rng.pick(UNITS[t.currency]);
  const unitFirst = unit === '€' && rng.chance(0.3);
  const money = (x: number): string => (unitFirst ? `€ ${num(x, dec, sep)}` : `${num(x, dec, sep)} ${unit}`);

  const printed = momentMs(t.printedAt);
  const first = momentMs(t.legs[0].kickoff);
  // Looked at before the first kickoff, or up to 100 minutes after it (no leg finished: no results to show).
  const now = rng.chance(0.6)
    ? printed + Math.floor((first - printed) * rng.float(0.05, 0.95))
    : first + rng.int(3, 100) * 60000;
  const ctx: Ctx = {
    lang,
    w,
    dec,
    names: { shortPlayers: rng.chance(0.5), caps: shape === 'receipt' && rng.chance(0.4) },
    joinStyle: rng.pick<JoinStyle>(['words', 'code', 'market']),
    codes: rng.chance(0.35),
    ki: rng.chance(0.5),
    matchStyle: rng.pick<MatchStyle>(['dash', 'vs', 'colon', 'stack']),
    icons: true,
    timeFmt: rng.pick(['DD.MM. HH:mm', 'ddd DD.MM. HH:mm', 'DD.MM.YYYY. HH:mm', 'DD.MM.YYYY HH:mm']),
    pendWord: rng.pick(w.legState.pend),
    now,
  };
  const anyLive = t.legs.some((l) => momentMs(l.kickoff) <= now);
  const badgeWord = anyLive ? w.badge.live : rng.chance(0.75) ? w.badge.active : w.badge.wait;
  const badgeColour = anyLive ? '#e08a00' : badgeWord === w.badge.wait ? '#6b7c8f' : '#1e9e50';
  const badge = `<span class="bdg${rng.chance(0.4) ? ' sq' : ''}">${badgeWord}</span>`;
  const title = rng.pick(w.titles);
  const paidAt = fmtDate(
    t.printedAt,
    rng.pick(['DD.MM.YYYY. HH:mm', 'DD.MM.YYYY HH:mm:ss', 'DD.MM.YYYY. u HH:mm']),
  );
  const id = esc(t.ticketId);

  const oddsLabel = rng.pick(w.odds);
  const stakeLabel = rng.pick(w.stake);
  const payLabel = rng.pick(w.payout);
  const sumLines: [string, string, boolean][] = [
    [w.legs, String(t.legs.length), false],
    [oddsLabel, odds(t.totalOdds, dec), false],
    [stakeLabel, money(t.stake), false],
    ...(t.feePct > 0
      ? ([
          [w.fee, money(t.fee), false],
          [w.afterFee, money(t.stakeAfterFee), false],
        ] as [string, string, boolean][])
      : []),
    [payLabel, money(t.payout), true],
  ];

  const words = t.bookmaker.split(' ');
  const logo =
    words.length > 1 && rng.chance(0.6)
      ? `${esc(words[0])}<i>${esc(words.slice(1).join(' '))}</i>`
      : esc(t.bookmaker);
  const host = `www.${slug(t.bookmaker)}.${w.tld}`;
  const cookie = rng.chance(0.3);
  const font = rng.pick([
    "'Liberation Sans','DejaVu Sans',Arial,sans-serif",
    "'DejaVu Sans',sans-serif",
    "Roboto,'Liberation Sans',Arial,sans-serif",
  ]);
  const vars = (extra: string[]): string =>
    [
      `--font:${font}`,
      `--bg:${theme.bg}`,
      `--fg:${theme.fg}`,
      `--mut:${theme.mut}`,
      `--panel:${theme.panel}`,
      `--line:${theme.line}`,
      `--head:${theme.head}`,
      `--thfg:${theme.thfg}`,
      `--zebra:${theme.zebra}`,
      `--sub:${theme.sub}`,
      `--subfg:${theme.subfg}`,
      `--bar:${theme.bar}`,
      `--barfg:${theme.barfg}`,
      `--bar2:${theme.bar2}`,
      `--ac:${accent}`,
      `--acfg:${accentFg}`,
      `--bdg:${badgeColour}`,
      `--oc:${theme.dark && rng.chance(0.5) ? accent : theme.fg}`,
      `--pay:${theme.dark ? accent : rng.pick([theme.fg, '#1e9e50', themeKind === 'brand' ? brand : theme.fg])}`,
      `--nw:${rng.chance(0.5) ? 'bold' : 'normal'}`,
      ...extra,
    ].join(';');
  const cookieBar = (): string =>
    `<div class="cookie"><span>${w.cookie}</span><i>${w.settings}</i><b>${w.accept}</b></div>`;
  const footer = `<div class="foot"><span class="age">18+</span><span>${w.footer} © ${t.printedAt.y} ${esc(t.bookmaker)}</span></div>`;

  if (shape === 'mobile') return mobile();
  if (shape === 'receipt') return receipt();

  // ---- desktop shapes: page geometry (a laptop at 125 % shows the same pixels with less room)
  const zoom = rng.chance(0.3) ? 1.25 : 1;
  const room = width / zoom;
  const sw = rng.int(260, 300);
  const lw = rng.int(180, 210);
  let side = rng.chance(0.35);
  let sumBeside = rng.chance(0.55);
  if (side && sumBeside && room - lw - sw - 90 < 680) side = false;
  if (sumBeside && room - (side ? lw : 0) - sw - 90 < 600) sumBeside = false;

  let kinds: Kind[];
  let rowsHtml: string;
  let zebra = false;
  const style = rng.pick(['lines', 'zebra', 'grid']);
  if (shape === 'columns') {
    const mode = rng.weighted<BetMode>([
      ['joined', 3],
      ['split', 3],
      ['pickOnly', 2],
    ]);
    const must: Kind[] = ['home', 'away', 'odds', ...betKinds(mode, ctx)];
    const optional = rng.shuffle<Kind>(['idx', 'time', 'sport', 'league', 'status']);
    const extra = rng.int(Math.max(0, 5 - must.length), 8 - must.length);
    const chosen = new Set<Kind>([...must, ...optional.slice(0, extra)]);
    kinds = jiggle(
      CANON.filter((k) => chosen.has(k)),
      rng,
      rng.int(0, 3),
    );
    zebra = style === 'zebra';
    rowsHtml = t.legs
      .map(
        (l, i) =>
          `<tr${zebra && i % 2 ? ' class="alt"' : ''}>${kinds.map((k) => cell(k, l, i, ctx)).join('')}</tr>`,
      )
      .join('\n');
  } else if (shape === 'tworow') {
    ctx.matchStyle = rng.pick<MatchStyle>(['dash', 'vs', 'dash']);
    ctx.icons = rng.chance(0.4);
    const mode = rng.weighted<BetMode>([
      ['joined', 2],
      ['split', 3],
      ['pickOnly', 2],
    ]);
    const want = new Set<Kind>(['match', 'odds', ...betKinds(mode, ctx)]);
    if (rng.chance(0.3)) want.add('idx');
    if (rng.chance(0.35)) want.add('status');
    kinds = CANON.filter((k) => want.has(k));
    const subTime = rng.pick(['ddd DD.MM.|HH:mm', 'DD.MM.YYYY.|HH:mm', 'DD.MM.|HH:mm']);
    const codeFirst = rng.chance(0.5);
    rowsHtml = t.legs
      .map((l, i) => {
        const [d, h] = subTime.split('|').map((p) => fmtDate(l.kickoff, p, lang));
        const day = d[0].toLocaleUpperCase('hr') + d.slice(1);
        const code = `<span>#${l.code}</span>`;
        const parts = `${codeFirst ? code : ''}<span>${day}</span><span><b>${h}</b></span><span>${esc(l.league)}</span>${codeFirst ? '' : code}`;
        return `<tr class="sub"><td colspan="${kinds.length}">${parts}</td></tr>
<tr class="leg">${kinds.map((k) => cell(k, l, i, ctx)).join('')}</tr>`;
      })
      .join('\n');
  } else {
    ctx.icons = true;
    const mode = rng.weighted<BetMode>([
      ['joined', 3],
      ['split', 2],
      ['pickOnly', 1],
    ]);
    const want = new Set<Kind>(['match', 'odds', ...betKinds(mode, ctx)]);
    if (rng.chance(0.8)) want.add('time');
    if (rng.chance(0.4)) want.add('league');
    if (rng.chance(0.3)) want.add('status');
    if (rng.chance(0.25)) want.add('idx');
    kinds = CANON.filter((k) => want.has(k));
    zebra = style === 'zebra';
    rowsHtml = t.legs
      .map(
        (l, i) =>
          `<tr${zebra && i % 2 ? ' class="alt"' : ''}>${kinds.map((k) => cell(k, l, i, ctx)).join('')}</tr>`,
      )
      .join('\n');
  }
  const heads = kinds
    .map((k) => {
      return `<th${k === 'odds' ? ' class="r"' : ''}>${rng.pick(w.heads[k])}</th>`;
    })
    .join('');
  const table = `<table class="${style}"><thead><tr>${heads}</tr></thead><tbody>
${rowsHtml}
</tbody></table>`;

  const sumBox = `<div class="sum"><h3>${rng.pick(w.summary)}</h3>
${sumLines.map(([k, v, big]) => `<div${big ? ' class="big"' : ''}><span>${k}</span><b>${v}</b></div>`).join('\n')}
${rng.chance(0.5) ? `<span class="btn">${w.repeat}</span>` : ''}</div>`;
  const metaLine = `<div class="meta"><span>${w.ticketNo} <b>${id}</b></span><span>${w.paid} <b>${paidAt}</b></span>${badge}</div>`;
  const sideHtml = side
    ? `<div class="left"><h4>${w.top}</h4>${w.topLeagues
        .map(
          (x, i) =>
            `<a><span class="fl" style="background:${LEAGUE_FLAGS[i % LEAGUE_FLAGS.length]}"></span>${x}</a>`,
        )
        .join('')}<h4>Sport</h4>${Object.values(w.sports)
        .map((s) => `<a>${s}</a>`)
        .join('')}</div>`
    : '';
  const crumb = `<div class="crumb">${w.home} › ${w.account} › <b>${title}</b></div>`;
  const address = rng.chance(0.5)
    ? `<div class="addr"><span class="nb">‹ › ↻</span><span class="url"><i>https://</i>${host}/${rng.pick(['tiket', 'moj-nalog/tiketi', 'listic'])}/${slug(t.ticketId)}</span><span class="nb">☆ ⋮</span></div>`
    : '';
  const siteBar = `<div class="site"><span class="logo">${logo}</span><div class="menu">${w.nav
    .slice(0, room < 1100 ? 4 : w.nav.length)
    .map((m, i) => `<span${i === 0 ? ' class="on"' : ''}>${m}</span>`)
    .join(
      '',
    )}</div><div class="acct"><span class="b">${w.deposit}</span><span class="o">${w.login}</span></div></div>`;
  const body = `<div id="ticket" style="${vars([`--fs:${rng.pick([13, 14, 14, 15])}px`, `--sw:${sw}px`, `--lw:${lw}px`])}">
${address}
${siteBar}
<div class="body">${sideHtml}<div class="main">
${crumb}
<h1>${title}</h1>
${metaLine}
<div class="row2${sumBeside ? '' : ' under'}"><div class="card">${table}</div>${sumBox}</div>
</div></div>
${footer}
${cookie ? `<div class="ckspace"></div>${cookieBar()}` : ''}
</div>`;
  const html = page(css, body);
  return zoom === 1 ? html : html.replace('<style>', `<style>html{zoom:${zoom}}`);

  // ---- (4) the responsive mobile view in a phone browser
  function mobile(): string {
    const dpr = rng.weighted<number>([
      [2, 2],
      [2.625, 1],
      [3, 2],
    ]);
    const phoneW = Math.min(rng.int(390, 430), Math.floor(width / dpr));
    const split = rng.chance(0.5);
    const ruleBeforeOdds = rng.chance(0.4);
    const showLeague = rng.chance(0.5);
    const showCode = rng.chance(0.3);
    const numbered = rng.chance(0.5);
    const twoLabels = rng.chance(0.5);
    const mstyle = rng.pick<MatchStyle>(['dash', 'dash', 'vs']);
    const L = w.lab;
    // Words in the bet line would read "Tip: Konačan ishod: 1": the market's name and the chip instead.
    if (ctx.joinStyle === 'words') ctx.joinStyle = 'market';
    const kv = (k: string, v: string, cls = '', rule = false): string =>
      `<div class="kv${rule ? ' rule' : ''}"><span class="k">${k}:</span> <span class="v${cls ? ` ${cls}` : ''}">${v}</span></div>`;
    const blocks = t.legs
      .map((l, i) => {
        const s = legState(l, ctx);
        const head = numbered
          ? `<div class="hd"><span class="sic ${l.sport}"></span><b>${w.leg} ${i + 1}</b>${showCode ? `<span>#${l.code}</span>` : ''}<span style="margin-left:auto">${s.word}</span></div>`
          : '';
        const ev =
          mstyle === 'vs' ? `${name(l.home, l, ctx)} vs. ${name(l.away, l, ctx)}` : match(l, ctx, 'dash');
        const lines = [
          kv(L.event, ev, 'b'),
          kv(L.start, kickoff(l, ctx)),
          showLeague ? kv(L.league, esc(l.league)) : '',
          !numbered && showCode ? kv(L.code, String(l.code)) : '',
          twoLabels ? kv(L.market, esc(marketName(l.bet, lang))) : '',
          kv(
            twoLabels || ctx.joinStyle === 'code' ? L.pick : L.market,
            twoLabels ? pick(l, ctx) : joined(l, ctx),
            'b',
          ),
          kv(L.odds, odds(l.odds, dec), 'o', ruleBeforeOdds),
          !numbered ? kv(w.status, s.word) : '',
        ];
        return `<div class="lb">${head}${lines.join('')}</div>`;
      })
      .join('\n');
    const sumBox = `<div class="sum"><h3>${rng.pick(w.summary)}</h3>
${sumLines.map(([k, v, big]) => `<div${big ? ' class="big"' : ''}><span>${k}</span><b>${v}</b></div>`).join('\n')}</div>`;
    const sumTop = rng.chance(0.3);
    const clock = fmtDate({ ...t.printedAt, mi: Math.min(59, t.printedAt.mi + rng.int(1, 20)) }, 'HH:mm');
    const pbar = rng.chance(0.7)
      ? `<div class="pbar"><span>${clock}</span><span class="url">${host}/${rng.pick(['tiket', 'listic'])}/${slug(t.ticketId)}</span><span class="tb">${rng.int(2, 9)}</span><span>⋮</span></div>`
      : '';
    const site = `<div class="site"><span class="burg"></span><span class="logo">${logo}</span><span class="acct"><span class="b">${w.deposit}</span></span></div>`;
    const body = `<div id="ticket" class="ph" style="${vars([`width:${phoneW}px`, `zoom:${dpr}`])}">
${pbar}
${site}
<div class="pm">
<div class="crumb">${w.home} › <b>${title}</b></div>
<h1>${title}</h1>
<div class="meta"><span>${w.ticketNo} <b>${id}</b></span><span>${paidAt}</span>${badge}</div>
${sumTop ? sumBox : ''}
<div class="blk${split ? ' split' : ''}"${sumTop ? ' style="margin-top:12px"' : ''}>${blocks}</div>
${sumTop ? '' : sumBox}
</div>
${footer}
${cookie ? `<div class="ckspace"></div>${cookieBar()}` : ''}
</div>`;
    return page(css, body);
  }

  // ---- (5) the printable "Potvrda uplate" page
  function receipt(): string {
    const dots = '.'.repeat(400);
    const showMeta = rng.chance(0.6);
    const showHdr = rng.chance(0.5);
    const numbered = rng.chance(0.5);
    const mono = rng.pick([
      "'DejaVu Sans Mono',monospace",
      "'Liberation Mono','DejaVu Sans Mono',monospace",
      "'Courier New','Liberation Mono',monospace",
    ]);
    const pw = Math.min(rng.int(620, 780), Math.floor(width * 0.62));
    const fs = rng.pick([15, 15, 16]);
    const codes = rng.chance(0.6);
    const caps = (s: string): string => (ctx.names.caps ? s.toLocaleUpperCase('hr') : s);
    const legs = t.legs
      .map((l, i) => {
        const meta = showMeta
          ? `<div class="lm">${fmtDate(l.kickoff, 'DD.MM. HH:mm')}  #${l.code}  ${esc(caps(l.league))}</div>`
          : '';
        const p = codes ? pickCode(l.bet, dec, { ki: ctx.ki }) : pickChip(l.bet, dec);
        return `${meta}<div class="ln"${showMeta ? '' : ' style="margin-top:6px"'}><span class="nm">${numbered ? `${i + 1}. ` : ''}${name(l.home, l, ctx)} - ${name(l.away, l, ctx)}</span><span class="dt">${dots}</span><span class="pp"><b>${esc(p)}</b><span class="dt">${dots}</span></span><span class="od">${odds(l.odds, dec)}</span></div>`;
      })
      .join('\n');
    const sum = sumLines
      .map(
        ([k, v, big]) =>
          `<div class="ln"${big ? ' style="font-weight:bold"' : ''}><span class="nm">${caps(k)}</span><span class="dt">${dots}</span><span class="od">${v}</span></div>`,
      )
      .join('\n');
    const hdr = showHdr
      ? `<div class="hdr"><span>${caps(w.lab.event)}</span><span class="p">${caps(w.lab.pick)}</span><span class="o">${caps(w.lab.odds)}</span></div>`
      : '';
    const body = `<div id="ticket" class="pv" style="${vars([`--pw:${pw}px`, `--rfs:${fs}px`, `--mono:${mono}`, '--pkw:14ch'])}">
<div class="tbar"><span class="tt">${w.receipt} – ${esc(t.bookmaker)}</span><span class="bt">${w.pdf}</span><span class="bt p">${w.print}</span><span class="bt">${w.close}</span></div>
<div class="sheet">
<div class="c bk">${esc(caps(t.bookmaker))}</div>
<div class="c">${host}</div>
<h2>${caps(w.receipt).toLocaleUpperCase('hr')}</h2>
<div class="c">${w.ticketNo}: <b>${id}</b></div>
<div class="c">${w.paid}: ${paidAt}</div>
<hr>
${hdr}
${legs}
<hr>
${sum}
<hr>
<div class="ln"><span class="nm">${w.status}</span><span class="dt">${dots}</span><span class="od">${badgeWord}</span></div>
<div class="bc">${barcode(rng, 260, 46)}</div>
<div class="ft">18+ ${w.footer}</div>
</div>
</div>`;
    return page(css, body);
  }
}

function slug(s: string): string {
  return s
    .toLowerCase()
    .replace(/đ/g, 'dj')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]/g, '');
}

export const webTableVariety: Layout = {
  name: 'web-table-variety',
  medium: 'screen',
  width: [1200, 1600],
  profile: PROFILE,
  render,
};
