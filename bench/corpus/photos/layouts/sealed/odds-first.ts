// Montenegrin-style printout where each line starts with the odds: "2.10  HAJDUK SPLIT - RIJEKA  X2  sub 18:00".
// Names in capitals with diacritics kept, EUR, dot decimals.
import type { Rng } from '../../../rng';
import { esc, fmtDate, num, odds, pickCode } from '../../text';
import type { Ticket } from '../../ticket';
import { matchName, row, sportMix } from '../parts';
import { page, type Layout } from '../types';

const css = `
#ticket{width:100%;background:#fffdf8;color:#161616;font:14px/1.4 'DejaVu Sans',sans-serif;padding:16px 14px 22px}
.c{text-align:center}.t{font-size:21px;font-weight:bold;letter-spacing:3px}
.ln{display:grid;grid-template-columns:5ch 1fr auto 8ch;column-gap:10px;padding:2px 0}
.ln .o{font-weight:bold}.ln .w{text-align:right;color:#444;font-size:12px}
.ru{border-top:1px solid #222;margin:7px 0}
.kv{display:flex;justify-content:space-between}.big{font-size:17px;font-weight:bold}
`;

function render(t: Ticket, _width: number, rng: Rng): string {
  const lines = t.legs
    .map(
      (l) => `<div class="ln"><span class="o">${odds(l.odds, '.')}</span>
<span>${matchName(l, ' - ', { caps: true })}</span>
<b>${esc(pickCode(l.bet, '.'))}</b><span class="w">${fmtDate(l.kickoff, 'ddd HH:mm', 'sr')}</span></div>`,
    )
    .join('');
  const kv = (k: string, v: string, cls = ''): string => row(k, v, `kv ${cls}`);
  const body = `<div id="ticket">
<div class="c t">${esc(t.bookmaker.toUpperCase())}</div>
<div class="c">Uplatno mjesto ${rng.pick(['Podgorica', 'Nikšić', 'Bar', 'Budva', 'Herceg Novi'])} ${rng.int(1, 40)}</div>
<div class="ru"></div>
${kv('Tiket br.', t.ticketId)}
${kv('Uplaćen', fmtDate(t.printedAt, 'DD.MM.YYYY HH:mm'))}
<div class="ru"></div>
${lines}
<div class="ru"></div>
${kv('Parova', String(t.legs.length))}
${kv('Ukupna kvota', odds(t.totalOdds, '.'))}
${kv('Uplata', `${num(t.stake, '.')} €`)}
${kv('Mogući dobitak', `${num(t.payout, '.')} €`, 'big')}
</div>`;
  return page(css, body);
}

export const oddsFirst: Layout = {
  name: 'odds-first-lines',
  medium: 'thermal',
  width: [460, 620],
  profile: {
    lang: 'sr',
    currency: 'EUR',
    fee: false,
    sports: sportMix(8, 2, 1),
    legs: [2, 10],
    bookmakers: ['Lovćen Kvota', 'Primorski Tip'],
    ticketId: (rng) => `ME${rng.int(1000000, 9999999)}`,
  },
  render,
};
