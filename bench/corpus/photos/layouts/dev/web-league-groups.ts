// A bookmaker website's "Detalji tiketa" / "Moj listić" / "Moj tiket" page at desktop width, the legs GROUPED
// under competition header rows the way Balkan bookmaker sites list a placed ticket: a small flag rectangle and
// the competition ("Srbija · Super liga", "Engleska - Premijer liga", "NOGOMET / Hrvatska / HNL"), sometimes a
// date row ("Subota, 07.12.") above it with only the time left in the rows, then the ticket's legs of that
// competition. The sites come from Serbia (RSD, sometimes the 5 % fee), Croatia (EUR, tečaj, oklada) and Bosnia
// (KM), so each ticket is drawn in one of the three languages. Each ticket also varies (its rng): the column set
// (`Šifra | Vreme | Par | Igra | Tip | Kvota`, `Početak | Događaj | Oklada | Tečaj`, `Vrijeme | Utakmica | Tip |
// Kvota`, …); the match as "Home - Away", "Home vs Away" or home over away; the pick as a terse code in its own
// column ("1", "X2", "UG 3+"), a selection under a market column, or "Konačan ishod: 1" in words; tennis players
// in full or as "Đoković N."; comma or dot decimals; zebra rows or thin borders; a light theme mostly, a dark
// one sometimes; the accent colour; the summary box (Broj parova, Ukupna kvota, Uplata, Mogući dobitak, ticket
// number) in a right sidebar or under the table; a balance in the top bar or not.
//
// Truth: the generator makes the ticket from this layout's (Serbian) profile, then writes the truth from the same
// ticket object after rendering. `render` therefore re-draws the ticket for the drawn language (redrawTicket:
// league names, currency, stakes and fee of that language's profile) and reorders its legs into the printed
// groups, so the truth's languages, sums and leg order are the printed ones.
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
import { type Currency, type Leg, type Ticket, type TicketProfile } from '../../ticket';
import { drawLang, redrawTicket, sportMix } from '../parts';
import { page, ticketIds, type Layout } from '../types';

const css = `
#ticket{width:100%;background:var(--bg);color:var(--fg);font:14px/1.4 'Liberation Sans','DejaVu Sans',Arial,sans-serif}
.top{display:flex;align-items:center;gap:26px;background:var(--bar);color:var(--barfg);padding:0 24px;height:54px}
.logo{font:bold 24px/1 'DejaVu Sans',sans-serif;letter-spacing:-.5px;color:var(--barfg)}.logo i{font-style:normal;color:var(--ac)}
.menu{display:flex;gap:20px;font-size:14px;flex:1}.menu span{opacity:.85}.menu .on{opacity:1;font-weight:bold;border-bottom:2px solid var(--ac);padding-bottom:3px}
.acct{font-size:13px;display:flex;gap:12px;align-items:center}.acct .btn{border:1px solid var(--ac);border-radius:4px;padding:4px 10px}
.crumb{font-size:12px;color:var(--mut);padding:12px 24px 0}
h1{font-size:21px;margin:4px 24px 12px;font-weight:bold}
.wrap{display:flex;gap:18px;padding:0 24px;align-items:flex-start}.wrap.under{flex-direction:column;align-items:stretch}
.main{flex:1;min-width:0;background:var(--card);border:1px solid var(--line);border-radius:6px;overflow:hidden}
.meta{display:flex;flex-wrap:wrap;gap:6px 22px;padding:10px 14px;font-size:13px;color:var(--mut);border-bottom:1px solid var(--line)}.meta b{color:var(--fg)}
.st{display:inline-block;border-radius:10px;padding:0 9px;font-weight:bold;color:#fff;background:#e08a00;font-size:12px}
table{width:100%;border-collapse:collapse}
th{text-align:left;font-size:12px;font-weight:bold;color:var(--mut);background:var(--head);padding:8px 10px;white-space:nowrap;border-bottom:1px solid var(--line)}
td{padding:7px 10px;vertical-align:middle}
.lines td{border-bottom:1px solid var(--line)}
.zebra tr.alt td{background:var(--zebra)}
th.o,td.o{text-align:right}td.o{font-weight:bold;white-space:nowrap;font-size:15px}
td.c{color:var(--mut);font-size:13px;white-space:nowrap}td.t{white-space:nowrap;font-size:13px}
td.t small{display:block;color:var(--mut);font-size:12px}
td.m div+div{margin-top:1px}td.k{color:var(--mut);font-size:13px}td.p{font-weight:bold;color:var(--pk);white-space:nowrap}
tr.day td{background:var(--day);font-weight:bold;font-size:13px;padding:6px 10px;border-bottom:1px solid var(--line)}
tr.comp td{background:var(--comp);font-weight:bold;font-size:13px;padding:6px 10px;border-bottom:1px solid var(--line)}
tr.comp.up td{text-transform:uppercase;letter-spacing:.3px;font-size:12px}
.flag{display:inline-block;width:18px;height:12px;margin-right:8px;vertical-align:-1px;border:1px solid rgba(0,0,0,.25)}
.sum{background:var(--card);border:1px solid var(--line);border-radius:6px;padding:12px 14px;font-size:14px}
.wrap.side .sum{width:290px}.wrap.under .sum{width:380px;margin-left:auto}
.sum h2{font-size:15px;margin:0 0 8px;padding-bottom:6px;border-bottom:1px solid var(--line)}
.sum div{display:flex;justify-content:space-between;gap:12px;padding:3px 0}.sum div span:first-child{color:var(--mut)}
.sum .big{font-size:18px;font-weight:bold;border-top:1px solid var(--line);margin-top:6px;padding-top:7px}
.sum .big b{color:var(--ac2)}.sum .id{font-size:12px;color:var(--mut);margin-top:8px;display:block}
.foot{margin-top:18px;padding:12px 24px;font-size:12px;color:var(--mut);border-top:1px solid var(--line);display:flex;gap:14px;align-items:center}
.age{border:2px solid var(--mut);border-radius:50%;width:28px;height:28px;line-height:24px;text-align:center;font-weight:bold;flex:none}
`;

interface Theme {
  bg: string;
  fg: string;
  mut: string;
  card: string;
  line: string;
  head: string;
  zebra: string;
  day: string;
  comp: string;
  bar: string;
  barfg: string;
}

const LIGHT: Theme = {
  bg: '#eef1f4',
  fg: '#1c2228',
  mut: '#66707a',
  card: '#ffffff',
  line: '#dde2e7',
  head: '#f4f6f8',
  zebra: '#f7f9fa',
  day: '#e4e9ee',
  comp: '#eef2f5',
  bar: '#1d2733',
  barfg: '#ffffff',
};
const DARK: Theme = {
  bg: '#12161c',
  fg: '#e4e8ec',
  mut: '#8d97a1',
  card: '#1a2029',
  line: '#2c3440',
  head: '#212833',
  zebra: '#1e252f',
  day: '#28303c',
  comp: '#232b36',
  bar: '#0b0e12',
  barfg: '#ffffff',
};

/** Accent colours of the sites: the logo mark, the active tab and the payout. */
const ACCENTS = ['#f5b800', '#19a463', '#e2362f', '#2f7de1', '#ff7a00', '#8e44ad'];

/** Which cell each column holds. `market` is the market name with the selection in a `tip` column; `words` is
 * the whole pick as a phrase. */
type Col = 'code' | 'time' | 'match' | 'market' | 'tip' | 'words' | 'odds';

interface Site {
  currency: Currency;
  /** Page title, the "my tickets" tab and the word for ticket in "Tiket br.". */
  title: string;
  mine: string;
  ticket: string;
  paid: string;
  status: string;
  active: string;
  menu: string[];
  balance: string;
  logout: string;
  summary: string;
  /** Column sets: header words and what each column holds. */
  columns: [string, Col][][];
  labels: { legs: string; odds: string; stake: string; payout: string }[];
  fee: string;
  stakeAfterFee: string;
  sports: Record<Sport, string>;
  days: string[];
  footer: string;
  bookmakers: string[];
  ticketId: (rng: Rng) => string;
}

const SITES: Record<Lang, Site> = {
  sr: {
    currency: 'RSD',
    title: 'Detalji tiketa',
    mine: 'Moji tiketi',
    ticket: 'Tiket br.',
    paid: 'Uplaćen',
    status: 'Status',
    active: 'Aktivan',
    menu: ['Sport', 'Uživo', 'Kazino', 'Virtuelne igre', 'Promocije'],
    balance: 'Stanje',
    logout: 'Odjava',
    summary: 'Pregled uplate',
    columns: [
      [
        ['Šifra', 'code'],
        ['Vreme', 'time'],
        ['Par', 'match'],
        ['Igra', 'market'],
        ['Tip', 'tip'],
        ['Kvota', 'odds'],
      ],
      [
        ['Početak', 'time'],
        ['Događaj', 'match'],
        ['Tip', 'tip'],
        ['Kvota', 'odds'],
      ],
      [
        ['Vreme', 'time'],
        ['Par', 'match'],
        ['Igra', 'words'],
        ['Kvota', 'odds'],
      ],
    ],
    labels: [
      { legs: 'Broj parova', odds: 'Ukupna kvota', stake: 'Uplata', payout: 'Mogući dobitak' },
      { legs: 'Parova', odds: 'Kvota', stake: 'Ulog', payout: 'Dobitak' },
    ],
    fee: 'Manipulativni troškovi (5%)',
    stakeAfterFee: 'Uplata za igru',
    sports: { football: 'Fudbal', basketball: 'Košarka', tennis: 'Tenis' },
    days: ['Nedelja', 'Ponedeljak', 'Utorak', 'Sreda', 'Četvrtak', 'Petak', 'Subota'],
    footer:
      'Igre na sreću mogu izazvati zavisnost. Zabranjeno za lica mlađa od 18 godina. Ovaj sajt koristi kolačiće (cookies) radi boljeg korisničkog iskustva.',
    bookmakers: ['Kvotomat', 'Sremski Tip'],
    ticketId: (rng) => ticketIds.long(rng),
  },
  hr: {
    currency: 'EUR',
    title: 'Moj listić',
    mine: 'Moji listići',
    ticket: 'Listić br.',
    paid: 'Uplaćen',
    status: 'Status',
    active: 'Aktivan',
    menu: ['Sport', 'Uživo', 'Casino', 'Virtualne igre', 'Promocije'],
    balance: 'Stanje',
    logout: 'Odjava',
    summary: 'Sažetak listića',
    columns: [
      [
        ['Početak', 'time'],
        ['Događaj', 'match'],
        ['Oklada', 'words'],
        ['Tečaj', 'odds'],
      ],
      [
        ['Šifra', 'code'],
        ['Vrijeme', 'time'],
        ['Par', 'match'],
        ['Tip', 'tip'],
        ['Tečaj', 'odds'],
      ],
      [
        ['Početak', 'time'],
        ['Događaj', 'match'],
        ['Oklada', 'market'],
        ['Odabir', 'tip'],
        ['Tečaj', 'odds'],
      ],
    ],
    labels: [
      { legs: 'Broj parova', odds: 'Ukupni tečaj', stake: 'Uplata', payout: 'Mogući dobitak' },
      { legs: 'Broj događaja', odds: 'Tečaj', stake: 'Ulog', payout: 'Moguća isplata' },
    ],
    fee: 'Manipulativni troškovi (5%)',
    stakeAfterFee: 'Ulog za igru',
    sports: { football: 'Nogomet', basketball: 'Košarka', tennis: 'Tenis' },
    days: ['Nedjelja', 'Ponedjeljak', 'Utorak', 'Srijeda', 'Četvrtak', 'Petak', 'Subota'],
    footer:
      'Igre na sreću mogu izazvati ovisnost. Zabranjeno sudjelovanje maloljetnim osobama (18+). Ova stranica koristi kolačiće.',
    bookmakers: ['Listomat', 'Modri Tečaj'],
    ticketId: (rng) => ticketIds.hex(rng),
  },
  bs: {
    currency: 'BAM',
    title: 'Moj tiket',
    mine: 'Moji tiketi',
    ticket: 'Tiket br.',
    paid: 'Uplaćen',
    status: 'Status',
    active: 'Aktivan',
    menu: ['Sport', 'Uživo', 'Kazino', 'Virtuelne igre'],
    balance: 'Stanje',
    logout: 'Odjava',
    summary: 'Detalji uplate',
    columns: [
      [
        ['Vrijeme', 'time'],
        ['Utakmica', 'match'],
        ['Tip', 'tip'],
        ['Kvota', 'odds'],
      ],
      [
        ['Šifra', 'code'],
        ['Vrijeme', 'time'],
        ['Par', 'match'],
        ['Igra', 'market'],
        ['Tip', 'tip'],
        ['Kvota', 'odds'],
      ],
      [
        ['Početak', 'time'],
        ['Utakmica', 'match'],
        ['Oklada', 'words'],
        ['Kvota', 'odds'],
      ],
    ],
    labels: [
      { legs: 'Broj parova', odds: 'Ukupna kvota', stake: 'Uplata', payout: 'Mogući dobitak' },
      { legs: 'Parova', odds: 'Ukupna kvota', stake: 'Uplata', payout: 'Dobitak' },
    ],
    fee: 'Manipulativni troškovi (5%)',
    stakeAfterFee: 'Uplata za igru',
    sports: { football: 'Nogomet', basketball: 'Košarka', tennis: 'Tenis' },
    days: ['Nedjelja', 'Ponedjeljak', 'Utorak', 'Srijeda', 'Četvrtak', 'Petak', 'Subota'],
    footer:
      'Igre na sreću mogu izazvati ovisnost. Samo za osobe starije od 18 godina. Stranica koristi kolačiće (cookies).',
    bookmakers: ['Kvota Most', 'Ćuprija Bet'],
    ticketId: (rng) => ticketIds.dashed(rng),
  },
};

/** The layout's own profile: what the generator draws before `render` picks the site's language. */
const PROFILE: TicketProfile = {
  lang: 'sr',
  currency: 'RSD',
  fee: false,
  sports: sportMix(7, 2, 1),
  legs: [2, 10],
  bookmakers: SITES.sr.bookmakers,
  ticketId: (rng) => SITES.sr.ticketId(rng),
};

/** Flag rectangles by the country before " - " in a league name; competitions without one get a neutral mark. */
const FLAGS: Record<string, string> = {
  Srbija: 'linear-gradient(#c6363c 33%,#0c4076 33% 67%,#fff 67%)',
  Hrvatska: 'linear-gradient(#ff0000 33%,#fff 33% 67%,#171796 67%)',
  BiH: 'linear-gradient(120deg,#002395 55%,#fecb00 55% 75%,#002395 75%)',
  Slovenija: 'linear-gradient(#fff 33%,#005da4 33% 67%,#ed1c24 67%)',
  'Crna Gora': 'radial-gradient(circle,#d3ae3b 22%,#c40308 24%)',
  'S. Makedonija': 'radial-gradient(circle,#f8e92e 25%,#d20000 27%)',
  Engleska:
    'linear-gradient(90deg,transparent 42%,#ce1124 42% 58%,transparent 58%),linear-gradient(#fff 38%,#ce1124 38% 62%,#fff 62%)',
  Španija: 'linear-gradient(#aa151b 25%,#f1bf00 25% 75%,#aa151b 75%)',
  Španjolska: 'linear-gradient(#aa151b 25%,#f1bf00 25% 75%,#aa151b 75%)',
  Italija: 'linear-gradient(90deg,#009246 33%,#fff 33% 67%,#ce2b37 67%)',
  Nemačka: 'linear-gradient(#000 33%,#dd0000 33% 67%,#ffce00 67%)',
  Njemačka: 'linear-gradient(#000 33%,#dd0000 33% 67%,#ffce00 67%)',
  Francuska: 'linear-gradient(90deg,#0055a4 33%,#fff 33% 67%,#ef4135 67%)',
  Turska: 'radial-gradient(circle at 40% 50%,#fff 22%,#e30a17 24%)',
  Portugalija: 'linear-gradient(90deg,#006600 40%,#ff0000 40%)',
  Portugal: 'linear-gradient(90deg,#006600 40%,#ff0000 40%)',
  Holandija: 'linear-gradient(#ae1c28 33%,#fff 33% 67%,#21468b 67%)',
  Nizozemska: 'linear-gradient(#ae1c28 33%,#fff 33% 67%,#21468b 67%)',
};
const NEUTRAL: Record<Sport, string> = {
  football: 'linear-gradient(#2f7de1,#1d4f91)',
  basketball: 'radial-gradient(circle,#ff8c1a 45%,#b35300 48%)',
  tennis: 'radial-gradient(circle,#d7e83a 45%,#8a9a12 48%)',
};

type LeagueStyle = 'dot' | 'dash' | 'path';

/** The competition row's text: "Srbija · Super liga", the name as is, or "NOGOMET / Srbija / Super liga". */
function leagueText(l: Leg, style: LeagueStyle, site: Site): string {
  const parts = l.league.split(' - ');
  if (style === 'dash') return esc(l.league);
  if (style === 'dot') return esc(parts.join(' · '));
  return esc([site.sports[l.sport].toLocaleUpperCase('hr'), ...parts].join(' / '));
}

function flag(l: Leg): string {
  const country = l.league.includes(' - ') ? l.league.split(' - ')[0] : '';
  return `<span class="flag" style="background:${FLAGS[country] ?? NEUTRAL[l.sport]}"></span>`;
}

const dayKey = (l: Leg): string => fmtDate(l.kickoff, 'YYYY-MM-DD');

/** Reorders the legs in place into the printed groups: by competition (and by day first when the page has date
 * rows), groups in the order of their first kickoff, legs by kickoff inside a group. */
function regroup(legs: Leg[], byDay: boolean): void {
  const key = (l: Leg): string => (byDay ? `${dayKey(l)}|${l.league}` : l.league);
  const first = new Map<string, number>();
  legs.forEach((l, i) => {
    if (!first.has(key(l))) first.set(key(l), i);
  });
  // Legs arrive sorted by kickoff and sort is stable, so each group keeps its kickoff order.
  legs.sort((a, b) => (first.get(key(a)) ?? 0) - (first.get(key(b)) ?? 0));
}

function render(t: Ticket, width: number, rng: Rng): string {
  const lang = drawLang(rng);
  const site = SITES[lang];
  const fee = lang === 'sr' && rng.chance(0.3);
  // The truth is written from `t` after rendering: a ticket of another language (its leagues, currency, stakes
  // and fee) replaces the drawn one here, so what is printed and what is recorded stay the same ticket.
  if (lang !== t.lang || fee !== t.feePct > 0)
    redrawTicket(t, rng, { ...PROFILE, lang, fee, bookmakers: site.bookmakers, ticketId: site.ticketId });
  const byDay = rng.chance(0.4);
  regroup(t.legs, byDay);

  const dec: Dec = rng.chance(lang === 'sr' ? 0.55 : 0.75) ? ',' : '.';
  const theme = rng.chance(0.25) ? DARK : LIGHT;
  const accent = rng.pick(ACCENTS);
  const zebra = rng.chance(0.5);
  const columns = rng.pick(site.columns);
  const leagueStyle = rng.weighted<LeagueStyle>([
    ['dot', 4],
    ['dash', 3],
    ['path', 3],
  ]);
  const upper = leagueStyle !== 'path' && rng.chance(0.3);
  const matchStyle = rng.weighted<'dash' | 'vs' | 'stack'>([
    ['dash', 5],
    ['vs', 2],
    ['stack', 3],
  ]);
  const fullPlayers = rng.chance(0.5);
  // A selection under a market column reads "Da", "3+", "Više 165,5"; as a lone Tip column it is the code.
  const chipUnderMarket = rng.chance(0.5);
  const when = byDay ? 'HH:mm' : rng.pick(['DD.MM. HH:mm', 'DD.MM.YYYY. HH:mm', 'stack']);
  const side = width >= 1040 && rng.chance(0.6);
  const withBalance = rng.chance(0.5);

  const name = (s: string, l: Leg): string => esc(teamName(s, l, { shortPlayers: !fullPlayers }));
  const matchCell = (l: Leg): string =>
    matchStyle === 'stack'
      ? `<div>${name(l.home, l)}</div><div>${name(l.away, l)}</div>`
      : `${name(l.home, l)}${matchStyle === 'vs' ? ' vs ' : ' - '}${name(l.away, l)}`;
  const timeCell = (l: Leg): string =>
    when === 'stack'
      ? `${fmtDate(l.kickoff, 'DD.MM.')}<small>${fmtDate(l.kickoff, 'HH:mm')}</small>`
      : fmtDate(l.kickoff, when);
  const hasMarket = columns.some(([, c]) => c === 'market');
  const cell = (c: Col, l: Leg): string => {
    switch (c) {
      case 'code':
        return `<td class="c">${l.code}</td>`;
      case 'time':
        return `<td class="t">${timeCell(l)}</td>`;
      case 'match':
        return `<td class="m">${matchCell(l)}</td>`;
      case 'market':
        return `<td class="k">${esc(marketName(l.bet, lang))}</td>`;
      case 'tip':
        return `<td class="p">${esc(hasMarket && chipUnderMarket ? pickChip(l.bet, dec) : pickCode(l.bet, dec))}</td>`;
      case 'words':
        return `<td class="w">${esc(pickWords(l.bet, lang, dec))}</td>`;
      case 'odds':
        return `<td class="o">${odds(l.odds, dec)}</td>`;
    }
  };

  const span = columns.length;
  const rows: string[] = [];
  let day = '';
  let group = '';
  let n = 0;
  for (const l of t.legs) {
    if (byDay && dayKey(l) !== day) {
      day = dayKey(l);
      group = '';
      const wd = site.days[new Date(Date.UTC(l.kickoff.y, l.kickoff.mo - 1, l.kickoff.d)).getUTCDay()];
      rows.push(`<tr class="day"><td colspan="${span}">${wd}, ${fmtDate(l.kickoff, 'DD.MM.')}</td></tr>`);
    }
    if (l.league !== group) {
      group = l.league;
      rows.push(
        `<tr class="comp${upper ? ' up' : ''}"><td colspan="${span}">${flag(l)}${leagueText(l, leagueStyle, site)}</td></tr>`,
      );
    }
    rows.push(
      `<tr class="leg${zebra && n++ % 2 === 1 ? ' alt' : ''}">${columns.map(([, c]) => cell(c, l)).join('')}</tr>`,
    );
  }
  const head = columns.map(([h, c]) => `<th${c === 'odds' ? ' class="o"' : ''}>${h}</th>`).join('');

  const sep = rng.chance(0.6) ? (dec === ',' ? '.' : ',') : '';
  const unit = site.currency === 'RSD' ? 'RSD' : site.currency === 'BAM' ? 'KM' : rng.pick(['€', 'EUR']);
  const money = (x: number): string => `${num(x, dec, sep)} ${unit}`;
  const labels = rng.pick(site.labels);
  const line = (k: string, v: string, cls = ''): string =>
    `<div${cls ? ` class="${cls}"` : ''}><span>${k}</span><b>${v}</b></div>`;
  const sum = [
    line(labels.legs, String(t.legs.length)),
    line(labels.odds, odds(t.totalOdds, dec)),
    line(labels.stake, money(t.stake)),
    ...(t.feePct > 0 ? [line(site.fee, money(t.fee)), line(site.stakeAfterFee, money(t.stakeAfterFee))] : []),
    line(labels.payout, money(t.payout), 'big'),
  ].join('\n');
  const paid = fmtDate(t.printedAt, rng.pick(['DD.MM.YYYY. HH:mm', 'DD.MM.YYYY HH:mm:ss']));
  const balance = withBalance
    ? `<span>${site.balance}: <b>${money(rng.int(0, 400) * (site.currency === 'RSD' ? 50 : 0.5))}</b></span>`
    : '';
  const logo = rng.chance(0.5)
    ? esc(t.bookmaker)
    : `${esc(t.bookmaker.split(' ')[0])}<i>${esc(t.bookmaker.split(' ').slice(1).join(' ') || '.')}</i>`;

  const vars = Object.entries(theme)
    .map(([k, v]) => `--${k}:${v}`)
    .concat([
      `--ac:${accent}`,
      `--ac2:${theme === DARK ? accent : '#1d2733'}`,
      `--pk:${theme === DARK ? accent : theme.fg}`,
    ])
    .join(';');
  const body = `<div id="ticket" style="${vars}">
<div class="top"><span class="logo">${logo}</span><div class="menu">${site.menu.map((m) => `<span>${m}</span>`).join('')}<span class="on">${site.mine}</span></div>
<div class="acct">${balance}<span class="btn">${site.logout}</span></div></div>
<div class="crumb">${site.menu[0]} › ${site.mine} › ${site.title}</div>
<h1>${site.title}</h1>
<div class="wrap ${side ? 'side' : 'under'}">
<div class="main">
<div class="meta"><span>${site.ticket} <b>${t.ticketId}</b></span><span>${site.paid}: <b>${paid}</b></span><span>${site.status}: <span class="st">${site.active}</span></span></div>
<table class="${zebra ? 'zebra' : 'lines'}"><thead><tr>${head}</tr></thead><tbody>
${rows.join('\n')}
</tbody></table></div>
<div class="sum"><h2>${site.summary}</h2>
${sum}
<span class="id">${site.ticket} ${t.ticketId}</span></div>
</div>
<div class="foot"><span class="age">18+</span><span>${site.footer} © ${t.printedAt.y} ${esc(t.bookmaker)}</span></div>
</div>`;
  return page(css, body);
}

export const webLeagueGroups: Layout = {
  name: 'web-league-groups',
  medium: 'screen',
  width: [960, 1280],
  profile: PROFILE,
  render,
};
