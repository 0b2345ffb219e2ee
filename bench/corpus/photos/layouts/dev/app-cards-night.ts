// Night-theme mobile slip (Montenegrin/Serbian): one dark card per match, kickoff and league on top in the
// accent colour, home and away stacked, then the market name and the selection in words, the odds in an
// outlined button on the right. Comma decimals, EUR.
import type { Rng } from '../../../rng';
import { esc, fmtDate, marketName, num, odds, pickChip, teamName } from '../../text';
import type { Ticket } from '../../ticket';
import { sportMix, summaryRows } from '../parts';
import { page, ticketIds, type Layout } from '../types';

const css = `
#ticket{width:100%;background:#0d1117;color:#e6edf3;font:15px/1.35 'Liberation Sans',Arial,sans-serif;padding-bottom:14px}
.hd{padding:14px 16px;border-bottom:1px solid #30363d}.hd b{font-size:20px;color:#2dd4bf}.hd div{font-size:12px;color:#8b949e;margin-top:3px}
.card{margin:10px 10px 0;padding:10px 12px;background:#161b22;border:1px solid #30363d;border-radius:12px;display:flex;gap:10px;align-items:center}
.l{flex:1;min-width:0}.meta{font-size:12px;color:#2dd4bf}.team{font-weight:600;font-size:16px}
.mk{font-size:13px;color:#8b949e;margin-top:4px}
.od{border:1.5px solid #2dd4bf;border-radius:8px;padding:6px 10px;font-weight:bold;font-size:17px;color:#e6edf3;min-width:64px;text-align:center}
.sum{margin:12px 10px 0;padding:10px 12px;background:#161b22;border-radius:12px}
.sum div{display:flex;justify-content:space-between;padding:3px 0}.pay{color:#2dd4bf;font-weight:bold;font-size:18px}
`;

function render(t: Ticket, _width: number, _rng: Rng): string {
  const cards = t.legs
    .map(
      (l) => `<div class="card"><div class="l">
<div class="meta">${fmtDate(l.kickoff, 'DD.MM. HH:mm')} · ${esc(l.league)}</div>
<div class="team">${esc(teamName(l.home, l))}</div><div class="team">${esc(teamName(l.away, l))}</div>
<div class="mk">${esc(marketName(l.bet, 'sr'))}: ${esc(pickChip(l.bet, ','))}</div></div>
<div class="od">${odds(l.odds, ',')}</div></div>`,
    )
    .join('');
  const body = `<div id="ticket">
<div class="hd"><b>${esc(t.bookmaker)}</b><div>Tiket ${t.ticketId} · ${fmtDate(t.printedAt, 'DD.MM.YYYY. HH:mm')}</div></div>
${cards}
<div class="sum">
${summaryRows(
  t,
  {
    legs: 'Broj parova',
    odds: 'Ukupna kvota',
    stake: 'Uplata',
    payout: 'Mogući dobitak',
    payoutClass: 'pay',
  },
  {
    odds: odds(t.totalOdds, ','),
    stake: `${num(t.stake, ',', '.')} €`,
    payout: `${num(t.payout, ',', '.')} €`,
  },
)}
</div></div>`;
  return page(css, body);
}

export const appCardsNight: Layout = {
  name: 'app-cards-night',
  medium: 'screen',
  width: [360, 420],
  scale: 2,
  profile: {
    lang: 'sr',
    currency: 'EUR',
    fee: false,
    sports: sportMix(7, 2, 1),
    legs: [1, 8],
    bookmakers: ['Mjesec Bet', 'Noćna Kvota'],
    ticketId: (rng) => ticketIds.dashed(rng),
  },
  render,
};
