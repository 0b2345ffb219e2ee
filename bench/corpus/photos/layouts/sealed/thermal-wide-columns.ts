// 80 mm shop printout with a column grid Šifra | Par | Tip | Kvota; teams joined by a bare dash, kickoff as
// weekday and time ("ned 20:45"). ASCII names, comma decimals, 5 % fee.
import type { Rng } from '../../../rng';
import { ascii, esc, fmtDate, num, odds, pickCode } from '../../text';
import type { Ticket } from '../../ticket';
import { barcode, kv, matchName, sportMix } from '../parts';
import { page, type Layout } from '../types';

const css = `
#ticket{width:100%;background:#fafaf7;color:#222;font:14px/1.3 'Liberation Mono',monospace;padding:18px 14px 28px}
.c{text-align:center}.t{font-size:20px;font-weight:bold}
.g{display:grid;grid-template-columns:6ch 1fr 9ch 6ch;column-gap:8px}
.g .r{text-align:right}.h{border-bottom:1px solid #333;font-weight:bold;margin-top:8px}
.row{padding:3px 0;border-bottom:1px dotted #aaa}.when{color:#555;font-size:12px}
.kv{display:flex;justify-content:space-between}.eq{border-top:3px double #333;margin:8px 0}
`;

function render(t: Ticket, _width: number, rng: Rng): string {
  const rows = t.legs
    .map(
      (l) => `<div class="g row"><span>${l.code}</span>
<span>${matchName(l, '-', { ascii: true })}<div class="when">${fmtDate(l.kickoff, 'ddd HH:mm', 'sr')}</div></span>
<span>${esc(pickCode(l.bet, ','))}</span><span class="r">${odds(l.odds, ',')}</span></div>`,
    )
    .join('');
  const body = `<div id="ticket">
<div class="c t">${esc(ascii(t.bookmaker))}</div>
<div class="c">Prodajno mesto ${rng.int(1000, 9999)} / terminal ${rng.int(1, 9)}</div>
<div class="eq"></div>
${kv('Tiket', t.ticketId)}
${kv('Datum', fmtDate(t.printedAt, 'DD.MM.YYYY HH:mm'))}
<div class="g h"><span>Šifra</span><span>Par</span><span>Tip</span><span class="r">Kvota</span></div>
${rows}
<div class="eq"></div>
${kv('Uplata', num(t.stake, ',', '.'))}
${kv('Man. troškovi 5%', num(t.fee, ',', '.'))}
${kv('Uplata za igru', num(t.stakeAfterFee, ',', '.'))}
${kv('Ukupna kvota', odds(t.totalOdds, ','))}
${kv('<b>Moguća isplata</b>', `<b>${num(t.payout, ',', '.')} din</b>`)}
<div class="c" style="margin-top:10px">${barcode(rng, 300, 50)}</div>
</div>`;
  return page(css, body);
}

export const thermalWideColumns: Layout = {
  name: 'thermal-80-columns',
  medium: 'thermal',
  width: [500, 600],
  profile: {
    lang: 'sr',
    currency: 'RSD',
    fee: true,
    sports: sportMix(8, 2, 1),
    legs: [1, 10],
    bookmakers: ['Tiketarnica', 'Stadion Tip'],
    ticketId: (rng, at) => `${fmtDate(at, 'DDMM')}-${rng.int(10000, 99999)}-${rng.int(10, 99)}`,
  },
  render,
};
