// A LIGHT-theme phone betting app's placed ticket ("Detalji tiketa" / "Detalji listića"), white and very light
// grey with one brand accent per ticket, screenshot at device pixel ratio 2. A top bar (back arrow, title, the
// bookmaker's wordmark), a header card with the ticket number, a status badge ("Aktivan", "Na čekanju", "U igri",
// hr "Otvoren", "U tijeku"), the time paid and the ticket type, then one card per leg and a summary. Each ticket
// draws (its rng) one card shape for all its legs:
//   header    a tinted strip with a sport dot, the league and the kickoff over home and away stacked, then a
//             footer "Konačan ishod: 1" in words with the odds in a button on the right;
//   selection the selection in words first ("Partizan", "Nerešeno", "Više 2,5", "Da") beside a ring, the odds
//             button on that line, the market under it, then "Home - Away" with the kickoff on the right;
//   oneline   "Home - Away" on one line (long pairs wrap), a pick chip with the terse code ("1", "GG", "3+",
//             "V 165,5") and the odds right of it, "kickoff · league" small under it; no market names;
//   columns   kickoff and league small, the match in bold, then a grey box of three labelled columns
//             IGRA | TIP | KVOTA (hr OKLADA | TIP | TEČAJ) holding the market, the selection and the odds;
//   calendar  a date tile on the left (weekday, day number, month, time), the league, home over away, and a
//             row with the pick in words and the odds button.
// Also per ticket: the language and money (sr RSD or "din", hr EUR or "€", bs KM; drawn sr 5 : hr 3 : bs 2, the
// ticket re-drawn for it like web-league-groups does so the truth is what is printed), a 5 % handling fee shown
// ("Manipulativni troškovi" / hr "Manipulativni trošak") on some tickets, comma or dot decimals and thousands
// grouping, the accent, page grey or white with bordered cards, the odds button (filled, outlined, tinted,
// plain), the separator between the names, tennis players in full or "Đoković N.", the summary as a three-stat
// strip under the header or as rows under the cards (labels vary), a share/copy button and an 18+ line.
import type { Rng } from '../../../rng';
import type { Lang } from '../../teams';
import {
  esc,
  fmtDate,
  line,
  marketName,
  num,
  odds,
  pickChip,
  pickCode,
  pickWords,
  teamName,
  type Dec,
  type NameStyle,
} from '../../text';
import { makeTicket, type Currency, type Leg, type Ticket, type TicketProfile } from '../../ticket';
import { sportMix } from '../parts';
import { page, ticketIds, type Layout } from '../types';

type Shape = 'header' | 'selection' | 'oneline' | 'columns' | 'calendar';

interface Words {
  currency: Currency;
  title: string[];
  ticket: string;
  status: string[];
  paid: string;
  combo: (n: number) => string;
  single: string;
  legsWord: string;
  draw: string;
  or: string;
  goals: string;
  cols: [string, string, string];
  odds: string[];
  stake: string[];
  fee: string;
  afterFee: string;
  payout: string[];
  share: string[];
  responsible: string;
  months: string[];
  bookmakers: string[];
  ticketId: (rng: Rng) => string;
}

const SR_MONTHS = ['jan', 'feb', 'mar', 'apr', 'maj', 'jun', 'jul', 'avg', 'sep', 'okt', 'nov', 'dec'];

const WORDS: Record<Lang, Words> = {
  sr: {
    currency: 'RSD',
    title: ['Detalji tiketa', 'Moj tiket', 'Tiket'],
    ticket: 'Tiket br.',
    status: ['Aktivan', 'Na čekanju', 'U igri'],
    paid: 'Uplaćeno',
    combo: (n) => `Kombinacija · ${n} ${n < 5 ? 'para' : 'parova'}`,
    single: 'Singl',
    legsWord: 'Broj parova',
    draw: 'Nerešeno',
    or: 'ili',
    goals: 'golova',
    cols: ['Igra', 'Tip', 'Kvota'],
    odds: ['Ukupna kvota', 'Kvota'],
    stake: ['Uplata', 'Ulog'],
    fee: 'Manipulativni troškovi',
    afterFee: 'Uplata za igru',
    payout: ['Mogući dobitak', 'Moguća isplata', 'Mogući dobitak'],
    share: ['Podeli tiket', 'Kopiraj tiket', 'Odigraj ponovo'],
    responsible: '18+ Igraj odgovorno',
    months: SR_MONTHS,
    bookmakers: ['Dnevna Kvota', 'Tipoteka', 'Kvotić'],
    ticketId: (rng) => ticketIds.long(rng),
  },
  hr: {
    currency: 'EUR',
    title: ['Detalji listića', 'Moj listić', 'Listić'],
    ticket: 'Listić br.',
    status: ['Aktivan', 'Otvoren', 'U tijeku'],
    paid: 'Uplaćeno',
    combo: (n) => `Kombinacija · ${n} događaja`,
    single: 'Singl',
    legsWord: 'Broj događaja',
    draw: 'Neriješeno',
    or: 'ili',
    goals: 'golova',
    cols: ['Oklada', 'Tip', 'Tečaj'],
    odds: ['Ukupni tečaj', 'Tečaj'],
    stake: ['Uplata', 'Ulog'],
    fee: 'Manipulativni trošak',
    afterFee: 'Ulog',
    payout: ['Mogući dobitak', 'Moguća isplata', 'Mogući dobitak'],
    share: ['Podijeli listić', 'Kopiraj listić', 'Ponovi oklade'],
    responsible: '18+ Igraj odgovorno',
    months: ['sij', 'velj', 'ožu', 'tra', 'svi', 'lip', 'srp', 'kol', 'ruj', 'lis', 'stu', 'pro'],
    bookmakers: ['Jutarnji Tečaj', 'Listićko', 'Plavi Ulog'],
    ticketId: (rng) => ticketIds.hex(rng),
  },
  bs: {
    currency: 'BAM',
    title: ['Detalji tiketa', 'Moj tiket', 'Tiket'],
    ticket: 'Tiket br.',
    status: ['Aktivan', 'Na čekanju', 'U toku'],
    paid: 'Uplaćeno',
    combo: (n) => `Kombinacija · ${n} ${n < 5 ? 'para' : 'parova'}`,
    single: 'Singl',
    legsWord: 'Broj parova',
    draw: 'Neriješeno',
    or: 'ili',
    goals: 'golova',
    cols: ['Igra', 'Tip', 'Kvota'],
    odds: ['Ukupna kvota', 'Kvota'],
    stake: ['Uplata', 'Ulog'],
    fee: 'Manipulativni troškovi',
    afterFee: 'Uplata za igru',
    payout: ['Moguća isplata', 'Mogući dobitak', 'Moguća isplata'],
    share: ['Podijeli tiket', 'Kopiraj tiket', 'Odigraj ponovo'],
    responsible: '18+ Igraj odgovorno',
    months: SR_MONTHS,
    bookmakers: ['Sarajka Tip', 'Kladomat', 'Most Bet Plus'],
    ticketId: (rng) => ticketIds.dashed(rng),
  },
};

/** The layout's own profile: what the generator draws before `render` picks the app's language. */
const PROFILE: TicketProfile = {
  lang: 'sr',
  currency: 'RSD',
  fee: false,
  sports: sportMix(7, 2, 1),
  legs: [1, 9],
  bookmakers: WORDS.sr.bookmakers,
  ticketId: WORDS.sr.ticketId,
};

/** One brand accent per ticket, each dark enough for white text on it and readable as text on white. */
const ACCENTS = ['#0f8a7a', '#4f46e5', '#d9480f', '#b0179f', '#d62839', '#0369a1', '#15803d', '#a15c07'];

const SPORT_DOT: Record<Leg['sport'], string> = {
  football: 'radial-gradient(circle at 35% 35%,#fff 18%,#2b2f36 20% 34%,#fff 36%)',
  basketball: 'radial-gradient(circle,#f08a24 55%,#9a4d08 58%)',
  tennis: 'radial-gradient(circle,#d4e22f 55%,#8c9a10 58%)',
};

const css = `
#ticket{width:100%;background:var(--bg);color:#161a1f;font:15px/1.3 'Liberation Sans',Arial,sans-serif;padding-bottom:16px}
.bar{display:flex;align-items:center;gap:10px;background:#fff;padding:12px 14px;border-bottom:1px solid #e6e8ec}
.bar .bk{font-weight:bold;color:#fff;background:var(--ac);border-radius:6px;padding:3px 7px;font-size:13px;letter-spacing:.3px}
.bar .ttl{flex:1;font-size:17px;font-weight:bold}.bar .back{font-size:24px;line-height:1;color:#39404a}
.hd{background:#fff;margin:10px 10px 0;border-radius:14px;padding:11px 13px;border:1px solid var(--bd)}
.hd .r1{display:flex;justify-content:space-between;align-items:center;gap:8px}
.hd .id{font-size:14px;color:#39404a}.hd .id b{color:#161a1f}
.badge{font-size:12px;font-weight:bold;border-radius:999px;padding:3px 10px;background:var(--t12);color:var(--ac);white-space:nowrap}
.hd .r2{display:flex;justify-content:space-between;font-size:12px;color:#6a727d;margin-top:5px}
.strip{display:flex;background:#fff;margin:8px 10px 0;border-radius:14px;border:1px solid var(--bd)}
.strip>div{flex:1;padding:9px 6px;text-align:center}.strip>div+div{border-left:1px solid #eceef1}
.strip .k{font-size:11px;color:#6a727d}.strip .v{font-size:16px;font-weight:bold;margin-top:2px}.strip .v.ac{color:var(--ac)}
.card{background:#fff;margin:8px 10px 0;border-radius:14px;border:1px solid var(--bd);overflow:hidden}
.pad{padding:10px 12px}
.od{font-weight:bold;font-size:16px;white-space:nowrap;text-align:center;min-width:56px}
.od.fill{background:var(--ac);color:#fff;border-radius:8px;padding:6px 9px}
.od.line{border:1.5px solid var(--ac);color:var(--ac);border-radius:8px;padding:5px 8px}
.od.tint{background:var(--t12);color:var(--ac);border-radius:8px;padding:6px 9px}
.od.plain{color:#161a1f;font-size:17px;min-width:0}
.mute{color:#6a727d;font-size:12px}
.sp{display:inline-block;width:12px;height:12px;border-radius:50%;vertical-align:-1px;margin-right:6px}
.h-strip{display:flex;justify-content:space-between;gap:8px;background:var(--t07);padding:6px 12px;font-size:12px;color:#4a525c}
.h-team{font-size:15px;font-weight:bold;margin:1px 0}
.h-foot{display:flex;align-items:center;gap:10px;border-top:1px solid #eef0f2;margin-top:8px;padding-top:8px}
.h-foot .w{flex:1;font-size:14px;color:#2c323a}
.s-l1{display:flex;align-items:center;gap:9px}
.ring{width:16px;height:16px;border-radius:50%;border:2px solid var(--ac);flex:none;display:flex;align-items:center;justify-content:center}
.ring i{width:6px;height:6px;border-radius:50%;background:var(--ac)}
.s-sel{flex:1;min-width:0;font-size:16px;font-weight:bold;overflow-wrap:anywhere}
.s-mk{font-size:13px;color:#6a727d;margin:2px 0 0 25px}
.s-m{display:flex;justify-content:space-between;gap:8px;align-items:baseline;margin:6px 0 0 25px;font-size:14px}
.s-m .mute{white-space:nowrap}
.o-l1{display:flex;align-items:center;gap:8px}
.o-m{flex:1;min-width:0;font-size:15px;font-weight:bold}
.chip{border-radius:999px;padding:3px 10px;font-size:13px;font-weight:bold;white-space:nowrap;background:var(--t12);color:var(--ac)}
.chip.solid{background:var(--ac);color:#fff}
.o-l2{margin-top:3px}
.c-m{font-size:15px;font-weight:bold;margin:3px 0 8px}
.c-box{display:grid;grid-template-columns:1.6fr 1fr auto;gap:8px;background:#f5f6f8;border-radius:10px;padding:7px 10px}
.c-box .k{font-size:10px;letter-spacing:.6px;text-transform:uppercase;color:#7b838e}
.c-box .v{font-size:14px;font-weight:bold;margin-top:1px}.c-box .v.o{color:var(--ac);text-align:right}
.c-box>div:last-child .k{text-align:right}
.k-row{display:flex;gap:11px}
.tile{flex:none;width:56px;border-radius:10px;background:var(--t07);text-align:center;padding:6px 0;color:var(--ac)}
.tile .wd{font-size:11px;text-transform:uppercase;letter-spacing:.5px}.tile .dn{font-size:22px;font-weight:bold;line-height:1.1}
.tile .mo{font-size:11px}.tile .tm{font-size:12px;font-weight:bold;margin-top:3px;color:#161a1f}
.k-body{flex:1;min-width:0}
.k-bet{display:flex;align-items:center;gap:8px;margin-top:6px}
.k-bet .w{flex:1;font-size:13px;color:#2c323a}
.sum{background:#fff;margin:10px 10px 0;border-radius:14px;border:1px solid var(--bd);padding:9px 13px}
.sum div{display:flex;justify-content:space-between;padding:3px 0;font-size:14px}
.sum .tot b{font-size:16px}
.sum .pay{font-weight:bold;font-size:17px;color:var(--ac);border-top:1px solid #eceef1;margin-top:4px;padding-top:8px}
.cta{margin:12px 10px 0;border-radius:12px;text-align:center;font-weight:bold;padding:12px;font-size:15px}
.cta.fill{background:var(--ac);color:#fff}.cta.line{border:1.5px solid var(--ac);color:var(--ac);background:#fff}
.rg{text-align:center;font-size:11px;color:#8a919a;margin-top:10px}
`;

interface Style {
  lang: Lang;
  dec: Dec;
  words: Words;
  names: NameStyle;
  sep: string;
}

/** The selection a card names in words; every wording keeps to what the truth `pick` means
 * (ug02 = at most 2 goals = under 2.5, ug2p = over 1.5, ug3p = over 2.5). */
function selection(l: Leg, s: Style): string {
  const home = teamName(l.home, l, s.names);
  const away = teamName(l.away, l, s.names);
  const goals = (word: string, x: number): string => `${word} ${num(x, s.dec, '', 1)}`;
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
      return s.words.draw;
    case 'ds1x':
      return `${home} ${s.words.or} ${s.words.draw.toLowerCase()}`;
    case 'dsx2':
      return `${s.words.draw} ${s.words.or} ${away}`;
    case 'ds12':
      return `${home} ${s.words.or} ${away}`;
    case 'gg':
      return 'Da';
    case 'ng':
      return 'Ne';
    case 'ug02':
      return goals('Manje', 2.5);
    case 'ug2p':
      return goals('Više', 1.5);
    case 'ug3p':
      return goals('Više', 2.5);
    case 'gg3p':
      return `GG i 3+ ${s.words.goals}`;
    case '1ug3p':
      return `${home} i 3+ ${s.words.goals}`;
    case 'bkover':
      return `Više ${line(l.bet.line ?? 0, s.dec)}`;
    case 'bkunder':
      return `Manje ${line(l.bet.line ?? 0, s.dec)}`;
  }
}

function oddsBox(x: number, look: string, dec: Dec): string {
  return `<span class="od ${look}">${odds(x, dec)}</span>`;
}

function render(t: Ticket, _width: number, rng: Rng): string {
  const lang = rng.weighted<Lang>([
    ['sr', 5],
    ['hr', 3],
    ['bs', 2],
  ]);
  const words = WORDS[lang];
  const fee = rng.chance(lang === 'hr' ? 0.3 : 0.25);
  // The truth is written from `t` after rendering: a ticket of another language (its leagues, currency, stakes
  // and fee) replaces the drawn one here, so what is printed and what is recorded stay the same ticket.
  if (lang !== t.lang || fee !== t.feePct > 0)
    Object.assign(
      t,
      makeTicket(rng, {
        ...PROFILE,
        lang,
        currency: words.currency,
        fee,
        bookmakers: words.bookmakers,
        ticketId: words.ticketId,
      }),
    );

  const shape = rng.weighted<Shape>([
    ['header', 3],
    ['selection', 2],
    ['oneline', 2],
    ['columns', 2],
    ['calendar', 2],
  ]);
  const dec: Dec = rng.chance(lang === 'sr' ? 0.65 : 0.8) ? ',' : '.';
  const group = dec === ',' ? rng.pick(['.', '.', ' ']) : rng.pick(['', ' ']);
  const accent = rng.pick(ACCENTS);
  const greyPage = rng.chance(0.7);
  const look = rng.weighted([
    ['fill', 3],
    ['line', 2],
    ['tint', 3],
    ['plain', 1],
  ] as const);
  const names: NameStyle = { shortPlayers: rng.chance(0.5) };
  const sep = rng.pick([' - ', ' – ', ' vs ', ' - ']);
  const s: Style = { lang, dec, words, names, sep };
  const when = rng.pick(['DD.MM. HH:mm', 'ddd DD.MM. HH:mm', 'DD.MM.YYYY. HH:mm', 'ddd, HH:mm · DD.MM.']);
  const codes = rng.chance(0.5);
  const curText =
    t.currency === 'RSD'
      ? rng.pick(['RSD', 'RSD', 'din'])
      : t.currency === 'EUR'
        ? rng.pick(['€', 'EUR'])
        : 'KM';
  const money = (x: number): string => `${num(x, dec, group)} ${curText}`;
  const name = (n: string, l: Leg): string => esc(teamName(n, l, names));
  const match = (l: Leg): string => `${name(l.home, l)}${esc(sep)}${name(l.away, l)}`;
  const kick = (l: Leg): string => fmtDate(l.kickoff, when, lang);

  const cards = t.legs
    .map((l) => {
      switch (shape) {
        case 'header':
          return `<div class="card">
<div class="h-strip"><span><span class="sp" style="background:${SPORT_DOT[l.sport]}"></span>${esc(l.league)}</span><span>${kick(l)}</span></div>
<div class="pad"><div class="h-team">${name(l.home, l)}</div><div class="h-team">${name(l.away, l)}</div>
<div class="h-foot"><span class="w">${esc(pickWords(l.bet, lang, dec))}</span>${oddsBox(l.odds, look, dec)}</div></div>
</div>`;
        case 'selection':
          return `<div class="card pad">
<div class="s-l1"><span class="ring"><i></i></span><span class="s-sel">${esc(selection(l, s))}</span>${oddsBox(l.odds, look, dec)}</div>
<div class="s-mk">${esc(marketName(l.bet, lang))}</div>
<div class="s-m"><span>${match(l)}</span><span class="mute">${kick(l)}</span></div>
</div>`;
        case 'oneline': {
          const chip = esc(pickCode(l.bet, dec));
          return `<div class="card pad">
<div class="o-l1"><span class="o-m">${match(l)}</span><span class="chip${codes ? ' solid' : ''}">${chip}</span>${oddsBox(l.odds, look === 'fill' ? 'plain' : look, dec)}</div>
<div class="o-l2 mute">${kick(l)} · ${esc(l.league)}</div>
</div>`;
        }
        case 'columns': {
          const tip = codes ? pickCode(l.bet, dec, { ki: false }) : pickChip(l.bet, dec);
          return `<div class="card pad">
<div class="mute">${kick(l)} · ${esc(l.league)}</div>
<div class="c-m">${match(l)}</div>
<div class="c-box"><div><div class="k">${words.cols[0]}</div><div class="v">${esc(marketName(l.bet, lang))}</div></div>
<div><div class="k">${words.cols[1]}</div><div class="v">${esc(tip)}</div></div>
<div><div class="k">${words.cols[2]}</div><div class="v o">${odds(l.odds, dec)}</div></div></div>
</div>`;
        }
        case 'calendar': {
          const wd = fmtDate(l.kickoff, 'ddd', lang);
          const bet = codes
            ? `${esc(marketName(l.bet, lang))}: <b>${esc(pickChip(l.bet, dec))}</b>`
            : esc(pickWords(l.bet, lang, dec));
          return `<div class="card pad"><div class="k-row">
<div class="tile"><div class="wd">${wd}</div><div class="dn">${fmtDate(l.kickoff, 'DD')}</div><div class="mo">${words.months[l.kickoff.mo - 1]}</div><div class="tm">${fmtDate(l.kickoff, 'HH:mm')}</div></div>
<div class="k-body"><div class="mute">${esc(l.league)}</div><div class="h-team">${name(l.home, l)}</div><div class="h-team">${name(l.away, l)}</div>
<div class="k-bet"><span class="w">${bet}</span>${oddsBox(l.odds, look, dec)}</div></div>
</div></div>`;
        }
      }
    })
    .join('\n');

  const oddsLabel = rng.pick(words.odds);
  const stakeLabel = rng.pick(words.stake);
  const payLabel = rng.pick(words.payout);
  const stripTop = !fee && rng.chance(0.4);
  const strip = `<div class="strip">
<div><div class="k">${oddsLabel}</div><div class="v">${odds(t.totalOdds, dec)}</div></div>
<div><div class="k">${stakeLabel}</div><div class="v">${money(t.stake)}</div></div>
<div><div class="k">${payLabel}</div><div class="v ac">${money(t.payout)}</div></div>
</div>`;
  const rows: string[] = [];
  if (rng.chance(0.5)) rows.push(`<div><span>${words.legsWord}</span><span>${t.legs.length}</span></div>`);
  rows.push(`<div class="tot"><span>${oddsLabel}</span><b>${odds(t.totalOdds, dec)}</b></div>`);
  rows.push(`<div><span>${fee ? words.stake[0] : stakeLabel}</span><span>${money(t.stake)}</span></div>`);
  if (fee) {
    rows.push(`<div><span>${words.fee} (${t.feePct}%)</span><span>${money(t.fee)}</span></div>`);
    rows.push(`<div><span>${words.afterFee}</span><span>${money(t.stakeAfterFee)}</span></div>`);
  }
  rows.push(`<div class="pay"><span>${payLabel}</span><span>${money(t.payout)}</span></div>`);

  const kind = t.legs.length === 1 ? words.single : words.combo(t.legs.length);
  const cta = rng.chance(0.75)
    ? `<div class="cta ${rng.chance(0.5) ? 'fill' : 'line'}">${rng.pick(words.share)}</div>`
    : '';
  const vars = [
    `--ac:${accent}`,
    `--bg:${greyPage ? rng.pick(['#f3f4f6', '#f5f6f8', '#eff1f4']) : '#ffffff'}`,
    `--bd:${greyPage ? '#eceef1' : '#e1e4e8'}`,
    `--t07:color-mix(in srgb,${accent} 8%,#fff)`,
    `--t12:color-mix(in srgb,${accent} 13%,#fff)`,
  ].join(';');
  const body = `<div id="ticket" style="${vars}">
<div class="bar"><span class="back">‹</span><span class="ttl">${rng.pick(words.title)}</span><span class="bk">${esc(t.bookmaker)}</span></div>
<div class="hd"><div class="r1"><span class="id">${words.ticket} <b>${esc(t.ticketId)}</b></span><span class="badge">${rng.pick(words.status)}</span></div>
<div class="r2"><span>${words.paid} ${fmtDate(t.printedAt, rng.pick(['DD.MM.YYYY. HH:mm', 'DD.MM.YYYY. u HH:mm', 'DD.MM. HH:mm:ss']), lang)}</span><span>${kind}</span></div></div>
${stripTop ? strip : ''}
${cards}
${stripTop ? '' : `<div class="sum">${rows.join('\n')}</div>`}
${cta}
${rng.chance(0.6) ? `<div class="rg">${words.responsible}</div>` : ''}
</div>`;
  return page(css, body);
}

export const appCardsDaylight: Layout = {
  name: 'app-cards-daylight',
  medium: 'screen',
  width: [360, 430],
  scale: 2,
  profile: PROFILE,
  render,
};
