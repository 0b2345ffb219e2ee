// Bosnian slip dominated by basketball and tennis, grouped under sport headings; the pick is written out
// ("Ukupno poena više 165,5", "Pobjednik meča: 1") and players appear as "Đoković N.". KM, comma decimals.
import type { Rng } from '../../../rng';
import type { Sport } from '../../teams';
import { esc, fmtDate, num, odds, pickWords } from '../../text';
import type { Leg, Ticket } from '../../ticket';
import { matchName, summaryRows } from '../parts';
import { page, type Layout } from '../types';

const SPORT_TITLE: Record<Sport, string> = { basketball: 'KOŠARKA', tennis: 'TENIS', football: 'NOGOMET' };

const css = `
#ticket{width:100%;background:#f7f7f2;font:14px/1.35 'DejaVu Sans',sans-serif;color:#1b1b1b;padding:16px}
.brand{display:flex;justify-content:space-between;align-items:center;background:#5b2a86;color:#fff;border-radius:6px;padding:10px 12px}
.brand b{font-size:19px}.brand span{font-size:12px;text-align:right}
.sport{margin:12px 0 4px;font-weight:bold;color:#5b2a86;font-size:13px;letter-spacing:1px;border-bottom:1px solid #5b2a86}
.ev{padding:6px 0;border-bottom:1px dashed #c9c9c9}
.ev .when{font-size:11px;color:#666}
.ev .sel{display:flex;justify-content:space-between;margin-top:2px}.ev .sel b{font-size:15px}
.tot{margin-top:12px;background:#fff;border:1px solid #ddd;border-radius:6px;padding:8px 10px}
.tot div{display:flex;justify-content:space-between}.tot .w{font-weight:bold;font-size:16px;color:#5b2a86}
`;

function event(l: Leg, rng: Rng): string {
  // Some bookmakers write "vs" for individual sports, others keep the dash.
  const sep = l.sport === 'tennis' && rng.chance(0.5) ? ' vs ' : ' - ';
  return `<div class="ev"><div class="when">${fmtDate(l.kickoff, 'DD.MM. HH:mm')} · ${esc(l.league)}</div>
<div>${matchName(l, sep)}</div>
<div class="sel"><span>${esc(pickWords(l.bet, 'bs', ','))}</span><b>${odds(l.odds, ',')}</b></div></div>`;
}

function render(t: Ticket, _width: number, rng: Rng): string {
  const order: Sport[] = ['basketball', 'tennis', 'football'];
  const groups = order
    .map((s) => {
      const legs = t.legs.filter((l) => l.sport === s);
      return legs.length
        ? `<div class="sport">${SPORT_TITLE[s]}</div>${legs.map((l) => event(l, rng)).join('')}`
        : '';
    })
    .join('');
  const body = `<div id="ticket">
<div class="brand"><b>${esc(t.bookmaker)}</b><span>Tiket ${t.ticketId}<br>${fmtDate(t.printedAt, 'DD.MM.YYYY HH:mm')}</span></div>
${groups}
<div class="tot">
${summaryRows(
  t,
  { legs: 'Broj parova', odds: 'Ukupna kvota', stake: 'Uplata', payout: 'Mogući dobitak', payoutClass: 'w' },
  { odds: odds(t.totalOdds, ','), stake: `${num(t.stake, ',')} KM`, payout: `${num(t.payout, ',', '.')} KM` },
)}
</div></div>`;
  return page(css, body);
}

export const hoopsTennisSlip: Layout = {
  name: 'hoops-tennis-slip',
  medium: 'screen',
  width: [440, 600],
  profile: {
    lang: 'bs',
    currency: 'BAM',
    fee: false,
    sports: [
      ['basketball', 5],
      ['tennis', 4],
      ['football', 1],
    ],
    legs: [1, 8],
    bookmakers: ['Koš i Mreža', 'Drina Tip'],
    ticketId: (rng) => `BA-${rng.int(100000000, 999999999)}`,
  },
  render,
};
