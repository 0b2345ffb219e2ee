// A bookmaker WEBSITE's page of one placed ticket opened from the account's archive ("Moji tiketi → Tiket 123456",
// "Pregled tiketa", hr "Detalji listića"), as a desktop or laptop screenshot or a photo of the monitor, drawn
// unlike web-split-teams, web-table-variety, web-league-groups, web-ticket-history, hr-listic-table and
// web-betslip-draft: an older, denser shop-system style of site whose table reads like the shop terminal's slip.
// The columns are drawn per ticket from site-like templates over `Rb. | Šifra | Sport | Takmičenje | Datum | Vreme
// (or one Početak) | Par (or Domaćin | Gost) | Igra | Tip (or one Igra/Tip) | Kvota | Rezultat | Status`:
//   - the match code as 3 or 4 digits ("Šifra 412"), the legs sorted by it on some tickets (truth in printed order);
//   - the competition as a COLUMN, mostly abbreviated as shop systems print it ("ENG 1", "ITA 1", "SRB SL", "NJE 1",
//     "GER 1", "ABA", "EL", "ATP Beč"), or its short name ("Premijer liga") or full name; the truth keeps the full
//     canonical name;
//   - the sport as a CSS ball icon, a letter ("F", hr "N"), an abbreviation ("FUD", "KOŠ") or a word;
//   - the bet as terse shop codes: "KI 1", "UG 3+", "DŠ 1X", "GG", "PP 1"/"I 1"/"1P 1", "DP 2", "GG&3+", "UP V
//     165,5", basketball and tennis "KI 1" or "POB 2", in one column or split into Igra ("KI", "UG", "DŠ", "GG/NG",
//     "KOMB") and Tip ("1", "3+", "1X", "GG") columns, in capitals or lower case;
//   - the match as "Home - Away", "Home : Away", "Home vs Away", home over away in one cell, or two columns;
//     capitals on some tickets, tennis players in full or "Đoković N.";
//   - a RESULT column (empty, "-" or "-:-" for legs not played, "2:1 (1:0)", "88:79", sets for finished ones, a
//     red live score with the minute) and a STATUS column (words "U igri", "Nije počelo", "Dobitak", "Gubitak",
//     "U toku", or icons: a clock, a green tick, a red cross, a live dot) from the moment the page was looked at;
//     results and statuses are never in the truth.
// The table: a brand-coloured head (yellow on black, red, navy, green, teal/orange; a dark site sometimes), thin
// grid lines, row rules only or zebra rows without lines, 11–12 px "small font" pages or 13–14 px ones, some at a
// laptop's 125 %. Around it, one page shape per ticket: the page's top (breadcrumb, title "Tiket 123456", a meta
// grid with the time paid, the ticket type, "Internet" as the place and the ticket status); the page scrolled down
// with a sticky brand bar "Tiket 123456 · Aktivan" and the sticky table head right under the site's header (the
// sidebar scrolled part-way, a back-to-top button); or the ticket as a dialog over the dimmed "Moji tiketi" list
// (other tickets' rows and amounts behind the overlay). The site header has the logo, a nav, the BALANCE ("Stanje:
// 1.250,00 RSD", a bonus balance sometimes), the username and a logout button; a left sidebar with the account
// menu, cut off at the left edge on many screenshots (the whole page shifted out of the crop, the logo with it);
// an empty betslip panel cut at the right edge sometimes. The summary as a bordered two-column table under the
// legs, a strip of cells, or a side panel: Uplata, Manipulativni troškovi (5 %) and "Uplata nakon manipulativnih
// troškova" on some Serbian tickets, Ukupna kvota (hr Ukupni tečaj), Mogući dobitak, and on many tickets Porez
// (on the win, 0,00 on small tickets) and the net Isplata; "Broj parova" sometimes. Serbian RSD, Croatian EUR,
// Bosnian KM or a Montenegrin site (Serbian ticket in EUR); comma or dot decimals, grouped thousands or not.
//
// Truth: `render` re-draws the ticket for the drawn language/country (redrawTicket, or makeTicket for the EUR
// Montenegrin site) in `t`, which the generator writes after rendering, and reorders `t.legs` when the page sorts
// by the match code, so the truth's legs, currency, fee and sums are the printed ones. The truth payout is the
// printed "Mogući dobitak" (before the tax); the tax and the net Isplata are picture only.
import type { Rng } from '../../../rng';
import { COMPETITIONS, type Lang, type Sport } from '../../teams';
import { esc, fmtDate, line, num, odds, teamName, type Dec, type NameStyle } from '../../text';
import {
  makeTicket,
  momentFrom,
  momentMs,
  round2,
  type Bet,
  type Currency,
  type Leg,
  type Ticket,
  type TicketProfile,
} from '../../ticket';
import { drawLang, redrawTicket, sportMix } from '../parts';
import { page, ticketIds, type Layout } from '../types';

const css = `
#ticket{position:relative;overflow:hidden;width:100%;background:var(--bg);color:var(--fg);font:var(--fs)/1.35 var(--font)}
.pg{position:relative;width:calc(100% + var(--cut) + var(--rcut));margin-left:calc(0px - var(--cut))}
.hdr{display:flex;align-items:center;gap:22px;height:var(--hh);padding:0 18px;background:var(--bar);color:var(--barfg)}
.logo{font:bold 23px/1 'DejaVu Sans',sans-serif;letter-spacing:-.5px;white-space:nowrap}.logo i{font-style:normal;color:var(--ac)}
.nav{display:flex;gap:18px;flex:1;white-space:nowrap;font-size:13px;text-transform:var(--navtt)}.nav span{opacity:.85}
.nav .on{opacity:1;color:var(--ac);font-weight:bold}
.acct{display:flex;align-items:center;gap:14px;font-size:12px;white-space:nowrap}
.acct .bal{display:flex;flex-direction:column;line-height:1.25;text-align:right}.acct .bal b{font-size:13px}
.acct .bal small{opacity:.75;font-size:11px}
.acct .u{opacity:.9}.acct .btn{background:var(--ac);color:var(--acfg);padding:6px 12px;border-radius:3px;font-weight:bold}
.acct .out{border:1px solid currentColor;padding:5px 10px;border-radius:3px;opacity:.85}
.snav{display:flex;gap:20px;padding:7px 18px;background:var(--bar2);color:var(--bar2fg);font-size:12px;white-space:nowrap;border-bottom:1px solid var(--line)}
.cols{display:flex;align-items:flex-start;gap:16px;padding:14px 18px 18px}
.side{flex:none;width:var(--sw);background:var(--panel);border:1px solid var(--line);font-size:13px;white-space:nowrap}
.side h4{margin:0;padding:9px 14px;background:var(--shd);color:var(--shdfg);font-size:12px;text-transform:uppercase;letter-spacing:.4px}
.side a{display:block;padding:7px 14px;border-top:1px solid var(--line);color:var(--fg)}
.side a.on{background:var(--sel);font-weight:bold;border-left:3px solid var(--ac);padding-left:11px}
.main{flex:1;min-width:0}
.crumb{font-size:12px;color:var(--mut);margin-bottom:6px}.crumb b{color:var(--fg);font-weight:normal}
h1{font-size:calc(var(--fs) + 7px);margin:0 0 10px;font-weight:bold}
.meta{display:grid;grid-template-columns:repeat(var(--mc),auto);justify-content:start;gap:3px 26px;margin-bottom:12px;padding:9px 12px;background:var(--panel);border:1px solid var(--line)}
.meta span{color:var(--mut);white-space:nowrap}.meta b{white-space:nowrap}.meta .bdg{justify-self:start;align-self:start;color:#fff}
.bdg{display:inline-block;padding:1px 8px;border-radius:3px;color:#fff;font-weight:bold;background:var(--bdg)}
.sticky{display:flex;align-items:center;gap:18px;padding:8px 12px;background:var(--th);color:var(--thfg);font-weight:bold;box-shadow:0 2px 4px rgba(0,0,0,.25)}
.sticky .r{margin-left:auto;font-weight:normal;font-size:12px}
.wrap{display:flex;gap:16px;align-items:flex-start}.wrap.under{flex-direction:column;align-items:stretch}
.tbl{flex:1;min-width:0;background:var(--panel);border:1px solid var(--line)}
table{width:100%;border-collapse:collapse}
th{background:var(--th);color:var(--thfg);text-align:left;font-size:calc(var(--fs) - 1px);padding:var(--pad);white-space:nowrap;font-weight:bold;text-transform:var(--thtt)}
td{padding:var(--pad);vertical-align:middle;border-top:1px solid var(--line)}
.grid th,.grid td{border:1px solid var(--line)}.grid th{border-color:var(--thline)}
.zebra td{border-top:0}.zebra tr.alt td{background:var(--zebra)}
.stuck thead th{box-shadow:0 3px 4px -1px rgba(0,0,0,.3)}
th.r,td.r{text-align:right}th.c,td.c{text-align:center}
td.o{font-weight:bold;white-space:nowrap;color:var(--oc)}
td.cd,td.dt,td.tm,td.ix{white-space:nowrap}
td.cd{font-weight:var(--cw)}td.lg{white-space:nowrap;color:var(--lgc)}
td.mt{font-weight:var(--nw)}td.mt .two{display:flex;flex-direction:column}td.mt .sep{color:var(--mut);font-weight:normal}
td.gm{white-space:nowrap;color:var(--mut)}td.tp{white-space:nowrap;font-weight:bold;color:var(--pk)}
td.rs{white-space:nowrap;font-weight:bold}td.rs small{font-weight:normal;color:var(--mut);margin-left:4px}
td.rs.lv{color:#d6261c}td.rs.lv small{color:#d6261c}
td.st{white-space:nowrap;font-size:calc(var(--fs) - 1px)}
.w-won{color:#1a9a45;font-weight:bold}.w-lost{color:#d6261c;font-weight:bold}.w-live{color:#e07b00;font-weight:bold}.w-pend{color:var(--mut)}
.ic{display:inline-block;width:16px;height:16px;border-radius:50%;vertical-align:middle;text-align:center;color:#fff;font:bold 11px/16px 'DejaVu Sans',sans-serif}
.ic.won{background:#1a9a45}.ic.lost{background:#d6261c}.ic.live{width:10px;height:10px;background:#e07b00;box-shadow:0 0 0 3px rgba(224,123,0,.25)}
.ic.pend{border:2px solid var(--mut);background:linear-gradient(var(--mut),var(--mut)) 6px 2px/2px 6px no-repeat,linear-gradient(var(--mut),var(--mut)) 6px 6px/5px 2px no-repeat}
.sic{display:inline-block;width:14px;height:14px;border-radius:50%;vertical-align:middle}
.sic.football{background:radial-gradient(circle,#222 24%,#fff 27%);border:1px solid #333}
.sic.basketball{background:linear-gradient(90deg,transparent 45%,#5a2a00 45% 55%,transparent 55%),#f28a1d}
.sic.tennis{background:radial-gradient(circle at 0 50%,transparent 44%,#fff 45% 52%,transparent 53%),#c8dc2a}
.sum2{align-self:flex-end;width:auto;min-width:var(--sumw);border-collapse:collapse;background:var(--panel)}
.sum2 td{border:1px solid var(--line);padding:5px 10px}.sum2 td.v{text-align:right;font-weight:bold;white-space:nowrap}
.sum2 tr.big td{font-size:calc(var(--fs) + 2px);background:var(--sel)}.sum2 tr.big td.v{color:var(--pay)}
.strip{display:flex;flex-wrap:wrap;background:var(--panel);border:1px solid var(--line);border-top:0}
.strip div{flex:1 1 0;min-width:120px;padding:8px 12px;border-left:1px solid var(--line)}.strip div:first-child{border-left:0}
.strip span{display:block;font-size:11px;color:var(--mut);text-transform:uppercase}.strip b{white-space:nowrap;font-size:calc(var(--fs) + 1px)}
.strip .big b{color:var(--pay);font-size:calc(var(--fs) + 3px)}
.sp{flex:none;width:var(--spw);background:var(--panel);border:1px solid var(--line)}
.sp h3{margin:0;padding:8px 12px;font-size:var(--fs);background:var(--shd);color:var(--shdfg)}
.sp div{display:flex;justify-content:space-between;gap:10px;padding:5px 12px;border-top:1px solid var(--line)}
.sp div span{color:var(--mut)}.sp div b{white-space:nowrap}
.sp div.big{font-size:calc(var(--fs) + 2px)}.sp div.big b{color:var(--pay)}
.acts{display:flex;gap:10px;margin-top:12px}.acts span{border:1px solid var(--line);background:var(--panel);padding:6px 14px;border-radius:3px;font-size:12px}
.acts span:first-child{background:var(--ac);color:var(--acfg);border-color:var(--ac);font-weight:bold}
.slip{flex:none;width:260px;background:var(--panel);border:1px solid var(--line);font-size:13px}
.slip h4{margin:0;padding:9px 12px;background:var(--th);color:var(--thfg)}
.slip p{margin:0;padding:22px 12px;color:var(--mut);text-align:center}
.slip .in{margin:0 12px 12px;border:1px solid var(--line);padding:6px 8px;color:var(--mut)}
.ftr{padding:12px 18px;font-size:11px;color:var(--mut);border-top:1px solid var(--line);background:var(--bar2)}
.top{position:absolute;right:calc(22px + var(--rcut));bottom:60px;width:38px;height:38px;border-radius:50%;background:var(--ac);color:var(--acfg);text-align:center;font:bold 20px/38px 'DejaVu Sans',sans-serif;box-shadow:0 2px 6px rgba(0,0,0,.35)}
.bgpg{position:absolute;left:0;right:0;top:0;bottom:0;overflow:hidden}
.ovl{position:absolute;left:0;right:0;top:0;bottom:0;background:rgba(0,0,0,var(--dim))}
.lst{width:100%;border-collapse:collapse;background:var(--panel)}.lst td{padding:9px 10px}
.tabs{display:flex;gap:4px;margin-bottom:10px}.tabs span{padding:6px 14px;background:var(--panel);border:1px solid var(--line);font-size:12px}
.tabs span.on{background:var(--th);color:var(--thfg);border-color:var(--th);font-weight:bold}
.dlg{position:relative;margin:var(--dtop) auto 30px;width:var(--dw);background:var(--panel);border-radius:4px;box-shadow:0 8px 30px rgba(0,0,0,.5);overflow:hidden}
.dlg .dh{display:flex;align-items:center;gap:14px;padding:11px 14px;background:var(--bar);color:var(--barfg);font-weight:bold;font-size:calc(var(--fs) + 2px)}
.dlg .dh .x{margin-left:auto;font-size:20px;font-weight:normal;opacity:.8}
.dlg .db{padding:12px 14px 14px}
.dlg .meta{margin-bottom:10px}
`;

interface Palette {
  bg: string;
  fg: string;
  mut: string;
  panel: string;
  line: string;
  zebra: string;
  sel: string;
  bar: string;
  barfg: string;
  bar2: string;
  bar2fg: string;
  th: string;
  thfg: string;
  thline: string;
  ac: string;
  acfg: string;
  pay: string;
  dark: boolean;
}

const light = {
  bg: '#eceef1',
  fg: '#1d2126',
  mut: '#6b737d',
  panel: '#ffffff',
  line: '#d5d9de',
  zebra: '#f3f5f7',
  sel: '#f1f3f5',
  bar2: '#ffffff',
  bar2fg: '#333a42',
  dark: false,
};

/** Brand looks of the region's sites: header bar, table head and accent. */
const PALETTES: readonly Palette[] = [
  // yellow on black
  {
    ...light,
    bg: '#f2f2f2',
    bar: '#1b1b1b',
    barfg: '#ffffff',
    th: '#ffd200',
    thfg: '#141414',
    thline: '#e0b800',
    ac: '#ffd200',
    acfg: '#141414',
    pay: '#141414',
  },
  // red
  {
    ...light,
    bar: '#c8102e',
    barfg: '#ffffff',
    th: '#c8102e',
    thfg: '#ffffff',
    thline: '#a50d26',
    ac: '#ffde00',
    acfg: '#1a1a1a',
    pay: '#c8102e',
  },
  // navy with yellow
  {
    ...light,
    bg: '#e7ebf1',
    bar: '#0b2a5b',
    barfg: '#ffffff',
    th: '#163f86',
    thfg: '#ffffff',
    thline: '#10306a',
    ac: '#ffcc00',
    acfg: '#111111',
    pay: '#163f86',
  },
  // green
  {
    ...light,
    bar: '#004d2c',
    barfg: '#ffffff',
    th: '#0a7a43',
    thfg: '#ffffff',
    thline: '#066435',
    ac: '#f5c400',
    acfg: '#111111',
    pay: '#0a7a43',
  },
  // grey with red
  {
    ...light,
    bg: '#f4f4f4',
    bar: '#2b2b2b',
    barfg: '#ffffff',
    th: '#e30613',
    thfg: '#ffffff',
    thline: '#b9050f',
    ac: '#e30613',
    acfg: '#ffffff',
    pay: '#e30613',
  },
  // teal with orange
  {
    ...light,
    bar: '#00464e',
    barfg: '#ffffff',
    th: '#f47b20',
    thfg: '#ffffff',
    thline: '#d86812',
    ac: '#f47b20',
    acfg: '#ffffff',
    pay: '#00464e',
  },
  // a dark site with yellow
  {
    bg: '#15171b',
    fg: '#e4e6e9',
    mut: '#939aa3',
    panel: '#1e2126',
    line: '#30353c',
    zebra: '#24282e',
    sel: '#2a2f36',
    bar: '#0c0d0f',
    barfg: '#ffffff',
    bar2: '#111316',
    bar2fg: '#c9cdd2',
    th: '#f2c500',
    thfg: '#121212',
    thline: '#c9a300',
    ac: '#f2c500',
    acfg: '#121212',
    pay: '#f2c500',
    dark: true,
  },
  // a dark site with green
  {
    bg: '#101614',
    fg: '#e2e8e5',
    mut: '#8f9b96',
    panel: '#18201d',
    line: '#2a3531',
    zebra: '#1d2623',
    sel: '#223029',
    bar: '#0a0f0d',
    barfg: '#ffffff',
    bar2: '#0d1311',
    bar2fg: '#c3cdc8',
    th: '#1fae5b',
    thfg: '#ffffff',
    thline: '#178c48',
    ac: '#1fae5b',
    acfg: '#ffffff',
    pay: '#3fd17c',
    dark: true,
  },
];

type Col =
  | 'idx'
  | 'code'
  | 'sport'
  | 'league'
  | 'date'
  | 'time'
  | 'start'
  | 'match'
  | 'home'
  | 'away'
  | 'game'
  | 'tip'
  | 'bet'
  | 'odds'
  | 'result'
  | 'status';

/** A site's column template; `bet` is replaced by `game`+`tip` on split tickets and `match` by `home`+`away`. */
const TEMPLATES: readonly (readonly Col[])[] = [
  ['code', 'date', 'time', 'league', 'match', 'bet', 'odds', 'result', 'status'],
  ['date', 'time', 'code', 'sport', 'league', 'match', 'bet', 'odds', 'status'],
  ['idx', 'start', 'code', 'match', 'bet', 'odds', 'result'],
  ['sport', 'league', 'start', 'match', 'bet', 'odds', 'status'],
  ['code', 'league', 'match', 'date', 'time', 'bet', 'odds', 'result', 'status'],
  ['status', 'code', 'sport', 'date', 'time', 'league', 'match', 'bet', 'odds', 'result'],
  ['idx', 'code', 'date', 'time', 'match', 'league', 'bet', 'odds'],
];

interface Words {
  titles: readonly string[];
  ticket: string;
  myTickets: string;
  account: string;
  nav: readonly string[];
  sportNav: readonly string[];
  menu: readonly string[];
  balance: readonly string[];
  bonus: string;
  deposit: string;
  logout: string;
  meta: {
    id: string;
    paid: readonly string[];
    type: string;
    types: readonly string[];
    place: string;
    places: readonly string[];
    status: string;
    legs: string;
  };
  badge: { active: string; won: string; lost: string };
  heads: Record<Col, readonly string[]>;
  leg: { pend: readonly string[]; live: string; won: readonly string[]; lost: readonly string[] };
  sports: Record<Sport, readonly [string, string, string]>;
  sum: {
    title: readonly string[];
    stake: readonly string[];
    fee: string;
    afterFee: readonly string[];
    odds: string;
    payout: readonly string[];
    tax: readonly string[];
    net: readonly string[];
  };
  actions: readonly string[];
  footer: string;
  list: readonly string[];
  filters: readonly string[];
  slip: string;
  slipEmpty: string;
  stakeInput: string;
  tld: string;
}

const SR: Words = {
  titles: ['Pregled tiketa', 'Detalji tiketa', 'Tiket'],
  ticket: 'Tiket',
  myTickets: 'Moji tiketi',
  account: 'Moj nalog',
  nav: ['Sport', 'Uživo', 'Specijal', 'Kazino', 'Virtuelne', 'Loto', 'Promocije'],
  sportNav: ['Fudbal', 'Košarka', 'Tenis', 'Hokej', 'Rukomet', 'Odbojka', 'Specijali', 'Kvote dana'],
  menu: [
    'Lični podaci',
    'Uplata na račun',
    'Isplata sa računa',
    'Moji tiketi',
    'Transakcije',
    'Bonusi',
    'Poruke',
    'Limiti igranja',
    'Promena lozinke',
    'Odjava',
  ],
  balance: ['Stanje', 'Raspoloživo', 'Saldo'],
  bonus: 'Bonus',
  deposit: 'Uplata',
  logout: 'Odjava',
  meta: {
    id: 'Broj tiketa',
    paid: ['Vreme uplate', 'Uplaćen', 'Datum uplate'],
    type: 'Tip tiketa',
    types: ['Singl', 'Kombinacija', 'Obični'],
    place: 'Uplatno mesto',
    places: ['Internet', 'Web', 'Online'],
    status: 'Status',
    legs: 'Broj parova',
  },
  badge: { active: 'Aktivan', won: 'Dobitan', lost: 'Gubitan' },
  heads: {
    idx: ['Rb.', '#', 'R.br.'],
    code: ['Šifra', 'Šif.'],
    sport: ['Sport', ''],
    league: ['Takmičenje', 'Liga', 'Lig.'],
    date: ['Datum'],
    time: ['Vreme', 'Sat'],
    start: ['Početak', 'Datum i vreme'],
    match: ['Par', 'Događaj', 'Utakmica'],
    home: ['Domaćin'],
    away: ['Gost'],
    game: ['Igra'],
    tip: ['Tip'],
    bet: ['Tip', 'Igra', 'Igra/Tip'],
    odds: ['Kvota'],
    result: ['Rezultat', 'Rez.'],
    status: ['Status', ''],
  },
  leg: {
    pend: ['U igri', 'Nije počelo', 'Čeka'],
    live: 'U toku',
    won: ['Dobitak', 'Dobitan'],
    lost: ['Gubitak', 'Gubitan'],
  },
  sports: {
    football: ['Fudbal', 'FUD', 'F'],
    basketball: ['Košarka', 'KOŠ', 'K'],
    tennis: ['Tenis', 'TEN', 'T'],
  },
  sum: {
    title: ['Uplata i dobitak', 'Obračun tiketa', 'Podaci o uplati'],
    stake: ['Uplata', 'Iznos uplate'],
    fee: 'Manipulativni troškovi (5%)',
    afterFee: ['Uplata nakon manipulativnih troškova', 'Uplata nakon man. troškova', 'Ulog za igru'],
    odds: 'Ukupna kvota',
    payout: ['Mogući dobitak', 'Mogući dobitak (bruto)'],
    tax: ['Porez', 'Porez na dobitak'],
    net: ['Isplata', 'Moguća isplata', 'Za isplatu', 'Dobitak nakon poreza'],
  },
  actions: ['Kopiraj tiket', 'Štampaj', 'Nazad na listu'],
  footer:
    'Zabranjeno učešće licima mlađim od 18 godina. Igre na sreću mogu izazvati zavisnost. Priređivač poseduje dozvolu Uprave za igre na sreću.',
  list: ['Datum', 'Broj tiketa', 'Uplata', 'Kvota', 'Dobitak', 'Status'],
  filters: ['Svi', 'Aktivni', 'Dobitni', 'Gubitni', 'Isplaćeni'],
  slip: 'Tiket',
  slipEmpty: 'Tiket je prazan. Izaberite kvotu.',
  stakeInput: 'Uplata',
  tld: 'rs',
};

const HR: Words = {
  titles: ['Detalji listića', 'Pregled listića', 'Listić'],
  ticket: 'Listić',
  myTickets: 'Moji listići',
  account: 'Moj račun',
  nav: ['Sport', 'Uživo', 'Specijal', 'Casino', 'Virtualne', 'Loto', 'Promocije'],
  sportNav: ['Nogomet', 'Košarka', 'Tenis', 'Hokej', 'Rukomet', 'Odbojka', 'Specijali', 'Tečajevi dana'],
  menu: [
    'Osobni podaci',
    'Uplata na račun',
    'Isplata s računa',
    'Moji listići',
    'Transakcije',
    'Bonusi',
    'Poruke',
    'Ograničenja igranja',
    'Promjena lozinke',
    'Odjava',
  ],
  balance: ['Stanje', 'Raspoloživo', 'Saldo'],
  bonus: 'Bonus',
  deposit: 'Uplata',
  logout: 'Odjava',
  meta: {
    id: 'Broj listića',
    paid: ['Vrijeme uplate', 'Uplaćen', 'Datum uplate'],
    type: 'Vrsta listića',
    types: ['Single', 'Kombinacija', 'Obični'],
    place: 'Uplatno mjesto',
    places: ['Internet', 'Web', 'Online'],
    status: 'Status',
    legs: 'Broj parova',
  },
  badge: { active: 'Aktivan', won: 'Dobitan', lost: 'Gubitan' },
  heads: {
    idx: ['Rb.', '#'],
    code: ['Šifra', 'Šif.'],
    sport: ['Sport', ''],
    league: ['Natjecanje', 'Liga'],
    date: ['Datum'],
    time: ['Vrijeme', 'Sat'],
    start: ['Početak', 'Datum i vrijeme'],
    match: ['Događaj', 'Susret', 'Par'],
    home: ['Domaćin'],
    away: ['Gost'],
    game: ['Oklada', 'Igra'],
    tip: ['Tip', 'Odabir'],
    bet: ['Tip', 'Oklada'],
    odds: ['Tečaj'],
    result: ['Rezultat', 'Rez.'],
    status: ['Status', ''],
  },
  leg: {
    pend: ['U igri', 'Nije počelo', 'Čeka'],
    live: 'U tijeku',
    won: ['Dobitan', 'Dobitak'],
    lost: ['Gubitan', 'Izgubljen'],
  },
  sports: {
    football: ['Nogomet', 'NOG', 'N'],
    basketball: ['Košarka', 'KOŠ', 'K'],
    tennis: ['Tenis', 'TEN', 'T'],
  },
  sum: {
    title: ['Uplata i dobitak', 'Obračun listića', 'Podaci o uplati'],
    stake: ['Uplata', 'Ulog'],
    fee: 'Manipulativni troškovi (5%)',
    afterFee: ['Ulog nakon manipulativnih troškova'],
    odds: 'Ukupni tečaj',
    payout: ['Mogući dobitak', 'Mogući dobitak (bruto)'],
    tax: ['Porez', 'Porez na dobitak'],
    net: ['Isplata', 'Moguća isplata', 'Za isplatu', 'Neto isplata'],
  },
  actions: ['Kopiraj listić', 'Ispis', 'Natrag na popis'],
  footer:
    'Sudjelovanje maloljetnim osobama je zabranjeno. Igre na sreću mogu izazvati ovisnost. Priređivač ima odobrenje Ministarstva financija.',
  list: ['Datum', 'Broj listića', 'Uplata', 'Tečaj', 'Dobitak', 'Status'],
  filters: ['Svi', 'Aktivni', 'Dobitni', 'Gubitni', 'Isplaćeni'],
  slip: 'Listić',
  slipEmpty: 'Listić je prazan. Odaberite tečaj.',
  stakeInput: 'Ulog',
  tld: 'hr',
};

const BS: Words = {
  ...SR,
  titles: ['Pregled tiketa', 'Detalji tiketa', 'Tiket'],
  nav: ['Sport', 'Uživo', 'Specijal', 'Casino', 'Virtuelne', 'Loto', 'Promocije'],
  sportNav: ['Fudbal', 'Košarka', 'Tenis', 'Hokej', 'Rukomet', 'Odbojka', 'Specijali', 'Kvote dana'],
  menu: [
    'Lični podaci',
    'Uplata na račun',
    'Isplata sa računa',
    'Moji tiketi',
    'Transakcije',
    'Bonusi',
    'Poruke',
    'Limiti igranja',
    'Promjena lozinke',
    'Odjava',
  ],
  meta: { ...SR.meta, paid: ['Vrijeme uplate', 'Uplaćen', 'Datum uplate'], place: 'Uplatno mjesto' },
  heads: {
    ...SR.heads,
    time: ['Vrijeme', 'Sat'],
    start: ['Početak', 'Datum i vrijeme'],
    league: ['Takmičenje', 'Liga'],
  },
  leg: {
    pend: ['U igri', 'Nije počelo', 'Čeka'],
    live: 'U toku',
    won: ['Dobitak', 'Dobitan'],
    lost: ['Gubitak', 'Gubitan'],
  },
  sum: {
    ...SR.sum,
    afterFee: ['Uplata nakon manipulativnih troškova'],
    net: ['Isplata', 'Moguća isplata', 'Za isplatu'],
  },
  footer:
    'Zabranjeno učešće licima mlađim od 18 godina. Igre na sreću mogu izazvati ovisnost. Priređivač posjeduje odobrenje nadležnog ministarstva.',
  tld: 'ba',
};

/** A Montenegrin site: Serbian ticket text in EUR, ijekavian labels. */
const ME: Words = { ...BS, tld: 'me' };

type Site = 'sr' | 'hr' | 'bs' | 'me';

const WORDS: Record<Site, Words> = { sr: SR, hr: HR, bs: BS, me: ME };

const BOOKMAKERS: Record<Site, readonly string[]> = {
  sr: ['Šifra Bet', 'Dunavska Kvota', 'Golman Sport', 'Kladionica Sigurica'],
  hr: ['Sidro Sport', 'Kockica Bet', 'Tečajnica Plus'],
  bs: ['Drina Bet', 'Ćuprija Sport', 'Sarajka Tip'],
  me: ['Lovćen Bet', 'Primorska Kvota'],
};

/** Shop-system abbreviations by the competition's Serbian name: [sr, hr/bs, international]. */
const LEAGUE_CODES: Record<string, readonly [string, string, string]> = {
  'Srbija - Super liga': ['SRB SL', 'SRB 1', 'SRB 1'],
  'Hrvatska - SuperSport HNL': ['HRV 1', 'HNL', 'CRO 1'],
  'BiH - Premijer liga': ['BIH PL', 'BIH 1', 'BIH 1'],
  'Slovenija - Prva liga': ['SLO 1', 'SLO 1', 'SVN 1'],
  'Crna Gora - 1. CFL': ['CG 1', 'CG 1', 'MNE 1'],
  'S. Makedonija - Prva liga': ['MKD 1', 'MKD 1', 'MKD 1'],
  'Engleska - Premijer liga': ['ENG 1', 'ENG 1', 'ENG 1'],
  'Španija - La Liga': ['ŠPA 1', 'ŠPA 1', 'ESP 1'],
  'Italija - Serija A': ['ITA 1', 'ITA 1', 'ITA 1'],
  'Nemačka - Bundesliga': ['NEM 1', 'NJE 1', 'GER 1'],
  'Francuska - Liga 1': ['FRA 1', 'FRA 1', 'FRA 1'],
  'Turska - Super liga': ['TUR 1', 'TUR 1', 'TUR 1'],
  'Portugalija - Primeira liga': ['POR 1', 'POR 1', 'POR 1'],
  'Holandija - Eredivizija': ['HOL 1', 'NIZ 1', 'NED 1'],
  'Srbija - Prva liga': ['SRB 2', 'SRB 2', 'SRB 2'],
  'Hrvatska - Prva NL': ['HRV 2', 'HRV 2', 'CRO 2'],
  'BiH - Prva liga FBiH': ['BIH FBiH', 'FBiH 1', 'BIH 2'],
  'Engleska - Liga 2': ['ENG 4', 'ENG 4', 'ENG 4'],
  'Italija - Serija C': ['ITA 3', 'ITA 3', 'ITA 3'],
  'Nemačka - 3. liga': ['NEM 3', 'NJE 3', 'GER 3'],
  'ABA liga': ['ABA', 'ABA', 'ABA'],
  Evroliga: ['EVL', 'EL', 'EL'],
  'Srbija - KLS': ['SRB KLS', 'SRB KLS', 'SRB 1'],
  'Hrvatska - Premijer liga': ['HRV PLK', 'HRV 1', 'CRO 1'],
  'ATP Beč': ['ATP Beč', 'ATP Beč', 'ATP Vienna'],
  'WTA Linz': ['WTA Linz', 'WTA Linz', 'WTA Linz'],
  'ITF Antalya': ['ITF Antalya', 'ITF Antalya', 'ITF Antalya'],
};

const UNITS: Record<Currency, readonly string[]> = {
  RSD: ['RSD', 'din.', 'RSD'],
  EUR: ['€', 'EUR'],
  BAM: ['KM', 'BAM', 'KM'],
};

const ID_SHAPES: readonly ((rng: Rng) => string)[] = [
  (rng) => String(rng.int(100000, 9999999)),
  (rng) => ticketIds.long(rng),
  (rng) => ticketIds.dashed(rng),
];

const PROFILE: TicketProfile = {
  lang: 'sr',
  currency: 'RSD',
  fee: false,
  sports: sportMix(7, 2, 1),
  legs: [2, 10],
  bookmakers: BOOKMAKERS.sr,
  ticketId: (rng) => rng.pick(ID_SHAPES)(rng),
};

type LeagueStyle = 'local' | 'intl' | 'short' | 'full';
type SportStyle = 'icon' | 'abbr' | 'letter' | 'word';
type MatchStyle = 'dash' | 'colon' | 'vs' | 'stack';
type Half = 'PP' | 'I' | '1P';
type StatusStyle = 'words' | 'icons';
type LegState = 'pend' | 'live' | 'won' | 'lost';
type Shape = 'page' | 'scrolled' | 'dialog';
type SumShape = 'table' | 'strip' | 'side';

interface Ctx {
  site: Site;
  /** Weekday names' language. */
  lang: Lang;
  w: Words;
  dec: Dec;
  names: NameStyle;
  leagueStyle: LeagueStyle;
  sportStyle: SportStyle;
  matchStyle: MatchStyle;
  half: Half;
  /** Basketball and tennis winners as "KI 1" or "POB 1". */
  winCode: 'KI' | 'POB';
  /** Final-result picks as "KI 1" or a bare "1" in the one-column bet. */
  ki: boolean;
  lower: boolean;
  dsCode: string;
  codeDigits: 3 | 4;
  dateFmt: string;
  startFmt: string;
  statusStyle: StatusStyle;
  pendWord: string;
  wonWord: string;
  lostWord: string;
  emptyResult: string;
  halftime: boolean;
}

const MIN = 60000;

function leagueText(l: Leg, c: Ctx): string {
  const comp = COMPETITIONS[l.sport].find((x) => Object.values(x.name).includes(l.league));
  const codes = comp ? LEAGUE_CODES[comp.name.sr] : undefined;
  const tail = l.league.includes(' - ') ? l.league.slice(l.league.indexOf(' - ') + 3) : l.league;
  switch (c.leagueStyle) {
    case 'local':
      return codes ? codes[c.site === 'sr' ? 0 : 1] : tail;
    case 'intl':
      return codes ? codes[2] : tail;
    case 'short':
      return tail;
    case 'full':
      return l.league;
  }
}

function sportCell(l: Leg, c: Ctx): string {
  const [word, abbr, letter] = c.w.sports[l.sport];
  switch (c.sportStyle) {
    case 'icon':
      return `<span class="sic ${l.sport}"></span>`;
    case 'abbr':
      return abbr;
    case 'letter':
      return letter;
    case 'word':
      return word;
  }
}

const shown = (n: string, l: Leg, c: Ctx): string => esc(teamName(n, l, c.names));

function matchCell(l: Leg, c: Ctx): string {
  const h = shown(l.home, l, c);
  const a = shown(l.away, l, c);
  switch (c.matchStyle) {
    case 'dash':
      return `${h} <span class="sep">-</span> ${a}`;
    case 'colon':
      return `${h} <span class="sep">:</span> ${a}`;
    case 'vs':
      return `${h} <span class="sep">vs</span> ${a}`;
    case 'stack':
      return `<span class="two"><span>${h}</span><span>${a}</span></span>`;
  }
}

/** The bet as the shop terminal codes it: [game, tip], e.g. ["KI", "1"], ["UG", "3+"], ["DŠ", "1X"]. */
function betParts(bet: Bet, c: Ctx): [string, string] {
  const total = (x: number | undefined): string => line(x ?? 0, c.dec);
  switch (bet.key) {
    case 'ki1':
      return ['KI', '1'];
    case 'kix':
      return ['KI', 'X'];
    case 'ki2':
      return ['KI', '2'];
    case 'ds1x':
      return [c.dsCode, '1X'];
    case 'dsx2':
      return [c.dsCode, 'X2'];
    case 'ds12':
      return [c.dsCode, '12'];
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
      return [c.half, '1'];
    case 'p1_x':
      return [c.half, 'X'];
    case 'p2_2':
      return [c.half === 'PP' ? 'DP' : c.half === 'I' ? 'II' : '2P', '2'];
    case 'gg3p':
      return ['KOMB', 'GG&3+'];
    case '1ug3p':
      return ['KOMB', '1&3+'];
    case 'bk1':
    case 't1':
      return [c.winCode, '1'];
    case 'bk2':
    case 't2':
      return [c.winCode, '2'];
    case 'bkover':
      return ['UP', `V ${total(bet.line)}`];
    case 'bkunder':
      return ['UP', `M ${total(bet.line)}`];
  }
}

const cased = (s: string, c: Ctx): string => (c.lower ? s.toLocaleLowerCase('hr') : s);

/** The one-column bet: "KI 1" (or "1"), "UG 3+", "DŠ 1X", "GG", "GG&3+", "PP 1", "UP V 165,5". */
function betCode(bet: Bet, c: Ctx): string {
  const [game, tip] = betParts(bet, c);
  if (game === 'GG/NG' || game === 'KOMB') return cased(tip, c);
  if (game === 'KI' && !c.ki && (bet.key === 'ki1' || bet.key === 'kix' || bet.key === 'ki2')) return tip;
  return cased(`${game} ${tip}`, c);
}

interface Score {
  h: number;
  a: number;
  h1: number;
  a1: number;
}

function won(bet: Bet, s: Score): boolean {
  const { h, a, h1, a1 } = s;
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

function finalScore(l: Leg, rng: Rng): Score {
  if (l.sport === 'football') {
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
  if (l.sport === 'basketball') {
    const h = rng.int(70, 102);
    const a = h + rng.pick([-1, 1]) * rng.int(1, 18);
    return { h, a, h1: 0, a1: 0 };
  }
  const s = rng.pick([
    [2, 0],
    [2, 1],
    [1, 2],
    [0, 2],
  ]);
  return { h: s[0], a: s[1], h1: 0, a1: 0 };
}

interface LegView {
  state: LegState;
  result: string;
}

/** The result and state a leg shows at the moment the page was looked at. */
function legView(l: Leg, now: number, c: Ctx, rng: Rng): LegView {
  const dt = Math.floor((now - momentMs(l.kickoff)) / MIN);
  if (dt < 0) return { state: 'pend', result: c.emptyResult };
  const length = l.sport === 'football' ? 110 : l.sport === 'basketball' ? 125 : 100;
  if (dt < length) {
    if (l.sport === 'football') {
      const minute = dt <= 46 ? `${Math.max(1, dt)}'` : dt < 62 ? 'HT' : `${Math.min(90, dt - 16)}'`;
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
  const s = finalScore(l, rng);
  const half = l.sport === 'football' && c.halftime ? `<small>(${s.h1}:${s.a1})</small>` : '';
  return { state: won(l.bet, s) ? 'won' : 'lost', result: `${s.h}:${s.a}${half}` };
}

function statusCell(v: LegView, c: Ctx): string {
  if (c.statusStyle === 'icons') {
    const glyph = v.state === 'won' ? '✓' : v.state === 'lost' ? '✕' : '';
    return `<span class="ic ${v.state}">${glyph}</span>`;
  }
  const word =
    v.state === 'pend'
      ? c.pendWord
      : v.state === 'live'
        ? c.w.leg.live
        : v.state === 'won'
          ? c.wonWord
          : c.lostWord;
  return `<span class="w-${v.state}">${word}</span>`;
}

function cell(col: Col, l: Leg, i: number, v: LegView, c: Ctx): string {
  switch (col) {
    case 'idx':
      return `<td class="ix c">${i + 1}</td>`;
    case 'code':
      return `<td class="cd">${c.codeDigits === 3 ? (l.code % 900) + 100 : l.code}</td>`;
    case 'sport':
      return `<td class="c">${sportCell(l, c)}</td>`;
    case 'league':
      return `<td class="lg">${esc(leagueText(l, c))}</td>`;
    case 'date':
      return `<td class="dt">${fmtDate(l.kickoff, c.dateFmt, c.lang)}</td>`;
    case 'time':
      return `<td class="tm">${fmtDate(l.kickoff, 'HH:mm')}</td>`;
    case 'start':
      return `<td class="dt">${fmtDate(l.kickoff, c.startFmt, c.lang)}</td>`;
    case 'match':
      return `<td class="mt">${matchCell(l, c)}</td>`;
    case 'home':
      return `<td class="mt">${shown(l.home, l, c)}</td>`;
    case 'away':
      return `<td class="mt">${shown(l.away, l, c)}</td>`;
    case 'game':
      return `<td class="gm">${esc(cased(betParts(l.bet, c)[0], c))}</td>`;
    case 'tip':
      return `<td class="tp">${esc(cased(betParts(l.bet, c)[1], c))}</td>`;
    case 'bet':
      return `<td class="tp">${esc(betCode(l.bet, c))}</td>`;
    case 'odds':
      return `<td class="o r">${odds(l.odds, c.dec)}</td>`;
    case 'result':
      return `<td class="rs c${v.state === 'live' ? ' lv' : ''}">${v.result}</td>`;
    case 'status':
      return `<td class="st c">${statusCell(v, c)}</td>`;
  }
}

/** The template with the bet and match columns expanded and a few optional columns dropped. */
function columns(rng: Rng, split: boolean, twoTeams: boolean): Col[] {
  const base = rng.pick(TEMPLATES);
  const out: Col[] = [];
  for (const col of base) {
    if (col === 'bet' && split) out.push('game', 'tip');
    else if (col === 'match' && twoTeams) out.push('home', 'away');
    else if ((col === 'result' || col === 'status' || col === 'sport') && rng.chance(0.2)) continue;
    else out.push(col);
  }
  return out;
}

/** Tax on the win as the region's sites print it; picture only (the truth payout is before tax). */
function taxOf(site: Site, payout: number, stake: number): { pct: number; amount: number } {
  const win = Math.max(0, payout - stake);
  switch (site) {
    case 'sr':
      return payout > 100000 ? { pct: 20, amount: round2(win * 0.2) } : { pct: 20, amount: 0 };
    case 'hr': {
      const pct = payout <= 10000 ? 10 : payout <= 30000 ? 15 : 20;
      return { pct, amount: round2(win * (pct / 100)) };
    }
    case 'bs':
      return payout > 100 ? { pct: 10, amount: round2(win * 0.1) } : { pct: 10, amount: 0 };
    case 'me': {
      const pct = payout <= 500 ? 0 : payout <= 5000 ? 10 : 15;
      return { pct, amount: round2(win * (pct / 100)) };
    }
  }
}

function slug(s: string): string {
  return s
    .toLowerCase()
    .replace(/đ/g, 'dj')
    .replace(/ć|č/g, 'c')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]/g, '');
}

function redraw(t: Ticket, site: Site, fee: boolean, rng: Rng): void {
  if (site === 'me') {
    Object.assign(t, makeTicket(rng, { ...PROFILE, currency: 'EUR', bookmakers: BOOKMAKERS.me }));
    return;
  }
  const lang: Lang = site;
  if (lang !== t.lang || fee !== t.feePct > 0)
    redrawTicket(t, rng, { ...PROFILE, lang, fee, bookmakers: BOOKMAKERS[site] });
}

function render(t: Ticket, width: number, rng: Rng): string {
  const drawn = drawLang(rng);
  const site: Site = drawn === 'sr' && rng.chance(0.15) ? 'me' : drawn;
  const fee = site === 'sr' && rng.chance(0.4);
  redraw(t, site, fee, rng);
  const w = WORDS[site];

  const pal = rng.weighted<Palette>(PALETTES.map((p) => [p, p.dark ? 1 : 2] as const));
  const dec: Dec = rng.chance(site === 'sr' ? 0.7 : 0.85) ? ',' : '.';
  const sep = dec === ',' ? rng.pick(['.', '.', '']) : rng.pick([',', '']);
  const unit = rng.pick(UNITS[t.currency]);
  const money = (x: number): string => `${num(x, dec, sep)} ${unit}`;

  const ctx: Ctx = {
    site,
    lang: site === 'me' ? 'bs' : site,
    w,
    dec,
    names: { caps: rng.chance(0.2), shortPlayers: rng.chance(0.5) },
    leagueStyle: rng.weighted<LeagueStyle>([
      ['local', 5],
      ['intl', 2],
      ['short', 2],
      ['full', 2],
    ]),
    sportStyle: rng.pick<SportStyle>(['icon', 'icon', 'abbr', 'letter', 'word']),
    matchStyle: rng.weighted<MatchStyle>([
      ['dash', 5],
      ['colon', 1],
      ['vs', 1],
      ['stack', 2],
    ]),
    half: rng.pick<Half>(['PP', 'I', '1P']),
    winCode: rng.chance(0.6) ? 'KI' : 'POB',
    ki: rng.chance(0.7),
    lower: rng.chance(0.15),
    dsCode: rng.pick(['DŠ', 'DŠ', 'DS']),
    codeDigits: rng.chance(0.5) ? 3 : 4,
    dateFmt: rng.pick(['DD.MM.', 'DD.MM.YYYY', 'ddd DD.MM.', 'DD.MM.YY']),
    startFmt: rng.pick(['DD.MM. HH:mm', 'DD.MM.YYYY HH:mm', 'ddd DD.MM. HH:mm']),
    statusStyle: rng.chance(0.45) ? 'icons' : 'words',
    pendWord: rng.pick(w.leg.pend),
    wonWord: rng.pick(w.leg.won),
    lostWord: rng.pick(w.leg.lost),
    emptyResult: rng.pick(['', '', '-', '-:-']),
    halftime: rng.chance(0.5),
  };

  const split = rng.chance(0.4);
  const twoTeams = ctx.matchStyle !== 'stack' && rng.chance(0.25);
  const cols = columns(rng, split, twoTeams);
  // Some sites list the ticket by match code, as the shop terminal does; the truth keeps the printed order.
  if (cols.includes('code') && rng.chance(0.25)) {
    const key = (l: Leg): number => (ctx.codeDigits === 3 ? (l.code % 900) + 100 : l.code);
    t.legs.sort((a, b) => key(a) - key(b));
  }

  // The moment the page was looked at: before the first kickoff, or later with some legs played.
  const printed = momentMs(t.printedAt);
  const first = momentMs(
    t.legs.reduce((m, l) => (momentMs(l.kickoff) < momentMs(m.kickoff) ? l : m)).kickoff,
  );
  const last = Math.max(...t.legs.map((l) => momentMs(l.kickoff)));
  const now = rng.chance(0.55)
    ? printed + Math.floor((first - printed) * rng.float(0.1, 0.95))
    : first + Math.floor((last + 150 * MIN - first) * rng.float(0.05, 1));
  const views = t.legs.map((l) => legView(l, now, ctx, rng));
  const lost = views.some((v) => v.state === 'lost');
  const allWon = views.every((v) => v.state === 'won');
  const badgeWord = lost ? w.badge.lost : allWon ? w.badge.won : w.badge.active;
  const badgeColour = lost ? '#d6261c' : allWon ? '#1a9a45' : rng.pick(['#e08a00', '#2d7ff0', '#6b7c8f']);

  // Type and geometry.
  const small = rng.chance(0.35);
  const zoom = !small && rng.chance(0.3) ? 1.25 : 1;
  const room = width / zoom;
  const fs = small ? rng.pick([11, 12]) : rng.pick([13, 13, 14]);
  const pad = small ? '4px 7px' : rng.pick(['6px 9px', '7px 10px']);
  const gridStyle = rng.pick(['grid', 'rows', 'zebra', 'zebra grid']);
  const shape = rng.weighted<Shape>([
    ['page', 5],
    ['scrolled', 3],
    ['dialog', 2],
  ]);
  const sidebar = rng.chance(0.8);
  const sw = rng.int(190, 230);
  const cut = sidebar && rng.chance(0.6) ? rng.int(40, Math.min(170, sw - 30)) : 0;
  const slipPanel = room - (sidebar ? sw - cut : 0) > 1050 && rng.chance(0.35);
  const rcut = slipPanel ? rng.int(40, 160) : 0;
  let sumShape = rng.weighted<SumShape>([
    ['table', 3],
    ['strip', 2],
    ['side', 2],
  ]);
  const spw = rng.int(250, 300);
  const dw = Math.min(room - 60, rng.int(860, 1100));
  const mainRoom =
    shape === 'dialog' ? dw - 28 : room + cut + rcut - 36 - (sidebar ? sw + 16 : 0) - (slipPanel ? 276 : 0);
  if (sumShape === 'side' && mainRoom - spw - 16 < 640) sumShape = 'table';

  // Summary.
  const tax = rng.chance(0.6) ? taxOf(site, t.payout, t.stakeAfterFee) : undefined;
  const payLabel = rng.pick(w.sum.payout);
  const sums: [string, string, boolean][] = [];
  if (rng.chance(0.3)) sums.push([w.meta.legs, String(t.legs.length), false]);
  sums.push([rng.pick(w.sum.stake), money(t.stake), false]);
  if (t.feePct > 0)
    sums.push([w.sum.fee, money(t.fee), false], [rng.pick(w.sum.afterFee), money(t.stakeAfterFee), false]);
  const oddsLine: [string, string, boolean] = [w.sum.odds, odds(t.totalOdds, dec), false];
  if (rng.chance(0.5)) sums.splice(sums.length > 1 && rng.chance(0.5) ? 1 : 0, 0, oddsLine);
  else sums.push(oddsLine);
  sums.push([payLabel, money(t.payout), !tax]);
  if (tax) {
    const taxLabel = rng.pick(w.sum.tax) + (tax.pct > 0 && rng.chance(0.5) ? ` (${tax.pct}%)` : '');
    sums.push(
      [taxLabel, money(tax.amount), false],
      [rng.pick(w.sum.net), money(round2(t.payout - tax.amount)), true],
    );
  }

  const id = esc(t.ticketId);
  const paidLabel = rng.pick(w.meta.paid);
  const paidAt = fmtDate(
    t.printedAt,
    rng.pick(['DD.MM.YYYY HH:mm:ss', 'DD.MM.YYYY. HH:mm', 'DD.MM.YYYY HH:mm']),
  );
  const badge = `<span class="bdg">${badgeWord}</span>`;
  const metaPairs: [string, string][] = [
    [w.meta.id, `<b>${id}</b>`],
    [paidLabel, `<b>${paidAt}</b>`],
    [
      w.meta.type,
      `<b>${rng.pick(t.legs.length === 1 ? [w.meta.types[0], w.meta.types[2]] : w.meta.types.slice(1))}</b>`,
    ],
    [w.meta.place, `<b>${rng.pick(w.meta.places)}</b>`],
    [w.meta.status, badge],
  ];
  const metaCols = rng.pick([2, 4, 5]);
  const meta = `<div class="meta" style="--mc:${metaCols * 2}">${metaPairs
    .slice(0, metaCols === 2 ? 4 : 5)
    .map(([k, v]) => `<span>${k}:</span>${v}`)
    .join('')}</div>`;

  // The legs table.
  const heads = cols
    .map((k) => {
      const label = rng.pick(w.heads[k]);
      const cls =
        k === 'odds' ? ' class="r"' : ['idx', 'sport', 'result', 'status'].includes(k) ? ' class="c"' : '';
      return `<th${cls}>${label}</th>`;
    })
    .join('');
  const zebra = gridStyle.startsWith('zebra');
  const rows = t.legs
    .map(
      (l, i) =>
        `<tr${zebra && i % 2 ? ' class="alt"' : ''}>${cols.map((k) => cell(k, l, i, views[i], ctx)).join('')}</tr>`,
    )
    .join('\n');
  const stickyBar =
    shape === 'scrolled'
      ? `<div class="sticky"><span>${w.ticket} ${id}</span>${badge}<span class="r">${paidLabel}: ${paidAt}</span></div>`
      : '';
  const table = `<div class="tbl">${stickyBar}<table class="${gridStyle}${shape === 'scrolled' ? ' stuck' : ''}"><thead><tr>${heads}</tr></thead><tbody>
${rows}
</tbody></table>${sumShape === 'strip' ? strip() : ''}</div>`;

  function strip(): string {
    return `<div class="strip">${sums
      .map(([k, v, big]) => `<div${big ? ' class="big"' : ''}><span>${k}</span><b>${v}</b></div>`)
      .join('')}</div>`;
  }
  const sumTitle = rng.pick(w.sum.title);
  const sumTable = `<table class="sum2">${sums
    .map(([k, v, big]) => `<tr${big ? ' class="big"' : ''}><td>${k}</td><td class="v">${v}</td></tr>`)
    .join('')}</table>`;
  const sidePanel = `<div class="sp"><h3>${sumTitle}</h3>${sums
    .map(([k, v, big]) => `<div${big ? ' class="big"' : ''}><span>${k}</span><b>${v}</b></div>`)
    .join('')}</div>`;
  const actions = rng.chance(0.5)
    ? `<div class="acts">${w.actions
        .slice(0, rng.int(1, 3))
        .map((a) => `<span>${a}</span>`)
        .join('')}</div>`
    : '';
  const legsBlock =
    sumShape === 'side'
      ? `<div class="wrap">${table}${sidePanel}</div>${actions}`
      : sumShape === 'table'
        ? `<div class="wrap under">${table}${sumTable}</div>${actions}`
        : `${table}${actions}`;

  // The site around it.
  const words = t.bookmaker.split(' ');
  const logo =
    words.length > 1 && rng.chance(0.6)
      ? `${esc(words[0])}<i>${esc(words.slice(1).join(' '))}</i>`
      : esc(t.bookmaker);
  const balanceAmount = rng.int(0, 400) * (t.currency === 'RSD' ? 25 : 0.25);
  const user = rng.pick([
    'marko_87',
    'nikola.bg',
    'dule1903',
    'ivan_st',
    'zeljko77',
    'amir.sa',
    'tomo_split',
    'mile.nis',
  ]);
  const balance = `<span class="bal"><span>${rng.pick(w.balance)}: <b>${money(balanceAmount)}</b></span>${
    rng.chance(0.4)
      ? `<small>${w.bonus}: ${money(rng.int(0, 40) * (t.currency === 'RSD' ? 50 : 0.5))}</small>`
      : ''
  }</span>`;
  const header = `<div class="hdr"><span class="logo">${logo}</span><div class="nav">${w.nav
    .slice(0, room > 1250 ? 7 : room > 1050 ? 5 : 4)
    .map((n, i) => `<span${i === 0 ? ' class="on"' : ''}>${n}</span>`)
    .join(
      '',
    )}</div><div class="acct">${balance}${rng.chance(0.6) ? `<span class="u">${user}</span>` : ''}<span class="btn">${w.deposit}</span><span class="out">${w.logout}</span></div></div>`;
  const sportNav = rng.chance(0.4)
    ? `<div class="snav">${w.sportNav.map((s) => `<span>${s}</span>`).join('')}</div>`
    : '';
  const menuFrom = shape === 'scrolled' ? rng.int(2, 4) : 0;
  const side = sidebar
    ? `<div class="side">${menuFrom ? '' : `<h4>${w.account}</h4>`}${w.menu
        .slice(menuFrom)
        .map((m) => `<a${m === w.myTickets ? ' class="on"' : ''}>${m}</a>`)
        .join('')}</div>`
    : '';
  const slip = slipPanel
    ? `<div class="slip"><h4>${w.slip} (0)</h4><p>${w.slipEmpty}</p><div class="in">${w.stakeInput}: 0,00 ${unit}</div></div>`
    : '';
  const title = rng.pick(w.titles);
  const heading = title === w.ticket ? `${w.ticket} ${id}` : title;
  const crumb = `<div class="crumb">${w.account} › ${w.myTickets} › <b>${w.ticket} ${id}</b></div>`;
  const footer = `<div class="ftr">18+ ${w.footer} © ${t.printedAt.y} ${esc(t.bookmaker)} · www.${slug(t.bookmaker)}.${w.tld}</div>`;

  let main: string;
  if (shape === 'page') main = `${crumb}<h1>${heading}</h1>${meta}${legsBlock}`;
  else if (shape === 'scrolled') main = legsBlock;
  else main = listPage();

  const vars = [
    `--font:${rng.pick(["'DejaVu Sans',sans-serif", "'Liberation Sans',Arial,sans-serif", "'Liberation Sans Narrow','Liberation Sans',sans-serif", "'DejaVu Sans Condensed','DejaVu Sans',sans-serif"])}`,
    `--fs:${fs}px`,
    `--pad:${pad}`,
    `--cut:${cut}px`,
    `--rcut:${rcut}px`,
    `--sw:${sw}px`,
    `--spw:${spw}px`,
    `--sumw:${rng.int(340, 440)}px`,
    `--hh:${rng.int(52, 62)}px`,
    `--bg:${pal.bg}`,
    `--fg:${pal.fg}`,
    `--mut:${pal.mut}`,
    `--panel:${pal.panel}`,
    `--line:${pal.line}`,
    `--zebra:${pal.zebra}`,
    `--sel:${pal.sel}`,
    `--bar:${pal.bar}`,
    `--barfg:${pal.barfg}`,
    `--bar2:${pal.bar2}`,
    `--bar2fg:${pal.bar2fg}`,
    `--th:${pal.th}`,
    `--thfg:${pal.thfg}`,
    `--thline:${pal.thline}`,
    ...(rng.chance(0.5)
      ? [`--shd:${pal.th}`, `--shdfg:${pal.thfg}`]
      : [`--shd:${pal.sel}`, `--shdfg:${pal.fg}`]),
    `--ac:${pal.ac}`,
    `--acfg:${pal.acfg}`,
    `--pay:${pal.pay}`,
    `--bdg:${badgeColour}`,
    `--oc:${pal.dark && rng.chance(0.5) ? pal.ac : pal.fg}`,
    `--pk:${rng.chance(0.3) ? pal.pay : pal.fg}`,
    `--lgc:${rng.chance(0.5) ? pal.mut : pal.fg}`,
    `--nw:${rng.chance(0.5) ? 'bold' : 'normal'}`,
    `--cw:${rng.chance(0.4) ? 'bold' : 'normal'}`,
    `--thtt:${rng.chance(0.35) ? 'uppercase' : 'none'}`,
    `--navtt:${rng.chance(0.4) ? 'uppercase' : 'none'}`,
    `--dim:${rng.float(0.45, 0.65).toFixed(2)}`,
    `--dw:${dw}px`,
    `--dtop:${rng.int(40, 90)}px`,
  ].join(';');

  // ---- the dialog: the ticket over the dimmed "Moji tiketi" list.
  if (shape === 'dialog') {
    const dialog = `<div class="dlg"><div class="dh"><span>${w.ticket} ${id}</span>${badge}<span class="x">×</span></div><div class="db">${meta}${legsBlock}</div></div>`;
    const body = `<div id="ticket" style="${vars}"><div class="bgpg"><div class="pg">${header}${sportNav}<div class="cols">${side}<div class="main">${main}</div>${slip}</div></div></div><div class="ovl"></div>${dialog}</div>`;
    return zoomed(page(css, body), zoom);
  }

  const topButton = shape === 'scrolled' && rng.chance(0.6) ? '<span class="top">↑</span>' : '';
  const body = `<div id="ticket" style="${vars}"><div class="pg">${header}${shape === 'scrolled' ? '' : sportNav}<div class="cols">${side}<div class="main">${main}</div>${slip}</div>${footer}</div>${topButton}</div>`;
  return zoomed(page(css, body), zoom);

  // ---- the list page behind the dialog: the account's other tickets, dimmed.
  function listPage(): string {
    const n = rng.int(8, 12);
    const at = momentMs(t.printedAt);
    const rowsBg = Array.from({ length: n }, (_, i) => {
      const when = momentFrom(at - i * rng.int(3, 40) * 3600000);
      const stake = rng.pick(t.currency === 'RSD' ? [100, 200, 300, 500, 1000] : [1, 2, 5, 10]);
      const o = round2(rng.float(2, 80));
      const st = i === 0 ? badgeWord : rng.pick([w.badge.lost, w.badge.lost, w.badge.won, w.badge.active]);
      const idText = i === 0 ? id : esc(rng.pick(ID_SHAPES)(rng));
      return `<tr${i % 2 ? ' class="alt"' : ''}><td>${fmtDate(when, 'DD.MM.YYYY HH:mm')}</td><td>${idText}</td><td class="r">${money(stake)}</td><td class="r">${odds(o, dec)}</td><td class="r">${money(round2(stake * o))}</td><td>${st}</td></tr>`;
    }).join('');
    return `<div class="crumb">${w.account} › <b>${w.myTickets}</b></div><h1>${w.myTickets}</h1>
<div class="tabs">${w.filters.map((f, i) => `<span${i === 0 ? ' class="on"' : ''}>${f}</span>`).join('')}</div>
<div class="tbl"><table class="lst zebra"><thead><tr>${w.list.map((h, i) => `<th${i >= 2 && i <= 4 ? ' class="r"' : ''}>${h}</th>`).join('')}</tr></thead><tbody>${rowsBg}</tbody></table></div>`;
  }
}

function zoomed(html: string, zoom: number): string {
  return zoom === 1 ? html : html.replace('<style>', `<style>html{zoom:${zoom}}`);
}

export const webSlipArchive: Layout = {
  name: 'web-slip-archive',
  medium: 'screen',
  width: [1100, 1500],
  profile: PROFILE,
  render,
};
