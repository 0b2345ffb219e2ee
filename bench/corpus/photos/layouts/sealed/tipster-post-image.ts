// The image a tipster posts in a Telegram/Viber channel or on Instagram: a stylised graphic with a big heading,
// the legs, the total odds and a channel footer. Written by a helper who never ran the reader (2026-11-27).
import type { Rng } from '../../../rng';
import type { Lang, Sport } from '../../teams';
import {
  ascii,
  esc,
  fmtDate,
  line,
  num,
  odds,
  pickChip,
  pickCode,
  pickWords,
  teamName,
  type Dec,
} from '../../text';
import type { Bet, Leg, Moment, Ticket } from '../../ticket';
import { drawLang, redrawTicket, sportMix } from '../parts';
import { page, type Layout } from '../types';

type Shape = 'blocks' | 'table' | 'lines' | 'versus';
type PickStyle = 'code' | 'ki' | 'english' | 'chip' | 'words';
type KoStyle = 'time' | 'day' | 'date' | 'dateU';
type Frame = 'none' | 'telegram' | 'instagram';

interface Theme {
  bg: string;
  fg: string;
  sub: string;
  acc: string;
  accFg: string;
  panel: string;
  line: string;
  light?: boolean;
}

const THEMES: readonly Theme[] = [
  {
    // floodlit stadium over a pitch
    bg: `radial-gradient(ellipse 40% 22% at 18% 0%,rgba(255,255,235,.55),transparent 70%),radial-gradient(ellipse 40% 22% at 82% 0%,rgba(255,255,235,.5),transparent 70%),repeating-linear-gradient(90deg,rgba(255,255,255,.045) 0 44px,transparent 44px 88px),linear-gradient(180deg,#07162a 0%,#0c2a44 38%,#145a2e 68%,#0b3a1c 100%)`,
    fg: '#ffffff',
    sub: '#b9d3c4',
    acc: '#ffd21f',
    accFg: '#101010',
    panel: 'rgba(0,0,0,.38)',
    line: 'rgba(255,255,255,.18)',
  },
  {
    bg: `repeating-linear-gradient(120deg,transparent 0 70px,rgba(255,40,210,.09) 70px 75px),linear-gradient(135deg,#1a0533 0%,#3b0a6b 50%,#0a1f5c 100%)`,
    fg: '#ffffff',
    sub: '#c8b5ef',
    acc: '#ff2fb9',
    accFg: '#ffffff',
    panel: 'rgba(255,255,255,.08)',
    line: 'rgba(255,255,255,.16)',
  },
  {
    bg: `radial-gradient(circle at 50% 0%,#4a3606 0%,#151008 45%,#050505 80%)`,
    fg: '#fdf6e3',
    sub: '#c9b98a',
    acc: '#f5c542',
    accFg: '#161006',
    panel: 'rgba(245,197,66,.08)',
    line: 'rgba(245,197,66,.35)',
  },
  {
    bg: `linear-gradient(160deg,#c4001b 0%,#7a0012 55%,#1d0006 100%)`,
    fg: '#ffffff',
    sub: '#ffc9cf',
    acc: '#ffffff',
    accFg: '#a50016',
    panel: 'rgba(0,0,0,.22)',
    line: 'rgba(255,255,255,.25)',
  },
  {
    bg: `radial-gradient(ellipse at 70% 10%,rgba(80,160,255,.35),transparent 60%),linear-gradient(165deg,#0a3d91 0%,#04204f 60%,#010b1f 100%)`,
    fg: '#ffffff',
    sub: '#a9c2ec',
    acc: '#ffd400',
    accFg: '#04204f',
    panel: 'rgba(255,255,255,.07)',
    line: 'rgba(255,255,255,.15)',
  },
  {
    // mown grass, white text straight on it
    bg: `radial-gradient(ellipse at 50% 45%,transparent 40%,rgba(0,0,0,.45) 100%),repeating-linear-gradient(180deg,#2f8034 0 52px,#28702c 52px 104px)`,
    fg: '#ffffff',
    sub: '#d8f0d0',
    acc: '#ffeb3b',
    accFg: '#1b3d12',
    panel: 'rgba(0,0,0,.18)',
    line: 'rgba(255,255,255,.3)',
  },
  {
    bg: `linear-gradient(115deg,#e30613 0 22%,transparent 22.2%),linear-gradient(180deg,#ffffff 0%,#e8edf4 100%)`,
    fg: '#141414',
    sub: '#5b6470',
    acc: '#e30613',
    accFg: '#ffffff',
    panel: 'rgba(255,255,255,.82)',
    line: 'rgba(0,0,0,.12)',
    light: true,
  },
  {
    bg: `linear-gradient(180deg,#ff7a18 0%,#c2183a 55%,#3a0b4d 100%)`,
    fg: '#ffffff',
    sub: '#ffe0c8',
    acc: '#1b1b1b',
    accFg: '#ffcf4a',
    panel: 'rgba(0,0,0,.25)',
    line: 'rgba(255,255,255,.28)',
  },
  {
    bg: `linear-gradient(150deg,#111 0 48%,#2c2c2c 48.3% 52%,#111 52.3%)`,
    fg: '#ffffff',
    sub: '#bdbdbd',
    acc: '#27e36b',
    accFg: '#0a0a0a',
    panel: 'rgba(20,20,20,.75)',
    line: 'rgba(255,255,255,.2)',
  },
];

const HEADINGS: Record<Lang, { any: readonly string[]; few: readonly string[] }> = {
  sr: {
    any: [
      'TIKET DANA',
      'DNEVNI TIKET',
      'Tiket dana',
      'VEČERNJI TIKET',
      'KVOTA DANA',
      'TIKET ZA DANAS',
      'Dnevni tiket',
    ],
    few: ['SIGURICA', 'Sigurica dana', 'SIGURAN TIKET', 'DUBL DANA'],
  },
  hr: {
    any: ['LISTIĆ DANA', 'TIKET DANA', 'Dnevni listić', 'VEČERNJI LISTIĆ', 'TEČAJ DANA', 'Tiket dana'],
    few: ['SIGURICA', 'Sigurica dana', 'SIGURAN LISTIĆ'],
  },
  bs: {
    any: ['TIKET DANA', 'DNEVNI TIKET', 'Tiket dana', 'VEČERNJI TIKET', 'KVOTA DANA', 'BANKER TIKET'],
    few: ['SIGURICA', 'Sigurica dana', 'SIGURAN TIKET'],
  },
};

interface Words {
  tip: string;
  odds: readonly string[];
  total: readonly string[];
  stake: readonly string[];
  win: readonly string[];
  cols: readonly [string, string, string, string];
  play: readonly string[];
  prev: string;
  passed: string;
  safe: string;
  luck: readonly string[];
  subs: string;
  views: string;
  likes: (n: string) => string;
  days: readonly string[];
}

const WORDS: Record<Lang, Words> = {
  sr: {
    tip: 'TIP',
    odds: ['KVOTA', 'KV', 'Kvota'],
    total: ['UKUPNA KVOTA', 'KVOTA', 'Ukupna kvota', 'UKUPNO'],
    stake: ['ULOG', 'UPLATA', 'Ulog'],
    win: ['DOBITAK', 'MOGUĆI DOBITAK', 'Dobitak', 'ISPLATA'],
    cols: ['VREME', 'PAR', 'TIP', 'KVOTA'],
    play: ['18+ Igraj odgovorno', '18+ | Igrajte odgovorno', 'Kockanje može izazvati zavisnost. 18+'],
    prev: 'Jučerašnji tiket',
    passed: 'PROŠAO',
    safe: 'Sigurnost',
    luck: ['Srećno svima!', 'Idemo po pare!', 'Ko je sa mnom?', 'Lagano večeras', 'Ovo mora da prođe'],
    subs: 'pretplatnika',
    views: 'pregleda',
    likes: (n) => `Sviđa se korisnicima: ${n}`,
    days: ['NEDELJA', 'PONEDELJAK', 'UTORAK', 'SREDA', 'ČETVRTAK', 'PETAK', 'SUBOTA'],
  },
  hr: {
    tip: 'TIP',
    odds: ['TEČAJ', 'KOEF', 'Tečaj'],
    total: ['UKUPNI TEČAJ', 'TEČAJ', 'Ukupni tečaj', 'UKUPNO'],
    stake: ['ULOG', 'UPLATA', 'Ulog'],
    win: ['DOBITAK', 'MOGUĆI DOBITAK', 'Isplata', 'ISPLATA'],
    cols: ['VRIJEME', 'PAR', 'TIP', 'TEČAJ'],
    play: ['18+ Igraj odgovorno', 'Igrajte odgovorno 18+', 'Klađenje može izazvati ovisnost. 18+'],
    prev: 'Jučerašnji listić',
    passed: 'PROŠAO',
    safe: 'Sigurnost',
    luck: ['Sretno svima!', 'Idemo po lovu!', 'Tko je sa mnom?', 'Lagano večeras'],
    subs: 'pretplatnika',
    views: 'pregleda',
    likes: (n) => `${n} sviđanja`,
    days: ['NEDJELJA', 'PONEDJELJAK', 'UTORAK', 'SRIJEDA', 'ČETVRTAK', 'PETAK', 'SUBOTA'],
  },
  bs: {
    tip: 'TIP',
    odds: ['KVOTA', 'KV', 'Kvota'],
    total: ['UKUPNA KVOTA', 'KVOTA', 'Ukupna kvota', 'UKUPNO'],
    stake: ['ULOG', 'UPLATA', 'Ulog'],
    win: ['DOBITAK', 'MOGUĆI DOBITAK', 'Dobitak', 'ISPLATA'],
    cols: ['VRIJEME', 'UTAKMICA', 'TIP', 'KVOTA'],
    play: ['18+ Igraj odgovorno', '18+ | Igrajte odgovorno', 'Igre na sreću mogu izazvati ovisnost. 18+'],
    prev: 'Jučerašnji tiket',
    passed: 'PROŠAO',
    safe: 'Sigurnost',
    luck: ['Sretno svima!', 'Idemo po pare!', 'Ko je sa mnom?', 'Ovo mora proći'],
    subs: 'pretplatnika',
    views: 'pregleda',
    likes: (n) => `${n} sviđanja`,
    days: ['NEDJELJA', 'PONEDJELJAK', 'UTORAK', 'SRIJEDA', 'ČETVRTAK', 'PETAK', 'SUBOTA'],
  },
};

const BOOKMAKERS: Record<Lang, readonly string[]> = {
  sr: ['Kvotomat', 'BetBalkan', 'Srećna Kvota'],
  hr: ['Tečajnica', 'Plavi Listić', 'Kladionica Jadran'],
  bs: ['BH Tip', 'Kvota Plus', 'Bosna Bet'],
};

const HANDLES_A = [
  'tiket',
  'sigurni',
  'kladjenje',
  'tipster',
  'kvota',
  'dobitni',
  'balkan',
  'sretni',
  'srecni',
  'bet',
];
const HANDLES_B = ['_dana', 'tipovi', '_pro', '365', '_srbija', '.ba', '_hr', '_king', 'master', '_tiketi'];
const CHANNELS = [
  'Tiket Dana',
  'Sigurni Tipovi',
  'Balkan Tipster',
  'Kvota King',
  'Dnevna Sigurica',
  'Tipovi BiH',
  'HR Tipster',
  'Dobitni Tiketi',
  'Pro Tipovi 365',
];
const TAGS = [
  '#tiketdana',
  '#sigurica',
  '#kladjenje',
  '#betting',
  '#tipovi',
  '#fudbal',
  '#nogomet',
  '#kvota',
  '#tiket',
  '#bet',
  '#dobitak',
];
const CREST_COLOURS = [
  '#d62828',
  '#1d4ed8',
  '#111827',
  '#15803d',
  '#f59e0b',
  '#7c3aed',
  '#0891b2',
  '#be185d',
  '#6b7280',
];

const PROFILE = {
  lang: 'sr' as Lang,
  fee: false,
  sports: sportMix(10, 3, 2),
  legs: [2, 8] as const,
  ticketId: (rng: Rng): string => String(rng.int(10000000, 99999999)),
};

interface Style {
  lang: Lang;
  w: Words;
  th: Theme;
  dec: Dec;
  caps: boolean;
  ascii: boolean;
  shortPlayers: boolean;
  pick: PickStyle;
  ko: KoStyle;
  shape: Shape;
  sep: string;
  league: boolean;
  icons: boolean;
  oddsLabel: string;
}

// ---------------------------------------------------------------- small icons (the machine has no emoji font)
const ballSvg = (sport: Sport, size: number): string => {
  if (sport === 'basketball')
    return `<svg width="${size}" height="${size}" viewBox="0 0 20 20"><circle cx="10" cy="10" r="9" fill="#f07b1d" stroke="#5a2a00" stroke-width="1"/><path d="M1 10h18M10 1v18M4 3.5c3 3 3 10 0 13M16 3.5c-3 3-3 10 0 13" fill="none" stroke="#5a2a00" stroke-width="1"/></svg>`;
  if (sport === 'tennis')
    return `<svg width="${size}" height="${size}" viewBox="0 0 20 20"><circle cx="10" cy="10" r="9" fill="#d4e83a" stroke="#7b8a12" stroke-width=".8"/><path d="M3 4c4 3 4 9 0 12M17 4c-4 3-4 9 0 12" fill="none" stroke="#fff" stroke-width="1.4"/></svg>`;
  return `<svg width="${size}" height="${size}" viewBox="0 0 20 20"><circle cx="10" cy="10" r="9" fill="#fff" stroke="#222" stroke-width="1"/><path d="M10 6.2l3.4 2.5-1.3 4h-4.2l-1.3-4z" fill="#222"/><path d="M10 6.2V1.5M13.4 8.7l4.3-1.6M12.1 12.7l2.8 3.9M7.9 12.7l-2.8 3.9M6.6 8.7L2.3 7.1" stroke="#222" stroke-width="1"/></svg>`;
};
const fireSvg = (size: number): string =>
  `<svg width="${size}" height="${size}" viewBox="0 0 20 20"><path d="M10 1c1 4 6 6 6 11a6 6 0 0 1-12 0c0-3 2-5 3-6 0 2 1 3 2 3 0-3-1-5 1-8z" fill="#ff6a00"/><path d="M10 9c.5 2 3 3 3 5.5a3 3 0 0 1-6 0c0-1.5 1-2.5 1.5-3 .2 1 .8 1.5 1.2 1.5 0-1.5-.3-2.5.3-4z" fill="#ffd21f"/></svg>`;
const checkSvg = (size: number): string =>
  `<svg width="${size}" height="${size}" viewBox="0 0 20 20"><rect x="1" y="1" width="18" height="18" rx="4" fill="#22b14c"/><path d="M5 10.5l3.2 3.2L15 6.5" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
const moneySvg = (size: number): string =>
  `<svg width="${size}" height="${size}" viewBox="0 0 20 20"><path d="M7 3h6l-1.5 3h-3z" fill="#c8912a"/><path d="M8 6h4c4 2 6 5 6 8 0 3-3 5-8 5s-8-2-8-5c0-3 2-6 6-8z" fill="#e6b040"/><text x="10" y="16" font-size="8" font-family="DejaVu Sans" font-weight="bold" text-anchor="middle" fill="#6b4a0c">$</text></svg>`;
const starSvg = (size: number, fill: string): string =>
  `<svg width="${size}" height="${size}" viewBox="0 0 20 20"><path d="M10 1.5l2.6 5.6 6.1.7-4.5 4.2 1.2 6.1L10 15l-5.4 3.1 1.2-6.1L1.3 7.8l6.1-.7z" fill="${fill}"/></svg>`;
const arrowSvg = (size: number): string =>
  `<svg width="${size}" height="${size}" viewBox="0 0 20 20"><rect x="1" y="1" width="18" height="18" rx="4" fill="#3b88c3"/><path d="M5 10h9M10.5 6l4 4-4 4" fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
const icon = (svg: string): string => `<i class="ic">${svg}</i>`;

// ---------------------------------------------------------------- printed values
function nm(name: string, l: Leg, s: Style): string {
  return esc(teamName(name, l, { caps: s.caps, ascii: s.ascii, shortPlayers: s.shortPlayers }));
}

const sameDay = (a: Moment, b: Moment): boolean => a.y === b.y && a.mo === b.mo && a.d === b.d;

function ko(l: Leg, t: Ticket, s: Style): string {
  const day = fmtDate(l.kickoff, 'ddd', s.lang).toUpperCase();
  switch (s.ko) {
    case 'time':
      return sameDay(l.kickoff, t.printedAt)
        ? fmtDate(l.kickoff, 'HH:mm')
        : `${day} ${fmtDate(l.kickoff, 'HH:mm')}`;
    case 'day':
      return `${day} ${fmtDate(l.kickoff, 'HH:mm')}`;
    case 'date':
      return fmtDate(l.kickoff, 'DD.MM. HH:mm');
    case 'dateU':
      return fmtDate(l.kickoff, 'DD.MM. u HH:mm');
  }
}

function englishPick(bet: Bet, dec: Dec): string {
  const n = (x: number): string => num(x, dec, '', 1);
  switch (bet.key) {
    case 'gg':
      return 'BTTS';
    case 'ug02':
      return `UNDER ${n(2.5)}`;
    case 'ug2p':
      return `OVER ${n(1.5)}`;
    case 'ug3p':
      return `OVER ${n(2.5)}`;
    case 'p1_1':
      return 'PP 1';
    case 'p1_x':
      return 'PP X';
    case 'p2_2':
      return 'DP 2';
    case 'gg3p':
      return `GG & OVER ${n(2.5)}`;
    case '1ug3p':
      return `1 & OVER ${n(2.5)}`;
    case 'bkover':
      return `OVER ${line(bet.line ?? 0, dec)}`;
    case 'bkunder':
      return `UNDER ${line(bet.line ?? 0, dec)}`;
    default:
      return pickCode(bet, dec);
  }
}

function pk(l: Leg, s: Style): string {
  const b = l.bet;
  let p: string;
  switch (s.pick) {
    case 'code':
      p = pickCode(b, s.dec);
      break;
    case 'ki':
      p = pickCode(b, s.dec, { ki: true });
      if (b.key === 'ug02' || b.key === 'ug2p' || b.key === 'ug3p') p = `UG ${p.replace(/^UG /, '')}`;
      break;
    case 'english':
      p = englishPick(b, s.dec);
      break;
    case 'chip':
      // chips without a market beside them must still say what they are
      p =
        b.key === 'gg' || b.key === 'ng'
          ? pickCode(b, s.dec)
          : b.key === 'p1_1' || b.key === 'p1_x' || b.key === 'p2_2'
            ? pickCode(b, s.dec)
            : pickChip(b, s.dec);
      if (b.key === 'ug02' || b.key === 'ug2p' || b.key === 'ug3p') p = `${p} golova`;
      break;
    case 'words':
      p = pickWords(b, s.lang, s.dec, false);
      break;
  }
  if (s.caps) p = p.toLocaleUpperCase('hr');
  if (s.ascii) p = ascii(p);
  return esc(p);
}

/** `style` 0–3 picks the currency mark ("din"/"RSD", "KM"/"BAM", "5 €"/"€5"); whole stakes drop the decimals
 * unless `cents`. */
function money(x: number, t: Ticket, dec: Dec, style: number, cents: boolean): string {
  const v = num(x, dec, dec === ',' ? '.' : ',', Number.isInteger(x) && !cents ? 0 : 2);
  if (t.currency === 'RSD') return style < 2 ? `${v} din` : `${v} RSD`;
  if (t.currency === 'BAM') return style < 3 ? `${v} KM` : `${v} BAM`;
  return style === 3 ? `€${v}` : `${v} €`;
}

function initials(name: string): string {
  const w = name
    .replace(/[^\p{L}\d ]/gu, ' ')
    .split(/\s+/)
    .filter((x) => x.length > 1 || /\d/.test(x));
  const pick = w.length >= 2 ? w[0][0] + w[1][0] : (w[0] ?? name).slice(0, 2);
  return esc(pick.toLocaleUpperCase('hr'));
}
const crestColour = (name: string): string =>
  CREST_COLOURS[[...name].reduce((a, c) => a + c.charCodeAt(0), 0) % CREST_COLOURS.length];

function leagueText(l: Leg, s: Style, rng: Rng): string {
  const short = l.league.includes(' - ') && rng.chance(0.5) ? l.league.split(' - ')[1] : l.league;
  let x = s.caps && rng.chance(0.5) ? short.toLocaleUpperCase('hr') : short;
  if (s.ascii) x = ascii(x);
  return esc(x);
}

// ---------------------------------------------------------------- leg shapes
function legsBlocks(t: Ticket, s: Style, rng: Rng): string {
  const stacked = rng.chance(0.3);
  const foot = rng.pick(['pills', 'words', 'at'] as const);
  const bar = rng.chance(0.6);
  return t.legs
    .map((l) => {
      const len = l.home.length + l.away.length;
      const fs = stacked ? 19 : len > 34 ? 15 : len > 24 ? 17 : 19;
      const meta = [
        s.icons ? icon(ballSvg(l.sport, 14)) : '',
        `<span>${esc(ko(l, t, s))}</span>`,
        s.league ? `<span class="lgn">· ${leagueText(l, s, rng)}</span>` : '',
      ].join('');
      const match = stacked
        ? `<div class="mt" style="font-size:${fs}px">${nm(l.home, l, s)}<br><span class="vs">vs</span> ${nm(l.away, l, s)}</div>`
        : `<div class="mt" style="font-size:${fs}px">${nm(l.home, l, s)}${s.sep}${nm(l.away, l, s)}</div>`;
      const o = odds(l.odds, s.dec);
      const bottom =
        foot === 'pills'
          ? `<div class="bt"><span class="pill">${s.w.tip}: ${pk(l, s)}</span><span class="obox">${o}</span></div>`
          : foot === 'words'
            ? `<div class="bt"><span>${s.w.tip}: <b class="ac">${pk(l, s)}</b></span><span>${s.oddsLabel}: <b class="ac">${o}</b></span></div>`
            : `<div class="bt"><span><b class="ac">${pk(l, s)}</b> @ <b>${o}</b></span></div>`;
      return `<div class="blk${bar ? ' bar' : ''}"><div class="meta">${meta}</div>${match}${bottom}</div>`;
    })
    .join('');
}

function legsTable(t: Ticket, s: Style, rng: Rng): string {
  const num1 = rng.chance(0.4);
  const withKo = rng.chance(0.8);
  const [c1, c2, c3, c4] = s.w.cols;
  const cols = [num1 ? '22px' : '', withKo ? 'auto' : '', 'minmax(0,1fr)', 'auto', 'auto']
    .filter(Boolean)
    .join(' ');
  const head = [
    num1 ? '<span>#</span>' : '',
    withKo ? `<span>${c1}</span>` : '',
    `<span>${c2}</span>`,
    `<span>${c3}</span>`,
    `<span class="r">${c4}</span>`,
  ].join('');
  const zebra = rng.chance(0.5);
  const stacked = !s.caps && rng.chance(0.5);
  const rows = t.legs
    .map((l, i) => {
      const match = stacked
        ? `${nm(l.home, l, s)}<br>${nm(l.away, l, s)}`
        : `${nm(l.home, l, s)}${s.sep}${nm(l.away, l, s)}`;
      const lg = s.league ? `<small>${leagueText(l, s, rng)}</small>` : '';
      return `<div class="tr${zebra && i % 2 ? ' z' : ''}">${num1 ? `<span>${i + 1}.</span>` : ''}${withKo ? `<span class="k">${esc(ko(l, t, s))}</span>` : ''}<span class="m">${s.icons ? icon(ballSvg(l.sport, 13)) : ''}${match}${lg}</span><span class="p">${pk(l, s)}</span><span class="o">${odds(l.odds, s.dec)}</span></div>`;
    })
    .join('');
  return `<div class="tbl" style="grid-template-columns:${cols}"><div class="th">${head}</div>${rows}</div>`;
}

function legsLines(t: Ticket, s: Style, rng: Rng): string {
  const form = rng.int(0, 3);
  const hl = rng.chance(0.5);
  const numbered = rng.chance(0.4);
  return t.legs
    .map((l, i) => {
      const m = `${nm(l.home, l, s)}${s.sep}${nm(l.away, l, s)}`;
      const p = pk(l, s);
      const o = odds(l.odds, s.dec);
      const n = numbered ? `${i + 1}. ` : '';
      const lead = s.icons ? icon(ballSvg(l.sport, 15)) : '';
      let text: string;
      if (form === 0) text = `${lead}${n}${m} ${icon(arrowSvg(15))} <b class="ac">${p}</b> @${o}`;
      else if (form === 1) text = `${lead}${n}${esc(ko(l, t, s))} | ${m} | <b class="ac">${p}</b> | ${o}`;
      else if (form === 2) text = `${lead}${n}${m} — <b class="ac">${p}</b> (${o})`;
      else
        text = `${lead}${n}${m}<br><span class="sm">${esc(ko(l, t, s))}</span> ${s.w.tip} <b class="ac">${p}</b> · ${s.oddsLabel} ${o}`;
      return `<div class="ln"><span class="${hl ? 'hl' : ''}">${text}</span></div>`;
    })
    .join('');
}

function legsVersus(t: Ticket, s: Style, rng: Rng): string {
  const crestRound = rng.chance(0.6);
  return t.legs
    .map((l) => {
      const crest = (name: string): string =>
        `<div class="cr${crestRound ? '' : ' sq'}" style="background:${crestColour(name)}">${initials(name)}</div>`;
      return `<div class="vsr"><div class="side">${crest(l.home)}<div class="tn">${nm(l.home, l, s)}</div></div><div class="cen"><div class="kt">${esc(ko(l, t, s))}</div>${s.league ? `<div class="kl">${leagueText(l, s, rng)}</div>` : ''}<div class="pill">${pk(l, s)}</div><div class="co">${odds(l.odds, s.dec)}</div></div><div class="side">${crest(l.away)}<div class="tn">${nm(l.away, l, s)}</div></div></div>`;
    })
    .join('');
}

// ---------------------------------------------------------------- the graphic
function graphic(t: Ticket, s: Style, rng: Rng, channel: string, handle: string): string {
  const th = s.th;
  const heads = HEADINGS[s.lang];
  let heading = rng.pick(t.legs.length <= 3 && rng.chance(0.6) ? heads.few : heads.any);
  if (s.ascii && rng.chance(0.5)) heading = ascii(heading);
  const hStyle = rng.int(0, 3);
  const tilt = rng.chance(0.35) ? `transform:rotate(${rng.float(-4, -1.5).toFixed(1)}deg);` : '';
  const hSize = rng.int(34, 50);
  const dayName = s.w.days[new Date(Date.UTC(t.printedAt.y, t.printedAt.mo - 1, t.printedAt.d)).getUTCDay()];
  const dateLine = rng.pick([
    `${dayName} ${fmtDate(t.printedAt, 'DD.MM.')}`,
    fmtDate(t.printedAt, 'DD.MM.YYYY.'),
    `${dayName}, ${fmtDate(t.printedAt, 'DD.MM.')}`,
    `#${rng.int(40, 480)} · ${fmtDate(t.printedAt, 'DD.MM.')}`,
  ]);
  const fireH = rng.chance(0.45);
  const head = `<div class="hd" style="${tilt}"><div class="h${hStyle}" style="font-size:${hSize}px">${fireH ? icon(fireSvg(hSize * 0.8)) : ''}<span>${esc(heading)}</span>${fireH && rng.chance(0.5) ? icon(fireSvg(hSize * 0.8)) : ''}</div><div class="dt">${esc(dateLine)}</div></div>`;

  const brandTop = rng.chance(0.55)
    ? `<div class="brand"><div class="logo">${starSvg(18, th.accFg)}</div><div><b>${esc(channel)}</b><br><span>@${esc(handle)}</span></div></div>`
    : '';

  const legs =
    s.shape === 'blocks'
      ? legsBlocks(t, s, rng)
      : s.shape === 'table'
        ? legsTable(t, s, rng)
        : s.shape === 'lines'
          ? legsLines(t, s, rng)
          : legsVersus(t, s, rng);

  const totalLabel = rng.pick(s.w.total);
  const tot = odds(t.totalOdds, s.dec);
  const ms = rng.int(0, 3);
  const cents = rng.chance(0.4);
  const showStake = rng.chance(0.6);
  const stakeLabel = rng.pick(s.w.stake);
  const winLabel = rng.pick(s.w.win);
  const totStyle = rng.int(0, 2);
  let total: string;
  if (totStyle === 0)
    total = `<div class="tot0"><div class="tl">${esc(totalLabel)}</div><div class="tv">${tot}</div></div>`;
  else if (totStyle === 1) total = `<div class="tot1"><span>${esc(totalLabel)}:</span><b>${tot}</b></div>`;
  else
    total = `<div class="tot2"><div class="burst">${starSvg(120, th.acc)}<div class="bt2"><small>${esc(totalLabel)}</small><b>${tot}</b></div></div></div>`;
  const stake = showStake
    ? rng.chance(0.5)
      ? `<div class="stk">${icon(moneySvg(16))} ${esc(stakeLabel)}: <b>${money(t.stake, t, s.dec, ms, cents)}</b> ${icon(arrowSvg(14))} ${esc(winLabel)}: <b class="ac">${money(t.payout, t, s.dec, ms, true)}</b></div>`
      : `<div class="stk2"><div><small>${esc(stakeLabel)}</small><b>${money(t.stake, t, s.dec, ms, cents)}</b></div><div><small>${esc(winLabel)}</small><b>${money(t.payout, t, s.dec, ms, true)}</b></div></div>`
    : '';

  const extras: string[] = [];
  if (rng.chance(0.3))
    extras.push(
      `<div class="prev">${esc(s.w.prev)}: ${icon(checkSvg(14))} ${s.w.passed} (${odds(round1(rng.float(2.5, 30)), s.dec)})</div>`,
    );
  if (rng.chance(0.35)) {
    const n = rng.int(3, 5);
    extras.push(
      `<div class="safe">${s.w.safe}: ${Array.from({ length: 5 }, (_, i) => starSvg(14, i < n ? th.acc : 'rgba(127,127,127,.45)')).join('')}</div>`,
    );
  }
  if (rng.chance(0.3))
    extras.push(
      `<div class="prev">${s.lang === 'hr' ? 'Odigrano kod' : 'Igrano kod'}: <b>${esc(t.bookmaker)}</b>${
        rng.chance(0.5)
          ? ` · bonus kod <b>${esc(
              handle
                .replace(/[^a-z]/gi, '')
                .slice(0, 8)
                .toUpperCase(),
            )}${rng.pick(['50', '100', '10'])}</b>`
          : ''
      }</div>`,
    );
  const tags = rng.shuffle(TAGS).slice(0, rng.int(2, 5)).join(' ');
  const foot = `<div class="ft">${rng.chance(0.6) ? `<div class="tg">${esc(tags)}</div>` : ''}<div class="fl"><span class="h18">18+</span><span>${esc(rng.pick(s.w.play).replace(/^18\+ ?\|? ?/, ''))}</span>${rng.chance(0.5) ? `<span class="hdl">${rng.chance(0.5) ? 't.me/' : '@'}${esc(handle)}</span>` : ''}</div></div>`;

  const wmText = rng.chance(0.5) ? `@${handle}` : channel.toUpperCase();
  const wmOver = rng.chance(0.35);
  const wm = rng.chance(0.5)
    ? `<div class="wm${wmOver ? ' over' : ''}" style="opacity:${rng.float(0.06, wmOver ? 0.12 : 0.16).toFixed(2)}">${esc(wmText)}</div>`
    : `<div class="wmlogo${wmOver ? ' over' : ''}" style="opacity:${rng.float(0.06, wmOver ? 0.12 : 0.18).toFixed(2)}">${starSvg(240, th.fg)}</div>`;
  const grain = rng.chance(0.6)
    ? `<div class="grain" style="opacity:${rng.float(0.12, 0.32).toFixed(2)}"></div>`
    : '';

  const minH = rng.pick([1, 1.25, 1.25, 1.5]);
  return `<div class="gr" style="--minh:${minH}">${grain}${wm}<div class="in">${brandTop}${head}<div class="legs">${legs}</div>${extras.join('')}<div class="totw">${total}${stake}</div>${foot}</div></div>`;
}

const round1 = (x: number): number => Math.round(x * 100) / 100;

// ---------------------------------------------------------------- frames around the graphic
const heartSvg = `<svg width="24" height="24" viewBox="0 0 24 24"><path d="M12 20s-7-4.4-9-9a4.8 4.8 0 0 1 9-3 4.8 4.8 0 0 1 9 3c-2 4.6-9 9-9 9z" fill="none" stroke="currentColor" stroke-width="2"/></svg>`;
const bubbleSvg = `<svg width="24" height="24" viewBox="0 0 24 24"><path d="M20 12a8 8 0 1 1-3.2-6.4A8 8 0 0 1 20 12zm0 0l1 7-5-2" fill="none" stroke="currentColor" stroke-width="2"/></svg>`;
const sendSvg = `<svg width="24" height="24" viewBox="0 0 24 24"><path d="M21 3L3 10l7 3 3 7z" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"/></svg>`;
const eyeSvg = `<svg width="14" height="14" viewBox="0 0 24 24"><path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" fill="none" stroke="currentColor" stroke-width="2"/><circle cx="12" cy="12" r="3" fill="currentColor"/></svg>`;

function framed(
  frame: Frame,
  inner: string,
  t: Ticket,
  s: Style,
  rng: Rng,
  channel: string,
  handle: string,
): string {
  if (frame === 'none') return inner;
  const time = fmtDate(t.printedAt, 'HH:mm');
  const caption = `${rng.pick(s.w.luck)} ${rng.chance(0.5) ? fireSvgInline() : ''}<br><span class="tags">${esc(rng.shuffle(TAGS).slice(0, 3).join(' '))}</span>`;
  if (frame === 'telegram') {
    const dark = rng.chance(0.6);
    const subs = num(rng.int(1200, 98000), ',', '.', 0);
    const views = rng.chance(0.5) ? `${num(rng.float(1.2, 40), '.', '', 1)}K` : String(rng.int(300, 999));
    return `<div class="tg-f ${dark ? 'dk' : 'lt'}"><div class="tg-top"><span class="bk">‹</span><div class="av">${esc(channel.slice(0, 1))}</div><div class="tt"><b>${esc(channel)}</b><br><span>${subs} ${s.w.subs}</span></div></div><div class="tg-body"><div class="tg-msg"><div class="tg-name">${esc(channel)}</div>${inner}<div class="tg-cap">${caption}</div><div class="tg-meta">${eyeSvg} ${views}&nbsp;&nbsp;${time}</div></div><div class="tg-re"><span>${fireSvg(14)} ${rng.int(12, 400)}</span><span>${moneySvg(14)} ${rng.int(5, 150)}</span></div></div></div>`;
  }
  const dark = rng.chance(0.5);
  const likes = num(rng.int(120, 9000), ',', '.', 0);
  return `<div class="ig-f ${dark ? 'dk' : 'lt'}"><div class="ig-top"><div class="av">${esc(handle.slice(0, 1).toUpperCase())}</div><b>${esc(handle)}</b><span class="dots">•••</span></div>${inner}<div class="ig-ic">${heartSvg}${bubbleSvg}${sendSvg}</div><div class="ig-tx"><b>${esc(s.w.likes(likes))}</b><br><b>${esc(handle)}</b> ${caption}</div></div>`;
}
const fireSvgInline = (): string => `<i class="ic">${fireSvg(15)}</i>`;

// ---------------------------------------------------------------- css
function css(s: Style, hFont: string, bodyFont: string): string {
  const th = s.th;
  return `
#ticket{width:100%;font:15px/1.3 ${bodyFont};color:${th.fg}}
.ic{display:inline-block;vertical-align:-2px;font-style:normal;line-height:0;margin:0 2px}
.gr{position:relative;overflow:hidden;background:${th.bg};color:${th.fg};min-height:calc(var(--minh) * var(--gw));padding:18px 16px 14px;display:flex;flex-direction:column}
.gr .in{position:relative;z-index:2;display:flex;flex-direction:column;gap:10px;flex:1}
.grain{position:absolute;inset:0;z-index:1;pointer-events:none;mix-blend-mode:overlay;background-image:url("data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' width='160' height='160'><filter id='n'><feTurbulence type='fractalNoise' baseFrequency='.85' numOctaves='2' stitchTiles='stitch'/></filter><rect width='160' height='160' filter='url(%23n)'/></svg>")}
.wm{position:absolute;left:-20%;right:-20%;top:42%;text-align:center;transform:rotate(-24deg);font:bold italic 64px ${hFont};color:${th.fg};white-space:nowrap;z-index:1;letter-spacing:2px}
.wmlogo{position:absolute;left:50%;top:48%;transform:translate(-50%,-50%);z-index:1;line-height:0}
.wm.over,.wmlogo.over{z-index:3}
.brand{display:flex;align-items:center;gap:8px;font-size:12px;color:${th.sub}}
.brand b{color:${th.fg};font-size:14px}
.logo{width:34px;height:34px;border-radius:50%;background:${th.acc};display:flex;align-items:center;justify-content:center;border:2px solid ${th.fg}}
.hd{text-align:center;margin:2px 0 4px}
.hd>div:first-child{font-family:${hFont};font-weight:bold;font-style:italic;line-height:1;letter-spacing:.5px;display:inline-flex;align-items:center;gap:6px}
.h0 span{color:${th.fg};text-shadow:3px 3px 0 ${th.acc}}
.h1 span{background:linear-gradient(180deg,#fff6c9 0%,#f5c542 45%,#b8860b 100%);-webkit-background-clip:text;background-clip:text;color:transparent;-webkit-text-stroke:1px rgba(0,0,0,.35)}
.h2{background:${th.acc};padding:6px 16px;transform:skewX(-10deg)}
.h2 span{color:${th.accFg}}
.h3 span{color:transparent;-webkit-text-stroke:2px ${th.acc};text-shadow:0 0 12px ${th.acc}}
.dt{font-size:13px;letter-spacing:2px;color:${th.sub};margin-top:6px;font-weight:bold}
.ac{color:${th.light ? th.acc : th.acc === '#1b1b1b' ? '#ffe14a' : th.acc}}
.legs{display:flex;flex-direction:column;gap:8px}
.blk{background:${th.panel};border-radius:10px;padding:8px 10px;border:1px solid ${th.line}}
.blk.bar{border-left:4px solid ${th.acc}}
.blk .meta{font-size:12px;color:${th.sub};display:flex;align-items:center;gap:4px;flex-wrap:wrap}
.blk .mt{font-family:${hFont};font-weight:bold;line-height:1.15;margin:3px 0 5px;overflow-wrap:anywhere}
.blk .vs{font-size:12px;color:${th.sub};font-weight:normal}
.blk .bt{display:flex;justify-content:space-between;align-items:center;gap:8px;font-size:14px}
.pill{background:${th.acc};color:${th.accFg};border-radius:999px;padding:2px 10px;font-weight:bold;font-size:13px;white-space:nowrap}
.obox{border:2px solid ${th.acc};border-radius:6px;padding:1px 8px;font-weight:bold;font-size:16px}
.tbl{display:grid;gap:0;background:${th.panel};border-radius:8px;overflow:hidden;font-size:13px}
.tbl .th,.tbl .tr{display:contents}
.tbl .th span{background:${th.acc};color:${th.accFg};font-weight:bold;padding:5px 6px;font-size:11px;letter-spacing:.5px}
.tbl .tr span{padding:6px 6px;border-bottom:1px solid ${th.line};display:flex;flex-direction:column;justify-content:center}
.tbl .tr.z span{background:rgba(127,127,127,.12)}
.tbl .m{font-weight:bold;overflow-wrap:anywhere;display:block!important}
.tbl .m small{display:block;font-weight:normal;font-size:10.5px;color:${th.sub}}
.tbl .k{font-size:12px;color:${th.sub};white-space:nowrap}
.tbl .p{font-weight:bold;color:${th.light ? th.acc : th.fg};white-space:nowrap}
.tbl .o,.tbl .r{text-align:right;font-weight:bold;white-space:nowrap}
.ln{font-size:15.5px;line-height:1.5}
.ln .hl{background:${th.light ? 'rgba(255,255,255,.9)' : 'rgba(0,0,0,.55)'};padding:2px 6px;-webkit-box-decoration-break:clone;box-decoration-break:clone;border-radius:4px}
.ln .sm{font-size:12px;color:${th.sub}}
.vsr{display:grid;grid-template-columns:1fr auto 1fr;align-items:center;gap:6px;background:${th.panel};border-radius:12px;padding:8px 6px;border:1px solid ${th.line}}
.side{display:flex;flex-direction:column;align-items:center;gap:4px;text-align:center;min-width:0}
.cr{width:34px;height:34px;border-radius:50%;display:flex;align-items:center;justify-content:center;color:#fff;font:bold 13px 'DejaVu Sans',sans-serif;border:2px solid rgba(255,255,255,.8)}
.cr.sq{border-radius:6px 6px 14px 14px}
.tn{font-weight:bold;font-size:13px;line-height:1.15;overflow-wrap:anywhere}
.cen{display:flex;flex-direction:column;align-items:center;gap:3px;min-width:76px}
.kt{font-size:12px;color:${th.sub};white-space:nowrap}.kl{font-size:10px;color:${th.sub};text-align:center}
.co{font-weight:bold;font-size:17px}
.totw{display:flex;flex-direction:column;gap:6px;align-items:center;margin-top:4px}
.tot0{text-align:center;border:2px solid ${th.acc};border-radius:12px;padding:6px 22px;background:${th.panel}}
.tot0 .tl{font-size:12px;letter-spacing:2px;color:${th.sub};font-weight:bold}
.tot0 .tv{font:bold italic 34px ${hFont};color:${th.light ? th.acc : th.fg}}
.tot1{width:100%;display:flex;justify-content:space-between;align-items:center;background:${th.acc};color:${th.accFg};padding:8px 14px;border-radius:6px;font-weight:bold;font-size:16px}
.tot1 b{font:bold italic 26px ${hFont}}
.tot2 .burst{position:relative;width:120px;height:120px;line-height:0}
.tot2 .bt2{position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;line-height:1.1;color:${th.accFg};padding-top:10px}
.tot2 small{font-size:9px;font-weight:bold;max-width:60px;text-align:center}.tot2 b{font:bold 21px ${hFont}}
.stk{font-size:14px;text-align:center}
.stk2{display:flex;gap:10px;width:100%}
.stk2>div{flex:1;background:${th.panel};border:1px solid ${th.line};border-radius:8px;padding:5px 8px;text-align:center}
.stk2 small{display:block;font-size:11px;color:${th.sub};font-weight:bold;letter-spacing:1px}.stk2 b{font-size:17px}
.prev{font-size:12px;color:${th.sub};text-align:center}
.safe{font-size:12px;color:${th.sub};display:flex;align-items:center;justify-content:center;gap:2px}
.ft{margin-top:auto;padding-top:6px;font-size:11px;color:${th.sub};text-align:center;display:flex;flex-direction:column;gap:4px}
.fl{display:flex;justify-content:center;align-items:center;gap:8px;flex-wrap:wrap}
.h18{display:inline-flex;width:22px;height:22px;border-radius:50%;border:2px solid #e02424;color:${th.light ? '#e02424' : '#fff'};font-size:8.5px;font-weight:bold;align-items:center;justify-content:center}
.hdl{font-weight:bold;color:${th.fg}}
.tg-f{font:14px/1.35 'Liberation Sans','DejaVu Sans',sans-serif}
.tg-f.dk{background:#0e1621;color:#f5f5f5}.tg-f.lt{background:#c8d8b4;color:#000}
.tg-top{display:flex;align-items:center;gap:10px;padding:8px 12px}
.tg-f.dk .tg-top{background:#17212b}.tg-f.lt .tg-top{background:#fff}
.tg-top .bk{font-size:30px;line-height:1;color:#5eb5f7}
.av{width:36px;height:36px;border-radius:50%;background:linear-gradient(135deg,#f7b733,#fc4a1a);color:#fff;display:flex;align-items:center;justify-content:center;font-weight:bold;font-size:16px}
.tg-top .tt span{font-size:12px;opacity:.65}
.tg-body{padding:10px 10px 12px}
.tg-msg{border-radius:12px;overflow:hidden;padding-bottom:4px}
.tg-f.dk .tg-msg{background:#182533}.tg-f.lt .tg-msg{background:#fff}
.tg-name{padding:6px 10px;font-weight:bold;color:#5eb5f7;font-size:13px}
.tg-cap{padding:6px 10px 0;font-size:14px}.tags{color:#5eb5f7}
.tg-meta{padding:0 10px;text-align:right;font-size:11px;opacity:.6;display:flex;justify-content:flex-end;align-items:center;gap:3px}
.tg-re{display:flex;gap:6px;margin-top:6px}
.tg-re span{border-radius:12px;padding:2px 8px;font-size:12px;display:flex;align-items:center;gap:4px}
.tg-f.dk .tg-re span{background:#2b5278}.tg-f.lt .tg-re span{background:rgba(255,255,255,.7)}
.ig-f{font:14px/1.35 'Liberation Sans','DejaVu Sans',sans-serif}
.ig-f.dk{background:#000;color:#f5f5f5}.ig-f.lt{background:#fff;color:#111}
.ig-top{display:flex;align-items:center;gap:8px;padding:8px 10px}
.ig-top .av{width:30px;height:30px;font-size:13px}
.ig-top .dots{margin-left:auto;letter-spacing:1px}
.ig-ic{display:flex;gap:14px;padding:8px 10px 4px}
.ig-tx{padding:0 10px 12px;font-size:13.5px}
`;
}

function render(t: Ticket, width: number, rng: Rng): string {
  const lang = drawLang(rng);
  if (lang !== t.lang) redrawTicket(t, rng, { ...PROFILE, lang, bookmakers: BOOKMAKERS[lang] });
  const w = WORDS[lang];
  const th = rng.pick(THEMES);
  const dec: Dec = lang === 'sr' ? rng.pick([',', '.', '.'] as const) : rng.pick([',', ',', '.'] as const);
  const caps = rng.chance(0.6);
  const s: Style = {
    lang,
    w,
    th,
    dec,
    caps,
    ascii: rng.chance(0.3),
    shortPlayers: rng.chance(0.5),
    pick: rng.weighted<PickStyle>([
      ['code', 4],
      ['ki', 2],
      ['english', 3],
      ['chip', 1],
      ['words', 1],
    ]),
    ko: rng.pick(['time', 'day', 'date', 'dateU'] as const),
    shape: rng.pick(['blocks', 'table', 'lines', 'versus'] as const),
    sep: rng.pick([' - ', ' - ', ' vs ', ' – ', ' : ']),
    league: rng.chance(0.45),
    icons: rng.chance(0.55),
    oddsLabel: rng.pick(w.odds),
  };
  const channel = rng.pick(CHANNELS);
  const handle = rng.pick(HANDLES_A) + rng.pick(HANDLES_B);
  const frame = rng.weighted<Frame>([
    ['none', 6],
    ['telegram', 3],
    ['instagram', 2],
  ]);
  const hFont = rng.pick([
    "'Liberation Sans Narrow','Liberation Sans',sans-serif",
    "'DejaVu Sans Condensed','DejaVu Sans',sans-serif",
    "'Liberation Sans',sans-serif",
  ]);
  const bodyFont = rng.pick(["'Liberation Sans','DejaVu Sans',sans-serif", "'DejaVu Sans',sans-serif"]);
  const gw = frame === 'telegram' ? width - 20 : width;
  const inner = graphic(t, s, rng, channel, handle);
  const body = `<div id="ticket" style="--gw:${gw}px">${framed(frame, inner, t, s, rng, channel, handle)}</div>`;
  return page(css(s, hFont, bodyFont), body);
}

export const tipsterPostImage: Layout = {
  name: 'tipster-post-image',
  medium: 'screen',
  width: [380, 520],
  scale: 2,
  profile: {
    ...PROFILE,
    currency: 'RSD',
    bookmakers: BOOKMAKERS.sr,
  },
  render,
};
