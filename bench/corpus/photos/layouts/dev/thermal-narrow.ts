// 58 mm shop printout: monospace, ASCII capitals, a "#code" line per match, home and away on separate lines with
// the pick and odds at the end of the away line. Dots for decimals, 5 % fee.
import type { Rng } from '../../../rng';
import { ascii, esc, fmtDate, num, odds, pickCode, teamName } from '../../text';
import type { Ticket } from '../../ticket';
import { barcode, row, sportMix } from '../parts';
import { page, ticketIds, type Layout } from '../types';

const css = `
#ticket{width:100%;background:#fbfaf6;color:#1d1d1d;font:13px/1.32 'DejaVu Sans Mono',monospace;padding:18px 10px 26px}
.c{text-align:center}.b{font-weight:bold}.big{font-size:17px;letter-spacing:2px}
.hr{border-top:1px dashed #444;margin:6px 0}
.r{display:flex;justify-content:space-between;gap:6px}.r span:first-child{flex:1}
.pk{margin-left:12px}.od{min-width:5ch;text-align:right;margin-left:10px}
.leg{margin:5px 0}.code{color:#333}
`;

function render(t: Ticket, _width: number, rng: Rng): string {
  const name = (s: string, leg: Ticket['legs'][number]): string =>
    esc(teamName(s, leg, { caps: true, ascii: true }));
  const legs = t.legs
    .map(
      (l) => `<div class="leg">
<div class="code">#${l.code} ${fmtDate(l.kickoff, 'DD.MM HH:mm')}</div>
<div>${name(l.home, l)}</div>
<div class="r"><span>${name(l.away, l)}</span><span class="b pk">${esc(pickCode(l.bet, '.', { ki: true }).toUpperCase())}</span><span class="b od">${odds(l.odds, '.')}</span></div>
</div>`,
    )
    .join('');
  const line = (k: string, v: string, cls = ''): string => row(k, v, `r ${cls}`);
  const body = `<div id="ticket">
<div class="c b big">${esc(ascii(t.bookmaker).toUpperCase())}</div>
<div class="c">UPLATNO MESTO ${rng.int(10, 399)}</div>
<div class="c">${esc(rng.pick(['BUL. OSLOBODJENJA 12', 'NJEGOSEVA 4', 'KNEZA MILOSA 77', 'CARA DUSANA 31']))}</div>
<div class="hr"></div>
<div>TIKET: ${t.ticketId}</div>
<div>${fmtDate(t.printedAt, 'DD.MM.YYYY HH:mm:ss')}</div>
<div>KOMBINACIJA ${t.legs.length}/${t.legs.length}</div>
<div class="hr"></div>
${legs}
<div class="hr"></div>
${line('BROJ PAROVA:', String(t.legs.length))}
${line('UKUPNA KVOTA:', odds(t.totalOdds, '.'), 'b')}
${line('UPLATA:', num(t.stake, '.'))}
${line('MANIP. TROSKOVI 5%:', num(t.fee, '.'))}
${line('UPLATA ZA IGRU:', num(t.stakeAfterFee, '.'))}
${line('MOGUCA ISPLATA:', num(t.payout, '.'), 'b')}
<div class="hr"></div>
<div class="c">${barcode(rng, 240, 44)}</div>
<div class="c">HVALA NA POVERENJU</div>
</div>`;
  return page(css, body);
}

export const thermalNarrow: Layout = {
  name: 'thermal-58-narrow',
  medium: 'thermal',
  width: [330, 384],
  profile: {
    lang: 'sr',
    currency: 'RSD',
    fee: true,
    sports: sportMix(8, 1, 1),
    legs: [1, 10],
    bookmakers: ['Kvotomat', 'Golgeter Tip', 'Sretni Listić'],
    ticketId: (rng) => ticketIds.dashed(rng),
  },
  render,
};
