// Compact shop receipt with exactly one line per match: "1. Partizan - Vojvodina  KI 1  1,45". Long names wrap
// onto a second line, as they do on real 80 mm printers. Comma decimals, no fee.
import type { Rng } from '../../../rng';
import { esc, fmtDate, num, odds, pickCode } from '../../text';
import type { Ticket } from '../../ticket';
import { kv, matchName, sportMix } from '../parts';
import { page, type Layout } from '../types';

const css = `
#ticket{width:100%;background:#fdfdfb;color:#202020;font:14px/1.4 'Liberation Sans Narrow','Liberation Sans',sans-serif;padding:16px 14px 24px}
.c{text-align:center}.bk{font:bold 24px 'Liberation Sans',sans-serif;letter-spacing:1px}
.line{display:grid;grid-template-columns:1fr auto 54px;gap:8px;padding:1px 0}
.line .o{text-align:right;font-weight:bold}
.sep{border-top:2px solid #222;margin:8px 0}.dots{border-top:1px dotted #555;margin:6px 0}
.kv{display:flex;justify-content:space-between}
`;

function render(t: Ticket, _width: number, rng: Rng): string {
  const lines = t.legs
    .map(
      (l, i) =>
        `<div class="line"><span>${i + 1}. ${matchName(l)}</span><span>${esc(pickCode(l.bet, ',', { ki: true }))}</span><span class="o">${odds(l.odds, ',')}</span></div>`,
    )
    .join('');
  const body = `<div id="ticket">
<div class="c bk">${esc(t.bookmaker)}</div>
<div class="c">Objekat ${rng.int(100, 999)} · Kasa ${rng.int(1, 6)}</div>
<div class="sep"></div>
${kv('Br. tiketa', t.ticketId)}
${kv('Vreme uplate', fmtDate(t.printedAt, 'DD.MM.YY HH:mm'))}
<div class="dots"></div>
${lines}
<div class="dots"></div>
${kv('Parova', String(t.legs.length))}
${kv('<b>Kvota</b>', `<b>${odds(t.totalOdds, ',')}</b>`)}
${kv('Uplata din', num(t.stake, ',', '.'))}
${kv('<b>Dobitak din</b>', `<b>${num(t.payout, ',', '.')}</b>`)}
<div class="sep"></div>
<div class="c">Tiket važi 30 dana od poslednjeg meča</div>
</div>`;
  return page(css, body);
}

export const oneLineReceipt: Layout = {
  name: 'one-line-receipt',
  medium: 'thermal',
  width: [420, 540],
  profile: {
    lang: 'sr',
    currency: 'RSD',
    fee: false,
    sports: sportMix(9, 1),
    legs: [2, 10],
    bookmakers: ['Kladomat', 'Dunavski Tip', 'Plavi Tiket'],
    ticketId: (rng) => String(rng.int(1000000, 9999999)),
  },
  render,
};
