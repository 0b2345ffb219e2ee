// Desktop slip as a table Takmičenje | Utakmica | Igra | Tip | Kvota: the market (Igra) and selection (Tip) are
// split across columns, so "Oba tima daju gol" + "Da" must be read together. Comma decimals.
import type { Rng } from '../../../rng';
import { esc, fmtDate, marketName, num, odds, pickChip } from '../../text';
import type { Ticket } from '../../ticket';
import { matchName, sportMix } from '../parts';
import { page, type Layout } from '../types';

const css = `
#ticket{width:100%;background:#f4f6f9;font:14px/1.4 'Liberation Sans',Arial,sans-serif;color:#1f2933;padding:18px 24px}
.top{display:flex;justify-content:space-between;background:#1f3a60;color:#fff;padding:12px 16px;border-radius:4px 4px 0 0}
.top b{font-size:20px}.top span{font-size:13px;opacity:.9}
table{width:100%;border-collapse:collapse;background:#fff}
th{font-size:12px;color:#52606d;text-align:left;padding:8px 10px;border-bottom:2px solid #cbd2d9}
td{padding:8px 10px;border-bottom:1px solid #e4e7eb}
tr:nth-child(even) td{background:#f9fafb}
.t{font-size:11px;color:#7b8794}.r{text-align:right}.b{font-weight:bold}
.strip{display:flex;gap:28px;background:#fff;padding:12px 16px;border-top:2px solid #1f3a60;font-size:15px}
.strip b{font-size:16px}.strip .w{margin-left:auto;color:#1f3a60}
`;

function render(t: Ticket, _width: number, rng: Rng): string {
  const rows = t.legs
    .map(
      (l) => `<tr><td>${esc(l.league)}<div class="t">${fmtDate(l.kickoff, 'DD.MM.YYYY. HH:mm')}</div></td>
<td>${matchName(l, ' – ')}</td><td>${esc(marketName(l.bet, t.lang))}</td>
<td class="b">${esc(pickChip(l.bet, ','))}</td><td class="r b">${odds(l.odds, ',')}</td></tr>`,
    )
    .join('');
  const body = `<div id="ticket">
<div class="top"><b>${esc(t.bookmaker)}</b><span>ID tiketa ${t.ticketId} · uplaćeno ${fmtDate(t.printedAt, 'DD.MM.YYYY. u HH:mm')} · kanal: web ${rng.int(1, 4)}</span></div>
<table><thead><tr><th>Takmičenje</th><th>Utakmica</th><th>Igra</th><th>Tip</th><th class="r">Kvota</th></tr></thead><tbody>${rows}</tbody></table>
<div class="strip"><span>Parova: <b>${t.legs.length}</b></span><span>Kvota: <b>${odds(t.totalOdds, ',')}</b></span>
<span>Ulog: <b>${num(t.stake, ',', '.')} din</b></span><span class="w">Dobitak: <b>${num(t.payout, ',', '.')} din</b></span></div>
</div>`;
  return page(css, body);
}

export const webCompetitionTable: Layout = {
  name: 'web-competition-table',
  medium: 'screen',
  width: [900, 1200],
  profile: {
    lang: 'sr',
    currency: 'RSD',
    fee: false,
    sports: sportMix(8, 2, 1),
    legs: [2, 10],
    bookmakers: ['KvotaHit', 'Oklada Centar'],
    ticketId: (rng) => `W${rng.int(100000000, 999999999)}`,
  },
  render,
};
