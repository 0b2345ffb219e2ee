// Compact phone-app slip ("Moji tiketi"), light or dark theme: one row per match with a coloured pick pill on the left, home above
// away in one cell, the odds on the right and the kickoff under them. No market names: the pill carries the
// terse code ("1", "X2", "GG", "3+", "V 165,5"); filled or outlined; the kickoff under the odds or in a column
// left of the pill; comma or dot decimals.
import type { Rng } from '../../../rng';
import { esc, fmtDate, num, odds, pickCode, teamName } from '../../text';
import type { Ticket } from '../../ticket';
import { sportMix, summaryRows } from '../parts';
import { page, ticketIds, type Layout } from '../types';

const css = `
#ticket{width:100%;background:#f4f6f8;font:14px/1.25 'Liberation Sans',Arial,sans-serif;color:#1b2430;padding-bottom:12px}
.head{display:flex;justify-content:space-between;align-items:center;background:#fff;padding:12px 14px;border-bottom:1px solid #e3e7ec}
.head b{font-size:18px;color:#d9281f}.head span{font-size:12px;color:#6b7785;text-align:right}
.status{margin:8px 10px 0;font-size:12px;color:#6b7785}
.list{background:#fff;margin:6px 0 0}
.r{display:flex;align-items:center;gap:10px;padding:8px 12px;border-bottom:1px solid #eef1f4}
.pill{min-width:46px;text-align:center;border-radius:12px;padding:4px 7px;font-weight:bold;font-size:13px;color:#fff}
.p0{background:#1f8a4c}.p1{background:#2563c9}.p2{background:#d9281f}
.pill.out{background:none;border:1.5px solid currentColor}.p0.out{color:#1f8a4c}.p1.out{color:#2563c9}.p2.out{color:#d9281f}
.tl{width:42px;text-align:center}
.t{flex:1;min-width:0}.t div{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.rt{text-align:right}.o{font-weight:bold;font-size:16px}.k{font-size:11px;color:#7b8794}
.sum{background:#fff;margin:10px 0 0;padding:8px 14px}
.sum div{display:flex;justify-content:space-between;padding:3px 0}.win{font-weight:bold;color:#1f8a4c;font-size:17px}
.dark #ticket,.dark .head,.dark .list,.dark .sum{background:#15181d;color:#e7e9ec}.dark .r{border-color:#262b32}
.dark .head{border-color:#262b32}.dark .win{color:#5fd08a}
`;

function render(t: Ticket, _width: number, rng: Rng): string {
  const colour = rng.int(0, 2);
  // Apps differ: a filled or an outlined pill; the kickoff under the odds or in a column of its own.
  const outlined = rng.chance(0.4) ? ' out' : '';
  const timeLeft = rng.chance(0.4);
  const dec = rng.chance(0.5) ? ',' : '.';
  const rows = t.legs
    .map(
      (
        l,
      ) => `<div class="r">${timeLeft ? `<span class="k tl">${fmtDate(l.kickoff, 'DD.MM.')}<br>${fmtDate(l.kickoff, 'HH:mm')}</span>` : ''}<span class="pill p${colour}${outlined}">${esc(pickCode(l.bet, dec))}</span>
<div class="t"><div>${esc(teamName(l.home, l))}</div><div>${esc(teamName(l.away, l))}</div></div>
<div class="rt"><div class="o">${odds(l.odds, dec)}</div>${timeLeft ? '' : `<div class="k">${fmtDate(l.kickoff, 'DD.MM. HH:mm')}</div>`}</div></div>`,
    )
    .join('');
  const theme = rng.chance(0.5) ? 'dark' : 'light';
  const body = `<div class="${theme}"><div id="ticket">
<div class="head"><b>${esc(t.bookmaker)}</b><span>${t.ticketId}<br>${fmtDate(t.printedAt, 'DD.MM.YYYY. HH:mm')}</span></div>
<div class="status">Aktivan · ${t.legs.length} ${t.legs.length === 1 ? 'par' : 'parova'}</div>
<div class="list">${rows}</div>
<div class="sum">
${summaryRows(
  t,
  { legs: 'Parova', odds: 'Kvota', stake: 'Uplata', payout: 'Dobitak', payoutClass: 'win' },
  {
    odds: odds(t.totalOdds, ','),
    stake: `${num(t.stake, ',', '.')} RSD`,
    payout: `${num(t.payout, ',', '.')} RSD`,
  },
)}
</div></div></div>`;
  return page(css, body);
}

export const appCompactRows: Layout = {
  name: 'app-compact-rows',
  medium: 'screen',
  width: [360, 412],
  scale: 2,
  profile: {
    lang: 'sr',
    currency: 'RSD',
    fee: false,
    sports: sportMix(8, 2, 1),
    legs: [2, 10],
    bookmakers: ['Brzi Tip', 'Kvotomat', 'Tiketko'],
    ticketId: (rng) => ticketIds.long(rng),
  },
  render,
};
