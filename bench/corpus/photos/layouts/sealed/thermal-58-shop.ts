// A 58 mm betting-shop thermal printout (about 32 characters a line) from a Serbian or Bosnian shop terminal.
// A shop header (the bookmaker's name in large type, inverted or boxed or plain, the shop "Uplatno mesto 112" /
// "Poslovnica br. 27", a street address with the town, sometimes a PIB / ID number), the ticket code, the date and
// time (on one line or as "Datum:" and "Vreme:"/"Vrijeme:"), sometimes the ticket kind, then every leg on two or
// three lines: the match code and the kickoff ("4512  sub 07.12. 20:45", "Šifra: 4512 …", "[4512] …", with or
// without a leg number), "Home - Away" which wraps when long, and the market/pick with the odds on the right
// ("KI 1 … 1,85", "Tip: 1   Kvota: 1,85", "Konačan ishod: 1 … 1.85", "Ukupno golova 3+ … @1.85"); some tickets
// add a league line ("Fudbal / Engleska - Premijer liga") above each leg. Then the totals: number of pairs, total
// odds, stake, the 5 % "Manipulativni troškovi" (on most tickets) and the stake left to play, the payout in
// larger type, a barcode with its digits and/or a QR-like square with a control code, and a footer line.
// Each ticket varies (its rng): language sr or bs (RSD/"din" or KM, ekavian or ijekavian words; the ticket is
// re-drawn for it so the truth is what is printed); the font (DejaVu Sans Mono, Liberation Mono, DejaVu Sans
// condensed, Liberation Sans Narrow) and size; mixed case with diacritics, capitals with or without them, or
// mixed case without them; faded or dark ink; dot or comma decimals; the code line, league line, pick line and
// leg separator styles; the total labels; the header and barcode blocks. The truth keeps the full names.
import type { Rng } from '../../../rng';
import {
  ascii,
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
import {
  makeTicket,
  type Currency,
  type Leg,
  type Moment,
  type Ticket,
  type TicketProfile,
} from '../../ticket';
import { barcode, qr, sportMix } from '../parts';
import { page, ticketIds, type Layout } from '../types';

type ShopLang = 'sr' | 'bs';

interface Words {
  currency: Currency;
  money: string[];
  shop: string[];
  addresses: string[];
  idLabel: string;
  ticket: string[];
  date: string;
  time: string;
  kind: (n: number) => string;
  code: string;
  sports: Record<Leg['sport'], string>;
  pick: string;
  odds: string;
  legs: string;
  total: string[];
  stake: string;
  fee: string[];
  afterFee: string[];
  payout: string[];
  control: string;
  footer: string[];
  bookmakers: string[];
}

const WORDS: Record<ShopLang, Words> = {
  sr: {
    currency: 'RSD',
    money: ['RSD', 'din', ''],
    shop: ['Uplatno mesto', 'Poslovnica br.', 'Objekat'],
    addresses: [
      'Bulevar oslobođenja 102, Novi Sad',
      'Kneza Miloša 77, Beograd',
      'Vojvode Stepe 211, Beograd',
      'Obrenovićeva 14, Niš',
      'Kralja Petra I 9, Kragujevac',
      'Glavna 41, Zemun',
      'Karađorđeva 3, Čačak',
    ],
    idLabel: 'PIB',
    ticket: ['Tiket:', 'Broj tiketa:', 'Kod tiketa:', 'TIKET BR.'],
    date: 'Datum',
    time: 'Vreme',
    kind: (n) => (n === 1 ? 'Vrsta: Singl' : `Vrsta: Obična kombinacija`),
    code: 'Šifra',
    sports: { football: 'Fudbal', basketball: 'Košarka', tennis: 'Tenis' },
    pick: 'Tip',
    odds: 'Kvota',
    legs: 'Broj parova',
    total: ['Ukupna kvota', 'Kvota'],
    stake: 'Uplata',
    fee: ['Manipulativni troškovi', 'Man. troškovi', 'Manip. troškovi'],
    afterFee: ['Uplata za igru', 'Ulog za igru'],
    payout: ['Moguća isplata', 'Mogući dobitak'],
    control: 'Kontrolni broj',
    footer: [
      'Srećno!',
      'Tiket važi 30 dana od završetka poslednjeg događaja.',
      'Zabranjeno učešće maloletnim licima. Srećno!',
    ],
    bookmakers: ['Kladnica Centar', 'Tip Tačka', 'Kvota 58'],
  },
  bs: {
    currency: 'BAM',
    money: ['KM', 'KM', ''],
    shop: ['Uplatno mjesto', 'Poslovnica br.', 'Objekat'],
    addresses: [
      'Ferhadija 9, Sarajevo',
      'Maršala Tita 22, Sarajevo',
      'Titova 33, Tuzla',
      'Kralja Tvrtka 5, Zenica',
      'Bulevar Meše Selimovića 78, Sarajevo',
      'Kralja Petra I Karađorđevića 40, Banja Luka',
      'Maršala Tita 12, Mostar',
    ],
    idLabel: 'ID broj',
    ticket: ['Tiket:', 'Broj tiketa:', 'Kod tiketa:', 'TIKET BR.'],
    date: 'Datum',
    time: 'Vrijeme',
    kind: (n) => (n === 1 ? 'Vrsta: Singl' : `Vrsta: Kombinacija`),
    code: 'Šifra',
    sports: { football: 'Fudbal', basketball: 'Košarka', tennis: 'Tenis' },
    pick: 'Tip',
    odds: 'Kvota',
    legs: 'Broj parova',
    total: ['Ukupna kvota', 'Kvota'],
    stake: 'Uplata',
    fee: ['Manipulativni troškovi', 'Man. troškovi', 'Manip. troškovi'],
    afterFee: ['Uplata za igru', 'Ulog'],
    payout: ['Moguća isplata', 'Mogući dobitak'],
    control: 'Kontrolni broj',
    footer: [
      'Sretno!',
      'Tiket vrijedi 30 dana od završetka posljednjeg događaja.',
      'Zabranjeno učešće maloljetnim licima. Sretno!',
    ],
    bookmakers: ['Bosna Tip', 'Kvota Most', 'Sretna Šifra'],
  },
};

/** Shop codes: a date-stamped number, the dashed terminal number or a plain long one. */
function shopTicketId(rng: Rng, at: Moment): string {
  const style = rng.int(0, 2);
  if (style === 0) return `${fmtDate(at, 'YYMMDD')}-${rng.int(10, 99)}-${rng.int(100000, 999999)}`;
  return style === 1 ? ticketIds.dashed(rng) : ticketIds.long(rng);
}

/** The layout's own profile: what the generator draws before `render` picks the shop's language and fee. */
const PROFILE: TicketProfile = {
  lang: 'sr',
  currency: 'RSD',
  fee: true,
  sports: sportMix(8, 2, 1),
  legs: [1, 10],
  bookmakers: WORDS.sr.bookmakers,
  ticketId: shopTicketId,
};

const FONTS = [
  `'DejaVu Sans Mono',monospace`,
  `'Liberation Mono',monospace`,
  `'DejaVu Sans',sans-serif;font-stretch:condensed`,
  `'Liberation Sans Narrow','DejaVu Sans',sans-serif`,
] as const;

const css = `
#ticket{width:100%;background:#fbfaf5;color:var(--ink);padding:16px 9px 24px;font-size:var(--fs);line-height:1.3}
.c{text-align:center}.b{font-weight:bold}
.logo{font-size:1.55em;font-weight:bold;text-align:center;letter-spacing:1px;margin-bottom:3px}
.logo.inv{background:var(--ink);color:#fbfaf5;padding:4px 0}.logo.box{border:2px solid var(--ink);padding:3px 0}
.hr{border-top:1px dashed var(--ink);margin:5px 0}.eq{border-top:2px solid var(--ink);margin:6px 0}
.r{display:flex;justify-content:space-between;gap:8px}.r>span:last-child{text-align:right;white-space:nowrap}
.leg{margin:4px 0}.leg.dash{border-bottom:1px dashed var(--ink);padding-bottom:4px}.leg.gap{margin-bottom:9px}
.lg{font-size:.92em}.m{font-weight:var(--mw)}
.p{display:flex;justify-content:space-between;align-items:flex-end;gap:10px}.p .o{font-weight:bold;white-space:nowrap}
.sum .r{margin:1px 0}.pay{font-size:1.3em;font-weight:bold;margin-top:3px}
.bc{display:flex;flex-direction:column;align-items:center;margin:7px 0 3px}.dig{letter-spacing:2px;font-size:.9em}
`;

type Case = 'mixed' | 'caps' | 'caps-ascii' | 'mixed-ascii';

function render(t: Ticket, width: number, rng: Rng): string {
  const lang: ShopLang = rng.chance(0.6) ? 'sr' : 'bs';
  const w = WORDS[lang];
  const fee = rng.chance(0.8);
  // The truth is written from `t` after rendering: a ticket of the shop's language (leagues, currency, stakes and
  // fee) replaces the drawn one here, so what is printed and what is recorded stay the same ticket.
  if (lang !== t.lang || fee !== t.feePct > 0)
    Object.assign(
      t,
      makeTicket(rng, { ...PROFILE, lang, currency: w.currency, fee, bookmakers: w.bookmakers }),
    );

  const font = rng.pick(FONTS);
  const ink = rng.pick(['#161616', '#222222', '#3b3b3b']);
  // Sizes keep about 32 characters a line, as the 58 mm printers print them; the narrow faces need more.
  const fs = font.includes('Mono')
    ? rng.pick([12.5, 13, 13.5])
    : font.includes('Narrow')
      ? rng.pick([14.5, 15])
      : rng.pick([13.5, 14]);
  const caseStyle = rng.weighted<Case>([
    ['mixed', 4],
    ['caps', 2],
    ['caps-ascii', 3],
    ['mixed-ascii', 1],
  ]);
  const caps = caseStyle.startsWith('caps');
  const noDia = caseStyle.endsWith('ascii');
  const tx = (s: string): string => {
    const a = noDia ? ascii(s) : s;
    return esc(caps ? a.toLocaleUpperCase('hr') : a);
  };
  const dec: Dec = rng.chance(0.5) ? ',' : '.';
  const group = dec === ',' ? rng.pick(['.', '']) : '';
  const cur = rng.pick(w.money);
  const money = (x: number): string => `${num(x, dec, group)}${cur ? ` ${cur}` : ''}`;

  const codeStyle = rng.pick(['plain', 'label', 'bracket'] as const);
  const numbered = rng.chance(0.35);
  const kickFmt = rng.pick(['DD.MM. HH:mm', 'ddd DD.MM. HH:mm', 'DD.MM.YY HH:mm', 'DD.MM HH:mm']);
  const league = rng.chance(0.45) ? rng.pick(['plain', 'sport'] as const) : 'none';
  const pickStyle = rng.weighted([
    ['code', 4],
    ['labelled', 3],
    ['words', 3],
    ['market', 2],
  ] as const);
  const ki = rng.chance(0.5);
  const at = pickStyle === 'code' && rng.chance(0.35) ? '@' : '';
  const sep = rng.pick([' - ', ' - ', ' – ', '  -  ']);
  const legSep = rng.pick(['dash', 'gap', 'none'] as const);
  const fullPlayers = rng.chance(0.3);

  const name = (s: string, l: Leg): string => tx(teamName(s, l, { shortPlayers: !fullPlayers }));
  const legs = t.legs
    .map((l, i) => {
      const kick = fmtDate(l.kickoff, kickFmt, lang);
      const no = numbered ? `${i + 1}. ` : '';
      const codeLine =
        codeStyle === 'plain'
          ? `${no}${l.code}&nbsp;&nbsp;${tx(kick)}`
          : codeStyle === 'label'
            ? `${no}${tx(w.code)}: ${l.code}&nbsp;&nbsp;${tx(kick)}`
            : `${no}[${l.code}] ${tx(kick)}`;
      const leagueLine =
        league === 'none'
          ? ''
          : `<div class="lg">${tx(league === 'sport' ? `${w.sports[l.sport]} / ${l.league}` : l.league)}</div>`;
      const o = odds(l.odds, dec);
      let pickLine: string;
      switch (pickStyle) {
        case 'code':
          pickLine = `<div class="p"><span class="b">${tx(pickCode(l.bet, dec, { ki }))}</span><span class="o">${at}${o}</span></div>`;
          break;
        case 'labelled':
          pickLine = `<div class="p"><span>${tx(w.pick)}: <b>${tx(pickCode(l.bet, dec, { ki }))}</b></span><span>${tx(w.odds)}: <b>${o}</b></span></div>`;
          break;
        case 'words':
          pickLine = `<div class="p"><span>${tx(pickWords(l.bet, lang, dec))}</span><span class="o">${o}</span></div>`;
          break;
        case 'market':
          pickLine = `<div class="p"><span>${tx(marketName(l.bet, lang))} <b>${tx(pickChip(l.bet, dec))}</b></span><span class="o">${o}</span></div>`;
          break;
      }
      const cls = legSep === 'none' ? 'leg' : `leg ${legSep}`;
      return `<div class="${cls}">${leagueLine}<div>${codeLine}</div>
<div class="m">${name(l.home, l)}${esc(sep)}${name(l.away, l)}</div>
${pickLine}</div>`;
    })
    .join('\n');

  const r = (k: string, v: string, cls = ''): string =>
    `<div class="r${cls ? ` ${cls}` : ''}"><span>${tx(k)}:</span><span>${v}</span></div>`;
  const sum: string[] = [];
  if (t.legs.length > 1 || rng.chance(0.5)) sum.push(r(w.legs, String(t.legs.length)));
  sum.push(r(rng.pick(w.total), odds(t.totalOdds, dec), 'b'));
  sum.push(r(w.stake, money(t.stake)));
  if (fee) {
    sum.push(r(`${rng.pick(w.fee)} ${t.feePct}%`, money(t.fee)));
    sum.push(r(rng.pick(w.afterFee), money(t.stakeAfterFee)));
  }
  sum.push(r(rng.pick(w.payout), money(t.payout), 'pay'));

  const logo = rng.pick(['inv', 'box', '']);
  const shop = `${rng.pick(w.shop)} ${rng.int(2, 480)}`;
  const idNo =
    lang === 'sr' ? `10${rng.int(1000000, 9999999)}` : `42${rng.int(10000000, 99999999)}${rng.int(100, 999)}`;
  const stamp = rng.chance(0.5)
    ? `<div>${tx(w.date)}: ${fmtDate(t.printedAt, 'DD.MM.YYYY')}</div><div>${tx(w.time)}: ${fmtDate(t.printedAt, 'HH:mm:ss')}</div>`
    : `<div class="r"><span>${fmtDate(t.printedAt, 'DD.MM.YYYY HH:mm:ss')}</span><span>${tx('Kasa')} ${rng.int(1, 4)}</span></div>`;
  const barW = Math.min(250, width - 40);
  const digits = Array.from({ length: rng.pick([12, 13, 16]) }, () => rng.int(0, 9)).join('');
  const codeBlock = rng.weighted([
    ['bar', 3],
    ['qr', 2],
    ['both', 2],
  ] as const);
  const control = Array.from({ length: 8 }, () => '0123456789ABCDEFGHJKLMNPRSTUVXYZ'[rng.int(0, 31)])
    .join('')
    .replace(/(.{4})/, '$1-');
  const bar = `<div class="bc">${barcode(rng, barW, rng.int(38, 52), ink)}<div class="dig">${digits}</div></div>`;
  const square = `<div class="bc">${qr(rng, rng.int(96, 120), ink)}<div>${tx(w.control)}: ${control}</div></div>`;

  const body = `<div id="ticket" style="--ink:${ink};--fs:${fs}px;--mw:${rng.chance(0.5) ? 'bold' : 'normal'};font-family:${font}">
<div class="logo ${logo}">${tx(t.bookmaker)}</div>
<div class="c">${tx(shop)}</div>
<div class="c">${tx(rng.pick(w.addresses))}</div>
${rng.chance(0.4) ? `<div class="c">${tx(w.idLabel)}: ${idNo}</div>` : ''}
<div class="eq"></div>
<div>${tx(rng.pick(w.ticket))} <b>${esc(t.ticketId)}</b></div>
${stamp}
${rng.chance(0.4) ? `<div>${tx(w.kind(t.legs.length))}</div>` : ''}
<div class="hr"></div>
${legs}
${legSep === 'dash' ? '' : '<div class="hr"></div>'}
<div class="sum">${sum.join('\n')}</div>
<div class="hr"></div>
${codeBlock === 'qr' ? square : codeBlock === 'bar' ? bar : bar + square}
<div class="c">${tx(rng.pick(w.footer))}</div>
</div>`;
  return page(css, body);
}

export const thermal58Shop: Layout = {
  name: 'thermal-58-shop',
  medium: 'thermal',
  width: [310, 370],
  profile: PROFILE,
  render,
};
