// A betting shop's thermal printout photographed with a phone, as Serbian, Croatian and Bosnian shop terminals
// print it: 58 mm paper (32 columns) or 80 mm paper (42 or 48 columns), chosen per ticket, every line laid out in
// character columns the way an ESC/POS printer fills them (names cut, odds right-aligned, dot leaders). Each
// ticket varies (its rng): the language (sr RSD, hr EUR with "listić"/"tečaj", bs KM) and whether the 5 % fee is
// taken; the leg shape: three lines (match code and kickoff "SUB 20:45", "HOME - AWAY", then the bet as
// "KI: 1 ........ 1.85", "TIP KI 1     @ 1.85" or columns "KI    1      1.85"), two lines with the names first
// (numbered) and the kickoff, code, bet and odds under them, or two lines with code, kickoff, bet and odds first
// and the names indented under them; market abbreviations as shops print them (KI, DS, UG, I POL, II POL, POB,
// V/M lines); names in capitals cut at 12-16 characters (the truth keeps full names), tennis players as
// "DJOKOVIC N." mostly; the league as a dashed heading line between groups of legs (legs regrouped, so the
// truth's leg order is the printed one) or none; dotted, dashed or blank rules between legs; the shop header
// (name in double size, company and tax number, address, "Uplatno mesto 123", "Blagajna 2"), "ID TIKETA" with a
// long number, a barcode at the top or the bottom; the sum block with leaders ("UPLATA", "MAN. TROŠKOVI 5%", "ZA
// IGRU", "UKUPNA KVOTA", "MOGUĆI DOBITAK" in double height sometimes) and a tax note without an amount; dot or
// comma decimals; diacritics printed or dropped; DejaVu or Liberation mono, bold print sometimes; ink dark or
// faded grey, unevenly along the paper and with light streaks of a worn print head; a curled or crumpled paper
// shading sometimes. The curl and folds of the photo itself come from the shared distortions.
import type { Rng } from '../../../rng';
import type { Lang, Sport } from '../../teams';
import { ascii, esc, fmtDate, num, odds, teamName, type Dec } from '../../text';
import type { Bet, Leg, Ticket, TicketProfile } from '../../ticket';
import { barcode, drawLang, redrawTicket, sportMix } from '../parts';
import { page, type Layout } from '../types';

interface Words {
  place: readonly string[];
  till: readonly string[];
  id: readonly string[];
  time: string;
  legs: readonly string[];
  total: readonly string[];
  fee: readonly string[];
  play: readonly string[];
  payout: readonly string[];
  combo: string;
  single: string;
  tax: string;
  foot: readonly string[];
  sports: Record<Sport, string>;
  currency: readonly string[];
  taxId: string;
  addresses: readonly string[];
}

const WORDS: Record<Lang, Words> = {
  sr: {
    place: ['Uplatno mesto', 'Objekat', 'Poslovnica'],
    till: ['Blagajna', 'Kasa', 'Terminal'],
    id: ['ID tiketa', 'Tiket br.', 'Broj tiketa'],
    time: 'Vreme',
    legs: ['Broj parova', 'Parova'],
    total: ['Ukupna kvota', 'Kvota'],
    fee: ['Man. troškovi', 'Manip. troškovi'],
    play: ['Za igru', 'Uplata za igru'],
    payout: ['Mogući dobitak', 'Moguća isplata', 'Dobitak'],
    combo: 'Kombinacija',
    single: 'Obični tiket',
    tax: 'Porez na dobitak se obračunava pri isplati.',
    foot: [
      'Tiket važi 30 dana',
      'Proverite tiket pre napuštanja uplatnog mesta',
      '18+ Igrajte odgovorno',
      'Srećno!',
    ],
    sports: { football: 'Fudbal', basketball: 'Košarka', tennis: 'Tenis' },
    currency: ['RSD', 'DIN'],
    taxId: 'PIB',
    addresses: [
      'Kneza Miloša 77, Beograd',
      'Bul. oslobođenja 12, Novi Sad',
      'Cara Dušana 31, Niš',
      'Njegoševa 4, Kragujevac',
      'Vojvode Mišića 9, Čačak',
    ],
  },
  hr: {
    place: ['Poslovnica', 'Uplatno mjesto'],
    till: ['Blagajna', 'Kasa'],
    id: ['ID listića', 'Broj listića', 'Listić br.'],
    time: 'Vrijeme',
    legs: ['Broj parova', 'Broj događaja'],
    total: ['Ukupni tečaj', 'Tečaj'],
    fee: ['Manipulativni trošak', 'Mt'],
    play: ['Ulog', 'Za igru'],
    payout: ['Mogući dobitak', 'Moguća isplata'],
    combo: 'Kombinacija',
    single: 'Pojedinačni listić',
    tax: 'Porez na dobitak obračunava se pri isplati.',
    foot: ['Listić vrijedi 30 dana', 'Provjerite listić prije odlaska', '18+ Igrajte odgovorno', 'Sretno!'],
    sports: { football: 'Nogomet', basketball: 'Košarka', tennis: 'Tenis' },
    currency: ['EUR'],
    taxId: 'OIB',
    addresses: [
      'Ilica 145, Zagreb',
      'Vukovarska 22, Split',
      'Korzo 8, Rijeka',
      'Trg slobode 3, Osijek',
      'Zadarska 14, Pula',
    ],
  },
  bs: {
    place: ['Uplatno mjesto', 'Poslovnica'],
    till: ['Blagajna', 'Kasa'],
    id: ['ID tiketa', 'Tiket br.'],
    time: 'Vrijeme',
    legs: ['Broj parova'],
    total: ['Ukupna kvota', 'Kvota'],
    fee: ['Man. troškovi', 'Naknada'],
    play: ['Za igru', 'Ulog'],
    payout: ['Mogući dobitak', 'Moguća isplata'],
    combo: 'Kombinacija',
    single: 'Obični tiket',
    tax: 'Porez se obračunava pri isplati dobitka.',
    foot: ['Tiket važi 30 dana', '18+ Igrajte odgovorno', 'Sretno!'],
    sports: { football: 'Fudbal', basketball: 'Košarka', tennis: 'Tenis' },
    currency: ['KM', 'BAM'],
    taxId: 'JIB',
    addresses: [
      'Ferhadija 9, Sarajevo',
      'Titova 33, Tuzla',
      'Kralja Petra I 14, Banja Luka',
      'Maršala Tita 5, Mostar',
      'Zmaja od Bosne 51, Zenica',
    ],
  },
};

const BOOKMAKERS: Record<Lang, readonly string[]> = {
  sr: ['Trafika Tip', 'Kiosk Kvota', 'Dobitna Linija'],
  hr: ['Kiosk Tečaj', 'Lučka Oklada'],
  bs: ['Kiosk Kvota', 'Čaršija Tip'],
};
const FEE_CHANCE: Record<Lang, number> = { sr: 0.8, hr: 0.65, bs: 0.5 };

const PROFILE: TicketProfile = {
  lang: 'sr',
  currency: 'RSD',
  fee: true,
  sports: sportMix(7, 2, 1),
  legs: [1, 10],
  bookmakers: BOOKMAKERS.sr,
  ticketId: (rng, at) => `${fmtDate(at, 'YYMMDD')}${rng.int(1000000, 9999999)}${rng.int(100, 999)}`,
};

type LegShape = 'three' | 'namesFirst' | 'infoFirst';
type BetLine = 'leader' | 'tipAt' | 'columns';

/** One printed line: text laid out in character columns, or a piece of HTML (the barcode). */
interface Line {
  text?: string;
  html?: string;
  cls?: string;
}

interface Ctx {
  lang: Lang;
  cols: number;
  /** The printed line's width in CSS pixels, for the barcode. */
  linePx: number;
  dec: Dec;
  up: (s: string) => string;
  name: (s: string, l: Leg, room: number) => string;
  when: (l: Leg) => string;
  code: (l: Leg) => string;
  shape: LegShape;
  betLine: BetLine;
  fill: string;
  numbered: boolean;
  sportWord: boolean;
  colon: boolean;
  ki: boolean;
  pol: string;
}

/** Left and right text on one line, the gap filled (dot leaders keep a space either side); two lines when the
 * line would be too long, the right part then right-aligned under the left. */
function lr(left: string, right: string, cols: number, fill = ' '): string[] {
  const gap = cols - left.length - right.length;
  if (fill === ' ' && gap >= 1) return [left + ' '.repeat(gap) + right];
  if (gap >= 4) return [`${left} ${fill.repeat(gap - 2)} ${right}`];
  return [left, right.padStart(cols)];
}

/** Centred text; with a fill character the sides are drawn with it ("---- ENGLESKA ----"). */
function center(s: string, cols: number, fill = ' '): string {
  if (fill === ' ') return ' '.repeat(Math.max(0, Math.floor((cols - s.length) / 2))) + s;
  const text = s.length > cols - 4 ? s.slice(0, cols - 4).trimEnd() : s;
  const side = cols - text.length - 2;
  const a = Math.floor(side / 2);
  return `${fill.repeat(a)} ${text} ${fill.repeat(side - a)}`;
}

/** Word-wrapped lines no longer than `cols`. */
function wrap(s: string, cols: number): string[] {
  const out: string[] = [];
  let cur = '';
  for (const w of s.split(' ')) {
    if (cur && cur.length + 1 + w.length > cols) {
      out.push(cur);
      cur = w;
    } else cur = cur ? `${cur} ${w}` : w;
  }
  if (cur) out.push(cur);
  return out;
}

/** Market abbreviation and selection as shop terminals print them: ["KI", "1"], ["UG", "3+"], ["", "GG"]. */
function betParts(bet: Bet, c: Ctx): [string, string] {
  const ln = (x: number | undefined): string => num(x ?? 0, c.dec, '', 1);
  switch (bet.key) {
    case 'ki1':
      return ['KI', '1'];
    case 'kix':
      return ['KI', 'X'];
    case 'ki2':
      return ['KI', '2'];
    case 'ds1x':
      return ['DS', '1X'];
    case 'dsx2':
      return ['DS', 'X2'];
    case 'ds12':
      return ['DS', '12'];
    case 'gg':
      return ['', 'GG'];
    case 'ng':
      return ['', 'NG'];
    case 'ug02':
      return ['UG', '0-2'];
    case 'ug2p':
      return ['UG', '2+'];
    case 'ug3p':
      return ['UG', '3+'];
    case 'p1_1':
      return [`I ${c.pol}`, '1'];
    case 'p1_x':
      return [`I ${c.pol}`, 'X'];
    case 'p2_2':
      return [`II ${c.pol}`, '2'];
    case 'gg3p':
      return ['', 'GG&3+'];
    case '1ug3p':
      return ['', '1&3+'];
    case 'bk1':
    case 't1':
      return [c.ki ? 'KI' : 'POB', '1'];
    case 'bk2':
    case 't2':
      return [c.ki ? 'KI' : 'POB', '2'];
    case 'bkover':
      return ['', `V ${ln(bet.line)}`];
    case 'bkunder':
      return ['', `M ${ln(bet.line)}`];
  }
}

/** "KI 1" or "KI: 1"; the selection alone when the market has no abbreviation. */
function betText(l: Leg, c: Ctx, colon = false): string {
  const [mk, pk] = betParts(l.bet, c);
  return mk ? `${mk}${colon ? ':' : ''} ${pk}` : pk;
}

function betLines(l: Leg, c: Ctx, indent: string): string[] {
  const o = odds(l.odds, c.dec);
  if (c.betLine === 'tipAt') return lr(`${indent}TIP ${betText(l, c)}`, `@ ${o}`, c.cols);
  if (c.betLine === 'columns') {
    const [mk, pk] = betParts(l.bet, c);
    return lr(`${indent}${mk.padEnd(7)}${pk}`, o, c.cols);
  }
  return lr(`${indent}${betText(l, c, c.colon)}`, o, c.cols, c.fill);
}

function names(l: Leg, c: Ctx, lead: string): string {
  const room = Math.floor((c.cols - lead.length - 3) / 2);
  return `${lead}${c.name(l.home, l, room)} - ${c.name(l.away, l, room)}`;
}

function legLines(l: Leg, i: number, c: Ctx): string[] {
  const no = c.numbered ? `${i + 1}.`.padEnd(4) : '';
  if (c.shape === 'three') {
    const sport = c.sportWord ? c.up(WORDS[c.lang].sports[l.sport]) : '';
    const indent = ' '.repeat(no.length);
    return [
      ...lr(`${no}${c.code(l)}  ${c.when(l)}`, sport, c.cols),
      names(l, c, indent),
      ...betLines(l, c, indent),
    ];
  }
  const o = odds(l.odds, c.dec);
  const [when, code, bet] = [c.when(l), c.code(l), betText(l, c)];
  if (c.shape === 'namesFirst') {
    const pad = ' '.repeat(Math.max(3, no.length));
    const info = fitted(
      [`${pad}${when} ${code}  ${bet}`, `${pad}${when} ${code} ${bet}`, `${pad}${when}  ${bet}`],
      o,
      c,
    );
    return [names(l, c, no), ...info];
  }
  const info = fitted(
    [`${no}${code} ${when}  ${bet}`, `${no}${code} ${when} ${bet}`, `${no}${when}  ${bet}`],
    o,
    c,
  );
  return [...info, names(l, c, ' '.repeat(Math.max(2, no.length)))];
}

/** The first of the left texts (longest first) that leaves room for the right one on the line; a narrow slip
 * drops the match code before it breaks the odds onto a line of their own. */
function fitted(lefts: readonly string[], right: string, c: Ctx): string[] {
  const left = lefts.find((s) => s.length + 1 + right.length <= c.cols) ?? lefts[lefts.length - 1];
  return lr(left, right, c.cols);
}

/** Reorders the legs in place into league groups, groups in the order of their first kickoff (legs arrive
 * sorted by kickoff and sort is stable), so the truth lists them as they are printed. */
function regroup(legs: Leg[]): void {
  const first = new Map<string, number>();
  legs.forEach((l, i) => {
    if (!first.has(l.league)) first.set(l.league, i);
  });
  legs.sort((a, b) => (first.get(a.league) ?? 0) - (first.get(b.league) ?? 0));
}

function legBlock(t: Ticket, c: Ctx, rng: Rng): Line[] {
  const headings = rng.chance(0.45);
  if (headings) regroup(t.legs);
  const headFill = rng.pick(['-', '=', '*']);
  const headSport = rng.chance(0.4);
  const rule = rng.pick(['dots', 'dashes', 'blank', 'none'] as const);
  const ruleText = rule === 'dots' ? '.'.repeat(c.cols) : rule === 'dashes' ? '- '.repeat(c.cols / 2) : '';
  const out: Line[] = [];
  let league = '';
  t.legs.forEach((l, i) => {
    if (headings && l.league !== league) {
      const text = headSport ? `${WORDS[c.lang].sports[l.sport]} - ${l.league}` : l.league;
      out.push({ text: center(c.up(text), c.cols, headFill), cls: 'b' });
    } else if (i > 0 && rule !== 'none') out.push({ text: ruleText });
    league = l.league;
    for (const text of legLines(l, i, c)) out.push({ text });
  });
  return out;
}

function header(t: Ticket, c: Ctx, rng: Rng, ink: string): Line[] {
  const w = WORDS[c.lang];
  const out: Line[] = [];
  const shop = c.up(t.bookmaker);
  out.push(
    shop.length <= c.cols / 2
      ? { text: center(shop, Math.floor(c.cols / 2)), cls: 'dw' }
      : { text: center(shop, c.cols), cls: 'b' },
  );
  if (rng.chance(0.6)) {
    out.push({ text: center(c.up(`${t.bookmaker} d.o.o.`), c.cols) });
    const digits = { sr: 9, hr: 11, bs: 13 }[c.lang];
    const taxNo = Array.from({ length: digits }, (_, k) => (k === 0 ? rng.int(1, 9) : rng.int(0, 9))).join(
      '',
    );
    out.push({ text: center(`${w.taxId}: ${taxNo}`, c.cols) });
  }
  for (const s of wrap(c.up(rng.pick(w.addresses)), c.cols)) out.push({ text: center(s, c.cols) });
  const place = `${c.up(rng.pick(w.place))} ${rng.int(10, 899)}`;
  const till = `${c.up(rng.pick(w.till))} ${rng.int(1, 6)}`;
  out.push(...lr(place, till, c.cols).map((text) => ({ text })));
  const bar = rng.pick(['=', '-', '*']);
  out.push({ text: bar.repeat(c.cols) });
  const idLabel = c.up(rng.pick(w.id));
  if (rng.chance(0.5)) out.push(...lr(`${idLabel}:`, t.ticketId, c.cols).map((text) => ({ text, cls: 'b' })));
  else out.push({ text: `${idLabel}:` }, { text: center(t.ticketId, c.cols), cls: 'b' });
  const date = fmtDate(t.printedAt, rng.pick(['DD.MM.YYYY', 'DD.MM.YYYY.', 'DD/MM/YYYY']));
  const time = fmtDate(t.printedAt, 'HH:mm:ss');
  const dateLabel = 'DATUM:';
  const timeLabel = `${c.up(w.time)}:`;
  const oneLine = `${dateLabel} ${date}  ${timeLabel} ${time}`;
  const dated = !rng.chance(0.5)
    ? [`${date}  ${time}`]
    : oneLine.length <= c.cols
      ? lr(`${dateLabel} ${date}`, `${timeLabel} ${time}`, c.cols)
      : [...lr(dateLabel, date, c.cols), ...lr(timeLabel, time, c.cols)];
  out.push(...dated.map((text) => ({ text })));
  const n = t.legs.length;
  out.push({ text: c.up(n === 1 ? w.single : `${w.combo} ${n}/${n}`) });
  if (rng.chance(0.4)) out.push(barcodeLine(t, c, rng, ink));
  out.push({ text: bar.repeat(c.cols) });
  return out;
}

function barcodeLine(t: Ticket, c: Ctx, rng: Rng, ink: string): Line {
  const svg = barcode(rng, Math.round(c.linePx * rng.float(0.7, 0.9)), rng.int(38, 52), ink);
  const digits = t.ticketId.replace(/\D/g, '');
  const shown = digits.length * 2 - 1 <= c.cols ? digits.split('').join(' ') : digits;
  return { html: `<div class="bc">${svg}<div>${shown}</div></div>` };
}

function summary(t: Ticket, c: Ctx, rng: Rng): Line[] {
  const w = WORDS[c.lang];
  const sep = c.dec === ',' ? rng.pick(['.', '']) : rng.pick([',', '']);
  const cur = rng.pick(w.currency);
  const suffix = rng.chance(0.75);
  const money = (x: number): string => `${num(x, c.dec, sep)}${suffix ? ` ${cur}` : ''}`;
  const fill = rng.chance(0.6) ? '.' : ' ';
  const colon = rng.chance(0.5) ? ':' : '';
  const kv = (label: string, value: string, cls?: string): Line[] =>
    lr(`${c.up(label)}${colon}`, value, c.cols, fill).map((text) => ({ text, cls }));
  const out: Line[] = [{ text: rng.pick(['=', '-']).repeat(c.cols) }];
  if (!suffix) out.push({ text: c.up(`Iznosi u ${cur}`) });
  if (rng.chance(0.7)) out.push(...kv(rng.pick(w.legs), String(t.legs.length)));
  const totalFirst = rng.chance(0.5);
  const total = kv(rng.pick(w.total), odds(t.totalOdds, c.dec), 'b');
  if (totalFirst) out.push(...total);
  out.push(...kv('Uplata', money(t.stake)));
  if (t.feePct > 0) {
    out.push(...kv(`${rng.pick(w.fee)} ${t.feePct}%`, money(t.fee)));
    out.push(...kv(rng.pick(w.play), money(t.stakeAfterFee)));
  }
  if (!totalFirst) out.push(...total);
  const tall = rng.chance(0.45);
  out.push(...kv(rng.pick(w.payout), money(t.payout), tall ? 'b tall' : 'b'));
  if (rng.chance(0.7)) out.push(...wrap(c.up(w.tax), c.cols).map((text) => ({ text, cls: 's' })));
  return out;
}

function footer(t: Ticket, c: Ctx, rng: Rng, ink: string, barcodeDone: boolean): Line[] {
  const w = WORDS[c.lang];
  const out: Line[] = [{ text: '' }];
  if (!barcodeDone) out.push(barcodeLine(t, c, rng, ink));
  const notes = rng.shuffle(w.foot).slice(0, rng.int(1, 3));
  for (const n of notes) for (const s of wrap(c.up(n), c.cols)) out.push({ text: center(s, c.cols) });
  return out;
}

function lineHtml(l: Line): string {
  if (l.html) return l.html;
  const cls = l.cls ? `ln ${l.cls}` : 'ln';
  return `<div class="${cls}">${l.text ? esc(l.text) : '&nbsp;'}</div>`;
}

/** Ink fading unevenly along the paper, and a worn print head's light vertical streaks. */
function inkMasks(rng: Rng): [string, string] {
  const a = (): string => rng.float(0.62, 1).toFixed(2);
  const along = `linear-gradient(to bottom,rgba(0,0,0,${a()}) 0%,rgba(0,0,0,${a()}) ${rng.int(25, 45)}%,rgba(0,0,0,${a()}) ${rng.int(55, 75)}%,rgba(0,0,0,${a()}) 100%)`;
  const stops: string[] = [];
  let x = 0;
  for (let k = rng.int(1, 3); k > 0; k--) {
    const s = x + rng.int(8, 30);
    const e = s + rng.int(2, 6);
    if (e >= 98) break;
    const dim = rng.float(0.55, 0.75).toFixed(2);
    stops.push(
      `#000 ${x}%`,
      `#000 ${s}%`,
      `rgba(0,0,0,${dim}) ${s + 1}%`,
      `rgba(0,0,0,${dim}) ${e - 1}%`,
      `#000 ${e}%`,
    );
    x = e;
  }
  stops.push(`#000 ${x}%`, '#000 100%');
  return [along, `linear-gradient(to right,${stops.join(',')})`];
}

/** Soft shading of a curled or crumpled slip, drawn on the paper under the print. */
function paperShading(rng: Rng): string {
  const layers: string[] = [];
  if (rng.chance(0.5))
    layers.push(
      'linear-gradient(to right,rgba(0,0,0,.09),rgba(0,0,0,0) 9%,rgba(0,0,0,0) 91%,rgba(0,0,0,.07))',
    );
  for (let k = rng.chance(0.4) ? rng.int(1, 3) : 0; k > 0; k--) {
    const p = rng.int(15, 85);
    layers.push(
      `linear-gradient(${rng.int(-25, 25) + (rng.chance(0.5) ? 0 : 180)}deg,rgba(0,0,0,0) ${p - 4}%,rgba(0,0,0,.06) ${p}%,rgba(255,255,255,.35) ${p + 1}%,rgba(0,0,0,0) ${p + 5}%)`,
    );
  }
  return layers.length ? `background-image:${layers.join(',')};` : '';
}

function render(t: Ticket, _width: number, rng: Rng): string {
  const lang = drawLang(rng);
  const fee = rng.chance(FEE_CHANCE[lang]);
  // The truth is written from `t` after rendering: a ticket of the drawn language (its leagues, currency, stakes
  // and fee) replaces the drawn one here, so what is printed and what is recorded stay the same ticket.
  if (lang !== t.lang || fee !== t.feePct > 0)
    redrawTicket(t, rng, { ...PROFILE, lang, fee, bookmakers: BOOKMAKERS[lang] });

  const narrow = rng.chance(0.5);
  const cols = narrow ? 32 : rng.pick([42, 48]);
  const paperPx = narrow ? rng.int(320, 360) : rng.int(450, 500);
  const font = rng.pick(["'DejaVu Sans Mono'", "'Liberation Mono'"]);
  const fontPx = (paperPx * rng.float(0.84, 0.9)) / (cols * 0.602);
  const noDia = rng.chance(0.5);
  const up = (s: string): string => (noDia ? ascii(s) : s).toLocaleUpperCase('hr');
  const cut = rng.int(12, 16);
  const shortPlayers = rng.chance(0.7);
  const shape = rng.weighted<LegShape>([
    ['three', 5],
    ['namesFirst', 3],
    ['infoFirst', 2],
  ]);
  const whenPattern =
    narrow && shape !== 'three'
      ? rng.pick(['ddd HH:mm', 'DD.MM HH:mm'])
      : rng.pick(['ddd HH:mm', 'ddd DD.MM HH:mm', 'DD.MM. HH:mm', 'DD.MM HH:mm']);
  const codeStyle = rng.pick(['plain', 'hash', 'sport'] as const);
  const c: Ctx = {
    lang,
    cols,
    linePx: cols * 0.602 * fontPx,
    dec: rng.chance(lang === 'hr' ? 0.8 : 0.5) ? ',' : '.',
    up,
    name: (s, l, room) =>
      teamName(s, l, { caps: true, ascii: noDia, shortPlayers })
        .slice(0, Math.min(cut, room))
        .replace(/[\s-]+$/, ''),
    when: (l) => up(fmtDate(l.kickoff, whenPattern, lang)),
    code: (l) =>
      codeStyle === 'hash'
        ? `#${l.code}`
        : codeStyle === 'sport'
          ? `${up(WORDS[lang].sports[l.sport]).charAt(0)}${l.code}`
          : String(l.code),
    shape,
    betLine: rng.pick<BetLine>(['leader', 'tipAt', 'columns']),
    fill: rng.chance(0.65) ? '.' : ' ',
    numbered: shape === 'namesFirst' ? rng.chance(0.7) : rng.chance(0.3),
    sportWord: rng.chance(0.4),
    colon: rng.chance(0.6),
    ki: rng.chance(0.5),
    pol: rng.pick(['POL', 'PL']),
  };

  const faded = rng.chance(0.3);
  const ink = faded
    ? rng.pick(['#505050', '#585858', '#606060'])
    : rng.pick(['#141414', '#1e1e1e', '#262626']);
  const uneven = faded || rng.chance(0.3);
  const [along, across] = inkMasks(rng);
  const paper = rng.pick(['#fbfaf6', '#f7f6f1', '#f4f4ef', '#fdfdfb', '#f6f3ea']);
  const bold = rng.chance(0.3);
  const lh = rng.float(1.22, 1.42);

  const head = header(t, c, rng, ink);
  const barcodeDone = head.some((l) => l.html !== undefined);
  const lines = [
    ...head,
    ...legBlock(t, c, rng),
    ...summary(t, c, rng),
    ...footer(t, c, rng, ink, barcodeDone),
  ];

  const css = `
#ticket{width:${paperPx}px;background-color:${paper};${paperShading(rng)}color:${ink};font:${bold ? 'bold ' : ''}${fontPx.toFixed(2)}px/${lh.toFixed(2)} ${font},monospace;padding:${rng.int(16, 30)}px 0 ${rng.int(26, 44)}px}
.fv,.fh{${uneven ? '' : 'display:contents'}}
${uneven ? `.fv{-webkit-mask-image:${along};mask-image:${along}}.fh{-webkit-mask-image:${across};mask-image:${across}}` : ''}
.tx{width:calc(${cols}ch + 4px);margin:0 auto}
.ln{white-space:pre}
.b{font-weight:bold}
.dw{font-size:2em;line-height:1.15;font-weight:bold;margin:2px 0 4px}
.tall{transform:scaleY(1.7);transform-origin:0 0;margin-bottom:${(lh * 0.75).toFixed(2)}em}
.s{font-size:.92em}
.bc{display:flex;flex-direction:column;align-items:center;margin:6px 0 4px}
.bc svg{max-width:100%}
`;
  const body = `<div id="ticket"><div class="fv"><div class="fh"><div class="tx">
${lines.map(lineHtml).join('\n')}
</div></div></div></div>`;
  return page(css, body);
}

export const thermalKiosk: Layout = {
  name: 'thermal-kiosk',
  medium: 'thermal',
  width: [500, 520],
  profile: PROFILE,
  render,
};
