// A phone betting app's compact "Moj tiket" / "Moji tiketi" list in a dark theme (slate, charcoal, navy, OLED
// black, graphite), one accent colour per ticket, as Serbian, Croatian and Bosnian apps show a placed ticket: one
// dense row per leg with thin separators (or small rounded rows with gaps between them), a top bar with the
// ticket id and a status badge, a sticky summary bar at the bottom and, on some screens, the app's bottom
// navigation (Početna, Uživo, Tiketi, Profil), whose words are not legs. Each ticket picks (its rng) one row
// shape for all its legs:
//   (a) ticker: a left column with the kickoff ("Sub" over "20:45", "Danas", "07.12."), "Home - Away" on ONE line
//       and the pick in low-contrast grey words under it ("Konačan ishod: 1", "Ukupno golova: 3+"), the odds in
//       a rounded box on the right;
//   (b) pill: a sport icon in a small tile on the left, a grey "Sub 20:45 · league" line over home over away, and
//       on the right the terse pick in a rounded pill ("1", "UG 3+", "V 165,5") beside the odds box;
//   (c) slim: no left column, "Home - Away" on one line with "Sub 20:45 · league" under it, pill and odds right;
//   (d) stack: the kickoff column, home over away, the pick in words under them in the accent, odds right.
// One-line names shrink their font to fit the row (a script in the page measures them); a pair still too long
// at the smallest size wraps to a second line, or, on some tickets, keeps its ellipsis when only a short tail
// of the away name is cut, so the names stay readable. Also per ticket: league header chips between the rows
// (the legs then grouped by league), a live badge with the minute instead of the kickoff on the first legs, a
// lock icon in some odds boxes, the odds box outlined, filled or plain, comma or dot decimals, the summary bar's
// shape (four label-over-value cells, one "Broj parova 5 · Ukupna kvota 12,34 · …" sentence, or the total and
// payout large with the stake under them), a phone status bar, "Moji tiketi" tabs, the font.
//
// Language: the layout's profile is Serbian (RSD), but the screen is drawn as sr (RSD), hr ("Tečaj", "Isplata",
// EUR) or bs (KM) per ticket. Like web-league-groups, `render` then re-draws the ticket for that language and
// reorders its legs into the printed order, and the generator writes the truth from the same ticket object.
import type { Rng } from '../../../rng';
import type { Lang, Sport } from '../../teams';
import { esc, fmtDate, num, odds, pickCode, pickWords, teamName, type Dec } from '../../text';
import { momentMs, type Currency, type Leg, type Ticket, type TicketProfile } from '../../ticket';
import { drawLang, redrawTicket, sportMix } from '../parts';
import { page, ticketIds, type Layout } from '../types';

const css = `
#ticket{width:100%;background:var(--bg);color:var(--fg);font:14px/1.3 var(--font);padding-bottom:0}
.sb{display:flex;justify-content:space-between;align-items:center;padding:6px 16px 2px;font-size:12px;font-weight:bold;color:var(--fg)}
.sb svg{margin-left:5px;vertical-align:-1px}
.top{display:flex;align-items:center;gap:10px;padding:10px 12px 8px}
.top .bk{font-size:24px;line-height:1;color:var(--mute)}.top .tt{flex:1;font-size:18px;font-weight:bold}
.badge{font-size:11px;font-weight:bold;border-radius:6px;padding:3px 8px;text-transform:uppercase;letter-spacing:.4px}
.b-ok{background:rgba(52,211,153,.15);color:#34d399}.b-wait{background:rgba(251,191,36,.15);color:#fbbf24}
.b-ac{background:var(--ac);color:var(--on)}
.idl{display:flex;justify-content:space-between;gap:8px;padding:0 14px 10px;font-size:12px;color:var(--mute)}
.idl .cp{display:inline-flex;align-items:center;gap:5px}
.tabs{display:flex;gap:18px;padding:0 14px;border-bottom:1px solid var(--line);font-size:14px;color:var(--mute)}
.tabs span{padding:8px 0}.tabs .on{color:var(--fg);font-weight:bold;border-bottom:2px solid var(--ac)}
.th{display:flex;align-items:center;gap:8px;margin:10px 10px 0;padding:9px 12px;background:var(--sf);border-radius:10px 10px 0 0;font-size:13px}
.th b{flex:1}.th .d{color:var(--mute);font-size:12px}
.list{margin:0 10px;background:var(--sf);border-radius:0 0 10px 10px;overflow:hidden}
.list.solo{border-radius:10px;margin-top:8px}
.list.gap{background:none}
.r{display:flex;align-items:center;gap:9px;padding:8px 11px;border-top:1px solid var(--line)}
.list .r:first-child{border-top:none}
.list.inset .r{border-top:none;position:relative}
.list.inset .r+.r::before{content:'';position:absolute;top:0;right:0;left:var(--ind);border-top:1px solid var(--line)}
.list.gap .r{background:var(--sf);border:none;border-radius:9px;margin-top:6px}
.lg{display:flex;padding:8px 11px 4px}.list.gap .lg{padding:10px 2px 0}
.lg span{font-size:11px;font-weight:bold;color:var(--mute);background:var(--chip);border-radius:999px;padding:3px 9px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;max-width:100%}
.lc{flex:none;width:42px;text-align:center;font-size:11px;color:var(--mute);line-height:1.35}
.lc b{display:block;font-size:13px;color:var(--fg)}
.ic{flex:none;width:30px;height:30px;border-radius:8px;background:var(--chip);display:flex;align-items:center;justify-content:center}
.m{flex:1;min-width:0}
.n{font-weight:bold;font-size:var(--nfs);white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.n.wrap{white-space:normal}
.s{font-size:12px;color:var(--mute);margin-top:2px}
.s.cut{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.s.acc{color:var(--ac);font-weight:bold}
.live{display:inline-block;background:#ef4444;color:#fff;font-size:10px;font-weight:bold;border-radius:4px;padding:1px 4px;letter-spacing:.3px}
.lc .live{margin-bottom:2px}.lc .min{color:#ef4444;font-weight:bold;font-size:12px}
.s .live{margin-right:5px;vertical-align:1px}
.rt{flex:none;display:flex;align-items:center;gap:6px}
.pl{font-size:12px;font-weight:bold;border-radius:999px;padding:3px 8px;white-space:nowrap;color:var(--ac);background:var(--acs)}
.pl.out{background:none;border:1px solid var(--ac)}
.od{min-width:52px;text-align:center;font-weight:bold;font-size:15px;border-radius:8px;padding:6px 7px;white-space:nowrap}
.od.box{background:var(--chip);border:1px solid var(--line2)}
.od.fill{background:var(--ac);color:var(--on)}
.od.plain{color:var(--ac);padding:6px 0 6px 4px;min-width:0;text-align:right}
.od.lock{background:var(--chip);color:var(--mute);border:1px solid var(--line2)}
.od svg{margin-right:4px;vertical-align:-1px}
.sum{margin-top:12px;background:var(--bar);border-top:1px solid var(--line2);box-shadow:0 -6px 14px rgba(0,0,0,.35);padding:10px 14px 12px}
.g4{display:grid;grid-template-columns:repeat(4,auto);justify-content:space-between;gap:6px}
.g4 div{font-size:11px;color:var(--mute)}.g4 b{display:block;font-size:14px;color:var(--fg);margin-top:2px;white-space:nowrap}
.g4 .pay b{color:var(--ac)}
.sent{font-size:13px;color:var(--mute);line-height:1.5}.sent b{color:var(--fg)}.sent .pay{color:var(--ac)}
.split{display:flex;justify-content:space-between;align-items:flex-end}
.split div{font-size:12px;color:var(--mute)}.split b{display:block;font-size:20px;color:var(--fg)}
.split .pay{text-align:right}.split .pay b{color:var(--ac)}
.under{font-size:12px;color:var(--mute);margin-top:6px;padding-top:6px;border-top:1px solid var(--line)}
.under b{color:var(--fg)}
.nav{display:flex;justify-content:space-around;background:var(--bar);border-top:1px solid var(--line);padding:7px 0 9px}
.nav div{display:flex;flex-direction:column;align-items:center;gap:3px;font-size:10px;color:var(--mute);min-width:56px}
.nav .on{color:var(--ac);font-weight:bold}
`;

/** Shrinks one-line names until they fit; a pair too long even at 12px wraps, or keeps a short clipped tail. */
const FIT_SCRIPT = `<script>
document.querySelectorAll('.n.fit').forEach(function (e) {
  var size = parseFloat(getComputedStyle(e).fontSize);
  while (e.scrollWidth > e.clientWidth && size > 12) { size -= 0.5; e.style.fontSize = size + 'px'; }
  if (e.scrollWidth > e.clientWidth && !(e.dataset.clip && e.clientWidth / e.scrollWidth > 0.9)) e.classList.add('wrap');
});
</script>`;

interface Palette {
  bg: string;
  /** Rows and cards. */
  sf: string;
  /** Chips, icon tiles and odds boxes. */
  chip: string;
  /** The sticky summary and navigation bars. */
  bar: string;
  fg: string;
  /** Low-contrast grey of the secondary text. */
  mute: string;
  line: string;
  line2: string;
}

const PALETTES: readonly Palette[] = [
  // slate
  {
    bg: '#0f172a',
    sf: '#162033',
    chip: '#1e293b',
    bar: '#131c2e',
    fg: '#e2e8f0',
    mute: '#64748b',
    line: '#1f2a3d',
    line2: '#2b3850',
  },
  // charcoal
  {
    bg: '#141414',
    sf: '#1c1c1d',
    chip: '#262627',
    bar: '#1a1a1b',
    fg: '#ececec',
    mute: '#747474',
    line: '#29292b',
    line2: '#343436',
  },
  // navy
  {
    bg: '#07122a',
    sf: '#0d1c3a',
    chip: '#142649',
    bar: '#0a1733',
    fg: '#e3e9f6',
    mute: '#5b6b8c',
    line: '#17284a',
    line2: '#21355c',
  },
  // OLED black
  {
    bg: '#000000',
    sf: '#0b0b0c',
    chip: '#161618',
    bar: '#0a0a0b',
    fg: '#f4f4f5',
    mute: '#6b6b70',
    line: '#1b1b1e',
    line2: '#27272a',
  },
  // graphite
  {
    bg: '#111418',
    sf: '#181c21',
    chip: '#21262d',
    bar: '#15191e',
    fg: '#e6e8eb',
    mute: '#6c7480',
    line: '#232830',
    line2: '#2f353e',
  },
];

/** Accent, the text colour on a fill of it, and the accent at low alpha for pill backgrounds. */
const ACCENTS: ReadonlyArray<readonly [string, string, string]> = [
  ['#a3e635', '#0c1400', 'rgba(163,230,53,.14)'], // lime
  ['#fb923c', '#1c0b00', 'rgba(251,146,60,.15)'], // orange
  ['#22d3ee', '#03161b', 'rgba(34,211,238,.14)'], // cyan
  ['#facc15', '#1a1400', 'rgba(250,204,21,.14)'], // yellow
  ['#f472b6', '#1e0612', 'rgba(244,114,182,.15)'], // pink
  ['#34d399', '#02150d', 'rgba(52,211,153,.14)'], // emerald
  ['#60a5fa', '#04101f', 'rgba(96,165,250,.15)'], // blue
];

const FONTS = [
  "'Liberation Sans',Arial,sans-serif",
  "'DejaVu Sans',sans-serif",
  "'DejaVu Sans Condensed','DejaVu Sans',sans-serif",
];

interface Labels {
  legs: string;
  odds: string;
  stake: string;
  payout: string;
}

interface App {
  currency: Currency;
  units: readonly string[];
  titles: readonly string[];
  /** The "Moji tiketi" tabs; the first is the one shown. */
  tabs: readonly string[];
  ticket: string;
  statuses: ReadonlyArray<readonly [string, string]>;
  today: string;
  tomorrow: string;
  live: string;
  labels: readonly Labels[];
  legsWord: (n: number) => string;
  nav: readonly [string, string, string, string];
  bookmakers: readonly string[];
  ticketId: (rng: Rng) => string;
}

const APPS: Record<Lang, App> = {
  sr: {
    currency: 'RSD',
    units: ['RSD', 'din.'],
    titles: ['Moj tiket', 'Moji tiketi', 'Detalji tiketa'],
    tabs: ['Aktivni', 'Završeni', 'Svi'],
    ticket: 'Tiket',
    statuses: [
      ['Aktivan', 'b-ok'],
      ['U igri', 'b-ac'],
      ['Na čekanju', 'b-wait'],
    ],
    today: 'Danas',
    tomorrow: 'Sutra',
    live: 'UŽIVO',
    labels: [
      { legs: 'Broj parova', odds: 'Ukupna kvota', stake: 'Uplata', payout: 'Mogući dobitak' },
      { legs: 'Parova', odds: 'Kvota', stake: 'Ulog', payout: 'Dobitak' },
    ],
    legsWord: (n) => (n === 1 ? 'par' : n < 5 ? 'para' : 'parova'),
    nav: ['Početna', 'Uživo', 'Tiketi', 'Profil'],
    bookmakers: ['Škriljac Bet', 'Grafit Kvota', 'Noćni Par'],
    ticketId: (rng) => ticketIds.long(rng),
  },
  hr: {
    currency: 'EUR',
    units: ['€', 'EUR'],
    titles: ['Moj listić', 'Moji listići', 'Detalji listića'],
    tabs: ['Aktivni', 'Riješeni', 'Svi'],
    ticket: 'Listić',
    statuses: [
      ['Aktivan', 'b-ok'],
      ['U tijeku', 'b-ac'],
      ['Na čekanju', 'b-wait'],
    ],
    today: 'Danas',
    tomorrow: 'Sutra',
    live: 'UŽIVO',
    labels: [
      { legs: 'Broj parova', odds: 'Tečaj', stake: 'Uplata', payout: 'Isplata' },
      { legs: 'Događaja', odds: 'Ukupni tečaj', stake: 'Uplata', payout: 'Mogući dobitak' },
    ],
    legsWord: (n) => (n === 1 ? 'par' : n < 5 ? 'para' : 'parova'),
    nav: ['Početna', 'Uživo', 'Listići', 'Profil'],
    bookmakers: ['Tamni Tečaj', 'Mrak Oklade'],
    ticketId: (rng) => ticketIds.hex(rng),
  },
  bs: {
    currency: 'BAM',
    units: ['KM'],
    titles: ['Moj tiket', 'Moji tiketi'],
    tabs: ['Aktivni', 'Završeni', 'Svi'],
    ticket: 'Tiket',
    statuses: [
      ['Aktivan', 'b-ok'],
      ['U igri', 'b-ac'],
    ],
    today: 'Danas',
    tomorrow: 'Sutra',
    live: 'UŽIVO',
    labels: [
      { legs: 'Broj parova', odds: 'Ukupna kvota', stake: 'Uplata', payout: 'Mogući dobitak' },
      { legs: 'Parova', odds: 'Kvota', stake: 'Uplata', payout: 'Isplata' },
    ],
    legsWord: (n) => (n === 1 ? 'par' : n < 5 ? 'para' : 'parova'),
    nav: ['Početna', 'Uživo', 'Tiketi', 'Profil'],
    bookmakers: ['Kaldrma Bet', 'Ugalj Tip'],
    ticketId: (rng) => ticketIds.dashed(rng),
  },
};

/** The layout's own profile: what the generator draws before `render` picks the app's language. */
const PROFILE: TicketProfile = {
  lang: 'sr',
  currency: 'RSD',
  fee: false,
  sports: sportMix(7, 2, 1),
  legs: [2, 10],
  bookmakers: APPS.sr.bookmakers,
  ticketId: (rng) => APPS.sr.ticketId(rng),
};

const svg = (size: number, body: string, color: string, fill = 'none'): string =>
  `<svg width="${size}" height="${size}" viewBox="0 0 24 24" xmlns="http://www.w3.org/2000/svg" fill="${fill}" stroke="${color}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`;

/** Sport glyphs for the icon tiles, drawn (no text) in the accent or the grey. */
function sportIcon(sport: Sport, color: string): string {
  switch (sport) {
    case 'football':
      return svg(
        17,
        `<circle cx="12" cy="12" r="9.5"/><path d="M12 7.5l4 2.9-1.5 4.7h-5L8 10.4z" fill="${color}"/><path d="M12 2.5v5M16 10.4l5-1.6M14.5 15.1l3 4M9.5 15.1l-3 4M8 10.4L3 8.8"/>`,
        color,
      );
    case 'basketball':
      return svg(
        17,
        `<circle cx="12" cy="12" r="9.5"/><path d="M2.5 12h19M12 2.5v19M5.3 5.3a10 10 0 0 1 0 13.4M18.7 5.3a10 10 0 0 0 0 13.4"/>`,
        color,
      );
    case 'tennis':
      return svg(
        17,
        `<circle cx="12" cy="12" r="9.5"/><path d="M4.5 6a9 9 0 0 1 0 12M19.5 6a9 9 0 0 0 0 12"/>`,
        color,
      );
  }
}

const LOCK = (color: string): string =>
  svg(12, `<rect x="5" y="11" width="14" height="10" rx="2"/><path d="M8 11V7a4 4 0 0 1 8 0v4"/>`, color);

const NAV_ICONS = [
  (c: string) => svg(20, `<path d="M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z"/>`, c),
  (c: string) =>
    svg(
      20,
      `<circle cx="12" cy="12" r="2.5"/><path d="M7.5 7.5a6.5 6.5 0 0 0 0 9M16.5 7.5a6.5 6.5 0 0 1 0 9M4.6 4.6a10.5 10.5 0 0 0 0 14.8M19.4 4.6a10.5 10.5 0 0 1 0 14.8"/>`,
      c,
    ),
  (c: string) =>
    svg(20, `<path d="M4 5h16v4a3 3 0 0 0 0 6v4H4v-4a3 3 0 0 0 0-6z"/><path d="M10 9h4M10 13h4"/>`, c),
  (c: string) => svg(20, `<circle cx="12" cy="8" r="4"/><path d="M4 21c1-4.5 4.5-6.5 8-6.5s7 2 8 6.5"/>`, c),
];

const STATUS_ICONS = (c: string): string =>
  `<span>${svg(13, `<path d="M2 20h3v-4H2zM8 20h3v-8H8zM14 20h3V8h-3zM20 20h3V4h-3z" fill="${c}" stroke="none"/>`, c)}` +
  `${svg(13, `<path d="M2 9a15 15 0 0 1 20 0M5.5 12.5a10 10 0 0 1 13 0M9 16a5 5 0 0 1 6 0"/><circle cx="12" cy="19.5" r="1" fill="${c}"/>`, c)}` +
  `${svg(18, `<rect x="2" y="7" width="18" height="10" rx="2"/><rect x="4" y="9" width="11" height="6" fill="${c}" stroke="none"/><path d="M22 11v2"/>`, c)}</span>`;

type Shape = 'ticker' | 'pill' | 'slim' | 'stack';

interface Ctx {
  app: App;
  lang: Lang;
  dec: Dec;
  shape: Shape;
  headers: boolean;
  /** Kickoff day as "Sub"/"Danas" or as the date "07.12.". */
  relDay: boolean;
  oddsStyle: 'box' | 'fill' | 'plain';
  pillOut: boolean;
  clip: boolean;
  fullPlayers: boolean;
  mute: string;
  accent: string;
  printed: Ticket['printedAt'];
}

const cap = (s: string): string => s.charAt(0).toLocaleUpperCase('hr') + s.slice(1);

/** The day part of a kickoff: "Danas", "Sutra", "Sub" or "07.12.". */
function dayText(l: Leg, c: Ctx): string {
  if (!c.relDay) return fmtDate(l.kickoff, 'DD.MM.');
  const day = (ms: number): number => Math.floor(ms / 86400000);
  const diff = day(momentMs(l.kickoff)) - day(momentMs(c.printed));
  if (diff === 0) return c.app.today;
  if (diff === 1) return c.app.tomorrow;
  return cap(fmtDate(l.kickoff, 'ddd', c.lang));
}

/** A leg in play shows the badge and the minute where its kickoff would be. */
interface RowState {
  live: boolean;
  minute: number;
  locked: boolean;
}

function leftColumn(l: Leg, c: Ctx, st: RowState): string {
  if (c.shape === 'pill') return `<span class="ic">${sportIcon(l.sport, c.accent)}</span>`;
  if (c.shape === 'slim') return '';
  if (st.live)
    return `<span class="lc"><span class="live">${c.app.live}</span><br><span class="min">${st.minute}'</span></span>`;
  return `<span class="lc">${dayText(l, c)}<b>${fmtDate(l.kickoff, 'HH:mm')}</b></span>`;
}

/** "Sub 20:45 · Premijer liga", the league left out when header chips name it. */
function metaLine(l: Leg, c: Ctx, st: RowState): string {
  const when = st.live
    ? `<span class="live">${c.app.live}</span>${st.minute}'`
    : `${dayText(l, c)} ${fmtDate(l.kickoff, 'HH:mm')}`;
  return c.headers ? when : `${when} · ${esc(l.league)}`;
}

function names(l: Leg, c: Ctx, oneLine: boolean): string {
  const style = { shortPlayers: !c.fullPlayers };
  const home = esc(teamName(l.home, l, style));
  const away = esc(teamName(l.away, l, style));
  if (oneLine) return `<div class="n fit"${c.clip ? ' data-clip="1"' : ''}>${home} - ${away}</div>`;
  return `<div class="n fit">${home}</div><div class="n fit">${away}</div>`;
}

function oddsBox(l: Leg, c: Ctx, st: RowState): string {
  const o = odds(l.odds, c.dec);
  if (st.locked) return `<span class="od lock">${LOCK(c.mute)}${o}</span>`;
  return `<span class="od ${c.oddsStyle}">${o}</span>`;
}

function legRow(l: Leg, c: Ctx, st: RowState): string {
  const pill = `<span class="pl${c.pillOut ? ' out' : ''}">${esc(pickCode(l.bet, c.dec))}</span>`;
  const words = esc(pickWords(l.bet, c.lang, c.dec));
  let main: string;
  let right: string;
  switch (c.shape) {
    case 'ticker':
      main = `${names(l, c, true)}<div class="s">${words}</div>`;
      right = oddsBox(l, c, st);
      break;
    case 'pill':
      main = `<div class="s cut">${metaLine(l, c, st)}</div>${names(l, c, false)}`;
      right = pill + oddsBox(l, c, st);
      break;
    case 'slim':
      main = `${names(l, c, true)}<div class="s cut">${metaLine(l, c, st)}</div>`;
      right = pill + oddsBox(l, c, st);
      break;
    case 'stack':
      main = `${names(l, c, false)}<div class="s acc">${words}</div>`;
      right = oddsBox(l, c, st);
      break;
  }
  return `<div class="r">${leftColumn(l, c, st)}<div class="m">${main}</div><div class="rt">${right}</div></div>`;
}

/** Reorders the legs in place into league groups (in the order of each group's first kickoff), kickoff order
 * inside a group; the truth is written from the same array, so it follows the printed order. */
function regroup(legs: Leg[]): void {
  const first = new Map<string, number>();
  legs.forEach((l, i) => {
    if (!first.has(l.league)) first.set(l.league, i);
  });
  legs.sort((a, b) => (first.get(a.league) ?? 0) - (first.get(b.league) ?? 0));
}

function render(t: Ticket, _width: number, rng: Rng): string {
  const lang = drawLang(rng);
  const app = APPS[lang];
  // The truth is written from `t` after rendering: a ticket of another language (its leagues, currency and
  // stakes) replaces the drawn one here, so what is printed and what is recorded stay the same ticket.
  if (lang !== t.lang)
    redrawTicket(t, rng, { ...PROFILE, lang, bookmakers: app.bookmakers, ticketId: app.ticketId });

  const palette = rng.pick(PALETTES);
  const [accent, onAccent, accentSoft] = rng.pick(ACCENTS);
  const shape = rng.weighted<Shape>([
    ['ticker', 3],
    ['pill', 3],
    ['slim', 2],
    ['stack', 2],
  ]);
  const headers = rng.chance(0.4);
  if (headers) regroup(t.legs);
  const ctx: Ctx = {
    app,
    lang,
    dec: rng.chance(lang === 'sr' ? 0.7 : 0.8) ? ',' : '.',
    shape,
    headers,
    relDay: rng.chance(0.65),
    oddsStyle: rng.weighted<Ctx['oddsStyle']>([
      ['box', 5],
      ['fill', 2],
      ['plain', 2],
    ]),
    pillOut: rng.chance(0.35),
    clip: rng.chance(0.35),
    fullPlayers: rng.chance(0.3),
    mute: palette.mute,
    accent,
    printed: t.printedAt,
  };
  const separators = rng.weighted<'line' | 'inset' | 'gap'>([
    ['line', 4],
    ['inset', 3],
    ['gap', 2],
  ]);
  const liveCount = rng.chance(0.3) ? rng.int(1, Math.min(2, t.legs.length)) : 0;
  const lockChance = rng.chance(0.35) ? 0.25 : 0;
  const nameSize = rng.pick(shape === 'ticker' || shape === 'slim' ? [14, 15] : [14, 15, 16]);

  // Live legs are the earliest kickoffs, wherever the grouping put them.
  const byKickoff = [...t.legs].sort((a, b) => momentMs(a.kickoff) - momentMs(b.kickoff));
  const live = new Set(byKickoff.slice(0, liveCount));
  let league = '';
  const rows = t.legs
    .map((l) => {
      const chip =
        headers && l.league !== league ? `<div class="lg"><span>${esc(l.league)}</span></div>` : '';
      league = l.league;
      const st: RowState = { live: live.has(l), minute: rng.int(3, 88), locked: rng.chance(lockChance) };
      return chip + legRow(l, ctx, st);
    })
    .join('\n');

  const unit = rng.pick(app.units);
  const dec = ctx.dec;
  const money = (x: number, cents = true): string =>
    `${num(x, dec, dec === ',' ? '.' : '', cents ? 2 : 0)} ${unit}`;
  const stakeCents = rng.chance(0.5);
  const labels = rng.pick(app.labels);
  const n = t.legs.length;
  const total = odds(t.totalOdds, dec);
  const summaryShape = rng.pick(['grid', 'sentence', 'split'] as const);
  let summary: string;
  if (summaryShape === 'grid')
    summary = `<div class="g4"><div>${labels.legs}<b>${n}</b></div><div>${labels.odds}<b>${total}</b></div><div>${labels.stake}<b>${money(t.stake, stakeCents)}</b></div><div class="pay">${labels.payout}<b>${money(t.payout)}</b></div></div>`;
  else if (summaryShape === 'sentence')
    summary = `<div class="sent">${labels.legs} <b>${n}</b> · ${labels.odds} <b>${total}</b> · ${labels.stake} <b>${money(t.stake, stakeCents)}</b> · ${labels.payout} <b class="pay">${money(t.payout)}</b></div>`;
  else
    summary = `<div class="split"><div>${labels.odds}<b>${total}</b></div><div class="pay">${labels.payout}<b>${money(t.payout)}</b></div></div>
<div class="under">${labels.stake} <b>${money(t.stake, stakeCents)}</b> · ${n} ${app.legsWord(n)}</div>`;

  const title = rng.pick(app.titles);
  const list = title === app.titles[1];
  const [statusWord, statusClass] = rng.pick(app.statuses);
  const printed = fmtDate(t.printedAt, rng.pick(['DD.MM.YYYY. HH:mm', 'DD.MM. HH:mm']));
  const statusBar = rng.chance(0.45)
    ? `<div class="sb"><span>${fmtDate(t.printedAt, 'HH:mm')}</span>${STATUS_ICONS(palette.fg)}</div>`
    : '';
  // "Moji tiketi": tabs and a ticket header strip over the rows; otherwise the id line under the top bar.
  const head = list
    ? `<div class="top"><span class="tt">${title}</span></div>
<div class="tabs">${app.tabs.map((w, i) => `<span${i === 0 ? ' class="on"' : ''}>${w}</span>`).join('')}</div>
<div class="th"><b>${app.ticket} #${t.ticketId}</b><span class="d">${printed}</span><span class="badge ${statusClass}">${statusWord}</span></div>`
    : `<div class="top"><span class="bk">‹</span><span class="tt">${title}</span><span class="badge ${statusClass}">${statusWord}</span></div>
<div class="idl"><span class="cp">ID ${t.ticketId} ${svg(12, `<rect x="8" y="8" width="12" height="12" rx="2"/><path d="M4 16V5a1 1 0 0 1 1-1h11"/>`, palette.mute)}</span><span>${esc(t.bookmaker)} · ${printed}</span></div>`;
  const listClass = [
    'list',
    separators === 'gap' ? 'gap' : separators === 'inset' ? 'inset' : '',
    list ? '' : 'solo',
  ]
    .filter(Boolean)
    .join(' ');
  const indent = shape === 'slim' ? 11 : shape === 'pill' ? 50 : 62;
  const nav = rng.chance(0.5)
    ? `<div class="nav">${app.nav
        .map((w, i) => {
          const on = i === 2;
          return `<div${on ? ' class="on"' : ''}>${NAV_ICONS[i](on ? accent : palette.mute)}<span>${w}</span></div>`;
        })
        .join('')}</div>`
    : '';

  const vars =
    Object.entries(palette)
      .map(([k, v]) => `--${k}:${v}`)
      .join(';') +
    `;--ac:${accent};--on:${onAccent};--acs:${accentSoft};--font:${rng.pick(FONTS)};--nfs:${nameSize}px;--ind:${indent}px`;
  const body = `<div id="ticket" style="${vars}">
${statusBar}
${head}
<div class="${listClass}">
${rows}
</div>
<div class="sum">${summary}</div>
${nav}
</div>${FIT_SCRIPT}`;
  return page(css, body);
}

export const appCompactSlate: Layout = {
  name: 'app-compact-slate',
  medium: 'screen',
  width: [360, 412],
  scale: 2,
  profile: PROFILE,
  render,
};
