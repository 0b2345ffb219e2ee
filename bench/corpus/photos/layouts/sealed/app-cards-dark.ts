// Dark-theme app slip (Croatian): kickoff first, home and away on separate lines, league last; on the right the
// odds come before the written-out selection. EUR, dot decimals.
import type { Rng } from '../../../rng';
import { esc, fmtDate, num, odds, pickWords, teamName } from '../../text';
import type { Ticket } from '../../ticket';
import { sportMix, summaryRows } from '../parts';
import { page, ticketIds, type Layout } from '../types';

const css = `
#ticket{width:100%;background:#121418;color:#e8eaed;font:15px/1.3 'DejaVu Sans',sans-serif;padding:0 0 16px}
.bar{display:flex;justify-content:space-between;align-items:center;padding:14px 14px;background:#1d2127;border-bottom:2px solid #f5b400}
.bar b{color:#f5b400;font-size:19px}.bar span{font-size:12px;color:#9aa0a6;text-align:right}
.card{display:flex;gap:10px;margin:10px 10px 0;background:#1e2228;border-radius:10px;padding:10px 12px}
.l{flex:1}.k{font-size:12px;color:#f5b400}.n{font-weight:bold}.lg{font-size:11px;color:#8d949c;margin-top:3px}
.rt{text-align:right;min-width:110px;max-width:45%}.od{font-size:20px;font-weight:bold;color:#fff}
.sel{font-size:12px;color:#c9cdd2;margin-top:4px}
.sum{margin:12px 10px 0;border-top:1px solid #3a3f46;padding-top:8px}
.sum div{display:flex;justify-content:space-between;padding:2px 4px}.win{color:#f5b400;font-weight:bold;font-size:18px}
`;

function render(t: Ticket, _width: number, _rng: Rng): string {
  const cards = t.legs
    .map(
      (l) => `<div class="card"><div class="l"><div class="k">${fmtDate(l.kickoff, 'DD.MM. HH:mm')}</div>
<div class="n">${esc(teamName(l.home, l, { shortPlayers: false }))}</div><div class="n">${esc(teamName(l.away, l, { shortPlayers: false }))}</div><div class="lg">${esc(l.league)}</div></div>
<div class="rt"><div class="od">${odds(l.odds, '.')}</div><div class="sel">${esc(pickWords(l.bet, 'hr', '.'))}</div></div></div>`,
    )
    .join('');
  const body = `<div id="ticket">
<div class="bar"><b>${esc(t.bookmaker)}</b><span>Listić ${t.ticketId}<br>${fmtDate(t.printedAt, 'DD.MM.YYYY. HH:mm')}</span></div>
${cards}
<div class="sum">
${summaryRows(
  t,
  { legs: 'Događaja', odds: 'Ukupni tečaj', stake: 'Ulog', payout: 'Mogući dobitak', payoutClass: 'win' },
  { odds: odds(t.totalOdds, '.'), stake: `${num(t.stake, '.')} €`, payout: `${num(t.payout, '.', ' ')} €` },
)}
</div></div>`;
  return page(css, body);
}

export const appCardsDark: Layout = {
  name: 'app-cards-dark',
  medium: 'screen',
  width: [360, 440],
  scale: 2,
  profile: {
    lang: 'hr',
    currency: 'EUR',
    fee: false,
    sports: sportMix(7, 2, 2),
    legs: [1, 8],
    bookmakers: ['Noćna Oklada', 'Zicer Tip'],
    ticketId: (rng) => ticketIds.long(rng),
  },
  render,
};
