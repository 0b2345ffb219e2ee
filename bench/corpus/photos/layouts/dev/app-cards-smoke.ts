// A dark betting app's placed ticket as a phone screenshot where much of the text has LOW contrast ("smoke"):
// near-black, dark navy, dark teal or charcoal screens (flat, a subtle vertical gradient, a faint dot or diagonal
// pattern, or a soft haze), one card or block per leg. League, kickoff and market in a muted grey only a little
// lighter than the background; team names off-white or light grey, bold or thin. Each ticket draws (its rng) the
// language (sr RSD/din, the 5 % fee on a few; hr EUR/€ with "Tečaj"/"Ulog"; bs KM/BAM), comma or dot decimals,
// the card style (raised card, full-width block under hairlines, outline, glass), home over away (initials crests
// sometimes) or "Home - Away" on one line, the pick as a filled pill, a tinted pill or coloured text, placed left of
// the names, under them, right before the odds or over the odds, market names shown (the pick then as the bare
// selection: "Da", "3+", "Više 2,5") or missing (the pick as a code: "KI 1", "UG 3+", "GG&3+", "V 165,5"), the odds
// right-aligned in an accent colour or on a lighter chip, the league/kickoff line above or below the names, sport
// icons. Live and finished badges with scores and won/lost ticks (never truth) on tickets screenshotted after the
// first kickoff. A status bar, an app bar, a head with the ticket id, time paid and a status badge, the sums as rows,
// three columns or a bar, a bottom navigation, and sometimes a toast or a half-visible promo banner.
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
  pickWords,
  teamName,
  type Dec,
} from '../../text';
import type { Leg, Moment, Ticket, TicketProfile } from '../../ticket';
import { momentFrom, momentMs } from '../../ticket';
import { drawLang, redrawTicket, sportMix } from '../parts';
import { page, ticketIds, type Layout } from '../types';

interface Palette {
  bg: string;
  bg2: string;
  card: string;
  chip: string;
  line: string;
  /** Muted text choices, from barely visible to merely dim. */
  muted: readonly string[];
  names: readonly string[];
}

const PALETTES: readonly Palette[] = [
  // near-black
  {
    bg: '#0a0b0d',
    bg2: '#121418',
    card: '#141619',
    chip: '#1e2125',
    line: '#1d2024',
    muted: ['#3c4148', '#474c54', '#555b63'],
    names: ['#d6d9de', '#b4b9c0', '#9fa5ad'],
  },
  // dark navy
  {
    bg: '#0a1120',
    bg2: '#0f1a31',
    card: '#111c32',
    chip: '#192640',
    line: '#18253f',
    muted: ['#354460', '#3f4f6c', '#4c5c7a'],
    names: ['#d3dced', '#b1bdd3', '#98a6c0'],
  },
  // dark teal
  {
    bg: '#061617',
    bg2: '#0b2325',
    card: '#0c2426',
    chip: '#133033',
    line: '#123033',
    muted: ['#2f5053', '#3a5c5f', '#476b6d'],
    names: ['#cfe2df', '#abc6c2', '#94b1ad'],
  },
  // charcoal
  {
    bg: '#18191b',
    bg2: '#222326',
    card: '#212225',
    chip: '#2b2d31',
    line: '#2a2c2f',
    muted: ['#4d5055', '#575a60', '#63666c'],
    names: ['#dcdcde', '#bdbec2', '#a4a6aa'],
  },
];

/** Accent colours for odds text. */
const ODDS_ACCENTS = ['#3ddc84', '#f2c94c', '#38d9e8', '#7ee081', '#ffd166', '#5ec8f2'];
/** Pill fills: green, orange, purple, blue, each with the dark text some apps put on it. */
const PILL_FILLS: readonly (readonly [string, string])[] = [
  ['#1fa463', '#06140c'],
  ['#f08c2e', '#1a0e02'],
  ['#8b5cf6', '#12082a'],
  ['#3b82f6', '#050d1f'],
];
const CREST_COLOURS = [
  '#b3261e',
  '#1d4ed8',
  '#0f766e',
  '#a16207',
  '#6d28d9',
  '#be185d',
  '#334155',
  '#15803d',
];

const BOOKMAKERS: Record<Lang, readonly string[]> = {
  sr: ['Dimna Kvota', 'SivaBet'],
  hr: ['Magla Tip', 'Sumrak Listić'],
  bs: ['Sjena Bet', 'Tamna Kvota BH'],
};

const PROFILE: TicketProfile = {
  lang: 'sr',
  currency: 'RSD',
  fee: false,
  sports: sportMix(7, 2, 1),
  legs: [1, 9],
  bookmakers: BOOKMAKERS.sr,
  ticketId: (rng) =>
    rng.weighted<string>([
      [ticketIds.dashed(rng), 2],
      [ticketIds.long(rng), 2],
      [`S${rng.int(100, 999)}-${rng.int(100000, 999999)}`, 1],
    ]),
};

interface Words {
  titles: readonly string[];
  ticket: string;
  placed: readonly string[];
  legs: string;
  odds: readonly string[];
  stake: readonly string[];
  payout: readonly string[];
  status: { open: readonly string[]; live: string; lost: string };
  live: string;
  ended: string;
  nav: readonly string[];
  toast: readonly string[];
  promo: readonly string[];
  market: string;
}

const WORDS: Record<Lang, Words> = {
  sr: {
    titles: ['Moj tiket', 'Detalji tiketa', 'Tiket', 'Moji tiketi'],
    ticket: 'Tiket',
    placed: ['Uplaćen', 'Vreme uplate', 'Datum uplate'],
    legs: 'Broj parova',
    odds: ['Ukupna kvota', 'Kvota'],
    stake: ['Uplata', 'Ulog'],
    payout: ['Mogući dobitak', 'Potencijalni dobitak', 'Dobitak'],
    status: { open: ['Aktivan', 'Na čekanju', 'Otvoren'], live: 'U igri', lost: 'Gubitan' },
    live: 'UŽIVO',
    ended: 'Kraj',
    nav: ['Početna', 'Sport', 'Uživo', 'Tiketi', 'Profil'],
    toast: ['Tiket je kopiran', 'Link je kopiran', 'Tiket je sačuvan', 'Kvote su osvežene'],
    promo: ['BONUS do 20% na kombinacije', 'Preuzmi novu aplikaciju', 'Keš-aut je sada dostupan'],
    market: 'Igra',
  },
  hr: {
    titles: ['Moj listić', 'Detalji listića', 'Listić', 'Moji listići'],
    ticket: 'Listić',
    placed: ['Uplaćeno', 'Vrijeme uplate', 'Datum uplate'],
    legs: 'Broj događaja',
    odds: ['Ukupni tečaj', 'Tečaj'],
    stake: ['Ulog', 'Uplata'],
    payout: ['Mogući dobitak', 'Isplata', 'Moguća isplata'],
    status: { open: ['Aktivan', 'Otvoren', 'Na čekanju'], live: 'U tijeku', lost: 'Izgubljen' },
    live: 'UŽIVO',
    ended: 'Kraj',
    nav: ['Početna', 'Sport', 'Uživo', 'Listići', 'Račun'],
    toast: ['Listić je kopiran', 'Poveznica je kopirana', 'Listić je spremljen'],
    promo: ['Bonus na dobitak za 6+ događaja', 'Isplata prije kraja je dostupna', 'Igraj odgovorno 18+'],
    market: 'Oklada',
  },
  bs: {
    titles: ['Moj tiket', 'Detalji tiketa', 'Tiket'],
    ticket: 'Tiket',
    placed: ['Uplaćen', 'Vrijeme uplate'],
    legs: 'Broj parova',
    odds: ['Ukupna kvota', 'Kvota'],
    stake: ['Uplata', 'Ulog'],
    payout: ['Mogući dobitak', 'Dobitak'],
    status: { open: ['Aktivan', 'Na čekanju'], live: 'U toku', lost: 'Gubitni' },
    live: 'UŽIVO',
    ended: 'Kraj',
    nav: ['Početna', 'Sport', 'Uživo', 'Tiketi', 'Profil'],
    toast: ['Tiket je kopiran', 'Tiket je sačuvan'],
    promo: ['Bonus do 15% na kombinacije', 'Igraj odgovorno 18+', 'Preuzmi aplikaciju'],
    market: 'Igra',
  },
};

type LegState = 'none' | 'live' | 'won' | 'lost';

interface Style {
  lang: Lang;
  dec: Dec;
  pal: Palette;
  muted: string;
  names: string;
  accent: string;
  pill: readonly [string, string];
  pillStyle: 'fill' | 'tint' | 'text';
  pickPos: 'left' | 'under' | 'odds' | 'over';
  stacked: boolean;
  sep: string;
  crests: boolean;
  icons: boolean;
  market: boolean;
  ki: boolean;
  overLines: boolean;
  metaPos: 'top' | 'split' | 'bottom';
  kickoff: string;
  oddsStyle: 'accent' | 'chip' | 'chipAccent';
  shortPlayers: boolean;
}

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

function kickoffText(m: Moment, s: Style): string {
  const text = fmtDate(m, s.kickoff, s.lang);
  return s.kickoff.startsWith('ddd') ? cap(text) : text;
}

function initials(name: string): string {
  const words = name
    .split(/[\s.-]+/)
    .filter((w) => w && !/^(FK|NK|FC|KK|HNK|GNK|AC|AS|SC|SV|RC|\d+)$/i.test(w));
  if (words.length >= 2) return (words[0][0] + words[1][0]).toUpperCase();
  return (words[0] ?? name).slice(0, 3).toUpperCase();
}

function crest(name: string): string {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return `<span class="crest" style="background:${CREST_COLOURS[h % CREST_COLOURS.length]}">${esc(initials(name))}</span>`;
}

function sportIcon(sport: Sport): string {
  return `<span class="si ${sport}"></span>`;
}

/** The selection as this ticket prints it: the bare selection beside a market name, else a code. */
function pickText(l: Leg, s: Style): string {
  if (!s.market) return pickCode(l.bet, s.dec, { ki: s.ki });
  if (s.overLines && (l.bet.key === 'ug02' || l.bet.key === 'ug2p' || l.bet.key === 'ug3p'))
    return pickWords(l.bet, s.lang, s.dec, true);
  return pickChip(l.bet, s.dec);
}

function pickHtml(l: Leg, s: Style): string {
  const cls = s.pillStyle === 'fill' ? 'pk fill' : s.pillStyle === 'tint' ? 'pk tint' : 'pk txt';
  return `<span class="${cls}">${esc(pickText(l, s))}</span>`;
}

function scoreFor(l: Leg, rng: Rng): string {
  if (l.sport === 'basketball') return `${rng.int(68, 101)}:${rng.int(66, 99)}`;
  if (l.sport === 'tennis') return rng.pick(['2:0', '2:1', '1:2', '0:2', '1:1', '1:0']);
  return `${rng.int(0, 3)}:${rng.int(0, 3)}`;
}

function stateHtml(state: LegState, l: Leg, s: Style, rng: Rng): string {
  const w = WORDS[s.lang];
  if (state === 'none') return '';
  if (state === 'live') {
    const clock =
      l.sport === 'football'
        ? `${rng.int(3, 88)}'`
        : l.sport === 'basketball'
          ? `Q${rng.int(1, 4)}`
          : `${rng.int(1, 3)}. set`;
    return `<span class="live"><i></i>${w.live} ${clock}</span><span class="sc">${scoreFor(l, rng)}</span>`;
  }
  const tick = state === 'won' ? '<span class="tick ok">✓</span>' : '<span class="tick ko">✕</span>';
  return `<span class="end">${w.ended}</span><span class="sc">${scoreFor(l, rng)}</span>${tick}`;
}

function legCard(l: Leg, s: Style, state: LegState, rng: Rng): string {
  const style = { shortPlayers: s.shortPlayers };
  const home = esc(teamName(l.home, l, style));
  const away = esc(teamName(l.away, l, style));
  const when = kickoffText(l.kickoff, s);
  const icon = s.icons ? sportIcon(l.sport) : '';
  const status = stateHtml(state, l, s, rng);
  let top = '';
  let bottom = '';
  if (s.metaPos === 'top') {
    top = `<div class="meta">${icon}<span>${esc(l.league)} · ${when}</span><span class="st">${status}</span></div>`;
  } else if (s.metaPos === 'split') {
    top = `<div class="meta">${icon}<span>${esc(l.league)}</span><span class="st">${status}<span class="ko">${when}</span></span></div>`;
  } else {
    top = status ? `<div class="meta"><span class="st">${status}</span></div>` : '';
    bottom = `<div class="meta foot">${icon}<span>${when} · ${esc(l.league)}</span></div>`;
  }
  const names = s.stacked
    ? `<div class="nm">${s.crests ? crest(l.home) : ''}<span>${home}</span></div><div class="nm">${s.crests ? crest(l.away) : ''}<span>${away}</span></div>`
    : `<div class="nm one">${s.crests ? `<span class="pair">${crest(l.home)}${crest(l.away)}</span>` : ''}<span>${home}${s.sep}${away}</span></div>`;
  const mk = s.market ? `<span class="mk">${esc(marketName(l.bet, s.lang))}</span>` : '';
  let under = '';
  if (s.pickPos === 'under') under = `<div class="under">${mk}${pickHtml(l, s)}</div>`;
  else if (mk) under = `<div class="under">${mk}</div>`;
  const left = s.pickPos === 'left' ? `<div class="lcol">${pickHtml(l, s)}</div>` : '';
  const beside = s.pickPos === 'odds' || s.pickPos === 'over' ? pickHtml(l, s) : '';
  const right = `<div class="rcol${s.pickPos === 'over' ? ' over' : ''}">${beside}<span class="od ${s.oddsStyle}">${odds(l.odds, s.dec)}</span></div>`;
  return `<div class="card">${top}<div class="body">${left}<div class="main">${names}${under}</div>${right}</div>${bottom}</div>`;
}

function money(x: number, t: Ticket, dec: Dec, rng: Rng, form: number): string {
  const sep = dec === ',' ? '.' : rng.chance(0.5) ? ',' : '';
  const n = num(x, dec, sep);
  if (t.currency === 'RSD') return form === 0 ? `${n} RSD` : `${n} din`;
  if (t.currency === 'EUR') return form === 0 ? `${n} €` : form === 1 ? `€${n}` : `${n} EUR`;
  return form === 0 ? `${n} KM` : `${n} BAM`;
}

function statusBar(screenAt: Moment, rng: Rng): string {
  const time = fmtDate(screenAt, 'HH:mm');
  const bat = rng.int(9, 98);
  const pct = rng.chance(0.5) ? `<span class="pct">${bat}%</span>` : '';
  const bars = [4, 6, 8, 10]
    .map((h, i) => `<i style="height:${h}px;opacity:${i < rng.int(2, 4) ? 1 : 0.35}"></i>`)
    .join('');
  return `<div class="sb"><b>${time}</b><span class="sbr"><span class="bars">${bars}</span><span class="wifi"></span>${pct}<span class="bat"><i style="width:${bat}%"></i></span></span></div>`;
}

function navBar(w: Words, rng: Rng): string {
  const icons = ['home', 'ball', 'live', 'slip', 'user'];
  const n = rng.chance(0.7) ? 5 : 4;
  const items = w.nav.slice(0, n).map((label, i) => {
    const on = label === w.nav[3];
    return `<div class="nv${on ? ' on' : ''}"><span class="ni ${icons[i]}"></span><span>${label}</span></div>`;
  });
  return `<div class="nav">${items.join('')}</div>`;
}

function render(t: Ticket, width: number, rng: Rng): string {
  const lang = drawLang(rng);
  const fee = lang === 'sr' && rng.chance(0.2);
  if (lang !== t.lang || fee) redrawTicket(t, rng, { ...PROFILE, lang, fee, bookmakers: BOOKMAKERS[lang] });
  const w = WORDS[lang];
  const pal = rng.pick(PALETTES);
  const s: Style = {
    lang,
    dec: rng.chance(0.7) ? ',' : '.',
    pal,
    muted: rng.pick(pal.muted),
    names: rng.pick(pal.names),
    accent: rng.pick(ODDS_ACCENTS),
    pill: rng.pick(PILL_FILLS),
    pillStyle: rng.weighted([
      ['fill', 5],
      ['tint', 3],
      ['text', 3],
    ] as const),
    pickPos: rng.weighted([
      ['left', 3],
      ['under', 4],
      ['odds', 4],
      ['over', 2],
    ] as const),
    stacked: rng.chance(0.55),
    sep: rng.pick([' - ', ' – ', ' vs ', ' - ']),
    crests: rng.chance(0.4),
    icons: rng.chance(0.5),
    market: rng.chance(0.6),
    ki: rng.chance(0.4),
    overLines: rng.chance(0.3),
    metaPos: rng.weighted([
      ['top', 5],
      ['split', 3],
      ['bottom', 2],
    ] as const),
    kickoff: rng.pick([
      'DD.MM. HH:mm',
      'ddd DD.MM. · HH:mm',
      'DD.MM.YYYY. HH:mm',
      'HH:mm · DD.MM.',
      'ddd, HH:mm · DD.MM.',
    ]),
    oddsStyle: rng.weighted([
      ['accent', 4],
      ['chip', 3],
      ['chipAccent', 2],
    ] as const),
    shortPlayers: rng.chance(0.5),
  };
  const pillText = rng.chance(0.55) ? '#ffffff' : s.pill[1];
  const thin = rng.chance(0.35);
  const nameWeight = thin ? 300 : rng.pick([600, 700]);
  const font = rng.pick([
    "'Liberation Sans',Arial,sans-serif",
    "'DejaVu Sans',sans-serif",
    "'DejaVu Sans Condensed','DejaVu Sans',sans-serif",
  ]);
  const nameFont = thin ? "'DejaVu Sans Light','DejaVu Sans',sans-serif" : font;
  const cardStyle = rng.weighted([
    ['card', 4],
    ['block', 3],
    ['outline', 2],
    ['glass', 2],
  ] as const);
  const backdrop = rng.weighted([
    ['flat', 3],
    ['gradient', 4],
    ['dots', 2],
    ['diag', 2],
    ['haze', 2],
  ] as const);
  const nameSize = rng.pick([13.5, 14, 15, 16]);
  const smallSize = rng.pick([10.5, 11, 11.5, 12]);
  const oddsSize = rng.pick([14, 15, 16, 17]);
  const radius = rng.pick([8, 10, 12, 16]);
  const payAccent = rng.chance(0.7);

  // When was the screenshot taken: before the first kickoff, or after one or two legs started.
  const first = t.legs[0].kickoff;
  const inPlay = t.legs.length > 1 && rng.chance(0.35);
  const states: LegState[] = t.legs.map(() => 'none');
  let screenAt: Moment = momentFrom(momentMs(t.printedAt) + rng.int(1, 90) * 60000);
  if (inPlay) {
    const done = rng.int(0, Math.min(2, t.legs.length - 1));
    for (let i = 0; i < done; i++) states[i] = rng.chance(0.8) ? 'won' : 'lost';
    if (rng.chance(0.7) || done === 0) states[done] = 'live';
    screenAt = momentFrom(momentMs(t.legs[done].kickoff) + rng.int(5, 80) * 60000);
  } else if (momentMs(screenAt) >= momentMs(first)) {
    screenAt = momentFrom(momentMs(first) - rng.int(5, 60) * 60000);
  }
  const lost = states.includes('lost');
  const statusWord = lost ? w.status.lost : inPlay ? w.status.live : rng.pick(w.status.open);
  const statusCls = lost ? 'bad' : inPlay ? 'run' : 'open';

  const cards = t.legs.map((l, i) => legCard(l, s, states[i], rng)).join('');

  // Head
  const placed = `${rng.pick(w.placed)}: ${fmtDate(t.printedAt, rng.pick(['DD.MM.YYYY. HH:mm', 'DD.MM.YYYY HH:mm:ss', 'DD.MM. HH:mm']))}`;
  const title = rng.pick(w.titles);
  const headKind = rng.int(0, 2);
  const badge = `<span class="badge ${statusCls}">${statusWord}</span>`;
  const share = rng.chance(0.5) ? '<span class="share">↑</span>' : '<span class="dots3">⋮</span>';
  const appbar = `<div class="ab"><span class="back">‹</span><span class="tt">${title}</span>${headKind === 1 ? badge : ''}${share}</div>`;
  let head: string;
  if (headKind === 0)
    head = `<div class="head box"><div class="hrow"><span class="hid">${w.ticket} #${t.ticketId}</span>${badge}</div><div class="hsub">${placed}</div><div class="hsub">${esc(t.bookmaker)}</div></div>`;
  else if (headKind === 1)
    head = `<div class="head flat"><div class="hrow"><span class="hsub">ID ${t.ticketId}</span><span class="hsub">${fmtDate(t.printedAt, 'DD.MM.YYYY. HH:mm')}</span></div></div>`;
  else
    head = `<div class="head strip ${statusCls}"><div class="hrow"><span class="hid">${statusWord}</span><span class="hsub">${t.legs.length} ${w.legs.split(' ')[1] ?? ''}</span></div><div class="hsub">${w.ticket}: ${t.ticketId} · ${placed}</div></div>`;

  // Sums
  const form = rng.int(0, 2);
  const fmt = (x: number): string => money(x, t, s.dec, rng, form);
  const oddsLabel = rng.pick(w.odds);
  const stakeLabel = rng.pick(w.stake);
  const payLabel = rng.pick(w.payout);
  const total = odds(t.totalOdds, s.dec);
  const sumKind = fee ? 'rows' : rng.pick(['rows', 'cols', 'bar'] as const);
  let sums: string;
  if (sumKind === 'rows') {
    const rows = [
      rng.chance(0.5) ? `<div class="kv"><span>${w.legs}</span><span>${t.legs.length}</span></div>` : '',
      `<div class="kv"><span>${oddsLabel}</span><b>${total}</b></div>`,
      `<div class="kv"><span>${stakeLabel}</span><span>${fmt(t.stake)}</span></div>`,
      fee
        ? `<div class="kv"><span>Manipulativni troškovi (${t.feePct}%)</span><span>${fmt(t.fee)}</span></div>`
        : '',
      fee
        ? `<div class="kv"><span>Uplata nakon man. troškova</span><span>${fmt(t.stakeAfterFee)}</span></div>`
        : '',
      `<div class="kv pay"><span>${payLabel}</span><b>${fmt(t.payout)}</b></div>`,
    ];
    sums = `<div class="sum rows">${rows.join('')}</div>`;
  } else if (sumKind === 'cols') {
    sums = `<div class="sum cols"><div><span>${oddsLabel}</span><b>${total}</b></div><div><span>${stakeLabel}</span><b>${fmt(t.stake)}</b></div><div class="pay"><span>${payLabel}</span><b>${fmt(t.payout)}</b></div></div>`;
  } else {
    sums = `<div class="sum bar"><div><div class="sm">${oddsLabel} <b>${total}</b></div><div class="sm">${stakeLabel} ${fmt(t.stake)}</div></div><div class="pay"><div class="sm">${payLabel}</div><b>${fmt(t.payout)}</b></div></div>`;
  }

  const extra = rng.weighted([
    ['none', 4],
    ['toast', 2],
    ['promo', 2],
  ] as const);
  const toast =
    extra === 'toast' ? `<div class="toast"><span class="tick ok">✓</span>${rng.pick(w.toast)}</div>` : '';
  const promo =
    extra === 'promo'
      ? `<div class="promo"><div class="pin"><b>${rng.pick(w.promo)}</b><span>${esc(t.bookmaker)} · 18+</span></div></div>`
      : '';
  const statusbar = rng.chance(0.85) ? statusBar(screenAt, rng) : '';
  const nav = rng.chance(0.8) ? navBar(w, rng) : '';
  const minH = Math.round(width * rng.float(1.95, 2.17));

  const bgCss = {
    flat: pal.bg,
    gradient: `linear-gradient(180deg,${pal.bg2} 0%,${pal.bg} 55%,${pal.bg} 100%)`,
    dots: `radial-gradient(rgba(255,255,255,.035) 1px,transparent 1.4px) 0 0/9px 9px,${pal.bg}`,
    diag: `repeating-linear-gradient(135deg,rgba(255,255,255,.022) 0 2px,transparent 2px 11px),${pal.bg}`,
    haze: `radial-gradient(ellipse 70% 35% at 80% 10%,rgba(255,255,255,.05),transparent 70%),radial-gradient(ellipse 60% 40% at 10% 70%,rgba(255,255,255,.035),transparent 70%),${pal.bg}`,
  }[backdrop];
  const cardCss = {
    card: `background:${pal.card};border-radius:${radius}px;margin:8px 10px 0`,
    block: `background:${pal.card};border-bottom:1px solid ${pal.line};margin:0`,
    outline: `background:transparent;border:1px solid ${pal.line};border-radius:${radius}px;margin:8px 10px 0`,
    glass: `background:rgba(255,255,255,.035);border:1px solid rgba(255,255,255,.04);border-radius:${radius}px;margin:8px 10px 0`,
  }[cardStyle];
  const [pf, pdark] = s.pill;
  const css = `
#ticket{width:100%;min-height:${minH}px;display:flex;flex-direction:column;background:${bgCss};color:${s.names};font:${smallSize + 2}px/1.3 ${font}}
.sb{display:flex;justify-content:space-between;align-items:center;padding:6px 16px 4px;font-size:13px;color:${s.names}}
.sbr{display:flex;align-items:center;gap:5px}.bars{display:flex;align-items:flex-end;gap:1.5px}.bars i{display:block;width:3px;background:${s.names};border-radius:1px}
.wifi{width:12px;height:9px;border-radius:12px 12px 0 0;border:2.5px solid ${s.names};border-bottom:none;opacity:.9}
.pct{font-size:11.5px}.bat{width:22px;height:11px;border:1.4px solid ${s.names};border-radius:3px;padding:1px;display:inline-flex}.bat i{display:block;background:${s.names};border-radius:1px}
.ab{display:flex;align-items:center;gap:10px;padding:8px 14px 8px;font-size:17px}.ab .tt{flex:1;font-weight:600}
.back{font-size:26px;line-height:18px;color:${s.names}}.dots3{font-size:18px;color:${s.muted}}
.share{width:16px;height:15px;border:2px solid ${s.muted};border-top-color:transparent;border-radius:0 0 3px 3px;color:${s.muted};font:700 13px/8px sans-serif;text-align:center}
.badge{font-size:11px;font-weight:700;padding:3px 8px;border-radius:20px;white-space:nowrap}
.badge.open{background:rgba(56,189,248,.14);color:#5fb7dc}.badge.run{background:rgba(250,204,21,.13);color:#d8b332}.badge.bad{background:rgba(239,68,68,.15);color:#d66}
.head{margin:4px 10px 6px;padding:10px 12px;font-size:${smallSize}px}.head.box{background:${pal.card};border-radius:${radius}px}
.head.flat{border-bottom:1px solid ${pal.line};margin:0;padding:6px 14px 8px}
.head.strip{border-left:3px solid #5fb7dc;background:${pal.card}}.head.strip.run{border-left-color:#d8b332}.head.strip.bad{border-left-color:#d66}
.hrow{display:flex;justify-content:space-between;align-items:center;gap:8px}.hid{font-weight:700;color:${s.names};font-size:${smallSize + 2}px}
.hsub{color:${s.muted};margin-top:2px}
.legs{padding-bottom:8px}
.card{${cardCss};padding:9px 12px}
.meta{display:flex;align-items:center;gap:6px;font-size:${smallSize}px;color:${s.muted}}.meta .st{margin-left:auto;display:flex;align-items:center;gap:6px;white-space:nowrap}
.meta.foot{margin-top:5px}
.body{display:flex;align-items:center;gap:10px;margin-top:5px}.main{flex:1;min-width:0}
.nm{display:flex;align-items:center;gap:7px;font:${nameWeight} ${nameSize}px/1.3 ${nameFont};color:${s.names};overflow-wrap:anywhere}.nm+.nm{margin-top:3px}
.nm.one{align-items:center}
.pair{display:flex;flex:none}.pair .crest+.crest{margin-left:-4px}
.crest{flex:none;width:22px;height:22px;border-radius:50%;color:#fff;font:700 8.5px/22px 'DejaVu Sans Condensed','DejaVu Sans',sans-serif;text-align:center;opacity:.85;box-shadow:0 0 0 2px ${pal.card}}
.under{display:flex;align-items:center;flex-wrap:wrap;gap:7px;margin-top:5px}
.mk{font-size:${smallSize}px;color:${s.muted}}
.pk{font-weight:700;font-size:${smallSize + 1}px;line-height:1.25;white-space:nowrap}
.pk.fill{background:${pf};color:${pillText === '#ffffff' ? '#fff' : pdark};padding:3px 9px;border-radius:20px}
.pk.tint{background:${pf}2b;color:${pf};padding:3px 9px;border-radius:6px;filter:brightness(1.25)}
.pk.txt{color:${pf};filter:brightness(1.3)}
.lcol{flex:none;min-width:42px;text-align:center}
.rcol{flex:none;display:flex;align-items:center;gap:8px;margin-left:auto}.rcol.over{flex-direction:column;align-items:flex-end;gap:5px}
.od{font-weight:700;font-size:${oddsSize}px;text-align:right;min-width:44px}
.od.accent{color:${s.accent}}
.od.chip,.od.chipAccent{background:${pal.chip};border-radius:8px;padding:6px 9px;text-align:center;color:${s.names}}
.od.chipAccent{color:${s.accent}}
.si{display:inline-block;flex:none;width:11px;height:11px;border-radius:50%}
.si.football{background:radial-gradient(circle,#111 0 22%,${s.muted} 24%)}
.si.basketball{background:linear-gradient(90deg,transparent 45%,#2a1405 45% 55%,transparent 55%),#b8642a}
.si.tennis{background:radial-gradient(circle at 0 50%,transparent 45%,#20250b 47% 56%,transparent 58%),#9db62f}
.live{color:#e25555;font-weight:700;font-size:10px;display:flex;align-items:center;gap:4px}.live i{width:6px;height:6px;border-radius:50%;background:#e25555}
.end{font-size:10px;text-transform:uppercase;letter-spacing:.4px}.sc{color:${s.names};opacity:.7;font-weight:700}
.tick{display:inline-flex;width:15px;height:15px;border-radius:50%;align-items:center;justify-content:center;font-size:10px;font-weight:700;color:#0b0c0e}
.tick.ok{background:#2fb46a}.tick.ko{background:#d34b4b}
.ko{color:${s.muted}}
.sum{margin:10px 10px 0;padding:10px 12px;background:${pal.card};border-radius:${radius}px;font-size:${smallSize + 1}px}
.sum.rows .kv{display:flex;justify-content:space-between;align-items:baseline;gap:10px;padding:3px 0;color:${s.muted}}.sum.rows .kv b,.sum.rows .kv span+span{color:${s.names}}
.sum .pay b,.sum.rows .kv.pay b{color:${payAccent ? s.accent : s.names};font-size:${smallSize + 5}px}
.sum.cols{display:flex;gap:6px}.sum.cols>div{flex:1;display:flex;flex-direction:column;gap:3px}.sum.cols span{color:${s.muted};font-size:${smallSize}px}.sum.cols b{font-size:${smallSize + 3}px}
.sum.cols .pay{text-align:right}
.sum.bar{display:flex;justify-content:space-between;align-items:flex-end;background:${pal.chip}}.sm{color:${s.muted};font-size:${smallSize}px}.sm b{color:${s.names}}
.sum.bar .pay{text-align:right}
.fill-space{flex:1}
.toast{margin:12px auto 8px;padding:8px 14px;border-radius:22px;background:#2b2f35;color:#e8eaed;font-size:12.5px;display:flex;gap:8px;align-items:center;box-shadow:0 4px 14px rgba(0,0,0,.5)}
.promo{height:${rng.int(26, 40)}px;overflow:hidden;margin:10px 10px 0;border-radius:${radius}px ${radius}px 0 0}
.pin{height:80px;padding:10px 14px;background:linear-gradient(100deg,#5b21b6,#be185d 60%,#f97316);color:#fff;display:flex;flex-direction:column;gap:4px}
.pin b{font-size:15px}.pin span{font-size:11px;opacity:.8}
.nav{display:flex;justify-content:space-around;padding:7px 4px 12px;border-top:1px solid ${pal.line};background:${pal.bg}}
.nv{display:flex;flex-direction:column;align-items:center;gap:3px;font-size:10px;color:${s.muted}}.nv.on{color:${s.accent}}
.ni{width:18px;height:16px;border:2px solid currentColor;border-radius:4px}.ni.ball,.ni.user{border-radius:50%}.ni.live{border-radius:3px 3px 8px 8px}
`;
  const body = `<div id="ticket">${statusbar}${appbar}${head}<div class="legs">${cards}</div>${sums}<div class="fill-space"></div>${toast}${promo}${nav}</div>`;
  return page(css, body);
}

export const appCardsSmoke: Layout = {
  name: 'app-cards-smoke',
  medium: 'screen',
  width: [360, 414],
  scale: 2,
  profile: PROFILE,
  render,
};
