// Light mobile-app bet slip: one card per match with the league and kickoff on top, home and away on separate
// lines, the market name, a pick chip and the odds on the right. Comma decimals.
import type { Rng } from '../../../rng';
import { esc, fmtDate, marketName, num, odds, pickChip, teamName } from '../../text';
import type { Ticket } from '../../ticket';
import { sportMix, summaryRows } from '../parts';
import { page, ticketIds, type Layout } from '../types';

const css = `
#ticket{width:100%;background:#eef1f5;font:15px/1.3 'Liberation Sans',Arial,sans-serif;color:#15202b;padding-bottom:14px}
.top{background:#0b7a4b;color:#fff;padding:14px 16px}
.top .brand{font-size:21px;font-weight:bold}.top .sub{font-size:13px;opacity:.9;margin-top:3px}
.card{background:#fff;margin:10px 10px 0;border-radius:12px;padding:10px 12px;box-shadow:0 1px 2px rgba(0,0,0,.12)}
.meta{display:flex;justify-content:space-between;font-size:12px;color:#66727f}
.team{font-size:16px;font-weight:600;margin-top:2px}
.bet{display:flex;align-items:center;gap:8px;margin-top:8px;border-top:1px solid #edf0f3;padding-top:7px}
.mk{color:#54606c;font-size:13px;flex:1}
.chip{background:#e3f4ec;color:#0b7a4b;font-weight:bold;border-radius:14px;padding:3px 11px}
.odd{font-weight:bold;font-size:17px;min-width:52px;text-align:right}
.sum{background:#fff;margin:12px 10px 0;border-radius:12px;padding:10px 12px}
.sum div{display:flex;justify-content:space-between;padding:3px 0}
.sum .pay{font-weight:bold;font-size:18px;color:#0b7a4b;border-top:1px solid #e5e8eb;margin-top:4px;padding-top:7px}
`;

function render(t: Ticket, _width: number, _rng: Rng): string {
  const cards = t.legs
    .map(
      (l) => `<div class="card">
<div class="meta"><span>${esc(l.league)}</span><span>${fmtDate(l.kickoff, 'ddd DD.MM. HH:mm')}</span></div>
<div class="team">${esc(teamName(l.home, l))}</div>
<div class="team">${esc(teamName(l.away, l))}</div>
<div class="bet"><span class="mk">${esc(marketName(l.bet, t.lang))}</span><span class="chip">${esc(pickChip(l.bet, ','))}</span><span class="odd">${odds(l.odds, ',')}</span></div>
</div>`,
    )
    .join('');
  const body = `<div id="ticket">
<div class="top"><div class="brand">${esc(t.bookmaker)}</div>
<div class="sub">Tiket ${t.ticketId} · ${fmtDate(t.printedAt, 'DD.MM.YYYY. HH:mm')}</div></div>
${cards}
<div class="sum">
${summaryRows(
  t,
  {
    legs: 'Broj mečeva',
    odds: 'Ukupna kvota',
    stake: 'Uplata',
    payout: 'Moguća isplata',
    payoutClass: 'pay',
  },
  {
    odds: odds(t.totalOdds, ','),
    stake: `${num(t.stake, ',', '.')} RSD`,
    payout: `${num(t.payout, ',', '.')} RSD`,
  },
)}
</div></div>`;
  return page(css, body);
}

export const appCardsLight: Layout = {
  name: 'app-cards-light',
  medium: 'screen',
  width: [360, 430],
  scale: 2,
  profile: {
    lang: 'sr',
    currency: 'RSD',
    fee: false,
    sports: sportMix(7, 2, 1),
    legs: [1, 8],
    bookmakers: ['Zelena Kvota', 'TipTak', 'Pogodak'],
    ticketId: (rng) => ticketIds.hex(rng),
  },
  render,
};
