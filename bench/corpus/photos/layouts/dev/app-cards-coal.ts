// Phone screenshots of a placed ticket in a bookmaker app's dark ("coal") theme, as Serbian, Croatian and Bosnian
// apps show it after the bet is taken: a flat list of legs on a near-black screen, each leg a block split from
// the next by a hairline, not the rounded coloured cards of the other dark layouts. Every choice is the ticket's
// own (its rng):
//   - a grey header line per leg: a sport mark (a small CSS ball, the sport's word or nothing), the league and the
//     kickoff ("Premijer liga · sre 18:30", "1. HNL | 21.11. 20:00", "Sutra 20:45"), or league left, time right;
//   - the match as "Home - Away", "Home vs Away", "Home : Away" on one line, or home over away; long names wrap,
//     never cut;
//   - the bet as market and selection: "Konačan ishod: 1", "Ukupno golova  3+", "Dupla šansa 1X", "I poluvreme: X",
//     "Oba tima daju gol: GG" (or "Da"), totals as "3+" or "Više 2,5"; the selection in plain bold, in the accent,
//     or in a green, orange or blue pill with dark or light text; the market over the selection on some screens;
//   - the odds right-aligned beside the leg or on the bet's line, in a rounded outlined button or plain bold;
//   - a footer of label/value lines (sr "Ukupna kvota", "Uplata", "Mogući dobitak"; hr "Ukupni koeficijent",
//     "Ulog", "Moguća isplata"), the ticket id with a copy mark, the time it was paid and an "Aktivan" or
//     "Na čekanju" chip, in a raised bottom sheet or under a hairline; a "Podeli tiket" button on some.
// The chrome: a status bar on most, a top bar with a back chevron, the title and the bookmaker's word-mark in the
// accent, and sometimes a tab strip ("Aktivni | Završeni"). Decimal comma or point per ticket.
//
// Language: the profile is Serbian (RSD); `render` re-draws the ticket for a Croatian (EUR) or Bosnian (KM)
// screen with redrawTicket, and the generator writes the truth from the same ticket object afterwards.
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
import type { Bet, Currency, Leg, Ticket, TicketProfile } from '../../ticket';
import { drawLang, redrawTicket, sportMix } from '../parts';
import { page, type Layout } from '../types';

const css = `
#ticket{background:var(--bg);color:var(--fg);font:var(--fs)/1.32 var(--font);padding-bottom:6px}
.sb{display:flex;justify-content:space-between;align-items:center;padding:7px 18px 3px;font-size:12.5px;font-weight:600}
.sb .r{display:flex;align-items:center;gap:6px;font-size:11.5px}
.sb .bt{display:inline-block;width:20px;height:9px;border:1.3px solid var(--fg);border-radius:2.5px;position:relative}
.sb .bt i{position:absolute;left:1px;top:1px;bottom:1px;background:var(--fg);border-radius:1px}
.top{display:flex;align-items:center;gap:10px;padding:10px 14px 10px}
.chev{flex:none;width:10px;height:10px;border-left:2px solid var(--fg);border-bottom:2px solid var(--fg);transform:rotate(45deg);margin-left:3px}
.top .t{flex:1;min-width:0;font-size:17px;font-weight:700}
.mark{font-weight:800;font-style:italic;color:var(--ac);letter-spacing:-.3px;font-size:15px;white-space:nowrap}
.mark.box{font-style:normal;background:var(--ac);color:var(--on);padding:2px 7px;border-radius:4px;font-size:13px;letter-spacing:.2px;text-transform:uppercase}
.tabs{display:flex;gap:22px;padding:0 16px;border-bottom:1px solid var(--line);font-size:13.5px;color:var(--mute)}
.tabs span{padding:8px 0 9px}
.tabs .on{color:var(--fg);font-weight:700;box-shadow:inset 0 -2px 0 var(--ac)}
.meta{display:flex;align-items:center;flex-wrap:wrap;gap:6px 10px;padding:10px 16px 4px;font-size:12px;color:var(--mute)}
.meta .sp{flex:1}
.chip{display:inline-block;font-size:11px;font-weight:700;padding:3px 9px;border-radius:999px;white-space:nowrap;color:var(--cc);background:var(--cb)}
.chip.sq{border-radius:4px;text-transform:uppercase;letter-spacing:.5px;font-size:10px}
.legs{margin:8px 0 0}
.legs.box{margin:10px 10px 0;background:var(--card);border-radius:12px;overflow:hidden}
.legs.gap .leg{background:var(--card);margin:0 10px 6px;border-radius:8px;border:1px solid var(--line)}
.leg{display:flex;gap:10px;padding:11px 14px 12px}
.legs.flat .leg,.legs.box .leg{border-top:1px solid var(--line)}
.legs.flat .leg:first-child,.legs.box .leg:first-child{border-top:0}
.legs.flat{border-top:1px solid var(--line);border-bottom:1px solid var(--line)}
.tabs+.legs.flat{border-top:0;margin-top:0}
.legs.flat+.foot.rule{border-top:0;margin-top:0}
.no{flex:none;width:16px;font-size:12px;color:var(--mute);padding-top:1px}
.main{flex:1;min-width:0}
.hd{display:flex;align-items:center;gap:6px;font-size:11.5px;color:var(--mute)}
.hd .lg{min-width:0;overflow-wrap:anywhere}
.hd.split .lg{flex:1}
.hd .ko{white-space:nowrap}
.hd .cd{white-space:nowrap;margin-left:auto;opacity:.85}
.ball{flex:none;width:11px;height:11px;border-radius:50%}
.ball.football{background:radial-gradient(circle at 50% 45%,#222 0 22%,#e9e9e9 25%);box-shadow:inset 0 0 0 1px #bbb}
.ball.basketball{background:linear-gradient(90deg,transparent 45%,#3a1a00 45% 55%,transparent 55%),#f08a24}
.ball.tennis{background:radial-gradient(circle at 0 50%,transparent 55%,#fff 58% 66%,transparent 69%),#c9dc2b}
.sw{font-weight:600;text-transform:uppercase;letter-spacing:.4px;font-size:10.5px}
.nm{font-size:var(--nfs);font-weight:var(--nw);margin-top:4px;overflow-wrap:anywhere;line-height:1.28}
.nm.two+.nm.two{margin-top:1px}
.nm .s{color:var(--mute);font-weight:400}
.bet{display:flex;align-items:center;flex-wrap:wrap;gap:4px 8px;margin-top:6px;font-size:13px}
.bet .mk{color:var(--mute);overflow-wrap:anywhere}
.bet .sel{font-weight:700}
.bet .sel.acc{color:var(--ac)}
.bet .sp{flex:1}
.stk .mk{display:block;font-size:10.5px;text-transform:uppercase;letter-spacing:.5px;color:var(--mute);margin-top:6px}
.stk .sel{display:block;font-size:14px;font-weight:700;margin-top:1px}
.stk .sel.acc{color:var(--ac)}
.pill{display:inline-block;padding:2px 9px;border-radius:var(--pr);font-weight:700;font-size:12.5px;background:var(--pb);color:var(--pc);white-space:nowrap}
.side{flex:none;display:flex;flex-direction:column;align-items:flex-end;justify-content:center;gap:2px;min-width:52px}
.side .lb{font-size:10px;color:var(--mute);text-transform:uppercase;letter-spacing:.4px}
.od{font-weight:700;font-size:15px;white-space:nowrap;text-align:right}
.od.acc{color:var(--ac)}
.od.btn{font-size:14px;padding:5px 10px;min-width:54px;text-align:center;border:1px solid var(--ob);border-radius:var(--or);background:var(--obg)}
.foot{margin-top:12px;padding:12px 16px 10px}
.foot.sheet{margin:12px 0 0;background:var(--sheet);border-radius:16px 16px 0 0;box-shadow:0 -1px 0 var(--line)}
.foot.rule{border-top:1px solid var(--line)}
.grab{width:36px;height:4px;border-radius:2px;background:var(--line);margin:-4px auto 10px}
.kv{display:flex;justify-content:space-between;align-items:baseline;gap:12px;padding:3px 0;font-size:13.5px}
.kv span{color:var(--mute)}
.kv b{font-weight:700;white-space:nowrap}
.kv.pay{margin-top:4px;padding-top:8px;border-top:1px dashed var(--line)}
.kv.pay b{font-size:18px;color:var(--win)}
.kv.pay span{color:var(--fg)}
.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:6px;text-align:center}
.grid div{background:var(--card);border-radius:8px;padding:7px 4px}
.grid span{display:block;font-size:10.5px;color:var(--mute)}
.grid b{display:block;font-size:14px;font-weight:700;margin-top:2px}
.grid .pay b{color:var(--win)}
.idl{display:flex;align-items:center;flex-wrap:wrap;gap:6px 10px;margin-top:10px;font-size:12px;color:var(--mute)}
.idl .sp{flex:1}
.idl b{color:var(--fg);font-weight:600;letter-spacing:.3px}
.cp{display:inline-block;width:9px;height:10px;border:1.3px solid var(--mute);border-radius:2px;box-shadow:2px -2px 0 -0.5px var(--bg),2px -2px 0 0.8px var(--mute);margin-left:6px;vertical-align:-1px}
.share{margin:12px 16px 4px;border-radius:10px;padding:10px 0;text-align:center;font-weight:700;font-size:14px}
.share.fill{background:var(--ac);color:var(--on)}
.share.line{border:1px solid var(--line);color:var(--fg)}
`;

interface Theme {
  bg: string;
  card: string;
  sheet: string;
  fg: string;
  mute: string;
  line: string;
}

const THEMES: readonly (readonly [Theme, number])[] = [
  [{ bg: '#121417', card: '#1a1d21', sheet: '#1c1f24', fg: '#eceef1', mute: '#8a8f98', line: '#272b31' }, 4],
  [{ bg: '#000000', card: '#111113', sheet: '#141416', fg: '#f2f2f4', mute: '#8c8c93', line: '#222226' }, 2],
  [{ bg: '#15140f', card: '#1f1d18', sheet: '#221f1a', fg: '#f0ede6', mute: '#968f83', line: '#2e2b25' }, 2],
  [{ bg: '#0f1318', card: '#171d25', sheet: '#19202a', fg: '#e8edf3', mute: '#7f8a98', line: '#242c37' }, 2],
];

interface Accent {
  ac: string;
  /** Text on a fill of the accent. */
  on: string;
}

const ACCENTS: readonly Accent[] = [
  { ac: '#f5c518', on: '#161300' }, // yellow
  { ac: '#22c55e', on: '#04140a' }, // green
  { ac: '#ff7a00', on: '#1a0c00' }, // orange
  { ac: '#3b8cff', on: '#ffffff' }, // blue
  { ac: '#ef3b3b', on: '#ffffff' }, // red
];

/** Selection pills: green, orange or blue, each with a dark and a light text. */
const PILLS: readonly (readonly [string, string, string])[] = [
  ['#1fa463', '#06170d', '#ffffff'],
  ['#f08c00', '#1c0f00', '#ffffff'],
  ['#2d7ff9', '#04112a', '#ffffff'],
  ['rgba(34,197,94,.16)', '#4ade80', '#4ade80'],
];

const FONTS: readonly string[] = [
  "Roboto,'Liberation Sans',Arial,sans-serif",
  "'Liberation Sans',Arial,sans-serif",
  "'DejaVu Sans',Verdana,sans-serif",
  "'Roboto Condensed','Liberation Sans Narrow','Arial Narrow',sans-serif",
];

interface Words {
  titles: readonly string[];
  tabs: readonly [string, string, string];
  id: readonly string[];
  paid: string;
  active: string;
  pending: string;
  legs: string;
  odds: readonly string[];
  stake: readonly string[];
  payout: readonly string[];
  price: string;
  share: readonly string[];
  today: string;
  tomorrow: string;
  halves: readonly (readonly [string, string])[];
  sports: Record<Sport, string>;
}

const WORDS: Record<Lang, Words> = {
  sr: {
    titles: ['Detalji tiketa', 'Moj tiket', 'Tiket'],
    tabs: ['Aktivni', 'Završeni', 'Sačuvani'],
    id: ['ID tiketa', 'Broj tiketa', 'Tiket'],
    paid: 'Uplaćen',
    active: 'Aktivan',
    pending: 'Na čekanju',
    legs: 'Broj parova',
    odds: ['Ukupna kvota', 'Kvota'],
    stake: ['Uplata', 'Ulog'],
    payout: ['Mogući dobitak', 'Moguća isplata'],
    price: 'Kvota',
    share: ['Podeli tiket', 'Kopiraj tiket'],
    today: 'Danas',
    tomorrow: 'Sutra',
    halves: [
      ['I poluvreme', 'II poluvreme'],
      ['1. poluvreme', '2. poluvreme'],
    ],
    sports: { football: 'Fudbal', basketball: 'Košarka', tennis: 'Tenis' },
  },
  hr: {
    titles: ['Detalji listića', 'Moj listić', 'Listić'],
    tabs: ['Aktivni', 'Završeni', 'Spremljeni'],
    id: ['ID listića', 'Broj listića', 'Listić'],
    paid: 'Uplaćen',
    active: 'Aktivan',
    pending: 'Na čekanju',
    legs: 'Broj događaja',
    odds: ['Ukupni koeficijent', 'Ukupni tečaj', 'Tečaj'],
    stake: ['Ulog', 'Uplata'],
    payout: ['Moguća isplata', 'Mogući dobitak'],
    price: 'Tečaj',
    share: ['Podijeli listić', 'Kopiraj listić'],
    today: 'Danas',
    tomorrow: 'Sutra',
    halves: [
      ['I. poluvrijeme', 'II. poluvrijeme'],
      ['1. poluvrijeme', '2. poluvrijeme'],
    ],
    sports: { football: 'Nogomet', basketball: 'Košarka', tennis: 'Tenis' },
  },
  bs: {
    titles: ['Detalji tiketa', 'Moj tiket'],
    tabs: ['Aktivni', 'Završeni', 'Sačuvani'],
    id: ['ID tiketa', 'Broj tiketa'],
    paid: 'Uplaćen',
    active: 'Aktivan',
    pending: 'Na čekanju',
    legs: 'Broj parova',
    odds: ['Ukupna kvota', 'Ukupni koeficijent'],
    stake: ['Uplata', 'Ulog'],
    payout: ['Mogući dobitak', 'Moguća isplata'],
    price: 'Kvota',
    share: ['Podijeli tiket', 'Kopiraj tiket'],
    today: 'Danas',
    tomorrow: 'Sutra',
    halves: [
      ['I poluvrijeme', 'II poluvrijeme'],
      ['1. poluvrijeme', '2. poluvrijeme'],
    ],
    sports: { football: 'Fudbal', basketball: 'Košarka', tennis: 'Tenis' },
  },
};

const UNITS: Record<Currency, readonly string[]> = {
  RSD: ['RSD', 'din.'],
  EUR: ['€', 'EUR'],
  BAM: ['KM', 'BAM'],
};
const BOOKMAKERS: Record<Lang, readonly string[]> = {
  sr: ['ŽarBet', 'Kvotomat'],
  hr: ['Žar Kladionica', 'Tipomat'],
  bs: ['ŽarBet', 'Tipomat BH'],
};

const PROFILE: TicketProfile = {
  lang: 'sr',
  currency: 'RSD',
  fee: false,
  sports: sportMix(7, 2, 1),
  legs: [3, 12],
  bookmakers: BOOKMAKERS.sr,
  ticketId: (rng) =>
    rng.chance(0.5)
      ? `${rng.int(1000, 9999)}-${rng.int(1000, 9999)}-${rng.int(1000, 9999)}`
      : `Z${rng.int(100000, 999999)}${rng.int(1000, 9999)}`,
};

type Match = 'dash' | 'vs' | 'colon' | 'two';
type Kick = 'weekday' | 'date' | 'relative' | 'full';
type BetForm = 'colon' | 'gap' | 'pill' | 'stack';
type OddsForm = 'button' | 'round' | 'bold' | 'accent';

interface Ctx {
  lang: Lang;
  words: Words;
  dec: Dec;
  names: NameStyle;
  match: Match;
  kick: Kick;
  /** Weekday in capitals ("Sre") or as the app writes it small ("sre"). */
  capDay: boolean;
  /** Header: league and time joined by `sep`, or league left and time right. */
  split: boolean;
  sep: string;
  glyph: 'ball' | 'word' | 'none';
  code: boolean;
  printedDay: string;
  nextDay: string;
  betForm: BetForm;
  oddsForm: OddsForm;
  /** Odds beside the whole leg (vertically centred) instead of on the bet's line. */
  oddsSide: boolean;
  oddsLabel: boolean;
  selAccent: boolean;
  /** Goal totals as "Više 2,5"/"Manje 2,5" instead of "3+"/"0-2"; GG/NG as "Da"/"Ne"; picks as codes. */
  lines: boolean;
  yesNo: boolean;
  codes: boolean;
  /** Halves written "I poluvreme" (or "1. poluvreme") instead of "Prvo poluvreme"; "1X2" for the final result. */
  halves: readonly [string, string] | null;
  short1x2: boolean;
  numbered: boolean;
}

const name = (n: string, l: Leg, c: Ctx): string => esc(teamName(n, l, c.names));

function kickoff(l: Leg, c: Ctx): string {
  const time = fmtDate(l.kickoff, 'HH:mm');
  const day = fmtDate(l.kickoff, 'YYYY-MM-DD');
  if (c.kick === 'relative' && day === c.printedDay) return `${c.words.today} ${time}`;
  if (c.kick === 'relative' && day === c.nextDay) return `${c.words.tomorrow} ${time}`;
  if (c.kick === 'weekday') {
    const wd = fmtDate(l.kickoff, 'ddd', c.lang);
    return `${c.capDay ? wd[0].toLocaleUpperCase('hr') + wd.slice(1) : wd} ${time}`;
  }
  if (c.kick === 'full') return fmtDate(l.kickoff, 'DD.MM.YYYY. HH:mm');
  return fmtDate(l.kickoff, 'DD.MM. HH:mm');
}

function header(l: Leg, c: Ctx): string {
  const mark =
    c.glyph === 'ball'
      ? `<span class="ball ${l.sport}"></span>`
      : c.glyph === 'word'
        ? `<span class="sw">${c.words.sports[l.sport]}</span><span>${c.sep.trim() || '·'}</span>`
        : '';
  const code = c.code ? `<span class="cd">#${l.code}</span>` : '';
  if (c.split)
    return `<div class="hd split">${mark}<span class="lg">${esc(l.league)}</span><span class="ko">${kickoff(l, c)}</span>${code}</div>`;
  return `<div class="hd">${mark}<span class="lg">${esc(l.league)}${esc(c.sep)}<span class="ko">${kickoff(l, c)}</span></span>${code}</div>`;
}

function matchLine(l: Leg, c: Ctx): string {
  const h = name(l.home, l, c);
  const a = name(l.away, l, c);
  switch (c.match) {
    case 'two':
      return `<div class="nm two">${h}</div><div class="nm two">${a}</div>`;
    case 'vs':
      return `<div class="nm">${h} <span class="s">vs</span> ${a}</div>`;
    case 'colon':
      return `<div class="nm">${h} : ${a}</div>`;
    case 'dash':
      return `<div class="nm">${h} - ${a}</div>`;
  }
}

/** The market as the screen labels it. */
function market(b: Bet, c: Ctx): string {
  if (c.halves && (b.key === 'p1_1' || b.key === 'p1_x')) return c.halves[0];
  if (c.halves && b.key === 'p2_2') return c.halves[1];
  if (c.short1x2 && (b.key === 'ki1' || b.key === 'kix' || b.key === 'ki2')) return '1X2';
  return marketName(b, c.lang);
}

/** The selection beside the market: "1", "1X", "GG" or "Da", "3+" or "Više 2,5", "Više 174,5"; or a code. */
function selection(b: Bet, c: Ctx): string {
  const h = (x: number): string => num(x, c.dec, '', 1);
  if (c.lines && b.key === 'ug02') return `Manje ${h(2.5)}`;
  if (c.lines && b.key === 'ug2p') return `Više ${h(1.5)}`;
  if (c.lines && b.key === 'ug3p') return `Više ${h(2.5)}`;
  if (b.key === 'gg' || b.key === 'ng') return c.yesNo ? (b.key === 'gg' ? 'Da' : 'Ne') : b.key.toUpperCase();
  if (c.codes && c.betForm === 'pill') return pickCode(b, c.dec);
  return pickChip(b, c.dec);
}

function betLine(l: Leg, c: Ctx, oddsHtml: string): string {
  const mk = esc(market(l.bet, c));
  const sel = esc(selection(l.bet, c));
  const acc = c.selAccent ? ' acc' : '';
  if (c.betForm === 'stack')
    return `<div class="stk"><span class="mk">${mk}</span>${oddsHtml ? `<div class="bet" style="margin-top:1px"><span class="sel${acc}" style="font-size:14px">${sel}</span><span class="sp"></span>${oddsHtml}</div>` : `<span class="sel${acc}">${sel}</span>`}</div>`;
  let inner: string;
  if (c.betForm === 'pill') inner = `<span class="mk">${mk}</span><span class="pill">${sel}</span>`;
  else if (c.betForm === 'colon')
    inner = `<span><span class="mk">${mk}:</span> <span class="sel${acc}">${sel}</span></span>`;
  else inner = `<span><span class="mk">${mk}</span>&ensp;<span class="sel${acc}">${sel}</span></span>`;
  return `<div class="bet">${inner}${oddsHtml ? `<span class="sp"></span>${oddsHtml}` : ''}</div>`;
}

function oddsBox(l: Leg, c: Ctx): string {
  const v = odds(l.odds, c.dec);
  if (c.oddsForm === 'button' || c.oddsForm === 'round') return `<span class="od btn">${v}</span>`;
  return `<span class="od${c.oddsForm === 'accent' ? ' acc' : ''}">${v}</span>`;
}

function legBlock(l: Leg, i: number, c: Ctx): string {
  const od = oddsBox(l, c);
  const no = c.numbered ? `<span class="no">${i + 1}.</span>` : '';
  if (c.oddsSide) {
    const label = c.oddsLabel ? `<span class="lb">${c.words.price}</span>` : '';
    return `<div class="leg">${no}<div class="main">${header(l, c)}${matchLine(l, c)}${betLine(l, c, '')}</div><div class="side">${label}${od}</div></div>`;
  }
  return `<div class="leg">${no}<div class="main">${header(l, c)}${matchLine(l, c)}${betLine(l, c, od)}</div></div>`;
}

function statusBar(t: Ticket, rng: Rng): string {
  const clock = `${String(t.printedAt.h).padStart(2, '0')}:${String(Math.min(59, t.printedAt.mi + rng.int(0, 6))).padStart(2, '0')}`;
  const pct = rng.int(12, 98);
  const net = rng.pick(['5G', '4G', 'LTE', '']);
  return `<div class="sb"><span>${clock}</span><span class="r">${net ? `<span>${net}</span>` : ''}<span>${pct}%</span><span class="bt"><i style="width:${Math.round(pct * 0.16)}px"></i></span></span></div>`;
}

function render(t: Ticket, width: number, rng: Rng): string {
  const lang = drawLang(rng);
  // The truth is written from `t` after rendering: a ticket of the drawn language replaces the Serbian one here.
  if (lang !== t.lang) redrawTicket(t, rng, { ...PROFILE, lang, bookmakers: BOOKMAKERS[lang] });
  const words = WORDS[lang];
  const theme = rng.weighted(THEMES);
  const accent = rng.pick(ACCENTS);
  const [pillBg, pillDark, pillLight] = rng.pick(PILLS);
  const dec: Dec = rng.chance(lang === 'hr' ? 0.8 : 0.6) ? ',' : '.';
  const thousands = dec === ',' ? rng.pick(['.', '']) : rng.pick([',', '']);
  const next = new Date(Date.UTC(t.printedAt.y, t.printedAt.mo - 1, t.printedAt.d + 1));
  const match = rng.pick<Match>(['dash', 'vs', 'colon', 'two']);
  const betForm = rng.pick<BetForm>(['colon', 'gap', 'pill', 'pill', 'stack']);
  const oddsSide = rng.chance(0.5);
  const ctx: Ctx = {
    lang,
    words,
    dec,
    names: { shortPlayers: rng.chance(0.5), caps: rng.chance(0.15) },
    match,
    kick: rng.pick<Kick>(['weekday', 'date', 'relative', 'full']),
    capDay: rng.chance(0.4),
    split: rng.chance(0.35),
    sep: rng.pick([' · ', ' | ', ' • ', ', ']),
    glyph: rng.pick(['ball', 'ball', 'word', 'none'] as const),
    code: rng.chance(0.25),
    printedDay: fmtDate(t.printedAt, 'YYYY-MM-DD'),
    nextDay: next.toISOString().slice(0, 10),
    betForm,
    oddsForm: rng.pick<OddsForm>(['button', 'round', 'bold', 'accent']),
    oddsSide,
    oddsLabel: oddsSide && rng.chance(0.35),
    selAccent: rng.chance(0.4),
    lines: rng.chance(0.35),
    yesNo: rng.chance(0.4),
    codes: rng.chance(0.3),
    halves: rng.chance(0.6) ? rng.pick(words.halves) : null,
    short1x2: rng.chance(0.2),
    numbered: rng.chance(0.25),
  };
  const font = rng.pick(FONTS);
  const unit = rng.pick(UNITS[t.currency]);
  const unitFirst = unit === '€' && rng.chance(0.3);
  const money = (x: number): string =>
    unitFirst ? `€${num(x, dec, thousands)}` : `${num(x, dec, thousands)} ${unit}`;
  const pending = rng.chance(0.35);
  const [cc, cb] = pending ? ['#f5a524', 'rgba(245,165,36,.15)'] : ['#34d07a', 'rgba(52,208,122,.14)'];
  const chip = `<span class="chip${rng.chance(0.35) ? ' sq' : ''}">${pending ? words.pending : words.active}</span>`;
  const printed = fmtDate(
    t.printedAt,
    rng.pick(['DD.MM.YYYY. HH:mm', 'DD.MM.YYYY HH:mm', 'DD.MM. HH:mm:ss']),
  );
  const idLabel = rng.pick(words.id);
  const id = esc(t.ticketId);
  const markBox = rng.chance(0.4);
  const brand = `<span class="mark${markBox ? ' box' : ''}">${esc(t.bookmaker)}</span>`;
  const title = rng.pick(words.titles);
  const tabs = rng.chance(0.3)
    ? `<div class="tabs">${words.tabs.map((w, i) => `<span${i === 0 ? ' class="on"' : ''}>${w}</span>`).join('')}</div>`
    : '';
  const metaTop = rng.chance(0.4);
  const meta = `<div class="meta">${chip}<span>${words.paid} ${printed}</span><span class="sp"></span><span>${t.legs.length} ${lang === 'hr' ? 'događaja' : 'parova'}</span></div>`;
  const container = rng.pick(['flat', 'box', 'gap'] as const);
  const legs = `<div class="legs ${container}">${t.legs.map((l, i) => legBlock(l, i, ctx)).join('\n')}</div>`;

  const oddsWord = rng.pick(words.odds);
  const stakeWord = rng.pick(words.stake);
  const payWord = rng.pick(words.payout);
  const grid = rng.chance(0.3);
  const sums = grid
    ? `<div class="grid"><div><span>${oddsWord}</span><b>${odds(t.totalOdds, dec)}</b></div><div><span>${stakeWord}</span><b>${money(t.stake)}</b></div><div class="pay"><span>${payWord}</span><b>${money(t.payout)}</b></div></div>`
    : [
        rng.chance(0.4) ? `<div class="kv"><span>${words.legs}</span><b>${t.legs.length}</b></div>` : '',
        `<div class="kv"><span>${oddsWord}</span><b>${odds(t.totalOdds, dec)}</b></div>`,
        `<div class="kv"><span>${stakeWord}</span><b>${money(t.stake)}</b></div>`,
        `<div class="kv pay"><span>${payWord}</span><b>${money(t.payout)}</b></div>`,
      ].join('');
  const idLine = `<div class="idl"><span>${idLabel}: <b>${id}</b><span class="cp"></span></span><span class="sp"></span>${metaTop ? '' : chip}</div>${metaTop ? '' : `<div class="idl" style="margin-top:4px"><span>${words.paid} ${printed}</span></div>`}`;
  const sheet = rng.chance(0.55);
  const foot = `<div class="foot ${sheet ? 'sheet' : 'rule'}">${sheet ? '<div class="grab"></div>' : ''}${sums}${idLine}</div>`;
  const share = rng.chance(0.45)
    ? `<div class="share ${rng.chance(0.5) ? 'fill' : 'line'}">${rng.pick(words.share)}</div>`
    : '';
  const pillText = rng.chance(0.5) ? pillDark : pillLight;
  const vars = [
    `--bg:${theme.bg}`,
    `--card:${theme.card}`,
    `--sheet:${theme.sheet}`,
    `--fg:${theme.fg}`,
    `--mute:${theme.mute}`,
    `--line:${theme.line}`,
    `--ac:${accent.ac}`,
    `--on:${accent.on}`,
    `--win:${accent.on === '#ffffff' || rng.chance(0.5) ? '#34d07a' : accent.ac}`,
    `--pb:${pillBg}`,
    `--pc:${pillText}`,
    `--pr:${rng.pick([4, 6, 999])}px`,
    `--ob:${rng.chance(0.5) ? theme.line : accent.ac}`,
    `--or:${ctx.oddsForm === 'round' ? 999 : 6}px`,
    `--obg:${rng.chance(0.5) ? theme.card : 'transparent'}`,
    `--cc:${cc}`,
    `--cb:${cb}`,
    `--font:${font}`,
    `--fs:${rng.pick([13, 14, 14, 15])}px`,
    `--nfs:${rng.pick([14, 15, 16])}px`,
    `--nw:${rng.pick([600, 700])}`,
    `width:${width}px`,
  ].join(';');
  const body = `<div id="ticket" style="${vars}">
${rng.chance(0.7) ? statusBar(t, rng) : ''}
<div class="top"><span class="chev"></span><span class="t">${title}</span>${brand}</div>
${tabs}
${metaTop ? meta : ''}
${legs}
${foot}
${share}
</div>`;
  return page(css, body);
}

export const appCardsCoal: Layout = {
  name: 'app-cards-coal',
  medium: 'screen',
  width: [360, 430],
  scale: 2,
  profile: PROFILE,
  render,
};
