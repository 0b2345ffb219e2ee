// Desktop web slip as a table with separate Domaćin and Gost columns (no dash between the names) and the odds
// column before the pick. Dot decimals, 5 % fee shown in the summary.
import type { Rng } from '../../../rng';
import { esc, fmtDate, num, odds, pickCode, teamName } from '../../text';
import type { Ticket } from '../../ticket';
import { qr, row, sportMix } from '../parts';
import { page, ticketIds, type Layout } from '../types';

const css = `
#ticket{width:100%;background:#fff;font:14px/1.35 'DejaVu Sans',sans-serif;color:#222;padding:22px 26px}
.head{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:3px solid #c0392b;padding-bottom:10px}
.logo{font:bold 26px 'Liberation Serif',serif;color:#c0392b}.logo small{display:block;font:12px 'DejaVu Sans';color:#777}
.info{text-align:right;font-size:13px;color:#444}
table{width:100%;border-collapse:collapse;margin-top:14px}
th{background:#f3f3f3;text-align:left;font-size:12px;text-transform:uppercase;color:#555;padding:7px 8px;border-bottom:1px solid #ccc}
td{padding:7px 8px;border-bottom:1px solid #e6e6e6;vertical-align:top}
td.o,th.o{text-align:right;font-weight:bold}td.p{font-weight:bold;color:#c0392b}
.lg{font-size:11px;color:#888}
.foot{display:flex;justify-content:space-between;margin-top:16px;align-items:flex-start}
.sum{min-width:330px}.sum div{display:flex;justify-content:space-between;padding:2px 0}
.sum .t{font-size:17px;font-weight:bold;border-top:1px solid #999;margin-top:5px;padding-top:5px}
`;

function render(t: Ticket, _width: number, rng: Rng): string {
  const rows = t.legs
    .map(
      (l) => `<tr><td>${fmtDate(l.kickoff, 'DD.MM. HH:mm')}<div class="lg">${esc(l.league)}</div></td>
<td>${esc(teamName(l.home, l, { shortPlayers: false }))}</td><td>${esc(teamName(l.away, l, { shortPlayers: false }))}</td>
<td class="o">${odds(l.odds, '.')}</td><td class="p">${esc(pickCode(l.bet, '.'))}</td></tr>`,
    )
    .join('');
  const s = (k: string, v: string, cls = ''): string => row(k, v, cls);
  const body = `<div id="ticket">
<div class="head"><div class="logo">${esc(t.bookmaker)}<small>sportsko klađenje online</small></div>
<div class="info">Broj tiketa: <b>${t.ticketId}</b><br>Uplaćen: ${fmtDate(t.printedAt, 'DD.MM.YYYY HH:mm:ss')}<br>Status: u igri</div></div>
<table><thead><tr><th>Početak</th><th>Domaćin</th><th>Gost</th><th class="o">Kvota</th><th>Tip</th></tr></thead>
<tbody>${rows}</tbody></table>
<div class="foot"><div>${qr(rng, 92)}</div><div class="sum">
${s('Broj parova', String(t.legs.length))}
${s('Ukupna kvota', odds(t.totalOdds, '.'))}
${s('Uplata', `${num(t.stake, '.')} RSD`)}
${s('Manipulativni troškovi (5%)', `${num(t.fee, '.')} RSD`)}
${s('Ulog', `${num(t.stakeAfterFee, '.')} RSD`)}
${s('Moguća isplata', `${num(t.payout, '.')} RSD`, 't')}
</div></div></div>`;
  return page(css, body);
}

export const webSplitTeams: Layout = {
  name: 'web-split-teams',
  medium: 'screen',
  width: [880, 1200],
  profile: {
    lang: 'sr',
    currency: 'RSD',
    fee: true,
    sports: sportMix(8, 2, 1),
    legs: [2, 10],
    bookmakers: ['Arena Kvota', 'Derbi Kutak'],
    ticketId: (rng) => ticketIds.long(rng),
  },
  render,
};
