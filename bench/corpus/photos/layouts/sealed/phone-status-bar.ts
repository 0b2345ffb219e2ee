// Full phone screenshot: status bar (time, signal, battery) on top, the app's bottom navigation at the bottom,
// cards in between with the selection written out ("Više 2.5", "Konačan ishod: 1"). Dot decimals.
import type { Rng } from '../../../rng';
import { esc, fmtDate, num, odds, pickWords } from '../../text';
import type { Ticket } from '../../ticket';
import { matchName, sportMix, summaryRows } from '../parts';
import { page, ticketIds, type Layout } from '../types';

const css = `
#ticket{width:100%;background:#f2f2f7;font:15px/1.3 'Liberation Sans',sans-serif;color:#111}
.status{display:flex;justify-content:space-between;padding:6px 16px 4px;font:bold 13px 'DejaVu Sans',sans-serif;background:#fff}
.app{background:#fff;padding:8px 16px 12px;border-bottom:1px solid #ddd}
.app h2{margin:0;font-size:19px}.app div{font-size:12px;color:#666}
.card{background:#fff;margin:8px 10px 0;border-radius:10px;padding:9px 12px;border-left:4px solid #e4572e}
.m{font-weight:bold}.s{display:flex;justify-content:space-between;margin-top:3px}.s b{font-size:16px}
.i{font-size:11px;color:#888;margin-top:2px}
.tot{background:#fff;margin:10px;border-radius:10px;padding:10px 12px}
.tot div{display:flex;justify-content:space-between;padding:2px 0}.tot .w{font-size:17px;font-weight:bold;color:#e4572e}
.nav{display:flex;justify-content:space-around;background:#fff;border-top:1px solid #ccc;padding:8px 0 14px;font-size:11px;color:#777}
.nav .on{color:#e4572e;font-weight:bold}
`;

function render(t: Ticket, _width: number, rng: Rng): string {
  const lines = rng.chance(0.6);
  const cards = t.legs
    .map(
      (l) => `<div class="card"><div class="m">${matchName(l)}</div>
<div class="s"><span>${esc(pickWords(l.bet, 'sr', '.', lines))}</span><b>${odds(l.odds, '.')}</b></div>
<div class="i">${esc(l.league)} · ${fmtDate(l.kickoff, 'DD.MM. HH:mm')}</div></div>`,
    )
    .join('');
  const clock = `${String(rng.int(7, 23)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
  const body = `<div id="ticket">
<div class="status"><span>${clock}</span><span>${rng.pick(['4G', 'LTE', '5G'])} ▂▄▆█ ${rng.int(8, 99)}%</span></div>
<div class="app"><h2>${esc(t.bookmaker)} · Moji tiketi</h2><div>Tiket #${t.ticketId} · ${fmtDate(t.printedAt, 'DD.MM.YYYY HH:mm')}</div></div>
${cards}
<div class="tot">
${summaryRows(
  t,
  { legs: 'Broj parova', odds: 'Ukupna kvota', stake: 'Uplata', payout: 'Moguća isplata', payoutClass: 'w' },
  {
    odds: odds(t.totalOdds, '.'),
    stake: `${num(t.stake, '.')} RSD`,
    payout: `${num(t.payout, '.', ',')} RSD`,
  },
)}
</div>
<div class="nav"><span>Sport</span><span>Uživo</span><span class="on">Tiketi</span><span>Kazino</span><span>Profil</span></div>
</div>`;
  return page(css, body);
}

export const phoneStatusBar: Layout = {
  name: 'phone-status-bar',
  medium: 'screen',
  width: [360, 412],
  scale: 2,
  profile: {
    lang: 'sr',
    currency: 'RSD',
    fee: false,
    sports: sportMix(7, 2, 1),
    legs: [1, 7],
    bookmakers: ['Brzi Tiket', 'Kvotica'],
    ticketId: (rng) => ticketIds.dashed(rng),
  },
  render,
};
