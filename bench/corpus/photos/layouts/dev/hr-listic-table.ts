// Croatian printed listić: a bordered table Događaj | Oklada | Tečaj where the selection is written inside the
// Oklada cell ("Konačni ishod 1"). EUR, comma decimals, "Ukupni tečaj" and "Mogući dobitak" below.
import type { Rng } from '../../../rng';
import { esc, fmtDate, num, odds, pickWords } from '../../text';
import type { Ticket } from '../../ticket';
import { barcode, matchName, sportMix, summaryRows } from '../parts';
import { page, type Layout } from '../types';

const css = `
#ticket{width:100%;background:#fffef9;font:14px/1.35 'Liberation Serif','DejaVu Serif',serif;color:#111;padding:20px 22px;border:1px solid #ddd}
h1{font:bold 22px 'Liberation Sans',sans-serif;margin:0;color:#1a3d7c}.hd{display:flex;justify-content:space-between}
.small{font-size:12px;color:#333}
table{width:100%;border-collapse:collapse;margin:12px 0}
th,td{border:1px solid #777;padding:5px 6px;text-align:left;vertical-align:top}
th{background:#e8ecf4;font-family:'Liberation Sans',sans-serif;font-size:12px}
td.n{width:28px;text-align:center}td.t{text-align:right;white-space:nowrap;font-weight:bold}
.when{font-size:11px;color:#444}
.tot{width:60%;margin-left:auto}.tot div{display:flex;justify-content:space-between;padding:2px 0}
.tot .big{font-size:18px;font-weight:bold;border-top:2px solid #111;margin-top:4px;padding-top:4px}
`;

function render(t: Ticket, _width: number, rng: Rng): string {
  const rows = t.legs
    .map(
      (l, i) => `<tr><td class="n">${i + 1}</td>
<td>${matchName(l)}<div class="when">${esc(l.league)}, ${fmtDate(l.kickoff, 'DD.MM. u HH:mm')}</div></td>
<td>${esc(pickWords(l.bet, 'hr', ','))}</td><td class="t">${odds(l.odds, ',')}</td></tr>`,
    )
    .join('');
  const body = `<div id="ticket">
<div class="hd"><div><h1>${esc(t.bookmaker)}</h1><div class="small">Poslovnica ${rng.int(1, 90)}, ${esc(rng.pick(['Ilica 112, Zagreb', 'Riva 3, Split', 'Korzo 20, Rijeka', 'Europska avenija 9, Osijek']))}</div></div>
<div class="small" style="text-align:right">Listić: <b>${t.ticketId}</b><br>${fmtDate(t.printedAt, 'DD.MM.YYYY. HH:mm')}</div></div>
<table><thead><tr><th>#</th><th>Događaj</th><th>Oklada</th><th>Tečaj</th></tr></thead><tbody>${rows}</tbody></table>
<div class="tot">
${summaryRows(
  t,
  {
    legs: 'Broj događaja',
    odds: 'Ukupni tečaj',
    stake: 'Uplata',
    payout: 'Mogući dobitak',
    payoutClass: 'big',
  },
  {
    odds: odds(t.totalOdds, ','),
    stake: `${num(t.stake, ',', '.')} €`,
    payout: `${num(t.payout, ',', '.')} €`,
  },
)}
</div>
<div style="text-align:center;margin-top:14px">${barcode(rng, 260, 40)}</div>
<div class="small" style="text-align:center">Provjerite listić prije napuštanja poslovnice.</div>
</div>`;
  return page(css, body);
}

export const hrListicTable: Layout = {
  name: 'hr-listic-table',
  medium: 'paper',
  width: [600, 820],
  profile: {
    lang: 'hr',
    currency: 'EUR',
    fee: false,
    sports: sportMix(8, 2, 1),
    legs: [1, 9],
    bookmakers: ['Jadranska Oklada', 'Tečajnica'],
    ticketId: (rng, at) => `${fmtDate(at, 'YYMMDD')}${rng.int(100000, 999999)}`,
  },
  render,
};
