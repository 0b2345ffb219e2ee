// Compact dark-theme app slip (Croatian): legs grouped under day headings, the kickoff time in a narrow left
// column, an outlined pick pill, home above away, the odds on the right. No market names. EUR, dot decimals.
import type { Rng } from '../../../rng';
import { esc, fmtDate, num, odds, pickCode, teamName } from '../../text';
import type { Ticket } from '../../ticket';
import { sportMix, summaryRows } from '../parts';
import { page, ticketIds, type Layout } from '../types';

const css = `
#ticket{width:100%;background:#0f1115;color:#e6e8eb;font:14px/1.3 'DejaVu Sans',sans-serif;padding-bottom:14px}
.bar{padding:12px 14px;background:#171a20;display:flex;justify-content:space-between;align-items:baseline}
.bar b{color:#7ee081;font-size:17px}.bar span{font-size:11px;color:#8b929b}
.day{padding:9px 14px 4px;font-size:12px;color:#8b929b;text-transform:uppercase}
.r{display:flex;align-items:center;gap:9px;padding:7px 12px;border-top:1px solid #22262d}
.tm{width:40px;font-size:12px;color:#a3a9b1}
.pill{border:1.5px solid #7ee081;color:#7ee081;border-radius:10px;padding:2px 6px;font-size:12px;font-weight:bold;min-width:40px;text-align:center}
.t{flex:1;min-width:0}.o{font-weight:bold;font-size:16px;color:#fff}
.sum{margin:10px 12px 0;padding-top:6px;border-top:1px solid #33383f}
.sum div{display:flex;justify-content:space-between;padding:2px 0}.win{color:#7ee081;font-weight:bold}
`;

function render(t: Ticket, _width: number, _rng: Rng): string {
  let lastDay = '';
  const rows = t.legs
    .map((l) => {
      const day = fmtDate(l.kickoff, 'ddd, DD.MM.', 'hr');
      const heading = day === lastDay ? '' : `<div class="day">${day}</div>`;
      lastDay = day;
      return `${heading}<div class="r"><span class="tm">${fmtDate(l.kickoff, 'HH:mm')}</span><span class="pill">${esc(pickCode(l.bet, '.'))}</span>
<div class="t"><div>${esc(teamName(l.home, l, { shortPlayers: false }))}</div><div>${esc(teamName(l.away, l, { shortPlayers: false }))}</div></div>
<span class="o">${odds(l.odds, '.')}</span></div>`;
    })
    .join('');
  const body = `<div id="ticket">
<div class="bar"><b>${esc(t.bookmaker)}</b><span>#${t.ticketId}</span></div>
${rows}
<div class="sum">
${summaryRows(
  t,
  { legs: 'Događaja', odds: 'Ukupni tečaj', stake: 'Ulog', payout: 'Mogući dobitak', payoutClass: 'win' },
  {
    odds: odds(t.totalOdds, '.'),
    stake: `${num(t.stake, '.')} €`,
    payout: `${num(t.payout, '.')} €`,
  },
)}
</div></div>`;
  return page(css, body);
}

export const appCompactDark: Layout = {
  name: 'app-compact-dark',
  medium: 'screen',
  width: [360, 420],
  scale: 2,
  profile: {
    lang: 'hr',
    currency: 'EUR',
    fee: false,
    sports: sportMix(7, 2, 1),
    legs: [2, 9],
    bookmakers: ['Noćni Tip', 'Kvačica'],
    ticketId: (rng) => ticketIds.dashed(rng),
  },
  render,
};
