// A dark ("noir") phone screenshot of one placed ticket in a Serbian, Croatian, Bosnian or Montenegrin bookmaker's
// app, drawn unlike the other dark card layouts: five card shapes, one per ticket (its rng), each with low-contrast
// grey secondary text (#8a8f98 on #15171c and the like) and light or tinted team names.
//   (a) tile: the pick as a big coloured tile at the card's LEFT ("1", "X2", "UG 3+", "V 174,5", filled or
//       outlined), the league and kickoff in grey, "Home vs Away" side by side, the market in grey under them and
//       the odds as plain bold text at the right, with a tiny "Kvota" label over it on some screens;
//   (b) ring: a status ring at the left of each card (a green ring with a check for a won leg, a grey ring with an
//       amber arc for a pending one), a match-time chip ("SUB 20:45", "Danas 18:00", "27.11. 21:00") before the
//       league, home over away each after a small round crest placeholder, and a bet row "Ukupno golova [3+]" with
//       the pick in a coloured pill and the odds in a separate outlined chip;
//   (c) bar: a thin coloured accent bar on the card's left edge (the brand colour, the leg's status colour or the
//       sport's colour), "Home - Away" on one line with the odds big at the right of it, the market and the pick
//       in bold colour under it, and a grey foot line with the match code and kickoff;
//   (d) columns: all legs as rows of one panel under a shared header "Par | Tip | Kvota", kickoff and league tiny
//       over the stacked names, the pick code in a chip in the middle column, the odds right-aligned; hairlines or
//       zebra rows between legs;
//   (e) date: a calendar block at the card's left (day "SUB" over the time and the date) cut off by a vertical
//       rule, the league and the stacked names in the middle with the market and a pick pill under them, and the
//       odds in a filled or tinted chip on the right.
// Chrome per ticket: an Android or iOS status bar (clock, signal, wifi, battery), an app bar with a back arrow or
// chevron, the title ("Detalji tiketa", "Moj listić", "Tiket") and a share or menu icon or the brand word; a ticket
// header (id, "Uplaćeno …", an "Aktivan" / "Na čekanju" / "U toku" badge, "Kombinovani · 5 parova") as a card or a
// plain strip; the summary ("Broj parova", "Ukupna kvota", "Uplata", the 5 % fee on a few Serbian tickets,
// "Moguća dobit"/"Potencijalni dobitak" in RSD/din., KM, €/EUR) as a card of rows, a grid of tiles or a sticky
// bottom bar in a raised grey or the brand colour; a bottom tab bar or a gesture pill on some. Device pixel ratio 2
// or 3 (the page zoomed 1.5× on the ratio-2 renderer), width 360–430 CSS px, up to ten legs (long screenshots).
// Long names shrink and wrap; nothing is cut with an ellipsis.
//
// Picks: the code (pickCode) wherever the market is not printed beside the pick, the selection (pickChip) or the
// code where it is; the truth keeps the generator's code. Language: the profile is Serbian (RSD); `render` re-draws
// the ticket for a Croatian (EUR), Bosnian (KM) or Montenegrin (EUR, Serbian-worded) screen, or a Serbian one with
// the fee, with redrawTicket; the generator writes the truth from that same ticket object.
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
import { makeTicket, type Currency, type Leg, type Ticket, type TicketProfile } from '../../ticket';
import { drawLang, redrawTicket, sportMix } from '../parts';
import { page, type Layout } from '../types';

const css = `
#ticket{background:var(--bg);color:var(--fg);font:14px/1.32 var(--font)}
.sb{display:flex;align-items:center;justify-content:space-between;padding:7px 18px 3px;font-size:12.5px;font-weight:600}
.sb.ios{padding:9px 24px 4px;font-size:14px;font-weight:700}
.sb .ic{display:flex;align-items:flex-end;gap:5px;font-size:11px}
.sig{display:flex;align-items:flex-end;gap:1.5px;height:10px}.sig i{display:block;width:3px;background:var(--fg);border-radius:1px}
.wf{width:14px;height:10px;background:var(--fg);clip-path:polygon(50% 100%,0 30%,12% 16%,30% 6%,50% 2%,70% 6%,88% 16%,100% 30%)}
.bat{width:22px;height:10.5px;border:1.4px solid var(--fg);border-radius:3px;padding:1px;position:relative}
.bat:after{content:'';position:absolute;right:-4px;top:2.5px;width:2px;height:3.5px;background:var(--fg);border-radius:0 1px 1px 0}
.bat i{display:block;height:100%;background:var(--fg);border-radius:1px}
.ab{display:flex;align-items:center;gap:12px;padding:10px 14px 9px}
.ab.ln{border-bottom:1px solid var(--line)}
.arr{flex:none;position:relative;width:18px;height:14px}
.arr:before{content:'';position:absolute;left:1px;top:6px;width:16px;height:2px;background:var(--fg);border-radius:1px}
.arr:after{content:'';position:absolute;left:2px;top:2.5px;width:7px;height:7px;border-left:2px solid var(--fg);border-bottom:2px solid var(--fg);transform:rotate(45deg)}
.chv{flex:none;width:10px;height:10px;border-left:2px solid var(--fg);border-bottom:2px solid var(--fg);transform:rotate(45deg);margin-left:4px}
.ab .tt{flex:1;min-width:0;font-size:17px;font-weight:700}
.ab .tt.c{text-align:center}
.ab .wm{flex:none;font-weight:800;font-size:14px;color:var(--ac);letter-spacing:.2px;white-space:nowrap}
.ab .wm.bx{background:var(--ac);color:var(--on);padding:3px 8px;border-radius:5px;font-size:12px;text-transform:uppercase}
.kb{flex:none;display:flex;flex-direction:column;gap:3px;padding:0 4px}.kb i{width:4px;height:4px;border-radius:50%;background:var(--fg)}
.shr{flex:none;position:relative;width:16px;height:16px;border:2px solid var(--fg);border-top:none;border-radius:0 0 3px 3px;margin-top:3px}
.shr:before{content:'';position:absolute;left:5px;top:-8px;width:2px;height:11px;background:var(--fg)}
.shr:after{content:'';position:absolute;left:3px;top:-8px;width:5px;height:5px;border-left:2px solid var(--fg);border-top:2px solid var(--fg);transform:rotate(45deg)}
.th{margin:8px 10px 0;padding:11px 13px;background:var(--card);border-radius:var(--rad)}
.th.flat{margin:4px 0 0;padding:6px 16px 12px;background:none;border-radius:0;border-bottom:1px solid var(--line)}
.th .r1{display:flex;align-items:center;gap:8px}
.th .r1 .id{flex:1;min-width:0;font-weight:700;font-size:14.5px;overflow-wrap:anywhere}
.th .r2{display:flex;flex-wrap:wrap;gap:2px 12px;margin-top:4px;font-size:var(--sf);color:var(--mute)}
.cp{display:inline-block;width:9px;height:11px;border:1.4px solid var(--mute);border-radius:2px;margin-left:7px;vertical-align:-1px;box-shadow:2px -2px 0 -0.4px var(--card),2px -2px 0 1px var(--mute)}
.th.flat .cp{box-shadow:2px -2px 0 -0.4px var(--bg),2px -2px 0 1px var(--mute)}
.bdg{flex:none;font-size:11px;font-weight:700;padding:3px 9px;border-radius:999px;white-space:nowrap;color:var(--bc);background:var(--bb)}
.bdg.sq{border-radius:5px;text-transform:uppercase;letter-spacing:.5px;font-size:10px}
.bdg i{display:inline-block;width:6px;height:6px;border-radius:50%;background:var(--bc);margin-right:5px;vertical-align:1px}
.legs{margin:10px 10px 0}
.card{background:var(--card);border-radius:var(--rad);padding:11px 12px}
.card+.card{margin-top:8px}
.card.bd{border:1px solid var(--line)}
.sub{font-size:var(--sf);color:var(--mute);overflow-wrap:anywhere}
.nm{font-weight:var(--nw);font-size:var(--nf);color:var(--hi);overflow-wrap:anywhere;line-height:1.28}
.nm.m{font-size:calc(var(--nf) - 1.5px)}.nm.s{font-size:calc(var(--nf) - 3px)}
.nm .tn{display:inline-block;max-width:100%}
.nm i{font-style:normal;font-weight:400;font-size:11.5px;color:var(--mute);margin:0 5px}
.mk{font-size:12.5px;color:var(--mute);overflow-wrap:anywhere}
.tl{display:flex;align-items:center;gap:12px}
.tl .l{flex:1;min-width:0}
.tl .nm{margin:3px 0 2px}
.tile{flex:none;min-width:var(--tlw);height:50px;padding:0 7px;border-radius:12px;display:flex;align-items:center;justify-content:center;font-weight:800;font-size:19px;white-space:nowrap;background:var(--pk);color:var(--pkt)}
.tile.m{font-size:15px}.tile.s{font-size:12.5px}
.tile.ol{background:var(--pkb);color:var(--pk);border:1.5px solid var(--pk)}
.ro{flex:none;text-align:right}
.ro span{display:block;font-size:10px;color:var(--mute);text-transform:uppercase;letter-spacing:.5px}
.ro b{display:block;font-size:17px;white-space:nowrap;color:var(--oc)}
.rgc{display:flex;gap:11px}
.rgc .l{flex:1;min-width:0}
.rg{flex:none;width:22px;height:22px;border-radius:50%;position:relative;margin-top:1px}
.rg.p{background:conic-gradient(var(--wait) 0 var(--deg),var(--line) var(--deg) 360deg);-webkit-mask:radial-gradient(circle,transparent 7.6px,#000 8.2px)}
.rg.w{background:var(--win)}
.rg.w:after{content:'';position:absolute;left:7.5px;top:4px;width:5px;height:9.5px;border-right:2.2px solid #0b0d10;border-bottom:2.2px solid #0b0d10;transform:rotate(45deg)}
.hdr{display:flex;align-items:center;gap:8px}
.hdr .sub{flex:1;min-width:0}
.tch{flex:none;font-size:11px;font-weight:700;padding:2px 7px;border-radius:6px;background:var(--chip);color:var(--fg);white-space:nowrap;letter-spacing:.2px}
.tch.ac{background:var(--tint);color:var(--ac)}
.tm{display:flex;align-items:center;gap:8px;margin-top:6px}
.tm+.tm{margin-top:4px}
.tm .nm{flex:1;min-width:0}
.cr{flex:none;width:20px;height:20px;border-radius:50%;display:flex;align-items:center;justify-content:center;background:var(--chip)}
.cr svg{width:11px;height:12px;fill:var(--mute)}
.cr.hue{background:var(--crh);box-shadow:inset 0 0 0 1.5px rgba(255,255,255,.18)}
.br{display:flex;align-items:center;flex-wrap:wrap;gap:6px 8px;margin-top:9px}
.br .mk{min-width:0}
.br .sp{flex:1}
.pill{display:inline-block;padding:3px 10px;border-radius:999px;font-weight:700;font-size:13px;background:var(--pk);color:var(--pkt);white-space:nowrap}
.pill.sq{border-radius:6px}
.pill.ol{background:var(--pkb);color:var(--pk);box-shadow:inset 0 0 0 1.3px var(--pk)}
.och{flex:none;display:inline-block;min-width:56px;text-align:center;padding:5px 10px;border-radius:8px;border:1px solid var(--line);background:var(--bg);font-weight:700;font-size:14.5px;white-space:nowrap;color:var(--oc)}
.bar{border-left:3px solid var(--stripe);padding-left:11px}
.bar .r1{display:flex;align-items:flex-start;gap:10px}
.bar .r1 .nm{flex:1;min-width:0}
.bar .r1 b{flex:none;font-size:18px;white-space:nowrap;color:var(--oc);line-height:1.2}
.bar .r2{margin-top:5px;font-size:13px;color:var(--mute);overflow-wrap:anywhere}
.bar .r2 b{color:var(--pk);font-size:14px;margin-left:6px}
.bar .r2 b.w{color:var(--hi)}
.bar .r3{display:flex;justify-content:space-between;gap:10px;margin-top:6px;padding-top:6px;border-top:1px dashed var(--line);font-size:var(--sf);color:var(--mute)}
.bar .r3 span:last-child{white-space:nowrap}
.panel{background:var(--card);border-radius:var(--rad);overflow:hidden}
.cols{display:flex;align-items:center;gap:8px;padding:8px 12px;background:var(--chip);font-size:10px;font-weight:700;color:var(--mute);text-transform:uppercase;letter-spacing:.6px}
.cols span:first-child{flex:1}
.cols span:nth-child(2){width:var(--tw);text-align:center}
.cols span:nth-child(3){width:56px;text-align:right}
.cr1{display:flex;align-items:center;gap:8px;padding:10px 12px}
.cr1+.cr1{border-top:1px solid var(--line)}
.panel.zb .cr1+.cr1{border-top:none}
.panel.zb .cr1:nth-child(odd){background:var(--zb)}
.cr1 .l{flex:1;min-width:0}
.cr1 .nm{font-size:calc(var(--nf) - 1px)}
.cr1 .nm.m{font-size:calc(var(--nf) - 2.5px)}.cr1 .nm.s{font-size:calc(var(--nf) - 4px)}
.cr1 .sub{margin-bottom:2px}
.cr1 .mk{margin-top:2px;font-size:11.5px}
.cr1 .tp{flex:none;width:var(--tw);text-align:center}
.cr1 .tp .pill{padding:3px 7px;font-size:12px}
.cr1 .od{flex:none;width:56px;text-align:right;font-weight:700;font-size:15px;color:var(--oc);white-space:nowrap}
.dc{display:flex;padding:0}
.dc .cal{flex:none;width:62px;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:1px;padding:10px 0;border-right:1px solid var(--line)}
.dc .cal span{font-size:10.5px;font-weight:700;color:var(--mute);letter-spacing:.6px}
.dc .cal b{font-size:16px;color:var(--fg)}
.dc .cal small{font-size:10.5px;color:var(--mute)}
.dc .l{flex:1;min-width:0;padding:10px 10px 11px 12px}
.dc .tm:first-of-type{margin-top:4px}
.dc .br{margin-top:7px}
.dc .rt{flex:none;display:flex;align-items:center;padding:0 12px 0 0}
.ofc{display:inline-block;min-width:54px;text-align:center;padding:7px 9px;border-radius:10px;font-weight:800;font-size:15px;white-space:nowrap;background:var(--ac);color:var(--on)}
.ofc.tn2{background:var(--tint);color:var(--ac)}
.sum{margin:12px 10px 0;background:var(--card);border-radius:var(--rad);padding:6px 13px 10px}
.sum .kv{display:flex;justify-content:space-between;align-items:baseline;gap:12px;padding:5px 0;font-size:13.5px}
.sum .kv span{color:var(--mute)}.sum .kv b{white-space:nowrap}
.sum .kv.pay{border-top:1px solid var(--line);margin-top:4px;padding-top:9px}
.sum .kv.pay span{color:var(--fg)}.sum .kv.pay b{font-size:18px;color:var(--pc)}
.gt{margin:12px 10px 0;display:grid;grid-template-columns:1fr 1fr;gap:8px}
.gt div{background:var(--card);border-radius:var(--rad);padding:9px 12px}
.gt span{display:block;font-size:11px;color:var(--mute)}
.gt b{display:block;font-size:15.5px;margin-top:2px;white-space:nowrap}
.gt .pay b{color:var(--pc)}
.stk{margin-top:14px;display:flex;align-items:center;gap:12px;padding:11px 16px 12px;background:var(--sbg);color:var(--sfg);border-top:1px solid var(--line)}
.stk.brand{border-top:none;border-radius:16px 16px 0 0}
.stk .l{flex:1;min-width:0;font-size:12px;line-height:1.55;opacity:.92}
.stk .l b{font-size:13px}
.stk .r{flex:none;text-align:right}
.stk .r span{display:block;font-size:11px;opacity:.85}
.stk .r b{display:block;font-size:19px;white-space:nowrap}
.foot{margin:12px 16px 0;font-size:10.5px;color:var(--mute);text-align:center}
.nav{display:flex;margin-top:12px;padding:8px 0 10px;background:var(--navbg);border-top:1px solid var(--line)}
.nav div{flex:1;text-align:center;font-size:10px;color:var(--mute)}
.nav div i{display:block;width:19px;height:19px;margin:0 auto 3px;border:2px solid var(--mute);border-radius:6px}
.nav div:nth-child(2) i{border-radius:50%}
.nav div.on{color:var(--ac)}.nav div.on i{border-color:var(--ac)}
.gp{padding:12px 0 8px}.gp i{display:block;width:120px;height:4.5px;border-radius:3px;background:var(--fg);opacity:.55;margin:0 auto}
.pad{height:14px}
`;

interface Palette {
  bg: string;
  card: string;
  /** Chips, crest placeholders, the column header. */
  chip: string;
  fg: string;
  hi: string;
  mute: string;
  line: string;
  /** The raised grey of a sticky bar and of the tab bar. */
  raised: string;
}

const PALETTES: readonly (readonly [Palette, number])[] = [
  [
    {
      bg: '#15171c',
      card: '#1d2027',
      chip: '#272b33',
      fg: '#e9ebef',
      hi: '#ffffff',
      mute: '#8a8f98',
      line: '#2a2e36',
      raised: '#23262e',
    },
    4,
  ], // slate black
  [
    {
      bg: '#0b0c0f',
      card: '#16181d',
      chip: '#22252c',
      fg: '#e6e7ea',
      hi: '#f7f8fa',
      mute: '#7f848d',
      line: '#24272e',
      raised: '#1c1f25',
    },
    3,
  ], // ink
  [
    {
      bg: '#101418',
      card: '#182027',
      chip: '#212b33',
      fg: '#e4eaee',
      hi: '#eef6fb',
      mute: '#7d8b96',
      line: '#25313a',
      raised: '#1c252d',
    },
    2,
  ], // petrol
  [
    {
      bg: '#131115',
      card: '#1d1a20',
      chip: '#28242c',
      fg: '#ece8ee',
      hi: '#fbf7ff',
      mute: '#8b8591',
      line: '#2c2830',
      raised: '#221f26',
    },
    2,
  ], // aubergine black
  [
    {
      bg: '#181818',
      card: '#222222',
      chip: '#2d2d2d',
      fg: '#e8e8e8',
      hi: '#ffffff',
      mute: '#949494',
      line: '#303030',
      raised: '#262626',
    },
    2,
  ], // neutral grey
];

/** Brand colours of the region's apps: the colour, the text on a fill of it, and a faint tint of it. */
const BRANDS: ReadonlyArray<readonly [string, string, string]> = [
  ['#ffd200', '#141100', 'rgba(255,210,0,.13)'], // yellow
  ['#e4252c', '#ffffff', 'rgba(228,37,44,.16)'], // red
  ['#00b35c', '#ffffff', 'rgba(0,179,92,.15)'], // green
  ['#1e88e5', '#ffffff', 'rgba(30,136,229,.16)'], // blue
  ['#ff6a00', '#170900', 'rgba(255,106,0,.15)'], // orange
  ['#39d0c4', '#021514', 'rgba(57,208,196,.14)'], // teal
];

/** Pick colours: the fill, the text on it, and the faint fill of an outlined pick. */
const PICKS: ReadonlyArray<readonly [string, string, string]> = [
  ['#22c55e', '#04150a', 'rgba(34,197,94,.12)'], // green
  ['#facc15', '#1a1500', 'rgba(250,204,21,.12)'], // yellow
  ['#fb923c', '#1c0c00', 'rgba(251,146,60,.13)'], // orange
  ['#60a5fa', '#04122a', 'rgba(96,165,250,.13)'], // light blue
];

const FONTS: readonly string[] = [
  "Roboto,'Liberation Sans',Arial,sans-serif",
  "'Liberation Sans',Arial,sans-serif",
  "'DejaVu Sans',Verdana,sans-serif",
  "'Noto Sans','DejaVu Sans',sans-serif",
  "'Open Sans','Liberation Sans',sans-serif",
];

const SPORT_COLOURS: Record<Sport, string> = {
  football: '#22c55e',
  basketball: '#ff8a1f',
  tennis: '#d4e23a',
};

interface Words {
  titles: readonly string[];
  ticket: readonly string[];
  paid: readonly string[];
  badges: readonly string[];
  combo: string;
  single: string;
  legs: readonly string[];
  odds: readonly string[];
  stake: readonly string[];
  fee: string;
  bet: string;
  payout: readonly string[];
  par: string;
  tip: string;
  price: string;
  code: string;
  today: string;
  tomorrow: string;
  nav: readonly string[];
  age: string;
}

/** Serbian and Bosnian screens print the same words. */
const SERBIAN: Words = {
  titles: ['Detalji tiketa', 'Moj tiket', 'Tiket'],
  ticket: ['Tiket', 'Tiket br.', 'ID'],
  paid: ['Uplaćeno', 'Uplaćen'],
  badges: ['Aktivan', 'Na čekanju', 'U toku'],
  combo: 'Kombinovani',
  single: 'Singl',
  legs: ['Broj parova', 'Parova'],
  odds: ['Ukupna kvota', 'Kvota'],
  stake: ['Uplata', 'Ulog'],
  fee: 'Manipulativni troškovi (5%)',
  bet: 'Uplata za igru',
  payout: ['Moguća dobit', 'Mogući dobitak', 'Potencijalni dobitak'],
  par: 'Par',
  tip: 'Tip',
  price: 'Kvota',
  code: 'Šifra',
  today: 'Danas',
  tomorrow: 'Sutra',
  nav: ['Sport', 'Uživo', 'Kazino', 'Tiketi', 'Profil'],
  age: '18+ Igraj odgovorno.',
};

const WORDS: Record<Lang, Words> = {
  sr: SERBIAN,
  hr: {
    titles: ['Detalji listića', 'Moj listić', 'Listić'],
    ticket: ['Listić', 'Listić br.', 'ID'],
    paid: ['Uplaćeno', 'Uplaćen'],
    badges: ['Aktivan', 'Na čekanju', 'U tijeku'],
    combo: 'Kombinirani',
    single: 'Singl',
    legs: ['Broj parova', 'Broj događaja'],
    odds: ['Ukupni tečaj', 'Tečaj'],
    stake: ['Uplata', 'Ulog'],
    fee: 'Manipulativni troškovi (5%)',
    bet: 'Uplata za igru',
    payout: ['Moguća isplata', 'Mogući dobitak', 'Potencijalni dobitak'],
    par: 'Događaj',
    tip: 'Tip',
    price: 'Tečaj',
    code: 'Šifra',
    today: 'Danas',
    tomorrow: 'Sutra',
    nav: ['Sport', 'Uživo', 'Casino', 'Listići', 'Profil'],
    age: '18+ Igraj odgovorno.',
  },
  bs: SERBIAN,
};

const UNITS: Record<Currency, readonly string[]> = {
  RSD: ['RSD', 'din.'],
  EUR: ['€', 'EUR'],
  BAM: ['KM'],
};
const BOOKMAKERS: Record<Lang, readonly string[]> = {
  sr: ['Noir Bet', 'Crna Kvota'],
  hr: ['Noir Bet', 'Crni Listić'],
  bs: ['Noir Bet', 'Kvota Noir BH'],
};

const MONTENEGRO: readonly string[] = ['Noir Bet CG', 'Kvota Podgorica'];

const PROFILE: TicketProfile = {
  lang: 'sr',
  currency: 'RSD',
  fee: false,
  sports: sportMix(7, 2, 2),
  legs: [1, 10],
  bookmakers: BOOKMAKERS.sr,
  ticketId: (rng) =>
    rng.chance(0.5)
      ? `${rng.int(100, 999)}-${rng.int(100, 999)}-${rng.int(1000, 9999)}`
      : `N${rng.int(10000000, 99999999)}${rng.int(0, 9)}`,
};

type Shape = 'tile' | 'ring' | 'bar' | 'columns' | 'date';
type Kick = 'caps' | 'rel' | 'date' | 'comma';
type Foot = 'rows' | 'tiles' | 'sticky';

interface Ctx {
  lang: Lang;
  words: Words;
  dec: Dec;
  names: NameStyle;
  kick: Kick;
  printedDay: string;
  nextDay: string;
  /** "vs" or "-" between side-by-side names. */
  vs: string;
  /** The pick code even where the market is printed beside the pick. */
  codes: boolean;
  /** (a) outlined tile; (a) "Kvota" label over the odds; pills square or round, filled or outlined. */
  outline: boolean;
  label: boolean;
  square: boolean;
  /** (b)/(e) crest placeholders as grey shields or coloured discs; (b)/(e) the time chip in the accent tint. */
  hueCrests: boolean;
  chipAccent: boolean;
  /** (c) stripe colour: the brand, the leg's status or the sport. */
  stripe: 'brand' | 'status' | 'sport';
  /** (c) the pick in white instead of the pick colour. */
  whitePick: boolean;
  /** (d) zebra rows instead of hairlines; (e) the odds chip filled or tinted. */
  zebra: boolean;
  filledOdds: boolean;
  /** Per-leg statuses: true when the leg is already won. */
  won: readonly boolean[];
  /** Characters a name line gains over the narrowest (360 px) screen before it shrinks. */
  extra: number;
}

const WIN = '#2ecc71';
const WAIT = '#f5a524';

/** A size class so long names shrink before they wrap. */
function nameClass(text: string, room: number, c: Ctx): string {
  const fits = room + c.extra;
  if (text.length > fits + 7) return 'nm s';
  if (text.length > fits) return 'nm m';
  return 'nm';
}

const shown = (n: string, l: Leg, c: Ctx): string => teamName(n, l, c.names);
const cap = (s: string): string => s[0].toLocaleUpperCase('hr') + s.slice(1);

/** "SUB 20:45", "Danas 18:00", "27.11. 21:00" or "Sub, 27.11. 21:00", never broken across lines. */
const kickoff = (l: Leg, c: Ctx): string => kickoffText(l, c).replace(/ /g, '\u00a0');

function kickoffText(l: Leg, c: Ctx): string {
  const hm = fmtDate(l.kickoff, 'HH:mm');
  const day = fmtDate(l.kickoff, 'YYYY-MM-DD');
  if (c.kick === 'rel' && day === c.printedDay) return `${c.words.today} ${hm}`;
  if (c.kick === 'rel' && day === c.nextDay) return `${c.words.tomorrow} ${hm}`;
  const wd = fmtDate(l.kickoff, 'ddd', c.lang);
  if (c.kick === 'caps' || c.kick === 'rel') return `${wd.toLocaleUpperCase('hr')} ${hm}`;
  if (c.kick === 'comma') return `${cap(wd)}, ${fmtDate(l.kickoff, 'DD.MM.')} ${hm}`;
  return `${fmtDate(l.kickoff, 'DD.MM.')} ${hm}`;
}

/** "Engleska · Premijer liga" from "Engleska - Premijer liga"; a short part ("1. MFL") never breaks inside. */
const league = (l: Leg): string =>
  l.league
    .split(' - ')
    .map((p) => (p.length <= 16 ? esc(p).replace(/ /g, '&nbsp;') : esc(p)))
    .join(' · ');

/** The pick beside its market: the selection ("1", "Da", "3+", "Više 174,5") or, on some screens, the code. */
const besideMarket = (l: Leg, c: Ctx): string =>
  esc(c.codes ? pickCode(l.bet, c.dec) : pickChip(l.bet, c.dec));
/** The pick alone, with no market printed: always the self-contained code ("UG 3+", "I 1", "V 174,5"). */
const alone = (l: Leg, c: Ctx): string => esc(pickCode(l.bet, c.dec));

/** "Home vs Away" side by side; a line breaks between the names, not inside one. */
function sideBySide(l: Leg, c: Ctx, room: number): string {
  const h = shown(l.home, l, c);
  const a = shown(l.away, l, c);
  return `<div class="${nameClass(`${h} ${c.vs} ${a}`, room, c)}"><span class="tn">${esc(h)}</span><i>${c.vs}</i><span class="tn">${esc(a)}</span></div>`;
}

const SHIELD =
  '<svg viewBox="0 0 11 12"><path d="M5.5 0L11 2v4c0 3-2.3 5.2-5.5 6C2.3 11.2 0 9 0 6V2z"/></svg>';

function hue(name: string): number {
  let h = 17;
  for (const ch of name) h = (h * 29 + ch.charCodeAt(0)) % 360;
  return h;
}

/** A small round crest placeholder: a grey shield or a disc in a colour of the name's own. */
function crest(n: string, c: Ctx): string {
  return c.hueCrests
    ? `<span class="cr hue" style="--crh:hsl(${hue(n)},40%,32%)"></span>`
    : `<span class="cr">${SHIELD}</span>`;
}

function stacked(l: Leg, c: Ctx, room: number, crests: boolean): string {
  const team = (n: string): string => {
    const s = shown(n, l, c);
    return `<div class="tm">${crests ? crest(n, c) : ''}<div class="${nameClass(s, room, c)}">${esc(s)}</div></div>`;
  };
  return team(l.home) + team(l.away);
}

const pillClass = (c: Ctx): string => `pill${c.square ? ' sq' : ''}${c.outline ? ' ol' : ''}`;
const timeChip = (l: Leg, c: Ctx): string =>
  `<span class="tch${c.chipAccent ? ' ac' : ''}">${kickoff(l, c)}</span>`;

function tileCard(l: Leg, c: Ctx): string {
  const pick = alone(l, c);
  const size = pick.length > 5 ? ' s' : pick.length > 2 ? ' m' : '';
  const label = c.label ? `<span>${c.words.price}</span>` : '';
  return `<div class="card tl"><span class="tile${size}${c.outline ? ' ol' : ''}">${pick}</span><div class="l">
<div class="sub">${league(l)} · ${kickoff(l, c)}</div>
${sideBySide(l, c, 24)}
<div class="mk">${esc(marketName(l.bet, c.lang))}</div></div>
<div class="ro">${label}<b>${odds(l.odds, c.dec)}</b></div></div>`;
}

function ringCard(l: Leg, i: number, c: Ctx): string {
  const ring = c.won[i]
    ? '<span class="rg w"></span>'
    : `<span class="rg p" style="--deg:${90 + ((i * 67) % 200)}deg"></span>`;
  return `<div class="card rgc">${ring}<div class="l">
<div class="hdr">${timeChip(l, c)}<span class="sub">${league(l)}</span></div>
${stacked(l, c, 26, true)}
<div class="br"><span class="mk">${esc(marketName(l.bet, c.lang))}</span><span class="${pillClass(c)}">${besideMarket(l, c)}</span><span class="sp"></span><span class="och">${odds(l.odds, c.dec)}</span></div>
</div></div>`;
}

function barCard(l: Leg, i: number, c: Ctx): string {
  const stripe =
    c.stripe === 'brand'
      ? 'var(--ac)'
      : c.stripe === 'sport'
        ? SPORT_COLOURS[l.sport]
        : c.won[i]
          ? WIN
          : WAIT;
  return `<div class="card bar" style="--stripe:${stripe}">
<div class="r1">${sideBySide(l, c, 22)}<b>${odds(l.odds, c.dec)}</b></div>
<div class="r2">${esc(marketName(l.bet, c.lang))}<b${c.whitePick ? ' class="w"' : ''}>${besideMarket(l, c)}</b></div>
<div class="r3"><span>${c.words.code} ${l.code} · ${league(l)}</span><span>${kickoff(l, c)}</span></div></div>`;
}

function columnRow(l: Leg, c: Ctx): string {
  return `<div class="cr1"><div class="l">
<div class="sub">${kickoff(l, c)} · ${league(l)}</div>
${stacked(l, c, 22, false)}</div>
<div class="tp"><span class="${pillClass(c)}">${alone(l, c)}</span></div>
<div class="od">${odds(l.odds, c.dec)}</div></div>`;
}

function columnsPanel(legs: readonly Leg[], c: Ctx): string {
  const widest = Math.max(...legs.map((l) => alone(l, c).length));
  const tw = widest > 5 ? 76 : widest > 3 ? 64 : 52;
  return `<div class="panel${c.zebra ? ' zb' : ''}" style="--tw:${tw}px">
<div class="cols"><span>${c.words.par}</span><span>${c.words.tip}</span><span>${c.words.price}</span></div>
${legs.map((l) => columnRow(l, c)).join('\n')}</div>`;
}

function dateCard(l: Leg, c: Ctx): string {
  const wd = fmtDate(l.kickoff, 'ddd', c.lang).toLocaleUpperCase('hr');
  return `<div class="card dc"><div class="cal"><span>${wd}</span><b>${fmtDate(l.kickoff, 'HH:mm')}</b><small>${fmtDate(l.kickoff, 'DD.MM.')}</small></div>
<div class="l"><div class="sub">${league(l)}</div>
${stacked(l, c, 20, c.hueCrests)}
<div class="br"><span class="mk">${esc(marketName(l.bet, c.lang))}</span><span class="${pillClass(c)}">${besideMarket(l, c)}</span></div></div>
<div class="rt"><span class="ofc${c.filledOdds ? '' : ' tn2'}">${odds(l.odds, c.dec)}</span></div></div>`;
}

function legsHtml(t: Ticket, shape: Shape, c: Ctx): string {
  if (shape === 'columns') return columnsPanel(t.legs, c);
  // The tiles of one ticket share the width the widest pick needs, as an app's fixed-size tiles do.
  const widest = Math.max(...t.legs.map((l) => alone(l, c).length));
  const tileWidth = widest > 5 ? 72 : widest > 2 ? 62 : 50;
  const cards = t.legs.map((l, i) => {
    if (shape === 'tile') return tileCard(l, c);
    if (shape === 'ring') return ringCard(l, i, c);
    if (shape === 'bar') return barCard(l, i, c);
    return dateCard(l, c);
  });
  return shape === 'tile' ? `<div style="--tlw:${tileWidth}px">${cards.join('\n')}</div>` : cards.join('\n');
}

function statusBar(t: Ticket, rng: Rng, ios: boolean): string {
  const mi = Math.min(59, t.printedAt.mi + rng.int(0, 8));
  const clock = `${ios ? t.printedAt.h : String(t.printedAt.h).padStart(2, '0')}:${String(mi).padStart(2, '0')}`;
  const pct = rng.int(9, 100);
  const sig = [3, 5, 7, 10]
    .map((h, i) => `<i style="height:${h}px${i === 3 && rng.chance(0.4) ? ';opacity:.35' : ''}"></i>`)
    .join('');
  const text = !ios && rng.chance(0.6) ? `<span>${pct}%</span>` : '';
  const net = !ios && rng.chance(0.4) ? `<span>${rng.pick(['4G', '5G', 'LTE'])}</span>` : '';
  return `<div class="sb${ios ? ' ios' : ''}"><span>${clock}</span><span class="ic">${net}<span class="sig">${sig}</span><span class="wf"></span>${text}<span class="bat"><i style="width:${pct}%"></i></span></span></div>`;
}

/** "5 parova", "3 para", "1 par". */
function pairs(n: number): string {
  if (n % 10 === 1 && n % 100 !== 11) return `${n} par`;
  if (n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14)) return `${n} para`;
  return `${n} parova`;
}

/** Which legs are already won: none on most tickets, the first few on some. */
function wonLegs(n: number, rng: Rng): boolean[] {
  const done = n > 1 && rng.chance(0.35) ? rng.int(1, n - 1) : 0;
  return Array.from({ length: n }, (_, i) => i < done);
}

interface Labels {
  legs: string;
  odds: string;
  stake: string;
  payout: string;
}

function summary(t: Ticket, foot: Foot, lb: Labels, money: (x: number) => string, dec: Dec): string {
  const total = odds(t.totalOdds, dec);
  const feeRows = t.fee
    ? [
        [lb.stake, money(t.stake)],
        [WORDS.sr.fee, money(t.fee)],
        [WORDS.sr.bet, money(t.stakeAfterFee)],
      ]
    : [[lb.stake, money(t.stake)]];
  if (foot === 'tiles') {
    const cell = (k: string, v: string, cls = ''): string =>
      `<div${cls ? ` class="${cls}"` : ''}><span>${k}</span><b>${v}</b></div>`;
    return `<div class="gt">${cell(lb.legs, String(t.legs.length))}${cell(lb.odds, total)}${cell(lb.stake, money(t.stake))}${cell(lb.payout, money(t.payout), 'pay')}</div>`;
  }
  if (foot === 'sticky') {
    const lines = [[lb.legs, String(t.legs.length)], [lb.odds, total], ...feeRows]
      .map(([k, v]) => `${k}: <b>${v}</b>`)
      .join('<br>');
    return `<div class="l">${lines}</div><div class="r"><span>${lb.payout}</span><b>${money(t.payout)}</b></div>`;
  }
  const kv = (k: string, v: string, cls = ''): string =>
    `<div class="kv${cls ? ` ${cls}` : ''}"><span>${k}</span><b>${v}</b></div>`;
  return `<div class="sum">${kv(lb.legs, String(t.legs.length))}${kv(lb.odds, total)}${feeRows.map(([k, v]) => kv(k, v)).join('')}${kv(lb.payout, money(t.payout), 'pay')}</div>`;
}

function appBar(t: Ticket, words: Words, rng: Rng): string {
  const back = rng.chance(0.5) ? '<span class="arr"></span>' : '<span class="chv"></span>';
  const right = rng.weighted<'share' | 'menu' | 'brand' | 'box'>([
    ['share', 3],
    ['menu', 2],
    ['brand', 2],
    ['box', 1],
  ]);
  const centre = right !== 'brand' && rng.chance(0.3);
  const icon =
    right === 'share'
      ? '<span class="shr"></span>'
      : right === 'menu'
        ? '<span class="kb"><i></i><i></i><i></i></span>'
        : `<span class="wm${right === 'box' ? ' bx' : ''}">${esc(t.bookmaker)}</span>`;
  return `<div class="ab${rng.chance(0.4) ? ' ln' : ''}">${back}<span class="tt${centre ? ' c' : ''}">${rng.pick(words.titles)}</span>${icon}</div>`;
}

function ticketHeader(t: Ticket, words: Words, rng: Rng, lang: Lang): string {
  const flat = rng.chance(0.4);
  const status = rng.pick(words.badges);
  const [bc, bb] =
    status === words.badges[1] ? [WAIT, 'rgba(245,165,36,.15)'] : [WIN, 'rgba(46,204,113,.14)'];
  const dot = rng.chance(0.5) ? '<i></i>' : '';
  const badge = `<span class="bdg${rng.chance(0.35) ? ' sq' : ''}" style="--bc:${bc};--bb:${bb}">${dot}${status}</span>`;
  const paid = fmtDate(t.printedAt, rng.pick(['DD.MM.YYYY. HH:mm', 'DD.MM.YYYY HH:mm:ss', 'DD.MM. u HH:mm']));
  const kind = t.legs.length > 1 ? words.combo : words.single;
  const combo = rng.chance(0.6)
    ? `<span>${kind} · ${lang === 'hr' ? `${t.legs.length} događaja` : pairs(t.legs.length)}</span>`
    : '';
  const copy = rng.chance(0.5) ? '<span class="cp"></span>' : '';
  return `<div class="th${flat ? ' flat' : ''}"><div class="r1"><span class="id">${rng.pick(words.ticket)} ${esc(t.ticketId)}${copy}</span>${badge}</div>
<div class="r2"><span>${rng.pick(words.paid)} ${paid}</span>${combo}</div></div>`;
}

function render(t: Ticket, width: number, rng: Rng): string {
  const lang = drawLang(rng);
  const montenegro = lang === 'sr' && rng.chance(0.15);
  const fee = lang === 'sr' && !montenegro && rng.chance(0.15);
  // The truth is written from `t` after rendering: a ticket of the drawn language (or with the fee, or paid in
  // euros in Montenegro) replaces the Serbian one here, so the printed and the recorded ticket stay the same.
  if (montenegro) Object.assign(t, makeTicket(rng, { ...PROFILE, currency: 'EUR', bookmakers: MONTENEGRO }));
  else if (lang !== t.lang || fee)
    redrawTicket(t, rng, { ...PROFILE, lang, fee, bookmakers: BOOKMAKERS[lang] });
  const words = WORDS[lang];
  const palette = rng.weighted(PALETTES);
  const [accent, onAccent, tint] = rng.pick(BRANDS);
  const [pk, pkt, pkb] = rng.chance(0.25) ? [accent, onAccent, tint] : rng.pick(PICKS);
  const shape = rng.pick<Shape>(['tile', 'ring', 'bar', 'columns', 'date']);
  const dec: Dec = rng.chance(lang === 'hr' || montenegro ? 0.85 : 0.65) ? ',' : '.';
  const sep = dec === ',' ? rng.pick(['.', '']) : rng.pick([',', '']);
  const next = new Date(Date.UTC(t.printedAt.y, t.printedAt.mo - 1, t.printedAt.d + 1));
  const ctx: Ctx = {
    lang,
    words,
    dec,
    names: { shortPlayers: rng.chance(0.5), caps: rng.chance(0.1) },
    kick: rng.pick<Kick>(['caps', 'rel', 'date', 'comma']),
    printedDay: fmtDate(t.printedAt, 'YYYY-MM-DD'),
    nextDay: next.toISOString().slice(0, 10),
    vs: rng.chance(0.5) ? 'vs' : '-',
    codes: rng.chance(0.3),
    outline: rng.chance(0.35),
    label: rng.chance(0.4),
    square: rng.chance(0.4),
    hueCrests: rng.chance(0.4),
    chipAccent: rng.chance(0.4),
    stripe: rng.pick(['brand', 'status', 'sport'] as const),
    whitePick: rng.chance(0.3),
    zebra: rng.chance(0.4),
    filledOdds: rng.chance(0.5),
    won: wonLegs(t.legs.length, rng),
    extra: Math.floor((width - 360) / 9),
  };

  const unit = rng.pick(UNITS[t.currency]);
  const unitFirst = unit === '€' && rng.chance(0.3);
  const money = (x: number): string => (unitFirst ? `€${num(x, dec, sep)}` : `${num(x, dec, sep)} ${unit}`);
  const foot = rng.weighted<Foot>([
    ['rows', 4],
    ['tiles', t.fee ? 0 : 2],
    ['sticky', 3],
  ]);
  const labels: Labels = {
    legs: rng.pick(words.legs),
    odds: rng.pick(words.odds),
    stake: rng.pick(words.stake),
    payout: rng.pick(words.payout),
  };
  const ios = rng.chance(0.4);
  const showStatus = rng.chance(0.75);
  const statusHtml = statusBar(t, rng, ios);
  const bar = appBar(t, words, rng);
  const header = ticketHeader(t, words, rng, lang);
  const brandSticky = rng.chance(0.4);
  const bottom = rng.weighted<'nav' | 'pill' | 'none'>([
    ['nav', 3],
    ['pill', 2],
    ['none', 3],
  ]);
  const age = rng.chance(0.4);
  const payColour = rng.chance(0.5) ? accent : WIN;
  const oddsColour = rng.pick([palette.hi, accent, pk]);
  const dpr3 = rng.chance(0.35);

  const sum = summary(t, foot, labels, money, dec);
  const sticky = foot === 'sticky' ? `<div class="stk${brandSticky ? ' brand' : ''}">${sum}</div>` : `${sum}`;
  const nav =
    bottom === 'nav'
      ? `<div class="nav">${words.nav.map((n, i) => `<div${i === 3 ? ' class="on"' : ''}><i></i>${n}</div>`).join('')}</div>`
      : bottom === 'pill'
        ? '<div class="gp"><i></i></div>'
        : '<div class="pad"></div>';
  const vars = [
    ...Object.entries(palette).map(([k, v]) => `--${k}:${v}`),
    `--ac:${accent}`,
    `--on:${onAccent}`,
    `--tint:${tint}`,
    `--pk:${pk}`,
    `--pkt:${pkt}`,
    `--pkb:${pkb}`,
    `--oc:${oddsColour}`,
    `--pc:${payColour}`,
    `--win:${WIN}`,
    `--wait:${WAIT}`,
    `--zb:rgba(255,255,255,.03)`,
    `--sbg:${brandSticky ? accent : palette.raised}`,
    `--sfg:${brandSticky ? onAccent : palette.fg}`,
    `--navbg:${palette.raised}`,
    `--font:${rng.pick(FONTS)}`,
    `--rad:${rng.pick([8, 10, 12, 16])}px`,
    `--nf:${width < 390 ? 14.5 : 15.5}px`,
    `--nw:${rng.pick([600, 700])}`,
    `--sf:${rng.pick([11, 11.5, 12])}px`,
    `width:${width}px`,
    dpr3 ? 'zoom:1.5' : '',
  ]
    .filter(Boolean)
    .join(';');
  const body = `<div id="ticket" style="${vars}">
${showStatus ? statusHtml : ''}
${bar}
${header}
<div class="legs">${legsHtml(t, shape, ctx)}</div>
${foot === 'sticky' ? '' : sticky}
${age ? `<div class="foot">${esc(t.bookmaker)} · ${words.age}</div>` : ''}
${foot === 'sticky' ? sticky : ''}
${nav}
</div>`;
  return page(css, body);
}

export const appCardsNoir: Layout = {
  name: 'app-cards-noir',
  medium: 'screen',
  width: [360, 430],
  scale: 2,
  profile: PROFILE,
  render,
};
