// A graphite (dark grey, low-contrast) phone app showing one placed ticket, built unlike app-cards-night and
// app-cards-midnight: a phone status bar sometimes, an app bar "Tiket #…" / "Listić #…" with a CSS chevron and
// CSS-drawn star and share icons, a status badge ("Aktivan" / "Na čekanju") with the time of payment, the summary
// (total odds, stake, payout) as three columns or as rows, above or under the legs, and sometimes an info note
// with a CSS "i" icon. Each ticket picks (its rng) one card shape for all its legs:
//   (a) duel: a header with a small square flag and the league, the kickoff on the right; the two teams in two
//       columns, each under a round crest with its initials; the market centred under them; a row with the
//       selection and the odds in a highlighted button (or both in one highlighted bar);
//   (b) selection: the selection as a bold title ("Partizan", "Više 2,5", "Oba tima daju gol - Da", "X2") with
//       the odds large on the right, the match and the kickoff in small grey under it, the market in tiny
//       capitals;
//   (c) list: one card holding every leg as numbered rows "1. Partizan – Vojvodina" (a star on the right), a row
//       of three cells "Konačan ishod | 1 | 1,45" and a row with the date, thin dividers between the legs.
// Grey secondary text (#8a8f98 on #1c1f24 and the like) in 11–13 px, thin dividers, rounded corners.
// Language per ticket: Serbian (RSD), Croatian (EUR: listić, tečaj, neriješeno) or Bosnian (KM); comma or dot
// decimals; the currency as a code or a sign.
//
// Truth: the generator draws the ticket from this layout's (Serbian) profile and writes the truth from the same
// object after rendering, so `render` re-draws it (redrawTicket) for a Croatian or Bosnian screen (leagues,
// currency and stakes of that language), as web-league-groups does; the legs keep their kickoff order.
import type { Rng } from '../../../rng';
import type { Lang, Sport } from '../../teams';
import {
  esc,
  fmtDate,
  marketName,
  num,
  odds,
  pickChip,
  pickWords,
  teamName,
  type Dec,
  type NameStyle,
} from '../../text';
import type { Currency, Leg, Ticket, TicketProfile } from '../../ticket';
import { drawLang, redrawTicket, sportMix } from '../parts';
import { page, type Layout } from '../types';

const css = `
#ticket{width:100%;background:var(--bg);color:var(--fg);font:14px/1.3 'Liberation Sans',Arial,sans-serif;padding-bottom:16px}
.sb{display:flex;align-items:center;justify-content:space-between;padding:7px 18px 3px;font-size:13px;font-weight:bold}
.sb .ic{display:flex;align-items:flex-end;gap:6px}
.sig{display:flex;align-items:flex-end;gap:1.5px;height:11px}.sig i{display:block;width:3px;background:var(--fg);border-radius:1px}
.bat{width:22px;height:11px;border:1.5px solid var(--fg);border-radius:3px;padding:1px;position:relative}
.bat:after{content:'';position:absolute;right:-4px;top:3px;width:2px;height:4px;background:var(--fg);border-radius:0 1px 1px 0}
.bat i{display:block;height:100%;background:var(--fg);border-radius:1px}
.ab{display:flex;align-items:center;gap:12px;padding:10px 14px 8px}
.chev{width:11px;height:11px;border-left:2px solid var(--fg);border-bottom:2px solid var(--fg);transform:rotate(45deg);margin-left:4px}
.ab .ttl{flex:1;font-size:17px;font-weight:bold;white-space:nowrap;overflow:hidden}
.star{width:17px;height:17px;background:var(--mute);clip-path:polygon(50% 0,61% 35%,98% 35%,68% 57%,79% 91%,50% 70%,21% 91%,32% 57%,2% 35%,39% 35%)}
.star.on{background:var(--ac)}.star.sm{width:14px;height:14px;flex:none}
.share{position:relative;width:18px;height:18px}
.share i{position:absolute;width:6px;height:6px;border-radius:50%;background:var(--mute)}
.share i:nth-child(1){right:0;top:0}.share i:nth-child(2){left:0;top:6px}.share i:nth-child(3){right:0;bottom:0}
.share b{position:absolute;left:3px;width:12px;height:1.6px;background:var(--mute)}
.share b:nth-of-type(1){top:5px;transform:rotate(-27deg)}.share b:nth-of-type(2){top:11.5px;transform:rotate(27deg)}
.st{display:flex;align-items:center;gap:8px;padding:0 16px 10px;font-size:12px;color:var(--mute)}
.st .sp{flex:1}
.bdg{font-size:11px;font-weight:bold;border-radius:5px;padding:3px 8px;color:var(--bc);background:var(--bb)}
.bdg.pill{border-radius:11px}
.bdg .d{display:inline-block;width:6px;height:6px;border-radius:50%;background:var(--bc);margin-right:5px;vertical-align:1px}
.note{display:flex;gap:9px;align-items:center;margin:10px 10px 0;padding:9px 11px;border:1px solid var(--line);border-radius:10px;font-size:12px;color:var(--mute)}
.info{flex:none;width:16px;height:16px;border:1.5px solid var(--mute);border-radius:50%;position:relative}
.info:before{content:'';position:absolute;left:5.5px;top:2.5px;width:2px;height:2px;background:var(--mute)}
.info:after{content:'';position:absolute;left:5.5px;top:6px;width:2px;height:5px;background:var(--mute)}
.card{background:var(--card);margin:9px 10px 0;border-radius:12px;padding:10px 12px}
.hd{display:flex;align-items:center;gap:7px;font-size:12px;color:var(--mute)}
.hd .lg{flex:1;min-width:0;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.hd .ko{white-space:nowrap}
.flag{flex:none;width:11px;height:11px;border-radius:2px}
.duel{display:flex;align-items:flex-start;margin-top:10px}
.team{flex:1;min-width:0;display:flex;flex-direction:column;align-items:center;text-align:center;gap:6px;font-size:14px;font-weight:bold;overflow-wrap:anywhere}
.crest{width:38px;height:38px;border-radius:50%;display:flex;align-items:center;justify-content:center;font-size:12px;font-weight:bold;color:#f4f5f7;border:2px solid var(--line)}
.vs{flex:none;width:34px;text-align:center;font-size:11px;color:var(--mute);padding-top:13px}
.mk{text-align:center;font-size:12px;color:var(--mute);margin-top:9px}
.pick{display:flex;align-items:center;gap:10px;margin-top:8px;padding-top:8px;border-top:1px solid var(--line)}
.pick .tx{flex:1;min-width:0;font-size:13px;color:var(--mute)}.pick .tx b{color:var(--fg);font-size:14px}
.obtn{min-width:66px;text-align:center;border-radius:8px;padding:7px 10px;font-weight:bold;font-size:15px;background:var(--hl);color:var(--ac);border:1px solid var(--ac)}
.obtn.fill{background:var(--ac);color:var(--on)}
.bar{display:flex;justify-content:space-between;align-items:center;margin-top:9px;border-radius:8px;padding:8px 12px;background:var(--hl);border:1px solid var(--ac);font-size:14px}
.bar b{color:var(--ac);font-size:15px}
.card.sel{display:flex;gap:10px;align-items:flex-start;padding:11px 12px}
.card.sel.edge{border-left:3px solid var(--ac)}
.sel .l{flex:1;min-width:0}
.sel .t{font-size:16px;font-weight:bold;overflow-wrap:anywhere}
.sel .m{font-size:12px;color:var(--mute);margin-top:4px}
.sel .cap{font-size:10px;color:var(--mute);letter-spacing:.8px;text-transform:uppercase;margin-top:5px}
.sel .o{flex:none;font-size:21px;font-weight:bold;color:var(--oc);padding-top:1px}
.list{background:var(--card);margin:9px 10px 0;border-radius:12px;padding:2px 12px}
.it{padding:10px 0}.it+.it{border-top:1px solid var(--line)}
.it .nm{display:flex;gap:8px;align-items:center;font-size:14px;font-weight:bold}.it .nm span{flex:1;min-width:0}
.cells{display:flex;margin-top:7px;border:1px solid var(--line);border-radius:7px;overflow:hidden;font-size:13px}
.cells span{padding:5px 8px;border-left:1px solid var(--line)}.cells span:first-child{border-left:0;flex:1;color:var(--mute)}
.cells span:nth-child(2){min-width:54px;text-align:center;font-weight:bold}
.cells span:nth-child(3){min-width:58px;text-align:center;font-weight:bold;color:var(--ac);background:var(--hl)}
.it .dt{font-size:12px;color:var(--mute);margin-top:6px}
.sum{background:var(--card);margin:10px 10px 0;border-radius:12px;padding:11px 12px}
.grid{display:flex}.grid div{flex:1;text-align:center}.grid div+div{border-left:1px solid var(--line)}
.grid span{display:block;font-size:11px;color:var(--mute)}.grid b{display:block;font-size:15px;margin-top:3px}
.grid .pay b{color:var(--ac)}
.rows div{display:flex;justify-content:space-between;padding:5px 0;font-size:13px}.rows div+div{border-top:1px solid var(--line)}
.rows span:first-child{color:var(--mute)}.rows .pay{font-size:16px;font-weight:bold}.rows .pay span:last-child{color:var(--ac)}
.cnt{font-size:12px;color:var(--mute);margin:12px 16px 0}
.btn{margin:14px 10px 0;border:1px solid var(--line);border-radius:11px;padding:12px 0;text-align:center;font-weight:bold;font-size:15px;color:var(--fg)}
.age{margin:10px 16px 0;font-size:11px;color:var(--mute);text-align:center}
`;

interface Palette {
  bg: string;
  card: string;
  fg: string;
  /** Low-contrast grey of the secondary text. */
  mute: string;
  line: string;
}

const PALETTES: readonly Palette[] = [
  { bg: '#131518', card: '#1c1f24', fg: '#e7e9ec', mute: '#8a8f98', line: '#2b2f36' },
  { bg: '#17191d', card: '#22252b', fg: '#eceef1', mute: '#7f858f', line: '#31353c' },
  { bg: '#0e0f11', card: '#1a1c20', fg: '#e2e4e8', mute: '#858a93', line: '#272a30' },
  { bg: '#15171a', card: '#1f2226', fg: '#dfe2e6', mute: '#7a808a', line: '#2e3238' },
];

/** Accent, the text on a button filled with it, and a faint tint of it for highlighted cells. */
const ACCENTS: ReadonlyArray<readonly [string, string, string]> = [
  ['#c6f432', '#15190a', 'rgba(198,244,50,.1)'], // lime
  ['#ff8a1f', '#1a0d00', 'rgba(255,138,31,.12)'], // orange
  ['#38bdf8', '#04141c', 'rgba(56,189,248,.12)'], // sky
  ['#34d399', '#03150e', 'rgba(52,211,153,.12)'], // mint
  ['#f5b301', '#171100', 'rgba(245,179,1,.12)'], // gold
  ['#f472b6', '#1c0612', 'rgba(244,114,182,.12)'], // pink
];

interface Words {
  ticket: readonly string[];
  active: string;
  pending: string;
  paid: string;
  odds: readonly string[];
  stake: string;
  payout: readonly string[];
  legs: string;
  draw: string;
  tip: string;
  share: string;
  today: string;
  tomorrow: string;
  note: string;
  age: string;
}

const WORDS: Record<Lang, Words> = {
  sr: {
    ticket: ['Tiket'],
    active: 'Aktivan',
    pending: 'Na čekanju',
    paid: 'Uplaćen',
    odds: ['Ukupna kvota', 'Kvota'],
    stake: 'Uplata',
    payout: ['Mogući dobitak', 'Isplata', 'Moguća isplata'],
    legs: 'Broj parova',
    draw: 'Nerešeno',
    tip: 'Tip',
    share: 'Podeli tiket',
    today: 'Danas',
    tomorrow: 'Sutra',
    note: 'Kvote su zaključane u trenutku uplate.',
    age: '18+ Igraj odgovorno',
  },
  hr: {
    ticket: ['Listić', 'Tiket'],
    active: 'Aktivan',
    pending: 'Na čekanju',
    paid: 'Uplaćen',
    odds: ['Ukupni tečaj', 'Tečaj'],
    stake: 'Uplata',
    payout: ['Mogući dobitak', 'Isplata'],
    legs: 'Broj parova',
    draw: 'Neriješeno',
    tip: 'Oklada',
    share: 'Podijeli listić',
    today: 'Danas',
    tomorrow: 'Sutra',
    note: 'Tečajevi su zaključani u trenutku uplate.',
    age: '18+ Igraj odgovorno',
  },
  bs: {
    ticket: ['Tiket'],
    active: 'Aktivan',
    pending: 'Na čekanju',
    paid: 'Uplaćen',
    odds: ['Ukupna kvota', 'Kvota'],
    stake: 'Uplata',
    payout: ['Mogući dobitak', 'Isplata'],
    legs: 'Broj parova',
    draw: 'Neriješeno',
    tip: 'Tip',
    share: 'Podijeli tiket',
    today: 'Danas',
    tomorrow: 'Sutra',
    note: 'Kvote su zaključane u trenutku uplate.',
    age: '18+ Igraj odgovorno',
  },
};

const UNITS: Record<Currency, readonly string[]> = { RSD: ['RSD', 'din.'], EUR: ['€', 'EUR'], BAM: ['KM'] };
const BOOKMAKERS: Record<Lang, readonly string[]> = {
  sr: ['Grafit Bet', 'Siva Kvota'],
  hr: ['Grafit Bet', 'Tamni Tečaj'],
  bs: ['Grafit Bet', 'Kvota Sarajevo'],
};

/** The layout's own profile; `render` re-draws the ticket for a Croatian or Bosnian screen. */
const PROFILE: TicketProfile = {
  lang: 'sr',
  currency: 'RSD',
  fee: false,
  sports: sportMix(7, 2, 1),
  legs: [1, 8],
  bookmakers: BOOKMAKERS.sr,
  ticketId: (rng) => String(rng.int(100000000, 999999999)),
};

/** Square flags by the country before " - " in a league name; other competitions get a sport-coloured square. */
const FLAGS: Record<string, string> = {
  Srbija: 'linear-gradient(#c6363c 33%,#0c4076 33% 67%,#eee 67%)',
  Hrvatska: 'linear-gradient(#e8202a 33%,#eee 33% 67%,#171796 67%)',
  BiH: 'linear-gradient(135deg,#002395 50%,#fecb00 50%)',
  Slovenija: 'linear-gradient(#eee 33%,#005da4 33% 67%,#ed1c24 67%)',
  'Crna Gora': 'radial-gradient(circle,#d3ae3b 30%,#c40308 33%)',
  'S. Makedonija': 'radial-gradient(circle,#f8e92e 30%,#d20000 33%)',
  Engleska:
    'linear-gradient(90deg,transparent 40%,#ce1124 40% 60%,transparent 60%),linear-gradient(#eee 40%,#ce1124 40% 60%,#eee 60%)',
  Španija: 'linear-gradient(#aa151b 25%,#f1bf00 25% 75%,#aa151b 75%)',
  Španjolska: 'linear-gradient(#aa151b 25%,#f1bf00 25% 75%,#aa151b 75%)',
  Italija: 'linear-gradient(90deg,#009246 33%,#eee 33% 67%,#ce2b37 67%)',
  Nemačka: 'linear-gradient(#111 33%,#dd0000 33% 67%,#ffce00 67%)',
  Njemačka: 'linear-gradient(#111 33%,#dd0000 33% 67%,#ffce00 67%)',
  Francuska: 'linear-gradient(90deg,#0055a4 33%,#eee 33% 67%,#ef4135 67%)',
  Turska: 'radial-gradient(circle at 42% 50%,#eee 25%,#e30a17 28%)',
  Portugalija: 'linear-gradient(90deg,#006600 40%,#ff0000 40%)',
  Portugal: 'linear-gradient(90deg,#006600 40%,#ff0000 40%)',
  Holandija: 'linear-gradient(#ae1c28 33%,#eee 33% 67%,#21468b 67%)',
  Nizozemska: 'linear-gradient(#ae1c28 33%,#eee 33% 67%,#21468b 67%)',
};
const NEUTRAL: Record<Sport, string> = {
  football: 'linear-gradient(#3b82f6,#1e3a8a)',
  basketball: 'radial-gradient(circle,#ff8c1a 50%,#a34c00 53%)',
  tennis: 'radial-gradient(circle,#d7e83a 50%,#7d8c10 53%)',
};

function flag(l: Leg): string {
  const country = l.league.includes(' - ') ? l.league.split(' - ')[0] : '';
  return `<span class="flag" style="background:${FLAGS[country] ?? NEUTRAL[l.sport]}"></span>`;
}

/** Two letters for a crest: the first letters of the first two words (club prefixes skipped), or of one word. */
function initials(name: string): string {
  const words = name.split(/[\s\-.]+/).filter((w) => /^\p{L}/u.test(w));
  const core = words.filter((w) => !/^(FK|NK|KK|HNK|GNK|FC|AC|SC|OFK|IMT|TSC)$/.test(w));
  const use = core.length ? core : words;
  const s = use.length > 1 ? use[0][0] + use[1][0] : (use[0] ?? '?').slice(0, 2);
  return s.toLocaleUpperCase('hr');
}

/** A crest colour from the name itself, so a club keeps its colour on every ticket. */
function crestColour(name: string): string {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return `hsl(${h},32%,30%)`;
}

interface Ctx {
  lang: Lang;
  words: Words;
  dec: Dec;
  names: NameStyle;
  printedDay: string;
  nextDay: string;
  /** (b) totals and GG/NG as codes ("3+", "GG") instead of lines and words ("Više 2,5", "… - Da"). */
  codes: boolean;
  /** (a) the odds in a separate button, or selection and odds in one highlighted bar; filled button or tinted. */
  oddsBar: boolean;
  filled: boolean;
  /** (a) "vs" between the columns, or the kickoff time there. */
  vsTime: boolean;
  /** League as "Srbija · Super liga" or as the app's name has it. */
  dotLeague: boolean;
  /** (b) the match and the kickoff on one line, or on two; a coloured left edge; odds in the accent colour. */
  oneLine: boolean;
  edge: boolean;
  /** (c) a star on each row. */
  stars: boolean;
}

const leagueText = (l: Leg, c: Ctx): string =>
  esc(c.dotLeague ? l.league.split(' - ').join(' · ') : l.league);

/** "Danas 20:45", "Sutra 18:00" or "sub 07.12. 20:45". */
function kickoff(l: Leg, c: Ctx, relative: boolean): string {
  const day = fmtDate(l.kickoff, 'YYYY-MM-DD');
  const time = fmtDate(l.kickoff, 'HH:mm');
  if (relative && day === c.printedDay) return `${c.words.today} ${time}`;
  if (relative && day === c.nextDay) return `${c.words.tomorrow} ${time}`;
  const s = fmtDate(l.kickoff, 'ddd DD.MM. HH:mm', c.lang);
  return s[0].toLocaleUpperCase('hr') + s.slice(1);
}

/** The bold title of a selection card, worded so it keeps to what the truth `pick` means. */
function selectionTitle(l: Leg, c: Ctx): string {
  const home = teamName(l.home, l, c.names);
  const away = teamName(l.away, l, c.names);
  const market = marketName(l.bet, c.lang);
  const over = (x: number): string => `Više ${num(x, c.dec, '', 1)}`;
  const under = (x: number): string => `Manje ${num(x, c.dec, '', 1)}`;
  switch (l.bet.key) {
    case 'ki1':
    case 'bk1':
    case 't1':
    case 'p1_1':
      return home;
    case 'ki2':
    case 'bk2':
    case 't2':
    case 'p2_2':
      return away;
    case 'kix':
    case 'p1_x':
      return c.words.draw;
    case 'ds1x':
    case 'dsx2':
    case 'ds12':
      return pickChip(l.bet, c.dec);
    case 'gg':
      return c.codes ? 'GG' : `${market} - Da`;
    case 'ng':
      return c.codes ? 'NG' : `${market} - Ne`;
    case 'ug02':
      return c.codes ? '0-2' : under(2.5);
    case 'ug2p':
      return c.codes ? '2+' : over(1.5);
    case 'ug3p':
      return c.codes ? '3+' : over(2.5);
    case 'gg3p':
    case '1ug3p':
      return c.codes ? pickChip(l.bet, c.dec) : pickWords(l.bet, c.lang, c.dec);
    case 'bkover':
    case 'bkunder':
      return pickChip(l.bet, c.dec);
  }
}

function duelCard(l: Leg, c: Ctx): string {
  const home = teamName(l.home, l, c.names);
  const away = teamName(l.away, l, c.names);
  const side = (name: string): string =>
    `<div class="team"><span class="crest" style="background:${crestColour(name)}">${esc(initials(name))}</span><span>${esc(name)}</span></div>`;
  const mid = c.vsTime ? fmtDate(l.kickoff, 'HH:mm') : 'vs';
  const when = c.vsTime ? fmtDate(l.kickoff, 'DD.MM.YYYY.') : kickoff(l, c, true);
  const pick = esc(pickChip(l.bet, c.dec));
  const price = odds(l.odds, c.dec);
  const sel = c.oddsBar
    ? `<div class="bar"><span>${pick}</span><b>${price}</b></div>`
    : `<div class="pick"><span class="tx">${c.words.tip}: <b>${pick}</b></span><span class="obtn${c.filled ? ' fill' : ''}">${price}</span></div>`;
  return `<div class="card">
<div class="hd">${flag(l)}<span class="lg">${leagueText(l, c)}</span><span class="ko">${when}</span></div>
<div class="duel">${side(home)}<div class="vs">${mid}</div>${side(away)}</div>
<div class="mk">${esc(marketName(l.bet, c.lang))}</div>
${sel}</div>`;
}

function selectionCard(l: Leg, c: Ctx): string {
  const match = `${esc(teamName(l.home, l, c.names))} - ${esc(teamName(l.away, l, c.names))}`;
  const when = kickoff(l, c, false);
  const meta = c.oneLine
    ? `<div class="m">${match} · ${when}</div>`
    : `<div class="m">${match}</div><div class="m">${when}</div>`;
  return `<div class="card sel${c.edge ? ' edge' : ''}"><div class="l">
<div class="t">${esc(selectionTitle(l, c))}</div>
${meta}
<div class="cap">${esc(marketName(l.bet, c.lang))}</div></div>
<div class="o">${odds(l.odds, c.dec)}</div></div>`;
}

function listRow(l: Leg, i: number, c: Ctx): string {
  const match = `${esc(teamName(l.home, l, c.names))} – ${esc(teamName(l.away, l, c.names))}`;
  const star = c.stars ? `<span class="star sm${i === 0 ? ' on' : ''}"></span>` : '';
  return `<div class="it">
<div class="nm"><span>${i + 1}. ${match}</span>${star}</div>
<div class="cells"><span>${esc(marketName(l.bet, c.lang))}</span><span>${esc(pickChip(l.bet, c.dec))}</span><span>${odds(l.odds, c.dec)}</span></div>
<div class="dt">${fmtDate(l.kickoff, 'DD.MM.YYYY. HH:mm')} · ${leagueText(l, c)}</div></div>`;
}

type Shape = 'duel' | 'selection' | 'list';

function render(t: Ticket, _width: number, rng: Rng): string {
  const lang = drawLang(rng);
  // The truth is written from `t` after rendering: a ticket of the drawn language replaces the Serbian one here,
  // so the printed and the recorded ticket stay the same.
  if (lang !== t.lang) redrawTicket(t, rng, { ...PROFILE, lang, bookmakers: BOOKMAKERS[lang] });
  const words = WORDS[lang];
  const palette = rng.pick(PALETTES);
  const [accent, onAccent, tint] = rng.pick(ACCENTS);
  const shape = rng.pick<Shape>(['duel', 'selection', 'list']);
  const dec: Dec = rng.chance(lang === 'hr' ? 0.75 : 0.6) ? ',' : '.';
  const sep = dec === ',' ? rng.pick(['.', '']) : rng.chance(0.3) ? ',' : '';
  const next = new Date(Date.UTC(t.printedAt.y, t.printedAt.mo - 1, t.printedAt.d + 1));
  const ctx: Ctx = {
    lang,
    words,
    dec,
    names: { shortPlayers: rng.chance(0.6) },
    printedDay: fmtDate(t.printedAt, 'YYYY-MM-DD'),
    nextDay: next.toISOString().slice(0, 10),
    codes: rng.chance(0.35),
    oddsBar: rng.chance(0.4),
    filled: rng.chance(0.5),
    vsTime: rng.chance(0.5),
    dotLeague: rng.chance(0.5),
    oneLine: rng.chance(0.5),
    edge: rng.chance(0.3),
    stars: rng.chance(0.6),
  };

  const statusBar = rng.chance(0.6);
  const pending = rng.chance(0.35);
  const ticketWord = rng.pick(words.ticket);
  const oddsLabel = rng.pick(words.odds);
  const payLabel = rng.pick(words.payout);
  const unit = rng.pick(UNITS[t.currency]);
  const unitFirst = unit === '€' && rng.chance(0.3);
  const money = (x: number): string => (unitFirst ? `€${num(x, dec, sep)}` : `${num(x, dec, sep)} ${unit}`);
  const summaryTop = rng.chance(0.4);
  const grid = rng.chance(0.5);
  const countLegs = rng.chance(0.5);
  const note = rng.chance(0.3);
  const footer = rng.chance(0.6);

  let legs: string;
  if (shape === 'list')
    legs = `<div class="list">${t.legs.map((l, i) => listRow(l, i, ctx)).join('\n')}</div>`;
  else legs = t.legs.map((l) => (shape === 'duel' ? duelCard(l, ctx) : selectionCard(l, ctx))).join('\n');

  const summary = grid
    ? `<div class="sum grid"><div><span>${oddsLabel}</span><b>${odds(t.totalOdds, dec)}</b></div><div><span>${words.stake}</span><b>${money(t.stake)}</b></div><div class="pay"><span>${payLabel}</span><b>${money(t.payout)}</b></div></div>`
    : `<div class="sum rows">${countLegs ? `<div><span>${words.legs}</span><span>${t.legs.length}</span></div>` : ''}<div><span>${oddsLabel}</span><span>${odds(t.totalOdds, dec)}</span></div><div><span>${words.stake}</span><span>${money(t.stake)}</span></div><div class="pay"><span>${payLabel}</span><span>${money(t.payout)}</span></div></div>`;
  const count = grid && countLegs ? `<div class="cnt">${words.legs}: ${t.legs.length}</div>` : '';

  const [bc, bb] = pending ? ['#f5b301', 'rgba(245,179,1,.14)'] : ['#3ddc84', 'rgba(61,220,132,.14)'];
  const vars =
    Object.entries(palette)
      .map(([k, v]) => `--${k}:${v}`)
      .join(';') +
    `;--ac:${accent};--on:${onAccent};--hl:${tint};--bc:${bc};--bb:${bb};--oc:${rng.chance(0.5) ? accent : palette.fg}`;
  const clock = `${String(t.printedAt.h).padStart(2, '0')}:${String(Math.min(59, t.printedAt.mi + rng.int(1, 9))).padStart(2, '0')}`;
  const sig = [4, 6, 8, 11]
    .map((h, i) => `<i style="height:${h}px${i === 3 ? ';opacity:.35' : ''}"></i>`)
    .join('');
  const body = `<div id="ticket" style="${vars}">
${statusBar ? `<div class="sb"><span>${clock}</span><span class="ic"><span class="sig">${sig}</span><span class="bat"><i style="width:${rng.int(35, 95)}%"></i></span></span></div>` : ''}
<div class="ab"><span class="chev"></span><span class="ttl">${ticketWord} #${esc(t.ticketId)}</span><span class="star${rng.chance(0.4) ? ' on' : ''}"></span><span class="share"><i></i><i></i><i></i><b></b><b></b></span></div>
<div class="st"><span class="bdg${rng.chance(0.5) ? ' pill' : ''}"><span class="d"></span>${pending ? words.pending : words.active}</span><span class="sp">${words.paid} ${fmtDate(t.printedAt, 'DD.MM.YYYY. HH:mm')}</span><span>${esc(t.bookmaker)}</span></div>
${summaryTop ? summary + count : ''}
${note ? `<div class="note"><span class="info"></span><span>${words.note}</span></div>` : ''}
${legs}
${summaryTop ? '' : summary + count}
${footer ? `<div class="btn">${words.share}</div><div class="age">${words.age}</div>` : ''}
</div>`;
  return page(css, body);
}

export const appCardsGraphite: Layout = {
  name: 'app-cards-graphite',
  medium: 'screen',
  width: [360, 420],
  scale: 2,
  profile: PROFILE,
  render,
};
