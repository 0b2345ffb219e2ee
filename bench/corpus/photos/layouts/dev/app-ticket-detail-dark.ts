// A phone app's "ticket details" screen in a DARK or near-black theme with one accent colour (yellow, lime,
// orange, red, cyan), screenshotted at device pixel ratio 2. The legs are a dense LIST WITH COLUMN HEADERS
// ("Par | Tip | Kvota", "Događaj  Igra  Kvota", "Utakmica | Oklada | Koef.", hr "Događaj | Oklada | Tečaj"):
// each leg is two or three tightly packed lines in the first column (home over away with a grey kickoff/league
// line under them, the league first, or a grey meta line over "Home - Away"), and the pick and the odds sit in
// the other columns aligned with the FIRST or the MIDDLE line of the leg. Per ticket: capitals or mixed case,
// condensed fonts (Liberation Sans Narrow, DejaVu Sans Condensed, tight letter-spacing), 11-15 px names, zebra
// rows, thin, inset or no dividers, odds in the accent or white, a sport icon before each leg, the market in
// tiny grey under the pick, a very low contrast grey on some, live scores / results as distractors ("0:0", "1. pol", "Kraj 2:1"). A header with the
// ticket code, a status badge ("Aktivan", "Na čekanju", "Dobitni"), the time paid, a "Fiks"/"Sistem" marker and
// a share icon; a sticky bottom summary in the accent with dark text (pairs, total odds, stake, the 5 % fee on
// some Serbian tickets, possible win), currency by language (sr RSD/din, hr EUR/€, bs KM/BAM).
import type { Rng } from '../../../rng';
import type { Lang } from '../../teams';
import { esc, fmtDate, line, num, odds as fmtOdds, pickCode, teamName, type Dec } from '../../text';
import type { Bet, Leg, Moment, Ticket, TicketProfile } from '../../ticket';
import { drawLang, redrawTicket, sportMix } from '../parts';
import { page, ticketIds, type Layout } from '../types';

const BOOKMAKERS: Record<Lang, readonly string[]> = {
  sr: ['CrniTiket', 'Kvotomat', 'Tipster Plus', 'Golčina', 'Oklada365'],
  hr: ['Tamni Listić', 'Kladiona', 'Tečajnica', 'Golčina', 'BetNoć'],
  bs: ['Kvotomat', 'BH Kladionica', 'Golčina', 'Tiket Ba', 'Noćna Kvota'],
};

const PROFILE: TicketProfile = {
  lang: 'sr',
  currency: 'RSD',
  fee: false,
  sports: sportMix(6, 2.2, 1.6),
  legs: [2, 10],
  bookmakers: BOOKMAKERS.sr,
  ticketId: (rng) =>
    rng.pick([
      ticketIds.dashed(rng),
      ticketIds.long(rng),
      `${rng.int(100000, 999999)}${rng.int(1000, 9999)}`,
      `TK${rng.int(1000000, 9999999)}`,
      ticketIds.hex(rng),
    ]),
};

interface Palette {
  bg: string;
  head: string;
  zebra: string;
  line: string;
  text: string;
  sub: string;
  th: string;
}

const PALETTES: readonly Palette[] = [
  {
    bg: '#000000',
    head: '#0d0d0d',
    zebra: '#0b0b0b',
    line: '#222',
    text: '#f2f2f2',
    sub: '#7b7b7b',
    th: '#5e5e5e',
  },
  {
    bg: '#0e0f11',
    head: '#17181b',
    zebra: '#141518',
    line: '#25272c',
    text: '#eceef1',
    sub: '#80858e',
    th: '#6b7079',
  },
  {
    bg: '#121212',
    head: '#1c1c1c',
    zebra: '#181818',
    line: '#2a2a2a',
    text: '#e9e9e9',
    sub: '#8a8a8a',
    th: '#707070',
  },
  {
    bg: '#101418',
    head: '#182028',
    zebra: '#141a20',
    line: '#243039',
    text: '#e3e9ef',
    sub: '#7b8895',
    th: '#66737f',
  },
  {
    bg: '#171717',
    head: '#212121',
    zebra: '#1d1d1d',
    line: '#303030',
    text: '#f0f0f0',
    sub: '#6f6f6f',
    th: '#5d5d5d',
  },
  {
    bg: '#0a0c0a',
    head: '#131713',
    zebra: '#101310',
    line: '#20261f',
    text: '#e8ece6',
    sub: '#7c857a',
    th: '#667063',
  },
];

const ACCENTS: readonly string[] = [
  '#ffd400',
  '#f5c518',
  '#b8f02e',
  '#9be000',
  '#ff8a00',
  '#ff6a13',
  '#ff3b3b',
  '#e8232f',
  '#22d3ee',
  '#19c6d8',
];

interface FontLook {
  family: string;
  stretch: string;
  spacing: number;
}

const FONTS: readonly FontLook[] = [
  { family: "'Liberation Sans Narrow', 'Arial Narrow', sans-serif", stretch: 'normal', spacing: 0 },
  { family: "'Liberation Sans Narrow', 'Arial Narrow', sans-serif", stretch: 'normal', spacing: 0.2 },
  { family: "'DejaVu Sans Condensed', 'DejaVu Sans', sans-serif", stretch: 'condensed', spacing: -0.2 },
  { family: "'DejaVu Sans Condensed', 'DejaVu Sans', sans-serif", stretch: 'condensed', spacing: 0 },
  { family: "'Liberation Sans', Arial, sans-serif", stretch: 'normal', spacing: -0.4 },
  { family: "'Liberation Sans', Arial, sans-serif", stretch: 'normal', spacing: 0 },
  { family: "'DejaVu Sans', sans-serif", stretch: 'normal', spacing: -0.5 },
];

type Shape = 'namesFirst' | 'leagueFirst' | 'metaTop' | 'oneLine';
type Align = 'first' | 'middle';
type PickStyle = 'code' | 'ki' | 'words' | 'market';

interface Heads {
  match: string;
  pick: string;
  odds: string;
}

const HEADS: Record<Lang, readonly Heads[]> = {
  sr: [
    { match: 'Par', pick: 'Tip', odds: 'Kvota' },
    { match: 'Događaj', pick: 'Igra', odds: 'Kvota' },
    { match: 'Utakmica', pick: 'Oklada', odds: 'Koef.' },
    { match: 'Par', pick: 'Igra', odds: 'Kvota' },
    { match: 'Meč', pick: 'Tip', odds: 'Kv.' },
  ],
  hr: [
    { match: 'Događaj', pick: 'Oklada', odds: 'Tečaj' },
    { match: 'Par', pick: 'Tip', odds: 'Tečaj' },
    { match: 'Utakmica', pick: 'Oklada', odds: 'Koef.' },
    { match: 'Susret', pick: 'Tip', odds: 'Koef.' },
  ],
  bs: [
    { match: 'Par', pick: 'Tip', odds: 'Kvota' },
    { match: 'Utakmica', pick: 'Oklada', odds: 'Koef.' },
    { match: 'Događaj', pick: 'Igra', odds: 'Kvota' },
  ],
};

interface Money {
  dec: Dec;
  sep: string;
  cur: string;
  before: boolean;
}

function money(x: number, m: Money): string {
  const n = num(x, m.dec, m.sep);
  return m.before ? `${m.cur} ${n}` : `${n} ${m.cur}`;
}

/** The pick as this app's column prints it; every form canonicalises to the truth pick. */
function pickText(bet: Bet, style: PickStyle, dec: Dec, rng: Rng): string {
  const half = (p: string, n: 1 | 2): string =>
    rng.pick(n === 1 ? [`I ${p}`, `1P ${p}`, `PP ${p}`] : [`II ${p}`, `2P ${p}`, `DP ${p}`]);
  switch (bet.key) {
    case 'p1_1':
      return half('1', 1);
    case 'p1_x':
      return half('X', 1);
    case 'p2_2':
      return half('2', 2);
    default:
      break;
  }
  if (style === 'code') return pickCode(bet, dec);
  if (style === 'ki') {
    if (bet.key === 'ug02' || bet.key === 'ug2p' || bet.key === 'ug3p') return pickCode(bet, dec);
    return pickCode(bet, dec, { ki: true });
  }
  // words / market: goal totals as over/under lines, basketball as "Više 165,5"
  switch (bet.key) {
    case 'ug02':
      return `Manje ${num(2.5, dec, '', 1)}`;
    case 'ug2p':
      return `Više ${num(1.5, dec, '', 1)}`;
    case 'ug3p':
      return `Više ${num(2.5, dec, '', 1)}`;
    case 'bkover':
      return `Više ${line(bet.line ?? 0, dec)}`;
    case 'bkunder':
      return `Manje ${line(bet.line ?? 0, dec)}`;
    case 'gg3p':
      return 'GG&3+';
    case '1ug3p':
      return '1&3+';
    default:
      return pickCode(bet, dec);
  }
}

/** Short market names an app prints in tiny grey type under the pick. */
function shortMarket(bet: Bet, lang: Lang): string {
  const sr = lang === 'sr';
  switch (bet.key) {
    case 'ki1':
    case 'kix':
    case 'ki2':
      return sr ? 'Konačan ishod' : 'Konačni ishod';
    case 'ds1x':
    case 'dsx2':
    case 'ds12':
      return lang === 'hr' ? 'Dvostruka šansa' : 'Dupla šansa';
    case 'gg':
    case 'ng':
      return lang === 'hr' ? 'Oba zabijaju' : 'GG/NG';
    case 'ug02':
    case 'ug2p':
    case 'ug3p':
      return 'Ukupno golova';
    case 'p1_1':
    case 'p1_x':
      return sr ? '1. poluvreme' : '1. poluvrijeme';
    case 'p2_2':
      return sr ? '2. poluvreme' : '2. poluvrijeme';
    case 'gg3p':
    case '1ug3p':
      return 'Kombinacije';
    case 'bk1':
    case 'bk2':
      return sr ? 'Pobednik' : 'Pobjednik';
    case 'bkover':
    case 'bkunder':
      return 'Ukupno poena';
    case 't1':
    case 't2':
      return sr ? 'Pobednik meča' : 'Pobjednik meča';
  }
}

function sportIcon(l: Leg, color: boolean): string {
  const cls = l.sport === 'football' ? 'fb' : l.sport === 'basketball' ? 'bb' : 'tn';
  return `<span class="si ${cls}${color ? '' : ' mono'}"></span>`;
}

const sameDay = (a: Moment, b: Moment): boolean => a.y === b.y && a.mo === b.mo && a.d === b.d;

function kickoffText(k: Moment, t: Ticket, fmt: number, lang: Lang): string {
  const next = new Date(Date.UTC(t.printedAt.y, t.printedAt.mo - 1, t.printedAt.d + 1));
  const tomorrow: Moment = {
    y: next.getUTCFullYear(),
    mo: next.getUTCMonth() + 1,
    d: next.getUTCDate(),
    h: 0,
    mi: 0,
    s: 0,
  };
  switch (fmt) {
    case 0:
      return fmtDate(k, 'ddd DD.MM. HH:mm', lang);
    case 1:
      return fmtDate(k, 'DD.MM. HH:mm', lang);
    case 2:
      return fmtDate(k, 'DD.MM.YYYY HH:mm', lang);
    case 3:
      return fmtDate(k, 'HH:mm DD.MM.', lang);
    default:
      if (sameDay(k, t.printedAt)) return `Danas ${fmtDate(k, 'HH:mm')}`;
      if (sameDay(k, tomorrow)) return `Sutra ${fmtDate(k, 'HH:mm')}`;
      return fmtDate(k, 'ddd DD.MM. HH:mm', lang).replace(/^./, (c) => c.toUpperCase());
  }
}

/** A score or period text shown on started legs; never truth. */
function liveText(l: Leg, rng: Rng, settled: boolean): string {
  if (settled) {
    if (l.sport === 'football') return `Kraj ${rng.int(0, 3)}:${rng.int(0, 3)}`;
    if (l.sport === 'basketball') return `Kraj ${rng.int(70, 99)}:${rng.int(70, 99)}`;
    return `Kraj ${rng.pick(['2:0', '2:1', '1:2', '0:2'])}`;
  }
  if (l.sport === 'football')
    return rng.pick([
      `${rng.int(0, 2)}:${rng.int(0, 2)} 1. pol`,
      `1. pol ${rng.int(0, 2)}:${rng.int(0, 1)}`,
      `${rng.int(46, 89)}' ${rng.int(0, 3)}:${rng.int(0, 2)}`,
      '0:0',
      'Poluvreme 1:0',
    ]);
  if (l.sport === 'basketball')
    return `${rng.pick(['Q2', 'Q3', '3. čet'])} ${rng.int(30, 70)}:${rng.int(30, 70)}`;
  return `${rng.pick(['6:4', '3:6', '7:5'])} ${rng.int(0, 5)}:${rng.int(0, 5)}`;
}

function statusBar(t: Ticket, rng: Rng): string {
  const m = (t.printedAt.h * 60 + t.printedAt.mi + rng.int(2, 300)) % 1440;
  const clock = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const pct = rng.int(7, 99);
  const bars = [3, 5, 7, 9]
    .map((h, i) => `<i style="height:${h}px;opacity:${i < rng.int(1, 4) ? 1 : 0.3}"></i>`)
    .join('');
  return `<div class="sb"><span>${clock}</span><span class="sbi">${rng.chance(0.5) ? '<span>4G</span>' : '<span>LTE</span>'}<span class="sig">${bars}</span><span>${pct}%</span><span class="bat"><i style="width:${pct}%"></i></span></span></div>`;
}

function render(t: Ticket, _width: number, rng: Rng): string {
  const lang = drawLang(rng);
  const fee = lang === 'sr' && rng.chance(0.3);
  redrawTicket(t, rng, { ...PROFILE, lang, fee, bookmakers: BOOKMAKERS[lang] });

  const base = rng.pick(PALETTES);
  // A very low contrast secondary grey on some screens: hard to read in real screenshots too.
  const pal: Palette = rng.chance(0.3) ? { ...base, sub: '#55585e', th: '#4a4c50' } : base;
  const acc = rng.pick(ACCENTS);
  const font = rng.pick(FONTS);
  const caps = rng.chance(0.4);
  const nameSize = rng.pick([11, 11.5, 12, 12.5, 13, 13.5, 14, 15]);
  const subSize = Math.max(9.5, nameSize - rng.pick([1.5, 2, 2.5]));
  const boldNames = rng.chance(0.6);
  const dec: Dec = rng.chance(lang === 'hr' ? 0.85 : 0.65) ? ',' : '.';
  const cur =
    lang === 'sr'
      ? { cur: rng.pick(['RSD', 'RSD', 'din']), before: false }
      : lang === 'hr'
        ? rng.chance(0.5)
          ? { cur: '€', before: rng.chance(0.4) }
          : { cur: 'EUR', before: false }
        : { cur: rng.pick(['KM', 'KM', 'BAM']), before: false };
  const mon: Money = { dec, sep: dec === ',' ? '.' : rng.pick(['', ' ']), ...cur };

  const shape = rng.weighted<Shape>([
    ['namesFirst', 4],
    ['leagueFirst', 3],
    ['metaTop', 2],
    ['oneLine', 1.5],
  ]);
  const align: Align = rng.chance(0.5) ? 'first' : 'middle';
  const pickStyle = rng.weighted<PickStyle>([
    ['code', 4],
    ['ki', 1.5],
    ['words', 2],
    ['market', 2],
  ]);
  const icons = rng.chance(0.55);
  const iconColor = rng.chance(0.6);
  const zebra = rng.chance(0.45);
  const divider = rng.weighted<'full' | 'inset' | 'none'>([
    ['full', 3],
    ['inset', 2],
    ['none', zebra ? 3 : 1],
  ]);
  const oddsAccent = rng.chance(0.6);
  const pickAccent = !oddsAccent && rng.chance(0.4);
  const pickBox = rng.chance(0.3);
  const kfmt = rng.int(0, 4);
  const shortPlayers = rng.chance(0.5);
  const style = { caps, shortPlayers };
  const heads = rng.pick(HEADS[lang]);
  const headCaps = rng.chance(0.6);
  const headSep = rng.chance(0.35);

  const status = rng.weighted<'active' | 'wait' | 'won'>([
    ['active', 5],
    ['wait', 3],
    ['won', 1.5],
  ]);
  const statusLabel =
    status === 'active'
      ? rng.pick(['Aktivan', 'AKTIVAN', 'U igri'])
      : status === 'wait'
        ? rng.pick(
            lang === 'sr' ? ['Na čekanju', 'NA ČEKANJU', 'U toku'] : ['Na čekanju', 'NA ČEKANJU', 'Otvoren'],
          )
        : rng.pick(lang === 'sr' ? ['Dobitni', 'DOBITAN'] : ['Dobitni', 'Dobitan']);
  // Started or settled legs carry scores; never truth.
  const liveCount =
    status === 'won'
      ? t.legs.length
      : status === 'active' && rng.chance(0.45)
        ? rng.int(1, Math.min(3, t.legs.length))
        : 0;

  const legHtml = t.legs.map((l, i) => {
    const home = esc(teamName(l.home, l, style));
    const away = esc(teamName(l.away, l, style));
    const kt = esc(kickoffText(l.kickoff, t, kfmt, lang));
    const lg = esc(l.league);
    const live = i < liveCount ? `<span class="live">${esc(liveText(l, rng, status === 'won'))}</span>` : '';
    const lines: string[] = [];
    let nameRow = 1; // the grid row of the first name line
    switch (shape) {
      case 'namesFirst':
        lines.push(
          `<div class="nm">${home}</div>`,
          `<div class="nm">${away}</div>`,
          `<div class="mt">${kt} · ${lg}${live}</div>`,
        );
        break;
      case 'leagueFirst':
        lines.push(
          `<div class="mt">${lg}</div>`,
          `<div class="nm">${home}</div>`,
          `<div class="nm">${away}</div>`,
        );
        // the kickoff sits beside the league in the same tiny line on half of these
        if (rng.chance(0.5) || live) lines[0] = `<div class="mt">${lg} · ${kt}${live}</div>`;
        else lines.push(`<div class="mt">${kt}</div>`);
        nameRow = 2;
        break;
      case 'metaTop':
        lines.push(
          `<div class="mt">${kt} | ${lg}${live}</div>`,
          `<div class="nm">${home}</div>`,
          `<div class="nm">${away}</div>`,
        );
        nameRow = 2;
        break;
      case 'oneLine':
        lines.push(`<div class="nm">${home} - ${away}</div>`, `<div class="mt">${kt} · ${lg}${live}</div>`);
        break;
    }
    const n = lines.length;
    // FIRST line of the leg or its MIDDLE line (two lines: centred over both).
    let rowSpec: string;
    let alignSelf = 'start';
    // The pick and odds cells span down to the leg's last line, so a two-line pick (or the market under it) never
    // pushes the name lines apart.
    const from = (r: number): string => `${r} / span ${n - r + 1}`;
    if (align === 'first') rowSpec = from(shape === 'namesFirst' || shape === 'oneLine' ? 1 : nameRow);
    else if (n % 2 === 1) rowSpec = from((n + 1) / 2);
    else {
      rowSpec = `${n / 2} / span 2`;
      alignSelf = 'center';
    }
    const pk = esc(pickText(l.bet, pickStyle, dec, rng));
    const mk = pickStyle === 'market' ? `<div class="mk">${esc(shortMarket(l.bet, lang))}</div>` : '';
    const od = esc(fmtOdds(l.odds, dec));
    const icon = icons ? `<div class="ic" style="grid-row:${nameRow}">${sportIcon(l, iconColor)}</div>` : '';
    const cells = lines
      .map((x, r) => x.replace('<div class="', `<div style="grid-row:${r + 1}" class="c1 `))
      .join('');
    const won = status === 'won' ? '<span class="ok">✓</span>' : '';
    return `<div class="leg${zebra && i % 2 === 1 ? ' z' : ''}">${icon}${cells}<div class="pk" style="grid-row:${rowSpec};align-self:${alignSelf}"><span class="pv">${pk}</span>${mk}</div><div class="od" style="grid-row:${rowSpec};align-self:${alignSelf}">${won}${od}</div></div>`;
  });

  // Header
  const title =
    lang === 'hr'
      ? rng.pick(['Detalji listića', 'Listić', 'Moj listić'])
      : rng.pick(['Detalji tiketa', 'Tiket', 'Pregled tiketa']);
  const share = '<span class="shr"><i></i><i></i><i></i></span>';
  const appBar = `<div class="ab"><span class="bk">‹</span><span class="tt">${title}</span>${rng.chance(0.4) ? `<span class="bm">${esc(t.bookmaker)}</span>` : ''}${share}</div>`;
  const word = lang === 'hr' ? 'Listić' : 'Tiket';
  const idLine = rng.pick([
    `${word} #${esc(t.ticketId)}`,
    `Šifra: ${esc(t.ticketId)}`,
    `ID ${esc(t.ticketId)}`,
    `${word.toUpperCase()} ${esc(t.ticketId)}`,
  ]);
  const paid = fmtDate(
    t.printedAt,
    rng.pick(['DD.MM.YYYY. HH:mm', 'DD.MM.YYYY HH:mm:ss', 'DD.MM. HH:mm', 'ddd DD.MM.YYYY HH:mm']),
    lang,
  );
  const paidLabel =
    lang === 'hr'
      ? rng.pick(['Uplaćeno', 'Uplaćen', 'Vrijeme uplate'])
      : rng.pick(['Uplaćen', 'Uplaćeno', lang === 'sr' ? 'Vreme uplate' : 'Vrijeme uplate']);
  const kind = rng.weighted<'fiks' | 'tabs' | 'none'>([
    ['fiks', 3],
    ['tabs', 2],
    ['none', 1],
  ]);
  const kindHtml =
    kind === 'fiks'
      ? `<span class="chip">${rng.pick(['Fiks', 'FIKS', 'Kombinacija', 'Solo'])}</span>`
      : kind === 'tabs'
        ? `<span class="seg"><b>Fiks</b><span>Sistem</span></span>`
        : '';
  const badgeCls = status === 'won' ? 'won' : status === 'wait' ? 'wait' : 'act';
  const head = `<div class="hd"><div class="r1"><span class="id">${idLine}</span><span class="badge ${badgeCls}">${statusLabel}</span></div><div class="r2"><span>${paidLabel}: ${paid}</span>${kindHtml}</div></div>`;

  const headCell = (s: string): string => (headCaps ? s.toLocaleUpperCase('hr') : s);
  const th = `<div class="th${headSep ? ' sep' : ''}"><span class="h1">${headCell(heads.match)}</span><span class="h2">${headCell(heads.pick)}</span><span class="h3">${headCell(heads.odds)}</span></div>`;

  // Sticky summary in the accent with dark text
  const L =
    lang === 'hr'
      ? {
          legs: rng.pick(['Broj parova', 'Parova', 'Događaja']),
          odds: rng.pick(['Ukupni tečaj', 'Tečaj', 'Ukupna kvota']),
          stake: rng.pick(['Ulog', 'Uplata']),
          payout: rng.pick(['Mogući dobitak', 'Isplata', 'Mogući dobitak']),
        }
      : {
          legs: rng.pick(['Broj parova', 'Parova', 'Br. parova']),
          odds: rng.pick(['Ukupna kvota', 'Kvota', 'Uk. kvota']),
          stake: rng.pick(['Uplata', 'Ulog']),
          payout: rng.pick(['Mogući dobitak', 'Dobitak', 'Mogući dobitak']),
        };
  const totalOdds = num(t.totalOdds, dec, mon.sep);
  const feeRows = fee
    ? [
        [
          rng.pick(['Manipulativni troškovi 5%', 'Man. troškovi (5%)', 'Manipulativni trošak']),
          money(t.fee, mon),
        ],
        [rng.pick(['Uplata bez troškova', 'Ulog nakon troškova', 'Za igru']), money(t.stakeAfterFee, mon)],
      ]
    : [];
  const sumShape = rng.weighted<'grid' | 'rows' | 'big'>([
    ['grid', 3],
    ['rows', 3],
    ['big', 2],
  ]);
  let summary: string;
  if (sumShape === 'grid') {
    const cell = (a: string, b: string): string => `<div class="sc"><span>${a}</span><b>${b}</b></div>`;
    summary = `<div class="sum grid">${cell(L.legs, String(t.legs.length))}${cell(L.odds, totalOdds)}${cell(L.stake, money(t.stake, mon))}${cell(L.payout, money(t.payout, mon))}${feeRows.map(([a, b]) => `<div class="sc wide"><span>${a}</span><b>${b}</b></div>`).join('')}</div>`;
  } else if (sumShape === 'rows') {
    const r = (a: string, b: string, cls = ''): string =>
      `<div class="sr${cls}"><span>${a}</span><b>${b}</b></div>`;
    summary = `<div class="sum rows">${r(L.legs, String(t.legs.length))}${r(L.odds, totalOdds)}${r(L.stake, money(t.stake, mon))}${feeRows.map(([a, b]) => r(a, b)).join('')}${r(L.payout, money(t.payout, mon), ' big')}</div>`;
  } else {
    const small = [
      `${L.legs}: <b>${t.legs.length}</b>`,
      `${L.odds}: <b>${totalOdds}</b>`,
      `${L.stake}: <b>${money(t.stake, mon)}</b>`,
      ...feeRows.map(([a, b]) => `${a}: <b>${b}</b>`),
    ];
    summary = `<div class="sum bigp"><div class="sl">${small.map((s) => `<div>${s}</div>`).join('')}</div><div class="sp"><span>${L.payout}</span><b>${money(t.payout, mon)}</b></div></div>`;
  }
  const cta =
    status !== 'won' && rng.chance(0.35)
      ? `<div class="cta"><span>${rng.pick(['Kopiraj tiket', 'Podeli', lang === 'hr' ? 'Podijeli listić' : 'Podeli tiket', 'Igraj ponovo'])}</span></div>`
      : '';
  const note = rng.chance(0.3)
    ? `<div class="note">18+ ${lang === 'hr' ? 'Igraj odgovorno' : 'Igrajte odgovorno'}</div>`
    : '';
  const homeInd = rng.chance(0.6) ? '<div class="hi"></div>' : '';

  const fw = boldNames ? 700 : 400;
  const pad = rng.pick([6, 8, 10, 12]);
  const legPadY = rng.pick([4, 5, 6, 7]);
  const pickW =
    pickStyle === 'words' || pickStyle === 'market' ? rng.pick([76, 84, 92]) : rng.pick([50, 58, 66]);
  const oddsW = rng.pick([44, 50, 56]);
  const iconW = icons ? nameSize + 8 : 0;
  const lh = rng.pick([1.15, 1.2, 1.25]);
  const oddsSize = nameSize + rng.pick([0, 0.5, 1]);
  const dividerCss =
    divider === 'full' ? `border-bottom:1px solid ${pal.line}` : divider === 'inset' ? '' : '';
  const insetCss =
    divider === 'inset'
      ? `.leg:after{content:'';position:absolute;left:${pad + iconW}px;right:0;bottom:0;border-bottom:1px solid ${pal.line}}`
      : '';

  const css = `
#ticket{width:100%;background:${pal.bg};color:${pal.text};font-family:${font.family};font-stretch:${font.stretch};letter-spacing:${font.spacing}px;font-size:${nameSize}px;line-height:${lh};padding-bottom:0}
.sb{display:flex;justify-content:space-between;align-items:center;padding:6px 14px 3px;font-size:12px;font-family:'Liberation Sans',sans-serif;font-stretch:normal;letter-spacing:0;color:${pal.text}}
.sbi{display:flex;gap:5px;align-items:center;font-size:10.5px}
.sig{display:flex;gap:1.5px;align-items:flex-end;height:9px}.sig i{display:block;width:3px;background:${pal.text};border-radius:1px}
.bat{width:21px;height:10px;border:1.2px solid ${pal.text};border-radius:3px;padding:1px;display:inline-block}.bat i{display:block;height:100%;background:${pal.text};border-radius:1px}
.ab{display:flex;align-items:center;gap:10px;padding:8px ${pad + 2}px;background:${pal.head};border-bottom:1px solid ${pal.line}}
.ab .bk{font-size:26px;line-height:18px;color:${acc};width:14px}
.ab .tt{font-size:${nameSize + 3}px;font-weight:700;flex:1}
.ab .bm{font-size:${subSize}px;color:${acc};font-weight:700;text-transform:uppercase;letter-spacing:.5px}
.shr{position:relative;width:18px;height:18px;display:inline-block}
.shr i{position:absolute;width:6px;height:6px;border-radius:50%;border:1.5px solid ${pal.sub}}
.shr i:nth-child(1){left:0;top:6px}.shr i:nth-child(2){right:0;top:0}.shr i:nth-child(3){right:0;bottom:0}
.shr:before,.shr:after{content:'';position:absolute;left:5px;width:9px;border-top:1.5px solid ${pal.sub}}
.shr:before{top:6px;transform:rotate(-30deg)}.shr:after{top:11px;transform:rotate(30deg)}
.hd{padding:9px ${pad + 2}px 8px;background:${pal.head}}
.hd .r1,.hd .r2{display:flex;justify-content:space-between;align-items:center;gap:8px}
.hd .id{font-weight:700;font-size:${nameSize + 1}px}
.hd .r2{margin-top:4px;color:${pal.sub};font-size:${subSize}px}
.badge{font-size:${subSize}px;font-weight:700;padding:2px 8px;border-radius:10px}
.badge.act{background:${acc};color:#111}
.badge.wait{border:1px solid ${pal.sub};color:${pal.text}}
.badge.won{background:#1fae4b;color:#fff}
.chip{border:1px solid ${acc};color:${acc};padding:1px 7px;border-radius:4px;font-weight:700}
.seg{display:inline-flex;border:1px solid ${pal.line};border-radius:5px;overflow:hidden}
.seg b,.seg span{padding:1px 8px}.seg b{background:${acc};color:#111}
.th{display:grid;grid-template-columns:${iconW ? `${iconW}px ` : ''}1fr ${pickW}px ${oddsW}px;padding:6px ${pad}px 5px;font-size:${Math.max(9.5, subSize - 0.5)}px;color:${pal.th};font-weight:700;letter-spacing:${headCaps ? 0.6 : 0}px;border-bottom:1px solid ${pal.line};background:${pal.bg}}
.th .h1{grid-column:1 / span ${iconW ? 2 : 1}}.th .h2{text-align:center}.th .h3{text-align:right}
.th.sep .h2,.th.sep .h3{border-left:1px solid ${pal.line}}
.leg{display:grid;grid-template-columns:${iconW ? `${iconW}px ` : ''}1fr ${pickW}px ${oddsW}px;column-gap:0;padding:${legPadY}px ${pad}px;${dividerCss}}
.leg{position:relative}.leg.z{background-color:${pal.zebra}}
${insetCss}
.leg .ic{grid-column:1;align-self:center;padding-top:1px}
.leg .c1{grid-column:${iconW ? 2 : 1};min-width:0;overflow-wrap:anywhere;padding-right:4px}
.nm{font-weight:${fw}}
.mt{color:${pal.sub};font-size:${subSize}px;margin-top:1px}
.live{color:${status === 'won' ? pal.sub : '#ff4d4d'};margin-left:6px;font-weight:700}
.pk{grid-column:${iconW ? 3 : 2};text-align:center;line-height:${lh}}
.pk .pv{font-weight:700;${pickAccent ? `color:${acc};` : ''}${pickBox ? `border:1px solid ${pal.line};background:${pal.head};border-radius:3px;padding:0 4px;` : ''}}
.pk .mk{font-size:${Math.max(9, subSize - 1)}px;color:${pal.sub};line-height:1.1;margin-top:1px}
.od{grid-column:${iconW ? 4 : 3};text-align:right;font-weight:700;font-size:${oddsSize}px;${oddsAccent ? `color:${acc}` : ''}}
.ok{color:#1fae4b;margin-right:4px;font-size:${subSize}px}
.si{display:inline-block;width:${nameSize}px;height:${nameSize}px;border-radius:50%;position:relative;vertical-align:middle}
.si.fb{background:#f4f4f4;border:1px solid #888}
.si.fb:after{content:'';position:absolute;left:30%;top:30%;width:40%;height:40%;background:#222;clip-path:polygon(50% 0,100% 38%,82% 100%,18% 100%,0 38%)}
.si.bb{background:#e8762c;border:1px solid #7a3a10}
.si.bb:before{content:'';position:absolute;left:45%;top:0;width:1px;height:100%;background:#5a2a08}
.si.bb:after{content:'';position:absolute;top:45%;left:0;height:1px;width:100%;background:#5a2a08}
.si.tn{background:#cddc39;border:1px solid #7c8a10}
.si.tn:after{content:'';position:absolute;left:-30%;top:10%;width:70%;height:80%;border-radius:50%;border:1px solid #fff}
.si.mono{background:none;border:1.4px solid ${pal.sub}}.si.mono:after,.si.mono:before{background:${pal.sub};border-color:${pal.sub}}
.sum{background:${acc};color:#111;padding:9px ${pad + 4}px;margin-top:${rng.pick([0, 6, 10])}px;letter-spacing:0}
.sum.grid{display:grid;grid-template-columns:1fr 1fr;gap:5px 14px}
.sum .sc span{display:block;font-size:${subSize}px;opacity:.75}
.sum .sc b{font-size:${nameSize + 1}px}
.sum .sc.wide{grid-column:span 2;display:flex;justify-content:space-between;align-items:baseline}.sum .sc.wide span{display:inline}.sum .sc.wide b{font-size:${nameSize}px}
.sum.rows .sr{display:flex;justify-content:space-between;font-size:${nameSize}px;padding:1px 0}
.sum.rows .sr.big{font-size:${nameSize + 3}px;margin-top:3px;border-top:1px solid rgba(0,0,0,.25);padding-top:4px}
.sum.bigp{display:flex;justify-content:space-between;align-items:center;gap:10px}
.sum.bigp .sl{font-size:${subSize + 0.5}px;line-height:1.35}
.sum.bigp .sp{text-align:right}.sum.bigp .sp span{display:block;font-size:${subSize}px}.sum.bigp .sp b{font-size:${nameSize + 6}px}
.cta{padding:8px ${pad + 2}px;background:${pal.bg}}
.cta span{display:block;text-align:center;border:1px solid ${acc};color:${acc};border-radius:6px;padding:7px;font-weight:700}
.note{color:${pal.th};font-size:${Math.max(9, subSize - 1)}px;text-align:center;padding:5px 0;background:${pal.bg}}
.hi{height:4px;width:36%;margin:7px auto 6px;background:${pal.text};opacity:.7;border-radius:3px}
.foot{background:${pal.bg};padding-bottom:2px}
`;
  const body = `<div id="ticket">
${rng.chance(0.65) ? statusBar(t, rng) : ''}
${appBar}
${head}
${th}
${legHtml.join('\n')}
${cta}
${summary}
<div class="foot">${note}${homeInd}</div>
</div>`;
  return page(css, body);
}

export const appTicketDetailDark: Layout = {
  name: 'app-ticket-detail-dark',
  medium: 'screen',
  width: [360, 420],
  scale: 2,
  profile: PROFILE,
  render,
};
