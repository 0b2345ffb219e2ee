// Tickets whose legs are written one per line, each line LEADING with the odds, in the places such text lives:
// a tipster's post on a phone (social-feed card, light or dark), a tipster's post in a desktop forum thread (user
// panel, sometimes a [code] block), the "Kopiraj tiket" text pasted into a phone's notes app (iOS-like, dark or a
// Keep-like coloured card, a text selection with its Kopiraj/Podeli menu sometimes), or a shop's quick printout on
// white or cream paper (monospace or a narrow sans, a rubber stamp, pen ticks, a barcode sometimes).
// After the odds come the pick and the match in an order and with separators drawn per ticket ("2.10 | 1 | A - B",
// "1,85  X  A v B", "@1.95 GG A – B", "(1.70) A - B: 1X", "k 2.05 → A - B → ukupno 2+", "1.60 » KI 1 » A - B" …),
// on some tickets every line drawn anew (a tipster typing by hand). Picks as codes, shop pairs, market words
// ("Konačan ishod 1", "Ukupno golova 3+", "Oba tima daju gol") or colloquial lower case ("ki 1", "ukupno 3+",
// "više 2,5"); the kickoff ("20:45", "sub 20:45", "sutra 20:45", "07.12. 20:45") and the league before the match,
// after it, on a grey line under it or as a heading over a run of legs (legs stay in truth order). Header with
// the bookmaker or tipster, the date and the ticket number; a footer with the total odds, stake and possible win
// as rows, one line or "500 din x 23,45 = 11.725 din". sr RSD (the 5 % fee on some shop printouts), hr EUR, bs KM,
// drawn per ticket with redrawTicket; the generator writes the truth from that same ticket object.
// Distractors that are never truth: ✔ marks on lines, "(sigurica)", likes and comments without match names,
// hashtags, links, stamps, pen ticks.
import type { Rng } from '../../../rng';
import type { Lang } from '../../teams';
import {
  ascii,
  esc,
  fmtDate,
  line as fmtLine,
  num,
  odds as fmtOdds,
  pickChip,
  pickCode,
  teamName,
  type Dec,
} from '../../text';
import type { Bet, Leg, Moment, Ticket, TicketProfile } from '../../ticket';
import { barcode, drawLang, redrawTicket, sportMix } from '../parts';
import { page, ticketIds, type Layout } from '../types';

type Shape = 'post' | 'forum' | 'notes' | 'print';
type PickStyle = 'code' | 'shop' | 'words' | 'lower';
type Pos = 'none' | 'pre' | 'post' | 'sub';
type LeaguePos = 'none' | 'post' | 'sub' | 'head';

const BOOKMAKERS: Record<Lang, readonly string[]> = {
  sr: ['Kvotomat', 'Srećni Tiket', 'Maxi Tip', 'Beo Kvota', 'Kladionica Zenit', 'Dobitna Linija'],
  hr: ['Jadran Bet', 'Listić Plus', 'Tečajna Lista', 'Kladomat HR', 'Dalmacija Tip'],
  bs: ['Bosna Tip', 'Sarajevo Bet', 'Tiket BH', 'Una Kladionica', 'Neretva Bet'],
};

const TIPSTERS: Record<Lang, readonly string[]> = {
  sr: [
    'Tiketar Mile',
    'Kvota King',
    'Analitičar BG',
    'Sigurica Tips',
    'Nikola Tipster',
    'Kladioničar Pro',
    'Mr. Kvota',
  ],
  hr: ['Tipovi Split', 'Listić Dana', 'Ante Tipster', 'Kvota Zagreb', 'BetGuru HR', 'Sigurica Dalmacija'],
  bs: ['Tipovi Mostar', 'Dnevni Tiket BH', 'Kenan Tipster', 'Kvota Tuzla', 'Sigurica BiH', 'Emir Analize'],
};

const PROFILE: TicketProfile = {
  lang: 'sr',
  currency: 'RSD',
  fee: false,
  sports: sportMix(7, 2, 1.5),
  legs: [2, 9],
  bookmakers: BOOKMAKERS.sr,
  ticketId: (rng) => rng.pick([ticketIds.dashed, ticketIds.long, ticketIds.hex])(rng),
};

interface Words {
  total: readonly string[];
  stake: readonly string[];
  payout: readonly string[];
  cur: readonly string[];
  today: string;
  tomorrow: string;
  ticket: readonly string[];
  paid: string;
  half1: string;
  half2: string;
  winner: string;
  matchWinner: string;
  bothScore: string;
  dc: string;
  final: string;
  goals: string;
  points: string;
  over: string;
  under: string;
  no: string;
}

const WORDS: Record<Lang, Words> = {
  sr: {
    total: ['Ukupna kvota', 'Kvota', 'Uk. kvota', 'UKUPNA KVOTA'],
    stake: ['Uplata', 'Ulog', 'Uplaćeno'],
    payout: ['Mogući dobitak', 'Dobitak', 'Moguća isplata', 'Dobitak max'],
    cur: ['din', 'RSD', 'din.'],
    today: 'danas',
    tomorrow: 'sutra',
    ticket: ['Tiket br.', 'Tiket', 'ID tiketa', 'Br. tiketa'],
    paid: 'Uplaćeno',
    half1: 'Prvo poluvreme',
    half2: 'Drugo poluvreme',
    winner: 'Pobednik',
    matchWinner: 'Pobednik meča',
    bothScore: 'Oba tima daju gol',
    dc: 'Dupla šansa',
    final: 'Konačan ishod',
    goals: 'Ukupno golova',
    points: 'Ukupno poena',
    over: 'više',
    under: 'manje',
    no: 'Ne',
  },
  hr: {
    total: ['Ukupni tečaj', 'Tečaj', 'Ukupna kvota', 'UKUPNI TEČAJ'],
    stake: ['Uplata', 'Ulog', 'Uloženo'],
    payout: ['Mogući dobitak', 'Isplata', 'Moguća isplata', 'Dobitak'],
    cur: ['€', 'EUR', 'eur'],
    today: 'danas',
    tomorrow: 'sutra',
    ticket: ['Listić br.', 'Listić', 'ID listića', 'Broj listića'],
    paid: 'Uplaćeno',
    half1: 'Prvo poluvrijeme',
    half2: 'Drugo poluvrijeme',
    winner: 'Pobjednik',
    matchWinner: 'Pobjednik meča',
    bothScore: 'Oba tima zabijaju',
    dc: 'Dvostruka šansa',
    final: 'Konačni ishod',
    goals: 'Ukupno golova',
    points: 'Ukupno poena',
    over: 'više',
    under: 'manje',
    no: 'Ne',
  },
  bs: {
    total: ['Ukupna kvota', 'Kvota', 'Uk. kvota', 'UKUPNA KVOTA'],
    stake: ['Uplata', 'Ulog', 'Uplaćeno'],
    payout: ['Mogući dobitak', 'Dobitak', 'Moguća isplata'],
    cur: ['KM', 'KM', 'BAM'],
    today: 'danas',
    tomorrow: 'sutra',
    ticket: ['Tiket br.', 'Tiket', 'ID tiketa', 'Broj tiketa'],
    paid: 'Uplaćeno',
    half1: 'Prvo poluvrijeme',
    half2: 'Drugo poluvrijeme',
    winner: 'Pobjednik',
    matchWinner: 'Pobjednik meča',
    bothScore: 'Oba tima daju gol',
    dc: 'Dupla šansa',
    final: 'Konačni ishod',
    goals: 'Ukupno golova',
    points: 'Ukupno poena',
    over: 'više',
    under: 'manje',
    no: 'Ne',
  },
};

/** How one leg line is put together after its odds. */
interface Template {
  deco: (o: string) => string;
  /** Separator between the odds and the rest. */
  lead: string;
  order: 'PM' | 'MP';
  /** Separator between the pick and the match (or the match and the pick). */
  mid: string;
  /** Wraps the pick, e.g. "(1X)" at the end of the line. */
  wrap?: (p: string) => string;
  /** Columns: odds, pick and match in aligned grid cells. */
  cols?: boolean;
}

const TEMPLATES: readonly (readonly [Template, number])[] = [
  [{ deco: (o) => o, lead: ' | ', order: 'PM', mid: ' | ' }, 3],
  [{ deco: (o) => o, lead: '  ', order: 'PM', mid: '  ', cols: true }, 3],
  [{ deco: (o) => `@${o}`, lead: ' ', order: 'PM', mid: ' ' }, 2],
  [{ deco: (o) => `(${o})`, lead: ' ', order: 'MP', mid: ': ' }, 2],
  [{ deco: (o) => `k ${o}`, lead: ' → ', order: 'MP', mid: ' → ' }, 2],
  [{ deco: (o) => o, lead: ' · ', order: 'MP', mid: ' · ' }, 1],
  [{ deco: (o) => o, lead: ' – ', order: 'MP', mid: ' ', wrap: (p) => `(${p})` }, 2],
  [{ deco: (o) => o, lead: ' » ', order: 'PM', mid: ' » ' }, 1],
  [{ deco: (o) => o, lead: ' / ', order: 'MP', mid: ' / ' }, 1],
  [{ deco: (o) => `[${o}]`, lead: ' ', order: 'PM', mid: ' — ' }, 1],
  [{ deco: (o) => o, lead: '  ', order: 'MP', mid: '  ', wrap: (p) => `tip: ${p}` }, 1],
  [{ deco: (o) => `${o}:`, lead: ' ', order: 'PM', mid: '  ' }, 1],
  [{ deco: (o) => `kv. ${o}`, lead: ' ', order: 'MP', mid: ' = ' }, 1],
];

interface Style {
  shape: Shape;
  lang: Lang;
  w: Words;
  dec: Dec;
  sep: string;
  cur: string;
  curBefore: boolean;
  tpl: Template;
  /** Every line drawn anew (typed by hand). */
  messy: boolean;
  pick: PickStyle;
  /** Some lines spell the market out even when the ticket uses codes. */
  marketMix: number;
  matchSep: string;
  caps: boolean;
  ascii: boolean;
  shortPlayers: boolean;
  kickPos: Pos;
  kickFmt: number;
  leaguePos: LeaguePos;
  leagueShort: boolean;
  oddsBold: boolean;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** Whole days between the print date and the kickoff date. */
function dayDiff(a: Moment, b: Moment): number {
  return Math.round((Date.UTC(b.y, b.mo - 1, b.d) - Date.UTC(a.y, a.mo - 1, a.d)) / 86400000);
}

function kickoffText(l: Leg, t: Ticket, s: Style): string {
  const k = l.kickoff;
  const hm = `${pad2(k.h)}:${pad2(k.mi)}`;
  switch (s.kickFmt) {
    case 0:
      return hm;
    case 1:
      return `${fmtDate(k, 'ddd', s.lang)} ${hm}`;
    case 2: {
      const d = dayDiff(t.printedAt, k);
      if (d === 0) return `${s.w.today} ${hm}`;
      if (d === 1) return `${s.w.tomorrow} ${hm}`;
      return `${fmtDate(k, 'ddd', s.lang)} ${hm}`;
    }
    case 3:
      return fmtDate(k, 'DD.MM. HH:mm');
    default:
      return `${fmtDate(k, 'DD.MM.')} u ${hm}`;
  }
}

function leagueText(l: Leg, s: Style): string {
  const parts = l.league.split(' - ');
  return s.leagueShort && parts.length > 1 ? parts.slice(1).join(' - ') : l.league;
}

/** The pick as the ticket's style prints it; `words` spells out the market. */
function pickText(bet: Bet, s: Style, style: PickStyle, rng: Rng): string {
  const w = s.w;
  const d = s.dec;
  const ln = (x: number | undefined): string => fmtLine(x ?? 0, d);
  const half = (x: number): string => num(x, d, '', 1);
  switch (style) {
    case 'code':
      switch (bet.key) {
        // Goal ranges bare ("3+"), as a tipster types them; combinations either way.
        case 'ug02':
        case 'ug2p':
        case 'ug3p':
          return pickChip(bet, d);
        case 'gg3p':
          return rng.pick(['GG3+', 'GG&3+']);
        case '1ug3p':
          return rng.pick(['1&3+', '1&UG3+']);
        default:
          return pickCode(bet, d);
      }
    case 'shop':
      switch (bet.key) {
        case 'ki1':
        case 'kix':
        case 'ki2':
          return `KI ${pickText(bet, s, 'code', rng)}`;
        case 'ds1x':
        case 'dsx2':
        case 'ds12':
          return `${s.ascii ? 'DS' : 'DŠ'} ${pickText(bet, s, 'code', rng)}`;
        case 'gg':
        case 'ng':
          return pickText(bet, s, 'code', rng);
        case 'ug02':
          return 'UG 0-2';
        case 'ug2p':
          return 'UG 2+';
        case 'ug3p':
          return 'UG 3+';
        case 'p1_1':
          return rng.pick(['1P 1', 'PP 1']);
        case 'p1_x':
          return rng.pick(['1P X', 'PP X']);
        case 'p2_2':
          return rng.pick(['2P 2', 'DP 2']);
        case 'gg3p':
          return 'GG&3+';
        case '1ug3p':
          return 'KI 1&UG 3+';
        case 'bk1':
        case 'bk2':
        case 't1':
        case 't2':
          return pickText(bet, s, 'code', rng);
        case 'bkover':
          return `UK V ${ln(bet.line)}`;
        case 'bkunder':
          return `UK M ${ln(bet.line)}`;
      }
      break;
    case 'words':
      switch (bet.key) {
        case 'ki1':
        case 'kix':
        case 'ki2':
          return `${w.final} ${pickText(bet, s, 'code', rng)}`;
        case 'ds1x':
        case 'dsx2':
        case 'ds12':
          return `${w.dc} ${pickText(bet, s, 'code', rng)}`;
        case 'gg':
          return w.bothScore;
        case 'ng':
          return `${w.bothScore}: ${w.no}`;
        case 'ug02':
        case 'ug2p':
        case 'ug3p':
          return `${w.goals} ${pickText(bet, s, 'code', rng)}`;
        case 'p1_1':
          return `${w.half1} 1`;
        case 'p1_x':
          return `${w.half1} X`;
        case 'p2_2':
          return `${w.half2} 2`;
        case 'gg3p':
          return `GG i 3+ golova`;
        case '1ug3p':
          return `1 i 3+ golova`;
        case 'bk1':
        case 'bk2':
          return `${w.winner} ${pickText(bet, s, 'code', rng)}`;
        case 't1':
        case 't2':
          return `${w.matchWinner} ${pickText(bet, s, 'code', rng)}`;
        case 'bkover':
          return `${w.points} ${w.over} ${ln(bet.line)}`;
        case 'bkunder':
          return `${w.points} ${w.under} ${ln(bet.line)}`;
      }
      break;
    case 'lower':
      switch (bet.key) {
        case 'ki1':
        case 'kix':
        case 'ki2':
          return rng.chance(0.5)
            ? `ki ${pickText(bet, s, 'code', rng).toLowerCase()}`
            : pickText(bet, s, 'code', rng);
        case 'ds1x':
        case 'dsx2':
        case 'ds12':
          return pickText(bet, s, 'code', rng).toLowerCase();
        case 'gg':
        case 'ng':
          return pickText(bet, s, 'code', rng).toLowerCase();
        case 'ug02':
          return rng.chance(0.5) ? `${w.under} ${half(2.5)}` : 'ukupno 0-2';
        case 'ug2p':
          return rng.chance(0.5) ? `${w.over} ${half(1.5)}` : 'ukupno 2+';
        case 'ug3p':
          return rng.chance(0.5) ? `${w.over} ${half(2.5)}` : 'ukupno 3+';
        case 'p1_1':
          return '1p 1';
        case 'p1_x':
          return '1p x';
        case 'p2_2':
          return '2p 2';
        case 'gg3p':
          return 'gg3+';
        case '1ug3p':
          return '1&3+';
        case 'bk1':
        case 'bk2':
        case 't1':
        case 't2':
          return pickText(bet, s, 'code', rng);
        case 'bkover':
          return `${w.over} ${ln(bet.line)}`;
        case 'bkunder':
          return `${w.under} ${ln(bet.line)}`;
      }
      break;
  }
  return '?';
}

/** The ticket's separator between the names, unless the line's own separators use the same mark. */
function matchSepFor(tpl: Template, s: Style): string {
  const around = tpl.lead + tpl.mid;
  const dashes = /[-–—]/;
  if (dashes.test(s.matchSep) && dashes.test(around)) return ' - ';
  if (s.matchSep.includes(':') && around.includes(':')) return ' - ';
  return s.matchSep;
}

function matchText(l: Leg, s: Style, sep: string): string {
  const style = { caps: s.caps, ascii: s.ascii, shortPlayers: s.shortPlayers };
  return `${esc(teamName(l.home, l, style))}${esc(sep)}${esc(teamName(l.away, l, style))}`;
}

function drawTemplate(rng: Rng, shape: Shape): Template {
  for (;;) {
    const t = rng.weighted(TEMPLATES);
    // Aligned columns only where a fixed grid is natural; free text elsewhere.
    if (t.cols && shape === 'forum') continue;
    return t;
  }
}

function oddsText(x: number, s: Style): string {
  return fmtOdds(x, s.dec);
}

/** One leg as a line (and, for sub-lines, its grey second line). */
function legLine(l: Leg, t: Ticket, s: Style, rng: Rng, i: number): string {
  const tpl = s.messy ? drawTemplate(rng, s.shape) : s.tpl;
  let pStyle = s.pick;
  if (s.messy && rng.chance(0.3)) pStyle = rng.pick<PickStyle>(['code', 'lower', 'words']);
  else if (rng.chance(s.marketMix)) pStyle = 'words';
  let raw = pickText(l.bet, s, pStyle, rng);
  if (s.ascii) raw = ascii(raw);
  if (s.caps && s.shape === 'print') raw = raw.toLocaleUpperCase('hr');
  const p = esc(raw);
  const o = esc(tpl.deco(oddsText(l.odds, s)));
  const m = matchText(l, s, matchSepFor(tpl, s));
  const oHtml = s.oddsBold ? `<b class="o">${o}</b>` : `<span class="o">${o}</span>`;
  const kick = esc(kickoffText(l, t, s));
  const league = esc(leagueText(l, s));
  const pW = tpl.wrap ? esc(tpl.wrap(raw)) : p;
  const pHtml = `<span class="p">${pW}</span>`;
  const mHtml = `<span class="m">${m}</span>`;
  // A spelled-out market run straight into the names ("Oba tima zabijaju: Ne Olimpija …") gets a separator.
  const sep = esc(pStyle === 'words' && tpl.order === 'PM' && tpl.mid.trim() === '' ? ' | ' : tpl.mid);
  const lead = esc(tpl.lead);
  const kickPre = s.kickPos === 'pre' ? `<span class="x">${kick}</span>${lead}` : '';
  const tail: string[] = [];
  if (s.kickPos === 'post') tail.push(rng.chance(0.5) ? `(${kick})` : `· ${kick}`);
  if (s.leaguePos === 'post') tail.push(`[${league}]`);
  const tailHtml = tail.length ? ` <span class="x">${tail.join(' ')}</span>` : '';
  const marks =
    s.shape === 'post' && i < 2 && rng.chance(0.12)
      ? ' <span class="ok">✔</span>'
      : (s.shape === 'post' || s.shape === 'forum') && rng.chance(0.06)
        ? ' <span class="x">(sigurica)</span>'
        : '';
  let main: string;
  if (tpl.cols && !s.messy) {
    main = `<div class="cols">${oHtml}<span class="p">${p}</span><span class="mm">${kickPre}${mHtml}${tailHtml}${marks}</span></div>`;
  } else {
    const body = tpl.order === 'PM' ? `${pHtml}${sep}${mHtml}` : `${mHtml}${sep}${pHtml}`;
    main = `<div class="ln">${oHtml}${lead}${kickPre}${body}${tailHtml}${marks}</div>`;
  }
  const sub: string[] = [];
  if (s.kickPos === 'sub') sub.push(kick);
  if (s.leaguePos === 'sub') sub.push(league);
  return `<div class="leg">${main}${sub.length ? `<div class="sub">${sub.join(' · ')}</div>` : ''}</div>`;
}

/** Legs with optional league heading rows over runs of the same league (legs keep truth order). */
function legLines(t: Ticket, s: Style, rng: Rng): string {
  let prev = '';
  return t.legs
    .map((l, i) => {
      let head = '';
      if (s.leaguePos === 'head' && l.league !== prev) {
        const name = s.caps || s.shape === 'print' ? l.league.toLocaleUpperCase('hr') : l.league;
        head = `<div class="lhead">${esc(s.ascii ? ascii(name) : name)}</div>`;
      }
      prev = l.league;
      return head + legLine(l, t, s, rng, i);
    })
    .join('\n');
}

function money(x: number, s: Style, rng: Rng): string {
  const whole = Math.abs(x - Math.round(x)) < 1e-9;
  // "5,691" on a dot-decimal ticket would read as five point six: whole amounts drop the decimals only where the
  // grouping cannot be mistaken for them.
  const bare = whole && (s.sep === '' || s.dec === ',') && rng.chance(0.6);
  const n = num(x, s.dec, s.sep, bare ? 0 : 2);
  return s.curBefore ? `${s.cur} ${n}` : `${n} ${s.cur}`;
}

/** The sums as label/value rows, one line, or "stake x odds = payout". */
function sums(t: Ticket, s: Style, rng: Rng, mode: 'rows' | 'line' | 'calc'): string {
  const total = fmtOdds(t.totalOdds, s.dec);
  const lt = rng.pick(s.w.total);
  const ls = rng.pick(s.w.stake);
  const lp = rng.pick(s.w.payout);
  const stake = money(t.stake, s, rng);
  const payout = money(t.payout, s, rng);
  if (mode === 'calc')
    return `<div class="sum"><div>${esc(lt)}: <b>${total}</b></div><div>${esc(stake)} x ${total} = <b>${esc(payout)}</b></div></div>`;
  if (mode === 'line') {
    const j = rng.pick([' | ', ' · ', ', ', ' / ']);
    return `<div class="sum"><div>${esc(lt)} <b>${total}</b>${esc(j)}${esc(ls)} ${esc(stake)}${esc(j)}${esc(lp)} <b>${esc(payout)}</b></div></div>`;
  }
  const rows: string[] = [];
  rows.push(`<div class="kv"><span>${esc(lt)}:</span><b>${total}</b></div>`);
  rows.push(`<div class="kv"><span>${esc(ls)}:</span><span>${esc(stake)}</span></div>`);
  if (t.feePct > 0) {
    rows.push(
      `<div class="kv"><span>Man. troškovi ${t.feePct}%:</span><span>${esc(money(t.fee, s, rng))}</span></div>`,
    );
    rows.push(
      `<div class="kv"><span>Za igru:</span><span>${esc(money(t.stakeAfterFee, s, rng))}</span></div>`,
    );
  }
  rows.push(`<div class="kv pay"><span>${esc(lp)}:</span><b>${esc(payout)}</b></div>`);
  return `<div class="sum">${rows.join('')}</div>`;
}

function statusBar(t: Ticket, rng: Rng, fg: string): string {
  const mins = t.printedAt.h * 60 + t.printedAt.mi + rng.int(2, 300);
  const time = `${pad2(Math.floor(mins / 60) % 24)}:${pad2(mins % 60)}`;
  const batt = rng.int(12, 96);
  return `<div class="sb" style="color:${fg}"><b>${time}</b><span class="sbr"><span class="sig"><i></i><i></i><i></i><i></i></span> ${rng.pick(['4G', 'LTE', '5G', ''])} <span class="bat"><span style="width:${batt}%"></span></span> ${rng.chance(0.5) ? batt + '%' : ''}</span></div>`;
}

const BASE_CSS = `
.leg{margin:0 0 var(--gap,4px)}
.ln{padding-left:1.6em;text-indent:-1.6em;white-space:pre-wrap}
.cols{display:grid;grid-template-columns:minmax(4.2em,max-content) minmax(4.2em,max-content) 1fr;column-gap:.5em;align-items:baseline}
.sub{font-size:.82em;opacity:.62;padding-left:1.6em}
.x{opacity:.7}
.lhead{font-weight:bold;font-size:.86em;margin:6px 0 2px;opacity:.8}
.ok{color:#1aa34a;font-weight:bold}
.kv{display:flex;justify-content:space-between;gap:12px}
.sb{display:flex;justify-content:space-between;align-items:center;font:13px 'DejaVu Sans',sans-serif;padding:6px 16px 4px}
.sbr{display:flex;align-items:center;gap:5px}
.sig{display:inline-flex;align-items:flex-end;gap:1px;height:10px}.sig i{display:block;width:3px;background:currentColor}
.sig i:nth-child(1){height:3px}.sig i:nth-child(2){height:5px}.sig i:nth-child(3){height:7px}.sig i:nth-child(4){height:10px}
.bat{display:inline-block;width:22px;height:11px;border:1.5px solid currentColor;border-radius:3px;padding:1px}
.bat span{display:block;height:100%;background:currentColor;border-radius:1px}
`;

const dateLine = (m: Moment, rng: Rng): string =>
  fmtDate(m, rng.pick(['DD.MM.YYYY. HH:mm', 'DD.MM.YYYY HH:mm', 'DD.MM.YY HH:mm', 'DD.MM. u HH:mm']));

// ------------------------------------------------------------------------------------------------ shapes

const POST_TITLES: Record<Lang, readonly string[]> = {
  sr: [
    'TIKET DANA',
    'Današnja kombinacija',
    'Večerašnji tiket, idemo!',
    'Moj tiket za vikend',
    'Odigrano ↓',
    'Dnevni tiket',
  ],
  hr: [
    'LISTIĆ DANA',
    'Današnja kombinacija',
    'Večerašnji listić, idemo!',
    'Moj listić za vikend',
    'Odigrano ↓',
  ],
  bs: ['TIKET DANA', 'Današnja kombinacija', 'Večerašnji tiket, idemo!', 'Tiket za vikend', 'Odigrano ↓'],
};

const COMMENTS: readonly string[] = [
  'Sreće brate!',
  'Odigrao i ja isto',
  'koliko si uplatio?',
  'Prošlo prvo, ajmo dalje',
  'jaka kvota',
  'Ovo je sigurica',
  'Kopirao sam ✌',
  'Srećno!!',
];

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((x) => /^[A-ZČĆŠŽĐa-z]/.test(x))
    .slice(0, 2)
    .map((x) => x[0].toUpperCase())
    .join('');
}

function renderPost(t: Ticket, s: Style, rng: Rng): string {
  const dark = rng.chance(0.45);
  const pal = dark
    ? rng.pick([
        { bg: '#18191a', card: '#242526', fg: '#e4e6eb', mute: '#b0b3b8', link: '#4599ff', line: '#3a3b3c' },
        { bg: '#000000', card: '#0f0f10', fg: '#e7e9ea', mute: '#71767b', link: '#1d9bf0', line: '#2f3336' },
        { bg: '#0e1621', card: '#17212b', fg: '#f5f5f5', mute: '#7f91a4', link: '#6ab3f3', line: '#2b3a4a' },
      ])
    : rng.pick([
        { bg: '#f0f2f5', card: '#ffffff', fg: '#050505', mute: '#65676b', link: '#216fdb', line: '#ced0d4' },
        { bg: '#ffffff', card: '#ffffff', fg: '#0f1419', mute: '#536471', link: '#1d9bf0', line: '#eff3f4' },
        { bg: '#e7ebf0', card: '#ffffff', fg: '#222', mute: '#8a8f96', link: '#2f83c7', line: '#dde2e7' },
      ]);
  const tipster = rng.pick(TIPSTERS[s.lang]);
  const avatar = rng.pick(['#e0245e', '#17bf63', '#f5a623', '#794bc4', '#1da1f2', '#d9480f']);
  const cssW = rng.int(360, 430);
  const font = rng.pick([
    "'Liberation Sans',Arial,sans-serif",
    "'DejaVu Sans',sans-serif",
    "'DejaVu Sans Condensed','DejaVu Sans',sans-serif",
  ]);
  const fs = rng.pick([14, 15, 15, 16]);
  const when = rng.pick([
    `${rng.int(1, 11)} h`,
    `pre ${rng.int(2, 50)} min`,
    fmtDate(t.printedAt, 'DD.MM. u HH:mm'),
    fmtDate(t.printedAt, 'DD.MM.YYYY.'),
  ]);
  const title = rng.pick(POST_TITLES[s.lang]);
  const bm = rng.chance(0.7)
    ? `<div class="meta">${esc(t.bookmaker)} · ${esc(rng.pick(s.w.ticket))} ${esc(t.ticketId)} · ${esc(fmtDate(t.printedAt, 'DD.MM.YYYY.'))}</div>`
    : `<div class="meta">${esc(t.bookmaker)} · ${esc(fmtDate(t.printedAt, 'DD.MM. HH:mm'))}</div>`;
  const tags = rng
    .shuffle(['#tiketdana', '#kladjenje', '#fudbal', '#sigurica', '#kvota', '#tipovi', '#betting'])
    .slice(0, rng.int(2, 4))
    .join(' ');
  const mode = rng.pick<'rows' | 'line' | 'calc'>(['rows', 'line', 'calc']);
  const likes = rng.int(3, 900);
  const comments = rng
    .shuffle(COMMENTS)
    .slice(0, rng.int(0, 2))
    .map(
      (c) =>
        `<div class="cm"><span class="cav" style="background:${rng.pick(['#8e44ad', '#16a085', '#c0392b', '#2c3e50'])}"></span><div class="cb"><b>${esc(rng.pick(['Marko', 'Ivan', 'Dule', 'Amar', 'Luka', 'Stefan', 'Tarik', 'Mirza']))} ${esc(rng.pick(['P.', 'M.', 'K.', 'J.']))}</b><br>${esc(c)}</div></div>`,
    )
    .join('');
  const css = `${BASE_CSS}
#ticket{width:${cssW}px;background:${pal.bg};color:${pal.fg};font:${fs}px/1.42 ${font};padding-bottom:10px}
.card{background:${pal.card};margin:${pal.bg === pal.card ? 0 : 8}px 0;padding:12px 14px;border-top:1px solid ${pal.line};border-bottom:1px solid ${pal.line}}
.hd{display:flex;gap:10px;align-items:center;margin-bottom:10px}
.av{width:40px;height:40px;border-radius:50%;background:${avatar};color:#fff;display:flex;align-items:center;justify-content:center;font-weight:bold;font-size:15px}
.nm{font-weight:bold}.nm i{display:inline-block;width:14px;height:14px;border-radius:50%;background:${pal.link};vertical-align:-2px;margin-left:4px}
.tm{color:${pal.mute};font-size:.82em}
.ttl{font-weight:bold;margin-bottom:6px}
.meta{color:${pal.mute};font-size:.8em;margin-bottom:8px}
.sum{margin-top:10px}.sum .kv{justify-content:flex-start}
.tags{color:${pal.link};margin-top:8px}
.rg{color:${pal.mute};font-size:.78em;margin-top:6px}
.bar{display:flex;justify-content:space-between;color:${pal.mute};font-size:.8em;border-top:1px solid ${pal.line};margin-top:10px;padding-top:8px}
.heart{color:#f02849}
.cm{display:flex;gap:8px;margin-top:8px;font-size:.86em}.cav{width:28px;height:28px;border-radius:50%;flex:none}
.cb{background:${dark ? '#3a3b3c' : '#f0f2f5'};border-radius:14px;padding:5px 10px}
`;
  const body = `<div id="ticket">${statusBar(t, rng, pal.fg)}<div class="card">
<div class="hd"><div class="av">${esc(initials(tipster))}</div><div><div class="nm">${esc(tipster)}${rng.chance(0.5) ? '<i></i>' : ''}</div><div class="tm">${esc(when)}</div></div></div>
<div class="ttl">${esc(title)}</div>
${bm}
${legLines(t, s, rng)}
${sums(t, s, rng, mode)}
<div class="tags">${esc(tags)}</div>
${rng.chance(0.5) ? `<div class="rg">18+ Igraj odgovorno</div>` : ''}
<div class="bar"><span><span class="heart">❤</span> ${likes}</span><span>${rng.int(0, 80)} ${s.lang === 'sr' ? 'komentara' : 'komentara'} · ${rng.int(0, 40)} ${s.lang === 'hr' ? 'dijeljenja' : 'deljenja'}</span></div>
${comments}
</div></div>`;
  return page(css, body);
}

function renderForum(t: Ticket, s: Style, rng: Rng, width: number): string {
  const dark = rng.chance(0.3);
  const pal = dark
    ? {
        bg: '#1e2227',
        panel: '#262b31',
        head: '#3b4654',
        fg: '#d7dbe0',
        mute: '#8c96a2',
        code: '#15181c',
        line: '#3a424c',
        link: '#7fb2ff',
      }
    : rng.pick([
        {
          bg: '#e9eef2',
          panel: '#f7f9fb',
          head: '#2c5282',
          fg: '#1c1c1c',
          mute: '#6b7280',
          code: '#f3f3ee',
          line: '#c9d3dc',
          link: '#1f5fae',
        },
        {
          bg: '#eceae2',
          panel: '#fbfaf5',
          head: '#6b3a1e',
          fg: '#222',
          mute: '#7a7468',
          code: '#fffef4',
          line: '#d6d0bf',
          link: '#8a4b14',
        },
        {
          bg: '#dfe6e0',
          panel: '#f6faf6',
          head: '#2f6b3b',
          fg: '#1e241f',
          mute: '#667066',
          code: '#f4f7f1',
          line: '#c6d2c6',
          link: '#2e6c35',
        },
      ]);
  const user = rng.pick(TIPSTERS[s.lang]).replace(/\s+/g, rng.pick(['_', '', '.']));
  const codeBlock = rng.chance(0.5);
  const mono = "'DejaVu Sans Mono','Liberation Mono',monospace";
  const font = rng.pick([
    "'Liberation Sans',Arial,sans-serif",
    "'DejaVu Sans',sans-serif",
    "'Liberation Serif',serif",
  ]);
  const fs = rng.pick([13, 14, 15]);
  const stars = '★'.repeat(rng.int(1, 5));
  const topic = rng.pick([
    `${s.lang === 'hr' ? 'Listići' : 'Tiketi'} dana — ${fmtDate(t.printedAt, 'DD.MM.')}`,
    'Vaši tiketi (postujte ovde)',
    `Kombinacije za ${fmtDate(t.printedAt, 'DD.MM.YYYY.')}`,
    'Tiket dana — rezultati i analize',
  ]);
  const mode = rng.pick<'rows' | 'line' | 'calc'>(['rows', 'line', 'calc']);
  const css = `${BASE_CSS}
#ticket{width:${width}px;background:${pal.bg};color:${pal.fg};font:${fs}px/1.45 ${font};padding:10px}
.tb{background:${pal.head};color:#fff;padding:7px 10px;font-weight:bold;font-size:.95em}
.crumb{color:${pal.mute};font-size:.78em;margin:0 0 6px}
.post{display:grid;grid-template-columns:118px 1fr;background:${pal.panel};border:1px solid ${pal.line};border-top:0}
.user{border-right:1px solid ${pal.line};padding:10px;font-size:.8em;color:${pal.mute}}
.user b{color:${pal.link};font-size:1.1em;word-break:break-all}
.ava{width:64px;height:64px;margin:6px 0;background:linear-gradient(135deg,${rng.pick(['#c0392b', '#2980b9', '#27ae60', '#8e44ad'])},${rng.pick(['#f1c40f', '#34495e', '#ecf0f1'])});border:1px solid ${pal.line}}
.st{color:#e0a800}
.content{padding:10px 12px;min-width:0}
.ph{display:flex;justify-content:space-between;color:${pal.mute};font-size:.78em;border-bottom:1px dotted ${pal.line};padding-bottom:5px;margin-bottom:8px}
.code{background:${pal.code};border:1px solid ${pal.line};padding:8px 10px;font:${fs - 1}px/1.5 ${mono};margin:6px 0}
.codet{font-size:.75em;color:${pal.mute};margin-top:6px}
.sum{margin-top:8px}.sum .kv{justify-content:flex-start}
.fsig{border-top:1px solid ${pal.line};margin-top:12px;padding-top:6px;color:${pal.mute};font-size:.78em;font-style:italic}
`;
  const legs = legLines(t, s, rng);
  const bmLine = `<div>${esc(rng.pick(['Uplaćeno na', 'Kladionica:', 'Igrano kod']))} ${esc(t.bookmaker)}, ${esc(rng.pick(s.w.ticket))} ${esc(t.ticketId)}</div>`;
  const intro = rng.pick([
    'Evo moje kombinacije za danas:',
    s.lang === 'hr' ? 'Moj listić, komentari dobrodošli.' : 'Moj tiket, komentari dobrodošli.',
    'Današnji izbor:',
    'Idemo još jednom:',
  ]);
  const inner = codeBlock
    ? `<div>${esc(intro)}</div><div class="codet">Kod:</div><div class="code">${bmLine}<br>${legs}${sums(t, s, rng, mode)}</div>`
    : `<div>${esc(intro)}</div>${bmLine}<br>${legs}${sums(t, s, rng, mode)}`;
  const body = `<div id="ticket">
<div class="crumb">Forum › Sport i klađenje › ${esc(rng.pick(['Tiketi', 'Kladionica', 'Tipovi dana']))}</div>
<div class="tb">${esc(topic)}</div>
<div class="post"><div class="user"><b>${esc(user)}</b><div class="ava"></div><div class="st">${stars}</div><div>Postova: ${num(rng.int(40, 9000), ',', '.', 0)}</div><div>Od: ${pad2(rng.int(1, 12))}.${rng.int(2009, 2022)}.</div></div>
<div class="content"><div class="ph"><span>${esc(dateLine(t.printedAt, rng))}</span><span>#${rng.int(2, 480)}</span></div>
${inner}
<div class="fsig">${esc(rng.pick([s.lang === 'sr' ? 'Igram odgovorno. Tiketi nisu savet za klađenje.' : 'Igram odgovorno. Tipovi nisu savjet za klađenje.', s.lang === 'sr' ? 'Ko ne rizikuje, ne profitira.' : 'Tko ne riskira, ne profitira.', '18+ | Igraj odgovorno']))}</div>
</div></div>
</div>`;
  return page(css, body);
}

function renderNotes(t: Ticket, s: Style, rng: Rng): string {
  const theme = rng.pick(['ios', 'iosDark', 'keep', 'keep', 'plainDark']);
  const keepBg = rng.pick(['#fff8b8', '#ccff90', '#cbf0f8', '#fdcfe8', '#ffffff']);
  const pal =
    theme === 'ios'
      ? {
          bg: '#ffffff',
          fg: '#111',
          mute: '#8e8e93',
          acc: '#e0a800',
          sel: 'rgba(255,204,0,.35)',
          card: '#fff',
        }
      : theme === 'iosDark'
        ? {
            bg: '#000',
            fg: '#f2f2f7',
            mute: '#8e8e93',
            acc: '#ffd60a',
            sel: 'rgba(255,214,10,.32)',
            card: '#000',
          }
        : theme === 'keep'
          ? {
              bg: '#f1f3f4',
              fg: '#202124',
              mute: '#5f6368',
              acc: '#1a73e8',
              sel: 'rgba(26,115,232,.28)',
              card: keepBg,
            }
          : {
              bg: '#202124',
              fg: '#e8eaed',
              mute: '#9aa0a6',
              acc: '#8ab4f8',
              sel: 'rgba(138,180,248,.3)',
              card: '#2d2e30',
            };
  const cssW = rng.int(360, 420);
  const mono = rng.chance(0.3);
  const font = mono
    ? "'DejaVu Sans Mono','Liberation Mono',monospace"
    : rng.pick(["'Liberation Sans',Arial,sans-serif", "'DejaVu Sans',sans-serif"]);
  const fs = mono ? rng.pick([13, 14]) : rng.pick([15, 16, 17]);
  const slug = ascii(t.bookmaker)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
  const tld = s.lang === 'sr' ? 'rs' : s.lang === 'hr' ? 'hr' : 'ba';
  const code = Array.from({ length: 6 }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[rng.int(0, 31)]).join('');
  const select = rng.chance(0.35);
  const mode = rng.pick<'rows' | 'line' | 'calc'>(['rows', 'rows', 'line']);
  const head = rng.pick([
    `${t.bookmaker} - ${rng.pick(s.w.ticket)} ${t.ticketId}`,
    `${rng.pick(s.w.ticket)}: ${t.ticketId}`,
    `${s.lang === 'hr' ? 'Moj listić' : 'Moj tiket'} na ${t.bookmaker}`,
  ]);
  const date = `${s.w.paid}: ${dateLine(t.printedAt, rng)}`;
  const toast = rng.chance(0.3);
  const css = `${BASE_CSS}
#ticket{width:${cssW}px;background:${pal.bg};color:${pal.fg};font:${fs}px/1.45 ${font};position:relative;padding-bottom:${toast ? 56 : 16}px}
.tb{display:flex;justify-content:space-between;align-items:center;padding:8px 14px;color:${pal.acc};font:16px 'DejaVu Sans',sans-serif}
.note{background:${pal.card};margin:${theme.startsWith('keep') || theme === 'plainDark' ? '6px 10px' : '0'};border-radius:${theme === 'keep' || theme === 'plainDark' ? 10 : 0}px;padding:12px 16px;${theme === 'keep' ? 'box-shadow:0 1px 3px rgba(0,0,0,.25);' : ''}}
.nt{font-weight:bold;font-size:1.2em;margin-bottom:4px}
.dt{color:${pal.mute};font-size:.8em;margin-bottom:8px}
.body{position:relative}
.selon{background:${pal.sel}}
.menu{position:absolute;left:12px;top:-40px;display:flex;background:#2c2c2e;color:#fff;border-radius:8px;font:13px 'DejaVu Sans',sans-serif;box-shadow:0 2px 8px rgba(0,0,0,.35);z-index:2}
.menu span{padding:7px 11px;border-right:1px solid #4a4a4c}.menu span:last-child{border:0}
.lnk{color:${pal.acc};text-decoration:underline;word-break:break-all;margin-top:8px;font-size:.9em}
.sum{margin-top:10px}.sum .kv{justify-content:flex-start}
.toast{position:absolute;left:50%;bottom:14px;transform:translateX(-50%);background:#323232;color:#fff;padding:8px 16px;border-radius:18px;font:13px 'DejaVu Sans',sans-serif;white-space:nowrap}
.edited{color:${pal.mute};font-size:.72em;text-align:center;margin-top:10px}
`;
  const legs = legLines(t, s, rng);
  const menu = select
    ? `<div class="menu"><span>${s.lang === 'hr' ? 'Kopiraj' : 'Kopiraj'}</span><span>${s.lang === 'sr' ? 'Izaberi sve' : 'Odaberi sve'}</span><span>${s.lang === 'hr' ? 'Dijeli' : 'Podeli'}</span></div>`
    : '';
  const back = theme.startsWith('ios') ? `‹ ${s.lang === 'sr' ? 'Beleške' : 'Bilješke'}` : '←';
  const right = theme.startsWith('ios') ? 'Gotovo' : '⋮';
  const body = `<div id="ticket">${statusBar(t, rng, pal.fg)}
<div class="tb"><span>${esc(back)}</span><span>${esc(right)}</span></div>
<div class="note"><div class="nt">${esc(head)}</div><div class="dt">${esc(date)}</div>
<div class="body">${menu}<div class="${select ? 'selon' : ''}">${legs}</div></div>
${sums(t, s, rng, mode)}
${rng.chance(0.6) ? `<div class="lnk">https://${slug}.${tld}/tiket/${code}</div>` : ''}
</div>
<div class="edited">${esc(rng.pick(s.lang === 'sr' ? ['Izmenjeno', 'Uređeno'] : ['Uređeno', 'Zadnja izmjena']))} ${esc(fmtDate(t.printedAt, 'HH:mm'))}</div>
${toast ? `<div class="toast">${esc(rng.pick(['Kopirano u međuspremnik', 'Tiket kopiran', 'Tekst je kopiran']))}</div>` : ''}
</div>`;
  return page(css, body);
}

const CITIES: Record<Lang, readonly string[]> = {
  sr: ['Beograd', 'Novi Sad', 'Niš', 'Kragujevac', 'Čačak', 'Subotica'],
  hr: ['Zagreb', 'Split', 'Rijeka', 'Osijek', 'Zadar'],
  bs: ['Sarajevo', 'Tuzla', 'Mostar', 'Banja Luka', 'Zenica', 'Bihać'],
};

function renderPrint(t: Ticket, s: Style, rng: Rng): string {
  const paper = rng.pick(['#ffffff', '#fbf7ea', '#f6f0dc', '#f3f3f0', '#fffdf6']);
  const ink = rng.pick(['#1b1b1b', '#222831', '#2a2a2a', '#333']);
  const mono = rng.chance(0.65);
  const font = mono
    ? rng.pick(["'DejaVu Sans Mono',monospace", "'Liberation Mono',monospace"])
    : rng.pick([
        "'Liberation Sans Narrow','Liberation Sans',sans-serif",
        "'DejaVu Sans Condensed','DejaVu Sans',sans-serif",
      ]);
  const fs = mono ? rng.pick([12, 13, 13, 14]) : rng.pick([13, 14, 15]);
  const cssW = rng.int(320, 440);
  const faded = rng.chance(0.35);
  const stamp = rng.chance(0.3);
  const ticks = rng.chance(0.25);
  const title = rng.pick(['BRZI TIKET', 'KOPIJA TIKETA', 'PREGLED TIKETA', 'POTVRDA UPLATE', 'TIKET']);
  // The fee needs its own rows: the payout is figured on the stake after it.
  const mode = t.feePct > 0 ? 'rows' : rng.pick<'rows' | 'line' | 'calc'>(['rows', 'rows', 'rows', 'line']);
  const css = `${BASE_CSS}
#ticket{width:${cssW}px;background:${paper};color:${ink};font:${fs}px/1.4 ${font};padding:16px 14px 20px;position:relative;overflow:hidden;
${faded ? 'text-shadow:0 0 .6px rgba(0,0,0,.35);' : ''}}
#ticket::before{content:'';position:absolute;inset:0;background:radial-gradient(circle at ${rng.int(10, 90)}% ${rng.int(10, 90)}%,rgba(120,90,40,${faded ? 0.1 : 0.04}),transparent 55%);pointer-events:none}
.c{text-align:center}.bk{font-weight:bold;font-size:1.7em;letter-spacing:1px}
.rule{border-top:1px dashed ${ink};margin:7px 0;opacity:.8}
.rule2{border-top:2px solid ${ink};margin:7px 0}
.o{font-weight:${s.oddsBold ? 'bold' : 'normal'}}
.sum .pay{font-weight:bold;font-size:1.12em}
.fade{opacity:${faded ? 0.72 : 1}}
.stamp{position:absolute;right:${rng.int(8, 40)}px;top:${rng.int(30, 60)}%;transform:rotate(${rng.int(-24, -8)}deg);border:3px solid rgba(200,30,40,.45);color:rgba(200,30,40,.45);font:bold 22px 'DejaVu Sans',sans-serif;padding:4px 10px;border-radius:6px;letter-spacing:2px}
.tick{text-indent:0;color:#1d3fb8;font:bold 18px 'DejaVu Serif',serif;margin-left:4px;display:inline-block;transform:rotate(-8deg)}
.bc{margin-top:10px;text-align:center}
`;
  const legs = legLines(t, s, rng).replace(/<\/div><\/div>\n/g, (m) =>
    ticks && rng.chance(0.4) ? `<span class="tick">✓</span>${m}` : m,
  );
  const bc = rng.chance(0.5)
    ? `<div class="bc">${barcode(rng, Math.min(cssW - 60, 300), 38, ink)}<div>${esc(t.ticketId)}</div></div>`
    : '';
  const body = `<div id="ticket"><div class="fade">
<div class="c bk">${esc(s.caps ? t.bookmaker.toLocaleUpperCase('hr') : t.bookmaker)}</div>
<div class="c">${esc(rng.pick(s.lang === 'sr' ? ['Uplatno mesto', 'Poslovnica', 'Kasa'] : ['Uplatno mjesto', 'Poslovnica', 'Kasa']))} ${rng.int(1, 240)}${rng.chance(0.5) ? ` · ${esc(rng.pick(CITIES[s.lang]))}` : ''}</div>
<div class="rule2"></div>
<div class="c"><b>${esc(title)}</b></div>
<div class="kv"><span>${esc(rng.pick(s.w.ticket))}</span><span>${esc(t.ticketId)}</span></div>
<div class="kv"><span>${esc(rng.pick(['Datum', 'Vreme', 'Uplaćeno']))}</span><span>${esc(dateLine(t.printedAt, rng))}</span></div>
<div class="rule"></div>
${legs}
<div class="rule"></div>
${sums(t, s, rng, mode)}
<div class="rule"></div>
<div class="c">${esc(rng.pick(['Hvala i srećno!', 'Proverite tiket pre napuštanja uplatnog mesta', 'Tiket važi 30 dana', '18+ Igraj odgovorno']))}</div>
${bc}
</div>${stamp ? `<div class="stamp">${esc(rng.pick(['UPLAĆENO', 'KOPIJA', 'PLAĆENO']))}</div>` : ''}</div>`;
  return page(css, body);
}

// ------------------------------------------------------------------------------------------------ render

function render(t: Ticket, width: number, rng: Rng): string {
  const lang = drawLang(rng);
  const shape = rng.weighted<Shape>([
    ['post', 3],
    ['forum', 2],
    ['notes', 3],
    ['print', 3],
  ]);
  const fee = lang === 'sr' && shape === 'print' && rng.chance(0.5);
  if (lang !== t.lang || fee) redrawTicket(t, rng, { ...PROFILE, lang, fee, bookmakers: BOOKMAKERS[lang] });
  const w = WORDS[lang];
  const dec: Dec = lang === 'sr' ? (rng.chance(0.55) ? ',' : '.') : rng.chance(0.7) ? ',' : '.';
  const print = shape === 'print';
  const tpl = drawTemplate(rng, shape);
  const pick: PickStyle = print
    ? rng.weighted<PickStyle>([
        ['shop', 4],
        ['code', 3],
        ['words', 1],
      ])
    : shape === 'post'
      ? rng.weighted<PickStyle>([
          ['code', 3],
          ['lower', 3],
          ['words', 2],
          ['shop', 1],
        ])
      : rng.weighted<PickStyle>([
          ['code', 2],
          ['shop', 2],
          ['words', 3],
          ['lower', 1],
        ]);
  const cur = rng.pick(w.cur);
  const s: Style = {
    shape,
    lang,
    w,
    dec,
    sep: rng.chance(0.6) ? (dec === ',' ? '.' : ',') : '',
    cur,
    curBefore: cur === '€' && rng.chance(0.3),
    tpl,
    messy: (shape === 'post' || shape === 'forum') && rng.chance(0.25),
    pick,
    marketMix: pick === 'words' ? 0 : rng.pick([0, 0, 0.15, 0.3]),
    matchSep: rng.weighted([
      [' - ', 6],
      [' – ', 2],
      [' v ', 1],
      [' vs ', 2],
      [' : ', 1],
    ]),
    caps: print ? rng.chance(0.6) : rng.chance(0.08),
    ascii: print ? rng.chance(0.45) : rng.chance(0.2),
    shortPlayers: print ? rng.chance(0.8) : rng.chance(0.4),
    kickPos: rng.weighted<Pos>([
      ['none', 4],
      ['pre', 2],
      ['post', 2],
      ['sub', 2],
    ]),
    kickFmt: rng.int(0, 4),
    leaguePos: rng.weighted<LeaguePos>([
      ['none', 5],
      ['post', 1],
      ['sub', 2],
      ['head', 2],
    ]),
    leagueShort: rng.chance(0.4),
    oddsBold: rng.chance(print ? 0.5 : 0.3),
  };
  // A separator that the names themselves contain would split them wrongly.
  if (s.matchSep === ' - ' && t.legs.some((l) => / - /.test(l.home + l.away))) s.matchSep = ' – ';
  if (s.tpl.cols) {
    // Aligned columns suit the terse picks; long market words go back to codes.
    if (s.pick === 'words') s.pick = 'code';
    s.marketMix = 0;
  }
  if (shape === 'post') return renderPost(t, s, rng);
  if (shape === 'forum') return renderForum(t, s, rng, width);
  if (shape === 'notes') return renderNotes(t, s, rng);
  return renderPrint(t, s, rng);
}

export const oddsLeadLines: Layout = {
  name: 'odds-lead-lines',
  medium: 'paper',
  width: [540, 660],
  scale: 2,
  profile: PROFILE,
  render,
};
