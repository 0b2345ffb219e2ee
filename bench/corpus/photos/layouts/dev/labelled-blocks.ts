// A ticket written as labelled blocks, one block per leg, the way e-mail confirmations, PDF receipts and some shop
// printers show it: each leg is 3–6 lines of "Label: value" ("Događaj: Arsenal - Chelsea", "Početak: 12.01. 20:45",
// "Oklada: Konačni ishod", "Tip: 1", "Tečaj: 1,85"). Each ticket varies (its rng): the look, either a PDF receipt
// page (white, mono or serif, on a viewer's grey) or an e-mail in a phone's mail app (sans-serif, light grey
// background, a white message card); the label words (Događaj/Par/Utakmica/Susret, Početak/Vrijeme/Datum,
// Oklada/Igra/Tip igre, Tip/Odabir/Izbor/Selekcija, Tečaj/Kvota, in the ticket's language, or English
// Event/Start/Market/Selection/Odds as an international site prints them); the order of the lines (kickoff first or
// after the match, odds right after the match or last); whether two labels share a line ("Tip: 1    Tečaj: 1,85",
// or market and pick); whether the market line is left out (then the pick is a self-contained code, "GG", "UG 3+");
// the pick as a code or a chip beside the market ("Da", "3+"); a league line ("Liga:" / "Natjecanje:") or none;
// a leg heading ("Par 1 od 6", "#1", "1.") or none; label styling (bold, grey, or aligned in a column); blocks
// separated by a solid or dashed rule or blank space; the kickoff format and the match separator; comma decimals
// (dot with English labels). Header with bookmaker, ticket number and time paid; a summary at the end. EUR, no fee.
import type { Rng } from '../../../rng';
import type { Lang } from '../../teams';
import { ascii, esc, fmtDate, marketName, num, odds, pickChip, pickCode, type Dec } from '../../text';
import type { Leg, Ticket } from '../../ticket';
import { matchName, sportMix, summaryRows } from '../parts';
import { page, type Layout } from '../types';

const css = `
#ticket{width:100%;color:#1c1c1c}
#ticket.pdf{background:#d9dadc;padding:14px 10px}
.pdf .sheet{background:#fff;padding:22px 20px 26px;box-shadow:0 1px 4px rgba(0,0,0,.25)}
.pdf.mono{font:13.5px/1.45 'Liberation Mono','DejaVu Sans Mono',monospace}
.pdf.serif{font:15px/1.4 'Liberation Serif','DejaVu Serif',serif}
.pdf .bk{font-size:22px;font-weight:bold;letter-spacing:1px}
.pdf .ttl{font-weight:bold;margin:4px 0 10px;text-transform:uppercase}
.pdf .c{text-align:center}
.mail{background:#f1f2f4;font:15px/1.4 'Liberation Sans','DejaVu Sans',Arial,sans-serif;padding-bottom:18px}
.mail .top{display:flex;justify-content:space-between;align-items:center;padding:12px 14px;color:#1a73e8;font-size:15px}
.mail .subj{font-size:19px;font-weight:bold;padding:2px 16px 10px;line-height:1.3}
.mail .from{display:flex;gap:10px;align-items:center;padding:0 16px 12px}
.mail .av{width:38px;height:38px;border-radius:50%;color:#fff;font-weight:bold;font-size:17px;line-height:38px;text-align:center;flex:none}
.mail .who{flex:1;min-width:0;font-size:13px;color:#5f6368}.mail .who b{display:block;color:#202124;font-size:15px}
.mail .when{font-size:12px;color:#5f6368}
.mail .sheet{background:#fff;margin:0 10px;border-radius:10px;padding:16px 14px 18px;border:1px solid #e3e5e8}
.mail .bk{font-size:20px;font-weight:bold;color:var(--ac)}
.mail .ttl{font-weight:bold;margin:2px 0 10px}
.hd div{padding:1px 0}
.blk{padding:8px 0}
.rule .blk+.blk{border-top:1px solid #9a9a9a}
.dash .blk+.blk{border-top:1px dashed #777}
.space .blk+.blk{margin-top:10px}
.legs{margin:10px 0;border-top:2px solid #333;border-bottom:2px solid #333}
.mail .legs{border-color:#dadce0}
.no{font-weight:bold;margin-bottom:2px}
.ln{overflow-wrap:anywhere}
.ln .sp{margin-left:2.2em}
.k-start,.k-pick,.k-odds{white-space:nowrap}
.lb-bold .lb{font-weight:bold}
.lb-grey .lb{color:#6b6f75}.lb-grey .v{font-weight:bold}
.lb-col .ln{display:grid;grid-template-columns:var(--lw) 1fr;column-gap:6px}
.lb-col .ln .pair{display:contents}
.lb-col .ln.two{display:block}.lb-col .ln.two .pair{display:inline}
.sum div{display:flex;justify-content:space-between;padding:2px 0}
.sum .pay{font-weight:bold;font-size:1.12em;border-top:1px solid #999;margin-top:4px;padding-top:5px}
.ft{margin-top:14px;font-size:12px;color:#666}
`;

type Key = 'event' | 'start' | 'market' | 'pick' | 'odds' | 'league';
type Tongue = Lang | 'en';

/** Label words per language; one of each is drawn per ticket. */
const LABELS: Record<Tongue, Record<Key, readonly string[]>> = {
  sr: {
    event: ['Događaj', 'Par', 'Utakmica', 'Susret'],
    start: ['Početak', 'Vreme', 'Datum'],
    market: ['Igra', 'Tip igre', 'Market'],
    pick: ['Tip', 'Odabir', 'Izbor', 'Selekcija'],
    odds: ['Kvota'],
    league: ['Liga', 'Takmičenje'],
  },
  hr: {
    event: ['Događaj', 'Par', 'Utakmica', 'Susret'],
    start: ['Početak', 'Vrijeme', 'Datum'],
    market: ['Oklada', 'Igra', 'Tip igre'],
    pick: ['Tip', 'Odabir', 'Izbor', 'Selekcija'],
    odds: ['Tečaj', 'Kvota'],
    league: ['Liga', 'Natjecanje'],
  },
  bs: {
    event: ['Događaj', 'Par', 'Utakmica', 'Susret'],
    start: ['Početak', 'Vrijeme', 'Datum'],
    market: ['Igra', 'Tip igre', 'Oklada'],
    pick: ['Tip', 'Odabir', 'Izbor'],
    odds: ['Kvota'],
    league: ['Liga', 'Takmičenje'],
  },
  en: {
    event: ['Event', 'Match'],
    start: ['Start', 'Kick-off', 'Date'],
    market: ['Market', 'Bet type'],
    pick: ['Selection', 'Pick'],
    odds: ['Odds'],
    league: ['League', 'Competition'],
  },
};

interface Words {
  title: readonly string[];
  ticket: readonly string[];
  paid: readonly string[];
  legN: (i: number, n: number) => string;
  summary: readonly { legs: string; odds: string; stake: string; payout: string }[];
  footer: string;
  inbox: string;
}

const WORDS: Record<Tongue, Words> = {
  sr: {
    title: ['Potvrda uplate', 'Potvrda o uplati tiketa', 'Vaš tiket je uplaćen'],
    ticket: ['Broj tiketa', 'Tiket br.', 'ID tiketa'],
    paid: ['Uplaćeno', 'Vreme uplate', 'Datum uplate'],
    legN: (i, n) => `Par ${i} od ${n}`,
    summary: [
      { legs: 'Broj parova:', odds: 'Ukupna kvota:', stake: 'Uplata:', payout: 'Mogući dobitak:' },
      { legs: 'Parova:', odds: 'Kvota:', stake: 'Ulog:', payout: 'Moguća isplata:' },
    ],
    footer: 'Ovo je automatski generisana poruka. Srećno!',
    inbox: 'Prijemno sanduče',
  },
  hr: {
    title: ['Potvrda uplate', 'Potvrda o uplati listića', 'Vaš listić je uplaćen'],
    ticket: ['Broj listića', 'Listić br.', 'ID listića'],
    paid: ['Uplaćeno', 'Vrijeme uplate', 'Datum uplate'],
    legN: (i, n) => `Par ${i} od ${n}`,
    summary: [
      { legs: 'Broj parova:', odds: 'Ukupni tečaj:', stake: 'Uplata:', payout: 'Mogući dobitak:' },
      { legs: 'Broj događaja:', odds: 'Tečaj:', stake: 'Ulog:', payout: 'Moguća isplata:' },
    ],
    footer: 'Ovo je automatski generirana poruka. Sretno!',
    inbox: 'Pristigla pošta',
  },
  bs: {
    title: ['Potvrda uplate', 'Potvrda o uplati tiketa'],
    ticket: ['Broj tiketa', 'Tiket br.'],
    paid: ['Uplaćeno', 'Vrijeme uplate'],
    legN: (i, n) => `Par ${i} od ${n}`,
    summary: [{ legs: 'Broj parova:', odds: 'Ukupna kvota:', stake: 'Uplata:', payout: 'Mogući dobitak:' }],
    footer: 'Ovo je automatski generisana poruka. Sretno!',
    inbox: 'Pristigla pošta',
  },
  en: {
    title: ['Bet confirmation', 'Your bet has been placed', 'Bet receipt'],
    ticket: ['Ticket ID', 'Bet ID', 'Reference'],
    paid: ['Placed', 'Date placed'],
    legN: (i, n) => `Leg ${i} of ${n}`,
    summary: [
      { legs: 'Selections:', odds: 'Total odds:', stake: 'Stake:', payout: 'Potential return:' },
      { legs: 'Legs:', odds: 'Odds:', stake: 'Stake:', payout: 'Potential win:' },
    ],
    footer: 'This is an automated message. Please do not reply.',
    inbox: 'Inbox',
  },
};

/** A block's lines: each line one or two labelled values. */
function lineOrder(rng: Rng): Key[][] {
  const kickoffFirst = rng.chance(0.35);
  const oddsAfterMatch = rng.chance(0.3);
  const withMarket = rng.chance(0.75);
  const league = rng.weighted([
    ['none', 5],
    ['top', 2],
    ['after', 2],
  ] as const);
  const share = rng.weighted([
    ['none', 5],
    ['pickOdds', 3],
    ['marketPick', withMarket ? 2 : 0],
  ] as const);
  const head: Key[][] = kickoffFirst ? [['start'], ['event']] : [['event'], ['start']];
  if (league === 'top') head.unshift(['league']);
  if (league === 'after') head.splice(kickoffFirst ? 2 : 1, 0, ['league']);
  let bet: Key[][];
  if (share === 'pickOdds') bet = withMarket ? [['market'], ['pick', 'odds']] : [['pick', 'odds']];
  else if (share === 'marketPick') bet = [['market', 'pick'], ['odds']];
  else bet = withMarket ? [['market'], ['pick'], ['odds']] : [['pick'], ['odds']];
  if (oddsAfterMatch && share !== 'pickOdds') {
    bet = bet.filter((g) => !(g.length === 1 && g[0] === 'odds'));
    const at = head.findIndex((g) => g[0] === 'event') + 1;
    head.splice(at, 0, ['odds']);
  }
  return [...head, ...bet];
}

function render(t: Ticket, _width: number, rng: Rng): string {
  const tongue: Tongue = rng.chance(0.2) ? 'en' : t.lang;
  const words = WORDS[tongue];
  const dec: Dec = tongue === 'en' || rng.chance(0.1) ? '.' : ',';
  const look = rng.chance(0.5) ? 'pdf' : 'mail';
  const font = rng.chance(0.55) ? 'mono' : 'serif';
  const label = Object.fromEntries(
    (Object.entries(LABELS[tongue]) as [Key, readonly string[]][]).map(([k, v]) => [k, rng.pick(v)]),
  ) as Record<Key, string>;
  const order = lineOrder(rng);
  const withMarket = order.some((g) => g.includes('market'));
  const chip = withMarket && rng.chance(0.5);
  const ki = !withMarket && rng.chance(0.4);
  const sep = rng.pick([' - ', ' – ', ' vs ', ' - ']);
  const when = rng.pick(
    tongue === 'en'
      ? ['DD/MM/YYYY HH:mm', 'DD.MM.YYYY HH:mm', 'DD.MM. HH:mm']
      : ['DD.MM. HH:mm', 'DD.MM.YYYY. HH:mm', 'ddd DD.MM. HH:mm', 'DD.MM.YYYY HH:mm'],
  );
  const heading = rng.weighted([
    ['none', 4],
    ['of', 2],
    ['hash', 2],
    ['dot', 2],
  ] as const);
  const lbStyle = rng.pick(
    look === 'mail' ? ['lb-bold', 'lb-grey', 'lb-col'] : ['lb-bold', 'lb-col', 'lb-plain'],
  );
  const rule = rng.pick(['rule', 'dash', 'space']);
  const colon = lbStyle === 'lb-col' || rng.chance(0.9) ? ':' : ' -';
  const longest = Math.max(...Object.values(label).map((s) => s.length));

  const value = (k: Key, l: Leg): string => {
    switch (k) {
      case 'event':
        return matchName(l, sep);
      case 'start':
        return fmtDate(l.kickoff, when, t.lang);
      case 'market':
        return esc(marketName(l.bet, t.lang));
      case 'pick':
        return esc(chip ? pickChip(l.bet, dec) : pickCode(l.bet, dec, { ki }));
      case 'odds':
        return odds(l.odds, dec);
      case 'league':
        return esc(l.league);
    }
  };
  const pair = (k: Key, l: Leg, second: boolean): string =>
    `<span class="pair k-${k}${second ? ' sp' : ''}"><span class="lb">${esc(label[k])}${colon}</span> <span class="v">${value(k, l)}</span></span>`;

  const blocks = t.legs
    .map((l, i) => {
      const no =
        heading === 'none'
          ? ''
          : `<div class="no">${heading === 'of' ? words.legN(i + 1, t.legs.length) : heading === 'hash' ? `#${i + 1}` : `${i + 1}.`}</div>`;
      const lines = order
        .map((g) => {
          // A grid of label and value columns cannot hold a second pair, so a shared line keeps to plain flow.
          return `<div class="ln${g.length > 1 ? ' two' : ''}">${g.map((k, j) => pair(k, l, j > 0)).join('')}</div>`;
        })
        .join('\n');
      return `<div class="blk">${no}${lines}</div>`;
    })
    .join('\n');

  const cur = dec === ',' && rng.chance(0.5) ? '€' : 'EUR';
  const money = (x: number): string => `${dec === ',' ? num(x, ',', '.') : num(x, '.', ',')} ${cur}`;
  const paidAt = fmtDate(t.printedAt, tongue === 'en' ? 'DD/MM/YYYY HH:mm:ss' : 'DD.MM.YYYY. HH:mm:ss');
  const title = rng.pick(words.title);
  const hd = `<div class="hd">
<div><span class="lb">${esc(rng.pick(words.ticket))}${colon}</span> <b>${esc(t.ticketId)}</b></div>
<div><span class="lb">${esc(rng.pick(words.paid))}${colon}</span> ${paidAt}</div>
</div>`;
  const sum = `<div class="sum">
${summaryRows(t, { ...rng.pick(words.summary), payoutClass: 'pay' }, { odds: odds(t.totalOdds, dec), stake: money(t.stake), payout: money(t.payout) })}
</div>`;
  const legs = `<div class="legs ${rule}">${blocks}</div>`;
  const cls = `${lbStyle}`;
  const vars = `--lw:${(longest + 2) * 0.62}em`;

  let body: string;
  if (look === 'pdf') {
    const centred = rng.chance(0.5) ? ' c' : '';
    body = `<div id="ticket" class="pdf ${font} ${cls}" style="${vars}"><div class="sheet">
<div class="bk${centred}">${esc(t.bookmaker)}</div>
<div class="ttl${centred}">${esc(title)}</div>
${hd}
${legs}
${sum}
<div class="ft">${esc(words.footer)}</div>
</div></div>`;
  } else {
    const accent = rng.pick(['#0b7a3e', '#1f5fd1', '#c62828', '#e65100', '#6a1b9a']);
    const slug = ascii(t.bookmaker)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '');
    const mailTime = fmtDate(t.printedAt, 'HH:mm');
    body = `<div id="ticket" class="mail ${cls}" style="${vars};--ac:${accent}">
<div class="top"><span>‹ ${esc(words.inbox)}</span><span>⋯</span></div>
<div class="subj">${esc(title)} – ${esc(t.ticketId)}</div>
<div class="from"><span class="av" style="background:${accent}">${esc(t.bookmaker[0])}</span><span class="who"><b>${esc(t.bookmaker)}</b>noreply@${slug}.com</span><span class="when">${mailTime}</span></div>
<div class="sheet">
<div class="bk">${esc(t.bookmaker)}</div>
${hd}
${legs}
${sum}
<div class="ft">${esc(words.footer)}</div>
</div></div>`;
  }
  return page(css, body);
}

export const labelledBlocks: Layout = {
  name: 'labelled-blocks',
  medium: 'screen',
  width: [360, 440],
  scale: 2,
  profile: {
    lang: 'hr',
    currency: 'EUR',
    fee: false,
    sports: sportMix(8, 2, 1),
    legs: [1, 7],
    bookmakers: ['Blok Bet', 'Tečajnica', 'Adria Oklade'],
    ticketId: (rng) => `${rng.int(10, 99)}-${rng.int(100000, 999999)}-${rng.int(1000, 9999)}`,
  },
  render,
};
