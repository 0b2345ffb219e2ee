// A screenshot of a Balkan bookmaker's phone app in a DIM dark theme (near-black, low-contrast grey secondary
// text) showing a placed ticket as a COMPACT LIST: one dense row per leg, no cards. Drawn unlike
// app-compact-rows, app-compact-slate and app-compact-ink. Each ticket picks (its rng) one row shape:
//   (a) flag: a small league-flag rectangle at the far left, a grey "Sub 21:00" (and the league or the market)
//       ABOVE "Home - Away" on one line, the pick chip right before the odds;
//   (b) stack: the kickoff in a narrow grey column ("20:45", or "Sub" over "21:00"), home over away in two small
//       lines, the pick chip and the odds on the right;
//   (c) under: a sport icon in a round tile, "Home - Away" on one line, UNDER it the pick chip followed by the
//       market in grey and the time, the odds alone on the right;
//   (d) lead: the pick chip in a fixed column LEFT of the names, a grey "Sub 21:00 · league" line over home over
//       away, the odds on the right;
//   (e) single: one 40 px line per leg: the time, "Home - Away", the chip and the odds (league or day headers).
// Per ticket: the chip filled, soft-tinted or outlined, square or round, in the accent or coloured by the kind of
// bet (result green, double chance blue, goals orange, GG/NG violet, halves teal, combinations pink); the chip as
// the code ("1", "X2", "UG 3+", "GG&3+", "I 1", "V 165,5") or, where the market is printed beside it, the bare
// selection ("3+", "Da", "0-2", "Više 165,5"); the odds in a bordered box, a tinted box, bold accent or plain
// bold text; grey section headers per day ("Danas", "Sutra", "Subota, 07.12.") or per league ("Fudbal ·
// Engleska - Premijer liga", the legs regrouped) or none; alternating row shades, full or inset hairlines; the
// ticket head ("Tiket br. …", the time paid, a status chip) as a panel or a strip; the summary (Broj parova /
// Ukupna kvota / Uplata / Mogući dobitak or Isplata) as a 2×2 grid, rows or a large payout, at the top or the
// bottom; a status bar, an app bar with a back arrow, a bottom navigation, an Android button bar or an iOS home
// indicator; 12–14 px names; device pixel ratio 2 or 3 (the page zoomed 1.5× on the ratio-2 renderer). One-line
// names shrink to 12 px, then either keep an ellipsis over a short tail (on some tickets) or wrap.
//
// Language: the profile is Serbian (RSD); `render` re-draws the ticket for a Croatian (EUR, "Listić", "Tečaj",
// "Isplata") or Bosnian (KM) screen with redrawTicket, and the generator writes the truth from that same ticket
// object, whose legs are reordered in place when the screen groups them by league.
import type { Rng } from '../../../rng';
import type { Lang, Sport } from '../../teams';
import { esc, fmtDate, marketName, num, odds, pickChip, pickCode, teamName, type Dec } from '../../text';
import {
  momentFrom,
  momentMs,
  weekday,
  type Bet,
  type Leg,
  type Moment,
  type Ticket,
  type TicketProfile,
} from '../../ticket';
import { drawLang, redrawTicket, sportMix } from '../parts';
import { page, ticketIds, type Layout } from '../types';

const css = `
#ticket{background:var(--bg);color:var(--fg);font:14px/1.3 var(--font)}
.sb{display:flex;justify-content:space-between;align-items:center;padding:6px 16px 4px;font-size:12px;font-weight:bold}
.sb .ic{display:flex;align-items:center;gap:5px}
.sb em{display:inline-block;width:3px;background:var(--fg);margin-left:1.5px;vertical-align:bottom}
.sb i{display:inline-block;width:21px;height:10px;border:1.5px solid var(--fg);border-radius:3px;position:relative;margin-left:4px}
.sb i::after{content:'';position:absolute;left:1px;top:1px;bottom:1px;width:var(--batt);background:var(--fg);border-radius:1px}
.ab{display:flex;align-items:center;gap:12px;padding:8px 12px 10px}
.ab .tt{flex:1;font-size:17px;font-weight:bold;white-space:nowrap;overflow:hidden}
.ab .brand{font-size:13px;font-weight:bold;color:var(--ac);letter-spacing:.3px}
.ab svg{flex:none}
.hd{margin:0 10px 8px;padding:10px 12px;background:var(--sf);border-radius:10px;border:1px solid var(--line)}
.hd .l1{display:flex;align-items:center;gap:8px}.hd .l1 b{flex:1;font-size:14px;min-width:0;overflow-wrap:anywhere}
.hd .l2{font-size:var(--sfs);color:var(--mute);margin-top:4px}
.strip{display:flex;align-items:center;gap:8px;padding:7px 12px;border-top:1px solid var(--line);border-bottom:1px solid var(--line);font-size:var(--sfs);color:var(--mute)}
.strip b{color:var(--fg);font-size:12.5px;white-space:nowrap}.strip .gr{flex:1}
.st{flex:none;font-size:11px;font-weight:bold;border-radius:var(--str);padding:3px 8px;white-space:nowrap}
.st.ok{background:rgba(46,204,113,.14);color:#3fd483}.st.wait{background:rgba(245,166,35,.14);color:#f5a623}
.st.run{background:rgba(77,141,255,.16);color:#79a8ff}
.lt{display:flex;justify-content:space-between;padding:10px 12px 6px;font-size:12px;font-weight:bold;color:var(--mute)}
.list{background:var(--sf)}
.list .sh:first-child{border-top:none}
.sh{display:flex;align-items:center;gap:7px;padding:6px 12px;font-size:var(--sfs);font-weight:bold;color:var(--mute);background:var(--hdb);border-top:1px solid var(--line)}
.sh.caps{text-transform:uppercase;letter-spacing:.5px}
.sh span{min-width:0;overflow-wrap:anywhere}
.r{display:flex;align-items:center;gap:9px;padding:7px 12px;position:relative}
.r.single{padding:10px 12px}
.r.lead{padding:4px 12px}.lead .s,.lead .n.sm{line-height:1.2}
.zebra .r:nth-child(even of .r){background:var(--alt)}
.lines .r+.r{border-top:1px solid var(--line)}
.inset .r+.r::before{content:'';position:absolute;top:0;right:0;left:var(--ind);border-top:1px solid var(--line)}
.m{flex:1;min-width:0}
.n{font-size:var(--nfs);font-weight:var(--nfw);white-space:nowrap;overflow:hidden;line-height:1.25}
.n.clip{text-overflow:ellipsis}
.n.wrap{white-space:normal;overflow:visible}
.n.sm{font-size:var(--nfs2)}
.s{font-size:var(--sfs);color:var(--mute);line-height:1.3;margin-bottom:1px}
.fl{flex:none;width:16px;height:11px;border-radius:2px;box-shadow:0 0 0 1px rgba(255,255,255,.08)}
.sg{flex:none;width:16px;display:flex;justify-content:center}
.fl.world{width:11px;height:11px;border-radius:50%;margin:0 2.5px}
.tc{flex:none;width:var(--tcw);font-size:12px;color:var(--mute);text-align:left;line-height:1.3}
.tc small{display:block;font-size:var(--sfs)}
.spi{flex:none;width:26px;height:26px;border-radius:50%;background:var(--chip);display:flex;align-items:center;justify-content:center}
.pc{flex:none;width:var(--pkw);display:flex}
.pc .pk{width:100%}
.cap{display:flex;align-items:center;flex-wrap:wrap;gap:3px 6px;margin-top:3px;font-size:var(--sfs);color:var(--mute)}
.pk{flex:none;display:inline-flex;align-items:center;justify-content:center;height:20px;min-width:26px;padding:0 6px;border-radius:var(--pkr);font-size:12px;font-weight:bold;white-space:nowrap;line-height:1}
.pk.solid{background:var(--c);color:var(--onc)}
.pk.soft{background:color-mix(in srgb,var(--c) 17%,transparent);color:var(--c)}
.pk.outline{border:1px solid var(--c);color:var(--c)}
.rt{flex:none;display:flex;align-items:center;gap:8px}
.od{flex:none;min-width:40px;text-align:right;font-weight:bold;font-size:var(--ofs);white-space:nowrap}
.od.box{min-width:50px;text-align:center;border:1px solid var(--line2);border-radius:6px;padding:4px 6px}
.od.tint{min-width:50px;text-align:center;background:var(--chip);border-radius:6px;padding:5px 7px}
.od.accent{color:var(--ac)}
.sum{background:var(--sf);border-top:1px solid var(--line);border-bottom:1px solid var(--line);padding:10px 14px}
.sum.top{margin-bottom:8px}.sum.bot{margin-top:10px}
.g2{display:grid;grid-template-columns:1fr 1fr;gap:8px 14px}
.g2 div{font-size:var(--sfs);color:var(--mute)}.g2 b{display:block;font-size:14px;color:var(--fg);margin-top:1px;white-space:nowrap}
.g2 .pay b{color:var(--ac);font-size:15px}
.rows div{display:flex;justify-content:space-between;gap:10px;padding:2px 0;font-size:13px;color:var(--mute)}
.rows b{color:var(--fg);white-space:nowrap}.rows .pay{padding-top:6px;margin-top:4px;border-top:1px dashed var(--line2)}
.rows .pay span{color:var(--fg);font-weight:bold}.rows .pay b{color:var(--ac);font-size:16px}
.hero{text-align:center}.hero .lb{font-size:12px;color:var(--mute)}
.hero .big{font-size:24px;font-weight:bold;color:var(--ac);margin:1px 0 6px;white-space:nowrap}
.hero .sm{display:flex;justify-content:center;flex-wrap:wrap;gap:2px 12px;font-size:12px;color:var(--mute)}
.hero .sm b{color:var(--fg)}
.age{padding:8px 14px 10px;font-size:10px;color:var(--mute)}
.nav{display:flex;justify-content:space-around;background:var(--bar);border-top:1px solid var(--line);padding:7px 0 8px;margin-top:10px}
.nav div{display:flex;flex-direction:column;align-items:center;gap:3px;font-size:10px;color:var(--mute);min-width:56px}
.nav .on{color:var(--ac);font-weight:bold}
.abtn{display:flex;justify-content:space-around;align-items:center;height:40px;background:#000;margin-top:10px}
.abtn span{display:block;border:2px solid #9a9a9a;opacity:.8}
.abtn .bk{width:0;height:0;border:none;border-top:7px solid transparent;border-bottom:7px solid transparent;border-right:11px solid #9a9a9a}
.abtn .hm{width:14px;height:14px;border-radius:50%}.abtn .rc{width:13px;height:13px;border-radius:2px}
.ios{height:26px;display:flex;align-items:center;justify-content:center;margin-top:8px}
.ios span{width:128px;height:5px;border-radius:3px;background:var(--fg);opacity:.85}
`;

/**
 * Fits each name cell: on tickets that allow an ellipsis, a cell that only loses a short tail keeps its size and
 * the ellipsis, as apps cut long names; otherwise it shrinks to 12 px, then takes the ellipsis (short tail, when
 * allowed) or wraps.
 */
const FIT_SCRIPT = `<script>
document.querySelectorAll('.n').forEach(function (e) {
  var clip = function () { return e.dataset.clip && e.clientWidth / e.scrollWidth > 0.9; };
  if (e.scrollWidth <= e.clientWidth) return;
  if (clip()) { e.classList.add('clip'); return; }
  var size = parseFloat(getComputedStyle(e).fontSize);
  while (e.scrollWidth > e.clientWidth && size > 12) { size -= 0.5; e.style.fontSize = size + 'px'; }
  if (e.scrollWidth <= e.clientWidth) return;
  e.classList.add(clip() ? 'clip' : 'wrap');
});
</script>`;

interface Palette {
  bg: string;
  /** The list and the summary. */
  sf: string;
  /** The other zebra shade. */
  alt: string;
  /** Section headers. */
  hdb: string;
  chip: string;
  bar: string;
  fg: string;
  /** Low-contrast grey of secondary text. */
  mute: string;
  line: string;
  line2: string;
}

const PALETTES: readonly Palette[] = [
  // dim charcoal
  {
    bg: '#0c0d0f',
    sf: '#121316',
    alt: '#17181c',
    hdb: '#0e0f11',
    chip: '#202227',
    bar: '#111215',
    fg: '#e4e5e8',
    mute: '#7b7f88',
    line: '#1f2125',
    line2: '#30333a',
  },
  // blue-black
  {
    bg: '#0a0e16',
    sf: '#0f1520',
    alt: '#141b28',
    hdb: '#0b1019',
    chip: '#1b2434',
    bar: '#0d131d',
    fg: '#dfe5ef',
    mute: '#6f7b90',
    line: '#1a2231',
    line2: '#2a3446',
  },
  // OLED
  {
    bg: '#000000',
    sf: '#08080a',
    alt: '#111114',
    hdb: '#050506',
    chip: '#1a1a1e',
    bar: '#0a0a0c',
    fg: '#ededef',
    mute: '#75757d',
    line: '#1a1a1d',
    line2: '#2a2a2f',
  },
  // grey-green
  {
    bg: '#0b0f0d',
    sf: '#101512',
    alt: '#151b18',
    hdb: '#0c110e',
    chip: '#1c2420',
    bar: '#0e1310',
    fg: '#e1e8e4',
    mute: '#738079',
    line: '#1b221e',
    line2: '#2a332e',
  },
  // warm dim
  {
    bg: '#100e0d',
    sf: '#161412',
    alt: '#1c1917',
    hdb: '#12100e',
    chip: '#25211e',
    bar: '#14120f',
    fg: '#ebe6e1',
    mute: '#847c74',
    line: '#24201d',
    line2: '#36302b',
  },
];

/** Accent and a dark text colour for fills of it. */
const ACCENTS: ReadonlyArray<readonly [string, string]> = [
  ['#f5c518', '#1a1400'], // yellow
  ['#2fd16f', '#021509'], // green
  ['#ff7a1a', '#1d0a00'], // orange
  ['#22c3e6', '#02141a'], // cyan
  ['#ff4f5e', '#1f0306'], // red
  ['#b6ef1a', '#131a00'], // lime
  ['#a78bfa', '#0f0822'], // violet
];

/** Chip colours by the kind of bet, for tickets whose chips are colour-coded. */
const KIND_COLOURS = {
  result: '#34c77b',
  double: '#5b9bff',
  goals: '#ff9d42',
  both: '#b58cff',
  half: '#2ec4b6',
  combo: '#ff6f9f',
} as const;

const FONTS = [
  "'Liberation Sans',Arial,sans-serif",
  "'DejaVu Sans',sans-serif",
  "'DejaVu Sans Condensed','DejaVu Sans',sans-serif",
  "'Liberation Sans Narrow','Liberation Sans',sans-serif",
];

interface Labels {
  legs: string;
  odds: string;
  stake: string;
  payout: string;
}

interface Words {
  titles: readonly string[];
  /** "Tiket br." and the like before the ticket id. */
  idLabels: readonly string[];
  paid: readonly string[];
  statuses: ReadonlyArray<readonly [string, 'ok' | 'wait' | 'run']>;
  legsTitle: string;
  labels: readonly Labels[];
  units: readonly string[];
  today: string;
  tomorrow: string;
  days: readonly string[];
  sports: Record<Sport, string>;
  nav: readonly [string, string, string, string];
  age: string;
  bookmakers: readonly string[];
  ticketId: (rng: Rng) => string;
}

const WORDS: Record<Lang, Words> = {
  sr: {
    titles: ['Detalji tiketa', 'Moj tiket', 'Tiket'],
    idLabels: ['Tiket br.', 'ID tiketa', 'Tiket #'],
    paid: ['Uplaćeno', 'Vreme uplate:'],
    statuses: [
      ['Aktivan', 'ok'],
      ['Na čekanju', 'wait'],
      ['U igri', 'run'],
    ],
    legsTitle: 'Parovi',
    labels: [
      { legs: 'Broj parova', odds: 'Ukupna kvota', stake: 'Uplata', payout: 'Mogući dobitak' },
      { legs: 'Parova', odds: 'Kvota', stake: 'Uplata', payout: 'Moguća isplata' },
    ],
    units: ['RSD', 'din.'],
    today: 'Danas',
    tomorrow: 'Sutra',
    days: ['Nedelja', 'Ponedeljak', 'Utorak', 'Sreda', 'Četvrtak', 'Petak', 'Subota'],
    sports: { football: 'Fudbal', basketball: 'Košarka', tennis: 'Tenis' },
    nav: ['Sport', 'Uživo', 'Tiketi', 'Nalog'],
    age: 'Igre na sreću mogu izazvati zavisnost. 18+',
    bookmakers: ['Sumrak Bet', 'Kompakt Kvota'],
    ticketId: (rng) => ticketIds.long(rng),
  },
  hr: {
    titles: ['Detalji listića', 'Moj listić', 'Listić'],
    idLabels: ['Listić br.', 'ID listića', 'Listić #'],
    paid: ['Uplaćeno', 'Vrijeme uplate:'],
    statuses: [
      ['Aktivan', 'ok'],
      ['Na čekanju', 'wait'],
      ['U tijeku', 'run'],
    ],
    legsTitle: 'Događaji',
    labels: [
      { legs: 'Broj parova', odds: 'Ukupni tečaj', stake: 'Uplata', payout: 'Isplata' },
      { legs: 'Događaja', odds: 'Tečaj', stake: 'Uplata', payout: 'Mogući dobitak' },
    ],
    units: ['€', 'EUR'],
    today: 'Danas',
    tomorrow: 'Sutra',
    days: ['Nedjelja', 'Ponedjeljak', 'Utorak', 'Srijeda', 'Četvrtak', 'Petak', 'Subota'],
    sports: { football: 'Nogomet', basketball: 'Košarka', tennis: 'Tenis' },
    nav: ['Sport', 'Uživo', 'Listići', 'Račun'],
    age: 'Igrajte odgovorno. 18+',
    bookmakers: ['Sumrak Tečaj', 'Kompakt Listić'],
    ticketId: (rng) => ticketIds.hex(rng),
  },
  bs: {
    titles: ['Detalji tiketa', 'Moj tiket'],
    idLabels: ['Tiket br.', 'ID tiketa'],
    paid: ['Uplaćeno', 'Vrijeme uplate:'],
    statuses: [
      ['Aktivan', 'ok'],
      ['Na čekanju', 'wait'],
    ],
    legsTitle: 'Parovi',
    labels: [
      { legs: 'Broj parova', odds: 'Ukupna kvota', stake: 'Uplata', payout: 'Mogući dobitak' },
      { legs: 'Parova', odds: 'Kvota', stake: 'Ulog', payout: 'Isplata' },
    ],
    units: ['KM'],
    today: 'Danas',
    tomorrow: 'Sutra',
    days: ['Nedjelja', 'Ponedjeljak', 'Utorak', 'Srijeda', 'Četvrtak', 'Petak', 'Subota'],
    sports: { football: 'Fudbal', basketball: 'Košarka', tennis: 'Tenis' },
    nav: ['Sport', 'Uživo', 'Tiketi', 'Profil'],
    age: 'Igraj odgovorno. 18+',
    bookmakers: ['Sumrak Tip', 'Kompakt Bet'],
    ticketId: (rng) => ticketIds.dashed(rng),
  },
};

/** The layout's own profile: what the generator draws before `render` picks the screen's language. */
const PROFILE: TicketProfile = {
  lang: 'sr',
  currency: 'RSD',
  fee: false,
  sports: sportMix(7, 2, 1),
  legs: [2, 10],
  bookmakers: WORDS.sr.bookmakers,
  ticketId: (rng) => WORDS.sr.ticketId(rng),
};

/** Flag placeholders by the country that starts a league's name ("Engleska - Premijer liga"). */
const FLAGS: Record<string, string> = {
  Srbija: 'linear-gradient(#c6363c 0 33%,#0c4076 33% 67%,#f4f4f4 67%)',
  Hrvatska: 'linear-gradient(#e3242b 0 33%,#f4f4f4 33% 67%,#1f3f9a 67%)',
  BiH: 'linear-gradient(90deg,#1d3f9e 0 55%,#f2c200 55% 78%,#1d3f9e 78%)',
  Slovenija: 'linear-gradient(#f4f4f4 0 33%,#1b5fae 33% 67%,#e3242b 67%)',
  'Crna Gora': 'radial-gradient(circle,#d3ae3b 22%,#c40308 24%)',
  'S. Makedonija': 'radial-gradient(circle,#f8e92e 28%,#d20000 30%)',
  Engleska:
    'linear-gradient(90deg,transparent 42%,#ce1124 42% 58%,transparent 58%),linear-gradient(#f4f4f4 38%,#ce1124 38% 62%,#f4f4f4 62%)',
  Španija: 'linear-gradient(#aa151b 0 25%,#f1bf00 25% 75%,#aa151b 75%)',
  Španjolska: 'linear-gradient(#aa151b 0 25%,#f1bf00 25% 75%,#aa151b 75%)',
  Italija: 'linear-gradient(90deg,#009246 0 33%,#f4f4f4 33% 67%,#ce2b37 67%)',
  Nemačka: 'linear-gradient(#111 0 33%,#dd0000 33% 67%,#ffce00 67%)',
  Njemačka: 'linear-gradient(#111 0 33%,#dd0000 33% 67%,#ffce00 67%)',
  Francuska: 'linear-gradient(90deg,#0055a4 0 33%,#f4f4f4 33% 67%,#ef4135 67%)',
  Turska: 'radial-gradient(circle at 42% 50%,#f4f4f4 20%,#e30a17 22%)',
  Portugalija: 'linear-gradient(90deg,#046a38 0 40%,#da291c 40%)',
  Portugal: 'linear-gradient(90deg,#046a38 0 40%,#da291c 40%)',
  Holandija: 'linear-gradient(#ae1c28 0 33%,#f4f4f4 33% 67%,#21468b 67%)',
  Nizozemska: 'linear-gradient(#ae1c28 0 33%,#f4f4f4 33% 67%,#21468b 67%)',
};

/** A league's flag, or a round placeholder for international competitions (ABA, Evroliga, ATP…). */
function flag(league: string): string {
  const country = league.includes(' - ') ? league.split(' - ')[0] : '';
  const bg = FLAGS[country];
  if (bg) return `<span class="fl" style="background:${bg}"></span>`;
  const intl = /evro|euro/i.test(league) ? 'radial-gradient(circle,#ffcc00 20%,#1d3f9e 24%)' : '#5a6270';
  return `<span class="fl world" style="background:${intl}"></span>`;
}

const svg = (size: number, body: string, color: string): string =>
  `<svg width="${size}" height="${size}" viewBox="0 0 24 24" xmlns="http://www.w3.org/2000/svg" fill="none" stroke="${color}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`;

function sportIcon(sport: Sport, color: string): string {
  switch (sport) {
    case 'football':
      return svg(
        15,
        `<circle cx="12" cy="12" r="9.5"/><path d="M12 7.8l3.8 2.8-1.4 4.4H9.6l-1.4-4.4z" fill="${color}"/>`,
        color,
      );
    case 'basketball':
      return svg(
        15,
        `<circle cx="12" cy="12" r="9.5"/><path d="M2.5 12h19M12 2.5v19M5.5 5a10 10 0 0 1 0 14M18.5 5a10 10 0 0 0 0 14"/>`,
        color,
      );
    case 'tennis':
      return svg(
        15,
        `<circle cx="12" cy="12" r="9.5"/><path d="M5 5.5a9 9 0 0 1 0 13M19 5.5a9 9 0 0 0 0 13"/>`,
        color,
      );
  }
}

const BACK = (c: string): string => svg(22, `<path d="M15 5l-7 7 7 7"/>`, c);
const SHARE = (c: string): string =>
  svg(
    20,
    `<circle cx="18" cy="5" r="2.5"/><circle cx="6" cy="12" r="2.5"/><circle cx="18" cy="19" r="2.5"/><path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4"/>`,
    c,
  );
const MORE = (c: string): string =>
  svg(
    20,
    `<circle cx="12" cy="5" r="1.3" fill="${c}"/><circle cx="12" cy="12" r="1.3" fill="${c}"/><circle cx="12" cy="19" r="1.3" fill="${c}"/>`,
    c,
  );

const NAV_ICONS = [
  (c: string) => svg(20, `<circle cx="12" cy="12" r="9"/><path d="M12 7.5l4 2.9-1.5 4.6h-5L8 10.4z"/>`, c),
  (c: string) =>
    svg(20, `<rect x="3" y="5" width="18" height="13" rx="2"/><path d="M10 9l5 2.5-5 2.5z"/>`, c),
  (c: string) =>
    svg(20, `<path d="M4 5h16v4a3 3 0 0 0 0 6v4H4v-4a3 3 0 0 0 0-6z"/><path d="M10 9h4M10 13h4"/>`, c),
  (c: string) => svg(20, `<circle cx="12" cy="8" r="4"/><path d="M4 21c1-4.5 4.5-6.5 8-6.5s7 2 8 6.5"/>`, c),
];

type Shape = 'flag' | 'stack' | 'under' | 'lead' | 'single';
type ChipLook = 'solid' | 'soft' | 'outline';
type OddsLook = 'box' | 'tint' | 'accent' | 'plain';
type Sections = 'none' | 'day' | 'league';

interface Ctx {
  lang: Lang;
  words: Words;
  dec: Dec;
  shape: Shape;
  sections: Sections;
  /** The day part of a kickoff as "Sub"/"Danas" rather than "07.12.". */
  relDay: boolean;
  /** The market printed in grey beside or over the chip (then the chip may show the bare selection). */
  market: boolean;
  /** With the market printed: the chip shows "3+", "Da", "Više 165,5" instead of "UG 3+", "GG", "V 165,5". */
  bare: boolean;
  ki: boolean;
  chipLook: ChipLook;
  /** Chip colour per kind of bet, or the accent for all. */
  kinds: boolean;
  oddsLook: OddsLook;
  clip: boolean;
  fullPlayers: boolean;
  /** The second line of the `lead` shape: one-line names instead of home over away. */
  leadOneLine: boolean;
  accent: string;
  mute: string;
  printed: Moment;
}

function kindColour(bet: Bet): string {
  switch (bet.key) {
    case 'ds1x':
    case 'dsx2':
    case 'ds12':
      return KIND_COLOURS.double;
    case 'gg':
    case 'ng':
      return KIND_COLOURS.both;
    case 'ug02':
    case 'ug2p':
    case 'ug3p':
    case 'bkover':
    case 'bkunder':
      return KIND_COLOURS.goals;
    case 'p1_1':
    case 'p1_x':
    case 'p2_2':
      return KIND_COLOURS.half;
    case 'gg3p':
    case '1ug3p':
      return KIND_COLOURS.combo;
    default:
      return KIND_COLOURS.result;
  }
}

function chipText(l: Leg, c: Ctx): string {
  return c.market && c.bare ? pickChip(l.bet, c.dec) : pickCode(l.bet, c.dec, { ki: c.ki });
}

function chip(l: Leg, c: Ctx): string {
  const colour = c.kinds ? kindColour(l.bet) : c.accent;
  return `<span class="pk ${c.chipLook}" style="--c:${colour}">${esc(chipText(l, c))}</span>`;
}

function oddsCell(l: Leg, c: Ctx): string {
  return `<span class="od ${c.oddsLook}">${odds(l.odds, c.dec)}</span>`;
}

const capital = (s: string): string => s.charAt(0).toLocaleUpperCase('hr') + s.slice(1);
const dayIndex = (m: Moment): number => Math.floor(momentMs(m) / 86400000);

/** "Danas", "Sutra", "Sub" or "07.12." for a kickoff, relative to the time the ticket was paid. */
function dayText(l: Leg, c: Ctx): string {
  if (!c.relDay) return fmtDate(l.kickoff, 'DD.MM.');
  const diff = dayIndex(l.kickoff) - dayIndex(c.printed);
  if (diff === 0) return c.words.today;
  if (diff === 1) return c.words.tomorrow;
  return capital(fmtDate(l.kickoff, 'ddd', c.lang));
}

/** The kickoff as the rows print it: the time alone under day headers, otherwise "Sub 21:00". */
function kick(l: Leg, c: Ctx): string {
  const time = fmtDate(l.kickoff, 'HH:mm');
  return c.sections === 'day' ? time : `${dayText(l, c)} ${time}`;
}

/** The grey caption over or beside the names: the kickoff with the market, or with the league (unless a league
 * header already names it). */
function caption(l: Leg, c: Ctx): string {
  if (c.market) return `${kick(l, c)} · ${esc(marketName(l.bet, c.lang))}`;
  return c.sections === 'league' ? kick(l, c) : `${kick(l, c)} · ${esc(l.league)}`;
}

function names(l: Leg, c: Ctx, oneLine: boolean, small = false): string {
  const style = { shortPlayers: !c.fullPlayers };
  const home = esc(teamName(l.home, l, style));
  const away = esc(teamName(l.away, l, style));
  const cls = small ? 'n sm' : 'n';
  if (oneLine) return `<div class="${cls}"${c.clip ? ' data-clip="1"' : ''}>${home} - ${away}</div>`;
  return `<div class="${cls}">${home}</div><div class="${cls}">${away}</div>`;
}

/** The narrow kickoff column: "20:45", or "Sub" over "21:00" when no day header names the day. */
function timeColumn(l: Leg, c: Ctx): string {
  const time = fmtDate(l.kickoff, 'HH:mm');
  if (c.sections === 'day') return `<span class="tc">${time}</span>`;
  return `<span class="tc"><small>${dayText(l, c)}</small>${time}</span>`;
}

function legRow(l: Leg, c: Ctx): string {
  switch (c.shape) {
    case 'flag': {
      // Under league headers the header carries the flag and the row a bare sport glyph.
      const lead =
        c.sections === 'league' ? `<span class="sg">${sportIcon(l.sport, c.mute)}</span>` : flag(l.league);
      return `<div class="r">${lead}<div class="m"><div class="s">${caption(l, c)}</div>${names(l, c, true)}</div><div class="rt">${chip(l, c)}${oddsCell(l, c)}</div></div>`;
    }
    case 'stack':
      return `<div class="r">${timeColumn(l, c)}<div class="m">${names(l, c, false, true)}</div><div class="rt">${chip(l, c)}${oddsCell(l, c)}</div></div>`;
    case 'under': {
      // The market (when printed) and the kickoff after the chip; the league only when nothing else names it.
      const when = c.sections === 'league' || c.market ? kick(l, c) : `${kick(l, c)} · ${esc(l.league)}`;
      const text = c.market ? `${esc(marketName(l.bet, c.lang))} · ${when}` : when;
      return `<div class="r"><span class="spi">${sportIcon(l.sport, c.mute)}</span><div class="m">${names(l, c, true)}<div class="cap">${chip(l, c)}<span>${text}</span></div></div><div class="rt">${oddsCell(l, c)}</div></div>`;
    }
    case 'lead':
      return `<div class="r lead"><span class="pc">${chip(l, c)}</span><div class="m"><div class="s">${caption(l, c)}</div>${names(l, c, c.leadOneLine, !c.leadOneLine)}</div><div class="rt">${oddsCell(l, c)}</div></div>`;
    case 'single':
      return `<div class="r single"><span class="tc">${fmtDate(l.kickoff, 'HH:mm')}</span><div class="m">${names(l, c, true)}</div><div class="rt">${chip(l, c)}${oddsCell(l, c)}</div></div>`;
  }
}

/** A section header row: the day ("Danas", "Subota, 07.12.") or the sport and league with its flag. */
function sectionLabel(l: Leg, c: Ctx): string {
  if (c.sections === 'day') {
    const diff = dayIndex(l.kickoff) - dayIndex(c.printed);
    const date = fmtDate(l.kickoff, 'DD.MM.');
    if (diff === 0) return `${c.words.today}, ${date}`;
    if (diff === 1) return `${c.words.tomorrow}, ${date}`;
    return `${c.words.days[weekday(l.kickoff)]}, ${date}`;
  }
  return `${c.words.sports[l.sport]} · ${esc(l.league)}`;
}

/** Reorders the legs in place into league groups (each group where its first kickoff was), kickoff order inside a
 * group; the truth is written from the same array, so it follows the printed order. */
function regroup(legs: Leg[]): void {
  const first = new Map<string, number>();
  legs.forEach((l, i) => {
    if (!first.has(l.league)) first.set(l.league, i);
  });
  legs.sort((a, b) => (first.get(a.league) ?? 0) - (first.get(b.league) ?? 0));
}

function listRows(t: Ticket, c: Ctx, capsHeaders: boolean): string {
  let last = '';
  return t.legs
    .map((l) => {
      const key = c.sections === 'day' ? String(dayIndex(l.kickoff)) : l.league;
      let head = '';
      if (c.sections !== 'none' && key !== last) {
        const fl = c.sections === 'league' ? flag(l.league) : '';
        head = `<div class="sh${capsHeaders ? ' caps' : ''}">${fl}<span>${sectionLabel(l, c)}</span></div>`;
      }
      last = key;
      return head + legRow(l, c);
    })
    .join('\n');
}

/** The chip column width of the `lead` shape, from the ticket's longest chip text. */
function leadWidth(t: Ticket, c: Ctx): number {
  const longest = Math.max(...t.legs.map((l) => chipText(l, c).length));
  return Math.min(100, Math.max(34, Math.ceil(longest * 7.6 + 14)));
}

interface Money {
  money: (x: number, cents?: boolean) => string;
  stakeCents: boolean;
}

function summary(
  t: Ticket,
  labels: Labels,
  c: Ctx,
  m: Money,
  shape: 'grid' | 'rows' | 'hero',
  where: string,
): string {
  const total = odds(t.totalOdds, c.dec);
  const stake = m.money(t.stake, m.stakeCents);
  const pay = m.money(t.payout);
  const n = String(t.legs.length);
  switch (shape) {
    case 'grid':
      return `<div class="sum ${where} g2"><div>${labels.legs}<b>${n}</b></div><div>${labels.odds}<b>${total}</b></div><div>${labels.stake}<b>${stake}</b></div><div class="pay">${labels.payout}<b>${pay}</b></div></div>`;
    case 'rows':
      return `<div class="sum ${where} rows"><div><span>${labels.legs}</span><b>${n}</b></div><div><span>${labels.odds}</span><b>${total}</b></div><div><span>${labels.stake}</span><b>${stake}</b></div><div class="pay"><span>${labels.payout}</span><b>${pay}</b></div></div>`;
    case 'hero':
      return `<div class="sum ${where} hero"><div class="lb">${labels.payout}</div><div class="big">${pay}</div><div class="sm"><span>${labels.legs} <b>${n}</b></span><span>${labels.odds} <b>${total}</b></span><span>${labels.stake} <b>${stake}</b></span></div></div>`;
  }
}

function statusBar(t: Ticket, rng: Rng, fg: string): string {
  // The screenshot is taken a little after paying.
  const at = momentFrom(momentMs(t.printedAt) + rng.int(1, 90) * 60000);
  const bars = [5, 7, 9, 11].map((h) => `<em style="height:${h}px"></em>`).join('');
  const wifi = svg(14, `<path d="M2 9a15 15 0 0 1 20 0M5.5 12.5a10 10 0 0 1 13 0M9 16a5 5 0 0 1 6 0"/>`, fg);
  return `<div class="sb" style="--batt:${rng.int(25, 90)}%"><span>${fmtDate(at, 'HH:mm')}</span><span class="ic"><span>${bars}</span>${wifi}<i></i></span></div>`;
}

/** The ticket head; `brand` when the app bar already names the bookmaker. */
function head(t: Ticket, c: Ctx, rng: Rng, brand: boolean): string {
  const w = c.words;
  const [statusWord, statusCls] = rng.pick(w.statuses);
  const chipEl = `<span class="st ${statusCls}">${statusWord}</span>`;
  const idLabel = rng.pick(w.idLabels);
  const id = idLabel.endsWith('#') ? `${idLabel}${esc(t.ticketId)}` : `${idLabel} ${esc(t.ticketId)}`;
  const paidAt = fmtDate(
    t.printedAt,
    rng.pick(['DD.MM.YYYY. HH:mm', 'DD.MM.YYYY. u HH:mm', 'DD.MM. HH:mm:ss']),
  );
  const paid = `${rng.pick(w.paid)} ${paidAt}`;
  if (rng.chance(0.55))
    return `<div class="hd"><div class="l1"><b>${id}</b>${chipEl}</div><div class="l2">${paid}${!brand && rng.chance(0.4) ? ` · ${esc(t.bookmaker)}` : ''}</div></div>`;
  return `<div class="strip"><span class="gr"><b>${id}</b><br>${paid}</span>${chipEl}</div>`;
}

function bottom(c: Ctx, rng: Rng): string {
  const kind = rng.weighted<'nav' | 'android' | 'ios' | 'none'>([
    ['nav', 4],
    ['android', 2],
    ['ios', 2],
    ['none', 2],
  ]);
  switch (kind) {
    case 'nav':
      return `<div class="nav">${c.words.nav
        .map((w, i) => {
          const on = i === 2;
          return `<div${on ? ' class="on"' : ''}>${NAV_ICONS[i](on ? c.accent : c.mute)}<span>${w}</span></div>`;
        })
        .join('')}</div>`;
    case 'android':
      return `<div class="abtn"><span class="bk"></span><span class="hm"></span><span class="rc"></span></div>`;
    case 'ios':
      return `<div class="ios"><span></span></div>`;
    case 'none':
      return '';
  }
}

function makeCtx(t: Ticket, lang: Lang, rng: Rng, accent: string, mute: string): Ctx {
  const shape = rng.weighted<Shape>([
    ['flag', 3],
    ['stack', 3],
    ['under', 3],
    ['lead', 3],
    ['single', 2],
  ]);
  const sections =
    shape === 'single'
      ? rng.weighted<Sections>([
          ['league', 3],
          ['day', 2],
          ['none', 1],
        ])
      : rng.weighted<Sections>([
          ['none', 3],
          ['day', 2],
          ['league', 2],
        ]);
  // The `under` rows always print the market when their chip shows a bare selection.
  const market =
    shape === 'under' ? rng.chance(0.75) : shape === 'flag' || shape === 'lead' ? rng.chance(0.35) : false;
  return {
    lang,
    words: WORDS[lang],
    dec: rng.chance(lang === 'sr' ? 0.7 : 0.8) ? ',' : '.',
    shape,
    sections,
    relDay: rng.chance(0.65),
    market,
    bare: market && rng.chance(0.6),
    ki: rng.chance(0.2),
    chipLook: rng.weighted<ChipLook>([
      ['solid', 3],
      ['soft', 4],
      ['outline', 2],
    ]),
    kinds: rng.chance(0.45),
    oddsLook: rng.weighted<OddsLook>([
      ['box', 3],
      ['tint', 2],
      ['accent', 3],
      ['plain', 2],
    ]),
    clip: shape !== 'stack' && rng.chance(0.45),
    fullPlayers: rng.chance(0.3),
    leadOneLine: rng.chance(0.35),
    accent,
    mute,
    printed: t.printedAt,
  };
}

function render(t: Ticket, width: number, rng: Rng): string {
  const lang = drawLang(rng);
  const words = WORDS[lang];
  // The truth is written from `t` after rendering: a ticket of the drawn language replaces the Serbian one here.
  if (lang !== t.lang)
    redrawTicket(t, rng, { ...PROFILE, lang, bookmakers: words.bookmakers, ticketId: words.ticketId });
  const palette = rng.pick(PALETTES);
  const [accent, onAccent] = rng.pick(ACCENTS);
  const c = makeCtx(t, lang, rng, accent, palette.mute);
  if (c.sections === 'league') regroup(t.legs);

  const separators = rng.weighted<'zebra' | 'lines' | 'inset'>([
    ['zebra', 3],
    ['lines', 3],
    ['inset', 2],
  ]);
  const indent = { flag: 37, stack: 12, under: 47, lead: 12, single: 12 }[c.shape];
  const nameSize = c.shape === 'single' ? rng.pick([13, 13.5, 14]) : rng.pick([13.5, 14]);
  const vars = [
    ...Object.entries(palette).map(([k, v]) => `--${k}:${v}`),
    `--ac:${accent}`,
    `--onc:${c.chipLook === 'solid' ? onAccent : accent}`,
    `--font:${rng.pick(FONTS)}`,
    `--nfs:${nameSize}px`,
    `--nfs2:${rng.pick([13, 13.5])}px`,
    `--nfw:${rng.pick(['bold', 'bold', '600', 'normal'])}`,
    `--sfs:${rng.pick([11, 11.5, 12])}px`,
    `--ofs:${rng.pick([14, 15])}px`,
    `--pkr:${rng.pick(['4px', '999px', '6px'])}`,
    `--str:${rng.pick(['4px', '999px'])}`,
    `--tcw:${c.shape === 'single' ? 38 : 40}px`,
    `--pkw:${leadWidth(t, c)}px`,
    `--ind:${indent}px`,
    `width:${width}px`,
    rng.chance(0.35) ? 'zoom:1.5' : '',
  ]
    .filter(Boolean)
    .join(';');

  const unit = rng.pick(words.units);
  const sep = c.dec === ',' ? '.' : rng.pick([',', '']);
  const unitFirst = unit === '€' && rng.chance(0.35);
  const money = (x: number, cents = true): string => {
    const v = num(x, c.dec, sep, cents ? 2 : 0);
    return unitFirst ? `€ ${v}` : `${v} ${unit}`;
  };
  const m: Money = { money, stakeCents: rng.chance(0.5) };
  const labels = rng.pick(words.labels);
  const sumShape = rng.weighted<'grid' | 'rows' | 'hero'>([
    ['grid', 3],
    ['rows', 3],
    ['hero', 2],
  ]);
  const sumTop = rng.chance(0.4);

  const bar = rng.chance(0.75) ? statusBar(t, rng, palette.fg) : '';
  const brand = rng.chance(0.2);
  const title = brand
    ? `<span class="tt brand">${esc(t.bookmaker)}</span>`
    : `<span class="tt">${rng.pick(words.titles)}</span>`;
  const action = rng.pick([SHARE, MORE])(palette.mute);
  const headHtml = head(t, c, rng, brand);
  const listTitle = rng.chance(0.5)
    ? `<div class="lt"><span>${words.legsTitle} (${t.legs.length})</span>${c.sections === 'none' && rng.chance(0.5) ? `<span>${lang === 'hr' ? 'Tečaj' : 'Kvota'}</span>` : ''}</div>`
    : '';
  const sum = summary(t, labels, c, m, sumShape, sumTop ? 'top' : 'bot');
  const age = rng.chance(0.35) ? `<div class="age">${words.age}</div>` : '';
  const body = `<div id="ticket" style="${vars}">
${bar}
<div class="ab">${BACK(palette.fg)}${title}${action}</div>
${headHtml}
${sumTop ? sum : ''}
${listTitle}
<div class="list ${separators}">
${listRows(t, c, rng.chance(0.4))}
</div>
${sumTop ? '' : sum}
${age}
${bottom(c, rng)}
</div>${FIT_SCRIPT}`;
  return page(css, body);
}

export const appCompactDim: Layout = {
  name: 'app-compact-dim',
  medium: 'screen',
  width: [360, 430],
  scale: 2,
  profile: PROFILE,
  render,
};
