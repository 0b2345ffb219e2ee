// A phone bookmaker app's COMPACT list of a placed ticket's legs in a dark "ink" theme, as Balkan apps show a
// ticket under "Moji tiketi": one dense row per leg, drawn unlike app-compact-rows and app-compact-slate. Each
// ticket picks (its rng) one row shape for all its legs:
//   (a) tile: a narrow left column with the kickoff ("20:45" over "07.12.") or the leg number, "HOME" over "AWAY"
//       in capitals in one cell with the league in tiny grey text under them, and on the far right a square tile
//       holding the pick as a short coloured code ("1", "X2", "UG 3+") with the odds under it;
//   (b) columns: a header row of column labels in small caps ("Par | Rez. | Tip | Kvota", hr "Događaj | Tečaj"),
//       a status dot per row, home over away with "20:45 · league" under them, an optional result column "-:-"
//       (never truth), the pick code in the accent and the odds in their own columns (the odds first sometimes);
//   (c) line: a leg number or a sport icon on the left, "Home - Away" on one line (shrunk to fit, or wrapped
//       after the dash) with "07.12. 20:45 · league" under it, then the odds and, at the far right, the pick code
//       in the accent inside a small outlined square.
// Per ticket: palette (ink black, blue-black, green-black, plum-black, warm black), one accent that colours the
// pick only (and the active nav item), rows alternating two near-black shades without separators or hairlines
// between them, legs grouped under date rows ("Subota 07.12.") sometimes, 10 or 11 px secondary text, comma or
// dot decimals, a status bar, the top bar with the ticket id and an "Aktivan" badge, a summary strip of four
// cells (label over value) or four label/value lines, a floating "Kopiraj tiket" button over the bottom right of
// the list, a bottom navigation bar, and device pixel ratio 2 or 3 (the page zoomed 1.5× on the ratio-2
// renderer). Names are never cut with an ellipsis: they shrink, then wrap.
//
// Language: the profile is Serbian (RSD); `render` re-draws the ticket for a Croatian (EUR, "Tečaj", "Listić")
// or Bosnian (KM) screen with redrawTicket, and the generator writes the truth from that same ticket object. The
// legs keep their kickoff order (date groups follow it).
import type { Rng } from '../../../rng';
import type { Lang, Sport } from '../../teams';
import { esc, fmtDate, num, odds, pickCode, teamName, type Dec } from '../../text';
import { weekday, type Leg, type Ticket, type TicketProfile } from '../../ticket';
import { drawLang, redrawTicket, sportMix } from '../parts';
import { page, ticketIds, type Layout } from '../types';

const css = `
#ticket{background:var(--bg);color:var(--fg);font:14px/1.3 var(--font);position:relative}
.sb{display:flex;justify-content:space-between;align-items:center;padding:5px 14px 3px;font-size:12px;font-weight:bold}
.sb i{display:inline-block;width:20px;height:9px;border:1.5px solid var(--fg);border-radius:2px;margin-left:6px;position:relative}
.sb i::after{content:'';position:absolute;left:1px;top:1px;bottom:1px;width:60%;background:var(--fg)}
.sb em{display:inline-block;width:3px;margin-left:2px;background:var(--fg);vertical-align:bottom}
.tb{display:flex;align-items:center;gap:10px;padding:9px 12px}
.tb .bk{font-size:22px;line-height:1;color:var(--mute)}.tb .tt{flex:1;font-size:17px;font-weight:bold}
.tb svg{flex:none}
.meta{display:flex;align-items:center;gap:8px;padding:8px 12px;background:var(--r2);font-size:12px;color:var(--mute)}
.meta b{color:var(--fg);font-size:13px;white-space:nowrap}.meta .sp{flex:1}.meta .d{white-space:nowrap}
.meta .id{flex:1;min-width:0}.meta .id span{display:block;margin-top:2px}
.bdg{font-size:10px;font-weight:bold;text-transform:uppercase;letter-spacing:.5px;padding:2px 6px;border-radius:3px;border:1px solid #3ddc84;color:#3ddc84}
.bdg.w{border-color:#f5a524;color:#f5a524}
.list{margin-top:6px}
.dr{padding:9px 12px 4px;font-size:var(--sfs);font-weight:bold;color:var(--mute);text-transform:uppercase;letter-spacing:.6px}
.hd{display:flex;align-items:center;gap:8px;padding:5px 12px;font-size:10px;color:var(--mute);font-variant:small-caps;text-transform:lowercase;letter-spacing:.7px;border-bottom:1px solid var(--line)}
.r{display:flex;align-items:center;gap:8px;padding:7px 12px;background:var(--r1)}
.zebra .r:nth-child(even of .r){background:var(--r2)}
.lines .r+.r{border-top:1px solid var(--line)}
.fabpad .r:last-child{padding-bottom:24px}
.lc{flex:none;width:38px;text-align:center;font-size:var(--sfs);color:var(--mute);line-height:1.3}
.lc b{display:block;font-size:13px;color:var(--fg)}
.no{flex:none;width:22px;height:22px;border-radius:50%;background:var(--chip);color:var(--mute);font-size:11px;font-weight:bold;display:flex;align-items:center;justify-content:center}
.no.sq{border-radius:4px}
.ic{flex:none;width:22px;display:flex;justify-content:center}
.dot{flex:none;width:7px;height:7px;border-radius:50%;background:var(--dot)}
.m{flex:1;min-width:0}
.n{font-weight:bold;font-size:var(--nfs);white-space:nowrap;overflow:hidden;line-height:1.25}
.n.wrap{white-space:normal;overflow:visible}
.n.wrap .a{display:block}
.n.cap{text-transform:uppercase;letter-spacing:.2px}
.s{font-size:var(--sfs);color:var(--mute);margin-top:2px}
.tile{flex:none;min-width:var(--tipw);padding:5px 6px;border-radius:6px;background:var(--chip);text-align:center;line-height:1.2}
.tile.o{background:none;border:1px solid var(--line2)}
.tile b{display:block;font-size:15px;color:var(--ac);white-space:nowrap}
.tile span{font-size:12px;white-space:nowrap}
.c{flex:none;text-align:center;white-space:nowrap}
.c.res{width:30px;color:var(--mute);font-size:12px}
.c.tip{width:var(--tipw);color:var(--ac);font-weight:bold}
.c.kv{width:44px;font-weight:bold;text-align:right}
.hd .c{font-weight:normal;color:var(--mute);font-size:10px}
.hd .dot{visibility:hidden}
.od{flex:none;font-weight:bold;font-size:15px;white-space:nowrap}
.pk{flex:none;min-width:var(--tipw);height:28px;padding:0 5px;border:1.5px solid var(--ac);border-radius:5px;color:var(--ac);font-weight:bold;font-size:13px;display:flex;align-items:center;justify-content:center;white-space:nowrap}
.fab{position:relative;height:0}
.fab span{position:absolute;right:12px;top:-20px;display:inline-flex;align-items:center;gap:6px;background:var(--ac);color:var(--on);font-size:12px;font-weight:bold;border-radius:999px;padding:7px 13px;box-shadow:0 4px 12px rgba(0,0,0,.6)}
.fab i{width:10px;height:11px;border:1.5px solid var(--on);border-radius:2px;box-shadow:2px -2px 0 -0.5px var(--ac),2px -2px 0 1px var(--on)}
.sum{margin-top:12px;background:var(--r2);border-top:1px solid var(--line2)}
.sum.cells{display:grid;grid-template-columns:repeat(4,auto)}
.sum.cells div{padding:8px 4px 9px;text-align:center;font-size:var(--sfs);color:var(--mute)}
.sum.cells div+div{border-left:1px solid var(--line)}
.sum.cells b{display:block;font-size:13px;color:var(--fg);margin-top:2px;white-space:nowrap}
.sum.rows{padding:6px 14px 8px}
.sum.rows div{display:flex;justify-content:space-between;padding:3px 0;font-size:13px;color:var(--mute)}
.sum.rows b{color:var(--fg)}
.sum .pay b{color:var(--ac)}
.age{padding:8px 14px;font-size:10px;color:var(--mute)}
.nav{display:flex;justify-content:space-around;background:var(--bar);border-top:1px solid var(--line);padding:7px 0 9px}
.nav div{display:flex;flex-direction:column;align-items:center;gap:3px;font-size:10px;color:var(--mute);min-width:54px}
.nav .on{color:var(--ac);font-weight:bold}
`;

/** Shrinks names (each one-line cell) to fit; still too long at the smallest size, they wrap. */
const FIT_SCRIPT = `<script>
document.querySelectorAll('.n').forEach(function (e) {
  var size = parseFloat(getComputedStyle(e).fontSize);
  var min = parseFloat(e.dataset.min || '11');
  while (e.scrollWidth > e.clientWidth && size > min) { size -= 0.5; e.style.fontSize = size + 'px'; }
  if (e.scrollWidth > e.clientWidth) e.classList.add('wrap');
});
</script>`;

interface Palette {
  bg: string;
  /** The two row shades (zebra), r2 also for the meta and summary strips. */
  r1: string;
  r2: string;
  chip: string;
  bar: string;
  fg: string;
  mute: string;
  line: string;
  line2: string;
}

const PALETTES: readonly Palette[] = [
  // ink black
  {
    bg: '#09090b',
    r1: '#0f0f12',
    r2: '#16161a',
    chip: '#1f1f25',
    bar: '#121215',
    fg: '#f1f1f3',
    mute: '#80808a',
    line: '#222228',
    line2: '#2d2d35',
  },
  // blue-black
  {
    bg: '#070b13',
    r1: '#0c121e',
    r2: '#111929',
    chip: '#1a2438',
    bar: '#0e1522',
    fg: '#e6ecf7',
    mute: '#7282a0',
    line: '#1b2538',
    line2: '#26324a',
  },
  // green-black
  {
    bg: '#060c09',
    r1: '#0b130f',
    r2: '#101a15',
    chip: '#19261f',
    bar: '#0d1612',
    fg: '#e7f1eb',
    mute: '#70877a',
    line: '#1a271f',
    line2: '#24352b',
  },
  // plum-black
  {
    bg: '#0d0911',
    r1: '#130e18',
    r2: '#191320',
    chip: '#251c2e',
    bar: '#15101b',
    fg: '#efe9f5',
    mute: '#857a96',
    line: '#251d2e',
    line2: '#31273c',
  },
  // warm black
  {
    bg: '#0e0c0a',
    r1: '#15120f',
    r2: '#1b1814',
    chip: '#27221c',
    bar: '#17140f',
    fg: '#f2eee8',
    mute: '#8a8176',
    line: '#29241e',
    line2: '#353027',
  },
];

/** Accent and the text colour on a fill of it. */
const ACCENTS: ReadonlyArray<readonly [string, string]> = [
  ['#ffd400', '#1a1500'], // yellow
  ['#ff6a3d', '#1f0800'], // red-orange
  ['#2ee86f', '#001a09'], // green
  ['#2ec5f5', '#001620'], // cyan
  ['#c6f432', '#141c00'], // lime
  ['#ff5fa8', '#22000f'], // magenta
];

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
  ticket: string;
  active: string;
  pending: string;
  /** Column labels: the match, the result, the pick and the odds. */
  cols: readonly [string, string, string, string];
  labels: readonly Labels[];
  units: readonly string[];
  copy: string;
  days: readonly string[];
  nav: readonly [string, string, string, string];
  bookmakers: readonly string[];
  ticketId: (rng: Rng) => string;
}

const WORDS: Record<Lang, Words> = {
  sr: {
    titles: ['Moj tiket', 'Detalji tiketa', 'Moji tiketi'],
    ticket: 'Tiket',
    active: 'Aktivan',
    pending: 'Na čekanju',
    cols: ['Par', 'Rez.', 'Tip', 'Kvota'],
    labels: [
      { legs: 'Broj parova', odds: 'Ukupna kvota', stake: 'Uplata', payout: 'Mogući dobitak' },
      { legs: 'Parova', odds: 'Kvota', stake: 'Ulog', payout: 'Dobitak' },
    ],
    units: ['RSD', 'din'],
    copy: 'Kopiraj tiket',
    days: ['Nedelja', 'Ponedeljak', 'Utorak', 'Sreda', 'Četvrtak', 'Petak', 'Subota'],
    nav: ['Početna', 'Uživo', 'Tiketi', 'Profil'],
    bookmakers: ['Tinta Bet', 'Ponoć Kvota'],
    ticketId: (rng) => ticketIds.long(rng),
  },
  hr: {
    titles: ['Moj listić', 'Detalji listića', 'Moji listići'],
    ticket: 'Listić',
    active: 'Aktivan',
    pending: 'Na čekanju',
    cols: ['Događaj', 'Rez.', 'Tip', 'Tečaj'],
    labels: [
      { legs: 'Broj parova', odds: 'Ukupni tečaj', stake: 'Uplata', payout: 'Isplata' },
      { legs: 'Događaja', odds: 'Tečaj', stake: 'Uplata', payout: 'Mogući dobitak' },
    ],
    units: ['€', 'EUR'],
    copy: 'Kopiraj listić',
    days: ['Nedjelja', 'Ponedjeljak', 'Utorak', 'Srijeda', 'Četvrtak', 'Petak', 'Subota'],
    nav: ['Početna', 'Uživo', 'Listići', 'Profil'],
    bookmakers: ['Tinta Tečaj', 'Noćni Listić'],
    ticketId: (rng) => ticketIds.hex(rng),
  },
  bs: {
    titles: ['Moj tiket', 'Moji tiketi'],
    ticket: 'Tiket',
    active: 'Aktivan',
    pending: 'Na čekanju',
    cols: ['Par', 'Rez.', 'Tip', 'Kvota'],
    labels: [
      { legs: 'Broj parova', odds: 'Ukupna kvota', stake: 'Uplata', payout: 'Mogući dobitak' },
      { legs: 'Parova', odds: 'Kvota', stake: 'Uplata', payout: 'Isplata' },
    ],
    units: ['KM'],
    copy: 'Kopiraj tiket',
    days: ['Nedjelja', 'Ponedjeljak', 'Utorak', 'Srijeda', 'Četvrtak', 'Petak', 'Subota'],
    nav: ['Početna', 'Uživo', 'Tiketi', 'Profil'],
    bookmakers: ['Mastilo Bet', 'Ponoć Tip'],
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

/** Small line-drawn sport glyphs (no text) in the grey. */
function sportIcon(sport: Sport, color: string): string {
  const body =
    sport === 'football'
      ? `<circle cx="8" cy="8" r="6.5"/><path d="M8 5l2.6 1.9-1 3h-3.2l-1-3z" fill="${color}"/>`
      : sport === 'basketball'
        ? `<circle cx="8" cy="8" r="6.5"/><path d="M1.5 8h13M8 1.5v13M3.5 3.5a7 7 0 0 1 0 9M12.5 3.5a7 7 0 0 0 0 9"/>`
        : `<circle cx="8" cy="8" r="6.5"/><path d="M3 3.5a6.5 6.5 0 0 1 0 9M13 3.5a6.5 6.5 0 0 0 0 9"/>`;
  return `<svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="${color}" stroke-width="1.3">${body}</svg>`;
}

/** A stroked 24×24 icon in `color` (currentColor by default, so the nav items take their text colour). */
const line = (body: string, color = 'currentColor', size = 20): string =>
  `<svg width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="${color}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`;

const SHARE = `<circle cx="18" cy="5" r="2.5"/><circle cx="6" cy="12" r="2.5"/><circle cx="18" cy="19" r="2.5"/><path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4"/>`;

/** Home, live, tickets and profile glyphs of the bottom navigation. */
const NAV_ICONS = [
  line(`<path d="M3 11l9-7 9 7v9h-6v-6H9v6H3z"/>`),
  line(`<circle cx="12" cy="12" r="8.5"/><path d="M10 8.5l5 3.5-5 3.5z"/>`),
  line(`<path d="M4 5h16v4a3 3 0 0 0 0 6v4H4v-4a3 3 0 0 0 0-6z"/><path d="M10 9h4M10 13h4"/>`),
  line(`<circle cx="12" cy="8" r="4"/><path d="M4 21c1-4.5 4.5-6.5 8-6.5s7 2 8 6.5"/>`),
];

type Shape = 'tile' | 'columns' | 'line';

/** Width of the pick tile, square or column by the longest code on the ticket: [up to N characters, px]. */
const PICK_WIDTHS: Record<Shape, ReadonlyArray<readonly [number, number]>> = {
  tile: [
    [3, 52],
    [5, 62],
    [99, 76],
  ],
  line: [
    [2, 36],
    [5, 52],
    [99, 66],
  ],
  columns: [
    [4, 40],
    [5, 50],
    [99, 62],
  ],
};

interface Ctx {
  words: Words;
  dec: Dec;
  shape: Shape;
  /** Legs grouped under date rows: the rows then show the time only. */
  dateRows: boolean;
  /** Left column: the kickoff, the leg number (round or square) or a sport icon. */
  left: 'time' | 'num' | 'sq' | 'icon';
  tileOutline: boolean;
  oddsFirst: boolean;
  result: boolean;
  ki: boolean;
  shortPlayers: boolean;
  mute: string;
}

function names(l: Leg, c: Ctx): string {
  const style = { shortPlayers: c.shortPlayers };
  const home = esc(teamName(l.home, l, style));
  const away = esc(teamName(l.away, l, style));
  if (c.shape === 'line')
    return `<div class="n" data-min="12">${home} - <span class="a">${away}</span></div>`;
  const cls = c.shape === 'tile' ? 'n cap' : 'n';
  return `<div class="${cls}">${home}</div><div class="${cls}">${away}</div>`;
}

function leftCell(l: Leg, i: number, c: Ctx): string {
  switch (c.left) {
    case 'time':
      return c.dateRows
        ? `<span class="lc"><b>${fmtDate(l.kickoff, 'HH:mm')}</b></span>`
        : `<span class="lc"><b>${fmtDate(l.kickoff, 'HH:mm')}</b>${fmtDate(l.kickoff, 'DD.MM.')}</span>`;
    case 'num':
    case 'sq':
      return `<span class="no${c.left === 'sq' ? ' sq' : ''}">${i + 1}</span>`;
    case 'icon':
      return `<span class="ic">${sportIcon(l.sport, c.mute)}</span>`;
  }
}

/** "07.12. 20:45 · league", only the time when a date row names the day. */
function when(l: Leg, c: Ctx): string {
  return c.dateRows ? fmtDate(l.kickoff, 'HH:mm') : fmtDate(l.kickoff, 'DD.MM. HH:mm');
}

function legRow(l: Leg, i: number, c: Ctx): string {
  const code = esc(pickCode(l.bet, c.dec, { ki: c.ki }));
  const o = odds(l.odds, c.dec);
  switch (c.shape) {
    case 'tile': {
      const sub = c.left === 'time' ? esc(l.league) : `${when(l, c)} · ${esc(l.league)}`;
      return `<div class="r">${leftCell(l, i, c)}<div class="m">${names(l, c)}<div class="s">${sub}</div></div><div class="tile${c.tileOutline ? ' o' : ''}"><b>${code}</b><span>${o}</span></div></div>`;
    }
    case 'columns': {
      const cells = c.oddsFirst
        ? `<span class="c kv">${o}</span><span class="c tip">${code}</span>`
        : `<span class="c tip">${code}</span><span class="c kv">${o}</span>`;
      return `<div class="r"><span class="dot"></span><div class="m">${names(l, c)}<div class="s">${when(l, c)} · ${esc(l.league)}</div></div>${c.result ? '<span class="c res">-:-</span>' : ''}${cells}</div>`;
    }
    case 'line':
      return `<div class="r">${leftCell(l, i, c)}<div class="m">${names(l, c)}<div class="s">${when(l, c)} · ${esc(l.league)}</div></div><span class="od">${o}</span><span class="pk">${code}</span></div>`;
  }
}

/** The header row of column labels over the `columns` rows. */
function headerRow(c: Ctx): string {
  const [match, res, tip, kv] = c.words.cols;
  const cells = c.oddsFirst
    ? `<span class="c kv">${kv}</span><span class="c tip">${tip}</span>`
    : `<span class="c tip">${tip}</span><span class="c kv">${kv}</span>`;
  return `<div class="hd"><span class="dot"></span><span class="m">${match}</span>${c.result ? `<span class="c res">${res}</span>` : ''}${cells}</div>`;
}

function dateLabel(l: Leg, w: Words): string {
  return `${w.days[weekday(l.kickoff)]} ${fmtDate(l.kickoff, 'DD.MM.')}`;
}

function render(t: Ticket, width: number, rng: Rng): string {
  const lang = drawLang(rng);
  // The truth is written from `t` after rendering: a ticket of the drawn language replaces the Serbian one here,
  // so the printed and the recorded ticket stay the same.
  if (lang !== t.lang)
    redrawTicket(t, rng, {
      ...PROFILE,
      lang,
      bookmakers: WORDS[lang].bookmakers,
      ticketId: WORDS[lang].ticketId,
    });
  const words = WORDS[lang];
  const palette = rng.pick(PALETTES);
  const [accent, onAccent] = rng.pick(ACCENTS);
  const shape = rng.pick<Shape>(['tile', 'columns', 'line']);
  const dec: Dec = rng.chance(lang === 'hr' ? 0.75 : 0.65) ? ',' : '.';
  const sep = dec === ',' ? rng.pick(['.', '']) : rng.chance(0.3) ? ',' : '';
  const ctx: Ctx = {
    words,
    dec,
    shape,
    dateRows: rng.chance(0.4),
    left:
      shape === 'tile'
        ? rng.weighted<Ctx['left']>([
            ['time', 3],
            ['num', 1],
            ['sq', 1],
          ])
        : rng.pick<Ctx['left']>(['num', 'sq', 'icon']),
    tileOutline: rng.chance(0.35),
    oddsFirst: rng.chance(0.4),
    result: rng.chance(0.5) && width >= 375,
    ki: shape === 'columns' && rng.chance(0.3),
    shortPlayers: rng.chance(0.6),
    mute: palette.mute,
  };
  const zebra = rng.chance(0.6);
  const secondary = rng.pick([10, 11]);
  const nameSize = shape === 'tile' ? rng.pick([13, 14]) : rng.pick([14, 15]);
  const dpr3 = rng.chance(0.4);
  const pending = rng.chance(0.3);
  const fab = rng.chance(0.35);
  // The pick column (or the pick squares) as wide as the ticket's longest code, so the odds stay aligned.
  const longest = Math.max(...t.legs.map((l) => pickCode(l.bet, dec, { ki: ctx.ki }).length));
  const tipWidth = (PICK_WIDTHS[shape].find(([n]) => longest <= n) ?? [0, 76])[1];

  let day = '';
  const rows = t.legs
    .map((l, i) => {
      const label = dateLabel(l, words);
      const head = ctx.dateRows && label !== day ? `<div class="dr">${label}</div>` : '';
      day = label;
      return head + legRow(l, i, ctx);
    })
    .join('\n');

  const unit = rng.pick(words.units);
  const unitFirst = unit === '€' && rng.chance(0.3);
  const money = (x: number): string => (unitFirst ? `€${num(x, dec, sep)}` : `${num(x, dec, sep)} ${unit}`);
  const labels = rng.pick(words.labels);
  const cells: [string, string, string][] = [
    [labels.legs, String(t.legs.length), ''],
    [labels.odds, odds(t.totalOdds, dec), ''],
    [labels.stake, money(t.stake), ''],
    [labels.payout, money(t.payout), 'pay'],
  ];
  const summary = rng.chance(0.6)
    ? `<div class="sum cells">${cells.map(([k, v, cl]) => `<div${cl ? ` class="${cl}"` : ''}>${k}<b>${v}</b></div>`).join('')}</div>`
    : `<div class="sum rows">${cells.map(([k, v, cl]) => `<div${cl ? ` class="${cl}"` : ''}><span>${k}</span><b>${v}</b></div>`).join('')}</div>`;

  const status = rng.chance(0.5)
    ? `<div class="sb"><span>${fmtDate(t.printedAt, 'HH:mm')}</span><span><em style="height:5px"></em><em style="height:7px"></em><em style="height:9px"></em><em style="height:11px"></em><i></i></span></div>`
    : '';
  const title = rng.pick(words.titles);
  const printed = fmtDate(t.printedAt, rng.pick(['DD.MM.YYYY. HH:mm', 'DD.MM. HH:mm']));
  const badge = `<span class="bdg${pending ? ' w' : ''}">${pending ? words.pending : words.active}</span>`;
  const idText = `${words.ticket} #${esc(t.ticketId)}`;
  // The date beside the id when both fit on the line, otherwise (or on some apps) under it.
  const stacked = idText.length + printed.length > 26 || rng.chance(0.4);
  const meta = stacked
    ? `<div class="meta"><span class="id"><b>${idText}</b><span>${printed}</span></span>${badge}</div>`
    : `<div class="meta"><b>${idText}</b><span class="sp"></span><span class="d">${printed}</span>${badge}</div>`;
  const nav = rng.chance(0.45)
    ? `<div class="nav">${words.nav.map((w, i) => `<div${i === 2 ? ' class="on"' : ''}>${NAV_ICONS[i]}${w}</div>`).join('')}</div>`
    : '';
  const age = !nav && rng.chance(0.4) ? `<div class="age">18+ · ${esc(t.bookmaker)}</div>` : '';
  const listClass = ['list', zebra ? 'zebra' : 'lines', fab ? 'fabpad' : ''].filter(Boolean).join(' ');

  const vars = [
    ...Object.entries(palette).map(([k, v]) => `--${k}:${v}`),
    `--ac:${accent}`,
    `--on:${onAccent}`,
    `--dot:${pending ? '#f5a524' : '#3ddc84'}`,
    `--font:${rng.pick(FONTS)}`,
    `--nfs:${nameSize}px`,
    `--sfs:${secondary}px`,
    `--tipw:${tipWidth}px`,
    `width:${width}px`,
    dpr3 ? 'zoom:1.5' : '',
  ]
    .filter(Boolean)
    .join(';');
  const body = `<div id="ticket" style="${vars}">
${status}
<div class="tb"><span class="bk">‹</span><span class="tt">${title}</span>${line(SHARE, palette.mute, 20)}</div>
${meta}
<div class="${listClass}">
${shape === 'columns' ? headerRow(ctx) : ''}
${rows}
</div>
${fab ? `<div class="fab"><span><i></i>${words.copy}</span></div>` : ''}
${summary}
${age}
${nav}
</div>${FIT_SCRIPT}`;
  return page(css, body);
}

export const appCompactInk: Layout = {
  name: 'app-compact-ink',
  medium: 'screen',
  width: [360, 420],
  scale: 2,
  profile: PROFILE,
  render,
};
