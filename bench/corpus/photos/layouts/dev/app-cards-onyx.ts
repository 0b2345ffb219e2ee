// A dark-mode phone app's placed ticket ("Moji tiketi" with the ticket opened, or "Detalji tiketa") in the style of
// the big Balkan bookmaker apps at night: a near-black, very dark blue or dark grey screen, cards a shade lighter,
// hairline separators, a status badge ("Aktivan", "U igri", "Na čekanju"). Drawn unlike the other dark card
// layouts by combining small choices per ticket (its rng) instead of a few fixed card shapes:
//   - the legs as separate cards or as one card divided by thin (full or inset) separators, leg numbers sometimes;
//   - a small grey league line led by a CSS sport icon ("Fudbal · Engleska · Premijer liga", the league alone, or
//     "ENGLESKA - PREMIJER LIGA"), the kickoff at its right or under the names, as "Sub 20.12. 18:30",
//     "20.12. 18:30", "18:30" or "Danas 18:30" / "Sutra 18:30";
//   - home and away on ONE line ("Home - Away", breaking only after the dash) or on TWO stacked lines, with a
//     small coloured initials crest before each team sometimes;
//   - the bet as the market in grey with the selection in bold white or the accent beside it or under it, or as
//     a "Tip: 1" pill; the selection as a code ("1", "X", "GG", "3+", "1X") or as words (the team's or player's
//     name for a win, "Nerešeno", "Da"/"Ne", "Više 2,5", "Više 165,5"); the truth keeps the generator's code;
//   - the odds in the accent (green, yellow, orange, lime, amber) at the right of the bet line or centred on the
//     right of the whole leg, as plain text or in a rounded button;
// and a footer card with the number of pairs, "Ukupna kvota", "Uplata" (the 5 % "Manipulativni troškovi" on a few
// Serbian tickets), "Moguća isplata" in its currency (RSD/din, KM, EUR/€), the ticket id and an 18+ line. A status
// bar, tabs ("Aktivni | Završeni | Svi"), a share button and a bottom navigation on some screens; device pixel
// ratio 2 or 3 (the page zoomed 1.5× on the ratio-2 renderer). Long names shrink, then wrap; never an ellipsis.
//
// Language: the profile is Serbian (RSD); `render` re-draws the ticket for a Croatian (EUR, "Tečaj") or Bosnian
// (KM) screen, or a Serbian one with the fee, with redrawTicket; the generator writes the truth from that same
// ticket object. The legs keep their kickoff order.
import type { Rng } from '../../../rng';
import type { Lang, Sport } from '../../teams';
import {
  esc,
  fmtDate,
  line,
  marketName,
  num,
  odds,
  pickCode,
  teamName,
  type Dec,
  type NameStyle,
} from '../../text';
import type { Bet, Currency, Leg, Ticket, TicketProfile } from '../../ticket';
import { drawLang, redrawTicket, sportMix } from '../parts';
import { page, type Layout } from '../types';

const css = `
#ticket{background:var(--bg);color:var(--fg);font:14px/1.3 var(--font)}
.sb{display:flex;justify-content:space-between;align-items:center;padding:7px 18px 3px;font-size:12.5px;font-weight:600}
.sb .ic{display:flex;gap:6px;align-items:center}
.sb .ic i{display:block;width:15px;height:9px;border-radius:2px;border:1.4px solid var(--fg)}
.sb .ic i.f{background:var(--fg);width:13px;height:7px;border:none;border-radius:1px;opacity:.85}
.ab{display:flex;align-items:center;gap:12px;padding:10px 14px}
.ab .bk{flex:none;width:9px;height:9px;border-left:2px solid var(--fg);border-bottom:2px solid var(--fg);transform:rotate(45deg);margin-left:4px}
.ab h1{flex:1;margin:0;font-size:18px;font-weight:700}
.ab .br{flex:none;font-weight:800;font-size:13px;color:var(--ac);letter-spacing:.3px}
.ab .sh{flex:none;width:16px;height:16px;border:2px solid var(--mute);border-radius:4px;position:relative}
.ab .sh:after{content:'';position:absolute;left:4px;top:-6px;width:4px;height:9px;border-left:2px solid var(--mute)}
.tabs{display:flex;gap:22px;padding:0 16px;border-bottom:1px solid var(--line);font-size:13.5px;color:var(--mute)}
.tabs span{padding:8px 0 9px}.tabs span.on{color:var(--fg);font-weight:700;box-shadow:inset 0 -2px 0 var(--ac)}
.th{margin:10px 10px 0;padding:11px 12px;background:var(--card);border-radius:var(--rad)}
.th .r1{display:flex;align-items:center;gap:8px}
.th .r1 b{flex:1;min-width:0;font-size:14.5px;overflow-wrap:anywhere}
.th .r2{font-size:var(--sf);color:var(--mute);margin-top:4px}
.bdg{flex:none;font-size:11px;font-weight:700;padding:3px 9px;border-radius:999px;color:var(--bc);background:var(--bb);white-space:nowrap}
.bdg.sq{border-radius:4px;text-transform:uppercase;letter-spacing:.4px;font-size:10px}
.legs{margin:10px 10px 0}
.legs.one{background:var(--card);border-radius:var(--rad);overflow:hidden}
.leg{padding:10px 12px;display:flex;gap:10px;align-items:stretch}
.legs.cards .leg{background:var(--card);border-radius:var(--rad)}
.legs.cards .leg+.leg{margin-top:8px}
.legs.one .leg+.leg{border-top:1px solid var(--line)}
.legs.one.inset .leg+.leg{border-top:none;box-shadow:inset 12px 1px 0 var(--card),inset -12px 1px 0 var(--card),inset 0 1px 0 var(--line)}
.leg .no{flex:none;width:16px;font-size:12px;color:var(--mute);padding-top:1px}
.leg .m{flex:1;min-width:0}
.leg .side{flex:none;display:flex;align-items:center}
.lg{display:flex;align-items:center;gap:6px;font-size:var(--sf);color:var(--mute)}
.lg .t{flex:1;min-width:0;overflow-wrap:anywhere}
.lg.uc .t{text-transform:uppercase;letter-spacing:.4px;font-size:calc(var(--sf) - 1px)}
.lg .ko{flex:none;white-space:nowrap}
.sp{flex:none;width:13px;height:13px;display:block}
.ko2{font-size:var(--sf);color:var(--mute);margin-top:4px}
.nm{font-weight:700;font-size:var(--nf);color:var(--hi);overflow-wrap:anywhere;margin-top:5px}
.nm .tn{display:inline-block}
.nm .tc{display:inline-flex;align-items:center;gap:6px;min-width:0}
.nm.md{font-size:calc(var(--nf) - 1.5px)}.nm.sm{font-size:calc(var(--nf) - 3px)}
.tm{display:flex;align-items:center;gap:8px;margin-top:5px}
.tm .nm{margin-top:0;flex:1;min-width:0}
.tm + .tm{margin-top:4px}
.cr{flex:none;width:20px;height:20px;border-radius:50%;display:flex;align-items:center;justify-content:center;font-size:8.5px;font-weight:700;color:#f2f2f2}
.bt{display:flex;align-items:center;gap:10px;margin-top:8px}
.bt .w{flex:1;min-width:0;font-size:13px;color:var(--mute);overflow-wrap:anywhere}
.bt .w b{color:var(--sel);font-size:14px;margin-left:6px}
.bt .w.st b{display:block;margin:2px 0 0;font-size:15px}
.pl{display:inline-block;max-width:100%;margin:2px 0 0 8px;padding:2px 9px;border-radius:999px;background:var(--tint);color:var(--ac);font-weight:700;font-size:12.5px;overflow-wrap:break-word}
.od{flex:none;font-weight:800;font-size:16px;color:var(--ac);white-space:nowrap}
.od.btn{min-width:58px;text-align:center;padding:6px 10px;border-radius:9px;background:var(--btn);border:1px solid var(--line)}
.od.fill{background:var(--ac);color:var(--on);border-color:var(--ac)}
.sum{margin:12px 10px 0;background:var(--card);border-radius:var(--rad);padding:6px 12px 10px}
.sum .kv{display:flex;justify-content:space-between;gap:10px;padding:5px 0;font-size:13.5px}
.sum .kv span{color:var(--mute)}.sum .kv b{white-space:nowrap}
.sum .kv.tot b{color:var(--ac)}
.sum .kv.pay{border-top:1px solid var(--line);margin-top:4px;padding-top:9px}
.sum .kv.pay b{font-size:18px;color:var(--pc)}
.grid{display:grid;grid-template-columns:1fr 1fr;gap:10px 14px;padding:6px 0 4px}
.grid div span{display:block;font-size:var(--sf);color:var(--mute)}.grid div b{display:block;font-size:15px;margin-top:2px;white-space:nowrap}
.grid div.pay b{font-size:18px;color:var(--pc)}
.meta{margin:10px 16px 0;font-size:var(--sf);color:var(--mute);display:flex;justify-content:space-between;gap:10px;flex-wrap:wrap}
.cta{margin:12px 10px 0;padding:12px 0;border-radius:10px;text-align:center;font-weight:700;background:var(--ac);color:var(--on)}
.cta.ol{background:none;border:1.5px solid var(--ac);color:var(--ac)}
.age{margin:12px 16px 0;text-align:center;font-size:10.5px;color:var(--mute);display:flex;align-items:center;justify-content:center;gap:7px}
.age i{font-style:normal;font-weight:800;font-size:8.5px;border:1.5px solid var(--mute);border-radius:50%;width:24px;height:24px;display:inline-flex;align-items:center;justify-content:center}
.nav{display:flex;margin-top:14px;padding:8px 0 12px;background:var(--bar);border-top:1px solid var(--line)}
.nav div{flex:1;text-align:center;font-size:10.5px;color:var(--mute)}
.nav div i{display:block;width:18px;height:18px;margin:0 auto 3px;border:2px solid var(--mute);border-radius:50%}
.nav div.on{color:var(--ac)}.nav div.on i{border-color:var(--ac)}
.pad{height:14px}
`;

interface Palette {
  bg: string;
  card: string;
  bar: string;
  btn: string;
  fg: string;
  hi: string;
  mute: string;
  line: string;
}

const PALETTES: readonly Palette[] = [
  {
    bg: '#0a0a0b',
    card: '#161618',
    bar: '#121214',
    btn: '#202023',
    fg: '#ececee',
    hi: '#ffffff',
    mute: '#8b8b93',
    line: '#26262a',
  }, // near-black
  {
    bg: '#08101d',
    card: '#101b2d',
    bar: '#0d1626',
    btn: '#17243a',
    fg: '#e6ecf5',
    hi: '#f7faff',
    mute: '#7f8ca3',
    line: '#1d2a40',
  }, // very dark blue
  {
    bg: '#121212',
    card: '#1e1e1e',
    bar: '#1a1a1a',
    btn: '#2a2a2a',
    fg: '#e8e8e8',
    hi: '#fafafa',
    mute: '#9a9a9a',
    line: '#2e2e2e',
  }, // material dark grey
  {
    bg: '#0d1117',
    card: '#161b22',
    bar: '#11161d',
    btn: '#1f2630',
    fg: '#e2e6eb',
    hi: '#f5f7fa',
    mute: '#8590a0',
    line: '#252d38',
  }, // blue-grey
  {
    bg: '#000000',
    card: '#101112',
    bar: '#0b0b0c',
    btn: '#1b1c1e',
    fg: '#e9e9ea',
    hi: '#ffffff',
    mute: '#7e8086',
    line: '#212225',
  }, // OLED black
];

/** Accent, the text on a fill of it, and a faint tint of it. */
const ACCENTS: ReadonlyArray<readonly [string, string, string]> = [
  ['#22c55e', '#04150a', 'rgba(34,197,94,.14)'], // green
  ['#facc15', '#1a1500', 'rgba(250,204,21,.13)'], // yellow
  ['#fb923c', '#1c0c00', 'rgba(251,146,60,.14)'], // orange
  ['#a3e635', '#111a00', 'rgba(163,230,53,.13)'], // lime
  ['#f5b301', '#1a1200', 'rgba(245,179,1,.13)'], // amber
];

const FONTS: readonly string[] = [
  "Roboto,'Helvetica Neue',Arial,sans-serif",
  "'Liberation Sans',Arial,sans-serif",
  "'DejaVu Sans',Verdana,sans-serif",
];

interface Words {
  titles: readonly string[];
  tabs: readonly string[];
  ticket: readonly string[];
  sports: Record<Sport, string>;
  badges: readonly string[];
  placed: string;
  legs: readonly string[];
  odds: readonly string[];
  stake: readonly string[];
  fee: string;
  bet: string;
  payout: readonly string[];
  id: readonly string[];
  tip: string;
  today: string;
  tomorrow: string;
  draw: string;
  yes: string;
  no: string;
  over: string;
  under: string;
  half: readonly [string, string];
  share: readonly string[];
  nav: readonly string[];
  age: readonly string[];
}

const WORDS: Record<Lang, Words> = {
  sr: {
    titles: ['Detalji tiketa', 'Moji tiketi'],
    tabs: ['Aktivni', 'Završeni', 'Svi'],
    ticket: ['Tiket', 'Tiket br.'],
    sports: { football: 'Fudbal', basketball: 'Košarka', tennis: 'Tenis' },
    badges: ['Aktivan', 'U igri', 'Na čekanju'],
    placed: 'Uplaćen',
    legs: ['Broj parova', 'Parova', 'Broj mečeva'],
    odds: ['Ukupna kvota', 'Kvota'],
    stake: ['Uplata', 'Ulog'],
    fee: 'Manipulativni troškovi (5%)',
    bet: 'Uplata za igru',
    payout: ['Moguća isplata', 'Mogući dobitak'],
    id: ['ID tiketa', 'Broj tiketa', 'Šifra tiketa'],
    tip: 'Tip',
    today: 'Danas',
    tomorrow: 'Sutra',
    draw: 'Nerešeno',
    yes: 'Da',
    no: 'Ne',
    over: 'Više',
    under: 'Manje',
    half: ['1. poluvreme', '2. poluvreme'],
    share: ['Podeli tiket', 'Kopiraj tiket', 'Igraj ponovo'],
    nav: ['Sport', 'Uživo', 'Tiketi', 'Nalog'],
    age: ['18+ Igraj odgovorno', 'Igre na sreću nisu za mlađe od 18 godina.'],
  },
  hr: {
    titles: ['Detalji listića', 'Moji listići'],
    tabs: ['Aktivni', 'Završeni', 'Svi'],
    ticket: ['Listić', 'Listić br.'],
    sports: { football: 'Nogomet', basketball: 'Košarka', tennis: 'Tenis' },
    badges: ['Aktivan', 'U igri', 'Na čekanju'],
    placed: 'Uplaćen',
    legs: ['Broj parova', 'Parova', 'Broj događaja'],
    odds: ['Ukupni tečaj', 'Tečaj'],
    stake: ['Uplata', 'Ulog'],
    fee: 'Manipulativni troškovi (5%)',
    bet: 'Uplata za igru',
    payout: ['Moguća isplata', 'Mogući dobitak'],
    id: ['ID listića', 'Broj listića'],
    tip: 'Tip',
    today: 'Danas',
    tomorrow: 'Sutra',
    draw: 'Neriješeno',
    yes: 'Da',
    no: 'Ne',
    over: 'Više',
    under: 'Manje',
    half: ['1. poluvrijeme', '2. poluvrijeme'],
    share: ['Podijeli listić', 'Kopiraj listić', 'Igraj ponovno'],
    nav: ['Sport', 'Uživo', 'Listići', 'Račun'],
    age: ['18+ Igraj odgovorno', 'Igre na sreću zabranjene su osobama mlađim od 18 godina.'],
  },
  bs: {
    titles: ['Detalji tiketa', 'Moji tiketi'],
    tabs: ['Aktivni', 'Završeni', 'Svi'],
    ticket: ['Tiket', 'Tiket br.'],
    sports: { football: 'Fudbal', basketball: 'Košarka', tennis: 'Tenis' },
    badges: ['Aktivan', 'U igri', 'Na čekanju'],
    placed: 'Uplaćen',
    legs: ['Broj parova', 'Parova'],
    odds: ['Ukupna kvota', 'Kvota'],
    stake: ['Uplata', 'Ulog'],
    fee: 'Manipulativni troškovi (5%)',
    bet: 'Uplata za igru',
    payout: ['Moguća isplata', 'Mogući dobitak'],
    id: ['ID tiketa', 'Broj tiketa'],
    tip: 'Tip',
    today: 'Danas',
    tomorrow: 'Sutra',
    draw: 'Neriješeno',
    yes: 'Da',
    no: 'Ne',
    over: 'Više',
    under: 'Manje',
    half: ['1. poluvrijeme', '2. poluvrijeme'],
    share: ['Podijeli tiket', 'Kopiraj tiket', 'Igraj ponovo'],
    nav: ['Sport', 'Uživo', 'Tiketi', 'Profil'],
    age: ['18+ Igraj odgovorno', 'Igre na sreću nisu za osobe mlađe od 18 godina.'],
  },
};

const UNITS: Record<Currency, readonly string[]> = {
  RSD: ['RSD', 'din.'],
  EUR: ['€', 'EUR'],
  BAM: ['KM'],
};
const BOOKMAKERS: Record<Lang, readonly string[]> = {
  sr: ['Oniks Bet', 'Noćna Kvota'],
  hr: ['Oniks Bet', 'Crni Tečaj'],
  bs: ['Oniks Bet', 'Tamni Tip'],
};

const PROFILE: TicketProfile = {
  lang: 'sr',
  currency: 'RSD',
  fee: false,
  sports: sportMix(7, 3, 2),
  legs: [1, 8],
  bookmakers: BOOKMAKERS.sr,
  ticketId: (rng) =>
    rng.chance(0.5)
      ? `${rng.int(1000, 9999)}-${rng.int(1000000, 9999999)}`
      : `${rng.pick(['M', 'B', 'T'])}${rng.int(10000000, 99999999)}`,
};

type Kick = 'day' | 'date' | 'time' | 'rel';
type LeagueForm = 'sport' | 'plain' | 'caps';
type BetForm = 'inline' | 'stacked' | 'pill';

interface Ctx {
  lang: Lang;
  words: Words;
  dec: Dec;
  names: NameStyle;
  /** Selections as codes ("1", "GG", "3+") or as words (the team's name, "Nerešeno", "Da", "Više 2,5"). */
  words4pick: boolean;
  ki: boolean;
  twoLines: boolean;
  crests: boolean;
  kick: Kick;
  kickUnder: boolean;
  league: LeagueForm;
  bet: BetForm;
  /** Odds centred on the right of the whole leg instead of at the end of the bet line. */
  side: boolean;
  oddsBox: 'text' | 'btn' | 'fill';
  numbers: boolean;
  shortHalf: boolean;
  printedDay: number;
}

const shown = (n: string, l: Leg, c: Ctx): string => teamName(n, l, c.names);

/** A size class so long names shrink before they wrap. */
function sizeClass(text: string, room: number): string {
  if (text.length > room + 8) return 'nm sm';
  if (text.length > room) return 'nm md';
  return 'nm';
}

function initials(name: string): string {
  const ws = name.split(/[\s\-.]+/).filter((w) => /^\p{L}/u.test(w) && !/^(FK|NK|KK|FC|HNK|AC|OFK)$/.test(w));
  const s = ws.length > 1 ? ws[0][0] + ws[1][0] : (ws[0] ?? '?').slice(0, 2);
  return s.toLocaleUpperCase('hr');
}

function hue(name: string): number {
  let h = 11;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

const crest = (n: string): string =>
  `<span class="cr" style="background:hsl(${hue(n)},42%,34%)">${esc(initials(n))}</span>`;

/** Small sport icons drawn in SVG: a ball with a patch, a basketball, a tennis ball. */
const SPORT_ICON: Record<Sport, string> = {
  football:
    '<svg class="sp" viewBox="0 0 12 12"><circle cx="6" cy="6" r="5.2" fill="none" stroke="currentColor" stroke-width="1.2"/><path d="M6 3.7l2 1.5-.8 2.4H4.8L4 5.2z" fill="currentColor"/></svg>',
  basketball:
    '<svg class="sp" viewBox="0 0 12 12"><circle cx="6" cy="6" r="5.4" fill="#e07a2e"/><path d="M.8 6h10.4M6 .6v10.8M2.2 2.2c2 2 2 5.6 0 7.6M9.8 2.2c-2 2-2 5.6 0 7.6" stroke="#2a1406" stroke-width=".8" fill="none"/></svg>',
  tennis:
    '<svg class="sp" viewBox="0 0 12 12"><circle cx="6" cy="6" r="5.4" fill="#c8e04a"/><path d="M1.6 3c2.4 1.6 2.4 4.4 0 6M10.4 3c-2.4 1.6-2.4 4.4 0 6" stroke="#f4f8e0" stroke-width=".9" fill="none"/></svg>',
};

function kickoff(l: Leg, c: Ctx): string {
  const hm = fmtDate(l.kickoff, 'HH:mm');
  if (c.kick === 'time') return hm;
  if (c.kick === 'date') return `${fmtDate(l.kickoff, 'DD.MM.')} ${hm}`;
  if (c.kick === 'rel') {
    const days = Math.round((Date.UTC(l.kickoff.y, l.kickoff.mo - 1, l.kickoff.d) - c.printedDay) / 86400000);
    if (days === 0) return `${c.words.today} ${hm}`;
    if (days === 1) return `${c.words.tomorrow} ${hm}`;
  }
  const d = fmtDate(l.kickoff, 'ddd', c.lang);
  return `${d[0].toLocaleUpperCase('hr')}${d.slice(1)} ${fmtDate(l.kickoff, 'DD.MM.')} ${hm}`;
}

function leagueText(l: Leg, c: Ctx): string {
  const parts = l.league.split(' - ');
  if (c.league === 'caps') return esc(l.league);
  if (c.league === 'plain') return esc(parts[parts.length - 1]);
  return esc([c.words.sports[l.sport], ...parts].join(' · '));
}

/** The market as this app labels it; the halves short ("1. poluvreme") on some tickets. */
function market(b: Bet, c: Ctx): string {
  if (c.shortHalf && (b.key === 'p1_1' || b.key === 'p1_x')) return c.words.half[0];
  if (c.shortHalf && b.key === 'p2_2') return c.words.half[1];
  return marketName(b, c.lang);
}

/** The selection printed beside the market: a code, or words where the app writes words. */
function selection(l: Leg, c: Ctx): string {
  const b = l.bet;
  const g = (x: number): string => num(x, c.dec, '', 1);
  if (!c.words4pick) {
    switch (b.key) {
      case 'ug02':
        return '0-2';
      case 'ug2p':
        return '2+';
      case 'ug3p':
        return '3+';
      case 'p1_1':
      case 'p1_x':
      case 'p2_2':
        return b.key === 'p1_x' ? 'X' : b.key === 'p1_1' ? '1' : '2';
      case 'bkover':
        return `${c.words.over} ${line(b.line ?? 0, c.dec)}`;
      case 'bkunder':
        return `${c.words.under} ${line(b.line ?? 0, c.dec)}`;
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
    case 'p1_1':
      return '1';
    case 'p1_x':
      return 'X';
    case 'p2_2':
      return '2';
    case 'gg3p':
      return 'GG i 3+';
    case '1ug3p':
      return '1 i 3+';
    case 'bkover':
      return `${c.words.over} ${line(b.line ?? 0, c.dec)}`;
    case 'bkunder':
      return `${c.words.under} ${line(b.line ?? 0, c.dec)}`;
    default:
      return pickCode(b, c.dec);
  }
}

/** "Home - Away" on one line, breaking only after the dash. */
function oneLine(l: Leg, c: Ctx): string {
  const h = shown(l.home, l, c);
  const a = shown(l.away, l, c);
  const room = c.side ? 24 : 30;
  const team = (n: string, s: string): string =>
    c.crests
      ? `<span class="tc">${crest(n)}<span class="tn">${esc(s)}</span></span>`
      : `<span class="tn">${esc(s)}</span>`;
  // With crests each crest stays with its name; the line breaks only after the dash.
  const style = c.crests ? ' style="display:flex;flex-wrap:wrap;align-items:center;gap:4px 6px"' : '';
  return `<div class="${sizeClass(`${h} - ${a}`, room)}"${style}>${team(l.home, h)} - ${team(l.away, a)}</div>`;
}

function twoLines(l: Leg, c: Ctx): string {
  const room = c.side ? 20 : 26;
  const team = (n: string): string => {
    const s = shown(n, l, c);
    return `<div class="tm">${c.crests ? crest(n) : ''}<div class="${sizeClass(s, room)}">${esc(s)}</div></div>`;
  };
  return team(l.home) + team(l.away);
}

function oddsHtml(l: Leg, c: Ctx): string {
  const cls = c.oddsBox === 'text' ? 'od' : c.oddsBox === 'btn' ? 'od btn' : 'od btn fill';
  return `<span class="${cls}">${odds(l.odds, c.dec)}</span>`;
}

function betLine(l: Leg, c: Ctx): string {
  const sel = esc(selection(l, c)).replace(/ (?=\d)/g, '&nbsp;');
  const mk = esc(market(l.bet, c));
  let w: string;
  if (c.bet === 'pill') w = `<span class="w">${mk}<span class="pl">${c.words.tip}: ${sel}</span></span>`;
  else if (c.bet === 'stacked') w = `<span class="w st">${mk}<b>${sel}</b></span>`;
  else w = `<span class="w">${mk}<b>${sel}</b></span>`;
  return `<div class="bt">${w}${c.side ? '' : oddsHtml(l, c)}</div>`;
}

function legHtml(l: Leg, i: number, c: Ctx): string {
  const ko = kickoff(l, c);
  const head = `<div class="lg${c.league === 'caps' ? ' uc' : ''}">${SPORT_ICON[l.sport]}<span class="t">${leagueText(l, c)}</span>${c.kickUnder ? '' : `<span class="ko">${ko}</span>`}</div>`;
  const names = c.twoLines ? twoLines(l, c) : oneLine(l, c);
  const under = c.kickUnder ? `<div class="ko2">${ko}</div>` : '';
  const no = c.numbers ? `<span class="no">${i + 1}.</span>` : '';
  const side = c.side ? `<div class="side">${oddsHtml(l, c)}</div>` : '';
  return `<div class="leg">${no}<div class="m">${head}${names}${under}${betLine(l, c)}</div>${side}</div>`;
}

function statusBar(t: Ticket, rng: Rng): string {
  const mi = Math.min(59, t.printedAt.mi + rng.int(0, 6));
  const clock = `${String(t.printedAt.h).padStart(2, '0')}:${String(mi).padStart(2, '0')}`;
  return `<div class="sb"><span>${clock}</span><span class="ic"><i class="f"></i><i></i></span></div>`;
}

function render(t: Ticket, width: number, rng: Rng): string {
  const lang = drawLang(rng);
  const fee = lang === 'sr' && rng.chance(0.2);
  // The truth is written from `t` after rendering: a ticket of the drawn language (or with the fee) replaces it.
  if (lang !== t.lang || fee) redrawTicket(t, rng, { ...PROFILE, lang, fee, bookmakers: BOOKMAKERS[lang] });
  const words = WORDS[lang];
  const palette = rng.pick(PALETTES);
  const [accent, onAccent, tint] = rng.pick(ACCENTS);
  const dec: Dec = rng.chance(lang === 'hr' ? 0.85 : 0.65) ? ',' : '.';
  const sep = dec === ',' ? rng.pick(['.', '']) : rng.pick([',', '']);
  const twoLinesNames = rng.chance(0.5);
  const ctx: Ctx = {
    lang,
    words,
    dec,
    names: { shortPlayers: rng.chance(0.5) },
    words4pick: rng.chance(0.45),
    ki: rng.chance(0.2),
    twoLines: twoLinesNames,
    crests: rng.chance(twoLinesNames ? 0.5 : 0.25),
    kick: rng.weighted<Kick>([
      ['day', 4],
      ['date', 3],
      ['time', 2],
      ['rel', 2],
    ]),
    kickUnder: rng.chance(0.3),
    league: rng.weighted<LeagueForm>([
      ['sport', 5],
      ['plain', 2],
      ['caps', 2],
    ]),
    bet: rng.weighted<BetForm>([
      ['inline', 4],
      ['stacked', 3],
      ['pill', 2],
    ]),
    side: rng.chance(0.35),
    oddsBox: rng.weighted<'text' | 'btn' | 'fill'>([
      ['text', 5],
      ['btn', 4],
      ['fill', 1],
    ]),
    numbers: rng.chance(0.25),
    shortHalf: rng.chance(0.5),
    printedDay: Date.UTC(t.printedAt.y, t.printedAt.mo - 1, t.printedAt.d),
  };
  const selColor = rng.chance(0.5) ? palette.hi : accent;
  const container = rng.weighted<'cards' | 'one' | 'inset'>([
    ['cards', 5],
    ['one', 3],
    ['inset', 2],
  ]);

  const unit = rng.pick(UNITS[t.currency]);
  const unitFirst = unit === '€' && rng.chance(0.3);
  const money = (x: number): string => (unitFirst ? `€${num(x, dec, sep)}` : `${num(x, dec, sep)} ${unit}`);
  const listView = rng.chance(0.4);
  const title = listView ? words.titles[1] : words.titles[0];
  const showStatus = rng.chance(0.6);
  const statusHtml = statusBar(t, rng);
  const badge = rng.pick(words.badges);
  const badgeSquare = rng.chance(0.35);
  const ticketWord = rng.pick(words.ticket);
  const idLabel = rng.pick(words.id);
  const legsLabel = rng.pick(words.legs);
  const oddsLabel = rng.pick(words.odds);
  const stakeLabel = rng.pick(words.stake);
  const payLabel = rng.pick(words.payout);
  const grid = !t.fee && rng.chance(0.35);
  const payColor = rng.chance(0.5) ? accent : palette.hi;
  const idInHead = rng.chance(0.5);
  const bottom = rng.pick(['cta', 'outline', 'nav', 'none'] as const);
  const shareText = rng.pick(words.share);
  const age = rng.pick(words.age);
  const ageIcon = rng.chance(0.5);
  const brand = rng.chance(0.5);
  const radius = rng.pick([8, 10, 12, 14]);
  const font = rng.pick(FONTS);
  const secondary = rng.pick([11, 11.5, 12]);
  const dpr3 = rng.chance(0.35);
  const placedAt = fmtDate(
    t.printedAt,
    rng.pick(['DD.MM.YYYY. HH:mm', 'DD.MM.YYYY HH:mm:ss', 'DD.MM. u HH:mm']),
  );

  const id = esc(t.ticketId);
  const bdg = `<span class="bdg${badgeSquare ? ' sq' : ''}" style="--bc:${accent};--bb:${tint}">${badge}</span>`;
  const headCard = `<div class="th"><div class="r1"><b>${idInHead ? `${ticketWord} ${id}` : `${legsLabel}: ${t.legs.length}`}</b>${bdg}</div>
<div class="r2">${words.placed} ${placedAt}</div></div>`;
  const legs = `<div class="legs ${container === 'cards' ? 'cards' : container === 'one' ? 'one' : 'one inset'}">${t.legs.map((l, i) => legHtml(l, i, ctx)).join('\n')}</div>`;

  const kv = (label: string, value: string, cls = ''): string =>
    `<div class="kv${cls ? ` ${cls}` : ''}"><span>${label}</span><b>${value}</b></div>`;
  const summary = grid
    ? `<div class="sum"><div class="grid"><div><span>${legsLabel}</span><b>${t.legs.length}</b></div><div><span>${oddsLabel}</span><b style="color:${accent}">${odds(t.totalOdds, dec)}</b></div><div><span>${stakeLabel}</span><b>${money(t.stake)}</b></div><div class="pay"><span>${payLabel}</span><b>${money(t.payout)}</b></div></div></div>`
    : `<div class="sum">${[
        kv(legsLabel, String(t.legs.length)),
        kv(oddsLabel, odds(t.totalOdds, dec), 'tot'),
        kv(stakeLabel, money(t.stake)),
        t.fee ? kv(words.fee, money(t.fee)) : '',
        t.fee ? kv(words.bet, money(t.stakeAfterFee)) : '',
        kv(payLabel, money(t.payout), 'pay'),
      ].join('')}</div>`;
  const meta = `<div class="meta"><span>${idLabel}: ${id}</span><span>${esc(t.bookmaker)}</span></div>`;

  let bar = '';
  if (bottom === 'cta') bar = `<div class="cta">${shareText}</div>`;
  else if (bottom === 'outline') bar = `<div class="cta ol">${shareText}</div>`;
  const nav =
    bottom === 'nav'
      ? `<div class="nav">${words.nav.map((n, i) => `<div${i === 2 ? ' class="on"' : ''}><i></i>${n}</div>`).join('')}</div>`
      : '<div class="pad"></div>';
  const appBar = `<div class="ab">${listView ? '' : '<span class="bk"></span>'}<h1>${title}</h1>${brand ? `<span class="br">${esc(t.bookmaker.toLocaleUpperCase('hr'))}</span>` : '<span class="sh"></span>'}</div>`;
  const tabs = listView
    ? `<div class="tabs">${words.tabs.map((x, i) => `<span${i === 0 ? ' class="on"' : ''}>${x}</span>`).join('')}</div>`
    : '';

  const vars = [
    ...Object.entries(palette).map(([k, v]) => `--${k}:${v}`),
    `--ac:${accent}`,
    `--on:${onAccent}`,
    `--tint:${tint}`,
    `--sel:${selColor}`,
    `--pc:${payColor}`,
    `--font:${font}`,
    `--rad:${radius}px`,
    `--nf:${width < 390 ? 14.5 : 15.5}px`,
    `--sf:${secondary}px`,
    `width:${width}px`,
    dpr3 ? 'zoom:1.5' : '',
  ]
    .filter(Boolean)
    .join(';');
  const body = `<div id="ticket" style="${vars}">
${showStatus ? statusHtml : ''}
${appBar}
${tabs}
${headCard}
${legs}
${summary}
${meta}
${bar}
<div class="age">${ageIcon ? `<i>18+</i>${esc(age.replace(/^18\+ /, ''))}` : esc(age)}</div>
${nav}
</div>`;
  return page(css, body);
}

export const appCardsOnyx: Layout = {
  name: 'app-cards-onyx',
  medium: 'screen',
  width: [360, 430],
  scale: 2,
  profile: PROFILE,
  render,
};
