// Phone screenshots of a placed ticket in Serbian, Croatian and Bosnian bookmaker apps ("Moj tiket", "Detalji
// tiketa", hr "Moj listić" / "Moji listići"), drawn unlike app-cards-night, -midnight, -graphite and
// app-compact-slate: five card shapes, one per ticket (its rng), under varied chrome.
//   (a) scoreboard: two team columns, each a vivid round crest with the initials over the name, a boxed "vs" or
//       the kickoff time between them; a row "Konačan ishod" … with the pick in an accent-coloured rounded box and
//       the odds as plain accent-coloured text (no button);
//   (b) strip: "Home – Away" on one line, the market small, then a strip of the market's two or three selections
//       as small buttons, each with its price ("1 2,10 | X 3,30 | 2 3,60", "Da/Ne", "Manje 2,5/Više 2,5",
//       "0-2/3+", "GG&2+/GG&3+/GG&4+"); only the chosen one is filled in the accent, the others are dim outlines,
//       and their prices are plausible other numbers (the truth has the chosen price);
//   (c) tiles: each leg a tile of a two-column grid (one column on the narrowest screens): kickoff, league, home
//       over away (wrapping, never cut), the market, and the pick and odds at the tile's bottom;
//   (d) timeline: a vertical line with a dot per leg, the kickoff (day over time) beside the dot, home over away
//       each after a small coloured jersey square, the market in grey capitals under them, the pick right-aligned
//       over the odds;
//   (e) banner: a header band in the accent with a CSS flag and the league (and the time), the names inside the
//       card, and a footer "Tip: 1 | Kvota: 1,85", "Igra: KI 1 @ 1.85" or "Odabir: Partizan · 1,85".
// Themes: near-black, deep blue, dark teal, dark burgundy (most tickets) and a light grey one; an accent (yellow,
// lime, orange, cyan, magenta); low-contrast grey secondary text at 11–13 px, some weights 300 and 700, a
// condensed font sometimes. Chrome per ticket: a status bar, a top bar with a back arrow, the title and the
// ticket id, an "Aktivan"/"Na čekanju" badge, the summary in a card at the top or in a sticky bar at the bottom,
// a "Podeli"/"Kopiraj tiket" button, a bottom navigation bar and an 18+ note on some screens. About a third of
// the screens are captured at device pixel ratio 3 (the page zoomed 1.5× on the renderer's ratio 2).
//
// Language: the profile is Serbian (RSD); `render` re-draws the ticket for a Croatian (EUR, "Tečaj", "Isplata")
// or Bosnian (KM) screen (redrawTicket), as app-cards-graphite does, and the generator writes the truth from the
// same ticket object. The legs keep their kickoff order (the tile grid reads row by row).
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
import { round2, type Bet, type Currency, type Leg, type Ticket, type TicketProfile } from '../../ticket';
import { drawLang, redrawTicket, sportMix } from '../parts';
import { page, type Layout } from '../types';

const css = `
#ticket{background:var(--bg);color:var(--fg);font:14px/1.3 var(--font);padding-bottom:0}
.sb{display:flex;align-items:center;justify-content:space-between;padding:6px 16px 2px;font-size:12px;font-weight:700}
.sb .ic{display:flex;align-items:flex-end;gap:5px}
.sig{display:flex;align-items:flex-end;gap:1.5px;height:10px}.sig i{display:block;width:3px;background:var(--fg);border-radius:1px}
.wifi{width:13px;height:10px;background:var(--fg);clip-path:polygon(50% 100%,0 25%,15% 8%,50% 0,85% 8%,100% 25%)}
.bat{width:21px;height:10px;border:1.5px solid var(--fg);border-radius:3px;padding:1px;position:relative}
.bat:after{content:'';position:absolute;right:-4px;top:2.5px;width:2px;height:3.5px;background:var(--fg)}
.bat i{display:block;height:100%;background:var(--fg);border-radius:1px}
.tb{display:flex;align-items:center;gap:12px;padding:10px 14px 8px}
.arr{position:relative;width:16px;height:14px;flex:none}
.arr:before{content:'';position:absolute;left:1px;top:3px;width:8px;height:8px;border-left:2px solid var(--fg);border-bottom:2px solid var(--fg);transform:rotate(45deg)}
.arr:after{content:'';position:absolute;left:2px;top:6px;width:14px;height:2px;background:var(--fg)}
.tb .tt{flex:1;min-width:0}.tb .tt b{display:block;font-size:17px;font-weight:700}
.tb .tt span{display:block;font-size:11px;color:var(--mute);font-weight:var(--thin);margin-top:1px}
.tb .id{font-size:12px;color:var(--mute);white-space:nowrap}
.stl{display:flex;align-items:center;gap:8px;padding:0 14px 8px;font-size:12px;color:var(--mute);font-weight:var(--thin)}
.stl .sp{flex:1}
.bdg{font-size:11px;font-weight:700;padding:3px 9px;border-radius:999px;color:var(--bc);background:var(--bb);white-space:nowrap}
.bdg.sq{border-radius:4px;text-transform:uppercase;letter-spacing:.4px}
.sum{margin:6px 10px 4px;padding:10px 12px;background:var(--card);border-radius:12px;display:grid;grid-template-columns:1fr 1fr;gap:8px 12px}
.sum div span{display:block;font-size:11px;color:var(--mute);font-weight:var(--thin)}
.sum div b{display:block;font-size:15px;font-weight:700;margin-top:2px}
.sum .pay b{color:var(--act)}
.stick{margin-top:12px;padding:10px 14px;background:var(--bar);border-top:1px solid var(--line);display:flex;flex-wrap:wrap;align-items:flex-end;gap:8px 12px}
.stick .c{flex:1 1 auto}.stick .c span{display:block;font-size:10.5px;color:var(--mute);white-space:nowrap}
.stick .c b{display:block;font-size:14px;font-weight:700;margin-top:2px;white-space:nowrap}
.stick .c.pay b{color:var(--act);font-size:15px}
.stick.two{flex-wrap:wrap;gap:6px 10px}.stick.two .c{flex:1 1 40%}
.card{background:var(--card);margin:8px 10px 0;border-radius:var(--rad);padding:10px 12px}
.meta{display:flex;align-items:center;gap:6px;font-size:11.5px;color:var(--mute);font-weight:var(--thin)}
.meta .lg{flex:1;min-width:0;overflow-wrap:anywhere}
.meta .ko{white-space:nowrap}
.flag{flex:none;display:inline-block;width:14px;height:10px;border-radius:1.5px;vertical-align:-1px}
.duel{display:flex;align-items:flex-start;margin-top:8px}
.tm{flex:1;min-width:0;display:flex;flex-direction:column;align-items:center;gap:5px;text-align:center;font-size:14px;font-weight:700;overflow-wrap:anywhere}
.crest{width:40px;height:40px;border-radius:50%;display:flex;align-items:center;justify-content:center;font-size:13px;font-weight:700;color:#fff;box-shadow:inset 0 0 0 2px rgba(255,255,255,.25)}
.mid{flex:none;width:54px;display:flex;justify-content:center;padding-top:10px}
.mid span{border:1px solid var(--line);border-radius:6px;padding:3px 6px;font-size:12px;color:var(--mute);background:var(--bg)}
.res{display:flex;align-items:center;gap:8px;margin-top:9px;padding-top:8px;border-top:1px solid var(--line)}
.res .mk{flex:1;min-width:0;font-size:12.5px;color:var(--mute)}
.res .pk{border-radius:7px;padding:4px 9px;font-size:13px;font-weight:700;background:var(--ac);color:var(--on);white-space:nowrap}
.res .pk.ghost{background:var(--tint);color:var(--act);border:1px solid var(--act)}
.res .od{min-width:44px;text-align:right;font-size:16px;font-weight:700;color:var(--act)}
.nm1{font-size:15px;font-weight:700;margin-top:5px;overflow-wrap:anywhere}
.mk2{font-size:12px;color:var(--mute);margin-top:4px}
.opts{display:flex;gap:6px;margin-top:7px}
.opt{flex:1;min-width:0;display:flex;justify-content:space-between;align-items:center;gap:4px;border:1px solid var(--line);border-radius:7px;padding:6px 8px;font-size:13px;color:var(--mute)}
.opt i{font-style:normal;white-space:nowrap}.opt b{font-weight:700;color:var(--dim)}
.opt.on{background:var(--ac);border-color:var(--ac);color:var(--on)}.opt.on b{color:var(--on)}
.opts.st .opt{flex-direction:column;justify-content:center;gap:2px;padding:5px 4px}
.opts.st .opt i{font-size:11.5px}
.tiles{display:grid;grid-template-columns:var(--cols);gap:8px;margin:8px 10px 0}
.tile{background:var(--card);border-radius:var(--rad);padding:9px 10px;display:flex;flex-direction:column;min-width:0}
.tile .ko{font-size:11px;color:var(--act);font-weight:700}
.tile .lg{font-size:11px;color:var(--mute);font-weight:var(--thin);margin-top:1px;overflow-wrap:anywhere}
.tile .tn{font-size:14px;font-weight:700;margin-top:5px;overflow-wrap:anywhere;line-height:1.25}
.tile .tn+.tn{margin-top:2px}
.tile .mk{font-size:11.5px;color:var(--mute);margin-top:6px}
.tile .bt{margin-top:auto;padding-top:7px;display:flex;justify-content:space-between;align-items:center;gap:6px}
.tile .bt .pk{font-size:13px;font-weight:700;border:1px solid var(--line);border-radius:6px;padding:3px 7px;white-space:nowrap}
.tile .bt .od{font-size:16px;font-weight:700;color:var(--act)}
.tl{position:relative;margin:8px 10px 0;background:var(--card);border-radius:var(--rad);padding:4px 12px 4px 10px}
.tl:before{content:'';position:absolute;left:16px;top:18px;bottom:18px;width:2px;background:var(--line)}
.ev{display:flex;align-items:flex-start;gap:8px;padding:10px 0}
.ev+.ev{border-top:1px dashed var(--line)}
.dot{flex:none;position:relative;z-index:1;width:14px;height:14px;border-radius:50%;background:var(--card);border:3px solid var(--ac);margin-top:1px}
.ev .when{flex:none;width:44px;font-size:11px;color:var(--mute);line-height:1.3}
.ev .when b{display:block;font-size:13px;color:var(--fg);font-weight:700}
.ev .mid2{flex:1;min-width:0}
.ev .tn{display:flex;align-items:flex-start;gap:6px;font-size:14px;font-weight:700;line-height:1.3}
.ev .tn span{min-width:0;overflow-wrap:anywhere}
.jr{flex:none;width:9px;height:9px;border-radius:2px;margin-top:4px}
.ev .mk{font-size:10.5px;color:var(--mute);text-transform:uppercase;letter-spacing:.5px;margin-top:4px}
.ev .rt{flex:none;text-align:right;min-width:48px}
.ev .rt .pk{font-size:14px;font-weight:700;white-space:nowrap}
.ev .rt .od{font-size:15px;font-weight:700;color:var(--act);margin-top:3px}
.bn{padding:0;overflow:hidden}
.band{display:flex;align-items:center;gap:7px;padding:6px 12px;background:var(--ac);color:var(--on);font-size:12px;font-weight:700}
.band .lg{flex:1;min-width:0;overflow-wrap:anywhere}.band .ko{white-space:nowrap;font-weight:400}
.bn .in{padding:9px 12px 10px}
.bn .tn{font-size:15px;font-weight:700;color:var(--strong);overflow-wrap:anywhere}
.bn .vs{font-size:11px;color:var(--mute);margin:1px 0}
.bn .mk{font-size:12px;color:var(--mute);margin-top:5px}
.bn .ft{margin-top:8px;padding-top:7px;border-top:1px solid var(--line);font-size:13.5px;color:var(--mute)}
.bn .ft b{color:var(--strong);font-weight:700}.bn .ft .o{color:var(--act)}
.btn{margin:12px 10px 0;border-radius:10px;padding:11px 0;text-align:center;font-weight:700;font-size:14px}
.btn.fill{background:var(--ac);color:var(--on)}.btn.line{border:1.5px solid var(--act);color:var(--act)}
.age{margin:10px 14px 0;font-size:10.5px;color:var(--mute);text-align:center}
.age b{display:inline-block;border:1.5px solid var(--mute);border-radius:999px;padding:4px 4px;line-height:1;font-size:9px;margin-right:6px;vertical-align:middle}
.nav{display:flex;margin-top:12px;padding:7px 0 9px;background:var(--bar);border-top:1px solid var(--line)}
.nav div{flex:1;display:flex;flex-direction:column;align-items:center;gap:3px;font-size:10.5px;color:var(--mute)}
.nav div.on{color:var(--act);font-weight:700}
.nav i{display:block;width:18px;height:18px;border:2px solid currentColor;border-radius:5px}
.nav i.c{border-radius:50%}.nav i.t{border-radius:2px 2px 7px 7px}.nav i.p{border-radius:50% 50% 4px 4px}
.pad{height:14px}
.stick+.nav{margin-top:0}
`;

interface Theme {
  bg: string;
  card: string;
  fg: string;
  /** Secondary text, low contrast on the card. */
  mute: string;
  line: string;
  /** Sticky bars and the bottom navigation. */
  bar: string;
  /** Prices of the selections not taken in a strip. */
  dim: string;
  light: boolean;
}

const THEMES: readonly (readonly [Theme, number])[] = [
  [
    {
      bg: '#0e0e10',
      card: '#1a1a1d',
      fg: '#f1f1f3',
      mute: '#8b8f97',
      line: '#2c2c31',
      bar: '#161618',
      dim: '#b9bcc3',
      light: false,
    },
    3,
  ],
  [
    {
      bg: '#0b1d33',
      card: '#12294a',
      fg: '#eaf1fb',
      mute: '#8aa0bd',
      line: '#1f3d66',
      bar: '#0f2340',
      dim: '#b8c7dc',
      light: false,
    },
    2,
  ],
  [
    {
      bg: '#0d2b24',
      card: '#143a31',
      fg: '#e7f4f0',
      mute: '#86a69d',
      line: '#225045',
      bar: '#10332b',
      dim: '#b6cfc8',
      light: false,
    },
    2,
  ],
  [
    {
      bg: '#2a1215',
      card: '#3a1b1f',
      fg: '#f7eaeb',
      mute: '#a9888c',
      line: '#52292f',
      bar: '#31161a',
      dim: '#d2b9bc',
      light: false,
    },
    2,
  ],
  [
    {
      bg: '#f2f3f5',
      card: '#ffffff',
      fg: '#16181d',
      mute: '#6b7079',
      line: '#e1e3e8',
      bar: '#ffffff',
      dim: '#3b3f47',
      light: true,
    },
    2,
  ],
];

interface Accent {
  ac: string;
  /** Text on a fill of the accent. */
  on: string;
  /** The accent as text on a light card, where the bright fill would not read. */
  dark: string;
  tint: string;
}

const ACCENTS: readonly Accent[] = [
  { ac: '#ffd400', on: '#141200', dark: '#8a6d00', tint: 'rgba(255,212,0,.12)' }, // yellow
  { ac: '#a3e635', on: '#101a02', dark: '#3f6212', tint: 'rgba(163,230,53,.12)' }, // lime
  { ac: '#ff7a1a', on: '#1a0b00', dark: '#c2410c', tint: 'rgba(255,122,26,.12)' }, // orange
  { ac: '#22d3ee', on: '#03161a', dark: '#0e7490', tint: 'rgba(34,211,238,.12)' }, // cyan
  { ac: '#e83e8c', on: '#ffffff', dark: '#be185d', tint: 'rgba(232,62,140,.12)' }, // magenta
];

const FONTS: readonly string[] = [
  "'Liberation Sans',Arial,sans-serif",
  "'Roboto Condensed','Arial Narrow','Liberation Sans Narrow',sans-serif",
  "'DejaVu Sans',Verdana,sans-serif",
  "Roboto,'Helvetica Neue',Arial,sans-serif",
];

interface Words {
  titles: readonly string[];
  ticket: string;
  active: string;
  pending: string;
  paid: string;
  legs: string;
  odds: readonly string[];
  stake: readonly string[];
  payout: readonly string[];
  tip: string;
  price: string;
  game: string;
  choice: string;
  draw: string;
  share: readonly string[];
  today: string;
  tomorrow: string;
  nav: readonly [string, string, string, string];
  age: string;
}

const WORDS: Record<Lang, Words> = {
  sr: {
    titles: ['Moj tiket', 'Detalji tiketa', 'Moji tiketi'],
    ticket: 'Tiket',
    active: 'Aktivan',
    pending: 'Na čekanju',
    paid: 'Uplaćeno',
    legs: 'Broj parova',
    odds: ['Ukupna kvota', 'Kvota'],
    stake: ['Uplata'],
    payout: ['Mogući dobitak', 'Moguća isplata'],
    tip: 'Tip',
    price: 'Kvota',
    game: 'Igra',
    choice: 'Odabir',
    draw: 'Nerešeno',
    share: ['Podeli tiket', 'Kopiraj tiket'],
    today: 'Danas',
    tomorrow: 'Sutra',
    nav: ['Početna', 'Uživo', 'Tiketi', 'Profil'],
    age: 'Igre na sreću nisu za maloletne. Igraj odgovorno.',
  },
  hr: {
    titles: ['Moj listić', 'Detalji listića', 'Moji listići'],
    ticket: 'Listić',
    active: 'Aktivan',
    pending: 'Na čekanju',
    paid: 'Uplaćeno',
    legs: 'Broj parova',
    odds: ['Ukupni tečaj', 'Tečaj'],
    stake: ['Uplata', 'Ulog'],
    payout: ['Isplata', 'Mogući dobitak'],
    tip: 'Tip',
    price: 'Tečaj',
    game: 'Oklada',
    choice: 'Odabir',
    draw: 'Neriješeno',
    share: ['Podijeli listić', 'Kopiraj listić'],
    today: 'Danas',
    tomorrow: 'Sutra',
    nav: ['Početna', 'Uživo', 'Listići', 'Profil'],
    age: 'Igre na sreću nisu za maloljetne. Igraj odgovorno.',
  },
  bs: {
    titles: ['Moj tiket', 'Detalji tiketa'],
    ticket: 'Tiket',
    active: 'Aktivan',
    pending: 'Na čekanju',
    paid: 'Uplaćeno',
    legs: 'Broj parova',
    odds: ['Ukupna kvota', 'Kvota'],
    stake: ['Uplata', 'Ulog'],
    payout: ['Mogući dobitak', 'Isplata'],
    tip: 'Tip',
    price: 'Kvota',
    game: 'Igra',
    choice: 'Odabir',
    draw: 'Neriješeno',
    share: ['Podijeli tiket', 'Kopiraj tiket'],
    today: 'Danas',
    tomorrow: 'Sutra',
    nav: ['Početna', 'Uživo', 'Tiketi', 'Profil'],
    age: 'Igre na sreću nisu za maloljetne. Igraj odgovorno.',
  },
};

const UNITS: Record<Currency, readonly string[]> = { RSD: ['RSD', 'din'], EUR: ['€', 'EUR'], BAM: ['KM'] };
const BOOKMAKERS: Record<Lang, readonly string[]> = {
  sr: ['Kvota Plus', 'Tiketko'],
  hr: ['Listić Plus', 'Tečajko'],
  bs: ['Kvota Plus', 'Bosna Tip'],
};

/** "T25-4821-77310" style ids, or a long number. */
const PROFILE: TicketProfile = {
  lang: 'sr',
  currency: 'RSD',
  fee: false,
  sports: sportMix(7, 2, 1),
  legs: [2, 10],
  bookmakers: BOOKMAKERS.sr,
  ticketId: (rng) =>
    rng.chance(0.5)
      ? `T${rng.int(10, 99)}-${rng.int(1000, 9999)}-${rng.int(10000, 99999)}`
      : String(rng.int(1000000000, 9999999999)),
};

/** Small CSS flags by the country before " - " in a league name; cups and tours get a sport-coloured mark. */
const FLAGS: Record<string, string> = {
  Srbija: 'linear-gradient(#c6363c 33%,#0c4076 33% 67%,#eee 67%)',
  Hrvatska: 'linear-gradient(#e8202a 33%,#eee 33% 67%,#171796 67%)',
  BiH: 'linear-gradient(135deg,#002395 50%,#fecb00 50%)',
  Slovenija: 'linear-gradient(#eee 33%,#005da4 33% 67%,#ed1c24 67%)',
  'Crna Gora': 'radial-gradient(circle,#d3ae3b 28%,#c40308 32%)',
  'S. Makedonija': 'radial-gradient(circle,#f8e92e 28%,#d20000 32%)',
  Engleska:
    'linear-gradient(90deg,transparent 42%,#ce1124 42% 58%,transparent 58%),linear-gradient(#eee 38%,#ce1124 38% 62%,#eee 62%)',
  Španija: 'linear-gradient(#aa151b 25%,#f1bf00 25% 75%,#aa151b 75%)',
  Španjolska: 'linear-gradient(#aa151b 25%,#f1bf00 25% 75%,#aa151b 75%)',
  Italija: 'linear-gradient(90deg,#009246 33%,#eee 33% 67%,#ce2b37 67%)',
  Nemačka: 'linear-gradient(#111 33%,#dd0000 33% 67%,#ffce00 67%)',
  Njemačka: 'linear-gradient(#111 33%,#dd0000 33% 67%,#ffce00 67%)',
  Francuska: 'linear-gradient(90deg,#0055a4 33%,#eee 33% 67%,#ef4135 67%)',
  Turska: 'radial-gradient(circle at 42% 50%,#eee 22%,#e30a17 26%)',
  Portugalija: 'linear-gradient(90deg,#006600 40%,#ff0000 40%)',
  Portugal: 'linear-gradient(90deg,#006600 40%,#ff0000 40%)',
  Holandija: 'linear-gradient(#ae1c28 33%,#eee 33% 67%,#21468b 67%)',
  Nizozemska: 'linear-gradient(#ae1c28 33%,#eee 33% 67%,#21468b 67%)',
};
const NEUTRAL: Record<Sport, string> = {
  football: 'linear-gradient(135deg,#3b82f6,#1e3a8a)',
  basketball: 'radial-gradient(circle,#ff8c1a 55%,#a34c00 60%)',
  tennis: 'radial-gradient(circle,#d7e83a 55%,#7d8c10 60%)',
};

function flag(l: Leg): string {
  const country = l.league.includes(' - ') ? l.league.split(' - ')[0] : '';
  return `<span class="flag" style="background:${FLAGS[country] ?? NEUTRAL[l.sport]}"></span>`;
}

/** A hue from the name itself, so a club keeps its crest and jersey colour on every ticket. */
function hue(name: string): number {
  let h = 7;
  for (const ch of name) h = (h * 37 + ch.charCodeAt(0)) % 360;
  return h;
}

/** Two letters for a crest: the first letters of the first two words (club prefixes skipped), or of one word. */
function initials(name: string): string {
  const words = name.split(/[\s\-.]+/).filter((w) => /^\p{L}/u.test(w));
  const core = words.filter((w) => !/^(FK|NK|KK|HNK|GNK|FC|AC|SC|OFK|IMT|TSC)$/.test(w));
  const use = core.length ? core : words;
  const s = use.length > 1 ? use[0][0] + use[1][0] : (use[0] ?? '?').slice(0, 2);
  return s.toLocaleUpperCase('hr');
}

interface Ctx {
  lang: Lang;
  words: Words;
  dec: Dec;
  names: NameStyle;
  printedDay: string;
  nextDay: string;
  rng: Rng;
  /** Goal totals as "Manje 2,5"/"Više 2,5" instead of "0-2"/"3+"; GG/NG as "Da"/"Ne" instead of codes. */
  lines: boolean;
  yesNo: boolean;
  /** (a) "vs" or the kickoff time in the middle box; the pick box filled or tinted. */
  vsTime: boolean;
  ghost: boolean;
  /** (b) each button's label over its price instead of beside it. */
  stacked: boolean;
  /** (c), (d) the pick as a code ("UG 3+", "V 165,5") instead of the selection chip ("3+", "Više 165,5"). */
  codes: boolean;
  /** (e) the footer's wording. */
  footer: 'tip' | 'igra' | 'odabir';
  /** (e) names as "Home vs Away" on one line instead of stacked; names in capitals. */
  oneLine: boolean;
}

const name = (n: string, l: Leg, c: Ctx): string => esc(teamName(n, l, c.names));

/** "Danas 20:45", "Sutra 18:00" or "Sub 07.12. 20:45". */
function kickoff(l: Leg, c: Ctx): string {
  const day = fmtDate(l.kickoff, 'YYYY-MM-DD');
  const time = fmtDate(l.kickoff, 'HH:mm');
  if (day === c.printedDay) return `${c.words.today} ${time}`;
  if (day === c.nextDay) return `${c.words.tomorrow} ${time}`;
  const s = fmtDate(l.kickoff, 'ddd DD.MM. HH:mm', c.lang);
  return s[0].toLocaleUpperCase('hr') + s.slice(1);
}

/** The day word alone for the timeline: "Danas", "Sutra" or "Sub". */
function dayWord(l: Leg, c: Ctx): string {
  const day = fmtDate(l.kickoff, 'YYYY-MM-DD');
  if (day === c.printedDay) return c.words.today;
  if (day === c.nextDay) return c.words.tomorrow;
  const s = fmtDate(l.kickoff, 'ddd', c.lang);
  return `${s[0].toLocaleUpperCase('hr')}${s.slice(1)} ${fmtDate(l.kickoff, 'DD.MM.')}`;
}

/** The selection as the cards print it beside the market: a chip ("1", "3+", "Da", "Više 165,5") or a code. */
function selection(b: Bet, c: Ctx, code = false): string {
  const half = (x: number): string => num(x, c.dec, '', 1);
  if (!code && c.lines && b.key === 'ug02') return `Manje ${half(2.5)}`;
  if (!code && c.lines && b.key === 'ug2p') return `Više ${half(1.5)}`;
  if (!code && c.lines && b.key === 'ug3p') return `Više ${half(2.5)}`;
  if (!code && !c.yesNo && (b.key === 'gg' || b.key === 'ng')) return b.key === 'gg' ? 'GG' : 'NG';
  return code ? pickCode(b, c.dec) : pickChip(b, c.dec);
}

/** "Odabir: …": the team's name for a winner pick, "Nerešeno" for a draw, otherwise the selection. */
function choiceWords(l: Leg, c: Ctx): string {
  switch (l.bet.key) {
    case 'ki1':
    case 'bk1':
    case 't1':
      return name(l.home, l, c);
    case 'ki2':
    case 'bk2':
    case 't2':
      return name(l.away, l, c);
    case 'kix':
      return c.words.draw;
    default:
      return esc(selection(l.bet, c));
  }
}

/** The selections a strip shows for the leg's market, and which of them was taken. */
function stripOf(b: Bet, c: Ctx): { labels: string[]; chosen: number; exhaustive: boolean } {
  const h = (x: number): string => num(x, c.dec, '', 1);
  switch (b.key) {
    case 'ki1':
    case 'kix':
    case 'ki2':
      return { labels: ['1', 'X', '2'], chosen: ['ki1', 'kix', 'ki2'].indexOf(b.key), exhaustive: true };
    case 'p1_1':
    case 'p1_x':
      return { labels: ['1', 'X', '2'], chosen: b.key === 'p1_1' ? 0 : 1, exhaustive: true };
    case 'p2_2':
      return { labels: ['1', 'X', '2'], chosen: 2, exhaustive: true };
    case 'ds1x':
    case 'ds12':
    case 'dsx2':
      return {
        labels: ['1X', '12', 'X2'],
        chosen: ['ds1x', 'ds12', 'dsx2'].indexOf(b.key),
        exhaustive: false,
      };
    case 'gg':
    case 'ng':
      return {
        labels: c.yesNo ? ['Da', 'Ne'] : ['GG', 'NG'],
        chosen: b.key === 'gg' ? 0 : 1,
        exhaustive: true,
      };
    case 'ug02':
    case 'ug3p':
      return {
        labels: c.lines ? [`Manje ${h(2.5)}`, `Više ${h(2.5)}`] : ['0-2', '3+'],
        chosen: b.key === 'ug02' ? 0 : 1,
        exhaustive: true,
      };
    case 'ug2p':
      return {
        labels: c.lines ? [`Manje ${h(1.5)}`, `Više ${h(1.5)}`] : ['0-1', '2+'],
        chosen: 1,
        exhaustive: true,
      };
    case 'gg3p':
      return { labels: ['GG&2+', 'GG&3+', 'GG&4+'], chosen: 1, exhaustive: false };
    case '1ug3p':
      return { labels: ['1&2+', '1&3+', '1&4+'], chosen: 1, exhaustive: false };
    case 'bk1':
    case 'bk2':
    case 't1':
    case 't2':
      return { labels: ['1', '2'], chosen: b.key === 'bk1' || b.key === 't1' ? 0 : 1, exhaustive: true };
    case 'bkover':
    case 'bkunder':
      return {
        labels: [`Više ${h(b.line ?? 0)}`, `Manje ${h(b.line ?? 0)}`],
        chosen: b.key === 'bkover' ? 0 : 1,
        exhaustive: true,
      };
  }
}

/**
 * Prices for the selections not taken: for a complete market (1/X/2, Da/Ne, over/under) they share what the
 * bookmaker's margin leaves after the chosen price; for overlapping ones (double chance, combinations) they
 * are drawn around it. Never equal to the chosen price.
 */
function otherPrices(rng: Rng, chosen: number, count: number, exhaustive: boolean): number[] {
  const clamp = (x: number): number => Math.min(29, Math.max(1.02, round2(x)));
  const out: number[] = [];
  if (exhaustive) {
    const rest = Math.max(1.06 - 1 / chosen, 0.07);
    const weights = Array.from({ length: count }, () => rng.float(0.35, 0.65));
    const sum = weights.reduce((a, b) => a + b, 0);
    for (const w of weights) out.push(clamp(1 / ((rest * w) / sum)));
  } else
    for (let i = 0; i < count; i++)
      out.push(clamp(chosen * (i === 0 ? rng.float(0.55, 0.8) : rng.float(1.3, 2.2))));
  return out.map((p) => (p === chosen ? round2(p + 0.07) : p));
}

function scoreboard(l: Leg, c: Ctx): string {
  const side = (n: string): string =>
    `<div class="tm"><span class="crest" style="background:hsl(${hue(n)},58%,42%)">${esc(initials(n))}</span><span>${name(n, l, c)}</span></div>`;
  const mid = c.vsTime ? fmtDate(l.kickoff, 'HH:mm') : 'vs';
  const when = c.vsTime ? fmtDate(l.kickoff, 'DD.MM.YYYY.') : kickoff(l, c);
  return `<div class="card">
<div class="meta">${flag(l)}<span class="lg">${esc(l.league)}</span><span class="ko">${when}</span></div>
<div class="duel">${side(l.home)}<div class="mid"><span>${mid}</span></div>${side(l.away)}</div>
<div class="res"><span class="mk">${esc(marketName(l.bet, c.lang))}</span><span class="pk${c.ghost ? ' ghost' : ''}">${esc(selection(l.bet, c))}</span><span class="od">${odds(l.odds, c.dec)}</span></div></div>`;
}

function strip(l: Leg, c: Ctx): string {
  const s = stripOf(l.bet, c);
  const others = otherPrices(c.rng, l.odds, s.labels.length - 1, s.exhaustive);
  const buttons = s.labels
    .map((label, i) => {
      const price = i === s.chosen ? l.odds : others[i < s.chosen ? i : i - 1];
      return `<span class="opt${i === s.chosen ? ' on' : ''}"><i>${esc(label)}</i><b>${odds(price, c.dec)}</b></span>`;
    })
    .join('');
  return `<div class="card">
<div class="meta">${flag(l)}<span class="lg">${esc(l.league)}</span><span class="ko">${kickoff(l, c)}</span></div>
<div class="nm1">${name(l.home, l, c)} – ${name(l.away, l, c)}</div>
<div class="mk2">${esc(marketName(l.bet, c.lang))}</div>
<div class="opts${c.stacked ? ' st' : ''}">${buttons}</div></div>`;
}

function tile(l: Leg, c: Ctx): string {
  return `<div class="tile">
<div class="ko">${kickoff(l, c)}</div><div class="lg">${esc(l.league)}</div>
<div class="tn">${name(l.home, l, c)}</div><div class="tn">${name(l.away, l, c)}</div>
<div class="mk">${esc(marketName(l.bet, c.lang))}</div>
<div class="bt"><span class="pk">${esc(selection(l.bet, c, c.codes))}</span><span class="od">${odds(l.odds, c.dec)}</span></div></div>`;
}

function timelineRow(l: Leg, c: Ctx): string {
  const jersey = (n: string): string =>
    `<i class="jr" style="background:linear-gradient(90deg,hsl(${hue(n)},65%,48%) 50%,hsl(${(hue(n) + 150) % 360},55%,62%) 50%)"></i>`;
  return `<div class="ev"><span class="dot"></span>
<div class="when">${dayWord(l, c)}<b>${fmtDate(l.kickoff, 'HH:mm')}</b></div>
<div class="mid2"><div class="tn">${jersey(l.home)}<span>${name(l.home, l, c)}</span></div><div class="tn">${jersey(l.away)}<span>${name(l.away, l, c)}</span></div>
<div class="mk">${esc(marketName(l.bet, c.lang))}</div></div>
<div class="rt"><div class="pk">${esc(selection(l.bet, c, c.codes))}</div><div class="od">${odds(l.odds, c.dec)}</div></div></div>`;
}

function banner(l: Leg, c: Ctx): string {
  const names = c.oneLine
    ? `<div class="tn">${name(l.home, l, c)} <span class="vs">vs</span> ${name(l.away, l, c)}</div>`
    : `<div class="tn">${name(l.home, l, c)}</div><div class="tn">${name(l.away, l, c)}</div>`;
  const price = odds(l.odds, c.dec);
  const foot =
    c.footer === 'tip'
      ? `${c.words.tip}: <b>${esc(selection(l.bet, c))}</b> | ${c.words.price}: <b class="o">${price}</b>`
      : c.footer === 'igra'
        ? `${c.words.game}: <b>${esc(pickCode(l.bet, c.dec, { ki: true }))}</b> @ <b class="o">${price}</b>`
        : `${c.words.choice}: <b>${choiceWords(l, c)}</b> · <b class="o">${price}</b>`;
  return `<div class="card bn">
<div class="band">${flag(l)}<span class="lg">${esc(l.league)}</span><span class="ko">${kickoff(l, c)}</span></div>
<div class="in">${names}
<div class="mk">${esc(marketName(l.bet, c.lang))}</div>
<div class="ft">${foot}</div></div></div>`;
}

type Shape = 'scoreboard' | 'strip' | 'tiles' | 'timeline' | 'banner';

function statusBar(t: Ticket, rng: Rng): string {
  const clock = `${String(t.printedAt.h).padStart(2, '0')}:${String(Math.min(59, t.printedAt.mi + rng.int(1, 9))).padStart(2, '0')}`;
  const sig = [3, 5, 7, 10]
    .map((h, i) => `<i style="height:${h}px${i === 3 && rng.chance(0.5) ? ';opacity:.35' : ''}"></i>`)
    .join('');
  return `<div class="sb"><span>${clock}</span><span class="ic"><span class="sig">${sig}</span>${rng.chance(0.6) ? '<span class="wifi"></span>' : ''}<span class="bat"><i style="width:${rng.int(25, 95)}%"></i></span></span></div>`;
}

function render(t: Ticket, width: number, rng: Rng): string {
  const lang = drawLang(rng);
  // The truth is written from `t` after rendering: a ticket of the drawn language replaces the Serbian one here,
  // so the printed and the recorded ticket stay the same.
  if (lang !== t.lang) redrawTicket(t, rng, { ...PROFILE, lang, bookmakers: BOOKMAKERS[lang] });
  const words = WORDS[lang];
  const accent = rng.pick(ACCENTS);
  const theme = rng.weighted(THEMES);
  const shape = rng.pick<Shape>(['scoreboard', 'strip', 'tiles', 'timeline', 'banner']);
  const dec: Dec = rng.chance(lang === 'hr' ? 0.75 : 0.6) ? ',' : '.';
  const sep = dec === ',' ? rng.pick(['.', '']) : rng.chance(0.3) ? ',' : '';
  const next = new Date(Date.UTC(t.printedAt.y, t.printedAt.mo - 1, t.printedAt.d + 1));
  const ctx: Ctx = {
    lang,
    words,
    dec,
    names: { shortPlayers: rng.chance(0.6), caps: shape === 'banner' && rng.chance(0.3) },
    printedDay: fmtDate(t.printedAt, 'YYYY-MM-DD'),
    nextDay: next.toISOString().slice(0, 10),
    rng,
    lines: rng.chance(0.4),
    yesNo: rng.chance(0.6),
    vsTime: rng.chance(0.5),
    ghost: rng.chance(0.35),
    stacked: rng.chance(0.4),
    codes: rng.chance(0.4),
    footer: rng.pick(['tip', 'igra', 'odabir'] as const),
    oneLine: rng.chance(0.35),
  };
  // About a third of the screenshots come from DPR-3 phones: the page is zoomed 1.5× on the ratio-2 renderer.
  const dpr3 = rng.chance(0.35);
  const font = rng.pick(FONTS);
  const thin = rng.chance(0.5) ? 300 : 400;
  const radius = rng.pick([8, 12, 16]);

  const unit = rng.pick(UNITS[t.currency]);
  const unitFirst = unit === '€' && rng.chance(0.3);
  const money = (x: number): string => (unitFirst ? `€${num(x, dec, sep)}` : `${num(x, dec, sep)} ${unit}`);
  const oddsLabel = rng.pick(words.odds);
  const stakeLabel = rng.pick(words.stake);
  const payLabel = rng.pick(words.payout);
  const pending = rng.chance(0.3);
  const sticky = rng.chance(0.45);
  const stickyTwo = width < 390 || rng.chance(0.3);
  const nav = rng.chance(0.4);
  const button = rng.chance(0.5) ? rng.pick(words.share) : '';
  const age = rng.chance(0.4);
  const idRight = rng.chance(0.5);
  const title = rng.pick(words.titles);
  const status = statusBar(t, rng);
  const showStatus = rng.chance(0.6);

  let legs: string;
  if (shape === 'tiles') {
    const cols = width >= 380 ? '1fr 1fr' : '1fr';
    legs = `<div class="tiles" style="--cols:${cols}">${t.legs.map((l) => tile(l, ctx)).join('\n')}</div>`;
  } else if (shape === 'timeline')
    legs = `<div class="tl">${t.legs.map((l) => timelineRow(l, ctx)).join('\n')}</div>`;
  else {
    const card = shape === 'scoreboard' ? scoreboard : shape === 'strip' ? strip : banner;
    legs = t.legs.map((l) => card(l, ctx)).join('\n');
  }

  const cells: [string, string, string][] = [
    [words.legs, String(t.legs.length), ''],
    [oddsLabel, odds(t.totalOdds, dec), ''],
    [stakeLabel, money(t.stake), ''],
    [payLabel, money(t.payout), 'pay'],
  ];
  const summary = sticky
    ? `<div class="stick${stickyTwo ? ' two' : ''}">${cells.map(([k, v, cl]) => `<div class="c${cl ? ` ${cl}` : ''}"><span>${k}</span><b>${v}</b></div>`).join('')}</div>`
    : `<div class="sum">${cells.map(([k, v, cl]) => `<div${cl ? ` class="${cl}"` : ''}><span>${k}</span><b>${v}</b></div>`).join('')}</div>`;

  const [bc, bb] = pending
    ? ['#f5a524', 'rgba(245,165,36,.16)']
    : theme.light
      ? ['#15803d', 'rgba(21,128,61,.12)']
      : ['#3ddc84', 'rgba(61,220,132,.15)'];
  const vars = [
    `--bg:${theme.bg}`,
    `--card:${theme.card}`,
    `--fg:${theme.fg}`,
    `--mute:${theme.mute}`,
    `--line:${theme.line}`,
    `--bar:${theme.bar}`,
    `--dim:${theme.dim}`,
    `--strong:${theme.light ? theme.fg : '#ffffff'}`,
    `--ac:${accent.ac}`,
    `--on:${accent.on}`,
    `--act:${theme.light ? accent.dark : accent.ac}`,
    `--tint:${accent.tint}`,
    `--bc:${bc}`,
    `--bb:${bb}`,
    `--font:${font}`,
    `--thin:${thin}`,
    `--rad:${radius}px`,
    `width:${width}px`,
    dpr3 ? 'zoom:1.5' : '',
  ]
    .filter(Boolean)
    .join(';');
  const printed = fmtDate(t.printedAt, rng.pick(['DD.MM.YYYY. HH:mm', 'DD.MM. HH:mm', 'DD.MM.YYYY HH:mm']));
  const id = esc(t.ticketId);
  const navIcons = ['c', '', 't', 'p'];
  const body = `<div id="ticket" style="${vars}">
${showStatus ? status : ''}
<div class="tb"><span class="arr"></span><span class="tt"><b>${title}</b>${idRight ? '' : `<span>${words.ticket} #${id}</span>`}</span>${idRight ? `<span class="id">#${id}</span>` : ''}</div>
<div class="stl"><span class="bdg${rng.chance(0.5) ? ' sq' : ''}">${pending ? words.pending : words.active}</span><span class="sp">${words.paid} ${printed}</span><span>${esc(t.bookmaker)}</span></div>
${sticky ? '' : summary}
${legs}
${button ? `<div class="btn ${rng.chance(0.5) ? 'fill' : 'line'}">${button}</div>` : ''}
${age ? `<div class="age"><b>18+</b>${words.age}</div>` : ''}
${sticky ? summary : '<div class="pad"></div>'}
${nav ? `<div class="nav">${words.nav.map((w, i) => `<div${i === 2 ? ' class="on"' : ''}><i class="${navIcons[i]}"></i>${w}</div>`).join('')}</div>` : ''}
</div>`;
  return page(css, body);
}

export const appCardsVariety: Layout = {
  name: 'app-cards-variety',
  medium: 'screen',
  width: [360, 430],
  scale: 2,
  profile: PROFILE,
  render,
};
