// A phone app's placed ticket in a dark theme, screenshotted: every leg is laid out the way sports apps show a
// match: a small top row (league beside a flag or sport icon, the kickoff "Sub 29.11. 20:45" / "Danas 18:00"),
// the match horizontally (home crest and name on the left, the time, "vs" or "-:-" in the middle, away name and
// crest on the right), then a bottom row with the market and the pick in a pill and the odds in a chip, or
// "Tip: 1   Kvota: 1,85" as labelled pairs. Serbian (RSD), Croatian (EUR) or Bosnian (KM) per ticket; palettes,
// crest shapes, leg numbers, status icons or coloured left borders (distractors), decimals and the header and
// footer wording vary per ticket. Long names wrap; when a ticket cuts them with an ellipsis, the full
// "Home - Away" is also printed under the leg.
import type { Rng } from '../../../rng';
import type { Lang } from '../../teams';
import {
  esc,
  fmtDate,
  marketName,
  num,
  odds,
  pickChip,
  teamName,
  type Dec,
  type NameStyle,
} from '../../text';
import type { Leg, Moment, Ticket, TicketProfile } from '../../ticket';
import { drawLang, redrawTicket, sportMix } from '../parts';
import { page, ticketIds, type Layout } from '../types';

const BOOKMAKERS: Record<Lang, readonly string[]> = {
  sr: ['Kvota Plus', 'TopTiket', 'Pobednik Bet'],
  hr: ['Zgoditak', 'Tečaj Plus', 'Listić Bet'],
  bs: ['Tiket BH', 'Kvota KM', 'Zgoditak BiH'],
};

const PROFILE: TicketProfile = {
  lang: 'sr',
  currency: 'RSD',
  fee: false,
  sports: sportMix(7, 2, 1.2),
  legs: [1, 7],
  bookmakers: BOOKMAKERS.sr,
  ticketId: (rng) => (rng.chance(0.5) ? ticketIds.dashed(rng) : ticketIds.long(rng)),
};

interface Palette {
  bg: string;
  card: string;
  border: string;
  text: string;
  grey: string;
  dim: string;
  chip: string;
}

const PALETTES: readonly Palette[] = [
  {
    bg: '#0d1117',
    card: '#161b22',
    border: '#30363d',
    text: '#e6edf3',
    grey: '#7d8590',
    dim: '#5b636d',
    chip: '#21262d',
  },
  {
    bg: '#0f1013',
    card: '#16181d',
    border: '#2a2d34',
    text: '#f1f2f4',
    grey: '#8b8f98',
    dim: '#5f636b',
    chip: '#23262d',
  },
  {
    bg: '#121621',
    card: '#1b1f2a',
    border: '#2c3242',
    text: '#eef1f7',
    grey: '#8a92a6',
    dim: '#5d6578',
    chip: '#262c3b',
  },
  {
    bg: '#0a1128',
    card: '#111a38',
    border: '#1f2b52',
    text: '#e8ecfa',
    grey: '#7f8bb0',
    dim: '#56628a',
    chip: '#1b2650',
  },
  {
    bg: '#07150f',
    card: '#0e2219',
    border: '#1d3a2c',
    text: '#e4f2ea',
    grey: '#7fa08f',
    dim: '#557565',
    chip: '#173226',
  },
  {
    bg: '#000000',
    card: '#111111',
    border: '#262626',
    text: '#f5f5f5',
    grey: '#8c8c8c',
    dim: '#5a5a5a',
    chip: '#1f1f1f',
  },
];

const ACCENTS: readonly { c: string; on: string }[] = [
  { c: '#f5c518', on: '#111' },
  { c: '#2ecc71', on: '#04140a' },
  { c: '#1e90ff', on: '#fff' },
  { c: '#ff7a1a', on: '#140800' },
  { c: '#00d1c1', on: '#00201d' },
  { c: '#a3e635', on: '#111' },
  { c: '#e84057', on: '#fff' },
];

const CREST_COLOURS = [
  '#d62828',
  '#1d4ed8',
  '#15803d',
  '#7c3aed',
  '#f59e0b',
  '#0e7490',
  '#be185d',
  '#334155',
  '#b45309',
  '#e5e7eb',
];

interface Words {
  titles: readonly string[];
  ticket: string;
  placed: readonly string[];
  status: readonly string[];
  today: string;
  tomorrow: string;
  legs: readonly string[];
  total: readonly string[];
  stake: readonly string[];
  payout: readonly string[];
  tip: readonly string[];
  odds: readonly string[];
  nav: readonly string[];
  share: string;
  currency: readonly string[];
}

const WORDS: Record<Lang, Words> = {
  sr: {
    titles: ['Moj tiket', 'Detalji tiketa', 'Tiket'],
    ticket: 'Tiket',
    placed: ['Uplaćen', 'Uplata', 'Vreme uplate'],
    status: ['Aktivan', 'Na čekanju', 'U igri', 'Otvoren'],
    today: 'Danas',
    tomorrow: 'Sutra',
    legs: ['Broj parova', 'Parova', 'Br. mečeva'],
    total: ['Ukupna kvota', 'Kvota'],
    stake: ['Uplata', 'Ulog'],
    payout: ['Mogući dobitak', 'Moguća isplata', 'Dobitak'],
    tip: ['Tip', 'Igra'],
    odds: ['Kvota'],
    nav: ['Početna', 'Uživo', 'Tiketi', 'Profil'],
    share: 'Podeli',
    currency: ['RSD', 'RSD', 'din.'],
  },
  hr: {
    titles: ['Moj listić', 'Detalji listića', 'Listić'],
    ticket: 'Listić',
    placed: ['Uplaćen', 'Uplata', 'Vrijeme uplate'],
    status: ['Aktivan', 'Na čekanju', 'U tijeku', 'Otvoren'],
    today: 'Danas',
    tomorrow: 'Sutra',
    legs: ['Broj parova', 'Parova', 'Događaja'],
    total: ['Ukupni tečaj', 'Tečaj', 'Ukupni koeficijent'],
    stake: ['Uplata', 'Ulog'],
    payout: ['Moguća isplata', 'Mogući dobitak', 'Isplata'],
    tip: ['Tip', 'Oklada'],
    odds: ['Tečaj', 'Koef.'],
    nav: ['Početna', 'Uživo', 'Listići', 'Profil'],
    share: 'Podijeli',
    currency: ['EUR', '€', 'EUR'],
  },
  bs: {
    titles: ['Moj tiket', 'Detalji tiketa', 'Tiket'],
    ticket: 'Tiket',
    placed: ['Uplaćen', 'Uplata', 'Vrijeme uplate'],
    status: ['Aktivan', 'Na čekanju', 'U igri', 'Otvoren'],
    today: 'Danas',
    tomorrow: 'Sutra',
    legs: ['Broj parova', 'Parova', 'Br. utakmica'],
    total: ['Ukupna kvota', 'Kvota'],
    stake: ['Uplata', 'Ulog'],
    payout: ['Mogući dobitak', 'Moguća isplata', 'Dobitak'],
    tip: ['Tip', 'Igra'],
    odds: ['Kvota'],
    nav: ['Početna', 'Uživo', 'Tiketi', 'Profil'],
    share: 'Podijeli',
    currency: ['KM', 'KM', 'BAM'],
  },
};

type Bottom = 'pills' | 'pairs' | 'stack';
type Middle = 'time' | 'vs' | 'dash';

interface Ctx {
  rng: Rng;
  lang: Lang;
  w: Words;
  dec: Dec;
  bottom: Bottom;
  middle: Middle;
  crestAbove: boolean;
  shield: boolean;
  clip: boolean;
  numbering: 'none' | 'dot' | 'hash';
  marker: 'none' | 'icon' | 'border';
  names: NameStyle;
  tipLabel: string;
  oddsLabel: string;
  today: string;
  tomorrow: string;
  weekdayCaps: boolean;
  icons: boolean;
}

const pad = (n: number): string => String(n).padStart(2, '0');
const dayKey = (m: Moment): string => `${m.y}-${pad(m.mo)}-${pad(m.d)}`;

function hash(s: string): number {
  let h = 7;
  for (const ch of s) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .split(' ')
    .filter((x) => x.length > 0);
  if (words.length === 1) return words[0].slice(0, 3).toUpperCase();
  return words
    .slice(0, 3)
    .map((x) => x[0])
    .join('')
    .toUpperCase();
}

function crest(name: string, c: Ctx): string {
  const h = hash(name);
  const bg = CREST_COLOURS[h % CREST_COLOURS.length];
  const fg = bg === '#e5e7eb' || bg === '#f59e0b' ? '#111' : '#fff';
  const stripe =
    h % 3 === 0
      ? `;background:linear-gradient(90deg,${bg} 50%,${CREST_COLOURS[(h >> 4) % CREST_COLOURS.length]} 50%)`
      : '';
  return `<span class="crest${c.shield ? ' shield' : ''}" style="background:${bg};color:${fg}${stripe}">${esc(initials(name))}</span>`;
}

function kickoffDay(m: Moment, c: Ctx): string {
  const k = dayKey(m);
  if (k === c.today) return c.w.today;
  if (k === c.tomorrow && c.rng.chance(0.7)) return c.w.tomorrow;
  const d = fmtDate(m, 'ddd', c.lang);
  const wd = c.weekdayCaps ? d.toUpperCase() : d[0].toUpperCase() + d.slice(1);
  return `${wd} ${fmtDate(m, 'DD.MM.')}`;
}

const h3 = (a: string, b: string, c: string): string =>
  `linear-gradient(180deg,${a} 33.3%,${b} 33.3% 66.6%,${c} 66.6%)`;
const v3 = (a: string, b: string, c: string): string =>
  `linear-gradient(90deg,${a} 33.3%,${b} 33.3% 66.6%,${c} 66.6%)`;
/** Country flags drawn in CSS, keyed by the league label's country prefix (every language's spelling). */
const FLAGS: readonly [RegExp, string][] = [
  [/^Srbija/, h3('#c6363c', '#0c4076', '#fff')],
  [/^Hrvatska/, h3('#ff0000', '#fff', '#171796')],
  [/^BiH/, 'linear-gradient(120deg,#002395 52%,#fecb00 52% 70%,#002395 70%)'],
  [/^Slovenija/, h3('#fff', '#005ce5', '#ed1c24')],
  [/^Crna Gora/, 'radial-gradient(circle,#d4af37 18%,#c40308 20%)'],
  [/^S\. Makedonija/, 'radial-gradient(circle,#f8e92e 24%,#d20000 26%)'],
  [
    /^Engleska/,
    'linear-gradient(90deg,transparent 42%,#ce1124 42% 58%,transparent 58%),linear-gradient(180deg,#fff 38%,#ce1124 38% 62%,#fff 62%)',
  ],
  [/^Špan/, 'linear-gradient(180deg,#c60b1e 25%,#ffc400 25% 75%,#c60b1e 75%)'],
  [/^Italija/, v3('#009246', '#fff', '#ce2b37')],
  [/^(Nemačka|Njemačka)/, h3('#000', '#dd0000', '#ffce00')],
  [/^Francuska/, v3('#002395', '#fff', '#ed2939')],
  [/^Turska/, 'radial-gradient(circle at 42% 50%,#fff 22%,#e30a17 25%)'],
  [/^Portugal/, 'linear-gradient(90deg,#046a38 40%,#da291c 40%)'],
  [/^(Holandija|Nizozemska)/, h3('#ae1c28', '#fff', '#21468b')],
];

function flag(league: string, sport: string, rng: Rng, icons: boolean): string {
  const f = FLAGS.find(([re]) => re.test(league));
  if (!f || icons || rng.chance(0.15)) return `<span class="sico ${sport}"></span>`;
  return `<span class="flag" style="background:${f[1]}"></span>`;
}

function marker(c: Ctx): string {
  if (c.marker !== 'icon') return '';
  const s = c.rng.weighted([
    ['pend', 5],
    ['won', 2],
    ['lost', 1],
  ] as const);
  const sym = s === 'won' ? '✓' : s === 'lost' ? '✕' : '◷';
  return `<span class="st ${s}">${sym}</span>`;
}

function legCard(l: Leg, i: number, c: Ctx): string {
  const { rng } = c;
  const home = teamName(l.home, l, c.names);
  const away = teamName(l.away, l, c.names);
  const time = fmtDate(l.kickoff, 'HH:mm');
  const day = kickoffDay(l.kickoff, c);
  const middle =
    c.middle === 'time'
      ? `<div class="mid"><b>${time}</b></div>`
      : `<div class="mid"><span class="${c.middle === 'vs' ? 'vs' : 'dash'}">${c.middle === 'vs' ? 'vs' : '-:-'}</span></div>`;
  const topTime = c.middle === 'time' ? esc(day) : `${esc(day)} ${time}`;
  const num_ =
    c.numbering === 'dot'
      ? `<span class="no">${i + 1}.</span>`
      : c.numbering === 'hash'
        ? `<span class="no">#${i + 1}</span>`
        : '';
  const top = `<div class="top">${num_}${flag(l.league, l.sport, rng, c.icons)}<span class="lg">${esc(l.league)}</span><span class="ko">${topTime}</span>${marker(c)}</div>`;
  const side = (name: string, raw: string, right: boolean): string => {
    const cr = crest(raw, c);
    const nm = `<span class="nm">${esc(name)}</span>`;
    if (c.crestAbove) return `<div class="tm above ${right ? 'r' : 'l'}">${cr}${nm}</div>`;
    return `<div class="tm side ${right ? 'r' : 'l'}">${right ? nm + cr : cr + nm}</div>`;
  };
  const match = `<div class="match${c.clip ? ' clip' : ''}">${side(home, l.home, false)}${middle}${side(away, l.away, true)}</div>`;
  const market = esc(marketName(l.bet, c.lang));
  const chip = esc(pickChip(l.bet, c.dec));
  const o = odds(l.odds, c.dec);
  let bottom: string;
  if (c.bottom === 'pills')
    bottom = `<div class="bot"><span class="mk">${market}</span><span class="pill">${chip}</span><span class="oc">${o}</span></div>`;
  else if (c.bottom === 'pairs')
    bottom = `<div class="bot pairs"><span class="mk">${market}</span><span class="pr"><span class="lb">${c.tipLabel}:</span> <b>${chip}</b></span><span class="pr"><span class="lb">${c.oddsLabel}:</span> <b class="ov">${o}</b></span></div>`;
  else
    bottom = `<div class="bot stack"><span class="mkc"><small>${market}</small><span class="pill">${chip}</span></span><span class="oc big">${o}</span></div>`;
  const full = c.clip ? `<div class="full">${esc(home)} - ${esc(away)}</div>` : '';
  return `<div class="leg">${top}${match}${bottom}${full}</div>`;
}

function statusBar(t: Ticket, rng: Rng): string {
  const clock = `${pad(t.printedAt.h)}:${pad(Math.min(59, t.printedAt.mi + rng.int(1, 20)))}`;
  const bars = [4, 6, 8, 10].map((h) => `<i style="height:${h}px"></i>`).join('');
  return `<div class="sb"><span>${clock}</span><span class="ic"><span class="sig">${bars}</span>${rng.chance(0.5) ? '<span class="net">4G</span>' : ''}<span class="bat"><i style="width:${rng.int(20, 95)}%"></i></span></span></div>`;
}

function render(t: Ticket, width: number, rng: Rng): string {
  const lang = drawLang(rng);
  if (lang !== t.lang) redrawTicket(t, rng, { ...PROFILE, lang, bookmakers: BOOKMAKERS[lang] });
  const w = WORDS[lang];
  const pal = rng.pick(PALETTES);
  const acc = rng.pick(ACCENTS);
  const dec: Dec = rng.chance(lang === 'sr' ? 0.55 : 0.75) ? ',' : '.';
  const sep = dec === ',' ? rng.pick(['.', '']) : rng.pick([',', '']);
  const next = new Date(Date.UTC(t.printedAt.y, t.printedAt.mo - 1, t.printedAt.d + 1));
  const c: Ctx = {
    rng,
    lang,
    w,
    dec,
    bottom: rng.weighted<Bottom>([
      ['pills', 5],
      ['pairs', 3],
      ['stack', 2],
    ]),
    middle: rng.weighted<Middle>([
      ['time', 4],
      ['vs', 3],
      ['dash', 2],
    ]),
    crestAbove: rng.chance(0.5),
    shield: rng.chance(0.4),
    clip: rng.chance(0.25),
    numbering: rng.weighted([
      ['none', 5],
      ['dot', 2],
      ['hash', 2],
    ] as const),
    marker: rng.weighted([
      ['none', 3],
      ['icon', 3],
      ['border', 2],
    ] as const),
    names: { shortPlayers: rng.chance(0.5) },
    tipLabel: rng.pick(w.tip),
    oddsLabel: rng.pick(w.odds),
    today: dayKey(t.printedAt),
    tomorrow: next.toISOString().slice(0, 10),
    weekdayCaps: rng.chance(0.25),
    icons: rng.chance(0.3),
  };
  const cur = rng.pick(w.currency);
  const money = (x: number): string =>
    cur === '€' && rng.chance(0.5) ? `€${num(x, dec, sep)}` : `${num(x, dec, sep)} ${cur}`;
  const dpr3 = rng.chance(0.35);
  const font = rng.pick([
    "'Liberation Sans',Arial,sans-serif",
    "'DejaVu Sans',Verdana,sans-serif",
    "Roboto,'Noto Sans','Liberation Sans',sans-serif",
  ]);
  const nameWeight = rng.pick([500, 600, 700]);
  const radius = rng.pick([6, 10, 14]);
  const cardBorder = rng.weighted([
    [`1px solid ${pal.border}`, 3],
    ['none', 2],
  ] as const);
  const separated = rng.chance(0.35); // one panel with separators instead of cards
  const nameSize = rng.pick([13, 14, 15]);
  const greyLow = rng.chance(0.4) ? pal.dim : pal.grey;
  const borderColours = ['#2ecc71', '#e84057', '#f5c518', pal.grey];

  const legs = t.legs
    .map((l, i) => {
      const card = legCard(l, i, c);
      if (c.marker !== 'border') return card;
      return card.replace(
        '<div class="leg">',
        `<div class="leg" style="border-left:4px solid ${rng.pick(borderColours)}">`,
      );
    })
    .join(separated ? '<div class="sep"></div>' : '');

  const title = rng.pick(w.titles);
  const status = rng.pick(w.status);
  const placed = fmtDate(t.printedAt, rng.pick(['DD.MM.YYYY. HH:mm', 'DD.MM.YYYY HH:mm:ss', 'DD.MM. HH:mm']));
  const idLine = rng.chance(0.5) ? `${w.ticket} #${esc(t.ticketId)}` : `ID: ${esc(t.ticketId)}`;
  const header = `<div class="hd"><div class="hrow"><span class="back">‹</span><b class="ttl">${title}</b><span class="bm">${esc(t.bookmaker)}</span></div>
<div class="hrow sub"><span>${idLine}</span><span class="badge">${status}</span></div>
<div class="hrow sub"><span>${rng.pick(w.placed)}: ${placed}</span>${rng.chance(0.5) ? `<span class="shr">⤴ ${w.share}</span>` : ''}</div></div>`;

  const sumRows: [string, string, string][] = [
    [rng.pick(w.legs), String(t.legs.length), ''],
    [rng.pick(w.total), odds(t.totalOdds, dec), 'b'],
    [rng.pick(w.stake), money(t.stake), ''],
    [rng.pick(w.payout), money(t.payout), 'pay'],
  ];
  const gridSum = rng.chance(0.4);
  const summary = gridSum
    ? `<div class="sum grid">${sumRows.map(([k, v, cl]) => `<div class="${cl}"><small>${k}</small><span>${v}</span></div>`).join('')}</div>`
    : `<div class="sum rows">${sumRows.map(([k, v, cl]) => `<div class="${cl}"><span>${k}</span><span>${v}</span></div>`).join('')}</div>`;
  const nav = rng.chance(0.7)
    ? `<div class="nav">${w.nav.map((n, i) => `<div class="${i === 2 ? 'on' : ''}"><i></i>${n}</div>`).join('')}</div>`
    : '';

  const css = `
#ticket{width:${width}px;${dpr3 ? 'zoom:1.5;' : ''}background:${pal.bg};color:${pal.text};font:14px/1.3 ${font};padding-bottom:${nav ? 0 : 14}px}
.sb{display:flex;justify-content:space-between;align-items:center;padding:6px 16px 4px;font-size:13px;font-weight:600}
.sb .ic{display:flex;gap:6px;align-items:center}.sig{display:flex;gap:2px;align-items:flex-end}.sig i{display:block;width:3px;background:${pal.text}}
.net{font-size:11px}.bat{width:22px;height:11px;border:1px solid ${pal.text};border-radius:3px;padding:1px}.bat i{display:block;height:100%;background:${pal.text}}
.hd{padding:6px 14px 10px;border-bottom:1px solid ${pal.border}}
.hrow{display:flex;align-items:center;gap:10px}.hrow .ttl{font-size:18px;flex:1}.back{font-size:26px;line-height:20px;color:${acc.c}}
.bm{font-size:12px;color:${acc.c};font-weight:700}
.hrow.sub{justify-content:space-between;color:${greyLow};font-size:12px;margin-top:5px}
.badge{background:${acc.c};color:${acc.on};padding:2px 9px;border-radius:${rng.chance(0.5) ? 10 : 4}px;font-weight:700;font-size:11px}
.shr{color:${acc.c}}
.legs{${separated ? `background:${pal.card};margin:10px;border-radius:${radius}px;border:${cardBorder};overflow:hidden` : 'padding:2px 0'}}
.leg{${separated ? 'padding:10px 12px' : `background:${pal.card};margin:10px 10px 0;border-radius:${radius}px;border:${cardBorder};padding:10px 12px`}}
.sep{height:1px;background:${pal.border};margin:0 ${rng.pick([0, 12])}px}
.top{display:flex;align-items:center;gap:6px;font-size:11.5px;color:${greyLow}}
.top .lg{flex:1;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}.top .ko{white-space:nowrap}
.no{color:${pal.text};font-weight:700;font-size:12px}
.flag{display:inline-block;width:16px;height:11px;border-radius:2px;flex:none;box-shadow:0 0 0 1px rgba(255,255,255,.12)}
.sico{flex:none;display:inline-block;width:12px;height:12px;border-radius:50%}
.sico.football{background:radial-gradient(circle,#222 22%,transparent 24%),#f2f2f2}
.sico.basketball{background:linear-gradient(90deg,transparent 45%,#5a2a08 45% 55%,transparent 55%),#e8782a}
.sico.tennis{background:radial-gradient(circle at 0 50%,transparent 40%,#fff 42% 50%,transparent 52%),#c8e03a}
.st{width:17px;height:17px;border-radius:50%;display:inline-flex;align-items:center;justify-content:center;font-size:11px;font-weight:700;flex:none}
.st.won{background:#1f9d55;color:#fff}.st.lost{background:#d0363f;color:#fff}.st.pend{border:1px solid ${pal.grey};color:${pal.grey}}
.match{display:grid;grid-template-columns:1fr auto 1fr;align-items:center;gap:8px;margin:10px 0 9px}
.tm{display:flex;align-items:center;gap:7px;min-width:0}
.tm .nm{font-size:${nameSize}px;font-weight:${nameWeight};overflow-wrap:anywhere}
.tm.side.r{justify-content:flex-end;text-align:right}
.tm.above{flex-direction:column;text-align:center;gap:4px}
.clip .tm .nm{white-space:nowrap;overflow:hidden;text-overflow:ellipsis;overflow-wrap:normal;max-width:100%}
.crest{flex:none;width:28px;height:28px;border-radius:50%;display:inline-flex;align-items:center;justify-content:center;font-size:${rng.pick([9, 10])}px;font-weight:800;letter-spacing:-.3px}
.crest.shield{border-radius:4px 4px 50% 50%/4px 4px 60% 60%;width:26px;height:30px}
.mid{text-align:center;min-width:44px}.mid b{display:block;font-size:16px}.mid small{display:block;font-size:10.5px;color:${greyLow}}
.vs{color:${greyLow};font-size:13px;border:1px solid ${pal.border};border-radius:12px;padding:2px 8px}.dash{font-size:17px;font-weight:700;color:${pal.grey}}
.bot{display:flex;align-items:center;gap:8px;border-top:1px ${rng.pick(['solid', 'dashed'])} ${pal.border};padding-top:8px}
.bot .mk{flex:1;color:${pal.grey};font-size:12.5px}
.pill{background:${acc.c};color:${acc.on};font-weight:700;border-radius:${rng.pick([12, 6])}px;padding:2px 10px;font-size:13px;white-space:nowrap}
.oc{background:${pal.chip};border:1px solid ${pal.border};border-radius:8px;padding:3px 9px;font-weight:700;min-width:52px;text-align:center}
.oc.big{font-size:16px;color:${acc.c}}
.pairs .pr{white-space:nowrap;font-size:13px}.pairs .lb{color:${greyLow}}.pairs .ov{color:${acc.c}}
.stack{justify-content:space-between}.mkc{display:flex;flex-direction:column;gap:3px;align-items:flex-start}.mkc small{color:${pal.grey};font-size:11px;text-transform:${rng.chance(0.5) ? 'uppercase' : 'none'}}
.full{color:${greyLow};font-size:11.5px;margin-top:6px}
.sum{margin:12px 10px 0;background:${pal.card};border-radius:${radius}px;border:${cardBorder};padding:10px 12px}
.sum.rows div{display:flex;justify-content:space-between;padding:3px 0;color:${pal.grey}}.sum.rows div span:last-child{color:${pal.text}}
.sum.rows .b span:last-child{font-weight:700}.sum.rows .pay{border-top:1px solid ${pal.border};margin-top:4px;padding-top:7px}
.sum.rows .pay span:last-child{color:${acc.c};font-size:18px;font-weight:700}
.sum.grid{display:grid;grid-template-columns:1fr 1fr;gap:8px 12px}.sum.grid small{display:block;color:${greyLow};font-size:11px}
.sum.grid span{font-weight:700;font-size:15px}.sum.grid .pay span{color:${acc.c};font-size:17px}
.nav{display:flex;justify-content:space-around;margin-top:14px;padding:8px 0 10px;border-top:1px solid ${pal.border};background:${pal.card};font-size:10.5px;color:${pal.dim}}
.nav div{display:flex;flex-direction:column;align-items:center;gap:3px}.nav i{display:block;width:18px;height:18px;border:2px solid currentColor;border-radius:5px}
.nav .on{color:${acc.c}}
`;
  const body = `<div id="ticket">${statusBar(t, rng)}${header}<div class="legs">${legs}</div>${summary}${nav}</div>`;
  return page(css, body);
}

export const appMatchHeaderDark: Layout = {
  name: 'app-match-header-dark',
  medium: 'screen',
  width: [360, 430],
  scale: 2,
  profile: PROFILE,
  render,
};
