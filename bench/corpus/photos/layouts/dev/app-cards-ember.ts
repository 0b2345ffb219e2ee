// A dark phone app's placed ticket ("Moj tiket", "Detalji tiketa", hr "Moj listić", bs "Tiket") as Balkan
// bookmakers' apps show it, drawn unlike the other dark app layouts: the summary block first (a status badge, the
// ticket number and time, "Ukupna kvota", "Uplata", "Mogući dobitak"), the legs under a "Parovi (5)" heading and a
// bottom action bar. The pick is written as WORDS on most tickets ("Pobeda domaćina", "Nerešeno", "Više od 2,5",
// "Oba tima daju gol: Da", "Manje 165,5 poena", "1. poluvreme: X", a tennis player's name), as words with the code
// in brackets ("Pobeda domaćina (1)") or as a code; the truth keeps the generator's code. One card shape per
// ticket (its rng):
//   (a) headline: the sport, league and kickoff in small capitals ABOVE one bold light "Home - Away" line, the
//       selection as a big accent-coloured word on its own line with the odds at the right of that line, the
//       market in small grey under it; a status icon (clock, check, cross) in a left column;
//   (b) table: a status icon, the league and the kickoff in a header line, home and away on two rows each after
//       a round initials crest, and a bordered mini table "Tip | Kvota" whose Tip cell holds the selection with
//       the market in small grey under it;
//   (c) ruled: no card boxes, legs divided by thin rules on one panel (or the page): the leg number, "Home -
//       Away" with the time at the right, the league in grey, and a last line "market: selection" with
//       "Kvota 1,85" at the right;
//   (d) stub: a ticket-stub card split by a dashed perforation, the match on the left (small-caps overline, home
//       over away after crests or plain) and on the right a tinted panel with the selection over the big odds.
// Per ticket: the palette (low-contrast graphite #15181d on #0f1114, warm black, ink blue, dark plum), an ember
// accent (orange, red, gold, green, cyan), comma or dot decimals, a status bar, the summary as three columns or a
// big payout with two small cells, the action bar ("Kopiraj" | "Podeli tiket", "Igraj ponovo", or a bottom
// navigation), device pixel ratio 2 or 3 (the page zoomed 1.5× on the ratio-2 renderer). Long names shrink and
// wrap ("Home - Away" breaks after the dash, not inside a name); nothing is cut with an ellipsis.
//
// Language: the profile is Serbian (RSD); `render` re-draws the ticket for a Croatian (EUR, "Tečaj") or Bosnian
// (KM) screen with redrawTicket, and the generator writes the truth from that same ticket object.
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
#ticket{background:var(--bg);color:var(--fg);font:14px/1.32 var(--font)}
.sb{display:flex;align-items:center;justify-content:space-between;padding:6px 18px 2px;font-size:12px;font-weight:700}
.sb .ic{display:flex;align-items:flex-end;gap:5px}
.sig{display:flex;align-items:flex-end;gap:1.5px;height:10px}.sig i{display:block;width:3px;background:var(--fg);border-radius:1px}
.bat{width:21px;height:10px;border:1.5px solid var(--fg);border-radius:3px;padding:1px;position:relative}
.bat:after{content:'';position:absolute;right:-4px;top:2.5px;width:2px;height:3.5px;background:var(--fg)}
.bat i{display:block;height:100%;background:var(--fg);border-radius:1px}
.ab{display:flex;align-items:center;gap:12px;padding:10px 14px 8px}
.back{flex:none;width:10px;height:10px;border-left:2px solid var(--fg);border-bottom:2px solid var(--fg);transform:rotate(45deg);margin-left:4px}
.ab .tt{flex:1;min-width:0}.ab .tt b{display:block;font-size:17px}
.ab .tt span{display:block;font-size:11.5px;color:var(--mute)}
.kb{flex:none;display:flex;flex-direction:column;gap:3px}.kb i{width:4px;height:4px;border-radius:50%;background:var(--mute)}
.sum{margin:4px 10px 0;padding:11px 12px 12px;background:var(--card);border-radius:var(--rad);border:1px solid var(--line)}
.sum .top{display:flex;align-items:center;gap:8px;font-size:11.5px;color:var(--mute)}
.sum .top .id{flex:1;min-width:0;overflow-wrap:anywhere}
.bdg{flex:none;font-size:11px;font-weight:700;padding:3px 9px;border-radius:999px;white-space:nowrap;color:var(--bc);background:var(--bb)}
.bdg i{display:inline-block;width:6px;height:6px;border-radius:50%;background:var(--bc);margin-right:5px;vertical-align:1px}
.cols{display:flex;margin-top:10px}
.cols div{flex:1;min-width:0;padding:0 8px}.cols div:first-child{padding-left:0}
.cols div+div{border-left:1px solid var(--line)}
.cols span{display:block;font-size:11px;color:var(--mute)}
.cols b{display:block;font-size:15px;margin-top:2px;white-space:nowrap}
.cols .pay b{color:var(--ac)}
.big{margin-top:10px}.big span{display:block;font-size:11.5px;color:var(--mute)}
.big b{display:block;font-size:24px;color:var(--ac);margin-top:1px}
.two{display:flex;gap:18px;margin-top:8px;font-size:12.5px;color:var(--mute)}.two b{color:var(--fg);margin-left:4px}
.lh{display:flex;align-items:baseline;gap:8px;margin:14px 14px 2px;font-size:13px;font-weight:700}
.lh span{color:var(--mute);font-weight:400;font-size:12px}
.card{background:var(--card);margin:8px 10px 0;border-radius:var(--rad);padding:10px 12px}
.card.bd{border:1px solid var(--line)}
.nm{font-weight:700;overflow-wrap:anywhere;font-size:var(--nf);color:var(--hi)}
.nm .tn{display:inline-block}
.nm.m{font-size:calc(var(--nf) - 1.5px)}.nm.s{font-size:calc(var(--nf) - 3px)}
.ov{font-size:11.5px;color:var(--mute);font-variant:small-caps;letter-spacing:.5px;overflow-wrap:anywhere}
.ov.uc{text-transform:uppercase;font-variant:normal;font-size:10px;letter-spacing:.7px}
.si{flex:none;width:18px;height:18px;border-radius:50%;position:relative}
.si.clk{border:1.6px solid var(--mute)}
.si.clk:before{content:'';position:absolute;left:6.6px;top:2.5px;width:1.6px;height:5.5px;background:var(--mute)}
.si.clk:after{content:'';position:absolute;left:6.6px;top:6.4px;width:4.5px;height:1.6px;background:var(--mute)}
.si.ok{background:#1f9d55}
.si.ok:after{content:'';position:absolute;left:6px;top:3.5px;width:4px;height:8px;border-right:2px solid #fff;border-bottom:2px solid #fff;transform:rotate(45deg)}
.si.no{background:#d64541}
.si.no:before,.si.no:after{content:'';position:absolute;left:8px;top:4px;width:2px;height:10px;background:#fff;border-radius:1px}
.si.no:before{transform:rotate(45deg)}.si.no:after{transform:rotate(-45deg)}
.hl{display:flex;gap:11px;align-items:flex-start}
.hl .si{margin-top:1px}
.hl .l{flex:1;min-width:0}
.hl .nm{margin-top:3px}
.pk{display:flex;align-items:baseline;gap:10px;margin-top:7px}
.pk .w{flex:1;min-width:0;font-size:17px;font-weight:700;color:var(--ac);overflow-wrap:anywhere}
.pk .o{flex:none;font-size:17px;font-weight:700;white-space:nowrap}
.pk .o.bx{border:1px solid var(--line);background:var(--bg);border-radius:7px;padding:3px 9px;font-size:16px}
.mk{font-size:var(--sf);color:var(--mute);margin-top:2px}
.tb .hd{display:flex;align-items:center;gap:8px;font-size:var(--sf);color:var(--mute)}
.tb .hd .lg{flex:1;min-width:0;overflow-wrap:anywhere}.tb .hd .ko{flex:none;white-space:nowrap}
.tm{display:flex;align-items:center;gap:9px;margin-top:7px}
.tm .nm{flex:1;min-width:0}
.cr{flex:none;width:24px;height:24px;border-radius:50%;display:flex;align-items:center;justify-content:center;font-size:9.5px;font-weight:700;color:#f4f4f4;border:1.5px solid rgba(255,255,255,.14)}
.mt{width:100%;border-collapse:collapse;margin-top:10px;font-size:14px}
.mt th{font-size:10.5px;font-weight:700;color:var(--mute);text-align:left;padding:4px 9px;background:var(--bg);border:1px solid var(--line);letter-spacing:.3px}
.mt td{padding:6px 9px;border:1px solid var(--line);vertical-align:top}
.mt td b{display:block;color:var(--ac)}
.mt td small{display:block;font-size:var(--sf);color:var(--mute);margin-top:1px}
.mt th:last-child,.mt td:last-child{width:76px;text-align:right}
.mt td:last-child{font-weight:700;font-size:15px;white-space:nowrap}
.rl{margin:8px 10px 0;border-radius:var(--rad);background:var(--card);padding:0 12px}
.rl.flat{background:none;padding:0 4px}
.ru{display:flex;gap:10px;padding:10px 0}
.ru+.ru{border-top:1px solid var(--line)}
.ru .no{flex:none;width:16px;font-size:12px;color:var(--mute);padding-top:2px}
.ru .l{flex:1;min-width:0}
.ru .t1{display:flex;align-items:baseline;gap:10px}.ru .t1 .nm{flex:1;min-width:0}
.ru .t1 .ko{flex:none;font-size:var(--sf);color:var(--mute);white-space:nowrap}
.ru .lg{font-size:var(--sf);color:var(--mute);margin-top:1px}
.ru .t3{display:flex;align-items:baseline;gap:10px;margin-top:6px;font-size:13px}
.ru .t3 .b{flex:1;min-width:0;color:var(--mute);overflow-wrap:anywhere}.ru .t3 .b b{color:var(--ac)}
.ru .t3 .k{flex:none;white-space:nowrap;color:var(--mute);font-size:12px}.ru .t3 .k b{color:var(--fg);font-size:15px;margin-left:4px}
.stub{display:flex;padding:0;overflow:hidden}
.stub .l{flex:1;min-width:0;padding:10px 12px}
.stub .tm{margin-top:5px}
.stub .r{flex:none;width:var(--rw);display:flex;flex-direction:column;justify-content:center;align-items:center;text-align:center;gap:4px;padding:10px 8px;background:var(--tint);border-left:2px dashed var(--line)}
.stub .r span{font-size:15px;font-weight:700;color:var(--ac);overflow-wrap:break-word}
.stub .r span.m{font-size:13.5px}.stub .r span.s{font-size:12px;line-height:1.25}
.stub .r b{font-size:20px;white-space:nowrap}
.stub .r small{font-size:10px;color:var(--mute);text-transform:uppercase;letter-spacing:.5px}
.stub .mk{margin-top:6px}
.act{display:flex;gap:10px;margin-top:14px;padding:10px 12px 14px;background:var(--bar);border-top:1px solid var(--line)}
.act div{flex:1;display:flex;align-items:center;justify-content:center;gap:8px;border-radius:10px;padding:11px 0;font-size:14px;font-weight:700;border:1px solid var(--line)}
.act div.f{background:var(--ac);border-color:var(--ac);color:var(--on)}
.icp{position:relative;width:12px;height:14px;flex:none;border:1.6px solid currentColor;border-radius:2px}
.icp:after{content:'';position:absolute;left:2px;top:-5px;width:8px;height:10px;border-top:1.6px solid currentColor;border-right:1.6px solid currentColor;border-radius:0 2px 0 0}
.ish{position:relative;width:14px;height:14px;flex:none}
.ish i{position:absolute;width:5px;height:5px;border-radius:50%;background:currentColor}
.ish i:nth-child(1){right:0;top:0}.ish i:nth-child(2){left:0;top:4.5px}.ish i:nth-child(3){right:0;bottom:0}
.nav{display:flex;margin-top:14px;padding:8px 0 12px;background:var(--bar);border-top:1px solid var(--line)}
.nav div{flex:1;text-align:center;font-size:10.5px;color:var(--mute)}
.nav div i{display:block;width:20px;height:20px;margin:0 auto 3px;border:2px solid var(--mute);border-radius:6px}
.nav div.on{color:var(--ac)}.nav div.on i{border-color:var(--ac);background:var(--tint)}
.age{margin:12px 14px 0;font-size:10.5px;color:var(--mute);text-align:center}
.pad{height:14px}
`;

interface Palette {
  bg: string;
  card: string;
  bar: string;
  fg: string;
  /** Team names: a light colour a shade brighter or warmer than the body text. */
  hi: string;
  mute: string;
  line: string;
}

const PALETTES: readonly Palette[] = [
  {
    bg: '#0f1114',
    card: '#15181d',
    bar: '#191c22',
    fg: '#e4e6ea',
    hi: '#f5f6f8',
    mute: '#7d828a',
    line: '#23272e',
  }, // graphite
  {
    bg: '#110d0b',
    card: '#1b1512',
    bar: '#211a16',
    fg: '#efe6df',
    hi: '#fff6ee',
    mute: '#8f8177',
    line: '#2e241f',
  }, // warm black
  {
    bg: '#0b0f19',
    card: '#121827',
    bar: '#161d2e',
    fg: '#e3e8f2',
    hi: '#f4f7fd',
    mute: '#7c879b',
    line: '#202a3d',
  }, // ink blue
  {
    bg: '#120d16',
    card: '#1b1421',
    bar: '#211828',
    fg: '#ece4f1',
    hi: '#faf4ff',
    mute: '#8a7e93',
    line: '#2c2233',
  }, // dark plum
  {
    bg: '#000000',
    card: '#111214',
    bar: '#151619',
    fg: '#e8e8ea',
    hi: '#ffffff',
    mute: '#7d828a',
    line: '#222428',
  }, // OLED
];

/** Accent, the text on a fill of it, and a faint tint of it. */
const ACCENTS: ReadonlyArray<readonly [string, string, string]> = [
  ['#ff7a1a', '#1a0b00', 'rgba(255,122,26,.12)'], // ember orange
  ['#ff4d4d', '#ffffff', 'rgba(255,77,77,.12)'], // red
  ['#f2c94c', '#1a1400', 'rgba(242,201,76,.11)'], // gold
  ['#2ecc71', '#03140a', 'rgba(46,204,113,.11)'], // green
  ['#3fd0e0', '#031619', 'rgba(63,208,224,.11)'], // cyan
];

const FONTS: readonly string[] = [
  "'Liberation Sans',Arial,sans-serif",
  "Roboto,'Helvetica Neue',Arial,sans-serif",
  "'DejaVu Sans',Verdana,sans-serif",
];

interface Words {
  titles: readonly string[];
  ticket: string;
  sports: Record<Sport, string>;
  active: readonly string[];
  legsHead: readonly string[];
  legs: string;
  odds: readonly string[];
  stake: readonly string[];
  payout: readonly string[];
  tip: string;
  price: string;
  paid: string;
  copy: string;
  share: string;
  again: string;
  nav: readonly string[];
  age: string;
}

const WORDS: Record<Lang, Words> = {
  sr: {
    titles: ['Moj tiket', 'Detalji tiketa'],
    ticket: 'Tiket',
    sports: { football: 'Fudbal', basketball: 'Košarka', tennis: 'Tenis' },
    active: ['Aktivan', 'U igri', 'Na čekanju'],
    legsHead: ['Parovi', 'Događaji', 'Utakmice'],
    legs: 'Broj parova',
    odds: ['Ukupna kvota', 'Kvota'],
    stake: ['Uplata', 'Ulog'],
    payout: ['Mogući dobitak', 'Dobitak'],
    tip: 'Tip',
    price: 'Kvota',
    paid: 'Uplaćen',
    copy: 'Kopiraj',
    share: 'Podeli tiket',
    again: 'Igraj ponovo',
    nav: ['Početna', 'Uživo', 'Tiketi', 'Profil'],
    age: '18+ Igre na sreću nisu za maloletne.',
  },
  hr: {
    titles: ['Moj listić', 'Detalji listića'],
    ticket: 'Listić',
    sports: { football: 'Nogomet', basketball: 'Košarka', tennis: 'Tenis' },
    active: ['Aktivan', 'U igri', 'Na čekanju'],
    legsHead: ['Parovi', 'Događaji', 'Oklade'],
    legs: 'Broj parova',
    odds: ['Ukupni tečaj', 'Tečaj'],
    stake: ['Uplata', 'Ulog'],
    payout: ['Moguća isplata', 'Isplata'],
    tip: 'Tip',
    price: 'Tečaj',
    paid: 'Uplaćen',
    copy: 'Kopiraj',
    share: 'Podijeli listić',
    again: 'Igraj ponovno',
    nav: ['Početna', 'Uživo', 'Listići', 'Profil'],
    age: '18+ Igre na sreću nisu za maloljetne.',
  },
  bs: {
    titles: ['Tiket', 'Moj tiket', 'Detalji tiketa'],
    ticket: 'Tiket',
    sports: { football: 'Fudbal', basketball: 'Košarka', tennis: 'Tenis' },
    active: ['Aktivan', 'U igri', 'Na čekanju'],
    legsHead: ['Parovi', 'Događaji', 'Utakmice'],
    legs: 'Broj parova',
    odds: ['Ukupna kvota', 'Kvota'],
    stake: ['Uplata', 'Ulog'],
    payout: ['Mogući dobitak', 'Isplata'],
    tip: 'Tip',
    price: 'Kvota',
    paid: 'Uplaćen',
    copy: 'Kopiraj',
    share: 'Podijeli tiket',
    again: 'Igraj ponovo',
    nav: ['Početna', 'Uživo', 'Tiketi', 'Profil'],
    age: '18+ Igre na sreću nisu za maloljetne.',
  },
};

const UNITS: Record<Currency, readonly string[]> = {
  RSD: ['RSD', 'din'],
  EUR: ['€', 'EUR'],
  BAM: ['KM', 'BAM'],
};
const BOOKMAKERS: Record<Lang, readonly string[]> = {
  sr: ['Žar Bet', 'Kvota Plus'],
  hr: ['Žar Bet', 'Iskra Kladionica'],
  bs: ['Žar Bet', 'Vatra Tip'],
};

const PROFILE: TicketProfile = {
  lang: 'sr',
  currency: 'RSD',
  fee: false,
  sports: sportMix(6, 3, 2),
  legs: [1, 8],
  bookmakers: BOOKMAKERS.sr,
  ticketId: (rng) =>
    rng.chance(0.5) ? `${rng.int(100, 999)}${rng.int(100000, 999999)}` : `E-${rng.int(1000000, 9999999)}`,
};

type Shape = 'headline' | 'table' | 'ruled' | 'stub';
/** The pick in words ("Pobeda domaćina"), words with the code after them ("Pobeda domaćina (1)"), or a code. */
type PickForm = 'words' | 'both' | 'code';
/** Per-leg status icons: all still to play, the first legs already won, or one lost leg on a lost ticket. */
type Status = 'open' | 'won' | 'lost';

interface Ctx {
  lang: Lang;
  words: Words;
  dec: Dec;
  names: NameStyle;
  pick: PickForm;
  ki: boolean;
  /** Overlines in small capitals or in tiny upper case. */
  upper: boolean;
  icons: boolean;
  /** (a) odds in a small box; (b)/(d) initials crests; (c) cards of one panel or on the page. */
  box: boolean;
  crests: boolean;
  /** Short selections ("Da", "X") over the market name on the cards that print it under them. */
  short: boolean;
  /** Base size of the names and of the secondary text in px. */
  nameSize: number;
}

/** A size class for a name so long ones shrink before they wrap, and never need an ellipsis. */
function nameClass(shown: string, roomChars: number): string {
  if (shown.length > roomChars + 6) return 'nm s';
  if (shown.length > roomChars) return 'nm m';
  return 'nm';
}

const shown = (n: string, l: Leg, c: Ctx): string => teamName(n, l, c.names);

/** "Home - Away" on one line; a break may fall after the dash, never inside a name. */
function matchLine(l: Leg, c: Ctx, room: number): string {
  const home = shown(l.home, l, c);
  const away = shown(l.away, l, c);
  return `<div class="${nameClass(`${home} - ${away}`, room)}"><span class="tn">${esc(home)}</span> - <span class="tn">${esc(away)}</span></div>`;
}

const day = (l: Leg, c: Ctx): string => {
  const d = fmtDate(l.kickoff, 'ddd', c.lang);
  return d[0].toLocaleUpperCase('hr') + d.slice(1);
};
const kickoff = (l: Leg, c: Ctx): string => `${day(l, c)} ${fmtDate(l.kickoff, 'DD.MM. HH:mm')}`;
/** "Srbija · Super liga" from "Srbija - Super liga". */
const league = (l: Leg): string => esc(l.league.split(' - ').join(' · '));

/** The selection in words, as the apps print a placed pick. */
/** The selection in words, as the apps print a placed pick; `short` where the market is printed right beside it
 * ("Da", "X", "Više 165,5" after "Oba tima daju gol:", "Prvo poluvreme:", "Ukupno poena:"). */
function pickPhrase(b: Bet, l: Leg, c: Ctx, short: boolean): string {
  const sr = c.lang === 'sr';
  const tie = sr ? 'nerešeno' : 'neriješeno';
  const half = sr ? 'poluvreme' : 'poluvrijeme';
  const win = sr ? 'Pobeda' : 'Pobjeda';
  const g = (x: number): string => num(x, c.dec, '', 1);
  switch (b.key) {
    case 'ki1':
    case 'bk1':
      return `${win} domaćina`;
    case 'kix':
      return tie[0].toUpperCase() + tie.slice(1);
    case 'ki2':
    case 'bk2':
      return `${win} gosta`;
    case 't1':
      return shown(l.home, l, c);
    case 't2':
      return shown(l.away, l, c);
    case 'ds1x':
      return `Domaćin ili ${tie}`;
    case 'dsx2':
      return `${tie[0].toUpperCase() + tie.slice(1)} ili gost`;
    case 'ds12':
      return 'Domaćin ili gost';
    case 'gg':
      return short ? 'Da' : `${marketName(b, c.lang)}: Da`;
    case 'ng':
      return short ? 'Ne' : `${marketName(b, c.lang)}: Ne`;
    case 'ug02':
      return `Manje od ${g(2.5)}`;
    case 'ug2p':
      return `Više od ${g(1.5)}`;
    case 'ug3p':
      return `Više od ${g(2.5)}`;
    case 'p1_1':
      return short ? '1' : `1. ${half}: 1`;
    case 'p1_x':
      return short ? 'X' : `1. ${half}: X`;
    case 'p2_2':
      return short ? '2' : `2. ${half}: 2`;
    case 'gg3p':
      return c.lang === 'hr' ? 'Oba tima zabijaju i 3+ golova' : 'GG i 3+ golova';
    case '1ug3p':
      return sr ? 'Pobeda domaćina i 3+ golova' : 'Pobjeda domaćina i 3+ golova';
    case 'bkover':
      return `Više ${line(b.line ?? 0, c.dec)}${short ? '' : ' poena'}`;
    case 'bkunder':
      return `Manje ${line(b.line ?? 0, c.dec)}${short ? '' : ' poena'}`;
  }
}

/** The pick as this ticket words it; `beside` when the market is printed right next to it. Football words may
 * carry the code in brackets ("Pobeda domaćina (1)"); a tennis name or a points line stays bare. */
function pickText(l: Leg, c: Ctx, beside = false): string {
  const code = pickCode(l.bet, c.dec, { ki: c.ki });
  if (c.pick === 'code') return code;
  const words = pickPhrase(l.bet, l, c, beside || c.short);
  const coded = c.pick === 'both' && l.sport === 'football' && code !== words;
  // A line stays with its number when the words wrap ("Više od 2,5" never leaves "2,5" alone on a line).
  return (coded ? `${words} (${code})` : words).replace(/ (?=\d)/g, '\u00a0');
}

/** Two letters for a crest circle. */
function initials(name: string): string {
  const words = name.split(/[\s\-.]+/).filter((w) => /^\p{L}/u.test(w) && !/^(FK|NK|KK|FC|HNK|AC)$/.test(w));
  const s = words.length > 1 ? words[0][0] + words[1][0] : (words[0] ?? '?').slice(0, 2);
  return s.toLocaleUpperCase('hr');
}

function hue(name: string): number {
  let h = 7;
  for (const ch of name) h = (h * 37 + ch.charCodeAt(0)) % 360;
  return h;
}

const crest = (n: string): string =>
  `<span class="cr" style="background:hsl(${hue(n)},38%,30%)">${esc(initials(n))}</span>`;

const icon = (s: string): string => `<span class="si ${s}"></span>`;

function overline(l: Leg, c: Ctx, withSport: boolean): string {
  const parts = [withSport ? c.words.sports[l.sport] : '', league(l), kickoff(l, c)].filter(Boolean);
  return `<div class="ov${c.upper ? ' uc' : ''}">${parts.join(' · ')}</div>`;
}

function headlineCard(l: Leg, st: string, c: Ctx): string {
  return `<div class="card hl">${c.icons ? icon(st) : ''}<div class="l">
${overline(l, c, true)}
${matchLine(l, c, 26)}
<div class="pk"><span class="w">${esc(pickText(l, c))}</span><span class="o${c.box ? ' bx' : ''}">${odds(l.odds, c.dec)}</span></div>
<div class="mk">${esc(marketName(l.bet, c.lang))}</div></div></div>`;
}

function tableCard(l: Leg, st: string, c: Ctx): string {
  const team = (n: string): string =>
    `<div class="tm">${crest(n)}<div class="${nameClass(shown(n, l, c), 22)}">${esc(shown(n, l, c))}</div></div>`;
  return `<div class="card tb bd">
<div class="hd">${c.icons ? icon(st) : ''}<span class="lg">${league(l)}</span><span class="ko">${kickoff(l, c)}</span></div>
${team(l.home)}${team(l.away)}
<table class="mt"><tr><th>${c.words.tip}</th><th>${c.words.price}</th></tr>
<tr><td><b>${esc(pickText(l, c))}</b><small>${esc(marketName(l.bet, c.lang))}</small></td><td>${odds(l.odds, c.dec)}</td></tr></table></div>`;
}

function ruledRow(l: Leg, i: number, st: string, c: Ctx): string {
  const lead = c.icons ? icon(st) : `<span class="no">${i + 1}.</span>`;
  return `<div class="ru">${lead}<div class="l">
<div class="t1">${matchLine(l, c, 24)}<span class="ko">${fmtDate(l.kickoff, 'HH:mm')}</span></div>
<div class="lg">${fmtDate(l.kickoff, 'DD.MM.')} · ${league(l)}</div>
<div class="t3"><span class="b">${esc(marketName(l.bet, c.lang))}: <b>${esc(pickText(l, c, true))}</b></span><span class="k">${c.words.price}<b>${odds(l.odds, c.dec)}</b></span></div>
</div></div>`;
}

function stubCard(l: Leg, c: Ctx): string {
  const team = (n: string): string => {
    const s = shown(n, l, c);
    return `<div class="tm">${c.crests ? crest(n) : ''}<div class="${nameClass(s, 16)}">${esc(s)}</div></div>`;
  };
  // The narrow panel names a player as "Krunić A." and sets long selections smaller, so no word is split.
  const pick = pickText(l, { ...c, names: { ...c.names, shortPlayers: true } }, true);
  const size = pick.length > 22 ? 's' : pick.length > 11 ? 'm' : '';
  return `<div class="card stub bd"><div class="l">
${overline(l, c, false)}
${team(l.home)}${team(l.away)}
<div class="mk">${esc(marketName(l.bet, c.lang))}</div></div>
<div class="r"><small>${c.words.tip}</small><span class="${size}">${esc(pick)}</span><b>${odds(l.odds, c.dec)}</b></div></div>`;
}

function statusBar(t: Ticket, rng: Rng): string {
  const clock = `${String(t.printedAt.h).padStart(2, '0')}:${String(Math.min(59, t.printedAt.mi + rng.int(1, 9))).padStart(2, '0')}`;
  const sig = [3, 5, 7, 10]
    .map((h, i) => `<i style="height:${h}px${i === 3 && rng.chance(0.5) ? ';opacity:.35' : ''}"></i>`)
    .join('');
  return `<div class="sb"><span>${clock}</span><span class="ic"><span class="sig">${sig}</span><span class="bat"><i style="width:${rng.int(20, 95)}%"></i></span></span></div>`;
}

/** Per-leg icon classes for the ticket's status. */
function legStatuses(n: number, status: Status, rng: Rng): string[] {
  if (status === 'open' || n === 1) return Array.from({ length: n }, () => 'clk');
  const done = rng.int(1, Math.max(1, n - 1));
  const lostAt = status === 'lost' ? rng.int(0, done - 1) : -1;
  return Array.from({ length: n }, (_, i) => (i === lostAt ? 'no' : i < done ? 'ok' : 'clk'));
}

function render(t: Ticket, width: number, rng: Rng): string {
  const lang = drawLang(rng);
  // The truth is written from `t` after rendering: a ticket of the drawn language replaces the Serbian one here.
  if (lang !== t.lang) redrawTicket(t, rng, { ...PROFILE, lang, bookmakers: BOOKMAKERS[lang] });
  const words = WORDS[lang];
  const palette = rng.pick(PALETTES);
  const [accent, onAccent, tint] = rng.pick(ACCENTS);
  const shape = rng.pick<Shape>(['headline', 'table', 'ruled', 'stub']);
  const dec: Dec = rng.chance(lang === 'hr' ? 0.8 : 0.6) ? ',' : '.';
  const sep = dec === ',' ? rng.pick(['.', '']) : rng.chance(0.3) ? ',' : '';
  const dpr3 = rng.chance(0.4);
  const ctx: Ctx = {
    lang,
    words,
    dec,
    names: { shortPlayers: rng.chance(0.5) },
    pick: rng.weighted<PickForm>([
      ['words', 6],
      ['both', 2],
      ['code', 2],
    ]),
    ki: rng.chance(0.4),
    upper: rng.chance(0.4),
    icons: shape === 'headline' || rng.chance(0.5),
    box: rng.chance(0.4),
    crests: rng.chance(0.6),
    short: rng.chance(0.4),
    nameSize: width < 385 ? 14.5 : 15.5,
  };
  const status = rng.weighted<Status>([
    ['open', 7],
    ['won', 2],
    ['lost', 1],
  ]);
  const icons = legStatuses(t.legs.length, status, rng);

  const unit = rng.pick(UNITS[t.currency]);
  const unitFirst = unit === '€' && rng.chance(0.3);
  const money = (x: number): string => (unitFirst ? `€${num(x, dec, sep)}` : `${num(x, dec, sep)} ${unit}`);
  const oddsLabel = rng.pick(words.odds);
  const stakeLabel = rng.pick(words.stake);
  const payLabel = rng.pick(words.payout);
  const bigPayout = rng.chance(0.4);
  const sumBottom = rng.chance(0.2);
  const showStatus = rng.chance(0.65);
  const statusHtml = statusBar(t, rng);
  const title = rng.pick(words.titles);
  const kebab = rng.chance(0.5);
  const legsHead = rng.pick(words.legsHead);
  const bottom = rng.pick(['copyShare', 'again', 'nav', 'none'] as const);
  const age = rng.chance(0.35);
  const radius = rng.pick([6, 10, 14]);
  const font = rng.pick(FONTS);
  const flat = rng.chance(0.4);
  const secondary = rng.pick([11, 11.5, 12]);

  let legs: string;
  if (shape === 'headline') legs = t.legs.map((l, i) => headlineCard(l, icons[i], ctx)).join('\n');
  else if (shape === 'table') legs = t.legs.map((l, i) => tableCard(l, icons[i], ctx)).join('\n');
  else if (shape === 'stub') legs = t.legs.map((l) => stubCard(l, ctx)).join('\n');
  else
    legs = `<div class="rl${flat ? ' flat' : ''}">${t.legs.map((l, i) => ruledRow(l, i, icons[i], ctx)).join('\n')}</div>`;

  const badge =
    status === 'lost'
      ? ['Gubitan', '#ff6b6b', 'rgba(214,69,65,.18)']
      : [rng.pick(words.active), accent, tint];
  const id = esc(t.ticketId);
  const head = `<div class="top"><span class="id">${words.ticket} #${id} · ${fmtDate(t.printedAt, 'DD.MM.YYYY. HH:mm')}</span><span class="bdg" style="--bc:${badge[1]};--bb:${badge[2]}"><i></i>${badge[0]}</span></div>`;
  const summary = bigPayout
    ? `<div class="sum">${head}<div class="big"><span>${payLabel}</span><b>${money(t.payout)}</b></div>
<div class="two"><span>${oddsLabel}<b>${odds(t.totalOdds, dec)}</b></span><span>${stakeLabel}<b>${money(t.stake)}</b></span></div></div>`
    : `<div class="sum">${head}<div class="cols"><div><span>${oddsLabel}</span><b>${odds(t.totalOdds, dec)}</b></div><div><span>${stakeLabel}</span><b>${money(t.stake)}</b></div><div class="pay"><span>${payLabel}</span><b>${money(t.payout)}</b></div></div></div>`;

  let bar = '';
  if (bottom === 'copyShare')
    bar = `<div class="act"><div><span class="icp"></span>${words.copy}</div><div class="f"><span class="ish"><i></i><i></i><i></i></span>${words.share}</div></div>`;
  else if (bottom === 'again') bar = `<div class="act"><div class="f">${words.again}</div></div>`;
  else if (bottom === 'nav')
    bar = `<div class="nav">${words.nav.map((n, i) => `<div${i === 2 ? ' class="on"' : ''}><i></i>${n}</div>`).join('')}</div>`;

  const vars = [
    ...Object.entries(palette).map(([k, v]) => `--${k}:${v}`),
    `--ac:${accent}`,
    `--on:${onAccent}`,
    `--tint:${tint}`,
    `--font:${font}`,
    `--rad:${radius}px`,
    `--nf:${ctx.nameSize}px`,
    `--sf:${secondary}px`,
    `--rw:${width < 385 ? 96 : 108}px`,
    `width:${width}px`,
    dpr3 ? 'zoom:1.5' : '',
  ]
    .filter(Boolean)
    .join(';');
  const body = `<div id="ticket" style="${vars}">
${showStatus ? statusHtml : ''}
<div class="ab"><span class="back"></span><span class="tt"><b>${title}</b><span>${esc(t.bookmaker)} · ${words.paid} ${fmtDate(t.printedAt, 'DD.MM. HH:mm')}</span></span>${kebab ? '<span class="kb"><i></i><i></i><i></i></span>' : ''}</div>
${sumBottom ? '' : summary}
<div class="lh">${legsHead}<span>(${t.legs.length})</span></div>
${legs}
${sumBottom ? `<div class="lh">${words.legs}: ${t.legs.length}</div>${summary}` : ''}
${age ? `<div class="age">${words.age}</div>` : ''}
${bar || '<div class="pad"></div>'}
</div>`;
  return page(css, body);
}

export const appCardsEmber: Layout = {
  name: 'app-cards-ember',
  medium: 'screen',
  width: [360, 430],
  scale: 2,
  profile: PROFILE,
  render,
};
