// Light phone sportsbook apps' placed ticket ("Moj tiket", "Detalji tiketa", hr "Moj listić", bs "Tiket") as a
// screenshot at device pixel ratio 2 or 3, drawn unlike app-cards-light and -variety: the picks and odds the way
// light apps colour them, which is what makes them hard to read.
//   - the pick as a pill with WHITE text on a saturated fill (green, red, blue, orange, purple), as dark text on a
//     pale tint of that colour, or as bold coloured text with no pill; 11–13 px on some tickets;
//   - the odds in a grey rounded box, in a bold accent colour, or white on an accent fill;
//   - the page very light grey (#f2f3f5, #eef1f6) or warm off-white, white cards with a soft shadow or a hairline;
//     a brand-coloured top bar with a white title, a head card with the ticket number and a status badge
//     ("Aktivan", "Na čekanju", "U igri"); kickoff and league in light grey (#8a8f98-ish).
// One card shape per ticket (its rng):
//   (a) icon: a sport icon and the league small over a bold "Home - Away", the market in grey under it, the pick
//       and the odds in a right-hand column (odds over the pick or under it), or both on the market's line;
//   (b) crest: home and away on separate lines after small round initials crests, the market under them, a
//       vertical divider, the pick over the odds (or the odds over the pick) on the right;
//   (c) wide: the names, then a wide row spanning the card's bottom "Konačan ishod · 1 · 1,85" (a pale tint, a
//       saturated fill with white text, or grey with the pick as a pill and the odds at the far right);
//   (d) rows: no cards, one white list with hairlines between the legs, the pick as accent text and the odds in
//       a grey box at the far right.
// Picks as codes ("1", "KI 1", "GG", "3+", "V 165,5") on some tickets, as words on others (the team's name,
// "Nerešeno", "Da"/"Ne", "Više 2,5", "Manje 165,5"); the truth keeps the generator's code. The summary (number
// of pairs sometimes, "Ukupna kvota", "Uplata", 5 % "Manipulativni troškovi" on a few Serbian tickets, "Mogući
// dobitak"; hr "Tečaj", "Isplata") as rows, three columns or a large payout, above or below the legs; a copy
// button, the 18+ line and a bottom navigation on some screens. Long names shrink, then wrap, never an ellipsis.
// About a third of the screens are DPR 3 (the page zoomed 1.5× on the ratio-2 renderer), as app-cards-variety.
//
// Language: the profile is Serbian (RSD); `render` re-draws the ticket for Croatian (EUR) or Bosnian (KM), or
// for a Serbian ticket with the fee (redrawTicket); the generator writes the truth from the same ticket object.
import type { Rng } from '../../../rng';
import type { Lang, Sport } from '../../teams';
import {
  esc,
  fmtDate,
  line,
  marketName,
  num,
  odds,
  pickChip,
  pickCode,
  teamName,
  type Dec,
  type NameStyle,
} from '../../text';
import type { Currency, Leg, Ticket, TicketProfile } from '../../ticket';
import { drawLang, redrawTicket, sportMix } from '../parts';
import { page, type Layout } from '../types';

const css = `
#ticket{background:var(--bg);color:var(--fg);font:14px/1.3 var(--font);padding-bottom:0}
.top{background:var(--brand);color:#fff}
.sb{display:flex;align-items:center;justify-content:space-between;padding:6px 16px 0;font-size:12px;font-weight:700}
.sb .ic{display:flex;align-items:flex-end;gap:5px}
.sig{display:flex;align-items:flex-end;gap:1.5px;height:10px}.sig i{display:block;width:3px;background:#fff;border-radius:1px}
.bat{width:21px;height:10px;border:1.5px solid #fff;border-radius:3px;padding:1px}
.bat i{display:block;height:100%;background:#fff;border-radius:1px}
.bar{display:flex;align-items:center;gap:12px;padding:12px 14px 12px}
.arr{position:relative;width:16px;height:14px;flex:none}
.arr:before{content:'';position:absolute;left:1px;top:3px;width:8px;height:8px;border-left:2px solid #fff;border-bottom:2px solid #fff;transform:rotate(45deg)}
.arr:after{content:'';position:absolute;left:2px;top:6px;width:14px;height:2px;background:#fff}
.bar .tt{flex:1;font-size:17px;font-weight:700}
.bar .bk{font-size:12px;opacity:.85;white-space:nowrap}
.bar.mid .tt{text-align:center}
.box{background:var(--card);margin:10px 10px 0;border-radius:var(--rad);box-shadow:var(--shadow);border:var(--border)}
.head{display:flex;align-items:center;gap:10px;padding:10px 12px}
.head .hl{flex:1;min-width:0}
.head .hl b{display:block;font-size:14px;font-weight:700}
.head .hl span{display:block;font-size:11.5px;color:var(--mute);margin-top:2px}
.bdg{font-size:11.5px;font-weight:700;padding:4px 10px;border-radius:999px;white-space:nowrap;color:var(--bc);background:var(--bb)}
.bdg:before{content:'';display:inline-block;width:6px;height:6px;border-radius:50%;background:currentColor;margin-right:5px;vertical-align:1px}
.bdg.nd:before{display:none}
.sec{margin:14px 14px 0;font-size:12px;color:var(--mute);font-weight:700;text-transform:uppercase;letter-spacing:.4px}
.card{background:var(--card);margin:8px 10px 0;border-radius:var(--rad);box-shadow:var(--shadow);border:var(--border);padding:10px 12px}
.meta{display:flex;align-items:center;gap:5px;font-size:11.5px;color:var(--mute);min-width:0}
.meta .lg{min-width:0;overflow-wrap:anywhere}
.meta .ko{white-space:nowrap}
.meta .sp{flex:none;width:12px;height:12px}
.nm{font-size:15.5px;font-weight:700;margin-top:3px;overflow-wrap:anywhere;line-height:1.25}
.nm.md{font-size:14px}.nm.sm{font-size:12.5px}
.mk{font-size:12.5px;color:var(--mk);margin-top:3px}
.pk{display:inline-block;font-size:var(--ps);font-weight:700;border-radius:var(--prad);padding:var(--ppad);white-space:nowrap;text-align:center}
.pk.fill{background:var(--pk);color:#fff}
.pk.tint{background:var(--pkt);color:var(--pkx)}
.pk.text{color:var(--pkd);padding:0;background:none}
.pk.wr{white-space:normal;max-width:130px;overflow-wrap:anywhere}
.rc .pk{max-width:100%;white-space:normal;overflow-wrap:anywhere}
.od{display:inline-block;font-size:var(--os);font-weight:700;white-space:nowrap;text-align:center}
.od.grey{background:var(--grey);color:var(--fg);border-radius:6px;padding:4px 8px;min-width:48px}
.od.acc{color:var(--oa)}
.od.fill{background:var(--oa);color:#fff;border-radius:6px;padding:4px 8px;min-width:48px}
.a{display:flex;align-items:center;gap:10px}
.a .l{flex:1;min-width:0}
.a .r{flex:none;display:flex;flex-direction:column;align-items:flex-end;gap:5px}
.a .ml{display:flex;align-items:center;gap:8px;margin-top:6px;padding-top:6px;border-top:1px solid var(--line)}
.a .ml .mk{flex:1;margin-top:0}
.b .meta{margin-bottom:6px}
.bw{display:flex;align-items:stretch;gap:10px}
.bw .tm{flex:1;min-width:0}
.tr{display:flex;align-items:center;gap:8px;margin-top:4px}
.tr:first-child{margin-top:0}
.tr .nm{margin-top:0;font-size:14.5px}.tr .nm.md{font-size:13.5px}.tr .nm.sm{font-size:12px}
.cr{flex:none;width:22px;height:22px;border-radius:50%;display:flex;align-items:center;justify-content:center;font-size:9px;font-weight:700;color:#fff}
.cr.pale{color:#3a3f48}
.bw .mk{margin-top:6px}
.vd{flex:none;width:1px;background:var(--line)}
.rc{flex:none;width:var(--rcw);display:flex;flex-direction:column;align-items:center;justify-content:center;gap:6px}
.c .nm{margin-top:4px}
.c .nm2{font-size:15px;font-weight:700;overflow-wrap:anywhere;line-height:1.3;margin-top:4px}
.c .nm2+.nm2{margin-top:1px}
.wb{display:flex;align-items:center;flex-wrap:wrap;gap:4px 7px;margin-top:9px;padding:8px 11px;border-radius:calc(var(--rad) - 2px);font-size:13.5px}
.wb .sep{opacity:.6}
.wb.tint{background:var(--pkt);color:var(--pkx)}.wb.tint b{font-weight:700}.wb.tint .o{color:var(--fg)}
.wb.fill{background:var(--pk);color:#fff;font-weight:700}.wb.fill .m{font-weight:400;opacity:.9}
.wb.grey{background:var(--grey);color:var(--fg)}.wb.grey .m{color:var(--mk)}.wb.grey .o{margin-left:auto}
.wb.center{justify-content:center}
.wb .o{font-weight:700}
.list{background:var(--card);margin:10px 0 0;border-top:1px solid var(--line);border-bottom:1px solid var(--line)}
.list.inset{margin:10px 10px 0;border-radius:var(--rad);border:var(--border);box-shadow:var(--shadow)}
.rw{display:flex;align-items:center;gap:10px;padding:10px 14px}
.rw+.rw{border-top:1px solid var(--line)}
.rw .l{flex:1;min-width:0}
.rw .pt{flex:none;font-size:var(--ps);font-weight:700;color:var(--pkd);text-align:right;max-width:110px;overflow-wrap:anywhere}
.rw .nm{font-size:14.5px}.rw .nm.md{font-size:13.5px}.rw .nm.sm{font-size:12px}
.sum{padding:10px 12px}
.sum .kv{display:flex;justify-content:space-between;gap:10px;padding:3px 0;font-size:13.5px}
.sum .kv span{color:var(--mk)}.sum .kv b{font-weight:700}
.sum .kv.pay{border-top:1px solid var(--line);margin-top:5px;padding-top:8px;font-size:15.5px}
.sum .kv.pay b{color:var(--pay)}
.cols{display:flex;padding:10px 4px}
.cols div{flex:1;text-align:center;min-width:0}
.cols div+div{border-left:1px solid var(--line)}
.cols span{display:block;font-size:11px;color:var(--mute)}
.cols b{display:block;font-size:14.5px;font-weight:700;margin-top:3px;white-space:nowrap}
.cols b.sm{font-size:12.5px}
.cols .pay b{color:var(--pay)}
.big{padding:12px 14px}
.big .pl{font-size:12px;color:var(--mute)}
.big .pv{font-size:24px;font-weight:700;color:var(--pay);margin-top:2px}
.big .sm2{display:flex;gap:4px 16px;margin-top:8px;padding-top:8px;border-top:1px solid var(--line);font-size:12.5px;color:var(--mk);flex-wrap:wrap}
.big .sm2 b{color:var(--fg);font-weight:700}
.btn{margin:12px 10px 0;border-radius:10px;padding:11px 0;text-align:center;font-weight:700;font-size:14px;border:1.5px solid var(--brand);color:var(--brand);background:var(--card)}
.age{margin:12px 14px 0;font-size:10.5px;color:var(--mute);text-align:center}
.age b{display:inline-block;border:1.5px solid var(--mute);border-radius:999px;padding:4px 3px;line-height:1;font-size:9px;margin-right:6px;vertical-align:middle}
.nav{display:flex;margin-top:12px;padding:7px 0 9px;background:var(--card);border-top:1px solid var(--line)}
.nav div{flex:1;display:flex;flex-direction:column;align-items:center;gap:3px;font-size:10.5px;color:var(--mute)}
.nav div.on{color:var(--brand);font-weight:700}
.nav i{display:block;width:18px;height:18px;border:2px solid currentColor;border-radius:5px}
.nav i.c{border-radius:50%}.nav i.t{border-radius:2px 2px 7px 7px}.nav i.p{border-radius:50% 50% 4px 4px}
.pad{height:14px}
`;

interface Tone {
  bg: string;
  /** Hairlines and the summary rules. */
  line: string;
  /** The odds' grey box. */
  grey: string;
}

const PAGES: readonly Tone[] = [
  { bg: '#f2f3f5', line: '#e6e8ec', grey: '#eef0f3' },
  { bg: '#eef1f6', line: '#e2e7ef', grey: '#edf0f5' },
  { bg: '#f6f4ef', line: '#ebe7df', grey: '#f1efea' },
  { bg: '#f4f6f8', line: '#e5e9ee', grey: '#eff1f4' },
];

/** A saturated colour, its darker shade for text on white, and a pale tint. */
interface Hue {
  fill: string;
  dark: string;
  tint: string;
}

const HUES = {
  green: { fill: '#16a34a', dark: '#12833c', tint: '#e3f5ea' },
  red: { fill: '#e11d2e', dark: '#c01624', tint: '#fde7e9' },
  blue: { fill: '#1f6feb', dark: '#1a5ccc', tint: '#e5efff' },
  orange: { fill: '#f27a12', dark: '#c65f05', tint: '#fff0e0' },
  purple: { fill: '#7c3aed', dark: '#6a2fd0', tint: '#efe7fd' },
} satisfies Record<string, Hue>;
type HueName = keyof typeof HUES;
const HUE_NAMES = Object.keys(HUES) as HueName[];

/** Brand bars are a little deeper than the pick colours. */
const BRANDS: Record<HueName, string> = {
  green: '#0b8a43',
  red: '#d3182a',
  blue: '#1559c9',
  orange: '#ea6a0a',
  purple: '#6a2fd0',
};

const MUTES = ['#8a8f98', '#8e939b', '#979ca5', '#8b9099'];

const FONTS: readonly string[] = [
  "'Liberation Sans',Arial,sans-serif",
  "Roboto,'Helvetica Neue',Arial,sans-serif",
  "'DejaVu Sans',Verdana,sans-serif",
  "'Liberation Sans Narrow','Arial Narrow',sans-serif",
];

interface Words {
  titles: readonly string[];
  ticket: string;
  statuses: readonly [string, string, string];
  paid: string;
  legs: readonly string[];
  section: string;
  odds: readonly string[];
  stake: readonly string[];
  fee: string;
  payout: readonly string[];
  draw: string;
  yes: string;
  no: string;
  over: string;
  under: string;
  copy: string;
  today: string;
  tomorrow: string;
  sports: Record<Sport, string>;
  nav: readonly [string, string, string, string];
  age: string;
}

const WORDS: Record<Lang, Words> = {
  sr: {
    titles: ['Moj tiket', 'Detalji tiketa'],
    ticket: 'Tiket',
    statuses: ['Aktivan', 'Na čekanju', 'U igri'],
    paid: 'Uplaćeno',
    legs: ['Broj parova', 'Parova'],
    section: 'Parovi',
    odds: ['Ukupna kvota', 'Kvota'],
    stake: ['Uplata'],
    fee: 'Manipulativni troškovi 5%',
    payout: ['Mogući dobitak', 'Moguća isplata'],
    draw: 'Nerešeno',
    yes: 'Da',
    no: 'Ne',
    over: 'Više',
    under: 'Manje',
    copy: 'Kopiraj tiket',
    today: 'Danas',
    tomorrow: 'Sutra',
    sports: { football: 'Fudbal', basketball: 'Košarka', tennis: 'Tenis' },
    nav: ['Početna', 'Uživo', 'Tiketi', 'Profil'],
    age: 'Zabranjeno maloletnim licima. Igraj odgovorno.',
  },
  hr: {
    titles: ['Moj listić', 'Detalji listića'],
    ticket: 'Listić',
    statuses: ['Aktivan', 'Na čekanju', 'U igri'],
    paid: 'Uplaćeno',
    legs: ['Broj parova', 'Parova'],
    section: 'Odabiri',
    odds: ['Tečaj', 'Ukupni tečaj'],
    stake: ['Uplata', 'Ulog'],
    fee: '',
    payout: ['Isplata', 'Moguća isplata'],
    draw: 'Neriješeno',
    yes: 'Da',
    no: 'Ne',
    over: 'Više',
    under: 'Manje',
    copy: 'Kopiraj listić',
    today: 'Danas',
    tomorrow: 'Sutra',
    sports: { football: 'Nogomet', basketball: 'Košarka', tennis: 'Tenis' },
    nav: ['Početna', 'Uživo', 'Listići', 'Profil'],
    age: 'Zabranjeno za osobe mlađe od 18 godina.',
  },
  bs: {
    titles: ['Tiket', 'Moj tiket', 'Detalji tiketa'],
    ticket: 'Tiket',
    statuses: ['Aktivan', 'Na čekanju', 'U igri'],
    paid: 'Uplaćeno',
    legs: ['Broj parova', 'Parova'],
    section: 'Parovi',
    odds: ['Ukupna kvota', 'Kvota'],
    stake: ['Uplata', 'Ulog'],
    fee: '',
    payout: ['Mogući dobitak', 'Moguća isplata'],
    draw: 'Neriješeno',
    yes: 'Da',
    no: 'Ne',
    over: 'Više',
    under: 'Manje',
    copy: 'Kopiraj tiket',
    today: 'Danas',
    tomorrow: 'Sutra',
    sports: { football: 'Fudbal', basketball: 'Košarka', tennis: 'Tenis' },
    nav: ['Početna', 'Uživo', 'Tiketi', 'Profil'],
    age: 'Igre na sreću nisu za osobe mlađe od 18 godina.',
  },
};

const UNITS: Record<Currency, readonly string[]> = {
  RSD: ['RSD', 'din.'],
  EUR: ['€', 'EUR'],
  BAM: ['KM', 'BAM'],
};
const BOOKMAKERS: Record<Lang, readonly string[]> = {
  sr: ['Pastel Bet', 'Kvotomat'],
  hr: ['Listić Plus', 'Jadran Tip'],
  bs: ['Bosna Kvota', 'Tiket Centar'],
};

const PROFILE: TicketProfile = {
  lang: 'sr',
  currency: 'RSD',
  fee: false,
  sports: sportMix(7, 2, 1),
  legs: [1, 8],
  bookmakers: BOOKMAKERS.sr,
  ticketId: (rng) =>
    rng.chance(0.5)
      ? `${rng.int(10, 99)}${rng.int(100000, 999999)}${rng.int(1000, 9999)}`
      : `TK-${rng.int(1000, 9999)}-${rng.int(100000, 999999)}`,
};

const SPORT_ICON: Record<Sport, string> = {
  football:
    '<svg class="sp" viewBox="0 0 12 12"><circle cx="6" cy="6" r="5.2" fill="none" stroke="currentColor" stroke-width="1.2"/><path d="M6 3.7l2 1.5-.8 2.4H4.8L4 5.2z" fill="currentColor"/></svg>',
  basketball:
    '<svg class="sp" viewBox="0 0 12 12"><circle cx="6" cy="6" r="5.4" fill="#ef8a3a"/><path d="M.8 6h10.4M6 .6v10.8M2.2 2.2c2 2 2 5.6 0 7.6M9.8 2.2c-2 2-2 5.6 0 7.6" stroke="#5a2a08" stroke-width=".8" fill="none"/></svg>',
  tennis:
    '<svg class="sp" viewBox="0 0 12 12"><circle cx="6" cy="6" r="5.4" fill="#cfe24e"/><path d="M1.6 3c2.4 1.6 2.4 4.4 0 6M10.4 3c-2.4 1.6-2.4 4.4 0 6" stroke="#fff" stroke-width=".9" fill="none"/></svg>',
};

type Shape = 'icon' | 'crest' | 'wide' | 'rows';
type PickStyle = 'fill' | 'tint' | 'text';
type OddsStyle = 'grey' | 'acc' | 'fill';
type Kick = 'day' | 'date' | 'rel' | 'time';

interface Ctx {
  lang: Lang;
  words: Words;
  dec: Dec;
  names: NameStyle;
  /** Picks as words (the team's name, "Nerešeno", "Da", "Više 2,5") instead of codes. */
  wordy: boolean;
  /** Codes with "KI " before a final-result pick. */
  ki: boolean;
  pick: PickStyle;
  odds: OddsStyle;
  /** The odds above the pick in a right-hand column. */
  oddsTop: boolean;
  /** (a) the pick and the odds on the market's line instead of a right-hand column. */
  onMarket: boolean;
  /** (c) the wide row's look. */
  wide: 'tint' | 'fill' | 'grey';
  wideCenter: boolean;
  /** (c) home over away instead of "Home - Away". */
  stacked: boolean;
  /** The sport icon before the league; the league's country dropped. */
  icon: boolean;
  shortLeague: boolean;
  kick: Kick;
  printedDay: number;
  /** Characters a one-line match name takes before it shrinks. */
  room: number;
  sep: string;
}

const shown = (n: string, l: Leg, c: Ctx): string => teamName(n, l, c.names);

/** A size class so long names shrink before they wrap. */
function sizeClass(text: string, room: number): string {
  if (text.length > room + 10) return 'nm sm';
  if (text.length > room) return 'nm md';
  return 'nm';
}

/** Two letters for a crest: the first letters of the first two words, club prefixes skipped. */
function initials(name: string): string {
  const ws = name
    .split(/[\s\-.]+/)
    .filter((w) => /^\p{L}/u.test(w) && !/^(FK|NK|KK|HNK|GNK|FC|AC|SC|OFK)$/.test(w));
  const s = ws.length > 1 ? ws[0][0] + ws[1][0] : (ws[0] ?? '?').slice(0, 2);
  return s.toLocaleUpperCase('hr');
}

/** A hue from the name itself, so a club keeps its crest colour on every ticket. */
function hueOf(name: string): number {
  let h = 5;
  for (const ch of name) h = (h * 41 + ch.charCodeAt(0)) % 360;
  return h;
}

/** Light apps draw crests as pastel circles with dark letters, or saturated ones with white letters. */
function crest(n: string, pale: boolean): string {
  const h = hueOf(n);
  return pale
    ? `<span class="cr pale" style="background:hsl(${h},55%,86%)">${esc(initials(n))}</span>`
    : `<span class="cr" style="background:hsl(${h},50%,44%)">${esc(initials(n))}</span>`;
}

function kickoff(l: Leg, c: Ctx): string {
  const hm = fmtDate(l.kickoff, 'HH:mm');
  if (c.kick === 'time') return hm;
  if (c.kick === 'date') return `${fmtDate(l.kickoff, 'DD.MM.')} ${hm}`;
  if (c.kick === 'rel') {
    const days = Math.round((Date.UTC(l.kickoff.y, l.kickoff.mo - 1, l.kickoff.d) - c.printedDay) / 86400000);
    if (days === 0) return `${c.words.today}, ${hm}`;
    if (days === 1) return `${c.words.tomorrow}, ${hm}`;
  }
  const d = fmtDate(l.kickoff, 'ddd', c.lang);
  return `${d[0].toLocaleUpperCase('hr')}${d.slice(1)}, ${fmtDate(l.kickoff, 'DD.MM.')} ${hm}`;
}

function league(l: Leg, c: Ctx): string {
  const parts = l.league.split(' - ');
  return esc(c.shortLeague ? parts[parts.length - 1] : l.league);
}

/** The selection as printed: a code, or the words a light app writes. Never anything the truth does not hold. */
function selection(l: Leg, c: Ctx): string {
  const b = l.bet;
  const g = (x: number): string => num(x, c.dec, '', 1);
  if (!c.wordy) {
    switch (b.key) {
      case 'ug02':
      case 'ug2p':
      case 'ug3p':
      case 'p1_1':
      case 'p1_x':
      case 'p2_2':
        return pickChip(b, c.dec);
      default:
        return pickCode(b, c.dec, { ki: c.ki });
    }
  }
  switch (b.key) {
    case 'ki1':
    case 'bk1':
    case 't1':
      return shown(l.home, l, c);
    case 'ki2':
    case 'bk2':
    case 't2':
      return shown(l.away, l, c);
    case 'kix':
      return c.words.draw;
    case 'gg':
      return c.words.yes;
    case 'ng':
      return c.words.no;
    case 'ug02':
      return `${c.words.under} ${g(2.5)}`;
    case 'ug2p':
      return `${c.words.over} ${g(1.5)}`;
    case 'ug3p':
      return `${c.words.over} ${g(2.5)}`;
    case 'gg3p':
      return 'GG i 3+';
    case '1ug3p':
      return '1 i 3+';
    case 'bkover':
      return `${c.words.over} ${line(b.line ?? 0, c.dec)}`;
    case 'bkunder':
      return `${c.words.under} ${line(b.line ?? 0, c.dec)}`;
    default:
      return pickChip(b, c.dec);
  }
}

function pickHtml(l: Leg, c: Ctx): string {
  const s = selection(l, c);
  return `<span class="pk ${c.pick}${s.length > 12 ? ' wr' : ''}">${esc(s)}</span>`;
}

const oddsHtml = (l: Leg, c: Ctx): string => `<span class="od ${c.odds}">${odds(l.odds, c.dec)}</span>`;

/** Pick and odds as a column's or a line's contents, the odds first when the app puts them on top. */
const pair = (l: Leg, c: Ctx): string =>
  c.oddsTop ? oddsHtml(l, c) + pickHtml(l, c) : pickHtml(l, c) + oddsHtml(l, c);

function matchLine(l: Leg, c: Ctx, extra = ''): string {
  const text = `${shown(l.home, l, c)}${c.sep}${shown(l.away, l, c)}`;
  return `<div class="${sizeClass(text, c.room)}${extra}">${esc(text)}</div>`;
}

function meta(l: Leg, c: Ctx, icon: boolean): string {
  return `<div class="meta">${icon ? SPORT_ICON[l.sport] : ''}<span class="lg">${league(l, c)}</span><span>·</span><span class="ko">${kickoff(l, c)}</span></div>`;
}

/** (a) sport icon and league over the names, the market under them, pick and odds at the right or on the line. */
function iconCard(l: Leg, c: Ctx): string {
  const mk = esc(marketName(l.bet, c.lang));
  if (c.onMarket)
    return `<div class="card a"><div class="l">${meta(l, c, true)}${matchLine(l, c)}
<div class="ml"><span class="mk">${mk}</span>${pickHtml(l, c)}${oddsHtml(l, c)}</div></div></div>`;
  return `<div class="card a"><div class="l">${meta(l, c, true)}${matchLine(l, c)}<div class="mk">${mk}</div></div>
<div class="r">${pair(l, c)}</div></div>`;
}

/** (b) crests before home and away on their own lines, a vertical divider, the pick and odds column. */
function crestCard(l: Leg, c: Ctx, pale: boolean): string {
  const team = (n: string): string => {
    const s = shown(n, l, c);
    return `<div class="tr">${crest(n, pale)}<span class="${sizeClass(s, c.room - 8)}">${esc(s)}</span></div>`;
  };
  return `<div class="card b">${meta(l, c, c.icon)}
<div class="bw"><div class="tm">${team(l.home)}${team(l.away)}<div class="mk">${esc(marketName(l.bet, c.lang))}</div></div>
<div class="vd"></div><div class="rc">${pair(l, c)}</div></div></div>`;
}

/** (c) the names, then one wide row "Konačan ishod · 1 · 1,85" across the card's bottom. */
function wideCard(l: Leg, c: Ctx): string {
  const names = c.stacked
    ? `<div class="nm2">${esc(shown(l.home, l, c))}</div><div class="nm2">${esc(shown(l.away, l, c))}</div>`
    : matchLine(l, c);
  const mk = `<span class="m">${esc(marketName(l.bet, c.lang))}</span>`;
  const o = odds(l.odds, c.dec);
  const row =
    c.wide === 'grey'
      ? `<div class="wb grey">${mk}${pickHtml(l, c)}<span class="o">${o}</span></div>`
      : `<div class="wb ${c.wide}${c.wideCenter ? ' center' : ''}">${mk}<span class="sep">·</span><b>${esc(selection(l, c))}</b><span class="sep">·</span><span class="o">${o}</span></div>`;
  return `<div class="card c">${meta(l, c, c.icon)}${names}${row}</div>`;
}

/** (d) a flat row: kickoff and league, the names, the market; the pick as accent text, the odds boxed at the right. */
function listRow(l: Leg, c: Ctx): string {
  return `<div class="rw"><div class="l">${meta(l, c, c.icon)}${matchLine(l, c)}<div class="mk">${esc(marketName(l.bet, c.lang))}</div></div>
<span class="pt">${esc(selection(l, c))}</span><span class="od grey">${odds(l.odds, c.dec)}</span></div>`;
}

function statusBar(t: Ticket, rng: Rng): string {
  const clock = `${String(t.printedAt.h).padStart(2, '0')}:${String(Math.min(59, t.printedAt.mi + rng.int(1, 9))).padStart(2, '0')}`;
  const sig = [3, 5, 7, 10].map((h) => `<i style="height:${h}px"></i>`).join('');
  return `<div class="sb"><span>${clock}</span><span class="ic"><span class="sig">${sig}</span><span class="bat"><i style="width:${rng.int(30, 95)}%"></i></span></span></div>`;
}

function render(t: Ticket, width: number, rng: Rng): string {
  const lang = drawLang(rng);
  const fee = lang === 'sr' && rng.chance(0.2);
  // The truth is written from `t` after rendering: a ticket of the drawn language (or with the fee) replaces it.
  if (lang !== t.lang || fee) redrawTicket(t, rng, { ...PROFILE, lang, fee, bookmakers: BOOKMAKERS[lang] });
  const words = WORDS[lang];
  const shape = rng.pick<Shape>(['icon', 'crest', 'wide', 'rows']);
  const dec: Dec = rng.chance(lang === 'hr' ? 0.8 : 0.6) ? ',' : '.';
  const sep = dec === ',' ? rng.pick(['.', '']) : rng.chance(0.3) ? ',' : '';
  const brandName = rng.pick(HUE_NAMES);
  // The pick's colour is the brand's or a second one (a green pick under a red bar).
  const pickHue = HUES[rng.chance(0.5) ? brandName : rng.pick(HUE_NAMES)];
  const oddsHue = rng.chance(0.6) ? HUES[brandName] : pickHue;
  const bg = rng.pick(PAGES);
  const small = rng.chance(0.35);
  const dpr3 = rng.chance(0.35);
  const ctx: Ctx = {
    lang,
    words,
    dec,
    names: { shortPlayers: rng.chance(0.6) },
    wordy: rng.chance(0.45),
    ki: rng.chance(0.25),
    pick: rng.weighted<PickStyle>([
      ['fill', 5],
      ['tint', 3],
      ['text', 2],
    ]),
    odds: rng.pick<OddsStyle>(['grey', 'acc', 'fill']),
    oddsTop: rng.chance(0.4),
    onMarket: rng.chance(0.35),
    wide: rng.pick(['tint', 'fill', 'grey'] as const),
    wideCenter: rng.chance(0.3),
    stacked: rng.chance(0.35),
    icon: rng.chance(0.5),
    shortLeague: rng.chance(0.3),
    kick: rng.pick<Kick>(['day', 'date', 'rel', 'time']),
    printedDay: Date.UTC(t.printedAt.y, t.printedAt.mo - 1, t.printedAt.d),
    room: width < 390 ? 24 : 28,
    sep: rng.pick([' - ', ' – ', ' vs ']),
  };
  // A pill with no fill and text-only odds would leave nothing boxed: real apps box at least one of the two.
  if (ctx.pick === 'text' && ctx.odds === 'acc') ctx.odds = 'grey';
  const pale = rng.chance(0.5);
  const font = rng.pick(FONTS);
  const radius = rng.pick([8, 10, 12, 14]);
  const hairline = rng.chance(0.4);
  const mute = rng.pick(MUTES);

  const unit = rng.pick(UNITS[t.currency]);
  const unitFirst = unit === '€' && rng.chance(0.3);
  const money = (x: number): string => (unitFirst ? `€${num(x, dec, sep)}` : `${num(x, dec, sep)} ${unit}`);
  const oddsLabel = rng.pick(words.odds);
  const stakeLabel = rng.pick(words.stake);
  const payLabel = rng.pick(words.payout);
  const legsLabel = rng.pick(words.legs);
  const showLegs = rng.chance(0.4);
  const form = fee ? 'rows' : rng.pick(['rows', 'cols', 'big'] as const);
  const summaryTop = rng.chance(0.4);
  const status = rng.weighted<number>([
    [0, 5],
    [1, 3],
    [2, 2],
  ]);
  const [bc, bb] = [
    ['#15803d', '#e3f4e9'],
    ['#b45309', '#fdf0d9'],
    ['#1d4ed8', '#e3ebfd'],
  ][status];
  const nav = rng.chance(0.45);
  const age = rng.chance(0.45);
  const copy = rng.chance(0.3);
  const section = rng.chance(0.4);
  const title = rng.pick(words.titles);
  const printed = fmtDate(t.printedAt, rng.pick(['DD.MM.YYYY. HH:mm', 'DD.MM. HH:mm', 'DD.MM.YYYY HH:mm']));

  let legs: string;
  if (shape === 'rows')
    legs = `<div class="list${rng.chance(0.4) ? ' inset' : ''}">${t.legs.map((l) => listRow(l, ctx)).join('\n')}</div>`;
  else if (shape === 'crest') legs = t.legs.map((l) => crestCard(l, ctx, pale)).join('\n');
  else if (shape === 'wide') legs = t.legs.map((l) => wideCard(l, ctx)).join('\n');
  else legs = t.legs.map((l) => iconCard(l, ctx)).join('\n');

  const kvs: [string, string, string][] = [
    ...(showLegs ? [[legsLabel, String(t.legs.length), ''] as [string, string, string]] : []),
    [oddsLabel, odds(t.totalOdds, dec), ''],
    [stakeLabel, money(t.stake), ''],
    ...(fee ? [[words.fee, money(t.fee), ''] as [string, string, string]] : []),
    [payLabel, money(t.payout), 'pay'],
  ];
  let summary: string;
  if (form === 'rows')
    summary = `<div class="box sum">${kvs.map(([k, v, cl]) => `<div class="kv${cl ? ` ${cl}` : ''}"><span>${k}</span><b>${v}</b></div>`).join('')}</div>`;
  else if (form === 'cols') {
    // Three columns share a narrow screen: a long amount gets a smaller size rather than overflowing its cell.
    const cell = (k: string, v: string, cl = ''): string =>
      `<div${cl ? ` class="${cl}"` : ''}><span>${k}</span><b${v.length > 11 ? ' class="sm"' : ''}>${v}</b></div>`;
    summary = `<div class="box cols">${cell(oddsLabel, odds(t.totalOdds, dec))}${cell(stakeLabel, money(t.stake))}${cell(payLabel, money(t.payout), 'pay')}</div>`;
  } else
    summary = `<div class="box big"><div class="pl">${payLabel}</div><div class="pv">${money(t.payout)}</div>
<div class="sm2">${showLegs ? `<span>${legsLabel}: <b>${t.legs.length}</b></span>` : ''}<span>${oddsLabel}: <b>${odds(t.totalOdds, dec)}</b></span><span>${stakeLabel}: <b>${money(t.stake)}</b></span></div></div>`;

  const vars = [
    `--bg:${bg.bg}`,
    '--card:#ffffff',
    '--fg:#1b1e24',
    `--mute:${mute}`,
    `--mk:${rng.pick(['#6b7079', mute])}`,
    `--line:${bg.line}`,
    `--grey:${bg.grey}`,
    `--brand:${BRANDS[brandName]}`,
    `--pk:${pickHue.fill}`,
    `--pkd:${pickHue.dark}`,
    `--pkt:${pickHue.tint}`,
    `--pkx:${rng.chance(0.5) ? pickHue.dark : '#1f2430'}`,
    `--oa:${ctx.odds === 'fill' ? oddsHue.fill : oddsHue.dark}`,
    `--pay:${rng.chance(0.6) ? HUES[brandName].dark : '#1b1e24'}`,
    `--ps:${small ? rng.pick([11, 11.5, 12]) : rng.pick([12.5, 13, 14])}px`,
    `--os:${small ? rng.pick([12.5, 13]) : rng.pick([14, 15, 16])}px`,
    `--prad:${rng.pick(['999px', '6px', '4px'])}`,
    `--ppad:${small ? '3px 8px' : '4px 10px'}`,
    `--shadow:${hairline ? 'none' : '0 1px 3px rgba(16,24,40,.08),0 1px 2px rgba(16,24,40,.04)'}`,
    `--border:${hairline ? `1px solid ${bg.line}` : '0'}`,
    `--rad:${radius}px`,
    `--rcw:${ctx.wordy ? 104 : 84}px`,
    `--bc:${bc}`,
    `--bb:${bb}`,
    `--font:${font}`,
    `width:${width}px`,
    dpr3 ? 'zoom:1.5' : '',
  ]
    .filter(Boolean)
    .join(';');
  const id = esc(t.ticketId);
  const navIcons = ['c', '', 't', 'p'];
  const body = `<div id="ticket" style="${vars}">
<div class="top">${rng.chance(0.6) ? statusBar(t, rng) : ''}
<div class="bar${rng.chance(0.4) ? ' mid' : ''}"><span class="arr"></span><span class="tt">${title}</span><span class="bk">${esc(t.bookmaker)}</span></div></div>
<div class="box head"><div class="hl"><b>${words.ticket} #${id}</b><span>${words.paid} ${printed}</span></div><span class="bdg${rng.chance(0.4) ? ' nd' : ''}">${words.statuses[status]}</span></div>
${summaryTop ? summary : ''}
${section ? `<div class="sec">${words.section} (${t.legs.length})</div>` : ''}
${legs}
${summaryTop ? '' : summary}
${copy ? `<div class="btn">${words.copy}</div>` : ''}
${age ? `<div class="age"><b>18+</b>${words.age}</div>` : ''}
${nav ? `<div class="nav">${words.nav.map((w, i) => `<div${i === 2 ? ' class="on"' : ''}><i class="${navIcons[i]}"></i>${w}</div>`).join('')}</div>` : '<div class="pad"></div>'}
</div>`;
  return page(css, body);
}

export const appCardsPastel: Layout = {
  name: 'app-cards-pastel',
  medium: 'screen',
  width: [360, 430],
  scale: 2,
  profile: PROFILE,
  render,
};
