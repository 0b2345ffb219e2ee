// Bosnian shop slip: numbered match line, then "Tip" and "Koeficijent" on their own line; totals say
// "Uplata KM", "Ukupni koeficijent", "Dobitak". KM, comma decimals, 5 % fee.
import type { Rng } from '../../../rng';
import { esc, fmtDate, num, odds, pickCode } from '../../text';
import type { Ticket } from '../../ticket';
import { barcode, kv, matchName, sportMix } from '../parts';
import { page, type Layout } from '../types';

const css = `
#ticket{width:100%;background:#fcfbf7;color:#1a1a1a;font:14px/1.35 'DejaVu Sans Condensed','DejaVu Sans',sans-serif;padding:16px 14px 24px}
.c{text-align:center}.t{font:bold 22px 'DejaVu Serif',serif}
.leg{padding:5px 0;border-bottom:1px dashed #999}.leg .m{font-weight:bold}
.leg .d{font-size:12px;color:#444}.leg .s{display:flex;gap:18px}
.kv{display:flex;justify-content:space-between}.rule{border-top:2px solid #111;margin:8px 0}
`;

function render(t: Ticket, _width: number, rng: Rng): string {
  const legs = t.legs
    .map(
      (l, i) => `<div class="leg"><div class="m">${i + 1}) ${matchName(l)}</div>
<div class="d">${esc(l.league)} · ${fmtDate(l.kickoff, 'DD.MM. HH:mm')}</div>
<div class="s"><span>Tip: <b>${esc(pickCode(l.bet, ','))}</b></span><span>Koeficijent: <b>${odds(l.odds, ',')}</b></span></div></div>`,
    )
    .join('');
  const body = `<div id="ticket">
<div class="c t">${esc(t.bookmaker)}</div>
<div class="c">Poslovnica ${rng.pick(['Sarajevo - Ilidža', 'Tuzla centar', 'Zenica 2', 'Mostar - Rondo', 'Bihać'])}</div>
<div class="rule"></div>
${kv('Broj listića', t.ticketId)}
${kv('Vrijeme', fmtDate(t.printedAt, 'DD.MM.YYYY. HH:mm:ss'))}
<div class="rule"></div>
${legs}
<div class="rule"></div>
${kv('Uplata KM', num(t.stake, ','))}
${kv('Manipulativni troškovi', num(t.fee, ','))}
${kv('Ukupni koeficijent', `<b>${odds(t.totalOdds, ',')}</b>`)}
${kv('<b>Dobitak KM</b>', `<b>${num(t.payout, ',', '.')}</b>`)}
<div class="c" style="margin-top:10px">${barcode(rng, 280, 46)}</div>
<div class="c" style="font-size:12px">Igrajte odgovorno. Zabranjeno mlađima od 18 godina.</div>
</div>`;
  return page(css, body);
}

export const bsSlip: Layout = {
  name: 'bs-slip',
  medium: 'thermal',
  width: [440, 540],
  profile: {
    lang: 'bs',
    currency: 'BAM',
    fee: true,
    sports: sportMix(8, 2, 1),
    legs: [1, 9],
    bookmakers: ['Bosanski Pogodak', 'Neretva Tip'],
    ticketId: (rng) => `${rng.int(10, 99)}/${rng.int(100000, 999999)}`,
  },
  render,
};
