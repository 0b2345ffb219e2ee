// Night-theme mobile slip (Montenegrin/Serbian): one dark card per match, kickoff and league on top, home and
// away stacked or on one line ("Home - Away"), then the market name and the selection in words, the odds in a
// button on the right. Apps differ, so each ticket picks (from its rng): the odds button outlined or filled in
// the accent colour; kickoff and league in the accent colour or in low-contrast grey; league header rows
// between the cards (the card then shows only the kickoff); the pick as a small filled chip ("1", "GG",
// "UG 3+") left of the odds instead of after the market name; a thin coloured left border on each card.
// Comma decimals, EUR.
import type { Rng } from '../../../rng';
import { esc, fmtDate, marketName, num, odds, pickChip, pickCode, teamName } from '../../text';
import type { Ticket } from '../../ticket';
import { matchName, sportMix, summaryRows } from '../parts';
import { page, ticketIds, type Layout } from '../types';

const css = `
#ticket{width:100%;background:#0d1117;color:#e6edf3;font:15px/1.35 'Liberation Sans',Arial,sans-serif;padding-bottom:14px}
.hd{padding:14px 16px;border-bottom:1px solid #30363d}.hd b{font-size:20px;color:var(--ac)}.hd div{font-size:12px;color:#8b949e;margin-top:3px}
.lg{margin:14px 12px 0;font-size:12px;font-weight:bold;color:#8b949e;text-transform:uppercase;letter-spacing:.4px}
.card{margin:10px 10px 0;padding:10px 12px;background:#161b22;border:1px solid #30363d;border-radius:12px;display:flex;gap:10px;align-items:center}
.card.edge{border-left:3px solid var(--ac);border-radius:6px}
.l{flex:1;min-width:0}.meta{font-size:12px;color:var(--ac)}.meta.grey{color:#6e7681}.team{font-weight:600;font-size:16px}
.mk{font-size:13px;color:#8b949e;margin-top:4px}
.chip{background:var(--ac);color:var(--on);border-radius:6px;padding:3px 7px;font-weight:bold;font-size:13px;white-space:nowrap}
.od{border:1.5px solid var(--ac);border-radius:8px;padding:6px 10px;font-weight:bold;font-size:17px;color:#e6edf3;min-width:64px;text-align:center}
.od.fill{background:var(--ac);color:var(--on)}
.sum{margin:12px 10px 0;padding:10px 12px;background:#161b22;border-radius:12px}
.sum div{display:flex;justify-content:space-between;padding:3px 0}.pay{color:var(--ac);font-weight:bold;font-size:18px}
`;

/** Accent colours of dark betting apps and the text colour on a button filled with them. */
const ACCENTS: Array<[string, string]> = [
  ['#2dd4bf', '#0d1117'], // teal, dark text
  ['#f5c518', '#111111'], // yellow, dark text
  ['#1f9d55', '#ffffff'], // green, white text
  ['#e03131', '#ffffff'], // red, white text
  ['#3b82f6', '#ffffff'], // blue, white text
];

function render(t: Ticket, _width: number, rng: Rng): string {
  const [accent, onAccent] = ACCENTS[rng.int(0, ACCENTS.length - 1)];
  const filled = rng.chance(0.5);
  const oneLine = rng.chance(0.4);
  const grey = rng.chance(0.4);
  const headers = rng.chance(0.35);
  const chip = rng.chance(0.4);
  const edge = rng.chance(0.3);
  let league = '';
  const cards = t.legs
    .map((l) => {
      const header = headers && l.league !== league ? `<div class="lg">${esc(l.league)}</div>` : '';
      league = l.league;
      const when = fmtDate(l.kickoff, 'DD.MM. HH:mm');
      const meta = headers ? when : `${when} · ${esc(l.league)}`;
      const teams = oneLine
        ? `<div class="team">${matchName(l)}</div>`
        : `<div class="team">${esc(teamName(l.home, l))}</div><div class="team">${esc(teamName(l.away, l))}</div>`;
      const market = chip
        ? `<div class="mk">${esc(marketName(l.bet, 'sr'))}</div>`
        : `<div class="mk">${esc(marketName(l.bet, 'sr'))}: ${esc(pickChip(l.bet, ','))}</div>`;
      return `${header}<div class="card${edge ? ' edge' : ''}"><div class="l">
<div class="meta${grey ? ' grey' : ''}">${meta}</div>
${teams}
${market}</div>
${chip ? `<span class="chip">${esc(pickCode(l.bet, ','))}</span>` : ''}<div class="od${filled ? ' fill' : ''}">${odds(l.odds, ',')}</div></div>`;
    })
    .join('');
  const body = `<div id="ticket" style="--ac:${accent};--on:${onAccent}">
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
