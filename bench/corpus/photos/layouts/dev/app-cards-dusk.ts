// A dark phone app's placed ticket ("Moj tiket", "Detalji tiketa", hr "Moj listić") as Balkan bookmakers' apps
// show it, drawn unlike app-cards-night, -midnight, -graphite and -variety: five card shapes, one per ticket (its
// rng), under varied chrome.
//   (a) caps: the names in CAPITALS, home over away, each beside a small grey three-letter code ("CZV", "PAR") or a
//       crest circle with the initials; the kickoff "Sub, 07.12. 20:45" and the league under them; on the right a
//       split pill "1 | 1,85" (the pick as a code, the odds filled in the accent);
//   (b) livescore: one header line "FUDBAL · Srbija · Super liga · 20:45", home and away on two rows with an empty
//       score column ("-" or "0") on the right, and a footer row with the market and two pills "Tip 1" | "1,85";
//   (c) market header: the market name in a tinted header strip with a status dot, "Home - Away" and the kickoff
//       in the body, and a right-aligned pill holding the selection and the odds ("Više 2,5  1,55");
//   (d) stripe: a coloured left stripe (the sport's colour or the accent), the leg number, home over away, the
//       kickoff on the right, and a three-cell grid with tiny grey labels "Igra | Tip | Kvota" over the values;
//   (e) details: "Home – Away" bold with a chevron, then label-left/value-right rows "Početak", "Igra", "Tip",
//       "Kvota" (or "Oklada: Ukupno golova: 3+" in one row) under thin dividers.
// Per ticket: palette (near-black, dark navy, dark grey-blue, very dark green, dark brown), one accent, comma or
// dot decimals, the pick's wording, a status bar, a "Kombinacija · 5 parova" / "Singl" header, the summary ("Broj
// parova", total odds, stake, payout with its currency) at the top, at the bottom or in a sticky bar, a share and
// copy row, an 18+ note, and device pixel ratio 2 or 3 (the page zoomed 1.5× on the ratio-2 renderer). Long names
// get a smaller font and wrap (a one-line "Home - Away" breaks after the dash, not inside a name); nothing is cut
// with an ellipsis.
//
// Language: the profile is Serbian (RSD); `render` re-draws the ticket for a Croatian (EUR, "Tečaj") or Bosnian
// (KM) screen with redrawTicket, and the generator writes the truth from that same ticket object. The legs keep
// their kickoff order.
import type { Rng } from '../../../rng';
import type { Lang, Sport } from '../../teams';
import {
  ascii,
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
import type { Bet, Currency, Leg, Ticket, TicketProfile } from '../../ticket';
import { drawLang, redrawTicket, sportMix } from '../parts';
import { page, type Layout } from '../types';

const css = `
#ticket{background:var(--bg);color:var(--fg);font:14px/1.3 var(--font);padding-bottom:0}
.sb{display:flex;align-items:center;justify-content:space-between;padding:6px 18px 2px;font-size:12px;font-weight:700}
.sb .ic{display:flex;align-items:flex-end;gap:5px}
.sig{display:flex;align-items:flex-end;gap:1.5px;height:10px}.sig i{display:block;width:3px;background:var(--fg);border-radius:1px}
.bat{width:21px;height:10px;border:1.5px solid var(--fg);border-radius:3px;padding:1px;position:relative}
.bat:after{content:'';position:absolute;right:-4px;top:2.5px;width:2px;height:3.5px;background:var(--fg)}
.bat i{display:block;height:100%;background:var(--fg);border-radius:1px}
.top{display:flex;align-items:center;gap:12px;padding:10px 14px 6px}
.x{position:relative;flex:none;width:14px;height:14px}
.x:before,.x:after{content:'';position:absolute;left:6px;top:-1px;width:2px;height:16px;background:var(--fg);border-radius:1px}
.x:before{transform:rotate(45deg)}.x:after{transform:rotate(-45deg)}
.chv{flex:none;width:10px;height:10px;border-left:2px solid var(--fg);border-bottom:2px solid var(--fg);transform:rotate(45deg);margin-left:3px}
.top .tt{flex:1;min-width:0}.top .tt b{display:block;font-size:17px}
.top .tt span{display:block;font-size:11.5px;color:var(--mute);margin-top:1px}
.bdg{font-size:11px;font-weight:700;padding:3px 9px;border-radius:999px;background:var(--tint);color:var(--act);white-space:nowrap}
.bdg.sq{border-radius:4px}
.cmb{display:flex;align-items:center;gap:8px;margin:6px 10px 0;padding:8px 12px;border-radius:10px;background:var(--card);font-size:13px}
.cmb b{font-weight:700}.cmb .sp{flex:1}.cmb span{color:var(--mute);font-size:12px}
.cmb.flat{background:none;border-bottom:1px solid var(--line);border-radius:0;margin:6px 14px 0;padding:6px 0 8px}
.card{background:var(--card);margin:8px 10px 0;border-radius:var(--rad);padding:10px 12px}
.nm{font-weight:700;overflow-wrap:anywhere;font-size:var(--nf)}
.nm .tn{display:inline-block}
.nm.m{font-size:calc(var(--nf) - 1.5px)}.nm.s{font-size:calc(var(--nf) - 3px)}
.meta{font-size:11.5px;color:var(--mute)}
.caps{display:flex;align-items:center;gap:10px}
.caps .l{flex:1;min-width:0}
.caps .tr{display:flex;align-items:center;gap:8px;padding:2px 0}
.caps .nm{letter-spacing:.3px}
.c3{flex:none;width:34px;text-align:center;font-size:10px;font-weight:700;color:var(--mute);border:1px solid var(--line);border-radius:4px;padding:2px 0;background:var(--bg)}
.cr{flex:none;width:22px;height:22px;border-radius:50%;display:flex;align-items:center;justify-content:center;font-size:9px;font-weight:700;color:#fff}
.caps .meta{margin-top:5px}
.split{flex:none;display:flex;border:1.5px solid var(--ac);border-radius:9px;overflow:hidden;font-weight:700;font-size:15px}
.split span{padding:7px 9px;white-space:nowrap}.split b{padding:7px 9px;background:var(--ac);color:var(--on);white-space:nowrap}
.split.v{flex-direction:column;text-align:center;min-width:62px}
.ls .hd{font-size:11px;color:var(--mute);letter-spacing:.4px;overflow-wrap:anywhere;padding-bottom:6px;border-bottom:1px solid var(--line)}
.ls .hd b{color:var(--act);font-weight:700}
.ls .rw{display:flex;align-items:center;gap:10px;padding:4px 0}
.ls .rw .nm{flex:1;min-width:0}
.ls .sc{flex:none;width:24px;text-align:center;font-size:14px;font-weight:700;color:var(--mute);background:var(--bg);border-radius:4px;padding:2px 0}
.ls .ft{display:flex;align-items:center;gap:6px;margin-top:6px;padding-top:7px;border-top:1px solid var(--line)}
.ls .ft .mk{flex:1;min-width:0;font-size:12px;color:var(--mute)}
.pl{border-radius:999px;padding:4px 11px;font-size:13.5px;font-weight:700;white-space:nowrap;border:1px solid var(--line);background:var(--bg)}
.pl.o{background:var(--ac);border-color:var(--ac);color:var(--on)}
.pl.q{border-radius:6px}
.mh{padding:0;overflow:hidden}
.mh .hd{display:flex;align-items:center;gap:8px;padding:7px 12px;background:var(--hd);font-size:12.5px;font-weight:700}
.mh .hd .mk{flex:1;min-width:0}
.dot{flex:none;width:8px;height:8px;border-radius:50%;background:var(--dot)}
.mh .bd{display:flex;align-items:center;gap:10px;padding:9px 12px 11px}
.mh .bd .l{flex:1;min-width:0}.mh .meta{margin-top:3px}
.sel{flex:none;display:flex;align-items:center;gap:8px;border-radius:999px;padding:6px 6px 6px 12px;background:var(--tint);border:1px solid var(--ac);font-size:13.5px;font-weight:700;white-space:nowrap}
.sel b{background:var(--ac);color:var(--on);border-radius:999px;padding:3px 9px;font-size:14px}
.sel.sq{border-radius:8px}.sel.sq b{border-radius:5px}
.stp{display:flex;gap:10px;border-left:4px solid var(--stripe);border-radius:calc(var(--rad) / 2)}
.stp .no{flex:none;width:20px;height:20px;border-radius:50%;background:var(--hd);color:var(--mute);font-size:11px;font-weight:700;display:flex;align-items:center;justify-content:center;margin-top:1px}
.stp .l{flex:1;min-width:0}
.stp .top2{display:flex;align-items:flex-start;gap:8px}.stp .top2 .nms{flex:1;min-width:0}
.stp .ko{flex:none;text-align:right;font-size:11.5px;color:var(--mute);line-height:1.35}
.grid{display:flex;margin-top:8px;background:var(--bg);border-radius:8px;padding:6px 0}
.grid div{padding:0 10px;min-width:0}.grid div+div{border-left:1px solid var(--line)}
.grid div:first-child{flex:1}
.grid span{display:block;font-size:9.5px;color:var(--mute);text-transform:uppercase;letter-spacing:.6px}
.grid b{display:block;font-size:13.5px;margin-top:2px;white-space:nowrap}
.grid div:first-child b{white-space:normal;font-weight:400;font-size:12.5px}
.grid div:last-child b{color:var(--act)}
.dt{padding:0 12px}
.dt .hd{display:flex;align-items:center;gap:10px;padding:10px 0 8px}
.dt .hd .nm{flex:1;min-width:0}
.dn{flex:none;width:8px;height:8px;border-right:2px solid var(--mute);border-bottom:2px solid var(--mute);transform:rotate(45deg);margin:0 4px 4px 0}
.dt .r{display:flex;justify-content:space-between;gap:12px;padding:6px 0;border-top:1px solid var(--line);font-size:13px}
.dt .r span:first-child{color:var(--mute);flex:none}
.dt .r span:last-child{text-align:right;min-width:0;overflow-wrap:anywhere}
.dt .r.k span:last-child{font-weight:700;color:var(--act);font-size:14.5px}
.dt .r.p span:last-child{font-weight:700}
.sum{margin:8px 10px 0;padding:10px 12px;background:var(--card);border-radius:var(--rad)}
.sum.g{display:grid;grid-template-columns:1fr 1fr;gap:8px 12px}
.sum.g div span{display:block;font-size:11px;color:var(--mute)}.sum.g div b{display:block;font-size:15px;margin-top:2px}
.sum.g .pay b{color:var(--act)}
.sum.r div{display:flex;justify-content:space-between;padding:4px 0;font-size:13.5px}
.sum.r div span:first-child{color:var(--mute)}
.sum.r .pay{font-size:16px;font-weight:700;border-top:1px solid var(--line);margin-top:3px;padding-top:7px}.sum.r .pay span:last-child{color:var(--act)}
.stick{margin-top:12px;padding:10px 14px 12px;background:var(--hd);border-top:1px solid var(--line);display:flex;align-items:flex-end;gap:12px}
.stick .l{flex:1;min-width:0;font-size:12px;color:var(--mute);line-height:1.5}
.stick .l b{color:var(--fg)}
.stick .r{text-align:right}.stick .r span{display:block;font-size:11px;color:var(--mute)}
.stick .r b{display:block;font-size:18px;color:var(--act);white-space:nowrap}
.acts{display:flex;gap:8px;margin:12px 10px 0}
.acts div{flex:1;display:flex;align-items:center;justify-content:center;gap:8px;border:1px solid var(--line);border-radius:10px;padding:10px 0;font-size:13.5px;font-weight:700;background:var(--card)}
.acts div.f{background:var(--ac);border-color:var(--ac);color:var(--on)}
.ish{position:relative;width:14px;height:14px;flex:none}
.ish i{position:absolute;width:5px;height:5px;border-radius:50%;background:currentColor}
.ish i:nth-child(1){right:0;top:0}.ish i:nth-child(2){left:0;top:4.5px}.ish i:nth-child(3){right:0;bottom:0}
.icp{position:relative;width:12px;height:14px;flex:none;border:1.6px solid currentColor;border-radius:2px}
.icp:after{content:'';position:absolute;left:2px;top:-5px;width:8px;height:10px;border-top:1.6px solid currentColor;border-right:1.6px solid currentColor;border-radius:0 2px 0 0}
.code{margin:8px 14px 0;font-size:11.5px;color:var(--mute);text-align:center}
.age{margin:10px 14px 0;font-size:10.5px;color:var(--mute);text-align:center}
.pad{height:14px}
`;

interface Palette {
  bg: string;
  card: string;
  /** Header strips, sticky bar. */
  hd: string;
  fg: string;
  mute: string;
  line: string;
}

const PALETTES: readonly Palette[] = [
  { bg: '#09090b', card: '#161619', hd: '#202024', fg: '#f2f2f4', mute: '#8e9097', line: '#2a2a2f' }, // near-black
  { bg: '#0a1226', card: '#111c37', hd: '#18264a', fg: '#e9eef9', mute: '#8797b6', line: '#22325b' }, // navy
  { bg: '#1a2029', card: '#232b36', hd: '#2c3643', fg: '#e6ebf1', mute: '#8d99a8', line: '#36424f' }, // grey-blue
  { bg: '#06140d', card: '#0f2219', hd: '#163024', fg: '#e3f2e9', mute: '#80a18f', line: '#1f3b2d' }, // dark green
  { bg: '#19110b', card: '#261a12', hd: '#33241a', fg: '#f4ece5', mute: '#a58f7d', line: '#3e2d20' }, // dark brown
];

/** Accent, the text on a fill of it, and a faint tint of it. */
const ACCENTS: ReadonlyArray<readonly [string, string, string]> = [
  ['#ffb020', '#1a1000', 'rgba(255,176,32,.14)'], // amber
  ['#2fd672', '#03140a', 'rgba(47,214,114,.14)'], // green
  ['#ff5b4f', '#ffffff', 'rgba(255,91,79,.15)'], // coral red
  ['#4cc3ff', '#03151f', 'rgba(76,195,255,.14)'], // sky
  ['#a78bfa', '#12062b', 'rgba(167,139,250,.16)'], // violet
  ['#f5e04a', '#181500', 'rgba(245,224,74,.13)'], // yellow
];

const FONTS: readonly string[] = [
  "'Liberation Sans',Arial,sans-serif",
  "Roboto,'Helvetica Neue',Arial,sans-serif",
  "'DejaVu Sans',Verdana,sans-serif",
];

const SPORT_COLOURS: Record<Sport, string> = {
  football: '#2fb65a',
  basketball: '#ff8a1f',
  tennis: '#d4e23a',
};

interface Words {
  titles: readonly string[];
  ticket: string;
  sports: Record<Sport, string>;
  active: string;
  pending: string;
  combo: string;
  single: string;
  legs: string;
  odds: readonly string[];
  stake: readonly string[];
  payout: readonly string[];
  tip: string;
  price: string;
  game: string;
  start: string;
  bet: string;
  share: string;
  copy: string;
  code: string;
  age: string;
}

const WORDS: Record<Lang, Words> = {
  sr: {
    titles: ['Moj tiket', 'Detalji tiketa', 'Tiket'],
    ticket: 'Tiket',
    sports: { football: 'FUDBAL', basketball: 'KOŠARKA', tennis: 'TENIS' },
    active: 'Aktivan',
    pending: 'Na čekanju',
    combo: 'Kombinacija',
    single: 'Singl',
    legs: 'Broj parova',
    odds: ['Ukupna kvota', 'Kvota'],
    stake: ['Uplata', 'Ulog'],
    payout: ['Mogući dobitak', 'Isplata'],
    tip: 'Tip',
    price: 'Kvota',
    game: 'Igra',
    start: 'Početak',
    bet: 'Opklada',
    share: 'Podeli',
    copy: 'Kopiraj',
    code: 'Kod tiketa',
    age: '18+ Igre na sreću nisu za maloletne.',
  },
  hr: {
    titles: ['Moj listić', 'Detalji listića'],
    ticket: 'Listić',
    sports: { football: 'NOGOMET', basketball: 'KOŠARKA', tennis: 'TENIS' },
    active: 'Aktivan',
    pending: 'Na čekanju',
    combo: 'Kombinacija',
    single: 'Singl',
    legs: 'Broj parova',
    odds: ['Ukupni tečaj', 'Tečaj'],
    stake: ['Uplata', 'Ulog'],
    payout: ['Isplata', 'Mogući dobitak'],
    tip: 'Tip',
    price: 'Tečaj',
    game: 'Oklada',
    start: 'Početak',
    bet: 'Oklada',
    share: 'Podijeli',
    copy: 'Kopiraj',
    code: 'Kod listića',
    age: '18+ Igre na sreću nisu za maloljetne.',
  },
  bs: {
    titles: ['Moj tiket', 'Detalji tiketa'],
    ticket: 'Tiket',
    sports: { football: 'FUDBAL', basketball: 'KOŠARKA', tennis: 'TENIS' },
    active: 'Aktivan',
    pending: 'Na čekanju',
    combo: 'Kombinacija',
    single: 'Singl',
    legs: 'Broj parova',
    odds: ['Ukupna kvota', 'Kvota'],
    stake: ['Uplata', 'Ulog'],
    payout: ['Mogući dobitak', 'Isplata'],
    tip: 'Tip',
    price: 'Kvota',
    game: 'Igra',
    start: 'Početak',
    bet: 'Oklada',
    share: 'Podijeli',
    copy: 'Kopiraj',
    code: 'Kod tiketa',
    age: '18+ Igre na sreću nisu za maloljetne.',
  },
};

const UNITS: Record<Currency, readonly string[]> = {
  RSD: ['RSD', 'din.'],
  EUR: ['€', 'EUR'],
  BAM: ['KM', 'BAM'],
};
const BOOKMAKERS: Record<Lang, readonly string[]> = {
  sr: ['Sumrak Bet', 'Kvota Noću'],
  hr: ['Sumrak Bet', 'Večernji Tečaj'],
  bs: ['Sumrak Bet', 'Akšam Tip'],
};

const PROFILE: TicketProfile = {
  lang: 'sr',
  currency: 'RSD',
  fee: false,
  sports: sportMix(7, 2, 1),
  legs: [1, 9],
  bookmakers: BOOKMAKERS.sr,
  ticketId: (rng) =>
    rng.chance(0.5)
      ? `${rng.int(1000, 9999)}-${rng.int(1000, 9999)}-${rng.int(1000, 9999)}`
      : `D${rng.int(100000000, 999999999)}`,
};

type Shape = 'caps' | 'livescore' | 'market' | 'stripe' | 'details';
/** How a card words the pick: a terse code ("KI 1", "X2", "I 1", "V 165,5"), the selection ("1", "Da", "3+",
 * "Više 165,5") or, where the market is printed beside it, over/under lines ("Više 2,5") for goal totals. */
type PickForm = 'code' | 'chip' | 'lines';

interface Ctx {
  lang: Lang;
  words: Words;
  dec: Dec;
  names: NameStyle;
  pick: PickForm;
  ki: boolean;
  /** "Sub, 07.12. 20:45", "07.12. 20:45" or "Sub 07.12. · 20:45". */
  when: 'comma' | 'plain' | 'dot';
  /** (a) code boxes or crest circles; the pill split sideways or stacked. */
  crests: boolean;
  stacked: boolean;
  /** (b) the score placeholder; the pick pill with "Tip " or bare. */
  score: string;
  tipWord: boolean;
  /** (c) square-ish pills; (d) the stripe in the sport's colour or the accent; (e) market and pick in one row. */
  square: boolean;
  sportStripe: boolean;
  merged: boolean;
  /** Base size of the names in px; cards on narrow screens shrink it. */
  nameSize: number;
}

/** A size class for a name so long ones shrink before they wrap, and never need an ellipsis. */
function nameClass(shown: string, roomChars: number): string {
  if (shown.length > roomChars + 5) return 'nm s';
  if (shown.length > roomChars) return 'nm m';
  return 'nm';
}

const shown = (n: string, l: Leg, c: Ctx): string => teamName(n, l, c.names);
const nameDiv = (n: string, l: Leg, c: Ctx, room: number): string => {
  const s = shown(n, l, c);
  return `<div class="${nameClass(s, room)}">${esc(s)}</div>`;
};

function kickoff(l: Leg, c: Ctx): string {
  const day = fmtDate(l.kickoff, 'ddd', c.lang);
  const d = day[0].toLocaleUpperCase('hr') + day.slice(1);
  if (c.when === 'plain') return fmtDate(l.kickoff, 'DD.MM. HH:mm');
  if (c.when === 'dot') return `${d} ${fmtDate(l.kickoff, 'DD.MM.')} · ${fmtDate(l.kickoff, 'HH:mm')}`;
  return `${d}, ${fmtDate(l.kickoff, 'DD.MM. HH:mm')}`;
}

/** "Srbija · Super liga" from "Srbija - Super liga". */
const league = (l: Leg): string => esc(l.league.split(' - ').join(' · '));

/** The pick as this ticket's cards word it; `bare` cards print no market, so they always use codes. */
function pickText(b: Bet, c: Ctx, bare = false): string {
  if (bare || c.pick === 'code') return pickCode(b, c.dec, { ki: c.ki });
  if (c.pick === 'lines' && (b.key === 'ug02' || b.key === 'ug2p' || b.key === 'ug3p'))
    return pickWords(b, c.lang, c.dec, true);
  return pickChip(b, c.dec);
}

/** Three capitals for a club ("CZV", "PAR", "DIN"), from the surname for a player. */
function code3(name: string, sport: Sport): string {
  const words = ascii(name)
    .split(/[\s\-.]+/)
    .filter((w) => /^[A-Za-z]/.test(w));
  if (sport === 'tennis') return (words[words.length - 1] ?? '???').slice(0, 3).toUpperCase();
  const core = words.filter(
    (w) => !/^(FK|NK|KK|HNK|GNK|FC|AC|SC|OFK|IMT|TSC|AFC|SSC|RB|VfB|VfL|BC)$/.test(w),
  );
  const use = core.length ? core : words;
  const s =
    use.length > 1 && use[0].length < 8 ? use[0][0] + use[1].slice(0, 2) : (use[0] ?? '???').slice(0, 3);
  return s.toUpperCase();
}

/** Two letters for a crest circle. */
function initials(name: string): string {
  const words = name.split(/[\s\-.]+/).filter((w) => /^\p{L}/u.test(w));
  const s = words.length > 1 ? words[0][0] + words[1][0] : (words[0] ?? '?').slice(0, 2);
  return s.toLocaleUpperCase('hr');
}

function hue(name: string): number {
  let h = 11;
  for (const ch of name) h = (h * 41 + ch.charCodeAt(0)) % 360;
  return h;
}

function capsCard(l: Leg, c: Ctx): string {
  const side = (n: string): string => {
    const badge = c.crests
      ? `<span class="cr" style="background:hsl(${hue(n)},45%,34%)">${esc(initials(n))}</span>`
      : `<span class="c3">${esc(code3(n, l.sport))}</span>`;
    return `<div class="tr">${badge}${nameDiv(n, l, c, 15)}</div>`;
  };
  return `<div class="card caps"><div class="l">
${side(l.home)}${side(l.away)}
<div class="meta">${kickoff(l, c)} · ${league(l)}</div></div>
<div class="split${c.stacked ? ' v' : ''}"><span>${esc(pickText(l.bet, c, true))}</span><b>${odds(l.odds, c.dec)}</b></div></div>`;
}

function livescoreCard(l: Leg, c: Ctx): string {
  const row = (n: string): string =>
    `<div class="rw">${nameDiv(n, l, c, 26)}<span class="sc">${c.score}</span></div>`;
  const pick = esc(pickText(l.bet, c));
  return `<div class="card ls">
<div class="hd"><b>${c.words.sports[l.sport]}</b> · ${league(l)} · ${kickoff(l, c)}</div>
${row(l.home)}${row(l.away)}
<div class="ft"><span class="mk">${esc(marketName(l.bet, c.lang))}</span><span class="pl${c.square ? ' q' : ''}">${c.tipWord ? `${c.words.tip} ` : ''}${pick}</span><span class="pl o${c.square ? ' q' : ''}">${odds(l.odds, c.dec)}</span></div></div>`;
}

function marketCard(l: Leg, c: Ctx): string {
  const home = shown(l.home, l, c);
  const away = shown(l.away, l, c);
  const match = `<span class="tn">${esc(home)}</span> - <span class="tn">${esc(away)}</span>`;
  return `<div class="card mh">
<div class="hd"><span class="mk">${esc(marketName(l.bet, c.lang))}</span><span class="dot"></span></div>
<div class="bd"><div class="l"><div class="${nameClass(home + away, 22)}">${match}</div>
<div class="meta">${kickoff(l, c)} · ${league(l)}</div></div>
<span class="sel${c.square ? ' sq' : ''}">${esc(pickText(l.bet, c))}<b>${odds(l.odds, c.dec)}</b></span></div></div>`;
}

function stripeCard(l: Leg, i: number, c: Ctx): string {
  const stripe = c.sportStripe ? SPORT_COLOURS[l.sport] : 'var(--ac)';
  const time = fmtDate(l.kickoff, 'HH:mm');
  const day = fmtDate(l.kickoff, 'DD.MM.');
  return `<div class="card stp" style="--stripe:${stripe}"><span class="no">${i + 1}</span><div class="l">
<div class="top2"><div class="nms">${nameDiv(l.home, l, c, 20)}${nameDiv(l.away, l, c, 20)}</div><div class="ko">${day}<br>${time}</div></div>
<div class="meta">${league(l)}</div>
<div class="grid"><div><span>${c.words.game}</span><b>${esc(marketName(l.bet, c.lang))}</b></div><div><span>${c.words.tip}</span><b>${esc(pickText(l.bet, c))}</b></div><div><span>${c.words.price}</span><b>${odds(l.odds, c.dec)}</b></div></div>
</div></div>`;
}

function detailsCard(l: Leg, c: Ctx): string {
  const home = shown(l.home, l, c);
  const away = shown(l.away, l, c);
  const r = (k: string, v: string, cls = ''): string =>
    `<div class="r${cls ? ` ${cls}` : ''}"><span>${k}</span><span>${v}</span></div>`;
  const bet = c.merged
    ? r(c.words.bet, esc(pickWords(l.bet, c.lang, c.dec)), 'p')
    : r(c.words.game, esc(marketName(l.bet, c.lang))) + r(c.words.tip, esc(pickText(l.bet, c)), 'p');
  return `<div class="card dt">
<div class="hd"><div class="${nameClass(home + away, 24)}"><span class="tn">${esc(home)}</span> – <span class="tn">${esc(away)}</span></div><span class="dn"></span></div>
${r(c.words.start, `${kickoff(l, c)}`)}${r(c.words.sports[l.sport].charAt(0) + c.words.sports[l.sport].slice(1).toLowerCase(), league(l))}${bet}${r(c.words.price, odds(l.odds, c.dec), 'k')}</div>`;
}

/** "5 parova", "3 para", "1 par". */
function pairs(n: number): string {
  if (n % 10 === 1 && n % 100 !== 11) return `${n} par`;
  if (n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14)) return `${n} para`;
  return `${n} parova`;
}

function statusBar(t: Ticket, rng: Rng): string {
  const clock = `${String(t.printedAt.h).padStart(2, '0')}:${String(Math.min(59, t.printedAt.mi + rng.int(1, 9))).padStart(2, '0')}`;
  const sig = [3, 5, 7, 10]
    .map((h, i) => `<i style="height:${h}px${i === 3 && rng.chance(0.5) ? ';opacity:.35' : ''}"></i>`)
    .join('');
  return `<div class="sb"><span>${clock}</span><span class="ic"><span class="sig">${sig}</span><span class="bat"><i style="width:${rng.int(20, 95)}%"></i></span></span></div>`;
}

function render(t: Ticket, width: number, rng: Rng): string {
  const lang = drawLang(rng);
  // The truth is written from `t` after rendering: a ticket of the drawn language replaces the Serbian one here,
  // so the printed and the recorded ticket stay the same.
  if (lang !== t.lang) redrawTicket(t, rng, { ...PROFILE, lang, bookmakers: BOOKMAKERS[lang] });
  const words = WORDS[lang];
  const palette = rng.pick(PALETTES);
  const [accent, onAccent, tint] = rng.pick(ACCENTS);
  const shape = rng.pick<Shape>(['caps', 'livescore', 'market', 'stripe', 'details']);
  const dec: Dec = rng.chance(lang === 'hr' ? 0.75 : 0.6) ? ',' : '.';
  const sep = dec === ',' ? rng.pick(['.', '']) : rng.chance(0.3) ? ',' : '';
  const dpr3 = rng.chance(0.35);
  const ctx: Ctx = {
    lang,
    words,
    dec,
    names: {
      shortPlayers: rng.chance(0.5),
      caps: shape === 'caps' || (shape === 'livescore' && rng.chance(0.3)),
    },
    pick: rng.weighted<PickForm>([
      ['code', 3],
      ['chip', 4],
      ['lines', 2],
    ]),
    ki: rng.chance(0.4),
    when: rng.pick(['comma', 'plain', 'dot'] as const),
    crests: rng.chance(0.4),
    stacked: rng.chance(0.35),
    score: rng.pick(['-', '0']),
    tipWord: rng.chance(0.6),
    square: rng.chance(0.4),
    sportStripe: rng.chance(0.5),
    merged: rng.chance(0.35),
    nameSize: width < 385 ? 14.5 : 15.5,
  };

  const unit = rng.pick(UNITS[t.currency]);
  const unitFirst = unit === '€' && rng.chance(0.3);
  const money = (x: number): string => (unitFirst ? `€${num(x, dec, sep)}` : `${num(x, dec, sep)} ${unit}`);
  const oddsLabel = rng.pick(words.odds);
  const stakeLabel = rng.pick(words.stake);
  const payLabel = rng.pick(words.payout);
  const place = rng.pick(['top', 'bottom', 'sticky'] as const);
  const pending = rng.chance(0.3);
  const showStatus = rng.chance(0.65);
  const status = statusBar(t, rng);
  const title = rng.pick(words.titles);
  const closeIcon = rng.chance(0.35);
  const combo = rng.chance(0.6);
  const comboFlat = rng.chance(0.5);
  const acts = rng.chance(0.55);
  const actsFilled = rng.chance(0.5);
  const codeLine = rng.chance(0.3);
  const age = rng.chance(0.4);
  const radius = rng.pick([8, 12, 14]);
  const font = rng.pick(FONTS);

  const legs =
    shape === 'caps'
      ? t.legs.map((l) => capsCard(l, ctx))
      : shape === 'livescore'
        ? t.legs.map((l) => livescoreCard(l, ctx))
        : shape === 'market'
          ? t.legs.map((l) => marketCard(l, ctx))
          : shape === 'stripe'
            ? t.legs.map((l, i) => stripeCard(l, i, ctx))
            : t.legs.map((l) => detailsCard(l, ctx));

  const cells: [string, string, string][] = [
    [words.legs, String(t.legs.length), ''],
    [oddsLabel, odds(t.totalOdds, dec), ''],
    [stakeLabel, money(t.stake), ''],
    [payLabel, money(t.payout), 'pay'],
  ];
  let summary: string;
  if (place === 'sticky')
    summary = `<div class="stick"><div class="l">${words.legs}: <b>${t.legs.length}</b><br>${oddsLabel}: <b>${odds(t.totalOdds, dec)}</b><br>${stakeLabel}: <b>${money(t.stake)}</b></div><div class="r"><span>${payLabel}</span><b>${money(t.payout)}</b></div></div>`;
  else if (place === 'top')
    summary = `<div class="sum g">${cells.map(([k, v, cl]) => `<div${cl ? ` class="${cl}"` : ''}><span>${k}</span><b>${v}</b></div>`).join('')}</div>`;
  else
    summary = `<div class="sum r">${cells.map(([k, v, cl]) => `<div${cl ? ` class="${cl}"` : ''}><span>${k}</span><span>${v}</span></div>`).join('')}</div>`;

  const comboRow = combo
    ? `<div class="cmb${comboFlat ? ' flat' : ''}"><b>${t.legs.length > 1 ? words.combo : words.single}</b><span>${pairs(t.legs.length)}</span><span class="sp"></span><span>${fmtDate(t.printedAt, 'DD.MM.YYYY. HH:mm')}</span></div>`
    : '';
  const actions = acts
    ? `<div class="acts"><div${actsFilled ? ' class="f"' : ''}><span class="ish"><i></i><i></i><i></i></span>${words.share}</div><div><span class="icp"></span>${words.copy}</div></div>`
    : '';
  const vars = [
    ...Object.entries(palette).map(([k, v]) => `--${k}:${v}`),
    `--ac:${accent}`,
    `--on:${onAccent}`,
    `--tint:${tint}`,
    `--act:${accent}`,
    `--dot:${pending ? '#f5a524' : '#3ddc84'}`,
    `--font:${font}`,
    `--rad:${radius}px`,
    `--nf:${ctx.nameSize}px`,
    `width:${width}px`,
    dpr3 ? 'zoom:1.5' : '',
  ]
    .filter(Boolean)
    .join(';');
  const id = esc(t.ticketId);
  const body = `<div id="ticket" style="${vars}">
${showStatus ? status : ''}
<div class="top"><span class="${closeIcon ? 'x' : 'chv'}"></span><span class="tt"><b>${title}</b><span>${words.ticket} #${id} · ${esc(t.bookmaker)}</span></span><span class="bdg${rng.chance(0.5) ? ' sq' : ''}">${pending ? words.pending : words.active}</span></div>
${comboRow}
${place === 'top' ? summary : ''}
${legs.join('\n')}
${place === 'bottom' ? summary : ''}
${actions}
${codeLine ? `<div class="code">${words.code}: ${id}</div>` : ''}
${age ? `<div class="age">${words.age}</div>` : ''}
${place === 'sticky' ? summary : '<div class="pad"></div>'}
</div>`;
  return page(css, body);
}

export const appCardsDusk: Layout = {
  name: 'app-cards-dusk',
  medium: 'screen',
  width: [360, 430],
  scale: 2,
  profile: PROFILE,
  render,
};
