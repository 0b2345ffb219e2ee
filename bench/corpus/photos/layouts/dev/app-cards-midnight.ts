// Dark-theme phone screenshot of a placed ticket ("Moj tiket") whose cards are built unlike app-cards-night's
// (kickoff + league, home / away, "Market: selection", odds button on the right). Each ticket picks (its rng) one
// card structure for all its legs:
//   (a) versus row: home left and away right, each beside a small crest circle with its initials, the kickoff
//       or "vs" between them, and a footer "Konačan ishod · 1" on the left with the odds on the right;
//   (b) overline: the market in small capitals ("KONAČAN ISHOD", "UKUPNO GOLOVA"), the names under it, and on
//       the right the pick large ("1", "3+", "GG") with the odds small under it;
//   (c) icon rows: a drawn sport icon and the league in grey, home over away with the kickoff date on the right,
//       a divider and a row "Tip: X2      Kvota: 1,40".
// Also per ticket: the palette (navy, charcoal, OLED black, dark purple, dark green) with low-contrast grey
// secondary text and an accent colour; tabs "Aktivni | Završeni" or none; comma or dot decimals; whether the
// summary counts the legs; the button under it ("Podeli tiket" or "Kopiraj"). A top bar with "Moj tiket", the
// ticket id and an "Aktivan" badge. Words follow the ticket's language, amounts its currency.
import type { Rng } from '../../../rng';
import type { Lang, Sport } from '../../teams';
import { esc, fmtDate, marketName, num, odds, pickChip, pickCode, teamName, type Dec } from '../../text';
import type { Currency, Leg, Ticket } from '../../ticket';
import { sportMix } from '../parts';
import { page, ticketIds, type Layout } from '../types';

const css = `
#ticket{width:100%;background:var(--bg);color:var(--fg);font:15px/1.3 'Liberation Sans',Arial,sans-serif;padding-bottom:18px}
.bar{display:flex;align-items:center;gap:10px;padding:14px 14px 6px}
.bar .back{font-size:26px;line-height:1;color:var(--mute)}.bar .ttl{flex:1;font-size:19px;font-weight:bold}
.badge{font-size:12px;font-weight:bold;border-radius:10px;padding:3px 9px;background:var(--okbg);color:var(--ok)}
.sub{display:flex;justify-content:space-between;gap:8px;padding:0 16px 10px;font-size:12px;color:var(--mute)}
.tabs{display:flex;margin:0 12px 4px;background:var(--card);border-radius:10px;padding:3px;font-size:14px;color:var(--mute)}
.tabs span{flex:1;text-align:center;padding:7px 0;border-radius:8px}.tabs .on{background:var(--line);color:var(--fg);font-weight:bold}
.card{background:var(--card);margin:9px 10px 0;border-radius:14px;padding:11px 12px}
.mute{color:var(--mute)}
.vs{display:flex;align-items:center;gap:8px}
.side{flex:1;min-width:0;display:flex;align-items:center;gap:7px;font-weight:600;font-size:15px}
.side.r{justify-content:flex-end;text-align:right}
.side span{overflow-wrap:anywhere}
.crest{flex:none;width:28px;height:28px;border-radius:50%;background:var(--line);color:var(--fg);font-size:10px;font-weight:bold;display:flex;align-items:center;justify-content:center;border:1px solid var(--mute)}
.mid{flex:none;text-align:center;font-size:12px;color:var(--mute);min-width:44px}
.mid b{display:block;font-size:15px;color:var(--fg)}
.meta{font-size:11px;color:var(--mute);text-align:center;margin-bottom:7px}
.foot{display:flex;justify-content:space-between;align-items:center;margin-top:10px;padding-top:8px;border-top:1px solid var(--line)}
.foot .mk{font-size:13px;color:var(--mute)}.foot .od{font-weight:bold;font-size:16px;color:var(--ac)}
.ov{display:flex;gap:10px;align-items:center}
.ov .l{flex:1;min-width:0}
.over{font-size:11px;font-weight:bold;letter-spacing:.7px;color:var(--ac)}
.nm{font-size:15px;font-weight:600;margin-top:2px}
.ko{font-size:12px;color:var(--mute);margin-top:4px}
.pk{flex:none;text-align:center;min-width:58px}
.pk b{display:block;font-size:26px;line-height:1.1;color:var(--fg)}.pk b.long{font-size:17px}
.pk span{font-size:12px;color:var(--mute)}
.lg{display:flex;align-items:center;gap:7px;font-size:11px;color:var(--mute);text-transform:uppercase;letter-spacing:.4px}
.lg svg{flex:none}
.two{display:flex;justify-content:space-between;gap:10px;margin-top:7px}
.two .t{font-size:15px;font-weight:600}
.two .d{text-align:right;font-size:12px;color:var(--mute);white-space:nowrap}
.hr{height:1px;background:var(--line);margin:9px 0 8px}
.tip{display:flex;justify-content:space-between;font-size:14px}.tip span{color:var(--mute)}.tip b{color:var(--fg)}
.sum{background:var(--card);margin:14px 10px 0;border-radius:14px;padding:11px 12px}
.sum div{display:flex;justify-content:space-between;padding:3px 0;font-size:14px}.sum div span:first-child{color:var(--mute)}
.sum .pay{font-size:18px;font-weight:bold;color:var(--ac);border-top:1px solid var(--line);margin-top:5px;padding-top:8px}
.sum .pay span:first-child{color:var(--fg);font-size:15px;align-self:center}
.btn{margin:12px 10px 0;background:var(--ac);color:var(--on);border-radius:12px;padding:14px 0;text-align:center;font-weight:bold;font-size:16px}
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
  { bg: '#0f1a2b', card: '#172538', fg: '#e6ecf4', mute: '#6f7d90', line: '#253650' }, // navy
  { bg: '#1c1d21', card: '#26282d', fg: '#ececee', mute: '#7c7f87', line: '#34363d' }, // charcoal
  { bg: '#000000', card: '#0f0f11', fg: '#f2f2f2', mute: '#6a6a70', line: '#222226' }, // OLED black
  { bg: '#190f26', card: '#241735', fg: '#eee8f6', mute: '#7f7391', line: '#362549' }, // dark purple
  { bg: '#0b1d15', card: '#12291f', fg: '#e7f1ec', mute: '#6c8479', line: '#1f3b2e' }, // dark green
];

/** Accent colours and the text colour on a button filled with them. */
const ACCENTS: ReadonlyArray<readonly [string, string]> = [
  ['#00d47e', '#04130c'], // green
  ['#ffc107', '#1a1300'], // amber
  ['#3d8bff', '#ffffff'], // blue
  ['#ff5a5f', '#ffffff'], // coral
  ['#b47cff', '#13091f'], // violet
  ['#22d3ee', '#06161a'], // cyan
];

interface Words {
  title: string;
  tabs: readonly [string, string];
  active: string;
  odds: string;
  stake: string;
  payout: string;
  legs: string;
  share: string;
  tip: string;
  price: string;
}

const WORDS: Record<Lang, Words> = {
  sr: {
    title: 'Moj tiket',
    tabs: ['Aktivni', 'Završeni'],
    active: 'Aktivan',
    odds: 'Ukupna kvota',
    stake: 'Uplata',
    payout: 'Mogući dobitak',
    legs: 'Broj parova',
    share: 'Podeli tiket',
    tip: 'Tip',
    price: 'Kvota',
  },
  hr: {
    title: 'Moj listić',
    tabs: ['Aktivni', 'Završeni'],
    active: 'Aktivan',
    odds: 'Ukupni tečaj',
    stake: 'Uplata',
    payout: 'Mogući dobitak',
    legs: 'Broj parova',
    share: 'Podijeli listić',
    tip: 'Tip',
    price: 'Tečaj',
  },
  bs: {
    title: 'Moj tiket',
    tabs: ['Aktivni', 'Završeni'],
    active: 'Aktivan',
    odds: 'Ukupna kvota',
    stake: 'Uplata',
    payout: 'Mogući dobitak',
    legs: 'Broj parova',
    share: 'Podijeli tiket',
    tip: 'Tip',
    price: 'Kvota',
  },
};

const CURRENCY: Record<Currency, readonly string[]> = {
  RSD: ['RSD', 'din'],
  EUR: ['€', 'EUR'],
  BAM: ['KM', 'BAM'],
};

/** Two letters for the crest: the first letters of the first two words, or the first two letters of one word. */
function initials(name: string): string {
  const words = name.split(/[\s\-.]+/).filter((w) => /^\p{L}/u.test(w));
  const core = words.length > 1 ? words.filter((w) => !/^(FK|NK|KK|GNK|HNK|FC|AC|SC)$/.test(w)) : words;
  const use = core.length ? core : words;
  const s = use.length > 1 ? use[0][0] + use[1][0] : (use[0] ?? '?').slice(0, 2);
  return s.toLocaleUpperCase('hr');
}

/** The pick as a large code under a market overline: "1", "X2", "3+", "GG", "GG&3+", "Više 165,5". */
function bigPick(l: Leg, dec: Dec): string {
  switch (l.bet.key) {
    case 'gg':
      return 'GG';
    case 'ng':
      return 'NG';
    default:
      return pickChip(l.bet, dec);
  }
}

/** A small drawn sport icon (no text in it), in the secondary grey. */
function sportIcon(sport: Sport, color: string): string {
  const open = `<svg width="16" height="16" viewBox="0 0 16 16" xmlns="http://www.w3.org/2000/svg" fill="none" stroke="${color}" stroke-width="1.4">`;
  switch (sport) {
    case 'football':
      return `${open}<circle cx="8" cy="8" r="6.5"/><path d="M8 5.2l2.6 1.9-1 3H6.4l-1-3z" fill="${color}" stroke="none"/><path d="M8 5.2V1.6M10.6 7.1l3.3-1.1M9.6 10.1l2 2.8M6.4 10.1l-2 2.8M5.4 7.1L2.1 6"/></svg>`;
    case 'basketball':
      return `${open}<circle cx="8" cy="8" r="6.5"/><path d="M1.5 8h13M8 1.5v13M3.4 3.4c2.4 2.4 2.4 6.8 0 9.2M12.6 3.4c-2.4 2.4-2.4 6.8 0 9.2"/></svg>`;
    case 'tennis':
      return `${open}<circle cx="8" cy="8" r="6.5"/><path d="M2.6 4.4c3 1.4 3 5.8 0 7.2M13.4 4.4c-3 1.4-3 5.8 0 7.2"/></svg>`;
  }
}

type Structure = 'versus' | 'overline' | 'icons';

interface Ctx {
  dec: Dec;
  lang: Lang;
  words: Words;
  mute: string;
  /** Versus cards: the kickoff time between the names, or "vs" there and the kickoff above. */
  timeMiddle: boolean;
  /** Overline cards: home over away, or "Home - Away" on one line. */
  stacked: boolean;
}

function versusCard(l: Leg, c: Ctx): string {
  const home = teamName(l.home, l);
  const away = teamName(l.away, l);
  const mid = c.timeMiddle
    ? `<div class="mid">${fmtDate(l.kickoff, 'DD.MM.')}<b>${fmtDate(l.kickoff, 'HH:mm')}</b></div>`
    : `<div class="mid"><b>vs</b></div>`;
  const meta = c.timeMiddle
    ? `<div class="meta">${esc(l.league)}</div>`
    : `<div class="meta">${esc(l.league)} · ${fmtDate(l.kickoff, 'ddd DD.MM. HH:mm', c.lang)}</div>`;
  return `<div class="card">${meta}<div class="vs">
<div class="side"><span class="crest">${esc(initials(home))}</span><span>${esc(home)}</span></div>
${mid}
<div class="side r"><span>${esc(away)}</span><span class="crest">${esc(initials(away))}</span></div></div>
<div class="foot"><span class="mk">${esc(marketName(l.bet, c.lang))} · ${esc(pickChip(l.bet, c.dec))}</span><span class="od">${odds(l.odds, c.dec)}</span></div></div>`;
}

function overlineCard(l: Leg, c: Ctx): string {
  const home = esc(teamName(l.home, l));
  const away = esc(teamName(l.away, l));
  const names = c.stacked
    ? `<div class="nm">${home}</div><div class="nm">${away}</div>`
    : `<div class="nm">${home} - ${away}</div>`;
  const pick = bigPick(l, c.dec);
  return `<div class="card ov"><div class="l">
<div class="over">${esc(marketName(l.bet, c.lang).toLocaleUpperCase('hr'))}</div>
${names}
<div class="ko">${fmtDate(l.kickoff, 'DD.MM. HH:mm')} · ${esc(l.league)}</div></div>
<div class="pk"><b${pick.length > 4 ? ' class="long"' : ''}>${esc(pick)}</b><span>${odds(l.odds, c.dec)}</span></div></div>`;
}

function iconCard(l: Leg, c: Ctx): string {
  return `<div class="card">
<div class="lg">${sportIcon(l.sport, c.mute)}<span>${esc(l.league)}</span></div>
<div class="two"><div><div class="t">${esc(teamName(l.home, l))}</div><div class="t">${esc(teamName(l.away, l))}</div></div>
<div class="d">${fmtDate(l.kickoff, 'DD.MM.YYYY.')}<br>${fmtDate(l.kickoff, 'HH:mm')}</div></div>
<div class="hr"></div>
<div class="tip"><span>${c.words.tip}: <b>${esc(pickCode(l.bet, c.dec))}</b></span><span>${c.words.price}: <b>${odds(l.odds, c.dec)}</b></span></div></div>`;
}

function render(t: Ticket, _width: number, rng: Rng): string {
  const palette = rng.pick(PALETTES);
  const [accent, onAccent] = rng.pick(ACCENTS);
  const structure = rng.pick<Structure>(['versus', 'overline', 'icons']);
  const dec: Dec = rng.chance(0.6) ? ',' : '.';
  const words = WORDS[t.lang];
  const ctx: Ctx = {
    dec,
    lang: t.lang,
    words,
    mute: palette.mute,
    timeMiddle: rng.chance(0.5),
    stacked: rng.chance(0.6),
  };
  const tabs = rng.chance(0.5);
  const countLegs = rng.chance(0.5);
  const share = rng.chance(0.6) ? words.share : 'Kopiraj';
  const cur = rng.pick(CURRENCY[t.currency]);
  const money = (x: number): string => `${num(x, dec, dec === ',' ? '.' : '')} ${cur}`;

  const card = structure === 'versus' ? versusCard : structure === 'overline' ? overlineCard : iconCard;
  const cards = t.legs.map((l) => card(l, ctx)).join('\n');
  const sum = [
    countLegs ? `<div><span>${words.legs}</span><span>${t.legs.length}</span></div>` : '',
    `<div><span>${words.odds}</span><b>${odds(t.totalOdds, dec)}</b></div>`,
    `<div><span>${words.stake}</span><span>${money(t.stake)}</span></div>`,
    `<div class="pay"><span>${words.payout}</span><span>${money(t.payout)}</span></div>`,
  ].join('');
  const vars =
    Object.entries(palette)
      .map(([k, v]) => `--${k}:${v}`)
      .join(';') + `;--ac:${accent};--on:${onAccent};--ok:#3ddc84;--okbg:rgba(61,220,132,.14)`;
  const body = `<div id="ticket" style="${vars}">
<div class="bar"><span class="back">‹</span><span class="ttl">${words.title}</span><span class="badge">${words.active}</span></div>
<div class="sub"><span>${esc(t.bookmaker)} · ID ${t.ticketId}</span><span>${fmtDate(t.printedAt, 'DD.MM.YYYY. HH:mm')}</span></div>
${tabs ? `<div class="tabs"><span class="on">${words.tabs[0]}</span><span>${words.tabs[1]}</span></div>` : ''}
${cards}
<div class="sum">${sum}</div>
<div class="btn">${esc(share)}</div>
</div>`;
  return page(css, body);
}

export const appCardsMidnight: Layout = {
  name: 'app-cards-midnight',
  medium: 'screen',
  width: [370, 412],
  scale: 2,
  profile: {
    lang: 'sr',
    currency: 'RSD',
    fee: false,
    sports: sportMix(7, 2, 1),
    legs: [1, 8],
    bookmakers: ['Ponoć Bet', 'Tamna Kvota', 'Zvezdani Tip'],
    ticketId: (rng) => ticketIds.dashed(rng),
  },
  render,
};
