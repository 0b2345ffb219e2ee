// A phone bookmaker app's placed ticket as a COMPACT LIST in a dark "carbon" theme (carbon black, OLED, dim grey,
// dark blue, dim blue), drawn unlike app-compact-rows, app-compact-slate, app-compact-ink and app-compact-dim: no
// zebra, no hairlines, no row cards; the rows are separated only by spacing, the text is small (names 12–13 px,
// the rest 9.5–11 px at device pixel ratio 2 or 3) and the greys have very low contrast. Every row starts with a
// narrow STATUS column (a grey dot, a hollow ring, a clock glyph, a sport glyph or a thin grey bar the row's
// height; a red minute badge "67'", "Pol.", "Q3", "2. set" on legs already in play, the screenshot then taken
// after the first kickoff). Each ticket picks (its rng) one row shape for all its legs:
//   (a) grid: two columns, the left cell "Home" over "Away" (initials crests in coloured circles sometimes) with
//       a small grey line under the names ("Sub 07.12. 20:45", the league sometimes) ending in a tiny grey market
//       tag ("KI", "DŠ", "UG", "GG", "I POL", "UK", "POB"), the right cell a tall box with the pick code over the
//       odds in the accent colour;
//   (b) ladder: a grey line with a sport glyph, the kickoff and the league over the row, then the status, home
//       over away and the tall box, which holds the tag over the code over the odds;
//   (c) crest: crests before home and away, the kickoff line over them, and two right-hand columns: the tag
//       over the pick code, and the odds alone in the accent.
// Picks are printed as real apps print them: with a tag, the bare selection ("1", "X2", "3+", "0-2", "GG", "1"
// under "I POL", "GG&3+", "1&UG3+", "V 165,5" or "Više 165,5" under "UK"); without one, the whole code ("KI 1",
// "UG 3+", "I 1" or "I POL 1", "II 2", "GG3+", "1&3+", "M 158,5"). The truth keeps the scorer's codes. Per ticket
// also: the pick box filled, outlined, or split into a filled code half over the odds; the kickoff style ("Sub
// 07.12. 20:45", "07.12. 20:45", "Danas 20:45", "20:45 · 07.12."), comma or dot decimals, a header with the ticket
// number, the time paid and a badge ("Aktivan", "U igri"), a carbon-weave head sometimes, a list title ("Parovi
// (5)"), the list on the page or in one panel, the sums as a strip of three cells at the top, label/value rows or
// a large payout at the bottom, a status bar, copy/share buttons or a bottom navigation. Names shrink to 11 px,
// then wrap; never an ellipsis. The brief's "UG 2-3", "T1 2+" and "H1 -1.5" are markets the ticket model lacks,
// so they are not drawn.
//
// Language: the profile is Serbian (RSD); `render` re-draws the ticket for a Croatian (EUR, "Listić", "Tečaj",
// "Isplata") or Bosnian (KM) screen with redrawTicket, and the generator writes the truth from that same ticket
// object. The legs keep their kickoff order.
import type { Rng } from '../../../rng';
import type { Lang, Sport } from '../../teams';
import { esc, fmtDate, line, num, odds, teamName, type Dec } from '../../text';
import {
  momentFrom,
  momentMs,
  type Bet,
  type Leg,
  type Moment,
  type Ticket,
  type TicketProfile,
} from '../../ticket';
import { drawLang, redrawTicket, sportMix } from '../parts';
import { page, ticketIds, type Layout } from '../types';

const css = `
#ticket{background:var(--bg);color:var(--fg);font:13px/1.3 var(--font)}
.sb{display:flex;justify-content:space-between;align-items:center;padding:6px 16px 3px;font-size:12px;font-weight:bold}
.sb em{display:inline-block;width:3px;background:var(--fg);margin-left:1.5px;vertical-align:bottom}
.sb i{display:inline-block;width:20px;height:9px;border:1.5px solid var(--fg);border-radius:3px;position:relative;margin-left:5px}
.sb i::after{content:'';position:absolute;left:1px;top:1px;bottom:1px;width:var(--batt);background:var(--fg);border-radius:1px}
.ab{display:flex;align-items:center;gap:10px;padding:8px 12px}
.ab .tt{flex:1;font-size:16px;font-weight:bold}
.weave{background:repeating-linear-gradient(45deg,rgba(255,255,255,.025) 0 3px,transparent 3px 6px),repeating-linear-gradient(-45deg,rgba(0,0,0,.25) 0 3px,transparent 3px 6px),var(--sf)}
.hd{display:flex;align-items:center;gap:10px;margin:2px 12px 0;padding:9px 11px;border-radius:10px;background:var(--sf)}
.hd .id{flex:1;min-width:0}.hd .id b{display:block;font-size:12.5px;overflow-wrap:anywhere}
.hd .id span{display:block;font-size:var(--sfs);color:var(--mute);margin-top:2px}
.bdg{flex:none;font-size:10px;font-weight:bold;padding:3px 7px;border-radius:999px;white-space:nowrap}
.bdg.ok{color:var(--ac);background:color-mix(in srgb,var(--ac) 14%,transparent)}
.bdg.wait{color:#d9a441;background:rgba(217,164,65,.13)}
.bdg.live{color:#ff5a5a;background:rgba(255,90,90,.13)}
.strip{display:grid;grid-template-columns:1fr 1.15fr 1.45fr;margin:8px 12px 0;gap:6px}
.strip div{background:var(--sf);border-radius:8px;padding:6px 8px;font-size:var(--sfs);color:var(--mute)}
.strip b{display:block;font-size:13px;color:var(--fg);margin-top:1px;white-space:nowrap;overflow:hidden}
.strip .pay b{color:var(--ac)}
.lt{display:flex;justify-content:space-between;padding:12px 14px 2px;font-size:var(--sfs);color:var(--mute);letter-spacing:.3px}
.lt.caps{text-transform:uppercase;letter-spacing:.8px;font-size:10px}
.list{padding:4px 12px 2px}
.list.panel{margin:6px 12px 0;padding:4px 10px;background:var(--sf);border-radius:12px}
.r{padding:var(--gap) 0}
.rw{display:flex;align-items:center;gap:9px}
.st{flex:none;width:var(--stw);display:flex;justify-content:center;align-items:center}
.dot{width:7px;height:7px;border-radius:50%;background:var(--mute2)}
.ring{width:8px;height:8px;border-radius:50%;border:1.5px solid var(--mute2)}
.lv{font-size:9.5px;font-weight:bold;color:#fff;background:#e5484d;border-radius:4px;padding:2px 3px;white-space:nowrap;line-height:1.1}
.lv.soft{color:#ff6b6b;background:rgba(255,90,90,.14)}
.m{flex:1;min-width:0}
.tm{display:flex;align-items:center;gap:6px;min-width:0}
.tm+.tm{margin-top:var(--tmg)}
.n{flex:1;min-width:0;font-size:var(--nfs);font-weight:var(--nfw);white-space:nowrap;overflow:hidden;line-height:1.25}
.n.wrap{white-space:normal;overflow:visible}
.cr{flex:none;width:var(--crs);height:var(--crs);border-radius:50%;display:flex;align-items:center;justify-content:center;font-size:calc(var(--crs) * .42);font-weight:bold;color:rgba(255,255,255,.82);letter-spacing:-.2px}
.k{display:flex;align-items:center;flex-wrap:wrap;gap:2px 5px;font-size:var(--sfs);color:var(--mute);margin-top:3px;line-height:1.25}
.k.top{margin:0 0 4px calc(var(--stw) + 9px)}.k.first{margin:0 0 4px}
.k svg{flex:none}
.tg{display:inline-block;font-size:var(--tgs);font-weight:bold;color:var(--mute);background:var(--tgb);border-radius:3px;padding:1px 4px;letter-spacing:.3px;white-space:nowrap;line-height:1.3;font-style:normal}
.bx{flex:none;width:var(--bxw);align-self:stretch;display:flex;flex-direction:column;justify-content:center;align-items:center;gap:2px;background:var(--box);border-radius:var(--bxr);padding:5px 4px;text-align:center}
.bx.o{background:none;border:1px solid var(--box2)}
.bx.sp{padding:0;gap:0;overflow:hidden;border:1px solid var(--box2);background:none}
.bx.sp b{flex:1;width:100%;display:flex;align-items:center;justify-content:center;flex-direction:column;gap:1px;background:var(--box);padding:4px 3px}
.bx.sp span{padding:4px 3px}
.st.tall{align-self:stretch;align-items:stretch}
.bar{display:block;width:2px;border-radius:1px;background:var(--mute2);margin:2px 0}
.bx b{font-size:var(--cfs);white-space:nowrap;line-height:1.15}
.bx span{font-size:var(--ofs);font-weight:bold;color:var(--ac);white-space:nowrap}
.bx .tg{margin-bottom:1px}
.pc{flex:none;width:var(--bxw);text-align:center;display:flex;flex-direction:column;align-items:center;gap:3px}
.pc b{font-size:var(--cfs);white-space:nowrap}
.oc{flex:none;width:44px;text-align:right;font-size:var(--ofs);font-weight:bold;color:var(--ac);white-space:nowrap}
.sum{margin:12px 12px 0;padding:9px 12px;background:var(--sf);border-radius:10px}
.rows div{display:flex;justify-content:space-between;gap:10px;padding:2px 0;font-size:12px;color:var(--mute)}
.rows b{color:var(--fg);white-space:nowrap}.rows .pay b{color:var(--ac);font-size:14px}
.hero{text-align:center}.hero .lb{font-size:var(--sfs);color:var(--mute)}
.hero .big{font-size:22px;font-weight:bold;color:var(--ac);margin:1px 0 5px;white-space:nowrap}
.hero .sm{display:flex;justify-content:center;flex-wrap:wrap;gap:2px 12px;font-size:var(--sfs);color:var(--mute)}
.hero .sm b{color:var(--fg)}
.acts{display:flex;gap:8px;margin:12px 12px 0}
.acts span{flex:1;text-align:center;font-size:12px;font-weight:bold;padding:9px 0;border-radius:8px;border:1px solid var(--box2);color:var(--fg)}
.acts span.f{background:var(--ac);border-color:var(--ac);color:var(--on)}
.age{padding:10px 14px 4px;font-size:9.5px;color:var(--mute2)}
.nav{display:flex;justify-content:space-around;background:var(--sf);padding:7px 0 9px;margin-top:12px}
.nav div{display:flex;flex-direction:column;align-items:center;gap:3px;font-size:9.5px;color:var(--mute);min-width:54px}
.nav .on{color:var(--ac)}
.end{height:10px}
`;

/** Shrinks each name cell to fit, down to 11 px; a name still too long wraps. The sums in the strip shrink too. */
const FIT_SCRIPT = `<script>
document.querySelectorAll('.strip b').forEach(function (e) {
  var size = parseFloat(getComputedStyle(e).fontSize);
  while (e.scrollWidth > e.clientWidth && size > 9) { size -= 0.5; e.style.fontSize = size + 'px'; }
});
document.querySelectorAll('.n').forEach(function (e) {
  var size = parseFloat(getComputedStyle(e).fontSize);
  while (e.scrollWidth > e.clientWidth && size > 11) { size -= 0.5; e.style.fontSize = size + 'px'; }
  if (e.scrollWidth > e.clientWidth) e.classList.add('wrap');
});
</script>`;

interface Palette {
  bg: string;
  /** Panels: the ticket head, the sums, the navigation. */
  sf: string;
  /** The pick box and its outline. */
  box: string;
  box2: string;
  /** Tag background. */
  tgb: string;
  fg: string;
  /** Low-contrast grey of the secondary text, and a still dimmer one for the status dots. */
  mute: string;
  mute2: string;
}

const PALETTES: readonly Palette[] = [
  // carbon
  {
    bg: '#111214',
    sf: '#18191c',
    box: '#1d1f22',
    box2: '#2a2c31',
    tgb: '#222428',
    fg: '#d9dadd',
    mute: '#6a6d73',
    mute2: '#45484e',
  },
  // OLED carbon
  {
    bg: '#040404',
    sf: '#0e0e10',
    box: '#141416',
    box2: '#232326',
    tgb: '#1a1a1d',
    fg: '#d2d2d4',
    mute: '#5e5e64',
    mute2: '#3b3b40',
  },
  // dim grey
  {
    bg: '#1e1f22',
    sf: '#26272b',
    box: '#2b2d31',
    box2: '#3a3c41',
    tgb: '#313338',
    fg: '#cfd1d5',
    mute: '#7b7e85',
    mute2: '#55585e',
  },
  // dark blue
  {
    bg: '#0b1522',
    sf: '#101d2e',
    box: '#132336',
    box2: '#1e3249',
    tgb: '#172a40',
    fg: '#d3dcea',
    mute: '#5b6f89',
    mute2: '#3a4b60',
  },
  // dim blue
  {
    bg: '#15202b',
    sf: '#1a2835',
    box: '#1e2d3c',
    box2: '#2b3d4f',
    tgb: '#233444',
    fg: '#d6dee6',
    mute: '#6e8193',
    mute2: '#46576a',
  },
];

/** Accent (the odds) and the text colour on a fill of it. */
const ACCENTS: ReadonlyArray<readonly [string, string]> = [
  ['#f5b301', '#1a1300'], // amber
  ['#3ad07a', '#02160a'], // green
  ['#3cc8e8', '#02141a'], // cyan
  ['#ff8a2a', '#1d0a00'], // orange
  ['#b5e655', '#131a00'], // lime
  ['#ff5c7a', '#22000a'], // pink-red
];

/** Muted crest fills; a team's colour comes from its name, so it is the same on every ticket. */
const CREST_COLOURS = [
  '#7a2e35',
  '#2c4a7a',
  '#2f6a48',
  '#6b5424',
  '#583a78',
  '#2a6570',
  '#7a4a2a',
  '#4d5560',
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
  active: readonly string[];
  live: string;
  paid: readonly string[];
  legsTitle: readonly string[];
  labels: readonly Labels[];
  units: readonly string[];
  today: string;
  tomorrow: string;
  halfTime: string;
  quarter: (q: number) => string;
  copy: string;
  share: string;
  nav: readonly [string, string, string, string];
  age: string;
  bookmakers: readonly string[];
  ticketId: (rng: Rng) => string;
}

const WORDS: Record<Lang, Words> = {
  sr: {
    titles: ['Moj tiket', 'Detalji tiketa', 'Tiket'],
    ticket: 'Tiket',
    active: ['Aktivan', 'Na čekanju'],
    live: 'U igri',
    paid: ['Uplaćen', 'Vreme uplate'],
    legsTitle: ['Parovi', 'Mečevi'],
    labels: [
      { legs: 'Broj parova', odds: 'Ukupna kvota', stake: 'Uplata', payout: 'Mogući dobitak' },
      { legs: 'Parova', odds: 'Kvota', stake: 'Ulog', payout: 'Dobitak' },
    ],
    units: ['RSD', 'din.'],
    today: 'Danas',
    tomorrow: 'Sutra',
    halfTime: 'Pol.',
    quarter: (q) => (q % 2 ? `Q${q}` : `${q}. č`),
    copy: 'Kopiraj tiket',
    share: 'Podeli',
    nav: ['Sport', 'Uživo', 'Tiketi', 'Nalog'],
    age: 'Zabranjeno za mlađe od 18 godina.',
    bookmakers: ['Karbon Bet', 'Ugalj Tip'],
    ticketId: (rng) => ticketIds.long(rng),
  },
  hr: {
    titles: ['Moj listić', 'Detalji listića', 'Listić'],
    ticket: 'Listić',
    active: ['Aktivan', 'Otvoren'],
    live: 'U tijeku',
    paid: ['Uplaćen', 'Vrijeme uplate'],
    legsTitle: ['Događaji', 'Parovi'],
    labels: [
      { legs: 'Broj parova', odds: 'Ukupni tečaj', stake: 'Uplata', payout: 'Isplata' },
      { legs: 'Događaja', odds: 'Tečaj', stake: 'Ulog', payout: 'Mogući dobitak' },
    ],
    units: ['€', 'EUR'],
    today: 'Danas',
    tomorrow: 'Sutra',
    halfTime: 'Pol.',
    quarter: (q) => `Q${q}`,
    copy: 'Kopiraj listić',
    share: 'Podijeli',
    nav: ['Sport', 'Uživo', 'Listići', 'Račun'],
    age: 'Igrajte odgovorno. 18+',
    bookmakers: ['Karbon Listić', 'Tamni Tečaj'],
    ticketId: (rng) => ticketIds.hex(rng),
  },
  bs: {
    titles: ['Moj tiket', 'Detalji tiketa'],
    ticket: 'Tiket',
    active: ['Aktivan', 'Na čekanju'],
    live: 'U toku',
    paid: ['Uplaćen', 'Vrijeme uplate'],
    legsTitle: ['Parovi', 'Utakmice'],
    labels: [
      { legs: 'Broj parova', odds: 'Ukupna kvota', stake: 'Uplata', payout: 'Mogući dobitak' },
      { legs: 'Parova', odds: 'Kvota', stake: 'Ulog', payout: 'Isplata' },
    ],
    units: ['KM'],
    today: 'Danas',
    tomorrow: 'Sutra',
    halfTime: 'Pol.',
    quarter: (q) => `${q}. č`,
    copy: 'Kopiraj tiket',
    share: 'Podijeli',
    nav: ['Sport', 'Uživo', 'Tiketi', 'Profil'],
    age: 'Igraj odgovorno. 18+',
    bookmakers: ['Karbon Tip', 'Sivi Bet'],
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

const svg = (size: number, body: string, color: string): string =>
  `<svg width="${size}" height="${size}" viewBox="0 0 24 24" xmlns="http://www.w3.org/2000/svg" fill="none" stroke="${color}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`;

function sportIcon(sport: Sport, color: string, size: number): string {
  switch (sport) {
    case 'football':
      return svg(
        size,
        `<circle cx="12" cy="12" r="9.5"/><path d="M12 7.8l3.8 2.8-1.4 4.4H9.6l-1.4-4.4z" fill="${color}"/>`,
        color,
      );
    case 'basketball':
      return svg(
        size,
        `<circle cx="12" cy="12" r="9.5"/><path d="M2.5 12h19M12 2.5v19M5.5 5a10 10 0 0 1 0 14M18.5 5a10 10 0 0 0 0 14"/>`,
        color,
      );
    case 'tennis':
      return svg(
        size,
        `<circle cx="12" cy="12" r="9.5"/><path d="M5 5.5a9 9 0 0 1 0 13M19 5.5a9 9 0 0 0 0 13"/>`,
        color,
      );
  }
}

const CLOCK = (c: string): string => svg(12, `<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/>`, c);
const BACK = (c: string): string => svg(22, `<path d="M15 5l-7 7 7 7"/>`, c);
const SHARE = (c: string): string => svg(19, `<path d="M12 3v12M7.5 7.5L12 3l4.5 4.5M5 12v7h14v-7"/>`, c);
const MORE = (c: string): string =>
  svg(
    19,
    `<circle cx="5" cy="12" r="1.3" fill="${c}"/><circle cx="12" cy="12" r="1.3" fill="${c}"/><circle cx="19" cy="12" r="1.3" fill="${c}"/>`,
    c,
  );

const NAV_ICONS = [
  (c: string) => svg(19, `<circle cx="12" cy="12" r="9"/><path d="M12 7.5l4 2.9-1.5 4.6h-5L8 10.4z"/>`, c),
  (c: string) => svg(19, `<circle cx="12" cy="12" r="8.5"/><path d="M10 8.5l5 3.5-5 3.5z"/>`, c),
  (c: string) =>
    svg(19, `<path d="M4 5h16v4a3 3 0 0 0 0 6v4H4v-4a3 3 0 0 0 0-6z"/><path d="M10 9h4M10 13h4"/>`, c),
  (c: string) => svg(19, `<circle cx="12" cy="8" r="4"/><path d="M4 21c1-4.5 4.5-6.5 8-6.5s7 2 8 6.5"/>`, c),
];

type Shape = 'grid' | 'ladder' | 'crest';
type Status = 'dot' | 'ring' | 'clock' | 'sport' | 'bar';
type BoxLook = '' | 'o' | 'sp';
type Kick = 'full' | 'date' | 'rel' | 'timeFirst';

interface Ctx {
  lang: Lang;
  words: Words;
  dec: Dec;
  shape: Shape;
  status: Status;
  /** The tall pick box filled, outlined, or split into a filled code half over the odds. */
  box: BoxLook;
  kick: Kick;
  /** A tiny grey market tag beside (or over) the pick, which then shows the bare selection. */
  tags: boolean;
  /** Tag wordings: "GG" or "GG/NG", "I POL" or "1. POL", "UK" or "POENI", "POB" or "KI". */
  altTags: boolean;
  ki: boolean;
  /** Halves as "I POL 1" rather than "I 1" when no tag names the half. */
  halfWords: boolean;
  /** "1&UG3+"/"GG&3+" rather than "1&3+"/"GG3+". */
  longCombo: boolean;
  /** Basketball totals as "Više 165,5" rather than "V 165,5". */
  ouWords: boolean;
  league: boolean;
  crests: boolean;
  softLive: boolean;
  shortPlayers: boolean;
  mute: string;
  mute2: string;
  /** The screenshot's time, which "Danas"/"Sutra" are relative to. */
  now: Moment;
  /** Legs in play at the screenshot's time, with their minute or period. */
  live: Map<Leg, string>;
}

/** The tiny market tag. */
function tagFor(bet: Bet, c: Ctx): string {
  switch (bet.key) {
    case 'ki1':
    case 'kix':
    case 'ki2':
      return 'KI';
    case 'ds1x':
    case 'dsx2':
    case 'ds12':
      return 'DŠ';
    case 'gg':
    case 'ng':
      return c.altTags ? 'GG/NG' : 'GG';
    case 'ug02':
    case 'ug2p':
    case 'ug3p':
      return 'UG';
    case 'p1_1':
    case 'p1_x':
      return c.altTags ? '1. POL' : 'I POL';
    case 'p2_2':
      return c.altTags ? '2. POL' : 'II POL';
    case 'gg3p':
    case '1ug3p':
      return 'KOMB';
    case 'bk1':
    case 'bk2':
    case 't1':
    case 't2':
      return c.altTags ? 'KI' : 'POB';
    case 'bkover':
    case 'bkunder':
      return c.altTags ? 'POENI' : 'UK';
  }
}

/** The pick as printed: the bare selection under a tag, the whole code without one. */
function codeFor(bet: Bet, c: Ctx): string {
  const tagged = c.tags;
  const total = line(bet.line ?? 0, c.dec);
  switch (bet.key) {
    case 'ki1':
      return tagged || !c.ki ? '1' : 'KI 1';
    case 'kix':
      return tagged || !c.ki ? 'X' : 'KI X';
    case 'ki2':
      return tagged || !c.ki ? '2' : 'KI 2';
    case 'ds1x':
      return '1X';
    case 'dsx2':
      return 'X2';
    case 'ds12':
      return '12';
    case 'gg':
      return 'GG';
    case 'ng':
      return 'NG';
    case 'ug02':
      return tagged ? '0-2' : 'UG 0-2';
    case 'ug2p':
      return tagged ? '2+' : 'UG 2+';
    case 'ug3p':
      return tagged ? '3+' : 'UG 3+';
    case 'p1_1':
      return tagged ? '1' : c.halfWords ? 'I POL 1' : 'I 1';
    case 'p1_x':
      return tagged ? 'X' : c.halfWords ? 'I POL X' : 'I X';
    case 'p2_2':
      return tagged ? '2' : c.halfWords ? 'II POL 2' : 'II 2';
    case 'gg3p':
      return c.longCombo ? 'GG&3+' : 'GG3+';
    case '1ug3p':
      return c.longCombo ? '1&UG3+' : '1&3+';
    case 'bk1':
    case 't1':
      return '1';
    case 'bk2':
    case 't2':
      return '2';
    case 'bkover':
      return c.ouWords ? `Više ${total}` : `V ${total}`;
    case 'bkunder':
      return c.ouWords ? `Manje ${total}` : `M ${total}`;
  }
}

/** The pick box (or pick column) as wide as the ticket's longest code, so the odds stay aligned. */
function boxWidth(t: Ticket, c: Ctx): number {
  const longest = Math.max(...t.legs.map((l) => codeFor(l.bet, c).length), c.tags ? 4 : 1);
  return Math.min(104, Math.max(44, Math.ceil(longest * 8.4 + 12)));
}

const capital = (s: string): string => s.charAt(0).toLocaleUpperCase('hr') + s.slice(1);
const dayIndex = (m: Moment): number => Math.floor(momentMs(m) / 86400000);

/** "Sub 07.12. 20:45", "07.12. 20:45", "Danas 20:45" or "20:45 · 07.12.". */
function kickText(l: Leg, c: Ctx): string {
  const time = fmtDate(l.kickoff, 'HH:mm');
  const date = fmtDate(l.kickoff, 'DD.MM.');
  const wd = capital(fmtDate(l.kickoff, 'ddd', c.lang));
  switch (c.kick) {
    case 'full':
      return `${wd} ${date} ${time}`;
    case 'date':
      return `${date} ${time}`;
    case 'timeFirst':
      return `${time} · ${date}`;
    case 'rel': {
      const diff = dayIndex(l.kickoff) - dayIndex(c.now);
      const day = diff === 0 ? c.words.today : diff === 1 ? c.words.tomorrow : wd;
      return `${day} ${time}`;
    }
  }
}

/** Two initials in a coloured circle; the colour from the name. */
function crest(name: string): string {
  const words = name.split(/[\s-]+/).filter((w) => /^\p{L}/u.test(w));
  const initials = (words.length > 1 ? words[0][0] + words[1][0] : (words[0] ?? name).slice(0, 1))
    .toLocaleUpperCase('hr')
    .replace(/[&<>"]/g, '');
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return `<span class="cr" style="background:${CREST_COLOURS[h % CREST_COLOURS.length]}">${initials}</span>`;
}

function names(l: Leg, c: Ctx, withCrests: boolean): string {
  const style = { shortPlayers: c.shortPlayers };
  return [l.home, l.away]
    .map(
      (name) =>
        `<div class="tm">${withCrests ? crest(name) : ''}<span class="n">${esc(teamName(name, l, style))}</span></div>`,
    )
    .join('');
}

function statusCell(l: Leg, c: Ctx): string {
  const live = c.live.get(l);
  if (live !== undefined)
    return `<span class="st"><span class="lv${c.softLive ? ' soft' : ''}">${live}</span></span>`;
  switch (c.status) {
    case 'dot':
      return `<span class="st"><span class="dot"></span></span>`;
    case 'ring':
      return `<span class="st"><span class="ring"></span></span>`;
    case 'clock':
      return `<span class="st">${CLOCK(c.mute2)}</span>`;
    case 'sport':
      return `<span class="st">${sportIcon(l.sport, c.mute, 13)}</span>`;
    case 'bar':
      return `<span class="st tall"><span class="bar"></span></span>`;
  }
}

const tag = (l: Leg, c: Ctx): string => (c.tags ? `<i class="tg">${esc(tagFor(l.bet, c))}</i>` : '');

/** The small grey line: kickoff, league sometimes, and (in the grid) the market tag at its end. */
function kickLine(
  l: Leg,
  c: Ctx,
  opts: { top?: boolean; first?: boolean; icon?: boolean; withTag?: boolean },
): string {
  const icon = opts.icon ? sportIcon(l.sport, c.mute, 11) : '';
  const league = c.league ? ` · ${esc(l.league)}` : '';
  const cls = opts.top ? 'k top' : opts.first ? 'k first' : 'k';
  return `<div class="${cls}">${icon}<span>${kickText(l, c)}${league}</span>${opts.withTag ? tag(l, c) : ''}</div>`;
}

/** The tall box with the pick code over the odds; the tag over the code when `withTag`. */
function pickBox(l: Leg, c: Ctx, withTag: boolean): string {
  const top = `${withTag ? tag(l, c) : ''}${esc(codeFor(l.bet, c))}`;
  const o = odds(l.odds, c.dec);
  if (c.box === 'sp') return `<div class="bx sp"><b>${top}</b><span>${o}</span></div>`;
  // In the plain boxes the tag sits apart from the code's bold.
  const head = withTag ? `${tag(l, c)}<b>${esc(codeFor(l.bet, c))}</b>` : `<b>${top}</b>`;
  return `<div class="bx${c.box ? ` ${c.box}` : ''}">${head}<span>${o}</span></div>`;
}

function legRow(l: Leg, c: Ctx): string {
  const code = `<b>${esc(codeFor(l.bet, c))}</b>`;
  const o = odds(l.odds, c.dec);
  switch (c.shape) {
    case 'grid':
      return `<div class="r"><div class="rw">${statusCell(l, c)}<div class="m">${names(l, c, c.crests)}${kickLine(l, c, { withTag: true, icon: c.status !== 'sport' && c.crests })}</div>${pickBox(l, c, false)}</div></div>`;
    case 'ladder':
      return `<div class="r">${kickLine(l, c, { top: true, icon: c.status !== 'sport' })}<div class="rw">${statusCell(l, c)}<div class="m">${names(l, c, c.crests)}</div>${pickBox(l, c, true)}</div></div>`;
    case 'crest':
      return `<div class="r"><div class="rw">${statusCell(l, c)}<div class="m">${kickLine(l, c, { first: true, icon: c.status !== 'sport' })}${names(l, c, true)}</div><div class="pc">${tag(l, c)}${code}</div><span class="oc">${o}</span></div></div>`;
  }
}

/** The minute or period of a leg started `elapsed` minutes before the screenshot. */
function liveText(l: Leg, elapsed: number, w: Words): string {
  switch (l.sport) {
    case 'football':
      if (elapsed <= 45) return `${Math.max(1, elapsed)}'`;
      if (elapsed <= 60) return w.halfTime;
      return `${elapsed - 15}'`;
    case 'basketball':
      return w.quarter(Math.min(4, Math.floor(elapsed / 25) + 1));
    case 'tennis':
      return `${Math.floor(elapsed / 45) + 1}. set`;
  }
}

/** The screenshot's time: a little after paying, or, on a ticket in play, some minutes into the first leg. */
function screenshotTime(t: Ticket, rng: Rng, inPlay: boolean): Moment {
  const first = momentMs(t.legs[0].kickoff);
  if (inPlay) return momentFrom(first + rng.int(4, 85) * 60000);
  return momentFrom(Math.min(momentMs(t.printedAt) + rng.int(1, 40) * 60000, first - 60000));
}

function statusBar(at: Moment, rng: Rng, fg: string): string {
  const bars = [4, 6, 8, 10].map((h) => `<em style="height:${h}px"></em>`).join('');
  return `<div class="sb" style="--batt:${rng.int(20, 95)}%"><span>${fmtDate(at, 'HH:mm')}</span><span>${bars}${svg(13, `<path d="M2 9a15 15 0 0 1 20 0M5.5 12.5a10 10 0 0 1 13 0M9 16a5 5 0 0 1 6 0"/>`, fg)}<i></i></span></div>`;
}

interface Money {
  money: (x: number) => string;
}

function sums(t: Ticket, c: Ctx, labels: Labels, m: Money, kind: 'strip' | 'rows' | 'hero'): string {
  const total = odds(t.totalOdds, c.dec);
  const stake = m.money(t.stake);
  const pay = m.money(t.payout);
  switch (kind) {
    case 'strip':
      return `<div class="strip"><div>${labels.odds}<b>${total}</b></div><div>${labels.stake}<b>${stake}</b></div><div class="pay">${labels.payout}<b>${pay}</b></div></div>`;
    case 'rows':
      return `<div class="sum rows"><div><span>${labels.legs}</span><b>${t.legs.length}</b></div><div><span>${labels.odds}</span><b>${total}</b></div><div><span>${labels.stake}</span><b>${stake}</b></div><div class="pay"><span>${labels.payout}</span><b>${pay}</b></div></div>`;
    case 'hero':
      return `<div class="sum hero"><div class="lb">${labels.payout}</div><div class="big">${pay}</div><div class="sm"><span>${labels.odds} <b>${total}</b></span><span>${labels.stake} <b>${stake}</b></span></div></div>`;
  }
}

function makeCtx(t: Ticket, lang: Lang, rng: Rng, palette: Palette): Ctx {
  const shape = rng.weighted<Shape>([
    ['grid', 4],
    ['ladder', 3],
    ['crest', 3],
  ]);
  return {
    lang,
    words: WORDS[lang],
    dec: rng.chance(lang === 'sr' ? 0.7 : 0.8) ? ',' : '.',
    shape,
    status: rng.weighted<Status>([
      ['dot', 3],
      ['ring', 2],
      ['clock', 3],
      ['sport', shape === 'grid' ? 2 : 1],
      ['bar', 2],
    ]),
    box: rng.weighted<BoxLook>([
      ['', shape === 'grid' ? 3 : 1],
      ['o', shape === 'ladder' ? 3 : 1],
      ['sp', 2],
    ]),
    kick: rng.weighted<Kick>([
      ['full', 4],
      ['date', 2],
      ['rel', 3],
      ['timeFirst', 1],
    ]),
    tags: rng.chance(shape === 'grid' ? 0.75 : 0.65),
    altTags: rng.chance(0.35),
    ki: rng.chance(0.3),
    halfWords: rng.chance(0.4),
    longCombo: rng.chance(0.5),
    ouWords: rng.chance(0.35),
    league: rng.chance(shape === 'ladder' ? 0.7 : 0.35),
    crests: rng.chance(0.45),
    softLive: rng.chance(0.4),
    shortPlayers: rng.chance(0.6),
    mute: palette.mute,
    mute2: palette.mute2,
    now: t.printedAt,
    live: new Map(),
  };
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
  const c = makeCtx(t, lang, rng, palette);

  // A ticket in play: the screenshot is taken after the first kickoff, and every leg already started shows its
  // minute in the status column (its kickoff stays printed).
  const inPlay = rng.chance(0.3);
  const shot = screenshotTime(t, rng, inPlay);
  c.now = shot;
  if (inPlay)
    for (const l of t.legs) {
      const elapsed = Math.floor((momentMs(shot) - momentMs(l.kickoff)) / 60000);
      if (elapsed >= 0) c.live.set(l, liveText(l, elapsed, words));
    }

  const dec = c.dec;
  const unit = rng.pick(words.units);
  const sep = dec === ',' ? rng.pick(['.', '']) : rng.pick([',', '']);
  const unitFirst = unit === '€' && rng.chance(0.3);
  const money = (x: number): string => (unitFirst ? `€ ${num(x, dec, sep)}` : `${num(x, dec, sep)} ${unit}`);
  const labels = rng.pick(words.labels);
  const sumKind = rng.weighted<'strip' | 'rows' | 'hero'>([
    ['strip', 3],
    ['rows', 4],
    ['hero', 3],
  ]);

  const bar = rng.chance(0.7) ? statusBar(shot, rng, palette.fg) : '';
  const title = rng.pick(words.titles);
  const action = rng.pick([SHARE, MORE])(palette.mute);
  const badge = inPlay
    ? `<span class="bdg live">${words.live}</span>`
    : rng.chance(0.7)
      ? `<span class="bdg ok">${words.active[0]}</span>`
      : `<span class="bdg wait">${words.active[1]}</span>`;
  const paid = `${rng.pick(words.paid)} ${fmtDate(t.printedAt, rng.pick(['DD.MM.YYYY. HH:mm', 'DD.MM. HH:mm', 'DD.MM.YYYY. u HH:mm:ss']))}`;
  const idText = `${words.ticket} ${rng.pick(['#', 'br. ', ''])}${esc(t.ticketId)}`;
  const head = `<div class="hd${rng.chance(0.4) ? ' weave' : ''}"><div class="id"><b>${idText}</b><span>${paid}</span></div>${badge}</div>`;
  const listTitle = rng.chance(0.6)
    ? `<div class="lt${rng.chance(0.4) ? ' caps' : ''}"><span>${rng.pick(words.legsTitle)} (${t.legs.length})</span>${rng.chance(0.4) ? `<span>${lang === 'hr' ? 'Tip · Tečaj' : 'Tip · Kvota'}</span>` : ''}</div>`
    : '';
  const panel = rng.chance(0.4);
  const rows = t.legs.map((l) => legRow(l, c)).join('\n');
  const tail = rng.weighted<'acts' | 'nav' | 'age' | 'none'>([
    ['acts', 3],
    ['nav', 3],
    ['age', 2],
    ['none', 1],
  ]);
  const tailHtml =
    tail === 'acts'
      ? `<div class="acts"><span>${words.share}</span><span class="f">${words.copy}</span></div><div class="end"></div>`
      : tail === 'nav'
        ? `<div class="nav">${words.nav.map((w, i) => `<div${i === 2 ? ' class="on"' : ''}>${NAV_ICONS[i](i === 2 ? accent : palette.mute)}<span>${w}</span></div>`).join('')}</div>`
        : tail === 'age'
          ? `<div class="age">${words.age}</div><div class="end"></div>`
          : '<div class="end"></div>';

  const anyLive = c.live.size > 0;
  const vars = [
    ...Object.entries(palette).map(([k, v]) => `--${k}:${v}`),
    `--ac:${accent}`,
    `--on:${onAccent}`,
    `--font:${rng.pick(FONTS)}`,
    `--nfs:${rng.pick([12, 12.5, 13])}px`,
    `--nfw:${rng.pick(['bold', '600', 'normal'])}`,
    `--sfs:${rng.pick([10.5, 11])}px`,
    `--tgs:${rng.pick([9, 9.5, 10])}px`,
    `--cfs:${rng.pick([12, 12.5, 13])}px`,
    `--ofs:${rng.pick([12, 12.5, 13])}px`,
    `--crs:${rng.pick([16, 18])}px`,
    `--bxw:${boxWidth(t, c)}px`,
    `--bxr:${rng.pick([4, 6, 8])}px`,
    `--stw:${anyLive ? 28 : 14}px`,
    `--gap:${rng.pick([6, 7, 8])}px`,
    `--tmg:${rng.pick([1, 2, 3])}px`,
    `width:${width}px`,
    rng.chance(0.4) ? 'zoom:1.5' : '',
  ]
    .filter(Boolean)
    .join(';');
  const sumTop = sumKind === 'strip';
  const summary = sums(t, c, labels, { money }, sumKind);
  const body = `<div id="ticket" style="${vars}">
${bar}
<div class="ab">${BACK(palette.fg)}<span class="tt">${title}</span>${action}</div>
${head}
${sumTop ? summary : ''}
${listTitle}
<div class="list${panel ? ' panel' : ''}">
${rows}
</div>
${sumTop ? '' : summary}
${tailHtml}
</div>${FIT_SCRIPT}`;
  return page(css, body);
}

export const appCompactCarbon: Layout = {
  name: 'app-compact-carbon',
  medium: 'screen',
  width: [360, 420],
  scale: 2,
  profile: PROFILE,
  render,
};
